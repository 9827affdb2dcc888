"""Combinations of three tiles (dominoes.md §5.1-§5.2): their six pip values split into two
groups of three, each a set (x-x-x) or a straight (x, x+1, x+2; no wrapping).

- Double Set (双同, 3 points): set + set;
- Set-and-Straight (连同, 2 points): set + straight sharing no value;
- Double Straight (双连, 1 point): straight + straight.
No three tiles are two of these at once, so a triplet has at most one type.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations, combinations_with_replacement

from ..dominoes import ALL_KINDS, KIND, Tile

DOUBLE_SET, SET_AND_STRAIGHT, DOUBLE_STRAIGHT = "double-set", "set-and-straight", "double-straight"
POINTS = {DOUBLE_SET: 3, SET_AND_STRAIGHT: 2, DOUBLE_STRAIGHT: 1}
TYPES = (DOUBLE_SET, SET_AND_STRAIGHT, DOUBLE_STRAIGHT)


def _group(values: tuple[int, ...]) -> str | None:
    a, b, c = sorted(values)
    if a == b == c:
        return "set"
    if b == a + 1 and c == b + 1:
        return "straight"
    return None


@lru_cache(maxsize=None)
def _classify_values(values: tuple[int, ...]) -> str | None:
    found = set()
    for picked in combinations(range(6), 3):
        first = tuple(values[i] for i in picked)
        second = tuple(values[i] for i in range(6) if i not in picked)
        kinds = (_group(first), _group(second))
        if None in kinds:
            continue
        if kinds == ("set", "set"):
            found.add(DOUBLE_SET)
        elif kinds == ("straight", "straight"):
            found.add(DOUBLE_STRAIGHT)
        else:
            the_set, the_straight = (first, second) if kinds[0] == "set" else (second, first)
            if the_set[0] not in the_straight:
                found.add(SET_AND_STRAIGHT)
    return min(found, key=TYPES.index) if found else None


def classify(tiles) -> str | None:
    """The type of three tiles, or None if they make no combination (looked up by their
    pips: every offer and every turn asks it of many triplets)."""
    if len(tiles) != 3:
        return None
    a, b, c = tiles
    return _triplets()[a.hi, a.lo, b.hi, b.lo, c.hi, c.lo]


@lru_cache(maxsize=1)
def _triplets() -> dict[tuple[int, ...], str | None]:
    """Every three kinds, in any order, keyed by their pips: their type."""
    from ..dominoes import ALL_KINDS

    return {
        (a.hi, a.lo, b.hi, b.lo, c.hi, c.lo): _classify_values(
            tuple(sorted((a.hi, a.lo, b.hi, b.lo, c.hi, c.lo)))
        )
        for a in ALL_KINDS
        for b in ALL_KINDS
        for c in ALL_KINDS
    }


def can_win(concealed, exposed=None) -> bool:
    """Whether the tiles make two combinations (as `winning_splits` would find some), told
    from sums of one digit per kind: after every discard each other seat is asked, in every
    hand a search plays out."""
    bits = [_BIT[t.hi * 7 + t.lo] for t in concealed]
    if exposed is not None:
        return len(bits) == 3 and sum(bits) in points_by_bits() and classify(exposed) is not None
    if len(bits) != 6:
        return False
    total = sum(bits)
    found = _SIX_WINS.get(total)
    if found is None:
        if len(_SIX_WINS) >= 1 << 18:  # some 10 MB; a long search starts afresh
            _SIX_WINS.clear()
        combos, first = points_by_bits(), bits[0]
        found = _SIX_WINS[total] = any(
            (half := first + bits[j] + bits[k]) in combos and total - half in combos
            for j, k in _SECOND_AND_THIRD
        )
    return found


# Whether six tiles win, by the sum of their digits (the sum names the tiles, whatever their
# order): every discard asks it of each other seat, and a search asks the same hands over and
# over.
_SIX_WINS: dict[int, bool] = {}


def winning_splits(concealed, exposed=None) -> list[tuple[tuple[Tile, ...], ...]]:
    """Every way six tiles make two combinations: the exposed triplet (if any) stays as it
    is and the concealed tiles make the other; otherwise the six split into two. Remembered
    per hand: every claim and every turn asks it, and a search asks it of the same hands often."""
    return list(_winning_splits(tuple(concealed), None if exposed is None else tuple(exposed)))


@lru_cache(maxsize=1 << 16)
def _winning_splits(concealed: tuple, exposed: tuple | None) -> tuple:
    if exposed is not None:
        return (
            ((exposed, concealed),)
            if len(concealed) == 3 and classify(exposed) and classify(concealed)
            else ()
        )
    if len(concealed) != 6:
        return ()
    out, seen = [], set()
    for picked, rest in _HALVES:  # each split once: the first tile's side
        first = tuple(concealed[i] for i in picked)
        second = tuple(concealed[i] for i in rest)
        if not (classify(first) and classify(second)):  # classify takes any order: most fail
            continue
        one = tuple(sorted(first, key=KIND, reverse=True))
        two = tuple(sorted(second, key=KIND, reverse=True))
        kinds = tuple(map(KIND, one)), tuple(map(KIND, two))
        key = kinds if kinds[0] <= kinds[1] else (kinds[1], kinds[0])  # (pips, as tiles sort)
        if key not in seen:
            seen.add(key)
            out.append((one, two))
    return tuple(out)


# A kind as one 5-bit digit (its index in ALL_KINDS; looked up by hi * 7 + lo): three tiles'
# digits add up to a number naming their kinds whatever their order, so a triplet is one
# lookup. The rules ask it of every seat after each discard, the greedy bot of every tile.
_INDEX = {t.hi * 7 + t.lo: i for i, t in enumerate(ALL_KINDS)}
_BIT = [1 << (5 * _INDEX[n]) if n in _INDEX else 0 for n in range(49)]


def bit(tile: Tile) -> int:
    """A tile's kind as its digit (see above)."""
    return _BIT[tile.hi * 7 + tile.lo]


@lru_cache(maxsize=1)
def points_by_bits() -> dict[int, int]:
    """The points of every three kinds that make a combination, by the sum of their digits
    (read off classify once, at first use)."""
    return {
        bit(a) + bit(b) + bit(c): POINTS[kind]
        for a, b, c in combinations_with_replacement(ALL_KINDS, 3)
        if (kind := classify((a, b, c)))
    }


_SECOND_AND_THIRD = tuple(combinations(range(1, 6), 2))  # with the first tile: one half

_HALVES = tuple(
    (picked, tuple(i for i in range(6) if i not in picked))
    for picked in combinations(range(6), 3)
    if 0 in picked
)


def best_split(concealed, exposed=None):
    """The winning split worth most points, or None."""
    splits = winning_splits(concealed, exposed)
    if not splits:
        return None
    return max(splits, key=lambda s: (split_points(s), [str(t) for g in s for t in g]))


def kind_of(group) -> str:
    """The type of a group known to be a combination (one of a winning split, or a claim)."""
    kind = classify(group)
    if kind is None:
        raise ValueError(f"{' '.join(map(str, group))} is not a combination")
    return kind


def split_points(split) -> int:
    return sum(POINTS[kind_of(group)] for group in split)
