"""The shared turn table (table/turn_table.py) as a user meets it: a hand fan of up to 45 cards
that fits the window, choosing one piece or several with the mouse and the keys, the log of the
hand's moves and each seat's play area, the side panel, a layout that follows the window, and
AI moves paced by the animation speed. Ding Niu and Small Mahjong stand for the games on it; a
stand-in for Da Gunzi (card_table.py) gives it 45 cards and 162 card sprites."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QFontMetrics, QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsObject

from gupai_desktop.engine.dingniu.rules import DingNiuRules
from gupai_desktop.games.dingniu import text as dn_text
from gupai_desktop.table.animation import Animator
from gupai_desktop.table.felt import Rim
from gupai_desktop.table.hand_fan import LIFT_CHOSEN, MIN_SHOW, ROOMY_SHOW
from gupai_desktop.table.side_panel import WRAP, SidePanel, _Wrapped

from .card_table import CardHandModel, open_card_table
from .helpers import AI_TIMEOUT, plain, press
from .test_dingniu_ui import crafted as dingniu_hand
from .test_smallmahjong_ui import STRAIGHT_FOR_YOU
from .test_smallmahjong_ui import crafted as mahjong_hand
from depth import scaled

CTRL, SHIFT = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier
NONE = Qt.KeyboardModifier.NoModifier


def click_piece(table, index: int, modifiers=NONE) -> None:
    """A click on what shows of a piece: its top-left corner, never covered by a neighbour."""
    sprite = table.fan.sprites[index]
    view = table.view
    point = view.mapFromScene(sprite.pos() + QPointF(4, 8))
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, modifiers, point)


def key(table, k, modifiers=NONE) -> None:
    table.key(QKeyEvent(QKeyEvent.Type.KeyPress, k, modifiers))


def shown_width(table, i: int) -> float:
    """How much of piece i shows: up to the next piece in its row, or all of it."""
    fan = table.fan
    here, w = fan.sprites[i].pos(), fan.width
    nxt = [
        sp.pos().x()
        for sp in fan.sprites
        if abs(sp.pos().y() - here.y()) < 1
        and sp.pos().x() > here.x() + 0.5
        and sp.zValue() > fan.sprites[i].zValue()
    ]
    return min([w] + [x - here.x() for x in nxt])


# -- the hand fan ---------------------------------------------------------------------------
@pytest.mark.parametrize("size", [(1024, 700), (1600, 1000), (900, 620)])
def test_45_cards_fit_the_window_and_each_shows_its_index(qtbot, size):
    """...and stay on the felt: at 1024 x 700 the hand's ends once lay on the wooden rim where
    its bottom corners curve in; and a lit or focused card's rim stays off the line under the
    hand (a new user found it over "You (dealer's side)" in Da Gunzi at 1024 x 700)."""
    _widget, table = open_card_table(qtbot, size)
    fan, view = table.fan, table.view
    assert len(fan.sprites) == 45
    visible = QRectF(view.viewport().rect())
    scene = table.scene.sceneRect()
    rim = Rim.of(scene.width(), scene.height())
    you = table.labels["you"].sceneBoundingRect()
    assert table.labels["you"].text()
    for i, sprite in enumerate(fan.sprites):
        w, h = sprite.size()
        assert sprite.sceneBoundingRect().bottom() <= you.top() + 0.5, i
        assert visible.contains(QRectF(sprite.pos(), sprite.pos() + QPointF(w, h))), i
        assert shown_width(table, i) >= MIN_SHOW * w - 0.5, i
        felt = rim.side_clearance(scene.height(), sprite.pos().y() + h)
        assert felt <= sprite.pos().x() and sprite.pos().x() + w <= scene.width() - felt, i
    assert fan.width >= 50  # two rows of readable cards rather than one of tiny ones
    assert len(table.scene.items()) >= 162


def test_a_wide_window_takes_the_cards_in_one_row_a_narrow_one_in_two(qtbot):
    widget, table = open_card_table(qtbot, (1024, 700))
    assert table.fan.rows == 2
    widget.resize(2400, 1000)
    qtbot.waitUntil(lambda: table.fan.rows == 1, timeout=2000)


@pytest.mark.parametrize("size", [(1280, 860), (1600, 1000)])
def test_a_hand_of_strips_takes_two_rows_where_the_table_has_the_height(qtbot, size):
    """Found by a new user: in the 1280 x 860 window a 1600 x 1000 screen opens, Da Gunzi's
    hand stood in one row of strips a third of a card wide, the middle of the table empty,
    smaller than at 1024 x 700. Less than half of each card showing in one row, two rows."""
    _widget, table = open_card_table(qtbot, size)
    fan = table.fan
    assert fan.rows == 2
    w = fan.width
    assert all(shown_width(table, i) >= ROOMY_SHOW * w - 0.5 for i in range(len(fan.sprites)))


def test_a_seat_s_own_row_sits_beside_its_hand_at_the_top_and_centred_at_the_sides():
    """Found by a new user: AI 2's face-down tile in Ding Niu sat 160 px left of its hand,
    centred in all the room its row has there; at the sides the row stays centred."""
    from gupai_desktop.table.turn_layout import turn_layout

    layout = turn_layout(
        1600,
        1000,
        4,
        back=(20, 40),
        own=(114, 68),
        user_own_width=114,
        play_height=60,
        hand_height=lambda room: 150,
    )
    top, right = layout.seats[2], layout.seats[1]
    assert top.side == "top" and top.own.right() < top.backs.left()
    assert top.row_left(50) + 50 == top.own.right()
    assert right.row_left(50) + 25 == right.own.center().x()


def test_a_click_chooses_ctrl_adds_shift_takes_a_run_and_a_double_click_every_copy(qtbot):
    _widget, table = open_card_table(qtbot)
    m = table.model
    click_piece(table, 5)
    assert m.selection() == [5]
    click_piece(table, 9, CTRL)
    assert m.selection() == [5, 9]
    click_piece(table, 12, CTRL)
    click_piece(table, 9, CTRL)  # (not at once: that is a double click)
    assert m.selection() == [5, 12]
    click_piece(table, 6, SHIFT)  # a run from the cursor (9) to 6
    assert m.selection() == [5, 6, 7, 8, 9, 12]
    key(table, Qt.Key.Key_Escape)
    assert m.selection() == []
    hand = m.hand()
    twin = next(i for i in range(len(hand) - 1) if hand[i] == hand[i + 1])
    click_piece(table, twin)  # a double click: a click, then...
    point = table.view.mapFromScene(table.fan.sprites[twin].pos() + QPointF(4, 8))
    vp = table.view.viewport()
    QTest.mouseDClick(vp, Qt.MouseButton.LeftButton, NONE, point)  # ...press again, let go
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, NONE, point)
    assert sorted(m.selection()) == [i for i, c in enumerate(hand) if c == hand[twin]]


def test_keys_move_the_cursor_and_choose(qtbot):
    _widget, table = open_card_table(qtbot)
    m = table.model
    key(table, Qt.Key.Key_Right)
    key(table, Qt.Key.Key_Right)
    assert m.selected == 2 and m.selection() == []
    key(table, Qt.Key.Key_Space)
    key(table, Qt.Key.Key_Right, SHIFT)
    assert m.selection() == [2, 3] and m.selected == 3
    key(table, Qt.Key.Key_Left)
    key(table, Qt.Key.Key_Left)
    key(table, Qt.Key.Key_Left)
    key(table, Qt.Key.Key_Left)
    assert m.selected == 44  # wraps round
    key(table, Qt.Key.Key_Up)  # two rows: up into the back row
    assert table.fan.sprites[m.selected].zValue() < table.fan.sprites[44].zValue()
    key(table, Qt.Key.Key_C)
    hand = m.hand()
    assert m.selection() == sorted(
        {2, 3} | {i for i, c in enumerate(hand) if c == hand[m.selected]}
    )


def test_the_cursor_in_the_back_row_is_ringed_over_the_front_row(qtbot):
    """The front row covers the lower half of a back-row card, and half of the ring it wears;
    a ring over both rows shows the card the keys are on, and follows it. It rings the part in
    sight: round the whole card it took in the top of a front-row card and half the card beside
    (a new user could not tell which card it meant)."""
    _widget, table = open_card_table(qtbot, (1024, 700))
    fan, m = table.fan, table.model
    assert fan.rows == 2
    key(table, Qt.Key.Key_Right)
    key(table, Qt.Key.Key_Right)
    front = max(sp.zValue() for sp in fan.sprites)
    assert fan.ring.isVisible() and fan.ring.piece is fan.sprites[2]
    assert fan.ring.zValue() > front and fan.ring.pos() == fan.sprites[2].pos()
    per = next(i for i, sp in enumerate(fan.sprites) if sp.y() > fan.sprites[0].y())
    assert fan.ring._cover == fan.place_of(fan.sprites[per]).y() > fan.sprites[2].y()
    step = fan.sprites[3].x() - fan.sprites[2].x()
    assert fan.ring._shown_w == step < fan.sprites[2].size()[0]
    key(table, Qt.Key.Key_Space)  # chosen: the card rises, its ring with it
    qtbot.waitUntil(lambda: fan.ring.pos() == fan.sprites[2].pos() == fan.place_of(fan.sprites[2]))
    key(table, Qt.Key.Key_Down)  # the front row: nothing covers the card's own ring
    assert m.selected >= 23 and not fan.ring.isVisible()
    key(table, Qt.Key.Key_Up)
    assert fan.ring.piece is fan.sprites[m.selected] and m.selected < 23


def test_a_dragged_card_passes_over_both_rows(qtbot):
    """A card dragged from the hand is drawn over every other card, the front row's last
    ones included (they stack up to 20 + 60 + 22)."""
    _widget, table = open_card_table(qtbot, (1024, 700))
    fan, view = table.fan, table.view
    sprite = fan.sprites[0]
    sprite.draggable = True  # as Da Gunzi's hand is (the stand-in's clicks only choose)
    start = view.mapFromScene(sprite.pos() + QPointF(4, 8))
    end = view.mapFromScene(fan.sprites[-1].pos() + QPointF(4, 8))
    vp = view.viewport()
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, NONE, start)
    QTest.mouseMove(vp, start + (end - start) / 2)
    QTest.mouseMove(vp, end)
    assert sprite.zValue() > max(sp.zValue() for sp in fan.sprites[1:])
    assert sprite.zValue() > fan.ring.zValue()
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, NONE, end)


def test_chosen_pieces_rise_and_the_hovered_one_rises_a_little(qtbot):
    _widget, table = open_card_table(qtbot)
    fan, m = table.fan, table.model
    rest = [QPointF(p) for p in fan._rest]
    m.set_selection([3, 4], cursor=4)
    h = fan.sprites[0].size()[1]
    assert fan.sprites[3].pos().y() == pytest.approx(rest[3].y() - LIFT_CHOSEN * h)
    assert fan.sprites[5].pos().y() == pytest.approx(rest[5].y())
    table.scene.pointer_moved.emit(fan.sprites[10].pos() + QPointF(3, 5))
    assert rest[10].y() - h * LIFT_CHOSEN < fan.sprites[10].pos().y() < rest[10].y()
    table.scene.pointer_moved.emit(None)
    assert fan.sprites[10].pos().y() == pytest.approx(rest[10].y())


def test_playable_pieces_are_lit_and_the_others_dimmed(qtbot):
    _widget, table = open_card_table(qtbot)
    hand = table.model.hand()
    for i, sprite in enumerate(table.fan.sprites):
        if i == table.model.selected:
            continue
        hearts = hand[i].suit == "h"
        assert (sprite.highlight is not None) == hearts and sprite.dimmed == (not hearts), i


def test_single_selection_models_choose_one_piece(qtbot):
    _widget, table = open_card_table(qtbot)
    table.model.multi_select = False
    click_piece(table, 6, CTRL)
    click_piece(table, 8, SHIFT)
    assert table.model.selection() == [8]
    key(table, Qt.Key.Key_Space)
    assert table.model.selection() == [8]


@settings(max_examples=scaled(25), deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(st.integers(0, 44), max_size=12), st.integers(0, 44))
def test_the_selection_is_always_a_sorted_set_of_pieces_in_hand(qapp, indices, cursor):
    m = CardHandModel()
    m.set_selection(indices + [99, -3], cursor=cursor)
    assert m.selection() == sorted(set(indices))
    assert m.selected == cursor


# -- layout ----------------------------------------------------------------------------------
@pytest.mark.parametrize("size", [(900, 620), (1024, 700), (1600, 1000), (2560, 1440)])
def test_the_table_follows_the_window_size(qtbot, size):
    _widget, table = open_card_table(qtbot, size)
    view, layout = table.view, table.layout
    assert table.scene.sceneRect() == QRectF(view.viewport().rect())
    assert view.transform().isIdentity()
    inside = QRectF(view.viewport().rect())
    things = [layout.hand, layout.prompt, layout.announce, layout.you, layout.middle]
    for place in layout.seats.values():
        things += [place.backs, place.name, place.info, place.play]
    for rect in things:
        assert inside.contains(rect), rect
    top = layout.seats[2]
    for side in (1, 3):
        assert not layout.seats[side].box.intersects(top.box)
    assert layout.prompt.bottom() <= layout.hand.top() + 0.5


# -- the story of the hand -------------------------------------------------------------------
def test_every_move_is_logged_and_each_seat_shows_its_last(qtbot, window):
    page = dingniu_hand(window, "6-5 1-1 1-1 2-2 2-2 3-3", leader=3, moves=["lead:6-4"])
    lines = page.table.log.lines()
    assert dn_text.move_line("lead:6-4", 3) in lines
    assert page.table.plays[3].text == dn_text.move_line("lead:6-4", 3)
    page.model.play("play:6-5@L")
    qtbot.waitUntil(lambda: page.model.ai_ready, timeout=AI_TIMEOUT)
    state = page.model.state
    moves = [a for a in state.history() if a.split(":")[0] in ("lead", "play", "down")]
    logged = page.table.log.lines()
    assert len([line for line in logged if line.startswith(("AI ", "You "))]) == len(moves)
    assert dn_text.move_line("play:6-5@L", 0) in logged
    for seat in (1, 2, 3):
        assert page.table.plays[seat].text in logged
        assert page.table.plays[seat].text.startswith(dn_text.seat_name(seat))
    assert sum(area.fresh for area in page.table.plays.values()) == 1


def test_claims_and_draws_stay_in_the_log(qtbot, window):
    page = mahjong_hand(window, STRAIGHT_FOR_YOU, leader=3, wall="1-1", moves=["discard:4-3"])
    assert "AI 3 discards Chop Chit 4-3" in map(plain, page.table.log.lines())
    page.model.play("take:5-3 2-1")
    lines = page.table.log.lines()
    assert plain(lines[-1]) == "You take Chop Chit 4-3 with Chop Bot 5-3, Gee Joon 2-1"
    page.model.play(f"discard:{page.model.hand()[0]}")
    qtbot.waitUntil(lambda: page.model.ai_ready, timeout=AI_TIMEOUT)
    assert any("draws from the wall" in line for line in page.table.log.lines())


def test_a_long_log_measures_each_line_once(qtbot, monkeypatch):
    """A Da Gunzi hand logs 300 moves and more; the view asks every row's size each time one is
    added, and measuring the text again each time made the log's cost grow with the square of
    the hand (some 50,000 text layouts a hand)."""
    panel = SidePanel()
    qtbot.addWidget(panel)
    panel.resize(280, 500)
    panel.show()
    measures = []
    measure = _Wrapped._text_rect  # what lays the text out
    monkeypatch.setattr(_Wrapped, "_text_rect", lambda *a: measures.append(1) or measure(*a))
    panel.log.start("Hand 1")
    for n in range(120):
        panel.log.add(f"AI {n % 3 + 1} plays a card that wins the trick number {n}", mine=n == 7)
        qtbot.wait(0)
    assert len(panel.log.lines()) == 121
    assert len(measures) <= 2 * 121  # a line's size once, and once more if the width changes
    heights = {panel.log.visualItemRect(panel.log.item(i)).height() for i in range(1, 121)}
    assert len(heights) <= 2  # one-line and two-line rows, nothing cut or empty


def test_the_newest_move_stays_in_view_when_the_log_is_laid_out_again(qtbot):
    """Found by a new user: after the window was made smaller, the log kept its old place and
    the last three plays of a trick were below its fold. One who scrolled back stays put."""
    panel = SidePanel()
    qtbot.addWidget(panel)
    panel.setFixedWidth(300)
    panel.resize(300, 500)
    panel.show()
    log = panel.log
    log.start("Hand 1")
    for n in range(60):
        log.add(f"Partner plays 9♦ and East plays 6♦ in trick number {n}")
    last = log.item(log.count() - 1)

    def newest_shown() -> bool:
        return log.viewport().rect().contains(log.visualItemRect(last))

    qtbot.waitUntil(newest_shown)
    panel.setFixedWidth(190)  # the window made smaller: every line wraps, the log grows
    panel.resize(190, 400)
    qtbot.waitUntil(lambda: log.visualItemRect(last).height() > 20)  # laid out again
    qtbot.waitUntil(newest_shown)
    log.verticalScrollBar().setValue(0)  # the user reads back
    panel.setFixedWidth(300)
    qtbot.wait(50)
    assert log.verticalScrollBar().value() == 0 and not newest_shown()
    log.start("Hand 2")  # a new hand's log follows again, whatever the last one's did
    for n in range(8):  # lines that fit at 300 px and overflow at 190
        log.add(f"West plays K♦ K♦ and Partner plays 9♦ 9♦ and East plays 6♦ 6♦ in trick {n}")
    last = log.item(log.count() - 1)
    qtbot.wait(50)
    assert log.verticalScrollBar().maximum() == 0
    panel.setFixedWidth(190)
    qtbot.waitUntil(lambda: log.verticalScrollBar().maximum() > 0)
    qtbot.waitUntil(newest_shown)


def test_every_logged_line_gets_the_room_its_words_take_at_every_width(qtbot):
    """Found at 1024 x 700: "AI 2 takes Chop Gow 5-4 with Chop Gow 6-3, Chong 3-3" had room
    for three lines and was drawn in two (a blank line under it), and "底牌翻开：J♥ 9♦ K♣ 7♣
    5♥ ..." was drawn cut. A row is as high as its words wrapped at the width they are
    drawn at, at every width the panel takes."""
    lines = [
        "AI 2 takes Chop Gow 5-4 with Chop Gow 6-3, Chong 3-3",
        "AI 3 takes Teen 6-6 with Ping 6-4, Chop Bot 5-3",
        "底牌翻开：J♥ 9♦ K♣ 7♣ 5♥ 3♠",
        "西家进贡 A♠ K♥ Q♦，你还 3♣ 4♣ 5♣",
        "You take Mooy 5-5 with Look 5-1, Chop Ng 3-2",
    ]
    panel = SidePanel()
    qtbot.addWidget(panel)
    panel.show()
    log = panel.log
    delegate = log.itemDelegate()
    for width in range(190, 301):
        panel.setFixedWidth(width)
        log.start("Hand 1")
        for n, line in enumerate(lines):
            log.add(line, mine=n == 4)
        qtbot.wait(0)
        for i in range(log.count()):
            item, rect = log.item(i), log.visualItemRect(log.item(i))
            font = item.data(Qt.ItemDataRole.FontRole) or log.font()
            inside = rect.adjusted(delegate.MARGIN, 1, -delegate.MARGIN, -1)  # where paint writes
            needed = QFontMetrics(font).boundingRect(inside, WRAP, item.text()).height()
            assert inside.height() == needed, (width, item.text(), inside.height(), needed)


def test_a_line_is_measured_at_the_width_it_is_drawn_at_whatever_qt_offers(qtbot):
    """Found in the README's Da Gunzi picture: Qt asked a row's size with the list's whole
    width (228 px) and drew it 2 px narrower (its spacing), so "West has buried six cards
    face down" got one line's height and was drawn in two, "down" under the next line. The
    delegate measures at the width rows are laid out at, whichever width the option says."""
    from PySide6.QtWidgets import QStyleOptionViewItem

    panel = SidePanel()
    qtbot.addWidget(panel)
    panel.show()
    log, delegate = panel.log, panel.log.itemDelegate()
    log.start("Hand 1")
    log.add("West has buried six cards face down")
    index = log.model().index(1, 0)
    for width in range(190, 301):
        panel.setFixedWidth(width)
        qtbot.wait(0)
        row = log.viewport().width() - 2 * log.spacing()
        heights = set()
        for offered in (row, row + 2 * log.spacing()):  # the row's width, the whole list's
            option = QStyleOptionViewItem()
            option.rect = QRect(0, 0, offered, 20)
            option.font = log.font()
            heights.add(delegate.sizeHint(option, index).height())
        needed = QFontMetrics(log.font()).boundingRect(
            QRect(0, 0, row - 2 * delegate.MARGIN, 1 << 20), WRAP, log.item(1).text()
        )
        assert heights == {needed.height() + 2}, (width, heights, needed.height())


def test_the_side_panel_says_whose_turn_it_is(qtbot, window):
    page = dingniu_hand(window, "6-5 1-1 1-1 2-2 2-2 3-3", leader=3, moves=["lead:6-4"])
    rows = page.table.info.rows
    assert ("To play", "You", True) in rows
    assert rows[1:3] == [("Bankrolls:", "", False), ("You", "100", False)]
    assert any(label == "Leader" and value == "AI 3" for label, value, _ in rows)
    assert page.table.side.isVisible()
    assert page.table.side.geometry().left() >= page.view.geometry().right()


def test_h_and_n_belong_to_the_window_not_the_table(qtbot, window):
    page = dingniu_hand(window, "6-5 1-1 1-1 2-2 2-2 3-3", leader=3, moves=["lead:6-4"])
    for k in (Qt.Key.Key_H, Qt.Key.Key_N):
        assert page.table.key(QKeyEvent(QKeyEvent.Type.KeyPress, k, NONE)) is False
    press(qtbot, window, Qt.Key.Key_H)  # the menu's Hint still answers
    qtbot.waitUntil(lambda: page._hint is not None, timeout=AI_TIMEOUT)


def test_shift_h_plays_the_hint_as_its_button_does(qtbot, window):
    """Found by a new user: Hint had its key (H), but to play it one had to Tab across the bar
    to the button."""
    page = dingniu_hand(window, "6-5 1-1 1-1 2-2 2-2 3-3", leader=3, moves=["lead:6-4"])
    assert not window.actions_["use_hint"].isEnabled()  # nothing to play yet
    # Before any hint, Shift+H asks for one and plays it as it comes (it said "press H to
    # ask for one": a new user, after the README said Shift+H plays the hint)
    hints = []
    page.model.hint_ready.connect(hints.append)
    moves = len(page.model.state.history())
    press(qtbot, window, Qt.Key.Key_H, SHIFT)
    assert page.hint_label.text() == "Thinking about your move, to play it as it comes..."
    qtbot.waitUntil(lambda: len(page.model.state.history()) > moves, timeout=AI_TIMEOUT)
    assert page.model.state.history()[moves] == hints[0][2]
    qtbot.waitUntil(page.model.user_to_act, timeout=AI_TIMEOUT)
    press(qtbot, window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: page._hint is not None, timeout=AI_TIMEOUT)
    assert window.actions_["use_hint"].text() == page.use_hint_button.text() == "Play hint"
    moves = len(page.model.state.history())
    hinted = page._hint[2]
    press(qtbot, window, Qt.Key.Key_H, SHIFT)
    qtbot.waitUntil(lambda: len(page.model.state.history()) > moves, timeout=AI_TIMEOUT)
    assert page.model.state.history()[moves] == hinted
    from gupai_desktop.base import i18n

    i18n.set_language("zh_CN")  # the menu's item keeps the button's name in a new language
    QApplication.processEvents()
    assert window.actions_["use_hint"].text() == page.use_hint_button.text() == "按提示出牌"


# -- pacing ------------------------------------------------------------------------------------
class Dot(QGraphicsObject):
    def boundingRect(self):
        return QRectF(0, 0, 1, 1)

    def paint(self, *args):
        pass


def test_the_next_move_waits_for_the_last_to_land_then_a_pause(qtbot, qapp):
    animator = Animator(1.0)
    dot = Dot()
    ran = []
    animator.move(dot, QPointF(100, 0), 150)
    animator.settled(50, lambda: ran.append(animator.busy()))
    assert ran == []
    qtbot.waitUntil(lambda: bool(ran), timeout=3000)
    assert ran == [False] and dot.pos() == QPointF(100, 0)


def test_instant_animation_paces_nothing(qapp):
    animator = Animator(0.0)
    ran = []
    animator.move(Dot(), QPointF(5, 5), 300)
    animator.settled(400, lambda: ran.append(True))
    assert ran == [True]


@pytest.mark.slow
@pytest.mark.paced
def test_a_game_waits_for_its_table_not_a_clock(qtbot, make_window):
    """With animations on, each AI move comes once the one before it has landed."""
    window = make_window(instant=False)
    window.animator.speed = 0.2
    landed = []
    page = window._page_for("dingniu")
    window.page = page
    window.stack.setCurrentWidget(page)
    real = page.model.pace

    def pace(ms, fn):  # what the table is doing when it runs
        real(ms, lambda: (landed.append(window.animator.busy()), fn()))

    page.model.pace = pace
    page.start(DingNiuRules(), "first", 40)
    while not page.model.state.is_terminal():
        qtbot.waitUntil(lambda: page.model.ai_ready, timeout=AI_TIMEOUT)
        if page.model.user_to_act():
            page.model.confirm()
    assert len(landed) >= 9 and not any(landed)
    qtbot.waitUntil(lambda: page.scoring is not None and page.scoring.isVisible(), timeout=5000)
    page.scoring.close()  # not left to pop up over the next test


def test_a_long_line_is_drawn_smaller_within_its_width(qapp):
    """Found at 1024 x 700: Da Gunzi's verdict ran from rail to rail; a line placed within a
    width is scaled down to fit it, a short one keeps its size."""
    from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem

    from gupai_desktop.table.labels import place_centered

    scene = QGraphicsScene()
    item = QGraphicsSimpleTextItem()
    scene.addItem(item)
    place_centered(item, 400, 10, "a verdict far longer than the room it is given " * 3, 300)
    box = item.sceneBoundingRect()
    assert box.width() <= 300.5 and abs(box.center().x() - 400) < 0.5
    place_centered(item, 400, 10, "short", 300)
    assert item.scale() == 1.0 and item.sceneBoundingRect().width() < 300
