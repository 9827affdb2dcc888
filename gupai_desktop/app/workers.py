"""AI work off the GUI thread, with stale and late answers dropped.

Each request carries a generation number; starting a new hand bumps the generation, so an
answer computed for an old hand is ignored when it arrives. Results come back to the GUI
thread through a queued signal.

Each request also has a time budget. Python threads cannot be killed, so the callable runs in a
daemon thread of its own while the pool's one thread waits for it at most the budget: a bot that
hangs is abandoned (its late answer goes nowhere), the next request starts at once, and neither
the pool nor the end of the process ever waits for it.

A search does not run in that thread but in the runner's worker processes (`processes`,
ai/pool.py), so it neither shares the GUI's GIL nor outlives the window: a request may carry a
Ticket, which the runner cancels when its answer is no longer wanted (a new hand, its budget
spent, the window closing); the search asks the ticket between iterations and stops.
"""

from __future__ import annotations

import threading
import traceback
from typing import TYPE_CHECKING, Any, Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

if TYPE_CHECKING:
    from ..ai.pool import Pool

# The GIL's switch interval stays Python's own (5 ms): the searches, the AI's long pure-Python
# work, run in worker processes and share no GIL with the GUI thread; what still runs in the
# thread (the rule bots, Pai Gow's tables) keeps the frames within 50 ms at that interval
# (bench/ui_search_stall.py, bench/ui_event_loop.py). It used to be cut to 0.5 ms here.
# How long a request may take before it is given up: ten times the strong bots' slowest moves
# (bench/dingniu.py: p95 0.3 s; the first optimal Pai Gow call builds its tables in about 1 s).
BUDGET_S = 5.0


class Ticket:
    """Whether a request's answer is still wanted; any thread may ask, cheaply."""

    __slots__ = ("_event",)

    def __init__(self):
        self._event = threading.Event()

    def cancel(self) -> None:
        self._event.set()

    def cancelled(self) -> bool:
        return self._event.is_set()


class _Prepare(QRunnable):
    """Work ahead of the requests (loading a game's AI), answering nobody."""

    def __init__(self, fn: Callable[[], Any]):
        super().__init__()
        self.fn = fn
        self.setAutoDelete(True)

    def run(self) -> None:
        try:
            self.fn()
        except Exception:  # a request finds the same fault and reports it
            pass


class _Relay(QObject):
    done = Signal(int, int, object, object)  # generation, job id, result, error text
    expired = Signal(int, int)  # generation, job id: no answer within the budget


class _Wake:
    """What the pool's thread waits on: a job's answer, or the runner shutting down."""

    def __init__(self):
        self.condition = threading.Condition()
        self.shutdowns = 0


class _Job(QRunnable):
    def __init__(
        self,
        generation: int,
        job_id: int,
        fn: Callable[[], Any],
        relay: _Relay,
        budget_s: float,
        wake: _Wake,
        ticket: Ticket,
    ):
        super().__init__()
        self.generation, self.job_id, self.fn, self.relay = generation, job_id, fn, relay
        self.budget_s, self.wake, self.ticket = budget_s, wake, ticket
        self.setAutoDelete(True)

    def run(self) -> None:
        answer: dict[str, Any] = {}
        fn, wake = self.fn, self.wake
        shutdowns = wake.shutdowns

        def work() -> None:
            try:
                result, error = fn(), None
            except Exception:  # a bot failure must reach the GUI as a message, not kill a thread
                result, error = None, traceback.format_exc(limit=3)
            with wake.condition:
                answer.update(result=result, error=error)
                wake.condition.notify_all()

        threading.Thread(target=work, name="gupai-ai", daemon=True).start()
        with wake.condition:
            wake.condition.wait_for(
                lambda: answer or wake.shutdowns != shutdowns, timeout=self.budget_s
            )
        if not answer:
            self.ticket.cancel()  # given up: a search stops, a worker is free again
        if wake.shutdowns != shutdowns:
            return
        try:
            if answer:
                self.relay.done.emit(
                    self.generation, self.job_id, answer["result"], answer["error"]
                )
            else:
                self.relay.expired.emit(self.generation, self.job_id)
        except RuntimeError:
            pass  # the relay was deleted while the app was closing


