"""The app in a child process, for the crash test (tests/test_crash_resume.py).

The children are forked from a multiprocessing forkserver that has imported Qt and the app
(`PRELOAD`), as a real start would have by then: each kill costs the hand, not the imports.
Each child builds its own QApplication and window, offscreen, in the GUPAI_HOME it is given,
and tells the parent what happened through `out` (a Connection), one line at a time.

`play(out, home, game, seed)`: the window as the app builds it, a hand of GAME with animations
running (at a twentieth of the normal speed) and the AI at its first level; the user's decisions
are the rule bot's. After each autosave has been written it says `SAVED <moves> <sha1>` (the
hand's committed actions), and `BOOKED` once the hand is recorded. The parent kills it at
random with SIGKILL.
`resume(out, home)`: the window started as the app starts it, the resume question answered Yes;
says `QUESTIONS <n>` and, if a hand came back, `RESUMED <its actions as JSON>`, then `DONE`.
"""

from __future__ import annotations

import hashlib
import json
import os
import time

PRELOAD = [  # and the games' modules (preload())
    "crash_child",
    "PySide6.QtCore",
    "PySide6.QtGui",
    "PySide6.QtWidgets",
    "numpy",
    "gupai_desktop.app.main",
    "gupai_desktop.app.main_window",
    "gupai_desktop.ai.bots",
    "gupai_desktop.engine.games",
]
_out = None


def preload() -> list[str]:
    """What the forkserver imports before it forks a child: Qt, the app and every game."""
    from gupai_desktop.app.idle import game_modules
    from gupai_desktop.engine import games

    return PRELOAD + game_modules(games.game_ids())


def digest(actions: list[str]) -> str:
    return hashlib.sha1(json.dumps(actions).encode()).hexdigest()


def say(line: str) -> None:
    _out.send(line)


def _start(out, home: str) -> None:
    """The child's own profile and screen, before Qt starts."""
    global _out
    _out = out
    os.environ.update(
        GUPAI_HOME=home, QT_QPA_PLATFORM="offscreen", QT_LOGGING_RULES="qt.qpa.*=false"
    )


def wait(app, pred, seconds: float) -> bool:
    end = time.monotonic() + seconds
    while not pred() and time.monotonic() < end:
        app.processEvents()
        time.sleep(0.002)
    return pred()


def play(out, home: str, game_id: str, seed: int) -> None:
    _start(out, home)
    from gupai_desktop.ai import bots
    from gupai_desktop.app.main import build_app, create_window
    from gupai_desktop.engine import games

    app = build_app(["gupai-desktop"])
    window = create_window()
    window.show()
    window.animator.speed = 0.05
    # The hand's review (background worker processes) is not what this test is about.
    window.bus.hand_recorded.disconnect(window.reviewer.review)
    store = window.store
    saved = store.autosave

    def autosave(session, actions, draft, extra):
        saved(session, actions, draft, extra)
        say(f"SAVED {len(actions)} {digest(list(actions))}")

    store.autosave = autosave
    finished = store.hand_finished

    def booked(*args, **kwargs):
        record = finished(*args, **kwargs)
        say("BOOKED")
        return record

    store.hand_finished = booked
    spec = games.get(game_id)
    page = window._page_for(game_id)
    window.page = page
    window.stack.setCurrentWidget(page)
    page.start(spec.rules_from_dict({}), spec.ai_levels[0], seed)
    model = page.model
    while not model.state.is_terminal():
        wait(app, lambda: model.ai_ready or model.state.is_terminal(), 60)
        if model.state.is_terminal():
            break
        turn = getattr(model, "user_to_act", model.can_arrange)
        before = len(model.state.history())
        if turn():
            action = bots.act(game_id, model.state, model.user_seat, spec.ai_levels[0])
            if not model.commit(action):
                raise RuntimeError(f"{game_id}: the table refused {action}")
        wait(
            app,
            lambda: len(model.state.history()) > before or not turn() or model.state.is_terminal(),
            10,
        )
    wait(app, lambda: False, 0.3)
    say("OVER")


def resume(out, home: str) -> None:
    _start(out, home)
    from PySide6.QtWidgets import QMessageBox

    from gupai_desktop.app.main import build_app, create_window

    asked = []

    def question(*args, **kwargs):
        asked.append(args[2] if len(args) > 2 else "")
        return QMessageBox.StandardButton.Yes

    QMessageBox.question = staticmethod(question)
    QMessageBox.warning = staticmethod(lambda *a, **k: say(f"WARNING {a[2]!r}"))
    app = build_app(["gupai-desktop"])
    window = create_window()
    window.show()
    resumed = window.offer_resume()
    wait(app, lambda: False, 0.2)
    say(f"QUESTIONS {len(asked)}")
    if resumed:
        say(f"RESUMED {json.dumps(window.page.model.state.history())}")
    window.close()
    say("DONE")
