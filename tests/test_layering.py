"""The engine, ai and records layers never import Qt (ARCHITECTURE.md: arrows point down)."""

import ast
import subprocess
import sys
from pathlib import Path

import pytest

import gupai_desktop

PACKAGE = Path(gupai_desktop.__file__).parent
PURE_LAYERS = ("engine", "ai", "records")
QT_ROOTS = ("PySide6", "shiboken6", "PyQt5", "PyQt6", "PyQt")


def _qt_imports(path: Path) -> list[str]:
    """Names of Qt modules imported anywhere in a file (top level or inside functions)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module]
        elif (
            isinstance(node, ast.Call)
            and getattr(node.func, "attr", getattr(node.func, "id", ""))
            in ("import_module", "__import__")
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            names = [node.args[0].value]
        else:
            continue
        found += [n for n in names if n.split(".")[0] in QT_ROOTS]
    return found


def _files(layer: str) -> list[Path]:
    return sorted((PACKAGE / layer).rglob("*.py"))


@pytest.mark.parametrize("layer", PURE_LAYERS)
def test_pure_layer_imports_no_qt(layer):
    """No module under engine/, ai/ or records/ imports PySide6, shiboken6 or PyQt."""
    files = _files(layer)
    assert files, f"no Python files found under {layer}/"
    offenders = {str(f.relative_to(PACKAGE)): names for f in files if (names := _qt_imports(f))}
    assert not offenders


def test_pure_layers_import_no_qt_layer_of_the_app():
    """engine/, ai/ and records/ do not import the Qt packages (app, base, table, dialogs, games)."""
    qt_layers = {f"gupai_desktop.{name}" for name in ("app", "base", "table", "dialogs", "games")}
    offenders = []
    for layer in PURE_LAYERS:
        for f in _files(layer):
            for node in ast.walk(ast.parse(f.read_text(encoding="utf-8"))):
                if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                    names = [node.module]
                elif isinstance(node, ast.Import):
                    names = [a.name for a in node.names]
                else:
                    continue
                offenders += [
                    (f.name, n)
                    for n in names
                    if any(n == q or n.startswith(q + ".") for q in qt_layers)
                ]
    assert not offenders


def test_the_checker_detects_qt_imports(tmp_path):
    """The AST walk finds plain, from- and function-level Qt imports."""
    sample = tmp_path / "sample.py"
    sample.write_text(
        "import os\nfrom PySide6.QtCore import Qt\n"
        "def f():\n    import shiboken6\n    import PyQt6.QtGui\n"
    )
    assert _qt_imports(sample) == ["PySide6.QtCore", "shiboken6", "PyQt6.QtGui"]


def test_importing_the_engine_loads_no_qt():
    """A fresh interpreter importing the Pai Gow state and the session loads no Qt module."""
    code = (
        "import gupai_desktop.engine.paigow.state, gupai_desktop.engine.session; import sys; "
        "assert not any(m.startswith(('PySide6','shiboken6')) for m in sys.modules)"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr


def test_the_import_contracts_hold():
    """import-linter's contracts (pyproject.toml): the layers import downwards only, with no
    cycle between packages, and each game's Qt package stands on its own."""
    from importlinter.cli import lint_imports

    root = Path(__file__).resolve().parents[1]
    assert lint_imports(config_filename=str(root / "pyproject.toml"), no_cache=True) == 0, (
        "run lint-imports to see the broken contract"
    )
