"""Worker processes for AI work: a search runs beside the GUI, not under its GIL.

A `Pool` runs picklable jobs in processes started with the spawn method (the same on every OS,
and the only one a frozen bundle and Qt's threads are safe with). A job is a picklable callable
`job(cancelled) -> result`; `cancelled()` is cheap (one byte of shared memory) and a job asks it
between units of work, so `Request.cancel()` is obeyed within one unit. `run(jobs)` sends each
job to the next free worker and returns the results in order: a search sends one sub-search per
worker with different seeds and adds up their root statistics (ai/pooled.py).

The processes start lazily (on the first request, or `start()`) and stay warm: modules they
import, numpy and the AI tables, load once per worker. Background work (a hand's review, seconds
long) has workers of its own, at a lower priority: on a machine with one worker an AI move would
otherwise wait behind it, and it must never take the CPU from the move or the GUI. A worker serves one job at a time; a
parent-side thread per worker hands it jobs and waits for the answer without holding the GIL.
A job that ignores its cancel for `grace_s` has its process killed and started again on the next
job. `shutdown()` cancels everything, asks each process to exit and kills what does not within
the timeout; a worker whose parent dies exits on its own, so nothing is left orphaned.
"""

from __future__ import annotations

import multiprocessing
import os
import pickle
import queue
import signal
import threading
import time
import traceback
from multiprocessing.connection import Connection, wait
from multiprocessing.process import BaseProcess
from typing import Any, Callable, Sequence

Job = Callable[[Callable[[], bool]], Any]
SLOTS = 256  # cancel flags: more requests than this are never in flight at once
POLL_S = 0.01  # how often a waiting caller asks its own `cancelled`
GRACE_S = 1.0  # how long a cancelled job may go on before its process is killed
BACKGROUND_WORKERS = 1
BACKGROUND_NICE = 10  # the background workers' priority, below the GUI's and the AI's
STOP_S = 0.1  # a worker asked to exit has nothing to save: killed if it has not in this time


def default_workers(cpus: int | None = None) -> int:
    """As many workers as cores less one (the GUI's), at least one."""
    cpus = cpus if cpus is not None else (_usable_cpus() or 1)
    return max(1, cpus - 1)


def _usable_cpus() -> int | None:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count()


class Cancelled(Exception):
    """The request was cancelled before every job had answered."""


class WorkerError(RuntimeError):
    """A job raised in its worker (the message ends with the worker's traceback), or the
    worker process died under it."""


# -- the worker process ----------------------------------------------------------------------
def _exit_with_parent() -> None:
    """A worker outlives no parent: when the app's process ends, however it ends, so does this."""
    parent = multiprocessing.parent_process()
    if parent is not None:
        wait([parent.sentinel])
        # SIGKILL: a `gupai simulate` worker starts with SIGTERM blocked (cli/stops.py)
        os.kill(os.getpid(), getattr(signal, "SIGKILL", signal.SIGTERM))


def watch_parent() -> None:
    """In a worker process: end it when its parent ends, however that ends (a pool's
    initializer; `gupai simulate`'s workers outlived a killed command and ran on for minutes)."""
    threading.Thread(target=_exit_with_parent, name="gupai-parent", daemon=True).start()


