"""A Da Ling hand as a State (dominoes.md §4.3 #1-2), its spec, sessions and records."""

import random
from collections import Counter

import pytest

from gupai_desktop.engine import games
from gupai_desktop.engine.core import CHANCE, TERMINAL, IllegalAction, play_chance
from gupai_desktop.engine.daling.groups import parse_grouping
from gupai_desktop.engine.daling.rules import DaLingRules
from gupai_desktop.engine.daling.spec import SPEC
from gupai_desktop.engine.daling.state import DaLingState
from gupai_desktop.engine.dominoes import FULL_SET, format_tiles, parse_tiles
from gupai_desktop.engine.session import Session
from gupai_desktop.records import io as records_io
from gupai_desktop.records.format import breakdown_of, deal_of, hand_record, seat_outcome

# Example 1's table and player A's hand lead an otherwise unshuffled stock.
EX1 = parse_tiles("6-6 3-2 4-3 6-5 5-1 1-1 6-3 3-3")


def ordered_stock(front=EX1):
    rest = list(FULL_SET)
    for t in front:
        rest.remove(t)
    return "shuffle:" + format_tiles(list(front) + rest)


def dealt(players=4, **rules):
    state = DaLingState(DaLingRules(players=players, **rules))
    state.apply(ordered_stock())
    return state


def finish(state, rng=None):
    while not state.is_terminal():
        actions = state.legal_actions()
        state.apply(rng.choice(actions) if rng else actions[0])
    return state


def random_hand(rng, players=None):
    state = DaLingState(DaLingRules(players=players or rng.randint(2, 5)))
    play_chance(state, rng)
    return state


def test_flow_is_a_shuffle_then_each_seat_in_order():
    state = DaLingState(DaLingRules(players=3))
    assert state.current_player() == CHANCE and state.phase() == "shuffle"
    assert state.legal_actions() == []
    state.apply(ordered_stock())
    for seat in range(3):
        assert state.current_player() == seat and state.phase() == "grouping"
        state.apply(state.legal_actions()[0])
    assert state.current_player() == TERMINAL and state.is_terminal()
    assert state.phase() == "over" and len(state.history()) == 4


def test_table_tiles_are_the_first_two_of_the_stock_and_each_seat_gets_six():
    state = dealt(players=2)
    assert state.table == tuple(EX1[:2]) and state.target == 7 and state.colour == "red"
    assert Counter(state.hands[0]) == Counter(EX1[2:])
    assert state.hands[0] == tuple(sorted(EX1[2:], reverse=True))
    assert all(len(h) == 6 for h in state.hands.values()) and len(state.hands) == 2


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_tiles_are_conserved_and_leftovers_unseen(players):
    state = random_hand(random.Random(players), players)
    dealt_tiles = list(state.table) + [t for h in state.hands.values() for t in h]
    left = list(FULL_SET)
    for t in dealt_tiles:
        left.remove(t)
    assert len(left) == 32 - 2 - 6 * players
    assert Counter(dealt_tiles + left) == Counter(FULL_SET)
    assert Counter(state.unseen(0)) == Counter(
        left + [t for s, h in state.hands.items() if s != 0 for t in h]
    )
    obs = state.observation(0)
    assert obs.tiles == state.hands[0] and obs.table == state.table


def test_legal_actions_are_the_sorted_distinct_groupings():
    state = dealt()
    actions = state.legal_actions()
    assert actions == sorted(actions) and len(actions) == len(set(actions)) == 60
    assert "group:4-3|6-5 5-1|6-3 3-3 1-1" in actions


def test_apply_accepts_any_tile_and_group_order_and_records_the_canonical_token():
    state = dealt(players=2)
    state.apply("group:1-1 6-3 3-3 | 4-3 | 1-5 5-6")
    assert state.history()[-1] == "group:4-3|6-5 5-1|6-3 3-3 1-1"
    assert state.groupings[0] == parse_grouping("4-3 | 6-5 5-1 | 6-3 3-3 1-1")


