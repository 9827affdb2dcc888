"""The Ding Niu table: the chain of laid tiles across the middle, open at both ends; the user's
six tiles at the bottom; the three AI players right, top and left (play passes to the right),
each with the backs of its hand and its face-down pile.

A click on a tile lays it where it fits; when it fits both ends, the two ends light up and a
click (or a drop) on one of them lays it there. The keys: arrows choose, Enter lays, L / R lay
on that end, D lays face down, H hints, N deals on.
"""
from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsObject

from ...app.i18n import tr
from ...engine.dominoes import Tile
from ...table.labels import GOLD, make_block, make_label, place_block, place_centered
from ...table.sprites import TileSprite
from .. import words
from . import text
from .model import tile_of

HAND_W, BACK_W, PILE_W = 62.0, 26.0, 22.0
HAND_Y = 790.0
CHAIN_Y = 470.0
CHAIN_LEFT, CHAIN_RIGHT = 300.0, 1300.0
CHAIN_MAX_W = 46.0
ANCHORS = {1: QPointF(1440, 400), 2: QPointF(800, 70), 3: QPointF(160, 400)}
USER_PILE = QPointF(250, 830)


class EndMarker(QGraphicsObject):
    """An open end of the chain: shows its number; lit and clickable when the chosen tile can
    be laid there."""

    def __init__(self, table, end: str):
        super().__init__()
        self.table, self.end = table, end
        self.value = ""
        self.lit = False
        self.rect = QRectF(0, 0, 44, 44)
        self.setZValue(40)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -3, 3, 3)

    def set_state(self, value: str, lit: bool) -> None:
        self.value, self.lit = value, lit
        self.setCursor(Qt.CursorShape.PointingHandCursor if lit else Qt.CursorShape.ArrowCursor)
        self.update()

    def paint(self, painter, option, widget=None) -> None:
        colour = QColor(GOLD if self.lit else "#f3efe0")
        colour.setAlpha(255 if self.lit else 150)
        painter.setPen(QPen(colour, 3 if self.lit else 1.5, Qt.PenStyle.SolidLine if self.lit
                            else Qt.PenStyle.DashLine))
        fill = QColor(GOLD)
        fill.setAlpha(70 if self.lit else 0)
        painter.setBrush(QBrush(fill))
        painter.drawRoundedRect(self.rect, 10, 10)
        font = painter.font()
        font.setPixelSize(24)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(colour)
        painter.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, self.value)

    def mousePressEvent(self, event) -> None:
        if self.lit and event.button() == Qt.MouseButton.LeftButton:
            self.table.end_chosen(self.end)
            event.accept()
        else:
            event.ignore()


