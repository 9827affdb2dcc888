"""The New Zealand house way (dominoes.md §2.6.3): one test per rule, a hand that triggers it and,
where sensible, one that does not.

Expected settings are written as (low tiles, high tiles) and compared as multisets of tiles.
"""

import functools
import itertools
from collections import Counter

import pytest

from gupai_desktop.engine.dominoes import FULL_SET, parse_tiles
from gupai_desktop.engine.paigow.hands import PAIR, evaluate
from gupai_desktop.engine.paigow.house_way import HOUSE_WAYS, house_way, hw_ref
from gupai_desktop.engine.paigow.house_way_nz import HARMONY_THREE_KEY, nz_way
from gupai_desktop.engine.paigow.settings import settings_of


def tiles(text):
    return parse_tiles(text)


def as_sets(setting):
    return Counter(setting.low), Counter(setting.high)


def expect(hand, low, high):
    """The NZ way sets `hand` with exactly these low and high tiles."""
    result = nz_way(tiles(hand))
    assert as_sets(result) == (Counter(tiles(low)), Counter(tiles(high))), str(result)
    return result


def expect_pips(hand, low, high):
    """Like expect, by pip values: either tile of a mixed pair may go with either other tile."""
    result = nz_way(tiles(hand))
    assert not has_pair(result), str(result)
    for got, want in ((result.low, low), (result.high, high)):
        assert sorted(t.pips for t in got) == sorted(t.pips for t in tiles(want)), str(result)


def strong(setting):
    """Does a hand hold Teen or Day with a 7, 8 or 9 tile (High Nine, Gong or Wong)?"""
    return any(
        {str(t) for t in hand} & {"6-6", "1-1"}
        and any(t.pips in (7, 8, 9) and not t.is_gee_joon for t in hand)
        for hand in (setting.low, setting.high)
    )


def has_pair(setting):
    return evaluate(*setting.high).kind == PAIR


def levels(setting):
    return setting.low_value.level, setting.high_value.level


@functools.cache
def all_four_tile_sets():
    """The 8,130 distinct four-tile kind multisets, each sorted high first."""
    return sorted(
        {
            tuple(sorted((FULL_SET[i] for i in c), reverse=True))
            for c in itertools.combinations(range(32), 4)
        }
    )


# Registry and whole-way sanity


def test_registered_as_nz():
    assert HOUSE_WAYS["nz"] == ("New Zealand", nz_way)
    assert house_way("nz") is nz_way


def test_every_four_tile_set_gets_one_of_its_own_settings():
    """For every distinct kind multiset the NZ way returns one of that hand's settings."""
    sets = all_four_tile_sets()
    assert len(sets) == 8130
    for hand in sets:
        assert nz_way(hand) in settings_of(hand), hand


def test_the_way_does_not_depend_on_tile_order():
    for hand in all_four_tile_sets()[::37]:
        assert nz_way(hand[::-1]) == nz_way(hand)


# Pairs


@pytest.mark.parametrize(
    "hand, low, high",
    [
        ("6-6 6-6 1-1 1-1", "1-1 1-1", "6-6 6-6"),
        ("6-6 6-6 6-3 5-4", "6-3 5-4", "6-6 6-6"),
        ("4-2 2-1 6-6 6-6", "6-6 6-6", "4-2 2-1"),
        ("4-2 2-1 3-3 3-3", "3-3 3-3", "4-2 2-1"),
        ("6-2 5-3 3-3 3-3", "6-2 5-3", "3-3 3-3"),
    ],
)
def test_two_ranking_pairs_are_played_as_two_pairs(hand, low, high):
    """NZ pairs: with two ranking pairs, play the two pairs (even where a split rule lists them)."""
    expect(hand, low, high)


def test_two_pairs_rule_holds_for_every_hand():
    checked = 0
    for hand in all_four_tile_sets():
        two_pairs = [s for s in settings_of(hand) if s.low_value.kind == PAIR]
        if two_pairs:
            checked += 1
            assert nz_way(hand) == two_pairs[0], hand
    assert checked


