"""House ways: how the house sets its four tiles (dominoes.md §2.6).

`hw_ref` is the app's deterministic reading of the Foxwoods house way (HW-REF, §2.6.5): Foxwoods
exceptions C-K survive only as pictures, so they are not implemented and the way is approximate.
Each house way is a function from four tiles to a Setting; `HOUSE_WAYS` names the choices.
"""

from __future__ import annotations

from typing import Callable, Iterable

from ..dominoes import Tile
from .hands import HIGH_THREE_KEY, PAIR, evaluate
from .house_way_nz import nz_way
from .settings import Setting, settings_of

TEEN, DAY = Tile(6, 6), Tile(1, 1)
LOW_EIGHTS = (Tile(6, 2), Tile(5, 3))
HIGH_NINE, GONG, WONG = "high nine", "gong", "wong"


def _pip_value(t: Tile) -> int:
    return t.pips


def _pair_in(s: Setting):
    for hand in (s.high, s.low):
        if evaluate(*hand).kind == PAIR:
            return hand
    return None


def _dominant(cands: list[Setting]) -> Setting | None:
    """Step 0: a setting at least as good in both hands as every other."""
    for s in cands:
        lo, hi = s.keys
        if all(lo >= o.keys[0] and hi >= o.keys[1] for o in cands):
            return s
    return None


def _levels(s: Setting) -> tuple[int, int]:
    return s.low_value.level, s.high_value.level


def _split_pair(pair: tuple[Tile, Tile], others: list[Tile], splits: list[Setting]) -> bool:
    """Foxwoods pair rules A-F: should this pair be split, given the other two tiles?"""
    value = pair[0].pips if not pair[0].is_gee_joon else 0
    rest = sorted(_pip_value(t) for t in others)
    if pair[0].is_gee_joon:
        return rest in ([4, 6], [5, 6], [6, 6])
    if value in (4, 5, 6, 10, 11):
        return False
    if value in (2, 12):
        return rest == [9, 11] or any(lo >= 6 and hi >= 8 for lo, hi in map(_levels, splits))
    if value == 9:
        return all(v in (2, 10, 12) for v in rest)
    if value == 8:
        return all(v in (2, 10, 11, 12) for v in rest) or rest == [9, 11]
    if value == 7:
        return all(v in (2, 10, 11, 12) for v in rest)
    return False


def _strong(hand: tuple[Tile, Tile]) -> str | None:
    big = [t for t in hand if t in (TEEN, DAY)]
    if not big:
        return None
    other = hand[1] if hand[0] == big[0] else hand[0]
    if other.is_gee_joon:
        return None
    return {7: HIGH_NINE, 8: GONG, 9: WONG}.get(other.pips)


def _strong_hand(s: Setting):
    for hand in (s.high, s.low):
        kind = _strong(hand)
        if kind and evaluate(*hand).kind != PAIR:
            return kind, hand
    return None


def _fourth(tiles: list[Tile], a: tuple[Tile, Tile], b: tuple[Tile, Tile]) -> Tile | None:
    """The tile outside two strong hands that share their Teen/Day, else None."""
    rest = list(tiles)
    if set(a) & set(b) & {TEEN, DAY} == set():
        return None
    for t in set(a) | set(b):
        rest.remove(t)
    return rest[0] if len(rest) == 1 else None


def _prefer(tiles, kind_a: str, hand_a, kind_b: str, hand_b) -> bool:
    """Does strong kind_b beat the current choice kind_a (Foxwoods preference and exceptions)?"""
    order = (HIGH_NINE, GONG, WONG)
    fourth = _fourth(tiles, hand_a, hand_b)
    pv = fourth.pips if fourth else None
    kinds = {kind_a, kind_b}
    if kinds == {GONG, WONG} and pv == 11:
        return kind_b == WONG
    if kinds == {HIGH_NINE, WONG} and pv == 11:
        return kind_b == WONG
    if kinds == {HIGH_NINE, GONG} and fourth is not None:
        gong_hand = hand_a if kind_a == GONG else hand_b
        low_eight = any(t in LOW_EIGHTS for t in gong_hand)
        if pv == 4 or (low_eight and pv == 5):
            return kind_b == GONG
    return order.index(kind_b) < order.index(kind_a)


def _choose_strong(tiles, cands: list[Setting]) -> Setting | None:
    """Step 2: Wong, Gong and High Nine."""
    strong = [(s, _strong_hand(s)) for s in cands]
    strong = [(s, sh) for s, sh in strong if sh]
    if not strong:
        return None
    best_kind, best_hand = strong[0][1]
    for _, (kind, hand) in strong[1:]:
        if kind != best_kind and _prefer(tiles, best_kind, best_hand, kind, hand):
            best_kind, best_hand = kind, hand
    chosen = [s for s, (kind, _) in strong if kind == best_kind]
    return max(chosen, key=lambda s: (s.keys[1], s.keys[0]))


def _choose_other(tiles, cands: list[Setting]) -> Setting:
    """Steps 3 and 4: balance the hands, then place equal-point tiles."""
    best_low = max(s.keys[0] for s in cands)
    best_high_level = max(_levels(s)[1] for s in cands)
    if best_low < HIGH_THREE_KEY and best_high_level >= 7:
        target = max(cands, key=lambda s: (_levels(s)[1], _levels(s)[0]))
    else:
        target = max(cands, key=lambda s: _levels(s))
    level = _levels(target)
    same = [s for s in cands if _levels(s) == level]
    both_big = TEEN in tiles and DAY in tiles
    if level[1] >= 8 or (level == (7, 8) and both_big):
        return max(same, key=lambda s: (s.keys[1], s.keys[0]))
    return max(same, key=lambda s: (s.keys[0], s.keys[1]))


def hw_ref(tiles: Iterable[Tile]) -> Setting:
    """The app's Foxwoods-style house way (HW-REF)."""
    tiles = sorted(tiles, reverse=True)
    cands = settings_of(tiles)
    if len(cands) == 1:
        return cands[0]
    dominant = _dominant(cands)
    if dominant is not None:
        return dominant
    with_pair = [s for s in cands if _pair_in(s)]
    if with_pair:
        s = with_pair[0]
        pair = _pair_in(s)
        others = list(s.low if pair == s.high else s.high)
        splits = [c for c in cands if c is not s and not _pair_in(c)]
        if not _split_pair(pair, others, splits):
            return s
        cands = splits
    return _choose_strong(tiles, cands) or _choose_other(tiles, cands)


HouseWay = Callable[[Iterable[Tile]], Setting]
HOUSE_WAYS: dict[str, tuple[str, HouseWay]] = {
    "foxwoods": ("Foxwoods-style (approximate; exceptions C-K not implemented)", hw_ref),
    "nz": ("New Zealand", nz_way),
}
DEFAULT_HOUSE_WAY = "foxwoods"


def house_way(name: str = DEFAULT_HOUSE_WAY) -> HouseWay:
    try:
        return HOUSE_WAYS[name][1]
    except KeyError:
        raise ValueError(
            f"unknown house way {name!r}; choose from {', '.join(HOUSE_WAYS)}"
        ) from None
