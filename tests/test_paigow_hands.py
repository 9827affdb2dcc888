"""Two-tile Pai Gow hands: dominoes.md §2.2-§2.4 and the vectors of §8.2-§8.3."""

import itertools
from collections import Counter
from math import comb

import pytest
from hypothesis import given, settings, strategies as st

from gupai_desktop.engine.dominoes import ALL_KINDS, FULL_SET, Tile, parse_tiles
from gupai_desktop.engine.paigow.hands import (
    GONG,
    PAIR,
    PAIR_ORDER,
    POINTS,
    WONG,
    compare,
    evaluate,
    hand_key,
    tie_value,
)
from gupai_desktop.engine.paigow.house_way import hw_ref
from gupai_desktop.engine.paigow.rules import PaiGowRules, settle
from gupai_desktop.engine.paigow.settings import parse_setting
from depth import scaled

TEEN, DAY = Tile(6, 6), Tile(1, 1)
NINES = (Tile(6, 3), Tile(5, 4))
EIGHTS = (Tile(4, 4), Tile(6, 2), Tile(5, 3))
CATEGORY = {PAIR: 3, WONG: 2, GONG: 1, POINTS: 0}


def hand(text):
    a, b = parse_tiles(text)
    return a, b


def value(text):
    return evaluate(*hand(text))


def player_wins(player, banker):
    return compare(hand(player), hand(banker)) > 0


def all_hands():
    """Every two-tile hand of physical tiles (496)."""
    return [(FULL_SET[i], FULL_SET[j]) for i, j in itertools.combinations(range(32), 2)]


# §2.2 values


@pytest.mark.parametrize("rank, kinds", list(enumerate(PAIR_ORDER, start=1)))
def test_each_of_the_16_pairs_is_a_pair(rank, kinds):
    """§2.2.1: the two tiles of each §2.3 pair form a pair of that rank."""
    v = evaluate(Tile(*kinds[0]), Tile(*kinds[1]))
    assert (v.kind, v.pair_rank) == (PAIR, rank)


def test_pair_beats_every_non_pair():
    """§2.2.1: any pair beats any non-pair hand."""
    keys = [evaluate(a, b) for a, b in all_hands()]
    lowest_pair = min(v.key for v in keys if v.kind == PAIR)
    assert all(v.key < lowest_pair for v in keys if v.kind != PAIR)


@pytest.mark.parametrize("big", [TEEN, DAY])
@pytest.mark.parametrize("nine", NINES)
def test_wong_is_teen_or_day_with_a_nine(big, nine):
    """§2.2.2: Teen or Day with [6:3] or [5:4] is a Wong, worth 11."""
    v = evaluate(big, nine)
    assert (v.kind, v.points) == (WONG, 11)


@pytest.mark.parametrize("big", [TEEN, DAY])
@pytest.mark.parametrize("eight", EIGHTS)
def test_gong_is_teen_or_day_with_an_eight_including_yun(big, eight):
    """§2.2.3: Teen or Day with an 8-pip tile, Yun [4:4] included, is a Gong, worth 10."""
    v = evaluate(big, eight)
    assert (v.kind, v.points) == (GONG, 10)


@pytest.mark.parametrize(
    "text, points", [("6-6 2-1", 8), ("1-1 4-2", 8), ("6-6 4-2", 8), ("1-1 2-1", 8)]
)
def test_teen_or_day_with_gee_joon_is_not_a_gong(text, points):
    """§2.2.3 / §2.9.2: Teen or Day with a Gee Joon counted as 6 is 8 points, not a Gong."""
    v = value(text)
    assert (v.kind, v.points) == (POINTS, points)


@pytest.mark.parametrize(
    "text, points", [("6-6 6-4", 2), ("6-6 1-1", 4), ("1-1 6-1", 9), ("6-6 5-5", 2)]
)
def test_teen_or_day_with_anything_else_scores_normally(text, points):
    """§2.2.3: Teen or Day with a tile that is not an 8 or a 9 scores plain points."""
    v = value(text)
    assert (v.kind, v.points) == (POINTS, points)


