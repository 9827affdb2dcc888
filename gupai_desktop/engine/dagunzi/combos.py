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
    if not 1 <= len(cards) <= 3 or any(c != cards[0] for c in cards):
        return None
    return SHAPES[len(cards)]


def classify(cards: Sequence[Card], trumps: Trumps) -> tuple[str, str] | None:
    """(shape, effective suit) of a lead, or None if the cards are not a single, stick or roll."""
    kind = shape(cards)
    return None if kind is None else (kind, trumps.eff_suit(cards[0]))


def trick_winner(plays: Sequence[Sequence[Card]], trumps: Trumps) -> int:
    """Index (0 = the leader) of the winning play: a play competes when it has the lead's shape
    and is of the led suit, or trumps a non-trump lead; it takes over only when strictly
    stronger, so of equal plays the earlier wins."""
    lead = plays[0]
    led = trumps.eff_suit(lead[0])
    best = 0
    for i, play in enumerate(plays[1:], 1):
        if shape(play) != shape(lead):
            continue
        suit = trumps.eff_suit(play[0])
        if suit != led and not (led != TRUMP and suit == TRUMP):
            continue
        if trumps.beats(play[0], plays[best][0]):
            best = i
    return best
