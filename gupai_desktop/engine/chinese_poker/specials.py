"""Special 13-card hands (the seed's "special hands" and each region's schedule).

A declared special is never set into rows; it beats every ordinary hand for its value. What a
schedule does when two specials meet is its `clash` rule:
- "full" (the typical schedule): the hand higher in the schedule's ascending order wins the full
  value of the higher hand; two of one kind are compared by the seed's tie rules (`strength`).
- "difference" (Malayan, Hawaiian Gardens): the higher value receives the difference.
- "full-or-push" (Singapore): equal values pay nothing; otherwise the higher wins its full value.

Readings [RES]: a four of a kind counts as two pairs; a triplet as a pair and an odd card (so
"five pairs and a triplet" is also six pairs); a 3-card straight may be A-2-3 (the lowest) or
Q-K-A. Three straights/flushes are compared on the holder's best arrangement: back first, then
middle, then front, straights by height, flushes as poker hands (as ordinals on the ladder).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

import numpy as np

from ..cards import Card
from .ranking import FLUSH, STRAIGHT, STRAIGHT_FLUSH, ordinals
from .splits import BACK, FRONT, MIDDLE, POS3, lexicographic, sorted_indices, subset_keys

TITLES = {
    "six-pairs": "Six pairs",
    "three-straights": "Three straights",
    "three-flushes": "Three flushes",
    "complete-straight": "Complete straight",
    "one-suit": "Thirteen of one suit",
    "five-pairs-triplet": "Five pairs and a triplet",
    "four-triplets": "Four triplets and an odd card",
    "one-colour": "All one colour",
    "twelve-one-colour": "Twelve of one colour",
    "small": "Small (2 to 8)",
    "big": "Big (8 to ace)",
    "small-cards": "Small cards",
    "three-quads": "Three fours of a kind",
    "three-straight-flushes": "Three straight flushes",
    "all-pictures": "All twelve picture cards",
}
CLASH_RULES = ("full", "difference", "full-or-push")


@dataclass(frozen=True)
class Schedule:
    """A preset's special hands in ascending order, as (slug, value), and its clash rule."""

    hands: tuple[tuple[str, float], ...]
    clash: str = "full"
    titles: tuple[tuple[str, str], ...] = ()  # regional names, e.g. Singapore's "Dragon"
    small_max: int = 9  # Singapore "small cards": 2..9 (or 2..10)

    def value(self, slug: str) -> float:
        return dict(self.hands)[slug]

    def order(self, slug: str) -> int:
        return [s for s, _ in self.hands].index(slug)

    def title(self, slug: str) -> str:
        return dict(self.titles).get(slug, TITLES[slug])

    def slugs(self) -> list[str]:
        return [s for s, _ in self.hands]


def _counts(cards) -> Counter:
    return Counter(c.rank for c in cards)


