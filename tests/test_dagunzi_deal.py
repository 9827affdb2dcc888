"""The Da Gunzi deal and the declaration of trumps as a State (da-gunzi.md §5.5): who is asked
and when, the final window, the first hand's grab and turn-up, later hands' declarations and
draws, redeals, and what of the bottom is shown. Each hand is dealt from a deck that places the
cards the rule needs (tests/dagunzi_hands.py)."""

from __future__ import annotations

from collections import Counter

import pytest
from dagunzi_hands import asks, build_deck, hand_of, run, slot, start

from gupai_desktop.engine.core import CHANCE, IllegalAction
from gupai_desktop.engine.dagunzi.cards import BJ, DECK, SJ, parse
from gupai_desktop.engine.dagunzi.rules import DaGunziRules


def dealt_at(seat: int, i: int, starter: int) -> int:
    """How many cards are out when `seat` has just received its i-th card (0-based)."""
    return slot(seat, i, starter) + 1


def everything(state) -> Counter:
    return Counter(c for zone in state.zones().values() for c in zone)


def declare_when(seat: int, dealt: int, action: str):
    def choose(state):
        if (state.current_player(), state.deal.dealt) == (seat, dealt):
            return action
        return None

    return choose


# -- dealing (§5.5.1, §5.5.4 step 2, §5.13) ----------------------------------------------------


def test_5_5_1_cards_go_one_at_a_time_from_the_starter_39_each_and_6_to_the_bottom():
    """§5.5.1/§5.13: card k goes to seat (starter + k - 1) % 4; after 156 cards every seat
    holds 39 and cards 157-162 stay as the bottom."""
    deck = build_deck({3: "5h"}, starter=2, level=5)
    state = start(deck, table={"levels": (5, 5), "dealer": 2, "blood": 0})
    while not state.deal.window:
        state.apply("pass")
    assert state.deal.dealt == 156 and state.deal.starter == 2
    for seat in range(4):
        assert state.hands[seat] == [deck[k] for k in range(156) if (2 + k) % 4 == seat]
    assert [len(h) for h in state.hands] == [39] * 4
    assert state.deal.bottom == deck[156:]
    assert everything(state) == Counter(DECK)


# -- who is asked (§5.5.4 step 3) ----------------------------------------------------------------


def test_5_5_4_first_hand_asks_a_seat_only_at_its_first_big_joker():
    """§5.5.4 step 3: in a first hand a seat is asked when it receives its first BJ (the grab
    becomes legal), not at a second one; the final window asks every BJ holder again."""
    state = hand_of({1: ". . BJ . BJ", 3: ". " * 9 + "BJ"}, starter=0)
    assert asks(state) == [
        (1, dealt_at(1, 2, 0), False),
        (3, dealt_at(3, 9, 0), False),
        (1, 156, True),
        (3, 156, True),
    ]


def test_5_5_4_after_a_grab_nobody_is_asked_again():
    """§5.5.2/§5.5.4: the first grab is final; later Big Jokers offer nothing and the window
    closes at once."""
    state = hand_of({1: ". . BJ . BJ", 3: ". " * 9 + "BJ"}, starter=0)
    log = asks(state, declare_when(1, dealt_at(1, 2, 0), "grab"))
    assert log == [(1, dealt_at(1, 2, 0), False)]
    assert state.dealer == 1 and state.deal.source == "grab"


def test_5_5_4_later_hand_asks_only_when_a_card_beats_the_standing_declaration():
    """§5.5.4 step 3: a level card asks its receiver when its count beats the standing
    declaration (a first single, then a stick over a single), a third SJ asks (4 beats 1); a
    single under a standing single asks no one."""
    hands = {0: "5c 5s", 1: "5h", 2: "5d 5d", 3: "SJ SJ SJ"}
    state = hand_of(hands, dealer=0, levels=(5, 5))
    log = asks(state, declare_when(1, 2, "declare:5h"))
    early = [a for a in log if a[1] <= 40]
    # seat 0's 5s (card 5) and seat 2's first 5d (card 3) come under the standing 5h
    assert early == [(0, 1, False), (1, 2, False), (2, 7, False), (3, 12, False)]


