"""The app's house way HW-REF (dominoes.md §2.6.5) and the settings of §8.4.

Expected settings are written as (low tiles, high tiles) and compared as multisets of tiles.
"""

import functools
import itertools
from collections import Counter

import pytest

from gupai_desktop.engine.dominoes import FULL_SET, parse_tiles
from gupai_desktop.engine.paigow.hands import HIGH_THREE_KEY, PAIR, evaluate
from gupai_desktop.engine.paigow.house_way import hw_ref
from gupai_desktop.engine.paigow.settings import settings_of


def tiles(text):
    return parse_tiles(text)


def as_sets(setting):
    return Counter(setting.low), Counter(setting.high)


def expect(hand, low, high):
    """The house way sets `hand` with exactly these low and high tiles."""
    result = hw_ref(tiles(hand))
    assert as_sets(result) == (Counter(tiles(low)), Counter(tiles(high))), str(result)
    return result


def dominant(hand):
    """Settings at least as good in both hands as every other (copies counted equal)."""
    cands = settings_of(tiles(hand) if isinstance(hand, str) else hand)
    return [
        s for s in cands if all(s.keys[0] >= o.keys[0] and s.keys[1] >= o.keys[1] for o in cands)
    ]


def has_pair(setting):
    return evaluate(*setting.high).kind == PAIR or evaluate(*setting.low).kind == PAIR


def points(setting):
    return setting.low_value.level, setting.high_value.level


def no_dominant(hand):
    assert not dominant(hand), f"{hand}: a setting dominates, so step 0 would decide"


@functools.cache
def all_four_tile_sets():
    """The 8,130 distinct four-tile sets, each sorted high first."""
    return sorted(
        {
            tuple(sorted((FULL_SET[i] for i in c), reverse=True))
            for c in itertools.combinations(range(32), 4)
        }
    )


# §8.4 vectors


@pytest.mark.parametrize(
    "hand, low, high",
    [
        ("6-6 6-6 2-1 3-1", "3-1 2-1", "6-6 6-6"),
        ("6-6 6-6 2-1 2-2", "2-2 2-1", "6-6 6-6"),
        ("6-6 6-3 5-3 2-2", "2-2 6-3", "6-6 5-3"),
        ("6-6 6-3 5-3 6-5", "6-5 5-3", "6-6 6-3"),
        ("6-6 6-1 6-3 6-5", "6-5 6-1", "6-6 6-3"),
        ("6-5 5-2 3-2 5-1", "5-1 3-2", "6-5 5-2"),
        ("6-4 3-3 4-3 2-2", "3-3 4-3", "2-2 6-4"),
    ],
)
def test_vector_8_4_house_way_setting(hand, low, high):
    """§8.4: each row's expected house-way setting."""
    expect(hand, low, high)


def test_vector_8_4_split_gee_joon_with_6_and_4_gives_7_9_either_split():
    """§8.4: [2:1][4:2][3:3][2:2] is 7/9 (Foxwoods B), with either Gee Joon in either hand."""
    result = hw_ref(tiles("2-1 4-2 3-3 2-2"))
    assert as_sets(result) in [
        (Counter(tiles("2-2 2-1")), Counter(tiles("3-3 4-2"))),
        (Counter(tiles("2-2 4-2")), Counter(tiles("3-3 2-1"))),
    ]
    assert points(result) == (7, 9)


def test_vector_8_3_banker_sets_high_nine_by_house_way():
    """§8.3 full bet example: the banker's [1:1][5:2][3:3][2:2] is 0/9 (Day High Nine)."""
    expect("1-1 5-2 3-3 2-2", "3-3 2-2", "1-1 5-2")


# Whole-way sanity


def test_house_way_uses_the_four_tiles_and_picks_a_listed_setting():
    """For every four-tile set the house way returns one of its settings."""
    for hand in all_four_tile_sets():
        assert hw_ref(hand) in settings_of(hand)


# Step 0: dominance


