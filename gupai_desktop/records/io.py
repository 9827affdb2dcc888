"""Writing, reading, validating and replaying session files of gupai records.

Import is all or nothing: `read` checks every line (JSON, format, version, schema, game) and
by default replays every hand before it returns anything, so a damaged file changes nothing.
Reading goes line by line and `validate` keeps no hand, so a file of any size is checked in the
same memory. Writes are durable line by line: a crash can lose the hand being written, never
one before it.
"""

from __future__ import annotations

import codecs
import os
import time
from contextlib import nullcontext
from json import JSONDecodeError
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO, Callable, ContextManager, Iterable, Iterator, Union

from ..engine import games
from .files import fsync_dir, write_atomic
from . import reviews
from .format import (
    FORMAT,
    VERSION,
    RecordError,
    dumps,
    hand_record,
    human_seat,
    schema_problem,
    variant_problem,
)
from .verify import TOLERANCE, SessionCheck, brief, loads, untrusted
from .verify import read as read_line

__all__ = [
    "RecordError",
    "GameTotals",
    "ReplaySummary",
    "hand_record",
    "append",
    "write",
    "read",
    "validate",
    "replay",
    "replay_steps",
    "initial_state",
    "check_record",
    "iter_lines",
    "TOLERANCE",
]

MAX_LINE_BYTES = 1 << 20  # a hand's line is a few kB; a longer one is no record


@dataclass
class ReplaySummary:
    """What a replay found: every hand re-applied and its result checked. A file may hold
    hands of several games (files joined together): each game's seats are summed apart, since
    seat 0 of one game is not seat 0 of another."""

    hands: int = 0
    games: list[str] = field(default_factory=list)
    by_game: dict[str, GameTotals] = field(default_factory=dict)
    matched: int = 0

    @property
    def all_match(self) -> bool:
        return self.matched == self.hands

    @property
    def totals(self) -> list[float]:
        """Per seat, summed over the hands: of the one game the file holds ([] for several)."""
        return self.by_game[self.games[0]].totals if len(self.games) == 1 else []

    @property
    def names(self) -> list[str]:
        """Per seat, as first recorded: of the one game the file holds ([] for several)."""
        return self.by_game[self.games[0]].names if len(self.games) == 1 else []

    def add(self, record: dict, returns: list[float]) -> None:
        """Count one hand whose replayed returns matched the record."""
        self.hands += 1
        self.matched += 1
        game = record["game"]
        if game not in self.games:
            self.games.append(game)
        self.by_game.setdefault(game, GameTotals()).add(record, returns)


@dataclass
class GameTotals:
    """One game's hands in a replay, and each seat's name and net over them."""

    hands: int = 0
    totals: list[float] = field(default_factory=list)
    names: list[str] = field(default_factory=list)

    def add(self, record: dict, returns: list[float]) -> None:
        self.hands += 1
        names = [s["name"] for s in record["seats"][len(self.totals) :]]
        if names and human_seat(record) is None:  # an older `simulate` record's "You"
            names = games.get(record["game"]).names_without_user(names)
        self.names.extend(names)
        self.totals.extend([0.0] * (len(returns) - len(self.totals)))
        for seat, value in enumerate(returns):
            self.totals[seat] += value


def json_type(value) -> str:
    """A value's kind as JSON names it (Python's "NoneType", "str" and "list" said nothing)."""
    if value is None:
        return "null"
    for kind, name in ((bool, "true or false"), (str, "string"), (list, "array")):
        if isinstance(value, kind):
            return name
    return "number"


def check_record(record, *, plain: bool = False) -> None:
    """Structure only (no replay): format, version, finite numbers and no key twice, schema,
    known game and rules; raises RecordError. `plain` (a line `verify.read` found plain) skips
    the walk for numbers and keys, and for nesting, which a record that then replays true
    cannot hold too deep: `_records` checks a line that fails anywhere again without it."""
    if not isinstance(record, dict):
        raise RecordError(f"not a gupai record: a JSON {json_type(record)}, not an object")
    if record.get("format") != FORMAT:
        found = record.get("format")
        raise RecordError(
            "not a gupai record (no 'format' field)"
            if found is None
            else f"not a gupai record (format is {brief(found)}, expected {FORMAT!r})"
        )
    version = record.get("version")
    if version is None:
        raise RecordError(f"no 'version' field (this app reads version {VERSION})")
    if version != VERSION or type(version) is not int:
        raise RecordError(
            f"unsupported record version {brief(version)} (this app reads version {VERSION})"
        )
    problem = None if plain else untrusted(record)
    if problem:
        raise RecordError(problem)
    problem = schema_problem(record)
    if problem:
        raise RecordError(f"schema: {problem}")
    try:
        spec = games.get(record["game"])  # older ids ("smallmahjong") read too
    except KeyError:
        raise RecordError(
            f"unknown game {brief(record['game'])} (playable: {', '.join(games.known_ids())})"
        ) from None
    problem = variant_problem(spec, record["variant"])
    if problem:
        raise RecordError(f"variant: {problem}")


