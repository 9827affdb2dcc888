"""Small Mahjong (dominoes.md §5, test vectors §8.7): one test per rule and worked example,
random full hands, the AI, records and the command line."""

from __future__ import annotations

import json
import random
from collections import Counter
from itertools import combinations_with_replacement

import pytest
from hypothesis import given, settings, strategies as st

from gupai_desktop.ai import bots
from gupai_desktop.engine import games
from gupai_desktop.engine.core import CHANCE, IllegalAction, play_chance
from gupai_desktop.engine.dominoes import FULL_SET, format_tiles, parse_tiles
from gupai_desktop.engine.session import Session
from gupai_desktop.engine.smallmahjong.rules import SmallMahjongRules
from gupai_desktop.engine.smallmahjong.spec import SPEC, next_table
from gupai_desktop.engine.smallmahjong.state import SmallMahjongState
from gupai_desktop.engine.smallmahjong.triplets import (
    DOUBLE_SET,
    DOUBLE_STRAIGHT,
    SET_AND_STRAIGHT,
    best_split,
    can_win,
    classify,
    split_points,
    winning_splits,
)
from gupai_desktop.records import io as records_io
from gupai_desktop.records.format import hand_record
from depth import scaled


def dealt(
    hands: list[str], leader: int = 0, wall: str = "", players: int = 4, **rules_kw
) -> SmallMahjongState:
    """Hands as given, then the wall starting with `wall`, the rest of the set after it."""
    left = list(FULL_SET)
    chosen = [parse_tiles(h) for h in hands] + [parse_tiles(wall)]
    for group in chosen:
        for t in group:
            left.remove(t)
    tiles = []
    for seat in range(players):
        hand = chosen[seat] if seat < len(hands) else []
        while len(hand) < 5:
            hand.append(left.pop())
        tiles += hand
    tiles += chosen[-1] + left
    state = SmallMahjongState(SmallMahjongRules(players=players, **rules_kw), leader)
    state.apply("shuffle:" + format_tiles(tiles))
    return state


# -- combinations (§5.1, §8.7) ---------------------------------------------------------------
@pytest.mark.parametrize(
    "tiles,kind",
    [
        ("2-2 5-2 5-5", DOUBLE_SET),
        ("2-1 4-3 5-3", DOUBLE_STRAIGHT),
        ("5-2 3-3 4-4", DOUBLE_STRAIGHT),
        ("3-2 5-4 5-5", SET_AND_STRAIGHT),
        ("4-3 5-4 4-4", None),
        ("6-6 6-4 4-4", DOUBLE_SET),
        ("4-1 4-4 3-2", SET_AND_STRAIGHT),
        ("4-1 3-3 2-2", DOUBLE_STRAIGHT),
        ("3-2 4-2 4-3", DOUBLE_STRAIGHT),
    ],
)
def test_the_classification_vectors(tiles, kind):
    assert classify(parse_tiles(tiles)) == kind


def test_straights_do_not_wrap():
    assert classify(parse_tiles("6-1 2-1 6-2")) is None  # 1,1,2,2,6,6: no 6-1-2


def test_the_set_yields_1550_triplets_with_each_at_most_one_type():
    kinds = Counter(FULL_SET)
    triplets = {
        c
        for c in combinations_with_replacement(sorted(kinds), 3)
        if all(Counter(c)[t] <= kinds[t] for t in c)
    }
    counts = Counter(classify(c) for c in triplets)
    assert len(triplets) == 1550
    assert (counts[DOUBLE_SET], counts[SET_AND_STRAIGHT], counts[DOUBLE_STRAIGHT]) == (15, 48, 59)


def test_a_double_set_inside_a_hand_does_not_make_it_a_win():
    hand = parse_tiles("4-2 6-4 6-1 3-2 2-2 4-4")
    assert classify(parse_tiles("4-2 2-2 4-4")) == DOUBLE_SET
    assert winning_splits(hand) == []


