"""A session: a run of hands of one game with bankrolls, a seed and a table that moves on.

The session derives one seed per hand, so a hand can be replayed alone from its record, and it
keeps no Qt and no files: the app and the CLI persist what it produces.
"""
from __future__ import annotations

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

    @staticmethod
    def start(game: str, rules: Any, seed: int) -> "Session":
        spec = games.get(game)
        seats = len(spec.seat_names(rules))
        bankroll = float(getattr(rules, "bankroll", 0))
        return Session(game, rules, seed, [bankroll] * seats, spec.first_table(rules),
                       0, [0.0] * seats)

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
        """Book a finished hand and move the table on (the bank rotates, and so on)."""
        for seat, value in enumerate(state.returns()):
            self.bankrolls[seat] += value
            self.net[seat] += value
        self.table = self.spec.next_table(self.rules, self.table, self.bankrolls)

    def to_dict(self) -> dict:
        return dict(game=self.game, rules=self.rules.to_dict(), seed=self.seed,
                    bankrolls=self.bankrolls, table=self.table, hand_number=self.hand_number,
                    net=self.net)

    @staticmethod
    def from_dict(d: dict) -> "Session":
        spec = games.get(d["game"])
        return Session(d["game"], spec.rules_from_dict(d["rules"]), int(d["seed"]),
                       [float(x) for x in d["bankrolls"]], dict(d["table"]),
                       int(d["hand_number"]), [float(x) for x in d["net"]])
