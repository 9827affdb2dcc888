"""AI work off the GUI thread, with stale answers dropped.

Each request carries a generation number; starting a new hand bumps the generation, so an
answer computed for an old hand is ignored when it arrives. Results come back to the GUI
thread through a queued signal.
"""
from __future__ import annotations

import traceback
from typing import Any, Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal


class _Relay(QObject):
    done = Signal(int, object, object)   # generation, result, error text


class _Job(QRunnable):
    def __init__(self, generation: int, fn: Callable[[], Any], relay: _Relay):
        super().__init__()
        self.generation, self.fn, self.relay = generation, fn, relay
        self.setAutoDelete(True)

    def run(self) -> None:
        try:
            result, error = self.fn(), None
        except Exception:  # a bot failure must reach the GUI as a message, not kill a thread
            result, error = None, traceback.format_exc(limit=3)
        try:
            self.relay.done.emit(self.generation, result, error)
        except RuntimeError:
            pass  # the relay was deleted while the app was closing


class AiRunner(QObject):
    """Runs callables in a thread pool and delivers results for the current generation only."""

    finished = Signal(object)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(2)
        self.generation = 0
        self._relay = _Relay(self)
        self._relay.done.connect(self._deliver)
        self._callbacks: dict[int, list] = {}

    def bump(self) -> int:
        """Forget every request in flight (new hand, new game, closing)."""
        self.generation += 1
        self._callbacks.clear()
        return self.generation

    def submit(self, fn: Callable[[], Any], on_result: Callable[[Any], None]) -> None:
        self._callbacks.setdefault(self.generation, []).append(on_result)
        self.pool.start(_Job(self.generation, fn, self._relay))

    def _deliver(self, generation: int, result: Any, error: str | None) -> None:
        if generation != self.generation:
            return
        callbacks = self._callbacks.get(generation)
        if not callbacks:
            return
        callback = callbacks.pop(0)
        if error:
            self.failed.emit(error)
        else:
            callback(result)

    def shutdown(self, timeout_ms: int = 3000) -> None:
        self.bump()
        self.pool.clear()
        self.pool.waitForDone(timeout_ms)
