"""Sessions of any game played by its first AI level and written as records, exactly as the app
and `gupai simulate` write them (for the records tests)."""

from __future__ import annotations

import itertools
import json
from pathlib import Path
from typing import Iterator

from gupai_desktop.engine import games
from gupai_desktop.engine.session import Session
from gupai_desktop.cli.simulate import session_hands
from gupai_desktop.records.format import dumps

PLAYED_AT = "2026-01-01T00:00:00+00:00"


def play_records(game: str, hands: int, seed: int, **rules) -> list[dict]:
    """`hands` finished hands of one session, as records (plain JSON values)."""
    return json.loads(json.dumps(list(records_of(game, hands, seed, **rules))))


def write_session(path: Path, game: str, hands: int, seed: int, **rules) -> Path:
    """A session's record file written a line at a time (for files of any size)."""
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for record in records_of(game, hands, seed, **rules):
            f.write(dumps(record) + "\n")
    return path


def records_of(game: str, hands: int, seed: int, **rules) -> Iterator[dict]:
    spec = games.get(game)
    rules = spec.rules_from_dict(rules)
    level = spec.ai_levels[0]
    seats = [
        {
            "name": n,
            "kind": "human" if i == spec.user_seat else "ai",
            "level": None if i == spec.user_seat else level,
        }
        for i, n in enumerate(spec.seat_names(rules))
    ]
    played = session_hands(
        Session.start(game, rules, seed), [level] * len(seats), seats, played_at=PLAYED_AT
    )
    for _, record in itertools.islice(played, hands):
        yield record


def lines_of(records: list[dict]) -> list[str]:
    return [dumps(r) for r in records]


def write_lines(path: Path, lines: list[str]) -> Path:
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return path
