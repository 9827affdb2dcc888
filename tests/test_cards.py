"""Playing cards (engine/cards.py): tokens, parsing, decks and availability."""

import pytest

from gupai_desktop.engine.cards import (
    BY_INDEX,
    CARDS,
    JOKERS,
    Card,
    card_of,
    check_available,
    deck,
    format_cards,
    parse_card,
    parse_cards,
    sort_high_first,
)


def test_tokens_round_trip_for_every_card_and_joker():
    for card in CARDS + JOKERS:
        assert parse_card(str(card)) == card
        assert card_of(card.index) == card
    assert [c.index for c in BY_INDEX] == list(range(54))


@pytest.mark.parametrize(
    "text,rank,suit",
    [
        ("As", 14, "s"),
        ("Td", 10, "d"),
        ("10d", 10, "d"),
        ("9c", 9, "c"),
        ("kh", 13, "h"),
        ("2S", 2, "s"),
        (" Qd ", 12, "d"),
    ],
)
def test_parse_accepts_the_contract_forms(text, rank, suit):
    assert parse_card(text) == Card(rank, suit)


def test_tens_print_as_t_and_jokers_as_bj_sj():
    assert str(parse_card("10h")) == "Th"
    assert str(parse_card("bj")) == "BJ" and str(parse_card("SJ")) == "SJ"
    assert parse_card("BJ").is_joker and parse_card("BJ").is_red and not parse_card("SJ").is_red


@pytest.mark.parametrize(
    "bad,named", [("Xs", "'X'"), ("Az", "'z'"), ("A", "'A'"), ("11c", "11c"), ("", "''")]
)
def test_bad_tokens_raise_value_error_naming_the_token(bad, named):
    with pytest.raises(ValueError) as err:
        parse_card(bad)
    assert named in str(err.value)


def test_parse_cards_splits_on_spaces_and_commas_and_names_the_bad_one():
    assert format_cards(parse_cards("As, Kd 10c")) == "As Kd Tc"
    with pytest.raises(ValueError, match="'Qx'"):
        parse_cards("As Qx Kd")


def test_cards_sort_by_rank_then_suit():
    assert [str(c) for c in sorted(parse_cards("Ac 2s Ks Kh 2c"))] == ["2s", "2c", "Ks", "Kh", "Ac"]
    assert [str(c) for c in sort_high_first(parse_cards("2s Ac Kh"))] == ["Ac", "Kh", "2s"]


def test_deck_is_a_fixed_order_with_optional_jokers_and_packs():
    one = deck()
    assert len(one) == 52 and len(set(one)) == 52 and one == deck()
    assert [str(c) for c in one[:2]] == ["2s", "3s"] and str(one[-1]) == "Ac"
    assert [str(c) for c in deck(1, 2)[-2:]] == ["SJ", "BJ"]
    assert [str(c) for c in deck(1, 1)[-1:]] == ["BJ"]
    assert len(deck(2, 2)) == 108
    with pytest.raises(ValueError):
        deck(0)
    with pytest.raises(ValueError):
        deck(1, 3)


def test_check_available_names_the_repeated_card():
    check_available(parse_cards("As Ks"))
    check_available(parse_cards("As As"), n_decks=2)
    with pytest.raises(ValueError, match="card As appears 2 times"):
        check_available(parse_cards("As Kd As"))
    with pytest.raises(ValueError, match="card BJ"):
        check_available(parse_cards("BJ"))


def test_card_rejects_impossible_values():
    with pytest.raises(ValueError):
        Card(1, "s")
    with pytest.raises(ValueError):
        Card(10, "x")


def test_each_card_is_one_object_however_it_is_made_copied_or_sent():
    """Equality and hashing are identity (fast in every Counter of a hand), so a card must be
    the same object whether made, parsed, copied, deep-copied or unpickled in another process."""
    import copy
    import pickle

    ace = Card(14, "s")
    assert ace is parse_card("As") is card_of(ace.index) is deck()[12]
    assert copy.copy(ace) is ace and copy.deepcopy([ace])[0] is ace
    assert pickle.loads(pickle.dumps((ace, JOKERS[1]))) == (ace, JOKERS[1])
    assert pickle.loads(pickle.dumps(ace)) is ace
    assert len({Card(r, s) for r in range(2, 15) for s in "shdc"} | set(deck(3, 2))) == 54
    assert Card(5, "h") != Card(5, "d") and Card(5, "h") != "5h"
    with pytest.raises(AttributeError):
        ace.rank = 13
