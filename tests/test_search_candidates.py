"""The search's `candidates` hook (gupai_desktop/ai/search): a game may narrow the moves the
search compares, at the root and below it; keeping every move changes nothing, one candidate
is answered at once, and a move that is not legal is refused. Positions come from walking the
registry (tests/positions.py)."""

from __future__ import annotations

import pytest
from positions import positions

from gupai_desktop.ai.search import random_legal, search

SEARCHED = positions()
IDS = [game_id for game_id, _ in SEARCHED]
MODES = ("ismcts", "pimc")


def every_move(state, legal):
    return list(legal)


def first_two(state, legal):
    return list(legal[:2])


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("game_id,state", SEARCHED, ids=IDS)
def test_keeping_every_move_changes_nothing(game_id, state, mode):
    seat = state.current_player()
    plain = search(state, seat, policy=random_legal, iterations=20, seed=5, mode=mode)
    hooked = search(
        state, seat, policy=random_legal, iterations=20, seed=5, mode=mode, candidates=every_move
    )
    assert hooked == plain


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("game_id,state", SEARCHED, ids=IDS)
def test_the_root_compares_the_candidates_only(game_id, state, mode):
    seat = state.current_player()
    found = search(
        state, seat, policy=random_legal, iterations=12, seed=1, mode=mode, candidates=first_two
    )
    assert set(found.stats) == set(state.legal_actions()[:2])
    assert found.iterations == 12 and found.best_action() in found.stats


def test_nodes_below_the_root_are_narrowed_too():
    """The hook is asked in worlds deeper than the root (in a game whose tree grows: one
    whose seat draws unseen cards at once has a new node, and a rollout, every time)."""
    deeper = []
    for _, state in SEARCHED:
        asked = []

        def spy(world, legal, asked=asked):
            asked.append(len(world.history()))
            return list(legal[:2])

        search(
            state,
            state.current_player(),
            policy=random_legal,
            iterations=30,
            seed=2,
            candidates=spy,
        )
        deeper.append(max(asked) > len(state.history()))
    assert any(deeper)


@pytest.mark.parametrize("game_id,state", SEARCHED, ids=IDS)
def test_one_candidate_is_answered_without_searching(game_id, state):
    seat = state.current_player()
    move = state.legal_actions()[-1]
    found = search(
        state, seat, policy=random_legal, iterations=50, candidates=lambda s, legal: [move]
    )
    assert found.best_action() == move and found.iterations == 0 and not found.forced
    assert set(found.stats) == {move}


def test_a_candidate_must_be_a_legal_move():
    _, state = SEARCHED[0]
    seat = state.current_player()
    for bad in ([], ["no such move"]):
        with pytest.raises(ValueError, match="subset of the legal moves"):
            search(
                state,
                seat,
                policy=random_legal,
                iterations=5,
                candidates=lambda s, legal, bad=bad: bad,
            )
