"""A setting: 13 cards as front (3), middle (5) and back (5), its notation and its legality.

Written "FRONT|MIDDLE|BACK" in action tokens and "FRONT | MIDDLE | BACK" for people, each row's
cards in display order: the cards making the hand first (more of a rank first), high first,
suits in s h d c order, so one setting has exactly one token.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cached_property

from ..cards import BY_INDEX, ORDER, Card, format_cards, parse_cards
from .ranking import describe, key_of

ROWS = ("front", "middle", "back")
SIZES = (3, 5, 5)


# Each card's place among cards of different ranks: high first, then s h d c.
_PLACE = {c: (16 - c.rank) * 4 + "shdcj".index(c.suit) for c in BY_INDEX}


def display_order(cards) -> tuple[Card, ...]:
    """More of a rank first, then high first, then suits in s h d c order."""
    cards = tuple(cards)
    ranks = [c.rank for c in cards]
    if len(set(ranks)) == len(ranks):
        return tuple(sorted(cards, key=_PLACE.__getitem__))
    count = Counter(ranks)
    return tuple(sorted(cards, key=lambda c: _PLACE[c] - 80 * count[c.rank]))


@dataclass(frozen=True)
class Setting:
    front: tuple[Card, ...]
    middle: tuple[Card, ...]
    back: tuple[Card, ...]

    @staticmethod
    def of(front, middle, back) -> "Setting":
        return Setting(display_order(front), display_order(middle), display_order(back))

    @property
    def rows(self) -> tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]:
        return self.front, self.middle, self.back

    def cards(self) -> list[Card]:
        return [*self.front, *self.middle, *self.back]

    def keys(self, wheel: str = "low") -> tuple[int, int, int]:
        known = self._keys.get(wheel)
        if known is None:
            known = self._keys[wheel] = (
                key_of(self.front, wheel),
                key_of(self.middle, wheel),
                key_of(self.back, wheel),
            )
        return known

    @cached_property
    def _keys(self) -> dict[str, tuple[int, int, int]]:
        """The rows' keys by wheel, worked out once (a setting never changes; the foul check,
        the play and the settlement all ask)."""
        return {}

    def names(self, wheel: str = "low") -> tuple[str, str, str]:
        front, middle, back = self.keys(wheel)
        return describe(front), describe(middle), describe(back)

    def token(self) -> str:
        return self._token

    @cached_property
    def _token(self) -> str:
        return "|".join(format_cards(row) for row in self.rows)

    def __str__(self) -> str:
        return " | ".join(format_cards(row) for row in self.rows)


def parse_setting(text: str) -> Setting:
    """ "FRONT | MIDDLE | BACK" (3, 5 and 5 cards); ValueError naming what is wrong."""
    parts = text.split("|")
    if len(parts) != 3:
        raise ValueError(
            f"{text.strip()!r}: a setting is FRONT | MIDDLE | BACK "
            f"(3, 5 and 5 cards), not {len(parts)} group(s)"
        )
    rows = [parse_cards(p) for p in parts]
    for name, row, size in zip(ROWS, rows, SIZES):
        if len(row) != size:
            raise ValueError(
                f"the {name} has {size} cards, not {len(row)} ({format_cards(row) or 'none'})"
            )
    if len({c for row in rows for c in row}) < 13:
        seen: set[Card] = set()
        for card in (c for row in rows for c in row):
            if card in seen:
                raise ValueError(f"card {card} appears twice")
            seen.add(card)
    return Setting.of(*rows)


def foul_reason(setting: Setting, wheel: str = "low") -> str | None:
    """Why the setting breaks "back >= middle >= front", or None if it is legal."""
    front, middle, back = setting.keys(wheel)
    if middle > back:
        return (
            f"the middle ({describe(middle)}) beats the back ({describe(back)}); "
            "the back must be at least as strong"
        )
    if front > middle:
        return (
            f"the front ({describe(front)}) beats the middle ({describe(middle)}); "
            "the middle must be at least as strong"
        )
    return None


def same_cards(setting: Setting, hand) -> bool:
    return sorted(setting.cards(), key=ORDER) == sorted(hand, key=ORDER)
