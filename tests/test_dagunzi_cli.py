"""`gupai da-gunzi trick | follow | classify | score` through the real entry point: every form
of shared/CLI.md, batch mode, --json, and bad input (status 2, one line naming the token)."""

from __future__ import annotations

import io
import json

import pytest

from gupai_desktop.cli.main import main

BOTTOM = "BJ SJ 5c Th 3d 4d"  # §5.12: 1 BJ, 1 SJ, 15 points


def run(capsys, monkeypatch, *argv, stdin: str | None = None):
    if stdin is not None:
        monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    code = main(["da-gunzi", *argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def gupai(capsys, monkeypatch):
    return lambda *argv, stdin=None: run(capsys, monkeypatch, *argv, stdin=stdin)


def test_the_contract_example(gupai):
    assert gupai("score", f"5 6 | 95 | {BOTTOM} | attackers") == (0, "125 5 10 next 3\n", "")


# -- trick ----------------------------------------------------------------------------------


def test_trick_examples_in_batch(gupai):
    lines = (
        "5 s | Kh | Ah | 3s | Ah\n5 s | Kh | Ah | Ah | Qh\n\n"
        "5 s | 8h 8h | 3h Jh | 4s 4s | Js Qs\n5 s | 5d 5d | 5c 5c | 3h 4h | 3h 4h\n"
        "5 s | 5d 5d | 5c 5c | 5s 5s | 3h 4h\n5 s | 5c | Ah | Kd | Ac\n"
    )
    assert gupai("trick", "-", stdin=lines) == (0, "2\n1\n2\n0\n2\n0\n", "")


def test_trick_case_as_arguments(gupai):
    assert gupai("trick", "T h | Ts | Th | 2h | BJ")[1] == "3\n"
    assert gupai("trick", "5", "s", "|", "Kh", "|", "Ah", "|", "3s", "|", "Ah")[1] == "2\n"
    assert gupai("trick", "5 s | Kh | Ah | 3s | Ah", "5 s | Kh | Ah | Ah | Qh")[1] == "2\n1\n"


def test_trick_json(gupai):
    code, out, _ = gupai("trick", "--json", "10 h | 10s | Th | 2h | BJ")
    obj = json.loads(out)
    assert code == 0 and obj["winner"] == 3 and obj["level"] == 10 and obj["trump"] == "h"
    assert obj["plays"] == ["Ts", "Th", "2h", "BJ"]
    assert obj["shapes"][0] == {"shape": "single", "suit": "trump"}


# -- follow ---------------------------------------------------------------------------------


def test_follow_live_and_dead(gupai):
    case = "5 s | 8h 8h | 6h 6h 9h 4c | 6h 9h"
    assert gupai("follow", case) == (0, "legal\n", "")
    code, out, _ = gupai("follow", "--follow", "dead", case)
    assert code == 0 and out.startswith("illegal\t") and "stick" in out
    assert gupai("follow", "5 s dead | 8h 8h | 6h 6h 9h 4c | 6h 9h")[1].startswith("illegal\t")
    assert (
        gupai("follow", "--follow", "dead", "5 s live | 8h 8h | 6h 6h 9h 4c | 6h 9h")[1]
        == "legal\n"
    )


def test_follow_dead_stick_examples_in_batch(gupai):
    lines = (
        "5 s | 8h 8h | 9h 9h 9h 3h Jh | 3h Jh\n5 s | 8h 8h | 9h 9h 9h 4c 6d | 9h 4c\n"
        "5 s | 8h 8h 8h | 6h 6h 4c 6d | 6h 6h 6d\n5 s | 8h 8h 8h | 3h 9h 4c 6d | 3h 4c 6d\n"
    )
    code, out, _ = gupai("follow", "--follow", "dead", "-", stdin=lines)
    answers = out.splitlines()
    assert code == 0 and answers[0] == "legal" and answers[2] == "legal"
    assert answers[1] == "illegal\tyou hold hearts: follow hearts"
    assert answers[3].startswith("illegal\t")


def test_follow_reports_cards_not_held_and_wrong_counts(gupai):
    assert "do not hold" in gupai("follow", "5 s | Kh | Ah 3c | Qh")[1]
    assert gupai("follow", "5 s | Kh Kh | Ah 3c 4c | Ah")[1].startswith("illegal\tthe lead")
    assert gupai("follow", "5 s | Kh | Ah 3c | ")[1].startswith("illegal\t")


def test_follow_json_lists_the_legal_plays(gupai):
    code, out, _ = gupai("follow", "--json", "5 s dead | 8h 8h | 6h 6h 9h 4c | 6h 6h")
    obj = json.loads(out)
    assert code == 0 and obj["legal"] is True and obj["reason"] is None
    assert obj["mode"] == "dead" and obj["legal_plays"] == ["6h 6h"]


# -- classify -------------------------------------------------------------------------------


def test_classify_forms(gupai):
    lines = (
        "5 s | Kh\n5 s | 8h 8h\n5 s | 9d 9d 9d\n5 s | 5d 5d\n5 s | 7s 7c\nT h | 10d 10d\n"
        "3 c | BJ SJ\n3 c | BJ BJ BJ\n9 d | 4c 4c 4c\n"
    )
    assert gupai("classify", "-", stdin=lines)[1].splitlines() == [
        "single h",
        "stick h",
        "roll d",
        "stick trump",
        "invalid",
        "stick trump",
        "invalid",
        "roll trump",
        "roll c",
    ]


def test_classify_json(gupai):
    obj = json.loads(gupai("classify", "--json", "7 h | 7s 7c")[1])
    assert obj["valid"] is False and obj["trumps"] == [True, True]
    assert obj["strengths"][0] == obj["strengths"][1]
    obj = json.loads(gupai("classify", "--json", "7 h | Ah Ah")[1])
    assert (obj["shape"], obj["suit"]) == ("stick", "trump")


# -- score ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "case, answer",
    [
        (f"5 6 | 95 | {BOTTOM} | dealer", "95 9 6 partner 3"),  # §5.12 ex. 1, case A
        (f"5 6 | 95 | {BOTTOM} | attackers 3", "125 5 10 next 3"),  # ex. 2, case D
        (f"5 6 | 70 | {BOTTOM} | attackers", "100 5 6 partner 0"),  # ex. 3, case B
        (f"5 6 | 170 | {BOTTOM} | dealer", "170 5 6 next 5"),  # ex. 4, case C
        (f"T 6 | 95 | {BOTTOM} | dealer", "95 win lose grab 0"),  # ex. 5, passes 10
        (f"5 3 | 95 | {BOTTOM} | attackers", "125 5 3 next 3"),  # ex. 6, must-play 3
        ("5 6 | 60 | BJ BJ BJ 3d 4d 6d | dealer", "60 win lose grab 0"),  # ex. 7
        ("5 6 dry | 60 | BJ BJ BJ 3d 4d 6d | dealer", "60 6 6 partner 2"),  # ex. 8
        ("5 6 | 0 | 3d 4d 6d 7d 8d 9d | dealer", "0 win lose grab 0"),
        ("5 6 | 290 | 5c 3d 4d 6d 7d 8d | attackers", "300 lose win grab 0"),
        ("10 9 | 45 | 3d 4d 6d 7d 8d 9d | dealer 1", "45 win lose grab 0"),
    ],
)
def test_score_cases(gupai, case, answer):
    assert gupai("score", case) == (0, answer + "\n", "")


def test_score_options(gupai):
    assert (
        gupai("score", "--must-play", "10", f"5 3 | 95 | {BOTTOM} | attackers")[1]
        == "125 5 7 next 3\n"
    )
    assert (
        gupai("score", "--bad-dig-dealer", "same", f"5 6 | 70 | {BOTTOM} | attackers")[1]
        == "100 5 6 same 0\n"
    )
    assert (
        gupai("score", "--no-joker-levels", f"5 6 | 95 | {BOTTOM} | dealer")[1]
        == "95 6 6 partner 3\n"
    )
    bottom = "Ks Kd Th 3d 4d 6d"
    assert (
        gupai("score", "--sweep-test", "all-points", f"5 6 | 250 | {bottom} | attackers")[1]
        == "310 5 7 next 16\n"
    )
    assert (
        gupai("score", "--zero-if-dug", "case-b", "5 6 | 0 | 3d 4d 6d 7d 8d 9d | attackers")[1]
        == "0 5 6 partner 8\n"
    )


def test_score_batch_and_json(gupai):
    lines = f"5 6 | 95 | {BOTTOM} | attackers\n\n5 6 | 95 | {BOTTOM} | dealer\n"
    assert gupai("score", "-", stdin=lines)[1] == "125 5 10 next 3\n95 9 6 partner 3\n"
    obj = json.loads(gupai("score", "--json", f"5 6 | 95 | {BOTTOM} | attackers")[1])
    assert obj["answer"] == "125 5 10 next 3" and obj["case"] == "D"
    assert obj["returns"] == [-4, 4, -4, 4] and obj["next"] == "next"
    assert any("抠底上台" in line for line in obj["explanation"])


# -- bad input ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "argv, token",
    [
        (("trick", "5 x | Kh | Ah | Ah | Ah"), "'x'"),
        (("trick", "2 s | Kh | Ah | Ah | Ah"), "'2'"),
        (("trick", "11 s | Kh | Ah | Ah | Ah"), "'11'"),
        (("trick", "5 s | Kh | Ah | Ah | Zh"), "'Zh'"),
        (("trick", "5 s | Kh | Ah | Ah"), "5 parts"),
        (("trick", "5 s | Kh Qh | Ah Ah | Ah Ah | Ah Ah"), "'Kh Qh'"),
        (("trick", "5 s | Kh Kh | Ah Ah | Ah Ah | Ah"), "P3 'Ah'"),
        (("trick", "5 s | Kh Kh | Kh Kh | Ah Ah | Ah Ah"), "Kh appears 4 times"),
        (("follow", "5 s maybe | Kh | Ah | Ah"), "'maybe'"),
        (("follow", "5 s | Kh | Ah"), "4 parts"),
        (("follow", "5 s | Kh Kh | Ah | Ah"), "fewer than the lead's 2"),
        (("follow", "5 s | Kh Kh | Kh Kh 3c | Kh 3c"), "Kh appears 4 times"),
        (("follow", "5 s | | Ah | Ah"), "the lead is empty"),
        (("classify", "5 s | Kh Kh Kh Kh"), "Kh appears 4 times"),
        (("classify", "5 s | "), "the play is empty"),
        (("classify", "5 | Kh"), "'5'"),
        (("score", "5 6 | 95 | BJ SJ 5c Th 3d | attackers"), "6 cards, not 5"),
        (("score", "5 6 | 9x | BJ SJ 5c Th 3d 4d | attackers"), "'9x'"),
        (
            ("score", "5 6 | -5 | BJ SJ 5c Th 3d 4d | attackers"),
            "'-5': the attackers' trick points are a whole number, 0 or more",
        ),
        (("score", "5 6 | 97 | BJ SJ 5c Th 3d 4d | attackers"), "97"),
        (("score", "5 6 | 295 | BJ SJ 5c Th 3d 4d | attackers"), "295"),
        (("score", "5 6 wet | 95 | BJ SJ 5c Th 3d 4d | attackers"), "'5 6 wet'"),
        (("score", "5 6 | 95 | BJ SJ 5c Th 3d 4d | nobody"), "'nobody'"),
        (("score", "5 6 | 95 | BJ SJ 5c Th 3d 4d | dealer 4"), "'4'"),
        (("score", "--must-play", "3", f"5 6 | 95 | {BOTTOM} | dealer"), "'3'"),
    ],
)
def test_bad_input_exits_2_with_one_line_naming_the_token(gupai, argv, token):
    code, out, err = gupai(*argv)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("gupai: ") and token in err
    assert "Traceback" not in err


def test_batch_names_the_bad_line_after_the_good_answers(gupai):
    code, out, err = gupai("classify", "-", stdin="5 s | Kh\n5 s | Kq\n5 s | Ah\n")
    assert (code, out) == (2, "single h\n")
    assert err.startswith("gupai: error: line 2: ") and "'Kq'" in err
