"""Table sprites: domino tiles, playing cards and dice as QGraphicsObjects, vector-drawn and
cached.

Sprites hold no rules. A press-drag-release on a draggable sprite is reported to the scene,
which turns it into an intent (a drop on a slot, or a click) for the game's controller.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from ..base.colours import FOCUS
from . import card_art, tile_art
from .card_art import CARD_ASPECT, paint_card, paint_card_back
from .renderings import Renderings
from .tile_art import paint_tile, paint_tile_back

DRAG_THRESHOLD = 6.0
DRAG_Z = 1000.0  # a dragged piece, over everything on the table (a hand's rows reach ~110)
GLOW = 0.12  # the rim a lit, chosen or focused piece draws round itself, in piece widths
# One rendering of a face or a back per look, size and device scale, shared by every sprite
# that shows it. Painting a card in Python costs ~0.5 ms (a card back's lattice ~4.5 ms). Da
# Gunzi's table holds 162 cards, three of each face; a move that dims or lights the 45 cards
# of the hand made every sprite's own cache render its face again, ~20 ms in one frame
# (bench/ui_dagunzi.py). From a shared rendering a sprite's cache fills in a blit.
FACES = Renderings(48 * 1024 * 1024)


def paint_ring(painter: QPainter, w: float, h: float) -> None:
    """The keyboard cursor's ring just outside a w x h piece."""
    pad = min(w, h) * 0.07
    painter.setPen(QPen(QColor(FOCUS), max(2.0, min(w, h) * 0.05)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(
        QRectF(-pad, -pad, w + 2 * pad, h + 2 * pad), min(w, h) * 0.12, min(w, h) * 0.12
    )


class CursorRing(QGraphicsItem):
    """The cursor's ring drawn over the pieces that cover its piece: a hand's front row hides
    the lower half of a back-row piece, and with it half the ring the piece wears. It rings the
    part left in sight, down to the row over it and across to the piece over its right side
    (ringing the whole piece, it took in the top of a front-row card and half its neighbour's,
    and a new user could not tell which was meant), and follows its piece as it slides or
    rises."""

    Z = 150.0  # over a hand's rows (up to ~110), under cards in flight (200) and a drag

    def __init__(self):
        super().__init__()
        self.setZValue(self.Z)
        self.setVisible(False)
        self.piece: BoardSprite | None = None
        self._bounds = QRectF()  # the piece's, kept: Qt wants a change announced before it
        self._size = (0.0, 0.0)
        self._cover = math.inf  # the scene's y where the row over the piece begins
        self._shown_w = math.inf  # how much of its width is in sight

    def follow(
        self, piece: BoardSprite | None, cover: float = math.inf, shown_w: float = math.inf
    ) -> None:
        """Ring `piece` (None: no piece, hidden), at its size now (a hand laid out again
        resizes its pieces), as far down as `cover`, where the pieces over it begin, and
        `shown_w` across."""
        self._cover, self._shown_w = cover, shown_w
        if piece is not self.piece:
            if self.piece is not None:
                self.piece.xChanged.disconnect(self._move)
                self.piece.yChanged.disconnect(self._move)
            self.piece = piece
            if piece is not None:
                piece.xChanged.connect(self._move)
                piece.yChanged.connect(self._move)
        bounds = piece.boundingRect() if piece is not None else QRectF()
        if bounds != self._bounds:
            self.prepareGeometryChange()
            self._bounds = bounds
        self._size = piece.size() if piece is not None else (0.0, 0.0)
        self.setVisible(piece is not None)
        self._move()
        self.update()

    def _move(self) -> None:
        if self.piece is not None:
            self.setPos(self.piece.pos())
            self.update()  # a rising piece shows more of itself

    def boundingRect(self) -> QRectF:
        return QRectF(self._bounds)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if self.piece is not None:
            w, h = self._size
            shown_h = max(h * 0.2, min(h, self._cover - self.pos().y()))
            paint_ring(painter, max(w * 0.2, min(w, self._shown_w)), shown_h)


DEVICE_CACHE = QGraphicsItem.CacheMode.DeviceCoordinateCache


class BoardSprite(QGraphicsObject):
    """A piece on the table (a tile, a card): its looks, its size, and the pointer.

    Subclasses say how big they are and paint their face and back; the press-drag-release
    handling and the selected / focused / highlight looks are the same for every piece.
    """

    # Looks and pointer state every piece starts with, as class attributes: an attribute set
    # on a Qt object costs a few microseconds, and a replay step makes 160 Da Gunzi cards.
    selected = False
    focused = False
    highlight: QColor | None = None
    dimmed = False  # a veil over the face: not playable now
    press_modifiers = Qt.KeyboardModifier.NoModifier  # of the press a click came from
    draggable = False
    clickable = False
    rest_z = 10.0  # the stacking order a piece returns to after a drag
    _press: QPointF | None = None
    _dragging = False
    _double = False

    def __init__(self, width: float, *, face_up: bool = False, style: str = "ivory"):
        super().__init__()
        self.face_up = face_up
        self.style = style
        self._w = width
        self.setCacheMode(DEVICE_CACHE)
        self.setAcceptHoverEvents(True)

    @property
    def key(self):
        """What the arrangement board matches against a draft item."""
        raise NotImplementedError

    def size(self) -> tuple[float, float]:
        raise NotImplementedError

    def paint_face(self, painter: QPainter, highlight: QColor | None) -> None:
        raise NotImplementedError

    def paint_back(self, painter: QPainter) -> None:
        raise NotImplementedError

    # -- geometry and painting -----------------------------------------------------
    def set_width(self, width: float) -> None:
        self.prepareGeometryChange()
        self._w = width
        self.update()

    def boundingRect(self) -> QRectF:
        w, h = self.size()
        m = self._w * GLOW
        return QRectF(-m, -m, w + 2 * m, h + 2 * m)

    def face_rect(self) -> QRectF:
        w, h = self.size()
        return QRectF(0, 0, w, h)

    def center(self) -> QPointF:
        w, h = self.size()
        return self.pos() + QPointF(w / 2, h / 2)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        highlight = self.highlight
        # The keyboard cursor on a lit piece keeps the light and wears its ring outside it,
        # so both show; on any other piece the ring is the rim.
        ring = self.focused and highlight is not None
        if self.focused and highlight is None:
            highlight = QColor(FOCUS)
        if self.face_up:
            self.paint_face(painter, highlight)
            w, h = self.size()
            if self.dimmed:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(20, 24, 22, 110))
                painter.drawRoundedRect(QRectF(0, 0, w, h), min(w, h) * 0.08, min(w, h) * 0.08)
            if ring:
                paint_ring(painter, w, h)
        else:
            self.paint_back(painter)

    def set_look(self, **changes) -> None:
        """Change how the piece looks; it is painted again only if something changed (a
        repaint renders its cached face anew, ~0.5 ms for a card)."""
        changed = False
        for key, value in changes.items():
            if getattr(self, key, None) != value or not hasattr(self, key):
                setattr(self, key, value)
                changed = True
        if changed:
            self.update()

    # -- pointer ---------------------------------------------------------------------
    def mousePressEvent(self, event) -> None:
        if not (self.draggable or self.clickable) or event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self._press = event.scenePos()
        self.press_modifiers = event.modifiers()
        self._origin = self.pos()
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event) -> None:
        if self._press is None or not self.draggable:
            return
        delta = event.scenePos() - self._press
        if not self._dragging and (abs(delta.x()) + abs(delta.y())) < DRAG_THRESHOLD:
            return
        if not self._dragging:
            self._dragging = True
            self.setZValue(DRAG_Z)
        self.setPos(self._origin + delta)

    def mouseReleaseEvent(self, event) -> None:
        if self._press is None:
            return
        self._press = None
        scene = self.scene()
        if self._dragging:
            self._dragging = False
            self.setZValue(self.rest_z)
            if scene is not None:
                scene.sprite_dropped(self, self.center())
        elif scene is not None and self.clickable:
            scene.sprite_clicked(self)
            if self._double and hasattr(scene, "sprite_double_clicked"):
                scene.sprite_double_clicked(self)
        self._double = False

    def mouseDoubleClickEvent(self, event) -> None:
        """The second press of a double click: a click as ever, then reported as a double click
        on release (the hand fan selects every copy of the card)."""
        self.mousePressEvent(event)
        self._double = self._press is not None

    def hoverEnterEvent(self, event) -> None:
        if self.draggable or self.clickable:
            self.setCursor(Qt.CursorShape.OpenHandCursor)

    def hoverLeaveEvent(self, event) -> None:
        self.unsetCursor()


