"""The protocol every game implements (OpenSpiel's shape, in plain Python).

Actions are canonical string tokens ("shuffle:...", "dice:3,4,2", "set:3-1 2-1|6-6 6-6"), so the
history of a state *is* its record, and replay is re-applying it. Randomness never lives in rules:
at a chance node the driver asks `sample_chance(rng)` for an outcome and applies it like any action.
"""

from __future__ import annotations

import copy
import hashlib
import random
from typing import Any, Protocol, Sequence, TypeVar

CHANCE = -1
TERMINAL = -2


class IllegalAction(ValueError):
    """An action that the current state does not allow; the message says why."""


class State(Protocol):
    def current_player(self) -> int: ...
    def legal_actions(self) -> list[str]: ...
    def is_legal(self, action: str) -> bool: ...
    def apply(self, action: str) -> None: ...
    def clone(self) -> "State": ...
    def is_terminal(self) -> bool: ...
    def returns(self) -> list[float]: ...
    def observation(self, seat: int) -> Any: ...
    def history(self) -> list[str]: ...
    def sample_chance(self, rng: random.Random) -> str: ...
    def resample(self, seat: int, rng: random.Random) -> "State": ...
    def zones(self) -> dict[str, tuple]: ...


# The protocol in words, where a signature cannot say it:
# - legal_actions() lists every legal move, sorted, in the form the history records it; a state
#   whose moves are too many to list (Chinese Poker's 72,072 settings) sets LISTS_EVERY_ACTION to
#   False and lists representatives only, and is_legal() is then the judge of the rest. is_legal
#   may accept another spelling of a move (tiles in another order); apply records the canonical one.
# - observation(seat) is all the seat may see; resample(seat, rng) is a full state whose
#   observation(seat) is the same and whose unseen pieces are dealt again at random. It is made
#   to be played forward (clone, apply, returns); a game whose past depends on what was hidden
#   keeps the real history(), so a bot must not read history() of a resampled state.
# - zones() says where every tile or card is now: "hand <seat>" for what only that seat sees,
#   other names ("table", "wall", "unused", ...) for the rest; together the zones hold what was
#   dealt, each piece once ({} before the deal).


class CheckedState:
    """A state whose `_check(action)` validates a move (raising IllegalAction) and returns what
    `apply` needs: `is_legal` asks the very same question, so the two can never disagree."""

    LISTS_EVERY_ACTION = True

    def _check(self, action: str):
        raise NotImplementedError

    def is_legal(self, action: str) -> bool:
        return self.problem(action) is None

    def problem(self, action: str) -> str | None:
        """None if the move is legal now, else why not (the words a player reads)."""
        try:
            self._check(action)
        except IllegalAction as exc:
            return str(exc)
        return None


class SettledState(CheckedState):
    """A hand that ends in one settlement: nobody wins or loses before it, then each seat its
    net. The game keeps the settlement in `_settlement` and its moves in `_history`, and says
    how many seats there are (`seat_count`)."""

    _settlement: Any
    _history: list[str]

    def seat_count(self) -> int:
        raise NotImplementedError

    @property
    def settlement(self) -> Any:
        return self._settlement

    def returns(self) -> list[float]:
        if self._settlement is None:
            return [0.0] * self.seat_count()
        return self._settlement.nets()

    def history(self) -> list[str]:
        return list(self._history)


def outcome_by_sign(net: float) -> str:
    """win / push / lose by the sign of a net (a cent's rounding aside): every settlement's
    word for a seat that has no other, and the records' for a banker's."""
    return "win" if net > 1e-9 else "lose" if net < -1e-9 else "push"


def mover(before: State | None) -> int | None:
    """The seat whose move followed `before` (the state a move was made in): the one to act
    there, every game's seats taking their turns; None for a chance move or no state."""
    seat = before.current_player() if before is not None else CHANCE
    return seat if seat >= 0 else None


def copy_state(state: S, *changing: str) -> S:
    """A clone that shares a state's immutable parts (tiles, settings, settlements) and copies
    the containers named in `changing`, the ones a move changes: replaying the history instead
    would check every move again."""
    other = type(state).__new__(type(state))
    other.__dict__.update(state.__dict__)
    for name in changing:
        setattr(other, name, copy.copy(getattr(state, name)))
    return other


def parse_dice(body: str) -> tuple[int, int]:
    """The two dice of "dice:3,5" (games that find a first player by dice); IllegalAction."""
    try:
        dice = tuple(int(x) for x in body.split(","))
    except ValueError:
        dice = ()
    if len(dice) != 2 or not all(1 <= d <= 6 for d in dice):
        raise IllegalAction(f"{body!r}: two dice from 1 to 6, like dice:3,5")
    return dice


def seat_by_dice(dice: tuple[int, int], seats: int) -> int:
    """Counting the dice total round the seats from seat 0 (as 1), the seat it reaches."""
    return (sum(dice) - 1) % seats


def roll_dice(rng: random.Random) -> str:
    return f"dice:{rng.randint(1, 6)},{rng.randint(1, 6)}"


def check_seat(name: str, seat: object, seats: int, *, optional: bool = False) -> None:
    """A seat a table or a caller names (a dealer, a leader): a whole number from 0 to
    seats - 1, or None where `optional` (not chosen yet). Raises ValueError naming it."""
    if seat is None and optional:
        return
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < seats:
        raise ValueError(f"{name} {seat!r}: a seat from 0 to {seats - 1}")


def hand_seed(session_seed: int, hand_number: int) -> int:
    """A per-hand seed that does not depend on Python's hash randomisation."""
    digest = hashlib.sha256(f"{session_seed}:{hand_number}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def play_chance(state: State, rng: random.Random) -> None:
    """Resolve every pending chance node with the driver's generator."""
    while state.current_player() == CHANCE:
        state.apply(state.sample_chance(rng))


def hand_zone(seat: int) -> str:
    """The zones() name of what only `seat` sees."""
    return f"hand {seat}"


S = TypeVar("S", bound=State)


def replay_turns(state: S, moves: Sequence[str], seat: int) -> S:
    """Re-apply the turns of a resampled hand in which each seat acts once, secretly: `seat`'s
    own move as it played it, every other seat's as its first legal move (what it chose is not
    known, only that it has acted)."""
    for move in moves:
        state.apply(move if state.current_player() == seat else state.legal_actions()[0])
    return state


def replay(state: S, actions: Sequence[str]) -> S:
    """Apply recorded actions in order; raises IllegalAction at the first bad one."""
    for i, action in enumerate(actions):
        if not state.is_legal(action):
            raise IllegalAction(f"move {i + 1} ({action!r}) is not legal here")
        state.apply(action)
    return state
