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
    """Renderings by look, least recently used dropped past `budget` bytes.

    `largest`: a picture of more bytes is painted where it is drawn, never kept (a felt on a
    large screen at double scale would have held 60 MB on its own). `kept_from`: how many
    times a look must be asked for before it is kept (a window dragged wider asks for a felt
    of every width on the way once each: rendering each one to keep it was work for nothing)."""

    def __init__(self, budget: int, largest: int | None = None, kept_from: int = 1):
        self.budget = budget
        self.largest = budget if largest is None else largest
        self.kept_from = kept_from
        self._kept: OrderedDict[tuple, QPixmap] = OrderedDict()
        self._bytes = 0
        self._asked: dict[tuple, int] = {}  # looks asked for and not kept yet

    def get(self, key: tuple, w: float, h: float, scale: float, paint: Paint) -> QPixmap | None:
        """The rendering of `key`, painted now if it is not kept; None where it is not to be
        kept (too large, or not asked for often enough yet): paint it in place."""
        pix = self._kept.get(key)
        if pix is not None:
            self._kept.move_to_end(key)
            return pix
        size = math.ceil(w * scale) * math.ceil(h * scale) * 4
        asked = self._asked.get(key, 0) + 1
        if size > self.largest or asked < self.kept_from:
            if len(self._asked) > 64:
                self._asked.clear()
            self._asked[key] = asked
            return None
        self._asked.pop(key, None)
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
        when first kept at this size and scale), or paint it in place where a rendering would
        not land pixel for pixel: a turned, sheared or unevenly scaled painter."""
        t = painter.deviceTransform()
        scale = abs(t.m11())
        if (
            scale <= 0
            or abs(t.m12()) > 1e-6
            or abs(t.m21()) > 1e-6
            or abs(abs(t.m22()) - scale) > 1e-6
        ):
            paint(painter, rect)
            return
        w, h = rect.width(), rect.height()
        pix = self.get((*look, w, h, round(scale, 4)), w, h, scale, paint)
        if pix is None:
            paint(painter, rect)
            return
        painter.drawPixmap(
            QRectF(rect.x(), rect.y(), pix.width() / scale, pix.height() / scale),
            pix,
            QRectF(pix.rect()),
        )


def on_whole_pixels(painter: QPainter, rect: QRectF) -> bool:
    """Whether `rect`'s corner falls on a whole device pixel: a rendering blitted elsewhere is
    resampled, its fine lines half a pixel soft (the felt of a scaled table at 125 or 150%)."""
    at = painter.deviceTransform().map(rect.topLeft())
    return abs(at.x() - round(at.x())) < 1e-3 and abs(at.y() - round(at.y())) < 1e-3
