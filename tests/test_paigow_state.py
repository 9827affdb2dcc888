"""A Pai Gow hand as a State, settlement and the session: dominoes.md §2.1 and §2.5."""

import itertools
import random
from collections import Counter

import pytest

from gupai_desktop.engine.core import CHANCE, TERMINAL, IllegalAction, play_chance, replay
from gupai_desktop.engine.dominoes import FULL_SET, format_tiles
from gupai_desktop.engine.paigow.rules import HOUSE, PaiGowRules, settle
from gupai_desktop.engine.paigow.settings import parse_setting, settings_of
from gupai_desktop.engine.paigow.spec import next_table
from gupai_desktop.engine.paigow.state import PaiGowState, first_stack_position

from depth import scaled
from gupai_desktop.engine.session import Session

ORDERED_SHUFFLE = "shuffle:" + format_tiles(FULL_SET)


def stack(k, woodpile=FULL_SET):
    return Counter(woodpile[4 * k : 4 * k + 4])


def seat_at(rules, position):
    """The seat at a table position (0..7), or None if the position is vacant."""
    return next((s for s in range(rules.seats) if rules.positions[s] == position), None)


def ring(rules):
    """Seats in counter-clockwise order of their table positions, starting from the house."""
    return sorted(range(rules.seats), key=lambda s: rules.positions[s])


def dealt(ai_players=3, banker=0, dice="3,3,3", banking="house"):
    """A hand dealt from the unshuffled woodpile with the given dice."""
    state = PaiGowState(PaiGowRules(ai_players=ai_players, banking=banking), banker=banker)
    state.apply(ORDERED_SHUFFLE)
    state.apply("dice:" + dice)
    return state


def finish(state, rng=None):
    """Every seat still to act plays a legal setting (the first, or a random one)."""
    while not state.is_terminal():
        actions = state.legal_actions()
        state.apply(rng.choice(actions) if rng else actions[0])
    return state


def random_hand(rng):
    rules = PaiGowRules(ai_players=rng.randint(0, 6), banking="rotate")
    state = PaiGowState(rules, banker=rng.randrange(rules.seats))
    play_chance(state, rng)
    return state


# Flow


def test_flow_is_shuffle_then_dice_then_players_then_banker():
    """§2.1: the woodpile is built (chance), the dice are thrown (chance), then seats set, banker last."""
    state = PaiGowState(PaiGowRules(ai_players=2), banker=0)
    assert (state.current_player(), state.phase(), state.legal_actions()) == (CHANCE, "shuffle", [])
    state.apply(state.sample_chance(random.Random(1)))
    assert (state.current_player(), state.phase()) == (CHANCE, "dice")
    assert state.sample_chance(random.Random(1)).startswith("dice:")
    state.apply("dice:1,2,3")
    order = []
    while not state.is_terminal():
        assert state.phase() == "setting"
        order.append(state.current_player())
        state.apply(state.legal_actions()[0])
    assert order[-1] == 0 and sorted(order) == [0, 1, 2, 3]
    assert (state.current_player(), state.phase()) == (TERMINAL, "over")
    assert state.legal_actions() == []


def test_banker_sets_last_when_a_player_banks():
    """§2.1: with a player-banker, the other seats (house included) set first."""
    state = dealt(ai_players=2, banker=2)
    order = []
    while not state.is_terminal():
        order.append(state.current_player())
        state.apply(state.legal_actions()[0])
    assert order[-1] == 2 and sorted(order) == [0, 1, 2, 3]


def test_seats_sit_at_distinct_table_positions_with_the_house_at_0():
    """Eight table positions; each seat has its own, the house dealer's is position 0."""
    for ai in range(7):
        rules = PaiGowRules(ai_players=ai)
        assert rules.positions[HOUSE] == 0
        assert len(set(rules.positions)) == rules.seats
        assert all(0 <= p < 8 for p in rules.positions)