def test_equal_pips_that_do_not_pair_are_not_two_pairs():
    """6-4 + 5-5 is no pair: Mooys with a Ping and a 6 stay together (never split 10s)."""
    expect("5-5 5-5 6-4 3-3", "6-4 3-3", "5-5 5-5")


@pytest.mark.parametrize(
    "hand, low, high",
    [
        ("6-5 6-5 4-4 3-3", "4-4 3-3", "6-5 6-5"),
        ("6-6 1-1 2-2 2-2", "6-6 1-1", "2-2 2-2"),
        ("6-4 6-4 6-6 1-1", "6-6 1-1", "6-4 6-4"),
        ("5-5 5-5 6-6 6-5", "6-6 6-5", "5-5 5-5"),
        ("4-1 3-2 6-6 1-1", "6-6 1-1", "4-1 3-2"),
        ("5-1 5-1 6-6 6-1", "6-6 6-1", "5-1 5-1"),
    ],
)
def test_never_split_4s_5s_6s_10s_11s(hand, low, high):
    """NZ pairs: Fours, Fives, Sixes, Tens and Elevens stay together, even when the other two
    tiles are ones that split 7s, 8s or 9s."""
    expect(hand, low, high)


def test_never_split_rule_holds_for_every_hand():
    for hand in all_four_tile_sets():
        kept = [
            s
            for s in settings_of(hand)
            if has_pair(s) and not s.high[0].is_gee_joon and s.high[0].pips in (4, 5, 6, 10, 11)
        ]
        if kept:
            assert has_pair(nz_way(hand)), hand


def test_sevens_are_not_in_the_never_split_list():
    """The same other tiles (Teen and 11) do split a pair of sevens: 8/High 9."""
    expect("6-1 6-1 6-6 6-5", "6-5 6-1", "6-6 6-1")


@pytest.mark.parametrize(
    "hand, low, high",
    [
        ("4-2 2-1 3-3 5-1", "5-1 4-2", "3-3 2-1"),
        ("4-2 2-1 3-3 4-1", "4-1 4-2", "3-3 2-1"),
        ("4-2 2-1 5-1 2-2", "2-2 2-1", "5-1 4-2"),
    ],
)
def test_split_gee_joon_with_6_6_non_pairing_6_5_or_6_4(hand, low, high):
    """NZ pairs: Gee Joon is split with 6&6 (Chong + Look), 6+5 or 6+4 (9/9, 8/9, 7/9)."""
    expect(hand, low, high)


@pytest.mark.parametrize(
    "hand, low, high",
    [
        ("4-2 2-1 6-5 5-5", "6-5 5-5", "4-2 2-1"),
        ("4-2 2-1 3-3 6-1", "3-3 6-1", "4-2 2-1"),
        ("4-2 2-1 6-6 6-1", "6-6 6-1", "4-2 2-1"),
    ],
)
def test_gee_joon_is_kept_with_other_tiles(hand, low, high):
    """NZ pairs: Gee Joon with 11 and 10, 6 and 7, or 12 and 7 stays together."""
    expect(hand, low, high)


TILE_OF = {
    12: "6-6",
    2: "1-1",
    11: "6-5",
    10: "5-5",
    9: "6-3",
    8: "4-4",
    7: "6-1",
    6: "3-3",
    5: "4-1",
    4: "3-1",
}
SECOND_OF = {10: "6-4", 8: "6-2", 7: "5-2", 6: "5-1"}  # a tile that does not pair with TILE_OF


def others(a, b):
    """Tiles for pip classes a and b that do not form a pair."""
    return f"{TILE_OF[a]} {SECOND_OF[b] if a == b else TILE_OF[b]}"


TEEN_DAY_SPLITS = (
    [(9, b) for b in (11, 8, 7, 6, 5, 4)]
    + [(8, b) for b in (8, 7, 6, 5, 4)]
    + [(7, b) for b in (7, 6, 5, 4)]
    + [(6, b) for b in (6, 5, 4)]
)


