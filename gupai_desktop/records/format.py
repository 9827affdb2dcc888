"""The "gupai-record" format, version 1: one self-contained JSON object per hand (JSON Lines).

A record carries the rules, the table, the seats and every action including the chance moves,
so a hand replays on its own without the session's random generator; the deal and the result
are written out too, for readers, and replay checks them against the actions.
"""

from __future__ import annotations

import hashlib
import json
import math
import signal
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import fields, is_dataclass
from datetime import datetime, timezone
from enum import Enum
from functools import lru_cache
from operator import attrgetter
from typing import Any, Callable

from ..engine.core import outcome_by_sign
from ..engine.cards import Card
from ..engine.dominoes import Tile
from ..version import version as app_version

FORMAT = "gupai-record"
VERSION = 1
SCHEMA_FILE = ("schema", "record-v1.schema.json")


class RecordError(ValueError):
    """A record that cannot be trusted; the message says where and what is wrong (in English,
    for the command line). `line`: the file's line it is on, `kind`: "cut off" (an interrupted
    write), "foreign" (not this app's file), "reviews" (the reviews kept beside a record) or ""
    (anything else), for the app's own words."""

    def __init__(self, message: str, line: int | None = None, kind: str = ""):
        super().__init__(message)
        self.line, self.kind = line, kind


