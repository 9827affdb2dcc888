"""Da Gunzi tribute and the bottom as a State (da-gunzi.md §5.6-§5.7): who pays, which cards
(the §5.12 tribute example), ties, forgiveness, the return and who sees it; the dry pot under
each test, the dealer's exchange with Big-Joker-first, who sees the new bottom, and the other
players' joker burying and pick-up."""

from __future__ import annotations

import pytest
from dagunzi_hands import burying, declaring, either, hand_of, phase_is, plain, run

from gupai_desktop.engine.core import IllegalAction
from gupai_desktop.engine.dagunzi.cards import BJ, SJ, parse
from gupai_desktop.engine.dagunzi.rules import DaGunziRules


def until_phase(state, phase: str, choose=lambda s: None):
    return run(state, phase_is(phase), choose)


# -- tribute (§5.6) --------------------------------------------------------------------------------


def test_5_12_tribute_example_l10_clubs_three_owed_gives_bj_10d_2c():
    """§5.12 tribute: L = 10, T = clubs, N = 3; the payer (prev(dealer)) holds BJ, 10d, 2c,
    Ac, Kc, 5c: 10d is a level card, not exempt at L = 10; Kc and 5c are exempt; the tribute is
    BJ, 10d, 2c."""
    payer = "BJ Td 2c Ac Kc 5c " + plain("3467", "dhs", 33)
    state = hand_of({0: "Tc", 3: payer}, dealer=0, levels=(10, 3), blood=3, calm=(3,))
    until_phase(state, "return", declaring(0, "Tc"))
    assert (state.payer, state.trumps) == (3, (10, "c"))
    assert state.tribute == parse("BJ Td 2c")
    assert sorted(parse("Ac Kc 5c")) == sorted(c for c in state.hands[3] if c.suit == "c")


@pytest.mark.parametrize("level, given", [(6, "9s"), (5, "5s"), (10, "Ts")])
def test_5_6_point_cards_are_exempt_except_the_level_card_at_5_and_10(level, given):
    """§5.6/A24: the payer's highest card that is not a point card goes; at level 5 or 10 the
    level cards (5s, 10s) count as ordinary trumps and may go; a K never does."""
    payer = "Ks Ts 5s 9s " + plain("3478", "dhc", 35)
    state = hand_of(
        {2: f"{level if level < 10 else 'T'}s", 1: payer},
        dealer=2,
        levels=(level, 3),
        blood=1,
        calm=(1,),
    )
    until_phase(state, "return", declaring(2, f"{level if level < 10 else 'T'}s"))
    assert (state.payer, state.tribute) == (1, parse(given))


def test_5_6_the_payer_chooses_only_among_equal_highest_cards():
    """§5.6: the N highest eligible cards in the global order; the payer chooses only among
    equal cards (here the off-suit level cards 5h and 5d, equal at L = 5 with spades trumps)."""
    payer = "5h 5d " + plain("34789", "dhc", 37)
    state = hand_of({1: "5s", 0: payer}, dealer=1, levels=(3, 5), blood=2, calm=(0,))
    until_phase(state, "tribute", declaring(1, "5s"))
    assert state.current_player() == 0
    assert state.legal_actions() == ["tribute:5d", "tribute:5h"]
    with pytest.raises(IllegalAction, match="tribute is your highest cards"):
        state.apply("tribute:8d")
    state.apply("tribute:5h")  # the other 5 is then the only choice
    assert state.tribute == parse("5h 5d") and state.phase == "return"


def test_5_6_with_fewer_eligible_cards_than_owed_the_rest_is_forgiven():
    """§5.6: a payer with fewer eligible cards than the blood owed gives them all; the dealer
    returns as many, and both hold 39 again."""
    points = plain("5TK", "shdc", 36)  # all 36 point cards
    state = hand_of({1: "4s", 0: points + " 3d 6c 7h"}, dealer=1, levels=(3, 4), blood=5)
    until_phase(state, "return", declaring(1, "4s"))
    assert state.tribute == parse("7h 6c 3d")
    run(state, phase_is("bury"))
    assert len(state.returned) == 3
    assert len(state.hands[0]) == 39 and len(state.hands[1]) == 45  # 39 + the bottom


