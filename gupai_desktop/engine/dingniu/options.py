"""Ding Niu's rule options and their names: the stakes and the house rules where the sources
differ (dominoes.md §3.5), each defaulting to the resolution the rules document adopts."""

from __future__ import annotations

from ..options import Choice, Option, OptionSchema, Preset, Text, bankroll, chips_per_point

OPTIONS = (
    chips_per_point(),
    bankroll(
        12,
        step=10,
        help=Text(
            "A losing SuanZhang costs 12 points, so a bankroll starts at 12 or more.",
            "算帐失败要付 12 分，所以初始筹码至少为 12。",
            "算帳失敗要付 12 分，所以初始籌碼至少為 12。",
        ),
    ),
    Option(
        "loser_ties",
        Text("Ties for 2nd to 4th place", "第二至第四名点数相同时", "第二至第四名點數相同時"),
        (
            Choice(
                "upper",
                Text(
                    "The later player places higher",
                    "归上手：出牌顺序靠后的玩家名次在前",
                    "歸上手：出牌順序靠後的玩家名次在前",
                ),
            ),
            Choice(
                "nearer",
                Text(
                    "The player nearer the leader places higher",
                    "归下手：离头牌较近的玩家名次在前",
                    "歸下手：離頭牌較近的玩家名次在前",
                ),
            ),
        ),
        # A new user read the scoring window's first-place tie, won by the player nearer the
        # leader, as this option contradicted: it says which rule first place keeps.
        help=Text(
            "A tie for first place always goes to the player nearer the leader in playing "
            "order (the leader first); this choice is for the places below.",
            "第一名点数相同时总是离头牌较近的玩家获胜（头家最近）；此项只管后面的名次。",
            "第一名點數相同時總是離頭牌較近的玩家獲勝（頭家最近）；此項只管後面的名次。",
        ),
    ),
    Option(
        "after_classic",
        Text("After a Classic block", "经典堵死之后", "經典堵死之後"),
        (
            Choice(
                "continue",
                Text(
                    "Play on: only the blocked doubles can be laid",
                    "继续出牌：只有被堵点数的对牌还能接",
                    "繼續出牌：只有被堵點數的對牌還能接",
                ),
            ),
            Choice("end", Text("The hand ends at once", "本局立即结束", "本局立即結束")),
        ),
        help=Text(
            "A Classic block: both open ends show a number (1-1, 2-3, 4-4 or 5-5) no tile off "
            "the line can answer but the doubles; play can go on with those doubles, or stop.",
            "经典堵死：两个开放端的点数（1-1、2-3、4-4 或 5-5）除了对牌外已无牌能接；可以继续只出这些对牌，"
            "或者立即结束。",
            "經典堵死：兩個開放端的點數（1-1、2-3、4-4 或 5-5）除了對牌外已無牌能接；可以繼續只出這些對牌，"
            "或者立即結束。",
        ),
    ),
    Option(
        "suanzhang_success",
        Text("A SuanZhang player wins with", "算帐的玩家怎样才算赢", "算帳的玩家怎樣才算贏"),
        (
            Choice(
                "winner",
                Text(
                    "First place, ties broken as usual",
                    "得第一名（平局按常规判定）",
                    "得第一名（平局按常規判定）",
                ),
            ),
            Choice("strict", Text("Strictly the fewest points", "点数严格最少", "點數嚴格最少")),
        ),
        help=Text(
            'SuanZhang (算帐, "settling the account"): the player who blocks the layout '
            "so that nobody can play on.",
            "算帐：把牌龙堵死、使别人都接不上的玩家。",
            "算帳：把牌龍堵死、使別人都接不上的玩家。",
        ),
    ),
    Option(
        "losing_suanzhang",
        Text("A losing SuanZhang player", "算帐的玩家输了时", "算帳的玩家輸了時"),
        (
            Choice(
                "always",
                Text(
                    "Always pays the winner 12 alone",
                    "总是由他一人付给赢家 12",
                    "總是由他一人付給贏家 12",
                ),
            ),
            Choice(
                "biggest",
                Text(
                    "Pays 12 alone only from 4th place",
                    "只有得第四名时才由他一人付 12",
                    "只有得第四名時才由他一人付 12",
                ),
            ),
        ),
        help=Text(
            "What a player who blocked the line on purpose (SuanZhang) pays when he does not win: the winner's 12 alone, always, or only from 4th place.",
            "故意堵死（算帐）却没有赢的玩家要付多少：总是由他一人付给赢家 12，或只在第 4 名时才如此。",
            "故意堵死（算帳）卻沒有贏的玩家要付多少：總是由他一人付給贏家 12，或只在第 4 名時才如此。",
        ),
    ),
    Option(
        "smothered",
        Text("Smothered blocks count for", "闷死检查的点数", "悶死檢查的點數"),
        (
            Choice("four-five", Text("Fours and Fives", "四点和五点", "四點和五點")),
            Choice("all", Text("Every value", "所有点数", "所有點數")),
        ),
        help=Text(
            "A smothered block: tiles with a value are still to be played, but no run of the "
            "tiles left leads from either end to that value, so they can never be laid.",
            "闷死：还有带某个点数的牌没出，但用剩下的牌从哪一端都接不到这个点数，这些牌再也出不了。",
            "悶死：還有帶某個點數的牌沒出，但用剩下的牌從哪一端都接不到這個點數，這些牌再也出不了。",
        ),
    ),
    Option(
        "first_lead",
        Text("Later hands are led by", "以后各局先出牌的是", "以後各局先出牌的是"),
        (
            Choice("winner", Text("The last hand's winner", "上一局的赢家", "上一局的贏家")),
            Choice(
                "rotate",
                Text("The next seat in turn", "下一位玩家，轮流先出", "下一位玩家，輪流先出"),
            ),
        ),
        help=Text(
            "Who leads after the first hand (the first is led by the dice).",
            "第一局之后由谁先出（第一局由掷骰决定）。",
            "第一局之後由誰先出（第一局由擲骰決定）。",
        ),
    ),
    Option(
        "lead_restriction",
        Text(
            "A lead must leave another player a tile to play",
            "头牌限制：不能出别人都接不上的头牌",
            "頭牌限制：不能出別人都接不上的頭牌",
        ),
        help=Text(
            "The leader may not lead a tile nobody else could answer (he holds every other tile showing its pips), unless every tile he holds is such a tile.",
            "先出的玩家不能出别人都接不上的牌（显示其点数的其他牌都在他手里），除非他手上的牌都是这样。",
            "先出的玩家不能出別人都接不上的牌（顯示其點數的其他牌都在他手裡），除非他手上的牌都是這樣。",
        ),
    ),
    Option(
        "voluntary_face_down",
        Text(
            "A tile may go face down even when one can be played",
            "能接牌时也可以扣牌",
            "能接牌時也可以扣牌",
        ),
        help=Text(
            "A player who could play may lay a tile face down instead.",
            "能接牌的玩家也可以改为扣下一张牌。",
            "能接牌的玩家也可以改為扣下一張牌。",
        ),
    ),
)
PRESETS = (
    Preset(
        "strict",
        Text(
            "Strict: SuanZhang needs the fewest points, hands end on a block",
            "严格：算帐须点数最少，堵死即结束",
            "嚴格：算帳須點數最少，堵死即結束",
        ),
        {"suanzhang_success": "strict", "after_classic": "end"},
    ),
    Preset(
        "free",
        Text(
            "Free play: face down at will, any lead",
            "自由：可随时扣牌，头牌不限",
            "自由：可隨時扣牌，頭牌不限",
        ),
        {"voluntary_face_down": True, "lead_restriction": False},
    ),
)


def _rules_class() -> type:
    from .rules import DingNiuRules

    return DingNiuRules


SCHEMA = OptionSchema(_rules_class, OPTIONS, PRESETS)
