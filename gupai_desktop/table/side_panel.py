"""Beside a turn table: what the hand stands at (whose turn, the bankrolls or levels, a trump),
and the log of every move of the hand, so a claim or a play that flashed by can be read."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QFrame,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QSizePolicy,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from ..base.i18n import tr


class InfoPanel(QFrame):
    """A few rows of `label  value`; a row marked `strong` stands out (whose turn it is).

    Painted row by row with the font's own measures: as a rich-text label (an HTML table) it
    laid a text document out again at every move, for every width the layout asked about,
    a fifth of the time a Da Gunzi hand took at the table. A label wraps in the room its
    value leaves; a value takes up to VALUE_SHARE of the width and wraps in it."""

    VALUE_SHARE = 0.6
    GAP = 6  # px between a label and its value
    PAD = 1  # px above and below each row
    TITLE_GAP = 4  # px under the title
    INSET = 4  # px between the frame and the words (the label's document margin)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setContentsMargins(6, 6, 6, 6)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.title: str | None = None
        self.rows: list[tuple[str, str, bool]] = []
        self._laid_out: dict[int, list] = {}  # lines by inside width, until the rows change

    def set_rows(self, title: str, rows: list[tuple[str, str, bool]]) -> None:
        if rows == self.rows and title == self.title:
            return
        self.title, self.rows = title, list(rows)
        self._laid_out.clear()
        # A screen reader reads a label's words as its name; a frame has none of its own.
        self.setAccessibleName(
            "\n".join([title] + [f"{label} {value}".strip() for label, value, _ in rows])
        )
        self.updateGeometry()
        self.update()

    def text(self) -> str:
        """The panel's words, a line a row (what a screen reader is told)."""
        return self.accessibleName()

    def _fonts(self) -> tuple[QFont, QFont]:
        bold = QFont(self.font())
        bold.setBold(True)
        return self.font(), bold

    def _lines(self, width: int) -> list[tuple[QFont, int, str, QRect, str, QRect]]:
        """Each line to draw at an inside width: its font, its top, and the label's and the
        value's words with the rectangles they wrap in (relative to that top)."""
        lines = self._laid_out.get(width)
        if lines is None:
            lines = self._laid_out[width] = self._lay_out(width)
        return lines

    def _lay_out(self, width: int) -> list[tuple[QFont, int, str, QRect, str, QRect]]:
        plain, bold = self._fonts()
        out, top = [], 0
        if self.title:
            rect = self._wrapped(bold, self.title, width)
            out.append((bold, top, self.title, rect, "", QRect()))
            top += rect.height() + self.TITLE_GAP
        for label, value, strong in self.rows:
            font = bold if strong else plain
            value_rect = QRect()
            room = width
            if value:
                metrics = QFontMetrics(font)
                natural = metrics.horizontalAdvance(value) + 1
                # Each keeps room for its longest word (one not broken would run on under the
                # other), the label first: a value wraps more readily than a name.
                label_word, value_word = (
                    max((metrics.horizontalAdvance(w) + 1 for w in words.split()), default=1)
                    for words in (label, value)
                )
                share = min(int(width * self.VALUE_SHARE), width - self.GAP - label_word)
                value_w = min(natural, max(share, value_word, 1))
                value_rect = self._wrapped(font, value, value_w)
                value_rect.moveRight(width - 1)
                room = max(1, width - value_w - self.GAP)
            label_rect = self._wrapped(font, label, room)
            height = max(label_rect.height(), value_rect.height())
            out.append((font, top + self.PAD, label, label_rect, value, value_rect))
            top += height + 2 * self.PAD
        return out

    @staticmethod
    def _wrapped(font: QFont, words: str, width: int) -> QRect:
        box = QFontMetrics(font).boundingRect(QRect(0, 0, width, 1 << 20), WRAP, words)
        return QRect(0, 0, width, box.height())

    def _inside(self, width: int) -> int:
        """The words' width in a panel `width` wide: contentsRect() (whose margins hold the
        frame) less the inset, so that the rows are measured at the width they are painted
        at."""
        margins = self.contentsMargins()
        return max(1, width - margins.left() - margins.right() - 2 * self.INSET)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        lines = self._lines(self._inside(width))
        margins = self.contentsMargins()
        body = 0
        if lines:
            _, top, _, label, _, value = lines[-1]
            body = top + max(label.height(), value.height()) + self.PAD
        return body + margins.top() + margins.bottom() + 2 * self.INSET

    def sizeHint(self) -> QSize:
        width = max(self.width(), 190)  # the side panel's narrowest (SidePanel.fit_width)
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        return QSize(0, self.sizeHint().height())

    def resizeEvent(self, event) -> None:
        """The height the rows need at the new width (the minimum is asked at the width)."""
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.updateGeometry()

    def paintEvent(self, event) -> None:
        super().paintEvent(event)  # the frame
        inset = self.INSET
        inside = self.contentsRect().adjusted(inset, inset, -inset, -inset)
        painter = QPainter(self)
        painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
        for font, top, label, label_rect, value, value_rect in self._lines(inside.width()):
            painter.setFont(font)
            shift = QPoint(inside.left(), inside.top() + top)
            painter.drawText(label_rect.translated(shift), WRAP, label)
            if value:
                painter.drawText(value_rect.translated(shift), WRAP_RIGHT, value)
        painter.end()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._laid_out.clear()
            self.updateGeometry()


