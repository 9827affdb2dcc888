"""What a search found: per root action, how often it was tried and what it brought the
searching seat. Plain tuples and dicts, so a result crosses a process boundary as it is and the
results of independent searches (root parallelism: each worker its own seed) simply add up."""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import NamedTuple


class ActionStats(NamedTuple):
    """Visits of one root action, and the sum and sum of squares of the searching seat's
    returns (in its own units, chips) after it: mean and spread follow. Where every move is
    played out in the same worlds (PIMC), `returns` has each world's return in order, so two
    moves' difference can be judged world by world (paired_stderr)."""

    visits: int = 0
    total: float = 0.0
    total_sq: float = 0.0
    returns: tuple[float, ...] = ()

    @property
    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0

    @property
    def variance(self) -> float:
        """The sample variance of the returns (0 with fewer than two)."""
        if self.visits < 2:
            return 0.0
        return max(0.0, (self.total_sq - self.total * self.mean) / (self.visits - 1))

    @property
    def stderr(self) -> float:
        """The standard error of the mean."""
        return math.sqrt(self.variance / self.visits) if self.visits else 0.0

    def added(self, other: ActionStats) -> ActionStats:
        """Both searches' visits and sums together (a tuple's + would join the fields)."""
        return ActionStats(
            self.visits + other.visits,
            self.total + other.total,
            self.total_sq + other.total_sq,
            self.returns + other.returns,
        )


def paired_stderr(a: ActionStats, b: ActionStats) -> float | None:
    """The standard error of a's mean less b's, from their returns world by world (the
    worlds are shared, so the difference has far less spread than either mean); None without
    two shared worlds."""
    n = len(a.returns)
    if n < 2 or len(b.returns) != n:
        return None
    diffs = [x - y for x, y in zip(a.returns, b.returns)]
    mean = sum(diffs) / n
    variance = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return math.sqrt(variance / n)


class SearchResult(NamedTuple):
    """Every legal root action has an entry (zero visits for one never tried). `iterations`
    counts determinizations searched; `forced` says the seat had a single move (no search)."""

    seat: int
    stats: dict[str, ActionStats]
    iterations: int = 0
    mode: str = "ismcts"
    forced: bool = False

    def best_action(self) -> str:
        """Most visits; among equals the best mean; among those the first token in sorted
        order, so the same statistics always give the same move."""
        if not self.stats:
            raise ValueError("a search result without actions has no best action")
        return min(self.stats, key=lambda a: (-self.stats[a].visits, -self.stats[a].mean, a))

    def mean(self, action: str) -> float:
        return self.stats[action].mean

    @staticmethod
    def merge(results: Iterable[SearchResult]) -> SearchResult:
        """The sum of independent searches of one position by one seat: visits, totals and
        iterations add up, action by action."""
        results = list(results)
        if not results:
            raise ValueError("nothing to merge")
        first = results[0]
        if any(r.seat != first.seat for r in results):
            raise ValueError("results of different seats cannot be merged")
        stats: dict[str, ActionStats] = {}
        for r in results:
            for action, s in r.stats.items():
                stats[action] = stats.get(action, ActionStats()).added(s)
        return SearchResult(
            first.seat,
            dict(sorted(stats.items())),
            sum(r.iterations for r in results),
            first.mode,
            all(r.forced for r in results),
        )
