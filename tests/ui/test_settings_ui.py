"""Settings through the app: damaged settings files, the language switch, and its persistence."""

from __future__ import annotations


from gupai_desktop.base import i18n
from gupai_desktop.engine.dominoes import chinese_name

from .helpers import open_table, translations, wait_ai


def write_settings(profile, data: bytes):
    folder = profile / "config"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "settings.ini").write_bytes(data)
    return folder


def test_binary_junk_settings_fall_back_to_defaults_with_a_warning(
    qtbot, profile, make_window, boxes
):
    folder = write_settings(profile, bytes(range(256)) * 8)
    window = make_window(instant=False)
    assert window.settings.warnings, "a junk settings file must be reported"
    assert "could not be read" in window.settings.warnings[0]
    assert "every setting is back to its default" in window.settings.warnings[0]
    assert "Part of" not in window.settings.warnings[0]  # nothing was read: not "0 were kept"
    assert window.settings.get("ui/animation_speed") == "normal"
    assert window.animator.speed == 1.0
    assert list(folder.glob("settings.ini.broken-*")), "the old file is kept aside"
    assert window.offer_resume() is False
    assert [text for _, text in boxes.of("warning")] == ["\n\n".join(window.settings.warnings)]
    window.animator.speed = 0
    page = open_table(window, seed=501)
    wait_ai(qtbot, page)


def test_bad_values_in_settings_fall_back_to_defaults_with_warnings(
    qtbot, profile, make_window, boxes
):
    write_settings(
        profile,
        b"[ui]\nanimation_speed=warp\nindex_corners=maybe\n"
        b"table_colour=plaid\nlanguage=tlh\n"
        b"[paigow]\nai_players=lots\nbanking=sometimes\n",
    )
    window = make_window(instant=False)
    s = window.settings
    joined = "\n".join(s.warnings)
    for key in (
        "ui/animation_speed",
        "ui/index_corners",
        "ui/table_colour",
        "ui/language",
        "paigow/ai_players",
        "paigow/banking",
    ):
        assert key in joined, f"no warning for {key}"
    assert (
        s.get("ui/animation_speed"),
        s.get("ui/index_corners"),
        s.get("ui/table_colour"),
        s.get("ui/language"),
        s.get("paigow/ai_players"),
        s.get("paigow/banking"),
    ) == ("normal", True, "green", "en", 3, "house")
    assert window.animator.speed == 1.0
    window.offer_resume()
    assert [text for _, text in boxes.of("warning")] == ["\n\n".join(s.warnings)]  # one box
    page = open_table(window, seed=502)
    assert page.model.state is not None


def test_one_malformed_line_loses_no_other_setting_and_is_told_in_the_chosen_language(
    qtbot, profile, make_window, boxes
):
    """Found when a settings file was damaged: one line Qt cannot parse threw the whole file
    away, the language with it, and the warning came in English."""
    folder = write_settings(
        profile,
        b"[ui]\nlanguage=zh_CN\nthis line is not a setting\xff\ntile_style=black\n"
        b"table_colour=plaid\n[paigow]\nstake=30\n",
    )
    window = make_window()
    s = window.settings
    assert (s.get("ui/language"), s.get("ui/tile_style"), s.get("paigow/stake")) == (
        "zh_CN",
        "black",
        30,
    )
    assert s.get("ui/table_colour") == "green"  # a bad value goes back to its default
    assert list(folder.glob("settings.ini.broken-*")), "the old file is kept aside"
    window.offer_resume()
    ((title, text),) = boxes.of("warning")
    assert title == "设置与存档"
    assert "能读取的 3 项设置已保留" in text and "ui/table_colour" in text
    assert "settings.ini.broken-" in text and str(folder) in text


def test_good_settings_written_by_the_app_load_without_warnings(qtbot, make_window):
    first = make_window()
    first.settings.set("ui/tile_style", "black")
    first.settings.set("paigow/stake", 25)
    first.close()
    second = make_window()
    assert second.settings.warnings == []
    assert second.settings.get("ui/tile_style") == "black"
    assert second.settings.get("paigow/stake") == 25


def _texts(window) -> dict[str, str]:
    out = {f"menu:{k}": m.title() for k, m in window.menus.items()}
    out.update({f"action:{k}": a.text() for k, a in window.actions_.items()})
    out["title"] = window.windowTitle()
    out["play"] = window.chooser.buttons["paigow"].text()
    page = window.pages.get("paigow")
    if page is not None:
        out["hint"] = page.hint_button.text()
        out["low_title"] = page.table.labels["low_title"].text()
    return out


def test_switching_to_chinese_retranslates_the_menus_and_the_table(qtbot, window):
    catalog = translations("zh_CN")
    page = open_table(window, seed=503)
    english = _texts(window)
    window.settings.set("ui/language", "zh_CN")
    window.apply_settings(["ui/language"])
    chinese = _texts(window)
    for key in ("menu:game", "menu:records", "menu:help"):
        assert chinese[key] != english[key], f"{key} still reads {english[key]!r}"
    assert chinese["menu:game"] == catalog.get("&Game", chinese["menu:game"])
    changed = [k for k in english if chinese[k] != english[k]]
    assert len(changed) >= len(english) * 0.8, (
        f"untranslated: {sorted(k for k in english if chinese[k] == english[k])}"
    )
    tile = page.model.draft[0]
    assert page.table.board.sprites[0].name == chinese_name(tile)
    window.settings.set("ui/language", "en")
    window.apply_settings(["ui/language"])
    assert _texts(window) == english
    wait_ai(qtbot, page)


