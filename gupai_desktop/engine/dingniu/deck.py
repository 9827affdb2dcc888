"""The 24-tile Ding Niu deck (dominoes.md §3.3): the 32-tile set without the military tiles,
except [6:3] and [6:2]."""

from __future__ import annotations

from ..dominoes import FULL_SET, Tile, check_available, parse_shuffle, parse_tiles

KEPT_MILITARY = (Tile(6, 3), Tile(6, 2))
DECK: tuple[Tile, ...] = tuple(t for t in FULL_SET if t.is_civil or t in KEPT_MILITARY)
NON_DOUBLES: tuple[Tile, ...] = tuple(t for t in DECK if not t.is_double)
# Each non-double kind as (hi, lo) with its number of copies, in the deck's order.
NON_DOUBLE_KINDS: tuple[tuple[tuple[int, int], int], ...] = tuple(
    ((t.hi, t.lo), NON_DOUBLES.count(t)) for t in dict.fromkeys(NON_DOUBLES)
)
_SORTED_DECK = sorted(str(t) for t in DECK)


def parse_deck(text: str) -> tuple[Tile, ...]:
    """A shuffled Ding Niu deck: all 24 tiles, each as often as the deck holds it."""
    shuffled = parse_shuffle(text, _SORTED_DECK)
    if shuffled is not None:
        return shuffled
    tiles = parse_tiles(text)
    check_available(tiles)
    for t in tiles:
        if t not in DECK:
            raise ValueError(
                f"{t} is not in the Ding Niu deck (military tiles other than "
                "6-3 and 6-2 are taken out)"
            )
    if len(tiles) != len(DECK):
        raise ValueError(f"a Ding Niu shuffle lists all {len(DECK)} tiles, not {len(tiles)}")
    return tuple(tiles)


def count_with(tiles, value: int) -> int:
    """How many of the tiles show `value` on at least one end."""
    return sum(1 for t in tiles if value in (t.hi, t.lo))
