"""Golden playthroughs (OpenSpiel's integration_tests/playthroughs): one fixed hand per game, at
its default rules with the first AI level in every seat and chance from a fixed seed, written
out move by move with what each seat sees after it. Any change to the rules, the observations or
the first-level AI shows here as a diff to read; when the change is meant, rewrite the files with
`python -m tests.golden_regen` (or run the tests with GUPAI_REGEN_GOLDEN=1) and commit them.

A file lists every move token, then, for each seat, the fields of its observation that changed
(all of them the first time), then the returns.
"""

from __future__ import annotations

import dataclasses
import difflib
import os
import random
from pathlib import Path

import pytest

from gupai_desktop.ai import bots
from gupai_desktop.engine import games
from gupai_desktop.engine.core import CHANCE

GOLDEN = Path(__file__).parent / "golden"
REGEN = "GUPAI_REGEN_GOLDEN"


def fields(observation) -> dict[str, str]:
    return {f.name: repr(getattr(observation, f.name)) for f in dataclasses.fields(observation)}


def playthrough(game_id: str) -> str:
    spec = games.get(game_id)
    rules = spec.rules_from_dict({})
    level = spec.ai_levels[0]
    state = spec.new_hand(rules, spec.first_table(rules))
    rng = random.Random(f"golden:{game_id}")
    names = spec.seat_names(rules)
    seen: list[dict[str, str]] = [{} for _ in names]
    lines = [
        f"# {spec.title}: {game_id}, default rules, AI {level!r} in every seat",
        f"rules {rules!r}",
        f"seats {names!r}",
        "",
    ]

    def observe() -> None:
        for seat in range(len(names)):
            now = fields(state.observation(seat))
            changed = [f"{k}={v}" for k, v in now.items() if seen[seat].get(k) != v]
            seen[seat] = now
            lines.extend(f"  seat {seat} {c}" for c in changed)

    observe()
    while not state.is_terminal():
        player = state.current_player()
        if player == CHANCE:
            action = state.sample_chance(rng)
        else:
            action = bots.act(game_id, state, player, level)
        state.apply(action)
        who = "chance" if player == CHANCE else f"seat {player}"
        lines.append(f"move {len(state.history())}: {who} {state.history()[-1]}")
        observe()
    lines.append(f"returns {state.returns()!r}")
    return "\n".join(lines) + "\n"


def regenerate() -> list[Path]:
    GOLDEN.mkdir(exist_ok=True)
    written = []
    for game_id in games.known_ids():
        path = GOLDEN / f"{game_id}.txt"
        path.write_text(playthrough(game_id), encoding="utf-8")
        written.append(path)
    return written


@pytest.mark.parametrize("game_id", games.known_ids())
def test_playthrough_matches_the_golden_file(game_id):
    path = GOLDEN / f"{game_id}.txt"
    text = playthrough(game_id)
    if os.environ.get(REGEN) == "1":
        GOLDEN.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"no {path.name}: run python -m tests.golden_regen"
    expected = path.read_text(encoding="utf-8")
    if text != expected:
        diff = "".join(
            difflib.unified_diff(
                expected.splitlines(True), text.splitlines(True), f"golden/{path.name}", "now", n=2
            )
        )
        pytest.fail(
            f"{game_id} plays differently from its golden file (if the change is "
            f"meant, run python -m tests.golden_regen):\n{diff[:20000]}",
            pytrace=False,
        )


def test_every_golden_file_names_a_known_game():
    """A renamed game leaves no stale file behind."""
    assert sorted(p.stem for p in GOLDEN.glob("*.txt")) == sorted(games.known_ids())
