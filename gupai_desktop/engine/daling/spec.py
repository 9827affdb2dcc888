"""Da Ling's entry for the game registry. The user is seat 0; there is no bank to rotate, so the
table carries nothing from hand to hand."""
from __future__ import annotations

from ..games import GameSpec
from .rules import DaLingRules
from .state import DaLingState

USER = 0


def seat_names(rules: DaLingRules) -> list[str]:
    return ["You"] + [f"AI {i}" for i in range(1, rules.players)]


def new_hand(rules: DaLingRules, table: dict) -> DaLingState:
    return DaLingState(rules)


SPEC = GameSpec(
    id="daling", title="Da Ling", chinese_title="打零",
    rules_from_dict=DaLingRules.from_dict, new_hand=new_hand,
    next_table=lambda rules, table, bankrolls, state=None: dict(table),
    first_table=lambda rules: {}, seat_names=seat_names,
    ai_levels=("first", "greedy", "strong"), user_seat=USER,
    hand_stake=lambda rules: float(rules.total_stake),
)
