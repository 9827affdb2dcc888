"""Chinese Poker's entry for the game registry.

The user is seat 1, so that with a house preset seat 0 is always the bank. Without a house the
deal passes clockwise (seat order) each hand; the dealer only matters for the order of payments
under the chip cap. With the chip cap, each seat plays the next deal with its bankroll as chips,
and a seat that has run out buys a fresh stack of `bankroll` chips.
"""
from __future__ import annotations

from ..games import GameSpec
from .rules import ChinesePokerRules, resolve
from .state import ChinesePokerState

USER = 1


def seat_names(rules: ChinesePokerRules) -> list[str]:
    names = ["House" if rules.has_house else "AI 1", "You"]
    first_ai = 1 if rules.has_house else 2
    return names + [f"AI {i}" for i in range(first_ai, first_ai + rules.players - 2)]


def new_hand(rules: ChinesePokerRules, table: dict) -> ChinesePokerState:
    return ChinesePokerState(rules, int(table.get("dealer", 0)), table.get("chips"))


def first_table(rules: ChinesePokerRules) -> dict:
    table = {"dealer": 0}
    if resolve(rules).chip_cap:
        table["chips"] = [float(rules.bankroll)] * rules.players
    return table


def next_table(rules: ChinesePokerRules, table: dict, bankrolls: list,
               state=None) -> dict:
    dealer = 0 if rules.has_house else (int(table.get("dealer", 0)) + 1) % rules.players
    out = {"dealer": dealer}
    if resolve(rules).chip_cap:
        out["chips"] = [float(b) if b > 0 else float(rules.bankroll) for b in bankrolls]
    return out


SPEC = GameSpec(
    id="chinese-poker", title="Chinese Poker", chinese_title="十三张",
    rules_from_dict=ChinesePokerRules.from_dict, new_hand=new_hand, next_table=next_table,
    first_table=first_table, seat_names=seat_names, ai_levels=("greedy", "strong"),
    user_seat=USER, hand_stake=lambda rules: float(rules.unit),
    house_seats=lambda rules: (0,) if rules.has_house else (),
)
