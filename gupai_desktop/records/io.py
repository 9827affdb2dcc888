"""Writing, reading, validating and replaying session files of gupai records.

Import is all or nothing: `read` checks every line (JSON, format, version, schema, game) and
by default replays every hand before it returns anything, so a damaged file changes nothing.
Writes are durable line by line: a crash can lose the hand being written, never one before it.
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Iterator

from ..engine import core, games
from .files import fsync_dir, write_atomic
from .format import (FORMAT, VERSION, RecordError, deal_of, dumps, hand_record,
                     schema_problem, variant_problem)

__all__ = ["RecordError", "ReplaySummary", "hand_record", "append", "write", "read", "validate",
           "replay", "replay_steps", "initial_state", "check_record"]

TOLERANCE = 1e-9


@dataclass
class ReplaySummary:
    """What a replay found: every hand re-applied and its result checked."""
    hands: int = 0
    games: list[str] = field(default_factory=list)
    totals: list[float] = field(default_factory=list)   # per seat, summed over the hands
    names: list[str] = field(default_factory=list)      # per seat, as first recorded
    matched: int = 0

    @property
    def all_match(self) -> bool:
        return self.matched == self.hands

    def add(self, record: dict, returns: list[float]) -> None:
        """Count one hand whose replayed returns matched the record."""
        self.hands += 1
        self.matched += 1
        if record["game"] not in self.games:
            self.games.append(record["game"])
        self.names.extend(s["name"] for s in record["seats"][len(self.totals):])
        self.totals.extend([0.0] * (len(returns) - len(self.totals)))
        for seat, value in enumerate(returns):
            self.totals[seat] += value


def check_record(record) -> None:
    """Structure only (no replay): format, version, schema, known game; raises RecordError."""
    if not isinstance(record, dict):
        raise RecordError(f"not a gupai record: a JSON {type(record).__name__}, not an object")
    if record.get("format") != FORMAT:
        found = record.get("format")
        raise RecordError("not a gupai record (no 'format' field)" if found is None else
                          f"not a gupai record (format is {found!r}, expected {FORMAT!r})")
    version = record.get("version")
    if version is None:
        raise RecordError(f"no 'version' field (this app reads version {VERSION})")
    if version != VERSION or isinstance(version, bool):
        raise RecordError(f"unsupported record version {version!r} (this app reads version "
                          f"{VERSION})")
    problem = schema_problem(record)
    if problem:
        raise RecordError(f"schema: {problem}")
    try:
        spec = games.get(record["game"])        # older ids ("smallmahjong") read too
    except KeyError:
        raise RecordError(f"unknown game {record['game']!r} (playable: "
                          f"{', '.join(games.known_ids())})") from None
    problem = variant_problem(spec, record["variant"])
    if problem:
        raise RecordError(f"variant: {problem}")


def _check_schema_for_write(record: dict) -> str:
    try:
        check_record(record)
    except RecordError as exc:
        raise RecordError(f"refusing to write a bad record: {exc}") from None
    return dumps(record) + "\n"


def append(path: str | os.PathLike, record: dict) -> None:
    """Append one hand and force it to disk (flush + fsync) before returning."""
    path = Path(path)
    line = _check_schema_for_write(record)
    created = not path.exists()
    if not created and path.stat().st_size > 0:
        with open(path, "rb") as f:
            f.seek(-1, os.SEEK_END)
            if f.read(1) != b"\n":
                raise RecordError(f"{path.name}: the last line is cut off (an interrupted "
                                  "write); not appending to a damaged file")
    with open(path, "a", encoding="utf-8", newline="\n") as f:
        f.write(line)
        f.flush()
        os.fsync(f.fileno())
    if created:
        fsync_dir(path.parent)


def write(path: str | os.PathLike, records: Iterable[dict]) -> None:
    """Write a whole file atomically (temp file + os.replace): the old file or the new one."""
    write_atomic(Path(path), "".join(_check_schema_for_write(r) for r in records))


def _lines(path: Path) -> list[tuple[int, str, bool]]:
    """(line number, text, is the unterminated last line) for every non-blank line."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise RecordError(f"{path.name}: cannot read ({exc.strerror or exc})") from None
    if not data.strip():
        raise RecordError(f"{path.name}: the file is empty (no hands)")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise RecordError(f"{path.name}: not a gupai record file (byte {exc.start} is not "
                          "UTF-8 text)") from None
    if "\x00" in text:
        raise RecordError(f"{path.name}: not a gupai record file (binary data)")
    raw = text.split("\n")
    out = []
    for i, line in enumerate(raw):
        if line.strip():
            out.append((i + 1, line.rstrip("\r"), i == len(raw) - 1))
    return out