def _check_schema_for_write(record: dict) -> str:
    try:
        check_record(record)
    except RecordError as exc:
        raise RecordError(f"refusing to write a bad record: {exc}") from None
    return dumps(record) + "\n"


def line_of(record: dict, *, thorough: bool = True) -> str:
    """The record's line for a file (RecordError if it is none). Not thorough, its numbers
    and nesting are not walked: json refuses NaN and infinities and the compiled schema the
    rest, for a writer whose records are all made alike and whose first was checked
    thoroughly (a simulation); whatever fails is checked thoroughly, for the message."""
    if not thorough:
        try:
            text = dumps(record)
            check_record(record, plain=True)
            return text + "\n"
        except (ValueError, TypeError):
            pass
    return _check_schema_for_write(record)


def append(path: str | os.PathLike, record: dict) -> None:
    """Append one hand and force it to disk (flush + fsync) before returning. A last line cut
    off by an interrupted write (the hand being recorded when the app was killed, which its
    autosave brings back) is first moved to <name>.cut-<time> beside the file, so the hands
    after it are not appended to a damaged file and nothing of it is lost."""
    path = Path(path)
    line = _check_schema_for_write(record)
    path.parent.mkdir(parents=True, exist_ok=True)  # a records folder deleted while playing
    created = not path.exists()
    if not created and path.stat().st_size > 0:
        _set_aside_cut_tail(path)
    with open(path, "a", encoding="utf-8", newline="\n") as f:
        f.write(line)
        f.flush()
        os.fsync(f.fileno())
    if created:
        fsync_dir(path.parent)


def _tail(f) -> bytes:
    """The end of an open binary file, long enough to hold its last line if it is a record's
    (its last MAX_LINE_BYTES)."""
    f.seek(max(0, f.seek(0, os.SEEK_END) - MAX_LINE_BYTES))
    return f.read()


def _set_aside_cut_tail(path: Path) -> None:
    """End the file with its last newline: an unterminated last line is moved aside."""
    with open(path, "rb+") as f:
        size = f.seek(-1, os.SEEK_END) + 1
        if f.read(1) == b"\n":  # the usual case: one byte read
            return
        data = _tail(f)
        end = data.rfind(b"\n")
        if end < 0 and size > len(data):
            raise RecordError(f"{path.name}: its last line is longer than any record's")
        tail = data[end + 1 :]
        try:
            whole = isinstance(loads(tail.decode("utf-8")), dict)
        except (ValueError, RecursionError):
            whole = False
        if whole:  # a whole line without its newline (written by hand): only the newline
            f.write(b"\n")
        else:
            path.with_name(f"{path.name}.cut-{int(time.time())}").write_bytes(tail)
            f.truncate(size - len(tail))
        f.flush()
        os.fsync(f.fileno())


def last_hand_number(path: str | os.PathLike) -> int | None:
    """The session hand number on the file's last line, read from its end (None if there is
    no file or no readable last line): how the app tells that a hand is recorded already."""
    path = Path(path)
    if not path.is_file():
        return None
    with open(path, "rb") as f:
        lines = _tail(f).splitlines()
    try:
        return int(loads(lines[-1].decode("utf-8"))["session"]["hand"])
    except (IndexError, ValueError, KeyError, TypeError, RecursionError):
        return None


def write(path: str | os.PathLike, records: Iterable[dict]) -> None:
    """Write a whole file atomically (temp file + os.replace): the old file or the new one."""
    write_atomic(Path(path), "".join(_check_schema_for_write(r) for r in records))


Source = Union[str, os.PathLike, BinaryIO]
"""A record file's path, or a stream open for reading bytes (`gupai record validate -` reads
standard input)."""


