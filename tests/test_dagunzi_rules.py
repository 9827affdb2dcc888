"""Da Gunzi cards, order, combinations, the trick winner, following and declarations
(da-gunzi.md §5.1-§5.5, §5.8): the worked examples of §5.12 and the properties that hold for
every hand."""

from __future__ import annotations

from collections import Counter
from itertools import combinations_with_replacement, permutations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gupai_desktop.engine.cards import SUITS, Card
from gupai_desktop.engine.dagunzi.cards import (
    BJ,
    DECK,
    IDENTITIES,
    SJ,
    TOTAL_POINTS,
    TRUMP,
    Trumps,
    parse,
    points_of,
)
from gupai_desktop.engine.dagunzi.combos import classify, trick_winner
from gupai_desktop.engine.dagunzi.declare import (
    Declaration,
    available,
    legal,
    parse_declaration,
)
from gupai_desktop.engine.dagunzi.follow import follow_problem, follows
from depth import scaled

T5S = Trumps(5, "s")  # §5.12: L = 5, T = spades


def winner(*plays: str, trumps: Trumps = T5S) -> int:
    return trick_winner([parse(p) for p in plays], trumps)


def answers(hand: str, lead: str, mode: str = "dead") -> set[tuple[Card, ...]]:
    return set(follows(parse(hand), parse(lead), T5S, mode))


def plays(*texts: str) -> set[tuple[Card, ...]]:
    return {tuple(sorted(parse(t))) for t in texts}


# -- deck and order (§5.1, §5.3) --------------------------------------------------------------


def test_three_packs_make_162_cards_worth_300_points():
    assert len(DECK) == 162 and len(IDENTITIES) == 54
    assert all(n == 3 for n in Counter(DECK).values())
    assert points_of(DECK) == TOTAL_POINTS == 300


@pytest.mark.parametrize("level", range(3, 11))
@pytest.mark.parametrize("suit", SUITS)
def test_63_trumps_at_every_level_and_suit(level, suit):
    assert sum(Trumps(level, suit).is_trump(c) for c in DECK) == 63


def test_order_example_level_7_hearts():
    t = Trumps(7, "h")
    ladder = [
        ["BJ"],
        ["SJ"],
        ["7h"],
        ["7s", "7c", "7d"],
        ["2h"],
        ["2s", "2c", "2d"],
        ["Ah"],
        ["Kh"],
        ["Qh"],
        ["Jh"],
        ["Th"],
        ["9h"],
        ["8h"],
        ["6h"],
        ["5h"],
        ["4h"],
        ["3h"],
    ]
    strengths = [{t.strength(c) for c in parse(" ".join(tier))} for tier in ladder]
    assert all(len(s) == 1 for s in strengths)  # each tier's cards are the same size
    values = [s.pop() for s in strengths]
    assert values == sorted(values, reverse=True) and len(set(values)) == len(values)
    assert all(t.is_trump(c) for tier in ladder for c in parse(" ".join(tier)))
    spades = parse("As Ks Qs Js Ts 9s 8s 6s 5s 4s 3s")
    assert not any(t.is_trump(c) for c in spades) and t.is_trump(parse("7s")[0])
    assert [t.strength(c) for c in spades] == sorted((t.strength(c) for c in spades), reverse=True)


# -- combinations (§5.4) ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "cards, expected",
    [
        ("Kh", ("single", "h")),
        ("8h 8h", ("stick", "h")),
        ("9d 9d 9d", ("roll", "d")),
        ("5d 5d", ("stick", TRUMP)),
        ("BJ BJ BJ", ("roll", TRUMP)),
        ("4s", ("single", TRUMP)),
        ("7s 7c", None),
        ("BJ SJ", None),
        ("5s 5c", None),
        ("Kh Kh Kh Kh", None),
    ],
)
def test_classify(cards, expected):
    assert classify(parse(cards), T5S) == expected


# -- trick winner (§5.12 examples) --------------------------------------------------------------


def test_trick_example_1_a_trump_beats_the_led_suit():
    assert winner("Kh", "Ah", "3s", "Ah") == 2


def test_trick_example_2_the_earlier_of_equal_cards_wins():
    assert winner("Kh", "Ah", "Ah", "Qh") == 1


def test_trick_example_3_only_a_stick_competes_with_a_stick():
    assert winner("8h 8h", "3h Jh", "4s 4s", "Js Qs") == 2


