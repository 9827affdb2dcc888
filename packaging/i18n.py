"""The UI's translations, kept with Qt's tools: `.ts` catalogues under resources/i18n/ that
pyside6-lupdate extracts from every tr() call, compiled to the `.qm` the app loads.

    python packaging/i18n.py update    # lupdate: add new tr() strings to every catalogue
    python packaging/i18n.py release   # lrelease: compile each .ts to the .qm that ships
    python packaging/i18n.py check     # report unfinished, missing or stale translations

A count is written `tr("%n hand(s)", None, n)` and takes the language's plural forms; English,
the source language, has a catalogue of its own (gupai_en) holding only those forms.

Translate the new strings (Qt Linguist, or any editor: fill each <translation> and drop its
type="unfinished"), then `release` and commit the .ts and .qm together. tests/test_i18n.py runs
the same checks, and fails when a shipped .qm is not what lrelease makes of its .ts.

Qt's own catalogue, qtbase_<code>.qm, lacks a few strings Qt's widgets show (the file dialog's
"&Look in:", a folder's type "Folder"): qtbase_extra_<code>.ts holds them, kept by hand under
Qt's contexts, compiled and checked with the app's.
"""

from __future__ import annotations

import ast
import shutil
import string
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "gupai_desktop"
CATALOG_DIR = ROOT / "resources" / "i18n"
PREFIX = "gupai_"
# Locations are left out: line numbers would change the catalogues with every edit of the code.
LUPDATE_ARGS = [
    "-extensions",
    "py",
    "-locations",
    "none",
    "-no-obsolete",
    "-source-language",
    "en",
    "-silent",
]


PLURALS = "en"  # the source language's catalogue: its plural forms only (lupdate -pluralonly)


class Message(NamedTuple):
    source: str
    translation: str  # a plural message's forms, one a line
    kind: str  # "" when finished; unfinished, vanished or obsolete otherwise
    forms: tuple[str, ...] = ()  # a plural message's forms (none for another)


def languages() -> list[str]:
    """The shipped languages besides English, as the app lists them."""
    sys.path.insert(0, str(ROOT))
    from gupai_desktop.base.i18n import LANGUAGES

    return [code for code in LANGUAGES if code != "en"]


def ts_path(code: str) -> Path:
    return CATALOG_DIR / f"{PREFIX}{code}.ts"


def qm_path(code: str) -> Path:
    return CATALOG_DIR / f"{PREFIX}{code}.qm"


QT_EXTRA = "qtbase_extra_"


def qt_extra_ts(code: str) -> Path:
    return CATALOG_DIR / f"{QT_EXTRA}{code}.ts"


def qt_extra_qm(code: str) -> Path:
    return CATALOG_DIR / f"{QT_EXTRA}{code}.qm"


def tool(name: str) -> str:
    """A PySide6 tool: beside this Python (a virtualenv's bin/), else on PATH."""
    for folder in (Path(sys.executable).parent, None):
        found = shutil.which(f"pyside6-{name}", path=str(folder) if folder else None)
        if found:
            return found
    raise SystemExit(f"pyside6-{name} not found: install PySide6 (pip install -e '.[test]')")


def update(codes: list[str]) -> None:
    for group, extra in (([c for c in codes if c != PLURALS], []), ([PLURALS], ["-pluralonly"])):
        if group:
            subprocess.run(
                [
                    tool("lupdate"),
                    *LUPDATE_ARGS,
                    *extra,
                    str(PACKAGE),
                    "-ts",
                    *(str(ts_path(code)) for code in group),
                ],
                check=True,
            )


