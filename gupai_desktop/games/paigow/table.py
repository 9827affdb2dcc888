"""The Pai Gow table: lays the model out on the scene and turns pointer and keys into intents.

Positions 0-7 sit counter-clockwise around the felt, the house at the top and the user at the
bottom. The woodpile (8 stacks of 4) stands in the middle; the dice send the first stack to a
position, and each stack slides to its place.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem

from ...base.i18n import tr
from ...engine.dominoes import Tile
from ...engine.paigow.rules import USER
from ...table.labels import (
    SMALL_TEXT,
    clear_label,
    make_block,
    make_label,
    place_block,
    place_centered,
)
from ...table.look import look_of
from ...table.sprites import DieSprite, TileSprite
from . import text
from ...base import words
from ..arrangement.table import ArrangementTable

ANCHORS = {
    0: QPointF(800, 130),
    1: QPointF(330, 160),
    2: QPointF(190, 430),
    3: QPointF(230, 690),
    4: QPointF(800, 780),
    5: QPointF(1370, 690),
    6: QPointF(1410, 430),
    7: QPointF(1270, 160),
}
SMALL, BIG = 46.0, 88.0
USER_SLOTS = [
    QRectF(800 - 2 * (BIG + 8) - 34 + i * (BIG + 8) + (68 if i > 1 else 0), 672, BIG, BIG * 2)
    for i in range(4)
]
WOOD = QPointF(800 - 4 * 56, 320)
DICE_PAUSE = 600  # ms the woodpile and the dice stay in view before the stacks go out


class PaiGowTable(ArrangementTable):
    def __init__(self, scene, view, model, animator, settings):
        self.sprites: list[TileSprite] = []  # woodpile order
        self.by_seat: dict[int, list[TileSprite]] = {}
        self.dice: list[DieSprite] = []
        self.labels: dict[str, QGraphicsSimpleTextItem | QGraphicsTextItem] = {}  # lines, blocks
        super().__init__(scene, view, model, animator, settings, lambda t: (t.hi, t.lo), USER_SLOTS)
        self._build_static()

    # -- static furniture ------------------------------------------------------------
    def _build_static(self) -> None:
        for key, size, bold in (
            ("low", 22, True),
            ("high", 22, True),
            ("low_title", SMALL_TEXT, False),
            ("high_title", SMALL_TEXT, False),
            ("dice", SMALL_TEXT, False),
            ("status", 24, True),
        ):
            self.labels[key] = make_label(self.scene, size, bold)
        for pos in range(8):
            self.labels[f"seat{pos}"] = make_label(self.scene, SMALL_TEXT, True)
            # a few lines (each hand, the result), each centred under the seat's name
            self.labels[f"info{pos}"] = make_block(self.scene, SMALL_TEXT, 300)

    def _style(self) -> dict:
        look = look_of(self.settings)
        return dict(style=look.tiles, index_corner=look.index_corners)

    def restyle(self) -> None:
        look = self._style()
        for sp in self.sprites:
            sp.set_look(
                style=look["style"],
                name=words.tile_name(Tile(sp.hi, sp.lo)),
                index_corner=look["index_corner"] and sp in self.board.sprites,
            )
        state = self.model.state
        if state is not None and self.dice:  # a new language: what the deal and reveal said
            self._place_dice_words()
            self._place_seat_labels()
            if state.is_terminal():
                setting = state.settings[USER]
                self._place_hand_words(setting.low_value, setting.high_value)
                self._place_results()
        self.refresh()

    def clear(self) -> None:
        self.animator.stop_all()
        for sp in self.sprites + self.dice:
            self.scene.removeItem(sp)
        self.sprites, self.dice, self.by_seat = [], [], {}
        self.board.sprites = []
        self.board.release()
        for label in self.labels.values():
            clear_label(label)

    # -- deal ------------------------------------------------------------------------
    def _seat_origin(self, seat: int) -> QPointF:
        a = ANCHORS[self.model.rules.positions[seat]]
        return QPointF(a.x() - 2 * (SMALL + 4) - 8, a.y() - SMALL)

    def show_deal(self) -> None:
        self.clear()
        state, look = self.model.state, self._style()
        for k in range(8):
            for j, tile in enumerate(state.woodpile[4 * k : 4 * k + 4]):
                sp = TileSprite(
                    tile.hi, tile.lo, SMALL, name=words.tile_name(tile), style=look["style"]
                )
                sp.setPos(WOOD + QPointF(k * 56 + j * 3, -j * 6))
                sp.setZValue(1 + j)
                self.scene.addItem(sp)
                self.sprites.append(sp)
        for i, value in enumerate(state.dice):
            die = DieSprite(value, 40)
            die.setPos(QPointF(800 - 70 + i * 50, 455))
            self.scene.addItem(die)
            self.dice.append(die)
        owner = {p: s for s, p in enumerate(self.model.rules.positions)}
        self._place_dice_words()
        self._place_seat_labels()
        for k in range(8):
            position = state.stack_receiver(k)
            seat = owner.get(position)
            stack = self.sprites[4 * k : 4 * k + 4]
            if seat is None:
                a = ANCHORS[position]
                for j, sp in enumerate(stack):
                    self.animator.later(
                        DICE_PAUSE + 120 * k + 380, lambda sp=sp: sp.setOpacity(0.35)
                    )
                    self.animator.move(
                        sp,
                        QPointF(a.x() - SMALL / 2 + j * 3, a.y() - SMALL - j * 4),
                        380,
                        DICE_PAUSE + 120 * k,
                    )
                continue
            self.by_seat[seat] = stack
            if seat == USER:
                self.board.deal_in(
                    stack,
                    self.model.draft,
                    DICE_PAUSE + 120 * k,
                    BIG,
                    self._style()["index_corner"],
                    self.refresh,
                )
            else:
                origin = self._seat_origin(seat)
                for j, sp in enumerate(stack):
                    self.animator.move(
                        sp,
                        origin + QPointF(j * (SMALL + 4) + (16 if j > 1 else 0), 0),
                        380,
                        DICE_PAUSE + 120 * k,
                    )
        self.refresh()

    def _place_dice_words(self) -> None:
        state = self.model.state
        receiver = state.stack_receiver(0)
        owner = {p: s for s, p in enumerate(self.model.rules.positions)}
        who = (
            words.in_sentence(text.seat_name(owner[receiver]))
            if receiver in owner
            else tr("an empty place")
        )
        place_centered(
            self.labels["dice"],
            800,
            505,
            tr("Dice {a} + {b} + {c} = {total}: the first stack goes to {who}").format(
                a=state.dice[0], b=state.dice[1], c=state.dice[2], total=sum(state.dice), who=who
            ),
        )

    def _place_seat_labels(self) -> None:
        rules, state = self.model.rules, self.model.state
        for seat, position in enumerate(rules.positions):
            a = ANCHORS[position]
            role = tr(" (banker)") if seat == state.banker else ""
            y = a.y() + SMALL + 12 if seat != USER else 930
            if seat == USER:
                continue
            place_centered(self.labels[f"seat{position}"], a.x(), y, text.seat_name(seat) + role)
        self._update_user_title()

    def _update_user_title(self) -> None:
        m = self.model
        role = tr(" (banker)") if m.state.banker == USER else ""
        bank = m.session.bankrolls[USER]
        place_centered(
            self.labels["seat4"],
            800,
            905,
            tr("You{role}, bankroll {bank}").format(role=role, bank=words.chips(bank)),
        )

    # -- live arrangement -------------------------------------------------------------
    def refresh(self) -> None:
        m = self.model
        if m.state is None or not self.board.sprites:
            return
        if m.can_arrange():
            self.board.sync(m.draft)
            if not all(sp.face_up for sp in self.board.sprites):
                return
            self._place_hand_words(*m.values())
            place_centered(self.labels["status"], 800, 580, tr("Set your tiles, then Confirm"))
        elif m.user_action is not None and not m.ai_ready:
            place_centered(
                self.labels["status"],
                800,
                580,
                tr("The other players are still setting their tiles..."),
            )
        self._update_user_title()

    def _place_hand_words(self, left, right) -> None:
        """Each pair's title and value where the user put it: the better pair is the high
        hand wherever it lies, so the titles follow the tiles rather than the tiles jumping
        to the titles."""
        titles = (
            (tr("High hand"), tr("Low hand"))
            if left.key > right.key
            else (tr("Low hand"), tr("High hand"))
        )
        place_centered(self.labels["low_title"], USER_SLOTS[0].right() + 4, 642, titles[0])
        place_centered(self.labels["high_title"], USER_SLOTS[2].right() + 4, 642, titles[1])
        place_centered(self.labels["low"], USER_SLOTS[0].right() + 4, 856, text.describe(left))
        place_centered(self.labels["high"], USER_SLOTS[2].right() + 4, 856, text.describe(right))

    def game_key(self, key: int) -> bool:
        """1, 2, 3 lay out one of the (up to three) settings of the four tiles."""
        if key in (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3):
            options = self.model.settings()
            n = key - Qt.Key.Key_1
            if n < len(options):
                self.board.selected = None
                self.model.apply_setting(options[n])
            return True
        return False

    # -- reveal --------------------------------------------------------------------------
    def show_reveal(self) -> None:
        state = self.model.state
        self.board.release()
        self.labels["status"].setText("")
        for step, seat in enumerate(sorted(self.by_seat, key=lambda s: s == state.banker)):
            setting = state.settings[seat]
            if seat == USER:
                continue
            stack = self.board.match(self.by_seat[seat], list(setting.low) + list(setting.high))
            origin = self._seat_origin(seat)
            for j, sp in enumerate(stack):
                self.animator.move(
                    sp, origin + QPointF(j * (SMALL + 4) + (16 if j > 1 else 0), 0), 250, 200 * step
                )
                self.animator.later(200 * step + 120, lambda sp=sp: sp.set_look(face_up=True))
        self._place_results()

    def _place_results(self) -> None:
        """Each other seat's two hands and result, and the user's result."""
        state, rules = self.model.state, self.model.rules
        results = {r.seat: r for r in state.settlement.results}
        for seat in self.by_seat:
            if seat == USER:
                continue
            setting = state.settings[seat]
            a = ANCHORS[rules.positions[seat]]
            r = results[seat]
            info = "\n".join(
                (
                    text.describe(setting.low_value),
                    text.describe(setting.high_value),
                    words.result_line(r),
                )
            )
            place_block(
                self.labels[f"info{rules.positions[seat]}"], a.x(), a.y() + SMALL + 30, info
            )
        r = results[USER]
        place_centered(
            self.labels["status"],
            800,
            580,
            tr("Result: {outcome}, {net}").format(
                outcome=words.result_word(r), net=words.money(r.net)
            ),
        )
        self._update_user_title()
