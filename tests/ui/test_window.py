"""The main window: it builds, the chooser, the menus and their shortcuts, the dialogs the menus
open, and the window geometry across runs."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QStatusTipEvent
from PySide6.QtWidgets import (
    QApplication,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QScrollArea,
    QTableWidget,
    QWidget,
)

from gupai_desktop.base import i18n, words
from gupai_desktop.engine import games

from .helpers import (
    AI_TIMEOUT,
    key,
    open_chinese_poker,
    open_daling,
    open_table,
    wait_ai,
    wait_over,
    when_modal,
)

PRODUCT_ACTIONS = (
    "new",
    "hint",
    "undo",
    "export",
    "import",
    "replay",
    "stats",
    "settings",
    "rules",
    "quit",
)


def test_window_builds_and_shows_the_chooser(window):
    assert window.isVisible()
    assert window.windowTitle()
    assert window.stack.currentWidget() is window.chooser
    assert window.minimumWidth() >= 900 and window.minimumHeight() >= 620


def test_chooser_lists_exactly_the_registered_playable_games(window):
    assert list(window.chooser.buttons) == games.game_ids()
    for game_id, button in window.chooser.buttons.items():
        assert button.isVisible()
        assert games.get(game_id).title in button.text()


@pytest.mark.parametrize("size", [(1024, 700), (1600, 1000)])
def test_every_game_on_the_start_page_shows_without_scrolling(qtbot, window, size):
    """At the usual window sizes no game sits below the fold of the start page."""
    window.resize(*size)
    qtbot.waitUntil(lambda: window.chooser.columns == 3)
    viewport = window.chooser.findChild(QScrollArea).viewport()
    for game_id, button in window.chooser.buttons.items():
        corner = button.mapTo(viewport, button.rect().bottomRight())
        assert viewport.rect().contains(corner), game_id


def test_choose_game_in_the_middle_of_a_hand_offers_the_way_back(qtbot, window):
    page = open_table(window, seed=3)
    assert not window.chooser.back.isVisible()
    key(window, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    assert window.stack.currentWidget() is window.chooser
    back = window.chooser.back
    assert back.isVisible() and "Pai Gow" in back.text() and "hand 1" in back.text()
    # the keys' focus on the way back, where a new user saw it on nothing (the scroll area)
    qtbot.waitUntil(back.hasFocus)
    qtbot.mouseClick(back, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is page and not page.model.state.is_terminal()
    page.confirm()  # the hand played out: Ctrl+G then offers the way back to the session
    wait_over(qtbot, page)
    key(window, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    assert back.isVisible() and back.text() == "Back to your Pai Gow table (hand 1 is over)"
    # (the scoring window is in front: the main window's focus is where it will be on return)
    assert window.focusWidget() is back
    qtbot.mouseClick(back, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is page and page.model.session.hand_number == 1
    page.next_hand()  # the session goes on, its bankroll kept
    assert page.model.session.hand_number == 2


def test_the_start_page_offers_no_way_back_before_a_hand_is_dealt(qtbot, window):
    window.show_chooser()
    assert not window.chooser.back.isVisible()
    assert window.focusWidget() is window.chooser.buttons["paigow"]


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_a_new_game_asks_before_it_ends_a_hand_in_progress(qtbot, window, boxes, answer):
    page = open_table(window, seed=3)
    dealt = page.model.state
    window.show_chooser()
    boxes.answer = (
        QMessageBox.StandardButton.Yes if answer == "yes" else QMessageBox.StandardButton.No
    )
    opened = []
    when_modal(lambda dialog: (opened.append(dialog), dialog.reject()))
    qtbot.mouseClick(window.chooser.buttons["daling"], Qt.MouseButton.LeftButton)
    ((_, question),) = boxes.of("question")
    assert "Pai Gow hand is not finished" in question
    assert "a new game of Da Ling?" in question  # the game chosen, named
    if answer == "no":
        qtbot.wait(50)
        assert not opened and window.chooser.back.isVisible()
        assert page.model.state is dealt
    else:
        qtbot.waitUntil(lambda: bool(opened))


def test_no_question_when_no_hand_is_in_progress(qtbot, window, boxes):
    when_modal(lambda dialog: dialog.reject())
    qtbot.mouseClick(window.chooser.buttons["daling"], Qt.MouseButton.LeftButton)
    assert not boxes.of("question")


def test_every_product_menu_action_exists_with_a_shortcut(window):
    menu_actions = {a for menu in window.menus.values() for a in menu.actions()}
    shortcuts = {}
    for name in PRODUCT_ACTIONS:
        action = window.actions_[name]
        assert action in menu_actions, f"{name} is not in a menu"
        assert action.text(), f"{name} has no label"
        assert not action.shortcut().isEmpty(), f"{name} has no keyboard shortcut"
        shortcuts[name] = action.shortcut().toString()
    assert len(set(shortcuts.values())) == len(shortcuts), f"clashing shortcuts: {shortcuts}"


def test_play_button_opens_the_new_game_dialog_and_deals(qtbot, window):
    seen = []

    def accept(dialog):
        seen.append(type(dialog).__name__)
        dialog.set_option("ai_players", 2)
        dialog.accept()

    when_modal(accept)
    qtbot.mouseClick(window.chooser.buttons["paigow"], Qt.MouseButton.LeftButton)
    assert seen == ["NewGameDialog"]
    page = window.page
    assert page is not None and window.stack.currentWidget() is page
    assert page.model.rules.ai_players == 2
    assert window.settings.get("paigow/ai_players") == 2  # the dialog remembers choices
    assert len(page.table.board.sprites) == 4
    wait_ai(qtbot, page)


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space])
def test_enter_presses_the_focused_play_button_as_space_does(qtbot, window, key):
    """Found by a new user: on the start page only Space pressed a focused Play button; the
    README says Enter confirms."""
    seen = []
    when_modal(lambda dialog: (seen.append(type(dialog).__name__), dialog.reject()))
    button = window.chooser.buttons["daling"]
    button.setFocus()
    qtbot.keyClick(button, key)
    qtbot.waitUntil(lambda: seen == ["NewGameDialog"], timeout=3000)


def test_cancelling_the_new_game_dialog_keeps_the_chooser(qtbot, window):
    when_modal(lambda dialog: dialog.reject())
    qtbot.mouseClick(window.chooser.buttons["paigow"], Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.chooser
    assert window.page is None or window.page.model.session is None


def test_new_game_shortcut_starts_a_fresh_session(qtbot, window):
    page = open_table(window, seed=11)
    first = page.model.session
    when_modal(lambda dialog: dialog.accept())
    key(page.view, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert page.model.session is not first
    assert page.model.session.hand_number == 1
    wait_ai(qtbot, page)


def test_statistics_dialog_opens_from_its_shortcut_and_lists_every_game(qtbot, window):
    rows = []

    def read(dialog):
        table = dialog.findChild(QTableWidget)
        rows.append([table.item(r, 0).text() for r in range(table.rowCount())])
        dialog.reject()

    when_modal(read)
    key(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    assert rows == [[games.get(g).title for g in games.game_ids()]]


def test_rules_dialog_opens_from_f1_with_the_rules_text(qtbot, window):
    seen = []

    def read(dialog):
        seen.append(dialog.browser.toPlainText())
        dialog.reject()

    when_modal(read)
    key(window, Qt.Key.Key_F1)
    assert seen and "Pai Gow" in seen[0] and len(seen[0]) > 500


def test_settings_dialog_applies_a_new_animation_speed(qtbot, window):
    def choose(dialog):
        dialog.speed.setCurrentIndex(dialog.speed.findData("slow"))
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()

    when_modal(choose)
    window.actions_["settings"].trigger()
    assert window.settings.get("ui/animation_speed") == "slow"
    assert window.animator.speed == 2.0


def test_about_names_the_version_the_license_and_where_the_data_is(window):
    from gupai_desktop.version import version

    seen = []

    def read(dialog):
        texts = "\n".join(label.text() for label in dialog.findChildren(QLabel))
        folders = {
            label.text(): (label.wordWrap(), label.width(), label.fontMetrics())
            for label in dialog.findChildren(QLabel, "folder")
        }
        seen.append((texts, folders))
        dialog.accept()

    when_modal(read)
    window.actions_["about"].trigger()
    ((text, folders),) = seen
    assert f"Gupai {version()}" in text and "MIT license" in text
    for folder in (str(window.store.data_dir), str(window.settings.path.parent)):
        # On one line, never broken at its hyphen ("gupai-" / "desktop"), and wide enough.
        wraps, width, metrics = folders[folder]
        assert not wraps and width >= metrics.horizontalAdvance(folder)


def test_quit_shortcut_closes_the_window(qtbot, window):
    key(window, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=5000)


def test_window_geometry_is_remembered_across_windows(qtbot, make_window):
    first = make_window()
    first.resize(1111, 733)
    qtbot.waitUntil(lambda: first.size() == QSize(1111, 733), timeout=2000)
    first.close()
    second = make_window()
    assert second.size() == QSize(1111, 733)


def test_the_geometry_is_kept_once_it_stops_changing_not_only_at_a_normal_close(
    qtbot, make_window, monkeypatch
):
    """A killed or crashed app opened next time at the size it had before the last normal
    close: the window keeps its size and place a moment after they stop changing."""
    from gupai_desktop.app import main_window

    monkeypatch.setattr(main_window, "GEOMETRY_KEPT_AFTER_MS", 50)
    first = make_window()
    first.resize(1111, 733)
    qtbot.waitUntil(lambda: first.size() == QSize(1111, 733), timeout=2000)
    qtbot.wait(300)  # still for six times the moment
    second = make_window()  # the first one still open: it was never closed
    assert second.size() == QSize(1111, 733)


def test_a_fresh_profile_opens_at_the_default_size(window):
    assert window.size() == QSize(1280, 860)


def test_a_first_window_fits_a_small_screen():
    """Found by a new user: on a 1024 x 700 screen the first window opened at 1280 x 860, the
    start page's right column and the window's bottom off the screen. It takes the screen's
    free area less a window manager's frame, and never less than its minimum."""
    from gupai_desktop.app.main_window import default_size

    assert default_size(QSize(1920, 1080)) == (1280, 860)
    assert default_size(QSize(1024, 700)) == (1008, 652)
    assert default_size(QSize(800, 600)) == (900, 620)


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_the_start_page_needs_no_scroll_bar_in_a_small_screens_first_window(
    qtbot, window, language
):
    """Found by a new user: in the first window of a 1024 x 700 screen (1008 x 652) the start
    page had a scroll bar that moved it by a pixel."""
    from gupai_desktop.base import i18n

    i18n.set_language(language)
    window.resize(1008, 652)
    window.show()
    window.show_chooser()
    bar = window.chooser.scroll.verticalScrollBar()
    qtbot.waitUntil(lambda: window.chooser.scroll.viewport().height() < 620, timeout=2000)
    QApplication.processEvents()
    assert bar.maximum() == 0
    # Nor with the way back to a hand left in progress (a new user: its own row pushed the
    # second row of games below the window).
    window.chooser.offer_back("Back to your Da Gunzi hand in progress (hand 12)")
    QApplication.processEvents()
    assert window.chooser.back.isVisible() and bar.maximum() == 0


