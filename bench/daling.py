"""Da Ling AI benchmark: how fast the strong AI groups a hand, and how much it wins.

Run: `python bench/daling.py [--deals 10000] [--timing 2000] [--seed 1]`. Prints
bench/figures.py's table; progress goes to stderr.

Speed: `ai.act` for the "strong" level, measured in-process over random deals, against the 5 ms
p99 target. Strength: duplicate deals. Every deal is played twice from the same shuffle, seat 0
"strong" and then seat 0 "first" (the baseline of the issue), against the same three "first"
players; the figure is seat 0's chips per deal with a normal 95% confidence interval, and the
paired difference. Against "first" players a "first" seat 0 earns zero on average by symmetry,
so the strong AI's mean must be above zero. A last row repeats the duplicate test against
"greedy" opponents, a policy the strong AI does not assume alone.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from figures import header, row  # noqa: E402
from gupai_desktop.ai import daling as ai  # noqa: E402
from gupai_desktop.engine.core import play_chance  # noqa: E402
from gupai_desktop.engine.daling.rules import DaLingRules  # noqa: E402
from gupai_desktop.engine.daling.state import DaLingState  # noqa: E402

P99_BUDGET_MS = 5.0


def p99(samples: list[float]) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))]


def ci95(values: list[float]) -> tuple[float, float, float]:
    mean = statistics.fmean(values)
    half = 1.959964 * statistics.stdev(values) / math.sqrt(len(values))
    return mean, mean - half, mean + half


def timing(players: int, deals: int, seed: int) -> list[float]:
    """Milliseconds per strong `act` call, one call per deal (seat 0 to act)."""
    rules = DaLingRules(players=players)
    rng = random.Random(seed)
    out = []
    for _ in range(deals):
        state = DaLingState(rules)
        play_chance(state, rng)
        obs = state.observation(0)
        start = time.perf_counter()
        ai.act(obs, rules, "strong")
        out.append(1000 * (time.perf_counter() - start))
    return out


def duplicate(deals: int, seed: int, opponents: str, label: str) -> tuple[list, list]:
    """Seat 0's nets with "strong" and with "first" on the same deals."""
    rules = DaLingRules(players=4)
    rng = random.Random(seed)
    strong, first = [], []
    start = time.perf_counter()
    for i in range(deals):
        dealt = DaLingState(rules)
        play_chance(dealt, rng)
        for level, out in (("strong", strong), ("first", first)):
            state = dealt.clone()
            while not state.is_terminal():
                seat = state.current_player()
                obs = state.observation(seat)
                state.apply(ai.act(obs, rules, level if seat == 0 else opponents))
            out.append(state.returns()[0])
        if (i + 1) % 1000 == 0:
            print(
                f"  {label}: {i + 1}/{deals} deals, {time.perf_counter() - start:.0f} s",
                file=sys.stderr,
                flush=True,
            )
    return strong, first


def interval(values: list[float]) -> str:
    mean, lo, hi = ci95(values)
    return f"{mean:+.3f} [{lo:+.3f}, {hi:+.3f}]"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=10_000)
    parser.add_argument("--timing", type=int, default=2_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    rows = []
    timing(4, 50, args.seed + 99)  # warm up numpy and the caches before measuring
    for players in (4, 5):
        print(f"timing {players} players ...", file=sys.stderr, flush=True)
        ms = timing(players, args.timing, args.seed + players)
        worst = p99(ms)
        rows.append(
            row(
                f"strong grouping p99, {players} players ({args.timing} deals)",
                P99_BUDGET_MS,
                worst,
                "ms",
                worst <= P99_BUDGET_MS,
            )
        )
        rows.append(
            row(f"strong grouping median, {players} players", None, statistics.median(ms), "ms")
        )

    ok = True
    for opponents in ("first", "greedy"):
        strong, first = duplicate(args.deals, args.seed, opponents, f"vs {opponents}")
        diff = [a - b for a, b in zip(strong, first)]
        label = f"vs 3 {opponents}, {args.deals} deals, chips/deal"
        counts = opponents == "first"  # the verdict; against greedy a note only

        def above(values: list[float]) -> tuple[bool | None, str]:
            lo = ci95(values)[1]
            return (
                lo > 0 if counts else None,
                interval(values)
                + ("" if counts else " above zero" if lo > 0 else " NOT above zero"),
            )

        rows.append(
            row(
                f"seat 0 strong {label}",
                0.0,
                ci95(strong)[0],
                "chip",
                *above(strong),
                better="higher",
            )
        )
        rows.append(
            row(
                f"seat 0 first (baseline) {label}",
                0.0 if counts else None,
                ci95(first)[0],
                "chip",
                None,
                interval(first) + (" (0 by symmetry)" if counts else ""),
                better=None,
            )
        )
        rows.append(
            row(
                f"strong - first, same deals, {label}",
                0.0,
                ci95(diff)[0],
                "chip",
                *above(diff),
                better="higher",
            )
        )
        if opponents == "first":
            ok = ok and ci95(strong)[1] > 0 and ci95(diff)[1] > 0

    print(header(f"Da Ling strong AI, {args.deals} duplicate deals, seed {args.seed}"))
    print("\n".join(rows))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
