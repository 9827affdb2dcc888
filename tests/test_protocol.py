"""The engine protocol (engine/core.py), tested once for every game the registry knows.

Each game plays HANDS random hands (chance from the state's own sampler, moves at random from
its legal actions, or from legal variations of them where the list is partial) at tables that
move on as in a session. Every hand must run clean, keep every tile or card in exactly one zone,
and pay out in balance. In the first DEEP_HANDS hands every state is also examined: legal actions
sorted, repeatable and agreeing with is_legal, clone independent, the history replaying to the
same state, and resample keeping what the seat sees while dealing the rest again. A game with
long hands plays fewer of them (FEWER_HANDS), which still examines more states than a short one.
"""

from __future__ import annotations

import dataclasses
import random
import re
from collections import Counter

import pytest

from gupai_desktop.engine import games
from gupai_desktop.engine.core import CHANCE, TERMINAL, IllegalAction, hand_zone, replay

from depth import scaled

GAMES = games.known_ids()
HANDS = scaled(600)
DEEP_HANDS = scaled(24)
# A Da Gunzi hand is some 170 moves (a Pai Gow hand 5, a Ding Niu hand about 30): a quarter of
# the hands, under a rule set each (deep) or every five hands, still examine more states than
# any other game does, under as many rule sets (6 deep, 30 random; the others 6 and 24).
# Chinese Poker changes its rules every three deep hands, so that they see its seven presets.
FEWER_HANDS = {"da-gunzi": 4}
RULES_EVERY = {"da-gunzi": (5, 1), "chinese-poker": (25, 3)}  # (random hands, deep hands)
# The hands of a game with long ones are played in this many parts (whole rule sets each, every
# part its own random moves), which the parallel run spreads over its workers.
PARTS = {"da-gunzi": 4}
SEPARATOR = re.compile(r"([ |,@])")  # between the pieces of a move ("6-6 4-2|5-5 1-1")


class Table:
    """A game's rules and a table that moves on hand by hand, as in a session."""

    def __init__(self, game_id: str, values: dict):
        self.spec = games.get(game_id)
        self.rules = self.spec.rules_from_dict(values)
        self.seats = len(self.spec.seat_names(self.rules))
        self.table = self.spec.first_table(self.rules)
        self.bankrolls = [1000.0] * self.seats

    def new_hand(self):
        return self.spec.new_hand(self.rules, dict(self.table))

    def finish(self, state) -> None:
        self.bankrolls = [b + r for b, r in zip(self.bankrolls, state.returns())]
        self.table = self.spec.next_table(self.rules, self.table, self.bankrolls, state)


def variants(game_id: str, count: int, rng: random.Random) -> list[dict]:
    """The default rules, every preset, then random choices of every option (from the game's
    option schema) up to `count` rule sets."""
    schema = games.get(game_id).options
    out = [schema.defaults()] + [schema.preset_values(p.name) for p in schema.presets]
    while len(out) < count:
        values = schema.defaults()
        for option in schema:
            kind = schema.kind(option.key)
            if kind == "choice":
                values[option.key] = rng.choice(option.choices).value
            elif kind == "bool":
                values[option.key] = rng.random() < 0.5
            elif kind == "int" and option.minimum is not None:
                values[option.key] = rng.randint(int(option.minimum), int(option.maximum))
            elif kind == "float" and option.minimum is not None:
                values[option.key] = round(rng.uniform(option.minimum, option.maximum), 2)
        try:
            games.get(game_id).rules_from_dict(values)
        except ValueError:
            continue  # options that need others (a fee needs a banker)
        out.append(values)
    return out[:count]


