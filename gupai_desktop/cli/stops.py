"""How a run of `gupai` ends early: Ctrl-C (SIGINT), `kill` or `timeout` (SIGTERM) and a closed
terminal (SIGHUP) all end it the same way, as a KeyboardInterrupt in the main thread, so a
record being written is left as it was and its temporary file goes (a killed `simulate
--record` had left GBs of it), and the run's workers are stopped.

A signal someone set to be ignored (a shell's background job's SIGINT, nohup's SIGHUP) stays
ignored."""

from __future__ import annotations

import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager

STOPS = tuple(
    sig for sig in (getattr(signal, n, None) for n in ("SIGINT", "SIGTERM", "SIGHUP")) if sig
)


class Stopped(KeyboardInterrupt):
    """SIGTERM or SIGHUP, ending the run as Ctrl-C does; `signum` gives the exit status."""

    def __init__(self, signum: int):
        super().__init__(signum)
        self.signum = signum


def _stop(signum, frame) -> None:
    raise Stopped(signum)


def _main_thread() -> bool:
    return threading.current_thread() is threading.main_thread()  # (only it sets handlers)


@contextmanager
def stops_as_interrupts() -> Iterator[None]:
    """SIGTERM and SIGHUP raise Stopped while a command runs (SIGINT raises already)."""
    if not _main_thread():
        yield
        return
    before = {sig: signal.getsignal(sig) for sig in STOPS if sig != signal.SIGINT}
    for sig, handler in before.items():
        if handler == signal.SIG_DFL:
            signal.signal(sig, _stop)
    try:
        yield
    finally:
        for sig, handler in before.items():
            if handler == signal.SIG_DFL:
                signal.signal(sig, handler)


@contextmanager
def stops_held() -> Iterator[None]:
    """A stop waits while a worker is started, then ends the run as ever: one that came in
    the middle of a start left the worker half made (its EOFError on stderr, one run in 40
    under load; a `kill` five runs in twelve). Two holds: the signals are blocked in this
    thread, so each worker and the pool's threads start with them blocked for good (a
    terminal's Ctrl-C or hang-up reaches every process of the run; the parent alone acts on
    it, killing the workers), and caught here meanwhile, as the kernel may hand one to
    another thread and Python raise it in this one, and multiprocessing's resource tracker
    unblocks them here as it starts."""
    held: list[int] = []
    masked = hasattr(signal, "pthread_sigmask")  # (Windows has no signal masks)
    main = _main_thread()
    before = signal.pthread_sigmask(signal.SIG_BLOCK, set(STOPS)) if masked else None
    previous = (
        {sig: signal.signal(sig, lambda n, _f: held.append(n)) for sig in STOPS} if main else {}
    )
    try:
        yield
    finally:
        try:
            for sig, handler in previous.items():
                signal.signal(sig, handler if handler is not None else signal.SIG_DFL)
        finally:  # (the handlers back, a stop may raise at once: the mask comes back too)
            if masked:
                signal.pthread_sigmask(signal.SIG_SETMASK, before)
        acted = [n for n in held if previous.get(n) is not signal.SIG_IGN]
        if acted:  # (over anything the block raised: the run was stopped)
            raise KeyboardInterrupt if acted[0] == signal.SIGINT else Stopped(acted[0])
