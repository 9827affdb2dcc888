"""Records through the window: export, import on a fresh profile, the replay viewer, and the
refusal of damaged files."""

from __future__ import annotations

import json
import re
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from gupai_desktop.games.replay_views import replay_view as view_for
from gupai_desktop.base import words
from gupai_desktop.dialogs import file_dialogs
from gupai_desktop.dialogs.records_browser import RecordsBrowser
from gupai_desktop.dialogs.replay import ReplayDialog
from gupai_desktop.engine import games
from gupai_desktop.records import io, reviews

from .helpers import key, open_table, press, wait_over, wait_scoring, when_modal


def play_hands(qtbot, page, n: int) -> None:
    """n hands with the keyboard; the last one's scoring window is left in front."""
    window = page.window()
    for hand in range(n):
        press(qtbot, window, Qt.Key.Key_Return)
        wait_over(qtbot, page)
        wait_scoring(qtbot, page)
        if hand < n - 1:
            press(qtbot, window, Qt.Key.Key_N)


SAVE_FILE_NAME = file_dialogs.save_file_name  # before a fixture stands in for it


def snapshot(folder):
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


@pytest.fixture
def exported(qtbot, make_window, monkeypatch, tmp_path):
    """Three hands played on one profile and exported with Ctrl+E, typed while the last
    hand's scoring window is in front."""
    window = make_window()
    page = open_table(window, seed=301, ai_players=2)
    play_hands(qtbot, page, 3)
    target = tmp_path / "shared" / "my-session.jsonl"
    target.parent.mkdir()
    asked = []

    def save_as(parent, caption, name, filters, *args, **kwargs):
        asked.append(name)
        return str(target), filters

    monkeypatch.setattr(file_dialogs, "save_file_name", save_as)
    press(qtbot, window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert asked == [str(Path.home() / window.store.record_path.name)]
    assert target.read_bytes() == window.store.record_path.read_bytes()
    return target


def fresh_window(make_window, monkeypatch, tmp_path, name="second-home"):
    home = tmp_path / name
    home.mkdir()
    monkeypatch.setenv("GUPAI_HOME", str(home))
    return make_window()


def replay_dialogs(window):
    return [d for d in window.findChildren(ReplayDialog) if d.isVisible()]


def test_export_with_nothing_played_says_so(window, boxes, monkeypatch):
    monkeypatch.setattr(
        file_dialogs,
        "save_file_name",
        lambda *a, **k: pytest.fail("no file dialog when there is nothing to export"),
    )
    window.actions_["export"].trigger()
    assert len(boxes.of("information")) == 1


def test_export_s_file_dialog_names_what_it_exports(qtbot, make_window, monkeypatch, tmp_path):
    """From the start page Export offered the latest file without a word of which game or how
    many hands; the dialog's title now says."""
    window = make_window()
    page = open_table(window, seed=301, ai_players=2)
    play_hands(qtbot, page, 2)
    captions = []

    def save_as(parent, caption, *args, **kwargs):
        captions.append(caption)
        return "", ""

    monkeypatch.setattr(file_dialogs, "save_file_name", save_as)
    window.show_chooser()
    window.export_record()
    assert len(captions) == 1 and captions[0].startswith("Export record: Pai Gow, 20")
    assert captions[0].endswith(", 2 hands"), captions


def test_export_takes_the_hands_reviews_along_and_a_failed_write_is_told(
    qtbot, make_window, monkeypatch, tmp_path, boxes
):
    """Found when a record was exported and imported again: its hands' reviews stayed behind
    (Import brings them along, Export did not take them), so the imported replay had none; and
    a target that cannot be written raised out of the menu. The status line names both files."""
    window = make_window()
    page = open_table(window, seed=301, ai_players=2)
    play_hands(qtbot, page, 1)
    source = window.store.record_path
    reviews.path_for(source).write_text('{"hand": 1}\n')
    target = tmp_path / "out" / "mine.jsonl"
    target.parent.mkdir()
    monkeypatch.setattr(file_dialogs, "save_file_name", lambda *a, **k: (str(target), ""))
    window.export_record()
    assert target.read_bytes() == source.read_bytes()
    assert reviews.path_for(target).read_text() == '{"hand": 1}\n'
    # the second file is said, not left to be found (found in a sweep)
    assert window.statusBar().currentMessage() == (
        f"Exported to {target}, the hands' reviews beside it in mine.reviews.jsonl"
    )
    # exported again over it from a record with no reviews: the old ones do not stay behind
    reviews.path_for(source).unlink()
    window.export_record()
    assert target.read_bytes() == source.read_bytes()
    assert not reviews.path_for(target).exists()
    assert window.statusBar().currentMessage() == (
        f"Exported to {target}; reviews left beside it from another record removed"
    )
    nowhere = tmp_path / "missing" / "mine.jsonl"
    monkeypatch.setattr(file_dialogs, "save_file_name", lambda *a, **k: (str(nowhere), ""))
    window.export_record()
    assert len(boxes.of("warning")) == 1 and not nowhere.exists()


def test_export_then_import_on_a_fresh_profile(qtbot, exported, make_window, monkeypatch, tmp_path):
    second = fresh_window(make_window, monkeypatch, tmp_path)
    assert snapshot(second.store.records_dir) == {}
    monkeypatch.setattr(file_dialogs, "open_file_name", lambda *a, **k: (str(exported), ""))
    key(second, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    files = snapshot(second.store.records_dir)
    assert list(files.values()) == [exported.read_bytes()]
    assert len(io.read(second.store.records_dir / next(iter(files)))) == 3
    assert replay_dialogs(second)


def test_import_opens_where_the_last_export_went(qtbot, make_window, monkeypatch, tmp_path):
    """Found by a new user: after an export to another folder, Import opened in the home
    folder. Export and Import open where records last went or came from (a folder since
    removed: home again)."""
    window = make_window()
    page = open_table(window, seed=303, ai_players=1)
    play_hands(qtbot, page, 1)
    target = tmp_path / "kept" / "mine.jsonl"
    target.parent.mkdir()
    monkeypatch.setattr(file_dialogs, "save_file_name", lambda *a, **k: (str(target), ""))
    window.export_record()
    asked = []

    def open_from(parent, caption, folder, filters, *args, **kwargs):
        asked.append(folder)
        return "", ""

    monkeypatch.setattr(file_dialogs, "open_file_name", open_from)
    window.import_record()
    target.unlink()
    target.parent.rmdir()
    window.import_record()
    assert asked == [str(target.parent), str(Path.home())]


def test_a_second_file_of_the_same_name_is_imported_beside_the_first(
    qtbot, exported, make_window, monkeypatch, tmp_path
):
    """Found by reading the code: each import was copied to imported-<name>, so a second
    file called my-session.jsonl replaced the first one's hands. Importing the same file
    again makes no second copy."""
    second = fresh_window(make_window, monkeypatch, tmp_path)
    other = tmp_path / "other" / exported.name
    other.parent.mkdir()
    first = json.loads(exported.read_bytes().splitlines()[0])  # its first hand, of another
    first["session"]["id"] = "another-" + first["session"]["id"]  # session of its own
    other.write_text(json.dumps(first) + "\n", encoding="utf-8")
    for path in (exported, other, exported):
        monkeypatch.setattr(file_dialogs, "open_file_name", lambda *a, p=path, **k: (str(p), ""))
        key(second, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    files = snapshot(second.store.records_dir)
    assert sorted(files.values()) == sorted([exported.read_bytes(), other.read_bytes()])
    assert sorted(files) == ["imported-my-session-2.jsonl", "imported-my-session.jsonl"]


def test_a_file_named_without_its_suffix_is_exported_and_imported_as_a_record(
    qtbot, exported, make_window, monkeypatch, tmp_path
):
    """Found by a new user: Export saved "pg-export" as typed, and Import copied it to
    imported-pg-export, which the records browser (listing .jsonl files) never showed."""
    monkeypatch.setattr(file_dialogs, "save_file_name", SAVE_FILE_NAME)  # the real dialog
    window = make_window()
    folder = tmp_path / "typed"
    folder.mkdir()

    def type_a_bare_name(dialog):
        dialog.selectFile(str(folder / "pg-export"))
        dialog.accept()

    when_modal(type_a_bare_name)
    window.export_record(exported)
    assert [p.name for p in folder.iterdir()] == ["pg-export.jsonl"]

    bare = folder / "pg-export"
    (folder / "pg-export.jsonl").rename(bare)
    second = fresh_window(make_window, monkeypatch, tmp_path)
    assert second.import_record(str(bare))
    browser = second.browse_records().table
    names = [browser.item(r, 4).text() for r in range(browser.rowCount())]
    assert names == ["imported-pg-export.jsonl"]


def test_replay_steps_answer_the_arrows_home_and_end_wherever_the_focus_is(
    qtbot, exported, make_window, monkeypatch, tmp_path
):
    """Found by a new user: End did nothing (the hands' list had the focus and took it)."""
    second = fresh_window(make_window, monkeypatch, tmp_path)
    assert second.import_record(str(exported))
    (dialog,) = replay_dialogs(second)
    dialog.activateWindow()
    last = dialog.slider.maximum()
    for focus in (dialog.hands, dialog.slider, dialog.view):
        focus.setFocus()
        qtbot.waitUntil(focus.hasFocus)
        row = dialog.hands.currentRow()
        for k, expected in (
            (Qt.Key.Key_End, last),
            (Qt.Key.Key_Left, last - 1),
            (Qt.Key.Key_Home, 0),
            (Qt.Key.Key_Right, 1),
        ):
            qtbot.keyClick(focus, k)
            assert dialog.slider.value() == expected, (focus, k)
        assert dialog.hands.currentRow() == row  # the keys step the hand, not the list


def test_replay_steps_through_every_move_of_every_hand(
    qtbot, exported, make_window, monkeypatch, tmp_path
):
    second = fresh_window(make_window, monkeypatch, tmp_path)
    assert second.import_record(str(exported))
    (dialog,) = replay_dialogs(second)
    records = io.read(exported)
    assert dialog.hands.count() == len(records) == 3
    for row, record in enumerate(records):
        dialog.hands.setCurrentRow(row)
        actions = record["actions"]
        qtbot.mouseClick(dialog.first, Qt.MouseButton.LeftButton)
        seen = []
        while True:
            k = dialog.slider.value()
            seen.append(k)
            assert dialog.move_label.text().startswith(f"Move {k + 1} of {len(actions)}")
            assert view_for("paigow").describe(actions[k], "") in dialog.move_label.text()
            assert dialog.steps[k].history() == actions[: k + 1]
            assert dialog.scene.items()
            if k == dialog.slider.maximum():
                break
            qtbot.mouseClick(dialog.next, Qt.MouseButton.LeftButton)
        assert seen == list(range(len(actions)))
        final = dialog.steps[-1]
        assert final.is_terminal()
        assert final.returns() == pytest.approx(record["result"]["returns"])
        qtbot.mouseClick(dialog.prev, Qt.MouseButton.LeftButton)
        assert dialog.slider.value() == len(actions) - 2
        qtbot.mouseClick(dialog.last, Qt.MouseButton.LeftButton)
        assert dialog.slider.value() == len(actions) - 1


def test_a_replay_starts_at_the_first_move_and_its_buttons_stop_at_the_ends(
    qtbot, exported, make_window, monkeypatch, tmp_path
):
    """Found when the replay was tried: it opened at the hand's last move (a user who asks to
    replay a hand expects its start), and First and Back at the first move, Forward and Last
    at the last, stayed enabled and did nothing."""
    second = fresh_window(make_window, monkeypatch, tmp_path)
    assert second.import_record(str(exported))
    (dialog,) = replay_dialogs(second)
    # The title names the game and when it was played, then the file (it was the file alone).
    title = dialog.windowTitle()
    assert title.startswith("Replay: Pai Gow, 20") and title.endswith(".jsonl)"), title
    # The hands' list is as wide as its lines ("Hand 1: you +10"), not a fifth of the dialog.
    longest = max(
        dialog.hands.fontMetrics().horizontalAdvance(dialog.hands.item(r).text())
        for r in range(dialog.hands.count())
    )
    assert longest < dialog.split.sizes()[0] < min(longest + 80, dialog.width() // 5)
    for row in range(dialog.hands.count()):
        dialog.hands.setCurrentRow(row)
        assert dialog.slider.value() == 0 and dialog.move_label.text().startswith("Move 1 of ")
        assert [b.isEnabled() for b in (dialog.first, dialog.prev, dialog.next, dialog.last)] == [
            False,
            False,
            True,
            True,
        ]
        qtbot.mouseClick(dialog.last, Qt.MouseButton.LeftButton)
        assert [b.isEnabled() for b in (dialog.first, dialog.prev, dialog.next, dialog.last)] == [
            True,
            True,
            False,
            False,
        ]


def test_the_replay_has_a_close_button(qtbot, exported, make_window, monkeypatch, tmp_path):
    """Found by a new user: the replay closed only with Esc or the window's frame."""
    second = fresh_window(make_window, monkeypatch, tmp_path)
    assert second.import_record(str(exported))
    (dialog,) = replay_dialogs(second)
    assert dialog.isVisible() and dialog.close_button.isVisible()
    qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()


def test_the_replay_s_title_spans_its_hands_as_the_browser_s_last_played_does(exported, window):
    """Found by a new user: the browser said "last played 14:24", the replay's title 14:16
    (its first hand's time)."""
    from datetime import datetime, timedelta

    records = io.read(exported)
    first = datetime.fromisoformat(records[0]["played_at"])
    records[-1]["played_at"] = (first + timedelta(minutes=8)).isoformat(timespec="seconds")
    dialog = window.open_replay(records, exported.name, str(exported))
    late = (first + timedelta(minutes=8)).astimezone().strftime("%H:%M")
    assert f"–{late} ({exported.name})" in dialog.windowTitle()


def test_the_keys_go_back_to_the_table_when_the_records_windows_close(qtbot, window):
    """Found by a new user (under no window manager): after the records browser closed,
    Ctrl+G did nothing until the table was clicked. The browser and the replay it opens give
    the keys back to the window that had them: the replay to the browser, the browser to the
    table."""
    page = open_table(window, seed=301, ai_players=1)
    play_hands(qtbot, page, 1)
    page.scoring.close()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    browser = window.browse_records()
    qtbot.waitUntil(browser.isActiveWindow)
    replay = window.open_replay(io.read(window.store.record_path), "mine")
    qtbot.waitUntil(replay.isActiveWindow)
    replay.close()
    qtbot.waitUntil(browser.isActiveWindow)
    browser.close()
    qtbot.waitUntil(lambda: page.view.hasFocus())


def test_replay_menu_opens_the_records_browser_newest_first(qtbot, window):
    page = open_table(window, seed=302)
    play_hands(qtbot, page, 1)
    press(qtbot, window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    browser = next(
        w for w in QApplication.topLevelWidgets() if isinstance(w, RecordsBrowser) and w.isVisible()
    )
    table = browser.table
    assert table.rowCount() == 1
    cells = [table.item(0, c).text() for c in range(5)]
    net = page.model.session.net[page.model.user_seat]
    assert cells[0] == "Pai Gow" and cells[2] == "1"
    assert cells[3] == words.amount("paigow", words.money(net))  # "+10 chips", not "+10"
    assert cells[3].endswith(("chips", "chip"))
    assert cells[4] == window.store.record_path.name
    qtbot.mouseClick(browser.replay_button, Qt.MouseButton.LeftButton)
    (dialog,) = replay_dialogs(window)
    assert dialog.hands.count() == 1


def test_the_browser_lists_every_session_and_names_a_damaged_file(qtbot, window, tmp_path):
    page = open_table(window, seed=303)
    play_hands(qtbot, page, 2)
    damaged = window.store.records_dir / "broken.jsonl"
    damaged.write_bytes(bytes(range(256)))
    browser = window.browse_records()
    rows = {browser.table.item(r, 4).text(): r for r in range(browser.table.rowCount())}
    assert set(rows) == {window.store.record_path.name, "broken.jsonl"}
    broken = rows["broken.jsonl"]
    assert browser.table.item(broken, 3).text() == "unreadable"
    assert browser.table.item(broken, 0).toolTip().startswith("This file cannot be read as a")
    browser.table.selectRow(broken)
    assert not browser.replay_button.isEnabled() and not browser.export_button.isEnabled()
    browser.table.selectRow(rows[window.store.record_path.name])
    assert browser.replay_button.isEnabled()
    assert browser.table.item(rows[window.store.record_path.name], 2).text() == "2"


def test_a_session_cut_off_by_a_kill_replays_its_whole_hands(qtbot, exported, window):
    """Found when the records browser was tried: a file whose last line an interrupted write
    cut off was listed as unreadable, its whole hands out of reach. It replays them; Export,
    which copies a file whole, stays off."""
    good = exported.read_bytes()
    cut = window.store.records_dir / "killed.jsonl"
    cut.write_bytes(good[: len(good) - 40])
    browser = window.browse_records()
    row = next(
        r for r in range(browser.table.rowCount()) if browser.table.item(r, 4).text() == cut.name
    )
    browser.table.selectRow(row)
    assert (
        browser.table.item(row, 2).text() == "2"
        and "cut off" in browser.table.item(row, 0).toolTip()
    )
    assert browser.replay_button.isEnabled() and not browser.export_button.isEnabled()
    qtbot.mouseClick(browser.replay_button, Qt.MouseButton.LeftButton)
    (dialog,) = replay_dialogs(window)
    assert dialog.hands.count() == 2


def test_the_browser_imports_from_a_file(qtbot, exported, make_window, monkeypatch, tmp_path):
    fresh = fresh_window(make_window, monkeypatch, tmp_path)
    monkeypatch.setattr(file_dialogs, "open_file_name", lambda *a, **k: (str(exported), ""))
    browser = fresh.browse_records()
    before = browser.table.rowCount()
    qtbot.mouseClick(browser.import_button, Qt.MouseButton.LeftButton)
    assert not browser.isVisible() and replay_dialogs(fresh)
    again = fresh.browse_records().table
    names = [again.item(r, 4).text() for r in range(again.rowCount())]
    assert len(names) == before + 1 and f"imported-{exported.name}" in names


def test_importing_hands_already_in_the_records_makes_no_second_copy(qtbot, exported, make_window):
    """Found by a new user: importing a session's own export listed the session twice."""
    window = make_window()  # the profile that played and exported them
    before = snapshot(window.store.records_dir)
    assert window.import_record(str(exported))
    assert snapshot(window.store.records_dir) == before
    assert "already in your records" in window.statusBar().currentMessage()
    assert replay_dialogs(window)  # shown all the same


def test_a_joined_file_brings_only_its_new_hands_and_then_none(qtbot, exported, make_window):
    """Found by a new user: a file joining hands already in the records with others was
    copied whole, a second copy of each; and its hands of two games were listed "Hand 1..3,
    Hand 1, 2" with nothing to tell the games apart."""
    from gupai_desktop.cli.main import main

    window = make_window()  # the profile that played and exported the Pai Gow hands
    other = exported.parent / "dingniu.jsonl"
    assert main(["simulate", "dingniu", "--hands", "2", "--seed", "4", "--record", str(other)]) == 0
    joined = exported.parent / "joined.jsonl"
    joined.write_bytes(exported.read_bytes() + other.read_bytes())
    before = snapshot(window.store.records_dir)
    assert window.import_record(str(joined))
    added = set(snapshot(window.store.records_dir)) - set(before)
    (name,) = [n for n in added if not n.endswith(".reviews.jsonl")]
    assert (window.store.records_dir / name).read_bytes() == other.read_bytes()  # as written
    assert window.statusBar().currentMessage() == (
        "Imported 2 hands (3 already in your records, left out)"
    )
    dialog = replay_dialogs(window)[-1]
    lines = [dialog.hands.item(r).text() for r in range(dialog.hands.count())]
    assert lines[0].startswith("Pai Gow\nHand 1: you ")
    assert lines[3] == "Ding Niu\nHand 1: AI seats only"
    dialog.close()
    after = snapshot(window.store.records_dir)
    assert window.import_record(str(joined))  # now each hand is in one file or the other
    assert snapshot(window.store.records_dir) == after
    assert "already in your records" in window.statusBar().currentMessage()


def test_a_later_export_of_a_session_held_in_part_is_imported_whole_and_replays(
    qtbot, make_window, monkeypatch, tmp_path
):
    """Found by a second read: importing a friend's session again, two hands longer, kept
    only the two new hands, a file that began at hand 4 and could not be replayed."""
    from gupai_desktop.cli.main import main
    from gupai_desktop.records import io

    window = fresh_window(make_window, monkeypatch, tmp_path)
    five = tmp_path / "five.jsonl"
    assert main(["simulate", "paigow", "--hands", "5", "--seed", "6", "--record", str(five)]) == 0
    three = tmp_path / "three.jsonl"
    three.write_text("".join(five.read_text().splitlines(keepends=True)[:3]))
    assert window.import_record(str(three))
    before = snapshot(window.store.records_dir)
    assert window.import_record(str(five))
    (name,) = set(snapshot(window.store.records_dir)) - set(before)
    copied = window.store.records_dir / name
    assert copied.read_bytes() == five.read_bytes() and len(io.read(copied)) == 5
    assert window.statusBar().currentMessage() == "Imported 5 hands"


def test_importing_a_file_from_the_records_folder_itself_makes_no_copy_of_it(
    qtbot, exported, make_window
):
    """Found by a second read: a file of the records folder, imported, was copied beside
    itself (the check for hands already held left out the file being imported)."""
    window = make_window()
    before = snapshot(window.store.records_dir)
    (own,) = [p for p in window.store.records_dir.glob("*.jsonl")]
    assert window.import_record(str(own))
    assert snapshot(window.store.records_dir) == before
    assert own.name in window.statusBar().currentMessage()
    assert replay_dialogs(window)


def test_with_no_record_the_browser_says_so(window):
    browser = window.browse_records()
    assert browser.empty.isVisible() and not browser.table.isVisible()
    assert not browser.replay_button.isEnabled()


def _truncated(good: bytes) -> bytes:
    return good[: len(good) - 40]


def _foreign(good: bytes) -> bytes:
    return json.dumps({"name": "not a record", "hands": [1, 2, 3]}).encode() + b"\n"


def _text(good: bytes) -> bytes:
    return b"Shopping list\n- tea\n- dominoes\n"


def _binary(good: bytes) -> bytes:
    return bytes(range(256)) * 8


def _tampered(good: bytes) -> bytes:
    lines = good.decode().splitlines()
    record = json.loads(lines[-1])
    record["result"]["returns"][1] += 100
    lines[-1] = json.dumps(record)
    return ("\n".join(lines) + "\n").encode()


def _empty(good: bytes) -> bytes:
    return b""


@pytest.mark.parametrize(
    "damage",
    [_truncated, _foreign, _text, _binary, _tampered, _empty],
    ids=["truncated", "foreign-json", "text", "binary", "tampered", "empty"],
)
def test_importing_a_damaged_file_warns_and_changes_nothing(
    qtbot, exported, make_window, monkeypatch, tmp_path, boxes, damage
):
    second = fresh_window(make_window, monkeypatch, tmp_path)
    open_table(second, seed=303)
    play_hands(qtbot, second.page, 1)
    before = snapshot(second.store.records_dir)
    stats_before = second.store.stats.summary()
    bad = tmp_path / f"bad-{damage.__name__.strip('_')}.jsonl"
    bad.write_bytes(damage(exported.read_bytes()))
    assert second.import_record(str(bad)) is False
    warnings = boxes.of("warning")
    assert len(warnings) == 1
    assert "nothing was changed" in warnings[0][1]
    assert bad.name in warnings[0][1]
    why = {
        "_truncated": "is cut off",
        "_tampered": "not a hand this app can trust",
        "_foreign": "is not a record of this app",
        "_text": "is not a record of this app",  # it said "edited, damaged or moved"
    }
    assert why.get(damage.__name__, "") in warnings[0][1].split("\n\n")[1]
    assert snapshot(second.store.records_dir) == before
    assert second.store.stats.summary() == stats_before
    assert not replay_dialogs(second)


def test_importing_the_reviews_beside_a_record_names_the_record_to_import(
    qtbot, exported, make_window, monkeypatch, tmp_path, boxes
):
    """Found by a new user: Import offers the reviews file Export writes beside a record (both
    end in .jsonl), and choosing it read "is not a record of this app" though the app wrote
    it. It says what the file is and which to import; the command line says the same."""
    from gupai_desktop.cli.main import main as cli

    second = fresh_window(make_window, monkeypatch, tmp_path)
    beside = reviews.path_for(exported)
    beside.write_text('{"session":"abc","hand":1,"review":{}}\n')
    assert second.import_record(str(beside)) is False
    ((title, text),) = boxes.of("warning")
    why = text.split("\n\n")[1]
    assert why == (
        "my-session.reviews.jsonl holds the reviews of the hands in my-session.jsonl, not the "
        "hands: import my-session.jsonl, and its reviews come with it."
    )
    assert list(second.store.records_dir.iterdir()) == []
    assert cli(["record", "validate", str(beside)]) == 2


def test_importing_a_file_over_the_size_limit_is_refused_unread(
    window, boxes, tmp_path, monkeypatch
):
    """Import reads nothing of a file larger than the setting (64 MB unless changed) and says
    so; a file within it is read as ever."""
    from gupai_desktop.records import io

    assert window.settings.get("records/import_limit_mb") == 64
    window.settings.set("records/import_limit_mb", 1)
    big = tmp_path / "big.jsonl"
    big.write_bytes(b"x" * (1024 * 1024 + 1))
    monkeypatch.setattr(io, "read", lambda *a, **k: pytest.fail("the file was read"))
    assert window.import_record(str(big)) is False
    ((title, text),) = boxes.of("warning")
    assert "more than the 1 MB that Import takes" in text and "Nothing was changed" in text
    assert list(window.store.records_dir.iterdir()) == []


def test_importing_a_missing_file_warns(qtbot, window, boxes, tmp_path):
    assert window.import_record(str(tmp_path / "nope.jsonl")) is False
    assert len(boxes.of("warning")) == 1
    assert list(window.store.records_dir.iterdir()) == []


def test_cancelling_the_import_file_dialog_does_nothing(window, boxes, monkeypatch):
    asked = []
    monkeypatch.setattr(file_dialogs, "open_file_name", lambda *a, **k: asked.append(a) or ("", ""))
    window.actions_["import"].trigger()
    assert not boxes.calls and list(window.store.records_dir.iterdir()) == []
    # It opens at home, where Export puts records (it opened in the program's working folder).
    assert asked[0][2] == str(Path.home())


def test_a_record_that_cannot_be_replayed_says_why_in_the_ui_s_words(window, boxes, tmp_path):
    bad = tmp_path / "bad.jsonl"
    bad.write_text("{not json\n")
    assert window.replay_file(bad) is False
    ((title, text),) = boxes.of("warning")
    lead, why, _details = text.split("\n\n")
    assert lead == "This record cannot be replayed." and "bad.jsonl" in why


def test_the_hands_list_says_what_each_hand_gave_in_the_game_s_own_units(window):
    """Found by a new user: a Da Gunzi hand read "Hand 1: you 0" (levels, unsaid), and a
    hand only AI seats played (`gupai simulate`) read "you 0" as if the user had sat in."""
    from gupai_desktop.cli.simulate import simulate

    _, dagunzi = simulate("da-gunzi", 1, 5, None)
    _, dingniu = simulate("dingniu", 1, 5, None)
    played = json.loads(json.dumps(dagunzi[0]))
    played["seats"][0]["kind"] = "human"
    dialog = window.open_replay([played, dingniu[0]], "mixed")
    net = words.money(played["result"]["returns"][0])
    assert dialog.hands.item(0).text() == f"Da Gunzi\nHand 1: you {net} levels"
    assert dialog.hands.item(1).text() == "Ding Niu\nHand 1: AI seats only"  # (two games)
    dialog.close()


def _words_on_screen(dialog) -> list[str]:
    texts = [dialog.move_label.text()]
    for item in dialog.scene.items():  # simple text items, and rich ones (toPlainText)
        read = getattr(item, "text", None) or getattr(item, "toPlainText", None)
        texts.append(read() if callable(read) else "")
    return [t for t in texts if t]


@pytest.mark.parametrize(
    "house, order",
    [(False, ["AI 0", "AI 1", "AI 2", "AI 3"]), (True, ["House", "AI 0", "AI 1", "AI 2"])],
)
def test_a_chinese_poker_replay_lists_its_seats_as_their_names_count(window, house, order):
    """Found in a sweep: the replay of a hand only AI seats played listed "AI 1, AI 0, AI 2,
    AI 3" from the top (seat order, the user's seat 1 named AI 0). The house comes first, then
    the user's seat, then the rest; a hand the user played lists "You" there."""
    from gupai_desktop.cli.simulate import simulate

    rules = ["house=true"] if house else []
    _, (record,) = simulate("chinese-poker", 1, 7, None, rules)
    played = json.loads(json.dumps(record))
    played["seats"][1]["kind"] = "human"
    for hand, names in ((record, order), (played, [n.replace("AI 0", "You") for n in order])):
        dialog = window.open_replay([hand], "x")
        dialog.slider.setValue(dialog.slider.maximum())
        shown = sorted(
            (item.y(), item.text())
            for item in dialog.scene.items()
            if callable(getattr(item, "text", None)) and item.text() in names
        )
        assert [name for _, name in shown] == names
        dialog.close()


@pytest.mark.parametrize("language", ["en", "zh_CN"])
@pytest.mark.parametrize("game_id", games.game_ids())
def test_a_hand_only_ai_seats_played_names_no_seat_you(window, game_id, language):
    """Found by a new user: the replay of a `gupai simulate` hand read "You play 6♠" and
    "You: sets ...", as if the user had sat in. The user's seat is named by the AI in it
    ("AI 0"; Da Gunzi's "South", and "North" for its partner, not "Partner"), and a hand the
    user played still says "You"."""
    from gupai_desktop.base import i18n
    from gupai_desktop.cli.simulate import simulate

    _, (record,) = simulate(game_id, 1, 7, None)
    played = json.loads(json.dumps(record))
    played["seats"][games.get(game_id).user_seat]["kind"] = "human"
    i18n.set_language(language)
    seen = {}
    for name, hand in (("ai", record), ("human", played)):
        dialog = window.open_replay([hand], name)
        seen[name] = [
            text
            for k in range(dialog.slider.maximum() + 1)
            if not dialog.slider.setValue(k)
            for text in _words_on_screen(dialog)
        ]
        dialog.close()
    you = re.compile(r"\byour?\b", re.IGNORECASE) if language == "en" else re.compile("你")
    stand_in = {"en": ("South", "AI 0"), "zh_CN": ("南家", "电脑0")}[language]
    stand_in = stand_in[0] if game_id == "da-gunzi" else stand_in[1]
    assert not [t for t in seen["ai"] if you.search(t)]
    assert any(stand_in in t for t in seen["ai"])
    assert any(you.search(t) for t in seen["human"])
    if game_id == "da-gunzi":
        partner, north = {"en": ("Partner", "North"), "zh_CN": ("对家", "北家")}[language]
        assert not [t for t in seen["ai"] if partner in t]
        assert any(north in t for t in seen["ai"]) and any(partner in t for t in seen["human"])


def test_a_records_folder_deleted_while_playing_is_made_again(qtbot, window):
    """Found by a robustness sweep: with the records folder deleted mid-session, finishing a
    hand raised FileNotFoundError in the event loop, and the buttons stayed greyed out."""
    import shutil

    page = open_table(window, seed=31, ai_players=1)
    shutil.rmtree(window.store.records_dir)
    press(qtbot, window, Qt.Key.Key_Return)
    wait_over(qtbot, page)
    assert [r["session"]["hand"] for r in io.read(window.store.record_path)] == [1]
    assert page.next_button.isEnabled()


def test_a_data_folder_that_cannot_be_written_is_told_and_the_game_goes_on(qtbot, window):
    """Disk full, a folder made read-only or taken by a file: the user reads what could not be
    written and why, in the line above the table, and the hands go on."""
    page = open_table(window, seed=32, ai_players=1)
    store = window.store
    store.autosave_path.unlink()
    store.autosave_path.mkdir()  # the autosave cannot replace a folder
    page.model.swap(0, 2)
    assert page.notice.isVisible()
    assert page.notice.label.text().startswith("The hand could not be saved for a resume: ")
    store.records_dir.rmdir()
    store.records_dir.write_text("")  # a file where the records folder was
    press(qtbot, window, Qt.Key.Key_Return)
    wait_over(qtbot, page)
    assert re.fullmatch(
        r"This hand could not be recorded: File exists: .*records\. The game goes on\.",
        page.notice.label.text(),
    )
    assert page.reviews.key is None  # nothing to review, and never the hand before
    wait_scoring(qtbot, page)
    press(qtbot, window, Qt.Key.Key_N)
    assert page.model.session.hand_number == 2 and not page.model.state.is_terminal()


def test_statistics_that_cannot_be_written_are_told_and_the_hand_is_recorded(
    qtbot, window, monkeypatch
):
    """A locked or full statistics database raised sqlite3.OperationalError in the event loop
    when a hand ended; the hand is recorded, the autosave cleared, and the user told."""
    import sqlite3

    page = open_table(window, seed=33, ai_players=1)
    store = window.store

    def locked(*args):
        raise sqlite3.OperationalError("database is locked")

    monkeypatch.setattr(store.stats, "record_from", locked)
    press(qtbot, window, Qt.Key.Key_Return)
    wait_over(qtbot, page)
    assert page.notice.label.text() == (
        "This hand was recorded but could not be added to the statistics: database is locked. "
        "The game goes on."
    )
    assert [r["session"]["hand"] for r in io.read(store.record_path)] == [1]
    assert not store.autosave_path.exists()


def test_the_browser_gives_each_result_in_its_game_s_unit(qtbot, window):
    """Found by a new user: Da Gunzi's "+1" (levels) stood beside other games' chips."""
    from gupai_desktop.records.catalog import FileSummary

    browser = window.browse_records()
    when = datetime(2026, 1, 1)
    browser.fill(
        [
            FileSummary(Path("a.jsonl"), "da-gunzi", 3, when, 1.0, None),
            FileSummary(Path("b.jsonl"), "paigow", 3, when, -25.0, None),
            FileSummary(Path("c.jsonl"), "no-such-game", 3, when, 2.0, None),
        ]
    )
    results = [browser.table.item(row, 3).text() for row in range(3)]
    assert results == ["+1 level", "-25 chips", "+2"]
    browser.close()
