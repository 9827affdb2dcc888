"""The session every game shares: broke AI players buy in again, the user and the house never
do, and a saved session keeps its buy-ins."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings, strategies as st

from gupai_desktop.ai import bots
from gupai_desktop.engine import games
from gupai_desktop.engine.chinese_poker.rules import ChinesePokerRules
from gupai_desktop.engine.daling.rules import DaLingRules
from gupai_desktop.engine.paigow.rules import HOUSE, PaiGowRules
from gupai_desktop.engine.session import Session
from depth import scaled

RULES = {
    "paigow": lambda bankroll: PaiGowRules(ai_players=3, stake=10, bankroll=bankroll),
    "daling": lambda bankroll: DaLingRules(players=4, bankroll=bankroll),
    "chinese-poker": lambda bankroll: ChinesePokerRules(preset="basic", bankroll=bankroll),
}


def play_hand(session: Session, level: str = "") -> list[float]:
    state = session.deal()
    levels = games.get(session.game).ai_levels
    while not state.is_terminal():
        seat = state.current_player()
        state.apply(bots.act(session.game, state, seat, level or levels[0]))
    session.finish(state)
    return [float(x) for x in state.returns()]


def test_an_ai_player_who_cannot_cover_a_stake_buys_in_again():
    session = Session.start("paigow", PaiGowRules(ai_players=2, stake=10, bankroll=500), seed=1)
    session.bankrolls[2] = 4.0  # below the stake of 10
    session.bankrolls[3] = 400.0  # plenty
    returns = play_hand(session)
    assert session.last_buy_ins == [2]
    assert session.buy_ins == [0, 0, 1, 0]
    assert session.bankrolls[2] == pytest.approx(4.0 + returns[2] + 500)
    assert session.bankrolls[3] == pytest.approx(400.0 + returns[3])
    play_hand(session)
    assert 2 not in session.last_buy_ins  # reported once, for the hand it happened after


def test_a_deep_loss_buys_as_many_bankrolls_as_it_takes():
    session = Session.start("chinese-poker", ChinesePokerRules(preset="basic", bankroll=2), seed=2)
    session.bankrolls[0] = -5.0
    assert session._buy_in_again() == [0]
    assert session.bankrolls[0] == pytest.approx(1.0) and session.buy_ins[0] == 3
    assert session.can_cover(0)
    # what the scoring window says it bought: three bankrolls, not one (a new user's sums
    # did not add up)
    assert session.last_bought == {0: 6.0}


def test_buying_in_adds_the_starting_bankroll_and_leaves_the_net_alone():
    session = Session.start("daling", DaLingRules(players=3, bankroll=100), seed=2)
    session.bankrolls[1] = 0.0
    state = session.deal()
    while not state.is_terminal():
        state.apply(bots.act("daling", state, state.current_player(), "first"))
    returns = list(state.returns())
    net_before = list(session.net)
    session.finish(state)
    assert 1 in session.last_buy_ins
    assert session.bankrolls[1] == pytest.approx(returns[1] + 100)
    assert session.net[1] == pytest.approx(net_before[1] + returns[1])


def test_the_user_is_never_topped_up():
    spec = games.get("paigow")
    session = Session.start("paigow", PaiGowRules(ai_players=1, bankroll=100), seed=3)
    session.bankrolls[spec.user_seat] = 0.0
    play_hand(session)
    assert spec.user_seat not in session.last_buy_ins
    assert session.buy_ins[spec.user_seat] == 0
    assert not session.can_cover(spec.user_seat) or session.bankrolls[spec.user_seat] >= 10


def test_the_house_never_runs_out():
    session = Session.start("paigow", PaiGowRules(ai_players=1, bankroll=100), seed=4)
    session.bankrolls[HOUSE] = -5000.0
    assert session.can_cover(HOUSE)
    play_hand(session)
    assert HOUSE not in session.last_buy_ins and session.buy_ins[HOUSE] == 0
    cp = Session.start("chinese-poker", ChinesePokerRules(preset="malayan", bankroll=100), seed=5)
    assert games.get("chinese-poker").house_seats(cp.rules) == (0,)
    cp.bankrolls[0] = -1.0
    assert cp.can_cover(0)


@pytest.mark.parametrize("game", sorted(RULES))
def test_what_a_seat_needs_to_play_a_hand(game):
    """Pai Gow: the stake; Da Ling: its three stakes; Chinese Poker: one unit."""
    session = Session.start(game, RULES[game](100), seed=6)
    need = {
        "paigow": lambda r: 10.0,
        "daling": lambda r: r.total_stake,
        "chinese-poker": lambda r: r.unit,
    }[game](session.rules)
    assert games.get(game).hand_stake(session.rules) == need
    seat = 2
    session.bankrolls[seat] = need
    assert session.can_cover(seat)
    session.bankrolls[seat] = need - 0.5
    assert not session.can_cover(seat)
    session.bankrolls[seat] = 0.0
    assert not session.can_cover(seat)


def test_a_saved_session_keeps_its_buy_ins_and_old_saves_load():
    session = Session.start("paigow", PaiGowRules(ai_players=2, bankroll=100), seed=7)
    session.buy_ins = [0, 0, 2, 1]
    again = Session.from_dict(session.to_dict())
    assert again.buy_ins == [0, 0, 2, 1]
    old = session.to_dict()
    del old["buy_ins"]
    assert Session.from_dict(old).buy_ins == [0, 0, 0, 0]


def _changed(key, value):
    def change(d):
        d[key] = value(d[key]) if callable(value) else value

    return change


WRONG = {
    "a seat too few": (_changed("bankrolls", lambda b: b[:-1]), "bankrolls should hold 4"),
    "a seat too many": (_changed("net", lambda n: n + [0.0]), "net should hold 4"),
    "buy-ins of other seats": (_changed("buy_ins", [0] * 7), "buy_ins should hold 4"),
    "a buy-in that is no count": (_changed("buy_ins", [0, 0, 1.5, 0]), "not a count"),
    "a bankroll that is no number": (_changed("bankrolls", lambda b: b[:-1] + ["x"]), "'x'"),
    "a bankroll of NaN": (_changed("bankrolls", lambda b: b[:-1] + [float("nan")]), "nan"),
    "a bankroll beyond floats": (_changed("bankrolls", lambda b: b[:-1] + [10**400]), "not a"),
    "rules that are text": (_changed("rules", "x"), "rules are not"),
    "rules of another seat count": (_changed("rules", {"players": 9}), "players must be"),
    "a seed that is no whole number": (_changed("seed", 1.5), "seed is 1.5"),
    "a seed of 41 digits": (_changed("seed", 10**40), "more than 40 digits"),
    "a hand number that is text": (_changed("hand_number", "3"), "hand_number is '3'"),
    "a negative hand number": (_changed("hand_number", -1), "less than 0"),
    "a table that is text": (_changed("table", "x"), "table is not"),
    "a game nobody knows": (_changed("game", "poker"), "no game is called 'poker'"),
}


@pytest.mark.parametrize("why", WRONG)
def test_a_saved_session_that_does_not_fit_its_game_is_refused_naming_the_field(why):
    """An autosave from a crash, an older version or an editor: a session that loads must
    play on, so what does not fit the game's rules is refused here, not met as an IndexError
    in the middle of a hand."""
    session = Session.start("daling", DaLingRules(players=4), seed=3)
    saved = session.to_dict()
    change, says = WRONG[why]
    change(saved)
    with pytest.raises(ValueError, match=re.escape(says)):
        Session.from_dict(saved)


@settings(max_examples=scaled(15), deadline=None)
@given(game=st.sampled_from(sorted(RULES)), seed=st.integers(0, 10_000))
def test_after_any_hand_every_ai_can_cover_the_next(game, seed):
    """With a bankroll of two stakes, AI players go broke often; after each hand every AI
    seat can play the next one, and money in play grows only by the buy-ins."""
    spec = games.get(game)
    rules = RULES[game](spec.hand_stake(RULES[game](100)) * 2 or 2)
    session = Session.start(game, rules, seed=seed)
    fresh = rules.bankroll
    for _ in range(3):
        play_hand(session)
        for seat in range(len(session.bankrolls)):
            if seat != spec.user_seat:
                assert session.can_cover(seat)
        assert sum(session.bankrolls) == pytest.approx(
            fresh * len(session.bankrolls) + sum(session.net) + fresh * sum(session.buy_ins)
        )