def test_5_5_4_the_choices_are_pass_and_every_legal_declaration_even_one_passed_before():
    """§5.5.4 step 3: an asked player chooses PASS or any one legal declaration, including one
    it passed on before; three jokers name any suit."""
    state = hand_of({1: "5h 5d 5h", 2: "SJ SJ SJ"}, dealer=0, levels=(5, 5))
    seen = {}
    while state.phase == "declare" and state.deal.dealt <= 12:
        seen[(state.current_player(), state.deal.dealt)] = state.legal_actions()
        state.apply("pass")
    assert seen[(1, 2)] == ["declare:5h", "pass"]
    assert seen[(1, 6)] == ["declare:5d", "declare:5h", "pass"]
    assert seen[(1, 10)] == ["declare:5d", "declare:5h", "declare:5h 5h", "pass"]
    assert seen[(2, 11)] == [f"declare:SJ SJ SJ {s}" for s in "cdhs"] + ["pass"]


def test_5_5_3_only_a_strictly_stronger_declaration_is_offered_or_accepted():
    """§5.5.3: a declaration must be strictly stronger than the standing one: under a stick a
    stick is refused, a roll is offered."""
    stick = declare_when(1, dealt_at(1, 1, 0), "declare:5h 5h")
    state = hand_of({1: "5h 5h", 2: ". 5d 5d 5d"}, dealer=0, levels=(5, 5))
    log = asks(state, stick)
    assert (2, dealt_at(2, 3, 0), False) in log
    assert (2, dealt_at(2, 2, 0), False) not in log  # a stick under a stick: not asked
    state = hand_of({1: "5h 5h", 2: ". 5d 5d 5d"}, dealer=0, levels=(5, 5))
    run(state, lambda s: s.current_player() == 2, stick)
    assert state.legal_actions() == ["declare:5d 5d 5d", "pass"]
    with pytest.raises(IllegalAction, match="stronger than the standing one"):
        state.apply("declare:5d 5d")


def test_5_5_4_final_window_polls_from_the_starter_and_four_passes_close_it():
    """§5.5.4 step 4: after card 156 the seats are polled from the deal starter (the dealer in
    a later hand); four passes in a row close the window."""
    state = hand_of({0: "4s", 1: "4h", 2: "4d", 3: "4c"}, dealer=1, levels=(3, 4))
    window = [seat for seat, _, in_window in asks(state) if in_window]
    assert window == [1, 2, 3, 0]
    assert state.phase != "declare"


def test_5_5_4_a_declaration_in_the_final_window_restarts_the_count():
    """§5.5.4 step 4: a declaration resets the pass count and polling goes on from the next
    seat; a seat with nothing legal passes without being asked."""
    hands = {0: "4s 4s SJ SJ", 1: "4h", 2: "4d 4d 4d", 3: "4c 4c BJ BJ"}
    state = hand_of(hands, "4s 4h 4h 4c BJ SJ", dealer=1, levels=(3, 4))

    def choose(s):
        window_first = s.deal.window and not s.deal.declarations
        return "declare:4d" if window_first and s.current_player() == 2 else None

    window = [seat for seat, _, in_window in asks(state, choose) if in_window]
    assert window == [1, 2, 3, 0, 2]  # seat 1 (one 4h) has nothing over a single
    assert state.dealer == 1 and state.trumps.suit == "d"


# -- first hand (§5.5.2) -------------------------------------------------------------------------


@pytest.mark.parametrize("named", ["2c", "3d", "9h"])
def test_5_5_2_the_grabber_deals_and_its_next_suited_card_names_trumps(named):
    """§5.5.2: the grabber becomes dealer; trumps are the suit of its first non-joker card
    after the grab, a 2 or a 3 (level card) included."""
    state = hand_of({2: f". . BJ SJ {named}"}, starter=1)
    asks(state, lambda s: "grab" if s.current_player() == 2 else None)
    card = parse(named)[0]
    assert (state.dealer, state.trumps.suit, state.deal.shown) == (2, card.suit, card)
    assert state.deal.declarations == [(2, "BJ")]