class _Wrapped(QStyledItemDelegate):
    """Wraps a line, and measures it, with one text layout at one width (the row's, less a
    margin each side). Qt's own measure and its own drawing each took the width a little
    differently, so at some widths a line was given room for three lines and drawn in two (a
    blank line under it), or given two and drawn cut with "...": found in Small Mahjong's
    and Da Gunzi's logs at 1024 x 700, in English and Chinese.

    The log keeps each row's measure in the row (its size hint, which Qt's own sizeHint
    answers with, in C++): the view asks every row's size each time a move is added, and a
    long hand's log (300 moves and more in Da Gunzi) spent a tenth of a hand's time in those
    questions when Python answered them, measuring its text some 50,000 times before measures
    were kept by line, font and width."""

    MARGIN = 4  # px, left and right of the words

    def __init__(self, parent=None):
        super().__init__(parent)
        self.measured: dict[tuple[str, str, int], QSize] = {}

    def measure(self, font: QFont, text: str, width: int) -> QSize:
        """The row a line takes at the log's row width."""
        key = (text, font.key(), width)
        size = self.measured.get(key)
        if size is None:
            height = self._text_rect(font, text, width).height() + 2
            size = self.measured[key] = QSize(width, height)
        return size

    def _text_rect(self, font: QFont, text: str, width: int) -> QRect:
        bounds = QRect(0, 0, max(1, width - 2 * self.MARGIN), 1 << 20)
        return QFontMetrics(font).boundingRect(bounds, WRAP, text)

    def _row_width(self, option) -> int:
        """The width the list lays its rows out at: its viewport less its spacing each side.
        The option's own rect said 228 px when measured and 226 when drawn, and a line that
        fit 228 on one line was drawn in two within a row one line high, its last word
        ("West has buried six cards face [down]") under the next line."""
        view = self.parent()
        if isinstance(view, MoveLog):
            return view.row_width()
        return option.rect.width()

    def paint(self, painter, option, index):
        view = QStyleOptionViewItem(option)
        self.initStyleOption(view, index)
        text, view.text = view.text, ""  # the style draws the row; the words are ours
        style = view.widget.style() if view.widget else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, view, painter, view.widget)
        painter.save()
        painter.setFont(view.font)
        painter.setPen(view.palette.color(QPalette.ColorRole.Text))
        inside = QRect(
            view.rect.left() + self.MARGIN,
            view.rect.top() + 1,
            self._row_width(option) - 2 * self.MARGIN,
            view.rect.height() - 2,
        )
        painter.drawText(inside, WRAP, text)
        painter.restore()


WRAP = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop) | int(Qt.TextFlag.TextWordWrap)
WRAP_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop) | int(
    Qt.TextFlag.TextWordWrap
)


class MoveLog(QListWidget):
    """Every move of the hand in the game's own words, newest at the bottom."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWordWrap(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Rows measured again when the width changes: a line measured before the scroll bar
        # came kept its one-line height in the narrower list, and its last word ("West has
        # buried six cards face [down]") was drawn under the next line.
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setSpacing(1)
        self.setItemDelegate(_Wrapped(self))
        # The newest move stays in view while the log is laid out again (a narrower window
        # wraps lines and makes it taller): it followed only the moves added, and after a
        # resize the last three plays of a trick were below the fold. A user who scrolled
        # back stays where they are.
        bar = self.verticalScrollBar()
        self.following = True
        bar.valueChanged.connect(lambda value: setattr(self, "following", value >= bar.maximum()))
        bar.rangeChanged.connect(lambda _low, high: self.following and bar.setValue(high))

    def start(self, title: str) -> None:
        self.following = True  # a user's scrolling back was in the last hand's log
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
        self._measure(item, self.row_width())
        self.addItem(item)
        self.following = True
        self.scrollToBottom()

    def row_width(self) -> int:
        """The width rows are laid out at: the viewport less the spacing each side."""
        return self.viewport().width() - 2 * self.spacing()

    def _measure(self, item: QListWidgetItem, width: int) -> None:
        font = item.data(Qt.ItemDataRole.FontRole)
        font = QFont(font) if font is not None else self.font()
        item.setSizeHint(self.itemDelegate().measure(font, item.text(), width))

    def _measure_all(self) -> None:
        width = self.row_width()
        for i in range(self.count()):
            self._measure(self.item(i), width)

    def resizeEvent(self, event) -> None:
        """Every row measured again at the new width (this is the viewport's resize: the
        scroll bar's coming narrows it too), before the list lays them out again."""
        if event.size().width() != event.oldSize().width():
            self._measure_all()
        super().resizeEvent(event)

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._measure_all()
            self.scheduleDelayedItemsLayout()

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
