"""Fuzzing record files (issue 15): a valid session of every game, mutated (numbers changed,
NaN and infinities, fields dropped or written twice, lines swapped, repeated, dropped or cut,
wrong types, deep nesting, huge strings, bytes that are not UTF-8), is either refused with one
line naming the file's line, or reads back with every number as the original had it.

The only mutated files that may be accepted are those that still tell the truth: the first
hands of the session (a file cut at a line's end), or a change no number depends on.
"""

from __future__ import annotations

import json
import math
import re

import pytest
from hypothesis import HealthCheck, event, given, settings, strategies as st

from gupai_desktop.engine import games
from gupai_desktop.records import io
from gupai_desktop.records.format import RecordError
from gupai_desktop.records.verify import same_number

from depth import scaled
from record_sessions import lines_of, play_records

GAMES = games.known_ids()
HANDS = 3
FUZZ = settings(
    max_examples=scaled(250),
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
NAME = "mutated.jsonl"
REFUSAL = re.compile(re.escape(NAME) + r"(, line \d+)?: \S[^\n]*")
NUMBER_TOKEN = re.compile(r"(?<=[:\[,])-?\d+(\.\d+)?([eE][-+]?\d+)?(?=[,\]}])")
NOT_FINITE = ["NaN", "-NaN", "Infinity", "-Infinity", "1e999", "-1e400", "1e309"]
OTHER_TYPES = ["x", "", 0, -1, 1.5, True, False, None, [], {}, [1], {"a": 1}, "NaN"]
BAD_BYTES = [
    b"\xff",
    b"\xfe",
    b"\x80",
    b"\xc3",
    b"\xc0\xaf",
    b"\xed\xa0\x80",
    b"\x00",
    b"\xef\xbb\xbf",
    b"\r",
    b"\n",
    b"{",
    b'"',
]
MISSING = object()


@pytest.fixture(scope="module")
def sessions() -> dict[str, list[dict]]:
    """A few hands of each game, played once for the whole module."""
    return {game: play_records(game, HANDS, 20 + i) for i, game in enumerate(GAMES)}


@pytest.fixture(scope="module")
def workdir(tmp_path_factory):
    return tmp_path_factory.mktemp("fuzz")


# -- the judge ------------------------------------------------------------------------------


def differing_number(got, want, path="record") -> str | None:
    """Where `got` holds a number that `want` does not have at the same place: another value
    (3 and 3.0 are one value; floats within the validator's tolerance are the same)."""
    if isinstance(got, dict):
        for key, value in got.items():
            theirs = want.get(key, MISSING) if isinstance(want, dict) else MISSING
            problem = differing_number(value, theirs, f"{path}.{key}")
            if problem:
                return problem
    elif isinstance(got, list):
        for i, value in enumerate(got):
            theirs = want[i] if isinstance(want, list) and i < len(want) else MISSING
            problem = differing_number(value, theirs, f"{path}[{i}]")
            if problem:
                return problem
    elif isinstance(got, (int, float)) and not isinstance(got, bool):
        ok = (
            isinstance(want, (int, float))
            and not isinstance(want, bool)
            and math.isfinite(got)
            and (got == want or same_number(got, float(want)))
        )
        if not ok:
            return f"{path} is {got!r}, the original has {want if want is not MISSING else '-'}"
    return None


def judge(workdir, original: list[dict], data: bytes) -> str:
    """ "refused" or "accepted" (with as many hands as the original, or fewer), after checking
    the promise; the outcome goes to the statistics (--hypothesis-show-statistics)."""
    path = workdir / NAME
    path.write_bytes(data)
    try:
        records = io.read(path)
    except RecordError as exc:
        message = str(exc)
        assert REFUSAL.fullmatch(message), message[:300]
        assert len(message) < 400, message[:300]
        return "refused"
    assert 1 <= len(records) <= len(original)
    for got, want in zip(records, original):
        problem = differing_number(got, want)
        assert problem is None, f"accepted with a number that differs: {problem}"
    assert io.validate(path).hands == len(records)
    return "accepted" if len(records) == len(original) else "accepted, fewer hands"


def fuzzed(workdir, original: list[dict], data: bytes) -> None:
    event(judge(workdir, original, data))


def text(lines: list[str]) -> bytes:
    return "".join(line + "\n" for line in lines).encode("utf-8")


# -- where to mutate ------------------------------------------------------------------------


def paths(value, path=()) -> list[tuple]:
    """Every place in a record (objects' keys and lists' items), parents first."""
    out = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            out += paths(item, path + (key,))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            out += paths(item, path + (i,))
    return out


def at(record, path):
    for step in path:
        record = record[step]
    return record


def replaced(record, path, value):
    """A copy of `record` with the value at `path` replaced (the record itself if path is ())."""
    if not path:
        return value
    copy = json.loads(json.dumps(record))
    at(copy, path[:-1])[path[-1]] = value
    return copy


def dumps(value) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=True)


PLACE = "\u0001PLACE\u0001"


def with_text_at(record, path, raw: str) -> str:
    """The record's line with the JSON text `raw` at `path`."""
    return dumps(replaced(record, path, PLACE)).replace(dumps(PLACE), raw, 1)


@st.composite
def a_line(draw, sessions):
    game = draw(st.sampled_from(GAMES))
    records = sessions[game]
    index = draw(st.integers(0, len(records) - 1))
    return game, records, index


def put_line(records, index, line: str) -> bytes:
    lines = lines_of(records)
    lines[index] = line
    return text(lines)


