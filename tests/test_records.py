"""Records: write, read, validate and replay a session; every kind of damage is refused whole."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from gupai_desktop.engine import games
from gupai_desktop.engine.dominoes import Tile
from gupai_desktop.engine.paigow.settings import Setting
from gupai_desktop.engine.session import Session
from gupai_desktop.records import autosave, io
from gupai_desktop.records.format import (
    FORMAT,
    VERSION,
    RecordError,
    _validator,
    schema,
    to_jsonable,
)

HANDS = 12


def seats_for(rules) -> list[dict]:
    names = games.get("paigow").seat_names(rules)
    return [
        {"name": n, "kind": "human" if i == 1 else "ai", "level": None if i == 1 else "house"}
        for i, n in enumerate(names)
    ]


def play(state) -> None:
    """A deterministic stand-in player, so these tests do not depend on the AI."""
    while not state.is_terminal():
        state.apply(state.legal_actions()[-1])


def play_session(hands=HANDS, seed=11, **rules):
    spec = games.get("paigow")
    rules = spec.rules_from_dict({"banking": "rotate", **rules})
    session = Session.start("paigow", rules, seed)
    records = []
    for _ in range(hands):
        state = session.deal()
        play(state)
        records.append(io.hand_record(session, state, seats_for(rules)))
        session.finish(state)
    return session, records


@pytest.fixture(scope="module")
def session_records():
    return play_session()


@pytest.fixture
def good_file(tmp_path, session_records):
    path = tmp_path / "session.jsonl"
    for record in session_records[1]:
        io.append(path, record)
    return path


def test_round_trip(good_file, session_records):
    session, records = session_records
    back = io.read(good_file)
    assert back == json.loads(json.dumps(records))
    summary = io.validate(good_file)
    assert (summary.hands, summary.matched, summary.games) == (HANDS, HANDS, ["paigow"])
    assert summary.all_match
    assert summary.totals == pytest.approx(session.net)
    assert summary.names == ["House", "You", "AI 1", "AI 2", "AI 3"]
    assert io.replay(back).totals == pytest.approx(session.net)
    assert len(good_file.read_text().splitlines()) == HANDS


def test_record_fields(session_records):
    session, records = session_records
    r = records[1]
    assert (r["format"], r["version"], r["game"]) == (FORMAT, VERSION, "paigow")
    assert r["variant"] == session.rules.to_dict()
    assert r["session"]["hand"] == 2 and r["session"]["seed"] == 11
    assert r["seats"][1] == {"seat": 1, "name": "You", "kind": "human", "level": None}
    assert r["actions"][0].startswith("shuffle:") and r["actions"][1].startswith("dice:")
    assert all(len(hand) == 4 for hand in r["deal"])
    banker = r["table"]["banker"]
    b = r["result"]["breakdown"]
    assert b["banker"] == banker and "house_take" in b
    for seat_result in b["results"]:
        assert {"role", "outcome", "gross", "commission", "net"} <= set(seat_result)
        if seat_result["seat"] == banker:
            assert seat_result["role"] == "banker" and seat_result["high"] is None
        else:
            for which in ("high", "low"):
                c = seat_result[which]
                assert c["winner"] in ("player", "banker") and c["reason"]
                assert len(c["player_hand"]) == 2 and len(c["banker_hand"]) == 2
    assert [x["net"] for x in b["results"]] == r["result"]["returns"]


def test_table_and_bankrolls_are_the_hands_own(session_records):
    """Recorded before finish(): the table is the one dealt on, bankrolls are after the hand."""
    session, records = session_records
    bankers = [r["table"]["banker"] for r in records]
    assert len(set(bankers)) > 1  # the bank rotated and each hand kept its own banker
    running = [1000.0] * 5
    for r in records:
        running = [a + b for a, b in zip(running, r["result"]["returns"])]
        assert r["bankrolls_after"] == pytest.approx(running)
    assert records[-1]["bankrolls_after"] == pytest.approx(session.bankrolls)


def test_unfinished_hand_is_not_recorded():
    rules = games.get("paigow").rules_from_dict({})
    session = Session.start("paigow", rules, 1)
    state = session.deal()
    with pytest.raises(RecordError, match="finished"):
        io.hand_record(session, state, seats_for(rules))


def test_to_jsonable_tokens():
    assert to_jsonable(Tile(6, 6)) == "6-6"
    s = Setting.of((Tile(3, 1), Tile(2, 1)), (Tile(6, 6), Tile(6, 6)))
    assert to_jsonable(s) == s.token() == "3-1 2-1|6-6 6-6"
    assert to_jsonable({1: (Tile(4, 2), None)}) == {"1": ["4-2", None]}


def test_replay_steps(session_records):
    record = session_records[1][0]
    steps = list(io.replay_steps(record))
    assert len(steps) == len(record["actions"])
    assert not steps[0].is_terminal() and steps[-1].is_terminal()
    assert steps[-1].returns() == record["result"]["returns"]
    assert steps[2].history() == record["actions"][:3]  # each step is its own copy


def test_replay_steps_illegal(session_records):
    record = json.loads(json.dumps(session_records[1][0]))
    record["actions"][2] = "set:6-6 6-6|1-1 1-1"
    with pytest.raises(RecordError, match="move 3"):
        list(io.replay_steps(record))


def test_append_fsyncs_every_hand(tmp_path, session_records, monkeypatch):
    calls = []
    real = io.os.fsync
    monkeypatch.setattr(io.os, "fsync", lambda fd: (calls.append(fd), real(fd)))
    for record in session_records[1][:3]:
        io.append(tmp_path / "s.jsonl", record)
    assert len(calls) >= 3


def test_append_refuses_a_bad_record(tmp_path, session_records):
    path = tmp_path / "s.jsonl"
    bad = dict(session_records[1][0])
    del bad["actions"]
    with pytest.raises(RecordError, match="actions"):
        io.append(path, bad)
    assert not path.exists()


def test_append_after_an_interrupted_write_sets_the_cut_line_aside(tmp_path, session_records):
    """A hand cut off by a kill mid-write (its autosave brings it back) is moved beside the
    file, so the session's next hands are recorded after the whole ones; it refused them."""
    path = tmp_path / "s.jsonl"
    first, second = session_records[1][:2]
    io.append(path, first)
    cut = (json.dumps(second) + "\n")[:100]
    with open(path, "a") as f:
        f.write(cut)
    io.append(path, second)
    assert io.read(path) == [first, second]
    (aside,) = tmp_path.glob("s.jsonl.cut-*")
    assert aside.read_text() == cut


