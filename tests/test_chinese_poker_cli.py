"""`gupai chinese-poker compare | set | settle` (the shared/CLI.md contract), and simulate /
record for Chinese Poker, through the real entry point."""

from __future__ import annotations

import io
import json

import pytest

from gupai_desktop.cli.main import main
from gupai_desktop.engine.chinese_poker.presets import PRESETS
from gupai_desktop.engine.chinese_poker.setting import foul_reason, parse_setting

NORTH = "Ks 2s 2h | Ts Th 8s 4d 3h | Ac Tc 6c 5c 3c"
EAST = "Qd 9c 2c | 5s 5h 8c 4s 3d | Js Jh 7s 7h Kh"
SOUTH = "9s 9h 4c | Jd Jc 7d 6d 5d | Qh Qc 9d 8d 7c"
WEST = "Qs 8h 3s | 6s 6h Td 4h 2d | As Ah Ad Kc Kd"
HG = (
    "8c 7d 5d | Jh Jd 3s 3h Kd | Ts Th Td Qs Qc",
    "7h 6s 2d | 4s 4h Ad Qh Jc | 9c 8d 7c 6c 5h",
    "Kh Js 8s | 6h 5c 4d 3d 2h | As Ah Ac 9h 9d",
    "Qd 8h 6d | Ks 9s 7s 5s 2s | Kc Tc 4c 3c 2c",
)


def run(capsys, *argv, stdin: str | None = None, monkeypatch=None):
    if stdin is not None:
        monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_compare_batch_prints_first_second_tie(capsys, monkeypatch):
    lines = (
        "As Ad 7c | Ks Kd Kh 2c 3d\n"
        "As Kd Qc | Ah Kc Qd 3s 2h\n"
        "\n"
        "6s 6h 6d | 5s 5h 5d 9s 8h\n"
        "As Kd Qc Jh 9s | Ah Kc Qd Js 9h\n"
    )
    assert run(capsys, "chinese-poker", "compare", "-", stdin=lines, monkeypatch=monkeypatch) == (
        0,
        "second\nsecond\nfirst\ntie\n",
        "",
    )


def test_compare_arguments_wheel_and_json(capsys):
    code, out, _ = run(capsys, "chinese-poker", "compare", "As 2d 3c 4h 5s", "Ks Qd Jc Th 9s")
    assert (code, out) == (0, "second\n")
    code, out, _ = run(
        capsys,
        "chinese-poker",
        "compare",
        "--wheel",
        "second",
        "--json",
        "As 2d 3c 4h 5s | Ks Qd Jc Th 9s",
    )
    obj = json.loads(out)
    assert obj["winner"] == "first" and obj["first"]["hand"] == "Straight, five high"


@pytest.mark.parametrize(
    "line,message",
    [
        ("As Xd 7c | Ks Kd Kh 2c 3d", "line 1: 'Xd' is not a card"),
        ("As Ad | Ks Kd Kh 2c 3d", "a row has 3 or 5 cards, not 2"),
        ("As Ad 7c Ks Kd Kh 2c 3d", "expected 'CARDS | CARDS'"),
        ("As Ad 7c | As Kd Kh 2c 3d", "card As appears 2 times"),
    ],
)
def test_compare_bad_input_exits_2_naming_the_token(capsys, monkeypatch, line, message):
    code, out, err = run(
        capsys, "chinese-poker", "compare", "-", stdin=line + "\n", monkeypatch=monkeypatch
    )
    assert code == 2 and out == "" and message in err and err.count("\n") == 1


def test_set_prints_a_legal_setting_per_line(capsys, monkeypatch):
    hands = "9s 3d 2c Js Ts 9h 8d 4d Ac 7d 6c 5h 4c\nAs Ad Ks Kd Qh Qc 8s 8d 5h 5c 3s 3d 2c\n"
    code, out, err = run(
        capsys,
        "chinese-poker",
        "set",
        "--preset",
        "bonus",
        "-",
        stdin=hands,
        monkeypatch=monkeypatch,
    )
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert len(lines) == 2
    for line, hand in zip(lines, hands.splitlines()):
        setting = parse_setting(line)
        assert foul_reason(setting) is None
        assert sorted(map(str, setting.cards())) == sorted(hand.split())


def test_set_greedy_json_and_every_preset(capsys):
    hand = "9s 3d 2c Js Ts 9h 8d 4d Ac 7d 6c 5h 4c".split()
    code, out, _ = run(capsys, "chinese-poker", "set", "--level", "greedy", *hand)
    assert out == "Ac 9s 4d | 6c 5h 4c 3d 2c | Js Ts 9h 8d 7d\n"
    for preset in PRESETS:
        code, out, _ = run(capsys, "chinese-poker", "set", "--preset", preset, "--json", *hand)
        obj = json.loads(out)
        assert code == 0 and obj["preset"] == preset and isinstance(obj["ev"], float)
        assert obj["action"].startswith(("set:", "declare:", "surrender"))


def test_set_rejects_a_short_hand(capsys):
    code, _, err = run(capsys, "chinese-poker", "set", "As", "Kd")
    assert code == 2 and "13 cards, not 2" in err


def test_settle_the_seed_basic_example(capsys, monkeypatch):
    lines = "\n".join([NORTH, EAST, SOUTH, WEST]) + "\n\n" + "\n".join([NORTH, EAST]) + "\n"
    assert run(
        capsys,
        "chinese-poker",
        "settle",
        "--preset",
        "basic",
        "-",
        stdin=lines,
        monkeypatch=monkeypatch,
    ) == (0, "3\n-5\n3\n-1\n3\n-3\n", "")


