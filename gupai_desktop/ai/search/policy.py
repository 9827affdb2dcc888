"""Rollout policies: how a determinized hand is played to its end once the search leaves its
tree. A policy is `policy(state, rng) -> action` for the state's player to move; it sees the
whole determinized state (it is a guess about the world, not the truth), and must be quick,
since a search plays a few hundred rollouts per move.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ...engine.core import CHANCE

Policy = Callable[[object, random.Random], str]


def random_legal(state, rng: random.Random) -> str:
    """The cheapest policy: any legal move, uniformly."""
    legal = state.legal_actions()
    return legal[rng.randrange(len(legal))]


def from_bot(act: Callable, level: str) -> Policy:
    """A policy from a rule bot `act(observation, rules, level)`: each seat plays the bot's
    move from its own observation of the determinized state. A closure, so for searches in
    this process; the app's worker processes need a module-level function (the AI modules'
    `rollout_policy`), which pickles."""

    def policy(state, rng: random.Random) -> str:
        return act(state.observation(state.current_player()), state.rules, level)

    return policy


def resolve_chance(state, rng: random.Random) -> None:
    """Chance inside a hand (a draw the determinization did not fix) is drawn with the
    search's generator."""
    while state.current_player() == CHANCE:
        state.apply(state.sample_chance(rng))


def rollout(state, policy: Policy, rng: random.Random) -> list[float]:
    """Play the state to its end with `policy` for every seat; its returns. The state is
    played in place."""
    resolve_chance(state, rng)
    while not state.is_terminal():
        state.apply(policy(state, rng))
        resolve_chance(state, rng)
    return state.returns()
