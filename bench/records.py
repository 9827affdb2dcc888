"""Validating records at the speed of the data (issue 17, item 4): `gupai record validate` on a
20,000-hand Pai Gow record and a 2,000-hand record of each other game, against the time it takes
to parse the same file's JSON lines (`json.loads` per line), with its peak memory.

Run: `python bench/records.py [--records DIR] [--paigow-hands 20000] [--hands 2000]`. The
records are made by `gupai simulate GAME --hands N --seed 3 --record FILE` (first AI level) in
DIR, or a temp folder; files already in DIR are used as they are. One run; prints
bench/figures.py's table (times and memory: lower is better).

Each file is validated in a child process of its own (`--child FILE`), which times
`records.io.validate` once (cold, as a user runs it) and then the plain parse of the same lines
(the median of three), and reports its peak resident
set above what it held before validating. The ratio is of the process's CPU times, which others'
work on a shared machine does not stretch as it does the wall clock (the notes' seconds and
rates are the wall clock's).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from figures import header, row  # noqa: E402

RATIO_ANCHOR = 10.0  # validating costs at most 10x parsing the JSON
MEMORY_ANCHOR_MB = 50.0  # streaming: the peak does not grow with the file
GAMES = ("paigow", "daling", "chinese-poker", "dingniu", "small-mahjong", "da-gunzi")


def make_record(path: Path, game: str, hands: int) -> None:
    from gupai_desktop.cli.main import main

    print(f"making {path.name}: {hands} hands of {game}", file=sys.stderr, flush=True)
    with open(os.devnull, "w") as quiet:
        stdout, sys.stdout = sys.stdout, quiet
        try:
            code = main(
                ["simulate", game, "--hands", str(hands), "--seed", "3", "--record", str(path)]
            )
        finally:
            sys.stdout = stdout
    if code:
        raise SystemExit(f"making {path} failed")


def peak_mb() -> float:
    """This process's peak resident set. On Linux from /proc (VmHWM): ru_maxrss keeps the peak
    of the process it was forked from across exec, so a child of a parent that had just made
    the records (hundreds of MB) read that parent's peak and showed 0 MB above it."""
    try:
        with open("/proc/self/status", encoding="ascii") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def child(path: str) -> None:
    """Time validate, then the plain JSON parse, of one file; print one JSON line."""
    from gupai_desktop.records import io

    before = peak_mb()
    start, cpu = time.perf_counter(), time.process_time()
    summary = io.validate(path)
    validate_s, validate_cpu = time.perf_counter() - start, time.process_time() - cpu
    peak = peak_mb() - before
    parses = []  # the median of three: a 2,000-hand file parses in some 50 ms, where the
    for _ in range(3):  # clock's grain and a neighbour's work moved one reading by 20%
        start, cpu = time.perf_counter(), time.process_time()
        with open(path, encoding="utf-8") as f:
            lines = sum(1 for line in f if json.loads(line))
        parses.append((time.process_time() - cpu, time.perf_counter() - start))
    parse_cpu, parse_s = sorted(parses)[1]
    print(
        json.dumps(
            {
                "hands": summary.hands,
                "lines": lines,
                "validate_s": validate_s,
                "parse_s": parse_s,
                "validate_cpu": validate_cpu,
                "parse_cpu": parse_cpu,
                "peak_mb": peak,
            }
        )
    )


def measure(path: Path) -> dict:
    out = subprocess.run(
        [sys.executable, __file__, "--child", str(path)],
        capture_output=True,
        text=True,
        check=False,
    )
    if out.returncode:
        raise SystemExit(f"validating {path.name} failed:\n{out.stderr}")
    return json.loads(out.stdout.splitlines()[-1])


def rows(game: str, path: Path, got: dict) -> list[str]:
    mb = path.stat().st_size / 1e6
    seconds, ratio = got["validate_s"], got["validate_cpu"] / got["parse_cpu"]
    label = f"validate {got['hands']:,} {game} hands ({mb:.0f} MB)"
    return [
        row(
            f"{label}: CPU time / JSON parse's",
            RATIO_ANCHOR,
            ratio,
            "×",
            ratio <= RATIO_ANCHOR,
            f"{seconds:.2f} s, {mb / seconds:.1f} MB/s, {got['hands'] / seconds:,.0f} "
            f"hands/s; JSON {got['parse_s']:.2f} s",
            better="lower",
        ),
        row(
            f"{label}: peak RSS above start",
            MEMORY_ANCHOR_MB,
            got["peak_mb"],
            "MB",
            got["peak_mb"] <= MEMORY_ANCHOR_MB,
            better="lower",
        ),
    ]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument(
        "--records",
        metavar="DIR",
        help="where the records are (or are made); default: a temp folder",
    )
    parser.add_argument("--paigow-hands", type=int, default=20000)
    parser.add_argument("--hands", type=int, default=2000, help="hands of each other game")
    parser.add_argument("--child", metavar="FILE", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child)
        return 0
    with tempfile.TemporaryDirectory(prefix="gupai-bench-") as temp:
        folder = Path(args.records or temp)
        folder.mkdir(parents=True, exist_ok=True)
        lines, miss = [], False
        for game in GAMES:
            hands = args.paigow_hands if game == "paigow" else args.hands
            path = folder / f"{game}-{hands}.jsonl"
            if not path.exists():
                make_record(path, game, hands)
            got = measure(path)
            for line in rows(game, path, got):
                miss |= line.endswith("MISS")
                lines.append(line)
    print(
        header(
            f"Record validation: one run, on {os.cpu_count()} CPUs, load {os.getloadavg()[0]:.1f}"
        )
    )
    print("\n".join(lines))
    return 1 if miss else 0


if __name__ == "__main__":
    sys.exit(main())
