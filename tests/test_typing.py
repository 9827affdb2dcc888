"""mypy over the rules, the AI and records finds no error ([tool.mypy] in pyproject.toml says
which packages and how strictly; test extras install mypy and the jsonschema stubs)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from mypy import api

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("engine", "ai", "records")


@pytest.mark.slow
def test_mypy_finds_no_error_in_the_engine_the_ai_and_records():
    """From scratch, so that no earlier run's state hides one: no cache read or written (mypy
    takes the null device for that; writing one cost a fifth of the check)."""
    out, err, status = api.run(
        [
            "--config-file",
            str(ROOT / "pyproject.toml"),
            "--cache-dir",
            os.devnull,
            "--no-error-summary",
            "--hide-error-context",
            *(str(ROOT / "gupai_desktop" / p) for p in PACKAGES),
        ]
    )
    assert status == 0 and not out.strip(), out + err
