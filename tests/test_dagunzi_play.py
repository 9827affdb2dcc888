"""Da Gunzi play and settlement as a State (da-gunzi.md §5.8-§5.10): who leads, refusals with
their reasons, voids, the attackers' points, the last trick and the settlement; and, over random
legal hands with random tables and rules, the §5.13 invariants at every step."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from dagunzi_hands import burying, declaring, either, hand_of, phase_is, run
from hypothesis import given, settings
from hypothesis import strategies as st

from gupai_desktop.engine.core import CHANCE, IllegalAction
from gupai_desktop.engine.dagunzi.cards import DECK, TOTAL_POINTS, points_of
from gupai_desktop.engine.dagunzi.rules import LEVELS, OPTIONS, DaGunziRules
from gupai_desktop.engine.dagunzi.state import DaGunziState
from depth import scaled


def team(seat: int) -> int:
    return seat % 2


def random_hand(
    rng: random.Random, table: dict | None = None, rules: DaGunziRules | None = None, check=None
) -> DaGunziState:
    """A hand played to its end by random legal moves; `check(state)` before every move."""
    state = DaGunziState(rules or DaGunziRules(), table)
    while not state.is_terminal():
        if check:
            check(state)
        if state.current_player() == CHANCE:
            state.apply(state.sample_chance(rng))
        else:
            state.apply(rng.choice(state.legal_actions()))
    if check:
        check(state)
    return state


def table_for(seed: int) -> dict | None:
    rng = random.Random(seed)
    if seed % 3 == 0:
        return None
    return {
        "levels": (rng.choice(LEVELS), rng.choice(LEVELS)),
        "dealer": rng.randrange(4),
        "blood": rng.randrange(6),
    }


# -- leading and following (§5.8) ---------------------------------------------------------------


def test_5_8_1_the_dealer_leads_the_first_trick_and_each_winner_the_next():
    """§5.8.1/A35: the dealer leads trick 1; the winner of each trick leads the next."""
    for seed in range(4):
        state = random_hand(random.Random(seed), table_for(seed))
        leaders = [leader for leader, _, _ in state.tricks]
        winners = [winner for _, _, winner in state.tricks]
        assert leaders == [state.dealer] + winners[:-1]


SPADES = "3c 4c 6c 7h 9s Jc"  # bottom: not a dry pot with spades trumps


def at_first_follow(hands: dict[int, str], lead: str, rules: DaGunziRules | None = None):
    """Dealer 0 declares 5s (L = 5, spades trumps), buries six low cards and leads `lead`."""
    state = hand_of(hands, SPADES, dealer=0, levels=(5, 3), rules=rules, calm=(0, 1))
    run(state, phase_is("play"), either(declaring(0, "5s"), burying("3d 4d 6d 7d 9d 3c")))
    state.apply(f"play:{lead}")
    return state


def test_5_8_2_a_follower_holding_the_led_suit_must_follow_it():
    """§5.8.2 suit rule: a follower holding the led suit plays it; a discard is refused with
    the reason."""
    state = at_first_follow({0: "5s Ah 3d 4d 6d 7d 9d", 1: "7h 8c"}, "Ah")
    assert state.current_player() == 1
    with pytest.raises(IllegalAction, match="you hold hearts: follow hearts"):
        state.apply("play:8c")
    state.apply("play:7h")


@pytest.mark.parametrize("mode", ["dead", "live"])
def test_5_8_4_under_dead_sticks_a_stick_holder_answers_a_stick_with_a_stick(mode):
    """§5.8.4 (dead sticks): holding a stick of the led suit, a follower must answer a led
    stick with a stick; under live sticks (§5.8.3) two singles of the suit are fine."""
    hands = {0: "5s 8h 8h 3d 4d 6d 7d 9d", 1: "6h 6h 9h", 2: "6h"}
    state = at_first_follow(hands, "8h 8h", DaGunziRules(follow=mode))
    if mode == "live":
        state.apply("play:6h 9h")
        return
    with pytest.raises(IllegalAction, match="a led stick must be answered by a stick"):
        state.apply("play:6h 9h")
    state.apply("play:6h 6h")


def test_5_8_a_lead_must_be_a_single_stick_or_roll_and_a_follow_the_leads_size():
    """§5.4/§5.8: a lead is one to three identical cards; a follow has the lead's size."""
    hands = {0: "5s Ah Kh 3d 4d 6d 7d 9d"}
    state = hand_of(hands, SPADES, dealer=0, levels=(5, 3), calm=(0,))
    run(state, phase_is("play"), either(declaring(0, "5s"), burying("3d 4d 6d 7d 9d 3c")))
    with pytest.raises(IllegalAction, match="lead a single, a stick"):
        state.apply("play:Ah Kh")
    state.apply("play:Ah")
    with pytest.raises(IllegalAction, match="the lead is a single: play 1 card"):
        state.apply("play:" + " ".join(map(str, state.hands[1][:2])))