def test_5_6_the_dealer_returns_as_many_cards_of_any_kind():
    """§5.6 (TRIBUTE_RETURN any): the dealer gives back as many cards as it received, any of
    its cards (the tribute cards and jokers included), one at a time; then both hold 39."""
    payer = "BJ Td 2c Ac Kc 5c " + plain("3467", "dhs", 33)
    state = hand_of({0: "Tc", 3: payer}, dealer=0, levels=(10, 3), blood=3, calm=(3,))
    until_phase(state, "return", declaring(0, "Tc"))
    assert set(state.legal_actions()) == {f"return:{c}" for c in state.hands[0]}
    for card in ("BJ", "Td", "2c"):
        state.apply(f"return:{card}")
    assert state.returned == parse("BJ Td 2c") and state.phase == "bury"
    assert len(state.hands[3]) == 39 and len(state.hands[0]) == 45


def test_5_11_tribute_return_lowest_offers_only_the_lowest_non_jokers():
    """§5.11 TRIBUTE_RETURN lowest: the dealer returns its lowest non-joker cards in the global
    order, choosing between equal ones (3d and 3h, suits equal)."""
    dealer = "5s 3d 3h SJ " + plain("6789", "dhc", 35)
    state = hand_of(
        {1: dealer},
        dealer=1,
        levels=(3, 5),
        blood=1,
        calm=(1, 0),
        rules=DaGunziRules(tribute_return="lowest"),
    )
    until_phase(state, "return", declaring(1, "5s"))
    assert state.legal_actions() == ["return:3d", "return:3h"]
    with pytest.raises(IllegalAction, match="return your lowest cards"):
        state.apply("return:SJ")


def test_5_6_tribute_is_public_and_the_returned_cards_only_the_payers_and_dealers():
    """§5.6: tribute cards are shown to all; returned cards are seen only by the payer (and
    the dealer who chose them)."""
    payer = "BJ Td 2c Ac Kc 5c " + plain("3467", "dhs", 33)
    state = hand_of({0: "Tc", 3: payer}, dealer=0, levels=(10, 3), blood=3, calm=(3,))
    give_back = either(
        declaring(0, "Tc"),
        lambda s: "return:" + str(s.tribute[len(s.returned)]) if s.phase == "return" else None,
    )
    until_phase(state, "bury", give_back)
    views = {seat: state.observation(seat) for seat in range(4)}
    assert all(v.tribute == tuple(parse("BJ Td 2c")) for v in views.values())
    assert views[0].returned == views[3].returned == tuple(parse("BJ Td 2c"))
    assert views[1].returned is None and views[2].returned is None


# -- the dry pot and the dealer's exchange (§5.7 steps 2-3) -----------------------------------------

SPADE = "3c 4c 6c 7h 9s Jc"  # with spades trumps: not a dry pot


@pytest.mark.parametrize(
    "test, bottom, dry",
    [
        ("suit-except-level", "5s 2h 7h 8d 9c Ah", True),  # the only spade is a level card
        ("suit-except-level", "BJ 7h 8d 9c Ah 3d", True),  # a joker has no suit
        ("suit-except-level", "2s 7h 8d 9c Ah 3d", False),  # the spade 2 counts
        ("suit-except-level", "BJ 2h 5d 7s As SJ", True),  # all six are trumps
        ("plain-suit-only", "2s 7h 8d 9c Ah 3d", True),  # the spade 2 does not count
        ("plain-suit-only", "9s 7h 8d 9c Ah 3d", False),
        ("any-trump-except-level", "5h 5d 7h 8d 9c Ah", True),  # only level-card trumps
        ("any-trump-except-level", "2h 7h 8d 9c Ah 3d", False),  # a 2 is a trump
        ("off", "BJ 2h 5d 7s As SJ", False),
        ("off", "7h 8d 9c Ah 3d 4d", False),
    ],
)
def test_5_7_2_a_dry_pot_stays_as_dealt_with_no_exchange_and_no_joker_burying(test, bottom, dry):
    """§5.7 step 2-3/A31 (DRY_POT_TEST): after a revealed bottom, a dry pot (as the table's
    test reads it, or all six trumps) is not taken: the dealer keeps 39, nobody buries jokers
    and the bottom stays public; otherwise the dealer takes it."""
    state = hand_of(
        {0: "5s", 3: "BJ SJ"},
        bottom,
        dealer=0,
        levels=(5, 3),
        rules=DaGunziRules(dry_pot_test=test),
    )
    run(state, phase_is("bury", "play"), declaring(0, "5s"))
    assert state.dry is dry
    if dry:
        assert state.phase == "play" and len(state.hands[0]) == 39
        assert state.bottom == parse(bottom) and state.joker_burials == []
        assert state.observation(2).bottom == tuple(parse(bottom))
    else:
        assert state.phase == "bury" and len(state.hands[0]) == 45


