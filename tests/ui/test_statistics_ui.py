"""The statistics window's charts: drawn from the hands booked for the chosen game, one per
tab, and exported as a PNG."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from gupai_desktop.base import i18n
from gupai_desktop.dialogs.charts import LABEL_LINES, UP, _fitted, hands_caption, ticks
from gupai_desktop.dialogs.statistics import StatisticsDialog

from .helpers import open_table, wait_over, wait_scoring


def book(stats) -> None:
    for session, outcome, net, levels in (
        ("a", "win", 30, "house"),
        ("a", "lose", -10, "house"),
        ("b", "lose", -20, "optimal"),
        ("b", "push", 0, "optimal"),
        ("c", "win", 15, "house"),
    ):
        stats.record_hand("paigow", outcome, net, 10, session=session, levels=levels)


def test_the_charts_draw_the_booked_hands_of_the_chosen_game(qtbot, window):
    book(window.store.stats)
    dialog = StatisticsDialog(window.store.stats, window)
    qtbot.addWidget(dialog)
    assert dialog.game.currentData() == "paigow"  # the first game with hands
    total, sessions = dialog.charts["total"], dialog.charts["sessions"]
    assert total.kind == "line" and total.data == ([30, 20, 0, 0, 15], [2, 4])
    assert sessions.data[:2] == (["Session 1", "Session 2", "Session 3"], [20, -20, 15])
    assert dialog.charts["shares"].data == {"win": 2, "push": 1, "lose": 2}
    assert dialog.charts["levels"].data == (
        ["House way", "Optimal (max expected value)"],
        [35, -20],
        None,
    )
    assert total.title.startswith("Pai Gow: ")  # an exported chart names its game
    dialog.game.setCurrentIndex(dialog.game.findData("daling"))
    assert all(chart.kind == "empty" for chart in dialog.charts.values())
    # The table's Net says what it counts: chips, and Da Gunzi's levels (a bare number mixed
    # the two, found in a sweep).
    net = {dialog.table.item(r, 0).text(): dialog.table.item(r, 5).text() for r in range(6)}
    assert net["Pai Gow"] == "+15 chips" and net["Da Gunzi"] == "0 levels"


def test_a_chart_is_exported_as_the_png_shown(qtbot, window, tmp_path):
    book(window.store.stats)
    dialog = StatisticsDialog(window.store.stats, window)
    qtbot.addWidget(dialog)
    dialog.show()
    for tab in range(dialog.tabs.count()):
        dialog.tabs.setCurrentIndex(tab)
        path = tmp_path / f"chart{tab}.png"
        assert dialog.export_chart(str(path))
        image = QImage(str(path))
        assert not image.isNull() and image.width() >= 360
    assert dialog.width() <= window.width()


def test_the_charts_open_on_the_game_at_the_table(qtbot, window, monkeypatch):
    """Found by a new user: playing Small Mahjong, the charts opened on Da Ling (the first
    game with hands)."""
    for game_id in ("daling", "small-mahjong"):
        window.store.stats.record_hand(game_id, "win", 5, 10, session=game_id, levels="")
    assert StatisticsDialog(window.store.stats, window).game.currentData() == "daling"
    dialog = StatisticsDialog(window.store.stats, window, "small-mahjong")
    assert dialog.game.currentData() == "small-mahjong"
    assert StatisticsDialog(window.store.stats, window, "dingniu").game.currentData() == "daling"
    shown = []
    monkeypatch.setattr(StatisticsDialog, "exec", lambda self: shown.append(self) or 0)
    window.page = window._page_for("small-mahjong")
    window.statistics()  # the menu's Statistics
    assert shown[0].game.currentData() == "small-mahjong"


def test_no_cell_of_the_table_opens_framed_as_chosen(qtbot, window):
    """Found when the app was tried: the first cell opened with a focus frame."""
    book(window.store.stats)
    dialog = StatisticsDialog(window.store.stats, window)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.table.currentItem() is None


def test_won_pushed_and_lost_say_what_they_count(qtbot, window):
    """Found by a new user: a Da Gunzi hand where they lost the deal and owed tribute was
    "pushed", unexplained. Da Gunzi counts the levels a hand moved (da-gunzi.md §5.10.6)."""
    from gupai_desktop.engine import games

    dialog = StatisticsDialog(window.store.stats, window)
    qtbot.addWidget(dialog)
    ids = games.game_ids()
    levels = dialog.table.item(ids.index("da-gunzi"), 3).toolTip()
    assert levels.startswith("A hand is won or lost by the levels it moved")
    assert "deal changed hands" in levels
    assert dialog.table.item(ids.index("paigow"), 2).toolTip().endswith("more, none or fewer.")


def test_export_suggests_a_name_that_says_which_chart(qtbot, window, monkeypatch):
    """Found by a new user: Export suggested "daling-4.png", the 4 being the tab's number."""
    from gupai_desktop.dialogs import file_dialogs

    asked = []
    monkeypatch.setattr(
        file_dialogs, "save_file_name", lambda *a, **k: asked.append(Path(a[2]).name) or ("", "")
    )
    dialog = StatisticsDialog(window.store.stats, window)
    qtbot.addWidget(dialog)
    dialog.game.setCurrentIndex(dialog.game.findData("daling"))
    for key in ("total", "levels"):
        dialog.tabs.setCurrentWidget(dialog.charts[key])
        assert dialog.export_chart() is False  # the dialog was cancelled: nothing saved
    assert asked == ["daling-running-total.png", "daling-by-ai-level.png"]


