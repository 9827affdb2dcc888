"""What one seat knows of a Da Gunzi hand, in the form the rule bot reads: its cards, the trick
on the table, every card out, who showed a void, the bottom if it sees it.

A View is built from an Observation (`from_observation`, what `act` gets) or, in rollouts, from a
state through the same seat's eyes (`from_state`: its own hand and public facts only, and no
listing of legal moves, which can run to thousands when a seat is void). Either way the bot sees
the same things. Card facts that depend on the level and trump suit are looked up in a table
made once per Trumps (`card_table`), since the rollouts ask them millions of times.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import NamedTuple

from ...engine.cards import Card
from ...engine.dagunzi.cards import COPIES, IDENTITIES, TRUMP, Trumps, points
from ...engine.dagunzi.observation import observe_bottom
from ...engine.dagunzi.rules import PLAYERS


class CardFacts(NamedTuple):
    suit: str  # effective suit: "trump" or the printed suit
    strength: int  # Trumps.strength: higher beats lower within one effective suit
    points: int
    value: float  # how much the card is worth keeping: plain cards by rank, trumps above


def keep_value(card: Card, trumps: Trumps) -> float:
    """Plain cards 3..14 by rank; trumps above every plain card, the Big Joker the dearest."""
    strength = trumps.strength(card)
    if not trumps.is_trump(card):
        return float(card.rank)
    if strength < 100:  # a plain card of the trump suit
        return 15.0 + strength
    return 28.0 + strength / 25.0  # 2s 32-36, level cards 40-44, jokers 48-52


@lru_cache(maxsize=64)
def card_table(trumps: Trumps) -> dict[Card, CardFacts]:
    return {
        c: CardFacts(trumps.eff_suit(c), trumps.strength(c), points(c), keep_value(c, trumps))
        for c in IDENTITIES
    }


@lru_cache(maxsize=64)
def suit_order(trumps: Trumps) -> dict[str, tuple[Card, ...]]:
    """Per effective suit, its cards strongest first."""
    table = card_table(trumps)
    out: dict[str, list[Card]] = {}
    for card in sorted(IDENTITIES, key=lambda c: -table[c].strength):
        out.setdefault(table[card].suit, []).append(card)
    return {suit: tuple(cards) for suit, cards in out.items()}


# The last tricks list counted, how many of its tricks, the counts.
_OUT: tuple[list | None, int, dict[Card, int]] = (None, 0, {})


def cards_out(tricks: list) -> dict[Card, int]:
    """Copies per card played in finished tricks. A rollout asks after every move of one
    growing list, so the last list's counts are kept and only its new tricks added."""
    global _OUT
    cached, counted, counts = _OUT
    if cached is not tricks or counted > len(tricks):
        counted, counts = 0, {}
    else:
        counts = dict(counts)
    for _, plays, _ in tricks[counted:]:
        for play in plays:
            for card in play:
                counts[card] = counts.get(card, 0) + 1
    _OUT = (tricks, len(tricks), counts)
    return counts


def team(seat: int) -> int:
    return seat % 2


