"""New Game dialog for Small Mahjong: players, the AI, the stakes and the house rules where
sources differ (dominoes.md §5.3), each remembered in the settings for the next game."""
from __future__ import annotations

from PySide6.QtWidgets import QDialog, QFormLayout, QGroupBox, QLabel, QSpinBox, QVBoxLayout

from ..app.i18n import tr
from ..engine.smallmahjong.rules import SmallMahjongRules
from ..games.smallmahjong import text
from .common import combo, ok_cancel


def option_labels() -> dict[str, tuple[str, dict[str, str]]]:
    """Each SmallMahjongRules option (settings key smallmahjong/<name>): its row label and
    choices, built on call so tr() sees the language chosen at start-up."""
    return {
        "claim_order": (tr("A discard wanted by several players:"), {
            "nearest": tr("The nearest player takes it, even over a farther win"),
            "win-first": tr("A win comes first (Mahjong-style)")}),
        "after_draw": (tr("After a drawn hand, the next one starts with:"), {
            "repeat": tr("The same player"),
            "rotate": tr("The next player in turn")}),
    }


class SmallMahjongNewGameDialog(QDialog):
    def __init__(self, settings, parent=None):
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(tr("New game: Small Mahjong"))
        outer = QVBoxLayout(self)
        form = QFormLayout()
        outer.addLayout(form)
        self.players = QSpinBox()
        self.players.setRange(3, 4)
        self.players.setValue(settings.get("smallmahjong/players"))
        self.level = combo({lvl: text.level_name(lvl) for lvl in ("first", "greedy")},
                           settings.get("smallmahjong/ai_level"))
        self.unit = QSpinBox()
        self.unit.setRange(1, 1000)
        self.unit.setValue(settings.get("smallmahjong/unit"))
        self.bankroll = QSpinBox()
        self.bankroll.setRange(6, 1_000_000)     # two Double Sets cost 6 points at most
        self.bankroll.setSingleStep(10)
        self.bankroll.setValue(settings.get("smallmahjong/bankroll"))
        form.addRow(tr("Players (you included):"), self.players)
        form.addRow(tr("AI players' level:"), self.level)
        form.addRow(tr("Chips per point:"), self.unit)
        form.addRow(tr("Starting bankroll:"), self.bankroll)

        house = QGroupBox(tr("House rules"))
        house.setStyleSheet("QGroupBox { font-weight: bold; }")   # the title only
        rules_form = QFormLayout(house)
        self.options = {}
        for name, (label, items) in option_labels().items():
            self.options[name] = combo(items, settings.get(f"smallmahjong/{name}"))
            rules_form.addRow(label, self.options[name])
        outer.addWidget(house)

        note = QLabel(tr("Five tiles each; two combinations win: Double Set 3, "
                         "Set-and-Straight 2, Double Straight 1 point from each other player."))
        note.setWordWrap(True)
        outer.addWidget(note)
        outer.addWidget(ok_cancel(self, tr("Deal")))

    def rules(self) -> SmallMahjongRules:
        choices = {name: box.currentData() for name, box in self.options.items()}
        return SmallMahjongRules(players=self.players.value(), unit=self.unit.value(),
                                 bankroll=self.bankroll.value(), **choices)

    def chosen_level(self) -> str:
        return self.level.currentData()

    def remember(self) -> None:
        s = self.settings
        s.set("smallmahjong/players", self.players.value())
        s.set("smallmahjong/ai_level", self.level.currentData())
        s.set("smallmahjong/unit", self.unit.value())
        s.set("smallmahjong/bankroll", self.bankroll.value())
        for name, box in self.options.items():
            s.set(f"smallmahjong/{name}", box.currentData())