@pytest.mark.parametrize("big", ["6-6", "1-1"])
@pytest.mark.parametrize("a, b", TEEN_DAY_SPLITS)
def test_split_teen_or_day_with_the_listed_tiles(big, a, b):
    """NZ pairs: Teens or Days are split with 9 and 11/8/7/6/5/4, 8 and 8/7/6/5/4, 7 and
    7/6/5/4, 6 and 6/5/4; each big tile then goes with one of the other two."""
    rest = others(a, b)
    result = nz_way(tiles(f"{big} {big} {rest}"))
    assert not has_pair(result), str(result)
    assert big in map(str, result.low) and big in map(str, result.high)


@pytest.mark.parametrize(
    "hand, low, high",
    [
        ("6-6 6-6 6-3 5-5", "5-5 6-3", "6-6 6-6"),
        ("1-1 1-1 6-5 6-6", "6-6 6-5", "1-1 1-1"),
        ("6-6 6-6 4-1 3-1", "3-1 4-1", "6-6 6-6"),
        ("6-6 6-6 4-2 3-1", "3-1 4-2", "6-6 6-6"),
        ("6-6 6-6 4-2 3-3", "3-3 4-2", "6-6 6-6"),
    ],
)
def test_teen_or_day_is_kept_with_other_tiles(hand, low, high):
    """9 and 10, 12 and 11, 5 and 4 are not listed; a Gee Joon tile is not a "6" (otherwise
    Teens, 4-2, 3-1 would split to 6/8 below 7/Teens)."""
    expect(hand, low, high)


@pytest.mark.parametrize(
    "hand, low, high",
    [
        ("6-3 5-4 6-6 1-1", "1-1 5-4", "6-6 6-3"),
        ("6-3 5-4 6-6 5-5", "5-5 5-4", "6-6 6-3"),
        ("6-3 5-4 1-1 6-4", "6-4 6-3", "1-1 5-4"),
        ("6-3 5-4 5-5 6-4", "6-4 6-3", "5-5 5-4"),
    ],
)
def test_split_nines_with_teen_and_day_teen_or_day_and_10_or_two_10s(hand, low, high):
    """NZ pairs: nines are split with Teen and Day; Teen/Day and 10; 10 and 10 (non-pairing)."""
    expect_pips(hand, low, high)


@pytest.mark.parametrize(
    "hand, low, high",
    [
        ("6-3 5-4 6-6 6-5", "6-6 6-5", "6-3 5-4"),
        ("6-3 5-4 6-6 3-1", "6-6 3-1", "6-3 5-4"),
    ],
)
def test_nines_are_kept_with_other_tiles(hand, low, high):
    """Teen and 11, or Teen and 4, do not split nines, though the second would make 3/Wong:
    the pair rules come before the Wong/Gong rules."""
    expect(hand, low, high)


@pytest.mark.parametrize(
    "hand, low, high",
    [
        ("4-4 4-4 6-6 1-1", "1-1 4-4", "6-6 4-4"),
        ("6-2 5-3 6-6 6-5", "6-5 5-3", "6-6 6-2"),
        ("6-2 5-3 1-1 5-5", "5-5 6-2", "1-1 5-3"),
        ("6-2 5-3 6-5 6-4", "6-4 5-3", "6-5 6-2"),
        ("6-2 5-3 6-5 6-3", "6-3 5-3", "6-5 6-2"),
        ("4-4 4-4 5-5 6-4", "4-4 5-5", "4-4 6-4"),
    ],
)
def test_split_eights_with_the_listed_tiles(hand, low, high):
    """NZ pairs: eights are split with Teen and Day; Teen/Day and 11; Teen/Day and 10; 11 and 10;
    11 and 9; 10 and 10 (non-pairing)."""
    expect_pips(hand, low, high)


@pytest.mark.parametrize(
    "hand, low, high",
    [
        ("6-2 5-3 6-6 6-3", "6-6 6-3", "6-2 5-3"),
        ("6-2 5-3 6-3 5-5", "5-5 6-3", "6-2 5-3"),
    ],
)
def test_eights_are_kept_with_other_tiles(hand, low, high):
    """Teen and 9, or 10 and 9, do not split eights."""
    expect(hand, low, high)


