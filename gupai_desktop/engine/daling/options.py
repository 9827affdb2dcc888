"""Da Ling's rule options and their names (dominoes.md §4.3)."""

from __future__ import annotations

from ..options import Choice, Option, OptionSchema, Preset, Text, bankroll, players

OPTIONS = (
    players(2, 5),
    Option(
        "stakes",
        Text(
            "Stakes (1-, 2-, 3-tile groups)",
            "注码（一张组、两张组、三张组）",
            "注碼（一張組、兩張組、三張組）",
        ),
        (
            Choice(
                "classic", Text("3 / 7 / 15 (classic)", "3 / 7 / 15（传统）", "3 / 7 / 15（傳統）")
            ),
            Choice("modern", Text("1 / 2 / 3 (modern)", "1 / 2 / 3（现代）", "1 / 2 / 3（現代）")),
        ),
        group="table",
        # (`gupai daling`'s own --stakes takes any three numbers; a game and its record
        # take these two, so the help said of `--rule stakes=2,4,8` what was refused)
        help=Text(
            "What a player stakes on the groups of one, two and three tiles.",
            "一张组、两张组、三张组各押的注码。",
            "一張組、兩張組、三張組各押的注碼。",
        ),
    ),
    bankroll(10),
    Option(
        "banker",
        Text(
            "A non-playing banker (the house) sits at the table",
            "设一位不参与比牌的庄家（赌场）",
            "設一位不參與比牌的莊家（賭場）",
        ),
        help=Text(
            "A banker who plays no tiles deals the hands; with it, a group nobody matches may go to the banker, and casino mode charges the absolute winner a fee.",
            "不打牌的庄家负责发牌；有庄家时，无人命中的一组可归庄家，赌场模式下全中者要缴抽水。",
            "不打牌的莊家負責發牌；有莊家時，無人命中的一組可歸莊家，賭場模式下全中者要繳抽水。",
        ),
    ),
    Option(
        "house_fee",
        Text(
            "Casino: an absolute winner pays the house 1 chip",
            "赌场抽水：全中者向赌场缴纳 1 个筹码",
            "賭場抽水：全中者向賭場繳納 1 個籌碼",
        ),
        needs=(("banker", True),),
        help=Text(
            "Casino mode: the absolute winner pays the house 1 chip.",
            "赌场模式：全中者向赌场缴纳 1 个筹码。",
            "賭場模式：全中者向賭場繳納 1 個籌碼。",
        ),
    ),
    Option(
        "tied_absolute",
        Text("Tied absolute winners", "全中者并列时", "全中者並列時"),
        (
            Choice("groups", Text("Settle group by group", "逐组结算", "逐組結算")),
            Choice("push", Text("Everything pushes", "全部和局", "全部和局")),
        ),
        help=Text(
            "Two players whose three groups all match, with the same pips of the game's "
            "colour: the hand is settled group by group, or nobody wins or pays.",
            "两名玩家三组全中、本局颜色的点数又相同时：逐组结算，或者谁也不输不赢。",
            "兩名玩家三組全中、本局顏色的點數又相同時：逐組結算，或者誰也不輸不贏。",
        ),
    ),
    Option(
        "unmatched_group",
        Text("A group nobody matches", "无人命中的组", "無人命中的組"),
        (
            Choice("stay", Text("The stakes stay", "注码不动", "注碼不動")),
            Choice("banker", Text("The banker takes the stakes", "庄家收走注码", "莊家收走注碼")),
        ),
        needs=(("banker", True),),
        help=Text(
            "When nobody matches a group, its stakes stay with their players, or go to the banker. A tie on colour pips always leaves them where they are.",
            "某组无人命中时，这组的注码留在各人手里，或归庄家；颜色点数并列时注码一律不动。",
            "某組無人命中時，這組的注碼留在各人手裡，或歸莊家；顏色點數並列時注碼一律不動。",
        ),
    ),
)
PRESETS = (
    Preset(
        "modern",
        Text("Modern stakes 1 / 2 / 3", "现代注码 1 / 2 / 3", "現代注碼 1 / 2 / 3"),
        {"stakes": "modern"},
    ),
    Preset(
        "casino",
        Text(
            "Casino: a house banker takes a fee and unmatched stakes",
            "赌场：庄家抽水并收走无人命中的注码",
            "賭場：莊家抽水並收走無人命中的注碼",
        ),
        {"banker": True, "house_fee": True, "unmatched_group": "banker"},
    ),
)


def _rules_class() -> type:
    from .rules import DaLingRules

    return DaLingRules


SCHEMA = OptionSchema(_rules_class, OPTIONS, PRESETS)
