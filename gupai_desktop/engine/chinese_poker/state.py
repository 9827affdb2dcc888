"""One Chinese Poker deal as a State: a deal, then every seat sets, declares or surrenders.

Chance action "deal:<52 cards>" is the whole pack in order: seat s takes cards 13s .. 13s+12;
with fewer than four players the rest stay face down, unseen and unused. Seats then act in
order 0, 1, ... with one of
- "set:FRONT|MIDDLE|BACK", e.g. "set:Ah Kd 2c|Qs Qd 9h 5c 3d|Js Ts 9s 8s 7s" (canonical form,
  rows in display order, is what the history keeps);
- "declare:<special>", e.g. "declare:six-pairs", when the preset has that special and the hand
  makes it;
- "surrender", when the rules allow it.
Settings are secret until every seat has acted, so acting first gives nothing away.

legal_actions() cannot list 72,072 splits, so it lists the declarations and surrender the seat
may play plus one representative setting, the strongest back (then middle, then front), which
is always legal; is_legal() decides any setting exactly.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..cards import CARDS, ORDER, Card, format_cards, parse_cards
from ..core import (
    CHANCE,
    TERMINAL,
    SettledState,
    IllegalAction,
    check_seat,
    copy_state,
    hand_zone,
    replay_turns,
)
from .rules import ChinesePokerRules, resolve
from .setting import foul_reason, parse_setting, same_cards
from .settlement import DECLARE, SET, SURRENDER, Play, Settlement, settle
from .specials import available, declared
from .splits import setting_at, strongest_split

HAND = 13


@dataclass(frozen=True)
class Observation:
    seat: int
    players: int
    phase: str  # deal | setting | over
    cards: tuple[Card, ...]  # this seat's 13 cards, high first (empty before)
    to_act: int  # seat to act, or CHANCE / TERMINAL
    dealer: int
    house: int | None  # the bank's seat, if the preset has one
    acted: tuple[int, ...]  # seats that have set, declared or surrendered
    actions: dict  # seat -> action token this seat may see
    specials: tuple[str, ...]  # specials this seat's hand may declare
    can_surrender: bool
    settlement: Settlement | None  # once the deal is over


class ChinesePokerState(SettledState):
    LISTS_EVERY_ACTION = False  # 72,072 settings: is_legal judges them

    def __init__(self, rules: ChinesePokerRules, dealer: int = 0, chips=None):
        self.rules = rules
        self.scoring = resolve(rules)
        check_seat("dealer", dealer, rules.players)  # 99 was taken as 99 % players
        self.dealer = 0 if self.scoring.house else dealer
        self.chips = None if chips is None else tuple(float(c) for c in chips)
        if self.chips is not None and len(self.chips) != rules.players:
            raise ValueError(f"chips: {rules.players} amounts, one a player")
        self._history: list[str] = []
        self.stock: tuple[Card, ...] | None = None
        self.hands: dict[int, tuple[Card, ...]] = {}
        self.plays: dict[int, Play] = {}
        self._tokens: dict[int, str] = {}
        self._settlement: Settlement | None = None
        self._strongest: dict[int, str] = {}  # seat -> its representative setting, once found

    # -- flow -------------------------------------------------------------------------
    def seat_count(self) -> int:
        return self.rules.players

    def current_player(self) -> int:
        if self.stock is None:
            return CHANCE
        return len(self.plays) if len(self.plays) < self.rules.players else TERMINAL

    def is_terminal(self) -> bool:
        return self.current_player() == TERMINAL

    def phase(self) -> str:
        if self.stock is None:
            return "deal"
        return "over" if self.is_terminal() else "setting"

    def specials_for(self, seat: int) -> tuple[str, ...]:
        schedule = self.scoring.specials
        if not schedule.hands or seat not in self.hands:
            return ()
        return tuple(available(schedule, self.hands[seat], self.scoring.wheel))

    def legal_actions(self) -> list[str]:
        seat = self.current_player()
        if seat < 0:
            return []
        actions = [self._strongest_setting(seat)]
        actions += [f"{DECLARE}:{s}" for s in self.specials_for(seat)]
        if self.scoring.surrender:
            actions.append(SURRENDER)
        return sorted(actions)

    def _strongest_setting(self, seat: int) -> str:
        """The listed setting of a seat: a search over 72,072 splits, so found once (the AI,
        the table and the hint each ask for the legal actions)."""
        found = self._strongest.get(seat)
        if found is None:
            hand = self.hands[seat]
            split = strongest_split(hand, self.scoring.wheel)
            found = self._strongest[seat] = "set:" + setting_at(hand, split).token()
        return found

    def _check(self, action: str):
        kind, _, body = action.partition(":")
        phase = self.phase()
        try:
            if kind == "deal" and phase == "deal":
                cards = parse_cards(body)
                if sorted(cards, key=ORDER) != list(CARDS):
                    raise IllegalAction("a deal lists each of the 52 cards once")
                return tuple(cards)
            if phase == "setting":
                return self._check_play(kind, body, self.current_player())
        except ValueError as exc:
            raise IllegalAction(str(exc)) from None
        raise IllegalAction(f"{action!r} is not a move of the {phase} phase")

    def _check_play(self, kind: str, body: str, seat: int) -> Play:
        hand = self.hands[seat]
        sc = self.scoring
        if kind == SET:
            setting = parse_setting(body)
            if not same_cards(setting, hand):
                raise IllegalAction(f"{body!r} does not use this seat's 13 cards")
            reason = foul_reason(setting, sc.wheel)
            if reason and sc.fouls != "scoop":
                raise IllegalAction(f"foul: {reason}")
            return Play(SET, hand, setting, setting.keys(sc.wheel), fouled=reason is not None)
        if kind == DECLARE:
            if body not in sc.specials.slugs():
                raise IllegalAction(f"{body!r} is not a special hand of the {sc.preset} preset")
            return Play(DECLARE, hand, special=declared(sc.specials, body, list(hand), sc.wheel))
        if kind == SURRENDER and not body:
            if not sc.surrender:
                raise IllegalAction("these rules do not allow surrender")
            return Play(SURRENDER, hand)
        raise IllegalAction(f"{kind!r} is not a Chinese Poker move (set, declare, surrender)")

    def apply(self, action: str) -> None:
        value = self._check(action)
        if self.stock is None:
            self.stock = value
            for seat in range(self.rules.players):
                cards = value[HAND * seat : HAND * (seat + 1)]
                self.hands[seat] = tuple(sorted(cards, key=ORDER, reverse=True))
        else:
            seat = self.current_player()
            self.plays[seat] = value
            if value.kind == SET:
                action = "set:" + value.setting.token()
            self._tokens[seat] = action
            if self.is_terminal():
                self._settlement = settle(
                    self.scoring,
                    [self.plays[s] for s in range(self.rules.players)],
                    self.dealer,
                    self.chips,
                )
        self._history.append(action)

    def sample_chance(self, rng: random.Random) -> str:
        cards = list(CARDS)
        rng.shuffle(cards)
        return "deal:" + format_cards(cards)

    # -- results and views -------------------------------------------------------------
    def observation(self, seat: int) -> Observation:
        over = self.is_terminal()
        visible = (
            dict(self._tokens) if over else {s: t for s, t in self._tokens.items() if s == seat}
        )
        return Observation(
            seat,
            self.rules.players,
            self.phase(),
            self.hands.get(seat, ()),
            self.current_player(),
            self.dealer,
            0 if self.scoring.house else None,
            tuple(sorted(self.plays)),
            visible,
            self.specials_for(seat),
            self.scoring.surrender,
            self._settlement if over else None,
        )

    def clone(self) -> "ChinesePokerState":
        return copy_state(self, "_history", "hands", "plays", "_tokens", "_strongest")

    def zones(self) -> dict[str, tuple]:
        if self.stock is None:
            return {}
        zones = {hand_zone(seat): cards for seat, cards in self.hands.items()}
        zones["unused"] = self.stock[HAND * self.rules.players :]
        return zones

    def resample(self, seat: int, rng: random.Random) -> "ChinesePokerState":
        """The deal as `seat` might believe it: its own 13 cards kept, every other card
        reshuffled; the seats that have acted have acted again (see core.replay_turns). Once
        the deal is over every action is shown, so nothing is left to resample."""
        if self.stock is None or self.is_terminal():
            return self.clone()
        start = HAND * seat
        mine = list(self.stock[start : start + HAND])
        unseen = list(self.stock[:start] + self.stock[start + HAND :])
        rng.shuffle(unseen)
        other = ChinesePokerState(self.rules, self.dealer, self.chips)
        other.apply("deal:" + format_cards(unseen[:start] + mine + unseen[start:]))
        return replay_turns(other, self._history[1:], seat)
