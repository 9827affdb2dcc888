"""Da Ling groups, table rules and settlement: dominoes.md §1.2, §1.5, §4 and the §8.6 vectors."""

import itertools
import random

import pytest
from hypothesis import given, settings, strategies as st

from gupai_desktop.engine.daling.groups import (
    SPLITS,
    Grouping,
    colour_pips,
    counted_values,
    group_values,
    groupings,
    matches,
    parse_grouping,
)
from gupai_desktop.engine.daling.rules import DaLingRules, table_colour, table_target
from gupai_desktop.engine.daling.settlement import settle
from gupai_desktop.engine.dominoes import FULL_SET, parse_tile, parse_tiles
from depth import scaled

T = parse_tiles
G = parse_grouping


def nets(table, *players, **rules):
    return settle(
        DaLingRules(players=len(players), **rules), T(table), [G(p) for p in players]
    ).nets()


# §8.6 vectors --------------------------------------------------------------------------------

EX1_A = "4-3 | 6-5 5-1 | 1-1 6-3 3-3"
EX1_B = "5-2 | 6-6 4-1 | 2-2 2-2 5-4"


def test_example_1_table_is_red_with_target_7():
    assert table_target(T("6-6 3-2")) == 7
    assert table_colour(T("6-6 3-2")) == "red"


def test_example_1_both_absolute_b_wins_on_red_pips():
    s = settle(DaLingRules(players=2), T("6-6 3-2"), [G(EX1_A), G(EX1_B)])
    assert s.absolute_seats == (0, 1)
    assert [r.colour_pips for r in s.results] == [7, 15]
    assert s.mode == "absolute" and s.absolute_winner == 1
    assert s.nets() == [-25, 25]
    assert [r.outcome for r in s.results] == ["lose", "win"]


def test_example_1_b_collects_25_from_everyone_and_pays_the_house_one():
    third = "6-4 | 5-5 3-3 | 6-1 6-1 1-1"
    assert nets("6-6 3-2", EX1_A, EX1_B, third) == [-25, 50, -25]
    s = settle(
        DaLingRules(players=3, banker=True, house_fee=True),
        T("6-6 3-2"),
        [G(EX1_A), G(EX1_B), G(third)],
    )
    assert s.nets() == [-25, 49, -25] and s.house_fee == 1 and s.banker_net == 1


def test_example_2_black_target_4_with_gee_joon_at_face_value():
    assert table_target(T("6-5 2-1")) == 4
    assert table_colour(T("6-5 2-1")) == "black"


def test_example_2_groups_decided_by_black_pips():
    a = "2-2 | 4-2 6-5 | 5-5 3-3 1-1"
    b = "3-1 | 6-6 1-1 | 6-4 5-3 4-4"
    s = settle(DaLingRules(players=2), T("6-5 2-1"), [G(a), G(b)])
    single, pair, triple = s.contests
    assert single.winner == 0 and single.matching == (0, 1) and single.best_pips == 4
    assert pair.winner == 0 and pair.best_pips == 13
    assert s.results[0].groups[1].counted == (11, 3)  # [6:5], [4:2] counted as 3
    assert s.results[1].groups[1].colour_pips == 6
    assert triple.reason == "no match"
    assert s.nets() == [10, -10]


def test_example_2_two_equal_singles_tie_and_stakes_stay():
    a = "2-2 | 6-6 1-1 | 5-5 3-3 1-1"
    b = "2-2 | 6-4 6-1 | 6-3 5-4 5-3"
    s = settle(DaLingRules(players=2), T("6-5 2-1"), [G(a), G(b)])
    assert s.contests[0].reason == "tie" and s.contests[0].tied == (0, 1)
    assert s.contests[0].winner is None


def test_example_3_adapted_from_navj():
    p1 = "4-2 | 6-4 2-1 | 5-3 6-5 6-1"
    p2 = "3-3 | 3-3 6-4 | 3-1 6-1 4-1"
    assert table_target(T("2-2 1-1")) == 6 and table_colour(T("2-2 1-1")) == "black"
    s = settle(DaLingRules(players=2), T("2-2 1-1"), [G(p1), G(p2)])
    assert s.results[0].groups[1].counted == (10, 6)  # [2:1] counted as 6
    assert [r.colour_pips for r in s.results] == [35, 27]
    assert s.absolute_winner == 0 and s.nets() == [25, -25]


