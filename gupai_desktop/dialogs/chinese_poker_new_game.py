"""New Game dialog for Chinese Poker: players, the payment preset, variations and the AI."""
from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QDialog, QFormLayout, QLabel, QSpinBox

from ..app.i18n import tr
from ..engine.chinese_poker.presets import PRESETS
from ..engine.chinese_poker.rules import ChinesePokerRules
from ..games.chinese_poker import text
from .common import combo, ok_cancel


# The seed's variations, each a set of rule options on top of the chosen preset.
VARIATIONS = {
    "none": {},
    "house": {"house": True},
    "middle": {"middle_extra": True},
    "losing": {"royalties": "typical-extra"},
    "surrender": {"surrender": True},
    "single": {"scoring": "single-winner"},
    "pool": {"scoring": "pool"},
    "pool-sweep": {"scoring": "pool", "pool_sweep": True},
}


def variation_titles() -> dict[str, str]:
    return {"none": tr("None"), "house": tr("Against the house (the bank wins tied rows)"),
            "middle": tr("Higher payment in the middle"),
            "losing": tr("Extra payments counted for losing hands"),
            "surrender": tr("Surrender allowed"), "single": tr("Single winner"),
            "pool": tr("Winning from a pool"),
            "pool-sweep": tr("Winning from a pool, with the whole-pool sweep")}


class ChinesePokerNewGameDialog(QDialog):
    def __init__(self, settings, parent=None):
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(tr("New game: Chinese Poker"))
        form = QFormLayout(self)
        self.players = QSpinBox()
        self.players.setRange(2, 4)
        self.players.setValue(settings.get("chinese-poker/players"))
        self.preset = combo({p: text.preset_title(p) for p in PRESETS},
                            settings.get("chinese-poker/preset"))
        self.wheel = combo({"low": tr("A-2-3-4-5 is the lowest straight"),
                            "second": tr("A-2-3-4-5 ranks just under A-K-Q-J-T")},
                           settings.get("chinese-poker/wheel"))
        self.variation = combo(variation_titles(), settings.get("chinese-poker/variation"))
        self.sweep = combo({0: tr("None"), 1: tr("+1 unit"), 3: tr("+3 units")},
                           settings.get("chinese-poker/sweep_bonus"))
        self.overall = QCheckBox(tr("The overall point: the net winner of each pair gets 1 more"))
        self.overall.setChecked(settings.get("chinese-poker/overall_point"))
        self.level = combo({lvl: text.level_name(lvl) for lvl in ("greedy", "strong")},
                           settings.get("chinese-poker/ai_level"))
        self.unit = QSpinBox()
        self.unit.setRange(1, 1000)
        self.unit.setValue(settings.get("chinese-poker/unit"))
        self.bankroll = QSpinBox()
        self.bankroll.setRange(10, 1_000_000)
        self.bankroll.setSingleStep(100)
        self.bankroll.setValue(settings.get("chinese-poker/bankroll"))
        form.addRow(tr("Players (you included):"), self.players)
        form.addRow(tr("Payments:"), self.preset)
        form.addRow(tr("Variation:"), self.variation)
        form.addRow(tr("Straights:"), self.wheel)
        form.addRow(tr("Sweep bonus:"), self.sweep)
        form.addRow(self.overall)
        form.addRow(tr("AI players' level:"), self.level)
        form.addRow(tr("Chips per unit:"), self.unit)
        form.addRow(tr("Starting bankroll (chips):"), self.bankroll)
        note = QLabel(tr("Set your 13 cards into a front of 3, a middle of 5 and a back of 5; "
                         "the back must be at least as strong as the middle, and the middle as "
                         "the front. Help → Rules lists every preset's payments."))
        note.setWordWrap(True)
        form.addRow(note)
        self.problem = QLabel()
        self.problem.setStyleSheet("color: #c62828")
        self.problem.setWordWrap(True)
        form.addRow(self.problem)
        self.buttons = ok_cancel(self, tr("Deal"))
        form.addRow(self.buttons)
        for box in (self.players, self.preset, self.variation, self.wheel, self.sweep,
                    self.overall):
            signal = box.valueChanged if isinstance(box, QSpinBox) else \
                box.toggled if isinstance(box, QCheckBox) else box.currentIndexChanged
            signal.connect(self._check)
        self._check()

    def _check(self) -> None:
        """Some combinations do not exist in the source (a pool with a house, ...): say so."""
        try:
            self.rules()
            self.problem.setText("")
            ok = True
        except ValueError as exc:
            self.problem.setText(tr("This combination cannot be played: {why}").format(why=exc))
            ok = False
        self.buttons.button(self.buttons.StandardButton.Ok).setEnabled(ok)

    def rules(self) -> ChinesePokerRules:
        return ChinesePokerRules(players=self.players.value(), preset=self.preset.currentData(),
                                 wheel=self.wheel.currentData(),
                                 sweep_bonus=self.sweep.currentData(),
                                 overall_point=self.overall.isChecked(),
                                 bankroll=self.bankroll.value(), unit=self.unit.value(),
                                 **VARIATIONS[self.variation.currentData()])

    def chosen_level(self) -> str:
        return self.level.currentData()

    def remember(self) -> None:
        s = self.settings
        s.set("chinese-poker/players", self.players.value())
        s.set("chinese-poker/preset", self.preset.currentData())
        s.set("chinese-poker/variation", self.variation.currentData())
        s.set("chinese-poker/wheel", self.wheel.currentData())
        s.set("chinese-poker/sweep_bonus", self.sweep.currentData())
        s.set("chinese-poker/overall_point", self.overall.isChecked())
        s.set("chinese-poker/ai_level", self.level.currentData())
        s.set("chinese-poker/bankroll", self.bankroll.value())
        s.set("chinese-poker/unit", self.unit.value())