def test_append_ends_a_whole_last_line_written_without_its_newline(tmp_path, session_records):
    path = tmp_path / "s.jsonl"
    first, second = session_records[1][:2]
    path.write_text(json.dumps(first))
    io.append(path, second)
    assert io.read(path) == [first, second] and not list(tmp_path.glob("*.cut-*"))


def test_write_is_atomic_and_readable(tmp_path, session_records):
    path = tmp_path / "s.jsonl"
    path.write_text("old")
    io.write(path, session_records[1])
    assert io.validate(path).hands == HANDS
    assert [p.name for p in tmp_path.iterdir()] == ["s.jsonl"]


# -- damage ---------------------------------------------------------------------------------


def _lines(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines()


def _edit(line: str, change) -> str:
    record = json.loads(line)
    change(record)
    return json.dumps(record)


def _flip_result(r):
    r["result"]["returns"][1] += 10


def _illegal_move(r):
    r["actions"][1] = "dice:9,9,9"


def _wrong_deal(r):
    r["deal"][0], r["deal"][1] = r["deal"][1], r["deal"][0]


def _seat_left_out(r):
    r["deal"] = r["deal"][:-1]


def _not_a_tile(r):
    r["deal"][2][1] = "6-7"


def _short_hand(r):
    r["actions"] = r["actions"][:3]


DAMAGE = {
    "truncated last line": (lambda ls: ls[:-1] + [ls[-1][:200]], r"line 12: not JSON.*cut off"),
    "truncated middle line": (lambda ls: ls[:4] + [ls[4][:-30]] + ls[5:], r"line 5: not JSON"),
    "flipped result": (
        lambda ls: ls[:3] + [_edit(ls[3], _flip_result)] + ls[4:],
        r"line 4: result mismatch: seat 1",
    ),
    "illegal action": (
        lambda ls: ls[:6] + [_edit(ls[6], _illegal_move)] + ls[7:],
        r"line 7: move 2 \('dice:9,9,9'\) is not legal",
    ),
    "deal does not match": (
        lambda ls: [_edit(ls[0], _wrong_deal)] + ls[1:],
        r"line 1: the recorded deal does not match the actions: seat 0's piece 1 is ",
    ),
    # Found by a new user: these named seat 5 of seats 0-4, and "seat 0" for a bad token.
    "deal lacks a seat": (
        lambda ls: [_edit(ls[0], _seat_left_out)] + ls[1:],
        r"line 1: .* it lists 4 seats' pieces, the hand deals 5 seats$",
    ),
    "deal has no such tile": (
        lambda ls: [_edit(ls[0], _not_a_tile)] + ls[1:],
        r"line 1: .* seat 2's piece 2 is \"6-7\" where the actions deal ",
    ),
    "hand not over": (
        lambda ls: ls[:-1] + [_edit(ls[-1], _short_hand)],
        r"line 12: the actions stop before the hand is over",
    ),
    "foreign json": (lambda ls: ['{"name": "not a record", "items": [1, 2]}'], r"foreign file"),
    "foreign json array": (lambda ls: ["[1, 2, 3]"], r"foreign file.*a JSON array"),
    "foreign text": (lambda ls: ["Shopping list", "- tea"], r"foreign file.*line 1 is not JSON"),
    "foreign line later": (
        lambda ls: ls[:2] + ['{"format": "other"}'] + ls[2:],
        r"line 3: not a gupai record \(format is 'other'",
    ),
    "wrong version": (
        lambda ls: ls[:1] + [ls[1].replace('"version":1', '"version":2', 1)] + ls[2:],
        r"line 2: unsupported record version 2",
    ),
    "unknown game": (
        lambda ls: [ls[0].replace('"game":"paigow"', '"game":"tarot"', 1)],
        r"line 1: unknown game 'tarot'",
    ),
    "schema violation": (
        lambda ls: [ls[0].replace('"kind":"human"', '"kind":"robot"', 1)],
        r"line 1: schema: seats/1/kind",
    ),
}


@pytest.mark.parametrize("name", sorted(DAMAGE))
def test_damaged_file_is_refused_whole(tmp_path, good_file, name):
    change, message = DAMAGE[name]
    path = tmp_path / "damaged.jsonl"
    path.write_text("\n".join(change(_lines(good_file))) + "\n", encoding="utf-8")
    if name == "truncated last line":
        path.write_text(path.read_text().rstrip("\n"))
    imported = None
    with pytest.raises(RecordError, match=message) as info:
        imported = io.read(path)
    assert imported is None  # nothing comes back, not even good hands
    assert "\n" not in str(info.value) and str(info.value).startswith("damaged.jsonl")
    with pytest.raises(RecordError, match=message):
        io.validate(path)


@pytest.mark.parametrize(
    "content, message",
    [
        (b"", "empty"),
        (b"\n  \n", "empty"),
        (bytes(range(256)) * 4, "not a gupai record file"),
        (b"\x00\x01\x02binary", "binary data"),
        (b"\x89PNG\r\n\x1a\n\x00\x00", "not a gupai record file"),
    ],
)
def test_junk_files(tmp_path, content, message):
    path = tmp_path / "junk.jsonl"
    path.write_bytes(content)
    with pytest.raises(RecordError, match=message):
        io.read(path)


def test_missing_file(tmp_path):
    with pytest.raises(RecordError, match="cannot read"):
        io.read(tmp_path / "nope.jsonl")


def test_replay_names_the_hand(session_records):
    records = json.loads(json.dumps(session_records[1]))
    records[5]["result"]["returns"][0] += 0.5
    with pytest.raises(RecordError, match=r"hand 6 \(session hand 6\): result mismatch"):
        io.replay(records)
    records[5]["result"]["returns"][0] -= 0.5 - 1e-12  # within tolerance
    assert io.replay(records).all_match


def test_a_result_mismatch_shows_every_digit_of_both_numbers(session_records):
    """Found by a new user: 1e-9 more than the replay read "gets 9.5 ... the record says 9.5"."""
    records = json.loads(json.dumps(session_records[1]))
    got = records[5]["result"]["returns"][0]
    records[5]["result"]["returns"][0] = got + 1e-8
    with pytest.raises(RecordError) as raised:
        io.replay(records)
    assert f"gets {json.dumps(got)} on replay but the record says {json.dumps(got + 1e-8)}" in str(
        raised.value
    )


# -- schema ---------------------------------------------------------------------------------


def test_schema_is_valid_2020_12():
    from jsonschema import Draft202012Validator

    Draft202012Validator.check_schema(schema())
    assert schema()["$schema"].endswith("2020-12/schema")
    assert _validator().is_valid(play_session(1)[1][0])


@pytest.mark.parametrize("field", sorted(schema()["required"]))
def test_schema_rejects_missing_field(session_records, field):
    record = json.loads(json.dumps(session_records[1][0]))
    del record[field]
    with pytest.raises(RecordError, match=f"'{field}'"):
        io.check_record(record)


@pytest.mark.parametrize(
    "path, message",
    [
        (("result", "returns"), "result: 'returns' is a required property"),
        (("session", "seed"), "session: 'seed' is a required property"),
        (("table", "banker"), "table: 'banker' is a required property"),
    ],
)
def test_schema_rejects_missing_nested_field(session_records, path, message):
    record = json.loads(json.dumps(session_records[1][0]))
    del record[path[0]][path[1]]
    with pytest.raises(RecordError, match=message):
        io.check_record(record)


def test_schema_rejects_wrong_types(session_records):
    record = json.loads(json.dumps(session_records[1][0]))
    record["result"]["returns"][2] = "ten"
    with pytest.raises(RecordError, match="""result/returns/2: "ten" is not of type 'number'"""):
        io.check_record(record)


def test_a_value_json_cannot_write_is_refused_in_its_python_words(session_records):
    """A record being written may hold anything; its refusal names the value as Python does
    where JSON cannot write it (the message's JSON had raised a TypeError instead)."""
    record = json.loads(json.dumps(session_records[1][0]))
    record["seats"][1]["level"] = {1, 2}
    with pytest.raises(RecordError, match=r"seats/1/level: \{1, 2\} is not of type 'string'"):
        io.check_record(record)


# -- autosave -------------------------------------------------------------------------------


def test_autosave_round_trip_and_resume(tmp_path):
    rules = games.get("paigow").rules_from_dict({"banking": "rotate"})
    session = Session.start("paigow", rules, 3)
    state = session.deal()
    state.apply(state.legal_actions()[0])  # seat 1 has set; the rest have not
    written = autosave.save(tmp_path, session.to_dict(), state.history(), {"levels": ["house"]})
    assert written == tmp_path / autosave.FILE_NAME
    data = autosave.load(tmp_path)
    assert data["hand_actions"] == state.history() and data["extra"] == {"levels": ["house"]}
    resumed_session, resumed = autosave.resume(data)[:2]
    assert resumed.history() == state.history()
    assert resumed.current_player() == state.current_player()
    assert resumed_session.to_dict() == session.to_dict()
    autosave.clear(tmp_path)
    assert autosave.load(tmp_path) is None
    autosave.clear(tmp_path)  # clearing twice is harmless


def _saved_hand(extra: dict) -> dict:
    session = Session.start("paigow", games.get("paigow").default_rules(), 3)
    state = session.deal()
    return {"session": session.to_dict(), "hand_actions": state.history(), "extra": extra}


def test_resume_keeps_what_the_app_saved_beside_the_hand():
    extra = {
        "level": "optimal",
        "draft": ["6-6", "1-1", "2-2", "3-3"],
        "hinted": {"0": []},
        "undo": [],
        "session_id": "paigow-20261127-101500-00003",
    }
    saved = autosave.resume(_saved_hand(extra))
    assert (saved.level, saved.draft, saved.hinted, saved.undo, saved.session_id) == (
        "optimal",
        extra["draft"],
        extra["hinted"],
        [],
        extra["session_id"],
    )


@pytest.mark.parametrize(
    "field, value",
    [
        ("level", 5),
        ("level", "godlike"),
        ("level", "house,house,house,house,house,house,house,house"),
        ("draft", [1, 2, "x"]),
        ("draft", "6-6 1-1"),
        ("hinted", [1]),
        ("undo", {"a": 1}),
        ("session_id", "../../outside"),
        ("session_id", "/tmp/x"),
        ("session_id", 5),
    ],
)
def test_resume_leaves_out_what_the_app_saved_in_the_wrong_shape(field, value):
    """Checked, not trusted: the session id names a file the finished hand is appended to, so
    a path out of the records folder is never taken; the rest would break the table."""
    data = _saved_hand({field: value})
    saved = autosave.resume(data)
    assert getattr(saved, field) is None
    assert saved.state.history() == data["hand_actions"]  # and the hand plays on


TABLES_THAT_DO_NOT_FIT = [
    ("da-gunzi", {"levels": ["x", 3]}, "levels ('x', 3): one per team, each 3 to 10"),
    ("da-gunzi", {"levels": [3, 11]}, "levels (3, 11)"),
    ("da-gunzi", {"dealer": 7}, "dealer 7: a seat from 0 to 3"),
    ("da-gunzi", {"blood": -1}, "blood -1: a whole number, at least 0"),
    ("da-gunzi", {"cycle": "x"}, "cycle 'x'"),
    ("da-gunzi", {"cycles_won": [1]}, "cycles_won [1]: one count per team"),
    ("da-gunzi", {"match_over": "x"}, "match_over 'x'"),
    ("dingniu", {"leader": 9}, "leader 9: a seat from 0 to 3"),
    ("small-mahjong", {"leader": 99}, "leader 99: a seat from 0 to 3"),
    ("chinese-poker", {"chips": [1.0]}, "chips: 4 amounts, one a player"),
    ("chinese-poker", {"dealer": 99}, "dealer 99: a seat from 0 to 3"),  # was taken as 3
    ("chinese-poker", {"dealer": 1.5}, "dealer 1.5: a seat from 0 to 3"),  # was taken as 1
    ("paigow", {"banker": 1.5}, "banker 1.5: a seat from 0 to"),  # was taken as 1
    ("paigow", {"banker": 99}, "banker 99: a seat from 0 to"),
]


@pytest.mark.parametrize("game_id, change, says", TABLES_THAT_DO_NOT_FIT)
def test_resume_refuses_a_table_its_game_cannot_start_from(game_id, change, says):
    """Found on a second read: a saved Da Gunzi table with levels of "x" resumed, and the
    hand's settlement raised in the event loop; a leader of 99 raised KeyError mid-replay.
    The state a table starts is the judge, so a record's table is held to the same."""
    session = Session.start(game_id, games.get(game_id).default_rules(), 3)
    state = session.deal()
    session.table = {**session.table, **change}
    data = {"session": session.to_dict(), "hand_actions": state.history(), "extra": {}}
    with pytest.raises(ValueError) as refused:
        autosave.resume(data)
    assert says in str(refused.value)


def test_resume_refuses_a_hand_that_was_never_dealt():
    data = _saved_hand({})
    data["session"]["hand_number"] = 0
    with pytest.raises(ValueError, match="no hand had been dealt"):
        autosave.resume(data)


def test_an_autosave_set_aside_is_kept_under_another_name(tmp_path):
    written = autosave.save(tmp_path, _saved_hand({})["session"], [])
    aside = autosave.set_aside(tmp_path)
    assert not written.exists() and aside is not None and aside.parent == tmp_path
    assert aside.name.startswith("autosave.json.unresumable-") and aside.read_text()
    assert autosave.set_aside(tmp_path) is None  # nothing left to move


def test_autosave_overwrite_leaves_no_temp(tmp_path):
    target = tmp_path / "game.json"
    for n in range(3):
        autosave.save(target, {"n": n}, [], None)
    assert autosave.load(target)["session"] == {"n": 2}
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


@pytest.mark.parametrize(
    "content",
    [
        b'{"format": "gupai-autosave", "vers',
        b"\xff\xfe junk",
        b'{"format": "gupai-autosave", "version": 9}',
        b"[]",
    ],
)
def test_corrupt_autosave_is_moved_aside(tmp_path, content):
    (tmp_path / autosave.FILE_NAME).write_bytes(content)
    messages = []
    assert autosave.load(tmp_path, warn=messages.append) is None
    assert len(messages) == 1 and "moved to autosave.json.corrupt-" in messages[0]
    names = [p.name for p in tmp_path.iterdir()]
    assert autosave.FILE_NAME not in names
    assert any(n.startswith("autosave.json.corrupt-") for n in names)


def test_corrupt_autosave_default_warning(tmp_path):
    (tmp_path / autosave.FILE_NAME).write_text("{")
    with pytest.warns(autosave.AutosaveWarning, match="could not be resumed"):
        assert autosave.load(tmp_path) is None


def test_records_package_is_qt_free():
    root = Path(io.__file__).parent
    for source in root.glob("*.py"):
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            names = (
                [a.name for a in node.names]
                if isinstance(node, ast.Import)
                else [node.module or ""]
                if isinstance(node, ast.ImportFrom)
                else []
            )
            assert not any(
                n.split(".")[0] in ("PySide6", "PyQt5", "PyQt6", "shiboken6") for n in names
            ), source.name


def test_whole_hands_reads_a_session_up_to_a_line_cut_off_by_a_kill(tmp_path, session_records):
    path = tmp_path / "s.jsonl"
    first, second = session_records[1][:2]
    io.append(path, first)
    with open(path, "a") as f:
        f.write(json.dumps(second)[:100])
    with pytest.raises(RecordError, match="cut off"):
        io.read(path)
    assert io.read(path, whole_hands=True) == [first]
