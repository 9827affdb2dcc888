"""Pictures a table draws again and again (a card's face, the felt), painted once per look,
size and device scale and shared by everything that shows them."""

from __future__ import annotations

import math
from collections import OrderedDict
from typing import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap

Paint = Callable[[QPainter, QRectF], None]


class Renderings:
    """Renderings by look, least recently used dropped past `budget` bytes (the newest is
    always kept)."""

    def __init__(self, budget: int):
        self.budget = budget
        self._kept: OrderedDict[tuple, QPixmap] = OrderedDict()
        self._bytes = 0

    def get(self, key: tuple, w: float, h: float, scale: float, paint: Paint) -> QPixmap:
        pix = self._kept.get(key)
        if pix is not None:
            self._kept.move_to_end(key)
            return pix
        pix = QPixmap(max(1, math.ceil(w * scale)), max(1, math.ceil(h * scale)))
        pix.fill(Qt.GlobalColor.transparent)
        p = QPainter(pix)
        p.scale(scale, scale)
        paint(p, QRectF(0, 0, w, h))
        p.end()
        self._kept[key] = pix
        self._bytes += pix.width() * pix.height() * 4
        while self._bytes > self.budget and len(self._kept) > 1:
            _, old = self._kept.popitem(last=False)
            self._bytes -= old.width() * old.height() * 4
        return pix

    def draw(self, painter: QPainter, rect: QRectF, look: tuple, paint: Paint) -> None:
        """Draw `look` over `rect` from its shared rendering (made by paint(painter, area)
        when first seen at this size and scale), or paint it directly where the painter is
        turned or degenerate."""
        t = painter.deviceTransform()
        scale = math.hypot(t.m11(), t.m12())
        if scale <= 0 or abs(t.m12()) > 1e-6:
            paint(painter, rect)
            return
        w, h = rect.width(), rect.height()
        pix = self.get((*look, w, h, round(scale, 4)), w, h, scale, paint)
        painter.drawPixmap(
            QRectF(rect.x(), rect.y(), pix.width() / scale, pix.height() / scale),
            pix,
            QRectF(pix.rect()),
        )
