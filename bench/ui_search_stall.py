"""The GUI thread's longest stall while the AI searches: in worker processes (the app) against
the same searches in the AI thread, with the GIL switch interval left at Python's default.

Run: `python bench/ui_search_stall.py [--hands 2]`. Prints "figure | anchor | ours | ratio".

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
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ANCHOR_MS = 50.0
PYCACHE = os.path.join(tempfile.gettempdir(), "gupai-bench-pycache")
DEFAULT_SWITCH_S = 0.005          # Python's own switch interval
MODES = {"processes": DEFAULT_SWITCH_S, "thread": DEFAULT_SWITCH_S, "thread-0.5ms": 0.0005}


def child(mode: str, hands: int) -> dict:
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QEventLoop, Qt, QTimer

    from gupai_desktop.ai import pooled
    from gupai_desktop.app.main import build_app, create_window
    from gupai_desktop.engine import games

    if mode != "processes":          # the search level is played by the module in the thread
        pooled.level_search = lambda module, level, rules: None
    app = build_app([sys.argv[0]])
    window = create_window()
    sys.setswitchinterval(MODES[mode])
    window.resize(1280, 860)
    window.show()
    ticks: list[float] = []
    busy: list[list[float]] = []                # [start, end] of each time the runner was busy
    beat = QTimer()
    beat.setTimerType(Qt.TimerType.PreciseTimer)
    beat.setInterval(5)
    beat.timeout.connect(lambda: ticks.append(time.perf_counter()))

    def busy_changed(on: bool) -> None:
        if on:
            busy.append([time.perf_counter(), float("inf")])
        elif busy:
            busy[-1][1] = time.perf_counter()
    window.runner.busy_changed.connect(busy_changed)

    def wait(pred, seconds: float) -> None:
        loop, poll, end = QEventLoop(), QTimer(), time.monotonic() + seconds
        poll.timeout.connect(lambda: (pred() or time.monotonic() > end) and loop.quit())
        poll.start(2)
        if not (pred() or time.monotonic() > end):
            loop.exec()
        poll.stop()

    wait(lambda: window.idle.pending() == 0, 20)
    game_id = "dingniu"
    spec = games.get(game_id)
    page = window._page_for(game_id)
    window.page = page
    window.stack.setCurrentWidget(page)
    start = time.perf_counter()
    beat.start()
    page.start(spec.default_rules(), spec.ai_levels[-1], seed=11)
    moves = 0
    for hand in range(hands):
        model = page.model
        while not model.state.is_terminal():
            wait(lambda: model.ai_ready, 60)
            if model.state.is_terminal():
                break
            QTimer.singleShot(0, model.confirm)
            wait(lambda: not model.user_to_act() or model.state.is_terminal(), 5)
        moves += len(model.state.history())
        wait(lambda: page.scoring is not None and page.scoring.isVisible(), 10)
        if hand + 1 < hands:
            QTimer.singleShot(0, page.next_hand)
            wait(lambda: page.model.session.hand_number == hand + 2, 10)
    wait(lambda: not window.animator.busy(), 5)
    beat.stop()
    gaps = [((b - a) * 1000, a, b) for a, b in zip(ticks, ticks[1:])]
    searching = [g for g, a, b in gaps if any(s < b and a < e for s, e in busy)]
    out = {"max_gap_ms": max(g for g, _, _ in gaps),
           "search_gap_ms": max(searching, default=0.0),
           "busy_s": sum(min(e, time.perf_counter()) - s for s, e in busy),
           "seconds": time.perf_counter() - start, "moves": moves,
           "switch_ms": sys.getswitchinterval() * 1000, "level": spec.ai_levels[-1]}
    window.close()
    window.store.close()
    return out


def run_child(mode: str, hands: int) -> dict:
    with tempfile.TemporaryDirectory(prefix="gupai-bench-") as home:
        env = dict(os.environ, GUPAI_HOME=home, PYTHONPYCACHEPREFIX=PYCACHE,
                   QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        proc = subprocess.run([sys.executable, __file__, "--child", mode, "--hands", str(hands)],
                              env=env, capture_output=True, text=True, timeout=900)
    line = next((l for l in proc.stdout.splitlines() if l.startswith("RESULT ")), None)
    if line is None:
        raise RuntimeError(f"{mode} failed:\n{proc.stderr[-3000:]}")
    return json.loads(line[7:])


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=2)
    parser.add_argument("--child", choices=MODES)
    args = parser.parse_args()
    if args.child:
        print("RESULT " + json.dumps(child(args.child, args.hands)), flush=True)
        return 0
    results = {mode: run_child(mode, args.hands) for mode in MODES}
    app = results["processes"]
    print(f"Ding Niu, {args.hands} hands against three AIs at '{app['level']}', 5 ms heartbeat; "
          f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
    print(f"{'figure':<58} | {'anchor':>7} | {'ours':>7} | {'ratio':>6} | verdict")
    print("-" * 96)
    for mode, r in results.items():
        where = f"search in {mode.split('-')[0]}, switch {r['switch_ms']:g} ms"
        for label, key in ((f"max stall during a search ({where})", "search_gap_ms"),
                           (f"max stall, whole hands ({where})", "max_gap_ms")):
            value = r[key]
            print(f"{label:<58} | {ANCHOR_MS:>7.0f} | {value:>7.1f} | "
                  f"{value / ANCHOR_MS:>5.2f}× | {'PASS' if value <= ANCHOR_MS else 'MISS'}")
        info = f"  ({r['moves']} moves; the AI busy {r['busy_s']:.1f} s of {r['seconds']:.1f} s)"
        print(f"{info:<58} |")
    return 0 if app["search_gap_ms"] <= ANCHOR_MS else 1


if __name__ == "__main__":
    sys.exit(main())