@pytest.mark.parametrize("total", range(3, 19))
def test_first_stack_position_is_dice_sum_minus_one_mod_8(total):
    """§2.1: position index = (sum - 1) mod 8, with 0 the banker."""
    dice = next(d for d in itertools.product(range(1, 7), repeat=3) if sum(d) == total)
    assert first_stack_position(dice) == (total - 1) % 8


@pytest.mark.parametrize("dice", ["3,3,3", "6,6,5", "1,2,6"])
@pytest.mark.parametrize("banker", [0, 1, 3])
def test_dice_sum_9_or_17_gives_the_banker_the_first_stack(dice, banker):
    """§2.1: sum 9 or 17 -> the banker (position 1) takes the first stack."""
    state = dealt(ai_players=6, banker=banker, dice=dice)
    assert Counter(state.hands[banker]) == stack(0)
    assert state.stack_of(banker) == 0


@pytest.mark.parametrize("dice", ["4,3,3", "6,6,6", "2,2,6"])
@pytest.mark.parametrize("banker", [0, 1, 3])
def test_dice_sum_10_or_18_gives_the_next_position_the_first_stack(dice, banker):
    """§2.1: sum 10 or 18 -> the position to the banker's right (next counter-clockwise) takes it."""
    state = dealt(ai_players=6, banker=banker, dice=dice)
    nxt = seat_at(state.rules, (state.rules.positions[banker] + 1) % 8)
    assert Counter(state.hands[nxt]) == stack(0)
    assert Counter(state.hands[banker]) == stack(7)


def test_dice_can_give_the_first_stack_to_a_vacant_position():
    """§2.1: with an empty position next to the banker, sum 10 sends the first stack there, unseen."""
    state = dealt(ai_players=0, banker=0, dice="4,3,3")
    assert seat_at(state.rules, 1) is None
    assert all(state.stack_of(s) != 0 for s in range(state.rules.seats))
    assert Counter(state.hands[0]) == stack(7)


@pytest.mark.parametrize("dice", ["1,1,1", "3,3,3", "4,3,3", "6,6,6", "2,3,6"])
@pytest.mark.parametrize("ai_players, banker", [(3, 0), (3, 1), (3, 4), (6, 5), (1, 2)])
def test_stacks_go_round_counter_clockwise_from_the_first_position(dice, ai_players, banker):
    """§2.1: stack k goes to the position k places counter-clockwise of the first one."""
    state = dealt(ai_players=ai_players, banker=banker, dice=dice)
    first = first_stack_position(tuple(int(d) for d in dice.split(",")))
    bank = state.rules.positions[banker]
    for k in range(8):
        seat = seat_at(state.rules, (bank + first + k) % 8)
        if seat is not None:
            assert state.stack_of(seat) == k
            assert Counter(state.hands[seat]) == stack(k)


def test_all_32_tiles_are_dealt_to_a_full_table():
    """§2.1: eight positions take eight stacks of four: all 32 tiles."""
    state = PaiGowState(PaiGowRules(ai_players=6))
    play_chance(state, random.Random(5))
    assert len(state.hands) == 8
    assert sum((Counter(h) for h in state.hands.values()), Counter()) == Counter(FULL_SET)


def test_every_position_takes_a_stack_and_vacant_stacks_stay_unseen():
    """§2.1: vacant positions get a stack too, discarded unseen; no observation shows them."""
    state = dealt(ai_players=1, banker=0, dice="4,3,3")
    seats = state.rules.seats
    assert sorted(state.hands) == list(range(seats))
    occupied = {state.stack_of(s) for s in range(seats)}
    vacant = sum((stack(k) for k in range(8) if k not in occupied), Counter())
    assert sum(vacant.values()) == 4 * (8 - seats)
    seen = Counter()
    finish(state)
    for seat in range(seats):
        obs = state.observation(seat)
        seen |= Counter(obs.tiles)
        for s in obs.settings.values():
            seen |= Counter(s.tiles())
    assert seen == sum((Counter(h) for h in state.hands.values()), Counter())
    assert sum(seen.values()) == 4 * seats


