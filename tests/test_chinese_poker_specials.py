"""Special 13-card hands: what makes each one, the seed's tie rules, and each schedule's clash
rule (typical: the higher wins its full value; Malayan/Hawaiian Gardens: the difference;
Singapore: 3-pointers push, the Dragon is paid in full)."""

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from gupai_desktop.engine.cards import CARDS, Card, parse_cards
from gupai_desktop.engine.chinese_poker import specials
from gupai_desktop.engine.chinese_poker.presets import SPECIALS
from gupai_desktop.engine.chinese_poker.rules import ChinesePokerRules, resolve
from gupai_desktop.engine.chinese_poker.specials import TITLES, available, clash, declared, strength

from depth import scaled

HANDS = {
    "six-pairs": "As Ad Ks Kd Qs Qd Js Jd Ts Td 9s 9d 2c",
    "three-straights": "2s 3d 4c 5h 6s 7d 8c 9h 9s Tc Jd Qh Ks",
    "three-flushes": "2h 7h 9h 3s 5s 8s Js Ks 2c 4c 6c Tc Ac",
    "complete-straight": "As 2d 3c 4h 5s 6d 7c 8h 9s Td Jc Qh Ks",
    "one-suit": "As 2s 3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks",
    "five-pairs-triplet": "As Ad Ac Ks Kd Qs Qd Js Jd Ts Td 9s 9d",
    "four-triplets": "As Ad Ac Ks Kd Kc Qs Qd Qc Js Jd Jc 2h",
    "three-quads": "As Ad Ac Ah Ks Kd Kc Kh Qs Qd Qc Qh 2s",
    "one-colour": "Ah Kh Qh Jh 9h 7h 5h Ad Kd Qd 8d 4d 2d",
    "twelve-one-colour": "Ah Kh Qh Jh 9h 7h 5h Ad Kd Qd 8d 4d 2s",
    "small": "2s 2d 3c 3h 4s 4d 5c 5h 6s 6d 7c 7h 8s",
    "big": "8s 8d 9c 9h Ts Td Jc Jh Qs Qd Kc Kh As",
    "all-pictures": "Js Jh Jd Jc Qs Qh Qd Qc Ks Kh Kd Kc 2s",
    "three-straight-flushes": "2s 3s 4s 5h 6h 7h 8h 9h 9c Tc Jc Qc Kc",
}


@pytest.mark.parametrize("slug", sorted(HANDS))
def test_each_special_hand_is_recognised(slug):
    assert strength(slug, parse_cards(HANDS[slug])) is not None
    assert slug in TITLES


@pytest.mark.parametrize(
    "slug,cards",
    [
        ("six-pairs", "As Ad Ks Kd Qs Qd Js Jd Ts Td 9s 8d 2c"),  # five pairs only
        ("three-straights", "2s 3d 5c 5h 6s 7d 8c 9h 9s Tc Jd Qh Ks"),
        ("three-flushes", "2h 7h 9d 3s 5s 8s Js Ks 2c 4c 6c Tc Ac"),
        ("complete-straight", "As 2d 3c 4h 5s 6d 7c 8h 9s Td Jc Qh Qs"),
        ("five-pairs-triplet", "As Ad Ks Kd Qs Qd Js Jd Ts Td 9s 9d 2c"),
        ("small", "2s 2d 3c 3h 4s 4d 5c 5h 6s 6d 7c 7h 9s"),
        ("big", "8s 8d 9c 9h Ts Td Jc Jh Qs Qd Kc Kh 7s"),
        ("twelve-one-colour", "Ah Kh Qh Jh 9h 7h 5h Ad Kd Qd 8d 4d 2d"),
    ],
)
def test_near_misses_are_not_special(slug, cards):
    assert strength(slug, parse_cards(cards)) is None


def test_readings_four_of_a_kind_is_two_pairs_and_a_triplet_is_a_pair_and_an_odd_card():
    quads = parse_cards("As Ad Ac Ah Ks Kd Qs Qd Js Jd Ts Td 2c")
    assert strength("six-pairs", quads) == (14, 14, 13, 12, 11, 10)
    assert strength("six-pairs", parse_cards(HANDS["five-pairs-triplet"])) is not None
    assert (
        strength("four-triplets", parse_cards("As Ad Ac Ah Ks Kd Kc Qs Qd Qc Js Jd Jc")) is not None
    )