@pytest.mark.parametrize(
    "hand, low, high",
    [
        ("6-1 6-1 6-6 1-1", "1-1 6-1", "6-6 6-1"),
        ("5-2 4-3 6-6 6-5", "6-5 4-3", "6-6 5-2"),
        ("5-2 4-3 1-1 6-4", "6-4 5-2", "1-1 4-3"),
        ("6-1 6-1 6-5 5-5", "5-5 6-1", "6-5 6-1"),
        ("5-2 4-3 5-5 6-4", "6-4 5-2", "5-5 4-3"),
    ],
)
def test_split_sevens_with_the_listed_tiles(hand, low, high):
    """NZ pairs: sevens are split with Teen and Day; Teen/Day and 11; Teen/Day and 10; 11 and 10;
    10 and 10 (non-pairing)."""
    expect_pips(hand, low, high)


def test_sevens_are_kept_with_11_and_9_unlike_eights():
    """11 and 9 splits eights but is not listed for sevens: 0/Tits."""
    expect("6-1 6-1 6-5 6-3", "6-5 6-3", "6-1 6-1")


# The split lists as the source words them, checked against every hand with exactly one pair.
SOURCE_SPLITS = {
    "gee": {(6, 6), (5, 6), (4, 6)},
    12: {tuple(sorted(c)) for c in TEEN_DAY_SPLITS},
    2: {tuple(sorted(c)) for c in TEEN_DAY_SPLITS},
    9: {(2, 12), (10, 12), (2, 10), (10, 10)},
    8: {(2, 12), (11, 12), (2, 11), (10, 12), (2, 10), (10, 11), (9, 11), (10, 10)},
    7: {(2, 12), (11, 12), (2, 11), (10, 12), (2, 10), (10, 11), (10, 10)},
}


def test_pair_split_lists_hold_for_every_hand():
    """A single pair is split exactly when the other two tiles' pip classes are listed for it
    (Gee Joon tiles are in no pip class)."""
    checked = 0
    for hand in all_four_tile_sets():
        paired = [s for s in settings_of(hand) if has_pair(s)]
        if not paired or paired[0].low_value.kind == PAIR:
            continue
        pair, rest = paired[0].high, paired[0].low
        name = "gee" if pair[0].is_gee_joon else pair[0].pips
        classes = tuple(sorted(0 if t.is_gee_joon else t.pips for t in rest))
        split = classes in SOURCE_SPLITS.get(name, ())
        assert has_pair(nz_way(hand)) != split, hand
        checked += split
    assert checked > 50


# Wongs, Gongs and High Nines


def test_harmony_three_is_three_points_with_gor_or_better():
    assert evaluate(*tiles("3-1 6-3")).key >= HARMONY_THREE_KEY
    assert evaluate(*tiles("1-1 3-1")).key >= HARMONY_THREE_KEY
    assert evaluate(*tiles("3-3 4-3")).key < HARMONY_THREE_KEY  # a "High 3", not Harmony


@pytest.mark.parametrize(
    "hand, low, high",
    [
        ("6-6 6-1 6-3 3-1", "3-1 6-3", "6-6 6-1"),
        ("6-6 4-4 6-1 3-3", "4-4 3-3", "6-6 6-1"),
    ],
)
def test_high_nine_first_when_the_low_hand_is_harmony_3_or_better(hand, low, high):
    """High Nine over Wong (3/High 9, the 3 held by a Gor) and over Gong (4/High 9)."""
    result = expect(hand, low, high)
    assert result.keys[0] >= HARMONY_THREE_KEY


def test_gong_before_wong_when_the_low_hand_is_harmony_3_or_better():
    expect("6-6 6-3 5-3 3-1", "3-1 6-3", "6-6 5-3")


@pytest.mark.parametrize(
    "hand, low, high",
    [
        ("6-6 6-1 6-3 2-2", "2-2 6-1", "6-6 6-3"),
        ("6-6 6-3 5-3 2-2", "2-2 5-3", "6-6 6-3"),
        ("6-6 6-1 5-3 2-2", "2-2 6-1", "6-6 5-3"),
    ],
)
def test_otherwise_wong_then_gong_then_high_nine(hand, low, high):
    """No strong setting leaves a Harmony 3 low: Wong over High Nine (1/Wong, not 3/High 9),
    Wong over Gong (2/Wong, not 3/Gong), Gong over High Nine (1/Gong, not 2/High 9)."""
    assert all(s.keys[0] < HARMONY_THREE_KEY for s in settings_of(tiles(hand)) if strong(s))
    expect(hand, low, high)


