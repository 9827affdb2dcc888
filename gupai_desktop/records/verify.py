"""Whether a record tells the truth: strict JSON, and every number it derives worked out again.

A record's returns, breakdown (scores, levels, stakes, ...), bankrolls and table all follow from
its actions, its rules and the hands before it in the session. `SessionCheck` replays each hand
and books it in a `Session` as the app did, so an edited number, a hand repeated, dropped or
moved, or NaN (which slips past any `abs(a - b) > tol`) is refused with the field it is in.
"""

from __future__ import annotations

import hashlib
import json
import marshal
import math
import re
from typing import Any, Callable

from ..engine import games
from ..engine.core import IllegalAction
from ..engine.session import Session
from .format import RecordError, as_json, breakdown_of, deal_of, to_jsonable

TOLERANCE = 1e-9  # a float the actions give may differ by this much from the record's
MAX_DEPTH = 20  # a record nests 8 levels deep; JSON deeper than this is no record
MAX_DIGITS = 40  # seeds are below 2**64 (20 digits); a longer integer is no record's
_PLAIN_KEY = re.compile(r"[A-Za-z_][A-Za-z0-9_]{0,39}")


class BadNumber:
    """A number token read from JSON that is no usable number, kept as written so the error can
    quote it: NaN, Infinity, 1e999 (a float that overflows) or an integer of hundreds of digits."""

    __slots__ = ("text", "why")

    def __init__(self, text: str, why: str = "not a finite number"):
        self.text = text if len(text) <= 24 else f"{text[:20]}... ({len(text)} characters)"
        self.why = why

    def __repr__(self) -> str:  # as written, in a message that quotes it
        return self.text


class _Repeated(dict):
    """An object in which a key appears twice (plain json keeps the last, silently)."""

    repeated = ""


def _float(text: str):
    value = float(text)
    return value if math.isfinite(value) else BadNumber(text)


def _int(text: str):
    return int(text) if len(text.lstrip("-")) <= MAX_DIGITS else BadNumber(text, "too long")


def _object(pairs: list) -> dict:
    obj = dict(pairs)
    if len(obj) != len(pairs):
        obj = _Repeated(obj)
        obj.repeated = _first_repeated(pairs)
    return obj


def _first_repeated(pairs: list) -> str:
    seen = set()
    for key, _ in pairs:
        if key in seen:
            return key
        seen.add(key)
    raise AssertionError("a dict shorter than its pairs has a key written twice")


_DECODER = json.JSONDecoder(
    parse_float=_float, parse_int=_int, parse_constant=BadNumber, object_pairs_hook=_object
)


def loads(text: str) -> Any:
    """One line's JSON. Raises ValueError (json.JSONDecodeError for bad syntax) or RecursionError;
    a bad number or a repeated key does not raise here but is found by `untrusted`, which can
    name the field it is in."""
    return _DECODER.decode(text)


class _Suspect(Exception):
    """A token `loads` reads with care: NaN or Infinity, a number too long or too big for a
    float, or a key written twice."""


def _suspect(_text: str) -> Any:
    raise _Suspect


def _quick_int(text: str) -> int:
    if len(text) > MAX_DIGITS:
        raise _Suspect
    return int(text)


def _quick_float(text: str) -> float:
    value = float(text)
    if value - value:  # inf - inf is NaN: the number overflows a float
        raise _Suspect
    return value


def _plain_object(pairs: list) -> dict:
    obj = dict(pairs)
    if len(obj) != len(pairs):
        raise _Suspect
    return obj


class _Decoder(json.JSONDecoder):
    scan_once: Callable[[str, int], tuple[Any, int]]  # set by __init__ (its stubs omit it)


_QUICK = _Decoder(
    parse_constant=_suspect,
    parse_int=_quick_int,
    parse_float=_quick_float,
    object_pairs_hook=_plain_object,
)


def read(text: str) -> tuple[Any, bool]:
    """(value, plain) for one line, as `loads` reads it; plain means no number `untrusted`
    would refuse and no key written twice, found while reading instead of by walking the
    value (a line that is not plain is read again by `loads`, which keeps what it found)."""
    try:
        value, end = _QUICK.scan_once(text, 0)  # json's C scanner, without decode()'s
        if end == len(text):  # whitespace and extra-data steps
            return value, True
    except (_Suspect, StopIteration, ValueError, RecursionError):
        pass
    return loads(text), False


