"""Da Gunzi settlement (da-gunzi.md §5.9-§5.10): the worked examples of §5.12, the blood values
of §5.10.5, each flag of §5.11 that settlement reads, and the §5.13 invariants."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gupai_desktop.engine.dagunzi.cards import BJ, IDENTITIES, SJ, parse, points_of
from gupai_desktop.engine.dagunzi.rules import DaGunziRules
from gupai_desktop.engine.dagunzi.settlement import describe, score_blood, settle
from depth import scaled

DEFAULT = DaGunziRules()
# §5.12: dealer team (seat 0's, team 0) at 5, attackers at 6; 1 BJ, 1 SJ and 15 points.
BOTTOM = parse("BJ SJ 5c Th 3d 4d")
PLAIN = parse("3d 4d 6d 7d 8d 9d")
THREE_BJ = parse("BJ BJ BJ 3d 4d 6d")
THREE_SJ = parse("SJ SJ SJ 3d 4d 6d")


def hand(
    trick_points,
    dug,
    *,
    levels=(5, 6),
    bottom=BOTTOM,
    dry=False,
    rules=DEFAULT,
    dealer=0,
    swept=None,
):
    return settle(rules, dealer, levels, trick_points, bottom, dug, dry, swept)


# -- §5.12 settlement examples ----------------------------------------------------------------


def test_example_1_protected_under_120_is_case_a():
    s = hand(95, dug=False)
    assert (s.score, s.case, s.event) == (95, "A", None)
    assert s.levels_after == (9, 6)  # 5 + 1 + 3 for BJ and SJ
    assert (s.next_dealer, s.next_dealer_word()) == (2, "partner")
    assert (s.blood, s.blood_payer) == (3, 1)  # prev(partner) pays the partner
    assert s.returns() == [4, -4, 4, -4]


def test_example_2_dug_over_120_is_case_d():
    s = hand(95, dug=True)
    assert (s.score, s.bottom_points, s.case) == (125, 15, "D")
    assert s.levels_after == (5, 10)
    assert (s.next_dealer, s.next_dealer_word(), s.blood, s.blood_payer) == (1, "next", 3, 0)
    assert s.returns() == [-4, 4, -4, 4]


def test_example_3_dug_under_120_is_case_b_with_jokers_void():
    s = hand(70, dug=True)
    assert (s.score, s.case, s.levels_after, s.blood) == (100, "B", (5, 6), 0)
    assert s.next_dealer_word() == "partner"
    assert s.returns() == [0, 0, 0, 0]


def test_example_4_protected_over_120_is_case_c_blood_only():
    s = hand(170, dug=False)
    assert (s.score, s.case, s.levels_after) == (170, "C", (5, 6))
    assert (s.next_dealer_word(), s.blood) == ("next", 5)  # 2 for the score + 3 jokers
    assert s.returns() == [0, 0, 0, 0]


def test_example_5_case_a_at_level_10_passes_ten_and_wins_the_cycle():
    s = hand(95, dug=False, levels=(10, 6))
    assert (s.case, s.event, s.cycle_winner) == ("A", "passed-ten", 0)
    assert (s.next_dealer, s.next_dealer_word(), s.blood) == (None, "grab", 0)
    assert s.levels_after == (10, 6)
    assert s.deltas == (1, 0) and s.returns() == [1, -1, 1, -1]


def test_example_6_attackers_on_must_play_3_take_the_deal_without_moving():
    s = hand(95, dug=True, levels=(5, 3))
    assert (s.case, s.levels_after, s.next_dealer_word()) == ("D", (5, 3), "next")


def test_example_7_three_big_jokers_protected_under_120_win_the_cycle():
    s = hand(60, dug=False, bottom=THREE_BJ)
    assert (s.case, s.event, s.cycle_winner, s.next_dealer) == (None, "three-jokers", 0, None)
    assert s.deltas == (6, 0) and s.returns() == [6, -6, 6, -6]


def test_example_8_a_dry_pot_ignores_its_three_big_jokers():
    s = hand(60, dug=False, bottom=THREE_BJ, dry=True)
    assert (s.case, s.event, s.joker_value) == ("A", None, 0)
    assert s.levels_after == (6, 6)
    assert s.blood == score_blood(60) == 2


# -- §5.10.1 cycle-ending events and their order ------------------------------------------------


def test_zero_ends_the_cycle_for_the_dealer_side():
    s = hand(0, dug=False, dealer=1, levels=(7, 4))
    assert (s.event, s.cycle_winner, s.case) == ("zero", 1, None)
    assert s.deltas == (0, 7) and s.returns() == [-7, 7, -7, 7]


def test_zero_is_checked_before_three_jokers():
    assert hand(0, dug=True, bottom=THREE_BJ).event == "zero"


def test_a_sweep_ends_the_cycle_for_the_attackers():
    s = hand(290, dug=True, bottom=parse("5c 3d 4d 6d 7d 8d"))
    assert (s.score, s.event, s.cycle_winner) == (300, "sweep", 1)
    assert s.deltas == (0, 5)


def test_three_small_jokers_dug_over_120_win_the_cycle_for_the_attackers():
    s = hand(130, dug=True, bottom=THREE_SJ)
    assert (s.event, s.cycle_winner) == ("three-jokers", 1)


def test_three_jokers_otherwise_settle_normally():
    assert hand(100, dug=True, bottom=THREE_BJ).case == "B"
    c = hand(130, dug=False, bottom=THREE_BJ)
    assert (c.case, c.blood) == ("C", 6)


def test_case_a_at_level_9_caps_at_10_without_ending_the_cycle():
    s = hand(95, dug=False, levels=(9, 6))
    assert (s.case, s.event, s.levels_after) == ("A", None, (10, 6))


def test_the_dealer_team_on_3_moves_up_in_case_a():
    assert hand(95, dug=False, levels=(3, 6), bottom=PLAIN).levels_after == (4, 6)


def test_attackers_on_10_take_the_deal_without_passing_it():
    assert hand(130, dug=True, levels=(5, 10)).levels_after == (5, 10)


# -- §5.10.5 blood --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "score, blood",
    [
        (75, 1),
        (70, 1),
        (65, 2),
        (45, 4),
        (5, 8),
        (80, 0),
        (100, 0),
        (120, 0),
        (150, 0),
        (155, 0),
        (160, 1),
        (175, 2),
        (200, 5),
    ],
)
def test_score_blood_values(score, blood):
    assert score_blood(score) == blood


def test_case_b_owes_score_blood_but_no_joker_blood():
    s = hand(0, dug=True, bottom=parse("BJ 5c 3d 4d 6d 7d"))
    assert s.event is None and (s.case, s.score, s.blood) == ("B", 10, 7)


# -- flags -------------------------------------------------------------------------------------


def test_flag_joker_levels_off_levels_up_by_one_and_keeps_the_blood():
    rules = DaGunziRules(joker_levels=False)
    a = hand(95, dug=False, rules=rules)
    assert (a.levels_after, a.blood) == ((6, 6), 3)
    assert hand(95, dug=True, rules=rules).levels_after == (5, 7)


def test_flag_zero_ends_cycle_even_if_dug():
    assert hand(0, dug=True, bottom=PLAIN).event == "zero"
    off = hand(0, dug=True, bottom=PLAIN, rules=DaGunziRules(zero_ends_cycle_even_if_dug=False))
    assert (off.event, off.case, off.blood) == (None, "B", 8)
    protected = hand(0, dug=False, rules=DaGunziRules(zero_ends_cycle_even_if_dug=False))
    assert protected.event == "zero"


def test_flag_sweep_test():
    bottom = parse("Ks Kd Th 3d 4d 6d")  # 30 points
    assert hand(250, dug=True, bottom=bottom).event == "sweep"  # S = 310 >= 300
    all_points = DaGunziRules(sweep_test="all-points")
    assert hand(250, dug=True, bottom=bottom, rules=all_points).case == "D"  # 280 of 300
    assert hand(270, dug=True, bottom=bottom, rules=all_points).event == "sweep"
    assert hand(270, dug=False, bottom=bottom, rules=all_points).case == "C"
    assert hand(250, dug=True, bottom=bottom, rules=all_points, swept=True).event == "sweep"


def test_flag_must_play_10_only_lets_attackers_on_3_move_up():
    rules = DaGunziRules(must_play="10")
    assert hand(95, dug=True, levels=(5, 3), rules=rules).levels_after == (5, 7)
    assert hand(95, dug=True, levels=(5, 10), rules=rules).levels_after == (5, 10)


def test_flag_same_dealer_on_bad_dig():
    s = hand(70, dug=True, dealer=3, rules=DaGunziRules(same_dealer_on_bad_dig=True))
    assert (s.case, s.next_dealer, s.next_dealer_word()) == ("B", 3, "same")
    assert s.blood_payer == 2


# -- input checks ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "kwargs",
    [
        {"levels": (2, 6)},
        {"levels": (5, 11)},
        {"dealer": 4},
        {"bottom": PLAIN[:5]},
        {"trick_points": 7},
        {"trick_points": 290},
        {"trick_points": -5},
        {"bottom": parse("BJ BJ BJ BJ 3d 4d")},
    ],
)
def test_impossible_hands_are_refused(kwargs):
    args = {"trick_points": 95, "dug": False, **kwargs}
    with pytest.raises(ValueError):
        hand(**args)


# -- describe ---------------------------------------------------------------------------------


def test_describe_explains_score_case_levels_and_blood():
    text = "\n".join(describe(hand(95, dug=True)))
    for part in (
        "125 = 95 trick points + 2 × 15 bottom points",
        "Case D, 抠底上台",
        "level 6 → 10 (+1 + 3 for the buried jokers)",
        "seat 1",
        "Blood 3",
        "seat 0, the next dealer's 上家, gives seat 1",
    ):
        assert part in text
    assert "Case A, 保底成功" in "\n".join(describe(hand(95, dug=False)))
    assert "臭抠" in "\n".join(describe(hand(70, dug=True)))
    assert "上台不升" in "\n".join(describe(hand(170, dug=False)))


def test_describe_explains_must_play_and_cycle_ends():
    assert any("must-play" in line for line in describe(hand(95, dug=True, levels=(5, 3))))
    lines = describe(hand(95, dug=False, levels=(10, 6)))
    assert any("出锅" in line for line in lines) and any("Big Joker" in line for line in lines)
    assert any("Three Big Jokers" in line for line in describe(hand(60, False, bottom=THREE_BJ)))


# -- §5.13 invariants --------------------------------------------------------------------------

LEVEL = st.integers(3, 10)
RULES = st.builds(
    DaGunziRules,
    must_play=st.sampled_from(["3,10", "10"]),
    joker_levels=st.booleans(),
    same_dealer_on_bad_dig=st.booleans(),
    sweep_test=st.sampled_from(["score-300", "all-points"]),
    zero_ends_cycle_even_if_dug=st.booleans(),
)


# Six cards, at most three of a kind, with jokers common enough to make three. Made once: a
# whole cycle draws some sixty bottoms, and building and checking the strategy again for each
# took a quarter of its time.
SIX_CARDS = st.lists(
    st.sampled_from(list(IDENTITIES) + [BJ, SJ] * 10), min_size=6, max_size=6
).filter(lambda b: all(b.count(c) <= 3 for c in b))


@st.composite
def hands(draw):
    bottom = draw(SIX_CARDS)
    room = (300 - points_of(bottom)) // 5
    return {
        "rules": draw(RULES),
        "dealer": draw(st.integers(0, 3)),
        "levels": (draw(LEVEL), draw(LEVEL)),
        "trick_points": 5 * draw(st.integers(0, room)),
        "bottom": bottom,
        "dug": draw(st.booleans()),
        "dry": draw(st.booleans()),
    }


@settings(max_examples=scaled(400), deadline=None)
@given(hands())
def test_invariants_of_one_hand(h):
    s = settle(**h)
    r = s.returns()
    assert r[0] + r[1] == 0 and r[0] == r[2] and r[1] == r[3]
    assert 0 <= s.score <= 300 + s.bottom_points
    assert s.blood >= 0 and min(s.deltas) >= 0
    assert all(3 <= lv <= 10 for lv in s.levels_after)
    if s.event is None:
        protected, under = not s.dug, s.score < 120
        expected = {(True, True): "A", (False, True): "B", (True, False): "C", (False, False): "D"}[
            protected, under
        ]
        assert s.case == expected
        assert s.deltas == (
            s.levels_after[0] - s.levels_before[0],
            s.levels_after[1] - s.levels_before[1],
        )
        assert s.next_dealer_word() in ("partner", "next", "same")
    else:
        assert (s.case is None) == (s.event != "passed-ten")
        assert s.next_dealer is None and s.blood == 0 and s.levels_after == s.levels_before
        assert s.deltas[s.cycle_winner] == 11 - s.levels_before[s.cycle_winner]
        assert s.deltas[1 - s.cycle_winner] == 0
    assert describe(s, h["rules"])


@pytest.mark.slow
@settings(max_examples=scaled(150), deadline=None)
@given(RULES, st.data())
def test_a_whole_cycle_returns_11_minus_the_losers_level(rules, data):
    """Hands chained by their next dealer and levels: returns add up to the level gap, and to
    11 - the loser's level once a team wins the cycle."""
    levels, dealer, total = (3, 3), data.draw(st.integers(0, 3)), 0.0
    for _ in range(60):
        bottom = data.draw(SIX_CARDS)
        room = (300 - points_of(bottom)) // 5
        s = settle(
            rules,
            dealer,
            levels,
            5 * data.draw(st.integers(0, room)),
            bottom,
            data.draw(st.booleans()),
            data.draw(st.booleans()),
        )
        total += s.returns()[0]
        if s.cycle_winner is not None:
            loser = s.levels_before[1 - s.cycle_winner]
            assert total == (11 - loser if s.cycle_winner == 0 else loser - 11)
            return
        levels, dealer = s.levels_after, s.next_dealer
        assert total == levels[0] - levels[1]