@pytest.mark.parametrize(
    "text, points",
    [
        ("2-1 6-5", 7),
        ("4-2 6-5", 7),
        ("4-2 5-5", 6),
        ("4-2 6-1", 3),
        ("2-1 3-2", 8),
        ("2-1 6-4", 6),
    ],
)
def test_gee_joon_counts_three_or_six_whichever_scores_higher(text, points):
    """§2.2.4 / §1.5: a Gee Joon tile counts 3 or 6, whichever makes the better hand."""
    assert value(text).points == points


def test_points_are_pips_mod_10_without_gee_joon():
    """§2.2.4: a plain hand is worth its pips mod 10."""
    for a, b in all_hands():
        v = evaluate(a, b)
        if v.kind == POINTS and not (a.is_gee_joon or b.is_gee_joon):
            assert v.points == (a.pips + b.pips) % 10


# §2.3 order


def test_full_pair_order_is_strictly_decreasing():
    """§2.3: Gee Joon, Teen, Day, Yun, Gor, Mooy, Chong, Bon, Foo, Ping, Tit, Look, 9s, 8s, 7s, 5s."""
    keys = [evaluate(Tile(*a), Tile(*b)).key for a, b in PAIR_ORDER]
    assert keys == sorted(keys, reverse=True) and len(set(keys)) == 16
    assert PAIR_ORDER == (
        ((4, 2), (2, 1)),
        ((6, 6), (6, 6)),
        ((1, 1), (1, 1)),
        ((4, 4), (4, 4)),
        ((3, 1), (3, 1)),
        ((5, 5), (5, 5)),
        ((3, 3), (3, 3)),
        ((2, 2), (2, 2)),
        ((6, 5), (6, 5)),
        ((6, 4), (6, 4)),
        ((6, 1), (6, 1)),
        ((5, 1), (5, 1)),
        ((6, 3), (5, 4)),
        ((6, 2), (5, 3)),
        ((5, 2), (4, 3)),
        ((4, 1), (3, 2)),
    )


def test_category_order_pairs_then_wong_then_gong_then_points():
    """§2.3: every pair > every Wong > every Gong > every points hand."""
    by_kind = {}
    for a, b in all_hands():
        v = evaluate(a, b)
        by_kind.setdefault(v.kind, []).append(v.key)
    assert min(by_kind[PAIR]) > max(by_kind[WONG])
    assert min(by_kind[WONG]) > max(by_kind[GONG])
    assert min(by_kind[GONG]) > max(by_kind[POINTS])


def test_teen_wong_beats_day_wong():
    """§2.3.17: Teen Wong beats Day Wong."""
    assert player_wins("6-6 6-3", "1-1 5-4")
    assert not player_wins("1-1 6-3", "6-6 5-4")


def test_teen_gong_beats_day_gong():
    """§2.3.18: Teen Gong beats Day Gong."""
    assert player_wins("6-6 6-2", "1-1 4-4")
    assert not player_wins("1-1 4-4", "6-6 5-3")


def test_more_points_beat_fewer_points():
    """§2.3.19: points hands rank 9 down to 0."""
    pts = [evaluate(a, b) for a, b in all_hands()]
    pts = [v for v in pts if v.kind == POINTS]
    for p in range(9):
        assert max(v.key for v in pts if v.points == p) < min(
            v.key for v in pts if v.points == p + 1
        )


@pytest.mark.parametrize("text", ["4-4 6-2", "3-3 5-1", "6-4 5-5", "6-3 6-3", "6-6 1-1"])
def test_equal_pip_tiles_do_not_pair_unless_listed(text):
    """§2.3 notes: [4:4]+[6:2], [3:3]+[5:1], [6:4]+[5:5] are not pairs."""
    assert value(text).kind != PAIR


def test_pairs_never_tie_each_other():
    """§2.3 notes: each of the 16 pairs exists once, with its own key."""
    pair_keys = Counter(evaluate(a, b).key for a, b in all_hands() if evaluate(a, b).kind == PAIR)
    assert len(pair_keys) == 16 and set(pair_keys.values()) == {1}


