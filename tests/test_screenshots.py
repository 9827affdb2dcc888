"""The README's pictures: packaging/screenshots.py, run as a user would, draws the start page,
every game in the registry and the scoring window, each a PNG of the window's size and small
enough for a README. Against the weakest AI, to be quick: the strongest only changes which
moves the pictures show."""

from __future__ import annotations

import importlib.util
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from gupai_desktop.engine import games

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "packaging" / "screenshots.py"


def _script():
    spec = importlib.util.spec_from_file_location("screenshots", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path.name} is not a PNG"
    return struct.unpack(">II", data[16:24])


@pytest.mark.slow
def test_script_draws_the_start_page_every_game_and_a_scoring_window(tmp_path):
    run = subprocess.run(
        [sys.executable, str(SCRIPT), "--out", str(tmp_path), "--weakest-ai"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert run.returncode == 0, run.stdout[-2000:] + run.stderr[-4000:]
    names = ["start", *games.game_ids(), "scoring"]
    assert sorted(p.stem for p in tmp_path.glob("*.png")) == sorted(names)
    size = _script().SIZE
    for name in names:
        picture = tmp_path / f"{name}.png"
        assert png_size(picture) == size, name
        # A blank window compresses to a few kB; a README wants well under 300 kB.
        assert 30_000 < picture.stat().st_size < 300_000, name
