"""Da Gunzi AI (gupai_desktop/ai/dagunzi): every level answers every decision legally from the
observation alone; four rule bots finish hands; the rule bot feeds a winning partner, follows
cheaply, bets jokers only on a strong hand and buries the Big Joker first; the search level
finds the winning play of an end position that the rule bot misses; the same position always
gets the same move. Positions are random hands (seeded loops) or built card by card."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from gupai_desktop.ai import dagunzi as ai
from gupai_desktop.ai.dagunzi.memory import View
from gupai_desktop.ai.dagunzi.rulebot import decide
from gupai_desktop.engine.dagunzi.cards import DECK, Trumps, parse
from gupai_desktop.engine.dagunzi.dealing import DEALT, Deal
from gupai_desktop.engine.dagunzi.declare import parse_declaration
from gupai_desktop.engine.dagunzi.rules import DaGunziRules
from gupai_desktop.engine.dagunzi.state import DaGunziState

DECISIONS = {"declare", "tribute", "return", "bury", "jokers", "play"}
CHEAP_LEVELS = ("first", "easy", "normal")


def tables(i: int) -> dict | None:
    """A first hand (the grab) every third hand, else a later hand, some with blood owed."""
    if i % 3 == 0:
        return None
    return {"levels": (3 + i % 8, 3 + (i * 5) % 8), "dealer": i % 4, "blood": i % 5}


def walk(seed: int, rules: DaGunziRules, level: str = "normal"):
    """Every decision position of one hand played by `level` from observations."""
    state = DaGunziState(rules, tables(seed))
    rng = random.Random(seed)
    while not state.is_terminal():
        seat = state.current_player()
        if seat < 0:
            state.apply(state.sample_chance(rng))
            continue
        yield state
        state.apply(ai.act(state.observation(seat), rules, level))


@pytest.mark.parametrize("mode", ["live", "dead"])
def test_each_cheap_level_answers_every_decision_legally(mode):
    rules = DaGunziRules(follow=mode)
    phases = set()
    for seed in range(12):
        for state in walk(seed, rules):
            seat = state.current_player()
            obs = state.observation(seat)
            phases.add(obs.phase)
            for level in CHEAP_LEVELS:
                assert ai.act(obs, rules, level) in obs.legal
            if len(obs.legal) > 1:  # the bot's own move, not the fallback to legal[0]
                for level in ("easy", "normal"):
                    assert decide(View.from_observation(obs, rules), level) in obs.legal
    assert phases >= DECISIONS


@pytest.mark.usefixtures("light_search")
def test_the_strong_level_answers_legally_in_every_phase():
    rules = DaGunziRules()
    asked: Counter = Counter()
    for seed in range(4):
        for i, state in enumerate(walk(seed, rules)):
            obs = state.observation(state.current_player())
            if obs.phase == "play" and i % 50:
                continue
            asked[obs.phase] += 1
            assert ai.act(obs, rules, "strong") in obs.legal
            assert ai.act_state(state, obs.seat, "strong") in obs.legal
    assert set(asked) >= DECISIONS - {"tribute", "return"} and asked["play"] >= 4


@pytest.mark.parametrize("level", ["easy", "normal"])
@pytest.mark.parametrize("mode", ["live", "dead"])
def test_four_rule_bots_finish_hands(level, mode):
    rules = DaGunziRules(follow=mode)
    for seed in range(6):
        state = None
        for state in walk(100 + seed, rules, level):
            pass
        assert state.is_terminal() and state.settlement is not None
        assert sum(state.returns()) == 0


# -- positions built card by card ----------------------------------------------------------
def position(
    hands: list[str],
    *,
    trick=(),
    bottom="",
    level=5,
    suit="h",
    dealer=1,
    leader=0,
    points=(0, 0),
    mode="live",
) -> DaGunziState:
    """A play-phase hand: the given hands, the trick on the table (seat, cards), a public
    bottom; every other card of the packs out in earlier tricks."""
    rules = DaGunziRules(follow=mode)
    state = DaGunziState(rules, {"levels": (level, level), "dealer": dealer, "blood": 0})
    held = [parse(h) for h in hands]
    table = [(seat, tuple(parse(cards))) for seat, cards in trick]
    buried = parse(bottom)
    rest = (
        Counter(DECK)
        - Counter(c for h in held for c in h)
        - Counter(buried)
        - Counter(c for _, p in table for c in p)
    )
    out = list(rest.elements())
    state.deal = Deal(
        False, level, dealer, list(DECK), dealt=DEALT, suit=suit, dealer=dealer, source="draw"
    )
    state.trumps = Trumps(level, suit)
    state.hands = held
    state.bottom, state.buried, state.bottom_public = buried, list(buried), True
    state.tricks = [(0, [(c,) for c in out[i : i + 4]], 0) for i in range(0, len(out), 4)]
    state.trick = table
    state.trick_points = list(points)
    state.phase, state.leader = "play", leader
    state.actor = (table[-1][0] + 1) % 4 if table else leader
    return state


def normal_move(state: DaGunziState) -> str:
    seat = state.current_player()
    return ai.act(state.observation(seat), state.rules, "normal")


def test_the_rule_bot_feeds_points_to_a_partner_whose_ace_holds():
    """Partner (seat 0) leads the spade ace, East plays low; seat 2 feeds its king."""
    state = position(["9s", "6s", "Ks 3s 7s", "8s Qs"], trick=[(0, "As"), (1, "4s")])
    assert normal_move(state) == "play:Ks"


def test_the_rule_bot_follows_cheaply_under_an_opponent_s_winner():
    """East leads the spade ace; seat 2 cannot beat it and plays its lowest pointless spade."""
    state = position(["9s", "6s", "Ks Qs 4s", "8s"], trick=[(1, "As")], leader=1)
    assert normal_move(state) == "play:4s"


def test_the_rule_bot_takes_a_trick_with_points_when_its_card_holds():
    """West's king is winning; seat 0, last to play, takes it with the ace."""
    state = position(["As 4s", "Qs", "Js", "3s"], trick=[(1, "8s"), (2, "9s"), (3, "Ks")], leader=1)
    assert normal_move(state) == "play:As"


