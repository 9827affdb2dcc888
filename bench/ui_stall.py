"""Shared by the benches that measure GUI-thread stalls (bench/ui_turns.py, ui_search_stall.py,
ui_event_loop.py, ui_dagunzi.py): the window as the app builds it, a 5 ms heartbeat, waits
that run a real event loop, whole hands of a turn game, and the fresh child process each
scenario runs in.

Why a heartbeat: a QTimer firing every 5 ms on the GUI thread records when it really ran; the
longest gap between two ticks is the longest time the window could not repaint or answer input.
Anchor: 50 ms (a stall shorter than that is not seen as a hitch).
"""

from __future__ import annotations

import itertools
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
ANCHOR_MS = 50.0
# An installed app runs from cached bytecode; keep ours out of the work tree (as ui_startup.py).
PYCACHE = os.path.join(tempfile.gettempdir(), "gupai-bench-pycache")


def open_window(size: tuple[int, int] = (1280, 860)):
    """The app and its main window, shown at `size`, as `gupai-desktop` starts them."""
    from PySide6.QtWidgets import QMessageBox

    from gupai_desktop.app.main import build_app, create_window

    # The stand-in user says yes: a question the app asks before a costly move (Ding Niu's)
    # would otherwise wait for a click that never comes.
    QMessageBox.question = staticmethod(lambda *args, **kwargs: QMessageBox.StandardButton.Yes)
    app = build_app([sys.argv[0]])
    window = create_window()
    window.resize(*size)
    window.show()
    return app, window


def open_page(window, game_id: str):
    """The game's page in front, as a click on its entry in the chooser does."""
    page = window._page_for(game_id)
    window.page = page
    window.stack.setCurrentWidget(page)
    return page


def wait(pred: Callable[[], bool], seconds: float) -> bool:
    """Run a real event loop (not processEvents + sleep) until pred() or the timeout."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop, poll, end = QEventLoop(), QTimer(), time.monotonic() + seconds
    poll.timeout.connect(lambda: (pred() or time.monotonic() > end) and loop.quit())
    poll.start(2)
    if not (pred() or time.monotonic() > end):
        loop.exec()
    poll.stop()
    return pred()


class Heartbeat:
    """A 5 ms PreciseTimer on the GUI thread; `ticks` are the perf_counter times it ran.

    Time the bench itself spends on the GUI thread (`outside()`: a stand-in user thinking) is
    taken out of the gaps it falls in, so only the app's work counts."""

    def __init__(self, interval_ms: int = 5):
        from PySide6.QtCore import Qt, QTimer

        self.ticks: list[float] = []
        self.excluded: list[tuple[float, float]] = []
        self.timer = QTimer()
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(lambda: self.ticks.append(time.perf_counter()))

    def start(self) -> None:
        self.timer.start()

    def stop(self) -> None:
        self.timer.stop()

    def outside(self, fn: Callable[[], object]):
        """Run fn on the GUI thread without counting its time as a stall."""
        start = time.perf_counter()
        try:
            return fn()
        finally:
            self.excluded.append((start, time.perf_counter()))

    def gaps(self) -> list[tuple[float, float, float]]:
        """(gap ms, start, end) between each two ticks, less any time spent outside()."""
        out = []
        for a, b in itertools.pairwise(self.ticks):
            skip = sum(max(0.0, min(b, e) - max(a, s)) for s, e in self.excluded)
            out.append(((b - a - skip) * 1000, a, b))
        return out


def busy_spans(runner) -> list[list[float]]:
    """[start, end] of each time the AI runner is busy from now on (end inf while it is)."""
    spans: list[list[float]] = []

    def changed(on: bool) -> None:
        if on:
            spans.append([time.perf_counter(), float("inf")])
        elif spans:
            spans[-1][1] = time.perf_counter()

    runner.busy_changed.connect(changed)
    return spans


def during(gaps, spans) -> list[float]:
    """The gaps (ms) that overlap one of the spans."""
    return [g for g, a, b in gaps if any(s < b and a < e for s, e in spans)]


def play_hands(window, page, hands: int, user_move: Callable[[], object]) -> int:
    """Whole hands of a turn game: `user_move` is called from the event loop whenever it is the
    user's turn, the scoring window is waited for after each hand, and the next hand dealt as
    the page's own N does. Returns the number of moves played."""
    from PySide6.QtCore import QTimer

    model, moves = page.model, 0
    for hand in range(hands):
        while not model.state.is_terminal():
            wait(lambda: model.ai_ready, 60)
            if model.state.is_terminal():
                break
            QTimer.singleShot(0, user_move)  # the user's move, from the loop
            wait(lambda: not model.user_to_act() or model.state.is_terminal(), 5)
        moves += len(model.state.history())
        wait(lambda: page.scoring is not None and page.scoring.isVisible(), 10)
        if hand + 1 < hands:
            QTimer.singleShot(0, page.next_hand)
            wait(lambda n=hand + 2: model.session.hand_number == n, 10)
    wait(lambda: not window.animator.busy(), 5)
    return moves


def run_child(script: str, args: list[str], timeout: float, platform: str | None = None) -> dict:
    """`script args` in a fresh process with its own GUPAI_HOME and cached bytecode (the
    platform offscreen unless said or set); the dict its "RESULT " line prints."""
    with tempfile.TemporaryDirectory(prefix="gupai-bench-") as home:
        env = dict(
            os.environ,
            GUPAI_HOME=home,
            PYTHONPYCACHEPREFIX=PYCACHE,
            QT_QPA_PLATFORM=platform or os.environ.get("QT_QPA_PLATFORM", "offscreen"),
        )
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        proc = subprocess.run(
            [sys.executable, script, *args],
            env=env,
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
        )
    line = next((x for x in proc.stdout.splitlines() if x.startswith("RESULT ")), None)
    if line is None:
        raise RuntimeError(f"{Path(script).name} {' '.join(args)} failed:\n{proc.stderr[-3000:]}")
    return json.loads(line[7:])
