"""Fixtures for the UI tests: an isolated profile per test, the offscreen platform, windows
built the way the app builds them, and helpers that drive the table as a user would.

Modal dialogs never block a test: QMessageBox's static functions are replaced by recorders
(answering Yes to questions), and anything that must run through a real dialog.exec() is
driven by a timer that closes the dialog from inside its event loop.
"""
from __future__ import annotations

import os

os.environ["QT_QPA_PLATFORM"] = "offscreen"   # before Qt is imported anywhere
os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")

from pathlib import Path  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtCore import QPoint, QPointF, Qt, QTimer  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QMessageBox  # noqa: E402

from gupai_desktop.engine.paigow.rules import PaiGowRules  # noqa: E402

AI_TIMEOUT = 20_000      # ms; the first optimal-AI call builds its tables (about a second)


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
    monkeypatch.setattr(QMessageBox, "about", staticmethod(
        lambda parent, title, text: rec.calls.append(("about", title, text))))
    return rec


@pytest.fixture
def make_window(qtbot, profile, boxes):
    """Build main windows as the app does (create_window), shown, with instant animations."""
    from gupai_desktop.app.main import build_app, create_window
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
            QApplication.setActiveWindow(window)
        return window

    yield make
    for window in made:
        try:
            for dialog in window.findChildren(QMessageBox):
                dialog.close()
            window.close()
            window.runner.shutdown(5000)
            window.store.close()
        except RuntimeError:   # already deleted by the test
            pass
    QApplication.processEvents()


@pytest.fixture
def window(make_window):
    return make_window()


def rules(**kw) -> PaiGowRules:
    return PaiGowRules(**kw)


def open_table(window, *, seed: int = 20240601, level: str = "optimal", **rule_kw):
    """Show the Pai Gow page and deal the first hand through the non-interactive entry point."""
    page = window._page_for("paigow")
    window.page = page
    window.stack.setCurrentWidget(page)
    page.start(PaiGowRules(**rule_kw), level, seed)
    QApplication.processEvents()
    return page


def wait_ai(qtbot, page) -> None:
    qtbot.waitUntil(lambda: page.model.ai_ready, timeout=AI_TIMEOUT)


def wait_over(qtbot, page) -> None:
    qtbot.waitUntil(lambda: page.model.state is not None and page.model.state.is_terminal(),
                    timeout=AI_TIMEOUT)


def view_point(page, scene_point: QPointF) -> QPoint:
    return page.view.mapFromScene(scene_point)


def drag(page, start: QPointF, end: QPointF, steps: int = 6) -> None:
    """A left-button drag through real mouse events on the table view's viewport."""
    vp = page.view.viewport()
    a, b = view_point(page, start), view_point(page, end)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for k in range(1, steps + 1):
        p = a + (b - a) * (k / steps)
        QTest.mouseMove(vp, p)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


def click(page, point: QPointF) -> None:
    vp = page.view.viewport()
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view_point(page, point))


def key(widget, k, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(widget, k, modifier)


def when_modal(callback, *, attempts: int = 200):
    """Run callback(dialog) as soon as a modal dialog is open (for real dialog.exec() calls)."""
    state = {"n": 0}

    def poll():
        dialog = QApplication.activeModalWidget()
        if dialog is not None:
            callback(dialog)
            return
        state["n"] += 1
        if state["n"] < attempts:
            QTimer.singleShot(10, poll)
    QTimer.singleShot(0, poll)