def test_settle_the_seed_bonus_example_and_json(capsys, monkeypatch):
    a = "6s 6h 6d | 4s 4h 4d 9s 9h | Ks Kh Kd 8s 8h"
    b = "Qs Qh 7c | Js Jh Jd 2s 2h | 5s 5h 5d 5c Ac"
    assert run(capsys, "chinese-poker", "settle", "--preset", "bonus", a, b)[1] == "-3\n3\n"
    code, out, _ = run(
        capsys,
        "chinese-poker",
        "settle",
        "--json",
        "-",
        stdin=f"{a}\n{b}\n",
        monkeypatch=monkeypatch,
    )
    obj = json.loads(out)
    assert obj["nets"] == [-3, 3] and obj["pairs"][0]["front"] == 0
    assert obj["results"][1]["outcome"] == "win"


def test_settle_hawaiian_gardens_chips(capsys):
    code, out, _ = run(
        capsys,
        "chinese-poker",
        "settle",
        "--preset",
        "hawaiian-gardens",
        "--chips",
        "8,100,100,100",
        *HG,
    )
    assert code == 0 and out.splitlines()[0] == "4"


def test_settle_declare_and_surrender_lines(capsys, monkeypatch):
    lines = f"declare six-pairs: As Ad Ks Kd Qs Qd 8s 8h 5s 5h 3s 3d 2c\nsurrender\n{SOUTH}\n"
    code, out, err = run(
        capsys,
        "chinese-poker",
        "settle",
        "--preset",
        "specials",
        "--surrender",
        "-",
        stdin=lines,
        monkeypatch=monkeypatch,
    )
    assert (code, out, err) == (0, "6\n-4\n-2\n", "")


@pytest.mark.parametrize(
    "lines,message",
    [
        (f"{NORTH}\nQs Qd 2c | Ah Kd 9h 5c 3d | 7s Jd 8s Ts 9s\n", "line 2: foul: the front"),
        (f"{NORTH}\n{NORTH}\n", "appears 2 times but the deck holds 1"),
        (f"{NORTH}\n", "a deal has 2 to 4 seats, not 1"),
        (f"{NORTH}\n{EAST}\n{SOUTH}\n{WEST}\n{NORTH}\n", "at most 4 seats"),
        (
            f"{NORTH}\ndeclare six-pairs: {' '.join(EAST.replace('|', '').split())}\n",
            "'six-pairs': these rules play no special hands (a schedule of special hands, such "
            "as the preset 'specials', does)",
        ),
        (f"{NORTH}\nQs Qd 2c | Ah Kd 9h 5c 3d | 7s Jd 8s Ts 1s\n", "'1s' is not a card"),
    ],
)
def test_settle_bad_input_exits_2(capsys, monkeypatch, lines, message):
    code, _, err = run(capsys, "chinese-poker", "settle", "-", stdin=lines, monkeypatch=monkeypatch)
    assert code == 2 and message in err and err.count("\n") == 1


def test_settle_allow_fouls_scoops(capsys, monkeypatch):
    lines = f"Qs Qc 2d | Ah Kd 9h 5c 3c | 7c Jd 8s Ts 9s\n{EAST}\n"
    code, out, _ = run(
        capsys,
        "chinese-poker",
        "settle",
        "--preset",
        "basic",
        "--allow-fouls",
        "-",
        stdin=lines,
        monkeypatch=monkeypatch,
    )
    assert (code, out) == (0, "-3\n3\n")


def test_simulate_and_records_round_trip(capsys, tmp_path):
    path = tmp_path / "cp.jsonl"
    code, out, _ = run(
        capsys,
        "simulate",
        "chinese-poker",
        "--hands",
        "5",
        "--seed",
        "3",
        "--record",
        str(path),
        "--json",
        "--rule",
        "preset=specials",
    )
    stats = json.loads(out)
    assert code == 0 and stats["hands"] == 5 and abs(sum(s["net"] for s in stats["seats"])) < 1e-9
    assert run(capsys, "record", "validate", str(path))[1] == "ok: 5 hands of chinese-poker\n"
    code, out, _ = run(capsys, "record", "replay", str(path))
    assert code == 0 and "all 5 results match" in out
    again = run(
        capsys,
        "simulate",
        "chinese-poker",
        "--hands",
        "5",
        "--seed",
        "3",
        "--json",
        "--rule",
        "preset=specials",
    )[1]
    assert json.loads(again)["seats"] == stats["seats"]


def test_a_batch_deal_that_chips_or_the_dealer_do_not_fit_is_named_by_its_line(capsys, monkeypatch):
    """Found by a new user: a second deal of two seats under --chips for three said only
    "--chips: one amount for each of 2 seats, not 3", not which deal."""
    lines = f"{NORTH}\n{EAST}\n{SOUTH}\n\n{NORTH}\n{EAST}\n"
    argv = ("chinese-poker", "settle", "--preset", "hawaiian-gardens")
    code, out, err = run(
        capsys, *argv, "--chips", "5,100,100", "-", stdin=lines, monkeypatch=monkeypatch
    )
    assert code == 2 and len(out.splitlines()) == 3
    assert err == "gupai: error: line 6: --chips: one amount for each of 2 seats, not 3\n"
    code, out, err = run(capsys, *argv, "--dealer", "2", "-", stdin=lines, monkeypatch=monkeypatch)
    assert code == 2 and err == "gupai: error: line 6: --dealer 2: a seat from 0 to 1\n"
