"""A Chinese Poker deal as a State: flow, exact legality, views, records, and property tests
(random deals, random legal settings, every preset and player count: nets sum to zero)."""

import random

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from gupai_desktop.engine import games
from gupai_desktop.engine.cards import CARDS, format_cards
from gupai_desktop.engine.chinese_poker.presets import PRESETS
from gupai_desktop.engine.chinese_poker.rules import ChinesePokerRules
from gupai_desktop.engine.chinese_poker.setting import foul_reason
from gupai_desktop.engine.chinese_poker.spec import SPEC
from gupai_desktop.engine.chinese_poker.splits import (
    legal_mask,
    setting_at,
    sorted_indices,
    split_keys,
    subset_keys,
)
from gupai_desktop.engine.chinese_poker.state import ChinesePokerState
from gupai_desktop.engine.core import CHANCE, TERMINAL, play_chance, replay
from gupai_desktop.engine.session import Session
from gupai_desktop.records import io as records_io
from gupai_desktop.records.format import deal_of, hand_record
from depth import scaled

SIX_PAIRS = "As Ad Ks Kd Qs Qd Js Jd Ts Td 9s 9d 2c"
PLAIN = "As Kd Qc Jh 9s 8d 7c 6s 5h 4s 3d 2c 2h"


def dealt(preset="bonus", players=4, first=None, **options):
    """A deal whose first seat gets `first` (13 card tokens), the rest in deck order."""
    state = ChinesePokerState(ChinesePokerRules(preset=preset, players=players, **options))
    front = [c for c in CARDS if str(c) in (first or "").split()]
    rest = [c for c in CARDS if c not in front]
    state.apply("deal:" + format_cards(front + rest))
    return state


def random_legal(state, rng):
    hand = state.hands[state.current_player()]
    mask = legal_mask(*split_keys(*subset_keys(sorted_indices(hand), state.scoring.wheel)))
    return "set:" + setting_at(hand, int(rng.choice(np.flatnonzero(mask)))).token()


def test_flow_is_a_deal_then_each_seat_in_order():
    state = ChinesePokerState(ChinesePokerRules(players=3))
    assert state.current_player() == CHANCE and state.phase() == "deal"
    assert state.legal_actions() == []
    play_chance(state, random.Random(1))
    assert all(len(state.hands[s]) == 13 for s in range(3)) and 3 not in state.hands
    for seat in range(3):
        assert state.current_player() == seat and state.phase() == "setting"
        state.apply(state.legal_actions()[0])
    assert state.current_player() == TERMINAL and state.is_terminal() and state.phase() == "over"
    assert len(state.history()) == 4 and abs(sum(state.returns())) < 1e-9


def test_legal_actions_are_the_strongest_setting_declarations_and_surrender():
    state = dealt("specials", first=SIX_PAIRS)
    actions = state.legal_actions()
    assert actions == sorted(actions)
    assert "declare:six-pairs" in actions and sum(a.startswith("set:") for a in actions) == 1
    assert all(state.is_legal(a) for a in actions)
    hg = dealt("hawaiian-gardens")
    assert "surrender" in hg.legal_actions() and "surrender" not in dealt("basic").legal_actions()


def test_is_legal_is_exact_on_settings():
    state = dealt("basic")
    hand = state.hands[0]
    k5, k3 = subset_keys(sorted_indices(hand))
    mask = legal_mask(*split_keys(k5, k3))
    for split in range(0, 72072, 173):
        setting = setting_at(hand, split)
        assert state.is_legal("set:" + setting.token()) == bool(mask[split])
        assert bool(mask[split]) == (foul_reason(setting) is None)


