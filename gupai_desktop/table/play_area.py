"""A seat's play area: its last move, in the game's words and, where the move leaves pieces in
front of the seat (Da Gunzi's plays of one to three cards), those pieces.

The newest move's area has a gold rim, so a glance tells who just moved; the others keep
theirs until the seat moves again or the hand ends.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from .labels import CREAM, GOLD

FLAGS = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap


class PlayArea(QGraphicsObject):
    def __init__(self, scene):
        super().__init__()
        self.scene_ = scene
        self.area = QRectF()
        self.text = ""
        self.fresh = False
        self.pieces: list = []
        self.font = QFont()
        self.font.setPixelSize(14)
        self._bubble = self._words = QRectF()
        self._pad, self._lines = (0.0, 0.0), 1
        self.setZValue(45)
        scene.addItem(self)

    # -- content --------------------------------------------------------------------------
    def show_move(self, text: str, pieces: list = (), fresh: bool = True) -> None:
        """Show a move: its words, and the sprites it left here (already in the scene)."""
        self._drop_pieces()
        self.pieces = list(pieces)
        self.text, self.fresh = text, fresh
        self._layout()

    def reword(self, text: str) -> None:
        """The same move in other words (a new language); its pieces and rim stay."""
        self.text = text
        self._layout()

    def set_fresh(self, fresh: bool) -> None:
        if fresh != self.fresh:
            self.fresh = fresh
            self.update()

    def clear(self) -> None:
        self._drop_pieces()
        self.text, self.fresh = "", False
        self._layout()

    def _drop_pieces(self) -> None:
        for sprite in self.pieces:
            if sprite.scene() is self.scene_:
                self.scene_.removeItem(sprite)
        self.pieces = []

    # -- geometry ---------------------------------------------------------------------------
    def place(self, rect: QRectF, font_px: float, piece_width: float = 0.0) -> None:
        """`piece_width`: the pieces' width at this size of the table (0: as they are). A
        window made smaller kept the trick's cards at the size they were played at, and at
        900 x 620 they covered the words under them and the bottom."""
        self.area = QRectF(rect)
        if self.font.pixelSize() != round(font_px):
            self.font.setPixelSize(max(1, round(font_px)))
        if piece_width > 0:
            for sprite in self.pieces:
                if abs(sprite.size()[0] - piece_width) > 0.01:
                    sprite.set_width(piece_width)
        self._layout()

    def _layout(self) -> None:
        self.prepareGeometryChange()
        area = self.area
        text_top = area.top()
        if self.pieces:
            w, h = self.pieces[0].size()
            step = min(w * 1.08, (area.width() - w) / max(1, len(self.pieces) - 1))
            span = (len(self.pieces) - 1) * step + w
            for i, sprite in enumerate(self.pieces):
                sprite.setPos(QPointF(area.center().x() - span / 2 + i * step, area.top()))
                sprite.setZValue(44 + i * 0.01)
            text_top = area.top() + h + 4
        if self.text:
            metrics = QFontMetricsF(self.font)
            room = QRectF(area.left(), text_top, area.width(), max(1.0, area.bottom() - text_top))
            pad_x, pad_y = self.font.pixelSize() * 0.7, self.font.pixelSize() * 0.3
            used = metrics.boundingRect(room.adjusted(pad_x, 0, -pad_x, 0), FLAGS, self.text)
            used = _balanced(metrics, used, self.text)
            w = min(area.width(), used.width() + 2 * pad_x)
            h = used.height() + 2 * pad_y
            self._pad = (pad_x, pad_y)
            self._lines = round(used.height() / metrics.lineSpacing())
            top = text_top if self.pieces else area.center().y() - h / 2
            self._bubble = QRectF(area.center().x() - w / 2, top, w, h)
            # The words drawn in the width they were measured in, and a pixel more each side:
            # the bubble less its padding came out 1e-14 px narrower (115.06249999999999 for
            # 115.0625), the line wrapped in a bubble one line tall, and Small Mahjong's moves
            # were cut unreadable at 1500 to 1600 px (found by a new user).
            self._words = QRectF(
                area.center().x() - used.width() / 2 - 1,
                top + pad_y,
                used.width() + 2,
                h - 2 * pad_y,
            )
        else:
            self._bubble = QRectF()
        self.update()

    def boundingRect(self) -> QRectF:
        if self._bubble.isNull():
            return QRectF()
        # (the words' pixel of slack may pass a bubble as wide as its area)
        return self._bubble.united(self._words).adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if self._bubble.isNull():
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rim = QColor(GOLD) if self.fresh else QColor(255, 255, 255, 60)
        painter.setPen(QPen(rim, 1.6 if self.fresh else 1.0))
        painter.setBrush(QColor(0, 0, 0, 120 if self.fresh else 85))
        pad_x = self._pad[0]
        # One line is a pill; a wrapped text gets square-ish corners so no word pokes out.
        radius = self._bubble.height() / 2 if self._lines <= 1 else pad_x
        painter.drawRoundedRect(self._bubble, radius, radius)
        painter.setFont(self.font)
        painter.setPen(QColor(CREAM if self.fresh else "#d9d4c3"))
        painter.drawText(self._words, FLAGS, self.text)


def _balanced(metrics: QFontMetricsF, used: QRectF, text: str) -> QRectF:
    """A wrapped text's box at the narrowest width that keeps its number of lines, so the lines
    come out even (not a full line and a word, or a lone character in Chinese, below it)."""
    lines = round(used.height() / metrics.lineSpacing())
    if lines <= 1:
        return used
    low, high, best = used.width() / lines, used.width(), used
    for _ in range(8):
        width = (low + high) / 2
        tried = metrics.boundingRect(QRectF(0, 0, width, 1e6), FLAGS, text)
        if round(tried.height() / metrics.lineSpacing()) <= lines and tried.width() <= width + 0.5:
            best, high = tried, width
        else:
            low = width
    return best
