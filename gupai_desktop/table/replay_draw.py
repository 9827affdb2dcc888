"""Drawing helpers for replay views: the table they draw on, a seat's row of face-up tiles and
its text."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem

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


class ReplayScene(QGraphicsScene):
    """The replay viewer's table, drawn again at every step. clear() keeps the cards it held,
    out of the scene, for the next step's card_sprite to take again: a step mostly shows the
    cards the last one did, and a Da Gunzi step is some 160 of them, whose making took most of
    its 7 ms. Everything else goes as QGraphicsScene.clear() deletes it."""

    def __init__(self, rect: QRectF, parent=None):
        super().__init__(rect, parent)
        self.spare: dict[tuple, list[CardSprite]] = {}

    def clear(self) -> None:
        spare: dict[tuple, list[CardSprite]] = {}
        for item in self.items():
            if _as_made(item):
                self.removeItem(item)
                key = _card_look(item.rank, item.suit, item.size()[0], item.four_colour)
                spare.setdefault(key, []).append(item)
        super().clear()
        self.spare = spare


def _as_made(item) -> bool:
    """A card still as card_sprite makes it (nothing marked, veiled, lit or raised since): only
    such a card may be handed to the next step."""
    return (
        isinstance(item, CardSprite)
        and item.face_up
        and not item.marks
        and not item.dimmed
        and item.highlight is None
        and not item.selected
        and item.zValue() == 0
    )


def _card_look(rank: int, suit: str, width: float, four_colour: bool) -> tuple:
    return rank, suit, width, four_colour


def card_sprite(card, width: float, look: Look, scene: QGraphicsScene | None = None) -> CardSprite:
    """A face-up card in the player's colours: taken from `scene`'s kept cards when it is a
    ReplayScene that has one."""
    if isinstance(scene, ReplayScene):
        kept = scene.spare.get(_card_look(card.rank, card.suit, width, look.four_colour))
        if kept:
            sprite = kept.pop()
            sprite.update()  # drawn afresh where it lands, as a new card would be
            return sprite
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