def _serve(conn, flags, warm: Sequence[str], nice: int) -> None:
    """The worker's loop: a job's slot and pickled bytes in, ("ok" | "error", value) out."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the app's to handle
    if nice and hasattr(os, "nice"):
        os.nice(nice)
    watch_parent()
    for name in warm:
        __import__(name)
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        slot, payload = message
        try:
            job = pickle.loads(payload)
            answer = ("ok", job(lambda slot=slot: flags[slot] != 0))
            conn.send(answer)
        except Exception:  # the job's failure goes back to the caller, not the worker
            conn.send(("error", traceback.format_exc()))


# -- the parent side ---------------------------------------------------------------------------
class Request:
    """One call of `run`: its jobs' answers as they come, and its cancel flag (`flags[slot]`).
    `finished(request)` is called once every job has answered."""

    def __init__(self, slot: int, count: int, flags, finished: Callable[[Request], None]):
        self.slot, self.flags, self.finished = slot, flags, finished
        self.answers: list[Any] = [None] * count
        self.errors: list[str] = []
        self.left = count
        self.cancelled_at: float | None = None
        self.done = threading.Event()
        self._lock = threading.Lock()
        if count == 0:
            self.done.set()

    def cancel(self) -> None:
        """Ask every job of the request to stop; those not started never start."""
        with self._lock:
            if self.cancelled_at is None and not self.done.is_set():
                self.cancelled_at = time.monotonic()
                self.flags[self.slot] = 1

    @property
    def cancelled(self) -> bool:
        return self.cancelled_at is not None

    def answer(self, index: int, kind: str, value: Any) -> None:
        with self._lock:
            if kind == "ok":
                self.answers[index] = value
            else:
                self.errors.append(value)
            self.left -= 1
            finished = self.left == 0
        if finished:
            self.finished(self)
            self.done.set()


class _Worker:
    """A worker process and the parent thread that feeds it jobs from the pool's queue (None
    there: stop, giving the process `stop_timeout` seconds to exit)."""

    def __init__(
        self, name: str, pool: Pool, jobs: queue.SimpleQueue, context, flags, nice: int = 0
    ):
        self.name, self.pool, self.jobs, self.context, self.flags = (
            name,
            pool,
            jobs,
            context,
            flags,
        )
        self.nice = nice
        self.process: BaseProcess | None = None
        self.conn: Connection | None = None
        self.stop_timeout = 1.0
        self.thread = threading.Thread(target=self._feed, name=f"gupai-pool-{name}", daemon=True)

    def spawn(self) -> None:
        if self.process is not None and self.process.is_alive():
            return
        self.stop(0)
        ours, theirs = self.context.Pipe()
        process = self.context.Process(
            target=_serve,
            args=(theirs, self.flags, self.pool.warm, self.nice),
            name=f"gupai-ai-{self.name}",
            daemon=True,
        )
        process.start()
        theirs.close()
        self.process, self.conn = process, ours

    def stop(self, timeout: float) -> None:
        """Ask the process to exit; kill it when it has not within `timeout`."""
        process, conn = self.process, self.conn
        self.process = self.conn = None
        if process is None or conn is None:
            return
        try:
            conn.send(None)
        except OSError:
            pass
        process.join(timeout)
        if process.is_alive():
            process.kill()
            process.join(1.0)
        conn.close()

    def _feed(self) -> None:
        pool = self.pool
        if pool.eager:
            self._spawn_or_none()
        while True:
            item = self.jobs.get()
            if item is None:
                self.stop(self.stop_timeout)
                return
            request, index, payload = item
            if request.cancelled:
                request.answer(index, "error", "cancelled before it started")
                continue
            request.answer(index, *self._run(request, payload))

    def _spawn_or_none(self) -> str | None:
        try:
            self.spawn()
        except Exception:
            return traceback.format_exc()
        return None

    def _run(self, request: Request, payload: bytes) -> tuple[str, Any]:
        problem = self._spawn_or_none()
        if problem:
            return "error", f"the worker process did not start:\n{problem}"
        process, conn = self.process, self.conn
        assert process is not None and conn is not None, "spawn() started them"
        try:
            conn.send((request.slot, payload))
        except OSError:
            self.stop(0)
            return "error", "the worker process went away"
        while True:
            ready = wait([conn, process.sentinel], timeout=0.05)
            if conn in ready:
                try:
                    return conn.recv()
                except (EOFError, OSError):
                    ready = [process.sentinel]
            if ready:
                process.join(0.5)
                code = process.exitcode
                self.stop(0)
                return "error", f"the worker process died (exit code {code})"
            cancelled_at = request.cancelled_at
            if cancelled_at is not None and time.monotonic() - cancelled_at > self.pool.grace_s:
                self.stop(0)
                return "error", "killed: the job did not stop when cancelled"


class Pool:
    """A pool of AI worker processes (see the module's docstring). Thread-safe: any thread may
    `run`; jobs from several requests share the workers first come, first served, background
    jobs the background workers."""

    def __init__(
        self,
        workers: int | None = None,
        *,
        warm: Sequence[str] = (),
        grace_s: float = GRACE_S,
        eager: bool = True,
        background_workers: int = BACKGROUND_WORKERS,
    ):
        self.size = workers if workers is not None else default_workers()
        self.background_size = background_workers
        if self.size < 1 or self.background_size < 1:
            raise ValueError("a pool needs at least one worker")
        self.warm = tuple(warm)  # modules each worker imports as it starts
        self.grace_s = grace_s
        self.eager = eager  # start every process with the pool, not at its first job
        self._context = multiprocessing.get_context("spawn")
        self._flags = self._context.RawArray("B", SLOTS)
        self._free_slots = list(range(SLOTS))
        # per lane (False: the foreground, True: the background), its queue and its workers
        self._queues: dict[bool, queue.SimpleQueue] = {
            False: queue.SimpleQueue(),
            True: queue.SimpleQueue(),
        }
        self._lanes: dict[bool, list[_Worker]] = {False: [], True: []}
        self._lock = threading.Lock()
        self._live: set[Request] = set()
        self._closed = False

    def start(self, background: bool = False) -> None:
        """Start the (background) workers now rather than at their first request."""
        with self._lock:
            if self._closed:
                raise RuntimeError("the pool is shut down")
            lane = self._lanes[background]
            if lane:
                return
            count, nice = (self.background_size, BACKGROUND_NICE) if background else (self.size, 0)
            lane += [
                _Worker(
                    f"{'background-' * background}{n}",
                    self,
                    self._queues[background],
                    self._context,
                    self._flags,
                    nice,
                )
                for n in range(count)
            ]
            for worker in lane:
                worker.thread.start()

    @property
    def started(self) -> bool:
        return bool(self._lanes[False])

    @property
    def _workers(self) -> list[_Worker]:
        return self._lanes[False] + self._lanes[True]

    def submit(self, jobs: Sequence[Job], background: bool = False) -> Request:
        """Queue the jobs (pickled here, so an unpicklable job fails in the caller)."""
        payloads = [pickle.dumps(job, protocol=pickle.HIGHEST_PROTOCOL) for job in jobs]
        self.start(background)
        with self._lock:
            if self._closed:
                raise RuntimeError("the pool is shut down")
            slot = self._free_slots.pop(0)
            self._flags[slot] = 0
            request = Request(slot, len(payloads), self._flags, self._release)
            if payloads:
                self._live.add(request)
            else:
                self._free_slots.append(slot)
        for index, payload in enumerate(payloads):
            self._queues[background].put((request, index, payload))
        return request

    def run(
        self,
        jobs: Sequence[Job],
        cancelled: Callable[[], bool] = lambda: False,
        *,
        background: bool = False,
    ) -> list:
        """Run the jobs and return their results in order. Blocks the calling thread, asking
        `cancelled()` every 10 ms; once it says yes the jobs are told to stop and `Cancelled`
        is raised when they have. A job that raised raises WorkerError here. `background`
        jobs run in the background workers, never delaying the others."""
        request = self.submit(jobs, background)
        try:
            while not request.done.wait(POLL_S):
                if cancelled():
                    request.cancel()
        finally:
            if not request.done.is_set():  # interrupted: the jobs stop, nobody waits for them
                request.cancel()
        if request.cancelled:
            raise Cancelled()
        if request.errors:
            raise WorkerError(f"an AI job failed in its worker process:\n{request.errors[0]}")
        return request.answers

    def cancel_all(self) -> None:
        with self._lock:
            live = list(self._live)
        for request in live:
            request.cancel()

    def _release(self, request: Request) -> None:
        with self._lock:
            self._live.discard(request)
            self._free_slots.append(request.slot)

    def shutdown(self, timeout: float = 2.0) -> None:
        """Cancel every request and end every worker process, killing what has not ended
        within `timeout` seconds, or within 2 * STOP_S if that is sooner: nobody waits for an
        answer any more, and a worker still starting (importing for half a second) or busy
        cannot read its job's cancel until then. The pool cannot be used afterwards."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
            workers = self._workers
        self.cancel_all()
        deadline = time.monotonic() + min(timeout, 2 * STOP_S)
        for worker in workers:
            worker.stop_timeout = min(STOP_S, timeout / 2)
            worker.jobs.put(None)
        for worker in workers:
            worker.thread.join(max(0.0, deadline - time.monotonic()))
        for worker in workers:  # a feeder thread still waiting on a stuck job
            process = worker.process
            if process is not None and process.is_alive():
                process.kill()
        for worker in workers:  # which now sees its process gone, and ends
            worker.thread.join(1.0)

    def busy(self) -> bool:
        """Some request has a job queued or running (a cancelled one until its jobs stop)."""
        with self._lock:
            return bool(self._live)

    def pids(self) -> list[int]:
        """The worker processes alive now (for tests and benches)."""
        return [
            process.pid
            for w in self._workers
            if (process := w.process) is not None and process.is_alive() and process.pid is not None
        ]
