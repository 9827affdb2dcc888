"""Small Mahjong's rule options and their names (dominoes.md §5.3)."""

from __future__ import annotations

from ..options import Choice, Option, OptionSchema, Preset, Text, bankroll, chips_per_point, players

OPTIONS = (
    players(3, 4),
    chips_per_point(),
    bankroll(
        6,
        step=10,
        help=Text(
            "Two Double Sets cost each other player 6 points: the most one hand costs.",
            "两组双同要其他每位玩家各付 6 分，是一局最多的输额。",
            "兩組雙同要其他每位玩家各付 6 分，是一局最多的輸額。",
        ),
    ),
    Option(
        "claim_order",
        Text(
            "A discard wanted by several players",
            "几位玩家都要同一张打出的牌时",
            "幾位玩家都要同一張打出的牌時",
        ),
        (
            Choice(
                "nearest",
                Text(
                    "The nearest player takes it, even over a farther win",
                    "离打牌者最近的玩家拿走这张牌，即使更远的玩家能胡牌",
                    "離打牌者最近的玩家拿走這張牌，即使更遠的玩家能胡牌",
                ),
            ),
            Choice(
                "win-first",
                Text(
                    "A win comes first (Mahjong-style)",
                    "胡牌优先（与麻将相同）",
                    "胡牌優先（與麻將相同）",
                ),
            ),
        ),
        help=Text(
            "Who takes a discard that several players want.",
            "几位玩家都想要同一张打出的牌时，由谁拿。",
            "幾位玩家都想要同一張打出的牌時，由誰拿。",
        ),
    ),
    Option(
        "after_draw",
        Text(
            "After a drawn hand, the next one starts with",
            "流局后，下一局先手",
            "流局後，下一局先手",
        ),
        (
            Choice("repeat", Text("The same player", "同一位玩家", "同一位玩家")),
            Choice("rotate", Text("The next player in turn", "下一位玩家", "下一位玩家")),
        ),
        help=Text(
            "Who starts the hand after one nobody won.",
            "流局之后，下一局由谁先开始。",
            "流局之後，下一局由誰先開始。",
        ),
    ),
)
PRESETS = (
    Preset(
        "mahjong-style",
        Text(
            "Mahjong-style: a win comes first, the start rotates",
            "麻将式：胡牌优先，流局轮流先手",
            "麻將式：胡牌優先，流局輪流先手",
        ),
        {"claim_order": "win-first", "after_draw": "rotate"},
    ),
)


def _rules_class() -> type:
    from .rules import SmallMahjongRules

    return SmallMahjongRules


SCHEMA = OptionSchema(_rules_class, OPTIONS, PRESETS)
