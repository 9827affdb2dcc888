"""Playing cards: ranks, suits, jokers, decks in a fixed order, and the "As" / "Td" notation.

A card is (rank, suit) with rank 2..14 (ace high) and suit one of s h d c; the two jokers are
rank 15 ("SJ", small) and 16 ("BJ", big) with suit "j". `index` packs a card into 0..53 so
lookup tables and numpy arrays can use plain integers: (rank - 2) * 4 + suit for the 52 cards,
so sorting by index sorts by rank first. Several decks hold equal cards; rules compare cards by
value, never by identity.
"""

from __future__ import annotations

from collections import Counter
from operator import attrgetter
from typing import Iterable

SUITS = "shdc"  # spades, hearts, diamonds, clubs: the fixed deck order
RANKS = "23456789TJQKA"
RANK_CHARS = {c: r for r, c in enumerate(RANKS, 2)}
RANK_NAMES = {
    2: "two",
    3: "three",
    4: "four",
    5: "five",
    6: "six",
    7: "seven",
    8: "eight",
    9: "nine",
    10: "ten",
    11: "jack",
    12: "queen",
    13: "king",
    14: "ace",
}
RANK_PLURALS = {r: n + ("es" if n == "six" else "s") for r, n in RANK_NAMES.items()}
SMALL_JOKER, BIG_JOKER = 15, 16
JOKER_SUIT = "j"
RED_SUITS = "hd"
SUIT_SYMBOLS = {"s": "♠", "h": "♥", "d": "♦", "c": "♣", "j": ""}


class Card(int):
    """One card: the int `index` (rank, then suit in s h d c order), with its rank and suit.
    There is one object per card (Card(14, "s") is always the same one, made once and kept,
    also when unpickled or copied). Being an int, a card is compared, hashed and sorted in C:
    counting, finding and removing cards in hands, which a replay or a search does millions
    of times, never calls Python (a card looked for in a 39-card hand: 0.4 µs, where a class
    of its own, comparing through Python, took 1.0). It is never used as a number: `str` and
    `format` give its name, it is always true, and records write it by name."""

    rank: int
    suit: str
    index: int

    def __new__(cls, rank: int, suit: str) -> "Card":
        card = _MADE.get((rank, suit))
        if card is not None:
            return card
        joker = suit == JOKER_SUIT and rank in (SMALL_JOKER, BIG_JOKER)
        if not joker and not (
            type(rank) is int and 2 <= rank <= 14 and len(suit) == 1 and suit in SUITS
        ):
            raise ValueError(f"not a playing card: rank {rank!r}, suit {suit!r}")
        index = 52 + rank - SMALL_JOKER if joker else (rank - 2) * 4 + SUITS.index(suit)
        card = int.__new__(cls, index)
        for name, value in (("rank", rank), ("suit", suit), ("index", index)):
            object.__setattr__(card, name, value)
        _MADE[(rank, suit)] = card
        return card

    def __setattr__(self, name: str, value) -> None:
        raise AttributeError(f"a card cannot be changed ({name})")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"a card cannot be changed ({name})")

    def __reduce__(self):
        return (card_of, (self.index,))

    def __copy__(self) -> "Card":
        return self

    def __deepcopy__(self, memo) -> "Card":
        return self

    @property
    def is_joker(self) -> bool:
        return self.suit == JOKER_SUIT

    @property
    def is_red(self) -> bool:
        return self.suit in RED_SUITS or self.rank == BIG_JOKER

    def __bool__(self) -> bool:
        return True

    def __format__(self, spec: str) -> str:
        return format(_NAMES[self.index], spec)

    def __str__(self) -> str:
        return _NAMES[self.index]

    def __repr__(self) -> str:
        return f"Card({self})"

    def token(self) -> str:
        return str(self)


_MADE: dict[tuple[int, str], Card] = {}  # every card made, by (rank, suit)
_NAMES = [r + s for r in RANKS for s in SUITS] + ["SJ", "BJ"]  # by index
CARDS: tuple[Card, ...] = tuple(Card(r, s) for r in range(2, 15) for s in SUITS)
JOKERS: tuple[Card, ...] = (Card(SMALL_JOKER, JOKER_SUIT), Card(BIG_JOKER, JOKER_SUIT))
BY_INDEX: tuple[Card, ...] = CARDS + JOKERS
_BY_TOKEN = {str(c): c for c in BY_INDEX}  # cards as written: one lookup, not a parse


def card_of(index: int) -> Card:
    return BY_INDEX[index]


def deck(n_decks: int = 1, jokers: int = 0) -> list[Card]:
    """n_decks packs in a fixed order (suit by suit, 2 up to A), each followed by `jokers`
    jokers (1: the big joker; 2: small then big). Shuffling is the driver's job, not ours."""
    if n_decks < 1 or not 0 <= jokers <= 2:
        raise ValueError("a deck is at least one pack with 0, 1 or 2 jokers per pack")
    pack = [Card(r, s) for s in SUITS for r in range(2, 15)]
    extra = list(JOKERS[2 - jokers :]) if jokers else []
    return [c for _ in range(n_decks) for c in pack + extra]


def parse_card(token: str) -> Card:
    """ "As", "td", "10d", "BJ", "SJ" -> Card; ValueError naming the token otherwise."""
    card = _BY_TOKEN.get(token)
    if card is not None:
        return card
    text = token.strip()
    upper = text.upper()
    if upper in ("BJ", "SJ"):
        return JOKERS[1] if upper == "BJ" else JOKERS[0]
    if upper.startswith("10"):
        upper = "T" + upper[2:]
    if len(upper) != 2:
        raise ValueError(f"{token!r} is not a card (write rank and suit, e.g. As, Td, 9c)")
    rank = RANK_CHARS.get(upper[0])
    if rank is None:
        raise ValueError(f"{token!r} is not a card: rank {text[0]!r} is not one of 2-9 T J Q K A")
    suit = upper[1].lower()
    if suit not in SUITS:
        raise ValueError(f"{token!r} is not a card: suit {text[-1]!r} is not one of s h d c")
    return Card(rank, suit)


def parse_cards(text: str) -> list[Card]:
    """Cards separated by spaces or commas, in the order written."""
    return [parse_card(t) for t in text.replace(",", " ").split()]


def format_cards(cards: Iterable[Card]) -> str:
    return " ".join(str(c) for c in cards)


def check_available(cards: Iterable[Card], n_decks: int = 1, jokers: int = 0) -> None:
    """ValueError naming the first card that appears more often than the decks hold."""
    limit = Counter(deck(n_decks, jokers))
    for card, count in Counter(cards).items():
        held = limit.get(card, 0)
        if not held:
            raise ValueError(f"card {card}: this game's deck has no such card (no jokers)")
        if count > held:
            raise ValueError(f"card {card} appears {count} times but the deck holds {held}")


def sort_high_first(cards: Iterable[Card]) -> list[Card]:
    return sorted(cards, key=lambda c: -c.index)


# A card's sort key, in C: sorted(cards, key=ORDER) is the order Card's own comparison gives,
# without a Python call per comparison.
ORDER = attrgetter("index")