def to_jsonable(obj: Any) -> Any:
    """Engine values in plain JSON: tokens for game objects, so later games reuse this.

    Anything with a `token()` method (a Pai Gow Setting, "LOW|HIGH") becomes its token, a Tile
    becomes "6-6", dataclasses become dicts of their fields and dict keys become strings.
    """
    kind = type(obj)
    if kind in _PLAIN:
        return obj
    convert = _CONVERTERS.get(kind)
    if convert is not None:
        return convert(obj)
    if obj is None or isinstance(obj, (bool, int, float, str)):
        return obj
    if isinstance(obj, Enum):
        return to_jsonable(obj.value)
    if isinstance(obj, Tile):
        return str(obj)
    if callable(getattr(obj, "token", None)):
        return obj.token()
    if is_dataclass(obj) and not isinstance(obj, type):
        names = recorded_fields(obj)
        if not callable(getattr(kind, "token", None)):
            _CONVERTERS[kind] = _fields_of(names)
        return {name: to_jsonable(getattr(obj, name)) for name in names}
    if isinstance(obj, dict):
        return {str(k): to_jsonable(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [to_jsonable(v) for v in obj]
    return str(obj)


def recorded_fields(obj) -> tuple[str, ...]:
    """A dataclass's fields that records hold: all but those marked `metadata={"record":
    False}`, details derived from the others and added after records were written with the
    same version (Chinese Poker's royalties by row): recorded, they would make every earlier
    record fail validation for a field it never had."""
    return tuple(f.name for f in fields(obj) if f.metadata.get("record", True))


# A settlement is turned into JSON for every hand recorded or validated: the exact types met
# most are converted without the questions above (a dataclass's fields are looked up once).
_PLAIN = frozenset((bool, int, float, str, type(None)))  # JSON as they are


def _items(obj) -> list:
    return [v if type(v) in _PLAIN else str(v) if type(v) is Tile else to_jsonable(v) for v in obj]


def _fields_of(names: tuple[str, ...]):
    values: Callable[[Any], tuple]
    if len(names) > 1:
        values = attrgetter(*names)
    else:  # attrgetter of one name gives the value, not a tuple

        def values(obj) -> tuple:
            return tuple(getattr(obj, n) for n in names)

    def convert(obj) -> dict:
        return {n: v if type(v) in _PLAIN else to_jsonable(v) for n, v in zip(names, values(obj))}

    return convert


_CONVERTERS: dict[type, Any] = {
    list: _items,
    tuple: _items,
    Tile: str,
    Card: str,  # an int, but written by name
    dict: lambda obj: {str(k): v if type(v) in _PLAIN else to_jsonable(v) for k, v in obj.items()},
}


def breakdown_of(state) -> Any:
    """The scoring breakdown in JSON form: `state.breakdown()` if a game has one, else its
    `settlement` (Pai Gow), else null."""
    if callable(getattr(state, "breakdown", None)):
        return to_jsonable(state.breakdown())
    return to_jsonable(getattr(state, "settlement", None))


def deal_of(state) -> list[list[str]]:
    """Each seat's dealt tiles or cards as tokens, seat by seat (`state.deal_tokens()` where a
    game deals in a way its hands do not show, card by card)."""
    if callable(getattr(state, "deal_tokens", None)):
        return state.deal_tokens()
    seats = len(state.returns())
    hands = getattr(state, "hands", None)
    out = []
    for seat in range(seats):
        if isinstance(hands, dict):
            held = hands.get(seat, ())
        else:
            obs = state.observation(seat)
            held = getattr(obs, "tiles", None) or getattr(obs, "cards", None) or ()
        out.append([str(t) for t in held])
    return out


def human_seat(record: dict) -> int | None:
    """The seat the user played in a record: its first seat of kind "human"; None for a hand
    only AI seats played (`gupai simulate`; earlier versions named one of them "You"). Read
    from an unchecked record too (the records browser's), so nothing in it is trusted."""
    seats = record.get("seats") if isinstance(record, dict) else None
    for seat in seats if isinstance(seats, list) else ():
        if isinstance(seat, dict) and seat.get("kind") == "human":
            number = seat.get("seat")
            return number if isinstance(number, int) else None
    return None


def shown_outcome(outcome: str, role: Any, net: float) -> str:
    """The word a seat's result is shown and counted with: the settlement's, but a banker's, or
    a push's, by its net, the commission in it (a house whose bets came out even took 0.5 in
    commission and read "push · +0.5", as banker and as a player; the table and the
    statistics say the same)."""
    return outcome_by_sign(net) if role == "banker" or outcome == "push" else outcome


def seat_outcome(breakdown: Any, seat: int, net: float) -> str:
    """win / push / lose for one seat: the breakdown's own word if it has one (a banker's by
    its net, shown_outcome), else the sign."""
    results = breakdown.get("results") if isinstance(breakdown, dict) else None
    if isinstance(results, list):
        for r in results:
            if (
                isinstance(r, dict)
                and r.get("seat") == seat
                and r.get("outcome") in ("win", "push", "lose")
            ):
                return shown_outcome(r["outcome"], r.get("role"), net)
    return outcome_by_sign(net)


def outcome_of(state, seat: int, net: float) -> str:
    """seat_outcome(breakdown_of(state), seat, net) without turning the whole breakdown into
    JSON when its results are objects with `seat` and `outcome` (a simulation asks every
    hand)."""
    raw = (
        state.breakdown()
        if callable(getattr(state, "breakdown", None))
        else getattr(state, "settlement", None)
    )
    results = getattr(raw, "results", None) if _plain_dataclass(raw) else None
    if (
        isinstance(results, (list, tuple))
        and all(map(_plain_dataclass, results))
        and all(hasattr(r, "seat") and hasattr(r, "outcome") for r in results)
    ):
        for r in results:
            if to_jsonable(r.seat) == seat and to_jsonable(r.outcome) in ("win", "push", "lose"):
                return shown_outcome(to_jsonable(r.outcome), getattr(r, "role", None), net)
        return outcome_by_sign(net)
    return seat_outcome(to_jsonable(raw), seat, net)


def _plain_dataclass(obj) -> bool:
    """A dataclass that to_jsonable turns into the dict of its fields."""
    return (
        is_dataclass(obj)
        and not isinstance(obj, (type, Enum, Tile))
        and not callable(getattr(obj, "token", None))
    )


def _seat_result(breakdown: Any, seat: int) -> dict:
    results = breakdown.get("results") if isinstance(breakdown, dict) else None
    for r in results if isinstance(results, list) else ():
        if isinstance(r, dict) and r.get("seat") == seat:
            return r
    return {}


def seat_stake(breakdown: Any, seat: int) -> float:
    return float(_seat_result(breakdown, seat).get("stake") or 0.0)


def seat_cycle(breakdown: Any, seat: int) -> int:
    """+1 if the hand ended a cycle the seat's side won, -1 if one it lost, else 0 (a game
    played in cycles of hands, as Da Gunzi's levels 3 to 10)."""
    value = _seat_result(breakdown, seat).get("cycle")
    return value if value in (1, -1) else 0


def default_session_id(game: str, seed: int, variant: dict, levels: list) -> str:
    """A stable id when the caller has none, so the same run gives the same records; runs of
    other rules or levels are other sessions (two files of one game and seed, one played at
    another level, could not be joined: "session.hand is 1, expected 4")."""
    key = json.dumps([game, seed, variant, levels], sort_keys=True, default=str)
    return hashlib.sha256(key.encode()).hexdigest()[:16]


def hand_record(
    session,
    state,
    seats_info: list[dict],
    *,
    session_id: str | None = None,
    played_at: str | None = None,
) -> dict:
    """One finished hand as a record. Call it *before* `session.finish(state)`: the session's
    table is then still the table this hand was dealt on; bankrolls_after adds the returns.

    seats_info: one dict per seat with `name`, `kind` ("human" | "ai") and `level` (None for
    a human); `seat` is filled in from the position.
    """
    if not state.is_terminal():
        raise RecordError("only a finished hand can be recorded")
    returns = [float(x) for x in state.returns()]
    if len(seats_info) != len(returns):
        raise RecordError(f"seats_info lists {len(seats_info)} seats; the hand has {len(returns)}")
    seats = []
    for i, info in enumerate(seats_info):
        kind = info.get("kind", "ai")
        if kind not in ("human", "ai"):
            raise RecordError(f"seat {i}: kind is 'human' or 'ai', not {kind!r}")
        level = info.get("level")
        seats.append(
            {
                "seat": i,
                "name": str(info.get("name", f"Seat {i}")),
                "kind": kind,
                "level": None if level is None else str(level),
            }
        )
    variant = session.rules.to_dict()
    levels = [seat["level"] for seat in seats]
    return {
        "format": FORMAT,
        "version": VERSION,
        "app_version": app_version(),
        "game": session.game,
        "variant": variant,
        "session": {
            "id": session_id or default_session_id(session.game, session.seed, variant, levels),
            "seed": session.seed,
            "hand": session.hand_number,
        },
        "table": to_jsonable(dict(session.table)),
        "seats": seats,
        "deal": deal_of(state),
        "actions": state.history(),
        "result": {"returns": returns, "breakdown": breakdown_of(state)},
        "bankrolls_after": [b + r for b, r in zip(session.bankrolls, returns)],
        "played_at": played_at or datetime.now(timezone.utc).isoformat(timespec="seconds"),
    }


def dumps(record: dict) -> str:
    """One line of the file: compact, key order kept, non-ASCII names kept readable."""
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


@lru_cache(maxsize=1)
def schema() -> dict:
    from ..paths import resource

    with open(resource(*SCHEMA_FILE), encoding="utf-8") as f:
        return json.load(f)


def _number(checker, instance) -> bool:
    """JSON Schema's "number", less NaN and the infinities (JSON has neither, but Python's
    json reads and writes them unless told not to)."""
    return (
        isinstance(instance, int)
        and not isinstance(instance, bool)
        or isinstance(instance, float)
        and math.isfinite(instance)
    )


def _integer(checker, instance) -> bool:
    """An integer written as one: 3, not 3.0 (which JSON Schema would take)."""
    return isinstance(instance, int) and not isinstance(instance, bool)


@lru_cache(maxsize=2)
def _strict(integers: bool):
    """Draft 2020-12 with finite numbers, and with `integers` integers written as such (a
    record's; a game's rules may hold 1.0 where the option is a whole number)."""
    from jsonschema import Draft202012Validator, validators

    types = {"number": _number, **({"integer": _integer} if integers else {})}
    checker = Draft202012Validator.TYPE_CHECKER.redefine_many(types)
    return validators.extend(Draft202012Validator, type_checker=checker)


@lru_cache(maxsize=1)
def _validator():
    from jsonschema import Draft202012Validator

    Draft202012Validator.check_schema(schema())
    return _strict(True)(schema())


class _Whole:
    """The "x-whole" keyword: an integer written as one, as `_strict` wants it (JSON Schema
    takes 3.0 for an integer since draft 6; jsonschema-rs calls this only where the schema
    says "integer")."""

    def __init__(self, parent_schema, value, schema_path):
        pass

    def validate(self, instance) -> None:
        if isinstance(instance, float):
            raise ValueError("an integer written as a float")


def _whole(node: Any) -> Any:
    """The schema with "x-whole" beside every "type": "integer"."""
    if isinstance(node, list):
        return [_whole(v) for v in node]
    if not isinstance(node, dict):
        return node
    out = {k: _whole(v) for k, v in node.items()}
    types = node.get("type")
    if types == "integer" or isinstance(types, list) and "integer" in types:
        out["x-whole"] = True
    return out


@lru_cache(maxsize=1)
def _compiled():
    """The schema compiled by jsonschema-rs (in Rust, some 70 times faster than jsonschema on
    a record that fits); None without jsonschema-rs, and jsonschema alone then judges."""
    try:
        import jsonschema_rs
    except ImportError:
        return None
    with _stops_wait():
        return jsonschema_rs.validator_for(_whole(schema()), keywords={"x-whole": _Whole})


@contextmanager
def _stops_wait() -> Iterator[None]:
    """Ctrl-C, SIGTERM and SIGHUP wait until the block is over, where they come to this
    thread: compiling the schema calls _Whole for each of its integers, and a stop whose
    handler ran there came out as a broken schema ("x-whole ... true"): `simulate --record`,
    stopped as it began, said so and ended as an error (one test run in a few). A signal
    another thread takes still has its handler run here, so writers compile first
    (compile_check)."""
    if not hasattr(signal, "pthread_sigmask"):  # (Windows: no signal masks)
        yield
        return
    stops = {getattr(signal, n) for n in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, n)}
    before = signal.pthread_sigmask(signal.SIG_BLOCK, stops)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, before)


