"""Tribute and the bottom (§5.6-§5.7) as plain functions of cards: which cards a payer must
give, what a dealer may return and bury, the dry-pot test, and what others may pick up.

Each decision is made one card at a time, so every choice can be listed: `*_choices` give the
distinct cards the player may give, return, bury or take next.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from ..cards import ORDER, Card
from .cards import BJ, SJ, Trumps, is_point_card


def tribute_eligible(card: Card, trumps: Trumps) -> bool:
    """Point cards are never tribute, except the level cards at level 5 or 10."""
    return not is_point_card(card) or card.rank == trumps.level


def highest(cards: Iterable[Card], trumps: Trumps, lowest: bool = False) -> list[Card]:
    """The distinct cards tied for the top (or bottom) of the global order."""
    cards = set(cards)
    if not cards:
        return []
    pick = min if lowest else max
    best = pick(trumps.global_key(c) for c in cards)
    return sorted((c for c in cards if trumps.global_key(c) == best), key=ORDER)


def tribute_choices(hand: Sequence[Card], trumps: Trumps) -> list[Card]:
    return highest((c for c in hand if tribute_eligible(c, trumps)), trumps)


def tribute_count(hand: Sequence[Card], trumps: Trumps, owed: int) -> int:
    """What the payer gives: the blood owed, or every eligible card if fewer (the rest is
    forgiven)."""
    return min(owed, sum(1 for c in hand if tribute_eligible(c, trumps)))


def return_choices(hand: Sequence[Card], trumps: Trumps, rule: str) -> list[Card]:
    """Any card (TRIBUTE_RETURN any), or the lowest non-joker ones (lowest)."""
    if rule == "lowest":
        return highest((c for c in hand if not c.is_joker), trumps, lowest=True) or sorted(
            set(hand), key=ORDER
        )
    return sorted(set(hand), key=ORDER)


def bury_choices(hand: Sequence[Card], buried: Sequence[Card], slots: int) -> list[Card]:
    """The cards the dealer may bury next with `slots` cards still to bury (this one
    included): anything, so long as the Big Joker can still go first: once a Small Joker is
    buried, no Big Joker may stay in the hand."""
    counts = Counter(hand)
    sj_buried = SJ in buried
    out = []
    for card in sorted(counts, key=ORDER):
        big_left = counts[BJ] - (card == BJ)
        if (sj_buried or card == SJ) and big_left > slots - 1:
            continue
        out.append(card)
    return out


def jokers_to_bury(hand: Sequence[Card], k: int) -> list[Card]:
    """The k jokers a non-dealer buries: Big Jokers first."""
    counts = Counter(hand)
    return ([BJ] * min(k, counts[BJ]) + [SJ] * max(0, k - counts[BJ]))[:k]


def pickable(bottom: Sequence[Card]) -> list[Card]:
    """Bottom cards a non-dealer may take for a buried joker: neither jokers nor points."""
    return [c for c in bottom if not c.is_joker and not is_point_card(c)]


def most_jokers(hand: Sequence[Card], bottom: Sequence[Card], blocked_by_points: bool) -> int:
    """How many jokers a non-dealer may bury: one per pickable card (§5.7 step 4, A30), or
    none at all when any point card in the bottom blocks it (OTHERS_BLOCKED_BY_ANY_POINT)."""
    if blocked_by_points and any(is_point_card(c) for c in bottom):
        return 0
    return min(sum(1 for c in hand if c.is_joker), len(pickable(bottom)))


def take_choices(bottom: Sequence[Card], trumps: Trumps) -> list[Card]:
    """The lowest pickable cards (equal ranks of different suits: the player's choice)."""
    return highest(pickable(bottom), trumps, lowest=True)


def take_is_settled(bottom: Sequence[Card], trumps: Trumps, to_take: int) -> bool:
    """Whether which of the tied lowest cards is taken first changes nothing: every copy of
    them will be taken (no fewer left to take than there are), in whatever order."""
    lowest = set(take_choices(bottom, trumps))
    return sum(1 for c in pickable(bottom) if c in lowest) <= to_take


def is_dry(bottom: Sequence[Card], trumps: Trumps, test: str) -> bool:
    """The dry pot (干锅, §5.7 step 2, A31): no card of the trump suit in the bottom (as the
    test counts them), or every bottom card a trump."""
    if test == "off":
        return False
    if all(trumps.is_trump(c) for c in bottom):
        return True
    level, suit = trumps

    def counts(c: Card) -> bool:
        if test == "suit-except-level":
            return c.suit == suit and c.rank != level
        if test == "plain-suit-only":
            return c.suit == suit and c.rank not in (level, 2)
        return trumps.is_trump(c) and c.rank != level  # any-trump-except-level

    return not any(counts(c) for c in bottom)
