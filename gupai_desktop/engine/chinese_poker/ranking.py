"""Poker hand ranking for Chinese Poker rows: integer keys on one ladder for 3 and 5 cards.

A key is `category << 20` followed by five 4-bit rank nibbles: first the ranks that make the
category, then the kickers high to low, zero-filled. A 3-card front therefore compares with a
5-card middle exactly as chinese-poker.md says (category, then the making ranks, then kickers),
and a front whose cards all tie the middle's corresponding cards comes out lower, because the
middle has two more non-zero kickers.

Straights carry two nibbles: the order value, then the real top card (for names). A-2-3-4-5 has
order 5 (the lowest straight) or, with wheel="second", order 14 under A-K-Q-J-T's 15.

Evaluation is table lookup: cards are integers (rank - 2) * 4 + suit, a sorted rank multiset is
a base-13 number, and two tables (plain and flush) of 13**5 entries hold every 5-card key; the
same index over 13**3 holds the fronts. `keys5` / `keys3` evaluate numpy batches; `evaluator5`
is the per-call path (a product of rank primes and a dict, as fast evaluators do it).
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations_with_replacement

import numpy as np

from ..cards import RANK_NAMES, RANK_PLURALS

HIGH_CARD, PAIR, TWO_PAIRS, TRIPS, STRAIGHT, FLUSH, FULL_HOUSE, QUADS, STRAIGHT_FLUSH = range(9)
CATEGORY_NAMES = (
    "High card",
    "Pair",
    "Two pairs",
    "Three of a kind",
    "Straight",
    "Flush",
    "Full house",
    "Four of a kind",
    "Straight flush",
)
WHEELS = ("low", "second")
_PRIMES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41)


def pack(category: int, *nibbles: int) -> int:
    key = category
    for i in range(5):
        key = (key << 4) | (nibbles[i] if i < len(nibbles) else 0)
    return key


def category_of(key: int) -> int:
    return key >> 20


def nibbles_of(key: int) -> tuple[int, int, int, int, int]:
    return (key >> 16) & 15, (key >> 12) & 15, (key >> 8) & 15, (key >> 4) & 15, key & 15


def _straight_top(ranks: list[int]) -> int | None:
    """The top card of five distinct ranks in a row (5 for A-2-3-4-5), else None."""
    r = sorted(ranks)
    if len(set(r)) != 5:
        return None
    if r[4] - r[0] == 4:
        return r[4]
    if r == [2, 3, 4, 5, 14]:
        return 5
    return None


def _by_count(ranks) -> tuple[list[int], list[int]]:
    """Ranks ordered by how many of each (more first), then high first: the making ranks
    come before the kickers."""
    counts = {r: ranks.count(r) for r in set(ranks)}
    return sorted(counts, key=lambda r: (-counts[r], -r)), sorted(counts.values(), reverse=True)


def rank_key5(ranks, flush: bool, wheel: str = "low") -> int:
    """The key of five cards given their ranks (2..14) and whether they share a suit."""
    ranks = list(ranks)
    top = _straight_top(ranks)
    if top is not None:
        order = top
        if wheel == "second":
            order = 14 if top == 5 else 15 if top == 14 else top
        return pack(STRAIGHT_FLUSH if flush else STRAIGHT, order, top)
    if flush:
        return pack(FLUSH, *sorted(ranks, reverse=True))
    by_count, counts = _by_count(ranks)
    category = {
        (4, 1): QUADS,
        (3, 2): FULL_HOUSE,
        (3, 1, 1): TRIPS,
        (2, 2, 1): TWO_PAIRS,
        (2, 1, 1, 1): PAIR,
    }.get(tuple(counts), HIGH_CARD)
    return pack(category, *by_count)


def rank_key3(ranks) -> int:
    """The key of a 3-card front: trips, pair or high card (straights/flushes count nothing)."""
    order, counts = _by_count(list(ranks))
    category = {(3,): TRIPS, (2, 1): PAIR}.get(tuple(counts), HIGH_CARD)
    return pack(category, *order)


def _base13(ranks) -> int:
    index = 0
    for r in ranks:
        index = index * 13 + (r - 2)
    return index


@lru_cache(maxsize=2)
def tables5(wheel: str = "low") -> tuple[np.ndarray, np.ndarray]:
    """(plain, flush) key tables indexed by the base-13 number of the ascending ranks."""
    if wheel not in WHEELS:
        raise ValueError(f"wheel is one of {', '.join(WHEELS)}, not {wheel!r}")
    plain = np.zeros(13**5, dtype=np.int32)
    flush = np.zeros(13**5, dtype=np.int32)
    for combo in combinations_with_replacement(range(2, 15), 5):
        if max(combo.count(r) for r in combo) > 4:
            continue
        index = _base13(combo)
        plain[index] = rank_key5(combo, False, wheel)
        if len(set(combo)) == 5:
            flush[index] = rank_key5(combo, True, wheel)
    return plain, flush


@lru_cache(maxsize=1)
def table3() -> np.ndarray:
    table = np.zeros(13**3, dtype=np.int32)
    for combo in combinations_with_replacement(range(2, 15), 3):
        table[_base13(combo)] = rank_key3(combo)
    return table


@lru_cache(maxsize=2)
def ladder(wheel: str = "low") -> np.ndarray:
    """Every key a 3- or 5-card row can have, ascending: a key's position here is its ordinal,
    a dense rank (under 8,000) that packs three to an int64 where raw keys would not."""
    plain, flush = tables5(wheel)
    keys = np.concatenate([plain, flush, table3()])
    return np.unique(keys[keys > 0])


def ordinals(keys: np.ndarray, wheel: str = "low") -> np.ndarray:
    return np.searchsorted(ladder(wheel), keys).astype(np.int64)


def _index(ranks: np.ndarray) -> np.ndarray:
    index = ranks[..., 0].astype(np.int64)
    for j in range(1, ranks.shape[-1]):
        index = index * 13 + ranks[..., j]
    return index


def keys5(cards: np.ndarray, wheel: str = "low", presorted: bool = False) -> np.ndarray:
    """Keys of a batch of 5-card hands, an (..., 5) array of card indices (0..51). Sorted rows
    index the base-13 tables directly; unsorted ones go by the product of rank primes (the
    product does not care about order), which is cheaper than sorting every row."""
    cards = np.asarray(cards)
    suits = cards & 3
    flush = (
        (suits[..., 0] == suits[..., 1])
        & (suits[..., 1] == suits[..., 2])
        & (suits[..., 2] == suits[..., 3])
        & (suits[..., 3] == suits[..., 4])
    )
    if presorted:
        index = _index(cards >> 2)
        plain, flushes = tables5(wheel)
    else:
        primes = np.asarray(CARD_PRIME, dtype=np.int64)[cards]
        product = primes[..., 0] * primes[..., 1] * primes[..., 2] * primes[..., 3] * primes[..., 4]
        products, plain, flushes = _product_arrays(wheel)
        index = np.searchsorted(products, product)
    return np.where(flush, flushes[index], plain[index])


def keys3(cards: np.ndarray, presorted: bool = False) -> np.ndarray:
    """Keys of a batch of 3-card fronts, an (..., 3) array of card indices."""
    cards = np.asarray(cards)
    if not presorted:
        cards = np.sort(cards, axis=-1)
    return table3()[_index(cards >> 2)]


@lru_cache(maxsize=2)
def _prime_tables(wheel: str) -> tuple[dict, dict]:
    plain, flush = {}, {}
    for combo in combinations_with_replacement(range(2, 15), 5):
        if max(combo.count(r) for r in combo) > 4:
            continue
        product = 1
        for r in combo:
            product *= _PRIMES[r - 2]
        plain[product] = rank_key5(combo, False, wheel)
        if len(set(combo)) == 5:
            flush[product] = rank_key5(combo, True, wheel)
    return plain, flush


CARD_PRIME = tuple(_PRIMES[c >> 2] for c in range(52))
CARD_SUIT_BIT = tuple(1 << (c & 3) for c in range(52))


@lru_cache(maxsize=2)
def _product_arrays(wheel: str) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Sorted prime products with their plain and flush keys, for `np.searchsorted`."""
    plain, flush = _prime_tables(wheel)
    products = np.array(sorted(plain), dtype=np.int64)
    return (
        products,
        np.array([plain[p] for p in products], dtype=np.int32),
        np.array([flush.get(p, 0) for p in products], dtype=np.int32),
    )


