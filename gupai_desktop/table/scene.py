"""The table: a QGraphicsScene of felt, slots and sprites, and the view that shows it.

The scene knows where slots are, never what a move means. A drag that ends near a slot becomes
`tile_dropped(sprite, zone, index)`; anything else becomes `tile_dropped(sprite, "", -1)` and
the controller puts the sprite back where the model says it belongs.

Two ways to fit the window: an arranged game's table is drawn on a fixed 1600x1000 scene that
the view scales to fit; a turn table (table/turn_table.py) follows the view's own size, one
scene unit a pixel, and lays itself out again on `resized`, so a wide window gets a wider table
rather than bigger margins.
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QPointF, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from .felt import Rim
from .renderings import Renderings, on_whole_pixels

SCENE_RECT = QRectF(0, 0, 1600, 1000)
# Felts of the sizes tables come back to (a window's, the replay's), two or three at most; a
# felt larger than a 1600x1250 one at single scale is painted in place, as the view keeps it.
FELTS = Renderings(24 * 1024 * 1024, largest=8 * 1024 * 1024, kept_from=2)


class TableScene(QGraphicsScene):
    tile_dropped = Signal(object, str, int)
    tile_clicked = Signal(object)
    slot_clicked = Signal(str, int)  # a click on a slot no sprite answered (an empty slot)
    tile_double_clicked = Signal(object)
    pointer_moved = Signal(object)  # where the pointer is over the felt (None: it left)

    def __init__(self, colour: str = "#1f6b45", parent=None):
        super().__init__(SCENE_RECT, parent)
        self.colour = QColor(colour)
        self.slots: dict[tuple[str, int], QRectF] = {}
        self.snap_distance = 160.0
        self._bare_press: tuple[str, int] | None = None

    def set_colour(self, colour: str) -> None:
        self.colour = QColor(colour)
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
        for view in self.views():
            view.resetCachedContent()  # a view that caches the felt keeps the old colour

    def set_slot(self, zone: str, index: int, rect: QRectF) -> None:
        self.slots[(zone, index)] = rect

    def clear_slots(self, zone: str | None = None) -> None:
        for key in [k for k in self.slots if zone is None or k[0] == zone]:
            del self.slots[key]

    def nearest_slot(self, point: QPointF) -> tuple[str, int] | None:
        best, best_d = None, self.snap_distance
        for key, rect in self.slots.items():
            d = (rect.center() - point).manhattanLength()
            if d < best_d:
                best, best_d = key, d
        return best

    def sprite_dropped(self, sprite, point: QPointF) -> None:
        slot = self.nearest_slot(point)
        zone, index = slot if slot else ("", -1)
        self.tile_dropped.emit(sprite, zone, index)

    def sprite_clicked(self, sprite) -> None:
        self.tile_clicked.emit(sprite)

    def sprite_double_clicked(self, sprite) -> None:
        self.tile_double_clicked.emit(sprite)

    def mouseMoveEvent(self, event) -> None:
        super().mouseMoveEvent(event)
        if self.mouseGrabberItem() is None:  # not while a piece is pressed or dragged
            self.pointer_moved.emit(event.scenePos())

    def slot_at(self, point: QPointF) -> tuple[str, int] | None:
        """The slot under the point (the one whose centre is nearest, where slots overlap)."""
        hits = [(key, rect) for key, rect in self.slots.items() if rect.contains(point)]
        if not hits:
            return None
        return min(hits, key=lambda kr: (kr[1].center() - point).manhattanLength())[0]

    def mousePressEvent(self, event) -> None:
        super().mousePressEvent(event)
        bare = self.mouseGrabberItem() is None and event.button() == Qt.MouseButton.LeftButton
        self._bare_press = self.slot_at(event.scenePos()) if bare else None

    def mouseReleaseEvent(self, event) -> None:
        grabbed = self.mouseGrabberItem() is not None
        super().mouseReleaseEvent(event)
        slot, self._bare_press = self._bare_press, None
        if (
            not grabbed
            and slot is not None
            and event.button() == Qt.MouseButton.LeftButton
            and self.slot_at(event.scenePos()) == slot
        ):
            self.slot_clicked.emit(*slot)

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        """Felt in a wooden rim, in proportion to the table (the fixed scene's rim is 18),
        from the rendering every table of this size and colour shares: painting it took ~2 ms
        a new table (a game opened, a replay, the window resized back), a blit takes 0.1."""
        painter.fillRect(rect, self.colour.darker(170))
        table = self.sceneRect()
        if on_whole_pixels(painter, table):
            FELTS.draw(painter, table, ("felt", self.colour.rgba()), self._paint_felt)
        else:  # a scaled table's edge between two pixels: a blit would soften the rim
            self._paint_felt(painter, table)

    def _paint_felt(self, painter: QPainter, r: QRectF) -> None:
        k = min(r.width(), r.height()) / 1000
        rim = Rim.of(r.width(), r.height())
        felt = QRadialGradient(r.center(), r.width() * 0.6)
        felt.setColorAt(0.0, self.colour.lighter(118))
        felt.setColorAt(1.0, self.colour.darker(120))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#3b2a1a"), rim.stroke))
        painter.setBrush(QBrush(felt))
        inset = rim.inset
        painter.drawRoundedRect(r.adjusted(inset, inset, -inset, -inset), rim.radius, rim.radius)
        painter.setPen(QPen(QColor(255, 255, 255, 28), 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inset = max(16.0, 40 * k)
        painter.drawRoundedRect(r.adjusted(inset, inset, -inset, -inset), 100 * k, 100 * k)


class TableView(QGraphicsView):
    """Fits the whole table into the window at any size; measures its own frame times."""

    resized = Signal(QSizeF)  # a following view's scene took the viewport's new size
    focus_changed = Signal(bool)  # the keyboard came to the table (True) or left it

    def __init__(self, scene: TableScene, parent=None):
        super().__init__(scene, parent)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # The felt (gradients over the whole table) is drawn once per size and colour, not on
        # every frame: a full repaint at 2560x1600 drops from ~9 ms to a blit, and animation
        # frames stop calling drawBackground() in Python (bench/ui_drag.py, ui_event_loop.py).
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(640, 420)
        self.frame_ms: list[float] = []
        self._timer = QElapsedTimer()
        self.key_handler = None
        self.following = False

    def follow_size(self) -> None:
        """From now on the scene is as big as the viewport, unscaled (a turn table)."""
        self.following = True
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # Unscaled, every cached sprite lands on whole device pixels: smoothing would only make
        # each blit take the slow path (162 cards: a full repaint at 2560x1600 from 12 to 2.5
        # ms, bench/ui_hand_fan.py). Pieces antialias their own drawing.
        self.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
        self._fit()

    def _fit(self) -> None:
        if not self.following:
            self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
            return
        size = QSizeF(self.viewport().size())
        if size.isEmpty() or self.sceneRect() == QRectF(QPointF(0, 0), size):
            return
        self.resetTransform()
        self.scene().setSceneRect(QRectF(QPointF(0, 0), size))
        self.setSceneRect(QRectF(QPointF(0, 0), size))
        self.resized.emit(size)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._fit()

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        self.focus_changed.emit(True)

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self.focus_changed.emit(False)

    def leaveEvent(self, event) -> None:
        super().leaveEvent(event)
        signal = getattr(self.scene(), "pointer_moved", None)  # a replay's plain scene has none
        if signal is not None:
            signal.emit(None)

    def paintEvent(self, event) -> None:
        self._timer.start()
        super().paintEvent(event)
        self.frame_ms.append(self._timer.nsecsElapsed() / 1e6)
        if len(self.frame_ms) > 2000:
            del self.frame_ms[:1000]

    def keyPressEvent(self, event) -> None:
        if self.key_handler is not None and self.key_handler(event):
            event.accept()
            return
        super().keyPressEvent(event)
