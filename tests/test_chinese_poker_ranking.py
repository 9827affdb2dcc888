"""Row ranking (chinese-poker.md "Hand ranking"): 5-card keys, 3-card fronts on the same ladder,
the wheel option, hand names, and agreement with the treys reference evaluator."""

import itertools
import random

import numpy as np
import pytest

from gupai_desktop.engine.cards import CARDS, parse_cards
from gupai_desktop.engine.chinese_poker.ranking import (
    CATEGORY_NAMES,
    FLUSH,
    FULL_HOUSE,
    HIGH_CARD,
    PAIR,
    QUADS,
    STRAIGHT,
    STRAIGHT_FLUSH,
    TRIPS,
    TWO_PAIRS,
    category_of,
    describe,
    evaluator5,
    key_of,
    keys3,
    keys5,
    ladder,
)


def k(text, wheel="low"):
    return key_of(parse_cards(text), wheel)


LADDER = [  # one example per category, low to high
    ("Ks Qd 9c 5h 3s", HIGH_CARD),
    ("2s 2d 5c 4h 3s", PAIR),
    ("3s 3d 2c 2h 4s", TWO_PAIRS),
    ("2s 2d 2c 4h 3s", TRIPS),
    ("As 2d 3c 4h 5s", STRAIGHT),
    ("2h 3h 4h 5h 7h", FLUSH),
    ("2s 2d 2c 3h 3s", FULL_HOUSE),
    ("2s 2d 2c 2h 3s", QUADS),
    ("As 2s 3s 4s 5s", STRAIGHT_FLUSH),
]


def test_categories_rank_in_the_standard_order():
    keys = [k(text) for text, _ in LADDER]
    assert [category_of(x) for x in keys] == [c for _, c in LADDER]
    assert keys == sorted(keys) and len(set(keys)) == len(keys)
    assert CATEGORY_NAMES[STRAIGHT_FLUSH] == "Straight flush"


@pytest.mark.parametrize(
    "low,high",
    [
        ("Ks Qd 9c 5h 3s", "Ks Qd 9c 5h 4s"),  # last kicker decides
        ("9s 9d Ac Kh Qs", "Ts Td 2c 3h 4s"),  # pair rank before kickers
        ("Ks Kd Qc Qh As", "As Ad 2c 2h 3s"),  # higher pair first in two pairs
        ("Ks Kd 4c 4h As", "Ks Kd 5c 5h 2s"),  # then the second pair
        ("Qs Qd Qc Ah Ks", "Ks Kd Kc 2h 3s"),
        ("9s Td Jc Qh Ks", "Ts Jd Qc Kh As"),  # A-K-Q-J-T is the highest straight
        ("Ah Qh Th 8h 6h", "Ah Qh Jh 3h 2h"),
        ("As Ad Ac Kh Ks", "2s 2d 2c 2h 3s"),
        ("Ks Kd Kc Kh As", "As Ad Ac Ah 2s"),
        ("9s Ts Js Qs Ks", "Ts Js Qs Ks As"),  # royal flush on top
    ],
)
def test_ties_within_a_category_break_on_making_ranks_then_kickers(low, high):
    assert k(low) < k(high)


def test_suits_never_break_ties():
    assert k("As Kd Qc Jh 9s") == k("Ah Kc Qd Js 9h")
    assert k("As Ah 7c") == k("Ad Ac 7s")
    assert k("2h 3h 4h 5h 7h") == k("2c 3c 4c 5c 7c")


def test_wheel_is_the_lowest_straight_by_default_and_second_with_the_option():
    wheel, six, broadway = "As 2d 3c 4h 5s", "2s 3d 4c 5h 6s", "Ts Jd Qc Kh As"
    assert k(wheel) < k(six) < k(broadway)
    assert (
        k(six, "second")
        < k("9s Td Jc Qh Ks", "second")
        < k(wheel, "second")
        < k(broadway, "second")
    )
    sf_wheel, sf_king = "As 2s 3s 4s 5s", "9s Ts Js Qs Ks"
    assert k(sf_wheel) < k(sf_king) and k(sf_king, "second") < k(sf_wheel, "second")
    assert describe(k(wheel, "second")) == "Straight, five high"


def test_front_has_only_trips_pair_and_high_card():
    assert category_of(k("2s 3s 4s")) == HIGH_CARD  # no 3-card straight or flush
    assert category_of(k("Qs Qd 7c")) == PAIR
    assert category_of(k("6s 6h 6d")) == TRIPS


