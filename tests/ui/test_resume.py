"""The autosave: after a kill, a new window on the same profile resumes the hand exactly where
it was; a damaged autosave is reported and the app starts normally."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from gupai_desktop.base import i18n
from gupai_desktop.engine.paigow.rules import USER
from gupai_desktop.games.paigow.table import USER_SLOTS
from gupai_desktop.records import io

from .helpers import (
    click,
    drag,
    open_table,
    press,
    wait_ai,
    wait_over,
    wait_scoring,
    when_modal,
)


def snapshot_hand(page) -> dict:
    m = page.model
    return {
        "hands": dict(m.state.hands),
        "history": m.state.history(),
        "draft": list(m.draft),
        "hand": m.session.hand_number,
        "bankrolls": list(m.session.bankrolls),
        "net": list(m.session.net),
        "banker": m.state.banker,
        "seed": m.session.seed,
        "rules": m.rules,
        "level": m.level,
    }


def test_resume_after_a_kill_restores_the_hand_and_the_arrangement(qtbot, make_window, boxes):
    first = make_window()
    page = open_table(first, seed=401, ai_players=2)
    press(qtbot, first, Qt.Key.Key_Return)  # hand 1 played and booked
    wait_over(qtbot, page)
    wait_scoring(qtbot, page)
    press(qtbot, first, Qt.Key.Key_N)  # hand 2 dealt...
    drag(page, page.table.board.sprites[0].center(), USER_SLOTS[2].center())  # ...rearranged
    click(page, page.table.board.sprites[1].center())
    click(page, page.table.board.sprites[3].center())
    wait_ai(qtbot, page)
    before = snapshot_hand(page)
    assert before["hand"] == 2
    record_path = first.store.record_path

    second = make_window()  # the first window was never closed
    assert second.offer_resume() is True
    assert [c[0] for c in boxes.calls] == ["question"]
    resumed = second.page
    assert second.stack.currentWidget() is resumed
    assert snapshot_hand(resumed) == before
    assert [(sp.hi, sp.lo) for sp in resumed.table.board.sprites] == [
        (t.hi, t.lo) for t in before["draft"]
    ]
    for i, sp in enumerate(resumed.table.board.sprites):
        assert (sp.pos() - USER_SLOTS[i].topLeft()).manhattanLength() < 0.5
    assert f"{before['bankrolls'][USER]:g}" in resumed.table.labels["seat4"].text()

    press(qtbot, second, Qt.Key.Key_Return)  # finishing it appends to the same file
    wait_over(qtbot, resumed)
    records = io.read(record_path)
    assert [r["session"]["hand"] for r in records] == [1, 2]
    assert not second.store.autosave_path.exists()


def test_undo_goes_on_after_a_resume(qtbot, make_window, boxes):
    """Found by a new user: after a kill and a resume the arrangement came back, and Undo was
    greyed out; it now takes back the moves made before, in order."""
    first = make_window()
    page = open_table(first, seed=405, ai_players=1)
    m = page.model
    dealt = list(m.draft)
    m.swap(0, 2)
    once = list(m.draft)
    m.swap(1, 3)
    twice = list(m.draft)
    wait_ai(qtbot, page)
    second = make_window()  # the first window was never closed
    assert second.offer_resume() is True
    resumed = second.page.model
    assert list(resumed.draft) == twice and resumed.can_undo()
    assert second.page.undo_button.isEnabled()
    assert resumed.undo() and list(resumed.draft) == once
    assert resumed.undo() and list(resumed.draft) == dealt
    assert not resumed.can_undo()


def test_a_damaged_undo_history_is_dropped_not_trusted(qtbot, make_window, boxes):
    first = make_window()
    page = open_table(first, seed=406, ai_players=1)
    page.model.swap(0, 2)
    wait_ai(qtbot, page)
    path = first.store.autosave_path
    data = json.loads(path.read_text(encoding="utf-8"))
    data["extra"]["undo"] = [["6-6", "6-6", "6-6", "6-6"], "junk", [1, 2], None]
    path.write_text(json.dumps(data), encoding="utf-8")
    second = make_window()
    assert second.offer_resume() is True
    assert not second.page.model.can_undo() and second.page.model.draft == page.model.draft


def test_a_hand_recorded_before_its_autosave_was_cleared_is_not_offered_again(
    qtbot, make_window, boxes
):
    """A crash between recording a finished hand and clearing its autosave: the next start
    does not offer the hand (finishing it again would record it twice), and the record stays
    valid."""
    first = make_window()
    page = open_table(first, seed=404)
    saved = first.store.autosave_path.read_bytes()
    press(qtbot, first, Qt.Key.Key_Return)
    wait_over(qtbot, page)
    first.store.autosave_path.write_bytes(saved)  # as if the clearing never happened
    second = make_window()
    assert second.offer_resume() is False
    assert not boxes.of("question") and not second.store.autosave_path.exists()
    assert io.validate(first.store.record_path).hands == 1


def kept_for_later(make_window, boxes):
    """A Pai Gow hand autosaved by one window, and a second window told No at "Resume it?":
    (the second window, the autosave's bytes, the hand as it was)."""
    first = make_window()
    before = snapshot_hand(open_table(first, seed=402))
    saved = first.store.autosave_path.read_bytes()
    boxes.answer = QMessageBox.StandardButton.No
    second = make_window()
    assert second.offer_resume() is False
    return second, saved, before


def test_declining_to_resume_keeps_the_saved_hand_until_another_is_dealt(qtbot, make_window, boxes):
    second, saved, _ = kept_for_later(make_window, boxes)
    assert second.stack.currentWidget() is second.chooser
    assert second.store.autosave_path.read_bytes() == saved  # "No" is "not now"
    third = make_window()
    assert third.offer_resume() is False
    assert len(boxes.of("question")) == 2
    open_table(third, seed=403)  # another hand replaces it
    assert third.store.autosave_path.read_bytes() != saved


def test_a_hand_kept_for_later_is_offered_again_before_a_new_hand_replaces_it(
    qtbot, make_window, boxes
):
    """Found by a new user: after No at start-up, choosing a game and dealing replaced the kept
    hand without a word, and nothing in the app could bring it back."""
    second, saved, before = kept_for_later(make_window, boxes)
    boxes.answer = QMessageBox.StandardButton.Cancel  # neither: nothing happens
    qtbot.mouseClick(second.chooser.buttons["dingniu"], Qt.MouseButton.LeftButton)
    assert second.stack.currentWidget() is second.chooser
    assert second.store.autosave_path.read_bytes() == saved
    title, text = boxes.of("question")[-1]
    assert title == "Resume" and "Pai Gow" in text and "kept for later" in text
    boxes.answer = QMessageBox.StandardButton.Yes  # the kept hand, where it was
    qtbot.mouseClick(second.chooser.buttons["dingniu"], Qt.MouseButton.LeftButton)
    assert second.page.game_id == "paigow" and second.stack.currentWidget() is second.page
    assert snapshot_hand(second.page) == before
    assert len(boxes.of("question")) == 3


def test_no_to_the_kept_hand_deals_the_new_one_and_asks_no_more(qtbot, make_window, boxes):
    second, saved, _ = kept_for_later(make_window, boxes)
    when_modal(lambda dialog: dialog.accept())  # New Game, as it is
    qtbot.mouseClick(second.chooser.buttons["dingniu"], Qt.MouseButton.LeftButton)
    assert second.page.game_id == "dingniu"
    qtbot.waitUntil(lambda: second.store.autosave_path.read_bytes() != saved)
    asked = len(boxes.of("question"))
    boxes.answer = QMessageBox.StandardButton.Yes  # leave the Ding Niu hand
    when_modal(lambda dialog: dialog.accept())
    second.show_chooser()
    qtbot.mouseClick(second.chooser.buttons["daling"], Qt.MouseButton.LeftButton)
    assert second.page.game_id == "daling"
    assert len(boxes.of("question")) == asked + 1  # only "leave the hand in progress?"
    assert "kept for later" not in boxes.of("question")[-1][1]


def test_discard_forgets_the_saved_hand(qtbot, make_window, boxes):
    first = make_window()
    open_table(first, seed=402)
    boxes.answer = QMessageBox.StandardButton.Discard
    second = make_window()
    assert second.offer_resume() is False
    assert not second.store.autosave_path.exists()
    assert make_window().offer_resume() is False
    assert len(boxes.of("question")) == 1


@pytest.mark.parametrize("code", ["en", "zh_CN", "zh_TW"])
def test_the_resume_question_names_its_buttons_as_they_read(qtbot, make_window, boxes, code):
    """Found in Chinese: the question said to choose 放弃 where the button reads 丢弃."""
    first = make_window()
    open_table(first, seed=402)
    first.settings.set("ui/language", code)  # the next window starts in it
    try:
        make_window(show=False).offer_resume()
        box = QMessageBox()
        box.setStandardButtons(QMessageBox.StandardButton.No | QMessageBox.StandardButton.Discard)
        shown = [b.text().replace("(&N)", "").replace("&", "") for b in box.buttons()]
    finally:
        i18n.set_language("en")
    [(_title, text)] = boxes.of("question")
    assert all(name in text for name in shown), (shown, text)
    # and it names the game, found by a new user ("a hand was in progress": of which game?)
    assert {"en": "Pai Gow", "zh_CN": "牌九", "zh_TW": "牌九"}[code] in text


def test_the_start_up_queue_never_runs_a_step_again_inside_its_own_dialog(qtbot, window):
    """A step that opens a modal question spins an event loop; work queued meanwhile waits,
    and the step itself runs once (it was asked twice, then removed twice: ValueError)."""
    from PySide6.QtCore import QEventLoop, QTimer

    from gupai_desktop.app.idle import IdleQueue

    queue, ran = IdleQueue(window), []

    def asks():
        ran.append("asks")
        queue.add(lambda: ran.append("later"))  # as the preloader queues its imports
        loop = QEventLoop()  # the question's own event loop
        QTimer.singleShot(100, loop.quit)
        loop.exec()
        ran.append("answered")

    queue.add(asks)
    queue.start()
    qtbot.waitUntil(lambda: queue.pending() == 0, timeout=3000)
    assert ran == ["asks", "answered", "later"]


def test_no_autosave_means_no_question(window, boxes):
    assert window.offer_resume() is False
    assert not boxes.calls


def test_a_corrupt_autosave_warns_and_the_app_starts_normally(qtbot, profile, make_window, boxes):
    data = profile / "data"
    data.mkdir(parents=True, exist_ok=True)
    (data / "autosave.json").write_bytes(b"\x00\x9f{not json at all\xff")
    window = make_window()
    assert window.offer_resume() is False
    assert not boxes.of("question")
    (warning,) = boxes.of("warning")
    assert "could not be resumed" in warning[1]
    assert not (data / "autosave.json").exists()
    assert list(data.glob("autosave.json.corrupt-*"))
    window.show_chooser()
    page = open_table(window, seed=403)
    wait_ai(qtbot, page)
    assert page.model.can_arrange()


def test_a_damaged_autosave_and_statistics_are_told_in_the_window_s_language(
    qtbot, profile, make_window, boxes
):
    """Found with the settings in Chinese: the start-up box said what was damaged in
    English (the records layer words it for the command line)."""
    (profile / "config").mkdir(parents=True, exist_ok=True)
    (profile / "config" / "settings.ini").write_text("[ui]\nlanguage=zh_CN\n")
    data = profile / "data"
    data.mkdir(parents=True, exist_ok=True)
    (data / "autosave.json").write_bytes(b"{not json")
    (data / "stats.sqlite3").write_bytes(b"this is not a database" * 100)
    window = make_window()
    assert window.offer_resume() is False
    ((_, text),) = boxes.of("warning")
    (autosave,) = data.glob("autosave.json.corrupt-*")
    (stats,) = data.glob("stats.sqlite3.corrupt-*")
    assert f"无法继续存档的牌局：存档文件已损坏，已移到 {autosave.name}。" in text
    assert f"统计文件已损坏：已移到 {stats.name}" in text


def test_an_autosave_whose_moves_do_not_replay_warns_and_is_dropped(qtbot, make_window, boxes):
    first = make_window()
    open_table(first, seed=404)
    path = first.store.autosave_path
    saved = json.loads(path.read_text(encoding="utf-8"))
    saved["hand_actions"] = saved["hand_actions"] + ["set:6-6 6-6|1-1 1-1"]
    path.write_text(json.dumps(saved), encoding="utf-8")
    second = make_window()
    assert second.offer_resume() is False
    (warning,) = boxes.of("warning")
    assert "could not be resumed" in warning[1]
    assert not path.exists()
    assert second.page is None or second.stack.currentWidget() is not second.page


def test_an_autosave_whose_session_does_not_fit_its_rules_is_told_and_kept(
    qtbot, make_window, boxes
):
    """Found by a robustness sweep: an autosave with a seat's bankroll missing was resumed,
    and the table raised IndexError at every repaint. It is refused in words, kept under
    another name, and the app starts as without it."""
    first = make_window()
    open_table(first, seed=406, ai_players=2)
    path = first.store.autosave_path
    saved = json.loads(path.read_text(encoding="utf-8"))
    saved["session"]["bankrolls"] = saved["session"]["bankrolls"][:-1]
    path.write_text(json.dumps(saved), encoding="utf-8")
    second = make_window()
    assert second.offer_resume() is False
    (warning,) = boxes.of("warning")
    assert warning[1].startswith("The saved hand could not be resumed; the details below say why.")
    assert "\n\nDetails: bankrolls should hold 4 numbers" in warning[1]  # the check's words
    (aside,) = path.parent.glob("autosave.json.unresumable-*")
    assert f"The file was kept as {aside.name}." in warning[1]
    assert json.loads(aside.read_text(encoding="utf-8")) == saved and not path.exists()
    assert second.offer_resume() is False and len(boxes.of("warning")) == 1  # not asked again


def test_a_saved_level_this_version_does_not_know_resumes_at_a_known_one(qtbot, make_window, boxes):
    """The hand is not lost for its AI level (an older version's name, a damaged field): it
    plays on at the level New Game remembers for the game, and the user is told which."""
    first = make_window()
    open_table(first, seed=407, ai_players=2)
    before = snapshot_hand(first.page)
    path = first.store.autosave_path
    saved = json.loads(path.read_text(encoding="utf-8"))
    saved["extra"]["level"] = "grandmaster"
    path.write_text(json.dumps(saved), encoding="utf-8")
    second = make_window()
    second.settings.set("paigow/ai_level", "optimal")  # not the game's first level, house
    assert second.offer_resume() is True
    (note,) = boxes.of("information")
    assert "AI level is not one this version knows; the AI plays it at Optimal" in note[1]
    assert snapshot_hand(second.page) == before
