"""Tribute, the dealer's return and bury, and others' joker burying and pick-up (§5.6-§5.7).

- Tribute: the rules fix which cards; among equal ones give the copy that breaks no stick.
- Return (to the payer, an opponent): the cheapest cards, low plain ones from short suits,
  never points.
- Bury: first the jokers the dealer bets (below), then low plain non-point cards, shortest suits
  first (a void lets the dealer trump), keeping sticks and rolls. Points stay out of the bottom:
  dug, they count double for the attackers.
- How many jokers the dealer buries: each Big Joker buried is +2 levels when the dealer side
  protects the bottom and holds the attackers under 120, but the attackers' when they reach 120
  (blood) and dig (levels too). So bet only with a long, strong trump holding that should still
  control the last trick: one joker with many trumps and jokers, two with more.
- Others' joker burying: only the dealer's partner may gain by it (the same bet, with its own
  hand as the evidence); the attackers give the dealer side levels in the likely case A, so
  they never bury.
- Pick-up: among tied lowest cards take the one that pairs with the hand, else the longest suit.
"""

from __future__ import annotations

from collections import Counter

from ...engine.cards import Card
from ...engine.dagunzi.cards import BJ, SJ, TRUMP, parse
from .memory import View, team

BET_ONE, BET_TWO = (2, 20), (3, 24)  # (jokers held, trumps held) to bury one, two
PARTNER_BET = (3, 18)


def card_of(action: str) -> Card:
    return parse(action.partition(":")[2])[0]


def throw_costs(view: View, cards, hand: list[Card]) -> dict[Card, float]:
    """What giving each card away (return, bury) costs the hand: its worth, points heavily,
    less for a short plain suit, more for breaking a stick or roll."""
    table = view.table
    groups = Counter(hand)
    lengths = Counter(c.suit for c in hand if table[c].suit != TRUMP)
    out = {}
    for card in set(cards):
        facts = table[card]
        cost = facts.value + 3.0 * facts.points + 2.0 * (groups[card] - 1)
        if facts.suit != TRUMP:
            cost += 0.6 * lengths[card.suit]
        out[card] = cost
    return out


def cheapest_choice(view: View, hand: list[Card]) -> str:
    choices = [card_of(a) for a in view.legal]
    costs = throw_costs(view, choices, hand)
    best = min(choices, key=lambda c: (costs[c], c))
    return f"{view.phase}:{best}"


def tribute(view: View) -> str:
    counts = Counter(view.hand)
    choices = [card_of(a) for a in view.legal]
    best = min(choices, key=lambda c: (counts[c], -suit_length(view, c), c))
    return f"tribute:{best}"


def suit_length(view: View, card: Card) -> int:
    return sum(1 for c in view.hand if c.suit == card.suit)


def jokers_to_bet(cards: list[Card], view: View, bets) -> int:
    jokers = sum(1 for c in cards if c.is_joker)
    trumps = sum(1 for c in cards if view.table[c].suit == TRUMP)
    k = 0
    for need_jokers, need_trumps in bets:
        if jokers >= need_jokers and trumps >= need_trumps:
            k += 1
    return k


def bury(view: View, easy: bool = False) -> str:
    buried = list(view.bottom or ())
    hand = view.hand
    if not easy:
        bet = jokers_to_bet(hand + buried, view, (BET_ONE, BET_TWO))
        done = sum(1 for c in buried if c.is_joker)
        if done < bet:
            for joker in (BJ, SJ):
                if f"bury:{joker}" in view.legal:
                    return f"bury:{joker}"
    choices = [card_of(a) for a in view.legal]
    plain = [c for c in choices if not c.is_joker] or choices
    costs = throw_costs(view, plain, hand)
    best = min(plain, key=lambda c: (costs[c], c))
    return f"bury:{best}"


def give_back(view: View) -> str:
    return cheapest_choice(view, view.hand)


def jokers(view: View, easy: bool = False) -> str:
    if easy or team(view.seat) != team(view.dealer) or len(view.legal) == 1:
        return "jokers:0"
    most = len(view.legal) - 1
    k = min(most, jokers_to_bet(view.hand, view, (PARTNER_BET,)))
    return f"jokers:{k}"


def take(view: View) -> str:
    counts = Counter(view.hand)
    choices = [card_of(a) for a in view.legal]
    best = max(choices, key=lambda c: (counts[c], suit_length(view, c), c))
    return f"take:{best}"
