"""Translations: every tr() string translated in every shipped .ts catalogue (none unfinished,
empty or missing), placeholders and accelerators kept, nothing stale; each shipped .qm is what
lrelease makes of its .ts; Qt's own catalogues load beside the app's, with the supplement for
the strings Qt's lacks.

The checks live in packaging/i18n.py, the maintainer's command (`python packaging/i18n.py
check`); the tr() strings are found with `ast`, so a string lupdate missed fails here too.
"""

import importlib.util
import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from gupai_desktop.base import i18n  # noqa: E402
from gupai_desktop.engine import games  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("i18n_tool", ROOT / "packaging" / "i18n.py")
tool = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(tool)

SHIPPED = [code for code in i18n.LANGUAGES if code != "en"]
CATALOGUES = [*SHIPPED, tool.PLURALS]  # English's holds its plural forms
COMPILED = [(tool.ts_path(c), tool.qm_path(c)) for c in CATALOGUES] + [
    (tool.qt_extra_ts(c), tool.qt_extra_qm(c)) for c in SHIPPED
]


@pytest.fixture(scope="module")
def keys() -> dict[str, str]:
    return tool.required_keys()


@pytest.fixture
def language(qapp):
    """Translators are installed on the application; English again afterwards."""
    yield i18n.set_language
    i18n.set_language("en")


def test_traditional_chinese_is_shipped_beside_simplified():
    assert {"zh_CN", "zh_TW"} <= set(SHIPPED)
    assert i18n.LANGUAGES["zh_TW"] == "繁體中文"


def test_extraction_finds_the_ui_strings(keys):
    literals, _dynamic = tool.tr_calls()
    assert len(literals) > 100
    # one from each of app, dialogs and games
    for text in ("&Game", "AI players' level:", "Pair of Teens", "Low hand", "Rule options"):
        assert text in keys, text


def test_the_shipped_catalogues_are_the_languages_listed():
    for code in SHIPPED:
        assert tool.ts_path(code).is_file() and tool.qm_path(code).is_file(), code
    on_disk = {p.stem.removeprefix(tool.PREFIX) for p in tool.CATALOG_DIR.glob("gupai_*.ts")}
    assert on_disk == set(CATALOGUES)
    compiled = {p.stem.removeprefix(tool.PREFIX) for p in tool.CATALOG_DIR.glob("gupai_*.qm")}
    assert compiled == on_disk
    extra = {p.stem.removeprefix(tool.QT_EXTRA) for p in tool.CATALOG_DIR.glob("qtbase_extra_*")}
    assert extra == set(SHIPPED)


@pytest.mark.parametrize("code", CATALOGUES)
def test_every_tr_string_is_translated_and_nothing_is_stale(code, keys):
    """Unfinished, empty, missing or vanished messages, lost {placeholders} or &accelerators."""
    problems = tool.problems(code, keys)
    assert not problems, (
        f"{len(problems)} problems (python packaging/i18n.py check):\n" + "\n".join(problems)
    )


@pytest.mark.parametrize("code", SHIPPED)
def test_translations_format_like_their_source(code, keys):
    for message in tool.messages(tool.ts_path(code)):
        fields = {
            name: 1
            for name in tool.placeholders(message.source)
            for name in [name.strip("{}").partition(":")[0].partition("!")[0]]
        }
        message.translation.format(**fields)


@pytest.mark.parametrize("ts, qm", COMPILED, ids=[ts.stem for ts, _qm in COMPILED])
def test_each_shipped_qm_is_compiled_from_its_ts(ts, qm, tmp_path):
    """What lrelease makes of the .ts now, byte for byte (a checkout's mtimes mean nothing)."""
    fresh = tmp_path / qm.name
    tool.release(ts, fresh)
    assert fresh.read_bytes() == qm.read_bytes(), (
        f"{qm.name} is stale: python packaging/i18n.py release"
    )


@pytest.mark.parametrize("code", SHIPPED)
def test_the_supplement_to_qt_s_catalogue_is_translated(code):
    assert not tool.qt_extra_problems(code)


def test_every_tr_argument_is_a_literal():
    assert not tool.unknown_dynamic()


