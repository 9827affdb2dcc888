"""Ding Niu table rules (dominoes.md §3.3-§3.5): four players, the payments, and the options
where the sources disagree (§3.5), each defaulting to the resolution the rules document adopts.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..options import RulesDict

PLAYERS = 4
HAND_TILES = 6
BASE_PAYMENTS = (6, -1, -2, -3)  # winner, 2nd, 3rd, 4th place (§3.3)
SUANZHANG_PENALTY = 12  # a losing SuanZhang player pays the winner alone
OPTIONS = {
    "loser_ties": ("upper", "nearer"),  # §3.5 #7
    "after_classic": ("continue", "end"),  # §3.5 #8
    "suanzhang_success": ("winner", "strict"),  # §3.5 #9
    "losing_suanzhang": ("always", "biggest"),  # §3.5 #10
    "smothered": ("four-five", "all"),  # §3.5 #11
    "first_lead": ("winner", "rotate"),  # §3.5 #13 (later hands)
}


@dataclass(frozen=True)
class DingNiuRules(RulesDict):
    loser_ties: str = "upper"  # upper: the later player takes the better lower place
    after_classic: str = "continue"  # continue: only the blocked doubles can still be laid
    suanzhang_success: str = "winner"  # winner: after tie-breaks | strict: fewest points alone
    losing_suanzhang: str = "always"  # always: he pays 12 alone | biggest: only as 4th place
    smothered: str = "four-five"  # which values can be smothered: 4 and 5, or all
    first_lead: str = "winner"  # who leads hands after the first: winner | rotate
    lead_restriction: bool = True  # a lead must leave another player a tile to play
    voluntary_face_down: bool = False  # a player may lay a tile face down even when able to play
    unit: float = 1.0  # chips per payment point
    bankroll: int = 100

    def __post_init__(self) -> None:
        for name, allowed in OPTIONS.items():
            if getattr(self, name) not in allowed:
                raise ValueError(f"{name} is one of {', '.join(allowed)}")
        if not (isinstance(self.unit, (int, float)) and 0 < self.unit < 1e9):
            raise ValueError("unit must be a positive number of chips")

    @property
    def players(self) -> int:
        return PLAYERS

    @property
    def seats(self) -> int:
        return PLAYERS

    @property
    def most_a_hand_costs(self) -> float:
        """A losing SuanZhang costs 12 units: the most one hand can take from a seat."""
        return SUANZHANG_PENALTY * self.unit