class TileSprite(BoardSprite):
    def __init__(
        self,
        hi: int,
        lo: int,
        width: float,
        *,
        face_up: bool = False,
        style: str = "ivory",
        index_corner: bool = False,
        name: str = "",
        lying: bool = False,
        flipped: bool = False,
    ):
        super().__init__(width, face_up=face_up, style=style)
        self.hi, self.lo = hi, lo
        self.index_corner = index_corner
        self.name = name
        self.lying = lying
        self.flipped = flipped  # lo on top (on the left, lying): a tile laid the other way

    @property
    def key(self) -> tuple[int, int]:
        return self.hi, self.lo

    def set_lying(self, lying: bool) -> None:
        """Turn the tile across or along (its box changes, so the scene is told first)."""
        if lying != self.lying:
            self.prepareGeometryChange()
            self.lying = lying
            self.update()

    def size(self) -> tuple[float, float]:
        return (self._w * 2, self._w) if self.lying else (self._w, self._w * 2)

    def paint_face(self, painter: QPainter, highlight: QColor | None) -> None:
        FACES.draw(
            painter,
            self.face_rect(),
            ("tile", self.hi, self.lo, self.style, self.index_corner, self.name, self.flipped),
            lambda p, rect: paint_tile(
                p,
                rect,
                self.hi,
                self.lo,
                style=self.style,
                index_corner=self.index_corner,
                name=self.name,
                flipped=self.flipped,
            ),
        )
        if self.selected or highlight is not None:
            tile_art.decorate(painter, self.face_rect(), self.selected, highlight)

    def paint_back(self, painter: QPainter) -> None:
        FACES.draw(
            painter,
            self.face_rect(),
            ("tile back", self.style),
            lambda p, rect: paint_tile_back(p, rect, style=self.style),
        )


