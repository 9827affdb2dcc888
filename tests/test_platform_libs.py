"""Qt's X11 window plugin on a bare Linux box: the README names every library it links against
(by its Debian package), and a missing one is told in one line with the apt line to fix it."""

from __future__ import annotations

import ctypes
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from gupai_desktop.app import main, platform_libs

README = Path(__file__).resolve().parents[1] / "README.md"
# The C runtime and the compiler's, which any Python has, zlib and zstd, which every Debian has
# (priority "required"), and Qt's own (PySide6 ships them).
OURS = re.compile(
    r"^(libQt6|libicu|libc\.so|libm\.so|libstdc\+\+|libgcc_s|libdl|libpthread|"
    r"librt|ld-linux|libz\.so|libzstd\.so)"
)


def needed(path: Path) -> set[str]:
    out = subprocess.run(
        ["readelf", "-d", str(path)], capture_output=True, text=True, check=True
    ).stdout
    return {m.group(1) for m in re.finditer(r"\(NEEDED\).*\[(.+?)\]", out)}


@pytest.mark.skipif(
    not sys.platform.startswith("linux") or not shutil.which("readelf"),
    reason="reads the Linux plugin's ELF headers",
)
def test_the_table_names_every_library_the_x11_plugin_and_qt_link_against():
    import PySide6

    qt = Path(PySide6.__file__).parent / "Qt"
    files = [qt / "plugins" / "platforms" / "libqxcb.so"] + [
        qt / "lib" / f"libQt6{m}.so.6" for m in ("XcbQpa", "Gui", "Widgets", "Core", "DBus")
    ]
    wanted = set().union(*(needed(f) for f in files if f.exists()))
    assert {name for name in wanted if not OURS.match(name)} <= set(platform_libs.LIBRARIES)


def test_the_readme_apt_line_installs_exactly_the_tables_packages():
    text = README.read_text(encoding="utf-8")
    line = re.search(r"window system plugin wants.*?apt-get install (.+?)\n```", text, re.S)
    assert line, "the README's paragraph on Qt's window system plugin and its apt line"
    assert line.group(1).replace("\\", " ").split() == platform_libs.packages()


def test_missing_libraries_are_named_in_one_line_with_the_apt_line():
    text = platform_libs.problem(["libxcb-icccm.so.4", "libxcb-keysyms.so.1"])
    assert "\n" not in text
    assert "libxcb-icccm.so.4, libxcb-keysyms.so.1 missing" in text
    assert text.endswith("sudo apt-get install libxcb-icccm4 libxcb-keysyms1")
    assert platform_libs.problem([]) is None


def test_the_app_stops_with_that_line_before_qt_aborts(monkeypatch, capsys):
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.setattr(platform_libs, "uses_xcb", lambda: True)
    monkeypatch.setattr(platform_libs, "missing", lambda: ["libxcb-keysyms.so.1"])
    monkeypatch.setattr(main, "build_app", lambda argv: pytest.fail("Qt was started"))
    assert main.main(["gupai-desktop"]) == 4
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and err.endswith("sudo apt-get install libxcb-keysyms1")


def test_the_self_test_on_a_display_stops_with_that_line_too(monkeypatch, capsys, tmp_path):
    """Found on a bare box under Xvfb: `gupai-desktop --self-test` with DISPLAY set ended in
    Qt's abort ("could not load the Qt platform plugin"), where the app itself names the
    libraries."""
    from gupai_desktop.app import selftest

    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.setenv("GUPAI_HOME", str(tmp_path))
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.setattr(main, "self_test_environment", lambda: str(tmp_path))
    monkeypatch.setattr(platform_libs, "missing", lambda: ["libxcb-keysyms.so.1"])
    monkeypatch.setattr(main, "build_app", lambda argv: pytest.fail("Qt was started"))
    assert selftest.run() == 4
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and err.endswith("sudo apt-get install libxcb-keysyms1")


def test_every_library_of_the_table_loads_on_this_machine_or_is_reported():
    absent = platform_libs.missing()
    assert all(name in platform_libs.LIBRARIES for name in absent)


@pytest.mark.parametrize(
    "environ, platform, xcb",
    [
        ({"DISPLAY": ":0"}, "linux", True),
        ({"QT_QPA_PLATFORM": "offscreen", "DISPLAY": ":0"}, "linux", False),
        ({"QT_QPA_PLATFORM": "xcb:foo"}, "linux", True),
        ({"WAYLAND_DISPLAY": "wayland-0"}, "linux", False),
        ({"DISPLAY": ":0"}, "darwin", False),
    ],
)
def test_the_check_runs_only_where_qt_would_pick_its_x11_plugin(environ, platform, xcb):
    assert platform_libs.uses_xcb(environ, platform) is xcb


def test_without_a_display_the_app_says_so_rather_than_blaming_a_library(monkeypatch, capsys):
    """Qt's own message then is "xcb-cursor0 or libxcb-cursor0 is needed", which misleads."""
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.setattr(platform_libs, "uses_xcb", lambda: True)
    monkeypatch.setattr(main, "build_app", lambda argv: pytest.fail("Qt was started"))
    assert main.main(["gupai-desktop"]) == 4
    err = capsys.readouterr().err.strip()
    assert "\n" not in err and "DISPLAY is not set" in err


def _has_libxcb() -> bool:
    try:
        ctypes.CDLL("libxcb.so.1")
    except OSError:
        return False
    return True


@pytest.mark.skipif(not _has_libxcb(), reason="no libxcb here to try a display with")
def test_a_display_that_cannot_be_opened_is_named_rather_than_a_library(tmp_path):
    """Found under a DISPLAY whose X server was not running: Qt blamed xcb-cursor0, which was
    installed."""
    display = ":4711"  # no server listens there
    assert not (Path("/tmp/.X11-unix") / "X4711").exists()
    text = platform_libs.unreachable({"DISPLAY": display})
    assert text and "\n" not in text and f"cannot open the display {display}" in text
    assert platform_libs.unreachable({}) is None


def test_the_app_stops_with_that_line_when_its_display_is_gone(monkeypatch, capsys):
    monkeypatch.setenv("DISPLAY", ":4711")
    monkeypatch.setattr(platform_libs, "uses_xcb", lambda: True)
    monkeypatch.setattr(platform_libs, "missing", lambda: [])
    monkeypatch.setattr(platform_libs, "unreachable", lambda: "gupai-desktop: cannot open it")
    monkeypatch.setattr(main, "build_app", lambda argv: pytest.fail("Qt was started"))
    assert main.main(["gupai-desktop"]) == 4
    assert capsys.readouterr().err.strip() == "gupai-desktop: cannot open it"