def test_a_running_total_of_few_hands_marks_each_hand(qtbot, window, tmp_path):
    """Found by a new user: one hand's running total was a bare slope from 0 up to its
    result, "hand 1" under its middle; each hand is a dot on the line."""
    from gupai_desktop.dialogs.charts import LINE

    window.store.stats.record_hand("dingniu", "win", 6, 1, session="a", levels="greedy")
    dialog = StatisticsDialog(window.store.stats, window)
    qtbot.addWidget(dialog)
    dialog.resize(900, 640)
    dialog.show()
    dialog.game.setCurrentIndex(dialog.game.findData("dingniu"))
    dialog.tabs.setCurrentWidget(dialog.charts["total"])
    path = tmp_path / "total.png"
    assert dialog.export_chart(str(path))
    image = QImage(str(path))
    # the dot: the line's colour five pixels across, where the line alone is some two thick
    rows = [
        y
        for y in range(image.height())
        if sum(image.pixelColor(x, y) == LINE for x in range(image.width() - 40, image.width()))
        >= 5
    ]
    assert rows


def test_one_session_is_one_bar_not_the_whole_chart(qtbot, window, tmp_path):
    """Found when the app was tried: a single session's bar filled the chart's width."""
    window.store.stats.record_hand("paigow", "win", 20, 10, session="a", levels="house")
    dialog = StatisticsDialog(window.store.stats, window)
    qtbot.addWidget(dialog)
    dialog.resize(900, 640)
    dialog.show()
    dialog.tabs.setCurrentWidget(dialog.charts["sessions"])
    path = tmp_path / "sessions.png"
    assert dialog.saved.text() == ""
    assert dialog.export_chart(str(path))
    assert dialog.saved.text() == "Saved to sessions.png"  # it was saved without a word
    image = QImage(str(path))
    row = image.height() * 2 // 3  # through the bar, under its value
    bar = [x for x in range(image.width()) if image.pixelColor(x, row) == UP]
    assert 0 < len(bar) <= image.width() / 4


