"""The statistics charts, painted with QPainter: a running total with the sessions marked, bars
(per session, per AI levels) and the outcome shares. One widget draws whichever it is given, on
the app's felt colours, and renders to a PNG the same way it paints."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..base import words
from ..base.i18n import tr

BACKGROUND, GRID, TEXT = QColor("#16442e"), QColor(255, 255, 255, 40), QColor("#f3efe0")
UP, DOWN, LINE = QColor("#7bd389"), QColor("#ff8a80"), QColor("#ffd54f")
MAX_BAR = 90.0  # a bar's widest, in pixels: one session is a bar, not the whole chart
OUTCOME_COLOURS = {"win": UP, "push": QColor("#b0bec5"), "lose": DOWN}


def ticks(low: float, high: float, count: int = 5, whole: bool = False) -> list[float]:
    """Round values (1, 2 or 5 times a power of ten apart) covering low..high, zero included;
    `whole`: whole numbers only (levels and most chips: no 0.2 of a level on the axis)."""
    low, high = min(low, 0.0), max(high, 0.0)
    if high - low < 1e-9:
        high = low + 1
    raw = (high - low) / count
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= raw)
    if whole:
        step = max(step, 1)
    first = math.floor(low / step) * step
    return [first + i * step for i in range(int(math.ceil((high - first) / step)) + 1)]


class Chart(QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setMinimumSize(360, 220)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.kind, self.title, self.data = "empty", "", None

    # -- what to draw --------------------------------------------------------------------
    def show_line(self, title: str, values: list[float], separators: list[int]) -> None:
        self._set("line" if values else "empty", title, (values, separators))

    def show_bars(self, title: str, labels: list[str], values: list[float]) -> None:
        self._set("bars" if values else "empty", title, (labels, values))

    def show_shares(self, title: str, counts: dict[str, int]) -> None:
        self._set("shares" if sum(counts.values()) else "empty", title, counts)

    def _set(self, kind: str, title: str, data) -> None:
        self.kind, self.title, self.data = kind, title, data
        self.update()

    # -- painting ------------------------------------------------------------------------
    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), BACKGROUND)
        font = QFont(self.font())
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(TEXT)
        painter.drawText(
            QRectF(12, 6, self.width() - 24, 24), Qt.AlignmentFlag.AlignLeft, self.title
        )
        painter.setFont(self.font())
        area = QRectF(64, 38, self.width() - 84, self.height() - 78)
        if self.kind == "empty":
            painter.drawText(area, Qt.AlignmentFlag.AlignCenter, tr("No hands yet"))
        elif self.kind == "shares":
            self._shares(painter, area)
        else:
            values = self.data[0] if self.kind == "line" else self.data[1]
            whole = all(float(v).is_integer() for v in values)
            scale = ticks(min(values), max(values), whole=whole)
            self._axis(painter, area, scale)
            (self._line if self.kind == "line" else self._bars)(painter, area, scale)
        painter.end()

    @staticmethod
    def _y(area: QRectF, scale: list[float], value: float) -> float:
        return area.bottom() - (value - scale[0]) / (scale[-1] - scale[0]) * area.height()

    def _axis(self, painter: QPainter, area: QRectF, scale: list[float]) -> None:
        for value in scale:
            y = self._y(area, scale, value)
            painter.setPen(QPen(TEXT if abs(value) < 1e-9 else GRID, 1))
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(TEXT)
            painter.drawText(
                QRectF(0, y - 9, area.left() - 8, 18),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                words.chips(value),
            )

    def _line(self, painter: QPainter, area: QRectF, scale: list[float]) -> None:
        values, separators = self.data
        n = len(values)

        def x(i: float) -> float:
            return area.left() + (i + 1) / n * area.width() if n else area.left()

        painter.setPen(QPen(GRID, 1, Qt.PenStyle.DashLine))
        for start in separators:
            painter.drawLine(
                QPointF(x(start - 0.5), area.top()), QPointF(x(start - 0.5), area.bottom())
            )
        path = QPainterPath(QPointF(area.left(), self._y(area, scale, 0.0)))
        for i, value in enumerate(values):
            path.lineTo(x(i), self._y(area, scale, value))
        painter.setPen(QPen(LINE, 2.2))
        painter.drawPath(path)
        painter.setPen(TEXT)
        painter.drawText(
            QRectF(area.left(), area.bottom() + 6, area.width(), 20),
            Qt.AlignmentFlag.AlignCenter,
            hands_caption(n, bool(separators)),
        )

    def _bars(self, painter: QPainter, area: QRectF, scale: list[float]) -> None:
        labels, values = self.data
        slot = area.width() / len(values)
        zero = self._y(area, scale, 0.0)
        metrics = painter.fontMetrics()
        width = min(slot * 0.7, MAX_BAR)
        for i, (label, value) in enumerate(zip(labels, values)):
            left = area.left() + (i + 0.5) * slot - width / 2
            top = self._y(area, scale, value)
            painter.fillRect(
                QRectF(left, min(top, zero), width, abs(zero - top)),
                UP if value >= 0 else DOWN,
            )
            painter.setPen(TEXT)
            text = metrics.elidedText(label, Qt.TextElideMode.ElideRight, int(slot))
            if slot >= 18:
                painter.drawText(
                    QRectF(area.left() + i * slot, area.bottom() + 4, slot, 18),
                    Qt.AlignmentFlag.AlignCenter,
                    text,
                )
            if slot >= 36:
                painter.drawText(
                    QRectF(area.left() + i * slot, min(top, zero) - 18, slot, 16),
                    Qt.AlignmentFlag.AlignCenter,
                    words.money(value),
                )

    def _shares(self, painter: QPainter, area: QRectF) -> None:
        counts = self.data
        total = sum(counts.values())
        names = {"win": tr("won"), "push": tr("pushed"), "lose": tr("lost")}
        bar = QRectF(area.left(), area.center().y() - 28, area.width(), 56)
        x = bar.left()
        for outcome in ("win", "push", "lose"):
            share = counts[outcome] / total
            width = share * bar.width()
            painter.fillRect(QRectF(x, bar.top(), width, bar.height()), OUTCOME_COLOURS[outcome])
            painter.setPen(QColor("#102a1d"))
            if width > 60:
                painter.drawText(
                    QRectF(x, bar.top(), width, bar.height()),
                    Qt.AlignmentFlag.AlignCenter,
                    f"{share:.0%}",
                )
            x += width
        painter.setPen(TEXT)
        legend = "   ".join(
            words.labelled(names[o], f"{counts[o]} ({counts[o] / total:.0%})")
            for o in ("win", "push", "lose")
        )
        painter.drawText(
            QRectF(area.left(), bar.bottom() + 12, area.width(), 20),
            Qt.AlignmentFlag.AlignCenter,
            legend,
        )


def hands_caption(n: int, sessions: bool) -> str:
    """The running total's caption: which hands it runs over, left to right ("hand 1",
    "hands 1 to 3"), and what its dashed lines mean when it spans sessions."""
    # One hand has words of its own: Chinese has one plural form, and read "第 1 至 1 局".
    hands = tr("hand 1") if n == 1 else tr("hands 1 to %n", None, n)
    return hands + (tr("; dashed lines: a new session") if sessions else "")