def bury_state(hand: str, level=5, suit="h") -> DaGunziState:
    """The dealer (seat 0) holding 45 cards, the bottom taken, about to bury six."""
    rules = DaGunziRules()
    state = DaGunziState(rules, {"levels": (level, level), "dealer": 0, "blood": 0})
    state.deal = Deal(False, level, 0, list(DECK), dealt=DEALT, suit=suit, dealer=0, source="draw")
    state.trumps = Trumps(level, suit)
    state.hands = [parse(hand), [], [], []]
    state.phase, state.actor = "bury", 0
    return state


def buried_by(level: str, hand: str) -> list:
    state = bury_state(hand)
    assert len(state.hands[0]) == 45
    while state.phase == "bury":
        state.apply(ai.act(state.observation(0), state.rules, level))
    return state.bottom


STRONG_DEALER = (
    "BJ BJ SJ SJ 5h 5h 5s 5c 2h 2h 2s 2d Ah Ah Kh Qh Qh Jh Th 9h 8h 7h 6h 4h "
    "3h 3h Ac 9c 8c 7c 6c 4c 3c 9d 8d 6d 4d 3d 9s 8s 7s 6s 4s 3s 3c"
)
WEAK_DEALER = (
    "BJ SJ 5h 2s Ah 9h 8h 4h Ac Kc Qc Jc 9c 8c 7c 6c 4c 3c Ad Qd Jd 9d 8d 7d 6d "
    "4d 3d As Qs Js 9s 8s 7s 6s 4s 3s Ac Qc 9c 8c 7d 6d 4d 3d Js"
)


def test_the_dealer_bets_jokers_on_a_strong_hand_big_jokers_first():
    bottom = buried_by("normal", STRONG_DEALER)
    assert bottom[:2] == parse("BJ BJ")
    assert not any(c.is_joker for c in bottom[2:])


def test_the_dealer_keeps_its_jokers_on_a_weak_hand_and_buries_low_plain_cards():
    trumps = Trumps(5, "h")
    bottom = buried_by("normal", WEAK_DEALER)
    assert not any(trumps.is_trump(c) or c.rank in (5, 10, 13) for c in bottom)
    assert max(c.rank for c in bottom) <= 9


def test_the_easy_level_bets_no_jokers():
    assert not any(c.is_joker for c in buried_by("easy", STRONG_DEALER))


def declare_state(hand: str, declarations=(), level=5) -> DaGunziState:
    """Seat 0 asked in the final window of a later hand, holding `hand` (39 cards)."""
    rules = DaGunziRules()
    state = DaGunziState(rules, {"levels": (level, level), "dealer": 1, "blood": 0})
    deal = Deal(False, level, 1, list(DECK), dealt=DEALT, asked=0, window=True, window_seat=0)
    for seat, shown in declarations:
        deal.declarations.append((seat, shown))
        deal.standing, deal.declarer = parse_declaration(shown, level), seat
    state.deal, state.phase = deal, "declare"
    state.hands = [parse(hand), [], [], []]
    return state


LONG_HEARTS = (
    "5h 5s Ah Kh Qh Jh Th 9h 8h 7h 6h 4h 3h 3h 9h 8h As 9s 7s 4s 3c 6c 7c 8c Jc "
    "9d 8d 7d 6d 4d 3d 2s 2d Qs Ks 6s 4c 9c Td"
)


