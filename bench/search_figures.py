"""Shared by the search AI's benches (bench/smallmahjong_strength.py, bench/dingniu.py): deals
played in parallel processes, confidence intervals and move timing, in rows of bench/figures.py's
table.

Strength figures are played by `--jobs` processes side by side (each deal is independent); move
times are taken afterwards in this one process with nothing else of ours running, since the
search's budgets are tuned for one core (the app's pool adds the others).
"""

from __future__ import annotations

import hashlib
import json
import math
import multiprocessing
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

from figures import header, row  # noqa: F401  (the benches' one table, also taken from here)

Z95 = 1.96
MEAN_ANCHOR_S, P95_ANCHOR_S, FORCED_ANCHOR_MS = 0.3, 1.0, 5.0


def note(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


def parallel(
    fn: Callable, jobs: list, processes: int, label: str, kept: "Checkpoint | None" = None
) -> list:
    """fn over jobs in `processes` processes (in order); progress on stderr. With a checkpoint,
    the jobs it holds a result for (by the job's JSON) are not played again, and each new
    result goes into it as it comes."""
    done = kept.results() if kept else {}
    keys = [json.dumps(job) for job in jobs] if kept else list(range(len(jobs)))
    todo = [(key, job) for key, job in zip(keys, jobs) if key not in done]
    if len(todo) < len(jobs):
        note(f"{label}: {len(jobs) - len(todo)}/{len(jobs)} kept from {kept}")
    step = max(1, len(jobs) // 10)
    if todo:
        with multiprocessing.get_context("spawn").Pool(processes) as pool:
            results = pool.imap(fn, [job for _, job in todo], chunksize=4)
            for i, ((key, _), result) in enumerate(zip(todo, results)):
                done[key] = result
                if kept:
                    kept.add(str(key), result)
                if (i + 1) % step == 0:
                    note(f"{label}: {i + 1}/{len(todo)}")
    return [done[key] for key in keys]


class Checkpoint:
    """A long bench's results on disk as they come (a JSON line each), for the code that made
    them: a run that was stopped goes on from where it was when started again, and any change
    to the engine, the AI or the benches starts it afresh."""

    def __init__(self, path: Path):
        self.path = path
        root = Path(__file__).resolve().parents[1]
        digest = hashlib.sha1()
        for folder in ("gupai_desktop/engine", "gupai_desktop/ai", "bench"):
            for source in sorted((root / folder).rglob("*.py")):
                digest.update(source.relative_to(root).as_posix().encode())
                digest.update(source.read_bytes())
        self.code = digest.hexdigest()[:16]

    def __str__(self) -> str:
        return f"{self.path} (code {self.code})"

    def results(self) -> dict:
        out = {}
        if self.path.exists():
            for line in self.path.read_text(encoding="utf-8").splitlines():
                try:
                    entry = json.loads(line)
                except ValueError:  # a line cut short by a kill
                    continue
                if entry.get("code") == self.code:
                    out[entry["job"]] = entry["result"]
        return out

    def add(self, key: str, result) -> None:
        with open(self.path, "a", encoding="utf-8") as f:
            f.write(json.dumps({"code": self.code, "job": key, "result": result}) + "\n")


def share_ci(wins: int, n: int) -> tuple[float, float, float]:
    """A proportion with its 95% Wilson interval."""
    if n == 0:
        return 0.0, 0.0, 1.0
    p = wins / n
    centre = (p + Z95**2 / (2 * n)) / (1 + Z95**2 / n)
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95**2 / (4 * n * n)) / (1 + Z95**2 / n)
    return p, centre - half, centre + half


def mean_ci(values: list[float]) -> tuple[float, float, float]:
    """A mean with its normal 95% interval."""
    mean = statistics.fmean(values)
    half = Z95 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return mean, mean - half, mean + half


class Timer:
    """Wall times of the moves a level chose (more than one legal move) and of forced ones."""

    def __init__(self):
        self.chosen: list[float] = []
        self.forced: list[float] = []

    def time(self, fn: Callable[[], str], forced: bool) -> str:
        start = time.perf_counter()
        action = fn()
        (self.forced if forced else self.chosen).append(time.perf_counter() - start)
        return action

    def rows(self, label: str) -> list[str]:
        chosen = sorted(self.chosen)
        p95 = chosen[min(len(chosen) - 1, int(0.95 * len(chosen)))]
        out = [
            row(
                f"{label}: move mean s ({len(chosen)} moves)",
                MEAN_ANCHOR_S,
                statistics.fmean(chosen),
                "s",
                statistics.fmean(chosen) <= MEAN_ANCHOR_S,
            ),
            row(f"{label}: move p95 s", P95_ANCHOR_S, p95, "s", p95 <= P95_ANCHOR_S),
            row(f"{label}: move max s", P95_ANCHOR_S, chosen[-1], "s", None),
        ]
        if self.forced:
            worst = max(self.forced) * 1000
            out.append(
                row(
                    f"{label}: forced move, worst ms ({len(self.forced)})",
                    FORCED_ANCHOR_MS,
                    worst,
                    "ms",
                    worst <= FORCED_ANCHOR_MS,
                )
            )
        return out


def interval(lo: float, hi: float, percent: bool = False) -> str:
    return f"[{100 * lo:.1f}%, {100 * hi:.1f}%]" if percent else f"[{lo:+.3f}, {hi:+.3f}]"
