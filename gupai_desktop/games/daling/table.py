"""The Da Ling table: the two table tiles and the target at the top, the other players around,
and the user's 1-, 2- and 3-tile groups at the bottom, each telling live whether it matches."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from ...base.i18n import tr
from ...engine.dominoes import Tile
from ...table.labels import (
    SMALL_TEXT,
    clear_label,
    make_block,
    make_label,
    place_block,
    place_centered,
)
from ...table.look import look_of
from ...table.sprites import TileSprite
from ...base import words
from ..arrangement.table import ArrangementTable
from . import text
from .model import GROUP_SLOTS

SMALL, BIG, TABLE_W = 34.0, 80.0, 58.0
GAP = 116.0  # between two groups: room for each group's lines ("Gee Joon 4-2 counts 6" under two tiles)
PILE = QPointF(800 - SMALL / 2, 420)
UNUSED = QPointF(1230, 60)  # tiles nobody is dealt, face down out of the way
# The other seats in playing order round the table to the user's right, as Chinese games go
# (counter-clockwise) and as the turn games seat them: AI 1 had sat on the left here and on the
# right there (a new user).
OPPONENTS = {
    1: [QPointF(800, 300)],
    2: [QPointF(1350, 420), QPointF(250, 420)],
    3: [QPointF(1350, 420), QPointF(800, 300), QPointF(250, 420)],
    4: [QPointF(1350, 470), QPointF(1080, 292), QPointF(520, 292), QPointF(250, 470)],
}


def _user_slots() -> list[QRectF]:
    width = 6 * (BIG + 8) + 2 * GAP
    x, rects = 800 - width / 2, []
    for k, slots in enumerate(GROUP_SLOTS):
        for _ in slots:
            rects.append(QRectF(x, 690, BIG, 2 * BIG))
            x += BIG + 8
        x += GAP
    return rects


USER_SLOTS = _user_slots()
# A group's lines start under its tiles (the text block's own margin takes the gap) and three
# of them end above the "You, bankroll" line at 935 (a Gee Joon's line made three, whose last
# touched it in Chinese at 1024 x 700: a new user).
VALUE_Y = 846.0
YOU_Y = 935.0


def _group_centre(slots: list[QRectF], k: int) -> float:
    rects = [slots[i] for i in GROUP_SLOTS[k]]
    return (rects[0].left() + rects[-1].right()) / 2


class DaLingTable(ArrangementTable):
    def __init__(self, scene, view, model, animator, settings):
        self.sprites: list[TileSprite] = []
        self.by_seat: dict[int, list[TileSprite]] = {}
        self.table_sprites: list[TileSprite] = []
        super().__init__(scene, view, model, animator, settings, lambda t: (t.hi, t.lo), USER_SLOTS)
        self.labels = {
            key: make_label(scene, size, bold)
            for key, size, bold in (
                ("target", 30, True),
                ("table", SMALL_TEXT, False),
                ("status", 24, True),
                ("you", SMALL_TEXT, True),
                ("house", SMALL_TEXT, True),
            )
        }
        for k in range(3):
            self.labels[f"title{k}"] = make_label(scene, SMALL_TEXT)
            # A group's lines keep within its column, half the gap to either side: centred in
            # 3 tiles' width, the 1-tile group's "= 2, matches" ran into the 2-tile group's.
            span = USER_SLOTS[GROUP_SLOTS[k][-1]].right() - USER_SLOTS[GROUP_SLOTS[k][0]].left()
            self.labels[f"value{k}"] = make_block(scene, SMALL_TEXT, span + GAP, True)
        for seat in range(1, 5):
            self.labels[f"seat{seat}"] = make_label(scene, SMALL_TEXT, True)
            self.labels[f"info{seat}"] = make_block(scene, SMALL_TEXT, 350)

    def _look(self) -> dict:
        return dict(style=look_of(self.settings).tiles)

    def restyle(self) -> None:
        look = look_of(self.settings)
        for sp in self.sprites:
            sp.set_look(
                style=look.tiles,
                name=words.tile_name(Tile(sp.hi, sp.lo)),
                index_corner=look.index_corners and sp in self.board.sprites,
            )
        if self.model.state is not None and self.model.state.table:
            self._place_static()  # a new language: the target and seat names too
        self.refresh()

    def clear(self) -> None:
        self.animator.stop_all()
        for sp in self.sprites:
            self.scene.removeItem(sp)
        self.sprites, self.by_seat, self.table_sprites = [], {}, []
        self.board.sprites = []
        self.board.release()
        for label in self.labels.values():
            clear_label(label)

    # -- deal ------------------------------------------------------------------------------
    def _opponent_origin(self, seat: int) -> QPointF:
        anchor = OPPONENTS[self.model.rules.players - 1][seat - 1]
        width = 6 * (SMALL + 4) + 2 * 14
        return QPointF(anchor.x() - width / 2, anchor.y() - SMALL)

    def _opponent_x(self, j: int) -> float:
        return j * (SMALL + 4) + (14 if j >= 1 else 0) + (14 if j >= 3 else 0)

    def show_deal(self) -> None:
        self.clear()
        state, look = self.model.state, self._look()
        order = list(state.stock)
        for i, tile in enumerate(order):
            sp = TileSprite(tile.hi, tile.lo, SMALL, name=words.tile_name(tile), **look)
            sp.setPos(PILE + QPointF((i % 8) * 0.8, -(i % 8) * 1.5))
            sp.setZValue(1 + i % 8)
            self.scene.addItem(sp)
            self.sprites.append(sp)
        self.table_sprites = self.sprites[:2]
        for j, sp in enumerate(self.table_sprites):
            sp.set_width(TABLE_W)
            self.animator.move(sp, QPointF(800 - TABLE_W - 6 + j * (TABLE_W + 12), 40), 380, 80 * j)
            self.animator.later(80 * j + 380, lambda sp=sp: sp.set_look(face_up=True))
        rest = self.sprites[2:]
        players = self.model.rules.players
        for seat in range(players):
            stack = rest[6 * seat : 6 * seat + 6]
            self.by_seat[seat] = stack
            delay = 300 + 140 * seat
            if seat == self.model.user_seat:
                self.board.deal_in(
                    stack,
                    self.model.draft,
                    delay,
                    BIG,
                    look_of(self.settings).index_corners,
                    self.refresh,
                )
                continue
            origin = self._opponent_origin(seat)
            for j, sp in enumerate(stack):
                self.animator.move(sp, origin + QPointF(self._opponent_x(j), 0), 380, delay)
        for j, sp in enumerate(rest[6 * players :]):
            self.animator.move(sp, UNUSED + QPointF(j * 2.0, -j * 3.0), 380, 300)
            self.animator.later(680, lambda sp=sp: sp.setOpacity(0.35))
        self._place_static()
        self.refresh()

    def _place_static(self) -> None:
        state = self.model.state
        a, b = state.table
        place_centered(
            self.labels["target"],
            800,
            172,
            tr("Target {target} · {colour}").format(
                target=state.target, colour=text.colour_name(state.colour)
            ),
        )
        place_centered(
            self.labels["table"],
            800,
            212,
            tr(
                "{a} + {b} = {total} → {target}; red pips: {red} (4 or more make a red game)"
            ).format(
                a=a, b=b, total=a.pips + b.pips, target=state.target, red=a.red_pips + b.red_pips
            ),
        )
        place_centered(  # the house banker, which plays no tiles, was nowhere on the table
            self.labels["house"],
            380,
            60,
            tr("House (banker): deals, plays no tiles") if self.model.rules.banker else "",
        )
        for seat in range(1, self.model.rules.players):
            origin = self._opponent_origin(seat)
            width = 6 * (SMALL + 4) + 2 * 14
            place_centered(
                self.labels[f"seat{seat}"],
                origin.x() + width / 2,
                origin.y() + 2 * SMALL + 8,
                text.seat_name(seat),
            )

    # -- live arrangement --------------------------------------------------------------------
    def refresh(self) -> None:
        m = self.model
        if m.state is None or not self.board.sprites:
            return
        you = m.user_seat
        place_centered(
            self.labels["you"],
            800,
            YOU_Y,
            tr("You, bankroll {bank}").format(bank=words.chips(m.session.bankrolls[you])),
        )
        if m.can_arrange():
            self.board.sync(m.draft)
        if not all(sp.face_up for sp in self.board.sprites):
            return
        stakes = m.rules.stake_amounts
        titles = (
            tr("1 tile · stake {stake}"),
            tr("2 tiles · stake {stake}"),
            tr("3 tiles · stake {stake}"),
        )
        for k, group in enumerate(m.groups()):
            x = _group_centre(USER_SLOTS, k)
            place_centered(
                self.labels[f"title{k}"], x, 662, titles[k].format(stake=f"{stakes[k]:g}")
            )
            place_block(  # three lines end clear of "You, bankroll" (they touched it)
                self.labels[f"value{k}"],
                x,
                VALUE_Y,
                text.group_line(group, m.state.target, m.state.colour),
            )
        if m.state.is_terminal():
            self._place_results()
            return
        status = tr("Split your tiles into groups of 1, 2 and 3, then Confirm")
        if m.user_action is not None and not m.ai_ready:
            status = tr("The other players are still grouping their tiles...")
        place_centered(self.labels["status"], 800, 590, status)

    # -- reveal --------------------------------------------------------------------------------
    def show_reveal(self) -> None:
        state = self.model.state
        self.board.release()
        for step, seat in enumerate(range(1, self.model.rules.players)):
            grouping = state.groupings[seat]
            stack = self.board.match(self.by_seat[seat], list(grouping.tiles()))
            origin = self._opponent_origin(seat)
            for j, sp in enumerate(stack):
                self.animator.move(sp, origin + QPointF(self._opponent_x(j), 0), 250, 200 * step)
                self.animator.later(200 * step + 120, lambda sp=sp: sp.set_look(face_up=True))
        self.refresh()

    def _place_results(self) -> None:
        """Each player's verdict under their groups, and yours in the status line."""
        results = {r.seat: r for r in self.model.state.settlement.results}
        for seat in range(1, self.model.rules.players):
            info = "\n".join(text.verdict_lines(results[seat]))
            origin = self._opponent_origin(seat)
            width = 6 * (SMALL + 4) + 2 * 14
            place_block(
                self.labels[f"info{seat}"],
                origin.x() + width / 2,
                origin.y() + 2 * SMALL + 34,
                info,
            )
        r = results[self.model.user_seat]
        place_centered(
            self.labels["status"],
            800,
            590,
            tr("Result: {outcome}, {net}").format(
                outcome=words.result_word(r), net=words.money(r.net)
            ),
        )
