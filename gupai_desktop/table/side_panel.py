"""Beside a turn table: what the hand stands at (whose turn, the bankrolls or levels, a trump),
and the log of every move of the hand, so a claim or a play that flashed by can be read."""

from __future__ import annotations

import html

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from ..base.i18n import tr


class InfoPanel(QLabel):
    """A few rows of `label  value`; a row marked `strong` stands out (whose turn it is)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setContentsMargins(6, 6, 6, 6)
        self.rows: list[tuple[str, str, bool]] = []

    def set_rows(self, title: str, rows: list[tuple[str, str, bool]]) -> None:
        if rows == self.rows and title == getattr(self, "title", None):
            return
        self.title, self.rows = title, list(rows)
        cells = "".join(
            f"<tr><td>{'<b>' if strong else ''}{html.escape(label)}{'</b>' if strong else ''}"
            f"</td><td align='right'>{'<b>' if strong else ''}{html.escape(value)}"
            f"{'</b>' if strong else ''}</td></tr>"
            for label, value, strong in rows
        )
        self.setText(
            f"<p style='margin:0 0 4px 0'><b>{html.escape(title)}</b></p>"
            f"<table width='100%' cellspacing='0' cellpadding='1'>{cells}</table>"
        )


class _Wrapped(QStyledItemDelegate):
    """Measures a line as if the row were narrower by the text's margins (the focus frame's,
    on each side). Measured at the row's width, a line was at some widths (some 4 px wide in
    every 40) given one line's room but wrapped when drawn, and shown cut with "..." above a
    blank line; measured this way it never is (looked at for every width from 260 to 300 px).

    A measure is kept by line, font and width: the view measures every row again each time a
    move is added, and a long hand's log (300 moves and more in Da Gunzi) was measuring its
    text some 50,000 times."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.measured: dict[tuple[str, str, int], QSize] = {}

    def sizeHint(self, option, index):
        key = (index.data(Qt.ItemDataRole.DisplayRole), option.font.key(), option.rect.width())
        size = self.measured.get(key)
        if size is None:
            size = self.measured[key] = self._measure(option, index)
        return QSize(size)

    def _measure(self, option, index):
        style = option.widget.style() if option.widget else None
        margin = (
            style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, option, option.widget) + 1
            if style
            else 3
        )
        inside = QStyleOptionViewItem(option)
        inside.rect = option.rect.adjusted(0, 0, -2 * margin, 0)
        return super().sizeHint(inside, index)


class MoveLog(QListWidget):
    """Every move of the hand in the game's own words, newest at the bottom."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWordWrap(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSpacing(1)
        self.setItemDelegate(_Wrapped(self))

    def start(self, title: str) -> None:
        self.clear()
        self.itemDelegate().measured.clear()
        self.add(title, heading=True)

    def add(self, line: str, *, mine: bool = False, heading: bool = False) -> None:
        item = QListWidgetItem(line)
        if heading or mine:
            font = QFont(self.font())
            font.setBold(True)
            item.setFont(font)
        if mine:
            item.setForeground(QColor("#1b5e20"))
        self.addItem(item)
        self.scrollToBottom()

    def lines(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]


class SidePanel(QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.info = InfoPanel()
        self.log = MoveLog()
        self.caption = QLabel()
        box = QVBoxLayout(self)
        box.setContentsMargins(6, 6, 6, 0)
        box.setSpacing(4)
        box.addWidget(self.info)
        box.addWidget(self.caption)
        box.addWidget(self.log, 1)
        self.retranslate()

    def retranslate(self) -> None:
        self.caption.setText(tr("Moves of this hand"))

    def fit_width(self, window_width: int) -> None:
        """A fifth of the page, within reason: room for a move's words at 1024 px."""
        self.setFixedWidth(max(190, min(300, window_width // 5)))
