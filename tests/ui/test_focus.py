"""Where the keyboard is, one thing shows it: the table's cursor while the table has the
focus, a ring round the bar's button once Tab has gone there (found by a new user: Confirm
always looked focused, the tile cursor stayed lit beside it, and Space meant for a tile
committed the hand)."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication

from .helpers import key, open_table, wait_ai


def cursor_lit(page) -> bool:
    return any(sp.focused for sp in page.table.board.pieces())


def ring_round(page, button) -> bool:
    ring = page._enter_clicks.ring
    where = QRect(button.mapTo(page, button.rect().topLeft()), button.size())
    return ring.isVisible() and ring.geometry().contains(where)


def tab_to(qtbot, page, button) -> None:
    for _ in range(12):
        if button.hasFocus():
            return
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached {button.text()!r}")


def test_tab_to_confirm_rings_it_and_puts_the_table_cursor_out(qtbot, window):
    page = open_table(window, seed=110)
    wait_ai(qtbot, page)
    key(page.view, Qt.Key.Key_Right)
    assert cursor_lit(page) and not page._enter_clicks.ring.isVisible()
    tab_to(qtbot, page, page.confirm_button)
    qtbot.waitUntil(lambda: ring_round(page, page.confirm_button), timeout=2000)
    assert not cursor_lit(page)
    tab_to(qtbot, page, page.view)
    qtbot.waitUntil(lambda: cursor_lit(page), timeout=2000)
    assert not page._enter_clicks.ring.isVisible()


def test_the_ring_follows_the_focus_from_button_to_button(qtbot, window):
    page = open_table(window, seed=7)
    wait_ai(qtbot, page)
    page.hint_button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: ring_round(page, page.hint_button), timeout=2000)
    page.use_hint_button.setEnabled(True)
    page.use_hint_button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: ring_round(page, page.use_hint_button), timeout=2000)
    assert not ring_round(page, page.hint_button)
    window.resize(window.width() - 120, window.height())  # the bar laid out again
    qtbot.waitUntil(lambda: ring_round(page, page.use_hint_button), timeout=2000)
    page.hint_button.setEnabled(False)  # another button's change leaves the ring where it is
    page.hint_button.setEnabled(True)
    assert ring_round(page, page.use_hint_button)
