"""The AI uses the engine through its public names only: a name starting with "_" is the
engine's own business and may change without notice. Every ai/*.py is parsed: nothing it
imports from the engine, and no attribute it reads off anything but itself or an AI module,
may start with "_" (dunders such as __dataclass_fields__ are Python's, not private names).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import gupai_desktop.ai

AI_DIR = Path(gupai_desktop.ai.__file__).parent
AI_FILES = sorted(AI_DIR.glob("*.py"))


def private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def from_engine(node: ast.ImportFrom) -> bool:
    module = node.module or ""
    if node.level == 0:
        return module.startswith("gupai_desktop.engine")
    return node.level == 2 and module.split(".")[0] == "engine"  # ..engine from ai/


def from_ai(node: ast.ImportFrom) -> bool:
    module = node.module or ""
    return (node.level == 1) or module.startswith("gupai_desktop.ai")


def offences(source: str) -> list[str]:
    tree = ast.parse(source)
    own = {"self", "cls"}
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and from_ai(node):
            own.update(alias.asname or alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and from_engine(node):
            found += [
                f"line {node.lineno}: imports {alias.name} from the engine"
                for alias in node.names
                if private(alias.name)
            ]
        elif isinstance(node, ast.Import):
            found += [
                f"line {node.lineno}: imports {alias.name}"
                for alias in node.names
                if alias.name.startswith("gupai_desktop.engine")
                and any(private(part) for part in alias.name.split("."))
            ]
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and private(node.attr):
            base = node.value
            if not (isinstance(base, ast.Name) and base.id in own):
                found.append(f"line {node.lineno}: reads .{node.attr}")
    return found


@pytest.mark.parametrize("path", AI_FILES, ids=lambda p: p.name)
def test_the_ai_uses_public_engine_names_only(path):
    assert offences(path.read_text(encoding="utf-8")) == []


def test_the_check_sees_private_imports_and_attributes():
    source = (
        "from ..engine.dingniu.state import DingNiuState, _redeal\n"
        "from gupai_desktop.engine.core import _check\n"
        "from . import chinese_poker as ai\n"
        "def f(state, obs):\n"
        "    ai._OUTCOMES\n"
        "    obs.__class__\n"
        "    return state._history\n"
    )
    assert offences(source) == [
        "line 1: imports _redeal from the engine",
        "line 2: imports _check from the engine",
        "line 7: reads ._history",
    ]
