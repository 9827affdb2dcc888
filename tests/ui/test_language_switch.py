"""Switching the language in Settings rewords the open window at once, in the middle of a hand:
menus, the status line, the table's buttons, the line under the table, the log and each seat's
last move; the hand goes on where it was."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from gupai_desktop.base import i18n
from gupai_desktop.engine.dingniu.rules import DingNiuRules
from gupai_desktop.engine.paigow.rules import PaiGowRules
from gupai_desktop.games.seat_ai import TIMEOUT, Failure

from .helpers import AI_TIMEOUT, label_text, translations, when_modal

CJK = re.compile(r"[\u4e00-\u9fff]")
PROMPT = "Lay a tile matching either open end; fewest points at the end wins."


def choose_language(window, code: str) -> None:
    """Through the Settings dialog, as a user does."""

    def pick(dialog):
        dialog.language.setCurrentIndex(dialog.language.findData(code))
        dialog.findChild(QDialogButtonBox).accepted.emit()

    when_modal(pick)
    window.open_settings()


def ding_niu_mid_hand(qtbot, window):
    """A Ding Niu hand after the user's first tile and the AI's answers."""
    page = window._page_for("dingniu")
    window.page = page
    window.stack.setCurrentWidget(page)
    page.start(DingNiuRules(), "greedy", 35)
    model = page.model
    qtbot.waitUntil(lambda: model.ai_ready and model.user_to_act(), timeout=AI_TIMEOUT)
    model.play(model.state.legal_actions()[0])
    qtbot.waitUntil(lambda: model.ai_ready, timeout=AI_TIMEOUT)
    assert not model.state.is_terminal()
    return page


def words_on_screen(window, page) -> dict[str, str]:
    table = page.table
    shown = {
        "menu": window.menus["game"].title(),
        "status": window.statusBar().currentMessage(),
        "button": page.confirm_button.text(),
        "line": page.hint_label.text(),
        "log": "\n".join(table.log.lines()),
        "last event": table.plays[0].text,
    }
    shown.update({f"play{seat}": area.text for seat, area in table.plays.items() if area.text})
    return shown


@pytest.mark.slow
@pytest.mark.paced
def test_switching_language_mid_hand_rewords_the_window_and_keeps_the_hand(qtbot, window):
    page = ding_niu_mid_hand(qtbot, window)
    model = page.model
    state, history = model.state, list(model.state.history())
    seen = {}
    for code in ("en", "zh_CN", "zh_TW", "en"):
        if code != i18n.language():
            choose_language(window, code)
        assert window.settings.get("ui/language") == code and i18n.language() == code
        shown = words_on_screen(window, page)
        catalogue = translations(code) if code != "en" else {}
        word = lambda source: catalogue.get(source, source)  # noqa: E731
        assert shown["menu"] == word("&Game")
        assert shown["button"] == word("Lay tile")
        assert window.actions_["confirm"].text() == word("Lay tile")  # the menu as the button
        assert shown["line"] == word(PROMPT)
        assert shown["status"] == page.status_text() and shown["status"]
        assert shown["log"].splitlines()[0] == word("Hand {n}").format(n=1)
        for key in ("log", "last event", *[k for k in shown if k.startswith("play")]):
            assert bool(CJK.search(shown[key])) == (code != "en"), (code, key, shown[key])
        if code in seen:
            assert shown == seen[code], "back in a language, every word is as it was"
        seen[code] = shown
        assert model.state is state and model.state.history() == history, "the hand was lost"
    for key in ("menu", "status", "button", "line", "log", "last event"):
        assert seen["en"][key] not in (seen["zh_CN"][key], seen["zh_TW"][key]), key
    for key in ("menu", "line", "log"):  # 游戏 / 遊戲 and the like
        assert seen["zh_CN"][key] != seen["zh_TW"][key], key
    model.play(model.state.legal_actions()[0])  # and the hand plays on
    assert model.state.history()[: len(history)] == history
    qtbot.waitUntil(lambda: model.ai_ready, timeout=AI_TIMEOUT)


@pytest.mark.parametrize("game_id", ["paigow", "daling", "chinese-poker"])
def test_an_arrangement_table_mid_hand_is_reworded(qtbot, window, game_id):
    """Found by a new user: in Chinese Poker the other players' names stayed "AI 1", "AI 2"
    after a switch to Chinese while the hand was being arranged."""
    from gupai_desktop.engine import games

    spec = games.get(game_id)
    page = window._page_for(game_id)
    window.page = page
    window.stack.setCurrentWidget(page)
    page.start(spec.default_rules(), spec.ai_levels[0], 7)
    qtbot.waitUntil(lambda: page.model.ai_ready, timeout=AI_TIMEOUT)
    labels = page.table.labels
    english = {k: label_text(label) for k, label in labels.items() if label_text(label)}
    assert any(k.startswith("seat") for k in english)
    choose_language(window, "zh_TW")
    QApplication.processEvents()
    for key, words in english.items():
        if re.search(r"[A-Za-z]{2,}", words):
            assert CJK.search(label_text(labels[key])), (key, label_text(labels[key]))


def test_a_finished_pai_gow_hand_is_reworded_too(qtbot, window):
    page = window._page_for("paigow")
    window.page = page
    window.stack.setCurrentWidget(page)
    page.start(PaiGowRules(), "house", 7)
    model = page.model
    qtbot.waitUntil(lambda: model.ai_ready, timeout=AI_TIMEOUT)
    model.confirm()
    qtbot.waitUntil(
        lambda: model.state.is_terminal() and page.scoring is not None, timeout=AI_TIMEOUT
    )
    page.scoring.close()
    labels = page.table.labels
    keys = [k for k, label in labels.items() if label_text(label)]
    english = {k: label_text(labels[k]) for k in keys}
    choose_language(window, "zh_TW")
    QApplication.processEvents()
    for key in keys:
        if re.search(r"[A-Za-z]{2,}", english[key]):
            assert CJK.search(label_text(labels[key])), (key, label_text(labels[key]))
    assert (
        labels["status"]
        .text()
        .startswith(translations("zh_TW")["Result: {outcome}, {net}"].partition("{")[0])
    )


def test_a_settings_file_naming_traditional_chinese_starts_the_app_in_it(profile, make_window):
    folder = profile / "config"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "settings.ini").write_bytes(b"[ui]\nlanguage=zh_TW\n")
    window = make_window()
    assert window.settings.warnings == [] and i18n.language() == "zh_TW"
    assert window.menus["game"].title() == translations("zh_TW")["&Game"] == "遊戲(&G)"
    assert window.chooser.buttons["dingniu"].text().endswith("頂牛")


@pytest.mark.reviews
def test_windows_left_open_beside_the_table_are_reworded_too(qtbot, window):
    """The scoring window, the hand's review, the records browser and the replay are not
    modal: a language switch while they are open rewords them where they stand."""
    from gupai_desktop.dialogs.review import ReviewDialog
    from gupai_desktop.records import io

    from .helpers import open_table, press, wait_over, wait_scoring

    page = open_table(window, seed=88, ai_players=1)
    press(qtbot, window, Qt.Key.Key_Return)  # confirm the setting as dealt
    wait_over(qtbot, page)
    wait_scoring(qtbot, page)
    scoring = page.scoring
    qtbot.waitUntil(scoring.review_button.isEnabled, timeout=30_000)
    review = page.reviews.show()
    browser = window.browse_records()
    path = window.store.record_path
    replay = window.open_replay(io.read(path), path.name, str(path))

    def shown() -> dict[str, str]:
        return {
            "scoring title": scoring.windowTitle(),
            "scoring column": scoring.table.horizontalHeaderItem(0).text(),
            "scoring next": scoring.next_button.text(),
            "review title": review.windowTitle(),
            "review column": review.decisions.horizontalHeaderItem(1).text(),
            "browser column": browser.table.horizontalHeaderItem(0).text(),
            "browser game": browser.table.item(0, 0).text(),
            "replay hand": replay.hands.item(0).text(),
            "replay move": replay.move_label.text(),
        }

    english = shown()
    move = replay.slider.value()
    choose_language(window, "zh_TW")
    QApplication.processEvents()
    zh = translations("zh_TW")
    now = shown()
    for key, text in now.items():
        assert CJK.search(text) and text != english[key], (key, english[key], text)
    assert now["scoring next"] == zh["Next hand"] and now["review column"] == zh["Your move"]
    assert now["browser game"] == "牌九" and replay.slider.value() == move
    assert scoring.review_button.isEnabled() and review.decisions.rowCount() == 1
    table = scoring.table  # rows as tall as their new words (none cut with an ellipsis)
    assert all(table.rowHeight(r) >= table.sizeHintForRow(r) for r in range(table.rowCount()))
    assert [d for d in page.findChildren(ReviewDialog) if d.isVisible()] == [review]


@pytest.mark.parametrize("language", ["en", "zh_CN", "zh_TW"])
def test_no_two_items_of_a_menu_answer_to_the_same_letter(window, language):
    """Found by a new user: "&Choose game" and "&Confirm setting" (选择游戏(C), 确认配牌(C))
    shared C, so the letter went back and forth between them instead of choosing one. The
    menu titles on the bar are one menu too."""
    i18n.set_language(language)
    window.retranslate()

    def letter(text: str) -> str | None:
        found = re.search(r"&([^&])", text.replace("&&", ""))
        return found.group(1).upper() if found else None

    menus = [list(window.menus.values())] + [m.actions() for m in window.menus.values()]
    for items in menus:
        texts = [
            item.title() if hasattr(item, "title") else item.text()
            for item in items
            if not getattr(item, "isSeparator", lambda: False)()
        ]
        letters = [x for x in map(letter, texts) if x]
        assert len(letters) == len(set(letters)), (language, texts)


def test_a_notice_above_the_table_is_worded_again_in_the_new_language(qtbot, window, monkeypatch):
    """Found in a sweep: "AI 1's AI did not answer within 5 s..." stayed English above a table
    switched to 繁體中文. The notice keeps how to word it, as the line under the table does:
    a hint that runs out of time, and a seat's AI that does, which names the seat the AI plays
    in the language of the moment ("The AI playing AI 1", where it read "AI 1's AI")."""
    page = ding_niu_mid_hand(qtbot, window)
    model = page.model
    monkeypatch.setattr(model.runner, "budget_s", 5)
    monkeypatch.setattr(
        model.runner, "submit", lambda work, on_result, on_error, on_timeout, ticket: on_timeout()
    )
    model.submit(lambda: "unused", lambda result: None)  # a hint that runs out of time
    english = "The AI did not answer within {seconds:g} s."
    assert page.notice.isVisible() and page.notice.label.text() == english.format(seconds=5)
    choose_language(window, "zh_TW")
    assert page.notice.label.text() == translations("zh_TW")[english].format(seconds=5)
    choose_language(window, "en")
    assert page.notice.label.text() == english.format(seconds=5)
    model.report(1, [Failure("strong", TIMEOUT, "5 s")], model.first_legal(1))
    seat = (
        "The AI playing {seat} did not answer within {seconds:g} s. The AI plays simpler "
        "moves for the rest of this game."
    )
    assert page.notice.label.text() == seat.format(seat="AI 1", seconds=5)
    choose_language(window, "zh_TW")
    catalogue = translations("zh_TW")
    named = catalogue["AI {n}"].format(n=1)
    assert page.notice.label.text() == catalogue[seat].format(seat=named, seconds=5)
