"""When a search stops: after so many iterations, after so many milliseconds (but not before
the least it must run), or as soon as the caller cancels (asked between iterations, so a cancel
is obeyed within one rollout)."""

from __future__ import annotations

import time
from collections.abc import Callable


class Budget:
    def __init__(
        self,
        iterations: int | None,
        ms: float | None,
        cancelled: Callable[[], bool],
        least: int = 0,
    ):
        """`least`: iterations run whatever the clock says (not past `iterations` or a cancel):
        a review on a loaded machine weighed moves in one dealt world, and showed it as an
        estimate."""
        if iterations is None and ms is None:
            raise ValueError("a search needs a budget: iterations, ms or both")
        if iterations is not None and iterations < 0 or ms is not None and ms < 0 or least < 0:
            raise ValueError("a budget is not negative")
        self.iterations = iterations
        self.deadline = None if ms is None else time.perf_counter() + ms / 1000.0
        self.cancelled = cancelled
        self.least = least
        self.done = 0

    def more(self) -> bool:
        """May another iteration start? (Counts it when it may.)"""
        if self.iterations is not None and self.done >= self.iterations:
            return False
        if (
            self.deadline is not None
            and self.done >= self.least
            and time.perf_counter() >= self.deadline
        ):
            return False
        if self.cancelled():
            return False
        self.done += 1
        return True
