"""What the records browser lists for each record file: its game, how many hands it holds,
when it was last played and how the user fared, read line by line without replaying a hand
(opening one to replay validates it in full)."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import NamedTuple

from ..engine import games
from .format import RecordError, human_seat
from .io import iter_lines, json_problem


@dataclass(frozen=True)
class FileSummary:
    path: Path
    game: str | None  # None: the file is not a readable record
    hands: int
    last_played: datetime  # when its last hand was played; the file's time if no hand says
    net: float | None  # the user's result over the file (None: no user seat, or no one unit)
    problem: str | None = None
    cut_off: bool = False  # its last line was cut off by an interrupted write; the hands before
    # it are whole (problem is None: they replay)
    games: tuple[str, ...] = ()  # every game of its hands, in order of first hand: files joined
    # by hand hold several (listed as the first alone, with its result summed over the others)


def summarize(path: str | Path) -> FileSummary:
    """One file's line in the browser; a file that cannot be read says why instead."""
    path = Path(path)
    try:
        modified = datetime.fromtimestamp(path.stat().st_mtime)
    except OSError as exc:
        return FileSummary(path, None, 0, datetime.fromtimestamp(0), None, str(exc))
    in_file: dict = {}  # its games, in order
    hands, net, played, number, cut = 0, 0.0, None, 0, False
    user = False  # a hand with a user seat (each hand's own: joined files differ)
    try:
        for number, text, last in iter_lines(path):
            try:
                record = json.loads(text)
            except ValueError:
                if not last or not hands:
                    raise
                cut = True
                break
            if not isinstance(record, dict):
                raise ValueError("a line is not a record")
            in_file.setdefault(record.get("game"), None)
            seat = human_seat(record)
            user = user or seat is not None
            hands += 1
            played = record.get("played_at", played)
            returns = (record.get("result") or {}).get("returns")
            if seat is not None and isinstance(returns, list) and seat < len(returns):
                net += float(returns[seat])
    except RecordError as exc:
        return FileSummary(path, None, hands, modified, None, str(exc))
    except (ValueError, TypeError, AttributeError, RecursionError) as exc:
        why = (
            json_problem(exc)
            if isinstance(exc, ValueError)
            else "nested too deep"
            if isinstance(exc, RecursionError)
            else str(exc)
        )
        return FileSummary(path, None, hands, modified, None, f"line {number}: {why}")
    when = played_locally(played) or modified  # an imported copy's file is new, not its hands
    listed = tuple(dict.fromkeys(canonical(g) for g in in_file if isinstance(g, str)))
    one_unit = len({games.scored_in(g) for g in listed}) <= 1
    total = net if user and one_unit else None
    first = listed[0] if listed else None
    return FileSummary(path, first, hands, when, total, None, cut, listed)


def canonical(game: str) -> str:
    """A game's current id ("smallmahjong" in older records), or the id as written."""
    try:
        return games.canonical(game)
    except KeyError:
        return game


def played_locally(stamp) -> datetime | None:
    """A record's played_at (ISO 8601, UTC) as a naive local time, as a file's time is; None
    if it is not a time."""
    try:
        return datetime.fromisoformat(str(stamp)).astimezone().replace(tzinfo=None)
    except (ValueError, OverflowError):  # "0001-01-01T00:00:00+14:00" is before year 1 in UTC
        return None


def catalog(paths) -> list[FileSummary]:
    """Every file's summary, the most recently played first."""
    return sorted((summarize(p) for p in paths), key=lambda s: s.last_played, reverse=True)


def held_hands(folder: Path, records: list[dict]) -> dict[tuple, Path]:
    """Which of `records`' hands the record files in `folder` hold already (the same session,
    hand, time and moves: `gupai simulate` names a session by its game and seed alone, whatever
    its levels), each with the file holding it. Every line of every file is looked at (a
    file of the folder may join sessions), but only a line of one of their sessions is read
    as JSON (line_session). Importing a session's export beside the session's own file listed
    it twice, importing a file from the records folder made a copy of it beside it, and a
    file joining two sessions already here was copied whole (found by new users)."""
    from .files import RECORD_SUFFIX

    wanted = {hand_key(r) for r in records}
    sessions = {key[0] for key in wanted}
    held: dict[tuple, Path] = {}
    for path in sorted(folder.glob("*" + RECORD_SUFFIX)):
        try:
            for _number, text, _last in iter_lines(path):
                if line_session(text) not in sessions:
                    continue
                key = hand_key(json.loads(text))
                if key in wanted:
                    held.setdefault(key, path)
        except (RecordError, ValueError, KeyError, TypeError, OSError):
            continue
        if len(held) == len(wanted):
            break
    return held


# A record line's session id where the app writes it, read without parsing the line: a
# folder of records is gone through at every import.
_SESSION_ID = re.compile(r'"session"\s*:\s*\{\s*"id"\s*:\s*("(?:[^"\\]|\\.)*")')


def line_session(text: str):
    """The session id of a record line (None if it has none): found by its place in the
    line, escapes and all, else read from the whole line (keys in another order)."""
    found = _SESSION_ID.search(text)
    try:
        if found:
            return json.loads(found.group(1))
        session = json.loads(text).get("session")
        return session.get("id") if isinstance(session, dict) else None
    except (ValueError, AttributeError, RecursionError):
        return None


def sessions_held(records: list[dict], held: dict) -> set:
    """The sessions of `records` whose every hand `held` has: an import leaves out whole
    sessions only, as a file's hands of a session must run from its first (a session's
    later export, its first hands left out, was copied where it could not be replayed)."""
    missing = {hand_key(r)[0] for r in records if hand_key(r) not in held}
    return {hand_key(r)[0] for r in records} - missing


class Imported(NamedTuple):
    """What an import did: the copy made (None: every hand was here already), the hands
    copied and left out, and the files that hold the ones left out."""

    target: Path | None
    copied: int
    left_out: int
    held_in: tuple[str, ...]


def import_into(folder: Path, source: Path, records: list[dict]) -> Imported:
    """Copy a record file (read and checked already as `records`) into the records folder,
    less the sessions the folder holds whole (held_hands, sessions_held); its reviews go with
    it. Kept sessions' lines are copied as written."""
    import shutil

    from . import files, reviews

    held = held_hands(folder, records)
    kept = sessions_held(records, held)
    left_out = sum(hand_key(r)[0] in kept for r in records)
    held_in = tuple(sorted({p.name for p in held.values()}))
    if left_out == len(records):  # no second copy
        return Imported(None, 0, left_out, held_in)
    target = files.import_target(folder, source)
    if kept:
        lines = (text + "\n" for _n, text, _last in iter_lines(source))
        files.write_atomic(target, "".join(t for t in lines if line_session(t) not in kept))
    else:
        shutil.copyfile(source, target)
    if reviews.path_for(source).exists():  # the hands' reviews travel with them
        shutil.copyfile(reviews.path_for(source), reviews.path_for(target))
    return Imported(target, len(records) - left_out, left_out, held_in)


def hand_key(record: dict) -> tuple:
    session = record["session"]
    return (session["id"], session["hand"], record.get("played_at"), tuple(record["actions"]))
