"""UI translation, the Qt way: `tr(text)` is `QCoreApplication.translate("", text)`, answered
by the QTranslator of the chosen language. A count takes Qt's plural forms:
`tr("%n hand(s)", None, n)` reads "1 hand" or "3 hands" (English's forms are a catalogue too,
gupai_en, which holds nothing else), and "3 手" in Chinese.

The app's catalogue is resources/i18n/gupai_<code>.qm, compiled from the .ts that
pyside6-lupdate keeps (packaging/i18n.py); Qt's own qtbase_<code>.qm, from Qt's translations
folder, speaks for its dialogs' buttons, and resources/i18n/qtbase_extra_<code>.qm for the
few strings Qt's catalogue lacks (the file dialog's "Look in:"). The language is also the
default QLocale, in which Qt names file types. Installing translators sends every widget a
LanguageChange event, on which the window words itself again.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from ..paths import resource

LANGUAGES = {"en": "English", "zh_CN": "简体中文", "zh_TW": "繁體中文"}
_translators: list[QTranslator] = []
_language = "en"


def _translator(name: str, folder: str) -> QTranslator | None:
    translator = QTranslator()
    return translator if translator.load(name, folder) else None


def qt_translations_dir() -> str:
    return QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)


def set_language(code: str) -> None:
    """Install the language's catalogues (English only its plural forms); a missing or damaged
    catalogue of the app's falls back to English, a missing one of Qt's leaves its buttons
    English."""
    global _language
    if code not in LANGUAGES:
        code = "en"
    for translator in _translators:
        QCoreApplication.removeTranslator(translator)
    _translators.clear()
    own = _translator(f"gupai_{code}", str(resource("i18n"))) if code != "en" else None
    if own is None:
        code = "en"
        plurals = _translator("gupai_en", str(resource("i18n")))
        _translators.extend(t for t in (plurals,) if t is not None)
    else:
        qt = _translator(f"qtbase_{code}", qt_translations_dir())
        qt_extra = _translator(f"qtbase_extra_{code}", str(resource("i18n")))
        _translators.extend(t for t in (qt, qt_extra, own) if t is not None)
    for translator in _translators:
        QCoreApplication.installTranslator(translator)
    QLocale.setDefault(QLocale(code) if code != "en" else QLocale(QLocale.Language.English))
    _language = code


def language() -> str:
    return _language


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """`text` in the UI's language; with a count `n`, the plural form for it, %n replaced."""
    return QCoreApplication.translate("", text, disambiguation, n)
