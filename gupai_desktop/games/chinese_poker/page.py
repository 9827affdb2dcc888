"""The Chinese Poker page: the shared arrangement page with Chinese Poker's table, dialogs,
sort buttons, and the special-hand and surrender buttons where the preset has them."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from ...base.i18n import tr
from ...dialogs.common import agreed
from ..arrangement.page import ArrangementPage
from ...base import words
from . import scoring, text
from .model import ChinesePokerModel
from .table import ChinesePokerTable


class ChinesePokerPage(ArrangementPage):
    game_id = "chinese-poker"
    scoring_sheet = staticmethod(scoring.scoring_sheet)

    def make_model(self, runner, store) -> ChinesePokerModel:
        return ChinesePokerModel(runner, store, self)

    def make_table(self) -> ChinesePokerTable:
        return ChinesePokerTable(self.scene, self.view, self.model, self.animator, self.settings)

    def make_extra_buttons(self) -> list:
        self.sort_rank = QPushButton()
        self.sort_suit = QPushButton()
        self.declare_button = QPushButton()
        self.surrender_button = QPushButton()
        self.sort_rank.clicked.connect(lambda: self.model.sort_hand("rank"))
        self.sort_suit.clicked.connect(lambda: self.model.sort_hand("suit"))
        self.declare_button.clicked.connect(self.declare)
        self.surrender_button.clicked.connect(self.surrender)
        self.sort_rank.setProperty("key", "R")  # the table's keys, in the Game menu
        self.sort_suit.setProperty("key", "S")
        buttons = [self.sort_rank, self.sort_suit, self.declare_button, self.surrender_button]
        for b in buttons:
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        return buttons

    def retranslate(self) -> None:
        super().retranslate()
        self.sort_rank.setText(tr("Sort by rank"))
        self.sort_suit.setText(tr("Sort by suit"))
        self.declare_button.setText(tr("Declare special"))
        self.surrender_button.setText(tr("Surrender"))
        self.hint_button.setToolTip(tr("Show the AI's setting and its expected payment (H)"))

    def set_buttons(self) -> None:
        super().set_buttons()
        m = self.model
        arranging = m.can_arrange()
        # only while cards are left in the hand to sort (lit with every card in the rows, they
        # did nothing: a new user)
        in_hand = arranging and len([c for c in m.draft[:13] if c is not None]) > 1
        for b in (self.sort_rank, self.sort_suit):
            b.setEnabled(in_hand)
        self.declare_button.setVisible(arranging and bool(m.specials()))
        self.surrender_button.setVisible(arranging and m.can_surrender())

    def declare(self) -> None:
        specials = self.model.specials()
        if specials:
            self.model.commit(f"declare:{specials[-1]}")

    def surrender(self) -> None:
        cost = words.chips(self.model.state.scoring.surrender_chips)
        if agreed(
            self,
            tr("Surrender"),
            # what it costs, where the question said only "the surrender cost" (a new user)
            tr("Give up this hand and pay {cost} to each opponent who plays it out?").format(
                cost=words.amount(self.game_id, cost)
            ),
        ):
            self.model.commit("surrender")

    def prompt_text(self) -> str:
        return tr(
            "Drag cards from your hand into the front, middle and back rows (or arrows "
            "and Space); Hint (H) shows the AI's setting, which Use hint (Shift+H) lays out."
        )

    def hint_matches(self, hint) -> bool:
        return tuple(self.model.state.hands[self.model.user_seat]) == hint.cards

    def hint_text(self, hint) -> str:
        rules = self.model.rules
        line = tr("Suggested: {move} (expected {amount})").format(
            move=text.setting_line(hint.setting, rules.wheel),
            amount=words.amount(self.game_id, words.signed(hint.ev * rules.unit)),
        )
        if not hint.action.startswith("set:"):
            line += "\n" + tr("The AI would rather play: {action}").format(
                action=text.action_words(hint.action)
            )
        return line

    def describe_move(self, action: str) -> str:
        return text.review_words(action)

    def apply_hint(self, hint) -> None:
        self.model.apply_setting(hint.setting)

    def status_text(self) -> str:
        m = self.model
        you = m.user_seat
        return tr("Hand {n} · your bankroll {bank} · this session {net}").format(
            n=m.session.hand_number,
            bank=words.chips(m.session.bankrolls[you]),
            net=words.money(m.session.net[you]),
        )