def tables(game_id: str, hands: int, per_rules: int, seed: str, part: int = 0, parts: int = 1):
    """(table, rng) for each of `hands` hands, the rules changing every `per_rules` hands.

    In `parts` parts, part `part` plays its share of the same rule sets (whole ones) with moves
    from a generator of its own, so that the parts together play what one run would have."""
    rng = random.Random(seed)
    sets = -(-hands // per_rules)
    rule_sets = variants(game_id, sets, rng)
    if parts > 1:
        rng = random.Random(f"{seed}, part {part + 1} of {parts}")
    first, last = part * sets // parts, (part + 1) * sets // parts
    for i in range(first * per_rules, min(hands, last * per_rules)):
        if i % per_rules == 0:
            table = Table(game_id, rule_sets[i // per_rules])
        yield table, rng


def parted(game_ids: list[str]) -> list:
    """(game, part, parts) for each part of each game's hands, as test parameters."""
    return [
        pytest.param(g, part, PARTS.get(g, 1), id=g if PARTS.get(g, 1) == 1 else f"{g}-{part + 1}")
        for g in game_ids
        for part in range(PARTS.get(g, 1))
    ]


# Moves ---------------------------------------------------------------------------------------


def words(token: str) -> tuple[str, str, list[str], list[int]]:
    """A token as (kind, ":" or "", the body split at separators, where the pieces are)."""
    kind, colon, body = token.partition(":")
    parts = SEPARATOR.split(body)
    return kind, colon, parts, [i for i, p in enumerate(parts) if p and not SEPARATOR.match(p)]


def pieces(token: str) -> list[str]:
    """The tiles, cards or numbers a move names."""
    _, _, parts, at = words(token)
    return [parts[i] for i in at]


def mutants(token: str, pool: list[str], kinds: list[str], rng: random.Random) -> list[str]:
    """Near misses of a move: pieces swapped, replaced, dropped or doubled, junk at the end,
    another kind of move with the same body. Some are legal (the same tiles in another order,
    another setting), most are not; either way is_legal and apply must agree."""
    kind, colon, parts, at = words(token)
    body = "".join(parts)
    out = [
        token + "x",
        token + "@L",
        token + "@Q",
        token + " ",
        token + "|",
        token[:-1],
        "",
        ":",
        kind,
    ]
    out += [k + colon + body for k in kinds if k != kind]
    if len(at) >= 2:
        i, j = rng.sample(at, 2)
        swapped = list(parts)
        swapped[i], swapped[j] = parts[j], parts[i]
        out.append(kind + colon + "".join(swapped))
    if at:
        i = rng.choice(at)
        for replacement in (rng.choice(pool) if pool else "9-9", "9-9", "Zz"):
            changed = list(parts)
            changed[i] = replacement
            out.append(kind + colon + "".join(changed))
        out.append(token + " " + parts[i])
        out.append(kind + colon + "".join(parts[:i] + parts[i + 2 :]))
    return out


def choose_move(state, rng: random.Random) -> str:
    """A random legal move; where legal_actions lists representatives only, often a legal
    variation of one, found by swapping its pieces (so the hands explore what the list leaves
    out)."""
    if state.current_player() == CHANCE:
        return state.sample_chance(rng)
    move = rng.choice(state.legal_actions())
    kind, colon, parts, at = words(move)
    if state.LISTS_EVERY_ACTION or len(at) < 2 or rng.random() < 0.3:
        return move
    for _ in range(30):
        i, j = rng.sample(at, 2)
        parts[i], parts[j] = parts[j], parts[i]
        if state.is_legal(kind + colon + "".join(parts)):
            move = kind + colon + "".join(parts)
    return move


def play_out(state, rng: random.Random, check=None) -> None:
    while not state.is_terminal():
        if check:
            check(state)
        state.apply(choose_move(state, rng))
    if check:
        check(state)


# What every state must satisfy ---------------------------------------------------------------


def everything(state) -> dict:
    """Every piece in every zone, counted (zone by zone: the counting loop is C's), as a plain
    dict, which compares in C where a Counter compares in a Python loop."""
    count: Counter = Counter()
    for zone in state.zones().values():
        count.update(zone)
    return dict(count)


def observations(state, seats: int) -> list:
    return [state.observation(s) for s in range(seats)]


def snapshot(state, seats: int):
    return (
        state.history(),
        state.current_player(),
        state.returns(),
        state.zones(),
        observations(state, seats),
    )


def check_balance(state) -> None:
    """Returns sum to zero, or to minus what a house that does not sit at the table took (a
    game with such a house, like Da Ling's banker, says so as settlement.banker_net)."""
    off_table = getattr(state.settlement, "banker_net", 0.0)
    assert sum(state.returns()) == pytest.approx(-off_table, abs=1e-6)


def check_legal_actions(state) -> None:
    listed = state.legal_actions()
    assert listed == sorted(listed), "legal_actions() must be sorted"
    assert listed == state.legal_actions() == state.clone().legal_actions()
    assert len(set(listed)) == len(listed)
    if state.current_player() in (CHANCE, TERMINAL):
        assert listed == []
    else:
        assert listed, "a seat to act always has a move"
    assert all(state.is_legal(action) for action in listed)
    for action in listed[:4] + listed[-4:]:
        after = state.clone()
        after.apply(action)
        assert after.history()[-1] == action, "a listed move is already in its recorded form"


def check_candidates(state, table: Table, rng: random.Random) -> None:
    """is_legal agrees with apply on every near miss; a legal one is recorded in the form
    legal_actions lists (or, where the list is partial, in a form that is legal itself)."""
    history = state.history()
    listed = state.legal_actions()
    sample = [state.sample_chance(rng)] if state.current_player() == CHANCE else []
    seeds = rng.sample(listed, min(len(listed), 5)) + sample + history[-2:]
    pool = [p for a in seeds for p in pieces(a)]
    kinds = sorted({a.partition(":")[0] for a in seeds})
    candidates = set(seeds)
    for token in seeds:
        candidates.update(mutants(token, pool, kinds, rng))
    for candidate in sorted(candidates):
        legal = state.is_legal(candidate)
        after = state.clone()
        try:
            after.apply(candidate)
        except IllegalAction:
            assert not legal, f"is_legal({candidate!r}) but apply refuses it"
            assert (after.history(), after.zones()) == (history, state.zones()), (
                "a refused move changes nothing"
            )
            continue
        assert legal, f"apply accepts {candidate!r} but is_legal refuses it"
        recorded = after.history()[-1]
        if state.current_player() != CHANCE and state.LISTS_EVERY_ACTION:
            assert recorded in listed, f"{candidate!r} is legal but not listed"
        assert Counter(pieces(candidate)) == Counter(pieces(recorded)), (
            f"{candidate!r} is legal but recorded as {recorded!r}: only the order may differ"
        )
        again = state.clone()
        again.apply(recorded)
        assert again.history() == after.history()


def check_clone(state, table: Table, rng: random.Random) -> None:
    before = snapshot(state, table.seats)
    copy = state.clone()
    assert snapshot(copy, table.seats) == before
    if not copy.is_terminal():
        copy.apply(choose_move(copy, rng))
        assert copy.history() != before[0]
        assert snapshot(state, table.seats) == before, "changing a clone changed the original"


def check_replay(state, table: Table, replayed) -> None:
    """The history replays to the same state. `replayed` is a fresh hand that replay() has taken
    through the history of the last state checked: it takes the moves since (the earlier ones
    must not have changed), which is replaying the whole history without doing it again from
    the deal at every state of a long hand; a hand is also replayed whole at its end."""
    history = state.history()
    done = replayed.history()
    assert history[: len(done)] == done, "the history changed a move already made"
    replay(replayed, history[len(done) :])
    assert snapshot(replayed, table.seats) == snapshot(state, table.seats)


def check_observations(state, table: Table) -> None:
    for seat in range(table.seats):
        obs = state.observation(seat)
        assert dataclasses.is_dataclass(obs) and obs.__dataclass_params__.frozen
        assert obs == state.observation(seat) and repr(obs) == repr(state.observation(seat))


def check_resample(state, table: Table, rng: random.Random, varied: set) -> None:
    """resample(seat) keeps what the seat sees and its own hand, deals the rest again (noted in
    `varied` when it differs, so the check has power), and can be played to the end."""
    zones = state.zones()
    for seat in range(table.seats):
        other = state.resample(seat, rng)
        assert other.observation(seat) == state.observation(seat)
        assert other.current_player() == state.current_player()
        theirs = other.zones()
        assert theirs.get(hand_zone(seat)) == zones.get(hand_zone(seat))
        assert everything(other) == everything(state)
        if state.current_player() == seat:
            assert other.legal_actions() == state.legal_actions()
        if {k: v for k, v in theirs.items() if k != hand_zone(seat)} != {
            k: v for k, v in zones.items() if k != hand_zone(seat)
        }:
            varied.add(seat)
            assert other.observation(seat) == state.observation(seat)
        if rng.random() < 0.1:
            play_out(other, rng)
            check_balance(other)


# The tests -----------------------------------------------------------------------------------


@pytest.mark.parametrize("game_id, part, parts", parted(GAMES))
def test_random_hands_run_clean_keep_every_piece_and_pay_in_balance(game_id, part, parts):
    """HANDS random hands: no exception, each tile or card in one zone from the deal to the
    end, and the returns balanced."""
    hands, every = HANDS // FEWER_HANDS.get(game_id, 1), RULES_EVERY.get(game_id, (25, 4))[0]
    for table, rng in tables(game_id, hands, every, f"protocol:{game_id}", part, parts):
        state = table.new_hand()
        assert state.zones() == {} and state.history() == []
        dealt: list[dict] = []

        def conserved(s):
            now = everything(s)
            if now and not dealt:
                dealt.append(now)
            assert not dealt or now == dealt[0]

        play_out(state, rng, conserved)
        assert state.current_player() == TERMINAL and state.legal_actions() == []
        assert dealt and everything(state) == dealt[0]
        check_balance(state)
        table.finish(state)


@pytest.mark.parametrize("game_id, part, parts", parted(GAMES))
def test_every_state_keeps_the_protocol(game_id, part, parts):
    """In DEEP_HANDS hands, every state: legal actions sorted, repeatable and agreeing with
    is_legal and apply; clone independent; the history replays to the same state and the same
    observation for every seat; resample keeps what the seat sees."""
    varied: dict[int, set] = {}
    hands, every = DEEP_HANDS // FEWER_HANDS.get(game_id, 1), RULES_EVERY.get(game_id, (25, 4))[1]
    for table, rng in tables(game_id, hands, every, f"deep:{game_id}", part, parts):
        replayed = table.new_hand()

        def check(state):
            check_legal_actions(state)
            check_candidates(state, table, rng)
            check_clone(state, table, rng)
            check_replay(state, table, replayed)
            check_observations(state, table)
            check_resample(state, table, rng, varied.setdefault(table.seats, set()))

        state = table.new_hand()
        play_out(state, rng, check)
        check_replay(state, table, table.new_hand())
        table.finish(state)
    assert all(seen == set(range(seats)) for seats, seen in varied.items()), (
        "resample dealt nothing again for some seat"
    )


@pytest.mark.parametrize("game_id", GAMES)
def test_terminal_states_refuse_every_move(game_id):
    for table, rng in tables(game_id, 20, 1, f"terminal:{game_id}"):
        state = table.new_hand()
        play_out(state, rng)
        for action in state.history():
            assert not state.is_legal(action)
            with pytest.raises(IllegalAction):
                state.clone().apply(action)
