"""Grab and declaration timing (§5.5).

The grab (first hand): the grabber becomes dealer, and the dealer side wins most hands (the
attackers need 120 and the last trick), so grab at the first Big Joker; waiting names no better
suit (the next suited card decides it either way) and lets another seat grab first.

Later hands: a declaration only names the trump suit (the dealer is fixed), so it is worth
making for a suit the seat is long in. A suit's worth is its share of the cards received so
far, counting the level cards of that suit (they become the top trumps). Declare when the best
declarable suit is clearly long: early in the deal a long run of cards is needed, since an
early single can be overcalled; in the final window any suit above the average will do. Never
overcall the partner, and never overcall oneself unless the suit changes for a better one.
"""

from __future__ import annotations

from ...engine.dagunzi.declare import parse_declaration
from .memory import View, team

EARLY_SHARE, LATE_SHARE = 0.34, 0.28  # share of a suit to declare it: early, in the window
EARLY_CARDS = 13  # before this many cards a declaration must be a stick


def suit_share(view: View, suit: str) -> float:
    """The share of the seat's cards that are of `suit`, a level card of it counting double."""
    hand = view.hand
    if not hand:
        return 0.0
    own = sum(1 for c in hand if c.suit == suit and c.rank != 2)
    level = sum(1 for c in hand if c.suit == suit and c.rank == view.level)
    return (own + level) / len(hand)


def standing(view: View) -> tuple[int, str] | None:
    """(seat, shown) of the declaration that stands, if any."""
    return view.declarations[-1] if view.declarations else None


def choose(view: View, easy: bool = False) -> str:
    legal = view.legal
    if "grab" in legal:
        return "grab"
    options = [a for a in legal if a.startswith("declare:")]
    if not options:
        return "pass"
    found = standing(view)
    if found is not None and team(found[0]) == team(view.seat) and found[0] != view.seat:
        return "pass"
    ranked = []
    for action in options:
        declaration = parse_declaration(action.partition(":")[2], view.level)
        ranked.append(
            (suit_share(view, declaration.suit), -declaration.strength, action, declaration)
        )
    share, _, action, declaration = max(ranked)
    if easy:
        return action
    if found is not None and found[0] == view.seat:
        current = parse_declaration(found[1], view.level)
        if current.suit == declaration.suit or share < suit_share(view, current.suit) + 0.05:
            return "pass"
    window = view.dealt >= 156
    if window:
        return action if share >= LATE_SHARE else "pass"
    if len(view.hand) < EARLY_CARDS and declaration.strength < 2:
        return "pass"
    return action if share >= EARLY_SHARE else "pass"
