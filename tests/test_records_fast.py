"""Validation at the speed of the data (issue 17): a line that is plain (no odd number, no key
twice), fits the compiled schema and replays to exactly what it says is taken without the walks
that explain a bad line; any other line is checked the whole way, so every refusal names the
same field in the same words as the whole check alone does."""

from __future__ import annotations

import json
import math
import random

import pytest

from gupai_desktop.engine import games
from gupai_desktop.records import format as record_format, io, verify
from gupai_desktop.records.format import RecordError

from depth import scaled
from record_sessions import lines_of, play_records, write_lines

DEEP = "[" * 25 + "]" * 25


@pytest.fixture(scope="module")
def sessions() -> dict[str, list[str]]:
    return {
        game: lines_of(play_records(game, 2, 40 + i)) for i, game in enumerate(games.known_ids())
    }


def whole_check_only(monkeypatch) -> None:
    """The validator as it was before the fast path: every line read with care and walked,
    jsonschema judging the schema, every derived value compared field by field."""
    monkeypatch.setattr(verify, "read", lambda text: (verify.loads(text), False))
    monkeypatch.setattr(io, "read_line", lambda text: (verify.loads(text), False))
    monkeypatch.setattr(
        record_format, "fits", lambda record: record_format._validator().is_valid(record)
    )
    monkeypatch.setattr(verify, "agrees", lambda recorded, derived: False)


def verdict(tmp_path, lines: list[str]) -> str:
    path = write_lines(tmp_path / "r.jsonl", lines)
    try:
        return f"ok {io.validate(path).hands}"
    except RecordError as exc:
        return str(exc)


def paths(value, path=()):
    yield path, value
    items = (
        value.items()
        if isinstance(value, dict)
        else enumerate(value)
        if isinstance(value, list)
        else ()
    )
    for key, item in items:
        yield from paths(item, path + (key,))


def replaced(line: str, path: tuple, value) -> str:
    record = json.loads(line)
    if not path:
        return json.dumps(value)
    target = record
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = value
    return json.dumps(record, separators=(",", ":"), allow_nan=True)


def mutants(line: str):
    """Every number written otherwise (3.0 for 3, true, a 41-digit integer, NaN), and nesting
    25 deep and a key written twice in every object."""
    record = json.loads(line)
    for path, value in paths(record):
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            for other in (float(value), True, 10**41, math.nan, int(value) + 1):
                yield replaced(line, path, other)
        if isinstance(value, dict) and path:
            yield replaced(line, path, {**value, "deep": json.loads(DEEP)})
            first = next(iter(value), None)
            if first is not None:
                inner = json.dumps(value, separators=(",", ":"))
                twice = "{" + json.dumps(first) + ":0," + inner[1:]
                yield replaced(line, path, "\u0001").replace('"\\u0001"', twice)


def test_the_compiled_schema_is_in_use():
    assert record_format._compiled() is not None


@pytest.mark.parametrize("game", games.known_ids())
def test_every_refusal_is_the_whole_checks(tmp_path, sessions, game, monkeypatch):
    lines = sessions[game]
    found = list(mutants(lines[1]))  # 200 to 800; 200 hold each kind 5+ times
    picked = sorted(random.Random(game).sample(range(len(found)), min(len(found), scaled(200))))
    cases = [lines[:1] + [found[i]] for i in picked]
    fast = [verdict(tmp_path, case) for case in cases]
    whole_check_only(monkeypatch)
    slow = [verdict(tmp_path, case) for case in cases]
    for case, got, want in zip(cases, fast, slow):
        assert got == want, case[1][:300]
    assert sum(v.startswith("ok") for v in fast) < len(fast) // 4


def test_an_integer_written_as_a_float_is_refused_by_the_schema(tmp_path, sessions):
    lines = sessions["paigow"]
    bad = replaced(lines[1], ("session", "hand"), 2.0)
    assert (
        verdict(tmp_path, [lines[0], bad])
        == "r.jsonl, line 2: schema: session/hand: 2.0 is not of type 'integer'"
    )


def test_a_long_seed_is_refused_as_today(tmp_path, sessions):
    lines = [replaced(line, ("session", "seed"), 10**45) for line in sessions["paigow"]]
    assert "session.seed is 10000000000000000000... (46 characters), too long" in verdict(
        tmp_path, lines
    )


def test_deep_nesting_in_the_table_is_named(tmp_path, sessions):
    lines = sessions["dingniu"]
    bad = replaced(lines[0], ("table", "x"), json.loads(DEEP))
    assert "nested deeper than 20 levels" in verdict(tmp_path, [bad] + lines[1:])


def test_the_quick_reader_reads_as_loads():
    for text in (
        '{"a":1,"b":[2.5,-0.0,1e-400,"x"]}',
        '{"a":1e999}',
        '{"a":NaN}',
        '{"a":1,"a":2}',
        '{"n":' + "9" * 41 + "}",
        '{"a":1} ',
        ' {"a":1}',
    ):
        value, plain = verify.read(text)
        assert plain == (text in ('{"a":1,"b":[2.5,-0.0,1e-400,"x"]}',)), text
        shown = json.dumps(value, default=lambda bad: bad.text)  # a BadNumber as written
        assert shown == json.dumps(verify.loads(text), default=lambda bad: bad.text)
    with pytest.raises(ValueError):
        verify.read('{"a":1}x')


@pytest.mark.parametrize("game", games.known_ids())
def test_the_compiled_rules_check_takes_no_rules_jsonschema_refuses(sessions, game):
    spec = games.get(game)
    rules = json.loads(sessions[game][0])["variant"]
    cases = [rules, {**rules, "extra": 1}]
    for key, value in rules.items():
        for other in (
            True,
            False,
            None,
            0,
            1,
            1.0,
            2.5,
            -1,
            10**9,
            "x",
            [],
            {},
            float(value) if isinstance(value, int) else "y",
        ):
            cases.append({**rules, key: other})
    for case in cases:
        if record_format._variant_fits(spec.id, case):
            assert record_format._variant_problem(spec, case) is None, case
    assert record_format._variant_fits(spec.id, rules)
