"""The autosave: the running session and the current hand's committed actions, so after a
crash or a kill the app can offer to resume the hand exactly where it was.

Saved as JSON (never pickle) by writing a temp file and os.replace, so the file on disk is
always either the previous save or the new one. A damaged file is moved aside, not trusted.
"""

from __future__ import annotations

import json
import os
import re
import time
import warnings
from datetime import datetime, timezone
from pathlib import Path
from typing import Callable, NamedTuple

from ..engine import core
from ..engine.session import Session
from .files import write_atomic

FORMAT = "gupai-autosave"
VERSION = 1
FILE_NAME = "autosave.json"


class AutosaveWarning(UserWarning):
    """A damaged autosave was moved aside; the message is fit to show the player."""


def file_of(path: str | os.PathLike) -> Path:
    """The autosave file: `path` itself if it names a .json file, else FILE_NAME inside it."""
    path = Path(path)
    return path if path.suffix == ".json" else path / FILE_NAME


def save(
    path: str | os.PathLike, session_dict: dict, hand_actions: list[str], extra: dict | None = None
) -> Path:
    """Replace the autosave atomically; returns the file written.

    session_dict is `Session.to_dict()` taken after `deal()` (so its table and hand number are
    the current hand's); hand_actions is `state.history()`; extra is anything JSON the app
    wants back (seat kinds, AI levels, ...).
    """
    target = file_of(path)
    data = {
        "format": FORMAT,
        "version": VERSION,
        "saved_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "session": session_dict,
        "hand_actions": list(hand_actions),
        "extra": extra or {},
    }
    text = json.dumps(data, ensure_ascii=False, allow_nan=False)
    write_atomic(target, text)
    return target


class Unresumable(str):
    """The sentence load() warns with, and where the damaged file went (None: it stayed), so
    the app can word it in its own language."""

    moved: Path | None = None


def _problem(data) -> str | None:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return "not a gupai autosave"
    if data.get("version") != VERSION:
        return f"unsupported autosave version {data.get('version')!r}"
    if not isinstance(data.get("session"), dict):
        return "the session is missing"
    actions = data.get("hand_actions")
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        return "the hand's actions are missing"
    if not isinstance(data.get("extra"), dict):
        return "the extra data is missing"
    return None


def load(path: str | os.PathLike, warn: Callable[[str], None] | None = None) -> dict | None:
    """The saved dict ({session, hand_actions, extra, saved_at}), or None if there is none.

    A damaged file is renamed *.corrupt-<timestamp> and None returned; the reason goes to
    `warn` (default: warnings.warn with AutosaveWarning).
    """
    target = file_of(path)
    try:
        raw = target.read_bytes()
    except FileNotFoundError:
        return None
    try:
        data = json.loads(raw.decode("utf-8"))
        problem = _problem(data)
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
        problem = f"not readable JSON ({exc.__class__.__name__})"
    if problem is None:
        return data
    aside = target.with_name(f"{target.name}.corrupt-{time.strftime('%Y%m%d-%H%M%S')}")
    moved: Path | None = aside
    try:
        os.replace(target, aside)
        where = f"it was moved to {aside.name}"
    except OSError as exc:
        where = f"it could not be moved aside ({exc.strerror or exc})"
        moved = None
    message = Unresumable(f"The saved game could not be resumed: {problem}; {where}.")
    message.moved = moved
    if warn is None:
        warnings.warn(message, AutosaveWarning, stacklevel=2)
    else:
        warn(message)
    return None


def clear(path: str | os.PathLike) -> None:
    """Remove the autosave (after a hand is finished and recorded, or the player declines)."""
    file_of(path).unlink(missing_ok=True)


class Resumed(NamedTuple):
    """A loaded autosave made ready to play on: the session, the hand with its moves made, and
    what the app kept beside them, each checked (None: missing or unusable, left out)."""

    session: Session
    state: object
    level: str | None  # None: not a level of this game (an older version's, a damaged one)
    draft: list[str] | None
    hinted: dict | None
    undo: list | None
    session_id: str | None


SESSION_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,99}")  # a file name in the records folder


def resume(data: dict) -> Resumed:
    """The session and the hand rebuilt from a loaded autosave, actions re-applied.

    Raises ValueError if the session does not fit its game (Session.from_dict says where) or
    the save does not replay (core.IllegalAction). What the app kept beside it is checked, not
    trusted: a session id is a file name of the records folder and nothing else (never a path
    out of it), and a draft or hints of the wrong shape are left out."""
    session = Session.from_dict(data["session"])
    if session.hand_number < 1:
        raise ValueError("hand_number is 0: no hand had been dealt")
    try:
        state = session.spec.new_hand(session.rules, dict(session.table))
    except (KeyError, TypeError, IndexError, AttributeError) as exc:
        raise ValueError(f"the saved table does not fit the game ({exc})") from None
    try:
        core.replay(state, data["hand_actions"])
    except (KeyError, IndexError, TypeError) as exc:  # a table value the state cannot use
        raise ValueError(f"the saved moves do not replay on the saved table ({exc!r})") from None
    extra = data["extra"]
    level, draft, session_id = extra.get("level"), extra.get("draft"), extra.get("session_id")
    return Resumed(
        session,
        state,
        level if isinstance(level, str) and session.spec.valid_level(level) else None,
        draft if isinstance(draft, list) and all(isinstance(t, str) for t in draft) else None,
        extra.get("hinted") if isinstance(extra.get("hinted"), dict) else None,
        extra.get("undo") if isinstance(extra.get("undo"), list) else None,
        session_id if isinstance(session_id, str) and SESSION_ID.fullmatch(session_id) else None,
    )


def set_aside(path: str | os.PathLike) -> Path | None:
    """Keep an autosave that would not resume under another name (*.unresumable-<time>),
    so that nothing is lost and it is no longer offered; None if it could not be moved."""
    target = file_of(path)
    aside = target.with_name(f"{target.name}.unresumable-{time.strftime('%Y%m%d-%H%M%S')}")
    try:
        os.replace(target, aside)
    except OSError:
        return None
    return aside