def test_the_title_names_the_app_and_the_game_being_played(qtbot, window):
    """Issue 14: the title said "Chinese domino games" while Chinese Poker (cards) was played."""
    assert window.windowTitle() == "Gupai: Chinese domino and card games"
    window.stack.setCurrentWidget(window._page_for("chinese-poker"))
    assert window.windowTitle() == "Chinese Poker - Gupai"
    window.show_chooser()
    assert window.windowTitle() == "Gupai: Chinese domino and card games"


def test_the_hand_s_line_comes_back_when_a_passing_message_goes(qtbot, window):
    """Found by new users: a menu item's tip or "Exported to ..." blanked the hand's line
    until the next move."""
    page = open_table(window, seed=11)
    wait_ai(qtbot, page)
    line = window.statusBar().currentMessage()
    assert line
    window.statusBar().showMessage("Exported to somewhere", 20)
    assert window.statusBar().currentMessage() == "Exported to somewhere"
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() == line)
    QApplication.sendEvent(window, QStatusTipEvent(""))  # a menu item without a tip
    assert window.statusBar().currentMessage() == line


def test_the_status_line_belongs_to_the_page_in_front(qtbot, window):
    """Issue 14: the status bar kept the previous game's line after switching."""
    page = open_table(window, seed=11)
    wait_ai(qtbot, page)
    line = window.statusBar().currentMessage()
    assert line
    window.show_chooser()
    assert window.statusBar().currentMessage() == ""
    page.update_buttons()  # the hand left behind changes: no word of it
    assert window.statusBar().currentMessage() == ""
    window.stack.setCurrentWidget(page)
    assert window.statusBar().currentMessage() == line