def source_name(source: Source) -> str:
    """How messages name a source: a file by its name, standard input as such."""
    if isinstance(source, (str, os.PathLike)):
        return Path(source).name
    name = getattr(source, "name", None)
    return "standard input" if name in (None, "<stdin>", 0) else Path(str(name)).name


def iter_lines(source: Source) -> Iterator[tuple[int, str, bool]]:
    """(line number, text, is the unterminated last line) for every non-blank line, read one
    line at a time (never more than MAX_LINE_BYTES of it); RecordError for a file that is
    empty, not UTF-8 text or binary. A stream is read as it is and left open."""
    name = source_name(source)
    opened: ContextManager[BinaryIO]
    if isinstance(source, (str, os.PathLike)):
        try:
            opened = open(source, "rb")
        except OSError as exc:
            raise RecordError(f"{name}: cannot read ({exc.strerror or exc})") from None
    else:
        opened = nullcontext(source)
    number, offset, found = 0, 0, False
    with opened as f:
        while True:
            try:
                raw = f.readline(MAX_LINE_BYTES + 1)
            except OSError as exc:
                raise RecordError(f"{name}: cannot read ({exc.strerror or exc})") from None
            if not raw:
                break
            number += 1
            if len(raw) > MAX_LINE_BYTES and not raw.endswith(b"\n"):
                crs = b"}\r{" in raw  # lines ended by a carriage return alone read as one
                raise RecordError(
                    f"{name}, line {number}: longer than "
                    f"{MAX_LINE_BYTES >> 10} KiB, which no record is" + (CR_ONLY if crs else "")
                )
            if number == 1 and raw.startswith(codecs.BOM_UTF8):
                raw, offset = raw[len(codecs.BOM_UTF8) :], len(codecs.BOM_UTF8)
            try:
                text = raw.decode("utf-8")
            except UnicodeDecodeError as exc:
                raise RecordError(
                    _not_text(name, number, f"byte {offset + exc.start} is not UTF-8 text")
                ) from None
            offset += len(raw)
            if "\x00" in text:
                raise RecordError(_not_text(name, number, "binary data"))
            if text.strip():
                found = True
                yield number, text.rstrip("\n").rstrip("\r"), not raw.endswith(b"\n")
    if not found:
        raise RecordError(f"{name}: the file is empty (no hands)")


def _not_text(name: str, number: int, why: str) -> str:
    if number == 1:
        return f"{name}: not a gupai record file ({why})"
    return f"{name}, line {number}: not a gupai record ({why})"


def read(
    path: Source,
    *,
    verify: bool = True,
    progress: Progress | None = None,
    whole_hands: bool = False,
) -> list[dict]:
    """Every hand of a session file, or RecordError naming the first bad line.

    With verify (the default) each hand is also replayed and checked against the hands before
    it, so the caller imports either the whole file or nothing. `progress` as for `validate`.
    `whole_hands`: a last line cut off by an interrupted write ends the file instead of
    refusing it (the app's own session, killed while it wrote a hand: the hands before it).
    """
    return [record for record, _ in _records(path, verify, progress, whole_hands)]


def validate(path: Source, progress: Progress | None = None) -> ReplaySummary:
    """Read, check and replay a whole file, keeping no hand; RecordError naming the first bad
    line and field. `progress` is told how far it has got (see `Progress`)."""
    summary = ReplaySummary()
    for record, returns in _records(path, True, progress):
        assert returns is not None, "a verified record has its replayed returns"
        summary.add(record, returns)
    return summary


Progress = Callable[[int, int, int], None]
"""progress(hands, characters, size): called every PROGRESS_EVERY hands and at the end with
the hands read so far, the characters of their lines and the file's size in bytes (a rate or
a bar for a big file; it may raise to stop the reading, which then changes nothing)."""
PROGRESS_EVERY = 250


def _foreign(name: str, exc: RecordError) -> RecordError:
    """Why line 1 is no record's. The reviews an export writes beside a record are named for
    what they are (a new user chose one in Import and read "a foreign file")."""
    if reviews.is_reviews(name):
        record = reviews.record_name_for(name)
        return RecordError(
            f"{name}: the reviews of the hands in {record}, kept beside it, not a record: "
            f"open {record} (its reviews come with it)",
            None,
            "reviews",
        )
    return RecordError(f"{name}: a foreign file, {exc}", None, "foreign")


