"""Where the keyboard is, one thing shows it: the table's cursor while the table has the
focus, a ring round the bar's button once Tab has gone there (found by a new user: Confirm
always looked focused, the tile cursor stayed lit beside it, and Space meant for a tile
committed the hand)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

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


def test_the_ring_moves_with_the_row_that_holds_its_button(qtbot, window):
    """Found by a second read: Da Gunzi's declarations sit in a row of their own, which moves
    as the bar grows; the ring stayed where the button had been."""
    page = open_table(window, seed=7)
    row = QWidget(page)
    row.setGeometry(40, 40, 300, 40)
    button = QPushButton("Declare", row)
    button.setGeometry(10, 5, 120, 30)
    button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
    button.installEventFilter(page._enter_clicks)
    row.show()
    button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: ring_round(page, button), timeout=2000)
    row.move(QPoint(40, 200))
    qtbot.waitUntil(lambda: ring_round(page, button), timeout=2000)
    row.hide()
    qtbot.waitUntil(lambda: not page._enter_clicks.ring.isVisible(), timeout=2000)


def test_the_turn_games_cursor_goes_out_when_tab_takes_the_keyboard(qtbot, window):
    """Found by a second read: in Da Gunzi, Ding Niu and Small Mahjong the hand's cursor
    stayed lit beside the ring round Play."""
    from .test_dingniu_ui import open_dingniu

    page = open_dingniu(window)
    qtbot.waitUntil(lambda: page.model.ai_ready and page.model.user_to_act(), timeout=10_000)
    page.view.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: any(sp.focused for sp in page.table.fan.sprites), timeout=2000)
    page.hint_button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: not any(sp.focused for sp in page.table.fan.sprites), timeout=2000)
    page.view.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: any(sp.focused for sp in page.table.fan.sprites), timeout=2000)


def test_chinese_poker_s_empty_slot_cursor_goes_out_too(qtbot, window):
    """Found by a second read: the outline of an empty row slot under the cursor stayed lit
    beside the ring."""
    from .helpers import open_chinese_poker

    page = open_chinese_poker(window, level="greedy")
    board = page.table.board
    qtbot.waitUntil(lambda: board.active and None in board.sprites, timeout=10_000)
    page.view.setFocus(Qt.FocusReason.TabFocusReason)
    board.keyboard, board.focus = True, board.sprites.index(None)
    assert board.focused_empty_slot() is not None
    page.hint_button.setFocus(Qt.FocusReason.TabFocusReason)
    assert board.focused_empty_slot() is None
