"""Extract the strings passed to tr() and check the shipped translation catalogs.

    python packaging/i18n_check.py            # report missing / stale / placeholder problems
    python packaging/i18n_check.py --list     # print every tr() literal, one JSON string a line

tests/test_i18n.py runs the same checks.
"""
from __future__ import annotations

import ast
import json
import string
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "gupai_desktop"
CATALOG_DIR = ROOT / "resources" / "i18n"


def _call_name(func: ast.expr) -> str | None:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):  # i18n.tr("...")
        return func.attr
    return None


def tr_calls(package: Path = PACKAGE) -> tuple[dict[str, list[str]], list[tuple[str, str]]]:
    """(literal -> ["file:line", ...], [("file:line", argument source) of non-literal tr() calls])."""
    literals: dict[str, list[str]] = {}
    dynamic: list[tuple[str, str]] = []
    for path in sorted(package.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        rel = path.relative_to(package.parent).as_posix()
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and _call_name(node.func) == "tr" and node.args:
                arg = node.args[0]
                where = f"{rel}:{node.lineno}"
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    literals.setdefault(arg.value, []).append(where)
                else:
                    dynamic.append((where, ast.unparse(arg)))
    return literals, dynamic


# tr() calls whose argument is not a literal, by source text of the argument, and where the
# strings they can receive come from. A new non-literal tr() call must be added here (with its
# source in registry_keys()), or its strings would go untranslated without any test noticing.
# tr() with a non-literal argument is allowed only for expressions listed here, whose strings
# registry_keys() returns. Game titles, option labels and AI level names are not tr() strings:
# each game declares them in both languages in its GameSpec (engine/options.Text).
KNOWN_DYNAMIC: dict[str, str] = {}


def registry_keys() -> dict[str, str]:
    """Strings that reach tr() through a variable: text -> where it comes from."""
    return {}


def unknown_dynamic(dynamic: list[tuple[str, str]]) -> list[str]:
    return [f"{where}: tr({expr})" for where, expr in dynamic if expr not in KNOWN_DYNAMIC]


def required_keys() -> dict[str, str]:
    """Every string a catalog must translate: text -> first place it is used."""
    literals, _dynamic = tr_calls()
    keys = {text: places[0] for text, places in literals.items()}
    for text, source in registry_keys().items():
        keys.setdefault(text, source)
    return keys


def placeholders(text: str) -> set[str]:
    """The {fields} of a str.format template, with conversion and format spec: {"{bank:g}", ...}."""
    fields = set()
    try:
        for _literal, field, spec, conv in string.Formatter().parse(text):
            if field is not None:
                fields.add("{" + field + (f"!{conv}" if conv else "") + (f":{spec}" if spec else "") + "}")
    except ValueError:
        fields.add("<malformed braces>")
    return fields


def catalogs() -> dict[str, dict[str, str]]:
    return {p.stem: json.loads(p.read_text(encoding="utf-8")) for p in sorted(CATALOG_DIR.glob("*.json"))}


def problems() -> list[str]:
    keys = required_keys()
    out = []
    for code, catalog in catalogs().items():
        for text in sorted(keys):
            if not isinstance(catalog.get(text), str) or not catalog[text].strip():
                out.append(f"{code}: missing {text!r} ({keys[text]})")
            elif placeholders(text) != placeholders(catalog[text]):
                out.append(f"{code}: placeholders differ for {text!r}: {catalog[text]!r}")
        for text in sorted(set(catalog) - set(keys)):
            out.append(f"{code}: stale {text!r}")
    _literals, dynamic = tr_calls()
    out += [f"non-literal tr() argument not in KNOWN_DYNAMIC: {d}" for d in unknown_dynamic(dynamic)]
    return out


def main(argv: list[str]) -> int:
    keys = required_keys()
    if "--list" in argv:
        for text in sorted(keys):
            print(json.dumps(text, ensure_ascii=False))
        return 0
    found = problems()
    for line in found:
        print(line)
    print(f"{len(keys)} strings, {len(found)} problems")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