def test_payment_example():
    """§8.6: P2 wins group 1, nobody matches group 2, P1 and P3 tie group 3."""
    players = [
        "6-6 | 3-3 2-2 | 1-1 3-3 6-3",
        "4-3 | 4-4 4-4 | 3-1 2-2 6-4",
        "5-5 | 6-5 6-5 | 3-1 5-5 2-1",
        "1-1 | 5-1 5-1 | 6-4 6-1 6-1",
    ]
    s = settle(DaLingRules(players=4), T("6-6 3-2"), [G(p) for p in players])
    assert [c.reason for c in s.contests] == ["won", "no match", "tie"]
    assert s.contests[0].winner == 1 and s.contests[2].tied == (0, 2)
    assert s.nets() == [-3, 9, -3, -3]


# One test per default rule -----------------------------------------------------------------


def test_red_pips_are_every_1_and_4_plus_6_on_double_six():
    red = {
        str(t): t.red_pips
        for t in map(parse_tile, ("6-6", "1-1", "4-4", "4-1", "5-5", "6-4", "3-1", "5-3"))
    }
    assert red == {"6-6": 6, "1-1": 2, "4-4": 8, "4-1": 5, "5-5": 0, "6-4": 4, "3-1": 1, "5-3": 0}
    assert colour_pips(T("6-6 4-1"), "black") == 6


def test_wild_tiles_count_printed_pips_for_colour_whatever_they_count():
    assert colour_pips(T("4-2"), "red") == 4 and colour_pips(T("4-2"), "black") == 2
    assert colour_pips(T("2-1"), "red") == 1 and colour_pips(T("2-1"), "black") == 2
    s = settle(
        DaLingRules(players=2),
        T("6-5 2-1"),
        [G("2-2 | 4-2 6-5 | 5-5 3-3 1-1"), G("3-1 | 6-6 1-1 | 6-4 5-3 4-4")],
    )
    pair = s.results[0].groups[1]
    assert pair.counted == (11, 3) and pair.colour_pips == 13  # [4:2] as 3, still 2 black


def test_target_uses_gee_joon_at_face_value_on_the_table():
    assert table_target(T("4-2 6-4")) == 6  # 6 + 10, never 3 + 10
    assert table_target(T("2-1 6-6")) == 5  # 3 + 12
    assert table_target(T("4-2 2-1")) == 9


def test_wild_tiles_in_hand_count_3_or_6_each_independently():
    assert group_values(T("4-2")) == (3, 6)
    assert group_values(T("4-2 2-1")) == (2, 6, 9)  # 6, 9 (either way) or 12
    assert counted_values(T("4-2 2-1"), 9) == (6, 3)  # face values preferred
    assert counted_values(T("4-2 2-1"), 2) == (6, 6)
    assert counted_values(T("4-2 2-1"), 6) == (3, 3)
    assert not matches(T("4-2 2-1"), 5)
    assert matches(T("2-1 6-4 5-5"), 6) and matches(T("2-1 6-4 5-5"), 3)


def test_target_zero_matches_multiples_of_ten():
    assert table_target(T("5-5 6-4")) == 0
    assert matches(T("5-5"), 0) and matches(T("6-4 6-4 5-5"), 0)


def test_game_is_red_iff_four_or_more_red_pips_on_the_table():
    assert table_colour(T("4-3 5-5")) == "red"  # exactly 4
    assert table_colour(T("1-1 6-1")) == "black"  # 3
    assert table_colour(T("4-2 3-3")) == "red"  # printed pips of [4:2]
    assert table_colour(T("2-1 3-3")) == "black"


def test_absolute_winner_with_most_colour_pips_takes_every_stake():
    third = "6-4 | 5-5 3-3 | 6-1 6-1 1-1"
    assert nets("6-6 3-2", EX1_A, EX1_B, third) == [-25, 50, -25]
    assert nets("6-6 3-2", EX1_A, EX1_B, third, stakes="modern") == [-6, 12, -6]


def test_a_lone_absolute_winner_needs_no_colour_count():
    assert nets("6-6 3-2", EX1_A, "6-4 | 5-5 3-3 | 6-1 6-1 1-1") == [25, -25]


# Two absolute winners (seats 1 and 2) tied on red pips; seat 0, not absolute, has the most red
# pips among the matching singles.
TIE_TABLE = "3-1 4-4"
TIE_PLAYERS = (
    "6-6 | 6-4 6-3 | 5-3 5-1 3-1",
    "1-1 | 5-2 3-2 | 5-5 4-2 2-1",
    "1-1 | 6-5 6-5 | 6-4 5-1 3-3",
)


