"""One Da Ling hand as a State: a shuffle, then every player groups their tiles, then settlement.

Chance action "shuffle:<32 tiles>" is the stock: its first two tiles go face up as the table
tiles, then seat s takes tiles 2+6s .. 7+6s; the rest stay face down, unseen and unused (§4.3
#1-2). Players then act in seat order with "group:G1|G2|G3" (1-, 2- and 3-tile groups, e.g.
"group:4-3|6-5 5-1|6-3 3-3 1-1"); the grouping is secret, so acting first gives nothing away:
a seat sees only its own grouping until the hand is over.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..core import (
    CHANCE,
    TERMINAL,
    SettledState,
    IllegalAction,
    copy_state,
    hand_zone,
    replay_turns,
)
from ..dominoes import FULL_SET, KIND, Tile, format_tiles, parse_full_set
from .groups import Grouping, groupings, parse_grouping, same_tiles
from .rules import DaLingRules, table_colour, table_target
from .settlement import Settlement, settle

TABLE_TILES = 2
HAND_TILES = 6


@dataclass(frozen=True)
class Observation:
    seat: int
    players: int
    phase: str  # shuffle | grouping | over
    table: tuple[Tile, ...]  # the two face-up table tiles (empty before the deal)
    target: int | None  # table score mod 10
    colour: str | None  # red | black
    tiles: tuple[Tile, ...]  # this seat's six tiles, high first (empty before)
    to_act: int  # seat to act, or CHANCE / TERMINAL
    groupings: dict  # seat -> Grouping this seat may see
    settlement: Settlement | None  # once the hand is over


class DaLingState(SettledState):
    def __init__(self, rules: DaLingRules):
        self.rules = rules
        self._history: list[str] = []
        self.stock: tuple[Tile, ...] | None = None
        self.table: tuple[Tile, ...] = ()
        self.hands: dict[int, tuple[Tile, ...]] = {}
        self.groupings: dict[int, Grouping] = {}
        self._settlement: Settlement | None = None

    # -- flow -------------------------------------------------------------------------
    def seat_count(self) -> int:
        return self.rules.players

    def current_player(self) -> int:
        if self.stock is None:
            return CHANCE
        return len(self.groupings) if len(self.groupings) < self.rules.players else TERMINAL

    def is_terminal(self) -> bool:
        return self.current_player() == TERMINAL

    def phase(self) -> str:
        if self.stock is None:
            return "shuffle"
        return "over" if self.is_terminal() else "grouping"

    @property
    def target(self) -> int | None:
        return table_target(self.table) if self.table else None

    @property
    def colour(self) -> str | None:
        return table_colour(self.table) if self.table else None

    def legal_actions(self) -> list[str]:
        player = self.current_player()
        if player < 0:
            return []
        return sorted("group:" + g.token() for g in groupings(self.hands[player]))

    def _check(self, action: str):
        kind, _, body = action.partition(":")
        phase = self.phase()
        try:
            if kind == "shuffle" and phase == "shuffle":
                return parse_full_set(body)
            if kind == "group" and phase == "grouping":
                grouping = parse_grouping(body)
                if not same_tiles(grouping, self.hands[self.current_player()]):
                    raise IllegalAction(f"{body!r} does not use this seat's six tiles")
                return grouping
        except ValueError as exc:
            raise IllegalAction(str(exc)) from None
        raise IllegalAction(f"{action!r} is not a move of the {phase} phase")

    def apply(self, action: str) -> None:
        value = self._check(action)
        if self.stock is None:
            self.stock = value
            self._deal()
        else:
            self.groupings[self.current_player()] = value
            action = "group:" + value.token()
            if self.is_terminal():
                self._settlement = settle(
                    self.rules, self.table, [self.groupings[s] for s in range(self.rules.players)]
                )
        self._history.append(action)

    def _deal(self) -> None:
        stock = self.stock
        assert stock is not None, "the tiles are dealt after the shuffle"
        self.table = stock[:TABLE_TILES]
        for seat in range(self.rules.players):
            start = TABLE_TILES + HAND_TILES * seat
            self.hands[seat] = tuple(
                sorted(stock[start : start + HAND_TILES], key=KIND, reverse=True)
            )

    def sample_chance(self, rng: random.Random) -> str:
        tiles = list(FULL_SET)
        rng.shuffle(tiles)
        return "shuffle:" + format_tiles(tiles)

    # -- results and views -------------------------------------------------------------
    def unseen(self, seat: int) -> list[Tile]:
        """The tiles `seat` cannot see: everything but the table and its own hand."""
        left = list(FULL_SET)
        for t in self.table + self.hands.get(seat, ()):
            left.remove(t)
        return left

    def observation(self, seat: int) -> Observation:
        over = self.is_terminal()
        visible = (
            dict(self.groupings) if over else {s: g for s, g in self.groupings.items() if s == seat}
        )
        return Observation(
            seat,
            self.rules.players,
            self.phase(),
            self.table,
            self.target,
            self.colour,
            self.hands.get(seat, ()),
            self.current_player(),
            visible,
            self._settlement if over else None,
        )

    def clone(self) -> "DaLingState":
        return copy_state(self, "_history", "hands", "groupings")

    def zones(self) -> dict[str, tuple]:
        if self.stock is None:
            return {}
        zones = {"table": self.table}
        zones.update((hand_zone(seat), tiles) for seat, tiles in self.hands.items())
        zones["unused"] = self.stock[TABLE_TILES + HAND_TILES * self.rules.players :]
        return zones

    def resample(self, seat: int, rng: random.Random) -> "DaLingState":
        """The hand as `seat` might believe it: the table and its own tiles kept, every unseen
        tile reshuffled; the seats that have grouped have grouped again (see
        core.replay_turns). Once the hand is over every grouping is shown: nothing to resample."""
        if self.stock is None or self.is_terminal():
            return self.clone()
        start = TABLE_TILES + HAND_TILES * seat
        unseen = list(self.stock[TABLE_TILES:start] + self.stock[start + HAND_TILES :])
        rng.shuffle(unseen)
        cut = start - TABLE_TILES
        stock = (
            list(self.table)
            + unseen[:cut]
            + list(self.stock[start : start + HAND_TILES])
            + unseen[cut:]
        )
        other = DaLingState(self.rules)
        other.apply("shuffle:" + format_tiles(stock))
        return replay_turns(other, self._history[1:], seat)
