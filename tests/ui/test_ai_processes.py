"""The app's searches run in worker processes (app/workers.py AiRunner.processes,
games/seat_ai.py): an AI seat at a level that searches, and the hint, get their moves from the
workers, never from the thread; a new hand cancels a search in flight; closing the window while
one runs returns promptly and leaves no worker behind. Each game whose positions the search can
play is tried, its strongest level made to search with a cheap rollout (the real search levels
are tried by the games' own tests and bench/ai_pool.py)."""

from __future__ import annotations

import os
import time

import pytest
from positions import searched_games
from PySide6.QtWidgets import QApplication

from gupai_desktop.ai import bots
from gupai_desktop.ai.search import random_legal
from gupai_desktop.engine import games

from .helpers import AI_TIMEOUT

# Each window its own worker processes: these tests start, cancel and end them.
pytestmark = pytest.mark.own_processes

REAL_MODULE_FOR = bots.module_for
GAMES = searched_games()


class Searching:
    """A game's AI module whose given levels search (in the workers, with `options`); its
    `act` refuses those levels, so a search level played in the thread fails the hand."""

    def __init__(self, real, levels, **options):
        self.real, self.levels = real, set(levels)
        self.LEVELS = real.LEVELS
        self.options = dict(policy=random_legal, **options)

    def act(self, observation, rules, level):
        assert level not in self.levels, "a search level was played in the thread"
        return self.real.act(observation, rules, level)

    def search_options(self, level, rules):
        return self.options if level in self.levels else None


def make_search(monkeypatch, levels, **options) -> None:
    options = options or {"iterations": 30}
    monkeypatch.setattr(
        bots, "module_for", lambda game_id: Searching(REAL_MODULE_FOR(game_id), levels, **options)
    )


def open_game(window, game_id: str, level: str, seed: int = 5):
    spec = games.get(game_id)
    page = window._page_for(game_id)
    window.page = page
    window.stack.setCurrentWidget(page)
    page.start(spec.rules_from_dict({}), level, seed)
    QApplication.processEvents()
    return page


def test_there_are_games_to_search():
    assert GAMES


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_a_search_level_plays_a_whole_hand_in_the_worker_processes(
    qtbot, window, monkeypatch, game_id
):
    strongest = games.get(game_id).ai_levels[-1]
    # Few iterations: every AI move of the hand is a search in the workers all the same (Da
    # Gunzi's hundred-odd moves at 30 took a quarter of a minute of random rollouts).
    make_search(monkeypatch, {strongest}, iterations=5)
    page = open_game(window, game_id, strongest)
    failures = []
    page.model.failed.connect(lambda w: failures.append(w() if callable(w) else w))
    model = page.model
    for _ in range(200):
        qtbot.waitUntil(lambda: model.ai_ready, timeout=AI_TIMEOUT)
        if model.state.is_terminal():
            break
        assert model.play(model.state.legal_actions()[0])
    assert model.state.is_terminal() and failures == []
    workers = window.runner.processes.pids()
    assert workers and os.getpid() not in workers


@pytest.mark.parametrize("game_id", GAMES)
def test_the_hint_searches_in_the_worker_processes(qtbot, window, game_id):
    """The hint weighs the position as the review will (ai/review.py WeighJob), in a worker."""
    spec = games.get(game_id)
    page = open_game(window, game_id, spec.ai_levels[0])
    qtbot.waitUntil(lambda: page.model.ai_ready, timeout=AI_TIMEOUT)
    if page.model.state.is_terminal():
        pytest.skip("the hand ended before the user's turn")
    hints = []
    page.model.hint_ready.connect(hints.append)
    page.model.request_hint()
    qtbot.waitUntil(lambda: bool(hints), timeout=AI_TIMEOUT)
    (hint,) = hints
    assert page.model.hint_is_current(hint)
    serial, moves, action, options, _exact = hint
    assert action == options[0].action and action in page.model.state.legal_actions()
    assert [o.value for o in options] == sorted((o.value for o in options), reverse=True)
    assert window.runner.processes.pids()


