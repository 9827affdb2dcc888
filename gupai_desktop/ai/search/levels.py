"""A game's AI levels that search: what each level spends, and the one way a level's move is
found, so every game's AI module says only its rollout policy, its reward scale and its budgets.

The app asks `module.search_options(level, rules)` (None: the level does not search) and runs
`search(state, seat, seed=position_seed(observation), **options)` in its worker processes; the
modules' `act_state(state, seat, level)` does the same in-process, and their
`act(observation, rules, level)` from a state rebuilt out of the observation.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from typing import Any, NamedTuple

from . import search
from .policy import Policy


class SearchLevel(NamedTuple):
    """A level's budget. The levels give iterations only, tuned to the move time the app
    wants (bench/), so that a position always gets the same move on any machine; a slow one
    is guarded by the app's own time budget per request, not by a ceiling here."""

    iterations: int
    ms: float | None = None
    mode: str = "ismcts"


def options(level: SearchLevel, policy: Policy, scale: float) -> dict[str, Any]:
    """The keyword arguments of `search` for a level (all but the seed and the cancel); the
    policy must be a module-level function, so the options pickle to a worker process."""
    return {
        "policy": policy,
        "iterations": level.iterations,
        "ms": level.ms,
        "mode": level.mode,
        "scale": scale,
    }


def position_seed(observation) -> int:
    """A seed from what the seat sees and from nothing it cannot (as games/seat_ai.py seeds the
    app's searches), so the same position is searched the same way everywhere."""
    return int.from_bytes(hashlib.sha256(repr(observation).encode()).digest()[:8], "big")


def best_move(
    state, seat: int, found: dict[str, Any], cancelled: Callable[[], bool] = lambda: False
) -> str:
    """The move a search with these options finds for `seat`, seeded from its observation."""
    return search(
        state, seat, seed=position_seed(state.observation(seat)), cancelled=cancelled, **found
    ).best_action()


def level_move(
    state,
    seat: int,
    level: str,
    search_options: Callable,
    act: Callable,
    cancelled: Callable[[], bool] = lambda: False,
) -> str:
    """A game's move for `seat` at `level` given the hand (its AI module's `act_state`): a
    level that searches searches it, any other plays from the seat's observation."""
    found = search_options(level, state.rules)
    if found is None:
        return act(state.observation(seat), state.rules, level)
    return best_move(state, seat, found, cancelled)