def _records(
    path: Source, verify: bool, progress: Progress | None = None, whole_hands: bool = False
) -> Iterator[tuple[dict, list[float] | None]]:
    """Each line's record and, with verify, its replayed returns, one line at a time."""
    follow = SessionCheck() if verify else None
    size = _size(path) if progress else 0
    name = source_name(path)
    hands = characters = 0
    for number, line, last in iter_lines(path):
        where = f"{name}, line {number}"
        try:
            record, plain = read_line(line)
        except RecursionError:
            raise RecordError(f"{where}: not JSON: nested too deeply", number) from None
        except ValueError as exc:
            if last and whole_hands:
                break
            why = json_problem(exc)
            if number == 1 and not line.lstrip().startswith("{"):  # no record begins so
                raise RecordError(
                    f"{name}: a foreign file, not a gupai record: line 1 is not JSON: {why}",
                    None,
                    "foreign",
                ) from None
            joined = _joined_lines(line, exc)
            cut = " (the line is cut off: an interrupted write?)" if last and not joined else ""
            raise RecordError(
                f"{where}: not JSON: {why}{joined}{cut}", number, "cut off" if cut else ""
            ) from None
        try:
            try:
                check_record(record, plain=plain)
                returns = follow.check(record) if follow else None
            except RecordError:
                if plain:  # the whole check names the first problem, as ever
                    check_record(record)
                raise
        except RecordError as exc:
            if number == 1 and "not a gupai record" in str(exc):
                raise _foreign(name, exc) from None
            raise RecordError(f"{where}: {exc}", number) from None
        hands += 1
        if progress:
            characters += len(line) + 1
            if hands % PROGRESS_EVERY == 0:
                progress(hands, characters, size)
        yield record, returns
    if progress:
        progress(hands, characters, size)


CR_ONLY = " (its lines end in a carriage return alone: save it with line feeds)"


def _joined_lines(line: str, exc: ValueError) -> str:
    """Why a line holds more than one value, where that is plain to see: lines ended by a
    carriage return alone, or two records on one line (a file joined to one whose last line
    had no end); "Extra data (column 2578)" said neither, and "cut off" was wrong."""
    if not isinstance(exc, JSONDecodeError) or not exc.msg.startswith("Extra data"):
        return ""
    before, rest = line[: exc.pos], line[exc.pos :]
    if "\r" in before[len(before.rstrip()) :] and rest.startswith("{"):
        return CR_ONLY
    if rest.startswith('{"format"'):
        return " (two records on one line: a file joined to one whose last line had no end?)"
    return ""


def json_problem(exc: ValueError) -> str:
    """Why a line is not JSON, where in the line ("Expecting value (column 1)"; json's own
    "line 1 column 1 (char 0)" counts within the line, not the file)."""
    if isinstance(exc, JSONDecodeError):
        return f"{exc.msg} (column {exc.colno})"
    return str(exc)


def _size(path: Source) -> int:
    """The file's size in bytes; 0 when unknown (a stream)."""
    if not isinstance(path, (str, os.PathLike)):
        return 0
    try:
        return Path(path).stat().st_size
    except OSError:
        return 0


def initial_state(record: dict):
    """The hand's state before its first action, built from the recorded rules and table."""
    spec = games.get(record["game"])
    try:
        rules = spec.rules_from_dict(record["variant"])
        return spec.new_hand(rules, dict(record["table"]))
    except (ValueError, TypeError, KeyError) as exc:
        raise RecordError(f"variant/table cannot be used: {exc}") from None


def replay(records: Iterable[dict]) -> ReplaySummary:
    """Rebuild every hand from its rules and table, re-apply its actions and check everything
    it derives, hand after hand of its session (as `validate` does for a file)."""
    summary = ReplaySummary()
    follow = SessionCheck()
    for index, record in enumerate(records, 1):
        try:
            check_record(record)
            got = follow.check(record)
        except RecordError as exc:
            info = record.get("session") if isinstance(record, dict) else None
            hand = info.get("hand") if isinstance(info, dict) else None
            label = f"hand {index}" + (f" (session hand {hand})" if hand is not None else "")
            raise RecordError(f"{label}: {exc}") from None
        summary.add(record, got)
    return summary


def replay_steps(record: dict) -> Iterator:
    """The state after each action, one independent copy per step (for a replay viewer)."""
    check_record(record)
    state = initial_state(record)
    for number, action in enumerate(record["actions"], 1):
        if not state.is_legal(action):
            raise RecordError(f"move {number} ({action!r}) is not legal here")
        state.apply(action)
        yield state.clone()
