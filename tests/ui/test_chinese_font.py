"""Without a Chinese font every Chinese word is an empty box. The app says so in English, the
one language such a system shows: a Chinese window, at start or when Chinese is chosen, is
offered English; an English window (whose start page names each game in Chinese) says it on
the status line. With a font nothing is said."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

from gupai_desktop.app import chinese_font
from gupai_desktop.base import i18n

from .helpers import when_modal


@pytest.fixture
def no_chinese_font(monkeypatch):
    monkeypatch.setattr(chinese_font, "missing", lambda language: True)


def answer(choice: str, seen: list[str]):
    """Click the message box's `choice` button, noting its words."""

    def click(box):
        assert isinstance(box, QMessageBox)
        seen.append(box.text())
        button = next(b for b in box.buttons() if b.text() == choice)
        button.click()

    when_modal(click)


def test_missing_asks_the_font_database_for_the_language_s_script(qapp, monkeypatch):
    """Traditional for a Traditional window; Simplified for the others (an English start page
    names each game in Simplified)."""
    systems = QFontDatabase.WritingSystem
    found = {systems.SimplifiedChinese: ["Sans"], systems.TraditionalChinese: []}
    monkeypatch.setattr(QFontDatabase, "families", lambda system: found.get(system, []))
    assert chinese_font.missing("zh_TW")
    assert not chinese_font.missing("zh_CN") and not chinese_font.missing("en")
    found[systems.SimplifiedChinese], found[systems.TraditionalChinese] = [], ["Sans"]
    assert not chinese_font.missing("zh_TW")
    assert chinese_font.missing("zh_CN") and chinese_font.missing("en")


@pytest.mark.parametrize(
    "choice, language", [("Switch to English", "en"), ("Keep Chinese", "zh_TW")]
)
def test_a_chinese_window_without_the_font_is_offered_english(
    window, no_chinese_font, choice, language
):
    window.settings.set("ui/language", "zh_TW")
    i18n.set_language("zh_TW")
    seen: list[str] = []
    answer(choice, seen)
    window.check_chinese_font()
    assert seen and "No Chinese font is installed" in seen[0] and "fonts-wqy-microhei" in seen[0]
    assert window.settings.get("ui/language") == language and i18n.language() == language
    if language == "en":
        assert window.statusBar().currentMessage() == chinese_font.english_note()
        assert window.menus["game"].title() == "&Game"
    i18n.set_language("en")


def test_choosing_chinese_in_settings_without_the_font_asks(window, no_chinese_font):
    seen: list[str] = []

    def pick(dialog):
        dialog.language.setCurrentIndex(dialog.language.findData("zh_CN"))
        answer("Keep Chinese", seen)  # the question that follows
        dialog.findChild(QDialogButtonBox).accepted.emit()

    when_modal(pick)
    window.open_settings()
    assert i18n.language() == "zh_CN" and seen
    i18n.set_language("en")


def test_an_english_window_says_it_on_the_status_line(window, no_chinese_font, boxes):
    window.check_chinese_font()
    assert window.statusBar().currentMessage() == chinese_font.english_note()
    assert not boxes.calls


def test_with_the_font_nothing_is_said(window, boxes):
    window.settings.set("ui/language", "zh_CN")
    i18n.set_language("zh_CN")
    window.check_chinese_font()
    assert window.statusBar().currentMessage() == "" and not boxes.calls
    i18n.set_language("en")
