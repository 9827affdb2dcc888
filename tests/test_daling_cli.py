"""`gupai daling settle | set`, and simulate / record for Da Ling, through the real entry point."""

from __future__ import annotations

import io
import json

import pytest

from gupai_desktop.cli.main import main

EX1_A = "4-3 | 6-5 5-1 | 1-1 6-3 3-3"
EX1_B = "5-2 | 6-6 4-1 | 2-2 2-2 5-4"
PAYMENT = (
    "6-6 | 3-3 2-2 | 1-1 3-3 6-3",
    "4-3 | 4-4 4-4 | 3-1 2-2 6-4",
    "5-5 | 6-5 6-5 | 3-1 5-5 2-1",
    "1-1 | 5-1 5-1 | 6-4 6-1 6-1",
)


def run(capsys, *argv, stdin: str | None = None, monkeypatch=None):
    if stdin is not None:
        monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_settle_batch_example_1(capsys, monkeypatch):
    lines = f"{EX1_A}\n{EX1_B}\n"
    assert run(
        capsys,
        "daling",
        "settle",
        "--table",
        "6-6",
        "3-2",
        "-",
        stdin=lines,
        monkeypatch=monkeypatch,
    ) == (0, "-25\n25\n", "")


def test_settle_house_fee_and_stakes(capsys, monkeypatch):
    lines = f"{EX1_A}\n{EX1_B}\n"
    assert (
        run(
            capsys,
            "daling",
            "settle",
            "--table",
            "6-6",
            "3-2",
            "--house-fee",
            "-",
            stdin=lines,
            monkeypatch=monkeypatch,
        )[1]
        == "-25\n24\n"
    )
    assert (
        run(
            capsys,
            "daling",
            "settle",
            "--table",
            "6-6",
            "3-2",
            "--stakes",
            "1,2,3",
            "-",
            stdin=lines,
            monkeypatch=monkeypatch,
        )[1]
        == "-6\n6\n"
    )
    assert (
        run(
            capsys, "daling", "settle", "--table", "6-6", "3-2", "--stakes", "modern", EX1_A, EX1_B
        )[1]
        == "-6\n6\n"
    )


def test_settle_several_deals_separated_by_blank_lines(capsys, monkeypatch):
    lines = "\n".join([EX1_A, EX1_B, "", "", *PAYMENT, ""]) + "\n\n"
    code, out, _ = run(
        capsys,
        "daling",
        "settle",
        "--table",
        "6-6",
        "3-2",
        "-",
        stdin=lines,
        monkeypatch=monkeypatch,
    )
    assert (code, out) == (0, "-25\n25\n-3\n9\n-3\n-3\n")


def test_settle_options(capsys):
    base = ("daling", "settle", "--table", "6-6", "3-2", *PAYMENT)
    assert run(capsys, *base, "--unmatched-group", "banker")[1] == "-10\n2\n-10\n-10\n"
    tie = (
        "daling",
        "settle",
        "--table",
        "3-1",
        "4-4",
        "6-6 | 6-4 6-3 | 5-3 5-1 3-1",
        "1-1 | 5-2 3-2 | 5-5 4-2 2-1",
        "1-1 | 6-5 6-5 | 6-4 5-1 3-3",
    )
    assert run(capsys, *tie)[1] == "6\n-3\n-3\n"
    assert run(capsys, *tie, "--tied-absolute", "push")[1] == "0\n0\n0\n"


def test_settle_json(capsys):
    code, out, _ = run(
        capsys, "daling", "settle", "--table", "6-6", "3-2", EX1_A, EX1_B, "--json", "--house-fee"
    )
    obj = json.loads(out)
    assert code == 0 and obj["nets"] == [-25, 24] and obj["absolute_winner"] == 1
    assert obj["target"] == 7 and obj["colour"] == "red" and obj["house_fee"] == 1
    assert obj["results"][0]["grouping"] == "4-3|6-5 5-1|6-3 3-3 1-1"
    assert obj["results"][1]["colour_pips"] == 15


def test_set_prints_the_ai_grouping(capsys):
    code, out, err = run(
        capsys, "daling", "set", "--table", "6-6", "3-2", "4-3", "6-5", "5-1", "1-1", "6-3", "3-3"
    )
    assert (code, out, err) == (0, "4-3 | 6-5 5-1 | 6-3 3-3 1-1\n", "")