@settings(max_examples=scaled(300), deadline=None)
@given(st.permutations(FULL_SET), st.booleans())
def test_can_win_says_what_winning_splits_finds(tiles, exposed):
    """The quick test of a win (digit sums per kind) agrees with the splits themselves, with
    and without a triplet face up, in any order of the tiles."""
    if exposed:
        concealed, face_up = tiles[:3], tiles[3:6]
        assert can_win(concealed, face_up) == bool(winning_splits(concealed, face_up))
    else:
        assert can_win(tiles[:6]) == bool(winning_splits(tiles[:6]))
    assert can_win(parse_tiles("2-2 5-2 5-5 2-1 4-3 5-3"))
    assert not can_win(parse_tiles("4-2 6-4 6-1 3-2 2-2 4-4"))


COMBINATIONS = [
    c for c in combinations_with_replacement(sorted(set(FULL_SET)), 3) if classify(c) is not None
]


@settings(max_examples=scaled(300), deadline=None)
@given(st.sampled_from(COMBINATIONS), st.sampled_from(COMBINATIONS), st.randoms())
def test_two_combinations_in_any_order_are_a_win(one, two, rng):
    hand = list(one + two)
    rng.shuffle(hand)
    assert can_win(hand) and winning_splits(hand)
    face_up, concealed = hand[:3], hand[3:]  # a triplet laid face up, if it is one
    assert can_win(concealed, face_up) == bool(classify(face_up) and classify(concealed))


def test_the_winning_hand_scores_four_from_each_opponent():
    split = best_split(parse_tiles("2-2 5-2 5-5 2-1 4-3 5-3"))
    assert split_points(split) == 4
    state = dealt(["2-2 5-2 5-5 2-1 4-3"], wall="5-3")
    state.apply("win")
    assert state.returns() == [12, -4, -4, -4]
    assert state.settlement.by == "wall"


# -- deal and turns (§5.2-§5.3) --------------------------------------------------------------
@pytest.mark.parametrize("players,wall", [(3, 17), (4, 12)])
def test_five_tiles_each_and_the_rest_is_the_wall(players, wall):
    state = SmallMahjongState(SmallMahjongRules(players=players), leader=0)
    play_chance(state, random.Random(1))
    assert [len(state.hands[s]) for s in range(players)] == [5] * players
    assert len(state.wall) == wall - 1  # the first player has drawn
    assert len(state.held[0]) == 6 and state.current_player() == 0


def test_the_first_hand_s_first_player_is_found_by_dice():
    state = SmallMahjongState(SmallMahjongRules(), leader=None)
    state.apply(SmallMahjongState(SmallMahjongRules()).sample_chance(random.Random(2)))
    assert state.current_player() == CHANCE
    state.apply("dice:2,2")
    assert state.leader == 3 and state.current_player() == 3 and len(state.held[3]) == 6


def test_a_player_with_six_tiles_wins_or_discards():
    state = dealt(["6-6 6-1 4-2 3-1 5-2"], wall="1-1")
    assert state.legal_actions() == [f"discard:{t}" for t in parse_tiles("1-1 3-1 4-2 5-2 6-1 6-6")]
    state.apply("discard:5-2")
    assert state.discards == [(0, parse_tiles("5-2")[0])] and len(state.held[0]) == 5


def test_win_and_pass_are_said_alone():
    """ "win" and "pass" take nothing after them: "pass:2-2" is refused, not read as "pass"."""
    won = dealt(["2-2 5-2 5-5 2-1 4-3"], wall="5-3")
    assert won.is_legal("win") and not won.is_legal("win:5-3")
    state = dealt(FAR_WIN, wall="1-1")
    state.apply("discard:5-3")
    assert state.is_legal("pass")
    with pytest.raises(IllegalAction, match="said alone"):
        state.apply("pass:2-2")


