"""Pai Gow AI benchmark: exact edges against the Wizard of Odds figures, and AI timings.

Run: `python bench/paigow_edge.py [--hands 2000] [--seed 1]`. Prints bench/figures.py's table;
edges and push rates are compared for closeness (ratio n/a, the difference in the notes).

Anchors are the Wizard of Odds "Wizard Way" table (dominoes.md §2.7): house way vs house way
2.44% (banking 0.53%), optimal vs house way 1.67% (banking -0.20%), push rate 40.61%. Our edges
come within about 0.04 points of every anchor; the push rate is about half a point lower.

Why the figures differ: the hand ranking agrees with every §8.2/§8.3 vector and HW-REF with every
§8.4 vector, so the difference is in the house way, which the anchor's analysis ran with the
full Foxwoods booklet. HW-REF (§2.6.5) lacks the Foxwoods "other hands" exceptions C-K (the
2/high 5, 6/high 7, 6/high 8, 6/high 9, 7/9, 7/high 9 and high 5/7 tile lists, published only
as pictures) and the "unwritten rule"; those would override HW-REF step 3, which decides about
38% of all hands. HW-REF also adds a dominance step (from the Wizard Way and Canberra) that
overrides Foxwoods pair rule C in 59 of 35,960 hands (e.g. 12, 12, Gee, 4: 7/Teen pair, not 6/8).
Dropping that step moves the house-way edge by only 0.003 points but the optimal banking edge
from -0.21% to -0.30%, so the optimal figures depend most on the house way.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from figures import header, row  # noqa: E402
from gupai_desktop.ai import paigow as ai  # noqa: E402
from gupai_desktop.engine.dominoes import FULL_SET  # noqa: E402

EDGE_ANCHORS = (  # (player, banking, published house edge %, published push %)
    ("house", False, 2.44, 40.61),
    ("house", True, 0.53, 40.61),
    ("optimal", False, 1.67, 41.26),
    ("optimal", True, -0.20, 41.37),
)
ENUMERATION_BUDGET_S = 60.0
COLD_BUDGET_MS = 100.0
TABULATED_BUDGET_MS = 1.0


def p99(samples: list[float]) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))]


def timed_queries(hands: list, cold: bool) -> list[float]:
    """Milliseconds per optimal_setting call; cold ones start from an empty memo, warm ones
    (tabulated) find every hand already memoised."""
    if not cold:
        for tiles in hands:
            ai.optimal_setting(tiles)
    out = []
    for tiles in hands:
        if cold:
            ai.clear_memo()
        start = time.perf_counter()
        ai.optimal_setting(tiles)
        out.append(1000 * (time.perf_counter() - start))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000, help="random hands for the timings")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)

    rows: list[str] = []
    build = ai.tables().build_seconds
    for player, banking, anchor, push in EDGE_ANCHORS:
        ai.clear_memo()  # each enumeration from the tables, not from the last one's counts
        start = time.perf_counter()
        r = ai.edge(player, banking=banking)
        seconds = time.perf_counter() - start
        label = f"{player} way{', banking' if banking else ''}"
        rows.append(
            row(
                f"edge %, {label}",
                anchor,
                r.edge_percent,
                "%",
                None,
                f"diff {r.edge_percent - anchor:+.4f}",
                better=None,
            )
        )
        rows.append(
            row(
                f"push %, {label}",
                push,
                100 * r.p_push,
                "%",
                None,
                f"diff {100 * r.p_push - push:+.2f}",
                better=None,
            )
        )
        rows.append(
            row(
                f"enumeration s, {label}",
                ENUMERATION_BUDGET_S,
                seconds,
                "s",
                seconds < ENUMERATION_BUDGET_S,
            )
        )

    rng = random.Random(args.seed)
    hands = [rng.sample(FULL_SET, 4) for _ in range(args.hands)]
    cold = p99(timed_queries(hands, cold=True))
    warm = p99(timed_queries(hands, cold=False))
    rows.append(
        row(
            f"optimal setting cold p99 ms ({args.hands} hands)",
            COLD_BUDGET_MS,
            cold,
            "ms",
            cold < COLD_BUDGET_MS,
        )
    )
    rows.append(
        row(
            f"optimal setting tabulated p99 ms ({args.hands} hands)",
            TABULATED_BUDGET_MS,
            warm,
            "ms",
            warm < TABULATED_BUDGET_MS,
        )
    )
    rows.append(row("table build s (once per process)", None, build, "s"))
    print(
        header(
            f"Pai Gow edges against the Wizard of Odds, timings over {args.hands} hands, "
            f"seed {args.seed}"
        )
    )
    print("\n".join(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