# §2.3 counts


def test_count_496_two_tile_hands_of_physical_tiles():
    """§2.3: 496 two-tile hands with distinguishable tiles."""
    assert len(all_hands()) == comb(32, 2) == 496


def test_count_35960_four_tile_deals_of_physical_tiles():
    """§2.3: 35,960 four-tile deals with distinguishable tiles."""
    assert sum(1 for _ in itertools.combinations(range(32), 4)) == 35960


def _pair_class(t):
    """The §2.3 pair a tile belongs to (the two tiles of each pair treated as identical)."""
    return next(i for i, kinds in enumerate(PAIR_ORDER) if (t.hi, t.lo) in kinds)


def test_count_136_two_tile_hands_with_pair_tiles_identical():
    """§2.3: 136 distinct two-tile hands when the two tiles of each pair are identical."""
    assert len({tuple(sorted(map(_pair_class, h))) for h in all_hands()}) == 136


def test_count_3620_four_tile_sets_with_pair_tiles_identical():
    """§2.3: 3,620 distinct four-tile sets when the two tiles of each pair are identical."""
    sets = {
        tuple(sorted(_pair_class(FULL_SET[i]) for i in c))
        for c in itertools.combinations(range(32), 4)
    }
    assert len(sets) == 3620


def test_count_221_two_tile_hands_of_distinct_kinds():
    """§2.3: 221 distinct two-tile hands when only identical tiles are identical."""
    assert len({tuple(sorted(h)) for h in all_hands()}) == 221


def test_every_distinct_hand_has_the_same_value_whatever_the_order():
    """evaluate(a, b) == evaluate(b, a) for all 21 x 21 kind pairs."""
    for a in ALL_KINDS:
        for b in ALL_KINDS:
            assert evaluate(a, b) == evaluate(b, a)


# §2.4 ties


def test_ties_compare_the_highest_ranking_tile_only():
    """§2.4: equal points compare the higher-ranking tile of each hand; the higher wins."""
    assert player_wins("5-5 4-3", "2-2 4-3")
    assert not player_wins("2-2 4-3", "5-5 6-5")


def test_lower_tile_is_never_used():
    """§2.4: [6:5][5:1] v [6:5][4:2] is a copy (both 7, high tile Foo) and goes to the banker."""
    assert hand_key(*hand("6-5 5-1")) == hand_key(*hand("6-5 4-2"))
    assert not player_wins("6-5 5-1", "6-5 4-2")
    assert not player_wins("6-5 4-2", "6-5 5-1")


@pytest.mark.parametrize(
    "a, b", [((6, 3), (5, 4)), ((6, 2), (5, 3)), ((5, 2), (4, 3)), ((4, 1), (3, 2))]
)
def test_military_tiles_of_equal_pips_rank_equally(a, b):
    """§2.4: [6:3]=[5:4], [6:2]=[5:3], [5:2]=[4:3], [4:1]=[3:2] in ties."""
    assert tie_value(Tile(*a)) == tie_value(Tile(*b))


def test_chop_gow_high_against_chop_gow_high_is_a_copy():
    """§2.4: [6:3]-high against [5:4]-high with equal points is a copy."""
    assert hand_key(*hand("6-3 4-1")) == hand_key(*hand("5-4 3-2"))
    assert not player_wins("6-3 4-1", "5-4 3-2")


def test_single_tile_tie_order():
    """§1.3 / §7: 66 > 11 > 44 > 31 > 55 > 33 > 22 > 65 > 64 > 61 > 51 > 9s > 8s > 7s > 5s > Gee."""
    order = [
        [(6, 6)],
        [(1, 1)],
        [(4, 4)],
        [(3, 1)],
        [(5, 5)],
        [(3, 3)],
        [(2, 2)],
        [(6, 5)],
        [(6, 4)],
        [(6, 1)],
        [(5, 1)],
        [(6, 3), (5, 4)],
        [(6, 2), (5, 3)],
        [(5, 2), (4, 3)],
        [(4, 1), (3, 2)],
        [(4, 2), (2, 1)],
    ]
    values = [{tie_value(Tile(*k)) for k in group} for group in order]
    assert all(len(v) == 1 for v in values)
    flat = [v.pop() for v in values]
    assert flat == sorted(flat, reverse=True) and len(set(flat)) == 16