def test_the_rule_bot_declares_its_long_suit_in_the_final_window():
    state = declare_state(LONG_HEARTS)
    assert set(state.legal_actions()) == {"declare:5h", "declare:5s", "pass"}
    assert normal_move(state) == "declare:5h"


def test_the_rule_bot_never_overcalls_its_partner():
    state = declare_state(LONG_HEARTS.replace("5s", "5h"), declarations=[(2, "5d")])
    assert "declare:5h 5h" in state.legal_actions()
    assert normal_move(state) == "pass"


def test_the_rule_bot_overcalls_an_opponent_for_its_long_suit():
    state = declare_state(LONG_HEARTS.replace("5s", "5h"), declarations=[(1, "5d")])
    assert normal_move(state) == "declare:5h 5h"


def test_the_rule_bot_grabs_at_its_first_big_joker():
    rules = DaGunziRules()
    offered = 0
    for seed in (0, 3, 6):
        for state in walk(seed, rules):
            if "grab" in state.legal_actions():
                offered += 1
                assert normal_move(state) == "grab"
    assert offered


# -- the search level --------------------------------------------------------------------
def digging_position() -> DaGunziState:
    """Two tricks left; seat 0 (an attacker: seat 1 deals) leads with the last Big Joker and a
    low spade; its partner has shown a void in spades and the opponents hold only higher
    spades. Cashing the joker first leaves the spade to lose the last trick (the dealer side
    protects: case A, -2 for seat 0); leading the spade first keeps the joker to win the last
    trick and dig the bottom's 20 points twice: 100 + 40 reaches 120 (case D, +2)."""
    state = position(
        ["BJ 3s", "As Qs", "4c 6c", "Qs Js"], bottom="Kc Kd SJ 4c 4d 6c", points=(100, 0), leader=0
    )
    state.voids = {(2, "s")}
    return state


def test_the_rule_bot_cashes_the_joker_first():
    assert normal_move(digging_position()) == "play:BJ"


def test_the_search_keeps_the_joker_for_the_last_trick():
    state = digging_position()
    assert ai.act_state(state, 0, "strong") == "play:3s"
    assert ai.act(state.observation(0), state.rules, "strong") == "play:3s"


def test_the_search_s_candidates_are_few_and_legal_for_a_void_follower():
    """A roll led into a hand void in it: thousands of legal answers, a handful searched."""
    hands = [
        "9d 9d 8d 7d 6d 4d 3d Jc Tc 9c 8c 7c 6c 4c 3c Qd",
        "As As As Ks",
        "Qs Qs Qs Js",
        "Ts Ts Ts 9s",
    ]
    state = position(hands, trick=[(3, "Ts Ts Ts")], leader=3)
    state.hands[3] = parse("9s")
    legal = state.legal_actions()
    found = ai.candidates(state, legal)
    assert len(legal) > 100 and 1 <= len(found) <= 8 and set(found) <= set(legal)


def test_every_phase_but_play_gets_the_rule_bot_s_move_from_the_search():
    rules = DaGunziRules()
    for seed in (1, 2):
        for state in walk(seed, rules):
            if state.phase != "play":
                seat = state.current_player()
                expected = ai.act(state.observation(seat), rules, "normal")
                assert ai.act_state(state, seat, "strong") == expected


@pytest.mark.usefixtures("light_search")
def test_the_same_position_gets_the_same_move():
    rules = DaGunziRules()
    for i, state in enumerate(walk(3, rules)):
        if state.phase == "play" and len(state.legal_actions()) > 3 and not state.trick:
            break
    seat = state.current_player()
    obs = state.observation(seat)
    assert ai.act(obs, rules, "strong") == ai.act(obs, rules, "strong")
    assert ai.act_state(state, seat, "strong") == ai.act_state(state.clone(), seat, "strong")
    assert ai.act(obs, rules, "normal") == ai.act(obs, rules, "normal")


def test_a_rebuilt_hand_looks_the_same_to_the_seat_in_every_phase():
    rules = DaGunziRules()
    for seed in range(6):
        for state in walk(seed, rules):
            seat = state.current_player()
            obs = state.observation(seat)
            believed = ai.believed_state(obs, rules, random.Random(seed))
            assert believed.observation(seat) == obs
            assert believed.legal_actions() == state.legal_actions()


def test_the_search_options_name_the_candidates_and_pickle():
    import pickle

    options = ai.search_options("strong", DaGunziRules())
    assert options["candidates"] is ai.candidates
    assert pickle.loads(pickle.dumps(options)) == options
    assert ai.search_options("normal", DaGunziRules()) is None
