"""The engine's shortcuts for replays and simulations (issue 17) give what the plain rules
give: tile and card values looked up, hands keyed by prime tables, Ding Niu's blocks found with
bitmasks, Da Gunzi's trumps and Small Mahjong's triplets looked up, tiles and cards read by
lookup."""

from __future__ import annotations

import itertools
import random

from gupai_desktop.engine.cards import BY_INDEX, CARDS, Card, parse_card
from gupai_desktop.engine.chinese_poker import ranking
from gupai_desktop.engine.dagunzi.cards import IDENTITIES, Trumps
from gupai_desktop.engine.dingniu import suanzhang
from gupai_desktop.engine.dingniu.deck import NON_DOUBLES
from gupai_desktop.engine.dominoes import ALL_KINDS, CIVIL, KIND, parse_full_set, parse_tile
from gupai_desktop.engine.paigow import hands
from gupai_desktop.engine.smallmahjong import triplets


def test_tile_values_are_the_rules():
    for t in ALL_KINDS:
        red = 6 if (t.hi, t.lo) == (6, 6) else sum(h for h in (t.hi, t.lo) if h in (1, 4))
        assert (t.pips, t.red_pips, t.black_pips) == (t.hi + t.lo, red, t.hi + t.lo - red)
        assert t.is_civil == ((t.hi, t.lo) in CIVIL) and t.copies == (2 if t.is_civil else 1)
        assert t.is_gee_joon == ((t.hi, t.lo) in ((4, 2), (2, 1)))
        assert str(t) == f"{t.hi}-{t.lo}" and parse_tile(f"{t.lo}-{t.hi}") == t
    assert sorted(ALL_KINDS, key=KIND) == sorted(ALL_KINDS)


def test_pai_gow_hand_values_are_the_evaluation():
    for a in ALL_KINDS:
        for b in ALL_KINDS:
            assert hands.evaluate(a, b) == hands._evaluate(*sorted((a, b), reverse=True))


def test_a_shuffle_in_another_spelling_reads_the_same():
    rng = random.Random(2)
    tokens = [str(t) for t in ALL_KINDS for _ in range(t.copies)]
    rng.shuffle(tokens)
    written = " ".join(tokens)
    assert parse_full_set(written) == parse_full_set(written.replace("-", "").replace(" ", ","))


def test_cards_index_and_name_as_before():
    for i, card in enumerate(BY_INDEX):
        assert card.index == i and parse_card(str(card)) == card
        assert Card(card.rank, card.suit) == card and hash(Card(card.rank, card.suit)) == hash(card)
    assert str(parse_card("10d")) == "Td" and parse_card("as") == Card(14, "s")


def test_five_card_keys_by_prime_tables_are_the_ranking():
    rng = random.Random(5)
    for wheel in ranking.WHEELS:
        for _ in range(5000):
            cards = rng.sample(CARDS, 5)
            flush = len({c.suit for c in cards}) == 1
            assert ranking.key_of(cards, wheel) == ranking.rank_key5(
                [c.rank for c in cards], flush, wheel
            )


def test_ding_niu_blocks_by_bitmask_are_classic_then_smothered():
    rng = random.Random(3)
    found = 0
    for _ in range(20000):
        unplaced = rng.sample(list(NON_DOUBLES), rng.randint(0, len(NON_DOUBLES)))
        ends = (rng.randint(1, 6), rng.randint(1, 6))
        for values in ((4, 5), (1, 2, 3, 4, 5, 6)):
            want = suanzhang.classic(ends, unplaced) or suanzhang.smothered(ends, unplaced, values)
            assert suanzhang.classify(ends, unplaced, values) == want
            found += want is not None
    assert found > 1000


def test_da_gunzi_trumps_by_lookup_are_the_rules():
    for level in range(3, 11):
        for suit in "shdc":
            trumps = Trumps(level, suit)
            for card in IDENTITIES:
                trump = card.is_joker or card.rank in (2, level) or card.suit == suit
                assert trumps.is_trump(card) == trump
                assert trumps.eff_suit(card) == ("trump" if trump else card.suit)


def test_small_mahjong_triplets_by_lookup_are_the_classification():
    for tiles in itertools.product(ALL_KINDS, repeat=3):
        values = tuple(sorted(v for t in tiles for v in (t.hi, t.lo)))
        assert triplets.classify(tiles) == triplets._classify_values(values)
