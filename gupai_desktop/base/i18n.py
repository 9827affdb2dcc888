"""UI translation: English source strings looked up in a JSON catalog per language.

Every user-visible string goes through `tr()`; a test checks that each literal passed to tr()
has an entry in every shipped catalog, so no string is left untranslated.
"""
from __future__ import annotations

from ..paths import resource

LANGUAGES = {"en": "English", "zh_CN": "简体中文"}
_catalog: dict[str, str] = {}
_language = "en"


def load_catalog(code: str) -> dict[str, str]:
    if code == "en":
        return {}
    import json             # only here: English, the default, needs no catalog at start-up
    with open(resource("i18n", f"{code}.json"), encoding="utf-8") as fh:
        return json.load(fh)


def set_language(code: str) -> None:
    global _catalog, _language
    if code not in LANGUAGES:
        code = "en"
    try:
        _catalog = load_catalog(code)
    except (OSError, ValueError):   # a missing or damaged catalog must not stop the app
        code, _catalog = "en", {}
    _language = code


def language() -> str:
    return _language


def tr(text: str) -> str:
    return _catalog.get(text, text)
