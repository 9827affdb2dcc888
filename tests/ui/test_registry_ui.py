"""Every registered game, in every screen that reads its declaration: the start page, New Game
(its options, presets, the line of differences), the rules help's options and the scoring."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QPoint, Qt

from gupai_desktop.base import i18n, words
from gupai_desktop.dialogs.new_game import NewGameDialog
from gupai_desktop.dialogs.rules_help import RulesDialog
from gupai_desktop.engine import games

from .helpers import when_modal

GAMES = games.game_ids()


def test_the_start_page_lists_every_game_with_its_titles_and_blurb(window):
    assert list(window.chooser.buttons) == GAMES
    text = " ".join(label.text() for label in window.chooser.findChildren(type(window.thinking)))
    for game in GAMES:
        spec = games.get(game)
        assert spec.titles.en in text and spec.titles.zh in text
        assert spec.blurb.en in text
        assert window.chooser.buttons[game].text() == f"Play {spec.titles.en}"


@pytest.mark.parametrize("game", GAMES)
def test_new_game_shows_every_option_and_deals_the_rules_it_shows(qtbot, window, game):
    spec, chosen = games.get(game), {}

    def choose(dialog):
        shown = {o.key for o in spec.options if o.shown}
        assert set(dialog.fields) == shown
        assert [dialog.level.itemData(i) for i in range(dialog.level.count())] == list(
            spec.ai_levels
        )
        assert dialog.differences.text() == "The default rules."
        if spec.options.presets:
            preset = spec.options.presets[-1]
            dialog.choose_preset(preset.name)
            assert dialog.preset.currentData() == preset.name
            for key, value in preset.values.items():
                if key in dialog.fields:
                    assert dialog.option_value(key) == value
            assert dialog.differences.text().startswith("Differs from the default rules: ")
        dialog.level.setCurrentIndex(0)
        chosen["rules"], chosen["level"] = dialog.rules(), dialog.chosen_level()
        dialog.accept()

    when_modal(choose)
    qtbot.mouseClick(window.chooser.buttons[game], Qt.MouseButton.LeftButton)
    page = window.page
    assert page.game_id == game and page.model.rules == chosen["rules"]
    assert page.model.level == chosen["level"] == spec.ai_levels[0]
    assert window.settings.game_rules(game) == chosen["rules"].to_dict()
    again = NewGameDialog(spec, window.settings, window)  # remembered for the next game
    assert again.rules() == chosen["rules"] and again.chosen_level() == spec.ai_levels[0]
    if spec.options.presets:
        assert again.preset.currentData() == spec.options.presets[-1].name


def test_a_stake_no_bankroll_covers_blocks_deal_and_says_why(window):
    """Found by a new user: a stake of 10,000 against a bankroll of 10 was dealt, every seat
    staking what it did not have."""
    dialog = NewGameDialog(games.get("paigow"), window.settings, window)
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    dialog.fields["bankroll"].set_value(10)
    dialog.fields["stake"].set_value(10000)
    dialog._changed()
    assert not ok.isEnabled()
    assert "more than the starting bankroll of 10" in dialog.problem.text()
    dialog.fields["bankroll"].set_value(10000)
    dialog._changed()
    assert ok.isEnabled() and dialog.problem.text() == ""


@pytest.mark.parametrize("game", GAMES)
def test_a_combination_the_rules_refuse_blocks_deal_and_says_why(window, game):
    spec = games.get(game)
    dialog = NewGameDialog(spec, window.settings, window)
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    assert ok.isEnabled() and dialog.problem.text() == ""

    def refuse(values):
        raise ValueError("no such table")

    dialog.spec = spec._replace(rules_from_dict=refuse)
    dialog._changed()
    assert not ok.isEnabled() and "no such table" in dialog.problem.text()


@pytest.mark.parametrize("game", GAMES)
def test_the_rules_help_lists_every_option_its_default_and_the_presets(window, game):
    spec = games.get(game)
    text = RulesDialog(spec, window).browser.toPlainText().replace(words.WORD_JOINER, "")
    assert "Rule options" in text
    for option in spec.options:
        assert option.label.en in text and option.key in text
    for preset in spec.options.presets:
        assert f"--preset {preset.name}" in text
        # its settings after a dash, not a colon; a preset named after the one option it
        # turns on is its name alone (it read "Higher payment in the middle — Higher payment
        # in the middle: yes")
        values = list(preset.values)
        if len(values) == 1 and spec.options.option(values[0]).label.en == preset.title.en:
            assert f"{preset.title.en} — " not in text and f"\n{preset.title.en}\n" in text
        else:
            assert f"{preset.title.en} — " in text
    for option in spec.options:  # a share reads as the default beside it does: "0% to 25%"
        if option.percent and option.maximum is not None:
            assert f"{option.minimum * 100:g}% to {option.maximum * 100:g}%" in text


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW"])
@pytest.mark.parametrize("game", GAMES)
def test_the_rules_help_speaks_chinese_until_the_command_line_section(window, game, lang):
    """The options and presets read in the player's words; the command line's names (option
    keys, --rule, --preset) stand apart in the last section, under its own heading."""
    i18n.set_language(lang)
    spec = games.get(game)
    # (short terms are held together on one line by word joiners)
    text = RulesDialog(spec, window).browser.toPlainText().replace(words.WORD_JOINER, "")
    heading = {"zh_CN": "命令行", "zh_TW": "命令列"}[lang]
    body, _, command_line = text.rpartition(heading)
    assert body and "--" not in body and "gupai" not in body
    latin = set(re.findall(r"[A-Za-z_]+", body))
    assert not latin & {option.key for option in spec.options}, latin
    for option in spec.options:
        assert option.label.pick(lang) in body and f"--rule {option.key}=" in command_line
    for preset in spec.options.presets:
        assert preset.title.pick(lang) in body and f"--preset {preset.name}" in command_line
    # what the capitals stood for is said in the player's words too
    assert not {"KEY", "VALUE", "NAME"} & set(re.findall(r"[A-Z]+", command_line))


@pytest.mark.parametrize("width", [760, 470])
def test_the_rules_help_s_command_stays_on_one_line(qtbot, window, width):
    """Found by a new user: "gupai simulate paigow --rule KEY=VALUE --" broke before "preset
    NAME" (inline, Qt wrapped it at the hyphen whatever its white-space said)."""
    dialog = RulesDialog(games.get("paigow"), window)
    qtbot.addWidget(dialog)
    dialog.resize(width, 600)
    dialog.show()
    document = dialog.browser.document()
    block = document.begin()
    while block.isValid() and not block.text().startswith("gupai simulate"):
        block = block.next()
    assert block.text() == "gupai simulate paigow --rule KEY=VALUE --preset NAME"
    document.documentLayout().blockBoundingRect(block)  # laid out, as when scrolled to
    assert block.layout().lineCount() == 1


