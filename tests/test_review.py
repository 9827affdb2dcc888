"""The review of a finished hand: every decision of the user's seat, its alternatives with their
values, the cost of the choice; Pai Gow's numbers are the command line's exact EVs."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest

from gupai_desktop.ai.review import Decision, Option, Review, ranked, review_hand, weigh
from gupai_desktop.cli.simulate import simulate
from gupai_desktop.engine import games
from gupai_desktop.engine.paigow.settings import parse_setting
from gupai_desktop.records import reviews


@pytest.fixture(autouse=True)
def worlds_not_the_clock(monkeypatch):
    """The review's searches end after their dealt worlds, or after a time limit on a slow
    machine; these tests compare two searches for equality, so the clock must never be what
    ends one (a busy machine would make them differ)."""
    monkeypatch.setattr("gupai_desktop.ai.review.REVIEW_MS", 10**7)


ARRANGED = ("paigow", "daling", "chinese-poker")


def _review(game: str, hand: int = 1, seed: int = 5, levels=None):
    _, records = simulate(game, hand, seed, levels)
    record = records[-1]
    seat = games.get(game).user_seat
    return record, review_hand(game, record["variant"], record["table"], record["actions"], seat)


@pytest.mark.parametrize("game", ARRANGED)
def test_each_decision_lists_the_move_played_among_its_alternatives_best_first(game):
    record, review = _review(game, 3)
    assert review.game == game and len(review.decisions) == 1
    d = review.decisions[0]
    assert record["actions"][d.move] == d.chosen
    values = [o.value for o in d.options]
    assert values == sorted(values, reverse=True) and len(d.options) > 1
    assert d.cost == pytest.approx(d.best.value - d.chosen_option.value) and d.cost >= 0
    assert review.total_cost == pytest.approx(d.cost)


def test_pai_gow_values_are_the_command_line_s_exact_evs_times_the_stake():
    record, review = _review("paigow", 2, 8, ["house"])
    d = review.decisions[0]
    assert d.exact
    tiles = [t for t in record["deal"][1]]
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "gupai_desktop.cli.main",
            "paigow",
            "set",
            *tiles,
            "--way",
            "optimal",
            "--json",
        ],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    stake = record["variant"]["stake"]
    cli = {str(parse_setting(s["setting"])): s["ev"] * stake for s in json.loads(out)["settings"]}
    mine = {str(parse_setting(o.action[4:])): o.value for o in d.options}
    assert mine.keys() == cli.keys()
    for setting, value in cli.items():
        assert mine[setting] == pytest.approx(value, abs=1e-12)


def test_the_optimal_pai_gow_player_gives_nothing_away():
    _, review = _review("paigow", 4, 3, ["optimal"])
    assert review.total_cost == pytest.approx(0, abs=1e-9)


def test_a_review_survives_its_json_form_and_refuses_one_without_the_chosen_move():
    _, review = _review("chinese-poker", 1, 2)
    assert Review.from_json(json.loads(json.dumps(review.to_json()))) == review
    broken = review.to_json()
    broken["decisions"][0]["chosen"] = "set:nonsense"
    with pytest.raises(StopIteration):
        Review.from_json(broken)


def test_ties_rank_the_move_played_first_so_a_tie_costs_nothing():
    options = ranked([("b", 1.0, None), ("a", 1.0, None), ("c", 0.5, None)], "b")
    assert [o.action for o in options] == ["b", "a", "c"]
    assert Decision(0, "b", options, True).cost == 0


def test_an_estimate_worse_by_no_more_than_the_error_costs_nothing():
    """Found by a new user: a Da Gunzi bury weighed in three dealt worlds, "+0.33 ± 0.33"
    against 0.00, cost 0.33 levels, and such noise made up most of the hand's total. A move
    behind the best by no more than the standard error of the difference, judged world by world
    in the worlds both were played out in, costs none; beyond it, the whole difference; where
    that error is not known (exact values, a model's estimates), the whole difference."""
    noisy = (Option("a", 0.33, 0.33, 3), Option("b", 0.0, 0.0, 3, behind_error=0.4))
    assert Decision(0, "b", noisy, False).within_error
    assert Decision(0, "b", noisy, False).cost == 0
    clear = (Option("a", 0.5, 0.2, 40), Option("b", 0.0, 0.2, 40, behind_error=0.1))
    assert not Decision(0, "b", clear, False).within_error
    assert Decision(0, "b", clear, False).cost == pytest.approx(0.5)
    unknown = (Option("a", 0.5, 0.2, 40), Option("b", 0.0, 0.2, 40))
    assert Decision(0, "b", unknown, False).cost == pytest.approx(0.5)
    exact = (Option("a", 0.01), Option("b", 0.0))
    assert Decision(0, "b", exact, True).cost == pytest.approx(0.01)
    review = Review("da-gunzi", 0, (Decision(0, "b", noisy, False), Decision(1, "b", clear, False)))
    assert review.total_cost == pytest.approx(0.5)
    assert Review.from_json(json.loads(json.dumps(review.to_json()))) == review


def test_the_error_of_a_difference_is_judged_world_by_world():
    """Moves played out in the same worlds: a move one chip behind in every world is one chip
    behind for sure, however much the worlds themselves vary."""
    from gupai_desktop.ai.search.result import ActionStats, paired_stderr

    def stats(values):
        return ActionStats(len(values), sum(values), sum(v * v for v in values), tuple(values))

    best, behind = stats([10.0, -8.0, 3.0, 25.0]), stats([9.0, -9.0, 2.0, 24.0])
    assert paired_stderr(best, behind) == pytest.approx(0.0)
    assert best.stderr > 5  # each mean alone is far from sure
    noisy = stats([9.0, -7.0, 4.0, 23.0])
    assert paired_stderr(best, noisy) == pytest.approx(0.75)  # differences 1, -1, -1, 2
    assert paired_stderr(best, stats([1.0])) is None  # too few, or other worlds
    assert best.added(behind).returns == best.returns + behind.returns


def test_reviews_are_stored_beside_the_record_and_damaged_lines_are_skipped(tmp_path):
    record_path = tmp_path / "paigow-1.jsonl"
    _, first = _review("paigow", 1, 1)
    _, second = _review("daling", 1, 1)
    reviews.append(record_path, "s1", 1, first)
    reviews.append(record_path, "s1", 2, second)
    side = reviews.path_for(record_path)
    assert side.name == "paigow-1.reviews.jsonl"
    with open(side, "a", encoding="utf-8") as f:
        f.write('{"session": "s1", "hand": 3, "review": {"decisions": [[NaN]]}}\n{"cut')
    assert reviews.load(record_path) == {("s1", 1): first, ("s1", 2): second}
    assert reviews.load(tmp_path / "none.jsonl") == {}


def test_a_hand_without_choices_has_nothing_to_review():
    review = Review("paigow", 1, ())
    assert review.total_cost == 0
    assert Option("x", 1.0).spread is None


def test_chinese_poker_lists_no_setting_beside_its_own_variant_with_other_low_kickers():
    """Found by a new user: six of a review's eight settings were one setting, a 3, 4 or 7
    moved between the rows, all within 0.006 chips. A setting with the same made hands in
    every row (kickers aside) and within 0.01 chips a unit of one listed is left out; the best
    still comes first. Settings whose made hands differ (trip jacks in the middle and trip
    queens behind, or the other way round, a second read found dropped) are kept, however
    close."""
    from collections import Counter

    from gupai_desktop.ai import chinese_poker as ai
    from gupai_desktop.engine.chinese_poker.ranking import category_of
    from gupai_desktop.engine.chinese_poker.rules import resolve
    from gupai_desktop.engine.chinese_poker.setting import parse_setting as parse_cp
    from gupai_desktop.engine.session import Session

    def made(token: str) -> list:
        """Per row: its category and its paired ranks (its top rank with none)."""
        setting = parse_cp(token[4:])
        out = []
        for row, key in zip(setting.rows, setting.keys()):
            ranks = Counter(card.rank for card in row)
            paired = sorted((r for r, n in ranks.items() if n >= 2), reverse=True)
            out.append((category_of(key), paired or [max(ranks)]))
        return out

    rules = games.get("chinese-poker").default_rules()
    unit = resolve(rules).unit
    for seat, cards in (
        (0, "Ad Ah Kc Jh 9d 8d 7c 6c 6s 4s 3h 2d 2h"),
        (1, "Ac Kh Ks Qc Qh Qs Jc Jd Js Th 9s 5s 4c"),
    ):
        obs = Session.start("chinese-poker", rules, 1).deal().observation(seat)
        assert " ".join(map(str, obs.cards)) == cards
        options = ai.weigh(obs, rules, None)[0]
        shown = [(a, v) for a, v, _ in options if a.startswith("set:")]
        assert len(shown) == ai.WEIGHED_SETTINGS
        best = max(ai.split_values(list(obs.cards), rules, 0)[1]) * unit
        assert max(v for _, v in shown) == pytest.approx(best)
        for i, (a, v) in enumerate(shown):
            for b, w in shown[:i]:
                assert made(a) != made(b) or abs(v - w) >= 0.01 * unit, (a, b)
        if seat == 1:  # trip jacks in the middle, 0.005 chips below trip queens there
            assert "set:Ac Th 9s|Js Jd Jc 5s 4c|Qs Qh Qc Ks Kh" in dict(shown)


@pytest.mark.parametrize("game", ("dingniu", "small-mahjong"))
@pytest.mark.usefixtures("light_search")
def test_turn_games_are_weighed_by_the_search_in_the_same_dealt_worlds_with_a_spread(game):
    record, review = _review(game, 2, 7)
    assert review.decisions, "the user had choices"
    for d in review.decisions:
        assert not d.exact and record["actions"][d.move] == d.chosen
        assert len({o.samples for o in d.options}) == 1 and d.options[0].samples > 1
        assert all(o.spread is not None and o.spread >= 0 for o in d.options)
    seat = games.get(game).user_seat
    again = review_hand(game, record["variant"], record["table"], record["actions"], seat)
    assert again == review  # deterministic


@pytest.mark.parametrize("game", ("dingniu", "small-mahjong"))
@pytest.mark.usefixtures("light_search")
def test_the_hint_s_numbers_for_a_position_are_the_review_s(game):
    from gupai_desktop.ai.review import WeighJob, decision_points

    record, review = _review(game, 1, 9)
    spec = games.get(game)
    rules = spec.rules_from_dict(record["variant"])
    points = list(decision_points(game, rules, record["table"], record["actions"], spec.user_seat))
    index, state, _ = points[0]
    options, exact = WeighJob(game, state, spec.user_seat)()
    decision = next(d for d in review.decisions if d.move == index)
    assert {o.action: o.value for o in options} == {o.action: o.value for o in decision.options}


@pytest.mark.usefixtures("light_search")
def test_a_decision_the_level_narrows_to_one_move_is_still_weighed_and_hinted():
    """Found when Da Gunzi's hint was asked at the Big Joker grab: its level compares one
    candidate there, so the hint had no option ("IndexError") and the review left the grab
    out. Where the moves are few, each is weighed."""
    from gupai_desktop.ai.review import WeighJob, options_of
    from gupai_desktop.engine.session import Session

    spec = games.get("da-gunzi")
    state = Session.start("da-gunzi", spec.default_rules(), 777005).deal()
    seat = spec.user_seat
    rng = random.Random(1)
    while state.current_player() != seat or sorted(state.legal_actions()) != ["grab", "pass"]:
        chance = state.current_player() < 0
        state.apply(state.sample_chance(rng) if chance else state.legal_actions()[0])
    options, _ = options_of("da-gunzi", state.clone(), seat)
    assert sorted(o.action for o in options) == ["grab", "pass"]
    hinted, _ = WeighJob("da-gunzi", state.clone(), seat)()
    assert len(hinted) == 2


def test_a_card_to_bury_among_thirty_is_weighed_against_the_others_and_hinted(monkeypatch):
    """Found when Da Gunzi's hint was asked while burying: the level names one card there,
    with more cards legal than are each weighed where moves are few, so the hint had no option
    ("IndexError") and the review left the decision out. Then every card is weighed (in two
    dealt worlds: which moves are weighed is the question here, not their values)."""
    from gupai_desktop.ai import review
    from gupai_desktop.ai.dagunzi.search import candidates
    from gupai_desktop.ai.review import WEIGH_ALL, WeighJob, options_of, weigh

    monkeypatch.setattr(review, "REVIEW_WORLDS", 2)
    from gupai_desktop.engine.session import Session

    spec = games.get("da-gunzi")
    state = Session.start("da-gunzi", spec.default_rules(), 3).deal()
    seat = spec.user_seat
    rng = random.Random(1)
    while state.current_player() != seat or state.phase != "bury":
        chance = state.current_player() < 0
        state.apply(state.sample_chance(rng) if chance else state.legal_actions()[0])
    legal = state.legal_actions()
    assert len(legal) > WEIGH_ALL
    options, exact = options_of("da-gunzi", state.clone(), seat)
    assert not exact and sorted(o.action for o in options) == sorted(legal)
    hinted, _ = WeighJob("da-gunzi", state.clone(), seat)()
    assert len(hinted) == len(legal)
    (named,) = candidates(state.clone(), legal)  # the one card the level would bury
    decision = weigh("da-gunzi", state.clone(), seat, named)
    assert decision is not None and len(decision.options) == len(legal)


@pytest.mark.usefixtures("light_search")
def test_a_position_the_hint_weighed_keeps_the_hint_s_numbers_in_the_review():
    """Found in Da Gunzi: the hint said 5♥ (-0.11) and the review of the same position J♥: a
    searched hint has a time limit, and worked out again on a busier machine it gave other
    numbers. A position hinted keeps the hint's numbers when the move played is among them."""
    from gupai_desktop.ai.review import decision_points

    game = "dingniu"
    record, fresh = _review(game)
    seat = games.get(game).user_seat
    rules = games.get(game).rules_from_dict(record["variant"])
    points = list(decision_points(game, rules, record["table"], record["actions"], seat))
    (first, _, played), (second, state, other_played) = points[0], points[1]
    other = next(a for a in state.legal_actions() if a != other_played)
    hinted = {
        first: ((Option(played, -1.25, 0.5, 7), Option("lead:6-6", 2.5, 0.25, 7)), False),
        second: ((Option(other, 3.0, 0.1, 7),), False),  # the move played is not among them
    }
    review = review_hand(
        game, record["variant"], record["table"], record["actions"], seat, hinted=hinted
    )
    decisions = {d.move: d for d in review.decisions}
    assert decisions[first].options == ranked(hinted[first][0], played)
    assert decisions[first].cost == pytest.approx(3.75)
    # The move played is weighed with the hint's in the hint's 7 dealt worlds (below).
    again = weigh(game, state, seat, other_played, move=second, worlds=7)
    assert decisions[second] == again and again.chosen_option.samples == 7


@pytest.mark.usefixtures("light_search")
def test_a_move_the_hint_did_not_weigh_is_weighed_beside_the_hint_s_moves_at_their_numbers():
    """Found by a new user in Da Gunzi: the hint rated 4♥ 0.24 better than 4♣ 4♣; played
    anyway, 4♣ 4♣ was charged 0.80 ± 0.80 in the review, weighed afresh in as many worlds as
    the time allowed then. Weighed in the hint's own worlds (as many as the hint had time
    for, here 5), the hint's moves keep their numbers beside it."""
    from gupai_desktop.ai import dagunzi as ai
    from gupai_desktop.ai.review import options_of
    from gupai_desktop.engine.session import Session

    rules = games.get("da-gunzi").default_rules()
    state = Session.start("da-gunzi", rules, 2).deal()
    while True:
        seat = state.current_player()
        if seat == 0 and state.phase == "play":
            hint, _ = options_of("da-gunzi", state, 0, worlds=5)
            unweighed = sorted(set(state.legal_actions()) - {o.action for o in hint})
            if unweighed and len(hint) > 1:
                break
        state.apply(ai.act(state.observation(seat), rules, "normal"))
    assert {o.samples for o in hint} == {5}
    decision = weigh("da-gunzi", state, 0, unweighed[0], worlds=5)
    weighed = {o.action: o for o in decision.options}
    assert unweighed[0] in weighed and len(weighed) == len(hint) + 1
    for option in hint:
        assert weighed[option.action] == option  # the same worlds: the same numbers


@pytest.mark.parametrize("game", ["paigow", "daling"])
def test_each_way_to_arrange_tiles_that_repeat_is_weighed_once(game):
    """Found by a new user: with two tiles alike, Da Ling's review listed the same grouping
    twice, at the same value (some of the 60 splits of six tiles are the same grouping)."""
    import importlib

    from gupai_desktop.engine.core import play_chance

    spec = games.get(game)
    weigh = importlib.import_module(f"gupai_desktop.ai.{game}").weigh
    rng, repeated = random.Random(5), 0
    while repeated < 3:
        state = spec.new_hand(spec.default_rules(), spec.first_table(spec.default_rules()))
        play_chance(state, rng)
        seat = state.current_player()
        obs = state.observation(seat)
        if len(set(obs.tiles)) == len(obs.tiles):
            continue
        repeated += 1
        actions = [action for action, _, _ in weigh(obs, state.rules, None)[0]]
        assert sorted(actions) == state.legal_actions()  # each once, and every one


@pytest.mark.usefixtures("light_search")
def test_a_ding_niu_tile_on_either_of_two_equal_ends_is_one_move():
    """Found by a new user: after a lead of 3-3 the review weighed 6-3 on the left end and on
    the right apart, and charged 0.23 chips for the side the table had chosen: the layouts
    are mirror images. One option each, searched once in the dealt worlds; the side played
    is the one weighed, and the hint's numbers for the other side stand for it."""
    from gupai_desktop.ai.review import REVIEW_WORLDS, options_of, review_hand, weigh
    from test_dingniu import dealt

    hands = ["6-3 3-1 5-1 2-2 6-6 1-1", "6-6 1-1 4-4 3-1 5-5 3-3"]
    state = dealt([*hands, "2-2 6-5 6-4 6-1 5-1 6-2", "3-3 4-4 6-4 5-5 6-1 6-5"], leader=3)
    state.apply("lead:3-3")
    assert state.legal_actions() == ["play:3-1@L", "play:3-1@R", "play:6-3@L", "play:6-3@R"]
    options, _ = options_of("dingniu", state, 0)
    assert sorted(o.action for o in options) == ["play:3-1@L", "play:6-3@L"]
    assert {o.samples for o in options} == {REVIEW_WORLDS}
    decision = weigh("dingniu", state, 0, "play:6-3@R")
    assert sorted(o.action for o in decision.options) == ["play:3-1@L", "play:6-3@R"]
    # The hint showed 6-3 on the left; the user laid it on the right: the hint's numbers
    # (marked here, so that a search afresh could not give them).
    shown = tuple(o._replace(value=o.value + 100) for o in options)
    history = state.history()
    actions = [*history, "play:6-3@R"]
    review = review_hand("dingniu", {}, {"leader": 3}, actions, 0, hinted={2: (shown, False)})
    (weighed,) = review.decisions
    assert weighed.move == 2 and weighed.chosen == "play:6-3@R"
    assert {o.action: o.value for o in weighed.options} == {
        "play:6-3@R" if o.action == "play:6-3@L" else o.action: o.value for o in shown
    }


def test_a_tile_that_fits_only_two_equal_ends_is_no_decision():
    """Its two moves are one: the review has nothing to weigh it against, and the hint says
    it is the only move."""
    from gupai_desktop.ai.review import decision_points, options_of
    from test_dingniu import dealt

    hands = ["6-3 1-1 5-5 2-2 6-6 4-4", "6-6 1-1 4-4 5-5 3-3 2-2"]
    state = dealt([*hands, "6-5 6-4 6-1 5-1 5-1 6-2", "3-3 3-1 3-1 6-5 6-4 6-1"], leader=3)
    state.apply("lead:3-3")
    assert state.legal_actions() == ["play:6-3@L", "play:6-3@R"]
    (only,), _ = options_of("dingniu", state, 0)
    assert only.samples == 0
    rules = games.get("dingniu").default_rules()
    actions = [*state.history(), "play:6-3@R"]
    assert not [i for i, _, _ in decision_points("dingniu", rules, {"leader": 3}, actions, 0)]
