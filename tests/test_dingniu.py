"""Ding Niu (dominoes.md §3.3-§3.5, test vectors §8.5): one test per rule and worked example,
property tests over random hands, and full games through the session, the CLI and records."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings, strategies as st

from gupai_desktop.ai import bots
from gupai_desktop.engine import games
from gupai_desktop.engine.core import CHANCE, IllegalAction, play_chance
from gupai_desktop.engine.dingniu.deck import DECK, NON_DOUBLES, parse_deck
from gupai_desktop.engine.dingniu.layout import LEFT, RIGHT, Layout
from gupai_desktop.engine.dingniu.rules import DingNiuRules
from gupai_desktop.engine.dingniu.settlement import ranking, settle
from gupai_desktop.engine.dingniu.spec import SPEC, next_table
from gupai_desktop.engine.dingniu.state import DingNiuState
from gupai_desktop.engine.dingniu.suanzhang import CLASSIC, SMOTHERED, classify
from gupai_desktop.engine.dominoes import Tile, format_tiles, parse_tile, parse_tiles
from gupai_desktop.engine.session import Session
from gupai_desktop.records import io as records_io
from gupai_desktop.records.format import hand_record
from depth import scaled


def T(text: str) -> Tile:
    return parse_tile(text)


def rest_of_deck(*hands: str) -> list[Tile]:
    left = list(DECK)
    for hand in hands:
        for t in parse_tiles(hand):
            left.remove(t)
    return left


def dealt(hands: list[str], leader: int = 0, rules: DingNiuRules | None = None) -> DingNiuState:
    """A hand dealt as given (missing hands are filled from the rest of the deck, in order)."""
    left = rest_of_deck(*hands)
    tiles = []
    for seat in range(4):
        if seat < len(hands):
            tiles += parse_tiles(hands[seat])
        else:
            tiles += left[:6]
            left = left[6:]
    state = DingNiuState(rules or DingNiuRules(), leader)
    state.apply("shuffle:" + format_tiles(tiles))
    return state


# -- the deck (§3.3) -------------------------------------------------------------------------
def test_the_deck_is_the_set_without_eight_military_tiles():
    removed = Counter(parse_tiles("2-1 4-1 3-2 4-2 5-2 4-3 5-3 5-4"))
    assert len(DECK) == 24
    assert not removed & Counter(DECK)
    assert Counter(DECK)[T("6-3")] == Counter(DECK)[T("6-2")] == 1
    assert sum(1 for t in DECK if t.is_double) == 12


def test_non_double_pip_counts_are_lopsided():
    counts = Counter()
    for t in NON_DOUBLES:
        counts[t.hi] += 1
        counts[t.lo] += 1
    assert dict(counts) == {1: 6, 2: 1, 3: 3, 4: 2, 5: 4, 6: 8}


def test_a_shuffle_must_list_the_ding_niu_deck():
    with pytest.raises(ValueError, match="not in the Ding Niu deck"):
        parse_deck(format_tiles(list(DECK[:-1]) + [T("2-1")]))
    with pytest.raises(ValueError, match="all 24"):
        parse_deck(format_tiles(DECK[:-1]))


# -- deal, lead and turns ---------------------------------------------------------------------
def test_four_players_get_six_tiles_each_and_every_tile_is_dealt():
    state = DingNiuState(DingNiuRules(), leader=2)
    play_chance(state, random.Random(5))
    assert [len(state.hands[s]) for s in range(4)] == [6, 6, 6, 6]
    assert Counter(t for s in range(4) for t in state.hands[s]) == Counter(DECK)
    assert state.current_player() == 2  # the table's leader leads


def test_the_first_hand_s_leader_is_found_by_dice_counting_from_seat_0():
    state = DingNiuState(DingNiuRules(), leader=None)
    state.apply("shuffle:" + format_tiles(DECK))
    assert state.current_player() == CHANCE
    state.apply("dice:3,4")  # 7 counts 0,1,2,3,0,1,2
    assert state.leader == 2 and state.current_player() == 2


def test_the_lead_may_be_any_tile_and_opens_both_ends():
    state = dealt(["6-4 6-5 5-1 3-1 1-1 2-2"])
    assert sorted(state.legal_actions()) == sorted(
        f"lead:{t}" for t in set(parse_tiles("6-4 6-5 5-1 3-1 1-1 2-2"))
    )
    state.apply("lead:6-4")
    assert state.layout.ends == (6, 4)
    assert state.current_player() == 1  # play passes to the next seat


def test_only_a_play_names_an_end():
    """ "play:6-5@L" says which end; a lead or a face-down tile has none, so "lead:6-4@L" is
    refused rather than read as "lead:6-4"."""
    state = dealt(["6-4 1-1 1-1 2-2 2-2 3-3", "5-1 5-1 3-1 3-1 5-5 3-3"])
    for move in ("lead:6-4@L", "lead:6-4@Q"):
        assert not state.is_legal(move)
        with pytest.raises(IllegalAction, match="names no end"):
            state.apply(move)
    state.apply("lead:6-4")
    assert not state.is_legal("down:3-1@R") and state.is_legal("down:3-1")


def test_a_tile_is_laid_matching_either_open_end():
    state = dealt(["6-4 1-1 1-1 2-2 2-2 3-3", "6-5 4-4 5-5 5-5 3-3 6-6"])
    state.apply("lead:6-4")
    assert set(state.legal_actions()) == {"play:6-5@L", "play:4-4@R", "play:6-6@L"}
    state.apply("play:6-5@L")
    assert state.layout.chain == ((5, 6), (6, 4)) and state.layout.ends == (5, 4)


def test_doubles_are_ordinary_tiles_and_leave_the_end_unchanged():
    layout = Layout().lead(T("6-4")).place(T("4-4"), RIGHT).place(T("4-4"), RIGHT)
    assert layout.ends == (6, 4) and len(layout.chain) == 3


def test_the_lead_may_not_leave_everyone_else_unable_to_answer():
    """§3.3: [2:2] is illegal when the leader also holds the other [2:2] and [6:2], the only
    other tiles showing a 2; with the other [2:2] elsewhere, someone could answer it."""
    state = dealt(["2-2 2-2 6-2 6-6 6-6 1-1"])
    assert "lead:2-2" not in state.legal_actions()
    with pytest.raises(IllegalAction, match="nobody else"):
        state.apply("lead:2-2")
    assert "lead:6-2" in state.legal_actions()  # 6s are everywhere
    elsewhere = dealt(["2-2 6-2 6-6 6-6 1-1 1-1"])
    assert "lead:2-2" in elsewhere.legal_actions()
    free = dealt(["2-2 2-2 6-2 6-6 6-6 1-1"], rules=DingNiuRules(lead_restriction=False))
    assert "lead:2-2" in free.legal_actions()


def test_a_player_who_cannot_play_lays_a_tile_of_his_choice_face_down():
    state = dealt(["6-4 1-1 1-1 2-2 2-2 3-3", "5-1 5-1 3-1 3-1 5-5 3-3"])
    state.apply("lead:6-4")
    assert state.legal_actions() == [f"down:{t}" for t in parse_tiles("3-1 3-3 5-1 5-5")]
    state.apply("down:3-1")
    assert state.face_down[1] == [T("3-1")] and state.current_player() == 2


def test_a_player_who_can_play_must_play():
    state = dealt(["6-4 1-1 1-1 2-2 2-2 3-3", "6-5 5-1 3-1 3-1 5-5 3-3"])
    state.apply("lead:6-4")
    with pytest.raises(IllegalAction, match="can be played"):
        state.apply("down:3-1")
    loose = dealt(
        ["6-4 1-1 1-1 2-2 2-2 3-3", "6-5 5-1 3-1 3-1 5-5 3-3"],
        rules=DingNiuRules(voluntary_face_down=True),
    )
    loose.apply("lead:6-4")
    assert "down:3-1" in loose.legal_actions() and "play:6-5@L" in loose.legal_actions()


def test_four_face_down_turns_in_a_row_end_the_hand():
    """Nobody could ever play again: the hand is counted as it stands (§3.1). After a classic
    Fours only seat 0's two [4:4] can be laid; once they are, four seats pass in a row."""
    state = dealt(["6-4 4-4 4-4 1-1 2-2 3-3", "6-4 3-1 3-1 5-5 3-3 1-1"])
    state.apply("lead:6-4")
    state.apply("play:6-4@L")
    while not state.is_terminal():
        legal = state.legal_actions()
        state.apply(next((a for a in legal if a.startswith("play:")), legal[0]))
    assert state.downs_in_a_row == 4
    assert [len(state.layout.chain)] == [4]
    assert sum(len(h) for h in state.held.values()) > 0


