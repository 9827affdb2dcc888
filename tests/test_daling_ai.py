"""Da Ling AI: the vectorised features and settlement agree with the engine; the levels play."""

import random
import statistics

import numpy as np
import pytest

from gupai_desktop.ai import bots
from gupai_desktop.ai import daling as ai
from gupai_desktop.engine.core import play_chance
from gupai_desktop.engine.daling.groups import (
    SPLITS,
    colour_pips,
    grouping_at,
    matches,
    sorted_hand,
)
from gupai_desktop.engine.daling.rules import DaLingRules, table_colour, table_target
from gupai_desktop.engine.daling.settlement import settle
from gupai_desktop.engine.daling.state import DaLingState
from gupai_desktop.engine.dominoes import FULL_SET, parse_tiles

RULESETS = [
    DaLingRules(),
    DaLingRules(stakes="modern", tied_absolute="push"),
    DaLingRules(banker=True, house_fee=True, unmatched_group="banker"),
    DaLingRules(stakes="2,2,5"),
]


def deal(rng, players):
    tiles = list(FULL_SET)
    rng.shuffle(tiles)
    return tiles[:2], [sorted_hand(tiles[2 + 6 * s : 8 + 6 * s]) for s in range(players)]


def codes(hand):
    return ai._codes(hand)


def test_split_features_match_the_engine():
    rng = random.Random(1)
    for _ in range(200):
        table, (hand,) = deal(rng, 1)
        target, colour = table_target(table), table_colour(table)
        match, col = ai.split_features(codes(hand), target, colour)
        for s in range(len(SPLITS)):
            g = grouping_at(hand, s)
            assert list(match[0, s]) == [matches(x, target) for x in g.groups]
            assert list(col[0, s]) == [colour_pips(x, colour) for x in g.groups]


def _plain_choice(policy, hand, target, colour, stakes):
    def key(s):
        g = grouping_at(hand, s)
        ok = [matches(x, target) for x in g.groups]
        if policy == "first":
            return sum(ok)
        return (
            sum(st for st, m in zip(stakes, ok) if m),
            sum(colour_pips(x, colour) for x, m in zip(g.groups, ok) if m),
        )

    best = max(key(s) for s in range(len(SPLITS)))
    return next(s for s in range(len(SPLITS)) if key(s) == best)


@pytest.mark.parametrize("policy", ["first", "greedy"])
def test_baseline_policies_match_their_plain_definition(policy):
    rng = random.Random(2)
    for i in range(300):
        table, (hand,) = deal(rng, 1)
        target, colour = table_target(table), table_colour(table)
        rules = RULESETS[i % len(RULESETS)]
        match, col = ai.subset_features(codes(hand), target, colour)
        got = int(ai.choose(policy, match, col, rules.stake_amounts)[0])
        assert got == _plain_choice(policy, hand, target, colour, rules.stake_amounts)


@pytest.mark.parametrize("rules", RULESETS)
def test_vectorised_nets_equal_the_settlement(rules):
    """nets_against is settle() for every split of seat 0 against fixed opponent plays."""
    rng = random.Random(3)
    for _ in range(40):
        players = rng.randint(2, 5)
        table, hands = deal(rng, players)
        target, colour = table_target(table), table_colour(table)
        mine = hands[0]
        my_match, my_col = ai.split_features(codes(mine), target, colour)
        my_total = colour_pips(mine, colour)
        opp = [grouping_at(h, rng.randrange(60)) for h in hands[1:]]
        om = np.array([[[matches(x, target) for x in g.groups] for g in opp]])
        oc = np.array([[[colour_pips(x, colour) for x in g.groups] for g in opp]])
        ot = np.array([[colour_pips(g.tiles(), colour) for g in opp]])
        r = DaLingRules(**{**rules.to_dict(), "players": players})
        got = ai.nets_against(my_match[0], my_col[0], my_total, om, oc, ot, r, players)[0]
        want = [settle(r, table, [grouping_at(mine, s)] + opp).nets()[0] for s in range(60)]
        assert got.tolist() == pytest.approx(want)


def test_every_level_plays_a_legal_grouping_through_bots():
    rng = random.Random(4)
    for level in ai.LEVELS:
        for _ in range(10):
            state = DaLingState(DaLingRules(players=rng.randint(2, 5)))
            play_chance(state, rng)
            while not state.is_terminal():
                action = bots.act("daling", state, state.current_player(), level)
                assert state.is_legal(action) and action in state.legal_actions()
                state.apply(action)


def test_the_ai_is_deterministic_and_refuses_to_act_out_of_turn():
    state = DaLingState(DaLingRules())
    play_chance(state, random.Random(5))
    obs = state.observation(0)
    assert ai.act(obs, state.rules, "strong") == ai.act(obs, state.rules, "strong")
    with pytest.raises(ValueError):
        ai.act(DaLingState(DaLingRules()).observation(0), state.rules, "strong")
    with pytest.raises(ValueError, match="level"):
        ai.best_index(obs.table, obs.tiles, state.rules, "genius")


def test_strong_takes_an_absolute_win_when_it_has_one():
    table, hand = parse_tiles("6-6 3-2"), parse_tiles("4-3 6-5 5-1 1-1 6-3 3-3")
    g = ai.best_grouping(table, hand, DaLingRules())
    assert all(matches(x, 7) for x in g.groups)


def test_strong_prefers_matching_the_big_group():
    """No absolute win here; the 15-chip 3-tile group is the one worth matching."""
    table, hand = parse_tiles("6-6 3-2"), parse_tiles("5-2 6-6 4-1 2-2 2-2 5-5")
    g = ai.best_grouping(table, hand, DaLingRules())
    assert matches(g.triple, 7)


def test_expected_values_are_reproducible_and_bounded():
    table, hand = parse_tiles("6-5 2-1"), parse_tiles("2-2 4-2 6-5 5-5 3-3 1-1")
    rules = DaLingRules(players=5)
    a = ai.expected_values(table, hand, rules, seed=7)
    b = ai.expected_values(table, hand, rules, seed=7)
    assert a.shape == (60,) and np.array_equal(a, b)
    assert (a >= -25).all() and (a <= 100).all()


def test_strong_beats_first_on_duplicate_deals():
    """The same 300 deals, seat 0 strong then first, against three first players."""
    rng = random.Random(8)
    rules = DaLingRules()
    diffs = []
    for i in range(300):
        table, hands = deal(rng, 4)
        opp = [ai.best_grouping(table, h, rules, "first") for h in hands[1:]]
        strong = ai.best_grouping(table, hands[0], rules, "strong", seed=i)
        first = ai.best_grouping(table, hands[0], rules, "first")
        diffs.append(
            settle(rules, table, [strong] + opp).nets()[0]
            - settle(rules, table, [first] + opp).nets()[0]
        )
    assert statistics.fmean(diffs) > 2