def fits(record: Any) -> bool:
    """Whether the record fits the schema, by the compiled check alone. Only a record it
    refuses is walked by jsonschema, the judge: for its words, and so that a case the two read
    apart (Python's `$` before a final newline) costs time, never a verdict. jsonschema-rs
    takes a tuple for an array, as a record made in memory is written."""
    compiled = _compiled()
    if compiled is None:
        return _validator().is_valid(record)
    try:
        compiled.validate(record)
        return True
    except (ValueError, TypeError, OverflowError) as exc:  # no fit, or a value JSON has not
        # A stop (Ctrl-C, SIGTERM) whose handler ran inside the "x-whole" keyword, called
        # from Rust, comes back as the cause of a failed check: raised again, not taken for a
        # record that does not fit (is_valid swallowed it, and `kill` left a simulation
        # running to its end).
        if isinstance(exc.__cause__, KeyboardInterrupt):
            raise exc.__cause__ from None
        return False


def compile_check() -> None:
    """Compile the record check now (a few ms): a writer that may be stopped (Ctrl-C, `kill`)
    does it before it has anything to lose, as a stop while it runs reads as a broken schema
    (_stops_wait)."""
    _compiled()


def prepare_for_writing() -> None:
    """Import jsonschema, build the validators and read the app's version now (the app does it
    on a background thread at start), so the first record written at the end of a hand does
    not wait ~130 ms for them."""
    _validator()
    _compiled()
    from jsonschema.exceptions import best_match  # noqa: F401

    app_version()