# -- the fuzz -------------------------------------------------------------------------------


def test_the_originals_are_accepted(sessions, workdir):
    for records in sessions.values():
        assert judge(workdir, records, text(lines_of(records))) == "accepted"


@FUZZ
@given(data=st.data())
def test_numbers_changed(sessions, workdir, data):
    game, records, index = data.draw(a_line(sessions))
    record = records[index]
    numbers = [
        p
        for p in paths(record)
        if isinstance(at(record, p), (int, float)) and not isinstance(at(record, p), bool)
    ]
    where = data.draw(st.sampled_from(numbers))
    old = at(record, where)
    new = data.draw(
        st.one_of(
            st.sampled_from([1, -1, 0.5, 1e-12, 1e-6, 100, -old, 10**30]).map(lambda d: old + d),
            st.integers(-(10**6), 10**6),
            st.floats(),
            st.sampled_from([math.nan, math.inf, -math.inf]),
            st.sampled_from(
                [0, 0.0, -0.0, old * 2, float(old), int(old) if math.isfinite(old) else 0]
            ),
        )
    )
    fuzzed(workdir, records, put_line(records, index, dumps(replaced(record, where, new))))


@FUZZ
@given(data=st.data())
def test_number_tokens_not_finite(sessions, workdir, data):
    game, records, index = data.draw(a_line(sessions))
    line = lines_of(records)[index]
    spots = list(NUMBER_TOKEN.finditer(line))
    spot = data.draw(st.sampled_from(spots))
    token = data.draw(st.sampled_from(NOT_FINITE))
    fuzzed(
        workdir,
        records,
        put_line(records, index, line[: spot.start()] + token + line[spot.end() :]),
    )


@FUZZ
@given(data=st.data())
def test_fields_dropped_or_written_twice(sessions, workdir, data):
    game, records, index = data.draw(a_line(sessions))
    record = records[index]
    keyed = [p for p in paths(record) if p and isinstance(p[-1], str)]
    where = data.draw(st.sampled_from(keyed))
    if data.draw(st.booleans()):
        copy = json.loads(json.dumps(record))
        del at(copy, where[:-1])[where[-1]]
        line = dumps(copy)
    else:
        old = at(record, where)
        twin = data.draw(st.sampled_from([old, None, 0, math.nan, "x"]))
        pair = f"{dumps(where[-1])}:{dumps(twin)}"
        parent = dumps(at(record, where[:-1]))
        doubled = (
            "{" + pair + "," + parent[1:]
            if data.draw(st.booleans())
            else parent[:-1] + "," + pair + "}"
        )
        line = with_text_at(record, where[:-1], doubled)
    fuzzed(workdir, records, put_line(records, index, line))


@FUZZ
@given(data=st.data())
def test_lines_moved_repeated_dropped_or_cut(sessions, workdir, data):
    game = data.draw(st.sampled_from(GAMES))
    records = sessions[game]
    lines = lines_of(records)
    n = len(lines)
    kind = data.draw(st.sampled_from(["swap", "repeat", "drop", "cut", "reverse", "blank"]))
    i, j = data.draw(st.integers(0, n - 1)), data.draw(st.integers(0, n))
    if kind == "swap":
        lines[i], lines[j % n] = lines[j % n], lines[i]
    elif kind == "repeat":
        lines.insert(j, lines[i])
    elif kind == "drop":
        del lines[i]
    elif kind == "reverse":
        lines.reverse()
    elif kind == "blank":
        lines.insert(j, data.draw(st.sampled_from(["", " ", "\r", "\t "])))
    raw = text(lines)
    if kind == "cut":
        raw = raw[: data.draw(st.integers(0, len(raw)))]
    fuzzed(workdir, records, raw)


@FUZZ
@given(data=st.data())
def test_wrong_types(sessions, workdir, data):
    game, records, index = data.draw(a_line(sessions))
    record = records[index]
    where = data.draw(st.sampled_from(paths(record)))
    value = data.draw(st.sampled_from(OTHER_TYPES))
    fuzzed(workdir, records, put_line(records, index, dumps(replaced(record, where, value))))


@FUZZ
@given(data=st.data())
def test_deep_nesting_and_huge_strings(sessions, workdir, data):
    game, records, index = data.draw(a_line(sessions))
    record = records[index]
    where = data.draw(st.sampled_from(paths(record)))
    size = data.draw(st.sampled_from([30, 200, 999, 5000, 100_000]))
    kind = data.draw(st.sampled_from(["lists", "objects", "string", "key"]))
    if kind == "lists":
        raw = "[" * size + "]" * size
    elif kind == "objects":
        raw = '{"a":' * size + "1" + "}" * size
    elif kind == "string":
        raw = dumps("é" * data.draw(st.sampled_from([10_000, 600_000, 1_100_000])))
    else:
        raw = "{" + dumps("k" * size * 10) + ":1}"
    fuzzed(workdir, records, put_line(records, index, with_text_at(record, where, raw)))


@FUZZ
@given(data=st.data())
def test_bytes_that_are_not_utf8(sessions, workdir, data):
    game = data.draw(st.sampled_from(GAMES))
    records = sessions[game]
    raw = bytearray(text(lines_of(records)))
    spot = data.draw(st.integers(0, len(raw)))
    junk = data.draw(st.sampled_from(BAD_BYTES))
    if data.draw(st.booleans()):
        raw[spot : spot + len(junk)] = junk
    else:
        raw[spot:spot] = junk
    fuzzed(workdir, records, bytes(raw))