def test_three_card_straights_run_ace_low_or_ace_high():
    ace_low = parse_cards("Ah 2d 3c 5h 6s 7d 8c 9h 9s Tc Jd Qh Ks")
    ace_high = parse_cards("Qh Kd Ac 5h 6s 7d 8c 9h 9s Tc Jd Qc Ks")
    assert strength("three-straights", ace_low)[2] == 3
    assert strength("three-straights", ace_high)[2] == 14


def test_available_lists_what_the_schedule_offers_in_its_order():
    one_suit = parse_cards(HANDS["one-suit"])
    assert available(SPECIALS["typical"], one_suit) == [
        "three-straights",
        "three-flushes",
        "complete-straight",
    ]
    assert available(SPECIALS["hawaiian-gardens"], one_suit)[-2:] == [
        "complete-straight",
        "one-suit",
    ]
    assert available(SPECIALS["none"], one_suit) == []
    with pytest.raises(ValueError, match="not a special hand of this game"):
        declared(SPECIALS["typical"], "one-suit", one_suit)
    with pytest.raises(ValueError, match="does not make six pairs"):
        declared(SPECIALS["typical"], "six-pairs", one_suit)


def d(schedule, slug, cards):
    return declared(SPECIALS[schedule], slug, parse_cards(cards))


def test_typical_two_six_pairs_compare_highest_pair_then_the_next():
    a = d("typical", "six-pairs", "As Ad Ks Kd Qs Qd Js Jd Ts Td 9s 9d 2c")
    b = d("typical", "six-pairs", "Ah Ac Kh Kc Qh Qc Jh Jc Th Tc 8s 8d 2d")
    same = d("typical", "six-pairs", "Ah Ac Kh Kc Qh Qc Jh Jc Th Tc 9h 9c 2d")
    assert clash(SPECIALS["typical"], a, b) == 3 and clash(SPECIALS["typical"], b, a) == -3
    assert clash(SPECIALS["typical"], a, same) == 0


def test_typical_three_straights_compare_back_then_middle_then_front():
    a = d("typical", "three-straights", "2s 3d 4c 5h 6s 7d 8c 9h 9s Tc Jd Qh Ks")
    b = d("typical", "three-straights", "2h 3c 4d 5s 6h 7c 8d 9d 8s 9c Th Jh Qs")
    assert a.strength[0] == 13 and b.strength[0] == 12
    assert clash(SPECIALS["typical"], a, b) == 3
    front_only = d("typical", "three-straights", "3h 4d 5s 5c 6h 7s 8d 9c 9d Ts Jc Qd Kh")
    assert front_only.strength[:2] == a.strength[:2] and front_only.strength[2] > a.strength[2]
    assert clash(SPECIALS["typical"], front_only, a) == 3


def test_typical_three_flushes_compare_the_back_hand_first():
    a = d("typical", "three-flushes", "2h 7h 9h 3s 5s 8s Js Ks 2c 4c 6c Tc Ac")
    b = d("typical", "three-flushes", "3h 8h Th 2s 4s 6s 9s Qs 3c 5c 7c Jc Kc")
    assert clash(SPECIALS["typical"], a, b) == 3


def test_typical_higher_special_wins_its_full_value_and_two_complete_straights_tie():
    six = d("typical", "six-pairs", HANDS["six-pairs"])
    flushes = d("typical", "three-flushes", HANDS["three-flushes"])
    dragon = d("typical", "complete-straight", HANDS["complete-straight"])
    other = d("typical", "complete-straight", "Ah 2c 3d 4s 5h 6c 7d 8s 9h Tc Jd Qs Kh")
    sc = SPECIALS["typical"]
    assert clash(sc, flushes, six) == 3 and clash(sc, six, flushes) == -3
    assert clash(sc, six, dragon) == -13 and clash(sc, dragon, other) == 0


def test_difference_rule_of_hawaiian_gardens_and_malaya():
    hg = SPECIALS["hawaiian-gardens"]
    suit = d("hawaiian-gardens", "one-suit", HANDS["one-suit"])
    pairs = d("hawaiian-gardens", "six-pairs", HANDS["six-pairs"])
    flushes = d("hawaiian-gardens", "three-flushes", HANDS["three-flushes"])
    assert clash(hg, suit, pairs) == 35 and clash(hg, pairs, suit) == -35
    assert clash(hg, pairs, flushes) == 0
    malaya = SPECIALS["malayan"]
    small = d("malayan", "small", HANDS["small"])
    big = d("malayan", "big", HANDS["big"])
    quads = d("malayan", "three-quads", HANDS["three-quads"])
    assert clash(malaya, small, big) == 0 and clash(malaya, quads, small) == 6
    assert d("malayan", "six-pairs", HANDS["six-pairs"]).title == "Six and a half pairs"