@pytest.mark.parametrize(
    "action, why",
    [
        ("group:4-3|6-5 5-1|6-3 3-3 6-6", "six tiles"),
        ("group:4-3|6-5 5-1", "three groups"),
        ("group:4-3 6-5|5-1 1-1|6-3 3-3", "1, 2 and 3"),
        ("shuffle:" + format_tiles(FULL_SET), "grouping phase"),
        ("set:4-3|6-5 5-1|6-3 3-3 1-1", "grouping phase"),
    ],
)
def test_illegal_actions_are_refused_with_a_reason(action, why):
    state = dealt()
    assert not state.is_legal(action)
    with pytest.raises(IllegalAction, match=why):
        state.apply(action)


def test_a_bad_shuffle_is_refused():
    state = DaLingState(DaLingRules())
    assert not state.is_legal("shuffle:6-6 6-6 6-6")
    assert not state.is_legal("shuffle:" + format_tiles(FULL_SET[:31]))
    assert not state.is_legal("group:4-3|6-5 5-1|6-3 3-3 1-1")


def test_observation_hides_other_groupings_until_the_hand_is_over():
    state = dealt(players=3)
    state.apply(state.legal_actions()[0])
    state.apply(state.legal_actions()[0])
    seen = state.observation(1)
    assert set(seen.groupings) == {1} and seen.settlement is None
    assert state.observation(2).groupings == {} and state.observation(2).to_act == 2
    state.apply(state.legal_actions()[0])
    over = state.observation(0)
    assert set(over.groupings) == {0, 1, 2} and over.settlement is state.settlement
    assert over.phase == "over" and over.target == 7 and over.colour == "red"


def test_returns_are_the_settlement_and_zero_before():
    state = dealt(players=2)
    assert state.returns() == [0.0, 0.0]
    state.apply("group:4-3|6-5 5-1|6-3 3-3 1-1")
    assert state.returns() == [0.0, 0.0]
    finish(state)
    assert state.returns() == state.settlement.nets()


# Registry, session and records -------------------------------------------------------------


def test_daling_is_registered_for_the_cli_and_records():
    """Listed in known_ids (CLI, records) whether or not the app lists it yet (game_ids)."""
    assert "daling" in games.known_ids()
    assert set(games.game_ids()) <= set(games.known_ids())
    assert games.get("daling") is SPEC
    assert SPEC.seat_names(DaLingRules(players=3)) == ["You", "AI 1", "AI 2"]
    assert SPEC.user_seat == 0 and SPEC.ai_levels == ("first", "greedy", "strong")
    with pytest.raises(KeyError):
        games.get("nope")


def test_session_and_records_round_trip(tmp_path):
    from gupai_desktop.ai import bots

    rules = DaLingRules(players=3, banker=True, house_fee=True)
    session = Session.start("daling", rules, seed=9)
    names = SPEC.seat_names(rules)
    seats = [
        {
            "name": n,
            "kind": "human" if i == SPEC.user_seat else "ai",
            "level": None if i == SPEC.user_seat else "strong",
        }
        for i, n in enumerate(names)
    ]
    records = []
    for _ in range(5):
        state = session.deal()
        while not state.is_terminal():
            state.apply(bots.act("daling", state, state.current_player(), "strong"))
        record = hand_record(session, state, seats)
        assert (
            record["deal"] == deal_of(state) == [[str(t) for t in state.hands[s]] for s in range(3)]
        )
        breakdown = breakdown_of(state)
        for seat, net in enumerate(state.returns()):
            assert seat_outcome(breakdown, seat, net) == state.settlement.results[seat].outcome
        records.append(record)
        session.finish(state)
    path = tmp_path / "daling.jsonl"
    records_io.write(path, records)
    summary = records_io.validate(path)
    assert summary.hands == 5 and summary.all_match and summary.games == ["daling"]
    assert summary.totals == pytest.approx(session.net)
