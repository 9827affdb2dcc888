"""New Game dialog for Da Ling: players, stakes, the house and the rule options of §4.3."""
from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QDialog, QFormLayout, QLabel, QSpinBox

from ..app.i18n import tr
from ..engine.daling.rules import MAX_PLAYERS, MIN_PLAYERS, DaLingRules
from ..games.daling import text
from .common import combo, ok_cancel


class DaLingNewGameDialog(QDialog):
    def __init__(self, settings, parent=None):
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(tr("New game: Da Ling"))
        form = QFormLayout(self)
        self.players = QSpinBox()
        self.players.setRange(MIN_PLAYERS, MAX_PLAYERS)
        self.players.setValue(settings.get("daling/players"))
        self.stakes = combo({"classic": tr("3 / 7 / 15 (classic)"),
                              "modern": tr("1 / 2 / 3 (modern)")}, settings.get("daling/stakes"))
        self.bankroll = QSpinBox()
        self.bankroll.setRange(10, 1_000_000)
        self.bankroll.setSingleStep(100)
        self.bankroll.setValue(settings.get("daling/bankroll"))
        self.banker = QCheckBox(tr("A non-playing banker (the house) sits at the table"))
        self.banker.setChecked(settings.get("daling/banker"))
        self.house_fee = QCheckBox(tr("Casino: an absolute winner pays the house 1 chip"))
        self.house_fee.setChecked(settings.get("daling/house_fee"))
        self.tied = combo({"groups": tr("Settle group by group"),
                            "push": tr("Everything pushes")},
                           settings.get("daling/tied_absolute"))
        self.unmatched = combo({"stay": tr("The stakes stay"),
                                 "banker": tr("The banker takes the stakes")},
                                settings.get("daling/unmatched_group"))
        self.level = combo({lvl: text.level_name(lvl) for lvl in ("first", "greedy", "strong")},
                            settings.get("daling/ai_level"))
        form.addRow(tr("Players (you included):"), self.players)
        form.addRow(tr("Stakes (1-, 2-, 3-tile groups):"), self.stakes)
        form.addRow(tr("Starting bankroll:"), self.bankroll)
        form.addRow(self.banker)
        form.addRow(self.house_fee)
        form.addRow(tr("Tied absolute winners:"), self.tied)
        form.addRow(tr("A group nobody matches:"), self.unmatched)
        form.addRow(tr("AI players' level:"), self.level)
        note = QLabel(tr("The two table tiles set the target: their pips, tens dropped. Match it "
                         "with all three groups to take every stake."))
        note.setWordWrap(True)
        form.addRow(note)
        self.banker.toggled.connect(self._banker_toggled)
        self._banker_toggled(self.banker.isChecked())
        form.addRow(ok_cancel(self, tr("Deal")))

    def _banker_toggled(self, on: bool) -> None:
        """The fee and the banker's takings exist only with a banker at the table."""
        self.house_fee.setEnabled(on)
        self.unmatched.setEnabled(on)
        if not on:
            self.house_fee.setChecked(False)
            self.unmatched.setCurrentIndex(self.unmatched.findData("stay"))

    def rules(self) -> DaLingRules:
        return DaLingRules(players=self.players.value(), stakes=self.stakes.currentData(),
                           banker=self.banker.isChecked(), house_fee=self.house_fee.isChecked(),
                           tied_absolute=self.tied.currentData(),
                           unmatched_group=self.unmatched.currentData(),
                           bankroll=self.bankroll.value())

    def chosen_level(self) -> str:
        return self.level.currentData()

    def remember(self) -> None:
        s = self.settings
        s.set("daling/players", self.players.value())
        s.set("daling/stakes", self.stakes.currentData())
        s.set("daling/bankroll", self.bankroll.value())
        s.set("daling/banker", self.banker.isChecked())
        s.set("daling/house_fee", self.house_fee.isChecked())
        s.set("daling/tied_absolute", self.tied.currentData())
        s.set("daling/unmatched_group", self.unmatched.currentData())
        s.set("daling/ai_level", self.level.currentData())
