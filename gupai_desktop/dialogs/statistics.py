"""Statistics: hands, wins, pushes, losses and net per game (kept in SQLite), and charts of one
game: the running total over its hands and sessions, each session's result, the outcome
shares and the result against each set of AI levels, each exportable as a PNG."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QHeaderView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
)

from ..base import words
from ..base.i18n import language, tr
from ..engine import games
from ..records import trends
from . import file_dialogs
from .charts import Chart
from .common import agreed, fit_in_parent


class StatisticsDialog(QDialog):
    def __init__(self, stats, parent=None, game_id: str | None = None):
        """`game_id`: the game the charts open on (the one being played); without it, or
        while it has no hand yet, the first game played."""
        super().__init__(parent)
        self.stats, self.first_game = stats, game_id
        self.setWindowTitle(tr("Statistics"))
        fit_in_parent(self, 860, 640)
        layout = QVBoxLayout(self)
        self.table = QTableWidget(0, 7, self)
        self.table.setHorizontalHeaderLabels(
            [
                tr("Game"),
                tr("Hands"),
                tr("Won"),
                tr("Pushed"),
                tr("Lost"),
                tr("Net"),
                tr("Cycles won–lost"),
            ]
        )
        self.table.verticalHeader().setVisible(False)
        layout.addWidget(self.table)
        row = QHBoxLayout()
        row.addWidget(QLabel(tr("Charts of")))
        self.game = QComboBox()
        for game_id in games.game_ids():
            self.game.addItem(words.game_title(game_id), game_id)
        self.game.currentIndexChanged.connect(lambda _: self.draw())
        row.addWidget(self.game)
        row.addStretch(1)
        self.saved = QLabel()  # where the last chart went (it was saved without a word)
        row.addWidget(self.saved)
        layout.addLayout(row)
        self.tabs = QTabWidget()
        self.charts = {}
        self.chart_files = {}  # each chart's name in Export ("daling-4.png" said nothing: a new user)
        for key, label, file in (
            ("total", tr("Running total"), "running-total"),
            ("sessions", tr("By session"), "by-session"),
            ("shares", tr("Won, pushed, lost"), "won-pushed-lost"),
            ("levels", tr("By AI level"), "by-ai-level"),
        ):
            self.charts[key] = Chart()
            self.chart_files[self.charts[key]] = file
            self.tabs.addTab(self.charts[key], label)
        layout.addWidget(self.tabs, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(tr("Close"))
        export = buttons.addButton(
            tr("Export chart as PNG..."), QDialogButtonBox.ButtonRole.ActionRole
        )
        export.clicked.connect(lambda: self.export_chart())
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
            cycles = (
                f"{s['cycles_won']}–{s['cycles_lost']}" if spec.scored_in == games.LEVELS else ""
            )
            cells = [
                spec.titles.pick(language()),
                str(hands),
                pct(s["wins"]),
                pct(s["pushes"]),
                pct(s["losses"]),
                words.amount(game_id, words.money(s["net"])),  # chips, or Da Gunzi's levels
                cycles,
            ]
            for col, value in enumerate(cells):
                item = QTableWidgetItem(value)
                if col:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if col in (2, 3, 4):
                    item.setToolTip(_counted_by(spec))
                self.table.setItem(row, col, item)
        self.table.setCurrentItem(None)  # no cell framed as chosen: the table is read, not edited
        # the columns share the window's width (each is far wider than its words)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setFixedHeight(
            self.table.horizontalHeader().height()
            + 4
            + sum(self.table.rowHeight(r) for r in range(len(ids)))
        )
        played = [i for i, g in enumerate(ids) if self.stats.summary(g)["hands"]]
        wanted = ids.index(self.first_game) if self.first_game in ids else -1
        if wanted in played:  # the game at the table (it opened on Pai Gow, the first)
            self.game.setCurrentIndex(wanted)
        elif played and not self.stats.summary(self.game.currentData())["hands"]:
            self.game.setCurrentIndex(played[0])
        self.draw()

    def draw(self) -> None:
        """The game's four charts, each title naming the game: an exported chart is a
        picture on its own, and several could not be told apart."""
        game_id = self.game.currentData()
        hands = self.stats.hands_of(game_id)
        unit = words.unit(game_id)
        game = words.game_title(game_id)

        def titled(title: str) -> str:
            return words.labelled(game, title)

        totals, starts = trends.running_total(hands)
        self.charts["total"].show_line(
            titled(tr("Your running total ({unit}), hand by hand").format(unit=unit)),
            totals,
            starts,
        )
        sessions = trends.by_session(hands)
        self.charts["sessions"].show_bars(
            titled(tr("Each session's result ({unit})").format(unit=unit)),
            [tr("Session {n}").format(n=g.label) for g in sessions],
            [g.net for g in sessions],
            short=([g.label for g in sessions], tr("sessions, in the order played")),
        )
        self.charts["shares"].show_shares(
            titled(tr("Hands won, pushed and lost")), trends.shares(hands)
        )
        levels = trends.by_levels(hands)
        self.charts["levels"].show_bars(
            titled(tr("Your result against each set of AI levels ({unit})").format(unit=unit)),
            [words.level_names(game_id, g.label) for g in levels],
            [g.net for g in levels],
        )

    def export_chart(self, path: str | None = None) -> bool:
        """Save the chart in front as a PNG (asks where, unless told)."""
        chart = self.tabs.currentWidget()
        if path is None:
            name = f"{self.game.currentData()}-{self.chart_files[chart]}.png"
            path, _ = file_dialogs.save_file_name(
                self, tr("Export chart as PNG"), str(Path.home() / name), tr("PNG images (*.png)")
            )
        if not path:
            return False
        if not chart.grab().save(path, "PNG"):
            QMessageBox.warning(
                self,
                tr("Export chart as PNG"),
                tr("The chart could not be saved to {path}.").format(path=path),
            )
            return False
        self.saved.setText(tr("Saved to {file}").format(file=Path(path).name))
        self.saved.setToolTip(str(path))
        return True

    def _reset(self) -> None:
        if agreed(self, tr("Reset statistics"), tr("Forget every hand in the statistics?")):
            self.stats.reset()
            self.fill()


def _counted_by(spec) -> str:
    """What makes a hand won, pushed or lost in a game: Da Gunzi's by levels alone surprised
    a new user, who had lost the deal and owed tribute in a "pushed" hand."""
    if spec.scored_in == games.LEVELS:
        return tr(
            "A hand is won or lost by the levels it moved: your team's gain less the other "
            "team's. A hand that moved no level is pushed, even when the deal changed hands or "
            "blood is owed: those act in the hands that follow."
        )
    return tr("A hand is won, pushed or lost by the chips it brought you: more, none or fewer.")
