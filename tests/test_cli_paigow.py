"""`gupai paigow compare | set | edge`, driven through the real entry point."""

from __future__ import annotations

import io
import json

import pytest

from gupai_desktop.cli.main import main


def run(capsys, *argv, stdin: str | None = None, monkeypatch=None):
    if stdin is not None:
        monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    code = main(["paigow", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_compare_single(capsys):
    assert run(capsys, "compare", "6-6 4-3", "1-1 5-2") == (0, "player\n", "")
    assert run(capsys, "compare", "4-3 2-2", "6-5 5-5")[1] == "banker\n"
    assert run(capsys, "compare", "5-6 1-5", "6-5 4-2")[1] == "banker\n"  # copy


def test_compare_batch(capsys, monkeypatch):
    lines = "6-6 4-3 | 1-1 5-2\n3-3 3-1 | 5-5 6-4\n6-3 1-1 | 6-2 6-6\n"
    code, out, _ = run(capsys, "compare", "-", stdin=lines, monkeypatch=monkeypatch)
    assert (code, out) == (0, "player\nbanker\nplayer\n")


def test_compare_json(capsys):
    code, out, _ = run(capsys, "compare", "3-3 3-1", "5-5 6-4", "--json")
    obj = json.loads(out)
    assert code == 0 and obj["winner"] == "banker"
    assert obj["reason"] == "zero-zero goes to the banker"
    assert obj["player"]["tiles"] == "3-3 3-1" and obj["banker"]["hand"] == "0 (zero)"


def test_set_forms(capsys):
    assert run(capsys, "set", "6-6", "6-6", "2-1", "3-1") == (0, "3-1 2-1 | 6-6 6-6\n", "")
    assert (
        run(
            capsys,
            "set",
            "6-6",
            "6-6",
            "1-2",
            "1-3",
            "--way",
            "optimal",
            "--banking",
            "--commission",
            "0.04",
        )[1]
        == "3-1 2-1 | 6-6 6-6\n"
    )
    assert run(capsys, "set", "6-4", "3-3", "4-3", "2-2")[1] == "3-3 4-3 | 2-2 6-4\n"


def test_set_batch(capsys, monkeypatch):
    lines = "6-6 6-6 2-1 3-1\n6-5 5-2 3-2 5-1\n"
    code, out, _ = run(capsys, "set", "-", stdin=lines, monkeypatch=monkeypatch)
    assert (code, out) == (0, "3-1 2-1 | 6-6 6-6\n5-1 3-2 | 6-5 5-2\n")


def test_set_json_lists_every_setting(capsys):
    code, out, _ = run(capsys, "set", "6-4", "3-3", "4-3", "2-2", "--way", "optimal", "--json")
    obj = json.loads(out)
    assert code == 0 and len(obj["settings"]) == 3
    assert sum(s["chosen"] for s in obj["settings"]) == 1
    assert sum(s["house_way"] for s in obj["settings"]) == 1
    chosen = next(s for s in obj["settings"] if s["chosen"])
    assert chosen["setting"] == obj["setting"]
    assert chosen["ev"] == max(s["ev"] for s in obj["settings"])


@pytest.mark.slow
def test_edge(capsys):
    assert run(capsys, "edge", "--player", "house") == (0, "2.43\n", "")
    code, out, _ = run(capsys, "edge", "--player", "house", "--banking", "--json")
    obj = json.loads(out)
    assert code == 0 and obj["banking"] is True
    assert obj["p_win"] + obj["p_lose"] + obj["p_push"] == pytest.approx(1.0)
    assert obj["edge_percent"] == pytest.approx(0.568, abs=1e-3)


@pytest.mark.parametrize(
    "argv,token",
    [
        (("set", "6-6", "6-6", "7-1", "3-1"), "7-1"),
        (("set", "6-6", "6-6", "6-6", "3-1"), "6-6"),
        (("set", "6-6", "2-1", "3-1"), "6-6 2-1 3-1"),
        (("set", "6-6", "6-5", "2-1", "3-1", "--commission", "1.5"), "1.5"),
        (("compare", "6-6 4-3"), "two hands"),
        (("compare", "6-6 4-3", "2-1 xx"), "xx"),
        (("compare", "5-4 4-2", "5-4 1-1"), "5-4"),
        (("edge", "--player", "wizard"), "wizard"),
    ],
)
def test_bad_input_exits_2_with_one_line(capsys, argv, token):
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and token in err and "Traceback" not in err


def test_batch_bad_line_names_line_after_earlier_answers(capsys, monkeypatch):
    lines = "6-6 4-3 | 1-1 5-2\n6-6 4-3 1-1 5-2\n3-3 3-1 | 5-5 6-4\n"
    code, out, err = run(capsys, "compare", "-", stdin=lines, monkeypatch=monkeypatch)
    assert (code, out) == (2, "player\n")
    assert err.count("\n") == 1 and "line 2" in err
