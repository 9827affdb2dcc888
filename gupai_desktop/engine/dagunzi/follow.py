"""Which plays a hand may make (§5.8): leads, and follows under live (活棒) or dead (死棒)
sticks, each refusal with a reason a player understands.

Plays are listed as distinct multisets of cards (copies are equal), each sorted by card index.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from ..cards import ORDER, Card
from .cards import SUIT_NAMES, TRUMP, Trumps
from .combos import SHAPES, shape


def canonical(cards: Iterable[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=ORDER))


def leads(hand: Iterable[Card]) -> list[tuple[Card, ...]]:
    """Every single, stick and roll the hand holds."""
    counts = Counter(hand)
    return [
        (card,) * n
        for card in sorted(counts, key=ORDER)
        for n in range(1, min(3, counts[card]) + 1)
    ]


def lead_problem(hand: Iterable[Card], play: Sequence[Card]) -> str | None:
    missing = _missing(hand, play)
    if missing:
        return missing
    if shape(play) is None:
        return "lead a single, a stick (two identical cards) or a roll (three identical cards)"
    return None


def follow_problem(
    hand: Iterable[Card], lead: Sequence[Card], play: Sequence[Card], trumps: Trumps, mode: str
) -> str | None:
    """None if `play` is a legal answer to `lead` from `hand`, else the reason it is not."""
    hand = hand if isinstance(hand, list) else list(hand)
    n = len(lead)
    if len(play) != n:
        return f"the lead is a {SHAPES[n]}: play {n} card{'s' if n > 1 else ''}"
    missing = _missing(hand, play)
    if missing:
        return missing
    led = trumps.suits()[lead[0].index]
    in_suit = trumps.cards_of(led)
    played = sum(map(in_suit.__contains__, play))
    if played < n:  # only then does the hand's count of the suit matter (most plays follow)
        held = sum(map(in_suit.__contains__, hand))
        name = SUIT_NAMES[led]
        if played < min(n, held):
            if held < n:
                return f"you hold {held} of {name}: play all of them"
            return f"you hold {name}: follow {name}"
    if mode == "dead" and n > 1:  # dead sticks ask nothing more of a single
        return _dead_problem([c for c in hand if c in in_suit], play, n)
    return None


def _dead_problem(suited: list[Card], play: Sequence[Card], n: int) -> str | None:
    counts = Counter(suited)
    sticks = any(k == 2 for k in counts.values())
    rolls = any(k == 3 for k in counts.values())
    in_suit = [c for c in play if c in counts]
    if n == 2 and sticks and not (shape(play) == "stick" and play[0] in counts):
        return "a led stick must be answered by a stick under dead sticks"
    if n == 3 and rolls and not (shape(play) == "roll" and play[0] in counts):
        return "a led roll must be answered by a roll under dead sticks"
    if n == 3 and not rolls and sticks:
        pair = [c for c, k in Counter(in_suit).items() if k >= 2]
        if not pair:
            return "a led roll must be answered by a stick and a card under dead sticks"
    return None


def follows(
    hand: Iterable[Card], lead: Sequence[Card], trumps: Trumps, mode: str
) -> list[tuple[Card, ...]]:
    """Every legal answer to `lead`, each multiset once."""
    hand = list(hand)
    n = len(lead)
    suits = trumps.suits()
    led = suits[lead[0].index]
    if n == 1:  # most leads: any one card of the suit, else any card (nothing more to weigh)
        held = [c for c in hand if suits[c.index] == led] or hand
        return [(card,) for card in sorted(set(held), key=ORDER)]
    suited = Counter(c for c in hand if suits[c.index] == led)
    rest = Counter(c for c in hand if suits[c.index] != led)
    size = sum(suited.values())
    if size >= n:
        plays = _multisets(suited, n)
    else:
        base = tuple(suited.elements())
        plays = sorted(canonical(base + extra) for extra in _multisets(rest, n - size))
    if mode == "dead":
        held = list(suited.elements())
        plays = [p for p in plays if _dead_problem(held, p, n) is None]
    return plays


def _multisets(counts: Counter, k: int) -> list[tuple[Card, ...]]:
    """Every multiset of k cards that `counts` holds, each in card order, the list sorted:
    copies of each card taken in turn (most first), not every k-combination made and tested."""
    cards = sorted(counts, key=ORDER)
    out: list[tuple[Card, ...]] = []

    def take(start: int, prefix: tuple[Card, ...], left: int) -> None:
        if not left:
            out.append(prefix)
            return
        for i in range(start, len(cards)):
            card = cards[i]
            for copies in range(min(left, counts[card]), 0, -1):
                take(i + 1, prefix + (card,) * copies, left - copies)

    take(0, (), k)
    return out


def _missing(hand: Iterable[Card], play: Sequence[Card]) -> str | None:
    """A play of one to three cards: each card's copies counted in the hand (in C; a replay
    asks at every play)."""
    held_cards = hand if isinstance(hand, list) else list(hand)
    if len(play) == 1:  # most plays: one card, held or not
        (card,) = play
        return None if card in held_cards else f"you do not hold {card}"
    for card in dict.fromkeys(play):
        k, held = play.count(card), held_cards.count(card)
        if held < k:
            return f"you do not hold {card}" if not held else f"you hold {held} {card}, not {k}"
    return None


def suit_name(suit: str) -> str:
    return SUIT_NAMES.get(suit, TRUMP)
