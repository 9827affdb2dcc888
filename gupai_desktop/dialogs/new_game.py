"""New Game dialog for Pai Gow: seats, stakes, banking, AI level and house way."""
from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QFormLayout, QLabel, QSpinBox

from ..app.i18n import tr
from ..engine.paigow.house_way import HOUSE_WAYS
from ..engine.paigow.rules import MAX_AI, PaiGowRules
from ..games.paigow import text
from .common import ok_cancel


class PaiGowNewGameDialog(QDialog):
    def __init__(self, settings, parent=None):
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(tr("New game: Pai Gow"))
        form = QFormLayout(self)
        self.ai_players = QSpinBox()
        self.ai_players.setRange(0, MAX_AI)
        self.ai_players.setValue(settings.get("paigow/ai_players"))
        self.stake = QSpinBox()
        self.stake.setRange(1, 10000)
        self.stake.setValue(settings.get("paigow/stake"))
        self.bankroll = QSpinBox()
        self.bankroll.setRange(10, 1_000_000)
        self.bankroll.setSingleStep(100)
        self.bankroll.setValue(settings.get("paigow/bankroll"))
        self.banking = QComboBox()
        self.banking.addItem(tr("The house always banks"), "house")
        self.banking.addItem(tr("The bank rotates among the seats (you included)"), "rotate")
        self.banking.setCurrentIndex(max(0, self.banking.findData(settings.get("paigow/banking"))))
        self.level = QComboBox()
        for level in ("house", "optimal"):
            self.level.addItem(text.level_name(level), level)
        self.level.setCurrentIndex(max(0, self.level.findData(settings.get("paigow/ai_level"))))
        self.house_way = QComboBox()
        for key, (label, _) in HOUSE_WAYS.items():
            self.house_way.addItem(tr(label), key)
        self.house_way.setCurrentIndex(
            max(0, self.house_way.findData(settings.get("paigow/house_way"))))
        form.addRow(tr("AI players besides the house:"), self.ai_players)
        form.addRow(tr("Stake per hand:"), self.stake)
        form.addRow(tr("Starting bankroll:"), self.bankroll)
        form.addRow(tr("Banking:"), self.banking)
        form.addRow(tr("AI players' level:"), self.level)
        form.addRow(tr("The house sets its tiles by:"), self.house_way)
        note = QLabel(tr("Winning bets pay even money less 5% commission to the house."))
        note.setWordWrap(True)
        form.addRow(note)
        buttons = ok_cancel(self, tr("Deal"))
        form.addRow(buttons)

    def rules(self) -> PaiGowRules:
        return PaiGowRules(ai_players=self.ai_players.value(), stake=self.stake.value(),
                           banking=self.banking.currentData(), bankroll=self.bankroll.value(),
                           house_way=self.house_way.currentData())

    def chosen_level(self) -> str:
        return self.level.currentData()

    def remember(self) -> None:
        s = self.settings
        s.set("paigow/ai_players", self.ai_players.value())
        s.set("paigow/stake", self.stake.value())
        s.set("paigow/bankroll", self.bankroll.value())
        s.set("paigow/banking", self.banking.currentData())
        s.set("paigow/ai_level", self.level.currentData())
        s.set("paigow/house_way", self.house_way.currentData())
