"""The Chinese Poker table: the other players around the top, your front, middle and back rows
in the middle, and your hand of 13 at the bottom. Each row is named live, and a row that breaks
back >= middle >= front is marked in red."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsRectItem

from ...base.i18n import tr
from ...engine.chinese_poker.setting import ROWS
from ...base.colours import FOCUS
from ...table.labels import (
    GOLD,
    SMALL_TEXT,
    make_label,
    place_centered,
    place_in_lines,
)
from ...table.look import look_of
from ...table.sprites import CardSprite
from ...base import words
from ..arrangement.table import ArrangementTable
from . import text
from .model import HAND_SLOTS, ROW_SLOTS

BIG, SMALL, SHOWN = 72.0, 34.0, 60.0  # hand and rows, dealt piles, revealed rows
ROW_Y = {"front": 300.0, "middle": 418.0, "back": 536.0}
HAND_Y, HAND_STEP = 730.0, 50.0
PLACES = {"left": QPointF(170, 590), "top": QPointF(800, 40), "right": QPointF(1430, 590)}
# Where each other seat sits, by the number of players: seat order runs clockwise from the
# user at the bottom (the deal and Hawaiian Gardens' payments go round in seat order, and a
# new user found "clockwise from the dealer" zigzagging left, bottom, top, right).
SEATED = {
    2: {0: "top"},
    3: {2: "left", 0: "right"},
    4: {2: "left", 3: "top", 0: "right"},
}
OPPONENT_SEATS = (0, 2, 3)
# Where the player on the right's revealed rows begin (_shown_rows): a row's hand name ends
# before it, in two lines if it must ("Full house, fives over eights — beats the back!").
NAMES_END = PLACES["right"].x() - (SHOWN + 4 * SHOWN * 0.62) / 2 - 16
RED = "#ff8a80"


def hand_slots(held: int) -> list[QRectF]:
    """The hand's 13 slots when it holds `held` cards (the model keeps them in its first
    slots): those cards centred under the rows, the empty slots after them, where a card
    dropped goes back to the hand."""
    start = 800 - (BIG + (max(held, 1) - 1) * HAND_STEP) / 2
    return [QRectF(start + i * HAND_STEP, HAND_Y, BIG, BIG * 1.4) for i in HAND_SLOTS]


def _slots() -> list[QRectF]:
    rects = hand_slots(len(HAND_SLOTS))
    for row, slots in ROW_SLOTS.items():
        n = len(slots)
        for j in range(n):
            rects.append(
                QRectF(800 - (n * (BIG + 8) - 8) / 2 + j * (BIG + 8), ROW_Y[row], BIG, BIG * 1.4)
            )
    return rects


SLOTS = _slots()


class ChinesePokerTable(ArrangementTable):
    def __init__(self, scene, view, model, animator, settings):
        self.sprites: list[CardSprite] = []
        self.by_seat: dict[int, list[CardSprite]] = {}
        super().__init__(scene, view, model, animator, settings, lambda c: (c.rank, c.suit), SLOTS)
        self.outlines = []
        for rect in SLOTS[13:]:
            item = QGraphicsRectItem(rect)
            item.setPen(QPen(QColor(255, 255, 255, 70), 2, Qt.PenStyle.DashLine))
            item.setZValue(0)
            scene.addItem(item)
            self.outlines.append(item)
        self.labels = {
            key: make_label(scene, size, bold)
            for key, size, bold in (
                ("status", 22, True),
                ("you", SMALL_TEXT, True),
                ("hand", SMALL_TEXT, False),
            )
        }
        for row in ROWS:
            self.labels[f"row_{row}"] = make_label(scene, SMALL_TEXT)
            self.labels[f"name_{row}"] = make_label(scene, SMALL_TEXT, True, GOLD)
        for seat in OPPONENT_SEATS:
            self.labels[f"seat{seat}"] = make_label(scene, SMALL_TEXT, True)
            self.labels[f"info{seat}"] = make_label(scene, SMALL_TEXT, False, GOLD)

    def _four_colour(self) -> bool:
        return look_of(self.settings).four_colour

    def restyle(self) -> None:
        for sp in self.sprites:
            sp.set_look(four_colour=self._four_colour())
        state = self.model.state
        if state is not None and state.is_terminal() and self.board.sprites:  # a new language
            self._place_rows(self.model.row_keys(), self.model.fouled_rows())
            self._place_results()
        elif state is not None and self.by_seat:  # the names over the piles dealt
            self._place_names()
        self.refresh()

    def _place_names(self) -> None:
        """Each other player's name under its dealt pile (in the language of the moment: a
        switch mid-hand left them in the old one)."""
        for seat in self._opponent_seats():
            a = self._anchor(seat)
            place_centered(
                self.labels[f"seat{seat}"],
                a.x(),
                a.y() + SMALL * 1.4 + 8,
                text.seat_title(seat, self.model.state),
            )

    def clear(self) -> None:
        self.animator.stop_all()
        for sp in self.sprites:
            self.scene.removeItem(sp)
        self.sprites, self.by_seat = [], {}
        self.board.sprites = []
        self.board.release()
        for label in self.labels.values():
            label.setText("")

    # -- deal ------------------------------------------------------------------------------
    def _anchor(self, seat: int) -> QPointF:
        return PLACES[SEATED[self.model.rules.players][seat]]

    def _opponent_seats(self) -> list[int]:
        return [s for s in range(self.model.rules.players) if s != self.model.user_seat]

    def show_deal(self) -> None:
        self.clear()
        state = self.model.state
        for k, card in enumerate(state.stock):
            sp = CardSprite(card.rank, card.suit, SMALL, four_colour=self._four_colour())
            sp.setPos(QPointF(800 - SMALL / 2 + (k % 6) * 0.6, 200 - (k % 6)))
            sp.setZValue(1 + k % 13)
            self.scene.addItem(sp)
            self.sprites.append(sp)
        for seat in range(self.model.rules.players):
            stack = self.sprites[13 * seat : 13 * seat + 13]
            self.by_seat[seat] = stack
            delay = 120 * seat
            if seat == self.model.user_seat:
                # a full hand's slots: the last hand's left them where its emptied hand was,
                # and cards of the new one flew beside AI 1 (a new user)
                self.board.set_slots(SLOTS)
                self.board.deal_in(stack, self.model.draft, delay, BIG, False, self.refresh)
                continue
            a = self._anchor(seat)
            for j, sp in enumerate(stack):
                sp.setZValue(20 + j)
                self.animator.move(sp, QPointF(a.x() - 65 + j * 8, a.y()), 380, delay)
        self._place_names()
        for sp in self.sprites[13 * self.model.rules.players :]:
            sp.setOpacity(0.0)
        self.refresh()

    # -- live arrangement --------------------------------------------------------------------
    def refresh(self) -> None:
        m = self.model
        if m.state is None or not self.board.sprites:
            return
        you = m.user_seat
        place_centered(
            self.labels["you"],
            800,
            935,
            (
                tr("You (dealer), bankroll {bank}")
                if m.state.scoring.paid_from_dealer and m.state.dealer == you
                else tr("You, bankroll {bank}")
            ).format(bank=words.chips(m.session.bankrolls[you])),
        )
        empty = self.board.focused_empty_slot()
        for rect, item in zip(SLOTS[13:], self.outlines):
            focused = empty is not None and rect == empty
            item.setPen(
                QPen(
                    QColor(FOCUS) if focused else QColor(255, 255, 255, 70),
                    3 if focused else 2,
                    Qt.PenStyle.DashLine,
                )
            )
        if not m.can_arrange():
            if m.user_action is not None and not m.ai_ready:
                place_centered(
                    self.labels["status"],
                    800,
                    250,
                    tr("The other players are still setting their cards..."),
                )
            return
        held = sum(card is not None for card in m.draft[:13])
        self.board.set_slots(hand_slots(held) + SLOTS[13:])
        self.board.sync(m.draft)
        self._place_rows(m.row_keys(), m.fouled_rows())
        blocker = m.confirm_blocker()
        status = tr("Move your cards into the front (3), middle (5) and back (5) rows")
        if blocker is None:
            status = tr("Ready: Confirm to show your rows")
        elif m.rows_full():
            status = tr(
                "The back must be at least as strong as the middle, and the middle as the front"
            )
        place_centered(self.labels["status"], 800, 250, status)
        place_centered(  # no caption under an empty hand: every card is in a row
            self.labels["hand"],
            800,
            HAND_Y + BIG * 1.4 + 8,
            "" if m.rows_full() else tr("Your hand (sort: R by rank, S by suit)"),
        )

    def _place_rows(self, keys: dict, bad: set) -> None:
        """Each row's name and, once full, the hand it makes (marked when it fouls)."""
        for row in ROWS:
            right = SLOTS[max(ROW_SLOTS[row])].right() + 16
            title = self.labels[f"row_{row}"]  # ends a gap before the row, however long
            title.setText(text.row_name(row))
            left = SLOTS[min(ROW_SLOTS[row])].left() - 16 - title.boundingRect().width()
            title.setPos(left, ROW_Y[row] + 38)
            name = text.hand_name(keys[row]) if keys[row] is not None else ""
            if row in bad:
                name += " — " + (
                    tr("beats the back!") if row == "middle" else tr("beats the middle!")
                )
            label = self.labels[f"name_{row}"]
            label.setBrush(QColor(RED if row in bad else GOLD))
            place_in_lines(label, name, right, ROW_Y[row] + 38, NAMES_END - right)

    def game_key(self, key: int) -> bool:
        if key in (Qt.Key.Key_R, Qt.Key.Key_S):
            self.model.sort_hand("rank" if key == Qt.Key.Key_R else "suit")
            return True
        return False

    # -- reveal --------------------------------------------------------------------------------
    def _side_lines(self, seat: int) -> tuple[int, int]:
        """A whole hand at a side seat in two lines, broken between two suits where that keeps
        both lines to nine cards or fewer (a declared three flushes reads as its flushes),
        else 7 and 6."""
        hand = text.whole_hand(self.model.state.hands.get(seat, ()))
        cuts = [i for i in range(1, len(hand)) if hand[i].suit != hand[i - 1].suit]
        fits = [i for i in cuts if max(i, len(hand) - i) <= 9]
        first = min(fits, key=lambda i: abs(i - len(hand) / 2)) if fits else 7
        return first, len(hand) - first

    def _shown_rows(self, seat: int, rows: bool = True) -> tuple[list[QPointF], QPointF]:
        """Where a revealed player's 13 cards go (front, middle, back), read as rows: side by
        side above the table for the player opposite, stacked at the sides for the others; and
        where its name goes. Cards overlap by a third at most, so every index shows.

        A hand not set in rows (a special hand declared, a surrender) is shown whole, not cut
        3-5-5 where it read as rows it never had ("Three flushes" over three rows of no
        flush, found by a new user): one line opposite, two lines at the sides."""
        a, step, gap = self._anchor(seat), SHOWN * 0.62, SHOWN * 0.45
        sizes: tuple[int, ...] = (3, 5, 5)
        if not rows:
            sizes, gap = ((13,), 0.0) if a.y() < 300 else (self._side_lines(seat), 0.0)
            step = SHOWN * 0.62 if a.y() < 300 else SHOWN * 0.45
        spots = []
        if a.y() < 300:  # opposite: front | middle | back in one line
            widths = [SHOWN + (n - 1) * step for n in sizes]
            x = a.x() - (sum(widths) + 2 * gap) / 2
            for n, width in zip(sizes, widths):
                spots += [QPointF(x + j * step, a.y() - 14) for j in range(n)]
                x += width + gap
            return spots, QPointF(a.x(), a.y() - 14 + SHOWN * 1.4 + 6)
        top = a.y() - 130
        widest = max(sizes)
        for row, n in enumerate(sizes):
            left = a.x() - (SHOWN + (widest - 1) * step) / 2
            spots += [QPointF(left + j * step, top + row * (SHOWN * 1.4 + 6)) for j in range(n)]
        return spots, QPointF(a.x(), top + len(sizes) * (SHOWN * 1.4 + 6) + 2)

    def show_reveal(self) -> None:
        state = self.model.state
        self.board.release()
        results = {r.seat: r for r in state.settlement.results}
        for seat in self._opponent_seats():
            r = results[seat]
            if r.setting:
                cards = list(r.setting.front) + list(r.setting.middle) + list(r.setting.back)
            else:  # whole, by suit: a declared three flushes shows them
                cards = text.whole_hand(state.hands[seat])
            stack = self.board.match(self.by_seat[seat], cards)
            spots = self._shown_rows(seat, rows=r.setting is not None)[0]
            for j, (sp, target) in enumerate(zip(stack, spots)):
                row = (0 if j < 3 else 1 if j < 8 else 2) if r.setting else 0
                sp.setZValue(20 + j)
                self.animator.later(450 * row, lambda sp=sp: sp.set_width(SHOWN))
                self.animator.move(sp, target, 250, 450 * row)
                self.animator.later(450 * row + 150, lambda sp=sp: sp.set_look(face_up=True))
        self._place_results()
        self.refresh()

    def _place_results(self) -> None:
        """Under each revealed player its name and result; the user's result."""
        state = self.model.state
        results = {r.seat: r for r in state.settlement.results}
        for seat in self._opponent_seats():
            r = results[seat]
            _spots, name_at = self._shown_rows(seat, rows=r.setting is not None)
            what = (
                text.special_title(r.special)
                if r.special
                else (tr("surrendered") if r.kind == "surrender" else "")
            )
            info = (what + "\n" if what else "") + words.result_line(r)  # a long name apart
            room = self.scene.sceneRect()
            name = text.seat_title(seat, state)
            place_centered(self.labels[f"seat{seat}"], name_at.x(), name_at.y(), name, keep_in=room)
            place_centered(
                self.labels[f"info{seat}"], name_at.x(), name_at.y() + 24, info, keep_in=room
            )
        self.labels["hand"].setText("")  # the hand is empty once the rows are shown
        r = results[self.model.user_seat]
        result = tr("Result: {outcome}, {net}").format(
            outcome=words.result_word(r), net=words.money(r.net)
        )
        if r.setting is None:  # declared or surrendered: the cards left in rows are no rows
            for row in ROWS:
                self.labels[f"name_{row}"].setText("")
            what = text.special_title(r.special) if r.special else tr("You surrendered")
            result = tr("{what}. {result}").format(what=what, result=result)
        place_centered(self.labels["status"], 800, 250, result)
