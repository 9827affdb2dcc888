"""Da Gunzi's scoring window says what the settlement did (found by a rules audit): a cycle won
by a score of 300 reached with the bottom doubled is not "every point"; buried jokers count
what the rule gives even where the cap at 10 leaves less; a match's end names its winner; and
the status line's count of cycles belongs to the match being played."""

from __future__ import annotations

import copy

import pytest

from gupai_desktop.base import i18n
from gupai_desktop.engine.dagunzi.cards import parse
from gupai_desktop.engine.dagunzi.rules import DaGunziRules
from gupai_desktop.engine.dagunzi.settlement import settle
from gupai_desktop.engine.dagunzi.spec import cycles_won, first_table, next_table
from gupai_desktop.games.dagunzi import scoring

from .helpers import played_hands

RULES = DaGunziRules()


@pytest.fixture
def english(qapp):
    i18n.set_language("en")


@pytest.fixture(scope="module")
def finished():
    """A finished hand and its session, whose settlement each test replaces."""
    for session, state in played_hands("da-gunzi", 1):
        if state.is_terminal():
            return session, state
    raise AssertionError("the hand did not finish")


def notes_with(finished, settlement, **table) -> list[str]:
    session, state = copy.deepcopy(finished)
    state.settlement = settlement
    session.table = {**session.table, **table}
    return scoring.scoring_sheet(state, session).notes


def test_a_sweep_by_score_is_not_every_point(english, finished):
    # 240 in tricks and a dug bottom of 30 doubled: 300, with 30 points still the dealer's.
    s = settle(RULES, 0, (5, 5), 240, parse("Kc Kc Kd 3c 4c 6c"), True, False)
    assert s.event == "sweep" and s.trick_points + s.bottom_points < 300
    line = scoring.event_line(s)
    assert "every point" not in line
    assert "the attackers' score reached 300 (300 with the bottom doubled)" in line
    assert "The opponents win the cycle;" in line  # not "Opponents wins"
    every = settle(RULES, 0, (5, 5), 300, parse("3c 4c 6c 7c 8c 9c"), True, False)
    assert "the attackers took every point" in scoring.event_line(every)


def test_buried_jokers_count_what_the_rule_gives_where_the_cap_cuts_it(english):
    # The dealer side at 8 protects a bottom with a Big Joker: 1 + 2 levels, capped at 10.
    s = settle(RULES, 0, (8, 5), 100, parse("BJ 3c 4c 6c 7c 8c"), False, False)
    assert s.levels_after == (10, 5)
    assert scoring.level_lines(s, RULES) == [
        "Your team goes up from 8 to 10 (one level, and 2 for the buried jokers, capped at 10)."
    ]
    uncapped = settle(RULES, 0, (4, 5), 100, parse("BJ 3c 4c 6c 7c 8c"), False, False)
    assert scoring.level_lines(uncapped, RULES) == [
        "Your team goes up from 4 to 7 (one level, and 2 for the buried jokers)."
    ]


def test_the_hand_that_ends_the_match_names_its_winner(english, finished):
    s = settle(RULES, 0, (5, 5), 0, parse("3c 4c 6c 7c 8c 9c"), False, False)
    assert s.event == "zero" and s.cycle_winner == 0
    notes = notes_with(finished, s, cycles_won=[1, 0], match_over=0)
    assert "The match is over: your team wins it 1–0 in cycles." in " ".join(notes)
    lost = notes_with(finished, s, cycles_won=[1, 2], match_over=1)
    assert "the opponents win it 2–1 in cycles" in " ".join(lost)
    going_on = notes_with(finished, s, cycles_won=[1, 0], match_over=None)
    assert "The match is over" not in " ".join(going_on)


def test_the_cycles_won_are_the_match_s_being_played():
    table = first_table(RULES)
    over = {**next_table(RULES, table, [0] * 4), "cycles_won": [1, 0], "match_over": 0}
    assert cycles_won(over, hand_over=True) == [1, 0]  # the last hand's scoring
    assert cycles_won(over, hand_over=False) == [0, 0]  # the new match's first hand
    going_on = {**table, "cycles_won": [1, 0]}
    assert cycles_won(going_on, hand_over=False) == [1, 0]


def test_the_tribute_owed_says_what_it_is_for(english):
    """Found by a new user: "Next hand Partner pays 5 cards of tribute (blood) to West", with
    nothing to say that 1 was for the attackers' 160 and 4 for the buried jokers."""
    from types import SimpleNamespace

    def owed(score: int, jokers: int) -> str:
        s = SimpleNamespace(
            next_dealer=3,
            blood_payer=2,
            blood=score + jokers,
            score_blood=score,
            joker_blood=jokers,
        )
        return scoring.blood_line(s)

    assert owed(1, 4) == (
        "Next hand Partner pays 5 cards of tribute (blood) to West. 1 card for the score, "
        "4 cards for the buried jokers."
    )
    assert owed(0, 2).endswith("to West. All of it for the buried jokers.")
    assert owed(2, 0).endswith("to West.")