@pytest.mark.parametrize("game_id", games.game_ids())
@pytest.mark.parametrize("code", list(i18n.LANGUAGES))
def test_rules_page_exists(game_id, code):
    path = ROOT / "resources" / "rules" / f"{game_id}.{code}.html"
    assert path.exists(), path
    html = path.read_text(encoding="utf-8")
    assert html.count("<h2>") == (ROOT / "resources" / "rules" / f"{game_id}.en.html").read_text(
        encoding="utf-8"
    ).count("<h2>")


# Chinese characters and punctuation: CJK ideographs, full-width forms, 、。「」, “ ” ‘ ’ — … ·
CJK = "[\u3000-\u303f\u3400-\u9fff\uff00-\uffef\u2014\u2026\u2018\u2019\u201c\u201d\u00b7]"


@pytest.mark.parametrize("game_id", games.game_ids())
@pytest.mark.parametrize("code", SHIPPED)
def test_a_chinese_rules_page_breaks_no_sentence_with_a_space(game_id, code):
    """Found on the rules pages: HTML shows a line break as a space, which Chinese writes
    nowhere ("就是算帐， 这会"); a sentence stays on one source line."""
    import re

    html = (ROOT / "resources" / "rules" / f"{game_id}.{code}.html").read_text(encoding="utf-8")
    broken = re.findall(rf"(..{CJK})[ \t]*\n[ \t]*((?:<[^>/][^>]*>)*{CJK}.)", html)
    assert not broken, broken[:3]


def test_set_language_translates(language):
    language("zh_CN")
    assert i18n.language() == "zh_CN"
    assert i18n.tr("Pair of Teens") == "双天"
    assert i18n.tr("Banker wins") == "庄家胜"
    assert i18n.tr("not a catalog key") == "not a catalog key"
    language("zh_TW")
    assert (i18n.language(), i18n.tr("Pair of Teens"), i18n.tr("Banker wins")) == (
        "zh_TW",
        "雙天",
        "莊家勝",
    )
    language("en")
    assert i18n.tr("Pair of Teens") == "Pair of Teens"


@pytest.mark.parametrize("code, cancel", [("zh_CN", "取消"), ("zh_TW", "取消"), ("en", "Cancel")])
def test_qt_s_own_buttons_speak_the_language(language, code, cancel):
    from PySide6.QtWidgets import QDialogButtonBox

    language(code)
    box = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Cancel | QDialogButtonBox.StandardButton.Apply
    )
    assert box.button(QDialogButtonBox.StandardButton.Cancel).text() == cancel
    if code != "en":
        assert box.button(QDialogButtonBox.StandardButton.Apply).text() != "Apply"


@pytest.mark.parametrize(
    "code, one, three",
    [
        ("en", "Imported 1 hand", "Imported 3 hands"),
        ("zh_CN", "已导入 1 局", "已导入 3 局"),
        ("zh_TW", "已匯入 1 局", "已匯入 3 局"),
    ],
)
def test_a_count_takes_the_language_s_plural_form(language, code, one, three):
    language(code)
    assert i18n.tr("Imported %n hand(s)", None, 1) == one
    assert i18n.tr("Imported %n hand(s)", None, 3) == three


def test_a_plural_message_is_plural_in_every_catalogue(keys):
    plurals = tool.plural_keys()
    assert {"hands 1 to %n", "%n card(s)"} <= plurals <= set(keys)
    for code in CATALOGUES:
        forms = {m.source: m.forms for m in tool.messages(tool.ts_path(code))}
        for text in plurals:
            assert len(forms[text]) == (2 if code == "en" else 1), (code, text)


def test_a_word_with_s_in_brackets_is_a_plural_message(keys):
    """ "hand(s)" must never reach the screen: such a message takes its plural forms."""
    plurals = tool.plural_keys()
    assert [text for text in keys if "(s)" in text and text not in plurals] == []


def test_unknown_language_falls_back_to_english(language):
    language("zh_CN")
    language("xx_YY")
    assert i18n.language() == "en"
    assert i18n.tr("Pair of Teens") == "Pair of Teens"


def test_sentences_take_a_space_after_english_and_none_after_chinese():
    from gupai_desktop.base import words

    assert (
        words.sentences("Two chips.", "Values are in chips.") == "Two chips. Values are in chips."
    )
    assert words.sentences("两个筹码。", "数值的单位为筹码。") == "两个筹码。数值的单位为筹码。"
    assert words.sentences("One.", "") == "One."
