"""A search spread over the worker processes (ai/pooled.py): each part searches with its own
seed and share of the budget, and the parts' root statistics add up to exactly what the same
searches give in-process; one part is the plain search; a forced move needs no worker; a
cancelled search stops."""

from __future__ import annotations

import pickle
import threading

import pytest
from hypothesis import given
from hypothesis import strategies as st
from positions import first_position, positions

from gupai_desktop.ai import bots, pooled
from gupai_desktop.ai.pool import Cancelled, Pool, WorkerError
from gupai_desktop.ai.search import SearchResult, random_legal, search
from gupai_desktop.engine import games
from gupai_desktop.games import seat_ai

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
    assert (
        pooled.pooled_search(
            pool, state, seat, policy=random_legal, iterations=ITERATIONS, seed=5, parts=1
        )
        == alone
    )


@pytest.mark.parametrize("game_id,state", SEARCHED, ids=[g for g, _ in SEARCHED])
def test_the_parts_add_up_to_the_same_searches_run_here(pool, game_id, state):
    seat, parts = state.current_player(), 3
    here = SearchResult.merge(
        search(state, seat, policy=random_legal, iterations=budget, seed=pooled.part_seed(11, part))
        for part, budget in enumerate(pooled.share(ITERATIONS, parts))
    )
    there = pooled.pooled_search(
        pool, state, seat, policy=random_legal, iterations=ITERATIONS, seed=11, parts=parts
    )
    assert there == here and there.iterations == ITERATIONS
    assert there == pooled.pooled_search(
        pool, state, seat, policy=random_legal, iterations=ITERATIONS, seed=11, parts=parts
    )


def test_a_forced_move_needs_no_worker():
    idle = Pool(1)
    try:
        for game_id, state in positions(choice=False):
            result = pooled.pooled_search(
                idle, state, state.current_player(), policy=random_legal, iterations=ITERATIONS
            )
            assert result.forced and result.best_action() == state.legal_actions()[0]
        assert not idle.started
    finally:
        idle.shutdown()


def test_a_cancelled_search_stops(pool):
    game_id, state = SEARCHED[0]
    stop = threading.Event()
    threading.Timer(0.3, stop.set).start()
    with pytest.raises(Cancelled):
        pooled.pooled_search(
            pool,
            state,
            state.current_player(),
            policy=random_legal,
            ms=600_000,
            cancelled=stop.is_set,
        )


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


def test_options_that_do_not_pickle_are_the_workers_own_copy_of_the_level(pool):
    game_id, state = SEARCHED[0]
    seat = state.current_player()

    def closure(s, rng):  # a policy that cannot travel to a worker
        return random_legal(s, rng)

    with pytest.raises((pickle.PicklingError, AttributeError)):
        pooled.pooled_search(pool, state, seat, policy=closure, iterations=10)
    with pytest.raises(WorkerError, match="does not search"):  # asked of the real module
        pooled.pooled_search(
            pool, state, seat, policy=closure, iterations=10, level=(game_id, "no such level")
        )
    assert pooled.pickles({"policy": random_legal}) and not pooled.pickles({"policy": closure})


def search_levels():
    found = []
    for game_id in games.known_ids():
        module = bots.module_for(game_id)
        rules = games.get(game_id).default_rules()
        found += [
            (game_id, level)
            for level in module.LEVELS
            if pooled.level_search(module, level, rules) is not None
        ]
    return found


@pytest.mark.parametrize(
    "game_id,level",
    search_levels()
    or [pytest.param(None, None, marks=pytest.mark.skip(reason="no AI level searches yet"))],
)
@pytest.mark.usefixtures("light_search")
def test_every_search_level_plays_its_move_in_the_pool(game_id, level):
    """As the app asks: seat_ai.move with the pool. One worker plays exactly the module's own
    move (act_state, in-process), as the split keeps the seed of its first part."""
    module = bots.module_for(game_id)
    state = first_position(game_id, 1)
    seat = state.current_player()
    one = Pool(1)
    try:
        action = seat_ai.move(
            game_id,
            module,
            state.observation(seat),
            state.rules,
            level,
            state=state.clone(),
            pool=one,
        )
    finally:
        one.shutdown()
    assert state.is_legal(action)
    assert action == module.act_state(state.clone(), seat, level)
