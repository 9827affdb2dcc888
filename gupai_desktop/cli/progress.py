"""A progress line on standard error for the commands that can run long (`simulate`, and
`record validate --progress`): nothing for a run of a moment, so scripts and short examples see
no noise; a line redrawn every second once a run passes a few seconds (a new line every five
where standard error is no terminal); and the rate at the end of a run that showed one."""

from __future__ import annotations

import sys
import time
from typing import TextIO


class Meter:
    def __init__(
        self,
        label: str,
        *,
        after_s: float = 2.0,
        every_s: float = 1.0,
        stream: TextIO | None = None,
    ):
        self.label = label
        self.after_s, self.every_s = after_s, every_s
        self.stream = stream or sys.stderr
        self.start = time.perf_counter()
        self.shown = False
        self._next = self.start + after_s
        self._tty = bool(getattr(self.stream, "isatty", lambda: False)())
        if not self._tty:  # a log: a line every few seconds is enough
            self.every_s = max(every_s, 5.0)

    def __call__(self, done: int, total: int | None = None, megabytes: float | None = None) -> None:
        """Told of `done` hands so far. The clock is read every time (some 0.1 µs): read every
        64th hand, a strong Da Gunzi run showed nothing for its first 50 minutes."""
        now = time.perf_counter()
        if now >= self._next:
            self._next = now + self.every_s
            self._show(self._words(done, total, megabytes, now), final=False)

    def close(self, done: int, megabytes: float | None = None, *, always: bool = False) -> None:
        """The last line, with the rate: if a line was shown, or `always`."""
        if self.shown or always:
            self._show(self._words(done, None, megabytes, time.perf_counter()), final=True)

    def _words(self, done: int, total: int | None, megabytes: float | None, now: float) -> str:
        seconds = max(now - self.start, 1e-9)
        count = f"{done:,}/{total:,}" if total else f"{done:,}"
        size = f", {megabytes / seconds:.1f} MB/s" if megabytes is not None else ""
        hands = "hand" if done == 1 and not total else "hands"
        return (
            f"{self.label}: {count} {hands} in {seconds:.1f} s "
            f"({done / seconds:,.0f} hands/s{size})"
        )

    def _show(self, text: str, final: bool) -> None:
        if self._tty:
            end = "\n" if final else ""
            self.stream.write(f"\r{text}\x1b[K{end}")
        else:
            self.stream.write(text + "\n")
        self.stream.flush()
        self.shown = True