def test_points_are_the_face_down_tiles_and_the_tiles_left_in_hand():
    state = dealt(
        [
            "4-4 1-1 1-1 2-2 2-2 3-3",
            "6-5 6-5 6-1 6-1 5-5 5-1",
            "6-6 6-6 6-4 6-4 5-5 5-1",
            "3-1 3-1 3-3 6-3 6-2 4-4",
        ]
    )
    state.apply("lead:4-4")
    state.apply("down:5-1")
    assert state.points()[1] == sum(t.pips for t in parse_tiles("6-5 6-5 6-1 6-1 5-5 5-1"))
    assert state.points()[0] == sum(t.pips for t in parse_tiles("1-1 1-1 2-2 2-2 3-3"))


# -- SuanZhang detection (§3.4, §8.5) ----------------------------------------------------------
def build(lead: str, steps: list[str]) -> list[tuple[Layout, object]]:
    """§8.5 notation: the lead [x:y] has ends x and y; a later [a:b] touches a to the y end (or
    the x end if marked '(x)') and shows b. Returns (layout, block) after each non-double."""
    x, y = (int(v) for v in lead.split(":"))
    layout = Layout(((x, y),))
    on_layout = [T(f"{x}-{y}")]
    out = []
    for step in steps:
        body, _, mark = step.partition(" ")
        a, b = (int(v) for v in body.split(":"))
        tile = Tile(max(a, b), min(a, b))
        end = LEFT if mark == "(x)" else RIGHT
        assert (layout.ends[0] if end == LEFT else layout.ends[1]) == a, step
        layout = layout.place(tile, end)
        on_layout.append(tile)
        unplaced = list(NON_DOUBLES)
        for t in on_layout:
            if not t.is_double:
                unplaced.remove(t)
        out.append((layout, None if tile.is_double else classify(layout.ends, unplaced)))
    return out


