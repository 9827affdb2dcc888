"""`gupai-desktop --self-test`: the smallest proof that an installed or frozen app works.

It loads every translation, builds and shows the main window, renders every tile in every style,
plays one hand of every listed game against its first AI level with instant animations (the
window hidden, its table drawn once at the end), replays the records it wrote, makes one move of
every game's searching level in an AI worker process (which a frozen bundle starts as a copy of
itself), reviews one hand as the app does after each (in a background worker process), and
exits 0 (1 on any failure; 4 with the app's one line when, on a display, Qt's X11 plugin lacks a
library). The hands are played against the quick level, and only one is reviewed: a whole hand
against the search, or the review of every hand, costs seconds of CPU and proves no more about
the build than one search move of each game and one review do.
"""

from __future__ import annotations

import os
import random
import shutil
import sys
import time
import traceback


def wait_until(app, predicate, seconds: float) -> bool:
    """Run the event loop until predicate() holds or the time is up (what it last said). It
    looks every 2 ms: an AI seat's answer comes back within a few, and a hand is many moves."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        app.processEvents()
        if predicate():
            return True
        time.sleep(0.002)
    return predicate()


def _play_one_hand(app, window, game_id: str) -> float:
    """Deal a hand of the game with its default rules, play the user's seat as the simplest AI
    would against the first AI level, and check the record it wrote replays to the same result."""
    from ..engine import games
    from ..records import io

    spec = games.get(game_id)
    page = window._page_for(game_id)
    window.page = page
    window.stack.setCurrentWidget(page)
    page.start(spec.rules_from_dict({}), spec.ai_levels[0], seed=20261122)
    model = page.model
    from ..ai import bots

    module = bots.module_for(game_id)
    seat = model.user_seat
    for _ in range(100):  # one setting, or move after move in a game played in turns
        if not wait_until(app, lambda: model.ai_ready, 60):
            raise RuntimeError(f"{game_id}: the AI did not act within 60 s")
        if model.state.is_terminal():
            break
        if model.can_arrange() and not model.commit(
            module.act(model.state.observation(seat), model.rules, next(iter(module.LEVELS)))
        ):
            raise RuntimeError(f"{game_id}: the user's move was refused")
        # As long as the first wait: on a machine busy with other work (the tests build and run
        # the bundle beside the rest of the suite) the AI seats may be slow to move.
        if not wait_until(app, lambda: model.state.is_terminal() or model.ai_ready, 60):
            raise RuntimeError(f"{game_id}: the hand did not go on within 60 s")
    if not model.state.is_terminal():
        raise RuntimeError(f"{game_id}: the hand did not finish")
    if not _drawn(window.grab().toImage()):
        raise RuntimeError(f"{game_id}: the table did not draw")
    summary = io.replay(io.read(window.store.record_path))
    if summary.hands != 1 or not summary.all_match:
        raise RuntimeError(f"{game_id}: the hand was not recorded")
    return model.session.net[model.user_seat]


def _drawn(image) -> bool:
    """Something is drawn: more than a couple of colours on a coarse grid over the picture (the
    felt, its rim, the tiles or cards, their pips), where a blank picture has one."""
    if image.isNull():
        return False
    w, h = image.width(), image.height()
    seen = {image.pixel(w * i // 16, h * j // 16) for i in range(1, 16) for j in range(1, 16)}
    return len(seen) > 4


def _review_one_hand(app, window, hand: tuple) -> str:
    """A recorded hand, (game id, record, the user's seat, its file), reviewed as the app
    reviews a finished hand: asked of the window's reviewer, worked out in a background worker
    process, announced on the bus."""
    from .review import REVIEW_BUDGET_S

    game_id, record, seat, path = hand
    reviews = []
    window.bus.review_ready.connect(lambda _id, _hand, review: reviews.append(review))
    window.bus.review_failed.connect(lambda _id, _hand, why: reviews.append(why))
    window.reviewer.review(record, seat, path)
    # The reviewer answers by its own deadline (a failure then): a background worker is niced,
    # and a busy machine (the tests build and run the bundle beside the rest) may be slow.
    if not wait_until(app, lambda: reviews, REVIEW_BUDGET_S + 10):
        raise RuntimeError(f"{game_id}: the reviewer gave no answer")
    if isinstance(reviews[0], str) or not reviews[0].decisions:
        raise RuntimeError(f"{game_id}: the hand's review failed: {reviews[0]}")
    count = len(reviews[0].decisions)
    return f"a {game_id} hand reviewed ({count} decision{'s' * (count != 1)})"


def _search_position(game_id: str, search: dict | None):
    """A hand of the game dealt and played by random moves up to a seat with a choice that the
    level's search compares (more than one of its candidates, when it names them)."""
    from ..engine import games
    from ..engine.session import Session

    spec = games.get(game_id)
    state = Session.start(game_id, spec.default_rules(), 20261122).deal()
    rng = random.Random(1)
    narrow = (search or {}).get("candidates")
    while not state.is_terminal():
        legal = state.legal_actions()
        if state.current_player() >= 0 and len(legal) > 1:
            if narrow is None or len(narrow(state, legal)) > 1:
                return state
        state.apply(legal[rng.randrange(len(legal))])
    return None


def _searchable(state) -> bool:
    """The generic search keys its tree by the seat's observation, which must hash."""
    try:
        hash(state.observation(state.current_player()))
    except TypeError:
        return False
    return True


def _search_in_worker(window) -> str:
    """One search move of each game, answered by a worker process of the window's pool: at the
    game's first AI level that searches, asked as the app asks it (the generic search with
    random rollouts for a game without such a level, when its positions can be searched)."""
    from ..ai import bots, pooled
    from ..ai.search import random_legal
    from ..engine import games
    from ..games import seat_ai

    pool = window.runner.processes
    played = []
    for game_id in games.game_ids():
        module, rules = bots.module_for(game_id), games.get(game_id).default_rules()
        searches = ((lv, pooled.level_search(module, lv, rules)) for lv in module.LEVELS)
        level, search = next(((lv, found) for lv, found in searches if found), (None, None))
        state = _search_position(game_id, search)
        if state is None or not (level or _searchable(state)):
            continue
        seat = state.current_player()
        if level is None:
            level = "random rollouts"
            action = pooled.pooled_search(
                pool, state, seat, policy=random_legal, iterations=100
            ).best_action()
        else:
            action = seat_ai.move(
                game_id, module, state.observation(seat), state.rules, level, state=state, pool=pool
            )
        if action not in state.legal_actions():
            raise RuntimeError(f"{game_id}: the search in a worker process played {action!r}")
        played.append(f"{game_id} ({level}) played {action}")
    workers = pool.pids()
    if not played:
        raise RuntimeError("no game's positions can be searched")
    if not workers or os.getpid() in workers:
        raise RuntimeError("the searches did not run in worker processes")
    return f"searches {', '.join(played)} in worker process {workers[0]}"


# Qt's string, which Qt's catalogue lacks; passed unpacked, lupdate does not file it in the app's.
LOOK_IN = ("QFileDialog", "&Look in:")


def _load_translations() -> list[str]:
    """Each shipped language's catalogue, Qt's own qtbase one (for its buttons) and the
    supplement for what Qt's lacks (the file dialog's "Look in:") load: a bundle must carry
    all three."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QDialogButtonBox

    from ..base import i18n
    from ..base.i18n import tr  # a bare tr(): lupdate files i18n.tr() under "i18n"

    codes = [code for code in i18n.LANGUAGES if code != "en"]
    for code in codes:
        i18n.set_language(code)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        shown = {
            "&Game": tr("&Game"),
            "Cancel": box.buttons()[0].text(),
            "&Look in:": QCoreApplication.translate(*LOOK_IN),
        }
        if i18n.language() != code or any(word == text for text, word in shown.items()):
            raise RuntimeError(f"the {code} translations did not load")
    i18n.set_language("en")
    return codes


def run() -> int:
    from .main import build_app, platform_problem, self_test_environment

    home = self_test_environment()
    try:
        trouble = platform_problem()  # on a display, the libraries Qt's X11 plugin needs
        if trouble:
            print(trouble, file=sys.stderr)
            return 4
        app = build_app(sys.argv[:1])
        from ..engine import games
        from ..engine.dominoes import ALL_KINDS
        from ..table.tile_art import STYLES, tile_pixmap
        from .main import create_window

        for style in STYLES:
            for tile in ALL_KINDS:
                pix = tile_pixmap(
                    tile.hi, tile.lo, 60, style=style, index_corner=True, name=str(tile)
                )
                if pix.isNull():
                    raise RuntimeError(f"tile {tile} did not render")
        from ..table.card_art import SUITS, card_pixmap

        for suit in SUITS:
            for rank in range(2, 15):
                if card_pixmap(rank, suit, 60, four_colour=True).isNull():
                    raise RuntimeError(f"card {rank}{suit} did not render")
        languages = _load_translations()
        window = create_window()
        window.settings.set("ui/animation_speed", "instant")
        window.animator.speed = 0.0
        window.show()
        handle = window.windowHandle()
        if not wait_until(app, lambda: handle is not None and handle.isExposed(), 10):
            raise RuntimeError("the main window did not show")
        # Its hands are played hidden and each table drawn once, at the end (window.grab()):
        # painting every move of six hands was half the self-test's time and proved no more.
        window.hide()
        window.bus.hand_recorded.disconnect(window.reviewer.review)  # one hand is, below
        played, first = [], None
        for game in games.game_ids():
            played.append(f"{game}: you {_play_one_hand(app, window, game):+g}")
            if first is None:
                seat = window.page.model.user_seat
                first = (game, window.store.last_record, seat, str(window.store.record_path))
        searched = _search_in_worker(window)
        reviewed = _review_one_hand(app, window, first)
        window.close()
        window.store.close()
        print(
            f"self-test ok: 21 tiles x {len(STYLES)} styles and 52 cards rendered; "
            f"{', '.join(languages)} and Qt's own translations loaded; one hand "
            f"of each game "
            f"played and replayed ({'; '.join(played)}); {searched}; {reviewed}"
        )
        return 0
    except Exception:
        traceback.print_exc()
        print("self-test FAILED", file=sys.stderr)
        return 1
    finally:
        shutil.rmtree(home, ignore_errors=True)
