"""What a Da Gunzi seat sees (da-gunzi.md §5.5-§5.8) and hands dealt again consistently with
it: observation() shows a seat its hand and the public record (declarations, revealed and public
bottoms, tribute), the returned cards only to payer and dealer, a hidden bottom only to the
dealer; resample(seat) keeps that view, keeps shown cards with their holders, respects shown
voids and conserves the 162 cards."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from dagunzi_hands import burying, declaring, either, hand_of, phase_is, plain, run
from test_dagunzi_play import random_hand, table_for

from gupai_desktop.engine.core import CHANCE
from gupai_desktop.engine.dagunzi.cards import DECK, parse, parse_card
from gupai_desktop.engine.dagunzi.rules import DaGunziRules
from gupai_desktop.engine.dagunzi.state import DaGunziState


def tribute_hand():
    """§5.12's tribute hand (dealer 0 at level 10 declares 10c; seat 3 pays BJ 10d 2c),
    played on to the first lead: the dealer returns the tribute, buries a joker."""
    payer = "BJ Td 2c Ac Kc 5c " + plain("3467", "dhs", 33)
    state = hand_of(
        {0: "Tc SJ", 3: payer}, "8d 9d Jd 7c Qd 8h", dealer=0, levels=(10, 3), blood=3, calm=(3, 0)
    )

    def give_back(s):
        return "return:" + str(s.tribute[len(s.returned)]) if s.phase == "return" else None

    run(
        state, phase_is("play"), either(declaring(0, "Tc"), give_back, burying("SJ 8d 9d Jd 7c Qd"))
    )
    return state


def test_5_5_to_5_7_observation_shows_a_seat_its_own_hand_and_the_public_record():
    """§5.5-§5.7: each seat sees its own cards, the declarations, the revealed bottom, the
    tribute and the bottom made public by a buried joker, and its legal moves only when it is
    to act."""
    state = tribute_hand()
    assert state.bottom_public and state.current_player() == 0
    for seat in range(4):
        seen = state.observation(seat)
        assert Counter(seen.hand) == Counter(state.hands[seat])
        assert seen.hand_counts == (39, 39, 39, 39)
        assert seen.declarations[0] == (0, "Tc") and seen.trump_suit == "c"
        assert seen.revealed == tuple(parse("8d 9d Jd 7c Qd 8h"))
        assert seen.tribute == tuple(parse("BJ Td 2c")) and seen.payer == 3
        assert seen.bottom == tuple(parse("SJ 8d 9d Jd 7c Qd"))
        assert seen.legal == (tuple(state.legal_actions()) if seat == 0 else ())
        assert seen.returned == (tuple(parse("BJ Td 2c")) if seat in (0, 3) else None)


def test_5_7_3_a_hidden_bottom_is_seen_by_the_dealer_alone():
    """§5.7 step 3/A38: with no declaration and no buried joker the bottom is never shown: the
    dealer sees what it takes and buries, nobody else does."""
    state = hand_of({2: "3d 4d 6d 7d 9d 3c"}, dealer=2, levels=(8, 3), calm=(2,))
    run(state, phase_is("bury"))
    state.apply("bury:3d")
    assert state.observation(2).bottom == tuple(parse("3d"))
    run(state, phase_is("play"), burying("3d 4d 6d 7d 9d 3c"))
    assert state.observation(2).bottom == tuple(parse("3d 4d 6d 7d 9d 3c"))
    assert all(state.observation(seat).bottom is None for seat in (0, 1, 3))


def still_shown(state, who: int) -> Counter:
    """Cards `who` showed in declarations that it must still hold, by what is public: less
    what it played, gave as tribute or buried as jokers."""
    shown = Counter()
    for seat, token in state.deal.declarations:
        if seat == who:
            shown |= Counter(parse(" ".join(w for w in token.split() if len(w) > 1)))
    for leader, plays, _ in state.tricks:
        shown -= Counter(plays[(who - leader) % 4])
    shown -= Counter(p for seat, p in state.trick if seat == who for p in p)
    if who == state.payer:
        shown -= Counter(state.tribute)
    for seat, jokers, _ in state.joker_burials:
        if seat == who:
            shown -= Counter(jokers)
    return shown


def check_resample(state, seat: int, rng: random.Random) -> None:
    other = state.resample(seat, rng)
    assert other.observation(seat) == state.observation(seat)
    assert other.hands[seat] == state.hands[seat]
    assert other.current_player() == state.current_player()
    assert Counter(c for zone in other.zones().values() for c in zone) == Counter(DECK)
    for who in range(4):
        buries = who == state.dealer and state.phase not in ("declare", "tribute", "return")
        if who != seat and not buries:  # the dealer may have buried what it showed
            assert not still_shown(state, who) - Counter(other.hands[who])
    for who, suit in state.voids:
        if who != seat:
            assert not [c for c in other.hands[who] if state.trumps.eff_suit(c) == suit]


@pytest.mark.parametrize("seed", range(5))
def test_5_5_to_5_8_resample_keeps_the_view_shown_cards_voids_and_every_card(seed):
    """resample(seat) is a full state the seat cannot tell from the real one: the same
    observation and hand, every shown card still held by its holder, no card of a suit a seat
    showed itself void in, the 162 cards each once."""
    rng = random.Random(seed)
    step = [0]

    def check(state):
        step[0] += 1
        if state.deal is not None and step[0] % 7 == 0:
            for seat in range(4):
                check_resample(state, seat, rng)

    random_hand(random.Random(seed), table_for(seed + 1), check=check)


def test_5_5_3_resample_keeps_a_declarers_shown_cards_during_the_deal():
    """§5.5.3: shown declaration cards stay in the owner's hand and are public, so a
    resample keeps them with their holder while the deal goes on."""
    state = hand_of({1: "5h 5h", 3: "SJ SJ SJ"}, dealer=0, levels=(5, 5))
    run(
        state,
        lambda s: s.deal.dealt > 60,
        either(declaring(1, "5h 5h"), declaring(3, "SJ SJ SJ d")),
    )
    assert [seat for seat, _ in state.deal.declarations] == [1, 3]
    for seed in range(5):
        other = state.resample(0, random.Random(seed))
        assert Counter(other.hands[1])[parse_card("5h")] >= 2
        assert Counter(other.hands[3])[parse_card("SJ")] == 3
        check_resample(state, 0, random.Random(seed))


def test_5_7_3_resample_gives_no_trump_to_a_dealer_void_in_trumps_who_buried_its_declared_card():
    """§5.7/§5.8.2: the dealer declared 5h, buried it (no joker: the bottom is hidden) and then
    followed a trump lead with a plain card; every other seat knows the dealer holds no trump,
    so a resample for seat 1 must not give it the 5h (it lies in the hidden bottom)."""
    state = hand_of(
        {0: "5h " + plain("34678JQA", "dc", 38)}, "7h 3s 4s 6s 8s 9s", dealer=0, levels=(5, 5)
    )

    def trump_lead(s):
        if s.phase == "play" and not s.trick and s.current_player() != 0:
            singles = [
                a
                for a in s.legal_actions()
                if len(a.split()) == 1 and s.trumps.is_trump(parse_card(a[5:]))
            ]
            return singles[0] if singles else None
        return None

    run(
        state,
        lambda s: (0, "trump") in s.voids,
        either(declaring(0, "5h"), burying("5h 7h 3s 4s 6s 8s"), trump_lead),
    )
    assert (0, "trump") in state.voids and not state.bottom_public
    for seed in range(10):
        other = state.resample(1, random.Random(seed))
        assert not [c for c in other.hands[0] if state.trumps.is_trump(c)]


def test_5_5_3_resample_keeps_a_declared_stick_when_the_tribute_copy_went_back_and_was_played():
    """§5.5.3/§5.6: seat 3 showed 7c 7c and still holds both; the third 7c went to the dealer
    as tribute, came back to the payer (unseen by seat 2) and the payer played it. Seat 2 can
    tell the dealer holds no 7c, and a resample must leave seat 3 both of its own."""
    payer = "7c " + plain("34689", "dhs", 38)
    state = hand_of(
        {3: "7c 7c", 0: payer}, "3c 4c 6c 8c Jc Qd", dealer=1, levels=(3, 7), blood=1, calm=(0, 3)
    )

    def trump_lead(s):
        if s.phase == "play" and not s.trick and s.current_player() == 1:
            return next(
                a
                for a in s.legal_actions()
                if " " not in a and s.trumps.is_trump(parse_card(a[5:]))
            )
        return None

    def give_back(s):
        return "return:7c" if s.phase == "return" else None

    run(state, lambda s: len(s.tricks) == 1, either(declaring(3, "7c 7c"), give_back, trump_lead))
    assert state.tribute == state.returned == parse("7c")
    assert tuple(parse("7c")) in state.tricks[0][1] and state.hands[3].count(parse_card("7c")) == 2
    for seed in range(5):
        other = state.resample(2, random.Random(seed))
        assert other.hands[3].count(parse_card("7c")) == 2


def late_positions(seed: int):
    """The start of each trick of a random hand once the hands are down to 8 cards."""
    rng = random.Random(seed)
    state = DaGunziState(DaGunziRules(), table_for(seed))
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            state.apply(state.sample_chance(rng))
            continue
        if state.phase == "play" and not state.trick and len(state.hands[0]) <= 8:
            yield state
        state.apply(rng.choice(state.legal_actions()))


def test_5_8_2_resample_respects_non_dealers_voids_late_in_a_hand():
    """§5.8.2: late in a hand the voids shown leave few ways to deal the unseen cards, but the
    real deal is always one of them: a resample never gives a seat (other than the dealer,
    whose buried cards are unknown) a card of a suit it showed itself void in."""
    for seed in range(10):
        for state in late_positions(seed):
            for seat in range(4):
                for k in range(3):
                    other = state.resample(seat, random.Random(k))
                    for who, suit in state.voids:
                        if who not in (seat, state.dealer):
                            held = [c for c in other.hands[who] if state.trumps.eff_suit(c) == suit]
                            assert not held, f"seed {seed}: seat {who} void in {suit}"


def test_5_7_4_a_hidden_bottom_leaks_nothing_to_a_seat_never_offered_joker_burying():
    """§5.7: a seat that never saw the bottom nor was offered joker burying cannot know how
    many of its cards are pickable; its resampled bottoms must vary in that count."""
    from gupai_desktop.engine.dagunzi.bottom import pickable

    rng = random.Random(74)
    state = DaGunziState(DaGunziRules(), {"levels": (5, 7), "dealer": 1, "blood": 0})
    while state.phase != "play":
        state.apply(
            state.sample_chance(rng)
            if state.current_player() == CHANCE
            else rng.choice(state.legal_actions())
        )
    assert not state.bottom_public and state.observation(0).bottom is None
    counts = {len(pickable(state.resample(0, random.Random(k)).bottom)) for k in range(30)}
    assert len(counts) > 1
