"""The AI's worker processes (ai/pool.py, ai/pooled.py): does the pool pay, does a cancel stop
it in time, and how long does a move take the way the app asks for one?

Run: `python bench/ai_pool.py [--hands 4] [--seconds 1.0]`. Prints "figure | anchor | ours |
ratio"; progress goes to stderr. Everything below runs in one process, one run.

- Position transfer: a search's position travels to a worker pickled, or as (game, rules, table,
  history) rebuilt there by replay; per game, the cost of each (dump, send-size and load),
  anchor the replay.
- Scaling: search iterations a second, for every game the search plays, in a position where it
  compares more than one move (a search with one candidate counts none), in-process
  (the anchor) and in the pool with 1, 2 and all workers (cores less one), each search given the
  same wall time; root-parallel, so iterations add up and the ratio is the pool's gain. What the
  machine can give is measured first: a plain Python loop in 1 and in 2 workers at once (a
  virtual machine's CPUs may share one core's time, and then no pool can scale).
- Cancel: a search running in every worker is cancelled; the time until the caller has its
  Cancelled and every worker is free. Anchor 100 ms.
- Move time in the app's configuration: whole hands with every AI seat at the game's search level,
  each move asked as the app asks it (games/seat_ai.move with the app's pool, cores less one);
  anchors: mean 0.3 s, p95 1 s, forced moves (one legal move) 5 ms.
The pool's effect on the GUI thread (stalls with the default GIL switch interval) is measured by
bench/ui_turns.py and bench/ui_event_loop.py.
"""

from __future__ import annotations

import argparse
import os
import pickle
import random
import statistics
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from figures import header, row  # noqa: E402
from positions import first_position, positions  # noqa: E402

from gupai_desktop.ai import bots, pooled  # noqa: E402
from gupai_desktop.ai.pool import Cancelled, Pool, default_workers  # noqa: E402
from gupai_desktop.ai.search import random_legal, search  # noqa: E402
from gupai_desktop.engine import games  # noqa: E402
from gupai_desktop.engine.core import replay  # noqa: E402
from gupai_desktop.engine.session import Session  # noqa: E402
from gupai_desktop.games import seat_ai  # noqa: E402

CANCEL_ANCHOR_MS = 100.0
MEAN_ANCHOR_S, P95_ANCHOR_S, FORCED_ANCHOR_MS = 0.3, 1.0, 5.0


def note(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


def search_options(game_id: str, rules) -> tuple[str, dict]:
    """The game's search level and its options; a cheap stand-in when it has none yet."""
    module = bots.module_for(game_id)
    for level in module.LEVELS:
        options = pooled.level_search(module, level, rules)
        if options is not None:
            return level, options
    return "(random rollouts)", {"policy": random_legal}


def searched(state, options: dict, seed: int = 1):
    """A position, from `state` on, where the level's search compares more than one move: a
    level may search some decisions only (Da Gunzi's, its plays), and a search with a single
    candidate answers at once, with no iterations to count. Random moves lead there."""
    rng = random.Random(seed)
    state = state.clone()
    choose = options.get("candidates")
    while not state.is_terminal():
        legal = state.legal_actions()
        if state.current_player() >= 0 and len(choose(state, legal) if choose else legal) > 1:
            return state
        state.apply(legal[rng.randrange(len(legal))])
    raise RuntimeError("a hand ended without a decision the search compares")


def transfer(out: list[str]) -> None:
    for game_id in games.known_ids():
        state = first_position(game_id, 3) or first_position(game_id, 4)
        spec = games.get(game_id)
        session = Session.start(game_id, spec.default_rules(), 3)
        message = (game_id, state.rules.to_dict(), dict(session.table), state.history())

        def by_replay(message=message):
            g, rules, table, history = pickle.loads(pickle.dumps(message))
            s = games.get(g)
            return replay(s.new_hand(s.rules_from_dict(rules), dict(table)), history)

        def by_pickle(state=state):
            return pickle.loads(pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL))

        assert by_replay().history() == by_pickle().history() == state.history()
        costs = []
        for fn in (by_replay, by_pickle):
            n, start = 200, time.perf_counter()
            for _ in range(n):
                fn()
            costs.append((time.perf_counter() - start) / n * 1e6)
        sizes = len(pickle.dumps(message)), len(pickle.dumps(state, protocol=5))
        out.append(
            row(
                f"transfer {game_id}: pickle vs replay (µs)",
                costs[0],
                costs[1],
                "µs",
                costs[1] <= costs[0],
                f"{sizes[1]} vs {sizes[0]} bytes",
            )
        )


class Count:
    """A plain Python loop for `seconds`: how much one worker gets done."""

    def __init__(self, seconds: float):
        self.seconds = seconds

    def __call__(self, cancelled) -> int:
        end, n = time.perf_counter() + self.seconds, 0
        while time.perf_counter() < end:
            for _ in range(10_000):
                n += 1
        return n


def capacity(out: list[str], seconds: float) -> None:
    one, two = Pool(1), Pool(2)
    try:
        one.run([Count(0.2)])
        two.run([Count(0.2), Count(0.2)])
        alone = one.run([Count(seconds)])[0]
        together = sum(two.run([Count(seconds), Count(seconds)]))
    finally:
        one.shutdown()
        two.shutdown()
    out.append(
        row(
            "capacity: plain loop, 2 workers at once vs 1",
            alone,
            together,
            "step",
            None,
            "loop steps: the machine's parallel capacity",
            better="higher",
        )
    )