def test_5_5_2_a_grab_in_the_final_window_names_trumps_from_the_bottom_top():
    """§5.5.2/A6: no card follows a grab in the final window, so bottom cards are turned from
    the top until a non-joker."""
    state = hand_of({0: "BJ", 2: "BJ"}, "SJ BJ 7h 8c 9d 6s", starter=0)
    asks(state, lambda s: "grab" if s.deal.window else None)
    assert (state.dealer, state.trumps.suit) == (0, "h")
    assert state.deal.turned == [(None, SJ), (None, BJ), (None, parse("7h")[0])]


def test_5_5_2_a_grab_followed_only_by_jokers_names_trumps_from_the_bottom_top():
    """§5.5.2/A6: a grabber who receives no suited card after the grab takes trumps from the
    bottom, card 1 first."""
    state = hand_of({3: ". " * 36 + "BJ SJ SJ"}, "BJ 9d 7h 8c 6s 4s", starter=2)
    asks(state, lambda s: "grab" if s.current_player() == 3 else None)
    assert (state.dealer, state.trumps.suit, state.deal.shown) == (3, "d", None)
    assert state.deal.turned == [(None, BJ), (None, parse("9d")[0])]


@pytest.mark.parametrize(
    "order, bottom, winner, suit",
    [
        ("three-high", "Ah 3d 2c Kc 6s 7s", 1, "d"),  # 3 over 2 over A
        ("three-high", "4s 2h 9c 2d 6s 7s", 1, "h"),  # 2 over 9; the earlier 2 wins
        ("three-high", "3c Ah 3h As 6s 7s", 0, "c"),  # equal 3s: the earlier turn wins
        ("ace-high", "Ah 3d 2c Kc 6s 7s", 0, "h"),  # the ace-high flag
        ("ace-high", "Kc 3d 2c Ks 6s 7s", 0, "c"),
        ("three-high", "SJ BJ 3c Ah 8d 9s", 1, "d"),  # a joker wins: suit from bottom 5-6
        ("three-high", "BJ 4c 5d 6h SJ 9s", 0, "s"),
    ],
)
def test_5_5_2_without_a_grab_the_highest_turned_up_bottom_card_deals(order, bottom, winner, suit):
    """§5.5.2/A7: with no grab, the seats from the starter turn up bottom cards 1-4; the
    highest (BJ > SJ > 3 > 2 > A > ... > 4, or ace-high with the flag) deals, the earlier turn
    winning ties; its suit is trumps, or for a joker the first non-joker of bottom cards 5-6."""
    rules = DaGunziRules(turnup_order=order)
    state = hand_of({}, bottom, starter=3, rules=rules)
    asks(state)
    turned = parse(bottom)
    assert state.deal.turned[:4] == [((3 + i) % 4, turned[i]) for i in range(4)]
    assert (state.dealer, state.trumps.suit) == ((3 + winner) % 4, suit)
    assert state.deal.source == "turnup"


@pytest.mark.parametrize("bottom", ["BJ 4c 5d 6h SJ SJ", "BJ BJ BJ SJ SJ SJ"])
def test_5_5_4_a_joker_turn_up_with_no_suit_below_deals_again_from_a_new_starter(bottom):
    """§5.5.4 step 5/A40: a joker wins the turn-up and bottom cards 5-6 are jokers (as when
    all six are): the hand is dealt again, a first hand drawing a new starter."""
    state = hand_of({}, bottom, starter=1)
    asks(state)
    assert (state.phase, state.current_player(), state.redeals) == ("starter", CHANCE, 1)
    assert state.history()[:2] == ["starter:1", state.history()[1]]
    state.apply("starter:2")
    state.apply("shuffle:" + " ".join(map(str, build_deck(starter=2))))
    assert state.phase == "declare" and state.deal.starter == 2


def test_5_5_4_a_redeal_keeps_every_card_in_a_zone():
    """Protocol (core.py) with §5.5.4 step 5: after a redeal is called, before the new
    shuffle, the zones still hold the 162 cards dealt (the bottom included)."""
    state = hand_of({}, "SJ SJ SJ BJ BJ BJ", dealer=1, levels=(4, 4))
    asks(state)
    assert state.phase == "shuffle"
    assert everything(state) == Counter(DECK)


