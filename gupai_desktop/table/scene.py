"""The table: a QGraphicsScene of felt, slots and sprites, and the view that fits it to the window.

The scene knows where slots are, never what a move means. A drag that ends near a slot becomes
`tile_dropped(sprite, zone, index)`; anything else becomes `tile_dropped(sprite, "", -1)` and
the controller puts the sprite back where the model says it belongs.
"""
from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

SCENE_RECT = QRectF(0, 0, 1600, 1000)


class TableScene(QGraphicsScene):
    tile_dropped = Signal(object, str, int)
    tile_clicked = Signal(object)
    slot_clicked = Signal(str, int)     # a click on a slot no sprite answered (an empty slot)

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
            view.resetCachedContent()   # a view that caches the felt keeps the old colour

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
        if not grabbed and slot is not None and event.button() == Qt.MouseButton.LeftButton \
                and self.slot_at(event.scenePos()) == slot:
            self.slot_clicked.emit(*slot)

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        r = self.sceneRect()
        painter.fillRect(rect, self.colour.darker(170))
        felt = QRadialGradient(r.center(), r.width() * 0.6)
        felt.setColorAt(0.0, self.colour.lighter(118))
        felt.setColorAt(1.0, self.colour.darker(120))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#3b2a1a"), 18))
        painter.setBrush(QBrush(felt))
        painter.drawRoundedRect(r.adjusted(14, 14, -14, -14), 120, 120)
        painter.setPen(QPen(QColor(255, 255, 255, 28), 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(r.adjusted(40, 40, -40, -40), 100, 100)


class TableView(QGraphicsView):
    """Fits the whole table into the window at any size; measures its own frame times."""

    def __init__(self, scene: TableScene, parent=None):
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing |
                            QPainter.RenderHint.SmoothPixmapTransform |
                            QPainter.RenderHint.TextAntialiasing)
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

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

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
