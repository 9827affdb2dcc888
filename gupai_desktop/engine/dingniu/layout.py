"""The layout: a chain of tiles laid end to end, open at both ends (two-armed, §3.3).

Each placed tile is stored oriented left to right, so the chain reads like the table: its
first pip is the left open end, its last pip the right one.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..dominoes import Tile

LEFT, RIGHT = "L", "R"


@dataclass(frozen=True)
class Layout:
    chain: tuple[tuple[int, int], ...] = ()

    @property
    def empty(self) -> bool:
        return not self.chain

    @property
    def ends(self) -> tuple[int, int] | None:
        return (self.chain[0][0], self.chain[-1][1]) if self.chain else None

    def tiles(self) -> list[Tile]:
        return [Tile(max(a, b), min(a, b)) for a, b in self.chain]

    def fits(self, tile: Tile, end: str) -> bool:
        ends = self.ends
        if ends is None:
            return False
        value = ends[0] if end == LEFT else ends[1]
        return value in (tile.hi, tile.lo)

    def lead(self, tile: Tile) -> "Layout":
        return Layout(((tile.hi, tile.lo),))

    def place(self, tile: Tile, end: str) -> "Layout":
        """The tile's matching pip touches the open end; its other pip becomes the new end."""
        ends = self.ends
        if ends is None:
            raise ValueError(f"{tile} cannot be placed on an empty layout: it leads")
        if not self.fits(tile, end):
            raise ValueError(
                f"{tile} does not match the {'left' if end == LEFT else 'right'} "
                f"end ({ends[0] if end == LEFT else ends[1]})"
            )
        left, right = ends
        if end == LEFT:
            other = tile.lo if tile.hi == left else tile.hi
            return Layout(((other, left),) + self.chain)
        other = tile.lo if tile.hi == right else tile.hi
        return Layout(self.chain + ((right, other),))
