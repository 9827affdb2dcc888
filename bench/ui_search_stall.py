"""The GUI thread's longest stall while the AI searches: in worker processes (the app) against
the same searches in the AI thread, with the GIL switch interval left at Python's default.

Run: `python bench/ui_search_stall.py [--hands 2]`. Prints bench/figures.py's table.

Why: a search is pure Python. Run in a thread it holds the GIL, and every Python call of the
GUI thread (each sprite's paint, each slot) may wait a switch interval for it; app/workers.py
used to shorten that interval to 0.5 ms to keep frames flowing. In worker processes the search
shares no GIL with the GUI, so the interval can stay at Python's 5 ms. Whole Ding Niu hands,
three AIs at the strongest level, normal animation speed, the user's seat played by the page's
own move as soon as it is the user's turn (as bench/ui_turns.py); a QTimer firing every 5 ms
records when it really ran. "During a search" counts the gaps that overlap a time the runner
was busy; the whole-hand figure includes the table's own work (layout, animation, the scoring
window), which no AI causes. Each mode in a fresh process: "processes" (the app), "thread" (the
search level played in the AI thread, default interval), "thread 0.5 ms" (the old trick).
Anchor 50 ms.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time

from figures import header, row
from ui_stall import (
    ANCHOR_MS,
    Heartbeat,
    busy_spans,
    during,
    open_page,
    open_window,
    play_hands,
    run_child,
    wait,
)

DEFAULT_SWITCH_S = 0.005  # Python's own switch interval
MODES = {"processes": DEFAULT_SWITCH_S, "thread": DEFAULT_SWITCH_S, "thread-0.5ms": 0.0005}


def child(mode: str, hands: int) -> dict:
    from gupai_desktop.ai import pooled
    from gupai_desktop.engine import games

    if mode != "processes":  # the search level is played by the module in the thread
        pooled.level_search = lambda module, level, rules: None
    _app, window = open_window()
    sys.setswitchinterval(MODES[mode])
    beat = Heartbeat()
    busy = busy_spans(window.runner)  # each time the runner was busy
    wait(lambda: window.idle.pending() == 0, 20)
    game_id = "dingniu"
    spec = games.get(game_id)
    page = open_page(window, game_id)
    start = time.perf_counter()
    beat.start()
    page.start(spec.default_rules(), spec.ai_levels[-1], seed=11)
    moves = play_hands(window, page, hands, lambda: page.model.confirm())
    beat.stop()
    gaps = beat.gaps()
    out = {
        "max_gap_ms": max(g for g, _, _ in gaps),
        "search_gap_ms": max(during(gaps, busy), default=0.0),
        "busy_s": sum(min(e, time.perf_counter()) - s for s, e in busy),
        "seconds": time.perf_counter() - start,
        "moves": moves,
        "switch_ms": sys.getswitchinterval() * 1000,
        "level": spec.ai_levels[-1],
    }
    window.close()
    window.store.close()
    return out


def run(mode: str, hands: int) -> dict:
    return run_child(__file__, ["--child", mode, "--hands", str(hands)], timeout=900)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=2)
    parser.add_argument("--child", choices=MODES)
    args = parser.parse_args()
    if args.child:
        print("RESULT " + json.dumps(child(args.child, args.hands)), flush=True)
        return 0
    results = {mode: run(mode, args.hands) for mode in MODES}
    app = results["processes"]
    print(
        header(
            f"Ding Niu, {args.hands} hands against three AIs at '{app['level']}', 5 ms "
            f"heartbeat; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs"
        )
    )
    for mode, r in results.items():
        where = f"search in {mode.split('-')[0]}, switch {r['switch_ms']:g} ms"
        for label, key in (
            (f"max stall during a search ({where})", "search_gap_ms"),
            (f"max stall, whole hands ({where})", "max_gap_ms"),
        ):
            value = r[key]
            print(row(label, ANCHOR_MS, value, "ms", value <= ANCHOR_MS))
        print(f"  ({r['moves']} moves; the AI busy {r['busy_s']:.1f} s of {r['seconds']:.1f} s)")
    return 0 if app["search_gap_ms"] <= ANCHOR_MS else 1


if __name__ == "__main__":
    sys.exit(main())
