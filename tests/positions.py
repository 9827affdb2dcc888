"""Positions for search tests, found by walking the registry (no game is named)."""

from __future__ import annotations

import functools
import random

from gupai_desktop.engine import games
from gupai_desktop.engine.session import Session


def searchable(state, seat: int) -> bool:
    """Can the generic search play this position? Its tree is keyed by the seat's observation,
    which must hash (the arranged games' observations hold lists and do not)."""
    try:
        hash(state.observation(seat))
    except TypeError:
        return False
    return True


def lists_representatives(state) -> bool:
    """Its legal actions stand for others (Chinese Poker's settings): it always has a choice."""
    return not getattr(state, "LISTS_EVERY_ACTION", True)


def has_choice(state) -> bool:
    """More than one legal move (a state that lists only representatives always has one)."""
    return lists_representatives(state) or len(state.legal_actions()) > 1


def first_position(game_id: str, seed: int, choice: bool = True):
    """The first position of a random hand (default rules) where a seat is to move with a
    choice (or, `choice=False`, without one); None when the hand has none."""
    state = Session.start(game_id, games.get(game_id).default_rules(), seed).deal()
    if not choice and lists_representatives(state):
        return None  # never without a choice
    rng = random.Random(seed)
    while not state.is_terminal():
        legal = state.legal_actions()
        if state.current_player() >= 0 and has_choice(state) == choice:
            return state
        state.apply(legal[rng.randrange(len(legal))])
    return None


@functools.cache
def positions(choice: bool = True, seeds=range(1, 30)) -> list[tuple[str, object]]:
    """(game id, position) for each game whose positions the search can play. Found once per
    process: three test modules ask at collection, in every worker (some CPU-seconds a run);
    their tests read the positions, never move them on (a test that plays one clones it)."""
    found = []
    for game_id in games.known_ids():
        state = next(filter(None, (first_position(game_id, s, choice) for s in seeds)), None)
        if state is not None and searchable(state, state.current_player()):
            found.append((game_id, state))
    return found


def searched_games() -> list[str]:
    return [game_id for game_id, _ in positions()]
