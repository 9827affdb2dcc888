"""The Small Mahjong table as a user plays it: New Game, discarding by click and keyboard,
taking a discard (Take, its menu, T), passing, winning on a discard and from the wall, the
scoring window, autosave and resume, records and the replay viewer, three players."""

from __future__ import annotations

import json
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from gupai_desktop.base import words
from gupai_desktop.engine.dominoes import FULL_SET, format_tiles, parse_tiles
from gupai_desktop.engine.session import Session
from gupai_desktop.engine.smallmahjong.rules import SmallMahjongRules
from gupai_desktop.engine.smallmahjong.triplets import POINTS, classify
from gupai_desktop.games.smallmahjong import text
from gupai_desktop.records import autosave, io

from .helpers import AI_TIMEOUT, click, plain, press, when_modal

# Deals from tests/test_smallmahjong.py, turned so that the user (seat 0) is the one asked.
STRAIGHT_FOR_YOU = {
    3: "4-3 4-4 5-5 3-3 6-1",
    0: "2-1 5-3 6-5 2-2 6-6",
    1: "5-4 5-1 3-1 6-4 3-1",
    2: "4-2 5-2 6-1 6-6 2-2",
}
WIN_FOR_YOU = {
    1: "5-3 6-1 1-1 4-4 5-5",
    2: "4-2 4-1 3-3 5-1 6-6",
    3: "3-1 4-4 6-5 6-3 3-1",
    0: "2-2 5-2 5-5 2-1 4-3",
}


def open_smallmahjong(window, *, seed: int = 7, level: str = "greedy", **rule_kw):
    page = window._page_for("small-mahjong")
    window.page = page
    window.stack.setCurrentWidget(page)
    page.start(SmallMahjongRules(**rule_kw), level, seed)
    QApplication.processEvents()
    return page


def crafted(window, hands: dict[int, str], leader: int, wall: str, moves: list[str]):
    left = list(FULL_SET)
    chosen = {seat: parse_tiles(h) for seat, h in hands.items()}
    front = parse_tiles(wall)
    for group in list(chosen.values()) + [front]:
        for t in group:
            left.remove(t)
    tiles = [t for seat in range(4) for t in chosen[seat]] + front + left
    session = Session.start("small-mahjong", SmallMahjongRules(), seed=1)
    session.table, session.hand_number = {"leader": leader}, 1
    page = window._page_for("small-mahjong")
    window.page = page
    window.stack.setCurrentWidget(page)
    page.model.resume(session, ["shuffle:" + format_tiles(tiles)] + moves, None, "greedy")
    QApplication.processEvents()
    return page


def wait_turn(qtbot, page) -> None:
    qtbot.waitUntil(lambda: page.model.ai_ready, timeout=AI_TIMEOUT)


def play_hand_by_keyboard(qtbot, window, page) -> None:
    m = page.model
    while not m.state.is_terminal():
        wait_turn(qtbot, page)
        if m.state.is_terminal():
            break
        before = len(m.state.history())
        key = (
            Qt.Key.Key_W
            if m.can_win()
            else Qt.Key.Key_P
            if m.deciding_on_discard()
            else Qt.Key.Key_Return
        )
        press(qtbot, window, key)
        assert len(m.state.history()) > before
    qtbot.waitUntil(lambda: page.scoring is not None and page.scoring.isVisible(), timeout=5000)


def test_the_chooser_lists_small_mahjong_and_new_game_deals(qtbot, window):
    assert "small-mahjong" in window.chooser.buttons
    seen = []

    def accept(dialog):
        seen.append(type(dialog).__name__)
        dialog.accept()

    when_modal(accept)
    qtbot.mouseClick(window.chooser.buttons["small-mahjong"], Qt.MouseButton.LeftButton)
    assert seen == ["NewGameDialog"]
    page = window.page
    assert page.game_id == "small-mahjong" and page.model.state.dealt
    wait_turn(qtbot, page)


