"""A search spread over the worker processes (ai/pooled.py): each part searches with its own
seed and share of the budget, and the parts' root statistics add up to exactly what the same
searches give in-process; one part is the plain search; a forced move needs no worker; a
cancelled search stops."""
from __future__ import annotations

import threading

import pytest
from hypothesis import given
from hypothesis import strategies as st
from positions import positions

from gupai_desktop.ai import pooled
from gupai_desktop.ai.pool import Cancelled, Pool
from gupai_desktop.ai.search import SearchResult, random_legal, search

ITERATIONS = 40


SEARCHED = positions()


@pytest.fixture(scope="module")
def pool():
    made = Pool(2)
    yield made
    made.shutdown()


@given(st.integers(0, 10_000), st.integers(1, 16))
def test_the_iterations_are_shared_out_evenly(iterations, parts):
    shares = pooled.share(iterations, parts)
    assert sum(shares) == iterations and max(shares) - min(shares) <= 1
    assert pooled.share(None, parts) == [None] * parts


def test_part_zero_keeps_the_seed_and_the_others_differ():
    seeds = [pooled.part_seed(7, part) for part in range(8)]
    assert seeds[0] == 7 and len(set(seeds)) == 8


def test_there_are_positions_to_search():
    assert SEARCHED


@pytest.mark.parametrize("game_id,state", SEARCHED, ids=[g for g, _ in SEARCHED])
def test_one_part_is_the_plain_search(pool, game_id, state):
    seat = state.current_player()
    alone = search(state, seat, policy=random_legal, iterations=ITERATIONS, seed=5)
    assert pooled.pooled_search(pool, state, seat, policy=random_legal,
                                iterations=ITERATIONS, seed=5, parts=1) == alone


@pytest.mark.parametrize("game_id,state", SEARCHED, ids=[g for g, _ in SEARCHED])
def test_the_parts_add_up_to_the_same_searches_run_here(pool, game_id, state):
    seat, parts = state.current_player(), 3
    here = SearchResult.merge(
        search(state, seat, policy=random_legal, iterations=budget,
               seed=pooled.part_seed(11, part))
        for part, budget in enumerate(pooled.share(ITERATIONS, parts)))
    there = pooled.pooled_search(pool, state, seat, policy=random_legal,
                                 iterations=ITERATIONS, seed=11, parts=parts)
    assert there == here and there.iterations == ITERATIONS
    assert there == pooled.pooled_search(pool, state, seat, policy=random_legal,
                                         iterations=ITERATIONS, seed=11, parts=parts)


def test_a_forced_move_needs_no_worker():
    idle = Pool(1)
    try:
        for game_id, state in positions(choice=False):
            result = pooled.pooled_search(idle, state, state.current_player(),
                                          policy=random_legal, iterations=ITERATIONS)
            assert result.forced and result.best_action() == state.legal_actions()[0]
        assert not idle.started
    finally:
        idle.shutdown()


def test_a_cancelled_search_stops(pool):
    game_id, state = SEARCHED[0]
    stop = threading.Event()
    threading.Timer(0.3, stop.set).start()
    with pytest.raises(Cancelled):
        pooled.pooled_search(pool, state, state.current_player(), policy=random_legal,
                             ms=600_000, cancelled=stop.is_set)


class Plain:
    LEVELS = {"first": ""}


class Searching:
    LEVELS = {"first": "", "strong": ""}

    @staticmethod
    def search_options(level, rules):
        return dict(policy=random_legal, iterations=10) if level == "strong" else None


def test_a_level_searches_when_its_module_says_so():
    assert pooled.level_search(Plain, "first", None) is None
    assert pooled.level_search(Searching, "first", None) is None
    assert pooled.level_search(Searching, "strong", None)["iterations"] == 10
