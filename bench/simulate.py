"""Simulations that use the machine (issue 17, item 5): `gupai simulate paigow --hands 20000
--seed 3` with and without a record, on one worker and on every core.

Run: `python bench/simulate.py [--hands 20000]`. One run; prints bench/figures.py's table of
rates (hands a second, higher is better).

Each run is `gupai simulate` in a child process of its own, timed inside it (the interpreter's
start is not counted, the workers' is). The 1-job anchors are five times the rate of the code
before this work, measured in the same run (`--before REV`, default BEFORE: checked out in a
temporary git worktree and run on `--before-hands` hands, for it is slow): a machine half as
fast as the issue's halves both sides alike. The issue measured 1,100 hands a second without
a record and 390 with one then; without git the anchors fall back to those. The all-cores
anchor is the 1-job rate times the cores, and the note gives the speed-up over one job (on a
machine others share, the cores are not all ours: the header gives the load).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from figures import header, row  # noqa: E402

BEFORE = {False: 1100.0, True: 390.0}  # hands/s on one core before (issue 17), its machine
BEFORE_REV = "3aa8d3d^"  # the code before the work on simulation speed (issue 17, item 5)
GOAL = 5.0  # times faster on one core


def child(hands: int, jobs: int, record: str | None, code: str | None) -> None:
    """Time one simulation here, of the package in `code` (another checkout) or this one;
    print one JSON line. `jobs` 0: the command without --jobs (the code before had none)."""
    if code:
        sys.path.insert(0, code)
    from gupai_desktop.cli.main import main

    argv = ["simulate", "paigow", "--hands", str(hands), "--seed", "3"]
    argv += ["--jobs", str(jobs)] if jobs else []
    if record:
        argv += ["--record", record]
    with open(os.devnull, "w") as quiet:
        stdout, sys.stdout = sys.stdout, quiet
        try:
            start = time.perf_counter()
            code = main(argv)
            seconds = time.perf_counter() - start
        finally:
            sys.stdout = stdout
    if code:
        raise SystemExit(f"gupai {' '.join(argv)} failed")
    print(json.dumps({"seconds": seconds}))


def measure(hands: int, jobs: int, record: str | None, code: str | None = None) -> float:
    argv = [sys.executable, __file__, "--child", str(jobs), "--hands", str(hands)]
    argv += (["--record", record] if record else []) + (["--code", code] if code else [])
    out = subprocess.run(argv, capture_output=True, text=True, check=False)
    if out.returncode:
        raise SystemExit(f"simulating failed:\n{out.stderr}")
    return json.loads(out.stdout.splitlines()[-1])["seconds"]


def checkout(rev: str, folder: Path) -> str | None:
    """The package as it was at `rev`, in a worktree under `folder`; None without git."""
    where = folder / "before"
    made = subprocess.run(
        ["git", "-C", str(ROOT), "worktree", "add", "--detach", "-q", str(where), rev],
        capture_output=True,
        text=True,
        check=False,
    )
    return str(where) if made.returncode == 0 else None


def before_rates(rev: str, hands: int, folder: Path) -> tuple[dict[bool, float], str]:
    """Hands a second of the code at `rev` on one core, with and without a record, and where
    they come from."""
    code = checkout(rev, folder)
    if code is None:
        return dict(BEFORE), "the issue's figure"
    try:
        path = str(folder / "before.jsonl")
        rates = {rec: hands / measure(hands, 0, path if rec else None, code) for rec in BEFORE}
    finally:
        subprocess.run(
            ["git", "-C", str(ROOT), "worktree", "remove", "--force", code],
            capture_output=True,
            check=False,
        )
    return rates, f"{rev} measured now"


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=20000)
    parser.add_argument("--before", default=BEFORE_REV, help="the code to compare with")
    parser.add_argument("--before-hands", type=int, default=4000)
    parser.add_argument("--child", type=int, metavar="JOBS", help=argparse.SUPPRESS)
    parser.add_argument("--record", help=argparse.SUPPRESS)
    parser.add_argument("--code", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child is not None:
        child(args.hands, args.child, args.record, args.code)
        return 0
    cores = os.cpu_count() or 1
    lines, miss = [], False
    with tempfile.TemporaryDirectory(prefix="gupai-bench-") as folder:
        before, source = before_rates(args.before, args.before_hands, Path(folder))
        for recording in (False, True):
            path = str(Path(folder) / "sim.jsonl") if recording else None
            what = f"simulate {args.hands:,} paigow hands, {'with' if recording else 'no'} record"
            one = args.hands / measure(args.hands, 1, path)
            anchor = GOAL * before[recording]
            ok = one >= anchor
            miss |= not ok
            lines.append(
                row(
                    f"{what}, 1 job: hands/s",
                    anchor,
                    one,
                    "/s",
                    ok,
                    f"before {before[recording]:,.0f} ({source}): "
                    f"{one / before[recording]:.1f}× faster",
                    better="higher",
                )
            )
            every = args.hands / measure(args.hands, cores, path)
            lines.append(
                row(
                    f"{what}, {cores} jobs: hands/s",
                    one * cores,
                    every,
                    "/s",
                    None,
                    f"{every / one:.2f}× the 1-job rate",
                    better="higher",
                )
            )
    print(header(f"Simulation speed: one run, on {cores} CPUs, load {os.getloadavg()[0]:.1f}"))
    print("\n".join(lines))
    return 1 if miss else 0


if __name__ == "__main__":
    sys.exit(main())
