"""The 72,072 ordered splits of 13 cards into front (3), middle (5) and back (5), as indices.

A 13-card hand sorted by card index (rank first) has sorted ranks in every subset taken in
position order, so each subset's key is one table lookup with no per-subset sort. There are only
1,287 five-card and 286 three-card subsets of 13 positions: `subset_keys` evaluates those once
and every split is three gathers (`FRONT`, `MIDDLE`, `BACK` hold subset ids, split by split).

Split order is fixed: fronts in lexicographic order of positions, then middles likewise among
the ten remaining positions; the back is what is left.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations

import numpy as np

from .ranking import keys3, keys5, ordinals
from .setting import Setting

HAND = 13
N_SPLITS = 72_072

POS5 = np.array(list(combinations(range(HAND), 5)), dtype=np.int8)  # (1287, 5)
POS3 = np.array(list(combinations(range(HAND), 3)), dtype=np.int8)  # (286, 3)


def _masks(positions: np.ndarray) -> np.ndarray:
    return (np.int32(1) << positions.astype(np.int32)).sum(axis=-1)


def _build() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Vectorised: for each front, the ten other positions and their 252 five-card choices."""
    id5 = np.full(1 << HAND, -1, dtype=np.int16)
    id5[_masks(POS5)] = np.arange(len(POS5))
    front_masks = _masks(POS3)
    taken = (front_masks[:, None] >> np.arange(HAND)) & 1  # (286, 13)
    rest = np.argsort(taken, axis=1, kind="stable")[:, : HAND - 3]  # (286, 10) ascending
    rel = np.array(list(combinations(range(HAND - 3), 5)), dtype=np.int8)  # (252, 5)
    middle_masks = _masks(rest[:, rel])  # (286, 252)
    back_masks = ((1 << HAND) - 1) ^ front_masks[:, None] ^ middle_masks
    front = np.repeat(np.arange(len(POS3), dtype=np.int16), len(rel))
    return front, id5[middle_masks].ravel(), id5[back_masks].ravel()


FRONT, MIDDLE, BACK = _build()


def sorted_indices(cards) -> np.ndarray:
    """Card indices of a hand, ascending (the order subset positions refer to)."""
    return np.sort(np.array([c.index for c in cards], dtype=np.int16))


def subset_keys(hand: np.ndarray, wheel: str = "low") -> tuple[np.ndarray, np.ndarray]:
    """(keys of the 1,287 five-card subsets, keys of the 286 fronts) of one sorted hand, or of
    a batch (H, 13) of sorted hands (then shapes (H, 1287) and (H, 286))."""
    hand = np.asarray(hand)
    return (keys5(hand[..., POS5], wheel, presorted=True), keys3(hand[..., POS3], presorted=True))


def split_keys(k5: np.ndarray, k3: np.ndarray):
    """(front, middle, back) keys of every split, each of shape (..., 72072)."""
    return k3[..., FRONT], k5[..., MIDDLE], k5[..., BACK]


def legal_mask(front: np.ndarray, middle: np.ndarray, back: np.ndarray) -> np.ndarray:
    """Back at least as strong as middle, middle at least as strong as front (ties legal)."""
    return (back >= middle) & (middle >= front)


@lru_cache(maxsize=1)
def split_positions() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Positions of each split's rows: (72072, 3), (72072, 5), (72072, 5)."""
    return POS3[FRONT], POS5[MIDDLE], POS5[BACK]


def rows_of(split: int) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """The positions (0..12 in the sorted hand) of one split's front, middle and back."""
    return (
        tuple(int(p) for p in POS3[FRONT[split]]),
        tuple(int(p) for p in POS5[MIDDLE[split]]),
        tuple(int(p) for p in POS5[BACK[split]]),
    )


def setting_at(cards, split: int):
    """The Setting of split number `split` of a hand (positions refer to the sorted hand)."""
    ordered = sorted(cards)
    front, middle, back = rows_of(split)
    return Setting.of(
        [ordered[p] for p in front], [ordered[p] for p in middle], [ordered[p] for p in back]
    )


def split_of(cards, setting) -> int:
    """The split number of a Setting of these cards (the inverse of setting_at)."""
    ordered = sorted(cards)

    def mask(row) -> int:
        return sum(1 << ordered.index(card) for card in row)

    front_id = int(np.flatnonzero(_masks(POS3) == mask(setting.front))[0])
    middle_id = int(np.flatnonzero(_masks(POS5) == mask(setting.middle))[0])
    return int(np.flatnonzero((FRONT == front_id) & (MIDDLE == middle_id))[0])


def lexicographic(first: np.ndarray, second: np.ndarray, third: np.ndarray) -> np.ndarray:
    """One int64 per split ordering by first, then second, then third; the arguments are
    ordinals (ranking.ordinals), which fit 13 bits each where raw keys would overflow."""
    return (first.astype(np.int64) << 26) | (second.astype(np.int64) << 13) | third


def strongest_split(cards, wheel: str = "low") -> int:
    """The legal split with the strongest back, then middle, then front (first such split)."""
    k5, k3 = subset_keys(sorted_indices(cards), wheel)
    o5, o3 = ordinals(k5, wheel), ordinals(k3, wheel)
    front, middle, back = split_keys(o5, o3)
    score = np.where(legal_mask(front, middle, back), lexicographic(back, middle, front), -1)
    return int(np.argmax(score))
