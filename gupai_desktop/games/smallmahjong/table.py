"""The Small Mahjong table: the wall and the discards in the middle (the one on offer lit), the
AI players around with the backs of their tiles and any combination laid face up, and the
user's hand at the bottom, with the user's own face-up combination beside it.

With six tiles, a click discards a tile (arrows choose, Enter discards, W declares a win). When
a discard is offered to the user, the page's Win / Take / Pass buttons (and W, T, P) answer.
"""
from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, Qt, Signal
from PySide6.QtGui import QColor

from ...app.i18n import tr
from ...engine.dominoes import Tile
from ...table.labels import GOLD, make_block, make_label, place_block, place_centered
from ...table.sprites import TileSprite
from .. import words
from . import text

HAND_W, BACK_W, SHOWN_W, DISCARD_W = 62.0, 26.0, 34.0, 30.0
HAND_Y = 790.0
ANCHORS = {4: {1: QPointF(1440, 380), 2: QPointF(800, 60), 3: QPointF(160, 380)},
           3: {1: QPointF(1440, 380), 2: QPointF(160, 380)}}
DISCARDS = QPointF(520, 330)          # top-left of the discard rows
PER_ROW = 12
WALL = QPointF(1120, 560)


class SmallMahjongTable(QObject):
    confirm_requested = Signal()
    hint_requested = Signal()
    next_requested = Signal()
    win_requested = Signal()
    take_requested = Signal()
    pass_requested = Signal()

    def __init__(self, scene, view, model, animator, settings):
        super().__init__(view)
        self.scene, self.view, self.model = scene, view, model
        self.animator, self.settings = animator, settings
        self.sprites: list[TileSprite] = []          # everything drawn this hand
        self.hand: list[TileSprite] = []
        self.labels = {key: make_label(scene, size, bold) for key, size, bold in (
            ("you", 20, True), ("prompt", 24, True), ("wall", 17, True))}
        self.labels["last"] = make_block(scene, 18, 900, False)
        for seat in (1, 2, 3):
            self.labels[f"seat{seat}"] = make_label(scene, 19, True)
            self.labels[f"info{seat}"] = make_block(scene, 15, 260)
        scene.tile_clicked.connect(self._clicked)
        view.key_handler = self.key
        model.dealt.connect(self.show_deal)
        model.changed.connect(self.refresh)
        model.moved.connect(self._moved)
        model.revealed.connect(self.refresh)

    # -- drawing -------------------------------------------------------------------------
    def _sprite(self, tile: Tile, width: float, face_up: bool) -> TileSprite:
        sp = TileSprite(tile.hi, tile.lo, width, face_up=face_up,
                        style=self.settings.get("ui/tile_style"), name=words.tile_name(tile))
        self.scene.addItem(sp)
        self.sprites.append(sp)
        return sp

    def clear(self) -> None:
        self.animator.stop_all()
        for sp in self.sprites:
            self.scene.removeItem(sp)
        self.sprites, self.hand = [], []

    def show_deal(self) -> None:
        self.refresh()
        state = self.model.state
        dice = [a for a in state.history() if a.startswith("dice:")]
        moves = [a for a in state.history() if a.split(":")[0] in
                 ("discard", "take", "win", "pass")]
        place_block(self.labels["last"], 800, 610,
                    text.move_line(dice[0], state.leader) if dice and not moves else "")

    def _moved(self, seat: int, action: str) -> None:
        taken = self._taken_tile(seat) if action.startswith("take:") else None
        place_block(self.labels["last"], 800, 610, text.move_line(action, seat, taken))

    def _taken_tile(self, seat: int) -> Tile | None:
        """The discard a take just laid face up: the face-up triplet less the two tiles named."""
        state = self.model.state
        action = state.history()[-1]
        triplet = list(state.exposed[seat] or ())
        for token in action.split(":", 1)[1].split():
            for t in triplet:
                if str(t) == token:
                    triplet.remove(t)
                    break
        return triplet[0] if triplet else None

    def refresh(self) -> None:
        """Everything is placed from the state: a hand has few pieces, so it is simplest to
        lay them all out again after each move."""
        m, state = self.model, self.model.state
        if state is None or not state.dealt:
            return
        self.clear()
        over = state.is_terminal()
        mine = m.user_to_act() and not m.deciding_on_discard()
        anchors = ANCHORS[state.n]
        for seat, anchor in anchors.items():
            held = state.held[seat]
            width = len(held) * (BACK_W + 4)
            for i, tile in enumerate(sorted(held, reverse=True)):
                sp = self._sprite(tile, BACK_W, over)
                sp.setPos(anchor.x() - width / 2 + i * (BACK_W + 4), anchor.y())
            self._show_exposed(seat, QPointF(anchor.x() - 1.5 * (SHOWN_W + 4), anchor.y() + 150))
        tiles = m.hand()
        width = len(tiles) * (HAND_W + 12) - 12
        corners = self.settings.get("ui/index_corners")
        for i, tile in enumerate(tiles):
            sp = self._sprite(tile, HAND_W, True)
            sp.setPos(800 - width / 2 + i * (HAND_W + 12), HAND_Y)
            sp.set_look(index_corner=corners, focused=mine and i == m.selected)
            sp.clickable = mine
            self.hand.append(sp)
        self._show_exposed(0, QPointF(800 - width / 2 - 3 * (SHOWN_W + 4) - 40, HAND_Y + 40))
        self._show_discards()
        self._labels()

    def _show_exposed(self, seat: int, at: QPointF) -> None:
        for i, tile in enumerate(self.model.state.exposed[seat] or ()):
            sp = self._sprite(tile, SHOWN_W, True)
            sp.setPos(at + QPointF(i * (SHOWN_W + 4), 0))

    def _show_discards(self) -> None:
        state = self.model.state
        offer = state.offer
        for i, (seat, tile) in enumerate(state.discards):
            sp = self._sprite(tile, DISCARD_W, True)
            sp.setPos(DISCARDS + QPointF((i % PER_ROW) * (DISCARD_W + 4),
                                         (i // PER_ROW) * (2 * DISCARD_W + 6)))
            if offer is not None and i == len(state.discards) - 1:
                sp.set_look(highlight=QColor(GOLD))
        for i in range(min(len(state.wall), 6)):
            sp = self._sprite(Tile(6, 6), BACK_W, False)
            sp.setPos(WALL + QPointF(i * 5, -i * 4))
        place_centered(self.labels["wall"], WALL.x() + 30, WALL.y() + 62,
                       tr("Wall: {n}").format(n=len(state.wall)))

    def _labels(self) -> None:
        m, state = self.model, self.model.state
        session = m.session
        over = state.is_terminal()
        for seat in (1, 2, 3):
            if seat not in ANCHORS[state.n]:
                self.labels[f"seat{seat}"].setText("")
                self.labels[f"info{seat}"].setPlainText("")
                continue
            anchor = ANCHORS[state.n][seat]
            starts = tr(" (starts)") if seat == state.leader else ""
            place_centered(self.labels[f"seat{seat}"], anchor.x(), anchor.y() + 62,
                           text.seat_name(seat) + starts)
            lines = [tr("bankroll {bank}").format(bank=f"{session.bankrolls[seat]:g}")]
            if over:
                lines.append(words.money(state.settlement.results[seat].net))
            place_block(self.labels[f"info{seat}"], anchor.x(), anchor.y() + 88,
                        "\n".join(lines))
        you = tr("You{role}, bankroll {bank}").format(
            role=tr(" (starts)") if state.leader == 0 else "",
            bank=f"{session.bankrolls[0]:g}")
        if over:
            you += "   " + words.money(state.settlement.results[0].net)
        place_centered(self.labels["you"], 800, 935, you)
        place_centered(self.labels["prompt"], 800, 660, self.prompt())

    def prompt(self) -> str:
        m, state = self.model, self.model.state
        if state.is_terminal():
            s = state.settlement
            if s.winner is None:
                return tr("A drawn hand: the wall ran out")
            return tr("Hand over: you win") if s.winner == 0 else \
                tr("Hand over: {who} wins").format(who=text.seat_name(s.winner))
        if not m.user_to_act():
            return tr("{who} to play...").format(who=text.seat_name(state.current_player()))
        if m.deciding_on_discard():
            tile = state.offer[1]
            if m.can_win():
                return tr("{tile} makes your hand: Win (W), or pass (P)").format(tile=tile)
            return tr("Take {tile} for a combination (T), or pass (P)").format(tile=tile)
        if m.can_win():
            return tr("Your tiles make two combinations: Win (W), or discard to play on")
        return tr("Your turn: click a tile to discard it")

    # -- input ---------------------------------------------------------------------------
    def _clicked(self, sprite) -> None:
        m = self.model
        if sprite in self.hand and m.user_to_act() and not m.deciding_on_discard():
            m.select(self.hand.index(sprite))
            m.confirm()

    def key(self, event) -> bool:
        k = event.key()
        plain = event.modifiers() == Qt.KeyboardModifier.NoModifier
        if k == Qt.Key.Key_N and plain:
            self.next_requested.emit()
            return True
        m = self.model
        if not m.user_to_act() or not plain:
            return False
        if k == Qt.Key.Key_W:
            self.win_requested.emit()
            return True
        if k == Qt.Key.Key_H:
            self.hint_requested.emit()
            return True
        if m.deciding_on_discard():
            if k == Qt.Key.Key_T:
                self.take_requested.emit()
                return True
            if k == Qt.Key.Key_P:
                self.pass_requested.emit()
                return True
            return False
        if k in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = -1 if k == Qt.Key.Key_Left else 1
            m.select((m.selected + step) % max(1, len(m.hand())))
            return True
        if k in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.confirm_requested.emit()
            return True
        return False

    def restyle(self) -> None:
        self.refresh()
