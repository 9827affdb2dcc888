"""The `gupai simulate` and `gupai record` contract: output, determinism and exit codes."""

from __future__ import annotations

import io
import json
import subprocess
import sys

import pytest

from gupai_desktop.cli.main import main


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def recorded(tmp_path, capsys):
    path = tmp_path / "sim.jsonl"
    code, out, err = run(
        capsys,
        "simulate",
        "paigow",
        "--hands",
        "20",
        "--seed",
        "7",
        "--record",
        str(path),
        "--json",
        "--rule",
        "banking=rotate",
    )
    assert code == 0 and err == ""
    return path, json.loads(out)


def test_simulate_record_validate_replay(recorded, capsys):
    path, stats = recorded
    assert stats["hands"] == 20 and stats["record"] == str(path)
    assert len(path.read_text().splitlines()) == 20
    code, out, err = run(capsys, "record", "validate", str(path))
    assert (code, out, err) == (0, "ok: 20 hands of paigow\n", "")
    code, out, err = run(capsys, "record", "replay", str(path))
    assert code == 0 and err == ""
    assert out.splitlines()[0] == "hands: 20 (paigow)"
    assert out.splitlines()[-1] == "all 20 results match"
    code, out, _ = run(capsys, "record", "replay", str(path), "--json")
    replayed = json.loads(out)
    assert replayed["all_match"] and replayed["hands"] == 20
    assert [s["net"] for s in replayed["seats"]] == pytest.approx(
        [s["net"] for s in stats["seats"]]
    )


def test_a_file_of_two_games_sums_each_game_s_seats_apart(recorded, tmp_path, capsys):
    """Files joined together: seat 0 of Ding Niu is AI 0, of Pai Gow the House; one sum over
    both credited the House's winnings to AI 0."""
    path, stats = recorded
    other = tmp_path / "dn.jsonl"
    assert (
        run(capsys, "simulate", "dingniu", "--hands", "3", "--seed", "1", "--record", str(other))[0]
        == 0
    )
    mixed = tmp_path / "mixed.jsonl"
    mixed.write_text(other.read_text() + path.read_text())
    code, out, err = run(capsys, "record", "replay", str(mixed))
    lines = out.splitlines()
    assert code == 0 and err == ""
    assert lines[0] == "hands: 23 (dingniu, paigow)" and lines[-1] == "all 23 results match"
    assert lines[1] == "dingniu: 3 hands" and "paigow: 20 hands" in lines
    assert lines[lines.index("paigow: 20 hands") + 1].startswith("  seat 0 (House): ")
    code, out, _ = run(capsys, "record", "replay", str(mixed), "--json")
    replayed = json.loads(out)
    assert replayed["seats"] == [] and list(replayed["by_game"]) == ["dingniu", "paigow"]
    assert replayed["by_game"]["paigow"]["hands"] == 20
    assert [s["net"] for s in replayed["by_game"]["paigow"]["seats"]] == pytest.approx(
        [s["net"] for s in stats["seats"]]
    )


def test_simulated_records_say_who_played(recorded):
    path, _ = recorded
    first = json.loads(path.read_text().splitlines()[0])
    assert all(s["kind"] == "ai" and s["level"] == "house" for s in first["seats"])
    assert first["variant"]["banking"] == "rotate"


@pytest.mark.parametrize(
    "game, names",
    [
        ("dingniu", ["AI 0", "AI 1", "AI 2", "AI 3"]),
        ("da-gunzi", ["South", "East", "North", "West"]),
    ],
)
def test_no_seat_of_a_hand_only_ais_played_is_called_you(game, names, tmp_path, capsys):
    """The seat the app's user plays is an AI's in `simulate`: named as the app's replay names
    it, in the statistics, in the record and in `record replay`, also of a record an earlier
    version wrote with "You" in it."""
    path = tmp_path / "sim.jsonl"
    code, out, _ = run(
        capsys, "simulate", game, "--hands", "1", "--seed", "2", "--record", str(path), "--json"
    )
    assert code == 0 and [s["name"] for s in json.loads(out)["seats"]] == names
    record = json.loads(path.read_text())
    assert [s["name"] for s in record["seats"]] == names
    old = tmp_path / "old.jsonl"
    for s, engine_name in zip(record["seats"], ["You"] + [n for n in names[1:]]):
        s["name"] = "Partner" if engine_name == "North" else engine_name
    old.write_text(json.dumps(record) + "\n")
    for source in (path, old):
        code, out, _ = run(capsys, "record", "replay", str(source), "--json")
        assert code == 0 and [s["name"] for s in json.loads(out)["seats"]] == names