@pytest.mark.parametrize(
    "hand, low, high",
    [
        ("6-6 6-6 1-1 1-1", "1-1 1-1", "6-6 6-6"),
        ("6-6 6-6 2-1 3-1", "3-1 2-1", "6-6 6-6"),
        ("6-6 6-6 6-5 3-2", "6-5 3-2", "6-6 6-6"),
        ("1-1 6-3 5-3 6-5", "6-5 5-3", "1-1 6-3"),
    ],
)
def test_step0_dominance_plays_the_setting_best_in_both_hands(hand, low, high):
    """HW-REF 0: a setting whose low and high hands are both best is played."""
    result = expect(hand, low, high)
    assert result.keys == dominant(hand)[0].keys


def test_step0_dominance_is_applied_to_every_hand():
    """HW-REF 0: whenever some setting dominates, the house way plays a dominant one."""
    for hand in all_four_tile_sets():
        best = dominant(hand)
        if best:
            assert hw_ref(hand).keys == best[0].keys, hand


def test_step0_dominance_does_not_decide_when_no_setting_is_best_in_both():
    """HW-REF 0: 12,12,6,5 has no dominant setting; the pair rules decide (split to 7/8)."""
    no_dominant("6-6 6-6 5-1 4-1")
    expect("6-6 6-6 5-1 4-1", "6-6 4-1", "6-6 5-1")


# Step 1: Foxwoods pair rules


@pytest.mark.parametrize(
    "hand, low, high",
    [
        ("6-6 5-5 3-1 3-1", "6-6 5-5", "3-1 3-1"),
        ("6-6 1-1 2-2 2-2", "6-6 1-1", "2-2 2-2"),
        ("6-6 4-1 3-2 1-1", "6-6 1-1", "4-1 3-2"),
        ("6-6 3-3 3-3 1-1", "6-6 1-1", "3-3 3-3"),
        ("6-4 6-4 4-3 2-2", "4-3 2-2", "6-4 6-4"),
        ("6-5 6-5 4-4 3-3", "4-4 3-3", "6-5 6-5"),
    ],
)
def test_pair_rule_a_never_splits_pairs_of_4_5_6_10_11(hand, low, high):
    """Foxwoods A: pairs of 4, 5, 6, 10 and 11 stay together even when a split raises the low hand."""
    no_dominant(hand)
    expect(hand, low, high)


def test_pair_rule_a_holds_for_every_hand():
    """Foxwoods A over all four-tile sets: a pair of 4, 5, 6, 10 or 11 is never split."""
    for hand in all_four_tile_sets():
        pair_settings = [s for s in settings_of(hand) if evaluate(*s.high).kind == PAIR]
        if any(
            s.high[0].pips in (4, 5, 6, 10, 11) and not s.high[0].is_gee_joon for s in pair_settings
        ):
            assert has_pair(hw_ref(hand)), hand


def test_pair_rule_a_does_not_cover_a_pair_of_sevens():
    """Foxwoods A lists no 7s: Tits with a 10 and an 11 are split (7/8)."""
    no_dominant("6-1 6-1 5-5 6-5")
    expect("6-1 6-1 5-5 6-5", "5-5 6-1", "6-5 6-1")


@pytest.mark.parametrize("hand", ["2-1 4-2 3-3 2-2", "2-1 4-2 5-1 4-1", "2-1 4-2 3-3 5-1"])
def test_pair_rule_b_splits_gee_joon_with_6_4_6_5_or_6_6(hand):
    """Foxwoods B: Gee Joon is split when the other tiles are 6-4, 6-5 or 6-6 by pips."""
    no_dominant(hand)
    result = hw_ref(tiles(hand))
    assert not has_pair(result)
    assert result.high_value.points == 9 and result.low_value.points >= 7


def test_pair_rule_b_keeps_gee_joon_with_other_tiles():
    """Foxwoods B does not fire for 10-11: Gee Joon stays the high hand (1/Gee Joon)."""
    no_dominant("2-1 4-2 6-5 5-5")
    expect("2-1 4-2 6-5 5-5", "6-5 5-5", "4-2 2-1")