def test_many_sessions_are_told_apart_and_long_level_names_read_whole(qtbot, window, tmp_path):
    """Found by a new user: fourteen sessions' bars were each labelled "Sessio...", and the AI
    levels' names were cut the same way; the sessions are numbered under a caption, the
    levels' names wrap."""
    for n in range(14):
        window.store.stats.record_hand("paigow", "win", 5 + n, 10, session=f"s{n}", levels="")
    for levels in ("house, optimal", "optimal, optimal", "house, house"):
        window.store.stats.record_hand("paigow", "lose", -5, 10, session="s13", levels=levels)
    dialog = StatisticsDialog(window.store.stats, window)
    qtbot.addWidget(dialog)
    dialog.resize(860, 640)
    dialog.show()
    sessions, levels = dialog.charts["sessions"], dialog.charts["levels"]
    dialog.tabs.setCurrentWidget(sessions)
    qtbot.waitUntil(lambda: sessions.width() > 700)  # a tab's page is laid out when shown
    metrics = sessions.fontMetrics()
    labels, caption = sessions._labels(metrics)
    assert labels == [str(n) for n in range(1, 15)] and caption
    assert all(metrics.horizontalAdvance(t) <= sessions._slot() - 4 for t in labels)
    assert dialog.export_chart(str(tmp_path / "sessions.png"))
    dialog.tabs.setCurrentWidget(levels)
    qtbot.waitUntil(lambda: levels.width() > 700)
    names, _ = levels._labels(metrics)
    assert "House way, Optimal (max expected value)" in names
    assert max(metrics.horizontalAdvance(t) for t in names) > levels._slot()  # not one line
    assert all(_fitted(metrics, t, levels._slot() - 4, LABEL_LINES) == t for t in names)
    assert dialog.export_chart(str(tmp_path / "levels.png"))
    # a word wider than its bar's room is cut with "...", not clipped at both ends
    cut = _fitted(metrics, "Intermediate", 40, LABEL_LINES)
    assert cut.endswith("…") and metrics.horizontalAdvance(cut) <= 40


def test_a_hand_played_books_its_session_and_levels(qtbot, window):
    page = open_table(window, seed=11, level="optimal")
    page.confirm()
    wait_over(qtbot, page)
    wait_scoring(qtbot, page)
    (hand,) = window.store.stats.hands_of("paigow")
    assert hand[0] == window.store.session_id and hand[3] == "house, optimal"


def test_ticks_are_round_and_cover_the_values_and_zero():
    assert ticks(-20, 35) == [-20, 0, 20, 40]
    assert ticks(3, 7) == [0, 2, 4, 6, 8]
    assert ticks(0, 0) == pytest.approx([0, 0.2, 0.4, 0.6, 0.8, 1.0])
    # Found on Da Gunzi's chart of levels, all 0 after one hand: 0.2, 0.4, ... of a level.
    assert ticks(0, 0, whole=True) == [0, 1]
    assert ticks(-1, 2, whole=True) == [-1, 0, 1, 2]
    assert ticks(0, 40, whole=True) == [0, 10, 20, 30, 40]


def test_the_running_total_says_which_hands_it_runs_over(qapp):
    i18n.set_language("en")  # as the app starts: English's catalogue holds its plural forms
    assert hands_caption(1, False) == "hand 1"
    assert hands_caption(2, True) == "hands 1 to 2; dashed lines: a new session"
    i18n.set_language("zh_CN")  # one plural form: one hand read "第 1 至 1 局"
    assert hands_caption(1, False) == "第 1 局" and hands_caption(3, False) == "第 1 至 3 局"


def test_a_step_that_cannot_be_taken_back_defaults_to_no(qtbot):
    """Found by a new user: Reset statistics asked with Yes the default, and one Enter wiped
    every hand. Every such question (leave a hand, surrender, a costly move) defaults to No."""
    from PySide6.QtWidgets import QMessageBox

    from gupai_desktop.dialogs.common import agreed

    from .helpers import when_modal

    seen = {}

    def answer(box):
        seen["default"] = box.standardButton(box.defaultButton())
        box.button(QMessageBox.StandardButton.No).click()

    when_modal(answer)
    assert not agreed(None, "Reset statistics", "Forget every hand in the statistics?")
    assert seen["default"] == QMessageBox.StandardButton.No


def test_the_questions_that_cannot_be_taken_back_ask_with_no_the_default(window, monkeypatch):
    """Reset statistics, a Chinese Poker surrender and a costly move the game warns about all
    ask through agreed(): No the default, and No leaves everything as it was."""
    from PySide6.QtWidgets import QMessageBox

    from .helpers import open_chinese_poker

    asked = []

    def question(parent, title, text, buttons=None, default=None):
        asked.append(default)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", question)
    window.store.stats.record_hand("daling", "win", 5, 10, session="s", levels="")
    dialog = StatisticsDialog(window.store.stats, window)
    dialog._reset()
    assert window.store.stats.summary("daling")["hands"] == 1  # still there
    page = open_chinese_poker(window, seed=5, surrender=True)
    page.surrender()
    assert page.model.user_action is None
    turns = window._page_for("dingniu")
    assert turns._agree("This tile blocks the layout.") is False
    assert asked == [QMessageBox.StandardButton.No] * 3
