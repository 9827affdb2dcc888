"""Helpers that drive the table as a user would: real mouse and key events on the view."""

from __future__ import annotations

import random

from PySide6.QtCore import QPoint, QPointF, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from gupai_desktop.ai import bots
from gupai_desktop.engine import games
from gupai_desktop.engine.core import CHANCE
from gupai_desktop.engine.paigow.rules import PaiGowRules
from gupai_desktop.engine.session import Session
from gupai_desktop.paths import resource

AI_TIMEOUT = 20_000  # ms; the first optimal-AI call builds its tables (about a second)


def plain(text: str) -> str:
    """Text as it reads, its no-break spaces (between one tile's words) as spaces."""
    return text.replace("\u00a0", " ")


def label_text(label) -> str:
    """A table label's words: a line (QGraphicsSimpleTextItem) or a block of lines."""
    return label.toPlainText() if hasattr(label, "toPlainText") else label.text()


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
    qtbot.waitUntil(
        lambda: page.model.state is not None and page.model.state.is_terminal(), timeout=AI_TIMEOUT
    )


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
    QTest.mouseClick(
        vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, view_point(page, point)
    )


def key(widget, k, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(widget, k, modifier)


_POLLS: list[dict] = []  # the when_modal calls still looking, stopped when their test ends


def when_modal(callback, *, attempts: int = 200):
    """Run callback(dialog) as soon as a modal dialog is open (for real dialog.exec() calls).
    It stops looking at the end of its test (stop_polling): one that outlived a test where no
    dialog came once answered the next test's dialog in its place."""
    state = {"n": 0}
    _POLLS.append(state)

    def poll():
        if state["n"] >= attempts:
            return
        dialog = QApplication.activeModalWidget()
        if dialog is not None:
            callback(dialog)
            return
        state["n"] += 1
        if state["n"] < attempts:
            QTimer.singleShot(10, poll)

    QTimer.singleShot(0, poll)


def stop_polling() -> None:
    for state in _POLLS:
        state["n"] = 1 << 30
    _POLLS.clear()


def press(qtbot, window, k, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """A key typed by the user: it goes to whatever has the keyboard focus.

    The offscreen platform has no window manager, so when a dialog closes no window is made
    active again; do what the window manager would and give the main window back the focus.
    """
    target = QApplication.focusWidget()
    if target is None or not target.isVisible():
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow, timeout=2000)
        target = QApplication.focusWidget() or window
    QTest.keyClick(target, k, modifier)


def wait_scoring(qtbot, page) -> None:
    """The scoring window opens at the end of a hand and takes the focus, as on a desktop."""
    qtbot.waitUntil(
        lambda: (
            page.scoring is not None and page.scoring.isVisible() and page.scoring.isActiveWindow()
        ),
        timeout=5000,
    )


def open_daling(window, *, seed: int = 20240601, level: str = "strong", **rule_kw):
    """Show the Da Ling page and deal the first hand through the non-interactive entry point."""
    from gupai_desktop.engine.daling.rules import DaLingRules

    page = window._page_for("daling")
    window.page = page
    window.stack.setCurrentWidget(page)
    page.start(DaLingRules(**rule_kw), level, seed)
    QApplication.processEvents()
    return page


def open_chinese_poker(window, *, seed: int = 20240601, level: str = "strong", **rule_kw):
    """Show the Chinese Poker page and deal the first hand through the non-interactive entry
    point."""
    from gupai_desktop.engine.chinese_poker.rules import ChinesePokerRules

    page = window._page_for("chinese-poker")
    window.page = page
    window.stack.setCurrentWidget(page)
    page.start(ChinesePokerRules(**rule_kw), level, seed)
    QApplication.processEvents()
    return page


def click_piece(page, sprite) -> None:
    """Click a piece where it shows in an overlapping hand: near its top-left corner (the
    pieces after it cover its right side, a front row its lower half)."""
    w, h = sprite.size()
    click(page, sprite.pos() + QPointF(w * 0.1, h * 0.1))


def translations(code: str) -> dict[str, str]:
    """A shipped catalogue's finished translations, read from its .ts: source -> translation
    (a plural message's first form, its %n left for the test to fill)."""
    import xml.etree.ElementTree as ET

    root = ET.parse(resource("i18n", f"gupai_{code}.ts")).getroot()
    return {
        m.findtext("source"): m.findtext("translation/numerusform") or m.findtext("translation")
        for m in root.iter("message")
        if m.find("translation").get("type") is None
    }


def played_hands(game_id: str, hands: int = 3, seed: int = 5):
    """A session's first hands at the default rules, every seat played by the game's first AI
    level: (session, state) after each move, each hand's dealt state first; a finished hand
    is booked in the session before it is given."""
    spec = games.get(game_id)
    session = Session.start(game_id, spec.default_rules(), seed)
    rng, level = random.Random(seed), spec.ai_levels[0]
    for _ in range(hands):
        state = session.deal()
        yield session, state
        while not state.is_terminal():
            seat = state.current_player()
            move = (
                state.sample_chance(rng)
                if seat == CHANCE
                else bots.act(game_id, state, seat, level)
            )
            state.apply(move)
            if state.is_terminal():
                session.finish(state)
            yield session, state
