"""The tree is lint-clean and formatted as ruff has it ([tool.ruff] in pyproject.toml), checked
in the README's test command so CI fails on either."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def ruff(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "ruff", *args], cwd=ROOT, text=True, capture_output=True, timeout=120
    )


def test_ruff_finds_nothing_to_lint():
    done = ruff("check", "--output-format", "concise", ".")
    assert done.returncode == 0, done.stdout + done.stderr


def test_every_file_is_formatted():
    done = ruff("format", "--check", ".")
    assert done.returncode == 0, "run `ruff format .`:\n" + done.stdout + done.stderr
