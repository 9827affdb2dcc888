"""Da Ling table rules (dominoes.md §4): players, stakes, the optional house, and tie options.

Seats are the players only, 0 being the user; the banker/house, when there is one, never plays
and is not a seat. Its takings (the casino fee, the stakes of unmatched groups) are what makes
the players' nets sum below zero.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .groups import red_pips

MIN_PLAYERS, MAX_PLAYERS = 2, 5
STAKE_PRESETS = {"classic": (3, 7, 15), "modern": (1, 2, 3)}
TIED_ABSOLUTE = ("groups", "push")
UNMATCHED_GROUP = ("stay", "banker")
RED_GAME_PIPS = 4
HOUSE_FEE = 1


@lru_cache(maxsize=64)
def parse_stakes(text: str) -> tuple[float, float, float]:
    """ "classic", "modern" or "A,B,C" (the 1-, 2- and 3-tile stakes); ValueError says why."""
    key = str(text).strip().lower()
    if key in STAKE_PRESETS:
        one, two, three = STAKE_PRESETS[key]
        return float(one), float(two), float(three)
    parts = [p.strip() for p in key.replace(" ", ",").split(",") if p.strip()]
    try:
        values = tuple(float(p) for p in parts)
    except ValueError:
        raise ValueError(
            f"stakes {text!r}: write classic, modern or three numbers like 3,7,15"
        ) from None
    if len(values) != 3 or not all(0 < v < 1e9 for v in values):
        raise ValueError(
            f"stakes {text!r}: three numbers above 0 and below 1,000,000,000 "
            "(1-, 2-, 3-tile groups)"
        )
    return values


@dataclass(frozen=True)
class DaLingRules:
    players: int = 4
    stakes: str = "classic"  # classic 3/7/15 | modern 1/2/3 | "A,B,C"
    banker: bool = False  # a non-playing banker/house sits at the table
    house_fee: bool = False  # casino: the absolute winner pays the house 1 chip
    tied_absolute: str = "groups"  # groups: settle group by group | push: everything pushes
    unmatched_group: str = "stay"  # stay: stakes stay | banker: the banker takes them
    bankroll: int = 1000

    def __post_init__(self) -> None:
        if not isinstance(self.players, int) or not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            raise ValueError(f"players must be {MIN_PLAYERS} to {MAX_PLAYERS}")
        parse_stakes(self.stakes)
        if self.tied_absolute not in TIED_ABSOLUTE:
            raise ValueError(f"tied_absolute is one of {', '.join(TIED_ABSOLUTE)}")
        if self.unmatched_group not in UNMATCHED_GROUP:
            raise ValueError(f"unmatched_group is one of {', '.join(UNMATCHED_GROUP)}")
        if self.house_fee and not self.banker:
            raise ValueError("house_fee needs banker=true (the fee goes to a non-playing house)")
        if self.unmatched_group == "banker" and not self.banker:
            raise ValueError("unmatched_group=banker needs banker=true")

    @property
    def stake_amounts(self) -> tuple[float, float, float]:
        return parse_stakes(self.stakes)

    @property
    def total_stake(self) -> float:
        return sum(self.stake_amounts)

    @property
    def seats(self) -> int:
        return self.players

    @property
    def fee(self) -> float:
        return float(HOUSE_FEE) if self.house_fee else 0.0

    def to_dict(self) -> dict:
        return dict(
            players=self.players,
            stakes=self.stakes,
            banker=self.banker,
            house_fee=self.house_fee,
            tied_absolute=self.tied_absolute,
            unmatched_group=self.unmatched_group,
            bankroll=self.bankroll,
        )

    @staticmethod
    def from_dict(d: dict) -> "DaLingRules":
        known = DaLingRules.__dataclass_fields__
        return DaLingRules(**{k: v for k, v in d.items() if k in known})


def table_target(table) -> int:
    """The table score: pips mod 10 with Gee Joon at face value (6 and 3)."""
    return sum(t.pips for t in table) % 10


def table_colour(table) -> str:
    """ "red" when the table tiles show 4 or more red pips ([6:6] counts 6), else "black"."""
    return "red" if red_pips(table) >= RED_GAME_PIPS else "black"
