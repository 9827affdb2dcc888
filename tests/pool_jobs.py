"""Small picklable jobs for the pool's tests (a test module's own functions are not importable
by name in a spawned worker)."""

from __future__ import annotations

import os
import random
import time


class Draw:
    """Draws `count` numbers with its seed; stops early when cancelled."""

    def __init__(self, seed: int, count: int):
        self.seed, self.count = seed, count

    def __call__(self, cancelled) -> list[int]:
        rng = random.Random(self.seed)
        out = []
        for _ in range(self.count):
            if cancelled():
                break
            out.append(rng.randrange(1000))
        return out


class Spin:
    """Busy until cancelled (or `limit_s`): how long it ran, and in which process."""

    def __init__(self, limit_s: float = 30.0):
        self.limit_s = limit_s

    def __call__(self, cancelled):
        start = time.monotonic()
        while not cancelled() and time.monotonic() - start < self.limit_s:
            sum(range(200))
        return time.monotonic() - start, os.getpid()


class Stubborn:
    """Ignores its cancel: the pool must kill it."""

    def __call__(self, cancelled):
        time.sleep(60)


class Fail:
    def __call__(self, cancelled):
        raise ArithmeticError("the job failed on purpose")


class Pid:
    def __call__(self, cancelled):
        return os.getpid()


class Die:
    def __call__(self, cancelled):
        os._exit(7)


class Niceness:
    """The worker's scheduling priority (POSIX nice value)."""

    def __call__(self, cancelled):
        return os.getpid(), os.nice(0)