def test_observation_hides_other_seats_tiles_until_the_hand_is_over():
    """A seat sees its own four tiles and setting only; all settings show once the hand is over."""
    state = dealt(ai_players=2)
    state.apply(state.legal_actions()[0])
    state.apply(state.legal_actions()[0])
    done = set(state.settings)
    assert len(done) == 2
    for seat in range(4):
        obs = state.observation(seat)
        assert Counter(obs.tiles) == Counter(state.hands[seat])
        assert set(obs.settings) == ({seat} & done)
        assert obs.settlement is None
        assert obs.phase == "setting" and obs.to_set == state.current_player()
    finish(state)
    for seat in range(4):
        obs = state.observation(seat)
        assert set(obs.settings) == {0, 1, 2, 3}
        assert obs.settlement is state.settlement


def test_observation_before_the_deal_shows_no_tiles():
    """Before the dice nobody holds tiles and no first position is known."""
    state = PaiGowState(PaiGowRules())
    state.apply(ORDERED_SHUFFLE)
    obs = state.observation(1)
    assert (obs.tiles, obs.dice, obs.first_position, obs.phase) == ((), None, None, "dice")


# Illegal actions


def _other_seats_setting(state):
    other = next(
        s
        for s in state.hands
        if s != state.current_player()
        and Counter(state.hands[s]) != Counter(state.hands[state.current_player()])
    )
    return "set:" + settings_of(state.hands[other])[0].token()


@pytest.mark.parametrize(
    "action",
    [
        "dice:1,2,3",
        "set:6-6 6-6|3-1 2-1",
        "",
        "hello",
        "shuffle:6-6",
        "shuffle:" + format_tiles(FULL_SET[:31]),
        "shuffle:" + format_tiles(FULL_SET[:31] + FULL_SET[:1]),
        "shuffle:" + format_tiles(FULL_SET + FULL_SET[:1]),
    ],
)
def test_illegal_action_in_the_shuffle_phase_is_rejected(action):
    """Only a full, valid 32-tile woodpile is legal before the deal."""
    state = PaiGowState(PaiGowRules())
    assert not state.is_legal(action)
    with pytest.raises(IllegalAction):
        state.apply(action)
    assert state.history() == [] and state.phase() == "shuffle"


@pytest.mark.parametrize(
    "action",
    [
        ORDERED_SHUFFLE,
        "dice:1,2",
        "dice:1,2,3,4",
        "dice:0,2,3",
        "dice:7,1,1",
        "dice:a,b,c",
        "dice:",
        "set:6-6 6-6|3-1 2-1",
    ],
)
def test_illegal_action_in_the_dice_phase_is_rejected(action):
    """Only three dice of 1 to 6 are legal once the woodpile is built."""
    state = PaiGowState(PaiGowRules())
    state.apply(ORDERED_SHUFFLE)
    assert not state.is_legal(action)
    with pytest.raises(IllegalAction):
        state.apply(action)
    assert state.phase() == "dice"


@pytest.mark.parametrize(
    "action",
    [
        ORDERED_SHUFFLE,
        "dice:1,2,3",
        "set:",
        "set:garbage",
        "set:6-6 6-6 3-1 2-1",
        "set:6-6|6-6 3-1 2-1",
        "set:6-6 6-6|3-1 2-1|4-4",
        "set:7-7 6-6|3-1 2-1",
        "set",
    ],
)
def test_illegal_or_malformed_action_in_the_setting_phase_is_rejected(action):
    """Wrong-phase and malformed actions raise IllegalAction and change nothing."""
    state = dealt()
    before = (state.history(), dict(state.settings))
    assert not state.is_legal(action)
    with pytest.raises(IllegalAction):
        state.apply(action)
    assert (state.history(), dict(state.settings)) == before


def test_setting_with_another_seats_tiles_is_rejected():
    """A setting must use exactly the four tiles of the seat to act."""
    state = dealt()
    action = _other_seats_setting(state)
    assert not state.is_legal(action)
    with pytest.raises(IllegalAction, match="does not use this seat's four tiles"):
        state.apply(action)


