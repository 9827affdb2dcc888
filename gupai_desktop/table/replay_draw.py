"""Drawing helpers for replay views: a seat's row of face-up tiles and its text."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from ..base import words
from .labels import wrapped
from .look import Look
from .sprites import CardSprite, TileSprite

TABLE = QRectF(0, 0, 900, 580)  # the replay viewer's table, which the view fits to the window
MARGIN = 16.0  # its text's margin at the left and right
TILE_W = 34.0
ROW_H = 62.0


def lying_tile(tile, width: float, look: Look, flipped: bool = False) -> TileSprite:
    """A face-up tile lying down as the player's settings draw one (style, corner digits; none
    on a tile smaller than the rows', Small Mahjong's discards, where they covered the pips)."""
    return TileSprite(
        tile.hi,
        tile.lo,
        width,
        face_up=True,
        style=look.tiles,
        index_corner=look.index_corners and width >= TILE_W,
        name=words.tile_name(tile),
        lying=True,
        flipped=flipped,
    )


def card_sprite(card, width: float, look: Look) -> CardSprite:
    """A face-up card in the player's colours."""
    return CardSprite(card.rank, card.suit, width, face_up=True, four_colour=look.four_colour)


def seat_called(who: str, seat_name, seats: int) -> int | None:
    """The seat `seat_name` calls `who` (None if none): a replay view's describe is given the
    mover's name, and a review opened from the replay gives only "You"."""
    return next((s for s in range(seats) if seat_name(s) == who), None)


def text_at(
    scene,
    value: str,
    x: float,
    y: float,
    size: int = 15,
    bold: bool = False,
    colour: str = "#f3efe0",
    width: float | None = None,
) -> float:
    """`value` from (x, y); with a `width`, broken between words into lines that fit it.
    Returns where the text ends on the right."""
    font = QFont()
    font.setPixelSize(size)
    font.setBold(bold)
    item = QGraphicsSimpleTextItem(value if width is None else wrapped(value, font, width))
    item.setFont(font)
    item.setBrush(QColor(colour))
    item.setPos(x, y)
    scene.addItem(item)
    return x + item.boundingRect().width()


def tile_row(scene, tiles, x: float, y: float, look: Look, gaps_after=()) -> float:
    """Lay tiles lying down left to right, with a gap after the given indexes; returns the end x."""
    for j, tile in enumerate(tiles):
        sp = lying_tile(tile, TILE_W, look)
        sp.setPos(QPointF(x, y))
        scene.addItem(sp)
        x += 2 * TILE_W + 6 + (24 if j in gaps_after else 0)
    return x