@pytest.mark.parametrize(
    "hand, low, high",
    [
        ("6-6 6-6 5-1 4-1", "6-6 4-1", "6-6 5-1"),
        ("6-6 6-6 6-1 2-2", "6-6 2-2", "6-6 6-1"),
        ("1-1 1-1 4-4 3-3", "1-1 3-3", "1-1 4-4"),
    ],
)
def test_pair_rule_c_splits_teens_or_days_to_make_6_8_or_better(hand, low, high):
    """Foxwoods C: a Teen or Day pair is split when a split makes 6/8 or better."""
    no_dominant(hand)
    result = expect(hand, low, high)
    assert result.low_value.level >= 6 and result.high_value.level >= 8


@pytest.mark.parametrize(
    "hand, low, high",
    [
        ("6-6 6-6 6-3 6-5", "6-6 6-5", "6-6 6-3"),
        ("1-1 1-1 6-3 6-5", "1-1 6-5", "1-1 6-3"),
    ],
)
def test_pair_rule_c_splits_teens_or_days_with_a_9_and_an_11(hand, low, high):
    """Foxwoods C: a Teen or Day pair with a 9 and an 11 is split (3/Wong)."""
    no_dominant(hand)
    expect(hand, low, high)


def test_pair_rule_c_keeps_teens_when_the_split_is_below_6_8():
    """Foxwoods C does not fire for 12,12,11,2 (the split is only 3/4)."""
    no_dominant("6-6 6-6 6-5 1-1")
    expect("6-6 6-6 6-5 1-1", "6-5 1-1", "6-6 6-6")


@pytest.mark.parametrize(
    "hand, low, high",
    [
        ("6-3 5-4 6-6 6-4", "6-4 5-4", "6-6 6-3"),
        ("6-3 5-4 5-5 6-4", "6-4 6-3", "5-5 5-4"),
        ("6-6 6-3 5-4 1-1", "1-1 5-4", "6-6 6-3"),
    ],
)
def test_pair_rule_d_splits_nines_with_2_10_and_12_tiles(hand, low, high):
    """Foxwoods D: mixed nines with any two of 2, 10, 12 are split."""
    no_dominant(hand)
    result = hw_ref(tiles(hand))
    assert not has_pair(result)
    assert sorted(t.pips for t in result.low) == sorted(t.pips for t in tiles(low))
    assert sorted(t.pips for t in result.high) == sorted(t.pips for t in tiles(high))


def test_pair_rule_d_keeps_nines_with_other_tiles():
    """Foxwoods D does not fire for 9s with a 4 and a 7: the pair stays (1/nines)."""
    no_dominant("6-3 5-4 3-1 6-1")
    expect("6-3 5-4 3-1 6-1", "3-1 6-1", "6-3 5-4")


@pytest.mark.parametrize(
    "hand, low, high",
    [
        ("4-4 4-4 6-6 1-1", "1-1 4-4", "6-6 4-4"),
        ("6-2 5-3 6-6 6-5", "6-5 5-3", "6-6 6-2"),
        ("6-2 5-3 5-5 6-4", "6-4 6-2", "5-5 5-3"),
        ("6-2 5-3 6-3 6-5", "6-3 5-3", "6-5 6-2"),
    ],
)
def test_pair_rule_e_splits_eights_with_2_10_11_12_or_with_9_and_11(hand, low, high):
    """Foxwoods E: eights (Yun or mixed) with any two of 2, 10, 11, 12, or with 9 and 11, are split."""
    no_dominant(hand)
    expect(hand, low, high)


def test_pair_rule_e_keeps_eights_with_other_tiles():
    """Foxwoods E does not fire for mixed eights with a 4 and a 7 (1/eights)."""
    no_dominant("6-2 5-3 3-1 6-1")
    expect("6-2 5-3 3-1 6-1", "3-1 6-1", "6-2 5-3")


@pytest.mark.parametrize(
    "hand, low, high",
    [
        ("6-1 6-1 6-6 6-4", "6-4 6-1", "6-6 6-1"),
        ("6-1 6-1 5-5 6-5", "5-5 6-1", "6-5 6-1"),
        ("5-2 4-3 6-6 1-1", "1-1 4-3", "6-6 5-2"),
    ],
)
def test_pair_rule_f_splits_sevens_with_2_10_11_12(hand, low, high):
    """Foxwoods F: sevens (Tit or mixed) with any two of 2, 10, 11, 12 are split."""
    no_dominant(hand)
    expect(hand, low, high)


