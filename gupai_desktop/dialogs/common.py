"""Pieces every dialog shares, so buttons read the same (and translate) everywhere."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QSizePolicy,
    QWidget,
)

from ..base import words
from ..base.colours import FOCUS
from ..base.i18n import tr


def run_modal(dialog: QDialog) -> int:
    """exec() a dialog, then give its window back the keys: without a window manager to do it
    (as under Xvfb), H and N did nothing after New Game or Settings until the table was
    clicked."""
    result = dialog.exec()
    parent = dialog.parentWidget()
    if parent is not None:
        parent.window().activateWindow()
    return result


def show_in_front(dialog: QDialog, back_to: QWidget | None = None) -> None:
    """Show a window that is not modal in front, with the keys; once it closes the keys go back
    to the window that had them, if it is still open (the scoring window under a review), else
    to `back_to` (the table). Without a window manager to do it (as under Xvfb), Escape closed
    the scoring window behind a review, and N did nothing after either closed."""
    before = QApplication.activeWindow()
    dialog.show()
    if QGuiApplication.platformName() != "offscreen":  # which says on stderr it cannot raise
        dialog.raise_()
    dialog.activateWindow()
    if back_to is not None:
        dialog.finished.connect(lambda _result=0: _give_keys_back(before, back_to))


def _give_keys_back(before: QWidget | None, table: QWidget) -> None:
    try:
        still_open = before is not None and before.isVisible() and before is not table.window()
    except RuntimeError:  # deleted meanwhile (a scoring window replaced by the next hand's)
        still_open = False
    if still_open:
        before.activateWindow()
        return
    table.window().activateWindow()
    table.setFocus(Qt.FocusReason.OtherFocusReason)


def agreed(parent, title: str, question: str) -> bool:
    """Yes or No to a step that cannot be taken back (forget the statistics, leave a hand,
    surrender, a costly move), No the default: one Enter wiped the statistics."""
    answer = QMessageBox.question(
        parent,
        title,
        question,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No,
    )
    return answer == QMessageBox.StandardButton.Yes


def fit_in_parent(dialog: QDialog, width: int, height: int) -> None:
    """Open at width x height, but never wider or taller than the window it belongs to (less
    a margin): at 1024 x 700 every dialog fits inside the window."""
    parent = dialog.parentWidget()
    if parent is not None:
        room = parent.window()
        width = min(width, max(320, room.width() - 40))
        height = min(height, max(240, room.height() - 40))
    dialog.resize(width, height)


def fit_rows(table) -> None:
    """Each row of a word-wrapping table as tall as its wrapped words. Qt's own fitting counts
    every line at the font's line spacing, but a line holding a glyph of a fallback font (a
    game term's Chinese name in an English window) is a pixel taller, and the cell then cut
    its last line short with "...": a row of several lines gets a pixel a line more."""
    table.resizeRowsToContents()
    spacing = max(1, table.fontMetrics().lineSpacing())
    for row in range(table.rowCount()):
        height = table.rowHeight(row)
        if height >= 2 * spacing:
            table.setRowHeight(row, height + height // spacing)


def centre_over_window(dialog: QDialog) -> None:
    """Centre a dialog over the window it belongs to once it has its size: Qt placed it for
    the size it had when shown, and a dialog sized after that ran off the window."""
    parent = dialog.parentWidget()
    if parent is not None:
        area = parent.window().frameGeometry()
        dialog.move(
            area.x() + (area.width() - dialog.width()) // 2,
            area.y() + max(0, (area.height() - dialog.height()) // 2),
        )


def ok_cancel(dialog: QDialog, ok_text: str) -> QDialogButtonBox:
    """An OK/Cancel pair with translated labels, wired to accept/reject."""
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
    )
    buttons.button(QDialogButtonBox.StandardButton.Ok).setText(ok_text)
    buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(tr("Cancel"))
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons


def combo(items: dict, current) -> QComboBox:
    """A combo box of {value: label}, showing `current`."""
    box = QComboBox()
    for key, label in items.items():
        box.addItem(label, key)
    box.setCurrentIndex(max(0, box.findData(current)))
    return box


class StableLabel(QLabel):
    """A word-wrapped label that is always LINES lines high, whatever it says: a longer text is
    cut with an ellipsis (whole in its tooltip, and in text()), so a hint or a status that grows
    never changes the height of its bar, and the table above it does not jump."""

    LINES = 2

    def __init__(self, parent=None, *, narrow: tuple[tuple[int, int], ...] = ()):
        """`narrow=((width, lines), ...)`, widest first: narrower than `width` pixels, `lines`
        lines high (a hint of two long lines, which a narrow window wraps into four). The
        height follows the width only, never the text."""
        super().__init__(parent)
        self._narrow = narrow
        self._full = ""
        self.setWordWrap(True)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def setText(self, text: str) -> None:
        self._full = text
        self.setToolTip(text)
        self._fit()

    def text(self) -> str:
        return self._full

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit()

    def lines(self) -> int:
        width = self.contentsRect().width()
        return next((lines for below, lines in reversed(self._narrow) if width < below), self.LINES)

    def _fit(self) -> None:
        metrics = self.fontMetrics()
        margins = self.contentsMargins()
        room = self.lines() * metrics.lineSpacing()
        self.setFixedHeight(room + margins.top() + margins.bottom() + 4)
        width = max(1, self.contentsRect().width())

        def fits(text: str) -> bool:  # at most lines() lines (heights round up a pixel)
            box = metrics.boundingRect(
                QRect(0, 0, width, 1 << 20), int(Qt.TextFlag.TextWordWrap), text
            )
            return box.height() < room + metrics.lineSpacing() / 2

        shown = words.keep_terms(self._full)
        if not fits(shown):
            low, high = 0, len(shown)  # the longest start that fits with an ellipsis
            while low < high:
                mid = (low + high + 1) // 2
                low, high = (mid, high) if fits(shown[:mid].rstrip() + "…") else (low, mid - 1)
            shown = shown[:low].rstrip() + "…"
        QLabel.setText(self, shown)


class Reworded:
    """For a dialog that stays open beside the window (not modal): when the language changes
    (Qt's LanguageChange, as the window gets it) it says everything again through `reword()`."""

    def reword(self) -> None:
        raise NotImplementedError

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.reword()
        super().changeEvent(event)  # type: ignore[misc]


class WheelScrolls(QObject):
    """Installed on the boxes of a scrolling form: the wheel over a box the user has not
    clicked into scrolls the form instead of changing the box (a new user scrolling New Game
    turned a bonus from none to +3 points without seeing it)."""

    def __init__(self, scroll_area):
        super().__init__(scroll_area)
        self.area = scroll_area

    def watch(self, box: QWidget) -> None:
        box.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # the wheel alone gives it no focus
        box.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Wheel and not watched.hasFocus():
            QApplication.sendEvent(self.area.verticalScrollBar(), event)
            return True
        return False


class EnterClicks(QObject):
    """Installed on push buttons outside a dialog: Enter clicks the focused one, as it does in
    a dialog (Qt leaves such a button to Space alone, and a player who had tabbed to Use hint
    pressed Enter and nothing happened); and the focused one wears a ring (FocusRing)."""

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.ring = FocusRing(parent)

    def eventFilter(self, watched, event) -> bool:
        kind = event.type()
        if (
            kind == QEvent.Type.KeyPress
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and isinstance(watched, QAbstractButton)
            and watched.isEnabled()
        ):
            watched.animateClick()
            return True
        target = self.ring.target
        if kind == QEvent.Type.FocusIn and isinstance(watched, QWidget):
            self._watch_containers(watched)
            target = watched
        elif not (
            kind in _RING_FOLLOWS
            and target is not None
            and (watched is target or watched.isAncestorOf(target))
        ):
            # another button's change (enabled, moved) is none of the ring's business: it put
            # the ring out while Play kept the focus (Da Gunzi's bar, after an AI's move)
            return False
        self.ring.follow(target if target.hasFocus() and target.isVisible() else None)
        return False

    def _watch_containers(self, button: QWidget) -> None:
        """The ring moves with what holds the button too (Da Gunzi's row of declarations moves
        as the bar grows, and its buttons, still within it, are told nothing)."""
        holder = button.parentWidget()
        while holder is not None and holder is not self.ring.parentWidget():
            holder.installEventFilter(self)
            holder = holder.parentWidget()


_RING_FOLLOWS = (
    QEvent.Type.FocusOut,
    QEvent.Type.Move,
    QEvent.Type.Resize,
    QEvent.Type.Hide,
    QEvent.Type.EnabledChange,
)


class FocusRing(QWidget):
    """The keyboard's focus round a button of the bar under the table. The style drew it as
    it draws the default button, so Confirm looked focused all the time: a player who had
    tabbed to it pressed Space for a tile and committed the hand (found by a new user)."""

    PAD = 3

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.hide()
        self.target: QWidget | None = None

    def follow(self, button: QWidget | None) -> None:
        """Round `button`, or nowhere (None)."""
        self.target = button
        if button is None:
            self.hide()
            return
        corner = button.mapTo(self.parentWidget(), QPoint(0, 0))
        pad = self.PAD
        self.setGeometry(QRect(corner, button.size()).adjusted(-pad, -pad, pad, pad))
        self.raise_()
        self.show()
        self.update()

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(FOCUS), 2))
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), 5, 5)
        painter.end()
