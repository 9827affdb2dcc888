"""A crash or a kill never loses a committed move: the app, in a child process
(tests/crash_child.py), plays a hand of each game and is killed with SIGKILL at random points
(after an autosave, during AI moves and animations, during the next autosave's write); the
next start offers the hand exactly once and restores every move it had saved.

What "committed" means here: the child says SAVED (with the actions' digest) only after the
autosave is written; whatever it had said before the kill must come back, in order."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from crash_child import digest
from gupai_desktop.engine import games

CHILD = Path(__file__).with_name("crash_child.py")
KILLS_PER_GAME = 4
# Saves seen before the kill, at the most (a Da Gunzi hand has about 150; the first ones cover
# the deal, the declaration and the tribute, and keep the test short).
LATEST_SAVE = 40


def child(home: Path, *args: str, **kwargs):
    env = dict(
        os.environ,
        GUPAI_HOME=str(home),
        QT_QPA_PLATFORM="offscreen",
        QT_LOGGING_RULES="qt.qpa.*=false",
    )
    return subprocess.Popen(
        [sys.executable, str(CHILD), *args],
        env=env,
        text=True,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        **kwargs,
    )


def play_and_kill(
    home: Path, game_id: str, seed: int, at_save: int, rng: random.Random
) -> list[str]:
    """The child's lines up to the kill, a moment after its `at_save`-th save: SAVED lines,
    and BOOKED / OVER if it got that far."""
    proc = child(home, "play", game_id, str(seed))
    lines: list[str] = []
    try:
        for line in proc.stdout:
            lines.append(line.strip())
            if line.startswith("SAVED") and len(lines) >= at_save or line.startswith("OVER"):
                break
        subprocess.run(["sleep", f"{rng.uniform(0, 0.06):.3f}"], check=True)
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
        proc.stdout.close()
        proc.stderr.close()
    assert proc.returncode == -signal.SIGKILL or "OVER" in lines, proc.returncode
    return lines


def start_again(home: Path) -> tuple[int, list[str] | None, list[str]]:
    proc = child(home, "resume")
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 0, err[-2000:]
    lines = out.splitlines()
    asked = next(int(x.split()[1]) for x in lines if x.startswith("QUESTIONS"))
    resumed = next(
        (json.loads(x[len("RESUMED ") :]) for x in lines if x.startswith("RESUMED")), None
    )
    return asked, resumed, [x for x in lines if x.startswith("WARNING")]


@pytest.mark.slow
@pytest.mark.parametrize("game_id", games.game_ids())
def test_a_killed_hand_comes_back_once_with_every_saved_move(tmp_path, game_id):
    rng = random.Random(f"crash {game_id}")
    seed = 100
    mid_hand = saves_in_hand = 0
    for kill in range(KILLS_PER_GAME):
        home = tmp_path / f"kill{kill}"
        # The first kill comes late (or after the hand), and counts the saves for the others.
        at_save = LATEST_SAVE if not kill else rng.randint(1, max(1, saves_in_hand - 1))
        lines = play_and_kill(home, game_id, seed, at_save, rng)
        if not kill:
            saves_in_hand = sum(1 for line in lines if line.startswith("SAVED"))
        saves = [line.split() for line in lines if line.startswith("SAVED")]
        asked, resumed, warnings = start_again(home)
        assert not warnings, warnings
        if "BOOKED" in lines:  # the hand was over and recorded: nothing to offer
            assert asked == 0 and resumed is None
            continue
        if not saves:  # killed before the first save was said
            assert asked <= 1
            continue
        mid_hand += 1
        _, count, sha = saves[-1]
        assert asked == 1 and resumed is not None, lines[-3:]
        assert len(resumed) >= int(count)
        assert digest(resumed[: int(count)]) == sha
    assert mid_hand >= KILLS_PER_GAME // 2, "the kills should mostly land mid-hand"
