"""Chinese Poker's rule options and their names: the payment schedule (a preset of the seed) and
each variation of the seed on top of it. An option left at None takes the schedule's value."""

from __future__ import annotations

from ..options import Choice, Option, OptionSchema, Preset, Text, bankroll, chips_per_point, players

AS_PAYMENTS = Text("As the payments say", "按赔付方案", "按賠付方案")
YES, NO = Text("Yes", "是", "是"), Text("No", "否", "否")
# Singapore's own special hands are played when chosen, or when its payments are and the
# special hands are left to them.
SINGAPORE = (("specials", "singapore"), ("preset", "singapore"))


def _tristate(key: str, label: Text, **kw) -> Option:
    return Option(
        key, label, (Choice(None, AS_PAYMENTS), Choice(True, YES), Choice(False, NO)), **kw
    )


OPTIONS = (
    players(2, 4),
    chips_per_point(Text("Chips per unit", "每分筹码数", "每分籌碼數")),
    bankroll(10, label=Text("Starting bankroll (chips)", "初始筹码", "初始籌碼")),
    Option(
        "preset",
        Text("Payments", "赔付方案", "賠付方案"),
        (
            Choice("basic", Text("Basic: one unit a row", "基本：每道 1 分", "基本：每道 1 分")),
            Choice(
                "bonus",
                Text(
                    "Bonuses for strong hands (the typical scale)",
                    "大牌奖励（常见奖励）",
                    "大牌獎勵（常見獎勵）",
                ),
            ),
            Choice(
                "specials", Text("Bonuses and special hands", "奖励与特殊牌型", "獎勵與特殊牌型")
            ),
            Choice(
                "malayan",
                Text(
                    "Malayan: the players against the bank",
                    "马来亚：玩家对庄家",
                    "馬來亞：玩家對莊家",
                ),
            ),
            Choice(
                "vietnamese", Text("Vietnamese (Xập Xám)", "越南（Xập Xám）", "越南（Xập Xám）")
            ),
            Choice("singapore", Text("Singapore (Claims)", "新加坡（报到）", "新加坡（報到）")),
            Choice(
                "hawaiian-gardens",
                Text("Hawaiian Gardens casino", "夏威夷花园赌场", "夏威夷花園賭場"),
            ),
        ),
        group="table",
        base=True,
        help=Text(
            "Help → Rules describes each schedule; the scoring window shows every payment of "
            "a hand.",
            "“帮助 → 规则”介绍每种赔付方案；结算窗口列出一局的每笔赔付。",
            "「幫助 → 規則」介紹每種賠付方案；結算視窗列出一局的每筆賠付。",
        ),
    ),
    Option(
        "wheel",
        Text("Straights", "顺子", "順子"),
        (
            Choice(
                "low",
                Text(
                    "A-2-3-4-5 is the lowest straight",
                    "A-2-3-4-5 是最小的顺子",
                    "A-2-3-4-5 是最小的順子",
                ),
            ),
            Choice(
                "second",
                Text(
                    "A-2-3-4-5 ranks just under A-K-Q-J-T",
                    "A-2-3-4-5 仅次于 A-K-Q-J-10",
                    "A-2-3-4-5 僅次於 A-K-Q-J-10",
                ),
            ),
        ),
        help=Text(
            "Where A-2-3-4-5 ranks among straights (and straight flushes).",
            "A-2-3-4-5 在顺子（和同花顺）中的大小。",
            "A-2-3-4-5 在順子（和同花順）中的大小。",
        ),
    ),
    _tristate(
        "house",
        Text(
            "Against the house (the bank wins tied rows)",
            "对庄家（平局的道归庄家）",
            "對莊家（平局的道歸莊家）",
        ),
        help=Text(
            "Yes: every player plays the bank alone, and a tied row goes to the bank. "
            '"As the payments say" leaves it to the schedule chosen above.',
            "是：每位玩家只和庄家比，平局的道归庄家。“按赔付方案”表示由上面选的赔付方案决定。",
            "是：每位玩家只和莊家比，平局的道歸莊家。「按賠付方案」表示由上面選的賠付方案決定。",
        ),
    ),
    Option(
        "scoring",
        Text("Scoring", "结算方式", "結算方式"),
        (
            Choice(None, AS_PAYMENTS),
            Choice(
                "rows",
                Text("Row by row against each player", "逐道与每位玩家比", "逐道與每位玩家比"),
            ),
            Choice(
                "two-of-three",
                Text("Two rows of three win the hand", "三道赢两道即赢", "三道贏兩道即贏"),
            ),
            Choice("pool", Text("Winning from a pool", "奖池玩法", "獎池玩法")),
            Choice("single-winner", Text("Single winner", "唯一赢家", "唯一贏家")),
        ),
        help=Text(
            "How a hand is paid: row by row between every two players; the hand to whoever "
            "wins two rows of three; a pool of 3 units each, 4 to the best of each row; or "
            "one winner who beats every other player on two rows of three.",
            "一局怎么赔付：每两名玩家之间逐道比；三道赢两道者赢整手；每人出 3 分进奖池，每道最大者拿 4 分；"
            "或者只有对每位玩家都赢两道的人才算赢家。",
            "一局怎麼賠付：每兩名玩家之間逐道比；三道贏兩道者贏整手；每人出 3 分進獎池，每道最大者拿 4 分；"
            "或者只有對每位玩家都贏兩道的人才算贏家。",
        ),
    ),
    Option(
        "royalties",
        Text("Bonuses for strong rows", "大牌奖励", "大牌獎勵"),
        (
            Choice(None, AS_PAYMENTS),
            Choice("none", Text("None", "无", "無")),
            Choice("typical", Text("The typical scale", "常见奖励", "常見獎勵")),
            Choice(
                "typical-extra",
                Text(
                    "Extra payments counted for losing hands too",
                    "输的牌也计额外奖励",
                    "輸的牌也計額外獎勵",
                ),
            ),
            Choice("malayan", Text("Malayan", "马来亚", "馬來亞")),
            Choice("vietnamese", Text("Vietnamese", "越南", "越南")),
            Choice("singapore", Text("Singapore", "新加坡", "新加坡")),
            Choice("hawaiian-gardens", Text("Hawaiian Gardens", "夏威夷花园", "夏威夷花園")),
        ),
        help=Text(
            "Extra units for a strong row, such as three of a kind in the front; the rules "
            "page gives every table.",
            "强牌的道额外得分，例如头道三条；规则页列出每一种奖励表。",
            "強牌的道額外得分，例如頭道三條；規則頁列出每一種獎勵表。",
        ),
    ),
    Option(
        "specials",
        Text("Special hands", "特殊牌型", "特殊牌型"),
        (
            Choice(None, AS_PAYMENTS),
            Choice("none", Text("None", "无", "無")),
            Choice("typical", Text("The typical schedule", "常见牌型", "常見牌型")),
            Choice("malayan", Text("Malayan", "马来亚", "馬來亞")),
            Choice("vietnamese", Text("Vietnamese", "越南", "越南")),
            Choice("singapore", Text("Singapore", "新加坡", "新加坡")),
            Choice("hawaiian-gardens", Text("Hawaiian Gardens", "夏威夷花园", "夏威夷花園")),
        ),
        help=Text(
            "Which 13-card special hands may be declared, and what each wins; Help → Rules gives every schedule.",
            "可以报哪些 13 张特殊牌型，各赢多少；“帮助 → 规则”列出每种方案。",
            "可以報哪些 13 張特殊牌型，各贏多少；「幫助 → 規則」列出每種方案。",
        ),
    ),
    Option(
        "middle_extra",
        Text("Higher payment in the middle", "中道奖励加一", "中道獎勵加一"),
        help=Text(
            "Four of a kind and a straight flush in the middle row pay one unit more than the bonus table says.",
            "中道的铁支和同花顺比奖励表多得 1 分。",
            "中道的鐵支和同花順比獎勵表多得 1 分。",
        ),
    ),
    Option(
        "sweep_bonus",
        Text("Sweep bonus", "打枪奖励", "打槍獎勵"),
        (
            Choice(0, Text("None", "无", "無")),
            Choice(1, Text("+1 unit", "+1 分", "+1 分")),
            Choice(3, Text("+3 units", "+3 分", "+3 分")),
        ),
        help=Text(
            "Extra units for winning all three rows against a player.",
            "对某位玩家三道全赢时额外得的分数。",
            "對某位玩家三道全贏時額外得的分數。",
        ),
    ),
    Option(
        "sweep_multiplier",
        Text("Sweep multiplier", "打枪倍数", "打槍倍數"),
        (
            Choice("none", Text("None", "无", "無")),
            Choice(
                "double-triple",
                Text(
                    "Double one opponent, triple all (Vietnam)",
                    "打一家翻倍，全打三倍（越南）",
                    "打一家翻倍，全打三倍（越南）",
                ),
            ),
            Choice(
                "double-all",
                Text(
                    "Double when sweeping everyone (Singapore)",
                    "全打翻倍（新加坡）",
                    "全打翻倍（新加坡）",
                ),
            ),
        ),
        help=Text(
            "Winning all three rows multiplies what that pair pays: Vietnam doubles it (triples it against everyone), Singapore doubles it only against everyone.",
            "三道全赢时这一对的赔付加倍：越南打一家翻倍（全打三倍），新加坡只在全打时翻倍。",
            "三道全贏時這一對的賠付加倍：越南打一家翻倍（全打三倍），新加坡只在全打時翻倍。",
        ),
    ),
    Option(
        "overall_point",
        Text(
            "The overall point: the net winner of each pair gets 1 more",
            "总分奖励：每两名玩家之间净赢的一方再得 1 分",
            "總分獎勵：每兩名玩家之間淨贏的一方再得 1 分",
        ),
        help=Text(
            "In each pair, whoever wins more in all gets one unit more.",
            "每两名玩家之间，总共赢得多的一方再得 1 分。",
            "每兩名玩家之間，總共贏得多的一方再得 1 分。",
        ),
    ),
    _tristate(
        "surrender",
        Text("Surrender allowed", "允许投降", "允許投降"),
        help=Text(
            "Whether a player may give up a hand before the showdown, for a fixed cost to each opponent.",
            "是否允许在比牌前放弃一局，向每位对手付固定的分数。",
            "是否允許在比牌前放棄一局，向每位對手付固定的分數。",
        ),
    ),
    Option(
        "surrender_cost",
        Text(
            "Surrender costs (units per opponent)", "投降代价（每位对手）", "投降代價（每位對手）"
        ),
        (
            Choice(None, AS_PAYMENTS),
            Choice(1, Text("1", "1", "1")),
            Choice(2, Text("2", "2", "2")),
            Choice(3, Text("3", "3", "3")),
        ),
        shown=False,
        help=Text(
            "What a surrender pays each opponent who plays the hand out.",
            "投降时付给每位打完这一局的对手的分数。",
            "投降時付給每位打完這一局的對手的分數。",
        ),
    ),
    Option(
        "pool_sweep",
        Text(
            "Pool: three rows take the whole pool",
            "奖池：三道全赢拿走整个奖池",
            "獎池：三道全贏拿走整個獎池",
        ),
        needs=(("scoring", "pool"),),
        help=Text(
            "Pool scoring: a player who wins all three rows alone also takes 3 units from each player.",
            "奖池玩法：独赢三道的玩家另从每位玩家那里得 3 分。",
            "獎池玩法：獨贏三道的玩家另從每位玩家那裡得 3 分。",
        ),
    ),
    Option(
        "dragon_value",
        Text("Singapore's Dragon pays", "新加坡一条龙赔付", "新加坡一條龍賠付"),
        (
            Choice(13, Text("13 units", "13 分", "13 分")),
            Choice(26, Text("26 units", "26 分", "26 分")),
        ),
        needs=SINGAPORE,
        help=Text(
            "What Singapore's Dragon (one card of every rank) wins from each ordinary hand.",
            "新加坡的一条龙（每个点数各一张）从每一手普通牌赢得的分数。",
            "新加坡的一條龍（每個點數各一張）從每一手普通牌贏得的分數。",
        ),
    ),
    Option(
        "small_cards_max",
        Text("Singapore's small cards go up to", "新加坡小牌最大到", "新加坡小牌最大到"),
        (Choice(9, Text("9", "9", "9")), Choice(10, Text("10", "10", "10"))),
        needs=SINGAPORE,
        help=Text(
            'Singapore\'s "small cards" special: every card up to this rank.',
            "新加坡的“小牌”特殊牌型：每张牌都不大于这个点数。",
            "新加坡的「小牌」特殊牌型：每張牌都不大於這個點數。",
        ),
    ),
    Option(
        "aces",
        Text(
            "Aces side bet (1, 2, 6, 8 for 1-4 aces)",
            "A 牌附加注（1-4 张 A 得 1、2、6、8）",
            "A 牌附加注（1-4 張 A 得 1、2、6、8）",
        ),
        help=Text(
            "A side bet on aces: each pair settles 1, 2, 6 or 8 units for one to four aces held.",
            "A 的附加注：每两名玩家按持有 1 至 4 张 A 结算 1、2、6 或 8 分。",
            "A 的附加注：每兩名玩家按持有 1 至 4 張 A 結算 1、2、6 或 8 分。",
        ),
    ),
    _tristate(
        "chip_cap",
        Text(
            "Nobody wins or loses more chips than they have",
            "输赢不超过自己的筹码",
            "輸贏不超過自己的籌碼",
        ),
        help=Text(
            "Payments are made in chips that cannot go below zero, pair by pair clockwise from the dealer, special hands first.",
            "用不能少于零的筹码结算，从发牌者开始按顺时针逐对结算，特殊牌型先结算。",
            "用不能少於零的籌碼結算，從發牌者開始按順時針逐對結算，特殊牌型先結算。",
        ),
    ),
    Option(
        "fouls",
        Text("A foul hand", "相公（倒水）", "相公（倒水）"),
        (
            Choice("reject", Text("Is refused", "不允许", "不允許")),
            Choice(
                "scoop",
                Text(
                    "Loses every row (imported hands)",
                    "三道全输（导入的牌局）",
                    "三道全輸（匯入的牌局）",
                ),
            ),
        ),
        shown=False,
        help=Text(
            "A setting whose rows are out of order: refused at the table; in imported hands, it may lose every row instead.",
            "顺序不对（倒水）的配法：牌桌上不允许；在导入的牌局中，可以改为各道全输。",
            "順序不對（倒水）的配法：牌桌上不允許；在匯入的牌局中，可以改為各道全輸。",
        ),
    ),
)
# The seed's variations, each a set of options on top of the chosen payments.
PRESETS = (
    Preset(
        "house",
        Text(
            "Against the house (the bank wins tied rows)",
            "对庄家（平局的道归庄家）",
            "對莊家（平局的道歸莊家）",
        ),
        {"house": True},
    ),
    Preset(
        "middle",
        Text("Higher payment in the middle", "中道奖励加一", "中道獎勵加一"),
        {"middle_extra": True},
    ),
    Preset(
        "losing",
        Text("Extra payments counted for losing hands", "输的牌也计额外奖励", "輸的牌也計額外獎勵"),
        {"royalties": "typical-extra"},
    ),
    Preset("surrender", Text("Surrender allowed", "允许投降", "允許投降"), {"surrender": True}),
    Preset("single", Text("Single winner", "唯一赢家", "唯一贏家"), {"scoring": "single-winner"}),
    Preset("pool", Text("Winning from a pool", "奖池玩法", "獎池玩法"), {"scoring": "pool"}),
    Preset(
        "pool-sweep",
        Text(
            "Winning from a pool, with the whole-pool sweep",
            "奖池玩法，三道全赢拿走整个奖池",
            "獎池玩法，三道全贏拿走整個獎池",
        ),
        {"scoring": "pool", "pool_sweep": True},
    ),
)


def _rules_class() -> type:
    from .rules import ChinesePokerRules

    return ChinesePokerRules


SCHEMA = OptionSchema(_rules_class, OPTIONS, PRESETS)
