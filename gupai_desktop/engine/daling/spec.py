"""Da Ling's entry for the game registry. The user is seat 0; there is no bank to rotate, so the
table carries nothing from hand to hand."""

from __future__ import annotations

from ..games import GameSpec
from ..options import Choice, Text
from .options import SCHEMA

USER = 0


def rules_from_dict(d: dict):
    from .rules import DaLingRules

    return DaLingRules.from_dict(d)


def seat_names(rules) -> list[str]:
    return ["You"] + [f"AI {i}" for i in range(1, rules.players)]


def next_table(rules, table: dict, bankrolls, state=None) -> dict:
    return dict(table)  # nothing moves on from hand to hand


def new_hand(rules, table: dict):
    from .state import DaLingState

    return DaLingState(rules)


SPEC = GameSpec(
    id="daling",
    titles=Text("Da Ling", "打零", "打零"),
    blurb=Text(
        "Six tiles split into groups of 1, 2 and 3 to match the target the two table tiles set.",
        "六张牌分成一张、两张、三张三组，凑成桌上两张牌定出的目标点数。",
        "六張牌分成一張、兩張、三張三組，湊成桌上兩張牌定出的目標點數。",
    ),
    options=SCHEMA,
    levels=(
        Choice("first", Text("First matching grouping", "首个命中的分组", "首個命中的分組")),
        Choice("greedy", Text("Most stake matched", "命中注码最多", "命中注碼最多")),
        Choice("strong", Text("Best expected payment", "期望收益最高", "期望收益最高")),
    ),
    rules_from_dict=rules_from_dict,
    new_hand=new_hand,
    next_table=next_table,
    first_table=lambda rules: {},
    seat_names=seat_names,
    page="gupai_desktop.games.daling.page:DaLingPage",
    ai="gupai_desktop.ai.daling",
    cli="gupai_desktop.cli.daling",
    emblem="4-3 6-5 5-1 1-1 6-3 3-3",
    note=Text(
        "The two table tiles set the target: their pips, tens dropped. Match it with all "
        "three groups to take every stake.",
        "桌上两张牌定出目标点数：两张牌的点数相加，只取个位。三组都命中目标即可赢得全部注码。",
        "桌上兩張牌定出目標點數：兩張牌的點數相加，只取個位。三組都命中目標即可贏得全部注碼。",
    ),
    user_seat=USER,
    hand_stake=lambda rules: float(rules.total_stake),
)