def test_tied_absolute_winners_settle_group_by_group_by_default():
    s = settle(DaLingRules(players=3), T(TIE_TABLE), [G(p) for p in TIE_PLAYERS])
    assert s.absolute_seats == (1, 2) and s.absolute_tied == (1, 2)
    assert s.mode == "groups" and s.absolute_winner is None
    assert [c.reason for c in s.contests] == ["won", "tie", "tie"]
    assert s.nets() == [6, -3, -3]


def test_option_tied_absolute_push_pushes_everything():
    s = settle(
        DaLingRules(players=3, tied_absolute="push"), T(TIE_TABLE), [G(p) for p in TIE_PLAYERS]
    )
    assert s.mode == "push" and s.contests == () and s.nets() == [0, 0, 0]
    assert [r.outcome for r in s.results] == ["push"] * 3


PAYMENT = (
    "6-6 | 3-3 2-2 | 1-1 3-3 6-3",
    "4-3 | 4-4 4-4 | 3-1 2-2 6-4",
    "5-5 | 6-5 6-5 | 3-1 5-5 2-1",
    "1-1 | 5-1 5-1 | 6-4 6-1 6-1",
)


def test_group_winner_collects_the_stake_from_every_other_player():
    assert nets("6-6 3-2", *PAYMENT) == [-3, 9, -3, -3]
    assert nets("6-6 3-2", *PAYMENT, stakes="2,4,8") == [-2, 6, -2, -2]


def test_option_banker_takes_the_stakes_of_a_group_nobody_matches():
    s = settle(
        DaLingRules(players=4, banker=True, unmatched_group="banker"),
        T("6-6 3-2"),
        [G(p) for p in PAYMENT],
    )
    assert s.contests[1].to_banker and s.banker_take == 28
    assert s.nets() == [-10, 2, -10, -10] and sum(s.nets()) == -s.banker_net


def test_house_fee_only_on_an_absolute_win():
    s = settle(
        DaLingRules(players=4, banker=True, house_fee=True), T("6-6 3-2"), [G(p) for p in PAYMENT]
    )
    assert s.house_fee == 0 and s.nets() == [-3, 9, -3, -3]
    assert nets("6-6 3-2", EX1_A, EX1_B, banker=True, house_fee=True) == [-25, 24]


def test_players_two_to_five():
    for bad in (1, 6):
        with pytest.raises(ValueError, match="players"):
            DaLingRules(players=bad)
    assert DaLingRules(players=5).seats == 5


# Rules object ------------------------------------------------------------------------------


def test_rules_round_trip_and_validation():
    rules = DaLingRules(
        players=3,
        stakes="modern",
        banker=True,
        house_fee=True,
        tied_absolute="push",
        unmatched_group="banker",
    )
    assert DaLingRules.from_dict(rules.to_dict()) == rules
    assert DaLingRules.from_dict({}) == DaLingRules()
    assert DaLingRules().stake_amounts == (3, 7, 15) and rules.stake_amounts == (1, 2, 3)
    assert DaLingRules(stakes="2, 4, 8").total_stake == 14
    for bad in (
        dict(house_fee=True),
        dict(unmatched_group="banker"),
        dict(stakes="1,2"),
        dict(stakes="1,0,3"),
        dict(stakes="x"),
        dict(tied_absolute="split"),
        dict(unmatched_group="pot"),
    ):
        with pytest.raises(ValueError):
            DaLingRules(**bad)


# Groups ------------------------------------------------------------------------------------


def test_sixty_splits_and_distinct_groupings():
    assert len(SPLITS) == 60 and len(set(SPLITS)) == 60
    assert all(sorted(a + b + c) == list(range(6)) for a, b, c in SPLITS)
    assert len(groupings(T("4-3 6-5 5-1 1-1 6-3 3-3"))) == 60


@pytest.mark.parametrize(
    "hand",
    [
        "2-2 2-2 1-1 1-1 3-3 3-3",
        "6-6 6-6 5-1 5-1 4-2 2-1",
        "6-4 6-4 6-1 5-3 2-2 1-1",
        "4-3 6-5 5-1 1-1 6-3 3-3",
    ],
)
def test_groupings_are_every_distinct_arrangement(hand):
    tiles = T(hand)
    brute = {Grouping.of(p[:1], p[1:3], p[3:]) for p in itertools.permutations(tiles)}
    found = groupings(tiles)
    assert len(found) == len(set(found)) and set(found) == brute


