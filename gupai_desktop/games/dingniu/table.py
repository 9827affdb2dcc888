"""The Ding Niu table: the shared turn table (table/turn_table.py) with what is Ding Niu's own,
the chain of laid tiles across the middle with a marker at each open end, and each player's
face-down pile. The AI players sit right, top and left (play passes to the right).

A click on a tile lays it where it fits; when it fits both ends, the two ends light up and a
click (or a drop) on one of them lays it there. The keys: arrows choose, Enter lays, L / R lay
on that end, D lays face down.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsObject

from ...base import words
from ...base.i18n import tr
from ...engine.dominoes import Tile
from ...table.labels import GOLD, make_label, set_size
from ...table.sprites import TileSprite
from ...table.domino_table import DominoTurnTable
from . import text
from .model import tile_of

PILE_W = 22.0  # a face-down tile, in units
CHAIN_MAX_W = 46.0  # a laid tile's short side at most, in units
MARKER = 44.0  # an end marker's side, in units


class EndMarker(QGraphicsObject):
    """An open end of the chain: shows its number; lit and clickable when the chosen tile can
    be laid there."""

    def __init__(self, table, end: str):
        super().__init__()
        self.table, self.end = table, end
        self.value = ""
        self.lit = False
        self.rect = QRectF(0, 0, MARKER, MARKER)
        self.setZValue(40)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -3, 3, 3)

    def set_side(self, side: float) -> None:
        if side != self.rect.width():
            self.prepareGeometryChange()
            self.rect = QRectF(0, 0, side, side)

    def set_state(self, value: str, lit: bool) -> None:
        if (value, lit) == (self.value, self.lit):
            return
        self.value, self.lit = value, lit
        self.setCursor(Qt.CursorShape.PointingHandCursor if lit else Qt.CursorShape.ArrowCursor)
        self.update()

    def paint(self, painter, option, widget=None) -> None:
        colour = QColor(GOLD if self.lit else "#f3efe0")
        colour.setAlpha(255 if self.lit else 150)
        painter.setPen(
            QPen(
                colour,
                3 if self.lit else 1.5,
                Qt.PenStyle.SolidLine if self.lit else Qt.PenStyle.DashLine,
            )
        )
        fill = QColor(GOLD)
        fill.setAlpha(70 if self.lit else 0)
        painter.setBrush(QBrush(fill))
        side = self.rect.width()
        painter.drawRoundedRect(self.rect, side * 0.23, side * 0.23)
        font = painter.font()
        font.setPixelSize(max(10, round(side * 0.55)))
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


class DingNiuTable(DominoTurnTable):
    own_size = (6 * PILE_W * 0.7 + PILE_W, 2 * PILE_W)
    user_own_width = 190.0

    def __init__(self, scene, view, model, animator, settings):
        self.piles: dict[int, list[TileSprite]] = {seat: [] for seat in range(4)}
        self.chain: list[TileSprite] = []
        self.choosing_end = False
        self.notice = ""  # why the last click did nothing, until the next move
        self._chain_box = (0.0, 0.0, 0.0, 0.0)
        super().__init__(scene, view, model, animator, settings)
        self.fan.draggable = True
        self.markers = {end: EndMarker(self, end) for end in ("L", "R")}
        for marker in self.markers.values():
            scene.addItem(marker)
            marker.hide()
        self.labels["pile0"] = make_label(scene, 15, False)

    # -- pieces and words ---------------------------------------------------------------------
    def lit(self, index: int) -> bool:
        hand = self.model.hand()
        return 0 <= index < len(hand) and bool(self.model.moves_for(hand[index]))

    def seat_name(self, seat: int) -> str:
        return text.seat_name(seat)

    def seat_title(self, seat: int) -> str:
        role = tr(" (leader)") if seat == self.model.state.leader else ""
        return text.seat_name(seat) + role

    def seat_lines(self, seat: int) -> list[str]:
        state, session = self.model.state, self.model.session
        lines = [tr("bankroll {bank}").format(bank=words.chips(session.bankrolls[seat]))]
        if state.face_down[seat]:
            lines.append(tr("{n} face down").format(n=len(state.face_down[seat])))
        if state.is_terminal():
            r = state.settlement.results[seat]
            lines.append(
                tr("{points} points · {place} · {net}").format(
                    points=r.points, place=text.place_name(r.place), net=words.money(r.net)
                )
            )
        return lines

    def you_line(self) -> str:
        state, session = self.model.state, self.model.session
        you = tr("You{role}, bankroll {bank}").format(
            role=tr(" (leader)") if state.leader == 0 else "",
            bank=words.chips(session.bankrolls[0]),
        )
        if state.is_terminal():
            r = state.settlement.results[0]
            you += "   " + tr("{points} points · {place} · {net}").format(
                points=r.points, place=text.place_name(r.place), net=words.money(r.net)
            )
        return you

    def move_lines(self, seat: int, action: str, state) -> list[str]:
        return [text.move_line(action, seat)]

    def deal_lines(self, state) -> list[str]:
        dice = [a for a in state.history() if a.startswith("dice:")]
        if dice:
            return [text.move_line(dice[0], state.leader)]
        return [text.led_by(state.leader)]

    def announcement(self, state) -> str:
        dice = [a for a in state.history() if a.startswith("dice:")]
        laid = [a for a in state.history() if a.split(":")[0] in ("lead", "play", "down")]
        return text.move_line(dice[0], state.leader) if dice and not laid else ""

    def end_lines(self, state) -> list[str]:
        return [self.prompt()]

    def info_rows(self) -> list[tuple[str, str, bool]]:
        state = self.model.state
        ends = state.layout.ends
        rows = [(tr("Leader"), text.seat_name(state.leader), False)]
        if ends is not None:
            rows.append((tr("Open ends"), f"{ends[0]} | {ends[1]}", False))
        return rows

    # -- the chain and the piles ----------------------------------------------------------------
    def show_own(self) -> None:
        state = self.model.state
        for a, b in state.layout.chain:
            self.chain.append(self._chain_sprite(a, b))
        for seat in range(4):
            for tile in state.face_down[seat]:
                self.piles[seat].append(self._pile_sprite(tile, seat))

    def clear_own(self) -> None:
        for sp in self.chain + [s for pile in self.piles.values() for s in pile]:
            self.scene.removeItem(sp)
        self.chain = []
        self.piles = {seat: [] for seat in range(4)}

    def _pile_sprite(self, tile: Tile, seat: int) -> TileSprite:
        face_up = seat == self.model.user_seat or self.model.state.is_terminal()
        sp = self.make_piece(tile, PILE_W * self.unit, face_up)
        self.scene.addItem(sp)
        return sp

    def _chain_sprite(self, a: int, b: int) -> TileSprite:
        """A laid tile: doubles stand across the chain (where the row has room: _chain_fit),
        others lie along it, each pip against its neighbour's."""
        tile = Tile(max(a, b), min(a, b))
        # a < b: the high pip belongs on the right, drawn so (turning the sprite round lit it
        # from below)
        sp = self.make_piece(tile, CHAIN_MAX_W * self.unit, True, lying=a != b, flipped=a < b)
        self.scene.addItem(sp)
        return sp

    def place_own(self, layout, animate: bool) -> None:
        u = layout.unit
        for marker in self.markers.values():
            marker.set_side(MARKER * u)
        set_size(self.labels["pile0"], layout.fonts.info)
        for pile in self.piles.values():
            for sp in pile:
                if abs(sp.size()[0] - PILE_W * u) > 0.01:
                    sp.set_width(PILE_W * u)
        self._layout_chain(animate)
        self._place_piles(animate)
        # The end markers (and their drop slots) follow the chain's ends to where it now lies.
        self._refresh_markers(self.model.user_to_act(), self.model.selected_tile())

    def _chain_rows(self) -> list[tuple[float, float, float, float]]:
        """Rows the chain may take, the first preferred where tiles come out as large in
        both: (centre line, left, right, height). Across the whole table below the side seats,
        where there is room; between them."""
        layout = self.layout
        u = layout.unit
        middle, centre = layout.middle, layout.centre
        sides = [p.box.bottom() for p in layout.seats.values() if p.side != "top"]
        below = max(sides, default=middle.top())
        edge = MARKER * u + 20 * u  # the end markers clear of the felt's inner line
        rows = []
        room = middle.bottom() - below - 8 * u
        if room >= MARKER * u:  # the end markers stand on the row too, as tall as that
            rows.append(
                ((below + middle.bottom()) / 2, middle.left() + edge, middle.right() - edge, room)
            )
        return rows + [(centre.center().y(), centre.left() + edge, centre.right() - edge, 1e9)]

    def _chain_fit(self, row) -> tuple[float, bool]:
        """The widest tile (short side) that lays the whole chain within the row, and whether
        its doubles lie along it. A double stands across the chain, two short sides tall, where
        that leaves the tiles as large; in a row too low for it the doubles lie along (at 1024 x
        700 a long chain below the side seats came down to tiles 15 px across mid-hand, in a
        row twice as tall as that)."""
        _, left, right, height = row
        chain = self.model.state.layout.chain
        best = (0.0, False)
        for doubles_lie in (False, True):
            standing = not doubles_lie and any(a == b for a, b in chain)
            w = min(CHAIN_MAX_W * self.unit, height / 2 if standing else height)
            while w > 8 and self._chain_width(w, doubles_lie) > right - left:
                w -= 0.5
            if w > best[0] + 1:  # standing, unless lying makes the tiles clearly larger
                best = (w, doubles_lie)
        return best

    def _chain_width(self, w: float, doubles_lie: bool = False) -> float:
        chain = self.model.state.layout.chain
        double = 2 * w if doubles_lie else w
        return sum((double if a == b else 2 * w) for a, b in chain) + 4 * max(0, len(chain) - 1)

    def _layout_chain(self, animate: bool = True) -> None:
        """In whichever row lets the tiles be largest: between the side seats a long chain at
        1024 x 700 came down to tiles 12 px wide, their pips unreadable, with the width of the
        table free below the seats."""
        if self.layout is None:
            return
        chain = self.model.state.layout.chain
        rows = self._chain_rows()
        fits = [self._chain_fit(row) for row in rows]
        w, doubles_lie = max(fits)
        y, left, right, _ = rows[fits.index((w, doubles_lie))]
        mid = (left + right) / 2
        x = mid - self._chain_width(w, doubles_lie) / 2
        for sp, (a, b) in zip(self.chain, chain):
            sp.set_lying(a != b or doubles_lie)
            if min(sp.size()) != w:  # a new width repaints the tile
                sp.set_width(w)
            width, height = sp.size()
            sp.setTransformOriginPoint(width / 2, height / 2)
            pos = QPointF(x, y - height / 2)
            self.animator.move(sp, pos, 300) if animate else sp.setPos(pos)
            x += width + 4
        self._chain_box = (mid - self._chain_width(w, doubles_lie) / 2, x - 4, w, y)

    def _place_piles(self, animate: bool = True) -> None:
        if self.layout is None:
            return
        w = PILE_W * self.unit
        for seat, pile in self.piles.items():
            own = self.layout.own if seat == self.model.user_seat else self.layout.seats[seat].own
            step = min(w * 1.15, (own.width() - w) / max(1, len(pile) - 1))
            if seat == self.model.user_seat:
                base = QPointF(own.left(), self.own_row_bottom() - 2 * w)
                self.labels["pile0"].setPos(base + QPointF(0, -self.layout.fonts.info * 1.6))
            else:
                span = max(0, len(pile) - 1) * step + w
                base = QPointF(self.layout.seats[seat].row_left(span), own.top())
            for i, sp in enumerate(pile):
                sp.setZValue(5 + i)
                pos = base + QPointF(i * step, 0)
                self.animator.move(sp, pos, 300) if animate else sp.setPos(pos)

    # -- moves ----------------------------------------------------------------------------------
    def on_moved(self, seat: int, action: str) -> None:
        kind, _, body = action.partition(":")
        tile = tile_of(action)
        start = self.origin(seat, tile)
        if kind in ("lead", "play"):
            chain = self.model.state.layout.chain
            index = 0 if body.endswith("@L") else len(chain) - 1
            sp = self._chain_sprite(*chain[index])
            sp.setPos(start)
            self.chain.insert(index, sp)
            self._layout_chain()
        else:
            sp = self._pile_sprite(tile, seat)
            sp.setPos(start)
            self.piles[seat].append(sp)
            self._place_piles()
        self.choosing_end = False
        self.notice = ""

    def reveal_own(self) -> None:
        for pile in self.piles.values():
            for sp in pile:
                sp.set_look(face_up=True)

    # -- the user's input -------------------------------------------------------------------------
    def piece_clicked(self, index: int) -> None:
        self._lay(self.model.selected_tile())

    def hand_chosen(self) -> None:
        if self.choosing_end or self.notice:
            self.choosing_end, self.notice = False, ""
            self.refresh()

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
            self.choosing_end = True  # it fits both ends: the user says which
            self.refresh()
            return
        if end is not None and end not in ends:
            return
        self.model.play_tile(tile, end if end is not None else None)

    def _why_not(self, tile: Tile) -> str:
        state = self.model.state
        if state.layout.empty:
            return tr("Leading {tile} would leave nobody else able to answer it").format(
                tile=words.tile_words(tile)
            )
        return tr("{tile} fits neither end").format(tile=words.tile_words(tile))

    def end_chosen(self, end: str) -> None:
        self._lay(self.model.selected_tile(), end)

    def piece_dropped(self, index: int, zone: str, slot: int) -> None:
        if not self.model.user_to_act():
            return
        sprite = self.fan.sprite_of(index)
        self.model.select(index)
        if zone == "end":
            self._lay(self.model.selected_tile(), "L" if slot == 0 else "R")
        elif (
            sprite is not None
            and self.layout is not None
            and sprite.center().y() < self.layout.hand.top()
        ):  # dropped on the table
            self._lay(self.model.selected_tile())

    def game_key(self, event) -> bool:
        k = event.key()
        if event.modifiers() != Qt.KeyboardModifier.NoModifier:
            return False
        m = self.model
        if k in (Qt.Key.Key_L, Qt.Key.Key_R):
            self._lay(m.selected_tile(), "L" if k == Qt.Key.Key_L else "R")
            return True
        if k == Qt.Key.Key_D and m.can_lay_face_down(m.selected_tile()):
            m.play(f"down:{m.selected_tile()}")
            return True
        return False

    # -- looks ---------------------------------------------------------------------------------
    def refresh_own(self) -> None:
        m = self.model
        mine = m.user_to_act()
        chosen = m.selected_tile()
        self._refresh_markers(mine, chosen)
        state = m.state
        self.labels["pile0"].setText(
            tr("Face down: {n} ({points} points)").format(
                n=len(state.face_down[0]), points=sum(t.pips for t in state.face_down[0])
            )
            if state.face_down[0]
            else ""
        )

    def _refresh_markers(self, mine: bool, chosen: Tile | None) -> None:
        ends = self.model.state.layout.ends
        self.scene.clear_slots("end")
        if ends is None or self.layout is None:
            for marker in self.markers.values():
                marker.hide()
            return
        left, right, _, y = self._chain_box
        side = MARKER * self.unit
        gap = 12 * self.unit
        fits = {
            a.rsplit("@", 1)[1]
            for a in (self.model.plays_for(chosen) if chosen and mine else [])
            if "@" in a
        }
        for i, (end, value) in enumerate(zip(("L", "R"), ends)):
            marker = self.markers[end]
            x = left - side - gap if end == "L" else right + gap
            marker.setPos(x, y - side / 2)
            marker.set_state(
                str(value), mine and end in fits and (self.choosing_end or len(fits) == 1)
            )
            marker.show()
            self.scene.set_slot("end", i, QRectF(x, y - side / 2, side, side))

    def prompt(self) -> str:
        m, state = self.model, self.model.state
        mine = m.user_to_act()
        if state.is_terminal():
            sz = state.suanzhang
            head = text.winner_line(state.settlement.winner)
            return head + (" · " + text.block_name(sz.block) if sz else "")
        if not mine:
            return tr("{who} to play...").format(who=text.seat_name(state.current_player()))
        if self.notice:
            return self.notice
        if state.layout.empty:
            return tr("Your lead: click any tile, or arrows and Enter")
        if not any(m.plays_for(t) for t in m.hand()):
            return tr("No tile fits: click one, or choose it and press D, to lay it face down")
        if self.choosing_end:
            return tr("It fits both ends: click the left or the right end, or press L or R")
        return tr("Your turn: lay a lit tile (click it, or arrows and Enter)")
