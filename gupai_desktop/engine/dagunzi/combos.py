"""Combinations (§5.4) and the trick winner (§5.8.5).

A play is a tuple of 1 to 3 cards. Its shape is "single", "stick" (two identical cards) or
"roll" (three identical), or None for cards that are not identical: such a play may follow but
never wins a trick.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import Card
from .cards import TRUMP, Trumps

SHAPES = {1: "single", 2: "stick", 3: "roll"}


def shape(cards: Sequence[Card]) -> str | None:
    n = len(cards)
    if not 1 <= n <= 3 or cards.count(cards[0]) != n:
        return None
    return SHAPES[n]


def classify(cards: Sequence[Card], trumps: Trumps) -> tuple[str, str] | None:
    """(shape, effective suit) of a lead, or None if the cards are not a single, stick or roll."""
    kind = shape(cards)
    return None if kind is None else (kind, trumps.eff_suit(cards[0]))


def trick_winner(plays: Sequence[Sequence[Card]], trumps: Trumps) -> int:
    """Index (0 = the leader) of the winning play: a play competes when it has the lead's shape
    and is of the led suit, or trumps a non-trump lead; it takes over only when strictly
    stronger, so of equal plays the earlier wins."""
    suits, strengths = trumps.suits(), trumps.strengths()
    lead = plays[0]
    kind = shape(lead)
    led = suits[lead[0].index]
    best, top = 0, lead[0]
    for i, play in enumerate(plays[1:], 1):
        if shape(play) != kind:
            continue
        card = play[0]
        suit = suits[card.index]
        if suit != led and not (led != TRUMP and suit == TRUMP):
            continue
        trump = suit == TRUMP
        if trump != (suits[top.index] == TRUMP):
            stronger = trump  # a trump beats a plain card
        else:
            stronger = strengths[card.index] > strengths[top.index]
        if stronger:
            best, top = i, card
    return best