def test_5_7_3_the_dealer_holds_45_then_buries_any_6_back_to_39():
    """§5.7 step 3/§5.13: the dealer adds the bottom (45 cards) and buries any six, points
    and trumps allowed; the six are the new bottom."""
    state = hand_of({2: "8s Ks Td 2h 8h 9h 7c"}, "3c 4c 6c 7h 9s Jc", dealer=2, levels=(8, 4))
    run(state, phase_is("bury"), declaring(2, "8s"))
    assert state.trumps == (8, "s") and len(state.hands[2]) == 45
    run(state, phase_is("jokers", "play"), burying("Ks Td 2h 8s 3c Jc"))
    assert len(state.hands[2]) == 39 and state.bottom == parse("Ks Td 2h 8s 3c Jc")


def test_5_7_3_big_joker_first_no_small_joker_buried_while_a_big_joker_stays():
    """§5.7 step 3 (Big-Joker-first): once a Small Joker is buried, every Big Joker must go
    too; a bury that would leave one in hand is refused with the reason."""
    state = hand_of({2: "8s BJ SJ 3d 4d 6d 7d 9d"}, SPADE, dealer=2, levels=(8, 4), calm=(2,))
    run(state, phase_is("bury"), declaring(2, "8s"))
    for card in ("SJ", "3d", "4d", "6d", "7d"):
        state.apply(f"bury:{card}")
    assert state.legal_actions() == ["bury:BJ"]
    with pytest.raises(IllegalAction, match="Big Jokers are buried first"):
        state.apply("bury:9d")
    state = hand_of({2: "8s BJ BJ SJ 3d 4d 6d 7d"}, SPADE, dealer=2, levels=(8, 4), calm=(2,))
    run(state, phase_is("bury"), declaring(2, "8s"))
    for card in ("3d", "4d", "6d", "7d"):
        state.apply(f"bury:{card}")
    with pytest.raises(IllegalAction, match="Big Jokers are buried first"):
        state.apply("bury:SJ")  # one slot left for two Big Jokers


@pytest.mark.parametrize(
    "buried, public", [("BJ 3d 4d 6d 7d 9d", True), ("8s 3d 4d 6d 7d 9d", False)]
)
def test_5_7_3_a_buried_joker_shows_the_new_bottom_to_all_else_it_is_hidden(buried, public):
    """§5.7 step 3: if the dealer buries a joker the new bottom is shown to all; otherwise only
    the dealer sees it."""
    state = hand_of({2: "8s BJ 3d 4d 6d 7d 9d"}, SPADE, dealer=2, levels=(8, 4), calm=(2,))
    run(state, phase_is("jokers", "play"), either(declaring(2, "8s"), burying(buried)))
    assert state.observation(2).bottom == tuple(parse(buried))
    for seat in (0, 1, 3):
        assert state.observation(seat).bottom == (tuple(parse(buried)) if public else None)


# -- the others' joker burying (§5.7 step 4) ----------------------------------------------------------

LOW_SIX = "3d 4d 6d 7d 9d 3c"