def test_trick_example_4_off_suit_level_sticks_are_equal():
    assert winner("5d 5d", "5c 5c", "3h 4h", "3h 4h") == 0
    assert winner("5d 5d", "5c 5c", "5s 5s", "3h 4h") == 2


def test_trick_example_5_a_player_without_trumps_cannot_win_a_trump_lead():
    assert winner("5c", "Ah", "Kd", "Ac") == 0


# -- dead-stick following (§5.12 examples, lead 8h 8h and 8h 8h 8h) ------------------------------


def test_dead_stick_lead_a_stick_holding_must_play_it():
    assert answers("6h 6h 9h 4c", "8h 8h") == plays("6h 6h")


def test_dead_stick_lead_a_roll_is_protected():
    got = answers("9h 9h 9h 3h Jh", "8h 8h")
    assert plays("3h Jh", "9h 9h") <= got
    assert got == plays("3h Jh", "9h 9h", "9h 3h", "9h Jh")  # any two hearts


def test_dead_stick_lead_the_suit_rule_breaks_a_lone_roll():
    assert answers("9h 9h 9h 4c 6d", "8h 8h") == plays("9h 9h")


def test_dead_stick_lead_a_short_suit_plays_it_and_anything():
    assert answers("3h 4c 6d", "8h 8h") == plays("3h 4c", "3h 6d")


def test_dead_roll_lead_stick_and_a_card_of_the_suit():
    assert answers("6h 6h 9h 4c", "8h 8h 8h") == plays("6h 6h 9h")


def test_dead_roll_lead_stick_and_any_card_when_the_suit_runs_out():
    assert answers("6h 6h 4c 6d", "8h 8h 8h") == plays("6h 6h 4c", "6h 6h 6d")


def test_dead_roll_lead_singles_and_any_card():
    assert answers("3h 9h 4c 6d", "8h 8h 8h") == plays("3h 9h 4c", "3h 9h 6d")


def test_live_sticks_never_force_a_shape():
    assert answers("6h 6h 9h 4c", "8h 8h", "live") == plays("6h 6h", "6h 9h")
    reason = follow_problem(parse("6h 6h 9h 4c"), parse("8h 8h"), parse("6h 9h"), T5S, "dead")
    assert reason and "stick" in reason


def test_follow_problem_names_the_suit_to_follow():
    reason = follow_problem(parse("6h 9h 4c"), parse("8h"), parse("4c"), T5S, "live")
    assert "hearts" in reason


# -- follow: the enumeration equals the rule ------------------------------------------------------

SMALL = parse("8h 9h Kh 5d 4s 2c BJ 3c 6c")  # hearts, trumps (5d, 4s, 2c, BJ), clubs


@st.composite
def small_hands(draw):
    counts = draw(st.lists(st.integers(0, 3), min_size=len(SMALL), max_size=len(SMALL)))
    hand = [c for c, k in zip(SMALL, counts) for _ in range(k)]
    lead_card = draw(st.sampled_from(SMALL))
    n = draw(st.integers(1, min(3, max(1, len(hand)))))
    return hand, (lead_card,) * n


@settings(max_examples=scaled(300), deadline=None)
@given(small_hands(), st.sampled_from(["live", "dead"]))
def test_follows_equals_every_multiset_the_rule_accepts(case, mode):
    hand, lead = case
    if len(hand) < len(lead):
        return
    counts = Counter(hand)
    brute = {
        combo
        for combo in combinations_with_replacement(sorted(counts), len(lead))
        if all(Counter(combo)[c] <= counts[c] for c in combo)
        and follow_problem(hand, lead, combo, T5S, mode) is None
    }
    listed = follows(hand, lead, T5S, mode)
    assert set(listed) == brute and len(listed) == len(set(listed))
    assert brute  # some answer is always legal


# -- trick winner: properties --------------------------------------------------------------------

T7H = Trumps(7, "h")
POOL = parse("7s 7c 7d 7h 2s 2c 2h Ah Kh As Ks 3s 3d BJ SJ")
# Made once: a strategy over a list is built and checked again at every call.
CARD = st.sampled_from(POOL)
CARDS = {n: st.lists(CARD, min_size=n, max_size=n) for n in (1, 2, 3)}