def test_grouping_tokens_and_parsing():
    g = G("1-1 6-3 3-3 | 4-3 | 5-6 1-5")
    assert g.token() == "4-3|6-5 5-1|6-3 3-3 1-1"
    assert str(g) == "4-3 | 6-5 5-1 | 6-3 3-3 1-1"
    assert G(g.token()) == g
    assert G("6-5 5-1 | 6-3 3-3 1-1 | 4-3") == g  # groups in any order
    for bad, why in (
        ("4-3 | 6-5 5-1", "three groups"),
        ("4-3 5-2 | 6-5 1-1 | 6-3 3-3", "1, 2 and 3"),
        ("4-3 | 6-5 5-1 | 1-1 6-3 3-7", "3-7"),
    ):
        with pytest.raises(ValueError, match=why):
            G(bad)


# Properties --------------------------------------------------------------------------------


@st.composite
def deals(draw):
    players = draw(st.integers(2, 5))
    order = draw(st.permutations(range(32)))
    stock = [FULL_SET[i] for i in order]
    picks = [draw(st.integers(0, 59)) for _ in range(players)]
    hands = [stock[2 + 6 * s : 8 + 6 * s] for s in range(players)]
    chosen = [groupings(h)[p % len(groupings(h))] for h, p in zip(hands, picks)]
    banker = draw(st.booleans())
    rules = DaLingRules(
        players=players,
        stakes=draw(st.sampled_from(["classic", "modern", "2,5,11"])),
        banker=banker,
        house_fee=banker and draw(st.booleans()),
        tied_absolute=draw(st.sampled_from(["groups", "push"])),
        unmatched_group="banker" if banker and draw(st.booleans()) else "stay",
    )
    return rules, stock[:2], chosen


@settings(max_examples=scaled(300), deadline=None)
@given(deals())
def test_nets_sum_to_minus_what_the_house_takes(deal):
    rules, table, chosen = deal
    s = settle(rules, table, chosen)
    assert sum(s.nets()) == pytest.approx(-s.banker_net)
    if rules.unmatched_group == "stay":
        assert sum(s.nets()) == pytest.approx(-s.house_fee)
    assert s.house_fee == (1 if rules.house_fee and s.absolute_winner is not None else 0)
    for r in s.results:
        assert r.outcome == ("win" if r.net > 0 else "lose" if r.net < 0 else "push")


@settings(max_examples=scaled(300), deadline=None)
@given(deals(), st.randoms(use_true_random=False))
def test_settlement_never_depends_on_seat_order(deal, rnd):
    rules, table, chosen = deal
    order = list(range(len(chosen)))
    rnd.shuffle(order)
    before = settle(rules, table, chosen).nets()
    after = settle(rules, table, [chosen[i] for i in order]).nets()
    assert after == [before[i] for i in order]


def test_random_settlements_match_a_direct_reading_of_the_rules():
    """A second, plain implementation of the default rules agrees on 2,000 random deals."""
    rng = random.Random(11)
    for _ in range(2000):
        tiles = list(FULL_SET)
        rng.shuffle(tiles)
        n = rng.randint(2, 5)
        table = tiles[:2]
        chosen = [rng.choice(groupings(tiles[2 + 6 * s : 8 + 6 * s])) for s in range(n)]
        assert settle(DaLingRules(players=n), table, chosen).nets() == _plain(table, chosen)


def _plain(table, chosen):
    target = sum(t.pips for t in table) % 10
    red = sum(t.red_pips for t in table) >= 4

    def col(ts):
        return sum(t.red_pips if red else t.black_pips for t in ts)

    n, stakes = len(chosen), (3, 7, 15)
    full = [s for s, g in enumerate(chosen) if all(matches(x, target) for x in g.groups)]
    if full:
        best = max(col(chosen[s].tiles()) for s in full)
        top = [s for s in full if col(chosen[s].tiles()) == best]
        if len(top) == 1:
            return [25.0 * (n - 1) if s == top[0] else -25.0 for s in range(n)]
    out = [0.0] * n
    for k, stake in enumerate(stakes):
        ok = [s for s in range(n) if matches(chosen[s].groups[k], target)]
        if not ok:
            continue
        best = max(col(chosen[s].groups[k]) for s in ok)
        top = [s for s in ok if col(chosen[s].groups[k]) == best]
        if len(top) == 1:
            out = [o + (stake * (n - 1) if s == top[0] else -stake) for s, o in enumerate(out)]
    return out
