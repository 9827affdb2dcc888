"""The Chinese domino set: dominoes.md §1.1-§1.4 and the tile facts of §8.1."""

from collections import Counter

import pytest

from gupai_desktop.engine.dominoes import (
    ALL_KINDS,
    FULL_SET,
    Tile,
    check_available,
    format_tiles,
    name,
    parse_tile,
    parse_tiles,
)

CIVIL_KINDS = {
    (6, 6),
    (1, 1),
    (4, 4),
    (3, 1),
    (5, 5),
    (3, 3),
    (2, 2),
    (6, 5),
    (6, 4),
    (6, 1),
    (5, 1),
}
MILITARY_KINDS = {(6, 3), (5, 4), (6, 2), (5, 3), (5, 2), (4, 3), (4, 2), (4, 1), (3, 2), (2, 1)}
DING_NIU_REMOVED = {(2, 1), (4, 1), (3, 2), (4, 2), (5, 2), (4, 3), (5, 3), (5, 4)}


def kinds(tiles):
    return Counter((t.hi, t.lo) for t in tiles)


def non_double_pip_counts(tiles):
    counts = Counter()
    for t in tiles:
        if not t.is_double:
            counts[t.hi] += 1
            counts[t.lo] += 1
    return dict(counts)


# §1.1 composition


def test_set_has_32_tiles_of_21_kinds():
    """§1.1: 32 tiles of 21 distinct kinds."""
    assert len(FULL_SET) == 32
    assert len(ALL_KINDS) == 21
    assert len(set(FULL_SET)) == 21


def test_every_kind_is_one_throw_of_two_dice_with_no_blanks():
    """§1.1: each kind is an outcome of two six-sided dice, and there are no blanks."""
    assert {(t.hi, t.lo) for t in ALL_KINDS} == {
        (a, b) for a in range(1, 7) for b in range(1, a + 1)
    }


def test_civil_suit_is_11_kinds_two_copies_each():
    """§1.1: the civil suit is 11 kinds, two copies each, 22 tiles."""
    civil = [t for t in FULL_SET if t.is_civil]
    assert set(kinds(civil)) == CIVIL_KINDS
    assert all(n == 2 for n in kinds(civil).values())
    assert len(civil) == 22


def test_military_suit_is_10_kinds_one_copy_each():
    """§1.1: the military suit is 10 kinds, one copy each, 10 tiles."""
    military = [t for t in FULL_SET if not t.is_civil]
    assert set(kinds(military)) == MILITARY_KINDS
    assert all(n == 1 for n in kinds(military).values())
    assert len(military) == 10


def test_every_double_is_civil():
    """§1.1 mnemonic: all six doubles are civil."""
    assert all(t.is_civil for t in ALL_KINDS if t.is_double)
    assert sum(t.is_double for t in ALL_KINDS) == 6


def test_copies_property_matches_the_suit():
    """§1.1: civil kinds have 2 copies and military kinds 1."""
    for t in ALL_KINDS:
        assert t.copies == (2 if (t.hi, t.lo) in CIVIL_KINDS else 1)
        assert kinds(FULL_SET)[(t.hi, t.lo)] == t.copies


def test_gee_joon_tiles_are_4_2_and_2_1():
    """§1.5: the semi-wild Gee Joon tiles are [4:2] and [2:1]."""
    assert {(t.hi, t.lo) for t in ALL_KINDS if t.is_gee_joon} == {(4, 2), (2, 1)}


# §1.2 red pips


def test_every_1_and_4_pip_is_red_and_others_are_not():
    """§1.2: red pips are the 1s and 4s (every tile except [6:6])."""
    for t in ALL_KINDS:
        if (t.hi, t.lo) != (6, 6):
            assert t.red_pips == sum(h for h in (t.hi, t.lo) if h in (1, 4))


def test_double_six_is_half_red():
    """§1.2: [6:6] has 6 red and 6 non-red pips."""
    assert (Tile(6, 6).red_pips, Tile(6, 6).black_pips) == (6, 6)


@pytest.mark.parametrize(
    "tile, red, black",
    [
        ((1, 1), 2, 0),
        ((4, 4), 8, 0),
        ((5, 5), 0, 10),
        ((6, 6), 6, 6),
    ],
)
def test_doubles_red_and_black_pips(tile, red, black):
    """§1.2: the doubles one by one."""
    t = Tile(*tile)
    assert (t.red_pips, t.black_pips) == (red, black)


def test_red_plus_black_is_pips_for_every_tile():
    """§7: black = pips - red."""
    for t in ALL_KINDS:
        assert t.red_pips + t.black_pips == t.pips == t.hi + t.lo


# §1.3 totals


def test_whole_set_has_227_pips_and_64_red():
    """§1.3 / §8.1: 227 pips over all 32 tiles, 64 of them red."""
    assert sum(t.pips for t in FULL_SET) == 227
    assert sum(t.red_pips for t in FULL_SET) == 64