def test_setting_with_one_wrong_tile_is_rejected():
    """Three right tiles and one wrong one is still illegal."""
    state = dealt()
    mine = list(state.hands[state.current_player()])
    wrong = next(t for t in FULL_SET if t not in mine)
    action = f"set:{mine[0]} {mine[1]}|{mine[2]} {wrong}"
    assert not state.is_legal(action)
    with pytest.raises(IllegalAction):
        state.apply(action)


def test_no_action_is_legal_once_the_hand_is_over():
    """A finished hand accepts nothing."""
    state = finish(dealt())
    for action in (ORDERED_SHUFFLE, "dice:1,1,1", "set:" + settings_of(state.hands[0])[0].token()):
        assert not state.is_legal(action)
        with pytest.raises(IllegalAction):
            state.apply(action)


def test_illegal_action_is_a_value_error():
    """IllegalAction subclasses ValueError, so callers may catch either."""
    assert issubclass(IllegalAction, ValueError)


def test_setting_written_in_any_order_is_recorded_canonically():
    """Either hand first, tiles in any order: the history records the canonical token."""
    state = dealt()
    canonical = state.legal_actions()[0]
    low, high = canonical[4:].split("|")
    swapped = "set:" + " ".join(reversed(high.split())) + " | " + " ".join(reversed(low.split()))
    assert state.is_legal(swapped)
    state.apply(swapped)
    assert state.history()[-1] == canonical


# Replay (the protocol itself is tested once for every game in test_protocol.py)


def test_replay_stops_at_the_first_illegal_move():
    """core.replay raises IllegalAction naming the bad move."""
    history = finish(dealt()).history()
    history[3] = "set:garbage"
    with pytest.raises(IllegalAction, match="move 4"):
        replay(PaiGowState(PaiGowRules()), history)


# Settlement (§2.5)

BANKER_STRONG = "6-6 6-6 | 4-2 2-1"  # Teen pair / Gee Joon pair
WEAK_A = "5-5 6-4 | 6-5 3-2"  # 0 / 6
WEAK_B = "3-3 3-1 | 6-1 5-2"  # 0 / 4
WEAK_C = "2-2 4-3 | 5-3 1-1"  # 1 / Day Gong


def _settle(banker, table, stake=10, ai_players=None):
    rules = PaiGowRules(
        ai_players=len(table) - 2 if ai_players is None else ai_players, stake=stake
    )
    settings_ = {seat: parse_setting(text) for seat, text in table.items()}
    stakes = {seat: float(stake) for seat in table if seat != banker}
    return settle(rules, banker, settings_, stakes)


def test_player_winning_both_hands_is_paid_even_money_less_5_percent():
    """§2.5: win both -> +1 x stake less 5% commission, which the house keeps."""
    result = _settle(HOUSE, {0: WEAK_A, 1: BANKER_STRONG})
    user = result.results[1]
    assert (user.outcome, user.gross, user.commission, user.net) == ("win", 10.0, 0.5, 9.5)
    assert result.results[0].net == pytest.approx(-9.5)
    assert result.house_take == pytest.approx(0.5)


def test_player_losing_both_hands_loses_the_stake_without_commission():
    """§2.5: lose both -> -1 x stake; commission is charged only on wins."""
    result = _settle(HOUSE, {0: BANKER_STRONG, 1: WEAK_A})
    user = result.results[1]
    assert (user.outcome, user.commission, user.net) == ("lose", 0.0, -10.0)
    assert result.results[0].net == 10.0 and result.house_take == 0.0


def test_one_hand_each_is_a_push():
    """§2.5: win one hand and lose the other -> push, no money moves."""
    result = _settle(HOUSE, {0: "6-1 5-2 | 6-5 3-2", 1: "3-3 3-1 | 5-4 1-1"})
    user = result.results[1]
    assert (user.high.winner, user.low.winner) == ("player", "banker")
    assert (user.outcome, user.commission, user.net) == ("push", 0.0, 0.0)
    assert result.nets() == [0.0, 0.0]


