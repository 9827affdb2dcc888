"""Small Mahjong table rules (dominoes.md §5.3): players, who may take a discard, payments."""

from __future__ import annotations

from dataclasses import dataclass

from ..options import RulesDict
from .triplets import DOUBLE_SET, DOUBLE_STRAIGHT, SET_AND_STRAIGHT

HAND_TILES = 5
CLAIM_ORDER = ("nearest", "win-first")
AFTER_DRAW = ("repeat", "rotate")
# Who may take the last discard for a triplet that does not win, by distance from the
# discarder in playing order (1 = the next player); a winning claim is open to anyone.
CLAIM_TYPES = {
    1: (DOUBLE_SET, SET_AND_STRAIGHT, DOUBLE_STRAIGHT),
    2: (DOUBLE_SET, SET_AND_STRAIGHT),
    3: (DOUBLE_SET,),
}


@dataclass(frozen=True)
class SmallMahjongRules(RulesDict):
    players: int = 4
    claim_order: str = "nearest"  # nearest: the nearest claim wins | win-first: wins first
    after_draw: str = "repeat"  # who starts after a drawn hand: the same player | the next
    unit: float = 1.0  # chips per point
    bankroll: int = 100

    def __post_init__(self) -> None:
        if self.players not in (3, 4):
            raise ValueError("players must be 3 or 4")
        if self.claim_order not in CLAIM_ORDER:
            raise ValueError(f"claim_order is one of {', '.join(CLAIM_ORDER)}")
        if self.after_draw not in AFTER_DRAW:
            raise ValueError(f"after_draw is one of {', '.join(AFTER_DRAW)}")
        if not (isinstance(self.unit, (int, float)) and 0 < self.unit < 1e9):
            raise ValueError("unit must be a positive number of chips")

    @property
    def seats(self) -> int:
        return self.players

    @property
    def wall_size(self) -> int:
        return 32 - HAND_TILES * self.players

    @property
    def most_a_hand_costs(self) -> float:
        """A winner's two Double Sets: 6 points from each other player."""
        return 6 * self.unit

    def claim_types(self, distance: int) -> tuple[str, ...]:
        """The triplet types a player this far after the discarder may take it for."""
        return CLAIM_TYPES.get(distance, ()) if distance < self.players else ()
