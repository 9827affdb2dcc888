"""`gupai-desktop --self-test`: the smallest proof that an installed or frozen app works.

It builds the main window, renders every tile in every style, plays one hand of every listed
game against the AI with instant animations, replays the records it wrote, and exits 0 (1 on
any failure).
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


def _play_one_hand(app, window, game_id: str) -> float:
    """Deal a hand of the game with its default rules, play the user's seat as the simplest AI
    would against the strongest AI, and check the record it wrote replays to the same result."""
    from ..engine import games
    from ..records import io
    spec = games.get(game_id)
    page = window._page_for(game_id)
    window.page = page
    window.stack.setCurrentWidget(page)
    page.start(spec.rules_from_dict({}), spec.ai_levels[-1], seed=20261122)
    model = page.model
    from ..ai import bots
    module = bots.module_for(game_id)
    seat = model.user_seat
    for _ in range(100):        # one setting, or move after move in a game played in turns
        if not _wait(app, lambda: model.ai_ready, 60):
            raise RuntimeError(f"{game_id}: the AI did not act within 60 s")
        if model.state.is_terminal():
            break
        if model.can_arrange() and not model.commit(module.act(
                model.state.observation(seat), model.rules, next(iter(module.LEVELS)))):
            raise RuntimeError(f"{game_id}: the user's move was refused")
        if not _wait(app, lambda: model.state.is_terminal() or model.ai_ready, 10):
            raise RuntimeError(f"{game_id}: the hand did not go on")
    if not model.state.is_terminal():
        raise RuntimeError(f"{game_id}: the hand did not finish")
    window.grab()
    summary = io.replay(io.read(window.store.record_path))
    if summary.hands != 1 or not summary.all_match:
        raise RuntimeError(f"{game_id}: the hand was not recorded")
    return model.session.net[model.user_seat]


def run() -> int:
    from .main import build_app, self_test_environment
    home = self_test_environment()
    try:
        app = build_app(sys.argv[:1])
        from ..engine import games
        from ..engine.dominoes import ALL_KINDS
        from ..table.tile_art import STYLES, tile_pixmap
        from .main import create_window

        for style in STYLES:
            for tile in ALL_KINDS:
                pix = tile_pixmap(tile.hi, tile.lo, 60, style=style, index_corner=True,
                                  name=str(tile))
                if pix.isNull():
                    raise RuntimeError(f"tile {tile} did not render")
        from ..table.card_art import SUITS, card_pixmap
        for suit in SUITS:
            for rank in range(2, 15):
                if card_pixmap(rank, suit, 60, four_colour=True).isNull():
                    raise RuntimeError(f"card {rank}{suit} did not render")
        window = create_window()
        window.settings.set("ui/animation_speed", "instant")
        window.animator.speed = 0.0
        window.show()
        played = [f"{game}: you {_play_one_hand(app, window, game):+g}"
                  for game in games.game_ids()]
        window.close()
        window.store.close()
        print(f"self-test ok: 21 tiles x {len(STYLES)} styles and 52 cards rendered; one hand "
              f"of each game "
              f"played and replayed ({'; '.join(played)})")
        return 0
    except Exception:
        traceback.print_exc()
        print("self-test FAILED", file=sys.stderr)
        return 1
    finally:
        shutil.rmtree(home, ignore_errors=True)
