"""Ding Niu AI benchmark: the strong level (the generic search, ai/search) against the strong
level it replaced (the sampler, ai.dingniu.sampled_action) and against the rule bot, and how
long it takes a move (issue 11).

Run: `python bench/dingniu.py [--deals 1000] [--greedy-deals 300] [--seed 1] [--jobs 2]
[--timing-hands 30]`. Prints "figure | anchor | ours | ratio"; progress goes to stderr. One run.

- New against old, duplicate deals: "strong" in seats 0 and 2, the old sampler in 1 and 3, then
  the same deal with the pairs swapped; the figure is the new level's chips per seat and deal
  (unit 1) with a normal 95% interval over deals. Anchor 0; the new level stays only if it wins.
- Against "greedy": every shuffle twice, seat 0 "strong" and then seat 0 "greedy", against the
  same three "greedy" players with the same leader; seat 0's chips per deal and the paired
  difference (anchor 0: a "greedy" seat 0 among "greedy" players earns zero only across seats,
  so the paired difference is the figure that counts).
- Move time: hands with "strong" in seat 0 played in this one process afterwards, each move
  asked as a worker does (bots.act -> act_state); anchors mean 0.3 s, p95 1 s, forced 5 ms. The
  old sampler's times are shown beside it.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from figures import header, row
from search_figures import Timer, interval, mean_ci, note, parallel

from gupai_desktop.ai import bots
from gupai_desktop.ai import dingniu as ai
from gupai_desktop.engine import games
from gupai_desktop.engine.dingniu.rules import PLAYERS, DingNiuRules
from gupai_desktop.engine.dingniu.state import DingNiuState

GAME = games.canonical("dingniu")
OLD = "old-strong"


def move(state: DingNiuState, seat: int, level: str) -> str:
    if level == OLD:
        legal = state.legal_actions()
        return (
            legal[0] if len(legal) == 1 else ai.sampled_action(state.observation(seat), state.rules)
        )
    return bots.act(GAME, state, seat, level)


def play(job) -> list[float]:
    shuffle, leader, levels = job
    state = DingNiuState(DingNiuRules(), leader)
    state.apply(shuffle)
    while not state.is_terminal():
        seat = state.current_player()
        state.apply(move(state, seat, levels[seat]))
    return state.returns()


def deals(n: int, seed: int) -> list[tuple[str, int]]:
    rng = random.Random(seed)
    probe = DingNiuState(DingNiuRules(), 0)
    return [(probe.sample_chance(rng), i % PLAYERS) for i in range(n)]


def new_against_old(dealt, jobs: int) -> list[float]:
    """Per deal, the new level's chips per seat (both pairings of the deal)."""
    one = tuple("strong" if s % 2 == 0 else OLD for s in range(PLAYERS))
    other = tuple(OLD if s % 2 == 0 else "strong" for s in range(PLAYERS))
    plays = [(sh, lead, levels) for sh, lead in dealt for levels in (one, other)]
    results = parallel(play, plays, jobs, "new strong vs old strong")
    per_deal = []
    for i in range(0, len(plays), 2):
        total = sum(
            r[s]
            for (_, _, levels), r in zip(plays[i : i + 2], results[i : i + 2])
            for s in range(PLAYERS)
            if levels[s] == "strong"
        )
        per_deal.append(total / PLAYERS)
    return per_deal


def against_greedy(dealt, jobs: int) -> tuple[list[float], list[float]]:
    plays = [
        (sh, lead, (level,) + ("greedy",) * (PLAYERS - 1))
        for sh, lead in dealt
        for level in ("strong", "greedy")
    ]
    results = parallel(play, plays, jobs, "strong seat 0 vs greedy")
    return [r[0] for r in results[0::2]], [r[0] for r in results[1::2]]


def timing(hands: int, seed: int) -> tuple[Timer, Timer]:
    new, old = Timer(), Timer()
    for sh, lead in deals(hands, seed + 1000):
        state = DingNiuState(DingNiuRules(), lead)
        state.apply(sh)
        while not state.is_terminal():
            seat = state.current_player()
            if seat == 0:
                forced = len(state.legal_actions()) == 1
                old.time(lambda s=state: move(s, 0, OLD), forced)
                action = new.time(lambda s=state: move(s, 0, "strong"), forced)
            else:
                action = move(state, seat, "greedy")
            state.apply(action)
    return new, old


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--greedy-deals", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--timing-hands", type=int, default=30)
    args = parser.parse_args()
    rows = []
    mean, lo, hi = mean_ci(new_against_old(deals(args.deals, args.seed), args.jobs))
    rows.append(
        row(
            f"new strong vs old strong: chips/seat/deal ({args.deals})",
            0.0,
            mean,
            "chip",
            lo > 0,
            interval(lo, hi),
            better="higher",
        )
    )
    strong, greedy = against_greedy(deals(args.greedy_deals, args.seed + 1), args.jobs)
    for label, values, verdict in (
        ("strong seat 0 among greedy: chips/deal", strong, None),
        ("greedy seat 0 among greedy: chips/deal (same deals)", greedy, None),
        ("paired difference strong - greedy", [a - b for a, b in zip(strong, greedy)], True),
    ):
        mean, lo, hi = mean_ci(values)
        rows.append(
            row(
                label,
                0.0,
                mean,
                "chip",
                lo > 0 if verdict else None,
                interval(lo, hi),
                better="higher",
            )
        )
    note("timing")
    new, old = timing(args.timing_hands, args.seed)
    rows += new.rows("strong (search, in-process, one core)")
    rows += old.rows("old strong (sampler), for comparison")
    print(header(f"Ding Niu, seed {args.seed}, {args.jobs} processes for the strength figures"))
    print("\n".join(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
