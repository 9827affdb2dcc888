"""Da Gunzi: how much the search level ("strong") gains against the rule bot ("normal"), and how
long it takes a move (the issue's AI section).

Run: `python bench/dagunzi_strength.py [--deals 1000] [--seed 1] [--jobs 2]
[--timing-hands 4] [--strong strong] [--weak normal] [--checkpoint FILE]`. Prints "figure |
anchor | ours | ratio"; progress goes to stderr. One run; 1,000 deals are the issue's 2,000
hands, about three hours on two cores. With --checkpoint, each hand's result is kept in FILE as it
comes, so a run that was stopped goes on where it was (for the same code only); --deals 0
gives the timing rows alone.

Hands, not whole cycles: each deal is a table (the teams' levels 3-10, the dealer, the blood
owed; one deal in eight a cycle's first hand, found by the grab) and a seed for its chance moves
(the shuffle, a first hand's deal starter, any redeal), so both plays of a deal get the same
cards and the same table. Duplicate deals: the strong team in seats 0 and 2, then the same deal
again with the teams' seats swapped; the figure is the strong team's mean return a hand (its
level change minus the other team's, §5.10.6) over both plays, with a 95% interval over deals,
and its share of the hands that ended a cycle (a team past 10, a sweep, S = 0, three jokers).
For scale, "normal" against "easy" the same way. Default rules (live sticks).

Timing, in this one process afterwards: hands with "strong" in seats 0 and 2, each strong move
asked as a worker does (act_state: the level's search in-process); anchors: mean 0.25 s and
p95 1 s for moves with a choice, 5 ms for forced ones. Then a whole hand of four rule bots
(each move from its observation, as the app asks), and the rollout policy's throughput.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from figures import header, row
from search_figures import (
    FORCED_ANCHOR_MS,
    P95_ANCHOR_S,
    Checkpoint,
    Timer,
    interval,
    mean_ci,
    note,
    parallel,
    share_ci,
)

from gupai_desktop.ai import dagunzi as ai
from gupai_desktop.engine.dagunzi.rules import (
    FIRST_LEVEL,
    LEVELS,
    PLAYERS,
    DaGunziRules,
)
from gupai_desktop.engine.dagunzi.state import DaGunziState

RULES = DaGunziRules()
MOVE_MEAN_S, HAND_ANCHOR_S = 0.25, 0.5


def deals(n: int, seed: int) -> list[tuple[int, dict | None]]:
    """(chance seed, table) of n deals."""
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        if rng.random() < 1 / 8:
            table = None
        else:
            table = {
                "levels": (rng.choice(LEVELS), rng.choice(LEVELS)),
                "dealer": rng.randrange(PLAYERS),
                "blood": rng.choice((0, 0, 1, 2, 3)),
            }
        out.append((rng.getrandbits(63), table))
    return out


def move(state, seat: int, level: str) -> str:
    if ai.search_options(level, state.rules) is not None:
        return ai.act_state(state, seat, level)
    return ai.act(state.observation(seat), state.rules, level)


def play(job) -> tuple[list[float], int | None]:
    """Returns per seat and the team that won the cycle (None: the cycle goes on)."""
    chance, table, levels = job
    state = DaGunziState(RULES, table)
    rng = random.Random(chance)
    while not state.is_terminal():
        seat = state.current_player()
        if seat < 0:
            state.apply(state.sample_chance(rng))
        else:
            state.apply(move(state, seat, levels[seat]))
    return state.returns(), state.settlement.cycle_winner


def duplicate(
    dealt, strong: str, weak: str, jobs: int, kept: Checkpoint | None = None
) -> tuple[list[float], int, int]:
    """Per deal the strong team's mean return over its two plays; cycles it won, cycles ended."""
    one = tuple(strong if s % 2 == 0 else weak for s in range(PLAYERS))
    other = tuple(weak if s % 2 == 0 else strong for s in range(PLAYERS))
    plays = [(chance, table, levels) for chance, table in dealt for levels in (one, other)]
    results = parallel(play, plays, jobs, f"{strong} team vs {weak} team", kept)
    per_deal, won, ended = [], 0, 0
    for i in range(0, len(plays), 2):
        total = 0.0
        for (_, _, levels), (returns, winner) in zip(plays[i : i + 2], results[i : i + 2]):
            strong_seat = levels.index(strong)
            total += returns[strong_seat]
            if winner is not None:
                ended += 1
                won += winner == strong_seat % 2
        per_deal.append(total / 2)
    return per_deal, won, ended


