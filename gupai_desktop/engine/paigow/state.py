"""One Pai Gow hand as a State: shuffle, dice, each seat sets, then settlement.

Chance actions: "shuffle:<32 tiles>" builds the woodpile (stack k is tiles 4k..4k+3) and
"dice:a,b,c" chooses which table position takes the first stack (counted counter-clockwise
with the banker as 1). Every table position takes a stack; stacks of empty positions stay
face down. Players set in seat order, the banker last; seats see only their own tiles until
the hand is over.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

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
from ..dominoes import KIND, TOKENS, Tile, format_tiles, parse_full_set
from .rules import POSITIONS, PaiGowRules, Settlement, settle
from .settings import Setting, parse_setting, same_tiles, settings_of


@dataclass(frozen=True)
class Observation:
    seat: int
    banker: int
    seats: int
    phase: str  # shuffle | dice | setting | over
    dice: tuple[int, ...] | None
    first_position: int | None
    tiles: tuple[Tile, ...]  # this seat's four tiles (empty before the deal)
    to_set: int  # seat to act, or -1
    settings: dict  # seat -> Setting that this seat may see
    settlement: Settlement | None


def first_stack_position(dice: tuple[int, ...]) -> int:
    """Relative position (0 = banker) that takes the first stack: (sum - 1) mod 8."""
    return (sum(dice) - 1) % POSITIONS


class PaiGowState(SettledState):
    def __init__(self, rules: PaiGowRules, banker: int = 0, stakes: dict[int, float] | None = None):
        check_seat("banker", banker, rules.seats)
        self.rules = rules
        self.banker = banker
        self.stakes = (
            dict(stakes)
            if stakes
            else {s: float(rules.stake) for s in range(rules.seats) if s != banker}
        )
        self._history: list[str] = []
        self.woodpile: tuple[Tile, ...] | None = None
        self.dice: tuple[int, ...] | None = None
        self.hands: dict[int, tuple[Tile, ...]] = {}
        self.settings: dict[int, Setting] = {}
        self._settlement: Settlement | None = None
        self._order_of: int | None = None
        self._player: int | None = None
        self._order_seats: tuple[int, ...] = ()

    # -- flow -------------------------------------------------------------------------
    def setting_order(self) -> list[int]:
        return list(self._order())

    def _order(self) -> tuple[int, ...]:
        """Players in seat order, the banker last (kept: every move asks it several times)."""
        if self._order_of != self.banker:
            self._order_of = self.banker
            self._order_seats = tuple(s for s in range(self.rules.seats) if s != self.banker) + (
                self.banker,
            )
        return self._order_seats

    def seat_count(self) -> int:
        return self.rules.seats

    def current_player(self) -> int:
        if self._player is None:  # kept until the next move (asked a dozen times a move)
            self._player = self._find_player()
        return self._player

    def _find_player(self) -> int:
        if self.woodpile is None or self.dice is None:
            return CHANCE
        for seat in self._order():
            if seat not in self.settings:
                return seat
        return TERMINAL

    def is_terminal(self) -> bool:
        return self.current_player() == TERMINAL

    def phase(self) -> str:
        if self.woodpile is None:
            return "shuffle"
        if self.dice is None:
            return "dice"
        return "over" if self.is_terminal() else "setting"

    def legal_actions(self) -> list[str]:
        player = self.current_player()
        if player < 0:
            return []
        return sorted("set:" + s.token() for s in settings_of(self.hands[player]))

    def _check(self, action: str):
        kind, _, body = action.partition(":")
        phase = self.phase()
        try:
            if kind == "shuffle" and phase == "shuffle":
                return parse_full_set(body)
            if kind == "dice" and phase == "dice":
                dice = tuple(int(x) for x in body.split(","))
                if len(dice) != 3 or not all(1 <= d <= 6 for d in dice):
                    raise IllegalAction("three dice, each 1 to 6")
                return dice
            if kind == "set" and phase == "setting":
                setting = parse_setting(body)
                hand = self.hands[self.current_player()]
                if setting.sorted_tiles != hand and not same_tiles(setting, hand):
                    raise IllegalAction(f"{body!r} does not use this seat's four tiles")
                return setting
        except ValueError as exc:
            raise IllegalAction(str(exc)) from None
        raise IllegalAction(f"{action!r} is not a move of the {phase} phase")

    def apply(self, action: str) -> None:
        value = self._check(action)
        kind = action.partition(":")[0]
        seat = self.current_player()
        if kind == "shuffle":
            self.woodpile = value
        elif kind == "dice":
            self.dice = value
            self._deal()
        else:
            self.settings[seat] = value
            action = "set:" + value.token()
            self._player = None
            if self.is_terminal():
                self._settlement = settle(self.rules, self.banker, self.settings, self.stakes)
        self._history.append(action)
        # Forgotten last, once the move is made: a reader on another thread (the app's table
        # while a hand is dealt) may ask mid-move, and what it learnt then must not stick.
        self._player = None

    def _deal(self) -> None:
        woodpile = self.woodpile
        assert woodpile is not None, "the tiles are dealt after the shuffle"
        for seat in range(self.rules.seats):
            k = self.stack_of(seat)
            self.hands[seat] = tuple(sorted(woodpile[4 * k : 4 * k + 4], key=KIND, reverse=True))

    def stack_receiver(self, k: int) -> int | None:
        """The table position (0..7) that takes stack k, counted counter-clockwise from the
        banker's position; stacks of empty positions stay face down."""
        bank = self.rules.positions[self.banker]
        return (bank + first_stack_position(self._thrown) + k) % POSITIONS

    def stack_of(self, seat: int) -> int:
        """Which woodpile stack (0..7) the seat receives, once the dice are thrown."""
        relative = (self.rules.positions[seat] - self.rules.positions[self.banker]) % POSITIONS
        return (relative - first_stack_position(self._thrown)) % POSITIONS

    @property
    def _thrown(self) -> tuple[int, ...]:
        assert self.dice is not None, "the dice are not thrown yet"
        return self.dice

    def sample_chance(self, rng: random.Random) -> str:
        if self.woodpile is None:
            tokens = list(TOKENS)  # the tiles' names: the same shuffle, not re-spelled
            rng.shuffle(tokens)
            return "shuffle:" + " ".join(tokens)
        return "dice:" + ",".join(str(rng.randint(1, 6)) for _ in range(3))

    # -- results and views -------------------------------------------------------------
    def observation(self, seat: int) -> Observation:
        over = self.is_terminal()
        visible = (
            dict(self.settings) if over else {s: v for s, v in self.settings.items() if s == seat}
        )
        return Observation(
            seat,
            self.banker,
            self.rules.seats,
            self.phase(),
            self.dice,
            first_stack_position(self.dice) if self.dice else None,
            self.hands.get(seat, ()),
            self.current_player(),
            visible,
            self._settlement if over else None,
        )

    def clone(self) -> "PaiGowState":
        return copy_state(self, "_history", "hands", "settings", "stakes")

    def zones(self) -> dict[str, tuple]:
        if self.woodpile is None:
            return {}
        if self.dice is None:
            return {"woodpile": self.woodpile}
        dealt = {self.stack_of(seat) for seat in self.hands}
        zones = {hand_zone(seat): tiles for seat, tiles in self.hands.items()}
        zones["unused"] = tuple(
            t for k in range(POSITIONS) if k not in dealt for t in self.woodpile[4 * k : 4 * k + 4]
        )
        return zones

    def resample(self, seat: int, rng: random.Random) -> "PaiGowState":
        """The hand as `seat` might believe it: its own tiles kept, every unseen tile
        reshuffled; the seats that have set have set again (see core.replay_turns). Once the
        hand is over every setting is shown, so nothing is left to resample."""
        if self.woodpile is None or self.dice is None or self.is_terminal():
            return self.clone()
        mine = self.stack_of(seat)
        unseen = [
            t for k in range(POSITIONS) if k != mine for t in self.woodpile[4 * k : 4 * k + 4]
        ]
        rng.shuffle(unseen)
        woodpile = (
            unseen[: 4 * mine] + list(self.woodpile[4 * mine : 4 * mine + 4]) + unseen[4 * mine :]
        )
        other = PaiGowState(self.rules, self.banker, self.stakes)
        other.apply("shuffle:" + format_tiles(woodpile))
        other.apply("dice:" + ",".join(map(str, self.dice)))
        return replay_turns(other, self._history[2:], seat)
