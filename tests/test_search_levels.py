"""The AI levels that search (ai/search/levels.py), for every game whose AI module has one,
found by walking the registry: declared in the game's spec, played the same way from the hand
(act_state, bots.act), from the observation alone (act) and by the app's worker processes
(search_options, which must pickle); the state an observation is rebuilt into looks to the
seat exactly like the observation."""

from __future__ import annotations

import pickle
import random

import pytest

from gupai_desktop.ai import bots
from gupai_desktop.ai.search import search
from gupai_desktop.ai.search.levels import SearchLevel, position_seed
from gupai_desktop.engine import games
from gupai_desktop.engine.core import play_chance
from gupai_desktop.engine.session import Session


def search_levels(game_id: str) -> list[str]:
    try:
        module = bots.module_for(game_id)
    except ValueError:
        return []
    options = getattr(module, "search_options", None)
    rules = games.get(game_id).default_rules()
    return [lv for lv in module.LEVELS if options and options(lv, rules) is not None]


SEARCHING = [(g, lv) for g in games.known_ids() for lv in search_levels(g)]
pytestmark = pytest.mark.usefixtures("light_search")  # the way a move is found, not its strength


def hand_positions(game_id: str, seed: int, every: int = 1):
    """Every `every`-th position of a random hand where a seat is to move ("greedy"-ish play:
    the game's first level)."""
    spec = games.get(game_id)
    state = Session.start(game_id, spec.default_rules(), seed).deal()
    rng = random.Random(seed)
    n = 0
    while not state.is_terminal():
        play_chance(state, rng)
        if state.is_terminal():
            break
        if n % every == 0:
            yield state.clone()
        n += 1
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])


def test_small_mahjong_and_ding_niu_have_a_search_level():
    assert {g for g, _ in SEARCHING} >= {
        games.canonical("dingniu"),
        games.canonical("smallmahjong"),
    }


@pytest.mark.parametrize("game_id,level", SEARCHING)
def test_a_search_level_is_declared_and_its_options_pickle(game_id, level):
    spec, module = games.get(game_id), bots.module_for(game_id)
    assert level in spec.ai_levels
    options = module.search_options(level, spec.default_rules())
    assert pickle.loads(pickle.dumps(options)) == options
    assert not {"seed", "cancelled"} & set(options)


@pytest.mark.parametrize("game_id,level", SEARCHING)
def test_the_hand_and_the_observation_alone_get_a_legal_move_and_the_same_again(game_id, level):
    module = bots.module_for(game_id)
    state = next(s for s in hand_positions(game_id, 4) if len(s.legal_actions()) > 1)
    seat = state.current_player()
    from_hand = module.act_state(state, seat, level)
    assert from_hand in state.legal_actions()
    assert bots.act(game_id, state, seat, level) == from_hand
    obs = state.observation(seat)
    from_view = module.act(obs, state.rules, level)
    assert from_view in state.legal_actions()
    assert module.act(obs, state.rules, level) == from_view


@pytest.mark.parametrize("game_id,level", SEARCHING)
def test_the_app_s_search_is_the_level_s_search(game_id, level):
    """What the app runs in its workers (the options, seeded from the observation) is the move
    act_state plays."""
    module = bots.module_for(game_id)
    state = next(s for s in hand_positions(game_id, 5) if len(s.legal_actions()) > 1)
    seat = state.current_player()
    options = module.search_options(level, state.rules)
    obs = state.observation(seat)
    found = search(state, seat, seed=position_seed(obs), **options)
    assert found.best_action() == module.act_state(state, seat, level)


@pytest.mark.parametrize("game_id", sorted({g for g, _ in SEARCHING}))
def test_a_state_rebuilt_from_an_observation_looks_the_same_to_the_seat(game_id):
    module = bots.module_for(game_id)
    for seed in range(12):
        for state in hand_positions(game_id, seed):
            seat = state.current_player()
            obs = state.observation(seat)
            believed = module.believed_state(obs, state.rules, random.Random(seed))
            assert believed.observation(seat) == obs
            assert believed.legal_actions() == state.legal_actions()


def test_an_information_set_met_twice_in_one_walk_is_searched_on(monkeypatch):
    """Found from the command line: with the win asked before any take (claim_order
    win-first) a seat's view is the same before and after a stage of the claim, so one walk
    met its node twice, the move it had just added there still without a result, and the
    search divided by its zero visits. Seat 2 to discard after seat 1 took 5-1."""
    spec = games.get("small-mahjong")
    state = spec.new_hand(spec.rules_from_dict({"claim_order": "win-first"}), {"leader": None})
    for action in (
        "shuffle:5-2 6-4 3-3 3-3 4-2 6-6 4-4 4-4 3-1 6-4 5-5 6-1 3-2 2-2 6-3 6-6 5-1 4-1 3-1 "
        "2-2 5-1 5-4 6-5 6-5 1-1 2-1 1-1 6-2 5-3 4-3 6-1 5-5",
        "dice:1,1",
        "discard:5-1",
        "take:5-5 3-2",
    ):
        state.apply(action)
    module = bots.module_for("small-mahjong")
    monkeypatch.setitem(module.SEARCH_LEVELS, "strong", SearchLevel(iterations=1000))  # as played
    assert module.act_state(state, 2, "strong") in state.legal_actions()