def test_5_7_4_the_others_bury_jokers_in_turn_from_the_dealers_next():
    """§5.7 step 4: the three non-dealers get one chance each, next(dealer) first."""
    hands = {1: "3d 4d 6d 7d 9d 3c", 2: "SJ", 3: "BJ", 0: "SJ BJ"}
    state = hand_of(hands, dealer=1, levels=(3, 8))
    log = run(state, phase_is("play"), burying(LOW_SIX))
    assert [seat for seat, phase, _ in log if phase == "jokers"] == [2, 3, 0]


def test_5_7_4_at_most_as_many_jokers_as_pickable_bottom_cards():
    """§5.7 step 4/A30: k is at most the number of bottom cards that are neither jokers nor
    point cards."""
    hands = {1: "3d 4d 9d Kc Tc 5d", 2: "BJ BJ SJ SJ"}
    state = hand_of(hands, dealer=1, levels=(3, 8))
    run(state, phase_is("jokers", "play"), burying("3d 4d 9d Kc Tc 5d"))
    assert state.current_player() == 2
    assert state.legal_actions() == ["jokers:0", "jokers:1", "jokers:2", "jokers:3"]
    with pytest.raises(IllegalAction, match="up to 3 jokers"):
        state.apply("jokers:4")


def test_5_11_others_blocked_by_any_point_card_in_the_bottom():
    """§5.11 OTHERS_BLOCKED_BY_ANY_POINT: one point card in the bottom and nobody else may
    bury jokers."""
    hands = {1: "3d 4d 9d Kc 6d 7d", 2: "BJ BJ SJ SJ", 3: "BJ", 0: "SJ"}
    state = hand_of(
        hands, dealer=1, levels=(3, 8), rules=DaGunziRules(others_blocked_by_any_point=True)
    )
    log = run(state, phase_is("play"), burying("3d 4d 9d Kc 6d 7d"))
    assert "jokers" not in [phase for _, phase, _ in log]


def test_5_7_4_a_burier_takes_the_lowest_pickable_cards_choosing_among_equal_ranks():
    """§5.7 step 4: Big Jokers go first; for k jokers the player takes the k lowest pickable
    bottom cards by the global order (non-trumps by rank, suits equal: its choice), and the
    bottom, now public, stays at 6."""
    hands = {1: "6d 9s Ks 3h 4c", 2: "SJ BJ"}
    state = hand_of(hands, "7h 9h Jh Qh 3c 6c", dealer=1, levels=(3, 8), calm=(2,))
    run(state, phase_is("jokers"), burying("6c 6d 9s Ks 3h 4c"))  # hearts trumps (drawn)
    assert state.trumps == (8, "h") and state.current_player() == 2
    state.apply("jokers:1")
    assert state.joker_burials == [(2, [BJ], parse("4c"))]  # one: the lowest
    state = hand_of(hands, "7h 9h Jh Qh 3c 6c", dealer=1, levels=(3, 8), calm=(2,))
    run(state, phase_is("jokers"), burying("6c 6d 9s Ks 3h 4c"))
    state.apply("jokers:2")
    assert state.legal_actions() == ["take:6c", "take:6d"]  # after the 4c
    with pytest.raises(IllegalAction, match="lowest non-point card"):
        state.apply("take:9s")
    state.apply("take:6d")
    assert state.joker_burials == [(2, [BJ, SJ], parse("4c 6d"))]
    assert sorted(state.bottom) == sorted(parse("6c 9s Ks 3h BJ SJ"))
    assert [len(h) for h in state.hands] == [39] * 4
    assert all(state.observation(seat).bottom is not None for seat in range(4))


def test_a_take_whose_every_tied_card_will_be_taken_is_settled():
    """Which of two 6s is taken first is a choice when one is to be taken, none when both are
    (the table takes them without asking: a new user was asked to choose among three 4s)."""
    for jokers, settled in ((2, False), (3, True)):
        hands = {1: "6d 9s Ks 3h 4c", 2: "SJ BJ BJ"}
        state = hand_of(hands, "7h 9h Jh Qh 3c 6c", dealer=1, levels=(3, 8), calm=(2,))
        run(state, phase_is("jokers"), burying("6c 6d 9s Ks 3h 4c"))
        state.apply(f"jokers:{jokers}")
        assert state.legal_actions() == ["take:6c", "take:6d"]  # after the 4c
        assert state.take_settled() is settled
