"""Da Gunzi's cards (da-gunzi.md §5.1, §5.3): three packs with jokers, points, and the order
of a hand whose level and trump suit are known.

Cards are engine.cards.Card values; copies of one identity are equal, and no rule tells them
apart. A `Trumps(level, suit)` answers every question whose answer depends on the hand's level
card and trump suit: is a card a trump, its effective suit, its strength in a trick, and the
global order used for tribute, pick-up and sorting.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from functools import lru_cache
from typing import NamedTuple

from ..cards import (
    BIG_JOKER,
    JOKERS,
    ORDER,
    SMALL_JOKER,
    SUITS,
    Card,
    deck,
    format_cards,
    parse_card,
)

COPIES = 3
DECK: tuple[Card, ...] = tuple(deck(COPIES, jokers=2))  # 162 cards
IDENTITIES: tuple[Card, ...] = tuple(sorted(set(DECK)))  # 54
BJ, SJ = JOKERS[1], JOKERS[0]
TRUMP = "trump"
POINTS = {5: 5, 10: 10, 13: 10}
TOTAL_POINTS = 300
SUIT_NAMES = {"s": "spades", "h": "hearts", "d": "diamonds", "c": "clubs", TRUMP: "trumps"}

# Trump tiers (§5.3): strength = tier * 100, plus the rank for a plain card of the trump suit.
_BJ_TIER, _SJ_TIER, _TRUMP_LEVEL, _LEVEL, _TRUMP_TWO, _TWO = 6, 5, 4, 3, 2, 1


def _points(card: Card) -> int:
    return 0 if card.is_joker else POINTS.get(card.rank, 0)


_POINTS_BY_INDEX = tuple(_points(c) for c in IDENTITIES)  # IDENTITIES are in index order


def points(card: Card) -> int:
    return _POINTS_BY_INDEX[card.index]


def points_of(cards: Iterable[Card]) -> int:
    table = _POINTS_BY_INDEX
    return sum(table[c.index] for c in cards)


def is_point_card(card: Card) -> bool:
    return points(card) > 0


def parse(text: str) -> list[Card]:
    """Cards written "As Td 10d BJ SJ", in the order written; ValueError naming a bad token."""
    return [parse_card(t) for t in text.replace(",", " ").split()]


def check_copies(cards: Iterable[Card]) -> None:
    """ValueError if a card appears more often than the three packs hold."""
    for card, count in Counter(cards).items():
        if count > COPIES:
            raise ValueError(f"{card} appears {count} times; the three packs hold {COPIES}")


def fmt(cards: Iterable[Card]) -> str:
    return format_cards(cards)


@lru_cache(maxsize=1 << 14)
def play_token(cards: tuple[Card, ...]) -> str:
    """A play's action, "play:6d 6d", written once for each play met (a hand of 162 cards
    meets a few hundred; the rules, the AI and a replay ask again and again)."""
    return "play:" + format_cards(cards)


@lru_cache(maxsize=1 << 14)
def parse_play(body: str) -> tuple[Card, ...]:
    """A play as written, its cards in card order, read once for each way it is written
    (ValueError, never cached, for a bad token)."""
    return tuple(sorted(parse(body), key=ORDER))


class Trumps(NamedTuple):
    """The hand's level (3..10) and trump suit (s h d c)."""

    level: int
    suit: str

    def is_trump(self, card: Card) -> bool:
        return _trumps_by_index(self.level, self.suit)[card.index]

    def eff_suit(self, card: Card) -> str:
        return _suits_by_index(self.level, self.suit)[card.index]

    def strength(self, card: Card) -> int:
        """Higher beats lower within one effective suit; equal strength is "the same size"
        (off-suit level cards, off-suit 2s)."""
        return _strengths_by_index(self.level, self.suit)[card.index]

    def strengths(self) -> tuple[int, ...]:
        """Every card's strength by its index (as `suits`)."""
        return _strengths_by_index(self.level, self.suit)

    def suits(self) -> tuple[str, ...]:
        """Every card's effective suit by its index, for loops over a hand (one lookup a
        card instead of a call)."""
        return _suits_by_index(self.level, self.suit)

    def cards_of(self, eff_suit: str) -> frozenset[Card]:
        """The cards of one effective suit, for counting a hand's in C (`sum(map(...))`)."""
        return _cards_of(self.level, self.suit, eff_suit)

    def global_key(self, card: Card) -> tuple[int, int]:
        """The order of tribute, pick-up and sorting: every trump above every non-trump,
        non-trumps by rank alone (suits equal)."""
        return (1 if self.is_trump(card) else 0, self.strength(card))

    def sort_key(self, card: Card) -> tuple:
        """A display order: trumps first, strongest first, then suits in a fixed order."""
        trump = self.is_trump(card)
        return (
            0 if trump else 1 + SUITS.index(card.suit),
            -self.strength(card),
            card.suit if not card.is_joker else "",
        )

    def sorted(self, cards: Iterable[Card]) -> list[Card]:
        """In sort_key's order, by each card's place in it (worked out once per trump suit:
        every observation sorts a hand)."""
        place = _display_places(self.level, self.suit)
        return sorted(cards, key=lambda card: place[card.index])


def turnup_rank(card: Card, order: str) -> int:
    """The first hand's turn-up order (§5.5.2, FIRST_HAND_TURNUP_ORDER), suits ignored:
    three-high BJ > SJ > 3 > 2 > A > ... > 4, or ace-high BJ > SJ > A > ... > 3 > 2."""
    if card.is_joker:
        return card.rank + 100
    if order == "three-high":
        return {3: 50, 2: 40}.get(card.rank, card.rank)
    return card.rank


# Whether each card (by index) is a trump, and its effective suit, for one level and trump
# suit: a replay asks for every card of a hand at every play.
@lru_cache(maxsize=64)
def _trumps_by_index(level: int, suit: str) -> tuple[bool, ...]:
    return tuple(c.is_joker or c.rank in (2, level) or c.suit == suit for c in IDENTITIES)


def _strength(level: int, suit: str, card: Card) -> int:
    if card.rank == BIG_JOKER:
        return _BJ_TIER * 100
    if card.rank == SMALL_JOKER:
        return _SJ_TIER * 100
    if card.rank == level:
        return (_TRUMP_LEVEL if card.suit == suit else _LEVEL) * 100
    if card.rank == 2:
        return (_TRUMP_TWO if card.suit == suit else _TWO) * 100
    return card.rank


@lru_cache(maxsize=64)
def _strengths_by_index(level: int, suit: str) -> tuple[int, ...]:
    return tuple(_strength(level, suit, c) for c in IDENTITIES)


@lru_cache(maxsize=64)
def _display_places(level: int, suit: str) -> tuple[int, ...]:
    """Each card's place (by index) in Trumps.sort_key's order, which tells every card apart."""
    places = [0] * len(IDENTITIES)
    for place, card in enumerate(sorted(IDENTITIES, key=Trumps(level, suit).sort_key)):
        places[card.index] = place
    return tuple(places)


@lru_cache(maxsize=256)
def _cards_of(level: int, suit: str, eff_suit: str) -> frozenset[Card]:
    return frozenset(c for c, s in zip(IDENTITIES, _suits_by_index(level, suit)) if s == eff_suit)


@lru_cache(maxsize=64)
def _suits_by_index(level: int, suit: str) -> tuple[str, ...]:
    return tuple(
        TRUMP if trump else c.suit for c, trump in zip(IDENTITIES, _trumps_by_index(level, suit))
    )
