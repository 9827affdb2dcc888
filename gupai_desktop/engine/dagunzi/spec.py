"""Da Gunzi's entry in the game registry: four seats in two fixed teams, the user at 0 (South)
with the partner opposite; scored in levels, the table carrying the teams' levels, the dealer
and the blood owed from hand to hand, and the cycles won."""

from __future__ import annotations

from ..games import LEVELS, GameSpec
from ..options import Choice, Text
from .options import SCHEMA

USER = 0
PLAYERS = 4  # rules.PLAYERS
FIRST = 3  # rules.FIRST_LEVEL


def rules_from_dict(d: dict):
    from .rules import DaGunziRules

    return DaGunziRules.from_dict(d)


def seat_names(rules) -> list[str]:
    return ["You", "East", "Partner", "West"]


def first_table(rules) -> dict:
    """A match starts with a cycle's first hand: both teams on 3, the dealer found by the grab."""
    return {
        "levels": [FIRST, FIRST],
        "dealer": None,
        "blood": 0,
        "cycle": 1,
        "cycles_won": [0, 0],
        "match_over": None,
    }


def new_hand(rules, table: dict):
    from .state import DaGunziState

    return DaGunziState(rules, table)


def next_table(rules, table: dict, bankrolls: list, state=None) -> dict:
    """The levels, dealer and blood the settlement leaves (§5.10); a cycle's end starts the next
    from level 3 with a grab, and the match ends after `match_cycles` cycles (the next hand
    then starts a new match)."""
    table = {**first_table(rules), **table}
    if table["match_over"] is not None:
        table = {**first_table(rules)}
    if state is None or state.settlement is None:
        return table
    settled = state.settlement
    if settled.cycle_winner is None:
        return {
            **table,
            "levels": list(settled.levels_after),
            "dealer": settled.next_dealer,
            "blood": settled.blood,
        }
    won = list(table["cycles_won"])
    won[settled.cycle_winner] += 1
    over = None
    if sum(won) >= rules.match_cycles:
        over = "draw" if won[0] == won[1] else int(won[1] > won[0])
    return {
        **first_table(rules),
        "cycle": table["cycle"] + 1,
        "cycles_won": won,
        "match_over": over,
    }


def cycles_won(table: dict, hand_over: bool) -> list[int]:
    """The cycles each team has won in the match being played: a finished match's count while
    its last hand is still on the table, and a new match's none once the next hand is dealt.
    That hand is dealt from the table next_table left (the old count and match_over), which
    starts afresh only after it: the status line said "cycles won 1-0" through it."""
    if table.get("match_over") is not None and not hand_over:
        return [0, 0]
    return list(table.get("cycles_won", [0, 0]))


SPEC = GameSpec(
    id="da-gunzi",
    titles=Text("Da Gunzi", "打滚子", "打滾子"),
    blurb=Text(
        "Dalian's three-deck Shengji: two teams climb from level 3 past 10 by taking "
        "points in tricks of singles, sticks and rolls, and by digging the bottom.",
        "大连三副牌升级：两队从 3 打起，打过 10 出锅；出单张、棒子、滚子抓分，抠底翻倍。",
        "大連三副牌升級：兩隊從 3 打起，打過 10 出鍋；出單張、棒子、滾子抓分，摳底翻倍。",
    ),
    options=SCHEMA,
    levels=(
        Choice("first", Text("First legal move", "首个合法出牌", "首個合法出牌")),
        Choice("easy", Text("Plays the cheapest legal cards", "出最小的合法牌", "出最小的合法牌")),
        Choice("normal", Text("Plays by the rules of thumb", "按常规打法", "按常規打法")),
        Choice("strong", Text("Plays the hand out ahead", "推演后续牌局", "推演後續牌局")),
    ),
    rules_from_dict=rules_from_dict,
    new_hand=new_hand,
    next_table=next_table,
    first_table=first_table,
    seat_names=seat_names,
    page="gupai_desktop.games.dagunzi.page:DaGunziPage",
    ai="gupai_desktop.ai.dagunzi",
    cli="gupai_desktop.cli.dagunzi",
    emblem="BJ SJ 2h 2h 2h",
    note=Text(
        "Four players in two teams, 39 cards each and six in the bottom; the attackers "
        "need 120 of the 300 points.",
        "四人两队，每人 39 张，底牌 6 张；抓分方要抓够 300 分中的 120 分。",
        "四人兩隊，每人 39 張，底牌 6 張；抓分方要抓夠 300 分中的 120 分。",
    ),
    user_seat=USER,
    stand_ins=(("You", "South"), ("Partner", "North")),  # a "Partner" of nobody at the table
    scored_in=LEVELS,
    level_seats=(
        Text("East, an opponent", "东家（对手）", "東家（對手）"),
        Text("Your partner", "对家", "對家"),
        Text("West, an opponent", "西家（对手）", "西家（對手）"),
    ),
)