@pytest.mark.parametrize("game", GAMES)
def test_new_game_speaks_chinese(window, game):
    i18n.set_language("zh_CN")
    spec = games.get(game)
    dialog = NewGameDialog(spec, window.settings, window)
    assert spec.titles.zh in dialog.windowTitle()
    for key, field in dialog.fields.items():
        option = spec.options.option(key)
        if field.kind == "bool":
            assert field.widget.text() == option.label.zh
    assert dialog.differences.text() == "默认规则。"


def test_a_number_reads_the_same_in_its_box_and_in_the_differences_line(window):
    """Pai Gow's commission reads "0.10" in its box, so the line of differences says 0.10 too
    (it said 0.1, and 0 for none)."""
    numbers = 0
    for game in GAMES:
        spec = games.get(game)
        dialog = NewGameDialog(spec, window.settings, window)
        for key, field in dialog.fields.items():
            if field.kind != "float":
                continue
            numbers += 1
            box = field.widget
            box.setValue(box.minimum() + 10 * box.singleStep())
            shown = box.textFromValue(box.value())
            assert f"{spec.options.option(key).label.en}: {shown}" in dialog.differences.text()
    assert numbers


def test_help_rules_on_the_start_page_opens_the_game_last_played(window):
    """Found when Help was tried: from the start page it always opened Pai Gow's rules."""
    window.settings.set("game/last_game", "dingniu")
    window.show_chooser()
    titles = []
    when_modal(lambda dialog: (titles.append(dialog.windowTitle()), dialog.reject()))
    window.rules()
    assert titles == ["Rules: Ding Niu"]


