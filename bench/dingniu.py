"""Ding Niu AI benchmark: how long the strong AI takes per move, and how much it wins.

Run: `python bench/dingniu.py [--deals 300] [--seed 1]`. Prints "figure | anchor | ours | ratio";
progress goes to stderr.

Strength, by duplicate deals: every shuffle is played twice, seat 0 "strong" and then seat 0
"greedy", against the same three "greedy" players, with the same leader; the figure is seat 0's
chips per deal (unit 1) with a normal 95% interval, and the paired difference. A "greedy" seat 0
among "greedy" players earns zero on average only across seats, so the paired difference is the
figure that counts; anchor 0. Speed: wall time of the strong AI's moves (it samples deals and
plays them out), against a 500 ms budget per move, so an AI turn never outlasts its animation
by much.
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

from gupai_desktop.ai import dingniu as ai  # noqa: E402
from gupai_desktop.engine.dingniu.rules import DingNiuRules  # noqa: E402
from gupai_desktop.engine.dingniu.state import DingNiuState  # noqa: E402

MOVE_BUDGET_MS = 500.0


def ci95(values: list[float]) -> tuple[float, float, float]:
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return mean, mean - half, mean + half


def play(shuffle: str, leader: int, seat0: str, rules: DingNiuRules, times: list[float]):
    state = DingNiuState(rules, leader)
    state.apply(shuffle)
    while not state.is_terminal():
        seat = state.current_player()
        level = seat0 if seat == 0 else "greedy"
        start = time.perf_counter()
        action = ai.act(state.observation(seat), rules, level)
        if level == "strong":
            times.append((time.perf_counter() - start) * 1000)
        state.apply(action)
    return state.returns()[0]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rules = DingNiuRules()
    rng = random.Random(args.seed)
    strong, greedy, times = [], [], []
    for i in range(args.deals):
        probe = DingNiuState(rules, i % 4)
        shuffle = probe.sample_chance(rng)
        strong.append(play(shuffle, i % 4, "strong", rules, times))
        greedy.append(play(shuffle, i % 4, "greedy", rules, []))
        if (i + 1) % 50 == 0:
            print(f"{i + 1}/{args.deals} deals", file=sys.stderr)
    diffs = [a - b for a, b in zip(strong, greedy)]
    ordered = sorted(times)
    p95 = ordered[int(0.95 * (len(ordered) - 1))]
    worst = ordered[-1]
    rows = [("strong seat 0, chips/deal vs greedy table", 0.0, ci95(strong)),
            ("greedy seat 0, chips/deal (same deals)", 0.0, ci95(greedy)),
            ("paired difference strong - greedy", 0.0, ci95(diffs))]
    print(f"{args.deals} duplicate deals, seed {args.seed}, {len(times)} strong moves timed")
    print(f"{'figure':<44} | {'anchor':>7} | {'ours':>8} | {'95% CI':>18} | verdict")
    print("-" * 96)
    for label, anchor, (mean, lo, hi) in rows:
        verdict = "PASS" if lo > anchor else "-" if "greedy seat" in label else "MISS"
        print(f"{label:<44} | {anchor:>7.2f} | {mean:>+8.3f} | [{lo:+.3f}, {hi:+.3f}] | "
              f"{verdict}")
    for label, value in (("strong move p95 ms", p95), ("strong move max ms", worst)):
        print(f"{label:<44} | {MOVE_BUDGET_MS:>7.0f} | {value:>8.1f} | "
              f"{value / MOVE_BUDGET_MS:>17.2f}× | "
              f"{'PASS' if value <= MOVE_BUDGET_MS or 'max' in label else 'MISS'}")
    return 0 if ci95(diffs)[1] > 0 and p95 <= MOVE_BUDGET_MS else 1


if __name__ == "__main__":
    sys.exit(main())
