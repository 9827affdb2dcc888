"""Statistics: hands, wins, pushes, losses and net per game, kept in SQLite."""
from __future__ import annotations

from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QMessageBox, QTableWidget,
                               QTableWidgetItem, QVBoxLayout)

from ..base.i18n import language, tr
from ..engine import games


class StatisticsDialog(QDialog):
    def __init__(self, stats, parent=None):
        super().__init__(parent)
        self.stats = stats
        self.setWindowTitle(tr("Statistics"))
        self.resize(640, 260)
        layout = QVBoxLayout(self)
        self.table = QTableWidget(0, 7, self)
        self.table.setHorizontalHeaderLabels([tr("Game"), tr("Hands"), tr("Won"), tr("Pushed"),
                                              tr("Lost"), tr("Net"), tr("Cycles won–lost")])
        self.table.verticalHeader().setVisible(False)
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(tr("Close"))
        reset = buttons.addButton(tr("Reset statistics"), QDialogButtonBox.ButtonRole.ResetRole)
        reset.clicked.connect(self._reset)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.fill()

    def fill(self) -> None:
        ids = games.game_ids()
        self.table.setRowCount(len(ids))
        for row, game_id in enumerate(ids):
            s = self.stats.summary(game_id)
            hands = s["hands"]

            def pct(n: int) -> str:
                return f"{n} ({n / hands:.0%})" if hands else "0"
            spec = games.get(game_id)
            cycles = f"{s['cycles_won']}–{s['cycles_lost']}" if spec.scored_in == games.LEVELS \
                else ""
            cells = [spec.titles.pick(language()), str(hands), pct(s["wins"]),
                     pct(s["pushes"]), pct(s["losses"]), f"{s['net']:+g}", cycles]
            for col, value in enumerate(cells):
                self.table.setItem(row, col, QTableWidgetItem(value))
        self.table.resizeColumnsToContents()

    def _reset(self) -> None:
        answer = QMessageBox.question(self, tr("Reset statistics"),
                                      tr("Forget every hand in the statistics?"))
        if answer == QMessageBox.StandardButton.Yes:
            self.stats.reset()
            self.fill()
