"""Start-up: the window appears first, then the start page's pictures, the resume check, the
statistics and each game's modules load in idle steps (app/idle.py). Nothing here is timed;
bench/ui_startup.py and bench/ui_event_loop.py measure it."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

from PySide6.QtCore import QCoreApplication, QObject, Qt

from gupai_desktop.app.idle import RETRY, IdleQueue, Preloader
from gupai_desktop.app.main import show_window
from gupai_desktop.engine import games

from .helpers import open_table, press, wait_ai, wait_over


def drain(qtbot, window, timeout=10_000):
    qtbot.waitUntil(lambda: window.idle.pending() == 0, timeout=timeout)


def test_nothing_costly_is_loaded_before_the_first_paint(tmp_path):
    """What the window needs before it can first appear excludes PySide's Qt namespace (about
    20 ms of Python enums), the art, the records, numpy and every game's engine; once it is on
    screen they all load. A fresh process, as the app starts."""
    script = textwrap.dedent("""
        import sys
        import PySide6.QtCore as core
        from gupai_desktop.app.main import build_app, create_window, show_window
        app = build_app([sys.argv[0]])
        window = create_window()
        heavy = ("numpy", "gupai_desktop.table.tile_art", "gupai_desktop.records.autosave",
                 "gupai_desktop.records.stats", "gupai_desktop.engine.paigow.rules",
                 "gupai_desktop.games.paigow.page", "gupai_desktop.table.animation")
        before = [name for name in heavy if name in sys.modules]
        before += ["Qt namespace"] if "Qt" in core.__dict__ else []
        show_window(window)
        def check():
            if window.idle.pending():
                core.QTimer.singleShot(10, check)
                return
            missing = [name for name in heavy if name not in sys.modules]
            pictures = all(not l.pixmap().isNull() for l in window.chooser.pictures.values())
            print("BEFORE", before, "MISSING", missing, "PICTURES", pictures)
            window.close()
            window.store.close()
            app.quit()
        core.QTimer.singleShot(0, check)
        core.QTimer.singleShot(20_000, app.quit)
        app.exec()
    """)
    env = dict(os.environ, GUPAI_HOME=str(tmp_path), QT_QPA_PLATFORM="offscreen")
    out = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120
    )
    assert "BEFORE [] MISSING [] PICTURES True" in out.stdout, out.stdout + out.stderr[-2000:]


def test_the_start_page_pictures_arrive_once_the_window_is_on_screen(qtbot, window):
    drain(qtbot, window)
    assert set(window.chooser.pictures) == set(games.game_ids())
    for game_id, label in window.chooser.pictures.items():
        pixmap = label.pixmap()
        assert not pixmap.isNull(), game_id
        # it fits the label sized in advance, so the card did not move when it arrived
        size = pixmap.deviceIndependentSize().toSize()
        assert size.height() == label.height() and size.width() <= label.width(), game_id
    widths = {label.width() for label in window.chooser.pictures.values()}
    assert len(widths) == 1, "one picture width, so the cards' names and buttons line up"


def test_a_language_change_repaints_the_pictures_of_the_rebuilt_cards(qtbot, window):
    drain(qtbot, window)
    window.settings.set("ui/language", "zh_CN")
    window.apply_settings(["ui/language"])
    assert window.chooser.buttons["paigow"].text() != "Play Pai Gow"
    assert all(not label.pixmap().isNull() for label in window.chooser.pictures.values())


def test_every_game_s_modules_are_loaded_before_the_first_play(qtbot, window):
    drain(qtbot, window)
    assert not window.preloader.thread.is_alive()
    for name in window.preloader.modules:
        assert name in sys.modules, name
    assert {m.rsplit(".", 1)[0] for m in window.preloader.modules if m.endswith(".page")} == {
        games.get(g).page.partition(":")[0].rsplit(".", 1)[0] for g in games.game_ids()
    }


def test_the_last_played_game_is_preloaded_first():
    assert Preloader(["daling", "paigow"]).modules[:3] == [
        "gupai_desktop.engine.daling.state",
        "gupai_desktop.ai.daling",
        "gupai_desktop.games.daling.page",
    ]


def test_the_app_offers_to_resume_once_the_window_is_on_screen(qtbot, make_window, boxes):
    first = make_window()
    page = open_table(first, seed=411)
    wait_ai(qtbot, page)
    assert first.store.autosave_path.exists()
    second = make_window(show=False)
    second.animator.speed = 0
    show_window(second)
    qtbot.waitUntil(lambda: bool(boxes.of("question")), timeout=5000)
    qtbot.waitUntil(lambda: second.stack.currentWidget() is second.page, timeout=5000)
    assert second.page.model.state.hands == page.model.state.hands
    second.activateWindow()
    qtbot.waitUntil(second.isActiveWindow, timeout=2000)
    assert len(boxes.of("question")) == 1
    wait_ai(qtbot, second.page)
    press(qtbot, second, Qt.Key.Key_Return)
    wait_over(qtbot, second.page)


def test_declining_at_start_shows_the_chooser(qtbot, make_window, boxes):
    first = make_window()
    open_table(first, seed=412)
    boxes.answer = boxes.answer.No
    second = make_window(show=False)
    show_window(second)
    qtbot.waitUntil(lambda: bool(boxes.of("question")), timeout=5000)
    drain(qtbot, second)
    assert second.stack.currentWidget() is second.chooser
    assert second.store.autosave_path.exists()  # kept until another hand is dealt
    assert len(boxes.of("question")) == 1


def test_a_damaged_statistics_file_is_reported_at_start(qtbot, profile, make_window, boxes):
    data = profile / "data"
    data.mkdir(parents=True, exist_ok=True)
    (data / "stats.sqlite3").write_bytes(b"this is not a database" * 100)
    window = make_window(show=False)
    show_window(window)
    qtbot.waitUntil(lambda: bool(boxes.of("warning")), timeout=5000)
    (warning,) = boxes.of("warning")
    assert "statistics file was damaged" in warning[1]
    assert list(data.glob("stats.sqlite3.corrupt-*"))
    assert window.store.stats.summary("paigow") is not None


# -- the idle queue itself ------------------------------------------------------------------
def run_queue(qtbot, queue):
    qtbot.waitUntil(lambda: queue.pending() == 0, timeout=5000)


def test_idle_steps_wait_for_start_then_run_in_order(qtbot):
    owner = QObject()
    queue = IdleQueue(owner)
    ran = []
    queue.add(lambda: ran.append(1))
    queue.add(lambda: ran.append(2))
    QCoreApplication.processEvents()
    assert ran == [] and queue.pending() == 2  # nothing before the first paint
    queue.start()
    run_queue(qtbot, queue)
    assert ran == [1, 2]
    queue.add(lambda: ran.append(3))  # added later: runs at once
    run_queue(qtbot, queue)
    assert ran == [1, 2, 3]


def test_a_step_can_ask_to_run_again_later(qtbot):
    owner = QObject()
    queue = IdleQueue(owner)
    tries, ran = [], []

    def not_yet():
        tries.append(1)
        return RETRY if len(tries) < 3 else True  # anything but RETRY: done

    queue.add(not_yet)
    queue.add(lambda: ran.append(len(tries)))
    queue.start()
    run_queue(qtbot, queue)
    assert len(tries) == 3 and ran == [3]  # the next step waited its turn
