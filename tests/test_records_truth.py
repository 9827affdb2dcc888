"""Records tell the truth or are refused (issue 15): every number a record derives is
recomputed from its actions and rules, hands follow on from each other, NaN and infinities never
parse, and a file is read line by line whatever its size."""

from __future__ import annotations

import json
import math
import os
import re
import subprocess
import sys
import tracemalloc
from contextlib import redirect_stderr, redirect_stdout
from io import StringIO

import pytest

from gupai_desktop.cli.main import main
from gupai_desktop.records import io
from gupai_desktop.records.format import RecordError

from record_sessions import lines_of, play_records, write_lines, write_session

MB = 1 << 20


@pytest.fixture(scope="module")
def paigow_records():
    return play_records("paigow", 4, 4, banking="rotate")


@pytest.fixture
def lines(paigow_records):
    return lines_of(paigow_records)


def edited(line: str, change) -> str:
    record = json.loads(line)
    change(record)
    return json.dumps(record, separators=(",", ":"))


def refused(tmp_path, lines, pattern: str) -> str:
    """Both the CLI's validate and replay exit 2 with one line matching `pattern`; the app's
    read refuses the file too."""
    path = write_lines(tmp_path / "bad.jsonl", lines)
    with pytest.raises(RecordError, match=pattern):
        io.read(path)
    for command in ("validate", "replay"):
        out, err = StringIO(), StringIO()
        with redirect_stdout(out), redirect_stderr(err):
            assert main(["record", command, str(path)]) == 2
        assert out.getvalue() == "" and err.getvalue().count("\n") == 1
        assert re.search(pattern, err.getvalue())
    with pytest.raises(RecordError, match=pattern) as info:
        io.validate(path)
    message = str(info.value)
    assert "\n" not in message and message.startswith("bad.jsonl, line ")
    return message


def test_a_good_session_validates(tmp_path, lines):
    assert io.validate(write_lines(tmp_path / "good.jsonl", lines)).hands == 4


def test_nan_in_returns_is_refused(tmp_path, lines):
    def nan(r):
        r["result"]["returns"][2] = math.nan

    bad = lines[:1] + [edited(lines[1], nan)] + lines[2:]
    assert "NaN" in bad[1]
    refused(tmp_path, bad, r"line 2: result\.returns\[2\] is NaN")


@pytest.mark.parametrize("token", ["Infinity", "-Infinity", "1e999", "-1e400"])
def test_infinite_numbers_are_refused(tmp_path, lines, token):
    record = json.loads(lines[1])
    old = json.dumps(record["result"]["returns"][0])
    line = lines[1].replace(f'"returns":[{old},', f'"returns":[{token},', 1)
    assert line != lines[1]
    refused(
        tmp_path,
        [lines[0], line] + lines[2:],
        r"line 2: result\.returns\[0\] is " + token.replace("+", r"\+"),
    )


def test_altered_breakdown_is_refused(tmp_path, lines):
    def gross(r):
        r["result"]["breakdown"]["results"][1]["gross"] += 7

    refused(
        tmp_path,
        lines[:1] + [edited(lines[1], gross)] + lines[2:],
        r"line 2: result\.breakdown\.results\[1\]\.gross is [-\d.]+, the actions give",
    )


def test_breakdown_with_a_field_dropped_is_refused(tmp_path, lines):
    def drop(r):
        del r["result"]["breakdown"]["results"][2]["stake"]

    refused(
        tmp_path,
        lines[:2] + [edited(lines[2], drop)] + lines[3:],
        r"line 3: result\.breakdown\.results\[2\]\.stake is missing",
    )


def test_infinite_bankroll_is_refused(tmp_path, lines):
    record = json.loads(lines[2])
    old = json.dumps(record["bankrolls_after"][0])
    line = lines[2].replace(f'"bankrolls_after":[{old},', '"bankrolls_after":[1e999,', 1)
    refused(tmp_path, lines[:2] + [line] + lines[3:], r"line 3: bankrolls_after\[0\] is 1e999")


def test_altered_bankroll_is_refused(tmp_path, lines):
    def richer(r):
        r["bankrolls_after"][3] += 100

    refused(
        tmp_path,
        lines[:2] + [edited(lines[2], richer)] + lines[3:],
        r"line 3: bankrolls_after\[3\] is [\d.]+, the actions give [\d.]+",
    )


def test_a_hand_starts_from_the_bankrolls_the_last_one_left(tmp_path, lines):
    """Both bankrolls of line 3 moved by the same amount: line 3 agrees with its own returns
    but not with what line 2 left."""

    def shifted(r):
        r["bankrolls_after"] = [b + 50 for b in r["bankrolls_after"]]

    refused(
        tmp_path,
        lines[:2] + [edited(lines[2], shifted)] + lines[3:],
        r"line 3: bankrolls_after\[0\] is",
    )


def test_swapped_lines_are_refused(tmp_path, lines):
    refused(
        tmp_path,
        [lines[0], lines[2], lines[1], lines[3]],
        r"line 2: session\.hand is 3, expected 2",
    )


def test_duplicated_line_is_refused(tmp_path, lines):
    refused(tmp_path, lines[:2] + [lines[1]] + lines[2:], r"line 3: session\.hand is 2, expected 3")


