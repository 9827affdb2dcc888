"""A crash or a kill never loses a committed move: the app, in a child process
(tests/crash_child.py), plays a hand of each game and is killed with SIGKILL at random points
(after an autosave, during AI moves and animations, during the next autosave's write); the
next start offers the hand exactly once and restores every move it had saved.

What "committed" means here: the child says SAVED (with the actions' digest) only after the
autosave is written; whatever it had said before the kill must come back, in order."""

from __future__ import annotations

import json
import multiprocessing
import random
import signal
import time
from pathlib import Path

import pytest

import crash_child
from crash_child import digest
from depth import scaled
from gupai_desktop.engine import games

KILLS_PER_GAME = scaled(3)
# Saves seen before the kill, at the most (a Da Gunzi hand has about 150; the first ones cover
# the deal, the declaration and the tribute, and keep the test short).
LATEST_SAVE = 40
WAIT_S = 60  # for a line from a child on a busy machine


@pytest.fixture(scope="module")
def forkserver():
    """Children forked from a server that has imported Qt and the app already."""
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(crash_child.preload())
    return context


def child(context, target, *args):
    """A child running `target(out, *args)`, and the end of the pipe it writes its lines to."""
    lines, out = context.Pipe(duplex=False)
    # Not daemonic: the app in it may start its AI worker processes, as the real one does.
    proc = context.Process(target=target, args=(out, *args))
    proc.start()
    out.close()
    return proc, lines


def read(lines) -> str | None:
    """The child's next line; None once it has gone."""
    if not lines.poll(WAIT_S):
        raise TimeoutError(f"no word from the child in {WAIT_S} s")
    try:
        return lines.recv()
    except EOFError:
        return None


def play_and_kill(
    context, home: Path, game_id: str, seed: int, at_save: int, rng: random.Random
) -> list[str]:
    """The child's lines up to the kill, a moment after its `at_save`-th save: SAVED lines,
    and BOOKED / OVER if it got that far."""
    proc, pipe = child(context, crash_child.play, str(home), game_id, seed)
    lines: list[str] = []
    try:
        while (line := read(pipe)) is not None:
            lines.append(line)
            if line.startswith("SAVED") and len(lines) >= at_save or line.startswith("OVER"):
                break
        time.sleep(rng.uniform(0, 0.06))
    finally:
        proc.kill()  # SIGKILL
        proc.join(10)
        pipe.close()
    assert proc.exitcode == -signal.SIGKILL or "OVER" in lines, proc.exitcode
    return lines


def start_again(context, home: Path) -> tuple[int, list[str] | None, list[str]]:
    proc, pipe = child(context, crash_child.resume, str(home))
    lines = []
    try:
        while (line := read(pipe)) is not None:
            lines.append(line)
        proc.join(WAIT_S)
    finally:
        if proc.is_alive():  # a child that hangs is not left behind
            proc.kill()
            proc.join(10)
        pipe.close()
    assert proc.exitcode == 0 and lines[-1:] == ["DONE"], (proc.exitcode, lines[-3:])
    asked = next(int(x.split()[1]) for x in lines if x.startswith("QUESTIONS"))
    resumed = next(
        (json.loads(x[len("RESUMED ") :]) for x in lines if x.startswith("RESUMED")), None
    )
    return asked, resumed, [x for x in lines if x.startswith("WARNING")]


@pytest.mark.slow
@pytest.mark.paced
@pytest.mark.parametrize("game_id", games.game_ids())
def test_a_killed_hand_comes_back_once_with_every_saved_move(forkserver, tmp_path, game_id):
    rng = random.Random(f"crash {game_id}")
    seed = 100
    mid_hand = saves_in_hand = 0
    for kill in range(KILLS_PER_GAME):
        home = tmp_path / f"kill{kill}"
        # The first kill comes late (or after the hand), and counts the saves for the others.
        at_save = LATEST_SAVE if not kill else rng.randint(1, max(1, saves_in_hand - 1))
        lines = play_and_kill(forkserver, home, game_id, seed, at_save, rng)
        if not kill:
            saves_in_hand = sum(1 for line in lines if line.startswith("SAVED"))
        saves = [line.split() for line in lines if line.startswith("SAVED")]
        asked, resumed, warnings = start_again(forkserver, home)
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
