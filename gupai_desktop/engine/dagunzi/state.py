"""One Da Gunzi hand as a State (da-gunzi.md §5.5-§5.10).

Chance moves: "starter:N" (a first hand's random deal starter), then "shuffle:<162 cards>";
a redeal asks for them again. Decisions, each of one named player:
- "grab" / "declare:5h 5h" / "pass" during the deal and its final window (dealing.py);
- "tribute:<card>" (the payer, one card at a time, only when equal cards leave a choice),
  then "return:<card>" (the dealer gives back as many);
- "bury:<card>" six times (the dealer, after taking the bottom, unless it is a dry pot);
- "jokers:<k>" (each other player in turn, when allowed) and "take:<card>" (which of tied
  lowest bottom cards to pick up for them);
- "play:<cards>" (a lead or a follow of one to three cards).
Steps with a single possibility (dealing a card, a forced tribute card) happen by themselves.
The table passes in each team's level, the dealer (None at a cycle's start: a first hand) and
the blood owed.
"""

from __future__ import annotations

import random
from collections import Counter

from ..cards import Card
from ..core import CHANCE, TERMINAL, CheckedState, IllegalAction, check_seat, hand_zone
from . import bottom as B
from .cards import DECK, Trumps, fmt, parse, parse_play, play_token, points_of
from .combos import trick_winner
from .dealing import Deal, advance, declare, options
from .follow import follow_problem, follows, lead_problem, leads
from .rules import BOTTOM_CARDS, FIRST_LEVEL, PLAYERS, DaGunziRules
from .settlement import Settlement, check_levels, settle

PHASES = (
    "starter",
    "shuffle",
    "declare",
    "tribute",
    "return",
    "bury",
    "jokers",
    "take",
    "play",
    "over",
)


def team(seat: int) -> int:
    return seat % 2


def check_table(table: dict) -> None:
    """What a hand starts from (spec.first_table's keys, each where given), refused by name
    where it does not fit: a saved table may be damaged, and levels of "x" or a cycle of "x"
    broke the hand's settlement or the next hand's table."""
    if "levels" in table:
        levels = table["levels"]
        check_levels(tuple(levels) if isinstance(levels, (list, tuple)) else (levels,))
    check_seat("dealer", table.get("dealer"), PLAYERS, optional=True)
    for key, least in (("blood", 0), ("cycle", 1)):
        value = table.get(key, least)
        if isinstance(value, bool) or not isinstance(value, int) or value < least:
            raise ValueError(f"{key} {value!r}: a whole number, at least {least}")
    won = table.get("cycles_won", [0, 0])
    if not isinstance(won, (list, tuple)) or len(won) != 2:
        raise ValueError(f"cycles_won {won!r}: one count per team")
    for count in won:
        if isinstance(count, bool) or not isinstance(count, int) or count < 0:
            raise ValueError(f"cycles_won {won!r}: one count per team")
    if table.get("match_over") not in (None, "draw", 0, 1):
        raise ValueError(f"match_over {table.get('match_over')!r}: none, a team or a draw")