def test_the_table_keeps_its_size_however_long_the_hint_line_grows(qtbot, window):
    """Issue 14, defect 4: the bar under the table grew with a longer hint or status text, and
    the table jumped. Now the line keeps two lines' height; what does not fit is cut with an
    ellipsis and whole in its tooltip."""
    page = open_table(window, seed=11)
    wait_ai(qtbot, page)
    label = page.hint_label
    label.setText("short")
    qtbot.wait(20)
    view, height = page.view.size(), label.height()
    long = "a hint that goes on " * 40
    label.setText(long)
    qtbot.wait(20)
    assert page.view.size() == view and label.height() == height
    assert label.text() == long and label.toolTip() == long
    shown = QLabel.text(label)
    assert shown.endswith("…") and len(shown) < len(long)
    label.setText("The AI would play: 6-1 on the right end\n0.17 chips better than 5-1")
    assert QLabel.text(label) == label.text()  # two lines are shown whole


@pytest.mark.parametrize("code", ["en", "zh_CN", "zh_TW"])
@pytest.mark.parametrize("seed, house_agrees", [(5, True), (11, False)])
def test_pai_gow_s_hint_at_1024_by_700_shows_the_best_setting_whole(
    qtbot, window, code, seed, house_agrees
):
    """Found in a sweep at 1024 x 700: the best setting's line wrapped into the two lines the
    bar had, and the house way's after it ("sets it the same way") was lost to "…". The bar
    of a window this narrow is four lines high, whatever the hint says: the best setting and
    the house way's, agreeing or a setting of its own, show whole, their tiles named."""
    i18n.set_language(code)
    try:
        window.resize(1024, 700)
        page = open_table(window, seed=seed)
        wait_ai(qtbot, page)
        height = page.hint_label.height()
        page.hint()
        qtbot.waitUntil(page.use_hint_button.isEnabled, timeout=AI_TIMEOUT)
        label, agrees = page.hint_label, i18n.tr("The house way sets it the same way.")
        best, house = label.text().splitlines()
        assert (house == agrees) == house_agrees
        assert QLabel.text(label) == words.keep_terms(label.text())  # whole, terms unbroken
        assert label.toolTip() == label.text() and label.height() == height
    finally:
        i18n.set_language("en")