def release(ts: Path, qm: Path) -> None:
    subprocess.run([tool("lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)


def messages(ts: Path) -> list[Message]:
    out = []
    for message in ET.parse(ts).getroot().iter("message"):
        translation = message.find("translation")
        forms = tuple(form.text or "" for form in (translation if translation is not None else ()))
        text = (
            "\n".join(forms)
            if forms
            else (translation.text or "")
            if translation is not None
            else ""
        )
        out.append(
            Message(
                message.findtext("source") or "",
                text,
                translation.get("type", "") if translation is not None else "missing",
                forms,
            )
        )
    return out


def contexts(ts: Path) -> list[str]:
    return [context.findtext("name") or "" for context in ET.parse(ts).getroot().iter("context")]


# -- the tr() strings in the code, found with ast: a check that lupdate saw every one -----------
def _call_name(func: ast.expr) -> str | None:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):  # i18n.tr("...")
        return func.attr
    return None


class TrCall(NamedTuple):
    where: str  # "gupai_desktop/file.py:line"
    text: str | None  # the literal, None when the first argument is not one
    source: str  # the first argument as written
    counted: bool  # a count is passed (a third argument): a plural message


_parsed: dict[tuple[Path, int, int], list[TrCall]] = {}


def _tr_calls_in(path: Path, package: Path) -> list[TrCall]:
    """The tr() calls of one file, parsed once while it is unchanged (the checks ask for them
    again and again, and parsing every file is most of their time)."""
    stat = path.stat()
    key = (path, stat.st_mtime_ns, stat.st_size)
    if key not in _parsed:
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        rel = path.relative_to(package.parent).as_posix()
        _parsed[key] = [
            TrCall(
                f"{rel}:{node.lineno}",
                arg.value if isinstance(arg, ast.Constant) and isinstance(arg.value, str) else None,
                ast.unparse(arg),
                len(node.args) > 2,
            )
            for node in ast.walk(tree)
            if isinstance(node, ast.Call) and _call_name(node.func) == "tr" and node.args
            for arg in node.args[:1]
        ]
    return _parsed[key]


def _all_tr_calls(package: Path) -> list[TrCall]:
    return [call for path in sorted(package.rglob("*.py")) for call in _tr_calls_in(path, package)]


def tr_calls(package: Path = PACKAGE) -> tuple[dict[str, list[str]], list[tuple[str, str]]]:
    """(literal -> ["file:line", ...], [("file:line", argument source) of non-literal tr() calls]).
    A literal with a count (a third argument) is a plural message: `plural_keys` lists them."""
    literals: dict[str, list[str]] = {}
    dynamic: list[tuple[str, str]] = []
    for call in _all_tr_calls(package):
        if call.text is not None:
            literals.setdefault(call.text, []).append(call.where)
        else:
            dynamic.append((call.where, call.source))
    return literals, dynamic


def plural_keys(package: Path = PACKAGE) -> set[str]:
    """The tr() literals called with a count, `tr("%n hand(s)", None, n)`."""
    return {c.text for c in _all_tr_calls(package) if c.counted and c.text is not None}


def required_keys() -> dict[str, str]:
    """Every string a catalogue must translate: text -> first place it is used. Game titles,
    option labels and AI level names are not tr() strings: each game declares them in every
    language in its GameSpec (engine/options.Text)."""
    literals, _dynamic = tr_calls()
    return {text: places[0] for text, places in literals.items()}


def placeholders(text: str) -> set[str]:
    """The {fields} of a str.format template, with conversion and format spec: {"{bank:g}", ...}."""
    fields = set()
    try:
        for _literal, field, spec, conv in string.Formatter().parse(text):
            if field is not None:
                fields.add(
                    "{" + field + (f"!{conv}" if conv else "") + (f":{spec}" if spec else "") + "}"
                )
    except ValueError:
        fields.add("<malformed braces>")
    return fields


def accelerator(text: str) -> bool:
    return "&" in text.replace("&&", "")


def unfinished(message: Message) -> str:
    """Why a message is not a translation yet ("unfinished", "vanished", "empty"...), or "":
    what no catalogue, the app's or the supplement to Qt's, may ship."""
    if message.kind or not all(f.strip() for f in message.forms or (message.translation,)):
        return message.kind or "empty"
    return ""


def accelerator_lost(message: Message) -> bool:
    return accelerator(message.source) and not accelerator(message.translation)


def problems(code: str, keys: dict[str, str]) -> list[str]:
    """What is wrong with one language's catalogue, one line each (English's: its plural
    messages only)."""
    plurals = plural_keys()
    if code == PLURALS:
        keys = {text: place for text, place in keys.items() if text in plurals}
    ts = ts_path(code)
    if not ts.exists():
        return [f"{code}: {ts.name} is missing (python packaging/i18n.py update)"]
    out = [
        f"{code}: {name!r} context: call tr() by its bare name (lupdate files x.tr() under x)"
        for name in contexts(ts)
        if name
    ]
    found = {m.source: m for m in messages(ts)}
    for text in sorted(keys):
        message = found.get(text)
        if message is None:
            out.append(f"{code}: missing {text!r} ({keys[text]}): run update")
        elif unfinished(message):
            out.append(f"{code}: {unfinished(message)} {text!r} ({keys[text]})")
        elif (text in plurals) != bool(message.forms):
            out.append(f"{code}: {text!r} is plural in the code or the catalogue, not both")
        elif any("%n" not in form for form in message.forms):
            out.append(f"{code}: a plural form of {text!r} lacks its %n: {message.translation!r}")
        elif placeholders(text) != placeholders(message.translation):
            out.append(f"{code}: placeholders differ for {text!r}: {message.translation!r}")
        elif accelerator_lost(message):
            out.append(f"{code}: the &accelerator of {text!r} is lost: {message.translation!r}")
    out += [
        f"{code}: stale {text!r} (no tr() uses it): run update"
        for text in sorted(set(found) - set(keys))
    ]
    if not qm_path(code).exists():
        out.append(f"{code}: {qm_path(code).name} is missing: run release")
    return out


def qt_extra_problems(code: str) -> list[str]:
    """What is wrong with one language's supplement to Qt's catalogue: each message translated,
    its &accelerator kept, and compiled."""
    ts = qt_extra_ts(code)
    if not ts.exists():
        return [f"{code}: {ts.name} is missing"]
    out = []
    for message in messages(ts):
        if unfinished(message):
            out.append(f"{code}: {ts.name}: {unfinished(message)} {message.source!r}")
        elif accelerator_lost(message):
            out.append(f"{code}: {ts.name}: the &accelerator of {message.source!r} is lost")
    if not qt_extra_qm(code).exists():
        out.append(f"{code}: {qt_extra_qm(code).name} is missing: run release")
    return out


def unknown_dynamic() -> list[str]:
    """tr(variable) would go untranslated: lupdate only sees literals."""
    _literals, dynamic = tr_calls()
    return [f"{where}: tr({expr}): pass a literal" for where, expr in dynamic]


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "check"
    codes = [*languages(), PLURALS]
    if command == "update":
        update(codes)
    elif command == "release":
        for code in codes:
            release(ts_path(code), qm_path(code))
        for code in languages():
            release(qt_extra_ts(code), qt_extra_qm(code))
    elif command != "check":
        print(__doc__, file=sys.stderr)
        return 2
    keys = required_keys()
    found = [line for code in codes for line in problems(code, keys)] + unknown_dynamic()
    found += [line for code in languages() for line in qt_extra_problems(code)]
    for line in found:
        print(line)
    print(f"{len(keys)} strings in {', '.join(codes)}: {len(found)} problems")
    return 1 if found and command == "check" else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
