"""Chinese Poker benchmark: five-card evaluation against treys, and the strong AI's best setting.

Run: `python bench/chinese_poker_eval.py [--hands 200000] [--deals 300] [--naive 12] [--seed 1]`.
Prints one table, "figure | anchor | ours | ratio", where ratio > 1 always means ours is better
(throughput: ours / anchor; time: anchor / ours). Progress goes to stderr.

Evaluation: the same random five-card hands, evaluated one call at a time by treys
(`Evaluator._five`, its 5-card path, no list building) and by ours (`ranking.evaluator5`), then
in one numpy batch (`ranking.keys5`), all in this process.
Best setting: `ai.decide(..., "strong")` over random 13-card hands, p95 against the product's
50 ms target, and against a naive pure-Python search that walks all 72,072 splits with
itertools, evaluates each row with the per-call evaluator, skips fouls and scores each legal
split with the same row model (the "bonus" preset's payments are linear in the rows, so the
naive search can sum them per row); both must find the same expected payment.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from itertools import combinations
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from figures import header, row  # noqa: E402
from gupai_desktop.ai import chinese_poker as ai  # noqa: E402
from gupai_desktop.engine.cards import CARDS  # noqa: E402
from gupai_desktop.engine.chinese_poker.ranking import (
    evaluator5,
    keys5,
    ladder,  # noqa: E402
    rank_key3,
)
from gupai_desktop.engine.chinese_poker.rules import ChinesePokerRules, resolve  # noqa: E402

TARGET_MS = 50.0


def p95(samples: list[float]) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def evaluation(hands: int, seed: int) -> tuple[float, float, float]:
    """(treys, ours per call, ours batch) in hands per second."""
    from treys import Card, Evaluator

    rng = np.random.default_rng(seed)
    ids = np.array([rng.choice(52, 5, replace=False) for _ in range(hands)], dtype=np.int64)
    tc = [Card.new(str(c)) for c in CARDS]
    treys_hands = [[tc[i] for i in row] for row in ids.tolist()]
    ours_hands = ids.tolist()
    five = Evaluator()._five
    start = time.perf_counter()
    for h in treys_hands:
        five(h)
    treys_rate = hands / (time.perf_counter() - start)
    key = evaluator5()
    start = time.perf_counter()
    for a, b, c, d, e in ours_hands:
        key(a, b, c, d, e)
    call_rate = hands / (time.perf_counter() - start)
    keys5(ids[:10])
    start = time.perf_counter()
    keys5(ids)
    batch_rate = hands / (time.perf_counter() - start)
    return treys_rate, call_rate, batch_rate


def strong_times(rules: ChinesePokerRules, deals: int, seed: int) -> list[float]:
    rng = random.Random(seed)
    ai.decide(rng.sample(CARDS, 13), rules, 1, "strong")
    out = []
    for _ in range(deals):
        hand = rng.sample(CARDS, 13)
        start = time.perf_counter()
        ai.decide(hand, rules, 1, "strong")
        out.append(1000 * (time.perf_counter() - start))
    return out


def naive_best(hand, rules: ChinesePokerRules) -> float:
    """The best expected payment by walking every split in pure Python."""
    sc = resolve(rules)
    model = ai.row_model(sc)
    ordinal = {int(k): i for i, k in enumerate(ladder(sc.wheel))}
    win = [list(model["below"][r]) for r in range(3)]
    tie = [list(model["at"][r]) for r in range(3)]
    bonus = [list(model["bonus"][r]) for r in range(3)]
    above = [list(model["above"][r]) for r in range(3)]
    key5 = evaluator5(sc.wheel)
    ids = [c.index for c in sorted(hand)]
    n_opp = rules.players - 1
    best = None
    for front in combinations(range(13), 3):
        of = ordinal[rank_key3([ids[p] // 4 + 2 for p in front])]
        rest = [p for p in range(13) if p not in front]
        for middle in combinations(rest, 5):
            back = [p for p in rest if p not in middle]
            om = ordinal[key5(*(ids[p] for p in middle))]
            ob = ordinal[key5(*(ids[p] for p in back))]
            if not ob >= om >= of:
                continue
            ev = 0.0
            for r, o in ((0, of), (1, om), (2, ob)):
                w, t = win[r][o], tie[r][o]
                ev += w * (1 + bonus[r][o]) - (1 - w - t) - above[r][o]
            if best is None or ev > best:
                best = ev
    return best * n_opp


def naive(rules: ChinesePokerRules, deals: int, seed: int) -> list[float]:
    rng = random.Random(seed)
    out = []
    for i in range(deals):
        hand = rng.sample(CARDS, 13)
        start = time.perf_counter()
        value = naive_best(hand, rules)
        out.append(1000 * (time.perf_counter() - start))
        _, ours = ai.best_split(hand, rules, 1)
        if abs(value - ours) > 1e-9:
            raise SystemExit(f"naive search disagrees on hand {i}: {value} != {ours}")
        print(f"  naive {i + 1}/{deals}", file=sys.stderr, flush=True)
    return out


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--hands", type=int, default=200_000)
    p.add_argument("--deals", type=int, default=300)
    p.add_argument("--naive", type=int, default=12)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args()
    print("evaluating five-card hands ...", file=sys.stderr, flush=True)
    treys_rate, call_rate, batch_rate = evaluation(args.hands, args.seed)
    bonus = ChinesePokerRules(preset="bonus")
    heavy = ChinesePokerRules(preset="hawaiian-gardens", overall_point=True)
    print("timing the strong AI ...", file=sys.stderr, flush=True)
    ours = strong_times(bonus, args.deals, args.seed)
    ours_heavy = strong_times(heavy, args.deals, args.seed + 1)
    slow = naive(bonus, args.naive, args.seed + 2)
    rows = [
        row(
            "5-card evals/s, one call each (treys _five)",
            treys_rate,
            call_rate,
            "/s",
            better="higher",
        ),
        row(
            "5-card evals/s, numpy batch (treys _five)",
            treys_rate,
            batch_rate,
            "/s",
            better="higher",
        ),
        row(
            "best setting p95 ms, bonus (50 ms target)",
            TARGET_MS,
            p95(ours),
            "ms",
            p95(ours) <= TARGET_MS,
        ),
        row(
            "best setting p95 ms, hawaiian-gardens + overall point (50 ms target)",
            TARGET_MS,
            p95(ours_heavy),
            "ms",
            p95(ours_heavy) <= TARGET_MS,
        ),
        row(
            "best setting p95 ms, bonus (naive pure-Python 72,072 splits)",
            p95(slow),
            p95(ours),
            "ms",
        ),
    ]
    print(
        header(
            f"Chinese Poker evaluator and best setting: {args.hands:,} hands, "
            f"{args.deals} deals, seed {args.seed}"
        )
    )
    print("\n".join(rows))


if __name__ == "__main__":
    main()
