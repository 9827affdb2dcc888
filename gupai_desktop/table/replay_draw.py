"""Drawing helpers for replay views: a seat's row of face-up tiles and its text."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from .sprites import TileSprite

TILE_W = 34.0
ROW_H = 62.0


def text_at(
    scene,
    value: str,
    x: float,
    y: float,
    size: int = 15,
    bold: bool = False,
    colour: str = "#f3efe0",
) -> None:
    item = QGraphicsSimpleTextItem(value)
    font = QFont()
    font.setPixelSize(size)
    font.setBold(bold)
    item.setFont(font)
    item.setBrush(QColor(colour))
    item.setPos(x, y)
    scene.addItem(item)


def tile_row(scene, tiles, x: float, y: float, style: str, gaps_after=()) -> float:
    """Lay tiles lying down left to right, with a gap after the given indexes; returns the end x."""
    for j, tile in enumerate(tiles):
        sp = TileSprite(tile.hi, tile.lo, TILE_W, face_up=True, style=style, lying=True)
        sp.setPos(QPointF(x, y))
        scene.addItem(sp)
        x += 2 * TILE_W + 6 + (24 if j in gaps_after else 0)
    return x