def test_simulate_text_statistics(capsys):
    code, out, err = run(capsys, "simulate", "paigow", "--hands", "30", "--seed", "3")
    lines = out.splitlines()
    assert code == 0 and err == ""
    assert lines[0] == "paigow: 30 hands, seed 3, AI level house"
    assert "95% CI" in lines[1] and len(lines) == 2 + 5 + 1
    assert lines[-1].startswith("seat 1 (AI 0): win ")


def test_simulate_json_statistics(capsys):
    code, out, _ = run(capsys, "simulate", "paigow", "--hands", "40", "--seed", "1", "--json")
    stats = json.loads(out)
    assert code == 0 and len(out.splitlines()) == 1
    assert sum(s["net"] for s in stats["seats"]) == pytest.approx(0)  # the table is zero-sum
    for s in stats["seats"]:
        assert s["ci95"][0] <= s["mean"] <= s["ci95"][1]
        assert s["mean"] == pytest.approx(s["net"] / 40)
    u = stats["user_seat"]
    assert u["seat"] == 1 and u["win"] + u["push"] + u["lose"] == pytest.approx(1)


@pytest.mark.parametrize(
    "extra",
    [
        [],
        ["--json"],
        ["--level", "optimal"],
        ["--rule", "banking=rotate", "--rule", "ai_players=1"],
    ],
)
def test_same_seed_same_output(capsys, extra):
    first = run(capsys, "simulate", "paigow", "--hands", "15", "--seed", "42", *extra)
    second = run(capsys, "simulate", "paigow", "--hands", "15", "--seed", "42", *extra)
    assert first == second and first[0] == 0
    other = run(capsys, "simulate", "paigow", "--hands", "15", "--seed", "43", *extra)
    assert other[1] != first[1]


def test_levels_per_seat(capsys):
    code, out, _ = run(
        capsys,
        "simulate",
        "paigow",
        "--hands",
        "5",
        "--seed",
        "2",
        "--json",
        "--level",
        "house",
        "optimal",
        "house",
        "house",
        "house",
    )
    assert code == 0
    assert [s["level"] for s in json.loads(out)["seats"]] == [
        "house",
        "optimal",
        "house",
        "house",
        "house",
    ]


@pytest.mark.parametrize(
    "argv, message",
    [
        (["simulate", "tarot", "--hands", "5", "--seed", "1"], "unknown game 'tarot'"),
        (
            ["simulate", "paigow", "--hands", "0", "--seed", "1"],
            "--hands: '0': from 1 to 1000000000000",
        ),
        (["simulate", "paigow", "--hands", "x", "--seed", "1"], "not a whole number"),
        (["simulate", "paigow", "--hands", "5", "--seed", "1", "--level", "genius"], "genius"),
        (
            ["simulate", "paigow", "--hands", "5", "--seed", "1", "--level", "house", "house"],
            "one per seat",
        ),
        (
            ["simulate", "paigow", "--hands", "5", "--seed", "1", "--rule", "colour=red"],
            "KEY=VALUE",
        ),
        (
            ["simulate", "paigow", "--hands", "5", "--seed", "1", "--rule", "banking=sometimes"],
            "banking",
        ),
        (["simulate", "paigow", "--hands", "5"], "--seed"),
        (  # "the following arguments are required: GAME" named neither
            ["simulate", "--hands", "1", "--seed", "1", "--level", "house", "paigow"],
            "GAME is missing: 'paigow' was read as a value of the option before it; put GAME "
            "before the options",
        ),
        (["simulate", "--hands", "1", "--seed", "1"], "required: GAME"),
    ],
)
def test_simulate_errors(capsys, argv, message):
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert err.startswith("gupai: ") and message in err and err.count("\n") == 1