def test_every_dialog_fits_inside_a_1024_by_700_window(qtbot, window):
    from gupai_desktop.dialogs.new_game import NewGameDialog
    from gupai_desktop.dialogs.rules_help import RulesDialog
    from gupai_desktop.dialogs.settings_dialog import SettingsDialog
    from gupai_desktop.dialogs.statistics import StatisticsDialog

    window.resize(1024, 700)
    dialogs = [
        SettingsDialog(window.settings, window),
        StatisticsDialog(window.store.stats, window),
        window.browse_records(),
        window.open_replay([], "none"),
    ]
    for game_id in games.game_ids():
        spec = games.get(game_id)
        dialogs += [NewGameDialog(spec, window.settings, window), RulesDialog(spec, window)]
    # a review whose long move names widen its columns (it once opened against the window's
    # left edge, sized after Qt had placed it)
    from gupai_desktop.ai.review import Decision, Option, Review
    from gupai_desktop.dialogs.review import ReviewDialog

    long = "set:As Jh 6d|Ks Kh Tc 7s 3h|5s 5d 5c 8s 8h"
    options = (Option(long, 1.21), Option("set:b", 1.2), Option("set:c", -0.75))
    review = Review("chinese-poker", 0, (Decision(0, "set:b", options, exact=False),))
    dialogs.append(ReviewDialog(review, lambda a: a[4:], lambda: "Review", window))
    for dialog in dialogs:
        dialog.show()
        qtbot.waitExposed(dialog)
        assert dialog.width() <= 1024 and dialog.height() <= 700, type(dialog).__name__
        # over the window, not only as small: a New Game dialog once ran below it
        assert window.frameGeometry().contains(dialog.frameGeometry()), type(dialog).__name__
        centres = window.frameGeometry().center().x(), dialog.frameGeometry().center().x()
        assert abs(centres[0] - centres[1]) <= 2, type(dialog).__name__
        dialog.close()


@pytest.mark.parametrize("game_id", games.game_ids())
def test_a_new_game_dialog_s_lines_never_overlap_its_options_whatever_the_preset(
    qtbot, window, game_id
):
    """Found when the dialogs were tried at 1024 x 700: a preset's longer 'Differs from the
    default rules' line squeezed the options until the note was drawn over them."""
    from gupai_desktop.dialogs.new_game import NewGameDialog

    window.resize(1024, 700)
    dialog = NewGameDialog(games.get(game_id), window.settings, window)
    dialog.show()
    qtbot.waitExposed(dialog)
    presets = [p.name for p in games.get(game_id).options.presets]
    for name in ["", *presets]:
        dialog.choose_preset(name)
        QApplication.processEvents()
        below = [w for w in dialog.findChildren(QLabel) if w.isVisible() and w.text()]
        below = [w for w in below if not dialog.scroll.isAncestorOf(w)]
        scroll = dialog.scroll.geometry()
        for label in below:
            if label.parentWidget() is dialog and label.y() > scroll.y():
                assert label.geometry().top() >= scroll.bottom(), (name, label.text()[:40])
        assert dialog.rect().contains(dialog.buttons.geometry()), name
    dialog.close()


