"""The Ding Niu page: the shared page (action bar, scoring window, starting and resuming) with
the Ding Niu table, a turn-by-turn model and its dialogs."""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton

from ...base.i18n import tr
from ..turns.page import TurnPage
from ...base import words
from . import scoring, text
from .model import DingNiuModel, tile_of
from .table import DingNiuTable


class DingNiuPage(TurnPage):
    game_id = "dingniu"
    scoring_sheet = staticmethod(scoring.scoring_sheet)
    model_class = DingNiuModel

    def make_table(self) -> DingNiuTable:
        return DingNiuTable(self.scene, self.view, self.model, self.animator, self.settings)

    def make_extra_buttons(self) -> list:
        self.face_down_button = QPushButton()
        self.face_down_button.clicked.connect(self.face_down)
        self.face_down_button.setProperty("key", "D")  # the table's key, in the Game menu
        return [self.face_down_button]

    def confirm_words(self) -> str:
        return tr("Lay tile")

    def retranslate(self) -> None:
        super().retranslate()
        self.confirm_button.setToolTip(tr("Lay the chosen tile (Enter; L or R for an end)"))
        self.face_down_button.setText(tr("Face down"))
        self.face_down_button.setToolTip(tr("Lay the chosen tile face down (D)"))
        self.hint_button.setToolTip(tr("Ask the strongest AI for your move (H)"))

    def set_buttons(self) -> None:
        super().set_buttons()
        m = self.model
        self.face_down_button.setEnabled(m.can_lay_face_down(m.selected_tile()))
        blocker = m.confirm_blocker()
        self.confirm_button.setToolTip(
            blocker
            or (
                tr("Lay the chosen tile face down (Enter or D)")
                if self._nothing_fits()
                else tr("Lay the chosen tile (Enter; L or R for an end)")
            )
        )
        if self._line == self.prompt_text and self._hint is None and self._asked is None:
            self.say(self.prompt_text)  # the prompt follows the position (nothing fits)

    def face_down(self) -> None:
        m = self.model
        tile = m.selected_tile()
        if m.can_lay_face_down(tile):
            m.play(f"down:{tile}")

    def hint_pieces(self, action: str) -> list[str]:
        """The hinted tile, where Enter then lays it as the hint says (the left end is
        Enter's where a tile fits both; a voluntary face-down tile is the D key's)."""
        try:
            tile = tile_of(action)
        except (ValueError, IndexError):
            return []
        return [str(tile)] if self.model.default_move(tile) == action else []

    def _nothing_fits(self) -> bool:
        """The user's turn, and no tile fits either end: every move is face down."""
        m = self.model
        return m.user_to_act() and all(a.startswith("down:") for a in m.state.legal_actions())

    def prompt_text(self) -> str:
        """The rule of the turn; when no tile fits, what to do instead (a new user read "Lay a
        tile matching either open end" there, beside the table's "No tile fits")."""
        if self.model.state is not None and self._nothing_fits():
            return tr("No tile fits either end: lay one face down; fewest points at the end wins.")
        return tr("Lay a tile matching either open end; fewest points at the end wins.")

    def move_words(self, action: str) -> str:
        return text.move_line(action, self.model.user_seat)

    def status_text(self) -> str:
        m = self.model
        you = m.user_seat
        return tr("Hand {n} · leader: {leader} · your bankroll {bank} · this session {net}").format(
            n=m.session.hand_number,
            leader=text.seat_name(m.state.leader) if m.state.leader is not None else "-",
            bank=words.chips(m.session.bankrolls[you]),
            net=words.money(m.session.net[you]),
        )