def test_record_errors_are_one_line(tmp_path, recorded, capsys):
    path, _ = recorded
    lines = path.read_text().splitlines()
    record = json.loads(lines[4])
    record["result"]["returns"][1] += 1
    lines[4] = json.dumps(record)
    bad = tmp_path / "bad.jsonl"
    bad.write_text("\n".join(lines) + "\n")
    for command in ("validate", "replay"):
        code, out, err = run(capsys, "record", command, str(bad))
        assert code == 2 and out == ""
        assert (
            err == "gupai: error: bad.jsonl, line 5: result mismatch: seat 1 gets "
            f"{record['result']['returns'][1] - 1:g} on replay but the record says "
            f"{record['result']['returns'][1]:g}\n"
        )


@pytest.mark.parametrize(
    "content, message",
    [
        (b"", "empty"),
        (b"\x00\xff\xfe", "not a gupai record file"),
        (b'{"hello": "world"}\n', "foreign file"),
        (b"null\n", "a JSON null, not an object"),  # it said "a JSON NoneType"
        (b'"str"\n', "a JSON string, not an object"),
        (b"[1, 2]\n", "a JSON array, not an object"),
        (b"7\n", "a JSON number, not an object"),
    ],
)
def test_record_validate_junk(tmp_path, capsys, content, message):
    path = tmp_path / "junk.jsonl"
    path.write_bytes(content)
    code, out, err = run(capsys, "record", "validate", str(path))
    assert code == 2 and out == "" and message in err and err.count("\n") == 1


def test_record_validate_and_replay_read_standard_input(recorded, capsys, monkeypatch):
    """FILE `-` is standard input, read as bytes like a file; its problems name it."""
    path, _ = recorded

    def stdin(data: bytes) -> None:
        monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(data), encoding="utf-8"))

    stdin(path.read_bytes())
    assert run(capsys, "record", "validate", "-") == (0, "ok: 20 hands of paigow\n", "")
    stdin(path.read_bytes())
    code, out, _ = run(capsys, "record", "replay", "-")
    assert code == 0 and out.splitlines()[-1] == "all 20 results match"
    stdin(path.read_bytes()[:-40])
    code, out, err = run(capsys, "record", "validate", "-")
    assert code == 2 and out == "" and err.count("\n") == 1
    assert "standard input, line 20: not JSON" in err and "cut off" in err
    stdin(b"")
    code, _, err = run(capsys, "record", "validate", "-")
    assert code == 2 and "standard input: the file is empty" in err


def test_record_missing_file(tmp_path, capsys):
    code, _, err = run(capsys, "record", "validate", str(tmp_path / "none.jsonl"))
    assert code == 2 and "cannot read" in err


def test_exit_status_through_a_process(recorded, tmp_path):
    """The real entry point: status 0 for a good file, 2 and one stderr line for a bad one."""
    path, _ = recorded
    cmd = [
        sys.executable,
        "-c",
        "import sys; from gupai_desktop.cli.main import main; sys.exit(main())",
        "record",
        "validate",
    ]
    good = subprocess.run(cmd + [str(path)], capture_output=True, text=True)
    assert (good.returncode, good.stdout, good.stderr) == (0, "ok: 20 hands of paigow\n", "")
    junk = tmp_path / "junk.jsonl"
    junk.write_text("not json\n")
    bad = subprocess.run(cmd + [str(junk)], capture_output=True, text=True)
    assert bad.returncode == 2 and bad.stdout == "" and bad.stderr.count("\n") == 1