class View:
    """One seat's knowledge. `trick` is [(seat, cards)], `tricks` [(leader, plays, winner)]."""

    __slots__ = (
        "_counts",
        "_legal",
        "_lengths",
        "_placed",
        "_tops",
        "best",
        "bottom",
        "dealer",
        "dealt",
        "declarations",
        "first_hand",
        "follow_mode",
        "hand",
        "hand_counts",
        "joker_burials",
        "legal_source",
        "level",
        "payer",
        "phase",
        "seat",
        "table",
        "tribute",
        "trick",
        "trick_points",
        "tricks",
        "trumps",
        "voids",
    )

    def __init__(
        self,
        seat,
        phase,
        level,
        suit,
        dealer,
        hand,
        trick,
        tricks,
        voids,
        trick_points,
        bottom,
        hand_counts,
        first_hand,
        declarations,
        payer,
        tribute,
        joker_burials,
        legal_source,
        follow_mode,
    ):
        self.seat, self.phase, self.level, self.dealer = seat, phase, level, dealer
        self.trumps = Trumps(level, suit) if suit else None
        # Facts of every card under these trumps (none before a suit is named).
        self.table: dict[Card, CardFacts] = card_table(self.trumps) if self.trumps else {}
        self.hand, self.trick, self.tricks, self.voids = hand, trick, tricks, voids
        self.trick_points, self.bottom, self.hand_counts = trick_points, bottom, hand_counts
        self.first_hand, self.declarations = first_hand, declarations
        self.payer, self.tribute, self.joker_burials = payer, tribute, joker_burials
        self.dealt = sum(hand_counts)
        self.legal_source = legal_source
        self.follow_mode = follow_mode
        self._legal = self._placed = self._counts = self._lengths = self.best = None
        self._tops: dict[tuple[str, int], int] = {}

    @staticmethod
    def from_observation(obs, rules) -> View:
        return View(
            obs.seat,
            obs.phase,
            obs.level,
            obs.trump_suit,
            obs.dealer,
            list(obs.hand),
            obs.trick,
            obs.tricks,
            frozenset(obs.voids),
            obs.trick_points,
            obs.bottom,
            obs.hand_counts,
            obs.first_hand,
            obs.declarations,
            obs.payer,
            obs.tribute,
            obs.joker_burials,
            tuple(obs.legal),
            rules.follow,
        )

    @staticmethod
    def from_state(state, seat: int) -> View:
        """The seat's view of a (determinized) state, reading only what that seat may see."""
        trumps = state.trumps
        deal = state.deal
        bottom = None
        if observe_bottom(state, seat):
            bottom = state.buried if state.phase == "bury" else state.bottom
        return View(
            seat,
            state.phase,
            state.level,
            trumps.suit if trumps else None,
            state.dealer,
            state.hands[seat],
            state.trick,
            state.tricks,
            state.voids,
            state.trick_points,
            bottom,
            tuple(len(h) for h in state.hands),
            state.first_hand,
            deal.declarations if deal else (),
            state.payer,
            state.tribute,
            state.joker_burials,
            state,
            state.rules.follow,
        )

    # -- derived facts, each computed once ---------------------------------------------------
    @property
    def legal(self) -> tuple[str, ...]:
        """The legal moves (from the observation, or listed by the state when asked)."""
        if self._legal is None:
            source = self.legal_source
            self._legal = source if isinstance(source, tuple) else tuple(source.legal_actions())
        return self._legal

    @property
    def named_trumps(self) -> Trumps:
        """The trumps, which a suit has named by the time there are tricks to play."""
        assert self.trumps is not None, "no trump suit named yet"
        return self.trumps

    @property
    def partner(self) -> int:
        return (self.seat + 2) % PLAYERS

    @property
    def on_dealer_side(self) -> bool:
        return self.dealer is not None and team(self.dealer) == team(self.seat)

    @property
    def counts(self) -> Counter:
        """The hand as copies per card."""
        if self._counts is None:
            self._counts = Counter(self.hand)
        return self._counts

    @property
    def by_suit(self) -> dict[str, list[Card]]:
        """The hand's cards per effective suit."""
        if self._lengths is None:
            table = self.table
            out: dict[str, list[Card]] = {}
            for card in self.hand:
                suit = table[card].suit
                if suit in out:
                    out[suit].append(card)
                else:
                    out[suit] = [card]
            self._lengths = out
        return self._lengths

    def top_unseen(self, suit: str, n: int) -> int:
        """The strength of the strongest card of an effective suit with at least n copies
        the seat cannot place (-1 if none): what could beat a play of n such cards. With
        n = 0: how many cards of the suit the seat cannot place. Asked for every play the
        bot weighs, so each answer is kept for the view's one position."""
        key = (suit, n)
        found = self._tops.get(key)
        if found is None:
            found = self._tops[key] = self._top_unseen(suit, n)
        return found

    def _top_unseen(self, suit: str, n: int) -> int:
        out, mine = self.placed()
        if n == 0:
            return sum(
                COPIES - out.get(c, 0) - mine.get(c, 0)
                for c in suit_order(self.named_trumps).get(suit, ())
            )
        for card in suit_order(self.named_trumps).get(suit, ()):
            if COPIES - out.get(card, 0) - mine.get(card, 0) >= n:
                return self.table[card].strength
        return -1

    def placed(self) -> tuple[dict, dict]:
        """(cards out in finished tricks, cards the seat sees elsewhere: its hand, the trick
        on the table, a bottom it knows); every other card is unseen."""
        if self._placed is None:
            mine = dict(self.counts)
            for _, play in self.trick:
                for card in play:
                    mine[card] = mine.get(card, 0) + 1
            if self.bottom is not None and self.phase == "play":
                for card in self.bottom:
                    mine[card] = mine.get(card, 0) + 1
            self._placed = (cards_out(self.tricks), mine)
        return self._placed

    def void(self, seat: int, suit: str) -> bool:
        return (seat, suit) in self.voids

    def suit_cards(self, suit: str) -> list[Card]:
        return self.by_suit.get(suit, [])

    def bottom_points(self) -> int | None:
        if self.bottom is None:
            return None
        return sum(points(c) for c in self.bottom)

    def is_trump(self, card: Card) -> bool:
        return self.table[card].suit == TRUMP
