"""Da Gunzi's rule options and their names: the flags of da-gunzi.md §5.11, where the sources
differ or say nothing, each defaulting to the resolution the rules document adopts. The Chinese
names are the players' own (§1 glossary)."""

from __future__ import annotations

from ..options import Choice, Option, OptionSchema, Preset, Text

OPTIONS = (
    Option(
        "match_cycles",
        Text("Cycles in a match", "比赛的轮数", "比賽的輪數"),
        minimum=1,
        maximum=99,
        group="table",
        help=Text(
            "A cycle runs from level 3 until a team passes 10 (出锅) or another result ends "
            "it; the team that wins more cycles wins the match.",
            "一轮从 3 打起，直到一方打过 10（出锅）或出现其他结束本轮的结果；"
            "赢得轮数多的一方赢得比赛。",
            "一輪從 3 打起，直到一方打過 10（出鍋）或出現其他結束本輪的結果；"
            "贏得輪數多的一方贏得比賽。",
        ),
    ),
    Option(
        "follow",
        Text("Following a led stick or roll", "跟棒规则（活棒/死棒）", "跟棒規則（活棒/死棒）"),
        (
            Choice(
                "live",
                Text(
                    "Live sticks (活棒): only the suit must be followed",
                    "活棒：只须跟花色，不必跟棒、跟滚",
                    "活棒：只須跟花色，不必跟棒、跟滾",
                ),
            ),
            Choice(
                "dead",
                Text(
                    "Dead sticks (死棒): a stick or roll must be matched when you can",
                    "死棒：有棒必须跟棒，有滚必须跟滚",
                    "死棒：有棒必須跟棒，有滾必須跟滾",
                ),
            ),
        ),
        help=Text(
            "Either way you follow the led suit first; a roll held without a stick "
            "need not be broken for a led stick.",
            "两种规则都必须先跟首家花色；没有棒只有滚子时，打棒不必拆滚子。",
            "兩種規則都必須先跟首家花色；沒有棒只有滾子時，打棒不必拆滾子。",
        ),
    ),
    Option(
        "must_play",
        Text("Must-play levels (必打)", "必打级", "必打級"),
        (
            Choice("3,10", Text("3 and 10", "3 和 10", "3 和 10")),
            Choice("10", Text("10 only", "只有 10", "只有 10")),
        ),
        help=Text(
            "An attacking team on a must-play level that takes the deal gains no level: "
            "it has to win that level as dealer.",
            "处在必打级的抓分方上台时不升级，必须坐庄打过这一级。",
            "處在必打級的抓分方上臺時不升級，必須坐莊打過這一級。",
        ),
    ),
    Option(
        "joker_levels",
        Text(
            "Buried jokers add levels (扣王升级)",
            "扣王加级：大王 2 级，小王 1 级",
            "扣王加級：大王 2 級，小王 1 級",
        ),
        help=Text(
            "On: a level-up is 1, plus 2 per Big Joker and 1 per Small Joker buried in "
            "the bottom; off: always 1, and buried jokers give blood only.",
            "开：升级为 1 级，再加底牌中每张大王 2 级、每张小王 1 级；关：只升 1 级，扣王只算血。",
            "開：升級為 1 級，再加底牌中每張大王 2 級、每張小王 1 級；關：只升 1 級，扣王只算血。",
        ),
    ),
    Option(
        "dry_pot_test",
        Text(
            "The revealed bottom is a dry pot (干锅) when it",
            "干锅的判定：亮出的底牌",
            "乾鍋的判定：亮出的底牌",
        ),
        (
            Choice(
                "suit-except-level",
                Text(
                    "has no trump-suit card (its 2 counts, its level card does not) or is all trumps",
                    "没有主花色牌（主 2 算，级牌不算），或全是主牌",
                    "沒有主花色牌（主 2 算，級牌不算），或全是主牌",
                ),
            ),
            Choice(
                "plain-suit-only",
                Text(
                    "has no plain trump-suit card (neither its 2 nor its level card counts) "
                    "or is all trumps",
                    "没有主花色的普通牌（主 2 和级牌都不算），或全是主牌",
                    "沒有主花色的普通牌（主 2 和級牌都不算），或全是主牌",
                ),
            ),
            Choice(
                "any-trump-except-level",
                Text(
                    "has no trump but level cards (jokers and 2s count) or is all trumps",
                    "除级牌外没有主牌（王和 2 都算主牌），或全是主牌",
                    "除級牌外沒有主牌（王和 2 都算主牌），或全是主牌",
                ),
            ),
            Choice(
                "off",
                Text("never: no dry pots", "不算干锅（不用此规则）", "不算乾鍋（不用此規則）"),
            ),
        ),
        help=Text(
            "A dry pot stays as dealt: no exchange, nobody buries jokers, and its jokers "
            "give no levels and no blood.",
            "干锅不能换底，谁也不能扣王，其中的王不加级也不算血。",
            "乾鍋不能換底，誰也不能扣王，其中的王不加級也不算血。",
        ),
    ),
    Option(
        "others_blocked_by_any_point",
        Text(
            "Any point card in the bottom stops others burying jokers",
            "底牌有分牌时，其他人不能扣王",
            "底牌有分牌時，其他人不能扣王",
        ),
        help=Text(
            "Off: the others may bury one joker for each bottom card they could pick up "
            "(neither a joker nor a 5, 10 or K).",
            "关：其他人扣王的张数不超过底牌中可捡的牌（王和 5、10、K 以外的牌）。",
            "關：其他人扣王的張數不超過底牌中可撿的牌（王和 5、10、K 以外的牌）。",
        ),
    ),
    Option(
        "tribute_return",
        Text("The dealer returns tribute (还贡) with", "庄家还贡的牌", "莊家還貢的牌"),
        (
            Choice(
                "any",
                Text(
                    "any cards of the dealer's choice", "任意牌，由庄家自选", "任意牌，由莊家自選"
                ),
            ),
            Choice(
                "lowest",
                Text(
                    "the dealer's lowest cards (not jokers)",
                    "庄家手中最小的牌（王除外）",
                    "莊家手中最小的牌（王除外）",
                ),
            ),
        ),
        help=Text(
            "The dealer gives back as many cards as the tribute (喝血) brought, so both "
            "hold 39 again.",
            "庄家喝血收到几张就还几张，双方仍各有 39 张。",
            "莊家喝血收到幾張就還幾張，雙方仍各有 39 張。",
        ),
    ),
    Option(
        "same_dealer_on_bad_dig",
        Text(
            "After a bad dig (臭抠) the same dealer deals again",
            "臭抠后原庄家连庄",
            "臭摳後原莊家連莊",
        ),
        help=Text(
            "A bad dig (臭抠): the attackers win the last trick but score under 120. "
            "Off: the dealer's partner deals, as whenever the dealer side keeps the deal.",
            "臭抠：抓分方抠底但不到 120 分。关：与庄家方守庄时一样，由庄家的对家坐庄。",
            "臭摳：抓分方摳底但不到 120 分。關：與莊家方守莊時一樣，由莊家的對家坐莊。",
        ),
    ),
    Option(
        "zero_ends_cycle_even_if_dug",
        Text(
            "A score of 0 ends the cycle even when the attackers dug",
            "抓分方 0 分时即使抠底也结束本轮",
            "抓分方 0 分時即使摳底也結束本輪",
        ),
        help=Text(
            "Attackers on 0 lose the cycle; off: 0 points after winning the last trick "
            "over a pointless bottom is settled as a bad dig (臭抠).",
            "抓分方 0 分则庄家方赢得本轮；关：抠了无分的底仍是 0 分时按臭抠结算。",
            "抓分方 0 分則莊家方贏得本輪；關：摳了無分的底仍是 0 分時按臭摳結算。",
        ),
    ),
    Option(
        "sweep_test",
        Text(
            "The attackers win the cycle outright with",
            "抓分方直接赢得本轮的条件",
            "抓分方直接贏得本輪的條件",
        ),
        (
            Choice(
                "score-300",
                Text(
                    "a score of 300 or more, the doubled bottom included",
                    "得分达到 300（含抠底翻倍）",
                    "得分達到 300（含摳底翻倍）",
                ),
            ),
            Choice(
                "all-points",
                Text(
                    "every point card of the three decks",
                    "拿到三副牌的全部分牌（300 分）",
                    "拿到三副牌的全部分牌（300 分）",
                ),
            ),
        ),
        help=Text(
            "The three decks hold 300 points; a dug bottom counts twice, so a score can "
            "pass 300 without every point card.",
            "三副牌共 300 分；抠底翻倍，所以不拿全部分牌也可能超过 300 分。",
            "三副牌共 300 分；摳底翻倍，所以不拿全部分牌也可能超過 300 分。",
        ),
    ),
    Option(
        "turnup_order",
        Text(
            "When nobody grabs in a first hand, the highest turned card",
            "第一局无人抢亮、翻底牌定庄时的大小",
            "第一局無人搶亮、翻底牌定莊時的大小",
        ),
        (
            Choice(
                "three-high",
                Text(
                    "Big Joker, Small Joker, 3, 2, A, K … 4",
                    "大王、小王、3、2、A、K……4",
                    "大王、小王、3、2、A、K……4",
                ),
            ),
            Choice(
                "ace-high",
                Text(
                    "Big Joker, Small Joker, A, K … 3, 2",
                    "大王、小王、A、K……3、2",
                    "大王、小王、A、K……3、2",
                ),
            ),
        ),
        help=Text(
            "Each player turns one bottom card; the highest deals, the earlier turn winning a tie.",
            "四家各翻一张底牌，最大者坐庄；同样大时先翻者为庄。",
            "四家各翻一張底牌，最大者坐莊；同樣大時先翻者為莊。",
        ),
    ),
)
PRESETS = (
    Preset(
        "gunzi-hall",
        Text(
            "The Gunzi Hall manual (Dalian)",
            "滚子大厅规则手册（大连玩法）",
            "滾子大廳規則手冊（大連玩法）",
        ),
        {"follow": "live", "dry_pot_test": "plain-suit-only", "others_blocked_by_any_point": True},
    ),
    Preset(
        "literal-seed",
        Text(
            "The English description, word for word",
            "按英文游戏说明字面理解",
            "按英文遊戲說明字面理解",
        ),
        {"same_dealer_on_bad_dig": True, "dry_pot_test": "any-trump-except-level"},
    ),
)


def _rules_class() -> type:
    from .rules import DaGunziRules

    return DaGunziRules


SCHEMA = OptionSchema(_rules_class, OPTIONS, PRESETS)
