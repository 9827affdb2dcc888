"""Work that waits until the window is on screen, then runs a step per turn of the event loop.

The window appears as soon as its menus and the start page's text are built (bench/ui_startup.py);
what the user does not need in that first frame (the start page's pictures, the resume check,
the modules the first "Play" needs) is queued here. One step at a time keeps each pause of the
event loop short (bench/ui_event_loop.py measures the longest).
"""

from __future__ import annotations

import importlib
import sys
import threading
from typing import Callable

from PySide6.QtCore import QObject, QTimer

# A step that returns RETRY runs again RETRY_MS later (its turn is kept: later steps wait);
# whatever else it returns, it is done.
RETRY = object()
RETRY_MS = 20
Step = Callable[[], object]


class IdleQueue(QObject):
    def __init__(self, parent: QObject):
        super().__init__(parent)
        self._steps: list[Step] = []
        self._started = False
        self._scheduled = False
        self._running = False

    def add(self, step: Step) -> None:
        self._steps.append(step)
        self._schedule(0)

    def start(self) -> None:
        """Called at the window's first paint: from now on, steps run."""
        self._started = True
        self._schedule(0)

    def pending(self) -> int:
        return len(self._steps)

    def _schedule(self, ms: int) -> None:
        if self._started and self._steps and not self._scheduled and not self._running:
            self._scheduled = True
            QTimer.singleShot(ms, self, self._run)

    def _run(self) -> None:
        """Run the first step. A step that opens a modal dialog (the resume question) spins an
        event loop of its own; nothing of the queue runs inside it, or the same step would run
        again there (the question asked twice, and the step removed twice)."""
        self._scheduled = False
        if not self._steps or self._running:
            return
        step = self._steps[0]
        again = False
        self._running = True
        try:
            again = step() is RETRY
        finally:
            self._running = False
            if not again:
                self._steps.remove(step)
            self._schedule(RETRY_MS if again else 0)


def game_modules(game_ids: list[str]) -> list[str]:
    """The modules a game's first hand needs: its rules, its AI and its page."""
    from ..engine import games

    return [
        name
        for game_id in game_ids
        for name in (
            f"gupai_desktop.engine.{games.PLAYABLE[game_id]}.state",
            games.get(game_id).ai,
            games.get(game_id).page.partition(":")[0],
        )
    ]


class Preloader:
    """Imports what the first "Play" of each game needs, before the user clicks it.

    Work that cannot be split into short steps runs on a background thread, where it holds the
    GIL only in short slices: importing numpy (about 90 ms) and whatever the caller adds (what
    the record writer needs: jsonschema and the package metadata, which would otherwise stall
    the end of the first hand by about 130 ms).
    None of it imports our modules, so the two threads cannot deadlock on import locks. Our
    modules then load on the GUI thread, one module per step (each 5-30 ms): a game's engine
    state, its AI, then its page, as its GameSpec names them.
    """

    def __init__(self, game_ids: list[str], background: tuple[Callable[[], object], ...] = ()):
        self.modules = game_modules(game_ids)
        self.background = (_import_numpy, *background)
        self.thread = threading.Thread(target=self._run_background, name="gupai-preload")

    def steps(self) -> list[Step]:
        """A step a module, but none for what a window before this one loaded."""
        wanted = [name for name in self.modules if name not in sys.modules]
        return [self._start] + [self._import_step(name) for name in wanted]

    def _start(self) -> None:
        self.thread.start()

    def _run_background(self) -> None:
        for work in self.background:
            work()

    def _import_step(self, name: str) -> Step:
        def step():
            if self.thread.is_alive():
                return RETRY  # an import now could wait on numpy's import lock
            importlib.import_module(name)

        return step

    def join(self, timeout: float = 5.0) -> None:
        if self.thread.is_alive():
            self.thread.join(timeout)


def _import_numpy() -> None:
    import numpy  # noqa: F401