class DingNiuTable(QObject):
    confirm_requested = Signal()
    hint_requested = Signal()
    next_requested = Signal()

    def __init__(self, scene, view, model, animator, settings):
        super().__init__(view)
        self.scene, self.view, self.model = scene, view, model
        self.animator, self.settings = animator, settings
        self.hand: list[TileSprite] = []
        self.backs: dict[int, list[TileSprite]] = {1: [], 2: [], 3: []}
        self.piles: dict[int, list[TileSprite]] = {0: [], 1: [], 2: [], 3: []}
        self.chain: list[TileSprite] = []
        self.markers = {end: EndMarker(self, end) for end in ("L", "R")}
        for marker in self.markers.values():
            scene.addItem(marker)
            marker.hide()
        self.labels = {key: make_label(scene, size, bold) for key, size, bold in (
            ("you", 20, True), ("prompt", 24, True), ("pile0", 15, False))}
        self.labels["last"] = make_block(scene, 18, 900, False)
        for seat in (1, 2, 3):
            self.labels[f"seat{seat}"] = make_label(scene, 19, True)
            self.labels[f"info{seat}"] = make_block(scene, 15, 260)
        self.choosing_end = False
        self.notice = ""                  # why the last click did nothing, until the next move
        scene.tile_clicked.connect(self._clicked)
        scene.tile_dropped.connect(self._dropped)
        view.key_handler = self.key
        model.dealt.connect(self.show_deal)
        model.changed.connect(self.refresh)
        model.moved.connect(self._moved)
        model.revealed.connect(self.show_reveal)

    # -- building ------------------------------------------------------------------------
    def _sprite(self, tile: Tile, width: float, face_up: bool, **kw) -> TileSprite:
        sp = TileSprite(tile.hi, tile.lo, width, face_up=face_up,
                        style=self.settings.get("ui/tile_style"), name=words.tile_name(tile),
                        **kw)
        self.scene.addItem(sp)
        return sp

    def clear(self) -> None:
        self.animator.stop_all()
        for sp in self.hand + self.chain + [s for b in self.backs.values() for s in b] + \
                [s for p in self.piles.values() for s in p]:
            self.scene.removeItem(sp)
        self.hand, self.chain = [], []
        self.backs = {1: [], 2: [], 3: []}
        self.piles = {0: [], 1: [], 2: [], 3: []}
        self.scene.clear_slots()

    def show_deal(self) -> None:
        """A new hand, or one resumed part-way: everything placed from the state as it is."""
        self.clear()
        state = self.model.state
        for a, b in state.layout.chain:
            self.chain.append(self._chain_sprite(a, b))
        for seat in range(4):
            for tile in state.face_down[seat]:
                self.piles[seat].append(self._sprite(tile, PILE_W, seat == 0))
        for seat in (1, 2, 3):
            for tile in state.held[seat]:
                self.backs[seat].append(self._sprite(tile, BACK_W, False))
        self._sync_hand(animate=False)
        self._layout_chain(animate=False)
        self._place_piles(animate=False)
        self._place_backs()
        dice = [a for a in state.history() if a.startswith("dice:")]
        laid = [a for a in state.history() if a.split(":")[0] in ("lead", "play", "down")]
        place_block(self.labels["last"], 800, 600,
                    text.move_line(dice[0], state.leader) if dice and not laid else "")
        self.notice = ""
        self.refresh()

    def _chain_sprite(self, a: int, b: int) -> TileSprite:
        """A laid tile: doubles stand across the chain, others lie along it, each pip against
        its neighbour's."""
        tile = Tile(max(a, b), min(a, b))
        sp = self._sprite(tile, CHAIN_MAX_W, True, lying=a != b)
        if a < b:                                   # the high pip belongs on the right
            w, h = sp.size()
            sp.setTransformOriginPoint(w / 2, h / 2)
            sp.setRotation(180)
        return sp

    def _sync_hand(self, animate: bool = True) -> None:
        tiles = self.model.hand()
        keep: list[TileSprite] = []
        pool = list(self.hand)
        for tile in tiles:
            match = next((sp for sp in pool if (sp.hi, sp.lo) == (tile.hi, tile.lo)), None)
            if match is None:
                match = self._sprite(tile, HAND_W, True)
                match.setPos(800, HAND_Y + 200)
            else:
                pool.remove(match)
            keep.append(match)
        for sp in pool:
            self.scene.removeItem(sp)
        self.hand = keep
        width = len(keep) * (HAND_W + 12) - 12
        for i, sp in enumerate(keep):
            sp.clickable = sp.draggable = True
            sp.rest_z = 20
            pos = QPointF(800 - width / 2 + i * (HAND_W + 12), HAND_Y)
            self.animator.move(sp, pos, 200) if animate else sp.setPos(pos)

    def _chain_width(self, w: float) -> float:
        chain = self.model.state.layout.chain
        return sum((w if a == b else 2 * w) for a, b in chain) + 4 * max(0, len(chain) - 1)

    def _layout_chain(self, animate: bool = True) -> None:
        chain = self.model.state.layout.chain
        room = CHAIN_RIGHT - CHAIN_LEFT
        w = CHAIN_MAX_W
        while w > 18 and self._chain_width(w) > room:
            w -= 1
        x = 800 - self._chain_width(w) / 2
        for sp, (a, b) in zip(self.chain, chain):
            if sp.size()[1 if a != b else 0] != w:       # a new width repaints the tile
                sp.set_width(w)
            width, height = sp.size()
            sp.setTransformOriginPoint(width / 2, height / 2)
            pos = QPointF(x, CHAIN_Y - height / 2)
            self.animator.move(sp, pos, 300) if animate else sp.setPos(pos)
            x += width + 4
        self._chain_box = (800 - self._chain_width(w) / 2, x - 4, w)

    def _place_piles(self, animate: bool = True) -> None:
        for seat, pile in self.piles.items():
            base = USER_PILE if seat == 0 else ANCHORS[seat] + QPointF(-60, 160)
            for i, sp in enumerate(pile):
                pos = base + QPointF(i * (PILE_W * 0.55), 0)
                sp.setZValue(5 + i)
                self.animator.move(sp, pos, 300) if animate else sp.setPos(pos)

    def _place_backs(self) -> None:
        for seat, backs in self.backs.items():
            anchor = ANCHORS[seat]
            width = len(backs) * (BACK_W + 4)
            for i, sp in enumerate(backs):
                self.animator.move(sp, QPointF(anchor.x() - width / 2 + i * (BACK_W + 4),
                                               anchor.y()), 200)

    # -- moves --------------------------------------------------------------------------
    def _origin(self, seat: int, tile: Tile) -> QPointF:
        if seat == 0:
            sp = next((s for s in self.hand if (s.hi, s.lo) == (tile.hi, tile.lo)), None)
            return sp.pos() if sp else QPointF(800, HAND_Y)
        return ANCHORS[seat]

    def _moved(self, seat: int, action: str) -> None:
        kind, _, body = action.partition(":")
        tile = tile_of(action)
        start = self._origin(seat, tile)
        if seat != 0 and self.backs[seat]:
            self.scene.removeItem(self.backs[seat].pop())
            self._place_backs()
        if kind in ("lead", "play"):
            chain = self.model.state.layout.chain
            index = 0 if body.endswith("@L") else len(chain) - 1
            sp = self._chain_sprite(*chain[index])
            sp.setPos(start)
            self.chain.insert(index, sp)
            self._layout_chain()
        else:
            sp = self._sprite(tile, PILE_W, seat == 0)
            sp.setPos(start)
            self.piles[seat].append(sp)
            self._place_piles()
        self._sync_hand()
        self.choosing_end = False
        self.notice = ""
        place_block(self.labels["last"], 800, 600, text.move_line(action, seat))

    def show_reveal(self) -> None:
        """The hand is over: every hand and face-down tile turns up."""
        state = self.model.state
        for seat in (1, 2, 3):
            for sp, tile in zip(self.backs[seat], state.held[seat]):
                sp.set_look(face_up=True, hi=tile.hi, lo=tile.lo, name=words.tile_name(tile))
        for seat in range(4):
            for sp in self.piles[seat]:
                sp.set_look(face_up=True)
        self.refresh()

    # -- the user's input ------------------------------------------------------------------
    def _clicked(self, sprite) -> None:
        if sprite not in self.hand or not self.model.user_to_act():
            return
        self.model.select(self.hand.index(sprite))
        self._lay(self.model.selected_tile())

    def _lay(self, tile: Tile | None, end: str | None = None) -> None:
        if tile is None:
            return
        if not self.model.moves_for(tile):
            self.notice = self._why_not(tile)
            self.refresh()
            return
        plays = self.model.plays_for(tile)
        ends = {a.rsplit("@", 1)[1] for a in plays if "@" in a}
        if end is None and len(ends) == 2 and len(set(self.model.state.layout.ends)) == 2:
            self.choosing_end = True          # it fits both ends: the user says which
            self.refresh()
            return
        if end is not None and end not in ends:
            return
        self.model.play_tile(tile, end if end is not None else None)

    def _why_not(self, tile: Tile) -> str:
        state = self.model.state
        if state.layout.empty:
            return tr("Leading {tile} would leave nobody else able to answer it").format(
                tile=tile)
        return tr("{tile} fits neither end").format(tile=tile)

    def end_chosen(self, end: str) -> None:
        self._lay(self.model.selected_tile(), end)

    def _dropped(self, sprite, zone: str, index: int) -> None:
        if sprite in self.hand and self.model.user_to_act():
            self.model.select(self.hand.index(sprite))
            if zone == "end":
                self._lay(self.model.selected_tile(), "L" if index == 0 else "R")
            elif sprite.center().y() < HAND_Y - 60:          # dropped on the table
                self._lay(self.model.selected_tile())
        self._sync_hand()

    def key(self, event) -> bool:
        k = event.key()
        plain = event.modifiers() == Qt.KeyboardModifier.NoModifier
        if k == Qt.Key.Key_N and plain:
            self.next_requested.emit()
            return True
        if not self.model.user_to_act():
            return False
        m = self.model
        if k in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = -1 if k == Qt.Key.Key_Left else 1
            m.select((m.selected + step) % max(1, len(m.hand())))
            self.choosing_end = False
            self.notice = ""
            self.refresh()
            return True
        if k in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.confirm_requested.emit()
            return True
        if k in (Qt.Key.Key_L, Qt.Key.Key_R) and plain:
            self._lay(m.selected_tile(), "L" if k == Qt.Key.Key_L else "R")
            return True
        if k == Qt.Key.Key_D and plain and m.can_lay_face_down(m.selected_tile()):
            m.play(f"down:{m.selected_tile()}")
            return True
        if k == Qt.Key.Key_H and plain:
            self.hint_requested.emit()
            return True
        return False

    # -- looks -----------------------------------------------------------------------------
    def restyle(self) -> None:
        corners = self.settings.get("ui/index_corners")
        style = self.settings.get("ui/tile_style")
        for sp in self.hand + self.chain + [s for b in self.backs.values() for s in b] + \
                [s for p in self.piles.values() for s in p]:
            sp.set_look(style=style, name=words.tile_name(Tile(sp.hi, sp.lo)),
                        index_corner=corners and sp in self.hand)
        self.refresh()

    def refresh(self) -> None:
        m = self.model
        state = m.state
        if state is None or not state.dealt:
            return
        mine = m.user_to_act()
        chosen = m.selected_tile()
        corners = self.settings.get("ui/index_corners")
        for i, sp in enumerate(self.hand):
            tile = Tile(sp.hi, sp.lo)
            playable = mine and bool(m.plays_for(tile))
            sp.set_look(focused=mine and i == m.selected, index_corner=corners,
                        highlight=QColor(GOLD) if playable and i != m.selected else None)
            sp.draggable = sp.clickable = mine
        self._refresh_markers(mine, chosen)
        self._refresh_labels(mine, chosen)

    def _refresh_markers(self, mine: bool, chosen: Tile | None) -> None:
        ends = self.model.state.layout.ends
        self.scene.clear_slots("end")
        if ends is None:
            for marker in self.markers.values():
                marker.hide()
            return
        left, right, w = self._chain_box
        fits = {a.rsplit("@", 1)[1] for a in (self.model.plays_for(chosen) if chosen and mine
                                              else []) if "@" in a}
        for i, (end, value) in enumerate(zip(("L", "R"), ends)):
            marker = self.markers[end]
            x = left - 56 if end == "L" else right + 12
            marker.setPos(x, CHAIN_Y - 22)
            marker.set_state(str(value), mine and end in fits and
                             (self.choosing_end or len(fits) == 1))
            marker.show()
            self.scene.set_slot("end", i, QRectF(x, CHAIN_Y - 22, 44, 44))

    def _refresh_labels(self, mine: bool, chosen: Tile | None) -> None:
        m, state = self.model, self.model.state
        session = m.session
        over = state.is_terminal()
        for seat in (1, 2, 3):
            anchor = ANCHORS[seat]
            lead = tr(" (leader)") if seat == state.leader else ""
            place_centered(self.labels[f"seat{seat}"], anchor.x(), anchor.y() + 60,
                           text.seat_name(seat) + lead)
            lines = [tr("bankroll {bank}").format(bank=f"{session.bankrolls[seat]:g}")]
            if state.face_down[seat]:
                lines.append(tr("{n} face down").format(n=len(state.face_down[seat])))
            if over:
                r = state.settlement.results[seat]
                lines.append(tr("{points} points · {place} · {net}").format(
                    points=r.points, place=text.place_name(r.place), net=words.money(r.net)))
            place_block(self.labels[f"info{seat}"], anchor.x(), anchor.y() + 86,
                        "\n".join(lines))
        you = tr("You{role}, bankroll {bank}").format(
            role=tr(" (leader)") if state.leader == 0 else "",
            bank=f"{session.bankrolls[0]:g}")
        if over:
            r = state.settlement.results[0]
            you += "   " + tr("{points} points · {place} · {net}").format(
                points=r.points, place=text.place_name(r.place), net=words.money(r.net))
        place_centered(self.labels["you"], 800, 935, you)
        self.labels["pile0"].setText(tr("Face down: {n} ({points} points)").format(
            n=len(state.face_down[0]), points=sum(t.pips for t in state.face_down[0]))
            if state.face_down[0] else "")
        self.labels["pile0"].setPos(USER_PILE + QPointF(0, -24))
        place_centered(self.labels["prompt"], 800, 640, self.prompt(mine, chosen))

    def prompt(self, mine: bool, chosen: Tile | None) -> str:
        m, state = self.model, self.model.state
        if state.is_terminal():
            sz = state.suanzhang
            head = text.winner_line(state.settlement.winner)
            return head + (" · " + text.block_name(sz.block) if sz else "")
        if not mine:
            return tr("{who} to play...").format(who=text.seat_name(state.current_player()))
        if self.notice:
            return self.notice
        if state.layout.empty:
            return tr("Your lead: click any tile")
        if not any(m.plays_for(t) for t in m.hand()):
            return tr("No tile fits: click one to lay it face down")
        if self.choosing_end:
            return tr("It fits both ends: click the left or the right end")
        return tr("Your turn: click a lit tile to lay it")
