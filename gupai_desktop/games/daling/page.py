"""The Da Ling page: the shared arrangement page with Da Ling's table, dialogs and hint."""

from __future__ import annotations

from ...base.i18n import tr
from ..arrangement.page import ArrangementPage
from ...base import words
from . import scoring
from .model import DaLingModel
from .table import DaLingTable


class DaLingPage(ArrangementPage):
    game_id = "daling"
    scoring_sheet = staticmethod(scoring.scoring_sheet)

    def make_model(self, runner, store) -> DaLingModel:
        return DaLingModel(runner, store, self)

    def make_table(self) -> DaLingTable:
        return DaLingTable(self.scene, self.view, self.model, self.animator, self.settings)

    def retranslate(self) -> None:
        super().retranslate()
        self.hint_button.setToolTip(tr("Show the AI's grouping and its expected payment (H)"))

    def prompt_text(self) -> str:
        return tr("Drag your six tiles into the 1-, 2- and 3-tile groups to match the target.")

    def hint_matches(self, hint) -> bool:
        return tuple(self.model.state.hands[self.model.user_seat]) == hint.tiles

    def hint_text(self, hint) -> str:
        lines = [
            tr("Best expected payment: {grouping} (expected {ev} chips)").format(
                grouping=words.tiles_words(str(hint.best)), ev=words.signed(hint.best_ev)
            )
        ]
        if hint.first != hint.best:
            lines.append(
                tr(
                    "For comparison, the first grouping that matches: {grouping} (expected {ev} chips)"
                ).format(
                    grouping=words.tiles_words(str(hint.first)), ev=words.signed(hint.first_ev)
                )
            )
        return "\n".join(lines)

    def apply_hint(self, hint) -> None:
        self.model.apply_grouping(hint.best)

    def status_text(self) -> str:
        m = self.model
        you = m.user_seat
        return tr("Hand {n} · target {target} · your bankroll {bank} · this session {net}").format(
            n=m.session.hand_number,
            target=m.state.target,
            bank=words.chips(m.session.bankrolls[you]),
            net=words.money(m.session.net[you]),
        )
