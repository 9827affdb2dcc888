"""A project's paperwork (issue 17): one version, read in one place and printed by both commands
without Qt or a display; a LICENSE that matches pyproject.toml; a changelog that names the
version."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from importlib import metadata
from pathlib import Path

import pytest

from gupai_desktop import version as version_module
from gupai_desktop.version import pyproject_version, version

ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
VERSION = PYPROJECT["project"]["version"]


def _env_without_display() -> dict[str, str]:
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    env["GUPAI_HOME"] = "/nonexistent/gupai-home"
    return env


def test_the_version_is_the_one_in_pyproject():
    assert version() == VERSION == pyproject_version(), "reinstall: pip install -e '.[test]'"


def test_without_package_metadata_the_version_comes_from_pyproject(monkeypatch, tmp_path):
    def missing(name):
        raise metadata.PackageNotFoundError(name)

    monkeypatch.setattr(metadata, "version", missing)
    version.cache_clear()
    try:
        assert version() == VERSION
        monkeypatch.setattr(version_module, "PYPROJECT", tmp_path / "pyproject.toml")
        version.cache_clear()
        assert version() == "unknown"
    finally:
        version.cache_clear()
    (tmp_path / "pyproject.toml").write_text("[project\nversion =")
    assert pyproject_version(tmp_path / "pyproject.toml") is None


@pytest.mark.parametrize(
    "module, program",
    [("gupai_desktop.cli.main", "gupai"), ("gupai_desktop.app.main", "gupai-desktop")],
)
def test_both_commands_print_the_version_without_qt_or_a_display(module, program):
    """Run as the entry points run: the desktop one must not load Qt to answer."""
    code = (
        f"import sys; from {module} import main; "
        f"argv = ['{program}', '--version'] if '{program}' == 'gupai-desktop' else "
        "['--version']\n"
        "try:\n    status = main(argv)\nexcept SystemExit as exc:\n    status = exc.code\n"
        "sys.stdout.flush(); assert 'PySide6' not in sys.modules; sys.exit(status)"
    )
    run = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env=_env_without_display(),
        timeout=60,
    )
    assert (run.returncode, run.stdout, run.stderr) == (0, f"{program} {VERSION}\n", "")


def test_the_package_run_as_a_module_is_the_app():
    """`python -m gupai_desktop` answered "No module named gupai_desktop.__main__" (a user)."""
    run = subprocess.run(
        [sys.executable, "-m", "gupai_desktop", "--version"],
        capture_output=True,
        text=True,
        env=_env_without_display(),
        timeout=60,
    )
    assert (run.returncode, run.stdout, run.stderr) == (0, f"gupai-desktop {VERSION}\n", "")


@pytest.mark.parametrize("program", ["gupai", "gupai-desktop"])
def test_installed_scripts_answer_version(program):
    script = Path(sys.executable).parent / program
    if not script.exists():
        pytest.skip(f"{program} is not installed beside {sys.executable}")
    run = subprocess.run(
        [str(script), "--version"],
        capture_output=True,
        text=True,
        env=_env_without_display(),
        timeout=60,
    )
    assert (run.returncode, run.stdout) == (0, f"{program} {VERSION}\n"), run.stderr


def test_desktop_version_comes_before_the_start_up_checks(monkeypatch, capsys):
    from gupai_desktop.app import main as app_main

    def must_not_run(*args):
        raise AssertionError("a start-up check ran for --version")

    monkeypatch.setattr(app_main, "_check_pyside", must_not_run)
    monkeypatch.setattr(app_main, "platform_problem", must_not_run)
    monkeypatch.setattr(app_main, "build_app", must_not_run)
    assert app_main.main(["gupai-desktop", "--self-test", "--version"]) == 0
    assert capsys.readouterr().out == f"gupai-desktop {VERSION}\n"


def test_records_carry_the_same_version():
    from gupai_desktop.records.format import app_version

    assert app_version() == version()


def test_license_is_the_mit_text_pyproject_declares():
    """As an SPDX expression with its file named: the table form ({text = ...}) is deprecated
    by setuptools, whose build of the package said so in a screenful of warnings."""
    assert PYPROJECT["project"]["license"] == "MIT"  # an SPDX expression
    assert PYPROJECT["project"]["license-files"] == ["LICENSE"]
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License\n")
    assert "Copyright (c) 2026 the gupai-desktop authors" in text
    assert 'THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND' in text


def test_changelog_has_unreleased_and_the_current_version():
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    assert "Keep a Changelog" in text and "## [Unreleased]" in text
    assert f"## [{VERSION}] - " in text
