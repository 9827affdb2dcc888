"""Text on the felt: one look for every table's labels."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem

CREAM, GOLD = "#f3efe0", "#ffe9a8"
# The smallest text on a table fitted into its window, in scene pixels: at 1024 x 700 (scale
# 0.6) 13 px on screen, where a Traditional character's strokes still stand apart (at 18,
# 11 px, the bold 電腦 of a seat's name was a blot).
SMALL_TEXT = 22


def make_label(scene, size: int, bold: bool = False, colour: str = CREAM):
    item = QGraphicsSimpleTextItem()
    font = QFont()
    font.setPixelSize(size)
    font.setBold(bold)
    item.setFont(font)
    item.setBrush(QColor(colour))
    item.setZValue(50)
    scene.addItem(item)
    return item


def place_centered(
    item, x: float, y: float, value: str, width: float | None = None, keep_in=None
) -> None:
    """Set the text and centre it horizontally on x, its top at y; within `width`, if given,
    drawn smaller when it is longer (a long verdict in a small window); inside the rectangle
    `keep_in`, if given, moved in from its edges (a long line under a side seat ran off the
    table)."""
    item.setText(value)
    scale = shrink_to(item, width)
    w = item.boundingRect().width() * scale
    left = x - w / 2
    if keep_in is not None:
        left = max(keep_in.left() + 4, min(left, keep_in.right() - 4 - w))
    item.setPos(left, y)


def shrink_to(item, width: float | None) -> float:
    """Draw the text smaller when it is wider than `width` (if given); the scale it took."""
    w = item.boundingRect().width()
    scale = min(1.0, width / w) if width and w > 0 else 1.0
    if item.scale() != scale:
        item.setScale(scale)
    return scale


def place_in_lines(item, value: str, x: float, y: float, width: float, apart: str = " — ") -> None:
    """`value` from x, within `width`, its first line's top at y; in two lines where one would
    be drawn smaller than READABLE (broken at `apart` if it has it, else between words), and
    those lines kept level with where the one would be. Shrunk onto one line, Chinese Poker's
    "Full house, fives over eights — beats the back!" was 6 px high at 1024 x 700."""
    item.setText(value)
    one_line, long = item.boundingRect().height(), item.boundingRect().width()
    if long * READABLE > width:
        first, found, rest = value.partition(apart)
        item.setText(
            f"{first}\n{rest}" if found else wrapped(value, item.font(), max(width, long / 1.8))
        )
    scale = shrink_to(item, width)
    item.setPos(x, y - (item.boundingRect().height() - one_line) * scale / 2)


READABLE = 0.8  # the smallest a label is drawn to keep to one line, of its own size


def make_block(scene, size: int, width: float, bold: bool = False, colour: str = GOLD):
    """A few centred lines of text in a column `width` wide."""
    item = QGraphicsTextItem()
    font = QFont()
    font.setPixelSize(size)
    font.setBold(bold)
    item.setFont(font)
    item.setDefaultTextColor(QColor(colour))
    item.setTextWidth(width)
    option = item.document().defaultTextOption()
    option.setAlignment(Qt.AlignmentFlag.AlignHCenter)
    item.document().setDefaultTextOption(option)
    item.setZValue(50)
    scene.addItem(item)
    return item


def place_block(item, x: float, y: float, value: str) -> None:
    """Set the lines and centre the column on x, its top at y. The same lines are not set
    again: a text block lays its document out anew at each setPlainText, and every table
    refresh (each key in the hand) places its blocks."""
    if item.toPlainText() != value:
        item.setPlainText(value)
    item.setPos(x - item.textWidth() / 2, y)


def clear_label(item) -> None:
    """Empty a label of either kind: a line (make_label) or a block of lines (make_block)."""
    item.setPlainText("") if hasattr(item, "setPlainText") else item.setText("")


def set_size(item, size: float, width: float | None = None) -> None:
    """Resize a label's text (and a block's column) when the table is laid out anew."""
    font = item.font()
    px = max(1, round(size))
    if font.pixelSize() != px:
        font.setPixelSize(px)
        item.setFont(font)
    if width is not None and hasattr(item, "setTextWidth") and item.textWidth() != width:
        item.setTextWidth(width)


def wrapped(value: str, font: QFont, width: float) -> str:
    """The text in lines no wider than `width`, broken at spaces (a word longer than the width
    keeps a line of its own)."""
    metrics = QFontMetricsF(font)
    lines: list[str] = []
    for word in value.split(" "):
        if lines and metrics.horizontalAdvance(f"{lines[-1]} {word}") <= width:
            lines[-1] += f" {word}"
        else:
            lines.append(word)
    return "\n".join(lines)
