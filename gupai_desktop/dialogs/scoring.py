"""One scoring window for every game: a heading, a table with one row per seat (the user's in
bold), the verdict in words below it, and Next hand / Close.

What differs per game is only its ScoringSheet: a small table model, built by the game's
`scoring.py` from the finished hand and the session, which this window shows."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from PySide6.QtCore import QElapsedTimer, QEvent, Qt, Signal
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
from .common import Reworded, centre_over_window, fit_rows


class ScoringSheet(NamedTuple):
    heading: str
    columns: list[str]
    rows: list[list[str]]
    notes: list[str]
    bold_row: int | None = None  # the user's row
    stretch: tuple[int, ...] = ()  # columns that take the spare width
    centred_from: int = 1  # columns from here on are centred
    spans: tuple[tuple[int, int, int], ...] = ()  # (row, first column, columns): one cell


class ScoringDialog(Reworded, QDialog):
    """`sheet_of()` makes the sheet in the language of the moment: the window stays open beside
    the table, and says it all again when the language changes."""

    review_requested = Signal()
    # Enter or Space in the window's first moments was meant for the table (a player playing
    # tile after tile with Enter dealt the next hand unread, found by a new user): ignored.
    KEY_GUARD_MS = 700
    GUARDED_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)

    def __init__(self, sheet_of: Callable[[], ScoringSheet], hand_number: int, parent=None):
        super().__init__(parent)
        self.sheet_of, self.hand_number = sheet_of, hand_number
        sheet = sheet_of()
        layout = QVBoxLayout(self)
        self.head = QLabel()
        self.head.setWordWrap(True)
        layout.addWidget(self.head)
        table = QTableWidget(len(sheet.rows), len(sheet.columns), self)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setWordWrap(True)
        table.verticalHeader().setVisible(False)
        for r, cells in enumerate(sheet.rows):
            for col in range(len(cells)):
                item = QTableWidgetItem()
                if col >= sheet.centred_from:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if r == sheet.bold_row:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                table.setItem(r, col, item)
        for r, col, width in sheet.spans:
            table.setSpan(r, col, 1, width)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        for col in sheet.stretch:
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Stretch)
        self.table = table
        layout.addWidget(table)
        self.foot = QLabel()
        self.foot.setWordWrap(True)
        layout.addWidget(self.foot)
        buttons = QDialogButtonBox(self)
        self.next_button = buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        # Qt's own Close (its icon, as every other window's Close has)
        self.close_button = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.review_button = buttons.addButton("", QDialogButtonBox.ButtonRole.HelpRole)
        self.review_button.setAutoDefault(False)
        # A click leaves the keys with Next hand: Space after a review reopened it (a new user)
        self.review_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.review_button.clicked.connect(self.review_requested)
        self.next_button.setDefault(True)
        self.close_button.setAutoDefault(False)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._review = ("working", "")
        self._fill(sheet)
        self._shown = QElapsedTimer()
        for widget in (self, table, self.next_button, self.close_button, self.review_button):
            widget.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:
        if (
            event.type() == QEvent.Type.KeyPress
            and event.key() in self.GUARDED_KEYS
            and (
                event.isAutoRepeat()  # a key held down since the table had it
                or not self._shown.isValid()
                or self._shown.elapsed() < self.KEY_GUARD_MS
            )
        ):
            return True
        return super().eventFilter(watched, event)

    def _fill(self, sheet: ScoringSheet) -> None:
        self.setWindowTitle(tr("Hand {n}: scoring").format(n=self.hand_number))
        self.head.setText(sheet.heading)
        self.table.setHorizontalHeaderLabels(sheet.columns)
        for r, cells in enumerate(sheet.rows):
            for col, value in enumerate(cells):
                self.table.item(r, col).setText(value)
        self.foot.setText("\n".join(sheet.notes))
        self.next_button.setText(tr("Next hand"))
        self.close_button.setText(tr("Close"))
        self.set_review_state(*self._review)

    def set_review_state(self, state: str, why: str = "") -> None:
        """working | ready | failed: the Review button says which."""
        self._review = (state, why)
        self.review_button.setEnabled(state == "ready")
        self.review_button.setText(tr("Review") if state != "working" else tr("Reviewing..."))
        self.review_button.setToolTip(
            {
                "ready": tr("Each decision you made, against the best move the AI found"),
                "working": tr("The AI is weighing your decisions; the table stays yours to use"),
                "failed": tr("No review for this hand: {why}").format(why=why),
            }[state]
        )

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._shown.start()
        self._fit()
        self.next_button.setFocus()  # Enter deals on; no focus frame on a cell

    def reword(self) -> None:
        self._fill(self.sheet_of())
        if self.isVisible():  # the words have other lengths now
            self._fit()

    def _fit(self) -> None:
        """Rows get their height once the columns have their widths; then fit the window, never
        wider than the window it belongs to."""
        parent = self.parentWidget()
        room = parent.window().width() - 40 if parent is not None else 1040
        self.setMinimumWidth(min(1040, room))
        fit_rows(self.table)
        rows = sum(self.table.rowHeight(r) for r in range(self.table.rowCount()))
        fitted = min(640, rows + self.table.horizontalHeader().height() + 6)
        self.table.setMinimumHeight(fitted)
        self.table.setMaximumHeight(fitted)  # no blank band under the last row
        self.adjustSize()
        # adjustSize sizes the wrapped notes for a narrower width than they get: as tall as
        # the layout needs at the width it has, no taller
        needed = self.layout().totalHeightForWidth(self.width())
        if 0 < needed < self.height():
            self.resize(self.width(), needed)
        centre_over_window(self)