def test_help_rules_on_the_start_page_offers_every_game_s_rules(window):
    """Found by a new user: from the start page F1 opened the game last played, with no way
    to another's rules; at a table it opens on that table's game, and offers the others too
    (a new user at a Small Mahjong table looked for Da Gunzi's)."""
    window.show_chooser()
    seen = []

    def other_game(dialog):
        assert dialog.games.count() == len(games.game_ids())
        dialog.games.setCurrentIndex(dialog.games.findData("small-mahjong"))
        seen.append((dialog.windowTitle(), dialog.browser.toPlainText()))
        dialog.reject()

    when_modal(other_game)
    window.rules()
    ((title, text),) = seen
    assert title == "Rules: Small Mahjong" and "Small Mahjong" in text
    page = window._page_for("dingniu")
    window.page = page
    window.stack.setCurrentWidget(page)
    at_table = []
    when_modal(lambda dialog: (at_table.append(dialog.games.currentData()), dialog.reject()))
    window.rules()
    assert at_table == ["dingniu"]


def test_pai_gow_s_commission_is_set_as_a_percentage(window):
    """Found when New Game was tried: the commission read 0.05 (the command line's share)."""
    dialog = NewGameDialog(games.get("paigow"), window.settings, window)
    box = dialog.fields["commission"].widget
    assert box.text() == "5%"
    box.setValue(10)
    assert dialog.rules().commission == 0.1
    assert "Commission on winning bets: 10%" in dialog.differences.text()


@pytest.mark.parametrize("code", ["en", "zh_CN", "zh_TW"])
@pytest.mark.parametrize("game", GAMES)
def test_new_game_shows_each_choice_whole_in_a_1024_px_window(window, game, code):
    """Found when New Game was tried at 1024 x 700: Da Gunzi's house rules were cut to 28
    characters beside their long labels ("only the suit must be follow"), and in Chinese,
    whose characters are twice as wide, Small Mahjong's claim rule lost its last words (a box
    was sized by counting characters)."""
    i18n.set_language(code)
    window.resize(1024, 700)
    dialog = NewGameDialog(games.get(game), window.settings, window)
    dialog.show()
    for field in dialog.fields.values():
        if field.kind != "choice":
            continue
        box = field.widget
        metrics = box.fontMetrics()
        widest = max(metrics.horizontalAdvance(box.itemText(i)) for i in range(box.count()))
        if widest > 50 * metrics.horizontalAdvance("x"):  # the longest a box grows for
            continue
        room = box.width() - box.style().pixelMetric(box.style().PixelMetric.PM_ScrollBarExtent)
        assert widest <= room, (field.option.key, box.currentText())
    # One column of fields through the Table and the House rules (a new user saw two)
    starts = {
        key: field.widget.mapTo(dialog, QPoint(0, 0)).x()
        for key, field in dialog.fields.items()
        if field.kind != "bool" and field.widget.isVisible()
    }
    starts["level"] = dialog.level.mapTo(dialog, QPoint(0, 0)).x()
    assert len(set(starts.values())) == 1, starts
    dialog.close()
    i18n.set_language("en")


def test_a_choice_cut_in_its_box_reads_whole_in_its_tooltip(window):
    """Found in a sweep at 1024 x 700: Da Gunzi's dry-pot choice showed "...or is all trump"
    in a box kept narrow enough for the dialog to fit. The box's tooltip holds the choice
    chosen, whole, then the option's help; it follows the choice."""
    spec = games.get("da-gunzi")
    dialog = NewGameDialog(spec, window.settings, window)
    option = spec.options.option("dry_pot_test")
    combo = dialog.fields["dry_pot_test"].widget
    for index, choice in enumerate(option.choices):
        combo.setCurrentIndex(index)
        assert combo.toolTip() == f"{choice.title.en}\n\n{option.help.en}"


@pytest.mark.parametrize("game", GAMES)
def test_in_a_wide_window_new_game_shows_every_default_choice_whole(qtbot, window, game):
    """Found at 1600 x 1000: Da Gunzi's dry pot read "...or is all trump", its last letter
    cut by the box."""
    from PySide6.QtWidgets import QComboBox, QStyle, QStyleOptionComboBox

    window.resize(1600, 1000)
    dialog = NewGameDialog(games.get(game), window.settings, window)
    dialog.show()
    qtbot.waitExposed(dialog)
    for field in dialog.fields.values():
        box = field.widget
        if not isinstance(box, QComboBox):
            continue
        option = QStyleOptionComboBox()
        box.initStyleOption(option)
        room = box.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, box
        )
        assert box.fontMetrics().horizontalAdvance(box.currentText()) <= room.width(), (
            box.currentText()
        )
    dialog.close()