def scaling(out: list[str], seconds: float) -> None:
    cases = positions()
    sizes = sorted({1, 2, default_workers()})
    pools = {n: Pool(n) for n in sizes}
    for pool in pools.values():
        pool.run([])
        pool.start()
    time.sleep(1.5)  # every worker up and its imports done
    for game_id, state in cases:
        level, options = search_options(game_id, state.rules)
        options = {k: v for k, v in options.items() if k not in ("iterations", "ms")}
        state = searched(state, options)
        seat = state.current_player()
        for pool in pools.values():  # warm: the first search of a worker loads its tables
            pooled.pooled_search(pool, state, seat, ms=200, **options)
        start = time.perf_counter()
        alone = search(state, seat, ms=seconds * 1000, **options)
        base = alone.iterations / (time.perf_counter() - start)
        for n, pool in pools.items():
            start = time.perf_counter()
            result = pooled.pooled_search(pool, state, seat, ms=seconds * 1000, **options)
            rate = result.iterations / (time.perf_counter() - start)
            tag = " (all)" if n == default_workers() else ""
            out.append(
                row(
                    f"scaling {game_id} {level}: its/s, {n} worker{'s' * (n > 1)}{tag}",
                    base,
                    rate,
                    "it/s",
                    None,
                    "vs in-process",
                    better="higher",
                )
            )
        note(f"scaling {game_id} done")
    for pool in pools.values():
        pool.shutdown()


def cancel_latency(out: list[str], repeats: int = 20) -> None:
    game_id, state = positions()[0]
    _, options = search_options(game_id, state.rules)
    options = {k: v for k, v in options.items() if k not in ("iterations", "ms")}
    pool = Pool()
    pooled.pooled_search(pool, state, state.current_player(), ms=200, **options)
    latencies = []
    for _ in range(repeats):
        stop = threading.Event()
        done: list[float] = []

        def run():
            try:
                pooled.pooled_search(
                    pool, state, state.current_player(), ms=60_000, cancelled=stop.is_set, **options
                )
            except Cancelled:
                done.append(time.perf_counter())

        thread = threading.Thread(target=run)
        thread.start()
        time.sleep(0.25)
        asked = time.perf_counter()
        stop.set()
        thread.join(10)
        while pool.busy():
            time.sleep(0.001)
        latencies.append((max(done[0], time.perf_counter()) - asked) * 1000 if done else 1e9)
    pool.shutdown()
    latencies.sort()
    median = statistics.median(latencies)
    out.append(
        row(
            f"cancel {game_id}: median ms to stop (workers {pool.size})",
            CANCEL_ANCHOR_MS,
            median,
            "ms",
            median <= CANCEL_ANCHOR_MS,
        )
    )
    out.append(
        row(
            f"cancel {game_id}: worst of {repeats} (ms)",
            CANCEL_ANCHOR_MS,
            latencies[-1],
            "ms",
            latencies[-1] <= CANCEL_ANCHOR_MS,
        )
    )


def move_times(out: list[str], hands: int) -> None:
    pool = Pool()
    for game_id in [g for g, _ in positions()]:
        spec = games.get(game_id)
        rules = spec.default_rules()
        module = bots.module_for(game_id)
        level = next((lv for lv in module.LEVELS if pooled.level_search(module, lv, rules)), None)
        if level is None:
            out.append(f"{'move time ' + game_id:<62} | no search level yet")
            continue
        chosen, forced = [], []
        for hand in range(hands):
            state = Session.start(game_id, rules, 100 + hand).deal()
            rng = random.Random(hand)
            while not state.is_terminal():
                seat = state.current_player()
                if seat < 0:
                    legal = state.legal_actions()
                    state.apply(legal[rng.randrange(len(legal))])
                    continue
                obs, single = state.observation(seat), len(state.legal_actions()) == 1
                start = time.perf_counter()
                action = seat_ai.move(
                    game_id, module, obs, rules, level, state=state.clone(), pool=pool
                )
                (forced if single else chosen).append(time.perf_counter() - start)
                state.apply(action)
            note(f"{game_id} hand {hand + 1}/{hands}")
        chosen.sort()
        p95 = chosen[min(len(chosen) - 1, int(0.95 * len(chosen)))]
        mean = statistics.fmean(chosen)
        out.append(
            row(
                f"move {game_id} {level}: mean s ({len(chosen)} moves)",
                MEAN_ANCHOR_S,
                mean,
                "s",
                mean <= MEAN_ANCHOR_S,
            )
        )
        out.append(
            row(f"move {game_id} {level}: p95 s", P95_ANCHOR_S, p95, "s", p95 <= P95_ANCHOR_S)
        )
        if forced:
            worst = max(forced) * 1000
            out.append(
                row(
                    f"move {game_id}: forced, worst ms ({len(forced)} moves)",
                    FORCED_ANCHOR_MS,
                    worst,
                    "ms",
                    worst <= FORCED_ANCHOR_MS,
                )
            )
    pool.shutdown()


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=4)
    parser.add_argument("--seconds", type=float, default=1.0)
    args = parser.parse_args()
    out: list[str] = []
    transfer(out)
    capacity(out, args.seconds)
    scaling(out, args.seconds)
    cancel_latency(out)
    move_times(out, args.hands)
    print(
        header(
            f"AI worker processes; {os.cpu_count()} CPUs, {default_workers()} worker(s) by "
            f"default; load average {os.getloadavg()[0]:.1f}"
        )
    )
    print("\n".join(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