def test_six_to_six_after_a_6_4_lead_is_classic_fours():
    ((layout, block),) = build("4:6", ["6:4"])
    assert sorted(layout.ends) == [4, 4]
    assert block.kind == CLASSIC and block.values == (4,)  # 5s are cut off too: Classic wins


def test_four_to_four_after_a_6_4_lead_is_no_block():
    ((layout, block),) = build("6:4", ["4:6"])
    assert layout.ends == (6, 6) and block is None


def test_smothered_fours():
    steps = build("2:6", ["6:3", "3:1", "1:6", "6:5", "5:6", "6:1"])
    layout, block = steps[-1]
    assert layout.ends == (2, 1)
    assert block.kind == SMOTHERED and block.values == (4,)
    assert all(b is None for _, b in steps[:-1])


def test_smothered_fives_only_5_1_left_and_every_one_out():
    steps = build("6:3", ["3:1", "1:6", "6:5", "5:6", "6:1", "1:3"])
    layout, block = steps[-1]
    assert layout.ends == (6, 3)
    assert block.kind == SMOTHERED and block.values == (5,)


def test_smothered_fives_on_the_last_tile_only():
    steps = build("3:1", ["1:3", "3:3", "3:6", "6:6", "6:5", "5:5", "5:6", "6:6", "6:1", "1:6"])
    assert steps[-1][0].ends == (3, 6)
    assert steps[-1][1].kind == SMOTHERED and steps[-1][1].values == (5,)
    assert all(b is None for _, b in steps[:-1])


def test_smothered_fours_on_the_last_tile_only():
    steps = build(
        "2:6", ["6:1", "1:5", "5:5", "5:6", "6:5", "5:1", "1:1", "1:3", "3:3", "3:6", "6:6", "6:1"]
    )
    assert steps[-1][0].ends == (2, 1)
    assert steps[-1][1].kind == SMOTHERED and steps[-1][1].values == (4,)
    assert all(b is None for _, b in steps[:-1])


def test_no_block_when_no_non_double_four_remains_at_all():
    steps = build("6:4", ["4:4", "4:4", "4:6"])
    assert steps[-1][0].ends == (6, 6) and steps[-1][1] is None


