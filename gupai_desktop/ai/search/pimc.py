"""Perfect-information Monte Carlo: the cheaper mode. Each iteration deals the hidden pieces
again and plays every root move out in that same world with the rollout policy, so the moves
are compared on equal deals (their difference has far less spread than their means). No tree:
the seat's later choices, and everyone else's, are the policy's.

Each world has a seed of its own, drawn from the search's seed, and every move's playout in it
starts from the same second seed: a world and a move's value in it do not depend on which other
moves are compared (the review weighs the hint's moves and the one played in the hint's own
worlds, and gets the hint's numbers for its moves), and a random policy's luck is the same for
every move of a world (common random numbers)."""

from __future__ import annotations

import random

from .budget import Budget
from .policy import Policy, rollout
from .result import ActionStats, SearchResult


def pimc(
    state,
    seat: int,
    policy: Policy,
    budget: Budget,
    rng: random.Random,
    moves: list[str] | None = None,
) -> SearchResult:
    """`moves`: the root moves to compare (all legal ones when None)."""
    legal = state.legal_actions() if moves is None else moves
    sums = {a: [0, 0.0, 0.0] for a in legal}
    returns: dict[str, list[float]] = {a: [] for a in legal}
    while budget.more():
        dealt = rng.getrandbits(64)
        world = state.resample(seat, random.Random(dealt))
        for action in legal:
            trial = world.clone()
            trial.apply(action)
            reward = rollout(trial, policy, random.Random(dealt + 1))[seat]
            entry = sums[action]
            entry[0] += 1
            entry[1] += reward
            entry[2] += reward * reward
            returns[action].append(reward)
    stats = {
        a: ActionStats(int(sums[a][0]), sums[a][1], sums[a][2], tuple(returns[a])) for a in legal
    }
    return SearchResult(seat, stats, budget.done, "pimc")
