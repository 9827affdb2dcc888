"""The Pai Gow page: the shared arrangement page with Pai Gow's table, dialogs and hint."""

from __future__ import annotations

from ...base.i18n import tr
from ..arrangement.page import ArrangementPage
from . import scoring, text
from .model import PaiGowModel
from .table import PaiGowTable
from ...base import words


def _ev_line(label: str, ev, stake: float) -> str:
    """A setting's expected result in stakes (as `gupai paigow` gives it) and in chips (as
    the review after the hand gives it)."""
    s = ev.setting
    # The tiles by name, as the table shows them ("Chong 3-3, Bon 2-2 = 0 (zero)": no nested
    # brackets); bare codes are the command line's.
    low = f"{words.tiles_words(s.low)} = {text.describe(s.low_value)}"
    high = f"{words.tiles_words(s.high)} = {text.describe(s.high_value)}"
    return tr(
        "{label}: low {low}, high {high}; expected {ev:+.3f} stakes, {chips} chips (win "
        "{win:.0%}, push {push:.0%}, lose {lose:.0%})"
    ).format(
        label=label,
        low=low,
        high=high,
        ev=ev.ev,
        chips=words.signed(ev.ev * stake),
        win=ev.p_win,
        push=ev.p_push,
        lose=ev.p_lose,
    )


class PaiGowPage(ArrangementPage):
    game_id = "paigow"
    scoring_sheet = staticmethod(scoring.scoring_sheet)

    def make_model(self, runner, store) -> PaiGowModel:
        return PaiGowModel(runner, store, self)

    def make_table(self) -> PaiGowTable:
        return PaiGowTable(self.scene, self.view, self.model, self.animator, self.settings)

    def retranslate(self) -> None:
        super().retranslate()
        self.hint_button.setToolTip(tr("Show the optimal setting and the house way (H)"))

    def prompt_text(self) -> str:
        return tr("Arrange your four tiles into a low and a high hand.")

    def hint_matches(self, hint) -> bool:
        return tuple(self.model.state.hands[self.model.user_seat]) == hint.tiles

    def hint_text(self, hint) -> str:
        stake = self.model.rules.stake
        lines = [_ev_line(tr("Optimal"), hint.optimal, stake)]
        if hint.house.setting == hint.optimal.setting:
            lines.append(tr("The house way sets it the same way."))
        else:
            lines.append(_ev_line(tr("House way"), hint.house, stake))
        return "\n".join(lines)

    def apply_hint(self, hint) -> None:
        self.model.apply_setting(hint.optimal.setting)

    def status_text(self) -> str:
        m = self.model
        you = m.user_seat
        return tr("Hand {n} · banker: {banker} · your bankroll {bank} · this session {net}").format(
            n=m.session.hand_number,
            banker=text.seat_name(m.state.banker),
            bank=words.chips(m.session.bankrolls[you]),
            net=words.money(m.session.net[you]),
        )