def test_a_copy_in_one_hand_and_a_win_in_the_other_is_a_push():
    """§2.4/§2.5: the copy goes to the banker, so the player only wins one hand."""
    result = _settle(HOUSE, {0: "2-2 5-2 | 6-5 5-1", 1: "2-2 6-1 | 6-6 4-3"})
    user = result.results[1]
    assert user.low.reason == "copy goes to the banker"
    assert user.outcome == "push" and user.net == 0.0


def test_player_banker_pays_commission_on_a_positive_net():
    """§2.1: a player-banker pays 5% of the round's net win; the house (as a player) collects it."""
    result = _settle(1, {0: WEAK_A, 1: BANKER_STRONG, 2: WEAK_B, 3: WEAK_C})
    banker = result.results[1]
    assert (banker.role, banker.gross, banker.commission, banker.net) == ("banker", 30.0, 1.5, 28.5)
    assert result.results[0].net == pytest.approx(-10.0 + 1.5)
    assert [result.results[s].net for s in (2, 3)] == [-10.0, -10.0]
    assert sum(result.nets()) == pytest.approx(0.0)


def test_player_banker_pays_no_commission_on_a_net_loss():
    """A losing player-banker pays no commission; winning players pay theirs, the house's win is free."""
    result = _settle(
        1, {0: "4-2 2-1 | 6-6 6-6", 1: WEAK_A, 2: "1-1 1-1 | 4-4 4-4", 3: "3-1 3-1 | 3-3 3-3"}
    )
    banker = result.results[1]
    assert (banker.gross, banker.commission, banker.net) == (-30.0, 0.0, -30.0)
    assert [result.results[s].net for s in (2, 3)] == [9.5, 9.5]
    assert result.results[0].commission == 0.0
    assert result.results[0].net == pytest.approx(10.0 + 1.0)
    assert sum(result.nets()) == pytest.approx(0.0)


def test_player_banker_breaking_even_pays_no_commission():
    """Net zero for the banker: no commission."""
    result = _settle(1, {0: "4-2 2-1 | 6-6 6-6", 1: WEAK_A, 2: WEAK_B})
    banker = result.results[1]
    assert (banker.outcome, banker.commission, banker.net) == ("push", 0.0, 0.0)
    assert sum(result.nets()) == pytest.approx(0.0)


def test_payments_balance_with_the_house_collecting_commission():
    """Returns of all seats sum to zero; the house's net includes every commission."""
    result = _settle(HOUSE, {0: WEAK_B, 1: BANKER_STRONG, 2: "1-1 1-1 | 4-4 4-4", 3: WEAK_A})
    assert [r.outcome for r in result.results[1:]] == ["win", "win", "push"]
    assert result.house_take == pytest.approx(1.0)
    assert result.results[0].net == pytest.approx(-20.0 + 1.0)
    assert sum(result.nets()) == pytest.approx(0.0)


def test_state_returns_are_the_settlement_nets():
    """returns() is zeros until the hand is over, then the settlement's nets."""
    state = dealt(ai_players=2)
    assert state.returns() == [0.0] * 4
    finish(state)
    assert state.returns() == state.settlement.nets()


# Session and the rotating bank


def _play(session):
    state = session.deal()
    banker = state.banker
    session.finish(finish(state))
    return banker


def test_house_banking_keeps_the_bank_with_the_house():
    """§2.1 app default: the house always banks."""
    session = Session.start("paigow", PaiGowRules(ai_players=2), seed=1)
    assert [_play(session) for _ in range(4)] == [HOUSE] * 4


@pytest.mark.parametrize("ai_players", [0, 2, 6])
def test_rotating_bank_passes_counter_clockwise(ai_players):
    """§2.1: the bank passes position by position counter-clockwise, the house included."""
    rules = PaiGowRules(ai_players=ai_players, banking="rotate")
    session = Session.start("paigow", rules, seed=2)
    order = ring(rules)
    assert order[0] == HOUSE
    assert [_play(session) for _ in range(2 * rules.seats)] == order * 2