class DaGunziState(CheckedState):
    def __init__(self, rules: DaGunziRules, table: dict | None = None):
        table = table or {}
        check_table(table)
        self.rules = rules
        self.levels = tuple(table.get("levels", (FIRST_LEVEL, FIRST_LEVEL)))
        self.dealer: int | None = table.get("dealer")
        self.first_hand = self.dealer is None
        self.owed = 0 if self.first_hand else int(table.get("blood", 0))
        self.level = FIRST_LEVEL if self.dealer is None else self.levels[team(self.dealer)]
        self._history: list[str] = []
        self.phase = "starter" if self.first_hand else "shuffle"
        self.starter: int | None = None if self.first_hand else self.dealer
        self.redeals = 0
        self._reset_hands()

    def _reset_hands(self) -> None:
        self.hands: list[list[Card]] = [[] for _ in range(PLAYERS)]
        self.deal: Deal | None = None
        self.trumps: Trumps | None = None
        self.payer: int | None = None
        self.tribute: list[Card] = []  # public
        self.returned: list[Card] = []  # seen by the payer and the dealer
        self.to_give = 0
        self.bottom: list[Card] = []
        self.revealed: list[Card] = []  # the bottom as shown to all, if it was
        self.dry = False
        self.bottom_public = False
        self.buried: list[Card] = []  # the dealer's six
        self.others: list[int] = []  # non-dealers still to choose joker burying
        self.joker_burials: list[tuple[int, list[Card], list[Card]]] = []  # seat, in, out
        self.to_take = 0
        self.actor: int | None = None
        self.leader: int | None = None
        self.trick: list[tuple[int, tuple[Card, ...]]] = []
        self.tricks: list[tuple[int, list[tuple[Card, ...]], int]] = []  # leader, plays, winner
        self.voids: set[tuple[int, str]] = set()
        self.trick_points = [0, 0]  # per team
        self.settlement: Settlement | None = None

    # What exists only from some point of the hand on, read where the phase says it is there
    # (None before it: no deal before the shuffle, no trumps nor dealer before the declaration
    # names them, no seat to act between phases and at the end).
    @property
    def _deal(self) -> Deal:
        assert self.deal is not None, "no deal before the shuffle"
        return self.deal

    @property
    def _trumps(self) -> Trumps:
        assert self.trumps is not None, "no trumps before the declaration"
        return self.trumps

    @property
    def _dealer(self) -> int:
        assert self.dealer is not None, "no dealer before a first hand's declaration"
        return self.dealer

    @property
    def _actor(self) -> int:
        assert self.actor is not None, "nobody to act"
        return self.actor

    @property
    def _asked(self) -> int:
        asked = self._deal.asked
        assert asked is not None, "nobody asked to declare"
        return asked

    # -- flow -----------------------------------------------------------------------------
    @property
    def dealt(self) -> bool:
        """Cards are out (the table shows hands from the first card dealt)."""
        return self.deal is not None

    def current_player(self) -> int:
        if self.phase in ("starter", "shuffle"):
            return CHANCE
        if self.phase == "over":
            return TERMINAL
        if self.phase == "declare":
            return self._asked
        return self._actor

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def legal_actions(self) -> list[str]:
        seat = self.current_player()
        if seat < 0:
            return []
        hand = self.hands[seat]
        if self.phase == "declare":
            return options(self._deal, hand)
        if self.phase == "play":
            return sorted(play_token(p) for p in self._plays(seat))
        if self.phase == "jokers":
            most = B.most_jokers(hand, self.bottom, self.rules.others_blocked_by_any_point)
            return [f"jokers:{k}" for k in range(most + 1)]
        return sorted(f"{self.phase}:{c}" for c in self._card_choices(seat))

    def _plays(self, seat: int) -> list[tuple[Card, ...]]:
        hand = self.hands[seat]
        if not self.trick:
            return leads(hand)
        return follows(hand, self.trick[0][1], self._trumps, self.rules.follow)

    def _card_choices(self, seat: int) -> list[Card]:
        hand = self.hands[seat]
        if self.phase == "tribute":
            return B.tribute_choices(hand, self._trumps)
        if self.phase == "return":
            return B.return_choices(hand, self._trumps, self.rules.tribute_return)
        if self.phase == "bury":
            return B.bury_choices(hand, self.buried, BOTTOM_CARDS - len(self.buried))
        return B.take_choices(self.bottom, self._trumps)  # take

    def _check(self, action: str):
        kind, _, body = action.partition(":")
        phase = self.phase
        try:
            if phase == "starter" and kind == "starter":
                seat = int(body)
                if not 0 <= seat < PLAYERS:
                    raise ValueError(f"starter:{body}: a seat from 0 to {PLAYERS - 1}")
                return seat
            if phase == "shuffle" and kind == "shuffle":
                return _parse_deck(body)
            if phase == "declare" and kind in ("grab", "pass", "declare"):
                if action not in options(self._deal, self.hands[self._asked]):
                    raise IllegalAction(self._declare_problem(action))
                return action
            if phase == "play" and kind == "play":
                return self._check_play(parse_play(body))
            if phase == "jokers" and kind == "jokers":
                if action not in self.legal_actions():
                    raise IllegalAction(
                        f"{action}: you may bury up to {len(self.legal_actions()) - 1} jokers here"
                    )
                return int(body)
            if phase == kind and phase in ("tribute", "return", "bury", "take"):
                return self._check_card(phase, body)
        except ValueError as exc:
            raise IllegalAction(str(exc)) from None
        raise IllegalAction(f"{action!r} is not a move of the {phase} phase")

    def _declare_problem(self, action: str) -> str:
        if self._deal.first_hand:
            return "in a first hand the only declaration is the grab with a Big Joker"
        return (
            f"{action.partition(':')[2] or action}: not a declaration stronger than the "
            "standing one from your hand"
        )

    def _check_card(self, phase: str, body: str) -> Card:
        (card,) = parse(body) or (None,)
        choices = self._card_choices(self._actor)
        if card in choices:
            return card
        if card not in self.hands[self._actor] and phase != "take":
            raise IllegalAction(f"you do not hold {card}")
        raise IllegalAction(
            {
                "tribute": "tribute is your highest cards (point cards kept): give "
                + " or ".join(map(str, choices)),
                "return": "return your lowest cards: " + " or ".join(map(str, choices)),
                "bury": "Big Jokers are buried first: no Small Joker while you keep a Big Joker",
                "take": "you take the lowest non-point card of the bottom: "
                + " or ".join(map(str, choices)),
            }[phase]
        )

    def _check_play(self, cards: tuple[Card, ...]) -> tuple[Card, ...]:
        hand = self.hands[self._actor]
        if not self.trick:
            problem = lead_problem(hand, cards)
        else:
            problem = follow_problem(hand, self.trick[0][1], cards, self._trumps, self.rules.follow)
        if problem:
            raise IllegalAction(problem)
        return cards  # in card order already (parse_play)

    def apply(self, action: str) -> None:
        value = self._check(action)
        phase = self.phase
        if phase == "starter":
            self.starter = value
            self.phase = "shuffle"
            action = f"starter:{value}"
        elif phase == "shuffle":
            self._shuffle(value)
            action = "shuffle:" + fmt(value)
        elif phase == "declare":
            declare(self._deal, self._asked, value)
            self._after_declaring()
        elif phase == "play":
            self._play(value)
            action = play_token(value)
        elif phase == "jokers":
            self._bury_jokers(value)
        else:
            self._card_step(phase, value)
            action = f"{phase}:{value}"
        self._history.append(action)

    # -- the deal ---------------------------------------------------------------------------
    def _shuffle(self, deck: list[Card]) -> None:
        self._reset_hands()
        assert self.starter is not None, "a shuffle follows the choice of the deal starter"
        self.deal = Deal(
            self.first_hand,
            self.level,
            self.starter,
            list(deck),
            turnup_order=self.rules.turnup_order,
        )
        self.phase = "declare"
        self._after_declaring()

    def _after_declaring(self) -> None:
        deal = self._deal
        advance(deal, self.hands)
        if deal.asked is not None:
            return
        if deal.suit is None:  # only jokers could name the suit
            self.redeals += 1
            self.bottom = list(deal.bottom)  # still a zone until the next shuffle
            if self.first_hand:
                self.phase, self.starter = "starter", None
            else:
                self.phase = "shuffle"
            return
        self.dealer = deal.dealer if self.first_hand else self.dealer
        self.trumps = Trumps(self.level, deal.suit)
        self.bottom = list(deal.bottom)
        self._start_tribute()

    # -- tribute, return, bottom ---------------------------------------------------------------
    def _start_tribute(self) -> None:
        if self.owed > 0:
            self.payer = payer = (self._dealer + 3) % PLAYERS
            self.to_give = B.tribute_count(self.hands[payer], self._trumps, self.owed)
            if self.to_give:
                self.phase, self.actor = "tribute", self.payer
                self._auto()
                return
        self._start_bottom()

    def _card_step(self, phase: str, card: Card) -> None:
        seat = self._actor
        if phase == "tribute":
            self.hands[seat].remove(card)
            self.hands[self._dealer].append(card)
            self.tribute.append(card)
            if len(self.tribute) == self.to_give:
                self.phase, self.actor = "return", self.dealer
        elif phase == "return":
            assert self.payer is not None, "a return answers a tribute"
            self.hands[seat].remove(card)
            self.hands[self.payer].append(card)
            self.returned.append(card)
            if len(self.returned) == len(self.tribute):
                self._start_bottom()
        elif phase == "bury":
            self.hands[seat].remove(card)
            self.buried.append(card)
            if len(self.buried) == BOTTOM_CARDS:
                self.bottom = list(self.buried)
                self.bottom_public = any(c.is_joker for c in self.bottom)
                self.others = [(self._dealer + i) % PLAYERS for i in (1, 2, 3)]
                self._next_other()
        else:  # take
            self.bottom.remove(card)
            self.hands[seat].append(card)
            self.joker_burials[-1][2].append(card)
            self.to_take -= 1
            if not self.to_take:
                self._next_other()
        self._auto()

    def take_settled(self) -> bool:
        """A take whose cards are all settled, only their order open (bottom.take_is_settled):
        the table takes them without asking which (a new user was asked to choose between
        three 4s, all three to be taken)."""
        return self.phase == "take" and B.take_is_settled(self.bottom, self._trumps, self.to_take)

    def _auto(self) -> None:
        """Make a step that leaves no choice (one card to give, return or take)."""
        if self.phase in ("tribute", "return", "take"):
            choices = self._card_choices(self._actor)
            if len(choices) == 1:
                self._card_step(self.phase, choices[0])

    def _start_bottom(self) -> None:
        if self._deal.source in ("grab", "declared"):
            self.revealed = list(self.bottom)
            self.bottom_public = True
            self.dry = B.is_dry(self.bottom, self._trumps, self.rules.dry_pot_test)
        if self.dry:
            self._start_play()
            return
        self.hands[self._dealer].extend(self.bottom)
        self.bottom = []
        self.bottom_public = False  # what the dealer buries is hidden, jokers aside
        self.phase, self.actor = "bury", self.dealer

    def _next_other(self) -> None:
        """Each non-dealer in turn may bury jokers, if the bottom leaves them anything to take."""
        while self.others:
            seat = self.others.pop(0)
            if B.most_jokers(self.hands[seat], self.bottom, self.rules.others_blocked_by_any_point):
                self.phase, self.actor = "jokers", seat
                return
        self._start_play()

    def _bury_jokers(self, k: int) -> None:
        seat = self._actor
        if k == 0:
            self._next_other()
            return
        jokers = B.jokers_to_bury(self.hands[seat], k)
        for joker in jokers:
            self.hands[seat].remove(joker)
        self.bottom.extend(jokers)
        self.bottom_public = True
        self.joker_burials.append((seat, jokers, []))
        self.to_take = k
        self.phase = "take"
        self._auto()

    # -- play -----------------------------------------------------------------------------------
    def _start_play(self) -> None:
        self.phase = "play"
        self.leader = self.actor = self.dealer

    def _play(self, cards: tuple[Card, ...]) -> None:
        seat, trumps = self._actor, self._trumps
        hand = self.hands[seat]
        if self.trick:
            suits = trumps.suits()
            led = suits[self.trick[0][1][0].index]
            off_suit = (
                suits[cards[0].index] != led
                if len(cards) == 1
                else any(suits[c.index] != led for c in cards)
            )
            if off_suit:
                self.voids.add((seat, led))
        for card in cards:
            hand.remove(card)
        self.trick.append((seat, cards))
        if len(self.trick) < PLAYERS:
            self.actor = (seat + 1) % PLAYERS
            return
        plays = [p for _, p in self.trick]
        winner = self.trick[trick_winner(plays, trumps)][0]
        self.trick_points[team(winner)] += sum(points_of(p) for p in plays)
        assert self.leader is not None, "a trick has a leader"
        self.tricks.append((self.leader, plays, winner))
        self.trick = []
        self.leader = self.actor = winner
        if not any(self.hands):
            self._settle(winner)

    def _settle(self, last_winner: int) -> None:
        dealer = self._dealer
        attackers = 1 - team(dealer)
        self.settlement = settle(
            self.rules,
            dealer,
            self.levels,
            self.trick_points[attackers],
            self.bottom,
            team(last_winner) == attackers,
            self.dry,
        )
        self.phase, self.actor = "over", None

    # -- results and views ----------------------------------------------------------------------
    def returns(self) -> list[float]:
        return self.settlement.returns() if self.settlement else [0.0] * PLAYERS

    def history(self) -> list[str]:
        return list(self._history)

    def breakdown(self) -> dict:
        from .summary import breakdown

        return breakdown(self)

    def deal_tokens(self) -> list[list[str]]:
        from .summary import dealt_cards

        return dealt_cards(self)

    def observation(self, seat: int):
        from .observation import observe

        return observe(self, seat)

    def resample(self, seat: int, rng: random.Random) -> DaGunziState:
        from .observation import resample

        return resample(self, seat, rng)

    def sample_chance(self, rng: random.Random) -> str:
        if self.phase == "starter":
            return f"starter:{rng.randrange(PLAYERS)}"
        cards = list(DECK)
        rng.shuffle(cards)
        return "shuffle:" + fmt(cards)

    def clone(self) -> DaGunziState:
        other = DaGunziState.__new__(DaGunziState)
        other.__dict__.update(self.__dict__)
        other._history = list(self._history)
        other.hands = [list(h) for h in self.hands]
        other.deal = self.deal.clone() if self.deal else None
        for name in (
            "tribute",
            "returned",
            "bottom",
            "buried",
            "others",
            "trick",
            "tricks",
            "trick_points",
        ):
            setattr(other, name, list(getattr(self, name)))
        other.joker_burials = [(s, list(i), list(o)) for s, i, o in self.joker_burials]
        other.voids = set(self.voids)
        return other

    def zones(self) -> dict[str, tuple]:
        if self.deal is None:
            return {}
        zones = {hand_zone(seat): tuple(self.hands[seat]) for seat in range(PLAYERS)}
        played = [c for _, plays, _ in self.tricks for p in plays for c in p]
        played += [c for _, p in self.trick for c in p]
        zones["played"] = tuple(played)
        if self.phase == "declare":
            zones["stock"] = tuple(self.deal.deck[self.deal.dealt :])
        else:
            zones["bottom"] = tuple(self.bottom) + tuple(self.buried if not self.bottom else ())
        return zones


def _parse_deck(body: str) -> list[Card]:
    cards = parse(body)
    if Counter(cards) != Counter(DECK):
        raise ValueError("a shuffle lists the 162 cards of three packs with jokers, each once")
    return cards