def test_the_real_game_from_the_video_never_blocks():
    steps = build(
        "4:4", ["4:4", "4:6", "6:6", "6:5", "5:5", "5:5", "5:1", "1:6", "6:6", "6:1", "1:5"]
    )
    assert steps[-1][0].ends == (4, 5)
    assert [block for _, block in steps] == [None] * len(steps)
    for layout, _ in steps:  # not even when every value may be smothered
        on = [t for t in layout.tiles() if not t.is_double]
        unplaced = list(NON_DOUBLES)
        for t in on:
            unplaced.remove(t)
        assert classify(layout.ends, unplaced, (1, 2, 3, 4, 5, 6)) is None


@pytest.mark.parametrize(
    "ends,gone,values",
    [
        ((1, 1), "6-1 6-1 5-1 5-1 3-1 3-1", (1,)),
        ((5, 5), "6-5 6-5 5-1 5-1", (5,)),
        ((2, 3), "6-2 6-3 3-1 3-1", (2, 3)),
    ],
)
def test_the_other_classic_blocks(ends, gone, values):
    unplaced = list(NON_DOUBLES)
    for t in parse_tiles(gone):
        unplaced.remove(t)
    block = classify(ends, unplaced)
    assert block.kind == CLASSIC and block.values == values


def test_six_six_can_never_be_a_classic_block():
    assert classify((6, 6), []) is None


# -- attribution and what follows (§3.4) -----------------------------------------------------
def test_a_block_made_with_a_choice_is_a_suanzhang():
    """Ends 6/4 after the lead [6:4]; the next player holds the other [6:4] and [6:5]."""
    state = dealt(["6-4 1-1 1-1 2-2 2-2 3-3", "6-4 6-5 3-1 3-1 5-5 3-3"])
    state.apply("lead:6-4")
    state.apply("play:6-4@L")  # six to six: ends 4 and 4
    sz = state.suanzhang
    assert sz.block.kind == CLASSIC and sz.block.values == (4,)
    assert sz.seat == 1 and sz.attributed


def test_the_same_tile_at_the_other_end_is_a_choice_too():
    """Four to four was open to him as well (ends 6 and 6, no block)."""
    state = dealt(["6-4 1-1 1-1 2-2 2-2 3-3", "6-4 5-1 3-1 3-1 5-5 3-3"])
    state.apply("lead:6-4")
    assert state.legal_actions() == ["play:6-4@L", "play:6-4@R"]
    state.apply("play:6-4@L")
    assert state.suanzhang.attributed


def test_a_block_without_a_choice_is_a_dead_smash():
    """Classic Two-Three laid by a seat whose only legal play it was: 死砸, no consequences."""
    state = dealt(
        [
            "6-2 6-1 2-2 2-2 6-5 6-5",
            "6-1 6-3 1-1 1-1 5-5 5-5",
            "3-1 3-3 3-3 4-4 4-4 6-6",
            "3-1 6-6 6-4 6-4 5-1 5-1",
        ]
    )
    for action in ("lead:6-2", "play:6-1@L", "play:3-1@L", "play:3-1@L", "play:6-1@L"):
        state.apply(action)
    assert state.legal_actions() == ["play:6-3@L"]
    state.apply("play:6-3@L")
    sz = state.suanzhang
    assert sz.block.kind == CLASSIC and sz.block.values == (2, 3)
    assert sz.seat == 1 and not sz.attributed
    assert not state.is_terminal()  # classic: play goes on
    while not state.is_terminal():
        state.apply(state.legal_actions()[0])
    assert state.settlement.suanzhang_seat is None  # settled as a plain hand


def test_after_a_classic_block_only_the_blocked_doubles_can_be_laid():
    state = dealt(["6-4 4-4 1-1 2-2 2-2 3-3", "6-4 6-5 3-1 3-1 5-5 3-3", "4-4 6-6 6-6 1-1 5-1 5-1"])
    state.apply("lead:6-4")
    state.apply("play:6-4@L")
    assert set(state.legal_actions()) == {"play:4-4@L", "play:4-4@R"}
    ended = dealt(
        ["6-4 4-4 1-1 2-2 2-2 3-3", "6-4 6-5 3-1 3-1 5-5 3-3"],
        rules=DingNiuRules(after_classic="end"),
    )
    ended.apply("lead:6-4")
    ended.apply("play:6-4@L")
    assert ended.is_terminal()