def as_json(value: Any) -> str:
    """A value as JSON writes it (null, true, "x"; Python says None, True, 'x'), or its repr
    where JSON cannot write it (a record being written may hold anything)."""
    try:
        return json.dumps(value, ensure_ascii=False, allow_nan=True)
    except (TypeError, ValueError):
        return repr(value)


def schema_problem(record: Any) -> str | None:
    """The most relevant schema violation as "field: message", or None if the record fits.
    Only a record that does not fit is walked by jsonschema, for the words of its message."""
    if fits(record):
        return None
    from jsonschema.exceptions import best_match

    error = best_match(_validator().iter_errors(record))
    if error is None:
        return None
    where = "/".join(str(p) for p in error.absolute_path) or "record"
    message = error.message
    shown = repr(error.instance)
    if message.startswith(shown):  # the value as JSON writes it: null, true, "x", not None
        message = as_json(error.instance) + message[len(shown) :]
    message = " ".join(message.split())
    if len(message) > 160:
        message = message[:157] + "..."
    return f"{where}: {message}"


@lru_cache(maxsize=16)
def _variant_validator(game_id: str):
    from ..engine import games

    return _strict(False)(games.get(game_id).options.json_schema())


def variant_problem(spec, variant: Any) -> str | None:
    """The first way a record's rules break the game's option schema (an unknown option, a
    value outside its choices or bounds), as "option: message"; None if they fit. Rules
    that fit are remembered as written (repr tells 1 from 1.0 and True): a session's hands
    all carry the same."""
    key = (spec.id, repr(variant))
    if key in _FITTING_VARIANTS:
        return None
    problem = None if _variant_fits(spec.id, variant) else _variant_problem(spec, variant)
    if problem is None:
        if len(_FITTING_VARIANTS) >= 256:
            _FITTING_VARIANTS.clear()
        _FITTING_VARIANTS.add(key)
    return problem


_FITTING_VARIANTS: set[tuple[str, str]] = set()


def _variant_fits(game_id: str, variant: Any) -> bool:
    """The compiled check of a game's rules (jsonschema, slow to import, then only explains
    rules that do not fit)."""
    compiled = _variant_compiled(game_id)
    try:
        return compiled is not None and compiled.is_valid(variant)
    except (ValueError, TypeError, OverflowError):
        return False


@lru_cache(maxsize=16)
def _variant_compiled(game_id: str):
    try:
        import jsonschema_rs
    except ImportError:
        return None
    from ..engine import games

    return jsonschema_rs.validator_for(games.get(game_id).options.json_schema())


def _variant_problem(spec, variant: Any) -> str | None:
    from jsonschema.exceptions import best_match

    error = best_match(_variant_validator(spec.id).iter_errors(variant))
    if error is None:
        return None
    where = "/".join(str(p) for p in error.absolute_path) or "rules"
    return f"{where}: {' '.join(error.message.split())[:160]}"
