"""Pai Gow's rule options and their names (read by New Game, the CLI, rules help and records)."""

from __future__ import annotations

from ..options import Choice, Option, OptionSchema, Preset, Text, bankroll

OPTIONS = (
    Option(
        "ai_players",
        Text("AI players besides the house", "电脑玩家（不含赌场）", "電腦玩家（不含賭場）"),
        minimum=0,
        maximum=6,
        group="table",
        help=Text(
            "How many AI players sit beside you, each setting its own tiles against the bank.",
            "你旁边坐几位电脑玩家，各自配牌与庄家比。",
            "你旁邊坐幾位電腦玩家，各自配牌與莊家比。",
        ),
    ),  # rules.MAX_AI
    Option(
        "stake",
        Text("Stake per hand", "每局注额", "每局注額"),
        minimum=1,
        maximum=10_000,
        group="table",
        help=Text(
            "Each player's bet every hand, in chips; the bank pays or takes it.",
            "每位玩家每局的注码（筹码）；由庄家赔付或收取。",
            "每位玩家每局的注碼（籌碼）；由莊家賠付或收取。",
        ),
    ),
    bankroll(10),
    Option(
        "banking",
        Text("Banking", "坐庄方式", "坐莊方式"),
        (
            Choice("house", Text("The house always banks", "始终由赌场坐庄", "始終由賭場坐莊")),
            Choice(
                "rotate",
                Text(
                    "The bank rotates among the seats (you included)",
                    "各座位轮流坐庄（包括你）",
                    "各座位輪流坐莊（包括你）",
                ),
            ),
        ),
        help=Text(
            "Who banks: the bank plays every other seat and pays or collects each stake; rotating, "
            "it passes each hand to the next seat counter-clockwise that can cover every bet.",
            "谁坐庄：庄家与其他每个座位比牌，赔付或收取每份注码；轮流坐庄时，每局按逆时针传给"
            "下一个付得起所有注码的座位。",
            "誰坐莊：莊家與其他每個座位比牌，賠付或收取每份注碼；輪流坐莊時，每局按逆時針傳給"
            "下一個付得起所有注碼的座位。",
        ),
    ),
    Option(
        "house_way",
        Text("The house sets its tiles by", "赌场配牌方法", "賭場配牌方法"),
        (
            Choice("foxwoods", Text("Foxwoods style", "福克斯伍兹式", "福克斯伍茲式")),
            Choice("nz", Text("New Zealand", "新西兰式", "紐西蘭式")),
        ),
        help=Text(
            "Foxwoods style follows the written steps of the Foxwoods house way; a few "
            "exceptions that survive only as pictures are left out, so now and then the "
            "house sets a hand differently from Foxwoods. New Zealand is the way of the "
            "New Zealand casinos.",
            "福克斯伍兹式按福克斯伍兹赌场配牌法的文字步骤配牌；只有图片流传的少数例外没有收录，"
            "所以偶尔会与该赌场配法不同。新西兰式是新西兰赌场的配牌法。",
            "福克斯伍茲式按福克斯伍茲賭場配牌法的文字步驟配牌；只有圖片流傳的少數例外沒有收錄，"
            "所以偶爾會與該賭場配法不同。紐西蘭式是紐西蘭賭場的配牌法。",
        ),
    ),
    Option(
        "commission",
        Text("Commission on winning bets", "赢注佣金", "贏注佣金"),
        minimum=0,
        maximum=0.25,
        step=0.01,
        help=Text(
            "The share of a winning bet paid to the house (the command line writes 5% as 0.05).",
            "赢注中付给赌场的比例（命令行把 5% 写作 0.05）。",
            "贏注中付給賭場的比例（命令列把 5% 寫作 0.05）。",
        ),
        percent=True,
    ),
)
PRESETS = (
    Preset("rotating-bank", Text("Rotating bank", "轮流坐庄", "輪流坐莊"), {"banking": "rotate"}),
    Preset(
        "new-zealand",
        Text("New Zealand house way", "新西兰配牌法", "紐西蘭配牌法"),
        {"house_way": "nz"},
    ),
    Preset(
        "no-commission",
        Text(
            "Home game: no commission, bank rotates",
            "家庭玩法：不抽佣，轮流坐庄",
            "家庭玩法：不抽佣，輪流坐莊",
        ),
        {"banking": "rotate", "commission": 0.0},
    ),
)


def _rules_class() -> type:
    from .rules import PaiGowRules

    return PaiGowRules


SCHEMA = OptionSchema(_rules_class, OPTIONS, PRESETS)
