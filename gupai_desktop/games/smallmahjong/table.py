"""The Small Mahjong table: the shared turn table (table/turn_table.py) with what is Small
Mahjong's own, the discards in the middle (the one on offer lit) beside the wall, and each
player's combination laid face up. The AI players sit around (right, top, left; right and left
with three players).

With six tiles, a click discards a tile (arrows choose, Enter discards, W declares a win). When
a discard is offered to the user, the page's Win / Take / Pass buttons (and W, T, P) answer.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QColor

from ...base import words
from ...base.i18n import tr
from ...engine.dominoes import Tile, parse_tile
from ...table.labels import GOLD, make_label, place_centered, set_size
from ...table.sprites import TileSprite
from ...table.domino_table import DominoTurnTable
from . import text

SHOWN_W, DISCARD_W = 34.0, 30.0  # a face-up combination's tiles, a discard; in units
WALL_SHOWN = 6  # backs drawn for the wall, however long it is


class SmallMahjongTable(DominoTurnTable):
    win_requested = Signal()
    take_requested = Signal()
    pass_requested = Signal()

    own_size = (3 * (SHOWN_W + 4), 2 * SHOWN_W)
    user_own_width = 3 * (SHOWN_W + 4)

    def __init__(self, scene, view, model, animator, settings):
        self.own: list[TileSprite] = []  # discards, the wall and face-up combinations
        self.discards: list[TileSprite] = []
        self.wall: list[TileSprite] = []
        self.shown: dict[int, list[TileSprite]] = {}
        super().__init__(scene, view, model, animator, settings)
        self.labels["wall"] = make_label(scene, 17, True)

    # -- pieces and words ---------------------------------------------------------------------
    def hand_active(self) -> bool:
        return self.model.user_to_act() and not self.model.deciding_on_discard()

    def hidden(self, seat: int) -> list:
        return sorted(self.model.state.held[seat], reverse=True)

    def seat_name(self, seat: int) -> str:
        return text.seat_name(seat)

    def seat_title(self, seat: int) -> str:
        role = tr(" (starts)") if seat == self.model.state.leader else ""
        return text.seat_name(seat) + role

    def seat_lines(self, seat: int) -> list[str]:
        state, session = self.model.state, self.model.session
        lines = [tr("bankroll {bank}").format(bank=words.chips(session.bankrolls[seat]))]
        if state.is_terminal():
            lines.append(words.money(state.settlement.results[seat].net))
        return lines

    def you_line(self) -> str:
        state, session = self.model.state, self.model.session
        you = tr("You{role}, bankroll {bank}").format(
            role=tr(" (starts)") if state.leader == 0 else "",
            bank=words.chips(session.bankrolls[0]),
        )
        if state.is_terminal():
            you += "   " + words.money(state.settlement.results[0].net)
        return you

    def stale_bubbles(self, seat: int, action: str, earlier: list, state) -> tuple[int, ...]:
        """A take, or a win on a discard, empties the bubble of the seat whose discard it took
        (the tile is in the taker's combination or the winner's hand now)."""
        on_discard = action == "win" and state.settlement.by == "discard"
        if not (action.startswith("take:") or on_discard):
            return ()
        return next(((s,) for s, a in reversed(earlier) if a.startswith("discard:")), ())

    def move_lines(self, seat: int, action: str, state) -> list[str]:
        """The move, then who drew from the wall because of it (nobody took the discard)."""
        taken = (
            self._taken_tile(state, seat, action)
            if action.startswith("take:")
            else self._won_discard(state)
            if action == "win"
            else None
        )
        drew = text.drawn_after(state, action)
        return [text.move_line(action, seat, taken)] + ([drew] if drew else [])

    def deal_lines(self, state) -> list[str]:
        dice = [a for a in state.history() if a.startswith("dice:")]
        lines = (
            [text.move_line(dice[0], state.leader)]
            if dice
            else [tr("First to play: {who}").format(who=text.seat_name(state.leader))]
        )
        return lines + [text.draw_line(state.leader)]

    def announcement(self, state) -> str:
        dice = [a for a in state.history() if a.startswith("dice:")]
        moves = [
            a for a in state.history() if a.split(":")[0] in ("discard", "take", "win", "pass")
        ]
        return text.move_line(dice[0], state.leader) if dice and not moves else ""

    def end_lines(self, state) -> list[str]:
        return [self.prompt()]

    def info_rows(self) -> list[tuple[str, str, bool]]:
        return [(tr("Wall: {n}").format(n=len(self.model.state.wall)), "", False)]

    @staticmethod
    def _won_discard(state) -> Tile | None:
        """The discard a win on a discard took: the last one discarded."""
        if state.settlement is None or state.settlement.by != "discard":
            return None
        last = next(a for a in reversed(state.history()) if a.startswith("discard:"))
        return parse_tile(last.split(":", 1)[1])

    @staticmethod
    def _taken_tile(state, seat: int, action: str) -> Tile | None:
        """The discard a take just laid face up: the face-up triplet less the two tiles named."""
        triplet = list(state.exposed[seat] or ())
        for token in action.split(":", 1)[1].split():
            for t in triplet:
                if str(t) == token:
                    triplet.remove(t)
                    break
        return triplet[0] if triplet else None

    # -- the wall, the discards, the face-up combinations --------------------------------------
    def show_own(self) -> None:
        state = self.model.state
        u = self.unit
        self.discards = [self._own(tile, DISCARD_W * u, True) for _, tile in state.discards]
        self.wall = [
            self._own(Tile(6, 6), self.back_width * u, False)
            for _ in range(min(len(state.wall), WALL_SHOWN))
        ]
        self.shown = {
            seat: [self._own(t, SHOWN_W * u, True) for t in state.exposed[seat] or ()]
            for seat in range(state.n)
        }

    def _own(self, tile: Tile, width: float, face_up: bool) -> TileSprite:
        sp = self.make_piece(tile, width, face_up)
        self.scene.addItem(sp)
        self.own.append(sp)
        return sp

    def clear_own(self) -> None:
        for sp in self.own:
            self.scene.removeItem(sp)
        self.own, self.discards, self.wall, self.shown = [], [], [], {}

    def place_own(self, layout, animate: bool) -> None:
        u = layout.unit
        set_size(self.labels["wall"], layout.fonts.name)
        for sp in self.discards:
            sp.set_width(DISCARD_W * u)
        for sp in self.wall:
            sp.set_width(self.back_width * u)
        for sprites in self.shown.values():
            for sp in sprites:
                sp.set_width(SHOWN_W * u)
        self._place_discards(animate)
        self._place_shown()

    def _discard_spot(self, i: int) -> QPointF:
        """Rows of discards centred in the middle, room for the wall on their right."""
        centre, u = self.layout.centre, self.layout.unit
        w = DISCARD_W * u
        per_row = int((centre.width() - 2 * (WALL_SHOWN * 5 + self.back_width + 16) * u) // (w + 4))
        per_row = max(4, min(per_row, 10))
        row_w = min(per_row, max(1, len(self.discards))) * (w + 4) - 4
        rows = max(2, -(-len(self.discards) // per_row))
        top = max(centre.top() + 8 * u, centre.center().y() - rows * (2 * w + 6) / 2)
        left = centre.center().x() - row_w / 2
        return QPointF(left + (i % per_row) * (w + 4), top + (i // per_row) * (2 * w + 6))

    def _place_discards(self, animate: bool) -> None:
        if self.layout is None:
            return
        for i, sp in enumerate(self.discards):
            spot = self._discard_spot(i)
            self.animator.move(sp, spot, 300) if animate else sp.setPos(spot)
        centre, u = self.layout.centre, self.layout.unit
        bw = self.back_width * u
        base = QPointF(
            centre.right() - bw - 8 * u - WALL_SHOWN * 5 * u,
            centre.bottom() - 2 * bw - self.layout.fonts.name * 1.6,
        )
        for i, sp in enumerate(self.wall):
            sp.setPos(base + QPointF(i * 5 * u, -i * 4 * u))
            sp.setZValue(5 + i)
        place_centered(
            self.labels["wall"],
            base.x() + bw / 2 + 2.5 * u * WALL_SHOWN,
            base.y() + 2 * bw + 4 * u,
            tr("Wall: {n}").format(n=len(self.model.state.wall)),
        )

    def _place_shown(self) -> None:
        if self.layout is None:
            return
        u = self.layout.unit
        for seat, sprites in self.shown.items():
            span = len(sprites) * (SHOWN_W + 4) * u - 4 * u
            if seat == self.model.user_seat:  # beside the hand (the room's left end was far
                own = self.layout.own  # from a hand of three tiles: a new user)
                held = len(self.model.state.held[seat])
                x = max(own.left(), self.fan.left(held) - 12 * u - span)
                base = QPointF(x, self.own_row_bottom() - 2 * SHOWN_W * u)
            elif seat in self.layout.seats:
                place = self.layout.seats[seat]
                base = QPointF(place.row_left(span), place.own.top())
            else:
                continue
            for i, sp in enumerate(sprites):
                sp.setPos(base + QPointF(i * (SHOWN_W + 4) * u, 0))

    def on_moved(self, seat: int, action: str) -> None:
        """Build the middle again from the state; a new discard slides in from its seat."""
        start = None
        if action.startswith("discard:"):
            start = self.origin(seat, parse_tile(action.split(":", 1)[1]))
        self.clear_own()
        self.show_own()
        if start is not None and self.discards:
            self.discards[-1].setPos(start)
        if self.layout is not None:
            self.place_own(self.layout, animate=False)
            if start is not None and self.discards:
                last = self.discards[-1]
                spot = self._discard_spot(len(self.discards) - 1)
                last.setPos(start)
                self.animator.move(last, spot, 300)

    def reveal_own(self) -> None:
        """Nothing of Small Mahjong's own is face down but the wall, which stays so."""

    # -- looks -----------------------------------------------------------------------------------
    def refresh_own(self) -> None:
        state = self.model.state
        for i, sp in enumerate(self.discards):
            offered = state.offer is not None and i == len(self.discards) - 1
            sp.set_look(highlight=QColor(GOLD) if offered else None)

    def prompt(self) -> str:
        m, state = self.model, self.model.state
        if state.is_terminal():
            s = state.settlement
            if s.winner is None:
                return tr("A drawn hand: the wall ran out")
            return (
                tr("Hand over: you win")
                if s.winner == 0
                else tr("Hand over: {who} wins").format(who=text.seat_name(s.winner))
            )
        if not m.user_to_act():
            return tr("{who} to play...").format(who=text.seat_name(state.current_player()))
        if m.deciding_on_discard():
            tile = words.tile_words(state.offer[1])
            if m.can_win():
                return tr("{tile} makes your hand: Win (W), or pass (P)").format(tile=tile)
            return tr("Take {tile} for a combination (T), or pass (P)").format(tile=tile)
        if m.can_win():
            return tr("Your tiles make two combinations: Win (W), or discard to play on")
        return tr("Your turn: discard a tile (click it, or arrows and Enter)")

    # -- input -----------------------------------------------------------------------------------
    def piece_clicked(self, index: int) -> None:
        if self.hand_active():
            self.model.confirm()

    def game_key(self, event) -> bool:
        k = event.key()
        m = self.model
        if event.modifiers() != Qt.KeyboardModifier.NoModifier:
            return False
        if k == Qt.Key.Key_W:
            self.win_requested.emit()
            return True
        if m.deciding_on_discard():
            if k == Qt.Key.Key_T:
                self.take_requested.emit()
                return True
            if k == Qt.Key.Key_P:
                self.pass_requested.emit()
                return True
        return False
