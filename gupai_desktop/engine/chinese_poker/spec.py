"""Chinese Poker's entry for the game registry.

The user is seat 1, so that with a house preset seat 0 is always the bank. Without a house the
deal passes clockwise (seat order) each hand; the dealer only matters for the order of payments
under the chip cap. With the chip cap, each seat plays the next deal with its bankroll as chips,
and a seat that has run out buys a fresh stack of `bankroll` chips.
"""

from __future__ import annotations

from typing import Any

from ..games import GameSpec
from ..options import Choice, Text
from .options import SCHEMA

USER = 1


def rules_from_dict(d: dict):
    from .rules import ChinesePokerRules

    return ChinesePokerRules.from_dict(d)


def _chip_cap(rules) -> bool:
    from .rules import resolve

    return resolve(rules).chip_cap


def seat_name(seat: int, has_house: bool) -> str:
    """Seat 0 is the house, or AI 1 where there is none; seat 1 the user; the AI seats after
    them are numbered on from there (AI 1, AI 2 beside a house; AI 2, AI 3 beside AI 1)."""
    if seat == 1:
        return "You"
    if seat == 0:
        return "House" if has_house else "AI 1"
    return f"AI {seat - 1 if has_house else seat}"


def seat_names(rules) -> list[str]:
    return [seat_name(seat, rules.has_house) for seat in range(rules.players)]


def new_hand(rules, table: dict):
    from .state import ChinesePokerState

    return ChinesePokerState(rules, table.get("dealer", 0), table.get("chips"))


def first_table(rules) -> dict:
    table: dict[str, Any] = {"dealer": 0}
    if _chip_cap(rules):
        table["chips"] = [float(rules.bankroll)] * rules.players
    return table


def next_table(rules, table: dict, bankrolls: list, state=None) -> dict:
    dealer = 0 if rules.has_house else (int(table.get("dealer", 0)) + 1) % rules.players
    out = {"dealer": dealer}
    if _chip_cap(rules):
        out["chips"] = [float(b) if b > 0 else float(rules.bankroll) for b in bankrolls]
    return out


SPEC = GameSpec(
    id="chinese-poker",
    titles=Text("Chinese Poker", "十三张", "十三張"),
    blurb=Text(
        "Thirteen cards set into three poker hands of 3, 5 and 5; seven ways to pay, from "
        "one unit a row to Malayan, Vietnamese, Singaporean and casino play.",
        "十三张牌分成 3、5、5 张的三手扑克牌；七种赔付方案，从每道 1 分到马来亚、越南、新加坡和赌场玩法。",
        "十三張牌分成 3、5、5 張的三手撲克牌；七種賠付方案，從每道 1 分到馬來亞、越南、新加坡和賭場玩法。",
    ),
    options=SCHEMA,
    levels=(
        Choice("greedy", Text("Strongest back first", "尾道优先最大", "尾道優先最大")),
        Choice("strong", Text("Best expected payment", "期望收益最高", "期望收益最高")),
    ),
    rules_from_dict=rules_from_dict,
    new_hand=new_hand,
    next_table=next_table,
    first_table=first_table,
    seat_names=seat_names,
    page="gupai_desktop.games.chinese_poker.page:ChinesePokerPage",
    rules_tables="gupai_desktop.games.chinese_poker.payment_tables:payment_tables",
    ai="gupai_desktop.ai.chinese_poker",
    cli="gupai_desktop.cli.chinese_poker",
    emblem="As Kh Qd Jc Ts",
    note=Text(
        "Set your 13 cards into a front of 3, a middle of 5 and a back of 5; the back must "
        "be at least as strong as the middle, and the middle as the front.",
        "把 13 张牌分成头道 3 张、中道 5 张、尾道 5 张；尾道不能小于中道，中道不能小于头道。",
        "把 13 張牌分成頭道 3 張、中道 5 張、尾道 5 張；尾道不能小於中道，中道不能小於頭道。",
    ),
    user_seat=USER,
    hand_stake=lambda rules: float(rules.unit),
    house_seats=lambda rules: (0,) if rules.has_house else (),
)
