"""The README's test command against the one of the day issue 14 was filed (its "today's 200 s on
two cores"), side by side on this machine.

Run: `python bench/test_suite.py [--anchor REV] [--ours REV] [--rounds N]`. One run; prints
bench/figures.py's table (seconds, lower is better).

Each side is a fresh clone of this repository checked out at its revision, whose own `.ci/run`
is run as CI runs it: a new virtual environment, the install, then the tests, headless. The
anchor is ANCHOR, the code of the stop that filed the issue (CI measured it at 215 s on the
machine of that day, the issue's "200 s"); its goal is half its time, measured in the same run,
so a machine half as fast as that day's halves both sides alike (bench/simulate.py measures its
anchor the same way). The issue's own 100 s is printed too, against a machine this one may not
be. CPU seconds are the run's and its children's, as the kernel counts them.

A shared machine's speed drifts (a plain loop here took 0.97 s at one hour and 1.55 s half an
hour later), so the sides take turns: ours then the anchor, and with `--rounds 2` (the
default) the anchor then ours again, which cancels a drift that goes one way; each side's
figure is the mean of its runs.
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))

from figures import header, row  # noqa: E402

ANCHOR = "63e95b2"  # HEAD at the stop that filed issue 14 (CI: 215 s, 1,483 tests)
ISSUE_SECONDS = 100.0  # "under half of today's 200 s", on the machine of that day


class Run:
    """One side's `.ci/run`: wall and CPU seconds, its exit status and pytest's summary."""

    def __init__(self, rev: str, wall: float, cpu: float, status: int, summary: str):
        self.rev, self.wall, self.cpu, self.status, self.summary = rev, wall, cpu, status, summary


def clean_env() -> dict[str, str]:
    """The environment a fresh shell has: no virtual environment of ours on PATH, no
    PYTHONPATH pointing back into this checkout, no pytest or app settings of ours (workers,
    depth, a profile folder) that one side reads and the other does not."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST_", "GUPAI_"))}
    venv = env.pop("VIRTUAL_ENV", None)
    env.pop("PYTHONPATH", None)
    if venv:
        keep = [p for p in env.get("PATH", "").split(os.pathsep) if not p.startswith(venv)]
        env["PATH"] = os.pathsep.join(keep)
    env["QT_QPA_PLATFORM"] = "offscreen"
    return env


def as_a_terminal_job() -> None:
    """Signals as a terminal's job has them: a bench started under nohup (SIGHUP ignored) or
    with `&` (SIGINT ignored) passes that on, and the tests of a closed terminal or Ctrl-C
    would wait for their timeouts."""
    for name in ("SIGHUP", "SIGINT", "SIGTERM"):
        signal.signal(getattr(signal, name), signal.SIG_DFL)


def clone(rev: str, where: Path) -> None:
    subprocess.run(["git", "clone", "-q", "--no-hardlinks", str(ROOT), str(where)], check=True)
    subprocess.run(["git", "-C", str(where), "checkout", "-q", "--detach", rev], check=True)


def ci_run(rev: str, folder: Path) -> Run:
    """Clone `rev` into `folder` and time its `.ci/run`, as CI does it."""
    where = folder / rev.replace("/", "_")
    clone(rev, where)
    print(f"running {rev}'s .ci/run in {where}", file=sys.stderr, flush=True)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(
        ["bash", ".ci/run"],
        cwd=where,
        env=clean_env(),
        capture_output=True,
        text=True,
        preexec_fn=as_a_terminal_job,  # this process has no threads
    )
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    found = re.findall(r"^=*\s*(\d+ (?:passed|failed).*?) in [\d.]+s", done.stdout, re.M)
    summary = found[-1] if found else (done.stdout + done.stderr).strip()[-300:]
    failed = re.findall(r"^(?:FAILED|ERROR) (.+?)(?: - .*)?$", done.stdout, re.M)
    if failed:
        summary += " (" + ", ".join(failed) + ")"
    return Run(rev, wall, cpu, done.returncode, summary)


def mean(runs: list[Run]) -> Run:
    """One side's figure over its runs: mean times, the first failing exit status, the last
    summary."""
    n = len(runs)
    return Run(
        runs[0].rev,
        sum(r.wall for r in runs) / n,
        sum(r.cpu for r in runs) / n,
        next((r.status for r in runs if r.status), 0),  # a signal's is negative
        runs[-1].summary,
    )


def revision(rev: str) -> str:
    out = subprocess.run(
        ["git", "-C", str(ROOT), "rev-parse", "--short", rev],
        capture_output=True,
        text=True,
        check=True,
    )
    return out.stdout.strip()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--anchor", default=ANCHOR, help=f"the code of that day (default {ANCHOR})")
    parser.add_argument("--ours", default="HEAD", help="our revision (default HEAD)")
    parser.add_argument(
        "--rounds", type=int, default=2, help="rounds, each side once a round, order alternating"
    )
    args = parser.parse_args()
    dirty = subprocess.run(
        ["git", "-C", str(ROOT), "status", "--porcelain", "--untracked-files=no"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    if dirty and args.ours == "HEAD":
        print(
            "note: uncommitted changes are not measured (a clone has only commits)", file=sys.stderr
        )
    ours_rev, anchor_rev = revision(args.ours), revision(args.anchor)
    runs: dict[str, list[Run]] = {ours_rev: [], anchor_rev: []}
    for n in range(max(1, args.rounds)):
        order = (ours_rev, anchor_rev) if n % 2 == 0 else (anchor_rev, ours_rev)
        for rev in order:
            with tempfile.TemporaryDirectory(prefix="gupai-suite-") as tmp:
                runs[rev].append(ci_run(rev, Path(tmp)))
    ours, anchor = mean(runs[ours_rev]), mean(runs[anchor_rev])
    load = os.getloadavg()[0]
    print(
        header(
            f"The README's test command, fresh clones, one run, on {os.cpu_count()} CPUs, load {load:.1f}"
        )
    )
    for rev in (anchor_rev, ours_rev):
        for side in runs[rev]:
            print(
                f"{side.rev}: {side.wall:.1f} s wall, {side.cpu:.0f} CPU-s, exit {side.status}: "
                f"{side.summary}"
            )
    print(f"(means of {len(runs[ours_rev])} run(s) a side, in turns)")
    goal = anchor.wall / 2
    print(
        row(
            f"test command: wall s against half of {anchor.rev}'s",
            goal,
            ours.wall,
            "s",
            ours.wall <= goal and ours.status == 0,
            f"{anchor.rev} {anchor.wall:.1f} s",
        )
    )
    print(
        row(
            "test command: CPU s (run and children)",
            anchor.cpu,
            ours.cpu,
            "s",
            None,
            f"{anchor.rev}'s",
        )
    )
    print(
        row(
            "test command: wall s against the issue's 100 s (its machine)",
            ISSUE_SECONDS,
            ours.wall,
            "s",
            ours.wall <= ISSUE_SECONDS and ours.status == 0,
        )
    )


if __name__ == "__main__":
    main()
