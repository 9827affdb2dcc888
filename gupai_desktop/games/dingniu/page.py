"""The Ding Niu page: the shared page (action bar, scoring window, starting and resuming) with
the Ding Niu table, a turn-by-turn model and its dialogs."""
from __future__ import annotations

from PySide6.QtWidgets import QPushButton

from ...app.i18n import tr
from ..arrangement.page import ArrangementPage
from .. import words
from . import text
from .model import DingNiuModel, tile_of
from .table import DingNiuTable


class DingNiuPage(ArrangementPage):
    game_id = "dingniu"
    rules_page = "dingniu"

    def make_model(self, runner, store) -> DingNiuModel:
        model = DingNiuModel(runner, store, self)
        model.pace = lambda ms, fn: self.animator.later(ms, fn)
        return model

    def make_table(self) -> DingNiuTable:
        return DingNiuTable(self.scene, self.view, self.model, self.animator, self.settings)

    def make_extra_buttons(self) -> list:
        self.face_down_button = QPushButton()
        self.face_down_button.clicked.connect(self.face_down)
        return [self.face_down_button]

    def new_game_dialog(self):
        from ...dialogs.dingniu_new_game import DingNiuNewGameDialog
        return DingNiuNewGameDialog(self.settings, self)

    def scoring_dialog(self):
        from ...dialogs.dingniu_scoring import DingNiuScoringDialog
        return DingNiuScoringDialog(self.model.state, self.model.session, self)

    def retranslate(self) -> None:
        super().retranslate()
        self.undo_button.hide()            # a laid tile stays laid
        self.use_hint_button.setText(tr("Play hint"))
        self.confirm_button.setText(tr("Lay tile"))
        self.confirm_button.setToolTip(tr("Lay the chosen tile (Enter; L or R for an end)"))
        self.face_down_button.setText(tr("Face down"))
        self.face_down_button.setToolTip(tr("Lay the chosen tile face down (D)"))
        self.hint_button.setToolTip(tr("Ask the strongest AI for your move (H)"))

    def update_buttons(self) -> None:
        super().update_buttons()
        m = self.model
        self.face_down_button.setEnabled(m.can_lay_face_down(m.selected_tile()))
        blocker = m.confirm_blocker()
        self.confirm_button.setToolTip(blocker or
                                       tr("Lay the chosen tile (Enter; L or R for an end)"))

    def face_down(self) -> None:
        m = self.model
        tile = m.selected_tile()
        if m.can_lay_face_down(tile):
            m.play(f"down:{tile}")

    def prompt_text(self) -> str:
        return tr("Lay a tile matching either open end; fewest points at the end wins.")

    def hint(self) -> None:
        if self.model.user_to_act():
            self.hint_label.setText(tr("Thinking about your move..."))
            self.model.request_hint()

    def hint_matches(self, hint) -> bool:
        return self.model.user_to_act() and self.model.hint_is_current(hint)

    def hint_text(self, hint) -> str:
        return tr("The strongest AI would play: {move}").format(
            move=text.move_line(hint[2], self.model.user_seat))

    def apply_hint(self, hint) -> None:
        if self.hint_matches(hint):
            action = hint[2]
            hand = self.model.hand()
            tile = tile_of(action)
            if tile in hand:
                self.model.select(hand.index(tile))
            self.model.play(action)

    def status_text(self) -> str:
        m = self.model
        you = m.user_seat
        return tr("Hand {n} · leader: {leader} · your bankroll {bank:g} · session {net}").format(
            n=m.session.hand_number, leader=text.seat_name(m.state.leader)
            if m.state.leader is not None else "-", bank=m.session.bankrolls[you],
            net=words.money(m.session.net[you]))
