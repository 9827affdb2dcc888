"""Fixtures for the UI tests: an isolated profile per test, the offscreen platform, and windows
built the way the app builds them (helpers.py drives them as a user would).

Modal dialogs never block a test: QMessageBox's static functions are replaced by recorders
(answering Yes to questions), and anything that must run through a real dialog.exec() is
driven by a timer that closes the dialog from inside its event loop.
"""

from __future__ import annotations

import os
from pathlib import Path

# Before Qt is imported anywhere: the offscreen platform, with one desktop-sized screen (its
# default 800x800 screen is narrower than the window's minimum width, so Qt would squeeze any
# restored geometry).
_SCREEN = Path(__file__).with_name("offscreen-screen.json")
os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={_SCREEN}"
os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")

import pytest  # noqa: E402
from PySide6.QtCore import QEvent  # noqa: E402
from PySide6.QtWidgets import QApplication, QMessageBox  # noqa: E402


@pytest.fixture(autouse=True)
def clean_afterwards():
    """No window and no language outlives its test. A closed window is only hidden: left
    alive, every later language switch retranslates it and its timers keep firing, so the
    tests of a whole run slowed down as windows piled up. The UI language is process-wide; a
    test that switches it must not leak it (switched back once the windows are gone). Nor
    does a when_modal still looking for a dialog (it would answer the next test's)."""
    yield
    from .helpers import stop_polling

    stop_polling()
    for widget in QApplication.topLevelWidgets():
        if widget.parent() is None:
            widget.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    from gupai_desktop.base import i18n

    i18n.set_language("en")


@pytest.fixture(autouse=True)
def scoring_takes_keys_at_once(monkeypatch):
    """A test presses Enter the moment the scoring window shows, where a player's keys are
    held off for a moment (test_hand_flow's guard test puts the moment back)."""
    from gupai_desktop.dialogs.scoring import ScoringDialog

    monkeypatch.setattr(ScoringDialog, "KEY_GUARD_MS", 0)


@pytest.fixture
def profile(tmp_path, monkeypatch) -> Path:
    """A fresh GUPAI_HOME for this test."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("GUPAI_HOME", str(home))
    return home


class Boxes:
    """Every QMessageBox the app raised, instead of showing it."""

    def __init__(self):
        self.calls: list[tuple[str, str, str]] = []
        self.answer = QMessageBox.StandardButton.Yes

    def of(self, kind: str) -> list[tuple[str, str]]:
        return [(title, text) for k, title, text in self.calls if k == kind]


@pytest.fixture
def boxes(monkeypatch) -> Boxes:
    rec = Boxes()

    def recorder(kind):
        def show(parent, title, text, *args, **kwargs):
            rec.calls.append((kind, title, text))
            if kind == "question":
                return rec.answer
            return QMessageBox.StandardButton.Ok

        return staticmethod(show)

    for kind in ("warning", "information", "critical", "question"):
        monkeypatch.setattr(QMessageBox, kind, recorder(kind))
    return rec


class Borrowed:
    """A window's view of the session's worker processes: all of the pool, but closing the
    window only cancels what it asked for (a search, a review; the tests run one at a time, so
    that is everything in flight) and leaves the processes to the tests after it."""

    def __init__(self, pool):
        self._pool = pool

    def __getattr__(self, name: str):
        return getattr(self._pool, name)

    def shutdown(self, timeout: float = 2.0) -> None:
        self._pool.cancel_all()


@pytest.fixture(scope="session")
def session_processes():
    """One pool of AI worker processes for every window of a test run, as one app keeps its
    pool from hand to hand: each window starting its own cost half a second of a worker's
    imports, in some seventy tests. Started at the first search; a test marked
    `own_processes` (tests/ui/test_ai_processes.py) gives its windows their own pools."""
    from gupai_desktop.ai.pool import Pool

    pool = Pool()
    yield pool
    pool.shutdown()


@pytest.fixture
def make_window(qtbot, profile, boxes, request, monkeypatch):
    """Build main windows as the app does (create_window), shown, with instant animations,
    on a machine that has a Chinese font.

    The review of each finished hand (app/review.py) is worked out only in tests marked
    `reviews`: it searches every decision of the hand in the worker processes, which cost the
    other tests a few CPU-seconds each and told them nothing."""
    from gupai_desktop.ai import pool
    from gupai_desktop.app.main import build_app, create_window
    from gupai_desktop.app.review import Reviewer
    from gupai_desktop.app import chinese_font

    if request.node.get_closest_marker("own_processes") is None:
        shared = Borrowed(request.getfixturevalue("session_processes"))
        monkeypatch.setattr(pool, "Pool", lambda: shared)
    # Whether this machine has a Chinese font is not the tests' business (test_chinese_font.py
    # says what happens without one): a window asking about it would stop any test.
    monkeypatch.setattr(chinese_font, "missing", lambda language: False)
    if request.node.get_closest_marker("reviews") is None:
        monkeypatch.setattr(Reviewer, "review", lambda self, *hand: None)
    build_app([])
    made = []

    def make(*, show: bool = True, instant: bool = True):
        window = create_window()
        if instant:
            window.animator.speed = 0
        made.append(window)
        if show:
            window.show()
            qtbot.waitExposed(window)
            window.activateWindow()
            qtbot.waitUntil(window.isActiveWindow, timeout=2000)
        return window

    yield make
    for window in made:
        try:
            for dialog in window.findChildren(QMessageBox):
                dialog.close()
            window.close()
            window.runner.shutdown(5000)
            window.store.close()
        except RuntimeError:  # already deleted by the test
            pass
    QApplication.processEvents()


@pytest.fixture
def window(make_window):
    return make_window()