def field(path: str, key) -> str:
    """`path` and one more step, as the errors spell it: result.returns[2], table["0"]."""
    if isinstance(key, int):
        return f"{path}[{key}]"
    if _PLAIN_KEY.fullmatch(key):
        return f"{path}.{key}" if path else key
    shown = json.dumps(key[:40] + ("..." if len(key) > 40 else ""), ensure_ascii=False)
    return f"{path}[{shown}]"


def show(value: Any) -> str:
    """A value in an error message: as JSON, and short."""
    if isinstance(value, BadNumber):
        return value.text
    text = as_json(value)
    return text if len(text) <= 60 else text[:57] + "..."


def brief(value: Any) -> str:
    """repr(value), cut short: a value from the file may be a megabyte long."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def untrusted(value: Any, path: str = "", depth: int = 0) -> str | None:
    """The first thing no record holds, as "field: what": a number that is NaN, infinite or
    absurdly long, a key written twice, nesting deeper than MAX_DEPTH. None if there is none.
    The walk names no field until it has found one (a record has thousands)."""
    found = _first_untrusted(value, depth)
    if found is None:
        return None
    keys, problem = found
    for key in reversed(keys):
        path = field(path, key)
    return problem(path)


_LEAVES = (str, int, bool, type(None))  # what a record holds that is always fine


def _first_untrusted(value: Any, depth: int):
    """(the keys down to it, innermost first; the message for its path) or None."""
    if isinstance(value, BadNumber):
        return [], lambda path: f"{path or 'record'} is {value.text}, {value.why}"
    if isinstance(value, float):
        if math.isfinite(value):
            return None
        return [], lambda path: f"{path or 'record'} is {show(value)}, not a finite number"
    if isinstance(value, (dict, list, tuple)):
        if depth >= MAX_DEPTH:
            return [], lambda path: f"{path or 'record'} is nested deeper than {MAX_DEPTH} levels"
        if isinstance(value, _Repeated):
            return [], lambda path: f"{field(path, value.repeated)} appears twice"
        items = value.items() if isinstance(value, dict) else enumerate(value)
        for key, item in items:
            if type(item) in _LEAVES:
                continue
            found = _first_untrusted(item, depth + 1)
            if found is not None:
                found[0].append(key if isinstance(key, int) else str(key))
                return found
    return None


def same_number(recorded: Any, derived: int | float) -> bool:
    """Integers exactly (and written as integers); floats within TOLERANCE, and never NaN or
    an infinity."""
    if isinstance(recorded, bool) or not isinstance(recorded, (int, float)):
        return False
    if isinstance(derived, int):
        return isinstance(recorded, int) and recorded == derived
    try:
        want, got = float(recorded), float(derived)
    except OverflowError:
        return False
    return math.isfinite(want) and math.isfinite(got) and abs(want - got) <= TOLERANCE


def difference(
    recorded: Any, derived: Any, path: str, source: str = "the actions give"
) -> str | None:
    """The first place where what a record says differs from what is derived, as
    "result.breakdown.results[1].net is 9.5, the actions give -10"; None if they agree."""
    if isinstance(derived, dict):
        if not isinstance(recorded, dict):
            return f"{path} is {show(recorded)}, {source} an object"
        for key, value in derived.items():
            if key not in recorded:
                return f"{field(path, key)} is missing ({source} {show(value)})"
            problem = difference(recorded[key], value, field(path, key), source)
            if problem:
                return problem
        extra = next((k for k in recorded if k not in derived), None)
        return None if extra is None else f"{field(path, extra)} is there, {source} no such field"
    if isinstance(derived, (list, tuple)):
        if not isinstance(recorded, list):
            return f"{path} is {show(recorded)}, {source} a list"
        if len(recorded) != len(derived):
            return f"{path} has {len(recorded)} items, {source} {len(derived)}"
        for i, (mine, theirs) in enumerate(zip(recorded, derived)):
            problem = difference(mine, theirs, field(path, i), source)
            if problem:
                return problem
        return None
    if isinstance(derived, bool) or derived is None or isinstance(derived, str):
        same = type(recorded) is type(derived) and recorded == derived
    else:
        same = same_number(recorded, derived)
    return None if same else f"{path} is {show(recorded)}, {source} {show(derived)}"


def agrees(recorded: Any, derived: Any) -> bool:
    """Whether `difference` would find nothing, told at C speed for a record that repeats its
    derived values exactly: marshal (version 2, which shares nothing) writes 1, 1.0 and True
    apart, keeps the order of keys and fails on any type JSON has not. False leaves the
    judgement to `difference` (keys in another order, 3 for 3.0 where a float is derived)."""
    try:
        return marshal.dumps(recorded, 2) == marshal.dumps(derived, 2)
    except ValueError:
        return False


def _digest(session_id: str) -> bytes:
    return hashlib.blake2b(session_id.encode("utf-8", "replace"), digest_size=16).digest()


class SessionCheck:
    """Follows a file's hands in order as the session that played them: each session starts at
    hand 1 with the rules' bankrolls and table, and each later hand starts from what the one
    before left (its bankrolls plus any buy-in, its table moved on). Holds one session's state,
    never the hands, so a file of any length is checked in the same memory."""

    def __init__(self) -> None:
        self.id: str | None = None
        self.first: dict = {}  # the current session's game, variant and seed
        self.session: Session | None = None
        self.ended: set[bytes] = set()  # digests of the sessions seen earlier

    def check(self, record: dict) -> list[float]:
        """Replay one hand (already through check_record) and compare everything it derives;
        returns the replayed returns, or raises RecordError naming the first field that
        differs."""
        session = self._session_of(record)
        number, expected = record["session"]["hand"], session.hand_number + 1
        if number != expected:
            raise RecordError(
                f"session.hand is {show(number)}, expected {expected} (a session's "
                "hands are numbered 1, 2, 3, ... in order, each once)"
            )
        levels = session.spec.ai_levels
        for i, seat in enumerate(record["seats"]):
            if seat["seat"] != i:
                raise RecordError(f"seats[{i}].seat is {show(seat['seat'])}, expected {i}")
            if seat["kind"] == "ai" and seat["level"] not in levels:  # the app plays no other
                raise RecordError(
                    f"seats[{i}].level is {show(seat['level'])}, not a level of "
                    f"{session.spec.id} ({', '.join(levels)})"
                )
        source = "the rules give" if number == 1 else "the hands before give"
        self._compare(record["table"], to_jsonable(dict(session.table)), "table", source)
        state, got = replay_hand(record, session)
        self._compare(record["result"]["breakdown"], breakdown_of(state), "result.breakdown")
        after = [b + r for b, r in zip(session.bankrolls, got)]
        self._compare(record["bankrolls_after"], after, "bankrolls_after")
        session.hand_number = number
        session.finish(state)
        return got

    @staticmethod
    def _raise(problem: str | None) -> None:
        if problem:
            raise RecordError(problem)

    @classmethod
    def _compare(
        cls, recorded: Any, derived: Any, path: str, source: str = "the actions give"
    ) -> None:
        if not agrees(recorded, derived):
            cls._raise(difference(recorded, derived, path, source))

    def _session_of(self, record: dict) -> Session:
        info = record["session"]
        game = games.canonical(record["game"])
        if info["id"] != self.id or self.session is None:
            if self.id is not None:
                self.ended.add(_digest(self.id))
            if _digest(info["id"]) in self.ended:
                raise RecordError(
                    f"session.id {show(info['id'])} is a session whose hands "
                    "ended on an earlier line"
                )
            self.id, self.session = info["id"], None
            self.first = {"game": game, "variant": record["variant"], "seed": info["seed"]}
            rules = rules_of(record)
            try:
                self.session = Session.start(game, rules, info["seed"])
            except Exception as exc:  # rules the game cannot play: refused, never a crash
                raise RecordError(f"variant cannot be used: {why(exc)}") from None
            return self.session
        if game != self.first["game"]:
            raise RecordError(
                f"game is {show(record['game'])}, the session's first hand has "
                f"{show(self.first['game'])}"
            )
        if info["seed"] != self.first["seed"]:
            raise RecordError(
                f"session.seed is {show(info['seed'])}, the session's first hand "
                f"has {show(self.first['seed'])}"
            )
        self._compare(
            record["variant"], self.first["variant"], "variant", "the session's first hand has"
        )
        return self.session


def why(exc: BaseException) -> str:
    """An exception in a message: one short line."""
    text = " ".join(str(exc).split()) or type(exc).__name__
    return text if len(text) <= 120 else text[:117] + "..."


def rules_of(record: dict):
    """The rules the record's variant gives, each option as written (3, not 3.0)."""
    try:
        rules = games.get(record["game"]).rules_from_dict(record["variant"])
        read = to_jsonable(rules.to_dict())
    except Exception as exc:  # whatever a game's rules refuse: refused, never a crash
        raise RecordError(f"variant cannot be used: {why(exc)}") from None
    for key, value in record["variant"].items():
        if key in read:
            problem = difference(value, read[key], field("variant", key), "the rules read it as")
            if problem:
                raise RecordError(problem)
    return rules


