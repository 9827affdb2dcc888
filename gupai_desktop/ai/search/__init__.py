"""One generic search over the engine protocol (`legal_actions`, `apply`, `clone`, `returns`,
`observation`, `resample`), for every turn game; the games' AI modules give it a rollout policy
and a budget per level, and the app runs it in worker processes.

    search(state, seat, *, policy, iterations=None, ms=None, seed=0,
           cancelled=lambda: False, mode="ismcts", scale=1.0,
           exploration=EXPLORATION, widen=True, candidates=None) -> SearchResult

- `state` is the true state with `seat` to move. The search reads only what the seat may know:
  its legal moves, and worlds dealt by `state.resample(seat, rng)`, one per iteration.
- `policy(state, rng) -> action` plays rollouts (policy.py: a rule bot, or random_legal).
- Budget: `iterations`, `ms` (wall time), or both, whichever ends first; an iteration is one
  world: ISMCTS walks it once, PIMC plays every root move out in it. `cancelled()` is asked
  between iterations and ends the search with what it has (`iterations` says how much).
- `seed` seeds the one generator every random choice uses: with an iteration budget, the same
  position, seed and policy give the same result; a time budget ends after however many
  iterations the machine managed, the only source of difference.
- `mode`: "ismcts" (ismcts.py) or "pimc" (pimc.py, cheaper: no tree).
- `scale` (an addition to the shape issue 11 asked for, with a default): the size of the
  returns, the most a seat can win or lose in a hand. Statistics stay in the game's own units
  (chips, what a review shows); UCB divides means by `scale`, so one exploration constant
  suits every game and every unit a table plays for.
- `exploration`, `widen` tune ISMCTS (ismcts.py): UCB's constant; whether a node below the
  root opens its moves one by one, the policy's first (progressive widening).
- `candidates(state, legal) -> moves` (optional, a module-level function so options pickle):
  the moves worth comparing, a non-empty subset of `legal`, for the player to move in `state`
  (the true state at the root, a world below it; it must read only what that player sees).
  The root and every node then choose among these only, for games whose legal moves run to
  thousands; with one candidate the search answers it at once (no iteration, `forced=False`).
  Without it every legal move is a candidate, as before.
- A seat with one legal move gets it at once: no iteration, `forced=True`.

SearchResult: per root action ActionStats(visits, total, total_sq); `best_action()`;
`SearchResult.merge(results)` adds up independent searches (root parallelism).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from .budget import Budget
from .ismcts import EXPLORATION, ismcts
from .pimc import pimc
from .policy import Policy, from_bot, random_legal, rollout
from .result import ActionStats, SearchResult

MODES = ("ismcts", "pimc")
Candidates = Callable[[object, list], list]

__all__ = [
    "EXPLORATION",
    "MODES",
    "ActionStats",
    "Candidates",
    "Policy",
    "SearchResult",
    "from_bot",
    "random_legal",
    "rollout",
    "search",
]


def search(
    state,
    seat: int,
    *,
    policy: Policy,
    iterations: int | None = None,
    ms: float | None = None,
    seed: int = 0,
    cancelled: Callable[[], bool] = lambda: False,
    mode: str = "ismcts",
    scale: float = 1.0,
    exploration: float = EXPLORATION,
    widen: bool = True,
    candidates: Candidates | None = None,
    least: int = 0,
) -> SearchResult:
    if mode not in MODES:
        raise ValueError(f"unknown search mode {mode!r} (choose from {', '.join(MODES)})")
    if state.current_player() != seat:
        raise ValueError(f"seat {seat} is not to move")
    if not scale > 0:
        raise ValueError("scale is the size of the returns, a positive number")
    budget = Budget(iterations, ms, cancelled, least)
    legal = state.legal_actions()
    if len(legal) == 1:
        return SearchResult(seat, {legal[0]: ActionStats()}, 0, mode, forced=True)
    moves = None
    if candidates is not None:
        moves = list(candidates(state, legal))
        allowed = set(legal)
        if not moves or any(m not in allowed for m in moves):
            raise ValueError("candidates must be a non-empty subset of the legal moves")
        if len(moves) == 1:
            return SearchResult(seat, {moves[0]: ActionStats()}, 0, mode)
    rng = random.Random(seed)
    if mode == "pimc":
        return pimc(state, seat, policy, budget, rng, moves)
    return ismcts(state, seat, policy, budget, rng, scale, exploration, widen, moves, candidates)
