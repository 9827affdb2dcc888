"""Packaging: the desktop entry, the PyInstaller spec, the wheel's package list, where shipped
resources are found, the PySide6 guard, and (slow) a real frozen build that passes --self-test."""

from __future__ import annotations

import configparser
import os
import shutil
import struct
import subprocess
import sys
import time
import tomllib
from pathlib import Path

import pytest

from gupai_desktop import paths
from gupai_desktop.app.main import pyside_problem

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
SPEC = PACKAGING / "gupai-desktop.spec"
ICON = ROOT / "resources" / "icons" / "gupai.png"
EXE = ".exe" if sys.platform == "win32" else ""


def read_desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # desktop entry keys are case-sensitive
    parser.read(PACKAGING / "gupai-desktop.desktop", encoding="utf-8")
    return parser["Desktop Entry"]


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


def test_desktop_entry_parses_and_names_the_installed_icon():
    entry = read_desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Gupai" and entry["Comment"]
    assert entry["Exec"] == "gupai-desktop"
    assert entry["Terminal"] == "false"
    assert entry["Categories"].split(";")[:2] == ["Game", "BoardGame"]
    # Icon is a theme name; the install script puts resources/icons/gupai.png there at 256 px.
    assert entry["Icon"] == "gupai-desktop"
    assert ICON.is_file() and png_size(ICON) == (256, 256)
    script = (PACKAGING / "install-desktop-entry.sh").read_text(encoding="utf-8")
    assert "resources/icons/gupai.png" in script
    assert "hicolor/256x256/apps" in script and "gupai-desktop.png" in script


@pytest.mark.skipif(
    sys.platform == "win32" or shutil.which("bash") is None,
    reason="the helper is for freedesktop systems",
)
def test_install_desktop_entry_copies_entry_and_icon(tmp_path):
    env = {**os.environ, "HOME": str(tmp_path)}
    env.pop("XDG_DATA_HOME", None)
    subprocess.run(
        ["bash", str(PACKAGING / "install-desktop-entry.sh")],
        env=env,
        check=True,
        capture_output=True,
        timeout=60,
    )
    data = tmp_path / ".local" / "share"
    installed = data / "applications" / "gupai-desktop.desktop"
    assert installed.read_text(encoding="utf-8") == (PACKAGING / "gupai-desktop.desktop").read_text(
        encoding="utf-8"
    )
    icon = data / "icons" / "hicolor" / "256x256" / "apps" / "gupai-desktop.png"
    assert icon.read_bytes() == ICON.read_bytes()


def test_spec_exists_compiles_and_bundles_resources():
    text = SPEC.read_text(encoding="utf-8")
    compile(text, str(SPEC), "exec")
    assert '(str(ROOT / "resources"), "resources")' in text
    assert (PACKAGING / "pyinstaller-hooks" / "hook-PySide6.QtGui.py").is_file()
    for entry in ("entry_desktop.py", "entry_cli.py"):
        assert (PACKAGING / entry).is_file() and entry in text


def test_pyproject_packages_list_every_package_and_ships_resources():
    """The package list is explicit (find cannot see the resources mapping): a new
    subpackage must be added there or the wheel silently lacks it."""
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    config = pyproject["tool"]["setuptools"]
    on_disk = {
        ".".join(p.parent.relative_to(ROOT).parts)
        for p in (ROOT / "gupai_desktop").rglob("__init__.py")
    }
    listed = set(config["packages"])
    assert listed - {"gupai_desktop.resources"} == on_disk
    assert config["package-dir"]["gupai_desktop.resources"] == "resources"
    assert config["package-data"]["gupai_desktop.resources"] == ["**/*"]
    assert config["exclude-package-data"]["gupai_desktop.resources"] == ["i18n/*.ts"]
    assert config["include-package-data"] is False


def test_resources_dir_in_checkout_and_frozen(monkeypatch, tmp_path):
    assert (paths.resources_dir() / "schema" / "record-v1.schema.json").is_file()
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths.resources_dir() == tmp_path / "resources"


def test_pyside_guard_only_for_6_12_0_on_python_3_11():
    message = pyside_problem((3, 11), "6.12.0")
    assert message and "6.12" in message
    assert pyside_problem((3, 12), "6.12.0") is None
    assert pyside_problem((3, 11), "6.11.3") is None


@pytest.mark.slow
def test_frozen_bundle_passes_self_test(tmp_path):
    """Build the real one-folder bundle from the spec and run the frozen app and CLI."""
    pytest.importorskip("PyInstaller")
    started = time.monotonic()
    build = subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--log-level",
            "WARN",
            str(SPEC),
            "--distpath",
            str(tmp_path / "dist"),
            "--workpath",
            str(tmp_path / "build"),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert build.returncode == 0, build.stdout[-3000:] + build.stderr[-6000:]
    print(f"PyInstaller build took {time.monotonic() - started:.0f} s")
    bundle = tmp_path / "dist" / "gupai-desktop"
    internal = bundle / "_internal"
    assert (internal / "resources" / "schema" / "record-v1.schema.json").is_file()
    # The translations: the app's compiled catalogues (not their .ts), Qt's qtbase ones and
    # the supplement for what Qt's lack.
    assert {p.name for p in (internal / "resources" / "i18n").iterdir()} == {
        "gupai_en.qm",  # English's plural forms
        "gupai_zh_CN.qm",
        "gupai_zh_TW.qm",
        "qtbase_extra_zh_CN.qm",
        "qtbase_extra_zh_TW.qm",
    }
    qt_own = {p.name for p in internal.rglob("qtbase_*.qm") if "extra" not in p.name}
    assert qt_own == {"qtbase_zh_CN.qm", "qtbase_zh_TW.qm"}
    # The trimmed plugin set: offscreen is there, unused plugin folders and QtQuick are not.
    assert any(internal.rglob("*qoffscreen*"))
    assert not any(internal.rglob("imageformats")) and not any(internal.rglob("*Qt6Quick*"))

    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    env.pop("GUPAI_HOME", None)
    run = subprocess.run(
        [str(bundle / f"gupai-desktop{EXE}"), "--self-test"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    if sys.platform != "win32":  # a windowed Windows executable has no stdout
        assert "self-test ok" in run.stdout
        assert "in worker process" in run.stdout  # the AI's workers start in the bundle
        assert "hand reviewed" in run.stdout  # and its background workers review a hand

    cli = subprocess.run(
        [str(bundle / f"gupai{EXE}"), "paigow", "set", "6-6", "6-6", "2-1", "3-1"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert cli.returncode == 0, cli.stderr
    assert cli.stdout.strip() == "3-1 2-1 | 6-6 6-6"
    from gupai_desktop.version import version

    for program in ("gupai", "gupai-desktop"):
        answer = subprocess.run(
            [str(bundle / f"{program}{EXE}"), "--version"],
            cwd=tmp_path,
            capture_output=True,
            text=True,
            timeout=120,
        )
        if sys.platform != "win32" or program == "gupai":
            assert answer.stdout == f"{program} {version()}\n", answer.stderr
