"""Startup benchmark: process start to the main window shown and painted, ours vs bare PySide6.

Run: `python bench/ui_startup.py [--runs 5]`. Prints bench/figures.py's table, rows per
platform: offscreen always, xcb too when DISPLAY is set (e.g. under xvfb-run).

Why a bare QMainWindow as the anchor: interpreter and Qt start-up are the floor no app can go
below on a given machine, so the comparison isolates what our own imports and window building add.
Each sample is a fresh subprocess with a fresh GUPAI_HOME; bytecode is cached as in an installed
app (under a temp PYTHONPYCACHEPREFIX, even if PYTHONDONTWRITEBYTECODE is set). The clock
starts in the parent just before the spawn, so interpreter start-up counts. Both kinds are
interleaved and one warm-up of each is dropped (page cache), then medians are reported.
"Painted" is the first turn of the event loop after the first Paint event of the window, i.e.
after the backing store was painted and flushed; "exposed" is QWindow.isExposed().
The start page's pictures and the resume check run right after our first paint; the last row
says when they are done and painted (informational: the target is the window appearing).
Target: painted ≤ 1.5× bare (a ratio, bare / ours, of 0.67 or more). Exit 1 only when ours
takes over 1.5× the bare time by more than 10% noise.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from figures import header, row

ROOT = Path(__file__).resolve().parents[1]
TARGET = 1.5
NOISE = 1.10
# An installed app runs from cached bytecode; keep ours out of the work tree.
PYCACHE = os.path.join(tempfile.gettempdir(), "gupai-bench-pycache")


def child(kind: str) -> None:
    """Runs in the subprocess: build the window as `main()` does, print the timeline as JSON."""
    marks = {"interp": time.time()}
    if kind == "ours":
        sys.path.insert(0, str(ROOT))
        from gupai_desktop.app import main as m

        m._check_pyside()
        from gupai_desktop.app import main_window  # noqa: F401  what create_window imports
        from PySide6.QtCore import QEvent, QObject, QTimer

        marks["imported"] = time.time()
        app = m.build_app([sys.argv[0]])
        window = m.create_window()
    else:
        from PySide6.QtCore import QEvent, QObject, QTimer
        from PySide6.QtWidgets import QApplication, QMainWindow

        marks["imported"] = time.time()
        app = QApplication([sys.argv[0]])
        window = QMainWindow()
        window.setWindowTitle("bare")
        window.resize(1280, 860)

    class FirstPaint(QObject):
        """On the window only: an app-wide filter would wrap every object in Python and so
        create PySide's lazy types (and their enums), adding tens of ms to the busier app."""

        def eventFilter(self, obj, event):
            if "paint_event" not in marks and event.type() == QEvent.Type.Paint:
                marks["paint_event"] = time.time()
                QTimer.singleShot(0, done)  # stamp once this paint has been flushed
            return False

    def done():
        handle = window.windowHandle()
        marks["exposed_flag"] = bool(handle and handle.isExposed())
        marks["painted"] = time.time()
        if kind == "bare":
            marks["complete"] = marks["painted"]  # a bare window has nothing more to do
        if "complete" in marks:
            app.quit()

    def complete():
        """Our window has work queued for after its first paint (the start page's pictures,
        the resume check): stamp when it is done and painted, to show what deferring costs."""
        window.repaint()
        marks["complete"] = time.time()
        if "painted" in marks:
            app.quit()

    spy = FirstPaint()
    window.installEventFilter(spy)
    if kind == "ours":
        m.show_window(window)
        window.after_first_paint(complete)
    else:
        window.show()
    marks["shown"] = time.time()
    QTimer.singleShot(10_000, app.quit)  # never hang the bench
    app.exec()
    print("MARKS " + json.dumps(marks))
    if kind == "ours":
        window.store.close()


def sample(kind: str, platform: str) -> dict:
    with tempfile.TemporaryDirectory(prefix="gupai-bench-") as home:
        env = dict(
            os.environ, QT_QPA_PLATFORM=platform, PYTHONPYCACHEPREFIX=PYCACHE, GUPAI_HOME=home
        )
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        t0 = time.time()
        out = subprocess.run(
            [sys.executable, __file__, "--child", kind],
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
        )
    line = next((s for s in out.stdout.splitlines() if s.startswith("MARKS ")), None)
    if line is None:
        raise RuntimeError(f"{kind} child failed:\n{out.stderr[-2000:]}")
    marks = json.loads(line[6:])
    if not marks.get("painted"):
        raise RuntimeError(f"{kind} child never painted on {platform}")
    return {
        k: (marks[k] - t0) * 1000 for k in ("interp", "imported", "shown", "painted", "complete")
    } | {"import": (marks["imported"] - marks["interp"]) * 1000, "exposed": marks["exposed_flag"]}


def measure(platform: str, runs: int) -> dict[str, dict[str, float]]:
    for kind in ("bare", "ours"):
        sample(kind, platform)  # warm-up, dropped
    got: dict[str, list[dict]] = {"bare": [], "ours": []}
    for _ in range(runs):
        for kind in ("bare", "ours"):
            got[kind].append(sample(kind, platform))
    return {
        kind: {
            k: statistics.median(s[k] for s in samples)
            for k in ("interp", "import", "shown", "painted", "complete")
        }
        | {"exposed": all(s["exposed"] for s in samples)}
        for kind, samples in got.items()
    }


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--child", choices=("ours", "bare"))
    args = parser.parse_args()
    if args.child:
        child(args.child)
        return 0
    platforms = ["offscreen"] + (["xcb"] if os.environ.get("DISPLAY") else [])
    print(
        header(
            f"Start-up against a bare PySide6 window (the anchor): median of {args.runs} "
            f"fresh processes each; times in ms from spawn; load average "
            f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs"
        )
    )
    worst = 0.0
    for platform in platforms:
        res = measure(platform, args.runs)
        b, o = res["bare"], res["ours"]
        rows = (
            ("interpreter up", "interp", None),
            ("imports (in-process)", "import", None),
            ("start -> shown", "shown", None),
            ("start -> first paint", "painted", TARGET),
            ("start -> pictures + resume check", "complete", None),
        )
        for label, key, target in rows:
            slower = o[key] / b[key]
            passed = None if target is None else slower <= target
            if target is not None:
                worst = max(worst, slower / target)
            print(
                row(
                    f"{platform}: {label}",
                    b[key],
                    o[key],
                    "ms",
                    passed,
                    ""
                    if target is None
                    else f"target: at most {target}× the bare time "
                    f"(a ratio of {1 / target:.2f} or more)",
                )
            )
        if not (b["exposed"] and o["exposed"]):
            print(f"{platform}: note: a window was not reported exposed at first paint")
    return 1 if worst > NOISE else 0


if __name__ == "__main__":
    sys.exit(main())
