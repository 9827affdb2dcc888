"""Da Ling groups: values mod 10 with wild Gee Joon tiles, and the 1+2+3 groupings of a hand.

In a player's hand [4:2] and [2:1] each count 3 or 6, chosen independently (dominoes.md §1.5,
§4.3 #6); a group matches when any choice makes its total end in the target. The wild choice
never changes a tile's colour pips, so for settlement only "does some choice match" matters; the
choice itself is returned for the screen ("4-2 counted as 3").
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from functools import cached_property, lru_cache

from ..dominoes import KIND, Tile, parse_tiles

WILD_COUNTS = (3, 6)
GROUP_SIZES = (1, 2, 3)


def _options(tile: Tile) -> tuple[int, ...]:
    """What a tile may count in a hand, face value first (so matches prefer face values)."""
    if tile.is_gee_joon:
        return (tile.pips,) + tuple(v for v in WILD_COUNTS if v != tile.pips)
    return (tile.pips,)


def counted_values(group, target: int) -> tuple[int, ...] | None:
    """The value each tile counts so that the group's total ends in `target`, or None.

    Face values are preferred when several choices match, e.g. [4:2][6:5] for 4 gives (3, 11).
    """
    for choice in itertools.product(*(_options(t) for t in group)):
        if sum(choice) % 10 == target:
            return choice
    return None


def group_values(group) -> tuple[int, ...]:
    """Every value (0..9) the group can take, ascending: one value unless it holds a wild tile."""
    return tuple(sorted({sum(c) % 10 for c in itertools.product(*(_options(t) for t in group))}))


def matches(group, target: int) -> bool:
    return counted_values(group, target) is not None


def red_pips(tiles) -> int:
    return sum(t.red_pips for t in tiles)


def colour_pips(tiles, colour: str) -> int:
    """Pips of the game's colour: red pips in a red game, the others in a black game (§4.3 #5:
    wild tiles count their printed pips)."""
    return sum(t.red_pips if colour == "red" else t.black_pips for t in tiles)


def _desc(tiles) -> tuple[Tile, ...]:
    return tuple(sorted(tiles, key=KIND, reverse=True))


@dataclass(frozen=True)
class Grouping:
    """One player's arrangement: a 1-tile, a 2-tile and a 3-tile group, each high tile first."""

    single: tuple[Tile]
    pair: tuple[Tile, Tile]
    triple: tuple[Tile, Tile, Tile]

    @staticmethod
    def of(single, pair, triple) -> "Grouping":
        (one,), (two_a, two_b), (three_a, three_b, three_c) = (
            _desc(single),
            _desc(pair),
            _desc(triple),
        )
        return Grouping((one,), (two_a, two_b), (three_a, three_b, three_c))

    @property
    def groups(self) -> tuple[tuple[Tile, ...], ...]:
        return (self.single, self.pair, self.triple)

    def tiles(self) -> tuple[Tile, ...]:
        return self.single + self.pair + self.triple

    def token(self) -> str:
        """ "4-3|6-5 5-1|6-3 3-3 1-1": the groups by size, tiles high first (the action body)."""
        return self._token

    @cached_property
    def _token(self) -> str:
        return "|".join(" ".join(str(t) for t in g) for g in self.groups)

    def __str__(self) -> str:
        return self.token().replace("|", " | ")


@lru_cache(maxsize=1 << 14)
def parse_grouping(text: str) -> Grouping:
    """Read "G1 | G2 | G3" with groups of 1, 2 and 3 tiles (in any order); ValueError says why.
    Memoised: a replay reads the same groupings over and over."""
    parts = text.split("|")
    if len(parts) != 3:
        raise ValueError(f"{text.strip()!r}: a grouping is three groups separated by '|'")
    groups = sorted((parse_tiles(p) for p in parts), key=len)
    sizes = tuple(len(g) for g in groups)
    if sizes != GROUP_SIZES:
        raise ValueError(
            f"{text.strip()!r}: the groups must hold 1, 2 and 3 tiles, "
            f"not {', '.join(str(len(parse_tiles(p))) for p in parts)}"
        )
    return Grouping.of(*groups)


def _patterns() -> tuple[tuple[tuple[int], tuple[int, int], tuple[int, int, int]], ...]:
    out: list[tuple[tuple[int], tuple[int, int], tuple[int, int, int]]] = []
    for i in range(6):
        rest = [p for p in range(6) if p != i]
        for a, b in itertools.combinations(rest, 2):
            x, y, z = (p for p in rest if p not in (a, b))
            out.append(((i,), (a, b), (x, y, z)))
    return tuple(out)


# The 60 ways to split six positions into 1 + 2 + 3, in a fixed order (single first, then pair).
SPLITS = _patterns()


def sorted_hand(tiles) -> tuple[Tile, ...]:
    """A hand in the order SPLITS indexes: high tile first."""
    hand = _desc(tiles)
    if len(hand) != 6:
        raise ValueError(f"a Da Ling hand has six tiles, not {len(hand)}")
    return hand


def grouping_at(hand: tuple[Tile, ...], index: int) -> Grouping:
    """The grouping SPLITS[index] makes of a hand already in `sorted_hand` order: each group
    takes its positions in increasing order, so it is high tile first as it comes."""
    (i,), (a, b), (x, y, z) = SPLITS[index]
    return Grouping((hand[i],), (hand[a], hand[b]), (hand[x], hand[y], hand[z]))


def groupings(tiles) -> list[Grouping]:
    """The distinct groupings of six tiles, in SPLITS order (60, fewer when tiles repeat)."""
    hand = sorted_hand(tiles)
    seen: dict[Grouping, None] = {}
    for index in range(len(SPLITS)):
        seen.setdefault(grouping_at(hand, index), None)
    return list(seen)


def same_tiles(grouping: Grouping, tiles) -> bool:
    return sorted(grouping.tiles(), key=KIND) == sorted(tiles, key=KIND)