def test_set_batch_levels_and_json(capsys, monkeypatch):
    lines = "4-3 6-5 5-1 1-1 6-3 3-3\n5-2 6-6 4-1 2-2 2-2 5-4\n"
    code, out, _ = run(
        capsys, "daling", "set", "--table", "6-6", "3-2", "-", stdin=lines, monkeypatch=monkeypatch
    )
    assert code == 0 and len(out.splitlines()) == 2
    assert out.splitlines()[1].count("|") == 2
    code, out, _ = run(
        capsys,
        "daling",
        "set",
        "--table",
        "6-6",
        "3-2",
        "--level",
        "first",
        "--players",
        "5",
        "--json",
        "4-3",
        "6-5",
        "5-1",
        "1-1",
        "6-3",
        "3-3",
    )
    obj = json.loads(out)
    assert obj["level"] == "first" and obj["target"] == 7 and obj["players"] == 5
    assert all(g["matches"] for g in obj["groups"])
    code, out, _ = run(
        capsys,
        "daling",
        "set",
        "--table",
        "6-5",
        "2-1",
        "--json",
        "2-2",
        "4-2",
        "6-5",
        "5-5",
        "3-3",
        "1-1",
    )
    obj = json.loads(out)
    assert obj["expected"][0]["grouping"] == obj["grouping"]
    assert len(obj["expected"]) == 60


@pytest.mark.parametrize(
    "argv, stdin, needle",
    [
        (("settle", "--table", "6-6", "3-9", EX1_A, EX1_B), None, "'3-9'"),
        (("settle", "--table", "6-6", "3-2", EX1_A), None, "2 to 5 players"),
        (("settle", "--table", "6-6", "3-2", "-"), f"{EX1_A}\n5-2 | 6-6 | 2-2 2-2 5-4\n", "line 2"),
        (
            ("settle", "--table", "6-6", "3-2", EX1_A, EX1_B, "6-6 | 1-1 2-2 | 3-3 4-4 5-5"),
            None,
            "6-6 appears 3 times",
        ),
        (("settle", "--table", "6-6", "3-2", "-"), "\n".join([EX1_A] * 6), "at most 5"),
        (("settle", "--table", "6-6", "3-2", "--stakes", "1,x", EX1_A, EX1_B), None, "1,x"),
        (("set", "--table", "6-6", "3-2", "4-3", "6-5"), None, "six tiles"),
        (
            ("set", "--table", "6-6", "3-2", "4-3", "6-5", "5-1", "1-1", "6-3", "3-3x"),
            None,
            "'3-3x'",
        ),
        (
            (
                "set",
                "--table",
                "6-6",
                "3-2",
                "--players",
                "7",
                "4-3",
                "6-5",
                "5-1",
                "1-1",
                "6-3",
                "3-3",
            ),
            None,
            "'7'",
        ),
        (
            ("set", "--table", "6-6", "3-2", "-"),
            "4-3 6-5 5-1 1-1 6-3 3-3\n4-3 4-3 5-1 1-1 6-3 3-3\n",
            "line 2",
        ),
    ],
)
def test_bad_input_exits_2_with_one_line(capsys, monkeypatch, argv, stdin, needle):
    code, out, err = run(capsys, "daling", *argv, stdin=stdin, monkeypatch=monkeypatch)
    assert code == 2 and needle in err and len(err.strip().splitlines()) == 1


def test_simulate_record_validate_and_replay(capsys, tmp_path):
    path = tmp_path / "dl.jsonl"
    code, out, _ = run(
        capsys,
        "simulate",
        "daling",
        "--hands",
        "30",
        "--seed",
        "4",
        "--record",
        str(path),
        "--level",
        "strong",
        "first",
        "first",
        "first",
    )
    assert code == 0 and "recorded 30 hands" in out and "seat 0 (AI 0)" in out
    code, out, _ = run(
        capsys,
        "simulate",
        "daling",
        "--hands",
        "30",
        "--seed",
        "4",
        "--json",
        "--rule",
        "players=2",
    )
    stats = json.loads(out)
    assert stats["user_seat"]["seat"] == 0 and len(stats["seats"]) == 2
    assert sum(s["net"] for s in stats["seats"]) == 0
    assert run(capsys, "record", "validate", str(path))[1] == "ok: 30 hands of daling\n"
    code, out, _ = run(capsys, "record", "replay", str(path))
    assert code == 0 and "all 30 results match" in out
    bad = tmp_path / "bad.jsonl"
    record = json.loads(path.read_text().splitlines()[0])
    record["result"]["returns"][0] += 1
    bad.write_text(json.dumps(record) + "\n")
    code, _, err = run(capsys, "record", "validate", str(bad))
    assert code == 2 and "mismatch" in err


def test_simulate_is_reproducible(capsys):
    args = ("simulate", "daling", "--hands", "10", "--seed", "2", "--json")
    assert run(capsys, *args)[1] == run(capsys, *args)[1]