def test_gee_joon_has_no_tie_value():
    """§2.4: Gee Joon tiles rank below every other single tile."""
    gee = {tie_value(Tile(4, 2)), tie_value(Tile(2, 1))}
    others = [tie_value(t) for t in ALL_KINDS if not t.is_gee_joon]
    assert len(gee) == 1 and gee.pop() < min(others)


def test_gee_joon_is_never_the_high_tile_beside_another_tile():
    """§2.4: with one Gee Joon and another tile, the other tile breaks ties."""
    for other in ALL_KINDS:
        if other.is_gee_joon:
            continue
        for gee in (Tile(4, 2), Tile(2, 1)):
            v = evaluate(gee, other)
            if v.kind == POINTS and v.points:
                assert v.high_tile == other


def test_copy_goes_to_the_banker():
    """§2.1 / §2.4: an exact tie (copy) is a banker win, whichever side holds which hand."""
    assert compare(hand("2-2 6-1"), hand("2-2 4-3")) == -1
    assert compare(hand("2-2 4-3"), hand("2-2 6-1")) == -1


def test_zero_zero_goes_to_the_banker():
    """§2.4: any tie at 0 points goes to the banker, whatever the high tiles."""
    zeros = [h for h in all_hands() if evaluate(*h).kind == POINTS and evaluate(*h).points == 0]
    assert zeros
    for p in zeros[::7]:
        for b in zeros[::11]:
            assert compare(p, b) == -1


def test_two_wongs_with_the_same_teen_are_a_copy():
    """§2.4 / §2.9.3: the 9 in a Wong is the lower tile and is ignored."""
    assert not player_wins("6-6 6-3", "6-6 5-4")
    assert not player_wins("1-1 6-2", "1-1 4-4")


# §8.2 single hands


@pytest.mark.parametrize(
    "text, kind, points",
    [
        ("3-1 3-2", POINTS, 9),
        ("3-2 6-5", POINTS, 6),
        ("5-5 6-4", POINTS, 0),
        ("2-1 6-5", POINTS, 7),
        ("6-6 6-3", WONG, 11),
        ("1-1 5-3", GONG, 10),
        ("6-6 4-4", GONG, 10),
        ("6-6 6-4", POINTS, 2),
        ("6-6 2-1", POINTS, 8),
        ("1-1 4-2", POINTS, 8),
        ("6-6 1-1", POINTS, 4),
    ],
)
def test_vector_8_2_single_hand(text, kind, points):
    """§8.2: each row's kind and points."""
    v = value(text)
    assert (v.kind, v.points) == (kind, points)


def test_vector_8_2_teen_wong_and_teen_gong_are_teen():
    """§8.2: [6:6]+[6:3] is a Teen Wong, [1:1]+[5:3] a Day Gong, [6:6]+[4:4] a Teen Gong."""
    assert value("6-6 6-3").describe() == "Teen Wong"
    assert value("1-1 5-3").describe() == "Day Gong"
    assert value("6-6 4-4").describe() == "Teen Gong"


def test_vector_8_2_gee_joon_pair_is_the_highest_hand():
    """§8.2: [4:2]+[2:1] is the Gee Joon pair, above every other hand."""
    v = value("4-2 2-1")
    assert (v.kind, v.pair_rank) == (PAIR, 1)
    assert v.key == max(evaluate(a, b).key for a, b in all_hands())


def test_vector_8_2_chop_gow_pair_beats_any_wong():
    """§8.2: [6:3]+[5:4] is the Chop Gow pair (rank 13) and beats any Wong."""
    v = value("6-3 5-4")
    assert (v.kind, v.pair_rank) == (PAIR, 13)
    assert player_wins("6-3 5-4", "6-6 6-3") and player_wins("6-3 5-4", "1-1 5-4")
    assert all(v.key > evaluate(a, b).key for a, b in all_hands() if evaluate(a, b).kind == WONG)