def strength_rows(label: str, per_deal: list[float], won: int, ended: int) -> list[str]:
    mean, lo, hi = mean_ci(per_deal)
    p, c_lo, c_hi = share_ci(won, ended)
    return [
        row(
            f"{label}: mean return a hand ({len(per_deal)} deals)",
            0.0,
            mean,
            "lvl",
            None,
            interval(lo, hi),
            better="higher",
        ),
        row(f"{label}: lower bound above zero", 0.0, lo, "lvl", lo > 0, better="higher"),
        row(
            f"{label}: share of cycles won ({ended} ended)",
            0.5,
            p,
            "",
            None,
            interval(c_lo, c_hi, True),
            better="higher",
        ),
    ]


def timing(hands: int, seed: int) -> Timer:
    timer = Timer()
    for chance, table in deals(hands, seed + 1000):
        state = DaGunziState(RULES, table)
        rng = random.Random(chance)
        while not state.is_terminal():
            seat = state.current_player()
            if seat < 0:
                state.apply(state.sample_chance(rng))
                continue
            if seat % 2 == 0:
                forced = len(state.legal_actions()) == 1
                action = timer.time(lambda s=state, k=seat: ai.act_state(s, k, "strong"), forced)
            else:
                action = move(state, seat, "normal")
            state.apply(action)
    return timer


def timing_rows(timer: Timer) -> list[str]:
    label = "strong (in-process, one core)"
    chosen = sorted(timer.chosen)
    mean = statistics.fmean(chosen)
    p95 = chosen[min(len(chosen) - 1, int(0.95 * len(chosen)))]
    worst = max(timer.forced, default=0.0) * 1000
    return [
        row(
            f"{label}: move mean s ({len(chosen)} moves)",
            MOVE_MEAN_S,
            mean,
            "s",
            mean <= MOVE_MEAN_S,
        ),
        row(f"{label}: move p95 s", P95_ANCHOR_S, p95, "s", p95 <= P95_ANCHOR_S),
        row(f"{label}: move max s", P95_ANCHOR_S, chosen[-1], "s", None),
        row(
            f"{label}: forced move, worst ms ({len(timer.forced)})",
            FORCED_ANCHOR_MS,
            worst,
            "ms",
            worst <= FORCED_ANCHOR_MS,
        ),
    ]


def rule_bot_hands(hands: int, seed: int) -> tuple[float, float]:
    """(mean seconds of a whole hand of four rule bots asked from observations, rollout-policy
    hands a second from the deal's end)."""
    whole = []
    for chance, table in deals(hands, seed + 2000):
        state = DaGunziState(RULES, table)
        rng = random.Random(chance)
        start = time.perf_counter()
        while not state.is_terminal():
            seat = state.current_player()
            state.apply(
                state.sample_chance(rng)
                if seat < 0
                else ai.act(state.observation(seat), RULES, "normal")
            )
        whole.append(time.perf_counter() - start)
    start, n = time.perf_counter(), 0
    for chance, table in deals(hands, seed + 3000):
        state = DaGunziState(RULES, table)
        rng = random.Random(chance)
        while not state.is_terminal():
            state.apply(
                state.sample_chance(rng)
                if state.current_player() < 0
                else ai.rollout_policy(state, rng)
            )
        n += 1
    return statistics.fmean(whole), n / (time.perf_counter() - start)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--timing-hands", type=int, default=4)
    parser.add_argument("--strong", default="strong")
    parser.add_argument("--weak", default="normal")
    parser.add_argument(
        "--checkpoint",
        type=Path,
        help="keep each hand's result in this file as it comes, and take the ones it holds "
        "for this code (a long run stopped goes on where it was)",
    )
    args = parser.parse_args()
    kept = Checkpoint(args.checkpoint) if args.checkpoint else None
    dealt = deals(args.deals, args.seed)
    rows = []
    if dealt:  # --deals 0: the timing rows alone, on an otherwise idle machine
        rows += strength_rows(
            "normal team vs easy team (for scale)",
            *duplicate(dealt, "normal", "easy", args.jobs, kept),
        )
        rows += strength_rows(
            f"{args.strong} team vs {args.weak} team",
            *duplicate(dealt, args.strong, args.weak, args.jobs, kept),
        )
    note("timing")
    if args.timing_hands:
        rows += timing_rows(timing(args.timing_hands, args.seed))
    hand_s, per_s = rule_bot_hands(max(10, args.timing_hands), args.seed)
    rows.append(
        row(
            "four rule bots: a whole hand, mean s",
            HAND_ANCHOR_S,
            hand_s,
            "s",
            hand_s <= HAND_ANCHOR_S,
        )
    )
    rows.append(row("rollout policy: whole hands a second", 0.0, per_s, "/s", better="higher"))
    print(
        header(
            f"Da Gunzi, {args.deals} duplicate deals, seed {args.seed}, {args.jobs} "
            f"processes for the strength figures; levels start at {FIRST_LEVEL}"
        )
    )
    print("\n".join(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
