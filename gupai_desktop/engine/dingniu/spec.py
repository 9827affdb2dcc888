"""Ding Niu's entry in the game registry: four seats, the user at 0, the lead passing on."""
from __future__ import annotations

from ..games import GameSpec
from .rules import PLAYERS, DingNiuRules
from .state import DingNiuState

USER = 0


def seat_names(rules: DingNiuRules) -> list[str]:
    return ["You"] + [f"AI {i}" for i in range(1, PLAYERS)]


def new_hand(rules: DingNiuRules, table: dict) -> DingNiuState:
    leader = table.get("leader")
    return DingNiuState(rules, None if leader is None else int(leader))


def next_table(rules: DingNiuRules, table: dict, bankrolls: list, state=None) -> dict:
    """The winner leads the next hand (§3.3), or the lead rotates to the next seat (option)."""
    if rules.first_lead == "rotate" and state is not None and state.leader is not None:
        return {"leader": (state.leader + 1) % PLAYERS}
    if state is not None and state.settlement is not None:
        return {"leader": state.settlement.winner}
    return dict(table)


SPEC = GameSpec(
    id="dingniu", title="Ding Niu", chinese_title="顶牛",
    rules_from_dict=DingNiuRules.from_dict, new_hand=new_hand, next_table=next_table,
    first_table=lambda rules: {"leader": None}, seat_names=seat_names,
    ai_levels=("first", "greedy", "strong"), user_seat=USER,
    hand_stake=lambda rules: rules.most_a_hand_costs,
)