def test_taking_a_discard_lays_the_combination_face_up_then_you_discard(qtbot, window):
    page = crafted(window, STRAIGHT_FOR_YOU, leader=3, wall="1-1", moves=["discard:4-3"])
    m = page.model
    assert m.deciding_on_discard()
    assert page.take_button.isEnabled() and page.pass_button.isEnabled()
    assert not page.win_button.isEnabled() and not page.confirm_button.isEnabled()
    # The button keeps its word (the bar does not shift); the way to take is in its tooltip or
    # menu, and the prompt names the discard as the table does, "Chop Chit 4-3", not "4-3".
    assert page.take_button.text() == "Take"
    tip = page.take_button.toolTip()
    assert page.take_button.menu() or tip.startswith(
        f"Take with {words.tiles_words('5-3 2-1')}: Double Straight"
    )
    assert "Chop Chit 4-3" in plain(page.table.labels["prompt"].text())
    m.play("take:5-3 2-1")
    assert m.state.exposed[0] == tuple(parse_tiles("5-3 4-3 2-1"))
    assert not m.deciding_on_discard() and m.user_to_act()
    # the face-up set lies beside the hand, where it sat at the room's far left (a new user)
    table = page.table
    qtbot.waitUntil(lambda: not table.animator.is_moving(table.hand[0]), timeout=2000)
    shown, u = table.shown[0], table.layout.unit
    hand_left = min(sp.x() for sp in table.hand)
    assert 0 < hand_left - (shown[-1].x() + shown[-1].size()[0]) <= 20 * u
    sprite = page.table.hand[0]
    tile = (sprite.hi, sprite.lo)
    click(page, sprite.center())
    assert m.state.history()[-1] == f"discard:{tile[0]}-{tile[1]}"
    assert len(m.hand()) == 2


def test_a_take_empties_the_bubble_of_the_seat_whose_discard_it_took(qtbot, window):
    """Found by a new user: "AI 1 discards Ping 6-4" stayed beside AI 1 after AI 3 had taken
    the tile into a combination; told again (a new language, a resumed hand) it came back."""
    page = crafted(window, STRAIGHT_FOR_YOU, leader=3, wall="1-1", moves=["discard:4-3"])
    plays = page.table.plays
    assert "discards" in plays[3].text
    page.model.play("take:5-3 2-1")
    assert plays[3].text == "" and "take" in plays[0].text.lower()
    resumed = crafted(
        window, STRAIGHT_FOR_YOU, leader=3, wall="1-1", moves=["discard:4-3", "take:5-3 2-1"]
    )
    assert resumed.table.plays[3].text == "" and resumed.table.plays[0].text


def test_pass_lets_the_discard_go(qtbot, window):
    page = crafted(window, STRAIGHT_FOR_YOU, leader=3, wall="1-1", moves=["discard:4-3"])
    press(qtbot, window, Qt.Key.Key_P)
    assert page.model.state.history()[-1] == "pass"
    assert not page.model.deciding_on_discard()


def test_t_takes_the_best_combination(qtbot, window):
    page = crafted(window, STRAIGHT_FOR_YOU, leader=3, wall="1-1", moves=["discard:4-3"])
    best = page.model.takes()[0]
    assert "(T)" in page.take_button.toolTip()  # the key is told where the button is
    press(qtbot, window, Qt.Key.Key_T)
    assert page.model.state.history()[-1] == best


def test_winning_on_a_far_discard(qtbot, window):
    page = crafted(window, WIN_FOR_YOU, leader=1, wall="1-1", moves=["discard:5-3"])
    assert page.model.deciding_on_discard() and page.win_button.isEnabled()
    assert "discards" in page.table.plays[1].text
    qtbot.mouseClick(page.win_button, Qt.MouseButton.LeftButton)
    s = page.model.state.settlement
    assert s.winner == 0 and s.by == "discard"
    assert page.table.plays[1].text == ""  # the discard is in the winner's hand now
    assert page.model.state.returns() == [12, -4, -4, -4]
    qtbot.waitUntil(lambda: page.scoring is not None and page.scoring.isVisible(), timeout=5000)


def game_menu_item(window, words_: str):
    """The Game menu's item whose words (before its key) are these, its state as the menu
    opening shows it."""
    menu = window.menus["game"]
    menu.aboutToShow.emit()
    found = [a for a in menu.actions() if a.text().split("\t")[0] == words_]
    assert len(found) == 1, [a.text() for a in menu.actions()]
    return found[0]


def test_the_game_menu_offers_win_take_and_pass_as_the_buttons_do(qtbot, window):
    """A player who looks in the menu finds the table's moves (it had none of them: a new
    user), each lit as its button is, with the table's key, and doing what the button does."""
    page = crafted(window, STRAIGHT_FOR_YOU, leader=3, wall="1-1", moves=["discard:4-3"])
    take, passing, win = (game_menu_item(window, w) for w in ("Take", "Pass", "Win"))
    assert take.text() == "Take\tT" and passing.text() == "Pass\tP"
    assert take.isEnabled() and passing.isEnabled() and not win.isEnabled()
    assert take.isVisible() and passing.isVisible() and win.isVisible()
    passing.trigger()
    assert page.model.state.history()[-1] == "pass"
    # greyed with their buttons once the move is made, as a menu left open shows them (a
    # second read: they followed the buttons a move behind, until the menu was opened again)
    qtbot.waitUntil(lambda: not passing.isEnabled(), timeout=1000)
    assert not take.isEnabled() and not page.take_button.isEnabled()
    window.show_chooser()  # the start page's menu has no table's moves
    assert not [a for a in window.menus["game"].actions() if a.text().startswith("Take")]


