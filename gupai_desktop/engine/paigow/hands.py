"""Values of two-tile Pai Gow hands (dominoes.md §2.2-§2.4).

Every hand maps to an integer *key*. Comparing keys is the whole comparison rule: a higher key
wins, and equal keys are a copy, which the banker wins. All zero-point hands share key 0, so the
zero-zero rule falls out of the same comparison.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..dominoes import ALL_KINDS, Tile

PAIR_ORDER = (  # highest first; each entry is the pair's two kinds
    ((4, 2), (2, 1)),
    ((6, 6), (6, 6)),
    ((1, 1), (1, 1)),
    ((4, 4), (4, 4)),
    ((3, 1), (3, 1)),
    ((5, 5), (5, 5)),
    ((3, 3), (3, 3)),
    ((2, 2), (2, 2)),
    ((6, 5), (6, 5)),
    ((6, 4), (6, 4)),
    ((6, 1), (6, 1)),
    ((5, 1), (5, 1)),
    ((6, 3), (5, 4)),
    ((6, 2), (5, 3)),
    ((5, 2), (4, 3)),
    ((4, 1), (3, 2)),
)
PAIR_NAMES = (
    "Gee Joon (Supreme pair)",
    "Pair of Teens",
    "Pair of Days",
    "Pair of Yuns",
    "Pair of Gors",
    "Pair of Mooys",
    "Pair of Chongs",
    "Pair of Bons",
    "Pair of Foos",
    "Pair of Pings",
    "Pair of Tits",
    "Pair of Looks",
    "Mixed nines (Chop Gow)",
    "Mixed eights (Chop Bot)",
    "Mixed sevens (Chop Chit)",
    "Mixed fives (Chop Ng)",
)
_PAIR_RANK = {
    frozenset([a, b]) if a != b else frozenset([a]): i + 1 for i, (a, b) in enumerate(PAIR_ORDER)
}

# Single-tile tie value, 15 = Teen ... 1 = mixed fives, 0 = Gee Joon (no value in ties).
_TIE_ORDER = (
    (6, 6),
    (1, 1),
    (4, 4),
    (3, 1),
    (5, 5),
    (3, 3),
    (2, 2),
    (6, 5),
    (6, 4),
    (6, 1),
    (5, 1),
)
TIE_VALUE: dict[tuple[int, int], int] = {k: 15 - i for i, k in enumerate(_TIE_ORDER)}
TIE_VALUE.update(
    {
        (6, 3): 4,
        (5, 4): 4,
        (6, 2): 3,
        (5, 3): 3,
        (5, 2): 2,
        (4, 3): 2,
        (4, 1): 1,
        (3, 2): 1,
        (4, 2): 0,
        (2, 1): 0,
    }
)

HIGH_THREE_KEY = 3 * 20 + TIE_VALUE[(3, 3)]  # 3 points with Chong or better as the high tile
GONG_BASE, WONG_BASE, PAIR_BASE = 200, 210, 300

PAIR, WONG, GONG, POINTS = "pair", "wong", "gong", "points"


def tie_value(tile: Tile) -> int:
    return TIE_VALUE[(tile.hi, tile.lo)]


def _values(tile: Tile) -> tuple[int, ...]:
    return (3, 6) if tile.is_gee_joon else (tile.pips,)


@dataclass(frozen=True)
class HandValue:
    """What a two-tile hand is worth and why; `key` alone decides comparisons."""

    kind: str  # pair | wong | gong | points
    points: int  # 0..9 for points hands; 11 Wong, 10 Gong, 12 for pairs (folklore only)
    key: int
    pair_rank: int = 0  # 1 (Gee Joon) .. 16 (mixed fives) for pairs
    high_tile: Tile | None = None  # the tile that breaks ties (None for pairs)

    @property
    def level(self) -> int:
        """Points-level strength used by house ways: 0..9, Gong 10, Wong 11, pairs 12+."""
        if self.kind == PAIR:
            return 12 + (16 - self.pair_rank)
        if self.kind == WONG:
            return 11
        if self.kind == GONG:
            return 10
        return self.points

    def describe(self) -> str:
        """English label, e.g. "Teen Wong", "Pair of Days", "7, high tile Gor"."""
        from ..dominoes import name as tile_name

        if self.kind == PAIR:
            return PAIR_NAMES[self.pair_rank - 1]
        if self.kind in (WONG, GONG):
            return f"{'Teen' if self.key % 10 == 2 else 'Day'} {self.kind.capitalize()}"
        if self.points == 0:
            return "0 (zero)"
        assert self.high_tile is not None, "a hand of points has its high tile"
        return f"{self.points}, high tile {tile_name(self.high_tile)}"


@lru_cache(maxsize=None)
def _evaluate(a: Tile, b: Tile) -> HandValue:
    kinds = frozenset([(a.hi, a.lo), (b.hi, b.lo)])
    rank = _PAIR_RANK.get(kinds)
    if rank is not None:
        return HandValue(PAIR, 12, PAIR_BASE + 17 - rank, rank)
    for base, kind, partners in ((WONG_BASE, WONG, (9,)), (GONG_BASE, GONG, (8,))):
        for big, other in ((a, b), (b, a)):
            if (
                (big.hi, big.lo) in ((6, 6), (1, 1))
                and other.pips in partners
                and not other.is_gee_joon
            ):
                teen = 2 if big.hi == 6 else 1
                return HandValue(kind, 11 if kind == WONG else 10, base + teen, high_tile=big)
    points = max((x + y) % 10 for x in _values(a) for y in _values(b))
    high = a if tie_value(a) >= tie_value(b) else b
    key = points * 20 + tie_value(high) if points else 0
    return HandValue(POINTS, points, key, high_tile=high)


# Every hand of two kinds, either way round, keyed by pips: a lookup instead of sorting two
# tiles and hashing them (the house way and the settlement ask hundreds of times a hand).
_VALUES = {
    (a.hi, a.lo, b.hi, b.lo): _evaluate(*sorted((a, b), reverse=True))
    for a in ALL_KINDS
    for b in ALL_KINDS
}


def evaluate(a: Tile, b: Tile) -> HandValue:
    """The value of the two-tile hand a+b (order of a and b does not matter)."""
    return _VALUES[a.hi, a.lo, b.hi, b.lo]


def hand_key(a: Tile, b: Tile) -> int:
    return _VALUES[a.hi, a.lo, b.hi, b.lo].key


def compare(player: tuple[Tile, Tile], banker: tuple[Tile, Tile]) -> int:
    """+1 if the player's hand wins, -1 if the banker's wins (copies and 0-0 included)."""
    return 1 if hand_key(*player) > hand_key(*banker) else -1


def tie_reason(player: tuple[Tile, Tile], banker: tuple[Tile, Tile]) -> str:
    """Why one two-tile hand beat the other, in words a scoring dialog can show."""
    pv, bv = evaluate(*player), evaluate(*banker)
    if pv.key == bv.key == 0:
        return "zero-zero goes to the banker"
    if pv.key == bv.key:
        return "copy goes to the banker"
    if pv.kind == bv.kind == PAIR:
        return "higher pair"
    if pv.kind != bv.kind:
        kinds = {pv.kind, bv.kind}
        if PAIR in kinds:
            return "pair beats any other hand"
        if kinds == {WONG, GONG}:
            return "Wong beats Gong"
        return "Wong beats points" if WONG in kinds else "Gong beats points"
    if pv.kind in (WONG, GONG):
        return "Teen beats Day"
    if pv.points != bv.points:
        return "more points"
    return "same points: higher-ranking high tile"


def key_table() -> list[list[int]]:
    """21x21 table of keys by kind index, for the vectorised enumerations of the AI."""
    return [[hand_key(a, b) for b in ALL_KINDS] for a in ALL_KINDS]