@st.composite
def tricks(draw):
    n = draw(st.integers(1, 3))
    out = []
    for _ in range(4):
        if draw(st.booleans()):
            out.append((draw(CARD),) * n)
        else:
            out.append(tuple(draw(CARDS[n])))
    out[0] = (out[0][0],) * n  # the lead is a single, stick or roll
    return out


def same_size(a, b, trumps=T7H) -> bool:
    """Plays that compete alike: same shape (identical cards), effective suit and strength."""
    ca, cb = classify(a, trumps), classify(b, trumps)
    return ca is not None and ca == cb and trumps.strength(a[0]) == trumps.strength(b[0])


@settings(max_examples=scaled(400), deadline=None)
@given(tricks(), st.permutations([1, 2, 3]))
def test_winner_depends_on_order_only_among_equal_plays(trick, order):
    """Reordering the followers' plays (the lead stays first) moves the win with the winning
    play: in every order the winner is a play of the same size as before, and it is the earliest
    play of that size. So order decides only between equal plays, and then the earlier wins."""
    reordered = [trick[0]] + [trick[i] for i in order]
    w, w2 = trick_winner(trick, T7H), trick_winner(reordered, T7H)
    assert same_size(reordered[w2], trick[w])
    for play, won in ((trick, w), (reordered, w2)):
        assert won == next(i for i, p in enumerate(play) if same_size(p, play[won]))


@settings(max_examples=scaled(300), deadline=None)
@given(tricks(), st.integers(0, 3), st.data())
def test_swapping_a_play_for_an_equal_one_keeps_the_winner(trick, seat, data):
    """7s, 7c and 7d (off-suit level cards) and 2s, 2c (off-suit 2s) are the same size: putting
    one in place of another, in any play, never changes the winner; nor does the order of the
    cards inside a play."""
    equal = {"7s": "7c 7d", "7c": "7s 7d", "7d": "7s 7c", "2s": "2c", "2c": "2s"}
    play = trick[seat]
    if str(play[0]) not in equal or len(set(play)) != 1:
        return
    other = data.draw(st.sampled_from(parse(equal[str(play[0])])))
    swapped = list(trick)
    swapped[seat] = (other,) * len(play)
    assert trick_winner(swapped, T7H) == trick_winner(trick, T7H)
    shuffled = [tuple(reversed(p)) for p in trick]
    assert trick_winner(shuffled, T7H) == trick_winner(trick, T7H)


def test_equal_plays_in_every_order_the_earliest_wins():
    for order in permutations(["7s 7s", "7c 7c", "3d 3d"]):
        trick = ["3s 3s", *order]
        first_level = 1 + min(i for i, p in enumerate(order) if p != "3d 3d")
        assert winner(*trick, trumps=T7H) == first_level


# -- declarations (§5.5.3) -------------------------------------------------------------------------


def test_a_counter_declaration_must_be_strictly_stronger():
    hand = parse("5h 5h 5d")
    assert legal(hand, 5, Declaration(1, "s")) == [Declaration(2, "h")]
    assert legal(hand, 5, Declaration(2, "s")) == []  # equal never overrides
    assert legal(hand, 5, None) == sorted(
        {Declaration(1, "h"), Declaration(2, "h"), Declaration(1, "d")}
    )


def test_three_jokers_beat_a_roll_and_big_beat_small():
    roll = Declaration(3, "h")
    small = legal(parse("SJ SJ SJ"), 5, roll)
    assert small == [Declaration(4, s) for s in sorted(SUITS)]
    assert all(d.strength == 5 for d in legal(parse("BJ BJ BJ SJ SJ SJ"), 5, Declaration(4, "c")))
    assert legal(parse("SJ SJ SJ"), 5, Declaration(5, "c")) == []


@pytest.mark.parametrize("level", range(3, 11))
def test_declaration_tokens_round_trip(level):
    hand = [Card(level, s) for s in SUITS for _ in range(3)] + [SJ] * 3 + [BJ] * 3
    every = available(hand, level)
    assert len(every) == 5 * 4
    for d in every:
        assert parse_declaration(d.token(level), level) == d
        assert Counter(d.cards(level)) <= Counter(hand)


@pytest.mark.parametrize(
    "text", ["6h", "5h 5d", "5h 5h 5h 5h", "SJ SJ", "BJ BJ BJ", "5h h", "SJ BJ SJ s", "Xh"]
)
def test_bad_declarations_are_refused(text):
    with pytest.raises(ValueError):
        parse_declaration(text, 5)
