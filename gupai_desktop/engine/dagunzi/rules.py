"""Da Gunzi table rules: the flags of da-gunzi.md §5.11, each defaulting as listed there."""

from __future__ import annotations

from dataclasses import dataclass

from ..options import RulesDict

PLAYERS = 4
HAND_CARDS = 39
BOTTOM_CARDS = 6
LEVELS = (3, 4, 5, 6, 7, 8, 9, 10)
FIRST_LEVEL, LAST_LEVEL = 3, 10
WIN_LINE = 120  # attackers' score that takes the deal (§5.10.2)
OPTIONS = {
    "follow": ("live", "dead"),  # FOLLOW_MODE
    "must_play": ("3,10", "10"),  # MUST_PLAY_LEVELS
    "dry_pot_test": ("suit-except-level", "plain-suit-only", "any-trump-except-level", "off"),
    "turnup_order": ("three-high", "ace-high"),  # FIRST_HAND_TURNUP_ORDER
    "sweep_test": ("score-300", "all-points"),  # SWEEP_TEST
    "tribute_return": ("any", "lowest"),  # TRIBUTE_RETURN
}


@dataclass(frozen=True)
class DaGunziRules(RulesDict):
    follow: str = "live"  # 活棒 live sticks | 死棒 dead sticks (§5.8.3-4)
    must_play: str = "3,10"  # levels a team must win as dealer to pass
    joker_levels: bool = True  # buried jokers add levels (+2 BJ, +1 SJ)
    dry_pot_test: str = "suit-except-level"
    others_blocked_by_any_point: bool = False
    same_dealer_on_bad_dig: bool = False  # 臭抠: the same dealer deals again (else partner)
    turnup_order: str = "three-high"  # BJ>SJ>3>2>A>...>4 | BJ>SJ>A>K>...>2
    sweep_test: str = "score-300"
    zero_ends_cycle_even_if_dug: bool = True
    tribute_return: str = "any"  # the dealer returns any cards | the lowest
    match_cycles: int = 1

    def __post_init__(self) -> None:
        for name, allowed in OPTIONS.items():
            if getattr(self, name) not in allowed:
                raise ValueError(f"{name} is one of {', '.join(allowed)}")
        if not (isinstance(self.match_cycles, int) and 1 <= self.match_cycles <= 99):
            raise ValueError("match_cycles is a whole number from 1 to 99")

    @property
    def players(self) -> int:
        return PLAYERS

    @property
    def seats(self) -> int:
        return PLAYERS

    @property
    def must_play_levels(self) -> tuple[int, ...]:
        return tuple(int(x) for x in self.must_play.split(","))
