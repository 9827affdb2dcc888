"""New Game dialog for Ding Niu: the AI, the stakes and the house rules where sources differ
(dominoes.md §3.5), each remembered in the settings for the next game."""
from __future__ import annotations

from PySide6.QtWidgets import (QCheckBox, QDialog, QFormLayout, QGroupBox, QLabel, QSpinBox,
                               QVBoxLayout)

from ..app.i18n import tr
from ..engine.dingniu.rules import DingNiuRules
from ..games.dingniu import text
from .common import combo, ok_cancel

def option_labels() -> dict[str, tuple[str, dict[str, str]]]:
    """Each DingNiuRules option (settings key dingniu/<name>): its row label and choices,
    built on call so tr() sees the language chosen at start-up."""
    return {
        "loser_ties": (tr("Ties for 2nd to 4th place:"), {
            "upper": tr("The later player places higher"),
            "nearer": tr("The player nearer the leader places higher")}),
        "after_classic": (tr("After a Classic block:"), {
            "continue": tr("Play on: only the blocked doubles can be laid"),
            "end": tr("The hand ends at once")}),
        "suanzhang_success": (tr("A SuanZhang player wins with:"), {
            "winner": tr("First place, ties broken as usual"),
            "strict": tr("Strictly the fewest points")}),
        "losing_suanzhang": (tr("A losing SuanZhang player:"), {
            "always": tr("Always pays the winner 12 alone"),
            "biggest": tr("Pays 12 alone only from 4th place")}),
        "smothered": (tr("Smothered blocks count for:"), {
            "four-five": tr("Fours and Fives"),
            "all": tr("Every value")}),
        "first_lead": (tr("Later hands are led by:"), {
            "winner": tr("The last hand's winner"),
            "rotate": tr("The next seat in turn")}),
    }


def flag_labels() -> dict[str, str]:
    return {"lead_restriction": tr("The lead may not leave everyone else unable to play"),
            "voluntary_face_down": tr("A tile may go face down even when one can be played")}


class DingNiuNewGameDialog(QDialog):
    def __init__(self, settings, parent=None):
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(tr("New game: Ding Niu"))
        outer = QVBoxLayout(self)
        form = QFormLayout()
        outer.addLayout(form)
        self.level = combo({lvl: text.level_name(lvl) for lvl in ("first", "greedy", "strong")},
                           settings.get("dingniu/ai_level"))
        self.unit = QSpinBox()
        self.unit.setRange(1, 1000)
        self.unit.setValue(settings.get("dingniu/unit"))
        self.bankroll = QSpinBox()
        self.bankroll.setRange(12, 1_000_000)       # a losing SuanZhang costs 12 points
        self.bankroll.setSingleStep(10)
        self.bankroll.setValue(settings.get("dingniu/bankroll"))
        form.addRow(tr("AI players' level:"), self.level)
        form.addRow(tr("Chips per point:"), self.unit)
        form.addRow(tr("Starting bankroll:"), self.bankroll)

        house = QGroupBox(tr("House rules"))
        house.setStyleSheet("QGroupBox { font-weight: bold; }")   # the title only
        rules_form = QFormLayout(house)
        self.options = {}
        for name, (label, items) in option_labels().items():
            self.options[name] = combo(items, settings.get(f"dingniu/{name}"))
            rules_form.addRow(label, self.options[name])
        self.flags = {}
        for name, label in flag_labels().items():
            check = QCheckBox(label)
            check.setChecked(bool(settings.get(f"dingniu/{name}")))
            self.flags[name] = check
            rules_form.addRow(check)
        outer.addWidget(house)

        note = QLabel(tr("Four players, six tiles each; fewest points wins: +6, then −1, −2, −3 "
                         "(times the chips per point)."))
        note.setWordWrap(True)
        outer.addWidget(note)
        outer.addWidget(ok_cancel(self, tr("Deal")))

    def rules(self) -> DingNiuRules:
        choices = {name: box.currentData() for name, box in self.options.items()}
        flags = {name: check.isChecked() for name, check in self.flags.items()}
        return DingNiuRules(unit=self.unit.value(), bankroll=self.bankroll.value(),
                            **choices, **flags)

    def chosen_level(self) -> str:
        return self.level.currentData()

    def remember(self) -> None:
        s = self.settings
        s.set("dingniu/ai_level", self.level.currentData())
        s.set("dingniu/unit", self.unit.value())
        s.set("dingniu/bankroll", self.bankroll.value())
        for name, box in self.options.items():
            s.set(f"dingniu/{name}", box.currentData())
        for name, check in self.flags.items():
            s.set(f"dingniu/{name}", check.isChecked())
