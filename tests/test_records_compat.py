"""Records the app wrote before stay readable: a record is a player's to keep, and a later
version that added a field to a game's breakdown made every earlier record fail validation
(Chinese Poker's royalties by row, caught before it shipped). tests/old_records/ holds a few
hands of every game as `gupai simulate GAME --hands 6 --seed 3 --record FILE` wrote them at
commit 6b9d3b3 (and Chinese Poker under Hawaiian Gardens' payments): each must still
validate, hand for hand, with the totals it was played to."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gupai_desktop.engine import games
from gupai_desktop.records import io

OLD = Path(__file__).with_name("old_records")
FILES = sorted(OLD.glob("*.jsonl"))


def test_every_game_has_an_old_record():
    assert {p.stem.split("-hawaiian")[0] for p in FILES} == set(games.known_ids())


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_a_record_written_before_still_validates(path):
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    summary = io.validate(path)
    assert summary.hands == summary.matched == len(lines) == 6
    (game,) = summary.by_game.values()
    assert game.totals == pytest.approx(
        [sum(h["result"]["returns"][s] for h in lines) for s in range(len(game.totals))]
    )
