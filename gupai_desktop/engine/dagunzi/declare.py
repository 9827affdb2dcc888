"""Trump declarations (§5.5.2-§5.5.3): the first hand's Big Joker grab, and later hands' level
cards (single, stick, roll) or three jokers naming a suit, each strictly stronger than the
standing one.

A declaration is (strength, suit); its token is the shown cards, with the named suit after three
jokers: "5h", "5h 5h", "5h 5h 5h", "SJ SJ SJ h", "BJ BJ BJ s". The grab is "BJ".
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import NamedTuple

from ..cards import SUITS, Card
from .cards import BJ, SJ, SUIT_NAMES, parse

GRAB = "BJ"
KIND_NAMES = {1: "single", 2: "stick", 3: "roll", 4: "three Small Jokers", 5: "three Big Jokers"}


class Declaration(NamedTuple):
    strength: int  # 1 single, 2 stick, 3 roll of level cards, 4 three SJ, 5 three BJ
    suit: str

    def cards(self, level: int) -> list[Card]:
        if self.strength <= 3:
            return [Card(level, self.suit)] * self.strength
        return [SJ if self.strength == 4 else BJ] * 3

    def token(self, level: int) -> str:
        shown = " ".join(str(c) for c in self.cards(level))
        return shown + (f" {self.suit}" if self.strength > 3 else "")

    def describe(self, level: int) -> str:
        suit = SUIT_NAMES[self.suit]
        if self.strength <= 3:
            return f"{KIND_NAMES[self.strength]} of level cards: {suit} are trumps"
        return f"{KIND_NAMES[self.strength]} naming {suit}"


def available(hand: Iterable[Card], level: int) -> set[Declaration]:
    """Every declaration the hand could show, whatever stands (later hands)."""
    counts = Counter(hand)
    out = set()
    for suit in SUITS:
        for strength in range(1, min(3, counts[Card(level, suit)]) + 1):
            out.add(Declaration(strength, suit))
    for joker, strength in ((SJ, 4), (BJ, 5)):
        if counts[joker] >= 3:
            out.update(Declaration(strength, suit) for suit in SUITS)
    return out


def legal(hand: Iterable[Card], level: int, standing: Declaration | None) -> list[Declaration]:
    """The declarations strictly stronger than the standing one, in a fixed order."""
    floor = standing.strength if standing else 0
    return sorted(d for d in available(hand, level) if d.strength > floor)


def parse_declaration(text: str, level: int) -> Declaration:
    """A declaration token back to its (strength, suit); ValueError saying what is wrong."""
    words = text.split()
    suit = None
    if words and words[-1].lower() in SUITS and len(words[-1]) == 1:
        suit = words.pop().lower()
    cards = parse(" ".join(words))
    if not cards or any(c != cards[0] for c in cards) or len(cards) > 3:
        raise ValueError(
            f"{text!r}: show one to three identical level cards, or three jokers and a suit"
        )
    card = cards[0]
    if card.is_joker:
        if len(cards) != 3 or suit is None:
            raise ValueError(
                f"{text!r}: three jokers of one kind and the suit they name, like SJ SJ SJ h"
            )
        return Declaration(5 if card == BJ else 4, suit)
    if suit is not None:
        raise ValueError(f"{text!r}: level cards name their own suit")
    if card.rank != level:
        raise ValueError(f"{card} is not a level card (the level is {level})")
    return Declaration(len(cards), card.suit)
