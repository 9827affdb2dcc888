"""Records → Browse: every session record of this profile as a table (game, last played,
hands, your result, file), to replay or export the chosen one, and to import another from a
file."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from ..base import words
from ..base.i18n import tr
from ..records.catalog import FileSummary, catalog
from .common import Reworded, fit_in_parent


class RecordsBrowser(Reworded, QDialog):
    """`actions` answers the buttons: replay(path), export(path), import_file() -> bool."""

    def __init__(self, paths, actions, parent=None):
        super().__init__(parent)
        self.actions = actions
        self.files: list[FileSummary] = []
        fit_in_parent(self, 760, 420)
        layout = QVBoxLayout(self)
        self.empty = QLabel()
        self.empty.setWordWrap(True)
        layout.addWidget(self.empty)
        self.table = QTableWidget(0, 5, self)
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.table.horizontalHeader()
        for column in range(4):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        self.table.doubleClicked.connect(lambda _: self._replay())
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        self.replay_button = buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.export_button = buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.import_button = buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.replay_button.clicked.connect(self._replay)
        self.export_button.clicked.connect(
            lambda: self.chosen() and self.actions.export(self.chosen().path)
        )
        self.import_button.clicked.connect(self._import)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.reword()
        self.fill(catalog(paths))

    def reword(self) -> None:
        """Every word again (the language changed), the chosen file kept."""
        self.setWindowTitle(tr("Records"))
        self.empty.setText(
            tr("No hand has been recorded yet: finished hands appear here, one file per session.")
        )
        self.table.setHorizontalHeaderLabels(
            [tr("Game"), tr("Last played"), tr("Hands"), tr("Your result"), tr("File")]
        )
        self.close_button.setText(tr("Close"))
        self.replay_button.setText(tr("Replay"))
        self.export_button.setText(tr("Export..."))
        self.import_button.setText(tr("Import from a file..."))
        if self.files:
            chosen = self.chosen()
            self.fill(self.files)
            if chosen is not None:
                self.table.selectRow(self.files.index(chosen))

    def fill(self, files: list[FileSummary]) -> None:
        self.files = files
        self.table.setRowCount(len(files))
        for row, f in enumerate(files):
            if f.problem:
                result = tr("unreadable")
            elif f.net is None:
                result = "—"
            else:  # in the game's own unit: Da Gunzi's "+1" was levels beside others' chips
                result = words.amount(f.game, words.money(f.net))
            cells = [
                " + ".join(map(words.game_title, f.games or (f.game,)))
                if not f.problem
                else tr("(damaged)"),
                words.played_when(f.last_played),
                str(f.hands),
                result,
                f.path.name,
            ]
            for column, value in enumerate(cells):
                item = QTableWidgetItem(value)
                if column in (2, 3):
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                item.setToolTip(
                    tr("This file cannot be read as a record. Details: {error}").format(
                        error=f.problem
                    )
                    if f.problem
                    else (
                        tr(
                            "The last hand was cut off when the app stopped while writing it; "
                            "the {n} whole hands before it can be replayed."
                        ).format(n=f.hands)
                        if f.cut_off
                        else str(f.path)
                    )
                )
                self.table.setItem(row, column, item)
        self.empty.setVisible(not files)
        self.table.setVisible(bool(files))
        readable = [row for row, f in enumerate(files) if f.problem is None]
        if readable:
            self.table.selectRow(readable[0])
        self._update_buttons()

    def chosen(self) -> FileSummary | None:
        rows = self.table.selectionModel().selectedRows()
        return self.files[rows[0].row()] if rows else None

    def _update_buttons(self) -> None:
        chosen = self.chosen()
        ok = chosen is not None and chosen.problem is None
        self.replay_button.setEnabled(ok)
        self.export_button.setEnabled(ok and not chosen.cut_off)  # a whole file only

    def _replay(self) -> None:
        chosen = self.chosen()
        if (
            chosen is not None
            and chosen.problem is None
            and self.actions.replay(chosen.path, whole_hands=chosen.cut_off)
        ):
            self.accept()

    def _import(self) -> None:
        if self.actions.import_file():
            self.accept()
