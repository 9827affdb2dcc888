"""Ding Niu's entry in the game registry: four seats, the user at 0, the lead passing on."""

from __future__ import annotations

from ..games import GameSpec
from ..options import Choice, Text
from .options import SCHEMA

USER = 0
PLAYERS = 4  # rules.PLAYERS


def rules_from_dict(d: dict):
    from .rules import DingNiuRules

    return DingNiuRules.from_dict(d)


def seat_names(rules) -> list[str]:
    return ["You"] + [f"AI {i}" for i in range(1, PLAYERS)]


def new_hand(rules, table: dict):
    from .state import DingNiuState

    leader = table.get("leader")
    return DingNiuState(rules, None if leader is None else int(leader))


def next_table(rules, table: dict, bankrolls: list, state=None) -> dict:
    """The winner leads the next hand (§3.3), or the lead rotates to the next seat (option)."""
    if rules.first_lead == "rotate" and state is not None and state.leader is not None:
        return {"leader": (state.leader + 1) % PLAYERS}
    if state is not None and state.settlement is not None:
        return {"leader": state.settlement.winner}
    return dict(table)


SPEC = GameSpec(
    id="dingniu",
    titles=Text("Ding Niu", "顶牛", "頂牛"),
    blurb=Text(
        "Lay tiles end to end on a 24-tile deck; keep your points low. Block on purpose "
        "(SuanZhang) to win double, or pay 12 alone if you lose.",
        "用 24 张牌首尾相接，尽量少留点数。故意堵死牌龙（算帐）：赢了赔付翻倍，输了独赔 12。",
        "用 24 張牌首尾相接，儘量少留點數。故意堵死牌龍（算帳）：贏了賠付翻倍，輸了獨賠 12。",
    ),
    options=SCHEMA,
    levels=(
        Choice("first", Text("First legal move", "首个合法出牌", "首個合法出牌")),
        Choice("greedy", Text("Sheds its biggest tiles", "先出大牌", "先出大牌")),
        Choice("strong", Text("Best expected payment", "期望收益最高", "期望收益最高")),
    ),
    rules_from_dict=rules_from_dict,
    new_hand=new_hand,
    next_table=next_table,
    first_table=lambda rules: {"leader": None},
    seat_names=seat_names,
    page="gupai_desktop.games.dingniu.page:DingNiuPage",
    ai="gupai_desktop.ai.dingniu",
    emblem="6-4 4-4 6-4 6-2 6-3",
    note=Text(
        "Four players, six tiles each; fewest points wins: +6, then −1, −2, −3 (times the "
        "chips per point).",
        "四位玩家，每人 6 张牌；点数最少者获胜：+6，其余依次 −1、−2、−3（再乘以每分筹码数）。",
        "四位玩家，每人 6 張牌；點數最少者獲勝：+6，其餘依次 −1、−2、−3（再乘以每分籌碼數）。",
    ),
    user_seat=USER,
    hand_stake=lambda rules: rules.most_a_hand_costs,
)
