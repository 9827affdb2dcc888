"""Small Mahjong's entry in the game registry: 3 or 4 seats, the user at 0."""

from __future__ import annotations

from ..games import GameSpec
from ..options import Choice, Text
from .options import SCHEMA

USER = 0


def rules_from_dict(d: dict):
    from .rules import SmallMahjongRules

    return SmallMahjongRules.from_dict(d)


def seat_names(rules) -> list[str]:
    return ["You"] + [f"AI {i}" for i in range(1, rules.players)]


def new_hand(rules, table: dict):
    from .state import SmallMahjongState

    leader = table.get("leader")
    return SmallMahjongState(rules, None if leader is None else int(leader))


def next_table(rules, table: dict, bankrolls: list, state=None) -> dict:
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
    id="small-mahjong",
    titles=Text("Small Mahjong", "打小麻将", "打小麻將"),
    blurb=Text(
        "Draw and discard to make two combinations of three tiles; take a discard when "
        "it completes one.",
        "摸牌打牌，凑成两组各三张的牌型；别人打出的牌能凑成一组时就拿走。",
        "摸牌打牌，湊成兩組各三張的牌型；別人打出的牌能湊成一組時就拿走。",
    ),
    options=SCHEMA,
    levels=(
        Choice("first", Text("First legal move", "首个合法出牌", "首個合法出牌")),
        Choice(
            "greedy", Text("Keeps the most ways to win", "保留最多胡牌机会", "保留最多胡牌機會")
        ),
        Choice("strong", Text("Plays the hand out ahead", "推演后续牌局", "推演後續牌局")),
    ),
    rules_from_dict=rules_from_dict,
    new_hand=new_hand,
    next_table=next_table,
    first_table=lambda rules: {"leader": None},
    seat_names=seat_names,
    page="gupai_desktop.games.smallmahjong.page:SmallMahjongPage",
    ai="gupai_desktop.ai.smallmahjong",
    emblem="2-2 5-2 5-5 2-1 4-3 5-3",
    note=Text(
        "Five tiles each; two combinations win: Double Set 3, Set-and-Straight 2, Double "
        "Straight 1 point from each other player.",
        "每人 5 张牌；凑成两组组合即胡牌：双同 3 分、连同 2 分、双连 1 分，由其他每位玩家各付。",
        "每人 5 張牌；湊成兩組組合即胡牌：雙同 3 分、連同 2 分、雙連 1 分，由其他每位玩家各付。",
    ),
    user_seat=USER,
    hand_stake=lambda rules: rules.most_a_hand_costs,
    aliases=("smallmahjong",),
)