def test_record_replaces_only_a_record_and_keeps_its_mode(tmp_path, capsys):
    """`--record notes.txt` replaced the user's notes without a word, a typo's missing folder
    was made, and a replaced file came back with mode 0600 (mkstemp's)."""
    import os
    import stat

    notes = tmp_path / "notes.txt"
    notes.write_text("my notes\n")
    code, out, err = run(
        capsys, "simulate", "paigow", "--hands", "2", "--seed", "1", "--record", str(notes)
    )
    assert code == 2 and "is not a gupai record" in err and notes.read_text() == "my notes\n"
    code, _, err = run(
        capsys,
        "simulate",
        "paigow",
        "--hands",
        "2",
        "--seed",
        "1",
        "--record",
        str(tmp_path / "typo" / "x.jsonl"),
    )
    assert code == 2 and "no such folder" in err and not (tmp_path / "typo").exists()
    record = tmp_path / "r.jsonl"
    assert (
        run(capsys, "simulate", "paigow", "--hands", "2", "--seed", "1", "--record", str(record))[0]
        == 0
    )
    if os.name == "posix":
        os.chmod(record, 0o640)
    assert (
        run(capsys, "simulate", "paigow", "--hands", "3", "--seed", "1", "--record", str(record))[0]
        == 0
    )
    assert len(record.read_text().splitlines()) == 3
    if os.name == "posix":
        assert stat.S_IMODE(record.stat().st_mode) == 0o640


@pytest.mark.skipif(sys.platform == "win32", reason="pipes and links of POSIX")
def test_record_replaces_no_device_or_pipe_and_writes_through_a_link(tmp_path, capsys):
    """`--record /dev/null` made /dev/null a plain file (run as root), a pipe's name waited
    for a writer for ever, and a link to a record was replaced by a file, its record kept."""
    import os

    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    code, _, err = run(
        capsys, "simulate", "paigow", "--hands", "2", "--seed", "1", "--record", str(pipe)
    )
    assert code == 2 and "a device or a pipe, not a file" in err and pipe.is_fifo()
    record, link = tmp_path / "r.jsonl", tmp_path / "link.jsonl"
    run(capsys, "simulate", "paigow", "--hands", "2", "--seed", "1", "--record", str(record))
    link.symlink_to(record.name)
    code, _, _ = run(
        capsys, "simulate", "paigow", "--hands", "3", "--seed", "1", "--record", str(link)
    )
    assert code == 0 and link.is_symlink() and len(record.read_text().splitlines()) == 3
    through, gone = tmp_path / "through.jsonl", tmp_path / "gone.jsonl"
    through.symlink_to(pipe.name)  # (/dev/stdout is a link to a pipe too)
    code, _, err = run(
        capsys, "simulate", "paigow", "--hands", "1", "--seed", "1", "--record", str(through)
    )
    assert code == 2 and "a device or a pipe, not a file" in err
    gone.symlink_to(tmp_path / "no" / "such" / "r.jsonl")  # its folders are not made
    code, _, err = run(
        capsys, "simulate", "paigow", "--hands", "1", "--seed", "1", "--record", str(gone)
    )
    assert code == 2 and "does not exist" in err and not (tmp_path / "no").exists()


def test_rule_help_says_each_choice_in_words_and_needs_no_hands_or_seed(capsys):
    """The options' labels are the New Game dialog's, which stand before a choice ("The house
    sets its tiles by"): alone, they read cut off mid-sentence, and `null` went unexplained."""
    code, out, err = run(capsys, "simulate", "paigow", "--rule", "help")
    assert code == 0 and err == ""
    lines = out.splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("  house_way="))
    assert lines[at].endswith("The house sets its tiles by")
    assert lines[at + 1].strip() == "foxwoods: Foxwoods style"
    code, out, _ = run(capsys, "simulate", "chinese-poker", "--rule", "help")
    assert "      null: As the payments say" in out.splitlines()
    code, _, err = run(capsys, "simulate", "paigow", "--hands", "3")
    assert code == 2 and err == "gupai: error: the following arguments are required: --seed\n"


def test_a_house_that_is_no_seat_is_summed_so_the_nets_add_up(tmp_path, capsys):
    """Found by a new user: Da Ling's casino summary gave the seats' nets alone, -426 in all,
    its house's fees and unmatched stakes nowhere."""
    path = tmp_path / "casino.jsonl"
    argv = ["simulate", "daling", "--hands", "60", "--seed", "1", "--preset", "casino"]
    code, out, _ = run(capsys, *argv, "--json", "--record", str(path))
    stats = json.loads(out.splitlines()[0])
    assert code == 0 and stats["house"]["net"] > 0
    assert sum(s["net"] for s in stats["seats"]) + stats["house"]["net"] == pytest.approx(0)
    code, out, _ = run(capsys, "record", "replay", "--json", str(path))
    replayed = json.loads(out)
    assert replayed["house"] == replayed["by_game"]["daling"]["house"] == stats["house"]
    code, out, _ = run(capsys, "record", "replay", str(path))
    assert f"house: {stats['house']['net']:+.2f}" in out.splitlines()
    code, out, _ = run(capsys, "simulate", "paigow", "--hands", "20", "--seed", "1", "--json")
    assert "house" not in json.loads(out)  # Pai Gow's house is a seat


