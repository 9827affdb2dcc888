"""`gupai-desktop --self-test`: the smallest proof that an installed or frozen app works.

It builds the main window, renders every tile in every style, plays one Pai Gow hand against
the AI with instant animations, replays the record it wrote, and exits 0 (1 on any failure).
"""
from __future__ import annotations

import shutil
import sys
import time
import traceback


def _wait(app, predicate, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        app.processEvents()
        if predicate():
            return True
        time.sleep(0.01)
    return predicate()


def run() -> int:
    from .main import build_app, self_test_environment
    home = self_test_environment()
    try:
        app = build_app(sys.argv[:1])
        from ..engine.dominoes import ALL_KINDS
        from ..engine.paigow.rules import USER, PaiGowRules
        from ..records import io
        from ..table.tile_art import STYLES, tile_pixmap
        from .main import create_window

        for style in STYLES:
            for tile in ALL_KINDS:
                pix = tile_pixmap(tile.hi, tile.lo, 60, style=style, index_corner=True,
                                  name=str(tile))
                if pix.isNull():
                    raise RuntimeError(f"tile {tile} did not render")
        window = create_window()
        window.settings.set("ui/animation_speed", "instant")
        window.animator.speed = 0.0
        window.show()
        page = window._page_for("paigow")
        window.page = page
        window.stack.setCurrentWidget(page)
        page.start(PaiGowRules(ai_players=2), "optimal", seed=20261122)
        model = page.model
        if not _wait(app, lambda: model.ai_ready, 60):
            raise RuntimeError("the AI did not set its tiles within 60 s")
        model.apply_setting(model.settings()[0])
        model.confirm()
        if not _wait(app, lambda: model.state.is_terminal(), 10):
            raise RuntimeError("the hand did not finish")
        window.grab()
        records = io.read(window.store.record_path)
        summary = io.replay(records)
        if summary.hands != 1:
            raise RuntimeError("the hand was not recorded")
        net = model.session.net[USER]
        window.close()
        window.store.close()
        print(f"self-test ok: 21 tiles x {len(STYLES)} styles rendered; one hand played, "
              f"you {net:+g}; record replayed")
        return 0
    except Exception:
        traceback.print_exc()
        print("self-test FAILED", file=sys.stderr)
        return 1
    finally:
        shutil.rmtree(home, ignore_errors=True)