def test_pair_rule_f_keeps_sevens_with_other_tiles():
    """Foxwoods F does not fire for Tits with a 6 and a 4 (0/Tits)."""
    no_dominant("6-1 6-1 3-3 3-1")
    expect("6-1 6-1 3-3 3-1", "3-3 3-1", "6-1 6-1")


# Step 2: Wong, Gong and High Nine


def test_step2_prefers_high_nine_over_gong():
    """HW-REF 2: High Nine is preferred to Gong (12, 8, 7, 6 -> 4/High 9)."""
    no_dominant("6-6 4-4 6-1 3-3")
    expect("6-6 4-4 6-1 3-3", "4-4 3-3", "6-6 6-1")


def test_step2_prefers_high_nine_over_wong():
    """HW-REF 2: High Nine is preferred to Wong (12, 7, 9, 4 -> 3/High 9)."""
    no_dominant("6-6 6-1 6-3 2-2")
    expect("6-6 6-1 6-3 2-2", "2-2 6-3", "6-6 6-1")


def test_step2_prefers_gong_over_wong():
    """HW-REF 2: Gong is preferred to Wong (12, 9, 8, 5 -> 4/Gong)."""
    no_dominant("6-6 6-3 5-3 4-1")
    expect("6-6 6-3 5-3 4-1", "6-3 4-1", "6-6 5-3")


@pytest.mark.parametrize(
    "hand, low, high",
    [
        ("6-6 1-1 6-1 2-2", "1-1 2-2", "6-6 6-1"),
        ("6-6 1-1 5-3 6-1", "1-1 6-1", "6-6 5-3"),
    ],
)
def test_step2_puts_the_12_in_the_high_hand_when_both_2_and_12_are_available(hand, low, high):
    """HW-REF 2: with both Teen and Day, the Teen makes the high hand."""
    no_dominant(hand)
    expect(hand, low, high)


def test_step2_does_not_fire_for_teen_with_gee_joon():
    """HW-REF 2 needs a real 7, 8 or 9 tile: Teen + Gee Joon (8 points) is left to step 3 (6/7)."""
    no_dominant("6-6 2-1 5-5 3-2")
    expect("6-6 2-1 5-5 3-2", "5-5 2-1", "6-6 3-2")


@pytest.mark.parametrize("big", ["6-6", "1-1"])
@pytest.mark.parametrize("nine", ["6-3", "5-4"])
@pytest.mark.parametrize("eight", ["4-4", "6-2", "5-3"])
def test_exception_a_plays_wong_over_gong_when_the_fourth_tile_is_11(big, nine, eight):
    """Foxwoods exception A: 12/2, 9, 8, 11 -> 9/Wong (the 9/Wong setting also dominates)."""
    expect(f"{big} {nine} {eight} 6-5", f"6-5 {eight}", f"{big} {nine}")


def test_exception_a_does_not_fire_without_an_11():
    """Without the 11 the Gong is preferred: 12, 9, 8, 4 -> 3/Gong."""
    no_dominant("6-6 6-3 5-3 2-2")
    expect("6-6 6-3 5-3 2-2", "2-2 6-3", "6-6 5-3")


@pytest.mark.parametrize("big", ["6-6", "1-1"])
@pytest.mark.parametrize("nine", ["6-3", "5-4"])
@pytest.mark.parametrize("seven", ["6-1", "5-2", "4-3"])
def test_exception_b_plays_wong_over_high_nine_when_the_fourth_tile_is_11(big, nine, seven):
    """Foxwoods exception B: 12/2, 7, 9, 11 -> 8/Wong (the 8/Wong setting also dominates)."""
    expect(f"{big} {seven} {nine} 6-5", f"6-5 {seven}", f"{big} {nine}")


