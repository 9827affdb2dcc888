"""Translation catalogs: every tr() string translated, placeholders kept, nothing stale.

The strings are found with `ast` in every .py file under gupai_desktop/ (the logic lives in
packaging/i18n_check.py, which also runs on its own: `python packaging/i18n_check.py`).
"""
import importlib.util
import json
import os
import string
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from gupai_desktop.base import i18n  # noqa: E402
from gupai_desktop.engine import games  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("i18n_check", ROOT / "packaging" / "i18n_check.py")
check = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(check)

SHIPPED = [code for code in i18n.LANGUAGES if code != "en"]


@pytest.fixture(scope="module")
def keys() -> dict[str, str]:
    return check.required_keys()


@pytest.fixture(scope="module")
def catalogs() -> dict[str, dict]:
    return {code: json.loads((check.CATALOG_DIR / f"{code}.json").read_text(encoding="utf-8"))
            for code in SHIPPED}


@pytest.fixture
def restore_language():
    yield
    i18n.set_language("en")


def test_extraction_finds_the_ui_strings(keys):
    literals, _dynamic = check.tr_calls()
    assert len(literals) > 100
    # one from each of app, dialogs, games and the registries reached through a variable
    for text in ("&Game", "AI players' level:", "Pair of Teens", "Low hand", "Rule options"):
        assert text in keys, text


def test_every_catalog_is_a_flat_string_map(catalogs):
    for code in SHIPPED:
        assert (check.CATALOG_DIR / f"{code}.json").exists(), code
    for code, catalog in catalogs.items():
        assert isinstance(catalog, dict)
        bad = [k for k, v in catalog.items() if not isinstance(k, str) or not isinstance(v, str)]
        assert not bad, f"{code}: non-string entries {bad}"
    shipped_files = {p.stem for p in check.CATALOG_DIR.glob("*.json")}
    assert shipped_files <= set(i18n.LANGUAGES), shipped_files - set(i18n.LANGUAGES)


@pytest.mark.parametrize("code", SHIPPED)
def test_every_tr_string_is_translated(code, keys, catalogs):
    catalog = catalogs[code]
    missing = [f"{text!r} ({where})" for text, where in sorted(keys.items())
               if not catalog.get(text, "").strip()]
    assert not missing, f"{code}.json lacks {len(missing)} strings:\n" + "\n".join(missing)


@pytest.mark.parametrize("code", SHIPPED)
def test_placeholders_match(code, keys, catalogs):
    catalog = catalogs[code]
    wrong = []
    for text in keys:
        if text in catalog and check.placeholders(text) != check.placeholders(catalog[text]):
            wrong.append(f"{text!r}: {sorted(check.placeholders(text))} vs "
                         f"{catalog[text]!r}: {sorted(check.placeholders(catalog[text]))}")
        elif text in catalog:
            sample = {name: 1 for name in _field_names(text)}
            catalog[text].format(**sample)  # must format like the source does
    assert not wrong, f"{code}.json changes placeholders:\n" + "\n".join(wrong)


def _field_names(text: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(text) if f}


@pytest.mark.parametrize("code", SHIPPED)
def test_menu_accelerators_kept(code, keys, catalogs):
    lost = [text for text in keys if "&" in text.replace("&&", "") and
            "&" not in catalogs[code].get(text, "&").replace("&&", "")]
    assert not lost, f"{code}.json drops the &accelerator of {lost}"


@pytest.mark.parametrize("code", SHIPPED)
def test_no_stale_keys(code, keys, catalogs):
    stale = sorted(set(catalogs[code]) - set(keys))
    assert not stale, (f"{code}.json has {len(stale)} keys no tr() call uses:\n"
                       + "\n".join(repr(s) for s in stale))


def test_non_literal_tr_arguments_are_known():
    """tr(variable) is allowed only where the strings come from a registry the check reads."""
    _literals, dynamic = check.tr_calls()
    unknown = check.unknown_dynamic(dynamic)
    assert not unknown, ("tr() with a non-literal argument; pass a literal, or add the expression "
                         "to KNOWN_DYNAMIC and its strings to registry_keys() in "
                         "packaging/i18n_check.py:\n" + "\n".join(unknown))


@pytest.mark.parametrize("game_id", games.game_ids())
@pytest.mark.parametrize("code", list(i18n.LANGUAGES))
def test_rules_page_exists(game_id, code):
    path = ROOT / "resources" / "rules" / f"{game_id}.{code}.html"
    assert path.exists(), path
    html = path.read_text(encoding="utf-8")
    assert html.count("<h2>") == (ROOT / "resources" / "rules" /
                                  f"{game_id}.en.html").read_text(encoding="utf-8").count("<h2>")


def test_set_language_translates(restore_language):
    i18n.set_language("zh_CN")
    assert i18n.language() == "zh_CN"
    assert i18n.tr("Pair of Teens") == "双天"
    assert i18n.tr("Banker wins") == "庄家胜"
    assert i18n.tr("not a catalog key") == "not a catalog key"
    i18n.set_language("en")
    assert i18n.tr("Pair of Teens") == "Pair of Teens"


def test_unknown_language_falls_back_to_english(restore_language):
    i18n.set_language("zh_CN")
    i18n.set_language("xx_YY")
    assert i18n.language() == "en"
    assert i18n.tr("Pair of Teens") == "Pair of Teens"