@pytest.mark.parametrize("lang", ["en", "zh_CN", "zh_TW"])
@pytest.mark.parametrize("game", GAMES)
def test_the_rules_help_describes_every_ai_level_new_game_offers(game, lang):
    """Found by a new user: Small Mahjong's default level, "Plays the hand out ahead", was
    nowhere in its rules help, which described only the two rule bots."""
    from gupai_desktop.dialogs.rules_help import rules_html

    i18n.set_language(lang)
    try:
        page = rules_html(game)
        quotes = {"en": '"{}"', "zh_CN": "“{}”", "zh_TW": "「{}」"}[lang]
        for level in games.get(game).levels:  # by its name, quoted as New game shows it
            assert quotes.format(level.title.pick(lang)) in page, level.value
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "zh_CN", "zh_TW"])
def test_the_rules_help_gives_every_schedule_s_bonuses_and_special_hands(qapp, lang):
    """Found in a sweep: the rules page said Vietnamese, Singapore, Malayan and Hawaiian
    Gardens had "their own bonus tables" and gave none. The page's tables are drawn from the
    engine's: every royalty and special hand of every schedule, at its value."""
    import re
    from html import unescape

    from gupai_desktop.dialogs.rules_help import TABLES, page_html
    from gupai_desktop.engine.chinese_poker import presets
    from gupai_desktop.engine.chinese_poker.setting import ROWS
    from gupai_desktop.engine.chinese_poker.specials import TITLES
    from gupai_desktop.games.chinese_poker import text

    i18n.set_language(lang)
    try:
        page = page_html(games.get("chinese-poker"))
        assert TABLES not in page
        rows = [
            [
                " ".join(unescape(re.sub(r"<[^>]+>", " ", c)).split())
                for c in re.findall(r"<td[^>]*>(.*?)</td>", r)
            ]
            for r in re.findall(r"<tr>(.*?)</tr>", page)
        ]

        def row_of(*words):
            return next(r for r in rows if r and all(w in r[0] for w in words))

        for (row, category), units in presets.ROYALTIES["malayan"][1].items():
            line = row_of(text.row_name(ROWS[row]), text.category_name(category))
            assert line[3] == f"{units:g}", (row, category)  # typical, its variation, Malayan
        singapore = presets.SPECIALS["singapore"]
        dragon = row_of(text.special_title("Complete straight"))
        value = f"{singapore.value('complete-straight'):g}"
        assert dragon[4].startswith(value) and text.special_title("Dragon") in dragon[4]
        # "the hand further down the table wins" (where the order decides): each such
        # schedule's hands in its own order
        titles = [r[0] for r in rows if r]
        for name, schedule in presets.SPECIALS.items():
            if schedule.clash != "full":
                continue
            at = [
                next(i for i, t in enumerate(titles) if t.startswith(text.special_title(TITLES[s])))
                for s in schedule.slugs()
            ]
            assert at == sorted(at), name
    finally:
        i18n.set_language("en")


def test_no_rules_page_keeps_a_marker_for_tables_it_does_not_have(qapp):
    from gupai_desktop.dialogs.rules_help import TABLES, page_html

    for game in GAMES:
        assert TABLES not in page_html(games.get(game)), game


@pytest.mark.parametrize("game_id", games.game_ids())
def test_new_game_says_which_ai_level_is_the_strongest(window, game_id):
    """A new user could not tell from "Plays the hand out ahead" and "Plays by the rules of
    thumb" which level was the strongest: the list runs weakest first and its ends say so."""
    spec = games.get(game_id)
    dialog = NewGameDialog(spec, window.settings, window)
    for box in (dialog.level, *dialog.seat_level):
        shown = [box.itemText(i) for i in range(box.count())]
        assert shown[0] == f"{spec.levels[0].title.en} (weakest)"
        assert shown[-1] == f"{spec.levels[-1].title.en} (strongest)"
        assert shown[1:-1] == [level.title.en for level in spec.levels[1:-1]]
    dialog.deleteLater()