def test_the_chosen_language_is_used_by_the_next_window(make_window):
    first = make_window()
    first.settings.set("ui/language", "zh_CN")
    first.settings.sync()
    first.close()
    second = make_window()
    assert i18n.language() == "zh_CN"
    assert second.menus["game"].title() == translations("zh_CN")["&Game"]


def test_a_missing_language_catalog_falls_back_to_english(
    profile, make_window, monkeypatch, tmp_path
):
    empty = tmp_path / "no-resources"
    (empty / "i18n").mkdir(parents=True)
    (empty / "i18n" / "gupai_zh_CN.qm").write_bytes(b"not a Qt catalogue")
    monkeypatch.setattr(i18n, "resource", lambda *parts: empty.joinpath(*parts))
    write_settings(profile, b"[ui]\nlanguage=zh_CN\n")
    window = make_window()
    assert i18n.language() == "en"
    assert window.menus["game"].title() == "&Game"
    (empty / "i18n" / "gupai_zh_CN.qm").unlink()
    window.settings.set("ui/language", "zh_CN")
    window.apply_settings(["ui/language"])
    assert window.menus["game"].title() == "&Game"


def test_table_colour_and_tile_style_apply_to_the_open_table(qtbot, window):
    page = open_table(window, seed=504)
    before = page.scene.colour.name()
    window.settings.set("ui/table_colour", "blue")
    window.settings.set("ui/tile_style", "black")
    window.apply_settings(["ui/table_colour", "ui/tile_style"])
    assert page.scene.colour.name() != before
    assert all(sp.style == "black" for sp in page.table.sprites)
    wait_ai(qtbot, page)


def test_the_start_page_follows_the_table_colour_tile_style_and_card_colours(qtbot, window):
    """Found by a new user: the start page's felt stayed green and its pictures ivory tiles
    and two-colour cards whatever Settings said. They follow it, at once."""
    from gupai_desktop.app.chooser import felt_shades
    from gupai_desktop.base.settings import TABLE_COLOURS

    chooser = window.chooser
    qtbot.waitUntil(lambda: not chooser.pictures["paigow"].pixmap().isNull(), timeout=5000)
    tiles = chooser.pictures["paigow"].pixmap().toImage()
    cards = chooser.pictures["chinese-poker"].pixmap().toImage()
    assert felt_shades(TABLE_COLOURS["green"])[0] in chooser.styleSheet()
    window.settings.set("ui/table_colour", "red")
    window.settings.set("ui/tile_style", "black")
    window.settings.set("ui/four_colour", True)
    window.apply_settings(["ui/table_colour", "ui/tile_style", "ui/four_colour"])
    assert felt_shades(TABLE_COLOURS["red"])[0] in chooser.styleSheet()
    assert chooser.pictures["paigow"].pixmap().toImage() != tiles
    assert chooser.pictures["chinese-poker"].pixmap().toImage() != cards  # a blue diamond


def test_a_settings_file_of_version_1_is_migrated_and_keeps_every_choice(profile):
    """Version 1 wrote Small Mahjong under its old id and Chinese Poker's "variation"; both are
    read into version 2's keys, the rest as they were, without a warning."""
    from gupai_desktop.base.settings import SCHEMA_VERSION, Settings

    folder = write_settings(
        profile,
        (
            b"[meta]\nversion=1\n[ui]\nlanguage=zh_CN\n[game]\nlast_game=smallmahjong\n"
            b"[paigow]\nstake=25\nbanking=rotate\nai_level=house\n"
            b"[smallmahjong]\nplayers=3\nclaim_order=win-first\nai_level=first\n"
            b"[chinese-poker]\npreset=basic\nvariation=pool-sweep\nsweep_bonus=1\n"
            b"[dingniu]\nvoluntary_face_down=true\nunit=2\n"
        ),
    )
    s = Settings(folder / "settings.ini")
    assert s.warnings == []
    assert s.get("ui/language") == "zh_CN" and s.get("game/last_game") == "small-mahjong"
    assert (s.get("paigow/stake"), s.get("paigow/banking"), s.get("paigow/ai_level")) == (
        25,
        "rotate",
        "house",
    )
    assert s.game_rules("small-mahjong")["players"] == 3
    assert s.get("small-mahjong/claim_order") == "win-first"
    assert s.get("small-mahjong/ai_level") == "first"
    cp = s.game_rules("chinese-poker")
    assert (cp["preset"], cp["scoring"], cp["pool_sweep"], cp["sweep_bonus"]) == (
        "basic",
        "pool",
        True,
        1,
    )
    assert s.get("chinese-poker/rules_preset") == "pool-sweep"
    assert s.get("dingniu/voluntary_face_down") is True and s.get("dingniu/unit") == 2
    s.sync()
    text = (folder / "settings.ini").read_text()
    assert f"version={SCHEMA_VERSION}" in text and "smallmahjong" not in text
    assert "variation" not in text
    again = Settings(folder / "settings.ini")  # a second open changes nothing
    assert again.warnings == [] and again.game_rules("chinese-poker") == cp


def test_a_newer_settings_file_keeps_its_unknown_keys(profile):
    from gupai_desktop.base.settings import Settings

    folder = write_settings(
        profile, b"[meta]\nversion=99\n[ui]\nfuture_option=1\n[paigow]\nstake=30\n"
    )
    s = Settings(folder / "settings.ini")
    assert s.warnings == [] and s.get("paigow/stake") == 30
    s.sync()
    assert "future_option=1" in (folder / "settings.ini").read_text()