def test_progress_shows_from_the_first_slow_hand():
    """A run whose hands take seconds each shows its progress once the time has come, not
    after 64 hands (a strong Da Gunzi simulation said nothing for 99 s, the docs say two)."""
    from gupai_desktop.cli.progress import Meter

    stream = io.StringIO()
    meter = Meter("simulate da-gunzi", after_s=0.0, stream=stream)
    meter(1)
    assert stream.getvalue().startswith("simulate da-gunzi: 1 hand in ")


def test_runs_of_one_seed_at_other_levels_are_other_sessions(tmp_path, capsys):
    """Two records of one game and seed, played at other levels (or rules), join into one
    file: both were one session, and the second's first hand read "session.hand is 1,
    expected 4". The same run twice is the same session still."""
    first, second, joined = (tmp_path / n for n in ("a.jsonl", "b.jsonl", "ab.jsonl"))
    run(capsys, "simulate", "paigow", "--hands", "3", "--seed", "7", "--record", str(first))
    run(
        capsys,
        "simulate",
        "paigow",
        "--hands",
        "3",
        "--seed",
        "7",
        "--level",
        "optimal",
        "--record",
        str(second),
    )
    joined.write_text(first.read_text() + second.read_text())
    assert run(capsys, "record", "validate", str(joined))[:2] == (0, "ok: 6 hands of paigow\n")
    joined.write_text(first.read_text() * 2)
    code, _, err = run(capsys, "record", "validate", str(joined))
    assert code == 2 and "session.hand is 1, expected 4" in err


@pytest.mark.parametrize(
    "level, said",
    [
        # `record validate` said ok of a record whose AI played "grandmaster" (a contributor):
        # ok means the app plays the file, and its AI has no such level.
        ('"grandmaster"', 'seats[0].level is "grandmaster", not a level of paigow'),
        # The schema let an AI seat's level be null (a human's is), which the replay then
        # refused; the schema says it, in JSON's words (null, not Python's None).
        ("null", "schema: seats/0/level: null is not of type 'string'"),
    ],
    ids=["a level the game has not", "no level"],
)
def test_an_ai_seat_at_a_level_the_game_has_not_is_refused(recorded, tmp_path, capsys, level, said):
    path, _ = recorded
    bad = tmp_path / "bad.jsonl"
    bad.write_text(path.read_text().replace('"level":"house"', f'"level":{level}', 1))
    code, _, err = run(capsys, "record", "validate", str(bad))
    assert code == 2 and f"line 1: {said}" in err


def test_lines_run_together_say_how(recorded, tmp_path, capsys):
    """Lines ended by a carriage return alone, or two files joined where the first had no
    last line end, read "Extra data (column 2578)", once with "the line is cut off"."""
    path, _ = recorded
    text = path.read_text()
    crs, joined = tmp_path / "cr.jsonl", tmp_path / "joined.jsonl"
    crs.write_bytes(text.replace("\n", "\r").encode())
    joined.write_text(text.rstrip("\n") + text)
    code, _, err = run(capsys, "record", "validate", str(crs))
    assert code == 2 and "its lines end in a carriage return alone" in err
    assert "cut off" not in err
    crs.write_bytes(text.replace("\n", "\r").encode() * 25)  # over a line's 1 MiB, as one line
    code, _, err = run(capsys, "record", "validate", str(crs))
    assert code == 2 and "longer than 1024 KiB" in err
    assert "its lines end in a carriage return alone" in err
    code, _, err = run(capsys, "record", "validate", str(joined))
    assert code == 2 and "line 20: not JSON: Extra data" in err and "two records on one line" in err
