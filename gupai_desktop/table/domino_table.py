"""A turn table whose pieces are Chinese dominoes: Ding Niu's and Small Mahjong's."""

from __future__ import annotations

from ..base import words
from ..engine.dominoes import Tile
from .look import look_of
from .sprites import TileSprite
from .turn_table import TurnTable


class DominoTurnTable(TurnTable):
    # A hand of four to six tiles has room to be larger than a card hand: at 62 units the
    # tile corner had no room for the tile's name at 1600 x 1000, though the setting promised
    # it (a new user), and the felt around the hand was empty.
    hand_width = 76.0

    def make_piece(self, tile: Tile, width: float, face_up: bool, **kw) -> TileSprite:
        """`kw`: how the tile lies (Ding Niu's chain lays its tiles across, some turned)."""
        return TileSprite(
            tile.hi,
            tile.lo,
            width,
            face_up=face_up,
            style=look_of(self.settings).tiles,
            name=words.tile_name(tile),
            **kw,
        )

    def piece_key(self, tile: Tile):
        return tile.hi, tile.lo
