"""The Chinese Poker AI: levels, legality of everything it confirms, declaring and surrendering
by expected payment, the row model, and that "strong" beats "greedy". Its speed is measured
by bench/chinese_poker_eval.py, not here: a timed test fails on a busy machine."""

import random

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from gupai_desktop.ai import bots
from gupai_desktop.ai import chinese_poker as ai
from gupai_desktop.ai import chinese_poker_rows
from gupai_desktop.engine.cards import CARDS, parse_cards
from gupai_desktop.engine.chinese_poker.presets import PRESETS
from gupai_desktop.engine.chinese_poker.rules import ChinesePokerRules, resolve
from gupai_desktop.engine.chinese_poker.setting import foul_reason, parse_setting, same_cards
from gupai_desktop.engine.chinese_poker.specials import available
from gupai_desktop.engine.chinese_poker.splits import setting_at, strongest_split
from gupai_desktop.engine.chinese_poker.state import ChinesePokerState
from gupai_desktop.engine.core import play_chance
from depth import scaled

SIX_PAIRS = parse_cards("As Ad Ks Kd Qh Qc 8s 8d 5h 5c 3s 3d 2c")


def test_levels_and_registry():
    assert ai.LEVELS == {"greedy": "Strongest back first", "strong": "Best expected payment"}
    assert bots.levels("chinese-poker") == ["greedy", "strong"]
    with pytest.raises(ValueError, match="unknown Chinese Poker AI level"):
        ai.decide(SIX_PAIRS, ChinesePokerRules(), 1, "expert")


def test_row_model_is_a_distribution_per_row():
    counts = chinese_poker_rows.counts()
    assert counts.shape[0] == 3 and (counts.sum(axis=1) == counts.sum(axis=1)[0]).all()
    pmf = ai.row_pmf()
    assert np.allclose(pmf.sum(axis=1), 1)
    model = ai.row_model(resolve(ChinesePokerRules(preset="bonus")))
    assert (np.diff(model["below"], axis=1) >= -1e-12).all()  # P(win) grows with strength
    assert np.allclose(ai.row_pmf("second").sum(axis=1), 1)


def test_greedy_plays_the_strongest_back_and_declares_specials():
    hand = parse_cards("9s 3d 2c Js Ts 9h 8d 4d Ac 7d 6c 5h 4c")
    token = ai.decide(hand, ChinesePokerRules(), 1, "greedy")
    assert token == "set:" + setting_at(hand, strongest_split(hand)).token()
    rules = ChinesePokerRules(preset="specials")
    specials = tuple(available(resolve(rules).specials, SIX_PAIRS))
    assert ai.decide(SIX_PAIRS, rules, 1, "greedy", specials) == "declare:six-pairs"


def test_strong_declares_a_special_worth_more_than_setting():
    rules = ChinesePokerRules(preset="specials")
    specials = tuple(available(resolve(rules).specials, SIX_PAIRS))
    assert ai.decide(SIX_PAIRS, rules, 1, "strong", specials) == "declare:six-pairs"


def test_strong_surrenders_exactly_when_setting_is_expected_to_cost_more():
    rules = ChinesePokerRules(preset="hawaiian-gardens")
    rng = random.Random(8)
    surrendered = 0
    for _ in range(60):
        hand = rng.sample(CARDS, 13)
        _, ev = ai.best_split(hand, rules, 1)
        token = ai.decide(hand, rules, 1, "strong", (), True)
        assert (token == "surrender") == (ev < -3 * 3)
        surrendered += token == "surrender"
    assert surrendered < 60


def test_strong_setting_maximises_the_modelled_payment():
    rules = ChinesePokerRules(preset="bonus")
    hand = random.Random(4).sample(CARDS, 13)
    legal, ev = ai.split_values(hand, rules, 1)
    split, best = ai.best_split(hand, rules, 1)
    assert split in legal and best == pytest.approx(ev.max())
    assert ai.decide(hand, rules, 1, "strong") == "set:" + setting_at(hand, split).token()


@settings(max_examples=scaled(30), deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    preset=st.sampled_from(sorted(PRESETS)),
    players=st.integers(2, 4),
    seat=st.integers(0, 3),
    level=st.sampled_from(sorted(ai.LEVELS)),
)
def test_confirmed_settings_are_always_legal(seed, preset, players, seat, level):
    seat = seat % players
    rules = ChinesePokerRules(preset=preset, players=players, overall_point=seed % 2 == 0)
    hand = random.Random(seed).sample(CARDS, 13)
    token = ai.decide(hand, rules, seat, level)
    kind, _, body = token.partition(":")
    assert kind == "set"
    setting = parse_setting(body)
    assert same_cards(setting, hand) and foul_reason(setting, rules.wheel) is None


@pytest.mark.parametrize("scoring", ["pool", "single-winner"])
def test_pool_and_single_winner_scoring_have_a_model_too(scoring):
    rules = ChinesePokerRules(preset="basic", scoring=scoring)
    hand = random.Random(1).sample(CARDS, 13)
    legal, ev = ai.split_values(hand, rules, 1)
    assert len(legal) == len(ev) and np.isfinite(ev).all()


def test_act_plays_from_the_observation_through_the_bots_registry():
    state = ChinesePokerState(ChinesePokerRules(preset="malayan"))
    play_chance(state, random.Random(3))
    while not state.is_terminal():
        seat = state.current_player()
        action = bots.act("chinese-poker", state, seat, "strong")
        assert state.is_legal(action)
        state.apply(action)
    assert abs(sum(state.returns())) < 1e-9


def test_strong_beats_greedy_over_many_deals():
    rules = ChinesePokerRules(preset="basic")
    totals = {"strong": 0.0, "greedy": 0.0}
    levels = ("strong", "greedy", "strong", "greedy")
    for seed in range(60):
        state = ChinesePokerState(rules)
        play_chance(state, random.Random(seed))
        while not state.is_terminal():
            seat = state.current_player()
            state.apply(ai.act(state.observation(seat), rules, levels[seat]))
        for seat, net in enumerate(state.returns()):
            totals[levels[seat]] += net
    assert totals["strong"] > 0 > totals["greedy"]


def test_strong_may_set_a_special_hand_when_the_rows_pay_more():
    """The seed: a special may be set normally, "when extra payments can be won"."""
    two_straight_flushes = parse_cards("As Ad Ks Kd Qs Qd Js Jd Ts Td 9s 9d 2c")
    rules = ChinesePokerRules(preset="specials")
    specials = tuple(available(resolve(rules).specials, two_straight_flushes))
    assert "six-pairs" in specials
    token = ai.decide(two_straight_flushes, rules, 1, "strong", specials)
    assert token.startswith("set:")
    assert parse_setting(token[4:]).names()[1:] == ("Straight flush, king high",) * 2
