"""A search spread over the AI's worker processes (ai/pool.py): root parallelism.

Each worker searches the same position with its own seed, dealing its own worlds, and the root
statistics of the parts add up (`SearchResult.merge`). An iteration budget is shared out (the
parts' iterations add up to it), a time budget is each part's own (the parts run side by side).
Part 0 keeps the caller's seed, so one worker finds exactly what `search` finds in-process, and
the same position, seed, budget and number of workers always give the same answer.

The position travels pickled with the job: for these states that is several times cheaper than
rebuilding them by replaying their history (bench/ai_pool.py). So do the search's options when
they pickle (a module-level rollout policy does); when they do not (a closure, as
`search.from_bot` makes), the worker asks its own copy of the game's AI module for the level's
options. A seat with a single move gets it at once, without the pool.
"""

from __future__ import annotations

import pickle
from typing import Any, Callable

from .pool import Pool
from .search import SearchResult, search

GOLDEN = 0x9E3779B97F4A7C15  # spreads the parts' seeds apart (Fibonacci hashing)


def part_seed(seed: int, part: int) -> int:
    return seed if part == 0 else (seed + part * GOLDEN) % (1 << 64)


def share(iterations: int | None, parts: int) -> list[int | None]:
    """Each part's iterations: the budget shared out as evenly as it goes."""
    if iterations is None:
        return [None] * parts
    return [iterations // parts + (part < iterations % parts) for part in range(parts)]


class SubSearch:
    """One worker's part: `search(state, seat, **options)` with its own seed and budget. With
    `level` (game id, level), the options this job could not carry are the worker's copy of
    that level's (its budget and seed still the part's)."""

    def __init__(
        self, state, seat: int, options: dict[str, Any], level: tuple[str, str] | None = None
    ):
        self.state, self.seat, self.options, self.level = state, seat, options, level

    def __call__(self, cancelled: Callable[[], bool]) -> SearchResult:
        options = self.options
        if self.level is not None:
            from . import bots

            game_id, level = self.level
            found = level_search(bots.module_for(game_id), level, self.state.rules)
            if found is None:
                raise ValueError(f"{game_id} level {level!r} does not search")
            options = {**found, **options}
        return search(self.state, self.seat, cancelled=cancelled, **options)


def pooled_search(
    pool: Pool,
    state,
    seat: int,
    *,
    iterations: int | None = None,
    ms: float | None = None,
    seed: int = 0,
    cancelled: Callable[[], bool] = lambda: False,
    parts: int | None = None,
    level: tuple[str, str] | None = None,
    **options,
) -> SearchResult:
    """`search` (same arguments) in `parts` worker jobs, one per worker by default; raises
    pool.Cancelled once `cancelled()` says so, WorkerError when a part failed. `level` (game
    id, level) names where the options come from, should they not pickle."""
    if len(state.legal_actions()) == 1:
        return search(state, seat, iterations=0, **options)
    parts = parts or pool.size
    carried = options
    if level is not None and not pickles(options):
        carried = {}
    else:
        level = None
    jobs = [
        SubSearch(
            state, seat, dict(carried, iterations=budget, ms=ms, seed=part_seed(seed, part)), level
        )
        for part, budget in enumerate(share(iterations, parts))
    ]
    return SearchResult.merge(pool.run(jobs, cancelled))


def pickles(value) -> bool:
    try:
        pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
    except (pickle.PicklingError, AttributeError, TypeError):
        return False
    return True


def level_search(module, level: str, rules) -> dict[str, Any] | None:
    """The search options of `level` of a game's AI module (policy, budget, mode, scale), or
    None when the level does not search and the module's own `act` plays it."""
    options = getattr(module, "search_options", None)
    return None if options is None else options(level, rules)
