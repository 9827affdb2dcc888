"""Small Mahjong's entry in the game registry: 3 or 4 seats, the user at 0."""
from __future__ import annotations

from ..games import GameSpec
from .rules import SmallMahjongRules
from .state import SmallMahjongState

USER = 0


def seat_names(rules: SmallMahjongRules) -> list[str]:
    return ["You"] + [f"AI {i}" for i in range(1, rules.players)]


def new_hand(rules: SmallMahjongRules, table: dict) -> SmallMahjongState:
    leader = table.get("leader")
    return SmallMahjongState(rules, None if leader is None else int(leader))


def next_table(rules: SmallMahjongRules, table: dict, bankrolls: list, state=None) -> dict:
    """The winner starts the next hand; after a drawn hand the same player starts again, or,
    as an option, the next one (§5.3 #11, #13)."""
    if state is None or state.settlement is None or state.leader is None:
        return dict(table)
    winner = state.settlement.winner
    if winner is not None:
        return {"leader": winner}
    step = 1 if rules.after_draw == "rotate" else 0
    return {"leader": (state.leader + step) % rules.players}


SPEC = GameSpec(
    id="smallmahjong", title="Small Mahjong", chinese_title="打小麻将",
    rules_from_dict=SmallMahjongRules.from_dict, new_hand=new_hand, next_table=next_table,
    first_table=lambda rules: {"leader": None}, seat_names=seat_names,
    ai_levels=("first", "greedy"), user_seat=USER,
    hand_stake=lambda rules: rules.most_a_hand_costs,
)