def test_a_preset_that_names_a_table_option_sets_it(qtbot, window):
    """Found when the dialogs were tried: Da Ling's "Modern stakes 1 / 2 / 3" preset set
    nothing (a preset left the table options alone, stakes among them) and the box went back
    to the default rules."""
    from gupai_desktop.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog(games.get("daling"), window.settings, window)
    dialog.choose_preset("modern")
    assert dialog.option_value("stakes") == "modern"
    assert dialog.preset.currentData() == "modern"
    dialog.choose_preset("")
    assert dialog.option_value("stakes") != "modern" and dialog.preset.currentData() == ""


@pytest.mark.parametrize("opener", [open_table, open_daling, open_chinese_poker])
def test_every_line_on_a_scaled_table_reads_at_10_px_in_a_small_window(qtbot, window, opener):
    """Pai Gow's, Da Ling's and Chinese Poker's tables are drawn to the window's size: at
    1024x700 every line on them still reads (what each opponent set and won was about 9 px,
    Da Ling's group captions and Chinese Poker's results 9 and 8)."""
    window.resize(1024, 700)
    page = opener(window, seed=3)
    qtbot.waitUntil(lambda: page.view.transform().m11() < 0.9)
    scale = page.view.transform().m11()
    assert len(page.table.labels) > 8
    for name, item in page.table.labels.items():
        assert item.font().pixelSize() * item.scale() * scale >= 10, name


def test_the_game_menu_greys_out_what_the_table_cannot_do_now(qtbot, window):
    """Found by a new user: on the start page Hint, Undo arrangement, Confirm setting, Next hand
    and Review last hand were lit and did nothing; a turn game listed Undo arrangement."""
    acts = window.actions_
    keys = ("hint", "undo", "confirm", "next", "review")
    assert not any(acts[k].isEnabled() or acts[k].isVisible() for k in keys)
    page = open_table(window)
    qtbot.waitUntil(page.model.can_arrange)
    assert acts["hint"].isEnabled() and acts["review"].isVisible()
    assert not acts["review"].isEnabled()  # no hand finished at this table yet
    assert not acts["next"].isEnabled() and acts["undo"].isVisible()
    assert acts["confirm"].isEnabled() == page.confirm_button.isEnabled()
    window.show_chooser()
    assert not any(acts[k].isEnabled() for k in keys)
    # nor listed at all: the start page's menu offered "Undo arrangement" and "Confirm
    # setting" (found by another new user)
    assert not any(acts[k].isVisible() for k in (*keys, "use_hint"))
    mahjong = window._page_for("small-mahjong")
    window.page = mahjong
    window.stack.setCurrentWidget(mahjong)
    assert not acts["undo"].isVisible()
    mahjong.update_buttons()
    assert acts["confirm"].text() == mahjong.confirm_button.text() == "Discard"  # not a setting


def test_review_last_hand_says_why_there_is_nothing_to_show_yet(qtbot, window):
    """Found by new users: Review last hand (Ctrl+Shift+R) did nothing, without a word, while
    the hand's review was being worked out; and it was lit before any hand was finished, to
    say only that there was none."""
    page = open_table(window)
    assert not window.actions_["review"].isEnabled()
    page.reviews.state = "working"
    page.update_buttons()
    assert window.actions_["review"].isEnabled()
    window.actions_["review"].trigger()
    assert "still being worked out" in window.statusBar().currentMessage()
    # a new game's table has no last hand yet: not the game before's (a new user)
    page.start(page.model.rules, page.model.level, 5)
    assert not window.actions_["review"].isEnabled() and not page.reviews.has_hand()


def test_the_window_has_the_keys_again_when_a_dialog_it_opened_closes(qtbot, window):
    """Found by new users under Xvfb (no window manager): after New Game, Settings or
    Statistics closed, H and N did nothing until the table was clicked."""
    from PySide6.QtWidgets import QApplication

    from .helpers import when_modal

    window.show()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    other = QWidget()  # another window takes the keys, as the dialog's own window did
    qtbot.addWidget(other)

    def close(dialog):
        other.show()
        other.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is other, timeout=2000)
        dialog.reject()

    when_modal(close)
    window.statistics()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