@pytest.mark.parametrize("game_id", GAMES)
def test_a_new_hand_cancels_a_search_in_flight(qtbot, window, monkeypatch, game_id):
    spec = games.get(game_id)
    strongest = spec.ai_levels[-1]
    make_search(monkeypatch, {strongest}, ms=600_000)  # would think for ten minutes
    page = open_game(window, game_id, strongest)
    pool = window.runner.processes
    qtbot.waitUntil(pool.busy, timeout=AI_TIMEOUT)
    page.start(spec.rules_from_dict({}), spec.ai_levels[0], 6)
    qtbot.waitUntil(lambda: not pool.busy(), timeout=AI_TIMEOUT)
    model = page.model
    qtbot.waitUntil(lambda: model.ai_ready, timeout=AI_TIMEOUT)
    assert model.session.seed == 6


@pytest.mark.parametrize("game_id", GAMES[:1])
def test_closing_while_a_search_runs_returns_promptly_and_ends_the_workers(
    qtbot, make_window, monkeypatch, game_id
):
    window = make_window()
    strongest = games.get(game_id).ai_levels[-1]
    make_search(monkeypatch, {strongest}, ms=600_000)
    open_game(window, game_id, strongest)
    pool = window.runner.processes
    qtbot.waitUntil(pool.busy, timeout=AI_TIMEOUT)
    # busy as soon as the job is queued, its worker maybe still starting (one run in the
    # suite found none started yet)
    qtbot.waitUntil(lambda: any(w.process is not None for w in pool._workers), timeout=AI_TIMEOUT)
    workers = [w.process for w in pool._workers if w.process is not None]
    started = time.monotonic()
    window.close()
    assert time.monotonic() - started < 5.0
    assert workers and not any(process.is_alive() for process in workers)
    assert pool.pids() == []


def wait_for(ticket, seconds: float = 10.0) -> str:
    """A job that works until its ticket is cancelled."""
    deadline = time.monotonic() + seconds
    while not ticket.cancelled() and time.monotonic() < deadline:
        time.sleep(0.005)
    return "stopped" if ticket.cancelled() else "ran out"


def test_a_ticket_is_cancelled_once_its_answer_is_not_wanted(qtbot, window):
    runner = window.runner
    answered = runner.ticket()
    got = []
    runner.submit(lambda: "done", got.append, ticket=answered)
    qtbot.waitUntil(lambda: got == ["done"], timeout=5000)
    assert not answered.cancelled()

    new_hand = runner.ticket()  # a new hand: bump
    runner.submit(lambda: wait_for(new_hand), got.append, ticket=new_hand)
    qtbot.waitUntil(runner.busy, timeout=2000)
    runner.bump()
    assert new_hand.cancelled()

    late = runner.ticket()  # the budget spent
    runner.budget_s = 0.3
    timeouts = []
    runner.submit(
        lambda: wait_for(late), got.append, on_timeout=lambda: timeouts.append(1), ticket=late
    )
    qtbot.waitUntil(lambda: timeouts == [1], timeout=5000)
    assert late.cancelled() and got == ["done"]


@pytest.mark.parametrize("game_id", GAMES[:1])
def test_the_workers_start_as_a_game_whose_level_searches_begins(
    qtbot, make_window, monkeypatch, game_id
):
    levels = games.get(game_id).ai_levels
    make_search(monkeypatch, {levels[-1]})
    plain = make_window()
    open_game(plain, game_id, levels[0])
    qtbot.waitUntil(lambda: plain.runner.pool.activeThreadCount() == 0, timeout=AI_TIMEOUT)
    assert not plain.runner.processes.started  # nothing searches: no processes
    searching = make_window()
    open_game(searching, game_id, levels[-1])
    qtbot.waitUntil(lambda: searching.runner.processes.started, timeout=AI_TIMEOUT)
