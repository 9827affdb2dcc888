"""Small Mahjong's AI: the greedy bot's lookup tables agree with the rules' own scoring."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from hypothesis import given
from hypothesis import strategies as st

from gupai_desktop.ai import smallmahjong as ai
from gupai_desktop.engine.dominoes import FULL_SET
from gupai_desktop.engine.smallmahjong.triplets import POINTS, best_split, classify, split_points

hands = st.permutations(FULL_SET).map(lambda tiles: tiles[:9])


@given(hands)
def test_the_points_of_six_tiles_are_the_rules_best_split(tiles):
    six = list(tiles[:6])
    split = best_split(six)
    assert ai.hand_points(tuple(map(ai.bit, six)), None) == (split_points(split) if split else 0)


@given(hands)
def test_with_a_triplet_face_up_the_other_three_must_make_one(tiles):
    exposed, concealed = tuple(tiles[:3]), list(tiles[3:6])
    if not classify(exposed):
        return
    split = best_split(concealed, exposed)
    assert ai.hand_points(tuple(map(ai.bit, concealed)), sum(map(ai.bit, exposed))) == (
        split_points(split) if split else 0
    )


@given(hands)
def test_win_value_and_triplet_chances_weigh_unseen_tiles_by_points(tiles):
    rest, pool = list(tiles[:5]), Counter(tiles[5:])
    wins = sum(
        count * split_points(best_split(rest + [t]))
        for t, count in pool.items()
        if best_split(rest + [t])
    )
    triplets = sum(
        count * POINTS[classify((a, b, t))]
        for a, b in combinations(rest, 2)
        for t, count in pool.items()
        if classify((a, b, t))
    )
    assert ai.win_value(rest, None, pool) == wins
    assert ai.triplet_chances(rest, pool) == triplets


def test_the_rollout_policy_plays_greedy_s_move_read_off_the_state():
    """The search's rollouts read the seat's view off the state, without an observation; the
    move is the one greedy makes from the observation, in random positions of every phase."""
    import random

    from gupai_desktop.engine import games

    from depth import scaled

    spec, rng, compared = games.get("small-mahjong"), random.Random(3), 0
    for players in (3, 4) * scaled(30):
        rules = spec.rules_from_dict({"players": players})
        state = spec.new_hand(rules, dict(spec.first_table(rules)))
        while not state.is_terminal():
            seat = state.current_player()
            if seat < 0:
                state.apply(state.sample_chance(rng))
                continue
            move = ai.rollout_policy(state, rng)
            assert move == ai.act(state.observation(seat), rules, "greedy"), state.history()
            compared += 1
            state.apply(rng.choice(state.legal_actions()) if rng.random() < 0.3 else move)
    assert compared > 300


@given(hands)
def test_with_a_triplet_face_up_win_value_weighs_the_tiles_that_complete_the_other(tiles):
    exposed, rest, pool = tuple(tiles[:3]), list(tiles[3:5]), Counter(tiles[5:])
    if not classify(exposed):
        return
    wins = sum(
        count * split_points(best_split(rest + [t], exposed))
        for t, count in pool.items()
        if best_split(rest + [t], exposed)
    )
    assert ai.win_value(rest, exposed, pool) == wins


def test_a_take_that_leaves_a_win_worth_as_much_is_weighed_as_the_win():
    """The hint and the review weigh taking a discard and then declaring the win it leaves as
    the win itself, when the two pay the same (a hint said "You take Bon 2-2 with ..." where
    the table offered Win); a take that wins less, or not at once, stays a move of its own."""
    import random

    from gupai_desktop.engine import games

    from depth import scaled

    spec, rng = games.get("small-mahjong"), random.Random(5)
    same = other = 0
    for players in (3, 4) * scaled(60):
        rules = spec.rules_from_dict({"players": players})
        state = spec.new_hand(rules, dict(spec.first_table(rules)))
        while not state.is_terminal():
            if state.current_player() < 0:
                state.apply(state.sample_chance(rng))
                continue
            legal = state.legal_actions()
            if "win" in legal:
                won = state.clone()
                won.apply("win")
                for take in (a for a in legal if a.startswith("take:")):
                    after = state.clone()
                    after.apply(take)
                    pays_the_same = "win" in after.legal_actions()
                    if pays_the_same:
                        after.apply("win")
                        pays_the_same = after.returns() == won.returns()
                    assert (ai.same_move(state, take) == "win") == pays_the_same, take
                    same, other = same + pays_the_same, other + (not pays_the_same)
            state.apply(rng.choice(legal))
    assert same > 0 and other > 0


def test_the_hint_names_the_win_where_a_take_would_win_the_same():
    """Where the discard makes the hand, the hint says "win", and a review of the take played
    weighs the take at the win's value."""
    import random

    from gupai_desktop.ai.review import options_of
    from gupai_desktop.engine import games

    spec, rng = games.get("small-mahjong"), random.Random(5)
    for _ in range(200):  # (the seed finds one in its first hands)
        state = spec.new_hand(spec.default_rules(), dict(spec.first_table(spec.default_rules())))
        while not state.is_terminal():
            if state.current_player() < 0:
                state.apply(state.sample_chance(rng))
                continue
            legal = state.legal_actions()
            takes = [a for a in legal if a.startswith("take:")]
            winning = [a for a in takes if ai.same_move(state, a) == "win"]
            if "win" in legal and winning:
                seat, take = state.current_player(), winning[0]
                hint, _ = options_of("small-mahjong", state, seat, worlds=8)
                assert "win" in [o.action for o in hint] and take not in [o.action for o in hint]
                review, _ = options_of("small-mahjong", state, seat, take, worlds=8)
                value = {o.action: o.value for o in review}
                assert (
                    "win" not in value and value[take] == {o.action: o.value for o in hint}["win"]
                )
                return
            state.apply(rng.choice(legal))
    raise AssertionError("no discard that a take would win as well in 200 hands")
