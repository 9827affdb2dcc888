"""A session: a run of hands of one game with bankrolls, a seed and a table that moves on.

The session derives one seed per hand, so a hand can be replayed alone from its record, and it
keeps no Qt and no files: the app and the CLI persist what it produces.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Any

from . import games
from .core import hand_seed, play_chance


@dataclass
class Session:
    game: str
    rules: Any
    seed: int
    bankrolls: list[float]
    table: dict
    hand_number: int = 0
    net: list[float] = field(default_factory=list)
    buy_ins: list[int] = field(default_factory=list)  # fresh bankrolls each seat has taken
    last_buy_ins: list[int] = field(default_factory=list)  # seats that did, after the last hand
    last_bought: dict[int, float] = field(default_factory=dict)  # the chips each of them took

    @staticmethod
    def start(game: str, rules: Any, seed: int) -> "Session":
        spec = games.get(game)
        game = spec.id
        seats = len(spec.seat_names(rules))
        bankroll = float(getattr(rules, "bankroll", 0))
        return Session(
            game,
            rules,
            seed,
            [bankroll] * seats,
            spec.first_table(rules),
            0,
            [0.0] * seats,
            [0] * seats,
        )

    @property
    def spec(self) -> games.GameSpec:
        return games.get(self.game)

    def deal(self):
        """A new hand with its chance moves (shuffle, dice, ...) already made."""
        self.hand_number += 1
        state = self.spec.new_hand(self.rules, dict(self.table))
        play_chance(state, random.Random(hand_seed(self.seed, self.hand_number)))
        return state

    def finish(self, state) -> None:
        """Book a finished hand, let broke AI players buy in again, and move the table on
        (the bank rotates, and so on)."""
        self.book(state.returns())
        self.table = self.spec.next_table(self.rules, self.table, self.bankrolls, state)

    def book(self, returns) -> None:
        """finish() but for moving the table on: the hand's returns booked and the buy-ins
        made (a simulation's parent books hands its workers played; see cli/simulate_jobs)."""
        for seat, value in enumerate(returns):
            self.bankrolls[seat] += value
            self.net[seat] += value
        self.last_buy_ins = self._buy_in_again()

    def can_cover(self, seat: int) -> bool:
        """Whether the seat has the chips to play another hand (always, for a house seat, and
        in a game scored in points or levels, where nobody runs out)."""
        if self.spec.scored_in != games.CHIPS or seat in self.spec.house_seats(self.rules):
            return True
        bankroll = self.bankrolls[seat]
        return bankroll > 0 and bankroll >= self.spec.hand_stake(self.rules)

    def _buy_in_again(self) -> list[int]:
        """An AI player who cannot cover a hand buys fresh starting bankrolls, as many as it
        takes to cover one (as a player at a real table buys more chips); the user's bankroll
        is never topped up."""
        fresh = float(getattr(self.rules, "bankroll", 0))
        if fresh <= 0 or self.spec.scored_in != games.CHIPS:
            return []
        seats = [
            seat
            for seat in range(len(self.bankrolls))
            if seat != self.spec.user_seat and not self.can_cover(seat)
        ]
        if len(self.buy_ins) < len(self.bankrolls):
            self.buy_ins += [0] * (len(self.bankrolls) - len(self.buy_ins))
        need = self.spec.hand_stake(self.rules)
        self.last_bought = {}
        for seat in seats:
            count = max(1, math.ceil((need - self.bankrolls[seat]) / fresh))
            self.bankrolls[seat] += fresh * count
            if not self.can_cover(seat):  # landed on exactly 0 where no stake is needed
                self.bankrolls[seat] += fresh
                count += 1
            self.buy_ins[seat] += count
            self.last_bought[seat] = fresh * count
        return seats

    def to_dict(self) -> dict:
        return dict(
            game=self.game,
            rules=self.rules.to_dict(),
            seed=self.seed,
            bankrolls=self.bankrolls,
            table=self.table,
            hand_number=self.hand_number,
            net=self.net,
            buy_ins=self.buy_ins,
        )

    @staticmethod
    def from_dict(d: dict) -> "Session":
        """The session `to_dict` wrote. Raises ValueError naming the first field that does not
        fit the game and its rules (a seat count, a bankroll that is not a number): an autosave
        is a file a crash, an older version or a person may have changed, and a session that
        loads must play on without an IndexError in the middle of a hand."""
        if not isinstance(d, dict):
            raise ValueError("the session is not a JSON object")
        try:
            spec = games.get(str(d.get("game")))  # an older id (an old autosave) reads too
        except KeyError:
            raise ValueError(f"no game is called {d.get('game')!r}") from None
        if not isinstance(d.get("rules"), dict):
            raise ValueError("the rules are not a JSON object")
        try:
            rules = spec.rules_from_dict(d["rules"])
        except (TypeError, KeyError, AttributeError) as exc:
            raise ValueError(f"the rules do not read: {exc}") from None
        seats = len(spec.seat_names(rules))
        hand_number = _whole(d, "hand_number")
        if hand_number < 0:
            raise ValueError(f"hand_number is {hand_number}, less than 0")
        if not isinstance(d.get("table"), dict):
            raise ValueError("the table is not a JSON object")
        return Session(
            spec.id,
            rules,
            _whole(d, "seed"),
            _numbers(d, "bankrolls", seats),
            dict(d["table"]),
            hand_number,
            _numbers(d, "net", seats),
            [int(x) for x in _numbers(d, "buy_ins", seats, whole=True)]
            if "buy_ins" in d
            else [0] * seats,
        )


def _whole(d: dict, key: str) -> int:
    value = d.get(key)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{key} is {value!r}, not a whole number")
    if len(str(abs(value))) > 40:  # records/verify.py's MAX_DIGITS: no record holds more
        raise ValueError(f"{key} has more than 40 digits")
    return value


def _numbers(d: dict, key: str, seats: int, whole: bool = False) -> list[float]:
    """A list of one finite number a seat (whole and not negative, if `whole`)."""
    values = d.get(key)
    if not isinstance(values, list) or len(values) != seats:
        raise ValueError(f"{key} should hold {seats} numbers, one a seat of these rules")
    for value in values:
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not _finite(value):
            raise ValueError(f"{key} holds {value!r}, not a number")
        if whole and (not float(value).is_integer() or value < 0):
            raise ValueError(f"{key} holds {value!r}, not a count")
    return [float(value) for value in values]


def _finite(value: int | float) -> bool:
    try:
        return math.isfinite(value)
    except OverflowError:  # an integer too large for a float
        return False