def test_a_smothered_block_ends_the_hand_at_once():
    """The §8.5 smothered fives, played at a table: the hand ends on the blocking tile."""
    state = dealt(
        [
            "6-3 6-5 6-6 6-6 1-1 1-1",
            "3-1 6-1 4-4 4-4 5-5 5-5",
            "6-1 3-1 3-3 3-3 2-2 2-2",
            "6-5 6-4 6-4 5-1 5-1 6-2",
        ]
    )
    for action in (
        "lead:6-3",
        "play:3-1@R",
        "play:6-1@R",
        "play:6-5@R",
        "play:6-5@R",
        "play:6-1@R",
    ):
        state.apply(action)
        assert not state.is_terminal() and state.suanzhang is None
    state.apply("play:3-1@R")
    assert state.layout.ends == (6, 3)
    assert state.suanzhang.block.kind == SMOTHERED and state.suanzhang.block.values == (5,)
    assert state.suanzhang.seat == 2 and state.is_terminal()


def test_only_one_suanzhang_per_hand():
    state = dealt(["6-4 4-4 1-1 2-2 2-2 3-3", "6-4 6-5 3-1 3-1 5-5 3-3", "4-4 6-6 6-6 1-1 5-1 5-1"])
    state.apply("lead:6-4")
    state.apply("play:6-4@L")
    first = state.suanzhang
    state.apply("play:4-4@R")
    assert state.suanzhang is first


# -- ranking and payments (§3.3, §8.5) -------------------------------------------------------
def test_the_ranking_example_adam_boris_valentine_george():
    """Adam leads; Boris 5, Valentine 5, Adam 10, George 10."""
    assert ranking([10, 5, 5, 10], leader=0) == [1, 2, 3, 0]
    assert settle(DingNiuRules(), [10, 5, 5, 10], 0).nets() == [-3, 6, -1, -2]


def test_the_variant_with_boris_and_valentine_on_15():
    assert settle(DingNiuRules(), [10, 15, 15, 10], 0).nets() == [6, -3, -2, -1]


@pytest.mark.parametrize(
    "points,nets",
    [
        ((0, 0, 0, 0), (-2, -1, 6, -3)),
        ((5, 10, 2, 15), (-1, -2, 6, -3)),
        ((10, 2, 2, 15), (-2, -1, 6, -3)),
        ((10, 10, 2, 15), (-2, -1, 6, -3)),
    ],
)
def test_the_author_s_payment_vectors_with_c_leading(points, nets):
    assert settle(DingNiuRules(), list(points), leader=2).nets() == list(nets)


def test_loser_ties_can_go_to_the_lower_hand_instead():
    rules = DingNiuRules(loser_ties="nearer")
    assert settle(rules, [10, 5, 5, 10], 0).nets() == [-2, 6, -1, -3]


def test_a_losing_suanzhang_player_pays_the_winner_twelve_alone():
    """Dima leads and made the SuanZhang; MinMax wins: Dima -12, MinMax +12, others 0."""
    result = settle(DingNiuRules(), [7, 2, 11, 14], leader=0, suanzhang_seat=0)
    assert result.nets() == [-12, 12, 0, 0] and result.suanzhang_effect == "pays-alone"


def test_a_winning_suanzhang_player_doubles_every_payment():
    result = settle(DingNiuRules(), [2, 7, 11, 14], leader=0, suanzhang_seat=0)
    assert result.nets() == [12, -2, -4, -6] and result.suanzhang_effect == "doubled"


def test_strict_success_needs_the_fewest_points_alone():
    tied = settle(DingNiuRules(suanzhang_success="strict"), [2, 2, 11, 14], 0, 0)
    assert tied.nets() == [6, -1, -2, -3] and tied.suanzhang_effect == "ignored"
    assert settle(DingNiuRules(), [2, 2, 11, 14], 0, 0).nets() == [12, -2, -4, -6]


def test_the_penalty_for_the_biggest_loser_only_as_an_option():
    rules = DingNiuRules(losing_suanzhang="biggest")
    assert settle(rules, [7, 2, 11, 14], 0, 0).nets() == [-1, 6, -2, -3]
    assert settle(rules, [17, 2, 11, 14], 0, 0).nets() == [-12, 12, 0, 0]


def test_payments_scale_with_the_unit():
    assert settle(DingNiuRules(unit=5), [10, 5, 5, 10], 0).nets() == [-15, 30, -5, -10]


