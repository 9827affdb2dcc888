"""One scoring window for every game: a heading, a table with one row per seat (the user's in
bold), the verdict in words below it, and Next hand / Close.

What differs per game is only its ScoringSheet: a small table model, built by the game's
`scoring.py` from the finished hand and the session, which this window shows."""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import Qt, Signal
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

from ..base.i18n import tr


class ScoringSheet(NamedTuple):
    heading: str
    columns: list[str]
    rows: list[list[str]]
    notes: list[str]
    bold_row: int | None = None  # the user's row
    stretch: tuple[int, ...] = ()  # columns that take the spare width
    centred_from: int = 1  # columns from here on are centred


class ScoringDialog(QDialog):
    review_requested = Signal()

    def __init__(self, sheet: ScoringSheet, hand_number: int, parent=None):
        super().__init__(parent)
        self.setWindowTitle(tr("Hand {n}: scoring").format(n=hand_number))
        layout = QVBoxLayout(self)
        head = QLabel(sheet.heading)
        head.setWordWrap(True)
        layout.addWidget(head)
        table = QTableWidget(len(sheet.rows), len(sheet.columns), self)
        table.setHorizontalHeaderLabels(sheet.columns)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setWordWrap(True)
        table.verticalHeader().setVisible(False)
        for r, cells in enumerate(sheet.rows):
            for col, value in enumerate(cells):
                item = QTableWidgetItem(value)
                if col >= sheet.centred_from:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if r == sheet.bold_row:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                table.setItem(r, col, item)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        for col in sheet.stretch:
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Stretch)
        self.table = table
        layout.addWidget(table)
        self.foot = QLabel("\n".join(sheet.notes))
        self.foot.setWordWrap(True)
        layout.addWidget(self.foot)
        buttons = QDialogButtonBox(self)
        self.next_button = buttons.addButton(
            tr("Next hand"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        close = buttons.addButton(tr("Close"), QDialogButtonBox.ButtonRole.RejectRole)
        self.review_button = buttons.addButton(tr("Review"), QDialogButtonBox.ButtonRole.HelpRole)
        self.review_button.setAutoDefault(False)
        self.review_button.clicked.connect(self.review_requested)
        self.set_review_state("working")
        self.next_button.setDefault(True)
        close.setAutoDefault(False)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def set_review_state(self, state: str, why: str = "") -> None:
        """working | ready | failed: the Review button says which."""
        self.review_button.setEnabled(state == "ready")
        self.review_button.setText(tr("Review") if state != "working" else tr("Reviewing..."))
        self.review_button.setToolTip(
            {
                "ready": tr("Each decision you made, against the best move the AI found"),
                "working": tr("The AI is weighing your decisions; the table stays yours to use"),
                "failed": tr("No review for this hand: {why}").format(why=why),
            }[state]
        )

    def add_notes(self, notes: list[str]) -> None:
        """Notes every game shares (a broke AI bought in again), below the game's own."""
        if notes:
            self.foot.setText("\n".join(filter(None, [self.foot.text(), *notes])))

    def showEvent(self, event) -> None:
        """Rows get their height once the columns have their widths; then fit the window, never
        wider than the window it belongs to."""
        super().showEvent(event)
        parent = self.parentWidget()
        room = parent.window().width() - 40 if parent is not None else 1040
        self.setMinimumWidth(min(1040, room))
        self.table.resizeRowsToContents()
        rows = sum(self.table.rowHeight(r) for r in range(self.table.rowCount()))
        fitted = min(640, rows + self.table.horizontalHeader().height() + 6)
        self.table.setMinimumHeight(fitted)
        self.table.setMaximumHeight(fitted)  # no blank band under the last row
        self.next_button.setFocus()  # Enter deals on; no focus frame on a cell
        self.adjustSize()
        # adjustSize sizes the wrapped notes for a narrower width than they get: as tall as
        # the layout needs at the width it has, no taller
        needed = self.layout().totalHeightForWidth(self.width())
        if 0 < needed < self.height():
            self.resize(self.width(), needed)
        if parent is not None:  # Qt placed it for its size before this: centre it again
            centre = parent.window().frameGeometry().center()
            self.move(centre - self.rect().center())
