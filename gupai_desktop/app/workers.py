"""AI work off the GUI thread, with stale answers dropped.

Each request carries a generation number; starting a new hand bumps the generation, so an
answer computed for an old hand is ignored when it arrives. Results come back to the GUI
thread through a queued signal.
"""
from __future__ import annotations

import sys
import traceback
from typing import Any, Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal


# The AI is pure Python, and the GUI thread needs the GIL for every call from Qt into Python
# (each sprite's boundingRect() and paint(), each slot). A thread waiting for the GIL waits a
# whole switch interval (5 ms by default) before it asks for it, so an animation frame with
# dozens of such calls froze for 40-70 ms while the AI tables were built. At 0.5 ms the frames
# keep flowing and the AI is no slower (bench/ui_event_loop.py).
GIL_SWITCH_INTERVAL_S = 0.0005


class _Relay(QObject):
    done = Signal(int, int, object, object)   # generation, job id, result, error text


class _Job(QRunnable):
    def __init__(self, generation: int, job_id: int, fn: Callable[[], Any], relay: _Relay):
        super().__init__()
        self.generation, self.job_id, self.fn, self.relay = generation, job_id, fn, relay
        self.setAutoDelete(True)

    def run(self) -> None:
        try:
            result, error = self.fn(), None
        except Exception:  # a bot failure must reach the GUI as a message, not kill a thread
            result, error = None, traceback.format_exc(limit=3)
        try:
            self.relay.done.emit(self.generation, self.job_id, result, error)
        except RuntimeError:
            pass  # the relay was deleted while the app was closing


class AiRunner(QObject):
    """Runs callables in a thread pool and delivers results for the current generation only."""

    failed = Signal(str)
    busy_changed = Signal(bool)       # some request is (no longer) in flight

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.pool = QThreadPool(self)
        if sys.getswitchinterval() > GIL_SWITCH_INTERVAL_S:
            sys.setswitchinterval(GIL_SWITCH_INTERVAL_S)
        # One worker: the AI is pure Python under the GIL, so a second thread adds no speed,
        # builds the cold AI tables twice when a Hint races the deal, and two busy threads
        # starve the GUI thread of the GIL for up to a second (bench/ui_event_loop.py).
        self.pool.setMaxThreadCount(1)
        self.generation = 0
        self._relay = _Relay(self)
        self._relay.done.connect(self._deliver)
        self._callbacks: dict[int, Callable[[Any], None]] = {}
        self._next_id = 0
        self._pending: list[_Job] = []

    def bump(self) -> int:
        """Forget every request in flight (new hand, new game, closing)."""
        self.generation += 1
        if self._callbacks:
            self._callbacks.clear()
            self.busy_changed.emit(False)
        return self.generation

    def submit(self, fn: Callable[[], Any], on_result: Callable[[Any], None]) -> None:
        """Run fn in the pool; on_result gets its value on the GUI thread, unless stale."""
        self._next_id += 1
        if not self._callbacks:
            self.busy_changed.emit(True)
        self._callbacks[self._next_id] = on_result
        # Started on the next turn of the event loop, not now: the caller (a deal, a key press)
        # goes on to lay out and paint the table, and that GUI-thread Python runs at half speed
        # or worse once the worker holds the GIL (bench/ui_event_loop.py).
        self._pending.append(_Job(self.generation, self._next_id, fn, self._relay))
        if len(self._pending) == 1:
            QTimer.singleShot(0, self, self._start_pending)

    def _start_pending(self) -> None:
        jobs, self._pending = self._pending, []
        for job in jobs:
            self.pool.start(job)

    def busy(self) -> bool:
        return bool(self._callbacks)

    def _deliver(self, generation: int, job_id: int, result: Any, error: str | None) -> None:
        callback = self._callbacks.pop(job_id, None)
        if callback is not None and not self._callbacks:
            self.busy_changed.emit(False)
        if generation != self.generation or callback is None:
            return
        if error:
            self.failed.emit(error)
        else:
            callback(result)

    def shutdown(self, timeout_ms: int = 3000) -> None:
        self.bump()
        self._pending.clear()
        self.pool.clear()
        self.pool.waitForDone(timeout_ms)
