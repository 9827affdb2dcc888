"""Peak memory of `gupai record validate` on big records: it reads a file a hand at a time, so
its peak stays within 50 MB of the baseline whatever the file's size (issue 15).

Run: `python bench/records_memory.py [--sizes 20,200]` (megabytes; a 200 MB record takes a few
minutes to make and to validate). One run; prints "figure | anchor | ours | ratio".

Each record is one long Pai Gow session (house-way players, rotating bank), streamed to a temp
file as the app would append it. The baseline is the same command validating a one-hand
record; each figure is the child process's peak resident set less the baseline's, as the child
reads it from /proc (VmHWM) when it is done: ru_maxrss of a child started from this process
carries this process's own peak across exec, which hid the child's.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from figures import header, row  # noqa: E402

ANCHOR_MB = 50.0


def make_record(path: Path, megabytes: float) -> int:
    """A Pai Gow session written hand by hand until the file holds `megabytes`; its hands."""
    from gupai_desktop.cli.simulate import session_hands
    from gupai_desktop.engine import games
    from gupai_desktop.engine.session import Session
    from gupai_desktop.records.format import dumps

    spec = games.get("paigow")
    rules = spec.rules_from_dict({"banking": "rotate"})
    names = spec.seat_names(rules)
    seats = [{"name": n, "kind": "ai", "level": "house"} for n in names]
    hands, size = 0, 0
    with open(path, "w", encoding="utf-8") as f:
        for _, record in session_hands(
            Session.start("paigow", rules, 77), ["house"] * len(names), seats
        ):
            if size >= megabytes * 1e6:
                break
            line = dumps(record) + "\n"
            f.write(line)
            size += len(line.encode("utf-8"))
            hands += 1
    return hands


# `gupai record validate FILE` as the command line runs it, then the process's peak resident
# set (kB, from /proc) as the last line on stderr.
PROBE = """
import sys
from gupai_desktop.cli.main import main
code = main(sys.argv[1:])
with open("/proc/self/status", encoding="ascii") as f:
    print(next(line.split()[1] for line in f if line.startswith("VmHWM:")), file=sys.stderr)
sys.exit(code)
"""


def validate_peak(path: Path) -> tuple[float, float, int]:
    """(peak RSS in MB, seconds, exit code) of `gupai record validate path` in a child."""
    start = time.perf_counter()
    proc = subprocess.run(
        [sys.executable, "-c", PROBE, "record", "validate", str(path)],
        capture_output=True,
        text=True,
        check=False,
    )
    seconds = time.perf_counter() - start
    lines = proc.stderr.split()
    peak = int(lines[-1]) / 1024 if lines and lines[-1].isdigit() else float("nan")
    return peak, seconds, proc.returncode


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="20,200", help="record sizes in MB, comma-separated")
    args = parser.parse_args()
    lines, miss = [], False
    with tempfile.TemporaryDirectory(prefix="gupai-records-") as folder:
        small = Path(folder) / "one.jsonl"
        make_record(small, 0.0001)
        base, _, code = validate_peak(small)  # peaks only rise: measure the baseline first
        if code:
            raise SystemExit("validating a one-hand record failed")
        for mb in (float(x) for x in args.sizes.split(",")):
            path = Path(folder) / f"r{mb:g}.jsonl"
            hands = make_record(path, mb)
            peak, seconds, code = validate_peak(path)
            above = peak - base
            ok = code == 0 and above <= ANCHOR_MB
            miss |= not ok
            lines.append(
                row(
                    f"validate a {mb:g} MB Pai Gow record: peak RSS above baseline",
                    ANCHOR_MB,
                    above,
                    "MB",
                    ok,
                    f"{hands} hands in {seconds:.0f} s ({hands / seconds:.0f} hands/s); "
                    f"exit {code}; baseline {base:.0f} MB",
                )
            )
            path.unlink()
    print(header(f"Record validation memory: one run, on {os.cpu_count()} CPUs (lower is better)"))
    print("\n".join(lines))
    return 1 if miss else 0


if __name__ == "__main__":
    sys.exit(main())