def test_a_session_starts_at_its_first_hand(tmp_path, lines):
    refused(tmp_path, lines[1:], r"line 1: session\.hand is 2, expected 1")


def test_the_table_follows_from_the_hand_before(tmp_path, lines):
    def banker(r):
        r["table"]["banker"] = (r["table"]["banker"] + 1) % 5

    refused(
        tmp_path,
        lines[:3] + [edited(lines[3], banker)],
        r"line 4: table\.banker is \d, the hands before give \d",
    )


def test_a_duplicated_key_is_refused(tmp_path, lines):
    line = lines[1].replace('"result":{', '"result":{"returns":[0,0,0,0,0],', 1)
    refused(tmp_path, lines[:1] + [line] + lines[2:], r"line 2: result\.returns appears twice")


def test_buy_ins_between_hands_validate():
    """A broke AI buys in again between hands: the next hand starts from more than the last
    one left, exactly as the session books it."""
    records = play_records("paigow", 8, 4, banking="rotate", bankroll=20)
    before = [
        [a - r for a, r in zip(rec["bankrolls_after"], rec["result"]["returns"])] for rec in records
    ]
    assert any(b != rec["bankrolls_after"] for b, rec in zip(before[1:], records))
    assert io.replay(records).hands == 8


def test_in_memory_replay_refuses_nan(paigow_records):
    records = json.loads(json.dumps(paigow_records))
    records[1]["result"]["returns"][2] = math.nan
    with pytest.raises(
        RecordError,
        match=r"hand 2 \(session hand 2\): result\.returns\[2\] "
        r"is NaN",
    ):
        io.replay(records)


def test_validate_reads_line_by_line(tmp_path, lines):
    """A bad third line is reported without reading the 20 MB after it, and reading it never
    holds the file: the old reader held 11 times the file's size."""
    path = tmp_path / "big.jsonl"
    filler = ('{"pad":"' + "x" * 990 + '"}\n').encode()
    with open(path, "wb") as f:
        f.write("".join(line + "\n" for line in lines[:2] + [lines[1]]).encode())
        for _ in range(20 * MB // len(filler)):
            f.write(filler)
    assert path.stat().st_size > 20 * MB
    tracemalloc.start()
    try:
        with pytest.raises(RecordError, match=r"line 3: session\.hand"):
            io.validate(path)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 50 * MB, f"peak {peak / MB:.1f} MB"


def test_the_line_reader_streams(tmp_path):
    """A 21 MB file read in well under 5 MB. Lines of 1 kB: what streams is the file, and the
    traced loop costs by the line (200,000 short lines took a second and a half)."""
    path = tmp_path / "lines.jsonl"
    with open(path, "wb") as f:
        for i in range(22_000):
            f.write(b'{"n":%d,"pad":"%s"}\n' % (i, b"y" * 1_000))
    assert path.stat().st_size > 21 * MB
    tracemalloc.start()
    try:
        count = sum(1 for _ in io.iter_lines(path))
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert count == 22_000 and peak < 5 * MB


def test_an_overlong_line_is_refused_without_reading_it_whole(tmp_path, lines):
    path = tmp_path / "long.jsonl"
    with open(path, "wb") as f:
        f.write((lines[0] + "\n").encode())
        f.write(b'{"format":"gupai-record","app_version":"' + b"z" * (30 * MB) + b'"}\n')
    tracemalloc.start()
    try:
        with pytest.raises(RecordError, match=r"line 2: longer than"):
            io.validate(path)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 10 * MB


# Validates the second file after the first (a warm-up: every import and table made) and says
# how far its resident set rose above where it was, from Linux's own high-water mark.
VALIDATE_CHILD = """
import json, sys
from gupai_desktop.records import io

def status(key):
    with open("/proc/self/status") as f:
        return next(int(line.split()[1]) for line in f if line.startswith(key + ":")) * 1024

io.validate(sys.argv[1])
before = status("VmRSS")
summary = io.validate(sys.argv[2])
print(json.dumps({"hands": summary.hands, "peak": status("VmHWM") - before}))
"""


@pytest.mark.slow
def test_validating_a_20_mb_record_stays_under_50_mb(tmp_path):
    """Measured in a child process as the resident set validation adds (at least what Python
    allocates, and what C does too); where there is no /proc, by tracemalloc here, which sees
    Python's allocations only and makes validation about four times slower. Reading the whole
    file would add about 190 MB."""
    path = write_session(tmp_path / "big.jsonl", "paigow", 8200, 9, banking="rotate")
    assert path.stat().st_size > 20 * MB
    small = write_session(tmp_path / "small.jsonl", "paigow", 2, 9)
    if os.path.exists("/proc/self/status"):
        child = subprocess.run(
            [sys.executable, "-c", VALIDATE_CHILD, str(small), str(path)],
            capture_output=True,
            text=True,
            timeout=600,
        )
        assert child.returncode == 0, child.stderr[-3000:]
        got = json.loads(child.stdout.splitlines()[-1])
        hands, peak = got["hands"], got["peak"]
    else:
        io.validate(small)  # warm up
        tracemalloc.start()
        try:
            hands = io.validate(path).hands
            peak = tracemalloc.get_traced_memory()[1]
        finally:
            tracemalloc.stop()
    assert hands == 8200 and peak < 50 * MB, f"peak {peak / MB:.1f} MB"
