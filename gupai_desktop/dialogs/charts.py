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
LABEL_LINES = 3  # a bar's label wraps into this many lines at most (AI levels' names)
OUTCOME_COLOURS = {"win": UP, "push": QColor("#b0bec5"), "lose": DOWN}


DOTTED_HANDS = 40  # up to this many hands, the running total marks each with a dot


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

    def show_bars(
        self,
        title: str,
        labels: list[str],
        values: list[float],
        short: tuple[list[str], str] | None = None,
    ) -> None:
        """Bars named by `labels` under them, in up to LABEL_LINES lines each; `short`: the
        labels to show instead when one does not fit its bar's room ("12" for "Session 12"),
        and a caption under them saying what they count. Fourteen sessions were each named
        "Sessio...", and none could be told from another."""
        self._set("bars" if values else "empty", title, (labels, values, short))

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
        below = 40 + (self._label_lines(painter) - 1) * painter.fontMetrics().height()
        area = QRectF(64, 38, self.width() - 84, self.height() - 38 - below)
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
        if n <= DOTTED_HANDS:  # each hand a dot: one hand's chart was a bare slope from 0
            painter.setBrush(LINE)
            for i, value in enumerate(values):
                painter.drawEllipse(QPointF(x(i), self._y(area, scale, value)), 3.5, 3.5)
            painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(TEXT)
        painter.drawText(
            QRectF(area.left(), area.bottom() + 6, area.width(), 20),
            Qt.AlignmentFlag.AlignCenter,
            hands_caption(n, bool(separators)),
        )

    def _slot(self) -> float:
        """A bar's room along the axis (the area's width is the widget's less 84 px)."""
        return (self.width() - 84) / max(1, len(self.data[1]))

    def _labels(self, metrics) -> tuple[list[str], str]:
        """The bars' labels as they fit (the short ones where a long one does not), and the
        caption the short ones want."""
        labels, _, short = self.data
        slot = self._slot() - 4
        if short is not None and any(metrics.horizontalAdvance(t) > slot for t in labels):
            return short
        return labels, ""

    def _label_lines(self, painter: QPainter) -> int:
        """How many lines the widest-wrapped bar label takes (1 for other charts)."""
        if self.kind != "bars":
            return 1
        metrics, slot = painter.fontMetrics(), self._slot()
        labels, caption = self._labels(metrics)
        room = QRectF(0, 0, max(1.0, slot - 4), 1000).toRect()
        tallest = max(
            metrics.boundingRect(room, int(Qt.TextFlag.TextWordWrap), t).height() for t in labels
        )
        lines = min(LABEL_LINES, max(1, math.ceil(tallest / metrics.height())))
        return lines + (1 if caption else 0)

    def _bars(self, painter: QPainter, area: QRectF, scale: list[float]) -> None:
        values = self.data[1]
        slot = area.width() / len(values)
        zero = self._y(area, scale, 0.0)
        metrics = painter.fontMetrics()
        labels, caption = self._labels(metrics)
        lines = self._label_lines(painter) - (1 if caption else 0)
        width = min(slot * 0.7, MAX_BAR)
        for i, (label, value) in enumerate(zip(labels, values)):
            left = area.left() + (i + 0.5) * slot - width / 2
            top = self._y(area, scale, value)
            painter.fillRect(
                QRectF(left, min(top, zero), width, abs(zero - top)),
                UP if value >= 0 else DOWN,
            )
            painter.setPen(TEXT)
            if slot >= 18:
                painter.drawText(
                    QRectF(
                        area.left() + i * slot + 2,
                        area.bottom() + 4,
                        slot - 4,
                        lines * metrics.height(),
                    ),
                    int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
                    | int(Qt.TextFlag.TextWordWrap),
                    _fitted(metrics, label, slot - 4, lines),
                )
            if slot >= 36:
                painter.drawText(
                    QRectF(area.left() + i * slot, min(top, zero) - 18, slot, 16),
                    Qt.AlignmentFlag.AlignCenter,
                    words.money(value),
                )

        if caption:
            painter.drawText(
                QRectF(area.left(), area.bottom() + 4 + lines * metrics.height(), area.width(), 20),
                Qt.AlignmentFlag.AlignCenter,
                caption,
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


def _fitted(metrics, text: str, width: float, lines: int) -> str:
    """`text` cut with "..." where it would wrap into more than `lines` lines of `width`, or
    hold a word wider than `width` (which wrapping leaves whole, to be cut at both sides)."""
    room = QRectF(0, 0, max(1.0, width), 1000).toRect()
    wrap = int(Qt.TextFlag.TextWordWrap)

    def fits(words: str) -> bool:
        box = metrics.boundingRect(room, wrap, words)
        return box.height() <= lines * metrics.height() and box.width() <= width

    if fits(text):
        return text
    cut = text
    while cut and not fits(cut + "…"):
        cut = cut[:-1]
    return cut.rstrip() + "…"


def hands_caption(n: int, sessions: bool) -> str:
    """The running total's caption: which hands it runs over, left to right ("hand 1",
    "hands 1 to 3"), and what its dashed lines mean when it spans sessions."""
    # One hand has words of its own: Chinese has one plural form, and read "第 1 至 1 局".
    hands = tr("hand 1") if n == 1 else tr("hands 1 to %n", None, n)
    return hands + (tr("; dashed lines: a new session") if sessions else "")