def _pairs(counts: Counter) -> list[int]:
    return sorted((r for r, n in counts.items() for _ in range(n // 2)), reverse=True)


FLUSH_SPLITS = {(3, 5, 5), (5, 8), (3, 10), (13,)}  # suit counts that three flushes can use


def _run_free(counts: dict[int, int], sizes: tuple[int, ...], lowest: int = 1) -> bool:
    """Can the ranks in `counts` be cut into runs of these sizes, each starting at `lowest` or
    above (1 is an ace played low)? Any ace may play low and the counts are all the hand's."""
    if not sizes:
        return not any(counts.values())
    size = sizes[0]
    for start in range(lowest, 16 - size):
        run = [14 if r == 1 else r for r in range(start, start + size)]
        if all(counts.get(r, 0) for r in run):
            for r in run:
                counts[r] -= 1
            found = _run_free(counts, sizes[1:], start if sizes[1:2] == (size,) else 1)
            for r in run:
                counts[r] += 1
            if found:
                return True
    return False


def _may_have_rows(cards, kind: str) -> bool:
    """A quick test that passes every hand with such an arrangement (and few without): the
    suits can fill three flushes, the ranks three runs (an ace low anywhere)."""
    if kind != "straight":
        suits = tuple(sorted(Counter(c.suit for c in cards).values()))
        if suits not in FLUSH_SPLITS:
            return False
    return kind == "flush" or _run_free(dict(Counter(c.rank for c in cards)), (5, 5, 3))


def _rows(cards, wheel: str, kind: str) -> tuple | None:
    """The best (back, middle, front) strengths of a three-straights / three-flushes /
    three-straight-flushes arrangement, or None if the hand has none."""
    if not _may_have_rows(cards, kind):
        return None
    hand = sorted_indices(cards)
    k5, k3 = subset_keys(hand, wheel)
    category = k5 >> 20
    if kind == "flush":
        ok5 = (category == FLUSH) | (category == STRAIGHT_FLUSH)
        value5 = np.where(ok5, ordinals(k5, wheel), -1)
    else:
        want = (STRAIGHT_FLUSH,) if kind == "straight-flush" else (STRAIGHT, STRAIGHT_FLUSH)
        ok5 = np.isin(category, want)
        value5 = np.where(ok5, (k5 >> 16) & 15, -1)  # straight order
    front = hand[POS3]
    ranks, suits = front >> 2, front & 3
    flush3 = (suits[:, 0] == suits[:, 1]) & (suits[:, 1] == suits[:, 2])
    run = (ranks[:, 1] == ranks[:, 0] + 1) & (ranks[:, 2] == ranks[:, 1] + 1)
    ace_low = (ranks[:, 0] == 0) & (ranks[:, 1] == 1) & (ranks[:, 2] == 12)
    if kind == "flush":
        ok3, value3 = flush3, ordinals(k3, wheel)
    else:
        ok3 = (run | ace_low) & (flush3 if kind == "straight-flush" else True)
        value3 = np.where(ace_low, 3, ranks[:, 2] + 2)
    valid = ok5[MIDDLE] & ok5[BACK] & ok3[FRONT]
    if not valid.any():
        return None
    a, b = value5[BACK][valid].astype(np.int64), value5[MIDDLE][valid].astype(np.int64)
    hi, lo, f = np.maximum(a, b), np.minimum(a, b), value3[FRONT][valid].astype(np.int64)
    best = int(np.argmax(lexicographic(hi, lo, f)))
    return int(hi[best]), int(lo[best]), int(f[best])


def strength(slug: str, cards, wheel: str = "low") -> tuple | None:
    """None if `cards` do not make the special; else a tuple comparing two of the same kind
    (higher is better; equal tuples tie)."""
    cards = list(cards)
    if len(cards) != 13:
        return None
    counts = _counts(cards)
    ranks = set(counts)
    suits = {c.suit for c in cards}
    red = sum(1 for c in cards if c.is_red)
    if slug == "six-pairs":
        return tuple(_pairs(counts)) if len(_pairs(counts)) >= 6 else None
    if slug == "five-pairs-triplet":
        triples = [r for r, n in counts.items() if n == 3]
        if len(triples) == 1 and all(n % 2 == 0 for r, n in counts.items() if n != 3):
            return (triples[0], *_pairs(counts - Counter({triples[0]: 3})))
        return None
    if slug == "four-triplets":
        trips = sorted((r for r, n in counts.items() if n >= 3), reverse=True)
        return tuple(trips) if len(trips) >= 4 else None
    if slug == "three-quads":
        quads = sorted((r for r, n in counts.items() if n == 4), reverse=True)
        return tuple(quads) if len(quads) >= 3 else None
    if slug == "three-straights":
        return _rows(cards, wheel, "straight")
    if slug == "three-flushes":
        return _rows(cards, wheel, "flush")
    if slug == "three-straight-flushes":
        return _rows(cards, wheel, "straight-flush")
    if slug == "complete-straight":
        return () if len(ranks) == 13 else None
    if slug == "one-suit":
        return () if len(suits) == 1 else None
    if slug == "one-colour":
        return () if red in (0, 13) else None
    if slug == "twelve-one-colour":
        return () if red in (1, 12) else None
    if slug == "small":
        return () if max(ranks) <= 8 else None
    if slug == "big":
        return () if min(ranks) >= 8 else None
    if slug == "all-pictures":
        return () if sum(1 for c in cards if c.rank in (11, 12, 13)) == 12 else None
    raise ValueError(f"unknown special hand {slug!r}")


def small_cards(cards, small_max: int) -> tuple | None:
    return () if all(c.rank <= small_max for c in cards) and len(cards) == 13 else None


def qualifies(schedule: Schedule, slug: str, cards, wheel: str = "low") -> bool:
    return special_strength(schedule, slug, cards, wheel) is not None


def special_strength(schedule: Schedule, slug: str, cards, wheel: str = "low") -> tuple | None:
    if slug not in schedule.slugs():
        if not schedule.slugs():
            raise ValueError(
                f"{slug!r}: these rules play no special hands (a schedule of special hands, "
                "such as the preset 'specials', does)"
            )
        raise ValueError(
            f"{slug!r} is not a special hand of this game ({', '.join(schedule.slugs())})"
        )
    if slug == "small-cards":
        return small_cards(cards, schedule.small_max)
    return strength(slug, cards, wheel)


def available(schedule: Schedule, cards, wheel: str = "low") -> list[str]:
    """The specials `cards` make under `schedule`, in its ascending order."""
    return [s for s in schedule.slugs() if special_strength(schedule, s, cards, wheel) is not None]


@dataclass(frozen=True)
class Declared:
    """A declared special: what the scoring table shows and what a clash compares."""

    slug: str
    title: str
    value: float
    order: int
    strength: tuple


def declared(schedule: Schedule, slug: str, cards: list[Card], wheel: str = "low") -> Declared:
    found = special_strength(schedule, slug, cards, wheel)
    if found is None:
        raise ValueError(f"the hand does not make {schedule.title(slug).lower()}")
    return Declared(
        slug, schedule.title(slug), float(schedule.value(slug)), schedule.order(slug), found
    )


def clash(schedule: Schedule, a: Declared, b: Declared) -> float:
    """What `a` receives from `b` when both declared (negative: `a` pays)."""
    if schedule.clash == "difference":
        return a.value - b.value
    if schedule.clash == "full-or-push":
        if a.value == b.value:
            return 0.0
        return a.value if a.value > b.value else -b.value
    rank_a, rank_b = (a.order, a.strength), (b.order, b.strength)
    if rank_a == rank_b:
        return 0.0
    return a.value if rank_a > rank_b else -b.value
