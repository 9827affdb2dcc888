"""Settings and the 72,072 splits: notation, the ordering rule (back >= middle >= front, ties
legal), the index tables, and the strongest-back setting."""

import random
from itertools import combinations

import numpy as np
import pytest

from gupai_desktop.engine.cards import CARDS, parse_cards
from gupai_desktop.engine.chinese_poker import splits as S
from gupai_desktop.engine.chinese_poker.ranking import key_of
from gupai_desktop.engine.chinese_poker.setting import foul_reason, parse_setting, same_cards


def test_there_are_72072_distinct_ordered_splits():
    assert S.N_SPLITS == 72072 == len(S.FRONT) == len(S.MIDDLE) == len(S.BACK)
    front, middle, back = S.split_positions()
    masks = set()
    for f, m, b in zip(front.tolist()[::97], middle.tolist()[::97], back.tolist()[::97]):
        assert sorted(f + m + b) == list(range(13))
        masks.add((tuple(f), tuple(m)))
    assert len(masks) == len(front.tolist()[::97])
    pairs = set(zip(S.FRONT.tolist(), S.MIDDLE.tolist()))
    assert len(pairs) == 72072


def test_setting_tokens_are_canonical_and_round_trip():
    s = parse_setting("2c Ah Kd | 3d Qs 9h Qd 5c | 7s Jd 8s Ts 9s")
    assert s.token() == "Ah Kd 2c|Qs Qd 9h 5c 3d|Jd Ts 9s 8s 7s"
    assert str(s) == "Ah Kd 2c | Qs Qd 9h 5c 3d | Jd Ts 9s 8s 7s"
    assert parse_setting(s.token()) == s
    assert s.names() == ("High card, ace", "Pair of queens", "Straight, jack high")
    assert (
        parse_setting("Kh Kd Kc | 8h 8s 2c 3c 4c | ...".replace("...", "As Ad Ac 5s 5d"))
        .token()
        .startswith("Kh Kd Kc|8s 8h")
    )


@pytest.mark.parametrize(
    "text,message",
    [
        ("As Kd | Qs Qd 9h 5c 3d | 7s Jd 8s Ts 9s 2c", "front has 3 cards, not 2"),
        ("As Kd 2c | Qs Qd 9h 5c | 7s Jd 8s Ts 9s", "middle has 5 cards, not 4"),
        ("As Kd 2c | Qs Qd 9h 5c 3d", "FRONT | MIDDLE | BACK"),
        ("As Kd 2c | Qs Qd 9h 5c 3d | 7s Js 8s Ts As", "card As appears twice"),
        ("As Kd 2c | Qs Qd 9h 5c 3d | 7s Js 8s Ts Zz", "'Zz'"),
    ],
)
def test_bad_settings_name_what_is_wrong(text, message):
    with pytest.raises(ValueError, match=message.replace("|", r"\|")):
        parse_setting(text)


def test_back_at_least_middle_at_least_front_and_ties_are_legal():
    legal = parse_setting("Ah Kd 2c | Qs Qd 9h 5c 3d | 7s Jd 8s Ts 9s")
    assert foul_reason(legal) is None
    middle_beats_back = parse_setting("Ah Kd 2c | 7s Jd 8s Ts 9s | Qs Qd 9h 5c 3d")
    assert "the middle (Straight, jack high) beats the back (Pair of queens)" in foul_reason(
        middle_beats_back
    )
    front_beats_middle = parse_setting("Qs Qd 2c | Ah Kd 9h 5c 3d | 7s Jd 8s Ts 9s")
    assert "the front (Pair of queens) beats the middle" in foul_reason(front_beats_middle)
    tied = parse_setting("Ah Kd 2c | 7h 8h 9c Tc Jc | 7s 8s 9h Ts Jd")
    assert tied.keys()[1] == tied.keys()[2] and foul_reason(tied) is None


def test_front_tying_middle_cards_is_legal_because_the_middle_has_more_cards():
    s = parse_setting("As Kd Qc | Ah Kc Qd 3s 2h | 9s 9d 9c 4h 4s")
    assert foul_reason(s) is None


def test_legal_mask_matches_the_setting_rule_on_every_split():
    rng = random.Random(11)
    for _ in range(3):
        hand = rng.sample(CARDS, 13)
        ordered = sorted(hand)
        k5, k3 = S.subset_keys(S.sorted_indices(hand))
        front, middle, back = S.split_keys(k5, k3)
        mask = S.legal_mask(front, middle, back)
        for split in range(0, S.N_SPLITS, 331):
            setting = S.setting_at(hand, split)
            assert same_cards(setting, hand)
            assert (foul_reason(setting) is None) == bool(mask[split])
            f, m, b = S.rows_of(split)
            assert key_of([ordered[p] for p in f]) == front[split]
            assert key_of([ordered[p] for p in b]) == back[split]


def test_batch_subset_keys_match_single_hands():
    rng = random.Random(2)
    hands = [rng.sample(CARDS, 13) for _ in range(4)]
    k5, k3 = S.subset_keys(np.stack([S.sorted_indices(h) for h in hands]))
    for i, h in enumerate(hands):
        one5, one3 = S.subset_keys(S.sorted_indices(h))
        assert (k5[i] == one5).all() and (k3[i] == one3).all()


def test_strongest_split_takes_the_best_back_then_middle_then_front():
    hand = parse_cards("9s 3d 2c Js Ts 9h 8d 4d Ac 7d 6c 5h 4c")
    s = S.setting_at(hand, S.strongest_split(hand))
    assert str(s) == "Ac 9s 4d | 6c 5h 4c 3d 2c | Js Ts 9h 8d 7d"
    rng = random.Random(5)
    for _ in range(5):
        hand = rng.sample(CARDS, 13)
        s = S.setting_at(hand, S.strongest_split(hand))
        assert foul_reason(s) is None
        best_back = max(key_of(c) for c in combinations(hand, 5))
        assert s.keys()[2] == best_back