def test_rotating_bank_skips_seats_that_cannot_cover():
    """§2.1: a player-banker must cover all bets (stake x other seats); others are skipped."""
    rules = PaiGowRules(ai_players=3, banking="rotate", stake=10)
    cover = 10 * 4
    order = ring(rules)
    first, second, third = order[1], order[2], order[3]

    def bankrolls(poor):
        return [poor.get(seat, 1000.0) for seat in range(rules.seats)]

    assert next_table(rules, {"banker": HOUSE}, bankrolls({})) == {"banker": first}
    assert next_table(rules, {"banker": first}, bankrolls({second: cover - 0.01})) == {
        "banker": third
    }
    assert next_table(rules, {"banker": first}, bankrolls({second: cover})) == {"banker": second}
    broke = bankrolls({seat: 0.0 for seat in order[1:]})
    assert next_table(rules, {"banker": first}, broke) == {"banker": HOUSE}
    assert next_table(rules, {"banker": order[-1]}, bankrolls({})) == {"banker": HOUSE}


def test_session_skips_a_broke_seat_when_passing_the_bank():
    """A session passes the bank past a seat whose bankroll cannot cover."""
    rules = PaiGowRules(ai_players=2, banking="rotate")
    order = ring(rules)
    session = Session.start("paigow", rules, seed=3)
    _play(session)
    session.bankrolls[order[2]] = rules.stake * 2.0  # can play on, cannot cover the bank
    assert _play(session) == order[1]
    assert session.table == {"banker": order[3]}


def test_session_books_returns_and_conserves_money():
    """Bankrolls move by each hand's returns, and the total never changes."""
    session = Session.start("paigow", PaiGowRules(ai_players=3, banking="rotate"), seed=4)
    total = sum(session.bankrolls)
    for _ in range(10):
        _play(session)
    assert sum(session.bankrolls) == pytest.approx(total)
    assert sum(session.net) == pytest.approx(0.0)
    assert session.hand_number == 10


def test_session_deals_are_reproducible_from_the_seed():
    """The same seed deals the same hands; a saved session resumes identically."""
    a = Session.start("paigow", PaiGowRules(ai_players=1), seed=9)
    b = Session.start("paigow", PaiGowRules(ai_players=1), seed=9)
    assert a.deal().history() == b.deal().history()
    c = Session.from_dict(a.to_dict())
    assert c.deal().history() == a.deal().history()


# Properties over many random hands


def test_thousands_of_random_hands_settle_cleanly():
    """Thousands of random deals and legal settings (tests/depth.py): no error, all tiles
    conserved, returns sum to zero."""
    rng = random.Random(20240601)
    for _ in range(scaled(3000)):
        state = random_hand(rng)
        assert Counter(state.woodpile) == Counter(FULL_SET)
        held = sum((Counter(h) for h in state.hands.values()), Counter())
        assert not held - Counter(FULL_SET) and sum(held.values()) == 4 * state.rules.seats
        finish(state, rng)
        assert abs(sum(state.returns())) < 1e-9
        stake = state.rules.stake
        for r in state.settlement.results:
            if r.role == "player":
                assert r.net in (stake * 0.95, 0.0, -stake) or r.seat == HOUSE
                assert r.commission == (
                    stake * 0.05 if r.outcome == "win" and r.seat != HOUSE else 0
                )


def test_a_reader_asking_mid_move_does_not_leave_a_stale_seat(monkeypatch):
    """The app's table may ask whose turn it is while a hand is being dealt on another
    thread: what it learns mid-move must not outlive the move (it once left the deal asking
    for its dice again)."""
    import random

    from gupai_desktop.engine.core import play_chance
    from gupai_desktop.engine.paigow.state import PaiGowState

    def set_with_a_reader(self, name, value):
        if name == "dice" and "_player" in self.__dict__:
            self.current_player()  # another thread looks in just before the dice land
        object.__setattr__(self, name, value)

    monkeypatch.setattr(PaiGowState, "__setattr__", set_with_a_reader)
    state = PaiGowState(PaiGowRules(), 0)
    play_chance(state, random.Random(3))
    assert state.phase() == "setting" and state.current_player() >= 0