def read(path: str | os.PathLike, *, verify: bool = True) -> list[dict]:
    """Every hand of a session file, or RecordError naming the first bad line.

    With verify (the default) each hand is also replayed and its result checked, so the caller
    imports either the whole file or nothing.
    """
    return _read(Path(path), verify)[0]


def validate(path: str | os.PathLike) -> ReplaySummary:
    """Read, check and replay a whole file; RecordError naming the first bad line."""
    return _read(Path(path), True)[1]


def _read(path: Path, verify: bool) -> tuple[list[dict], ReplaySummary]:
    records = []
    summary = ReplaySummary()
    for number, line, last in _lines(path):
        where = f"{path.name}, line {number}"
        try:
            record = json.loads(line)
        except json.JSONDecodeError as exc:
            cut = " (the line is cut off: an interrupted write?)" if last else ""
            raise RecordError(f"{where}: not JSON: {exc.msg} at column {exc.colno}{cut}") from None
        except RecursionError:
            raise RecordError(f"{where}: not JSON: nested too deeply") from None
        try:
            check_record(record)
            if verify:
                summary.add(record, _replay_one(record))
        except RecordError as exc:
            if number == 1 and "not a gupai record" in str(exc):
                raise RecordError(f"{path.name}: a foreign file, {exc}") from None
            raise RecordError(f"{where}: {exc}") from None
        records.append(record)
    return records, summary


def initial_state(record: dict):
    """The hand's state before its first action, built from the recorded rules and table."""
    spec = games.get(record["game"])
    try:
        rules = spec.rules_from_dict(record["variant"])
        return spec.new_hand(rules, dict(record["table"]))
    except (ValueError, TypeError, KeyError) as exc:
        raise RecordError(f"variant/table cannot be used: {exc}") from None


def _replay_one(record: dict) -> list[float]:
    state = initial_state(record)
    actions = record["actions"]
    try:
        core.replay(state, actions)
    except core.IllegalAction as exc:
        raise RecordError(str(exc)) from None
    if not state.is_terminal():
        raise RecordError(f"the actions stop before the hand is over ({len(actions)} moves)")
    got = [float(x) for x in state.returns()]
    want = record["result"]["returns"]
    if len(want) != len(got) or len(record["seats"]) != len(got):
        raise RecordError(f"the hand has {len(got)} seats but the record lists "
                          f"{len(record['seats'])} seats and {len(want)} returns")
    for seat, (g, w) in enumerate(zip(got, want)):
        if abs(g - w) > TOLERANCE:
            raise RecordError(f"result mismatch: seat {seat} gets {g:g} on replay but the "
                              f"record says {w:g}")
    if record["deal"] != deal_of(state):
        bad = next((s for s, (a, b) in enumerate(zip(record["deal"], deal_of(state))) if a != b),
                   len(got))
        raise RecordError(f"the recorded deal does not match the actions (seat {bad})")
    return got


def replay(records: Iterable[dict]) -> ReplaySummary:
    """Rebuild every hand from its rules and table, re-apply its actions and check returns."""
    summary = ReplaySummary()
    for index, record in enumerate(records, 1):
        try:
            check_record(record)
            got = _replay_one(record)
        except RecordError as exc:
            hand = record.get("session", {}).get("hand") if isinstance(record, dict) else None
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