@pytest.mark.parametrize(
    "hand, low, high",
    [
        ("6-6 1-1 6-1 2-2", "1-1 2-2", "6-6 6-1"),
        ("6-6 1-1 6-3 5-3", "1-1 5-3", "6-6 6-3"),
    ],
)
def test_between_teen_and_day_the_teen_goes_in_the_high_hand(hand, low, high):
    """Within the chosen kind the higher high hand is played, as in the Foxwoods-style way."""
    expect(hand, low, high)


def test_teen_with_gee_joon_is_no_gong():
    """Teen + 2-1 is 8 points, not a Gong: the general rules decide (6/7)."""
    expect("6-6 2-1 5-5 3-2", "5-5 2-1", "6-6 3-2")


# General rules


def test_rule_1_maximises_the_low_hand_when_it_reaches_harmony_3():
    """7/8 rather than 6/9: the low hand can be Harmony 3 or better, so it is maximised."""
    expect("3-2 3-1 2-2 1-1", "1-1 3-2", "3-1 2-2")


def test_rule_2_maximises_the_high_hand_when_the_low_is_only_a_high_3():
    """The best low is 3 held by a Chong (below Harmony 3) and the high can reach 8: 0/8,
    where the Foxwoods-style way keeps the High 3 (3/5)."""
    hand = "6-5 4-3 3-3 2-2"
    assert max(s.keys[0] for s in settings_of(tiles(hand))) < HARMONY_THREE_KEY
    expect(hand, "3-3 2-2", "6-5 4-3")
    assert levels(hw_ref(tiles(hand))) == (3, 5)


def test_rule_3_maximises_the_low_hand_when_the_high_cannot_reach_8():
    """No Harmony 3 low and the best high is 7: 3/4, where the Foxwoods-style way plays 0/7."""
    expect("5-4 4-4 3-3 2-2", "2-2 5-4", "4-4 3-3")
    assert levels(hw_ref(tiles("5-4 4-4 3-3 2-2"))) == (0, 7)


def test_rule_3_holds_for_every_hand_it_covers():
    checked = 0
    for hand in all_four_tile_sets():
        cands = settings_of(hand)
        if (
            any(has_pair(s) for s in cands)
            or any(s.high_value.level >= 8 for s in cands)
            or any(s.keys[0] >= HARMONY_THREE_KEY for s in cands)
        ):
            continue
        checked += 1
        assert nz_way(hand).low_value.level == max(s.low_value.level for s in cands), hand
    assert checked


@pytest.mark.parametrize(
    "hand, low, high",
    [
        ("6-6 3-3 3-1 1-1", "6-6 3-1", "1-1 3-3"),
        ("6-4 5-5 5-3 2-1", "5-5 2-1", "6-4 5-3"),
        ("6-6 4-1 3-1 1-1", "6-6 3-1", "1-1 4-1"),
    ],
)
def test_rule_4_low_hand_of_7_or_less_takes_the_highest_ranking_tile(hand, low, high):
    """6/8 either way: the Teen (or Mooy) goes low, where the Foxwoods-style way puts it high."""
    expect(hand, low, high)


def test_rule_4_applies_literally_to_a_zero_low_hand():
    """0/9 either way: the Gor goes in the (worthless) low hand, though the high hand would hold
    it better; the text gives no exception."""
    expect("3-3 3-2 3-1 2-2", "3-1 3-3", "2-2 3-2")


def test_rule_4_low_hand_of_8_or_more_puts_the_higher_tile_high():
    """8/9 either way: the Chong goes in the high hand (the cut-off part, read as hw_ref)."""
    expect("5-1 3-3 2-1 1-1", "1-1 5-1", "3-3 2-1")