def test_exception_b_does_not_fire_without_an_11():
    """Without the 11 the High Nine is preferred: 12, 7, 9, 4 -> 3/High 9."""
    expect("6-6 6-1 6-3 2-2", "2-2 6-3", "6-6 6-1")


@pytest.mark.parametrize(
    "hand, low, high",
    [
        ("6-6 5-3 6-1 3-1", "3-1 6-1", "6-6 5-3"),
        ("6-6 4-4 6-1 2-2", "2-2 6-1", "6-6 4-4"),
        ("6-6 6-2 6-1 4-1", "6-1 4-1", "6-6 6-2"),
    ],
)
def test_exception_c_plays_gong_over_high_nine_with_a_4_or_low_8_and_5(hand, low, high):
    """Foxwoods exception C: Gong over High Nine when the fourth tile is a 4, or a low 8 with a 5."""
    no_dominant(hand)
    expect(hand, low, high)


@pytest.mark.parametrize(
    "hand, low, high",
    [
        ("6-6 4-4 6-1 4-1", "4-4 4-1", "6-6 6-1"),
        ("6-6 4-4 6-1 3-3", "4-4 3-3", "6-6 6-1"),
    ],
)
def test_exception_c_does_not_fire_for_a_high_8_with_a_5_or_another_fourth_tile(hand, low, high):
    """With Yun (a high 8) and a 5, or a fourth tile that is not a 4, High Nine is preferred."""
    no_dominant(hand)
    expect(hand, low, high)


# Step 3: other hands


def test_step3_maximises_the_high_hand_when_the_low_cannot_reach_high_3_and_high_reaches_7():
    """HW-REF 3 first branch: best low below High 3 and best high >= 7 -> maximise the high (1/8)."""
    hand = "6-5 5-2 3-2 5-1"
    cands = settings_of(tiles(hand))
    assert max(s.keys[0] for s in cands) < HIGH_THREE_KEY
    assert max(s.high_value.points for s in cands) >= 7
    expect(hand, "5-1 3-2", "6-5 5-2")


def test_step3_maximises_the_low_hand_when_it_reaches_high_3():
    """HW-REF 3 second branch: best low at least High 3 -> maximise the low (3/4)."""
    hand = "6-4 3-3 4-3 2-2"
    cands = settings_of(tiles(hand))
    assert max(s.keys[0] for s in cands) >= HIGH_THREE_KEY
    expect(hand, "3-3 4-3", "2-2 6-4")


def test_step3_maximises_the_low_hand_when_the_high_cannot_reach_7():
    """HW-REF 3 second branch: best low below High 3 but best high below 7 -> maximise the low."""
    checked = 0
    for hand in all_four_tile_sets():
        cands = settings_of(hand)
        if any(has_pair(s) for s in cands) or dominant(hand):
            continue
        if (
            max(s.keys[0] for s in cands) < HIGH_THREE_KEY
            and max(s.high_value.level for s in cands) < 7
        ):
            checked += 1
            result = hw_ref(hand)
            assert result.low_value.points == max(s.low_value.points for s in cands), hand
    assert checked


# Step 4: tile placement


def test_step4_high_hand_of_8_or_more_takes_the_higher_ranking_tile():
    """HW-REF 4: 6/8 either way; with a high hand of 8 the Teen goes in the high hand."""
    no_dominant("6-6 3-3 3-1 1-1")
    expect("6-6 3-3 3-1 1-1", "3-1 1-1", "6-6 3-3")


def test_step4_seven_eight_with_both_2_and_12_puts_the_12_high():
    """HW-REF 4 / Foxwoods other-hands B: 7/8 holding both Teen and Day plays the Teen high."""
    no_dominant("6-6 4-1 3-3 1-1")
    expect("6-6 4-1 3-3 1-1", "1-1 4-1", "6-6 3-3")


def test_step4_otherwise_the_higher_ranking_tile_goes_low():
    """HW-REF 4: 6/7 either way; with a high hand of 7 the Teen goes in the low hand."""
    no_dominant("6-6 4-1 3-1 1-1")
    expect("6-6 4-1 3-1 1-1", "6-6 3-1", "1-1 4-1")