def test_winning_from_the_wall_with_w(qtbot, window):
    page = crafted(
        window,
        {
            0: "2-2 5-2 5-5 2-1 4-3",
            1: "6-6 6-6 1-1 1-1 4-4",
            2: "6-5 6-5 6-4 6-4 3-3",
            3: "3-3 4-4 5-1 5-1 6-1",
        },
        leader=0,
        wall="5-3",
        moves=[],
    )
    assert page.model.can_win() and "Win (W)" in page.table.labels["prompt"].text()
    press(qtbot, window, Qt.Key.Key_W)
    assert page.model.state.settlement.by == "wall"
    # The scoring window: each combination its tiles, then its type and points.
    sheet = page.scoring_sheet(page.model.state, page.model.session)
    combos = sheet.rows[0][sheet.columns.index("Combinations")].splitlines()
    assert combos == [
        f"{words.tiles_words(group)}: {text.type_name(classify(group))}, "
        f"{POINTS[classify(group)]} points"
        for group in page.model.state.settlement.split
    ]
    assert sheet.stretch == (2, 3)  # the hand and its combinations share the spare width


def test_a_whole_hand_by_keyboard_is_scored_and_recorded(qtbot, window):
    page = open_smallmahjong(window, seed=41)
    play_hand_by_keyboard(qtbot, window, page)
    records = io.read(window.store.record_path)
    assert len(records) == 1 and records[0]["game"] == "small-mahjong"
    assert records[0]["actions"] == page.model.state.history()
    assert sum(page.model.state.returns()) == 0
    press(qtbot, window, Qt.Key.Key_N)
    qtbot.waitUntil(lambda: page.model.session.hand_number == 2, timeout=5000)


def test_three_players_play_a_hand(qtbot, window):
    page = open_smallmahjong(window, seed=42, players=3)
    play_hand_by_keyboard(qtbot, window, page)
    assert len(page.model.state.returns()) == 3
    assert page.table.labels["seat3"].text() == ""


def test_the_hint_names_a_legal_move_and_play_hint_makes_it(qtbot, window):
    page = open_smallmahjong(window, seed=43)
    wait_turn(qtbot, page)
    press(qtbot, window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: page._hint is not None, timeout=AI_TIMEOUT)
    action = page._hint[2]
    assert action in page.model.state.legal_actions()
    before = len(page.model.state.history())
    qtbot.mouseClick(page.use_hint_button, Qt.MouseButton.LeftButton)
    assert page.model.state.history()[before] == action


def test_resume_after_a_kill_restores_the_hand(qtbot, make_window, boxes):
    first = make_window()
    page = open_smallmahjong(first, seed=44)
    wait_turn(qtbot, page)
    press(qtbot, first, Qt.Key.Key_Return if not page.model.can_win() else Qt.Key.Key_W)
    wait_turn(qtbot, page)
    history = page.model.state.history()
    second = make_window()
    assert second.offer_resume() is True
    assert second.page.game_id == "small-mahjong"
    assert second.page.model.state.history() == history


def test_a_resumed_hand_keeps_the_hints_shown_before_for_its_review(qtbot, make_window, boxes):
    """Hints shown before a crash were lost with it: the review of the resumed hand weighed
    those positions afresh, a searched hint with other numbers than the ones shown. The
    autosave keeps them with the moves."""
    first = make_window()
    page = open_smallmahjong(first, seed=43)
    wait_turn(qtbot, page)
    press(qtbot, first, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: page._hint is not None, timeout=AI_TIMEOUT)
    qtbot.mouseClick(page.use_hint_button, Qt.MouseButton.LeftButton)  # a move: autosaved
    wait_turn(qtbot, page)
    hinted = dict(page.model.hinted)
    assert hinted
    second = make_window()
    assert second.offer_resume() is True
    assert second.page.model.state.history() == page.model.state.history()
    assert second.page.model.hinted == hinted
    # A damaged hint costs itself, not the hand (a NaN there made the resume's own save fail,
    # and the hand was given up).
    saved = autosave.file_of(second.store.autosave_path)
    data = json.loads(saved.read_text(encoding="utf-8"))
    data["extra"]["hinted"]["1"] = [[["pass", float("nan"), None, 3]], False]
    saved.write_text(json.dumps(data), encoding="utf-8")
    third = make_window()
    assert third.offer_resume() is True and third.page.model.hinted == hinted