# -- the session: who leads next ----------------------------------------------------------------
def test_the_winner_leads_the_next_hand_or_the_lead_rotates():
    state = finish(dealt([], leader=1), random.Random(3))
    winner = state.settlement.winner
    assert next_table(DingNiuRules(), {"leader": 1}, [0] * 4, state) == {"leader": winner}
    assert next_table(DingNiuRules(first_lead="rotate"), {"leader": 1}, [0] * 4, state) == {
        "leader": 2
    }
    assert SPEC.first_table(DingNiuRules()) == {"leader": None}


def finish(state: DingNiuState, rng: random.Random) -> DingNiuState:
    play_chance(state, rng)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    return state


# -- invariants over random hands ----------------------------------------------------------------
@settings(max_examples=scaled(200), deadline=None)
@given(
    seed=st.integers(0, 2**32),
    voluntary=st.booleans(),
    after=st.sampled_from(["continue", "end"]),
    smothered=st.sampled_from(["four-five", "all"]),
)
def test_random_hands_give_every_seat_one_place(seed, voluntary, after, smothered):
    """However a hand ends, the four seats are ranked first to fourth (tiles, payments and
    replay are checked for every game in test_protocol.py)."""
    rules = DingNiuRules(voluntary_face_down=voluntary, after_classic=after, smothered=smothered)
    rng = random.Random(seed)
    state = DingNiuState(rules, leader=None if seed % 2 else seed % 4)
    play_chance(state, rng)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    assert sorted(r.place for r in state.settlement.results) == [1, 2, 3, 4]


def test_a_hand_is_at_most_twenty_four_turns():
    for seed in range(50):
        state = finish(DingNiuState(DingNiuRules(), leader=0), random.Random(seed))
        turns = [a for a in state.history() if a.split(":")[0] in ("lead", "play", "down")]
        assert len(turns) <= 24


# -- AI, session, records, CLI ----------------------------------------------------------------
@pytest.mark.parametrize("level", ["first", "greedy", "strong"])
def test_every_ai_level_plays_legal_moves_to_the_end(level):
    session = Session.start("dingniu", DingNiuRules(), seed=11)
    state = session.deal()
    while not state.is_terminal():
        seat = state.current_player()
        action = bots.act("dingniu", state, seat, level if seat == 0 else "greedy")
        assert state.is_legal(action)
        state.apply(action)
    session.finish(state)
    assert session.table["leader"] == state.settlement.winner


def test_the_strong_ai_is_deterministic_for_a_position():
    session = Session.start("dingniu", DingNiuRules(), seed=12)
    state = session.deal()
    seat = state.current_player()
    assert bots.act("dingniu", state, seat, "strong") == bots.act("dingniu", state, seat, "strong")


def test_the_greedy_ai_avoids_a_suanzhang_it_can_avoid():
    state = dealt(["6-4 1-1 1-1 2-2 2-2 3-3", "6-4 6-5 3-1 3-1 5-5 3-3"])
    state.apply("lead:6-4")
    assert bots.act("dingniu", state, 1, "greedy") != "play:6-4@L"


def test_ding_niu_is_listed_in_the_app():
    assert "dingniu" in games.known_ids() and "dingniu" in games.game_ids()
    assert games.title("dingniu") == ("Ding Niu", "顶牛")


def test_session_records_validate_and_replay(tmp_path):
    session = Session.start("dingniu", DingNiuRules(), seed=21)
    records = []
    for _ in range(5):
        state = session.deal()
        while not state.is_terminal():
            state.apply(bots.act("dingniu", state, state.current_player(), "greedy"))
        seats = [{"name": n, "kind": "ai", "level": "greedy"} for n in SPEC.seat_names(state.rules)]
        records.append(hand_record(session, state, seats))
        session.finish(state)
    path = tmp_path / "dn.jsonl"
    records_io.write(path, records)
    summary = records_io.validate(path)
    assert summary.hands == 5 and summary.all_match
    assert records[0]["table"] == {"leader": None}
    assert (
        records[1]["table"]["leader"]
        == records[0]["result"]["breakdown"]["results"][
            [r["place"] for r in records[0]["result"]["breakdown"]["results"]].index(1)
        ]["seat"]
    )
    assert json.loads(json.dumps(records[0]))["deal"][0]


def test_simulate_plays_ding_niu_from_the_command_line(capsys):
    from gupai_desktop.cli.main import main

    assert main(["simulate", "dingniu", "--hands", "6", "--seed", "3", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["hands"] == 6
