"""Pai Gow's entry in the game registry: seats, bank rotation and hand construction."""
from __future__ import annotations

from ..games import GameSpec
from .rules import HOUSE, PaiGowRules
from .state import PaiGowState


def seat_names(rules: PaiGowRules) -> list[str]:
    return ["House", "You"] + [f"AI {i}" for i in range(1, rules.ai_players + 1)]


def new_hand(rules: PaiGowRules, table: dict) -> PaiGowState:
    return PaiGowState(rules, banker=int(table.get("banker", HOUSE)))


def next_table(rules: PaiGowRules, table: dict, bankrolls: list, state=None) -> dict:
    """The bank passes counter-clockwise to the next seat that can cover every bet."""
    banker = int(table.get("banker", HOUSE))
    if rules.banking == "house":
        return {"banker": HOUSE}
    cover = rules.stake * (rules.seats - 1)
    ring = sorted(range(rules.seats), key=lambda seat: rules.positions[seat])
    start = ring.index(banker)
    for step in range(1, rules.seats + 1):
        seat = ring[(start + step) % rules.seats]
        if seat == HOUSE or bankrolls[seat] >= cover:
            return {"banker": seat}
    return {"banker": HOUSE}


SPEC = GameSpec(
    id="paigow", title="Pai Gow", chinese_title="牌九",
    rules_from_dict=PaiGowRules.from_dict, new_hand=new_hand, next_table=next_table,
    first_table=lambda rules: {"banker": HOUSE}, seat_names=seat_names,
    ai_levels=("house", "optimal"),
    hand_stake=lambda rules: float(rules.stake), house_seats=lambda rules: (HOUSE,),
)