# Deals below were found by a search over random deals (every tile as often as the set holds
# it), so that exactly the claims a test is about are open and no other.
UNCLAIMED = [
    "6-6 5-4 5-2 6-1 5-5",
    "3-3 4-3 4-4 6-6 5-3",
    "2-2 5-1 5-1 6-5 3-2",
    "6-2 3-1 6-3 4-4 1-1",
]
STRAIGHTS = {
    1: ["4-3 4-4 5-5 3-3 6-1", "2-1 5-3 6-5 2-2 6-6", "5-4 5-1 3-1 6-4 3-1", "4-2 5-2 6-1 6-6 2-2"],
    2: ["4-3 3-3 6-4 5-4 6-1", "1-1 3-2 4-4 6-3 2-2", "2-1 5-3 2-2 4-2 6-1", "6-4 5-5 5-2 5-5 5-1"],
    3: ["4-3 5-4 5-5 6-1 6-5", "3-1 5-1 4-4 4-2 6-6", "2-2 6-1 4-4 6-6 5-5", "2-1 5-3 6-4 5-1 3-3"],
}
SET_AND_STRAIGHT_DEALS = {
    1: ["5-4 2-2 4-4 6-5 6-3", "3-2 5-5 6-6 1-1 6-1", "4-4 2-2 5-1 5-2 6-1", "3-1 6-6 6-2 6-4 4-2"],
    2: ["5-4 6-2 2-2 6-6 6-4", "4-1 3-1 5-1 4-4 6-4", "3-2 5-5 6-6 3-1 3-3", "4-4 5-2 6-3 6-1 6-5"],
    3: ["5-4 3-3 6-1 5-5 4-3", "5-1 2-2 3-3 6-1 6-5", "4-4 6-6 2-2 6-4 5-3", "3-2 5-5 2-1 6-2 3-1"],
}
DOUBLE_SET_DEAL = [
    "2-2 4-2 4-1 4-4 3-1",
    "3-2 6-1 6-3 4-4 5-1",
    "6-6 2-2 6-1 5-3 6-5",
    "5-2 5-5 6-4 5-1 3-3",
]
FAR_WIN = [
    "5-3 6-1 1-1 4-4 5-5",
    "4-2 4-1 3-3 5-1 6-6",
    "3-1 4-4 6-5 6-3 3-1",
    "2-2 5-2 5-5 2-1 4-3",
]
NEAR_TAKE_FAR_WIN = [
    "4-3 5-5 6-2 5-2 3-1",
    "2-1 5-3 3-2 5-1 6-5",
    "6-4 2-2 1-1 5-4 3-3",
    "6-6 6-4 3-3 6-5 4-4",
]


def test_an_unclaimed_discard_passes_the_turn_to_the_next_player():
    state = dealt(UNCLAIMED, wall="1-1")
    next_tile = state.wall[0]
    state.apply("discard:6-6")
    assert state.current_player() == 1 and state.phase() == "act"
    assert len(state.held[1]) == 6 and next_tile in state.held[1]


# -- claims (§5.1 who may take, §8.7 table) ---------------------------------------------------
@pytest.mark.parametrize("holder", [1, 2, 3])
def test_only_the_next_player_may_take_for_a_double_straight(holder):
    """D discards 4-3; the holder's 2-1 + 5-3 make a Double Straight with it."""
    state = dealt(STRAIGHTS[holder], wall="1-1")
    state.apply("discard:4-3")
    assert [seat for seat, _ in state.queue] == ([1] if holder == 1 else [])
    if holder == 1:
        assert "take:5-3 2-1" in state.legal_actions() and "pass" in state.legal_actions()


@pytest.mark.parametrize("holder", [1, 2, 3])
def test_set_and_straight_for_the_next_two_players(holder):
    """D discards 5-4; the holder's 3-2 + 5-5 make 2-3-4 + 5-5-5 with it."""
    state = dealt(SET_AND_STRAIGHT_DEALS[holder], wall="1-1")
    state.apply("discard:5-4")
    if holder < 3:
        assert state.queue == [(holder, "any")]
        assert "take:5-5 3-2" in state.legal_actions()
    else:
        assert state.queue == []


