"""The system libraries Qt's X11 window plugin (xcb) links against, and a one-line answer when
some are missing, instead of Qt's generic "could not load the Qt platform plugin" abort.

The table is read off the installed PySide6 (the DT_NEEDED entries of plugins/platforms/
libqxcb.so, libQt6XcbQpa, QtGui, QtWidgets, QtCore and QtDBus, less the C runtime and Qt's own
libraries) with the Debian package that ships each; tests/test_platform_libs.py checks it
against the plugin and the README's apt line against it. No Qt is imported here: the check runs
before Qt tries to load the plugin.
"""

from __future__ import annotations

import ctypes
import os
import sys

LIBRARIES = {
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libX11.so.6": "libx11-6",
    "libdbus-1.so.3": "libdbus-1-3",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb.so.1": "libxcb1",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxkbcommon.so.0": "libxkbcommon0",
}


def packages(sonames=None) -> list[str]:
    """The Debian packages that ship these libraries (all of the table's by default), sorted."""
    return sorted({LIBRARIES[name] for name in (LIBRARIES if sonames is None else sonames)})


def missing() -> list[str]:
    """The table's libraries the dynamic loader cannot find here."""
    absent = []
    for name in LIBRARIES:
        try:
            ctypes.CDLL(name)
        except OSError:
            absent.append(name)
    return absent


def uses_xcb(environ=os.environ, platform: str = sys.platform) -> bool:
    """Will Qt pick its X11 plugin? On Linux, unless another platform is asked for or only a
    Wayland session is there (Qt then prefers its Wayland plugin)."""
    if not platform.startswith("linux"):
        return False
    asked = environ.get("QT_QPA_PLATFORM", "")
    if asked:
        return asked.split(":")[0].split(";")[0] == "xcb"
    return not (environ.get("WAYLAND_DISPLAY") and not environ.get("DISPLAY"))


def problem(absent: list[str]) -> str | None:
    """One line naming the missing libraries and the apt line that installs them."""
    if not absent:
        return None
    return (
        f"gupai-desktop: Qt's X11 window plugin cannot load: {', '.join(absent)} "
        f"missing. Install with: sudo apt-get install {' '.join(packages(absent))}"
    )


def no_display(environ=os.environ) -> str | None:
    """One line when the X11 plugin has no display to open (Qt would blame a missing library)."""
    if environ.get("DISPLAY"):
        return None
    return (
        "gupai-desktop: no display to open a window on (DISPLAY is not set). Start it from "
        "a desktop session, or check it headless with: gupai-desktop --self-test"
    )


def unreachable(environ=os.environ) -> str | None:
    """One line when DISPLAY names a display this user cannot connect to: no X server there,
    or one that refuses (Qt would then blame xcb-cursor0, installed or not). Asked through
    libxcb, as the plugin would connect; None when there is no DISPLAY or no libxcb to ask
    with (`no_display` and `missing` say so)."""
    display = environ.get("DISPLAY")
    try:
        xcb = ctypes.CDLL("libxcb.so.1") if display else None
    except OSError:
        xcb = None
    if xcb is None:
        return None
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
    connection = xcb.xcb_connect(display.encode(), None)
    try:
        if not xcb.xcb_connection_has_error(connection):
            return None
    finally:
        xcb.xcb_disconnect(connection)
    return (
        f"gupai-desktop: cannot open the display {display} (DISPLAY): no X server there lets "
        "this user connect. Start it from a desktop session, or unset DISPLAY to run its "
        "--self-test headless"
    )