def test_singapore_three_pointers_push_and_the_dragon_is_paid_in_full():
    sc = resolve(ChinesePokerRules(preset="singapore")).specials
    pairs = declared(sc, "six-pairs", parse_cards(HANDS["six-pairs"]))
    small = declared(sc, "small-cards", parse_cards("2s 2d 3c 3h 4s 4d 5c 5h 6s 6d 7c 7h 9s"))
    dragon = declared(sc, "complete-straight", parse_cards(HANDS["complete-straight"]))
    assert dragon.title == "Dragon" and small.value == 3
    assert clash(sc, pairs, small) == 0
    assert clash(sc, dragon, pairs) == 13 and clash(sc, small, dragon) == -13
    sc26 = resolve(ChinesePokerRules(preset="singapore", dragon_value=26)).specials
    assert (
        clash(
            sc26,
            declared(sc26, "complete-straight", parse_cards(HANDS["complete-straight"])),
            pairs,
        )
        == 26
    )


def test_singapore_small_cards_up_to_nine_or_ten():
    with_ten = parse_cards("2s 2d 3c 3h 4s 4d 5c 5h 6s 6d 7c 7h Ts")
    nine = resolve(ChinesePokerRules(preset="singapore")).specials
    ten = resolve(ChinesePokerRules(preset="singapore", small_cards_max=10)).specials
    assert "small-cards" not in available(nine, with_ten)
    assert "small-cards" in available(ten, with_ten)


def test_vietnamese_schedule_values():
    sc = SPECIALS["vietnamese"]
    assert dict(sc.hands) == {
        "six-pairs": 3,
        "three-straights": 3,
        "three-flushes": 3,
        "five-pairs-triplet": 6,
        "complete-straight": 13,
        "one-suit": 26,
    }
    triplet = d("vietnamese", "five-pairs-triplet", HANDS["five-pairs-triplet"])
    six = d("vietnamese", "six-pairs", HANDS["six-pairs"])
    assert clash(sc, triplet, six) == 6


def test_schedules_list_the_seed_hands_and_no_pictures_is_not_offered():
    assert len(SPECIALS["malayan"].hands) == 12 and len(SPECIALS["hawaiian-gardens"].hands) == 7
    assert dict(SPECIALS["typical"].hands) == {
        "six-pairs": 3,
        "three-straights": 3,
        "three-flushes": 3,
        "complete-straight": 13,
    }
    assert dict(SPECIALS["hawaiian-gardens"].hands)["one-suit"] == 39
    assert not any("picture" in slug and slug != "all-pictures" for slug in TITLES)


def _rows_found(cards, wheel, kind, quick: bool):
    """Three straights / flushes / straight flushes found with or without the quick test."""
    if quick:
        return specials._rows(cards, wheel, kind)
    real = specials._may_have_rows
    specials._may_have_rows = lambda cards, kind: True
    try:
        return specials._rows(cards, wheel, kind)
    finally:
        specials._may_have_rows = real


@st.composite
def row_hands(draw, kind: str):
    """13 cards made of three runs or three flushes (often one card changed), or any 13."""
    if draw(st.booleans()):
        return draw(st.permutations(CARDS))[:13]
    cards: list = []
    for size in (5, 5, 3):
        suit = draw(st.sampled_from("shdc"))
        if kind == "flush":
            pool = [c for c in CARDS if c.suit == suit and c not in cards]
            cards += draw(st.permutations(pool))[:size]
        else:
            start = draw(st.integers(1, 15 - size))
            for r in range(start, start + size):
                suit = suit if kind == "straight-flush" else draw(st.sampled_from("shdc"))
                cards.append(Card(14 if r == 1 else r, suit))
    if draw(st.booleans()):
        cards[draw(st.integers(0, 12))] = draw(st.sampled_from(CARDS))
    assume(len(set(cards)) == 13)
    return cards


@pytest.mark.parametrize("kind", ["straight", "flush", "straight-flush"])
@settings(max_examples=scaled(150), deadline=None)
@given(data=st.data(), wheel=st.sampled_from(["low", "second"]))
def test_the_quick_test_of_three_rows_never_drops_a_hand_that_has_them(kind, data, wheel):
    cards = data.draw(row_hands(kind))
    assert _rows_found(cards, wheel, kind, True) == _rows_found(cards, wheel, kind, False)