def test_a_double_set_may_be_taken_even_by_the_third_player():
    state = dealt(DOUBLE_SET_DEAL, wall="1-1")
    state.apply("discard:2-2")
    assert state.queue == [(3, "any")]
    assert "take:5-5 5-2" in state.legal_actions()
    state.apply("take:5-5 5-2")
    assert state.exposed[3] == tuple(parse_tiles("5-5 5-2 2-2"))


def test_the_claim_queue_s_quick_take_check_says_what_takes_lists():
    """can_take (asked of every seat after each discard) is bool(takes()) in random hands,
    with either claim order and three or four players."""
    rng = random.Random(5)
    checked = 0
    for hand in range(scaled(60)):
        rules = SmallMahjongRules(
            players=3 + hand % 2, claim_order=("nearest", "win-first")[hand // 2 % 2]
        )
        state = SmallMahjongState(rules, leader=hand % rules.players)
        play_chance(state, rng)
        while not state.is_terminal():
            if state.offer is not None:
                for seat in range(rules.players):
                    assert state.can_take(seat) == bool(state.takes(seat)), state.history()
                    checked += 1
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
    assert checked > 1000


def test_a_win_may_take_the_discard_from_any_distance():
    state = dealt(FAR_WIN, wall="1-1")
    state.apply("discard:5-3")
    assert state.queue == [(3, "any")]
    assert state.legal_actions() == ["pass", "win"]
    state.apply("win")
    assert state.settlement.winner == 3 and state.settlement.by == "discard"
    assert state.returns() == [-4, -4, -4, 12]


def test_the_nearest_claim_beats_a_farther_win_unless_wins_come_first():
    """N1 can take 4-3 for a Double Straight; N3 could win with it (§8.7)."""
    nearest = dealt(NEAR_TAKE_FAR_WIN, wall="1-1")
    nearest.apply("discard:4-3")
    assert nearest.queue[0] == (1, "any") and (3, "any") in nearest.queue
    nearest.apply("take:5-3 2-1")
    assert nearest.exposed[1] == tuple(parse_tiles("5-3 4-3 2-1"))
    assert nearest.current_player() == 1 and nearest.phase() == "act"
    first = dealt(NEAR_TAKE_FAR_WIN, wall="1-1", claim_order="win-first")
    first.apply("discard:4-3")
    assert first.queue[0] == (3, "win")
    first.apply("win")
    assert first.settlement.winner == 3


def test_after_a_claim_the_claimer_discards_and_play_goes_on_from_him():
    state = dealt(STRAIGHTS[1], wall="1-1")
    state.apply("discard:4-3")
    state.apply("take:5-3 2-1")
    assert len(state.held[1]) == 3  # 5 + 1 - 3 face up
    state.apply(f"discard:{state.held[1][0]}")
    assert len(state.held[1]) == 2 and state.exposed[1] is not None
    if not state.queue:
        assert state.current_player() == 2  # N2's turn comes next


def test_a_seat_with_a_triplet_face_up_can_only_take_to_win():
    state = dealt(STRAIGHTS[1], wall="1-1")
    state.apply("discard:4-3")
    state.apply("take:5-3 2-1")
    state.offer = (0, parse_tiles("6-6")[0])
    assert state.takes(1) == []


def test_taking_for_a_type_the_distance_does_not_allow_is_refused():
    state = dealt(STRAIGHTS[2], wall="1-1")
    state.apply("discard:4-3")
    assert state.queue == []
    with pytest.raises(IllegalAction):
        state.apply("take:5-3 2-1")


def test_an_empty_wall_at_the_start_of_a_turn_draws_the_hand():
    state = dealt(["6-6 6-1 4-2 3-1 5-2"], wall="1-1")
    state.wall = []
    state.apply("discard:6-6")
    while not state.is_terminal():
        state.apply("pass")
    assert state.settlement.by == "draw" and state.returns() == [0, 0, 0, 0]


def test_the_winner_starts_the_next_hand_and_a_draw_repeats_or_rotates():
    rules = SmallMahjongRules()
    won = dealt(["2-2 5-2 5-5 2-1 4-3"], wall="5-3")
    won.apply("win")
    assert next_table(rules, {"leader": 0}, [0] * 4, won) == {"leader": 0}
    drawn = dealt(["6-6 6-1 4-2 3-1 5-2"], wall="1-1", leader=1)
    drawn.wall = []
    drawn.apply(next(a for a in drawn.legal_actions() if a.startswith("discard:")))
    while not drawn.is_terminal():
        drawn.apply("pass")
    assert next_table(rules, {"leader": 1}, [0] * 4, drawn) == {"leader": 1}
    assert next_table(SmallMahjongRules(after_draw="rotate"), {"leader": 1}, [0] * 4, drawn) == {
        "leader": 2
    }


# -- invariants over random hands ----------------------------------------------------------------
@settings(max_examples=scaled(150), deadline=None)
@given(
    seed=st.integers(0, 2**32),
    players=st.sampled_from([3, 4]),
    order=st.sampled_from(["nearest", "win-first"]),
)
def test_random_hands_keep_five_tiles_or_six_on_turn(seed, players, order):
    """A seat holds five tiles, six while it is its turn, a face-up triplet counting three
    (tiles, payments and replay are checked for every game in test_protocol.py)."""
    rules = SmallMahjongRules(players=players, claim_order=order)
    rng = random.Random(seed)
    state = SmallMahjongState(rules, None if seed % 2 else seed % players)
    play_chance(state, rng)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
        assert all(
            len(state.held[s]) + (3 if state.exposed[s] else 0) in (5, 6) for s in range(players)
        )


# -- AI, session, records, CLI ------------------------------------------------------------------
@pytest.mark.parametrize("level", ["first", "greedy"])
def test_every_ai_level_plays_legal_moves_to_the_end(level):
    session = Session.start("smallmahjong", SmallMahjongRules(), seed=3)
    for _ in range(3):
        state = session.deal()
        while not state.is_terminal():
            action = bots.act("smallmahjong", state, state.current_player(), level)
            assert state.is_legal(action)
            state.apply(action)
        session.finish(state)


def test_the_greedy_ai_always_declares_a_win():
    state = dealt(["2-2 5-2 5-5 2-1 4-3"], wall="5-3")
    assert bots.act("smallmahjong", state, 0, "greedy") == "win"


def test_small_mahjong_is_listed_in_the_app():
    assert "small-mahjong" in games.known_ids() and "small-mahjong" in games.game_ids()
    assert games.title("small-mahjong") == ("Small Mahjong", "打小麻将")
    assert games.get("smallmahjong").id == "small-mahjong"  # the old id still reads


def test_session_records_validate_and_replay(tmp_path):
    session = Session.start("smallmahjong", SmallMahjongRules(players=3), seed=4)
    records = []
    for _ in range(4):
        state = session.deal()
        while not state.is_terminal():
            state.apply(bots.act("smallmahjong", state, state.current_player(), "greedy"))
        seats = [{"name": n, "kind": "ai", "level": "greedy"} for n in SPEC.seat_names(state.rules)]
        records.append(hand_record(session, state, seats))
        session.finish(state)
    path = tmp_path / "smj.jsonl"
    records_io.write(path, records)
    summary = records_io.validate(path)
    assert summary.hands == 4 and summary.all_match


def test_simulate_plays_small_mahjong_from_the_command_line(capsys):
    from gupai_desktop.cli.main import main

    assert main(["simulate", "small-mahjong", "--hands", "5", "--seed", "2", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["hands"] == 5
