"""Pai Gow's entry in the game registry: seats, bank rotation and hand construction.
Rules and state are imported on first use, so listing the game costs nothing."""

from __future__ import annotations

from ..games import GameSpec
from ..options import Choice, Text
from .options import SCHEMA

HOUSE = 0  # the house dealer's seat (rules.HOUSE)


def rules_from_dict(d: dict):
    from .rules import PaiGowRules

    return PaiGowRules.from_dict(d)


def seat_names(rules) -> list[str]:
    return ["House", "You"] + [f"AI {i}" for i in range(1, rules.ai_players + 1)]


def new_hand(rules, table: dict):
    from .state import PaiGowState

    return PaiGowState(rules, banker=table.get("banker", HOUSE))  # a seat, checked there


def next_table(rules, table: dict, bankrolls: list, state=None) -> dict:
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
    id="paigow",
    titles=Text("Pai Gow", "牌九", "牌九"),
    blurb=Text(
        "Four tiles set into a low and a high hand against the banker. Play against the "
        "house way or the optimal AI.",
        "四张牌分成小牌和大牌两手，与庄家比大小。电脑对手按赌场配牌法或最优策略配牌。",
        "四張牌分成小牌和大牌兩手，與莊家比大小。電腦對手按賭場配牌法或最優策略配牌。",
    ),
    options=SCHEMA,
    levels=(
        Choice("house", Text("House way", "赌场配牌法", "賭場配牌法")),
        Choice(
            "optimal",
            Text("Optimal (max expected value)", "最优（期望值最大）", "最優（期望值最大）"),
        ),
    ),
    rules_from_dict=rules_from_dict,
    new_hand=new_hand,
    next_table=next_table,
    first_table=lambda rules: {"banker": HOUSE},
    seat_names=seat_names,
    page="gupai_desktop.games.paigow.page:PaiGowPage",
    ai="gupai_desktop.ai.paigow",
    cli="gupai_desktop.cli.paigow",
    emblem="4-2 2-1 6-6 6-6",
    note=Text(
        # The same note beside every preset, the home game's 0% commission too.
        "Both hands must beat the banker's to win; winning bets pay even money, less the "
        "commission where the table takes one.",
        "两手都胜过庄家才算赢；赢注按 1 赔 1 支付，如收佣金则从中扣除。",
        "兩手都勝過莊家才算贏；贏注按 1 賠 1 支付，如收佣金則從中扣除。",
    ),
    hand_stake=lambda rules: float(rules.stake),
    house_seats=lambda rules: (HOUSE,),
)