@pytest.mark.parametrize(
    "tile, cantonese",
    [
        ((6, 6), "Teen"),
        ((1, 1), "Day"),
        ((4, 4), "Yun"),
        ((3, 1), "Gor"),
        ((5, 5), "Mooy"),
        ((3, 3), "Chong"),
        ((2, 2), "Bon"),
        ((6, 5), "Foo"),
        ((6, 4), "Ping"),
        ((6, 1), "Tit"),
        ((5, 1), "Look"),
        ((6, 3), "Chop Gow"),
        ((5, 4), "Chop Gow"),
        ((6, 2), "Chop Bot"),
        ((5, 3), "Chop Bot"),
        ((5, 2), "Chop Chit"),
        ((4, 3), "Chop Chit"),
        ((4, 1), "Chop Ng"),
        ((3, 2), "Chop Ng"),
        ((4, 2), "Gee Joon"),
        ((2, 1), "Gee Joon"),
    ],
)
def test_master_table_cantonese_names(tile, cantonese):
    """§1.3: the casino (Cantonese) name of each kind."""
    assert name(Tile(*tile)) == cantonese


# §1.4 pip distribution


def test_non_double_pip_distribution():
    """§1.4: non-double pip counts over the full set are {1:8,2:5,3:6,4:6,5:7,6:8}."""
    assert non_double_pip_counts(FULL_SET) == {1: 8, 2: 5, 3: 6, 4: 6, 5: 7, 6: 8}


def test_only_2_and_5_occur_an_odd_number_of_times():
    """§1.4: so a chain of all 32 tiles must end in 2 and 5."""
    odd = {v for v, n in non_double_pip_counts(FULL_SET).items() if n % 2}
    assert odd == {2, 5}


# §8.1 vectors


@pytest.mark.parametrize(
    "tile, red, black",
    [
        ((6, 6), 6, 6),
        ((1, 1), 2, 0),
        ((4, 4), 8, 0),
        ((5, 5), 0, 10),
        ((4, 1), 5, 0),
        ((4, 2), 4, 2),
        ((2, 1), 1, 2),
        ((5, 4), 4, 5),
    ],
)
def test_vector_8_1_red_and_black_pips(tile, red, black):
    """§8.1: red and black pip counts of the listed tiles."""
    t = Tile(*tile)
    assert (t.red_pips, t.black_pips) == (red, black)


def test_vector_8_1_whole_set():
    """§8.1: 32 tiles, 227 pips, 64 red pips."""
    assert (len(FULL_SET), sum(t.pips for t in FULL_SET), sum(t.red_pips for t in FULL_SET)) == (
        32,
        227,
        64,
    )


def test_vector_8_1_non_double_pip_counts():
    """§8.1: non-double pip counts of the full set."""
    assert non_double_pip_counts(FULL_SET) == {1: 8, 2: 5, 3: 6, 4: 6, 5: 7, 6: 8}


def test_vector_8_1_ding_niu_deck():
    """§8.1 / §7: the Ding Niu deck drops eight military kinds: 24 tiles, pip counts given."""
    deck = [t for t in FULL_SET if (t.hi, t.lo) not in DING_NIU_REMOVED]
    assert len(deck) == 24
    assert non_double_pip_counts(deck) == {1: 6, 2: 1, 3: 3, 4: 2, 5: 4, 6: 8}


# Notation: parse and format


@pytest.mark.parametrize(
    "token, expected",
    [
        ("6-6", Tile(6, 6)),
        ("4-2", Tile(4, 2)),
        ("2-4", Tile(4, 2)),
        ("1-3", Tile(3, 1)),
        ("42", Tile(4, 2)),
        ("24", Tile(4, 2)),
        (" 6-5 ", Tile(6, 5)),
    ],
)
def test_parse_tile_reads_either_order_high_first(token, expected):
    """§0 notation: tiles normalise to high pip first, whichever order is written."""
    assert parse_tile(token) == expected


@pytest.mark.parametrize(
    "token", ["7-1", "0-3", "6", "6-6-6", "abc", "", "x-1", "6-", "666", "6 6"]
)
def test_parse_tile_rejects_bad_tokens_naming_the_token(token):
    """A bad token raises ValueError whose message quotes the token."""
    with pytest.raises(ValueError) as err:
        parse_tile(token)
    assert repr(token) in str(err.value)


def test_parse_tile_rejects_superscript_digit_naming_the_token():
    """A non-decimal digit such as '²' must also be rejected with the token in the message."""
    with pytest.raises(ValueError) as err:
        parse_tile("²-1")
    assert "²-1" in str(err.value)


def test_tile_constructor_rejects_low_first_and_out_of_range():
    """A Tile is stored high pip first, pips 1 to 6."""
    for hi, lo in ((1, 2), (7, 1), (0, 0), (6, 0)):
        with pytest.raises(ValueError):
            Tile(hi, lo)


def test_format_round_trips_through_parse():
    """format_tiles writes "h-l" tokens that parse_tiles reads back."""
    text = format_tiles(FULL_SET)
    assert text.split()[0] == "6-6"
    assert parse_tiles(text) == list(FULL_SET)
    assert str(Tile(4, 2)) == "4-2"


def test_parse_tiles_accepts_commas_and_spaces():
    """parse_tiles splits on spaces and commas."""
    assert parse_tiles("6-6, 2-4 1-3") == [Tile(6, 6), Tile(4, 2), Tile(3, 1)]


# check_available


def test_check_available_accepts_the_full_set():
    """The whole set uses each kind exactly as often as it exists."""
    check_available(list(FULL_SET))


@pytest.mark.parametrize(
    "tiles, bad", [("6-6 6-6 6-6", "6-6"), ("6-3 3-6", "6-3"), ("2-1 1-2", "2-1")]
)
def test_check_available_rejects_more_copies_than_the_set_holds(tiles, bad):
    """Three civil or two military tiles of one kind cannot exist."""
    with pytest.raises(ValueError, match=bad):
        check_available(parse_tiles(tiles))