def replay_hand(record: dict, session: Session) -> tuple[Any, list[float]]:
    """The finished hand its actions make from the session's table, checked against the
    record's returns and deal; (state, returns)."""
    actions = record["actions"]
    number = 0
    try:
        state = session.spec.new_hand(session.rules, dict(session.table))
        for number, action in enumerate(actions, 1):
            try:
                state.apply(action)  # checks the move first (CheckedState), as is_legal
            except IllegalAction:
                if state.is_legal(action):
                    raise  # refused by something after the check
                shown = action if len(action) <= 60 else action[:57] + "..."
                raise RecordError(f"move {number} ({shown!r}) is not legal here") from None
        finished = state.is_terminal()
        got = [float(x) for x in state.returns()] if finished else []
        dealt = deal_of(state) if finished else []
    except RecordError:
        raise
    except Exception as exc:  # a move the rules choke on is a move they refuse
        where = f"move {number}" if number else "variant/table"
        raise RecordError(f"{where} cannot be played: {why(exc)}") from None
    if not finished:
        raise RecordError(f"the actions stop before the hand is over ({len(actions)} moves)")
    want = record["result"]["returns"]
    if len(want) != len(got) or len(record["seats"]) != len(got):
        raise RecordError(
            f"the hand has {len(got)} seats but the record lists "
            f"{len(record['seats'])} seats and {len(want)} returns"
        )
    for seat, (g, w) in enumerate(zip(got, want)):
        if not same_number(w, g):
            shown = f"{g:g}", f"{w:g}"
            if shown[0] == shown[1]:  # every digit: 9.5 against 9.500000001 read "9.5 ... 9.5"
                shown = show(g), show(w)
            raise RecordError(
                f"result mismatch: seat {seat} gets {shown[0]} on replay but the record says "
                f"{shown[1]}"
            )
    if record["deal"] != dealt:
        raise RecordError(
            f"the recorded deal does not match the actions: {_deal_difference(record['deal'], dealt)}"
        )
    return state, got


def _deal_difference(recorded: list, dealt: list) -> str:
    """Where a recorded deal first differs from the one the actions make, in a player's
    words: it named seat 5 of seats 0-4 for a seat left out, and "seat 0" for a card "Qz"."""
    if len(recorded) != len(dealt):
        return f"it lists {len(recorded)} seats' pieces, the hand deals {len(dealt)} seats"
    seat, mine, theirs = next((s, a, b) for s, (a, b) in enumerate(zip(recorded, dealt)) if a != b)
    if not (isinstance(mine, list) and isinstance(theirs, list)) or len(mine) != len(theirs):
        count = len(mine) if isinstance(mine, list) else "no list of"
        return f"seat {seat} has {count} pieces where the actions deal it {len(theirs)}"
    at = next(i for i, (a, b) in enumerate(zip(mine, theirs)) if a != b)
    shown = json.dumps(mine[at], ensure_ascii=False)
    if len(shown) > 24:  # (a damaged file's token may be megabytes)
        shown = shown[:20] + "…"
    return f"seat {seat}'s piece {at + 1} is {shown} where the actions deal {theirs[at]}"
