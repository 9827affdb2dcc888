"""The ways to set four tiles into a low and a high hand.

Whichever two-tile hand ranks higher is the high hand; the player never fouls (dominoes.md §2.9.4).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property, lru_cache

from ..dominoes import Tile, parse_tiles
from .hands import HandValue, evaluate, tie_value

Pair = tuple[Tile, Tile]


def _norm(a: Tile, b: Tile) -> Pair:
    """Put the tie-breaking (higher-ranking) tile first, as players read a hand."""
    return (a, b) if (tie_value(a), a) >= (tie_value(b), b) else (b, a)


@dataclass(frozen=True)
class Setting:
    low: Pair
    high: Pair

    @staticmethod
    def of(one: Pair, two: Pair) -> "Setting":
        one, two = _norm(*one), _norm(*two)
        if evaluate(*one).key > evaluate(*two).key or (
            evaluate(*one).key == evaluate(*two).key and one > two
        ):
            one, two = two, one
        return Setting(one, two)

    # Cached: the house way asks a setting's keys many times over (a Setting never changes).
    @cached_property
    def low_value(self) -> HandValue:
        return evaluate(*self.low)

    @cached_property
    def high_value(self) -> HandValue:
        return evaluate(*self.high)

    @cached_property
    def keys(self) -> tuple[int, int]:
        return self.low_value.key, self.high_value.key

    @cached_property
    def sorted_tiles(self) -> tuple[Tile, ...]:
        """The four tiles, highest first (as a seat's hand is held)."""
        return tuple(sorted(self.low + self.high, reverse=True))

    def tiles(self) -> tuple[Tile, ...]:
        return self.low + self.high

    def token(self) -> str:
        """ "3-1 2-1|6-6 6-6": low hand, then high hand, high tile first in each."""
        return self._token

    @cached_property
    def _token(self) -> str:
        return f"{self.low[0]} {self.low[1]}|{self.high[0]} {self.high[1]}"

    def __str__(self) -> str:
        return self.token().replace("|", " | ")


@lru_cache(maxsize=8192)
def parse_setting(text: str) -> Setting:
    """Read "A B | C D" (either hand first); raises ValueError naming the problem. Memoised:
    a game reads the same few thousand settings over and over."""
    parts = text.split("|")
    if len(parts) != 2:
        raise ValueError(f"{text!r}: a setting is two hands separated by '|'")
    one, two = parse_tiles(parts[0]), parse_tiles(parts[1])
    if len(one) != 2 or len(two) != 2:
        raise ValueError(f"{text!r}: each hand has exactly two tiles")
    return Setting.of((one[0], one[1]), (two[0], two[1]))


def settings_of(tiles) -> list[Setting]:
    """The distinct settings of four tiles (three at most), in a fixed order."""
    t = sorted(tiles, reverse=True)
    if len(t) != 4:
        raise ValueError("a Pai Gow hand has four tiles")
    out: list[Setting] = []
    for i in (1, 2, 3):
        rest = [t[j] for j in (1, 2, 3) if j != i]
        s = Setting.of((t[0], t[i]), (rest[0], rest[1]))
        if s not in out:
            out.append(s)
    return out


def same_tiles(setting: Setting, tiles) -> bool:
    return setting.sorted_tiles == tuple(sorted(tiles, reverse=True))