def test_the_replay_viewer_steps_through_a_small_mahjong_record(qtbot, window):
    page = open_smallmahjong(window, seed=45)
    play_hand_by_keyboard(qtbot, window, page)
    records = io.read(window.store.record_path)
    dialog = window.open_replay(records, "smj")
    actions = records[0]["actions"]
    qtbot.mouseClick(dialog.last, Qt.MouseButton.LeftButton)
    assert dialog.move_label.text().startswith(f"Move {len(actions)} of {len(actions)}: ")
    # The last move says how the hand ended ("You win" alone named no tile and no discarder).
    assert dialog.move_label.text().endswith(text.heading_line(dialog.steps[-1]))
    qtbot.mouseClick(dialog.first, Qt.MouseButton.LeftButton)
    assert "shuffled" in dialog.move_label.text()
    dialog.close()


def test_the_replay_viewer_names_the_discard_a_take_took(qtbot, window, tmp_path):
    """Found in a sweep: the replay's line read "AI 3 takes the discard with Teen 6-6, Day
    1-1" where the table's log names the tile; the viewer gives each step's words the
    position before the move."""
    from gupai_desktop.cli.main import main

    path = tmp_path / "sim.jsonl"
    assert (
        main(["simulate", "small-mahjong", "--hands", "6", "--seed", "3", "--record", str(path)])
        == 0
    )
    record = next(r for r in io.read(path) if any(a.startswith("take:") for a in r["actions"]))
    dialog = window.open_replay([record], "sim")
    actions = record["actions"]
    k = next(i for i, a in enumerate(actions) if a.startswith("take:"))
    taken = next(a for a in reversed(actions[:k]) if a.startswith("discard:")).split(":")[1]
    dialog.show_step(k)
    assert words.tile_words(taken) in dialog.move_label.text()
    dialog.close()


def test_the_winner_s_combinations_are_read_whole_in_a_small_window(qtbot, window):
    """At 1024 x 700 the Combinations column is narrow, so the winner's two combinations wrap
    over several lines, and those holding a Chinese type name (a fallback font's glyphs) are a
    pixel taller than the font's line spacing: the row still holds every line (none is cut
    short with "...")."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QTextLayout, QTextOption
    from PySide6.QtWidgets import QStyle

    window.resize(1024, 700)
    page = crafted(window, WIN_FOR_YOU, leader=1, wall="1-1", moves=["discard:5-3"])
    qtbot.mouseClick(page.win_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.scoring is not None and page.scoring.isVisible(), timeout=5000)
    table, column = page.scoring.table, 3
    text = table.item(0, column).text()
    assert "\n" in text and "(" in text  # both combinations, one to a line, with Chinese names
    assert page.scoring.width() <= window.width()
    margin = table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    height, lines = 0.0, 0
    for paragraph in text.split("\n"):
        layout = QTextLayout(paragraph, table.item(0, column).font())
        layout.setTextOption(option)
        layout.beginLayout()
        while (line := layout.createLine()).isValid():
            line.setLineWidth(table.columnWidth(column) - 2 * margin - 1)
            line.setPosition(QPointF(0, height))
            height, lines = height + line.height(), lines + 1
        layout.endLayout()
    assert lines >= 2
    assert table.rowHeight(0) - 3 >= height, (table.rowHeight(0), height, lines)


def test_hints_an_autosave_cannot_read_are_left_out():
    """A damaged autosave's hints cost their numbers, never the resume: the review weighs
    those positions afresh, as it does a position never hinted."""
    from gupai_desktop.ai.review import Option
    from gupai_desktop.games.session_model import _hints_read, _hints_written

    kept = {2: ((Option("pass", 1.5, 0.25, 40), Option("take:5-3 2-1", -0.5, 0.5, 40)), False)}
    assert _hints_read(_hints_written(kept)) == kept
    broken = {
        "2": "nonsense",
        "x": [[["pass", 1.0]], True],
        "6": [[["pass", float("nan"), None, 3]], False],  # JSON files may say NaN
        "7": [[["pass", 1.0, float("inf"), 3]], False],
        "8": [[["pass", "1.5", 0.1, 3]], False],  # a review could not rank it
        "9": [[["pass", 1.5, 0.1, 3]], "false"],
        "5": [[["win", 2.0, None, None]], True],
    }
    assert _hints_read(broken) == {5: ((Option("win", 2.0, None, None),), True)}