@pytest.mark.parametrize(
    "front,middle,front_wins",
    [
        # high card front against the middle: corresponding cards equal -> not better
        ("As Kd Qc", "Ah Kc Qd 3s 2h", False),
        ("As Kd Qc", "Ah Kc Jd Ts 8h", True),
        ("As Kd Qc", "2s 2h 3c 4d 5h", False),  # any pair beats a high card
        # pair fronts
        ("2s 2d Ac", "2h 2c Ad Ks Qh", False),  # same pair and kicker: not better
        ("As Ad Kc", "Ah Ac Qd Js Th", True),
        ("As Ad 2c", "Ks Kd Qc Jh 9s", True),
        ("As Ad Kc", "2s 2d 3c 3h 4s", False),  # two pairs beat any pair
        ("2s 2d 3c", "As Kd Qc Jh 9s", True),  # a pair beats any high card
        # trips fronts
        ("2s 2d 2c", "As Ad Kc Kh Qs", True),  # trips beat two pairs
        ("7s 7d 7c", "7h 7s 7d 3h 2s", False),  # same trips: the kickers count
        ("8s 8d 8c", "7h 7s 7d Ah Ks", True),
        ("As Ad Ac", "As 2d 3c 4h 5s", False),  # the lowest straight beats trips
        ("As Ad Ac", "2h 3h 4h 5h 7h", False),
    ],
)
def test_front_against_middle_at_every_category_boundary(front, middle, front_wins):
    assert (k(front) > k(middle)) is front_wins
    assert k(front) != k(middle)


@pytest.mark.parametrize(
    "cards,name",
    [
        ("Ks Kd Kc 8h 8s", "Full house, kings over eights"),
        ("5s 5d 5c 5h As", "Four of a kind, fives"),
        ("Ts Js Qs Ks As", "Royal flush"),
        ("As 2s 3s 4s 5s", "Straight flush, five high"),
        ("Ah Qh Th 8h 6h", "Flush, ace high"),
        ("9s Td Jc Qh Ks", "Straight, king high"),
        ("6s 6h 6d", "Three of a kind, sixes"),
        ("Js Jd 4c 4h 2s", "Two pairs, jacks and fours"),
        ("Qs Qh 7c", "Pair of queens"),
        ("As Kd 2c", "High card, ace"),
    ],
)
def test_names_for_the_scoring_table(cards, name):
    assert describe(k(cards)) == name


def test_batch_and_per_call_evaluators_agree_with_key_of():
    rng = random.Random(3)
    hands = [rng.sample(CARDS, 5) for _ in range(2000)]
    batch = keys5(np.array([[c.index for c in h] for h in hands]))
    one = evaluator5()
    for hand, key in zip(hands, batch):
        assert key == key_of(hand) == one(*(c.index for c in hand))
    fronts = [rng.sample(CARDS, 3) for _ in range(500)]
    assert list(keys3(np.array([[c.index for c in h] for h in fronts]))) == [
        key_of(h) for h in fronts
    ]


def test_ladder_holds_every_distinct_row_value():
    # 7,462 five-card values and 455 three-card values (13 trips, 156 pairs, 286 high cards)
    assert len(ladder()) == 7462 + 455 == len(ladder("second"))


def _treys():
    """treys' five-card evaluator and our 52 cards in its encoding."""
    treys = pytest.importorskip("treys")
    return treys.Evaluator()._five, [treys.Card.new(str(c)) for c in CARDS]


def _treys_orders_like_us(hands: np.ndarray, ref: np.ndarray) -> None:
    """Same ordering: sorted by our key, treys ranks (`ref`, 1 = best) strictly decrease, ties
    equal."""
    ours = keys5(hands, presorted=True)
    # The distinct (our key, treys rank) pairs, each as one 64-bit number: numpy's unique of
    # rows sorted 2.6 M of them in 2.3 s where one column takes 0.2 s. Treys' ranks (1 to
    # 7462) fit in the low 32 bits, so the numbers sort by our key, then by treys' rank.
    packed = np.unique((ours.astype(np.int64) << 32) | ref.astype(np.int64))
    pairs = np.stack([packed >> 32, packed & 0xFFFFFFFF], axis=1)
    assert len(pairs) == len(np.unique(ours)) == len(np.unique(ref))
    assert (np.diff(pairs[np.argsort(pairs[:, 0]), 1]) < 0).all()


def test_ranking_agrees_with_treys_on_a_sample():
    rng = np.random.default_rng(1)
    hands = np.sort(np.array([rng.choice(52, 5, replace=False) for _ in range(30000)]), axis=1)
    five, tc = _treys()
    ref = np.fromiter((five([tc[i] for i in h]) for h in hands.tolist()), dtype=np.int32)
    _treys_orders_like_us(hands, ref)


@pytest.mark.slow
def test_ranking_agrees_with_treys_on_all_2598960_hands():
    hands = np.fromiter(
        itertools.chain.from_iterable(itertools.combinations(range(52), 5)),
        dtype=np.int8,
        count=2598960 * 5,
    ).reshape(-1, 5)
    five, tc = _treys()
    # the same combinations in the same order, without a Python list for each hand
    ref = np.fromiter(map(five, itertools.combinations(tc, 5)), dtype=np.int32, count=len(hands))
    _treys_orders_like_us(hands, ref)