def test_5_5_2_a_turn_up_does_not_reveal_the_rest_of_the_bottom():
    """§5.5.2/A38: the turned cards are public; the bottom is not revealed, so no other seat
    sees it and the dealer takes it without a dry-pot test."""
    state = hand_of({}, "Ah 3d 2c Kc 6s 7s", starter=0)
    asks(state)
    assert state.dealer == 1 and state.phase == "bury"
    assert state.revealed == [] and len(state.hands[1]) == 45
    for seat in (0, 2, 3):
        seen = state.observation(seat)
        assert seen.bottom is None and seen.revealed == ()
        assert [c for _, c in seen.turned] == parse("Ah 3d 2c Kc")


def test_5_5_2_a_first_hand_pays_no_tribute():
    """§5.5.2: no tribute in a first hand, whatever blood a table carries."""
    deck = build_deck({2: ". . BJ 9h"}, starter=0)
    state = start(deck, 0, {"levels": (3, 3), "dealer": None, "blood": 4})
    asks(state, lambda s: "grab" if s.current_player() == 2 else None)
    assert (state.phase, state.payer, state.tribute) == ("bury", None, [])


# -- later hands (§5.5.3) --------------------------------------------------------------------------


def test_5_5_3_the_dealer_is_the_tables_whoever_declares():
    """§5.5.3: declaring only picks the suit; the dealer was fixed by succession."""
    state = hand_of({3: "6s"}, dealer=1, levels=(4, 6))
    asks(
        state,
        lambda s: "declare:6s" if s.current_player() == 3 and s.deal.standing is None else None,
    )
    assert (state.dealer, state.level, state.trumps.suit) == (1, 6, "s")
    assert state.deal.declarations[0] == (3, "6s")


def test_5_5_4_with_no_declaration_bottom_cards_from_the_top_name_trumps():
    """§5.5.3/§5.5.4 step 5: nobody declares: bottom card 1, 2, ... is shown until a
    non-joker, whose suit is trumps."""
    state = hand_of({}, "SJ BJ 7c 8d 9h 6s", dealer=2, levels=(5, 5))
    asks(state)
    assert (state.dealer, state.trumps.suit, state.deal.source) == (2, "c", "draw")
    assert state.deal.turned == [(None, SJ), (None, BJ), (None, parse("7c")[0])]


def test_5_5_3_an_all_joker_bottom_with_no_declaration_deals_again_with_the_same_dealer():
    """§5.5.3/A40: all six bottom cards are jokers: redeal, the same dealer dealing."""
    state = hand_of({}, "SJ SJ SJ BJ BJ BJ", dealer=1, levels=(4, 4))
    asks(state)
    assert (state.phase, state.current_player(), state.dealer, state.redeals) == (
        "shuffle",
        CHANCE,
        1,
        1,
    )
    state.apply("shuffle:" + " ".join(map(str, build_deck(starter=1, level=4, seed=1))))
    assert state.phase == "declare" and state.deal.starter == 1


@pytest.mark.parametrize(
    "how, revealed", [("declare", True), ("grab", True), ("draw", False), ("turnup", False)]
)
def test_5_7_1_the_bottom_is_revealed_only_after_a_declaration_or_grab(how, revealed):
    """§5.7 step 1/A38: a declaration or a grab turns the six bottom cards face up for all; a
    draw or a turn-up shows only the cards turned."""
    bottom = "6c 7d 8h 9s Jc Qd"
    if how in ("declare", "draw"):
        state = hand_of({2: "5h"}, bottom, dealer=0, levels=(5, 5))
    else:
        state = hand_of({2: "BJ 9c"}, bottom, starter=0)
    asks(
        state,
        lambda s: (
            {"declare": "declare:5h", "grab": "grab"}.get(how)
            if s.current_player() == 2 and s.deal.dealt < 10
            else None
        ),
    )
    assert state.deal.source == how + ("d" if how == "declare" else "")
    assert state.observation(1).revealed == (tuple(parse(bottom)) if revealed else ())