def test_5_8_a_follower_short_of_the_led_suit_is_recorded_void_in_it():
    """§5.8.2: a play with fewer led-suit cards than the lead's size shows the seat holds none
    of that suit; every such play, and only such a play, is recorded (public) as a void."""
    for seed in range(6):
        seen: set = set()

        def check(state, seen=seen):
            if state.phase == "play" and state.trick:
                lead = state.trick[0][1]
                led = state.trumps.eff_suit(lead[0])
                seat = state.current_player()
                if sum(state.trumps.eff_suit(c) == led for c in state.hands[seat]) < len(lead):
                    seen.add((seat, led))

        state = random_hand(random.Random(seed), table_for(seed), check=check)
        assert state.voids == seen and seen
        assert state.observation((seed + 1) % 4).voids == tuple(sorted(seen))


# -- points, the last trick and the settlement (§5.9-§5.10) ---------------------------------------------


def test_5_9_the_attackers_count_the_points_of_the_tricks_they_win():
    """§5.8.5/§5.9: the winner's team takes the trick's cards; trickPts are the points in
    tricks the attackers won."""
    for seed in range(4):
        state = random_hand(random.Random(seed), table_for(seed))
        by_team = [0, 0]
        for _, plays, winner in state.tricks:
            by_team[team(winner)] += sum(points_of(p) for p in plays)
        assert state.trick_points == by_team
        assert sum(by_team) + points_of(state.bottom) == TOTAL_POINTS
        attackers = 1 - team(state.dealer)
        assert state.settlement.trick_points == by_team[attackers]


def test_5_9_the_last_trick_decides_the_dig_and_the_final_bottom_is_scored():
    """§5.9: dug = the attackers won the last trick; S = trickPts + 2 x the final bottom's
    points when dug; the settlement reads the final bottom (jokers and the dry pot too)."""
    outcomes = set()
    for seed in range(12):
        state = random_hand(random.Random(seed), table_for(seed))
        settled = state.settlement
        dug = team(state.tricks[-1][2]) != team(state.dealer)
        outcomes.add(dug)
        bottom = points_of(state.bottom)
        assert (settled.dug, settled.bottom_points, settled.dry) == (dug, bottom, state.dry)
        assert settled.score == settled.trick_points + (2 * bottom if dug else 0)
        assert (settled.big_jokers, settled.small_jokers) == (
            state.bottom.count(DECK[-1]),
            state.bottom.count(DECK[-2]),
        )
        assert settled.dealer == state.dealer and settled.levels_before == tuple(state.levels)
    assert outcomes == {True, False}


# -- invariants over random hands (§5.13) --------------------------------------------------------------

TABLES = st.one_of(
    st.none(),
    st.fixed_dictionaries(
        {
            "levels": st.tuples(st.sampled_from(LEVELS), st.sampled_from(LEVELS)),
            "dealer": st.integers(0, 3),
            "blood": st.integers(0, 8),
        }
    ),
)
RULES = st.builds(
    DaGunziRules,
    **{name: st.sampled_from(values) for name, values in OPTIONS.items()},
    joker_levels=st.booleans(),
    others_blocked_by_any_point=st.booleans(),
    same_dealer_on_bad_dig=st.booleans(),
    zero_ends_cycle_even_if_dug=st.booleans(),
)


@settings(max_examples=scaled(80), deadline=None)
@given(table=TABLES, rules=RULES, seed=st.integers(0, 2**32))
def test_5_13_random_hands_keep_every_card_and_end_in_balance(table, rules, seed):
    """§5.13: at every step the zones hold the 162 cards once; the dealer holds 45 while
    burying and everyone 39 at the first lead, the bottom 6; in every trick all plays have the lead's size; hands empty together;
    the returns sum to 0 and levels stay in 3..10."""

    def check(state):
        zones = state.zones()
        if zones:
            assert Counter(c for zone in zones.values() for c in zone) == Counter(DECK)
        if state.phase == "bury" and not state.buried:
            assert sorted(len(h) for h in state.hands) == [39, 39, 39, 45]
        if state.phase == "play" and not state.tricks and not state.trick:
            assert [len(h) for h in state.hands] == [39] * 4
        if state.phase == "play":
            size = len(state.trick[0][1]) if state.trick else 0
            assert all(len(play) == size for _, play in state.trick)
            in_hand = {
                len(h) + (size if (seat - state.leader) % 4 < len(state.trick) else 0)
                for seat, h in enumerate(state.hands)
            }
            assert len(in_hand) == 1  # equal before each trick
            assert len(state.bottom) == 6

    state = random_hand(random.Random(seed), table, rules, check)
    assert not any(state.hands)
    for _, plays, _ in state.tricks:
        assert len({len(p) for p in plays}) == 1 and len(plays) == 4
    settled = state.settlement
    assert sum(state.returns()) == 0
    assert 0 <= settled.score <= TOTAL_POINTS + points_of(state.bottom)
    assert settled.blood >= 0
    assert all(3 <= level <= 10 for level in settled.levels_after)
