"""The New Zealand house way (dominoes.md §2.6.3), read as literally as the text allows.

The source text is cut off in places. Where it is silent or ambiguous, this module takes the
reading closest to the Foxwoods-style `hw_ref`:

- Tiles are classed by pip total ("12" = Teen, "2" = Day, "9" = [6:3]/[5:4], ...). The Gee Joon
  tiles are in no class. If [4:2] counted as a 6, the Teen/Day "6 and 6/5/4" splits would fire
  on hands where keeping the pair is better in both hands (Teens, [4:2], [3:1]: 7/Teens, not 6/8).
- There is no dominance step (hw_ref's step 0); NZ's "two pairs" rule covers the common case.
- After a pair is split, the non-pair settings are chosen by the Wong/Gong/High Nine rules and
  then the general rules, as in hw_ref.
- Wong/Gong/High Nine: the proviso "the low hand is Harmony 3 or better" filters each kind in
  turn. The first of High Nine, Gong and Wong that some setting plays over such a low hand is
  chosen. If no setting has such a low hand, the first of Wong, Gong and High Nine present is
  chosen. Within a kind, the higher high hand wins, then the higher low hand, so the 12 goes in
  the high hand (as in hw_ref).
- General rule 1 only considers settings whose low hand is Harmony 3 or better. Rules 1-3
  maximise points, and ties go to the better other hand, as in hw_ref.
- The two provisos above could also be read as applying only to the first choice; over all
  8,130 four-tile sets both readings set every hand the same way.
- Rule 4 is cut off after "When the low hand is 7 or less, play the highest-ranking tile in the
  low hand where possible". It places tiles between settings with equal points in both hands.
  With a low hand of 8 or more, the higher-ranking tile goes in the high hand. That matches
  hw_ref, whose high hand is then 8 or more. A 0-point low hand takes the tile too, because the
  text makes no exception. In 6 of the 8,130 sets this plays a setting that another setting
  beats in both hands (e.g. 3-3 3-2 3-1 2-2 -> 3-1 3-3 | 2-2 3-2).
"""

from __future__ import annotations

from typing import Iterable

from ..dominoes import Tile
from .hands import PAIR, TIE_VALUE, tie_value
from .settings import Setting, settings_of

HARMONY_THREE_KEY = 3 * 20 + TIE_VALUE[(3, 1)]  # 3 points with Gor or better as the high tile
HIGH_NINE, GONG, WONG = "high nine", "gong", "wong"
_BIG = ((6, 6), (1, 1))
_STRONG = {7: HIGH_NINE, 8: GONG, 9: WONG}


def _pairs(*combos: tuple[int, int]) -> frozenset[tuple[int, int]]:
    return frozenset((min(c), max(c)) for c in combos)


# The other two tiles, by pip class, that split each pair. "Non-pairing" needs no check:
# two tiles that pair would make two pairs, which are always played first.
_TEEN_DAY_WITH = {9: (11, 8, 7, 6, 5, 4), 8: (8, 7, 6, 5, 4), 7: (7, 6, 5, 4), 6: (6, 5, 4)}
_GEE_JOON_SPLITS = _pairs((6, 6), (6, 5), (6, 4))
_TEEN_DAY_SPLITS = _pairs(*((a, b) for a, bs in _TEEN_DAY_WITH.items() for b in bs))
_NINE_SPLITS = _pairs((12, 2), (12, 10), (2, 10), (10, 10))
_SEVEN_SPLITS = _pairs((12, 2), (12, 11), (2, 11), (12, 10), (2, 10), (11, 10), (10, 10))
_EIGHT_SPLITS = _SEVEN_SPLITS | _pairs((11, 9))
_SPLITS = {
    12: _TEEN_DAY_SPLITS,
    2: _TEEN_DAY_SPLITS,
    9: _NINE_SPLITS,
    8: _EIGHT_SPLITS,
    7: _SEVEN_SPLITS,
}


def _pip_class(t: Tile) -> int:
    """The pip total the house way names a tile by; 0 (no class) for the Gee Joon tiles."""
    return 0 if t.is_gee_joon else t.pips


def _split_pair(pair: tuple[Tile, Tile], others: tuple[Tile, Tile]) -> bool:
    """NZ pair rules: split this pair, given the other two tiles? Pairs of 4, 5, 6, 10, 11 never."""
    rest = tuple(sorted(map(_pip_class, others)))
    if pair[0].is_gee_joon:
        return rest in _GEE_JOON_SPLITS
    return rest in _SPLITS.get(pair[0].pips, ())


def _strong(hand: tuple[Tile, Tile]) -> str | None:
    """High Nine, Gong or Wong: Teen or Day with a 7, 8 or 9 tile (never a Gee Joon)."""
    for big, other in (hand, hand[::-1]):
        if (big.hi, big.lo) in _BIG and not other.is_gee_joon and other.pips in _STRONG:
            return _STRONG[other.pips]
    return None


def _strong_kinds(s: Setting) -> set[str]:
    return {k for k in map(_strong, (s.low, s.high)) if k}


def _levels(s: Setting) -> tuple[int, int]:
    return s.low_value.level, s.high_value.level


def _choose_strong(cands: list[Setting]) -> Setting | None:
    """High Nine, Gong, Wong over a Harmony 3 or better low hand; else Wong, Gong, High Nine."""
    strong = [(s, _strong_kinds(s)) for s in cands]
    strong = [(s, kinds) for s, kinds in strong if kinds]
    harmony = [(s, kinds) for s, kinds in strong if s.keys[0] >= HARMONY_THREE_KEY]
    for order, pool in (((HIGH_NINE, GONG, WONG), harmony), ((WONG, GONG, HIGH_NINE), strong)):
        for kind in order:
            chosen = [s for s, kinds in pool if kind in kinds]
            if chosen:
                return max(chosen, key=lambda s: (s.keys[1], s.keys[0]))
    return None


def _placement(s: Setting) -> tuple[int, ...]:
    """Rule 4: a low hand of 7 or less takes the highest-ranking tile it can."""
    if s.low_value.level <= 7:
        return tie_value(s.low[0]), s.keys[0], s.keys[1]
    return s.keys[1], s.keys[0]


def _choose_general(cands: list[Setting]) -> Setting:
    """General rules 1-3 pick the points; rule 4 places tiles between equal-point settings."""
    harmony = [s for s in cands if s.keys[0] >= HARMONY_THREE_KEY]
    if harmony:
        pool, order = harmony, _levels
    elif max(s.high_value.level for s in cands) >= 8:
        pool, order = cands, lambda s: _levels(s)[::-1]
    else:
        pool, order = cands, _levels
    level = _levels(max(pool, key=order))
    return max((s for s in pool if _levels(s) == level), key=_placement)


def _has_pair(s: Setting) -> bool:
    return s.high_value.kind == PAIR


def nz_way(tiles: Iterable[Tile]) -> Setting:
    """The New Zealand house way: pair rules, then Wong/Gong/High Nine, then the general rules."""
    cands = settings_of(tiles)
    paired = [s for s in cands if _has_pair(s)]
    if paired:
        s = paired[0]
        if s.low_value.kind == PAIR or not _split_pair(s.high, s.low):
            return s
        cands = [c for c in cands if not _has_pair(c)]
    return _choose_strong(cands) or _choose_general(cands)