@pytest.mark.parametrize(
    "action",
    [
        "set:As Kd|Qs Qd 9h 5c 3d|7s Jd 8s Ts 9s",
        "set:",
        "declare:six-pairs",
        "surrender",
        "deal:" + format_cards(CARDS),
        "pass",
        "declare:",
        "set:2s 3s 4s|5s 6s 7s 8s 9s|Ts Js Qs Ks As",
    ],
)
def test_is_legal_rejects_wrong_moves(action):
    state = dealt("bonus")
    assert not state.is_legal(action)


def test_declare_needs_the_hand_and_surrender_needs_the_rule():
    assert dealt("specials", first=SIX_PAIRS).is_legal("declare:six-pairs")
    assert not dealt("specials", first=PLAIN).is_legal("declare:six-pairs")
    assert not dealt("bonus", first=SIX_PAIRS).is_legal("declare:six-pairs")
    assert dealt("bonus", surrender=True).is_legal("surrender")


def test_fouls_are_rejected_or_scooped_by_option():
    state = dealt("basic")
    hand = state.hands[0]
    mask = legal_mask(*split_keys(*subset_keys(sorted_indices(hand))))
    foul = "set:" + setting_at(hand, int(np.flatnonzero(~mask)[0])).token()
    assert not state.is_legal(foul)
    scoop = dealt("basic", fouls="scoop")
    assert scoop.is_legal(foul)
    scoop.apply(foul)
    assert scoop.plays[0].fouled


def test_history_keeps_the_canonical_setting_token():
    state = dealt("basic")
    action = state.legal_actions()[0]
    kind, _, body = action.partition(":")
    front, middle, back = body.split("|")
    state.apply(f"set: {' '.join(reversed(front.split()))} | {middle} | {back} ")
    assert state.history()[-1] == action


def test_observation_hides_other_settings_until_the_end():
    state = dealt("bonus", players=2)
    state.apply(state.legal_actions()[0])
    obs = state.observation(1)
    assert obs.actions == {} and obs.acted == (0,) and len(obs.cards) == 13
    assert obs.settlement is None and obs.to_act == 1
    assert state.observation(0).actions == {0: state.history()[1]}
    state.apply(state.legal_actions()[0])
    final = state.observation(1)
    assert set(final.actions) == {0, 1} and final.settlement is state.settlement


def test_house_preset_seat_zero_is_the_bank_and_the_user_is_seat_one():
    rules = ChinesePokerRules(preset="malayan")
    assert SPEC.seat_names(rules) == ["House", "You", "AI 1", "AI 2"]
    assert SPEC.user_seat == 1 and SPEC.seat_names(ChinesePokerRules(players=2)) == ["AI 1", "You"]
    table = SPEC.next_table(rules, SPEC.first_table(rules), [0, 0, 0, 0])
    assert table == {"dealer": 0}


def test_registry_lists_the_game_in_the_app():
    assert games.get("chinese-poker") is SPEC
    assert "chinese-poker" in games.known_ids() and "chinese-poker" in games.game_ids()
    assert games.title("chinese-poker") == ("Chinese Poker", "十三张")


def test_dealer_rotates_and_chips_follow_the_bankrolls():
    rules = ChinesePokerRules(preset="hawaiian-gardens", bankroll=50)
    table = SPEC.first_table(rules)
    assert table == {"dealer": 0, "chips": [50.0] * 4}
    nxt = SPEC.next_table(rules, table, [60, 0, 45, -5])
    assert nxt == {"dealer": 1, "chips": [60.0, 50.0, 45.0, 50.0]}


def test_session_records_validate_and_replay(tmp_path):
    from gupai_desktop.ai import bots

    session = Session.start("chinese-poker", ChinesePokerRules(preset="specials"), seed=9)
    records = []
    for _ in range(4):
        state = session.deal()
        while not state.is_terminal():
            seat = state.current_player()
            state.apply(bots.act("chinese-poker", state, seat, "greedy"))
        seats = [{"name": n, "kind": "ai", "level": "greedy"} for n in SPEC.seat_names(state.rules)]
        records.append(hand_record(session, state, seats))
        session.finish(state)
    assert records[0]["deal"] == deal_of(state) or records[-1]["deal"] == deal_of(state)
    path = tmp_path / "cp.jsonl"
    records_io.write(path, records)
    summary = records_io.validate(path)
    assert summary.hands == 4 and summary.all_match
    assert records[0]["result"]["breakdown"]["results"][1]["outcome"] in ("win", "lose", "push")
    again = SPEC.new_hand(state.rules, records[-1]["table"])
    replay(again, records[-1]["actions"])
    assert again.returns() == records[-1]["result"]["returns"]