class CardSprite(BoardSprite):
    """A playing card; `four_colour` gives diamonds and clubs their own colours."""

    def __init__(
        self,
        rank: int,
        suit: str,
        width: float,
        *,
        face_up: bool = False,
        four_colour: bool = False,
        back: str = "red",
    ):
        super().__init__(width, face_up=face_up)
        self.rank, self.suit = rank, suit
        self.four_colour = four_colour
        self.back = back
        self.marks: tuple[str, ...] = ()  # "trump", "points": a game's marks on the face

    @property
    def key(self) -> tuple[int, str]:
        return self.rank, self.suit

    def size(self) -> tuple[float, float]:
        return self._w, self._w * CARD_ASPECT

    def paint_face(self, painter: QPainter, highlight: QColor | None) -> None:
        FACES.draw(
            painter,
            self.face_rect(),
            ("card", self.rank, self.suit, self.four_colour, self.marks),
            self._paint_face_only,
        )
        if self.selected or highlight is not None:
            card_art.decorate(painter, self.face_rect(), self.selected, highlight)

    def _paint_face_only(self, painter: QPainter, rect: QRectF) -> None:
        paint_card(painter, rect, self.rank, self.suit, four_colour=self.four_colour)
        if self.marks:
            paint_marks(painter, rect, self.marks)

    def paint_back(self, painter: QPainter) -> None:
        FACES.draw(
            painter,
            self.face_rect(),
            ("card back", self.back),
            lambda p, rect: paint_card_back(p, rect, style=self.back),
        )


def paint_marks(painter: QPainter, rect: QRectF, marks: tuple[str, ...]) -> None:
    """Marks where an overlapped card still shows (its left strip): a gold bar down the left
    edge for a trump, a gold dot under the index for a card that scores points."""
    w, h = rect.width(), rect.height()
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    if "trump" in marks:
        painter.setBrush(QColor(212, 160, 23, 200))
        painter.drawRoundedRect(
            QRectF(rect.left() + w * 0.025, rect.top() + h * 0.06, w * 0.045, h * 0.88),
            w * 0.02,
            w * 0.02,
        )
    if "points" in marks:
        painter.setBrush(QColor("#d4a017"))
        painter.setPen(QColor("#7a5a00"))
        r = w * 0.065
        painter.drawEllipse(QPointF(rect.left() + w * 0.165, rect.top() + h * 0.47), r, r)
    painter.restore()


_DIE_PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.28, 0.28), (0.72, 0.72)],
    3: [(0.25, 0.25), (0.5, 0.5), (0.75, 0.75)],
    4: [(0.28, 0.28), (0.72, 0.28), (0.28, 0.72), (0.72, 0.72)],
    5: [(0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)],
    6: [(0.28, 0.22), (0.28, 0.5), (0.28, 0.78), (0.72, 0.22), (0.72, 0.5), (0.72, 0.78)],
}


class DieSprite(QGraphicsObject):
    """A Chinese die: red 1 and 4, the 1 drawn large."""

    def __init__(self, value: int, size: float):
        super().__init__()
        self.value, self._s = value, size
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self._s + 4, self._s + 4)

    def set_value(self, value: int) -> None:
        self.value = value
        self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        s = self._s
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#8a7f6a"), s * 0.03))
        painter.setBrush(QBrush(QColor("#fbf7ec")))
        painter.drawRoundedRect(QRectF(0, 0, s, s), s * 0.18, s * 0.18)
        red = self.value in (1, 4)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#c62828") if red else QColor("#222"))
        r = s * (0.16 if self.value == 1 else 0.085)
        for x, y in _DIE_PIPS[self.value]:
            painter.drawEllipse(QPointF(x * s, y * s), r, r)
