"""What the records browser lists for each record file: its game, how many hands it holds,
when it was last played and how the user fared, read line by line without replaying a hand
(opening one to replay validates it in full)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from .format import RecordError, human_seat
from .io import iter_lines, json_problem


@dataclass(frozen=True)
class FileSummary:
    path: Path
    game: str | None  # None: the file is not a readable record
    hands: int
    last_played: datetime  # when its last hand was played; the file's time if no hand says
    net: float | None  # the user's result over the file (None: no user seat)
    problem: str | None = None
    cut_off: bool = False  # its last line was cut off by an interrupted write; the hands before
    # it are whole (problem is None: they replay)


def summarize(path: str | Path) -> FileSummary:
    """One file's line in the browser; a file that cannot be read says why instead."""
    path = Path(path)
    try:
        modified = datetime.fromtimestamp(path.stat().st_mtime)
    except OSError as exc:
        return FileSummary(path, None, 0, datetime.fromtimestamp(0), None, str(exc))
    game, hands, net, seat, played = None, 0, 0.0, None, None
    number, cut = 0, False
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
            if game is None:
                game, seat = record.get("game"), human_seat(record)
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
    return FileSummary(path, game, hands, when, net if seat is not None else None, None, cut)


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


def holder_of(folder: Path, records: list[dict]) -> Path | None:
    """The record file in `folder` that already holds every one of `records`' hands (the same
    session, hand, time and moves: `gupai simulate` names a session by its game and seed alone,
    whatever its levels), or None: the file they were read from, when it is one of the folder's.
    A file whose first hand is of no session of theirs is read no further. Importing a
    session's export beside the session's own file listed it twice (found by a new user), and
    importing a file from the records folder itself made a copy of it beside it."""
    from .files import RECORD_SUFFIX

    wanted = {_hand_key(r) for r in records}
    sessions = {key[0] for key in wanted}
    for path in sorted(folder.glob("*" + RECORD_SUFFIX)):
        found: set = set()
        try:
            for _number, text, _last in iter_lines(path):
                record = json.loads(text)
                if not found and record["session"]["id"] not in sessions:
                    break
                found.add(_hand_key(record))
        except (RecordError, ValueError, KeyError, TypeError, OSError):
            continue
        if wanted <= found:
            return path
    return None


def _hand_key(record: dict) -> tuple:
    session = record["session"]
    return (session["id"], session["hand"], record.get("played_at"), tuple(record["actions"]))
