"""The Pai Gow AI: exact EVs against a house-way opponent, the optimal setting, and edges."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings, strategies as st

from gupai_desktop.ai import paigow as ai
from gupai_desktop.engine.core import TERMINAL, play_chance
from gupai_desktop.engine.dominoes import FULL_SET, parse_tiles
from gupai_desktop.engine.paigow.house_way import hw_ref
from gupai_desktop.engine.paigow.rules import PaiGowRules
from gupai_desktop.engine.paigow.settings import settings_of
from gupai_desktop.engine.paigow.state import PaiGowState
from depth import scaled

hands = st.lists(st.integers(0, 31), min_size=4, max_size=4, unique=True).map(
    lambda idx: [FULL_SET[i] for i in idx]
)


def brute_force(tiles, banking: bool):
    """Outcome counts per setting by plain loops, independent of the numpy tables."""
    rest = list(FULL_SET)
    for t in tiles:
        rest.remove(t)
    cache: dict = {}
    out = {}
    for s in settings_of(tiles):
        lo, hi = s.keys
        win = lose = 0
        for opp in itertools.combinations(rest, 4):
            kinds = tuple(sorted(opp))
            if kinds not in cache:
                cache[kinds] = hw_ref(kinds).keys
            olo, ohi = cache[kinds]
            if banking:
                win += lo >= olo and hi >= ohi
                lose += lo < olo and hi < ohi
            else:
                win += lo > olo and hi > ohi
                lose += lo <= olo and hi <= ohi
        out[s] = (win, lose)
    return out


@pytest.mark.parametrize("text,banking", [("6-5 5-2 3-2 5-1", False), ("6-6 1-1 4-3 4-4", True)])
def test_enumeration_matches_brute_force(text, banking):
    tiles = parse_tiles(text)
    expected = brute_force(tiles, banking)
    for e in ai.expected_values(tiles, banking=banking):
        win, lose = expected[e.setting]
        assert round(e.p_win * ai.OPPONENT_HANDS) == win
        assert round(e.p_lose * ai.OPPONENT_HANDS) == lose
        assert e.ev == pytest.approx((0.95 * win - lose) / ai.OPPONENT_HANDS)


def test_opponent_count_and_table_shape():
    t = ai.tables()
    assert len(t.masks) == ai.ALL_HANDS
    assert int(t.group_counts.sum()) == ai.ALL_HANDS
    assert int(t.prefix(0b1111)[-1, -1]) == ai.OPPONENT_HANDS


@settings(max_examples=scaled(60), deadline=None)
@given(hands, st.booleans())
def test_optimal_at_least_house_way(tiles, banking):
    evs = {e.setting: e for e in ai.expected_values(tiles, banking=banking)}
    best = evs[ai.optimal_setting(tiles, banking=banking)]
    house = evs[ai.house_setting(tiles)]
    assert best.ev >= house.ev - 1e-12
    assert best.ev == pytest.approx(max(e.ev for e in evs.values()))
    for e in evs.values():
        assert e.p_win + e.p_lose + e.p_push == pytest.approx(1.0)
        assert min(e.p_win, e.p_lose, e.p_push) >= 0


def test_unbeatable_hands():
    # Gee Joon pair and Teen pair: no opponent can beat or copy either hand.
    tiles = parse_tiles("4-2 2-1 6-6 6-6")
    best = ai.optimal_setting(tiles)
    assert str(best) == "6-6 6-6 | 4-2 2-1" == str(ai.house_setting(tiles))
    e = next(e for e in ai.expected_values(tiles) if e.setting == best)
    assert (e.p_win, e.p_lose, e.ev) == (1.0, 0.0, pytest.approx(0.95))


def test_dominant_setting_is_chosen():
    tiles = parse_tiles("6-6 6-6 2-1 3-1")
    best = ai.optimal_setting(tiles)
    assert str(best) == "3-1 2-1 | 6-6 6-6" == str(ai.house_setting(tiles))
    pair = next(e for e in ai.expected_values(tiles) if e.setting == best)
    assert pair.p_lose == 0.0


def test_banking_wins_copies():
    tiles = parse_tiles("6-5 5-1 3-2 4-1")
    player = {e.setting: e for e in ai.expected_values(tiles)}
    banker = {e.setting: e for e in ai.expected_values(tiles, banking=True)}
    for s in player:
        assert banker[s].p_win >= player[s].p_win
        assert banker[s].p_lose <= player[s].p_lose


def test_optimal_can_beat_house_way():
    tiles = parse_tiles("6-4 3-3 4-3 2-2")
    assert str(ai.house_setting(tiles)) == "3-3 4-3 | 2-2 6-4"
    evs = {str(e.setting): e.ev for e in ai.expected_values(tiles)}
    assert evs[str(ai.optimal_setting(tiles))] > evs["3-3 4-3 | 2-2 6-4"]


def test_memo_is_consistent_and_order_free():
    tiles = parse_tiles("6-6 6-3 5-3 2-2")
    ai.clear_memo()
    first = ai.optimal_setting(tiles, commission=0.04)
    again = ai.optimal_setting(list(reversed(tiles)), commission=0.04)
    evs = ai.expected_values(tiles, commission=0.04)
    ai.clear_memo()
    assert first == again == ai.optimal_setting(tiles, commission=0.04)
    assert evs == ai.expected_values(tiles, commission=0.04)
    assert evs != ai.expected_values(tiles, commission=0.05)


def test_bad_hands_and_levels():
    with pytest.raises(ValueError, match="four tiles"):
        ai.optimal_setting(parse_tiles("6-6 1-1 3-1"))
    with pytest.raises(ValueError, match="appears 3 times"):
        ai.optimal_setting(parse_tiles("6-6 6-6 6-6 3-1"))
    with pytest.raises(ValueError, match="appears 4 times"):  # all of them: it said 3 (a user)
        ai.optimal_setting(parse_tiles("6-6 6-6 6-6 6-6"))
    with pytest.raises(ValueError, match="level"):
        ai.choose_setting(parse_tiles("6-6 1-1 3-1 2-1"), "expert")
    assert set(ai.LEVELS) == {"house", "optimal"}


@pytest.mark.parametrize("level", sorted(ai.LEVELS))
@pytest.mark.parametrize("banking", ["house", "rotate"])
def test_act_plays_legal_moves(level, banking):
    rules = PaiGowRules(ai_players=3, banking=banking)
    rng = random.Random(7)
    for banker in (0, 2):
        state = PaiGowState(rules, banker=banker)
        play_chance(state, rng)
        while state.current_player() != TERMINAL:
            seat = state.current_player()
            action = ai.act(state.observation(seat), rules, level)
            assert action in state.legal_actions()
            state.apply(action)
        assert sum(state.returns()) == pytest.approx(0.0)


@pytest.mark.slow
def test_house_way_edges_match_anchor_and_are_symmetric():
    player = ai.edge("house")
    banker = ai.edge("house", banking=True)
    assert player.p_win == banker.p_lose and player.p_lose == banker.p_win
    assert player.p_win + player.p_lose + player.p_push == pytest.approx(1.0)
    assert 0.39 < player.p_push < 0.42
    assert player.edge_percent == pytest.approx(2.4254, abs=1e-4)
    assert abs(player.edge_percent - 2.44) < 0.05
    assert abs(banker.edge_percent - 0.53) < 0.05


@pytest.mark.slow
def test_optimal_edge_beats_house_way():
    optimal = ai.edge("optimal")
    assert optimal.edge_percent == pytest.approx(1.6342, abs=1e-4)
    assert optimal.edge_percent < ai.edge("house").edge_percent
    assert ai.edge("optimal", banking=True).edge_percent < 0