class AiRunner(QObject):
    """Runs callables in a thread pool and delivers results for the current generation only;
    owns the worker processes a search runs in (started at the first search)."""

    failed = Signal(str)
    busy_changed = Signal(bool)  # some request is (no longer) in flight

    def __init__(self, parent: QObject | None = None, share: "AiRunner | None" = None):
        super().__init__(parent)
        self.pool = QThreadPool(self)
        # One thread: the AI in the thread is pure Python under the GIL, so a second thread
        # adds no speed, builds the cold AI tables twice when a Hint races the deal, and two
        # busy threads starve the GUI thread of the GIL for up to a second
        # (bench/ui_event_loop.py).
        self.pool.setMaxThreadCount(1)
        # Its own worker processes, or another runner's (shared, and shut down by that one).
        self._share = share
        self._processes: Pool | None = None
        self._making = threading.Lock()
        self.budget_s = BUDGET_S
        self.generation = 0
        self._relay = _Relay(self)
        self._relay.done.connect(self._deliver)
        self._relay.expired.connect(self._expire)
        self._wake = _Wake()
        # job id -> (on_result, on_error, on_timeout)
        self._callbacks: dict[int, tuple[Callable, Callable | None, Callable | None]] = {}
        self._tickets: dict[int, Ticket] = {}
        self._next_id = 0
        self._pending: list[_Job] = []

    def bump(self) -> int:
        """Forget every request in flight (new hand, new game, closing)."""
        self.generation += 1
        for ticket in self._tickets.values():
            ticket.cancel()
        self._tickets.clear()
        if self._callbacks:
            self._callbacks.clear()
            self.busy_changed.emit(False)
        return self.generation

    def prepare(self, fn: Callable[[], Any]) -> None:
        """Run fn in the pool ahead of the requests, with no answer and no busy signal."""
        self.pool.start(_Prepare(fn))

    def ticket(self) -> Ticket:
        """A ticket for a request to carry (`submit(..., ticket=)`), made before the request so
        that its callable can ask it."""
        return Ticket()

    def submit(
        self,
        fn: Callable[[], Any],
        on_result: Callable[[Any], None],
        *,
        on_error: Callable[[str], None] | None = None,
        on_timeout: Callable[[], None] | None = None,
        ticket: Ticket | None = None,
    ) -> None:
        """Run fn in the pool; on_result gets its value on the GUI thread, unless stale.

        If fn raises, on_error gets the traceback (the runner's `failed` signal without one);
        if it has not answered `budget_s` after it started, on_timeout is called instead (or
        `failed`) and its answer, should it ever come, is dropped. `ticket` (which fn may ask)
        is cancelled as soon as the answer is no longer wanted."""
        self._next_id += 1
        if not self._callbacks:
            self.busy_changed.emit(True)
        self._callbacks[self._next_id] = (on_result, on_error, on_timeout)
        ticket = ticket or Ticket()
        self._tickets[self._next_id] = ticket
        # Started on the next turn of the event loop, not now: the caller (a deal, a key press)
        # goes on to lay out and paint the table, and that GUI-thread Python runs at half speed
        # or worse once the worker holds the GIL (bench/ui_event_loop.py).
        self._pending.append(
            _Job(self.generation, self._next_id, fn, self._relay, self.budget_s, self._wake, ticket)
        )
        if len(self._pending) == 1:
            QTimer.singleShot(0, self, self._start_pending)

    def _start_pending(self) -> None:
        jobs, self._pending = self._pending, []
        for job in jobs:
            self.pool.start(job)

    def busy(self) -> bool:
        return bool(self._callbacks)

    def _take(self, generation: int, job_id: int):
        """The callbacks of a finished job, or None when it is stale."""
        callbacks = self._callbacks.pop(job_id, None)
        self._tickets.pop(job_id, None)
        if callbacks is not None and not self._callbacks:
            self.busy_changed.emit(False)
        return callbacks if generation == self.generation else None

    def _deliver(self, generation: int, job_id: int, result: Any, error: str | None) -> None:
        callbacks = self._take(generation, job_id)
        if callbacks is None:
            return
        on_result, on_error, _ = callbacks
        if not error:
            on_result(result)
        elif on_error is not None:
            on_error(error)
        else:
            self.failed.emit(error)

    def _expire(self, generation: int, job_id: int) -> None:
        callbacks = self._take(generation, job_id)
        if callbacks is None:
            return
        on_timeout = callbacks[2]
        if on_timeout is not None:
            on_timeout()
        else:
            self.failed.emit(f"TimeoutError: no answer within {self.budget_s:g} s")

    @property
    def processes(self) -> "Pool":
        """The worker processes, made on first use: ai/pool.py brings in multiprocessing, 13 ms
        the window's first paint need not wait for (bench/ui_startup.py)."""
        if self._share is not None:
            return self._share.processes
        with self._making:  # the GUI thread and a sharing runner's thread may both ask
            if self._processes is None:
                from ..ai.pool import Pool

                self._processes = Pool()
        return self._processes

    def shutdown(self, timeout_ms: int = 3000) -> None:
        """Drop every request and free the pool: its thread stops waiting for a bot at once
        (a bot still thinking finishes, or hangs, in its daemon thread, unseen); a search is
        cancelled and the worker processes end."""
        self.bump()
        if self._processes is not None:
            self._processes.shutdown(timeout_ms / 1000)
        self._pending.clear()
        self.pool.clear()
        with self._wake.condition:
            self._wake.shutdowns += 1
            self._wake.condition.notify_all()
        self.pool.waitForDone(timeout_ms)