# §8.3 comparisons


@pytest.mark.parametrize(
    "player, banker, player_wins_hand",
    [
        ("4-3 2-2", "6-5 5-5", False),
        ("2-2 6-1", "2-2 4-3", False),
        ("6-5 5-1", "6-5 4-2", False),
        ("6-6 4-3", "1-1 5-2", True),
        ("5-4 1-1", "6-3 6-6", False),
        ("6-6 4-2", "2-1 3-3", False),
        ("2-1 4-1", "4-2 3-2", False),
        ("3-3 3-1", "5-5 6-4", False),
        ("6-3 1-1", "6-2 6-6", True),
    ],
)
def test_vector_8_3_comparison(player, banker, player_wins_hand):
    """§8.3: each row's winner (player or banker)."""
    assert player_wins(player, banker) is player_wins_hand


def test_vector_8_3_full_bet_example_player_wins_0_95_stake():
    """§8.3: 5/9 Teen-high against the house-way 0/9 Day-high; the player is paid 0.95 x stake."""
    player = parse_setting("6-6 4-3 | 5-5 3-2")
    assert (player.low_value.points, player.high_value.points) == (5, 9)
    banker = hw_ref(parse_tiles("1-1 5-2 3-3 2-2"))
    assert set(banker.high) == {Tile(1, 1), Tile(5, 2)}
    assert set(banker.low) == {Tile(3, 3), Tile(2, 2)}
    rules = PaiGowRules(ai_players=0, stake=100)
    result = settle(rules, 0, {0: banker, 1: player}, {1: 100.0})
    user = result.results[1]
    assert (user.outcome, user.net) == ("win", pytest.approx(95.0))
    assert sum(result.nets()) == pytest.approx(0.0)


# Property tests

hand_indices = st.lists(st.integers(0, 31), min_size=6, max_size=6, unique=True)


@settings(max_examples=scaled(300), deadline=None)
@given(hand_indices)
def test_comparison_is_a_total_preorder_on_keys(idx):
    """Keys order all hands: comparison is total, transitive, and a copy is an equal key."""
    a, b, c = [(FULL_SET[idx[i]], FULL_SET[idx[i + 1]]) for i in (0, 2, 4)]
    ka, kb, kc = hand_key(*a), hand_key(*b), hand_key(*c)
    assert (compare(a, b) > 0) == (ka > kb)
    assert not (compare(a, b) > 0 and compare(b, a) > 0)
    if compare(a, b) > 0 and compare(b, c) > 0:
        assert compare(a, c) > 0
    if ka >= kb and kb >= kc:
        assert ka >= kc


@settings(max_examples=scaled(300), deadline=None)
@given(hand_indices)
def test_banker_wins_all_copies(idx):
    """Whenever two hands have equal keys, whoever banks wins."""
    a = (FULL_SET[idx[0]], FULL_SET[idx[1]])
    b = (FULL_SET[idx[2]], FULL_SET[idx[3]])
    if hand_key(*a) == hand_key(*b):
        assert compare(a, b) == -1 and compare(b, a) == -1
    else:
        assert compare(a, b) == -compare(b, a)


@settings(max_examples=scaled(300), deadline=None)
@given(hand_indices)
def test_order_is_consistent_with_the_category_order(idx):
    """A higher category (pair > Wong > Gong > points) always wins; more points win among points."""
    a = evaluate(FULL_SET[idx[0]], FULL_SET[idx[1]])
    b = evaluate(FULL_SET[idx[2]], FULL_SET[idx[3]])
    if CATEGORY[a.kind] != CATEGORY[b.kind]:
        assert (a.key > b.key) == (CATEGORY[a.kind] > CATEGORY[b.kind])
    elif a.kind == POINTS and a.points != b.points:
        assert (a.key > b.key) == (a.points > b.points)
    elif a.kind == PAIR:
        assert (a.key > b.key) == (a.pair_rank < b.pair_rank)
