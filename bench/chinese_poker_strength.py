"""Chinese Poker AI benchmark: how much the strong AI wins against greedy players.

Run: `python bench/chinese_poker_strength.py [--deals 10000] [--seed 1] [--workers 2]`.
Prints bench/figures.py's table; progress goes to stderr every 1,000 deals.

Duplicate deals, 4 players, under the "basic" and the "bonus" presets. Deal i is shuffled by its
own generator (random.Random(seed * 1_000_003 + i)), so the deals, and every figure, are the same
whatever the number of workers, and the two presets see the same deals. Every deal is played
twice from the same shuffle: seat 1 (the user's seat) "strong" against seats 0, 2, 3 "greedy",
then all four "greedy" (the baseline). The figures are seat 1's points per hand in each, and the
paired difference strong - baseline, each with a normal 95% confidence interval
(mean +/- 1.96 sd / sqrt(n) over deals). With four greedy players seat 1 earns zero on average by
symmetry, so the issue's figure, "points per hand with a 95% confidence interval, above zero",
is the paired difference: PASS when its lower bound is above zero, for both presets.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from figures import header, row  # noqa: E402
from gupai_desktop.ai import chinese_poker as ai  # noqa: E402
from gupai_desktop.engine.core import play_chance  # noqa: E402
from gupai_desktop.engine.chinese_poker.rules import ChinesePokerRules  # noqa: E402
from gupai_desktop.engine.chinese_poker.state import ChinesePokerState  # noqa: E402

PLAYERS = 4
SEAT = 1  # the seat the strong AI takes (the user's seat in the app)
PRESETS = ("basic", "bonus")
CHUNK = 200  # deals per task handed to a worker


def ci95(values: list[float]) -> tuple[float, float, float]:
    mean = statistics.fmean(values)
    half = 1.959964 * statistics.stdev(values) / math.sqrt(len(values))
    return mean, mean - half, mean + half


def interval(values: list[float]) -> str:
    mean, lo, hi = ci95(values)
    return f"{mean:+.4f} [{lo:+.4f}, {hi:+.4f}]"


def play(dealt: ChinesePokerState, rules: ChinesePokerRules, level: str) -> tuple[list, str]:
    """Seat nets and seat 1's action when seat 1 plays `level` and the others play greedy."""
    state = dealt.clone()
    while not state.is_terminal():
        seat = state.current_player()
        action = ai.act(state.observation(seat), rules, level if seat == SEAT else "greedy")
        state.apply(action)
    nets = state.returns()
    if abs(sum(nets)) > 1e-9:
        raise AssertionError(f"deal not zero-sum: {nets} ({state.history()[0]})")
    return nets, state.history()[1 + SEAT]


def run_chunk(task: tuple[str, int, int, int]) -> list[tuple[float, float, bool]]:
    """(seat 1 strong, seat 1 greedy, whether the two chose differently) for deals lo..hi-1."""
    preset, seed, lo, hi = task
    rules = ChinesePokerRules(players=PLAYERS, preset=preset)
    out = []
    for i in range(lo, hi):
        dealt = ChinesePokerState(rules)
        play_chance(dealt, random.Random(seed * 1_000_003 + i))
        strong, strong_action = play(dealt, rules, "strong")
        base, base_action = play(dealt, rules, "greedy")
        out.append((strong[SEAT], base[SEAT], strong_action != base_action))
    return out


def duplicate(preset: str, deals: int, seed: int, pool) -> list[tuple[float, float, bool]]:
    tasks = [(preset, seed, lo, min(lo + CHUNK, deals)) for lo in range(0, deals, CHUNK)]
    results: list[tuple[float, float, bool]] = []
    start = time.perf_counter()
    mapper = pool.imap(run_chunk, tasks) if pool else map(run_chunk, tasks)
    for chunk in mapper:
        before = len(results)
        results.extend(chunk)
        if len(results) // 1000 > before // 1000 or len(results) == deals:
            print(
                f"  {preset}: {len(results)}/{deals} deals, {time.perf_counter() - start:.0f} s",
                file=sys.stderr,
                flush=True,
            )
    return results


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    if args.deals < 2:
        parser.error("--deals must be at least 2")

    rows = []
    ok = True
    start = time.perf_counter()
    pool = multiprocessing.Pool(args.workers) if args.workers > 1 else None
    try:
        for preset in PRESETS:
            results = duplicate(preset, args.deals, args.seed, pool)
            strong = [r[0] for r in results]
            base = [r[1] for r in results]
            diff = [a - b for a, b in zip(strong, base)]
            changed = sum(r[2] for r in results)
            label = f'"{preset}", {args.deals} deals, points/hand'
            passed = ci95(diff)[1] > 0
            ok = ok and passed
            rows.append(
                row(
                    f"seat 1 strong vs 3 greedy, {label}",
                    0.0,
                    ci95(strong)[0],
                    "pt",
                    None,
                    interval(strong)
                    + (" above zero" if ci95(strong)[1] > 0 else " NOT above zero"),
                    better="higher",
                )
            )
            rows.append(
                row(
                    f"seat 1 greedy vs 3 greedy (baseline), {label}",
                    0.0,
                    ci95(base)[0],
                    "pt",
                    None,
                    interval(base) + " (0 by symmetry)",
                    better=None,
                )
            )
            rows.append(
                row(
                    f"strong - baseline, same deals, {label}",
                    0.0,
                    ci95(diff)[0],
                    "pt",
                    passed,
                    interval(diff),
                    better="higher",
                )
            )
            rows.append(
                row(
                    f'strong sets differently from greedy, "{preset}"',
                    None,
                    100 * changed / args.deals,
                    "%",
                    better=None,
                )
            )
    finally:
        if pool:
            pool.close()
            pool.join()
    rows.append(
        row(
            f"wall time ({args.workers} worker{'s' if args.workers > 1 else ''})",
            8 * 60.0,
            time.perf_counter() - start,
            "s",
        )
    )
    print(
        header(
            f"Chinese Poker strong vs greedy, {args.deals} duplicate deals, seed "
            f"{args.seed}, {args.workers} workers"
        )
    )
    print("\n".join(rows))
    print("PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