PRESET_NAMES = sorted(PRESETS)


@settings(max_examples=scaled(40), deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    preset=st.sampled_from(PRESET_NAMES),
    players=st.integers(2, 4),
    overall=st.booleans(),
    sweep=st.sampled_from([0, 1, 3]),
)
def test_random_games_with_random_legal_settings_sum_to_zero(seed, preset, players, overall, sweep):
    rng = np.random.default_rng(seed)
    rules = ChinesePokerRules(
        preset=preset, players=players, overall_point=overall, sweep_bonus=sweep, surrender=True
    )
    state = ChinesePokerState(rules, dealer=seed % players)
    play_chance(state, random.Random(seed))
    while not state.is_terminal():
        pick = rng.random()
        options = state.legal_actions()
        if pick < 0.1 and len(options) > 1:
            action = options[int(rng.integers(len(options)))]
        else:
            action = random_legal(state, rng)
        assert state.is_legal(action)
        state.apply(action)
    nets = state.returns()
    assert abs(sum(nets)) < 1e-9
    assert [r.net for r in state.settlement.results] == nets
    for r in state.settlement.results:
        assert r.outcome == ("win" if r.net > 0 else "lose" if r.net < 0 else "push")


@settings(max_examples=scaled(25), deadline=None)
@given(seed=st.integers(0, 2**32 - 1), chips=st.lists(st.integers(0, 20), min_size=4, max_size=4))
def test_chip_cap_never_wins_or_loses_more_than_a_seat_has(seed, chips):
    rules = ChinesePokerRules(preset="hawaiian-gardens")
    state = ChinesePokerState(rules, dealer=seed % 4, chips=chips)
    play_chance(state, random.Random(seed))
    rng = np.random.default_rng(seed)
    while not state.is_terminal():
        state.apply(random_legal(state, rng))
    nets = state.returns()
    assert abs(sum(nets)) < 1e-9
    assert all(-c - 1e-9 <= n <= c + 1e-9 for n, c in zip(nets, chips))


OPTION_SETS = [
    dict(scoring="pool"),
    dict(scoring="pool", pool_sweep=True),
    dict(scoring="single-winner"),
    dict(royalties="typical-extra", overall_point=True),
    dict(middle_extra=True, house=True),
    dict(sweep_multiplier="double-triple", royalties="vietnamese"),
    dict(sweep_multiplier="double-all", aces=True),
    dict(wheel="second", specials="typical"),
    dict(fouls="scoop", royalties="typical"),
    dict(fouls="scoop", scoring="pool"),
]


@settings(max_examples=scaled(40), deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1), players=st.integers(2, 4), options=st.sampled_from(OPTION_SETS)
)
def test_every_variation_settles_random_games_to_zero_sum(seed, players, options):
    rng = np.random.default_rng(seed)
    rules = ChinesePokerRules(preset="basic", players=players, **options)
    state = ChinesePokerState(rules, dealer=seed % players)
    play_chance(state, random.Random(seed))
    while not state.is_terminal():
        if rules.fouls == "scoop" and rng.random() < 0.5:
            hand = state.hands[state.current_player()]
            action = "set:" + setting_at(hand, int(rng.integers(72072))).token()
        else:
            action = random_legal(state, rng)
        assert state.is_legal(action)
        state.apply(action)
    assert abs(sum(state.returns())) < 1e-9
