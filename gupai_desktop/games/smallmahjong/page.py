"""The Small Mahjong page: the shared page with the Small Mahjong table, the turn model, and
Win / Take / Pass buttons for the discard on offer."""

from __future__ import annotations

from PySide6.QtWidgets import QMenu, QPushButton

from ...base.i18n import tr
from ..turns.page import TurnPage
from ...base import words
from . import scoring, text
from .model import SmallMahjongModel
from .table import SmallMahjongTable


class SmallMahjongPage(TurnPage):
    game_id = "small-mahjong"
    scoring_sheet = staticmethod(scoring.scoring_sheet)
    model_class = SmallMahjongModel

    def make_table(self) -> SmallMahjongTable:
        table = SmallMahjongTable(self.scene, self.view, self.model, self.animator, self.settings)
        table.win_requested.connect(self.win)
        table.take_requested.connect(self.take)
        table.pass_requested.connect(self.pass_discard)
        return table

    def make_extra_buttons(self) -> list:
        self.win_button, self.take_button, self.pass_button = (
            QPushButton(),
            QPushButton(),
            QPushButton(),
        )
        self.win_button.clicked.connect(self.win)
        self.take_button.clicked.connect(self.take)
        self.pass_button.clicked.connect(self.pass_discard)
        self.take_menu = QMenu(self)
        for button, key in (
            (self.win_button, "W"),
            (self.take_button, "T"),
            (self.pass_button, "P"),
        ):
            button.setProperty("key", key)  # the table's key, shown by the Game menu's item
        return [self.win_button, self.take_button, self.pass_button]

    def confirm_words(self) -> str:
        return tr("Discard")

    def retranslate(self) -> None:
        super().retranslate()
        self.win_button.setText(tr("Win"))
        self.win_button.setToolTip(tr("Declare a win: your tiles make two combinations (W)"))
        self.pass_button.setText(tr("Pass"))
        self.pass_button.setToolTip(tr("Let the discard go (P)"))
        self.update_buttons()

    def set_buttons(self) -> None:
        super().set_buttons()
        m = self.model
        if not hasattr(self, "take_menu"):
            return
        self.confirm_button.setToolTip(m.confirm_blocker() or tr("Discard the chosen tile (Enter)"))
        self.win_button.setEnabled(m.user_to_act() and m.can_win())
        deciding = m.deciding_on_discard()
        takes = m.takes() if deciding else []
        self.pass_button.setEnabled(deciding)
        self.take_button.setEnabled(bool(takes))
        # The button keeps its one word, so the bar does not shift from discard to discard:
        # the way to take is in its tooltip, or its menu where there are several.
        self.take_button.setToolTip(
            self._take_label(takes[0]) + "\n" + tr("Take the discard into this combination (T)")
            if len(takes) == 1
            else tr(
                "Take the discard into a combination: the menu has the ways, the best first (T)"
            )
            if takes
            else tr("Take the discard into a combination (T)")
        )
        self.take_button.setText(tr("Take"))
        self.take_menu.clear()
        if len(takes) > 1:
            for action in takes:
                self.take_menu.addAction(
                    self._take_label(action), lambda a=action: self.model.play(a)
                )
            self.take_button.setMenu(self.take_menu)
        else:
            self.take_button.setMenu(None)

    def _take_label(self, action: str) -> str:
        from ...engine.dominoes import parse_tiles
        from ...engine.smallmahjong.triplets import classify

        pair = action.split(":", 1)[1]
        offered = self.model.state.offer[1]
        kind = classify((offered, *parse_tiles(pair)))
        return tr("Take with {pair}: {kind}").format(
            pair=words.tiles_words(pair), kind=text.type_name(kind)
        )

    def win(self) -> None:
        if self.model.can_win():
            self.model.play("win")

    def take(self) -> None:
        takes = self.model.takes() if self.model.deciding_on_discard() else []
        if takes:
            self.model.play(takes[0])

    def pass_discard(self) -> None:
        if self.model.deciding_on_discard():
            self.model.play("pass")

    def hint_pieces(self, action: str) -> list[str]:
        """A hinted discard's tile (Enter discards the chosen tile; a take or a win has its
        own key)."""
        kind, _, body = action.partition(":")
        return [body] if kind == "discard" else []

    def prompt_text(self) -> str:
        return tr("Make two combinations of three tiles: sets and straights of their pips.")

    def move_words(self, action: str) -> str:
        """A move in words; a take names the discard when one is on offer now (the review
        words moves of positions gone by, and then names the pair alone)."""
        offer = self.model.state.offer if action.startswith("take:") else None
        return text.move_line(action, self.model.user_seat, offer[1] if offer else None)

    def status_text(self) -> str:
        m = self.model
        you = m.user_seat
        return tr("Hand {n} · wall {wall} · your bankroll {bank} · this session {net}").format(
            n=m.session.hand_number,
            wall=len(m.state.wall),
            bank=words.chips(m.session.bankrolls[you]),
            net=words.money(m.session.net[you]),
        )