@lru_cache(maxsize=2)
def _evaluator5(wheel: str):
    return evaluator5(wheel)


def evaluator5(wheel: str = "low"):
    """A per-call function key(a, b, c, d, e) of five card indices, for code that evaluates
    one hand at a time (no numpy overhead)."""
    plain, flush = _prime_tables(wheel)
    prime, bit = CARD_PRIME, CARD_SUIT_BIT

    def key(a: int, b: int, c: int, d: int, e: int) -> int:
        p = prime[a] * prime[b] * prime[c] * prime[d] * prime[e]
        if bit[a] & bit[b] & bit[c] & bit[d] & bit[e]:
            return flush[p]
        return plain[p]

    return key


def key_of(cards, wheel: str = "low") -> int:
    """The key of a front (3 cards) or a back/middle (5 cards) given as Card objects (five
    cards of a pack by the prime tables: a replay or a settlement asks for thousands)."""
    cards = list(cards)
    if len(cards) == 5 and wheel in WHEELS:
        index = [c.index for c in cards]
        if max(index) < 52:
            return _evaluator5(wheel)(*index)
    ranks = [c.rank for c in cards]
    if len(cards) == 3:
        return rank_key3(ranks)
    if len(cards) == 5:
        return rank_key5(ranks, len({c.suit for c in cards}) == 1, wheel)
    raise ValueError(f"a row has 3 or 5 cards, not {len(cards)}")


def describe(key: int) -> str:
    """The hand's name as the scoring table shows it, e.g. "Full house, kings over eights"."""
    category = category_of(key)
    n = nibbles_of(key)
    name, plural = RANK_NAMES.get, RANK_PLURALS.get
    if category == STRAIGHT_FLUSH:
        return "Royal flush" if n[1] == 14 else f"Straight flush, {name(n[1])} high"
    if category == QUADS:
        return f"Four of a kind, {plural(n[0])}"
    if category == FULL_HOUSE:
        return f"Full house, {plural(n[0])} over {plural(n[1])}"
    if category == FLUSH:
        return f"Flush, {name(n[0])} high"
    if category == STRAIGHT:
        return f"Straight, {name(n[1])} high"
    if category == TRIPS:
        return f"Three of a kind, {plural(n[0])}"
    if category == TWO_PAIRS:
        return f"Two pairs, {plural(n[0])} and {plural(n[1])}"
    if category == PAIR:
        return f"Pair of {plural(n[0])}"
    return f"High card, {name(n[0])}"
