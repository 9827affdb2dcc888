"""The deal and the declaration of trumps as a move sequence (§5.5.4).

After the shuffle the cards go out one at a time from the deal starter; a player is asked only
when the card just received makes a declaration newly legal for them (a first Big Joker in a
first hand: the grab; later, a level card or third joker that overcalls what stands). After the
last card a final window polls the seats in turn until four pass in a row. Then the trump suit
is resolved: by the grabber's next suited card, the first hand's turn-up, the standing
declaration, or bottom cards turned from the top; a redeal when only jokers are left.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..cards import Card
from .cards import BJ, SJ, Trumps, turnup_rank
from .declare import Declaration, legal, parse_declaration
from .rules import HAND_CARDS, PLAYERS

DEALT = HAND_CARDS * PLAYERS  # 156; cards 157-162 are the bottom


@dataclass
class Deal:
    """What the deal phase has shown so far; all of it public but the cards in hands."""

    first_hand: bool
    level: int
    starter: int
    deck: list[Card]
    dealt: int = 0  # cards given out
    asked: int | None = None  # seat with a declare/pass decision
    window: bool = False  # the final window after the last card
    window_seat: int = 0
    window_passes: int = 0
    standing: Declaration | None = None
    declarer: int | None = None
    declarations: list[tuple[int, str]] = field(default_factory=list)  # (seat, shown)
    grabber: int | None = None
    shown: Card | None = None  # the grabber's card that named the trump suit
    turned: list[tuple[int | None, Card]] = field(default_factory=list)  # bottom cards shown
    suit: str | None = None
    dealer: int | None = None
    source: str = ""  # grab | declared | turnup | draw (set: resolved)
    turnup_order: str = "three-high"

    def clone(self) -> Deal:
        other = Deal.__new__(Deal)
        other.__dict__.update(self.__dict__)
        other.declarations = list(self.declarations)
        other.turned = list(self.turned)
        return other

    @property
    def bottom(self) -> list[Card]:
        return self.deck[DEALT:]

    def receiver(self, k: int) -> int:
        return (self.starter + k) % PLAYERS


def options(deal: Deal, hand: list[Card]) -> list[str]:
    """The declare/pass choices of a hand: "grab", or "declare:<shown>", and always "pass"."""
    if deal.first_hand:
        return ["grab", "pass"] if deal.grabber is None and BJ in hand else []
    found = legal(hand, deal.level, deal.standing)
    if not found:
        return []
    return sorted(f"declare:{d.token(deal.level)}" for d in found) + ["pass"]


def newly_legal(deal: Deal, hand: list[Card], card: Card) -> bool:
    """Whether receiving `card` (now in `hand`) made a declaration legal that was not."""
    if deal.first_hand:
        return deal.grabber is None and card == BJ and hand.count(BJ) == 1
    floor = deal.standing.strength if deal.standing else 0
    if card in (SJ, BJ):
        return hand.count(card) == 3 and (4 if card == SJ else 5) > floor
    if card.rank != deal.level:
        return False
    count = hand.count(card)
    return count <= 3 and count > floor


def advance(deal: Deal, hands: list[list[Card]]) -> None:
    """Deal on until someone has a decision, or the window closes (then resolve)."""
    while deal.asked is None and not deal.source:
        if deal.dealt < DEALT:
            seat = deal.receiver(deal.dealt)
            card = deal.deck[deal.dealt]
            deal.dealt += 1
            hands[seat].append(card)
            if deal.grabber == seat and deal.shown is None and not card.is_joker:
                deal.shown = card
            if newly_legal(deal, hands[seat], card):
                deal.asked = seat
            continue
        if not deal.window:
            deal.window, deal.window_seat, deal.window_passes = True, deal.starter, 0
            if deal.first_hand and deal.grabber is not None:
                resolve(deal)
                return
        if deal.window_passes >= PLAYERS:
            resolve(deal)
            return
        if options(deal, hands[deal.window_seat]):
            deal.asked = deal.window_seat
            return
        pass_turn(deal)


def pass_turn(deal: Deal) -> None:
    if deal.window:
        deal.window_passes += 1
        deal.window_seat = (deal.window_seat + 1) % PLAYERS
    deal.asked = None


def declare(deal: Deal, seat: int, choice: str) -> None:
    """A decision: "grab", "pass" or "declare:<shown>" (already checked against options)."""
    if choice == "pass":
        pass_turn(deal)
        return
    if choice == "grab":
        deal.grabber = seat
        deal.declarations.append((seat, "BJ"))
        deal.asked = None
        if deal.window:
            resolve(deal)
        return
    declaration = parse_declaration(choice.partition(":")[2], deal.level)
    deal.standing, deal.declarer = declaration, seat
    deal.declarations.append((seat, declaration.token(deal.level)))
    deal.asked = None
    if deal.window:
        deal.window_passes = 0
        deal.window_seat = (seat + 1) % PLAYERS


def resolve(deal: Deal) -> None:
    """Fix the dealer (in a first hand) and the trump suit (§5.5.4 step 5); leaves `suit`
    None when only jokers could name it: the hand is dealt again."""
    deal.asked = None
    bottom = deal.bottom
    if deal.first_hand and deal.grabber is not None:
        deal.dealer, deal.source = deal.grabber, "grab"
        if deal.shown is not None:
            deal.suit = deal.shown.suit
        else:
            deal.suit = _turn_from_top(deal, bottom, 0)
    elif deal.first_hand:
        deal.source = "turnup"
        _turn_up(deal, bottom)
    elif deal.standing is not None:
        deal.suit, deal.source = deal.standing.suit, "declared"
    else:
        deal.source = "draw"
        deal.suit = _turn_from_top(deal, bottom, 0)


def _turn_from_top(deal: Deal, bottom: list[Card], start: int) -> str | None:
    for card in bottom[start:]:
        deal.turned.append((None, card))
        if not card.is_joker:
            return card.suit
    return None


def _turn_up(deal: Deal, bottom: list[Card]) -> None:
    order = deal.turnup_order
    best = 0
    for i in range(PLAYERS):
        seat = (deal.starter + i) % PLAYERS
        card = bottom[i]
        deal.turned.append((seat, card))
        if turnup_rank(card, order) > turnup_rank(bottom[best], order):
            best = i
    deal.dealer = (deal.starter + best) % PLAYERS
    card = bottom[best]
    deal.suit = card.suit if not card.is_joker else _turn_from_top(deal, bottom, PLAYERS)


def trumps(deal: Deal) -> Trumps:
    assert deal.suit is not None, "the deal has not named the trump suit"
    return Trumps(deal.level, deal.suit)
