"""Entry point of `gupai-desktop`: `--version`, the PySide6 guard, the application, and
`--self-test`."""

from __future__ import annotations

import os
import sys

BAD_PYSIDE = "6.12.0"


def pyside_problem(python: tuple[int, int], pyside: str) -> str | None:
    """PySide6 6.12.0 on Python 3.11 drops a reference to None on every void Qt call and the
    process aborts after a few thousand calls; refuse to start rather than crash mid-hand."""
    if python < (3, 12) and pyside == BAD_PYSIDE:
        return (
            f"PySide6 {pyside} is broken on Python {python[0]}.{python[1]} (the process "
            "aborts after a few thousand Qt calls). Install a working version with:\n"
            "  pip install 'PySide6-Essentials<6.12'\nor run the app on Python 3.12 or newer."
        )
    return None


def _check_pyside() -> None:
    import PySide6

    problem = pyside_problem(sys.version_info[:2], PySide6.__version__)
    if problem:
        print(f"gupai-desktop: {problem}", file=sys.stderr)
        sys.exit(3)


def build_app(argv: list[str]):
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from ..paths import resource

    app = QApplication.instance() or QApplication(argv)
    app.setApplicationName("gupai-desktop")
    app.setOrganizationName("gupai")
    icon = resource("icons", "gupai.png")
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))
    return app


def create_window():
    """Settings, language, data store and the main window, as the app starts them."""
    from ..paths import data_dir
    from ..base import i18n
    from .main_window import MainWindow
    from ..base.settings import Settings
    from .store import Store

    settings = Settings()
    i18n.set_language(settings.get("ui/language"))
    store = Store(data_dir())
    store.warnings[:0] = settings.warnings
    return MainWindow(settings, store)


def show_window(window) -> None:
    """Show the window; once it is on screen, say if no Chinese font is installed, then offer
    to resume an interrupted hand."""
    window.show()
    window.after_first_paint(window.check_chinese_font)
    window.after_first_paint(lambda: window.offer_resume() or window.show_chooser())


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv if argv is None else argv)
    if "--version" in argv[1:]:
        from ..version import version_line

        print(version_line("gupai-desktop"))
        return 0
    if "--help" in argv[1:] or "-h" in argv[1:]:
        print(
            "usage: gupai-desktop [--version] [--self-test]\n\n"
            "  --version    print the version and exit\n"
            "  --self-test  build the window, render every tile, play one hand headless, "
            "exit 0 on success"
        )
        return 0
    _check_pyside()
    if "--self-test" in argv[1:]:
        from .selftest import run

        return run()
    trouble = platform_problem()
    if trouble:
        print(trouble, file=sys.stderr)
        return 4
    app = build_app(argv)
    window = create_window()
    show_window(window)
    code = app.exec()
    window.store.close()
    return code


def platform_problem() -> str | None:
    """Before Qt loads its X11 plugin: the one line to show if it has no display, if its
    libraries are missing (a frozen bundle carries its own, so it is not asked) or if no X
    server answers on the display."""
    from . import platform_libs

    if not platform_libs.uses_xcb():
        return None
    if getattr(sys, "frozen", False):
        return platform_libs.no_display() or platform_libs.unreachable()
    return (
        platform_libs.no_display()
        or platform_libs.problem(platform_libs.missing())
        or platform_libs.unreachable()
    )


def self_test_environment() -> str:
    """A throwaway profile and, without a display, the offscreen platform."""
    import tempfile

    home = tempfile.mkdtemp(prefix="gupai-selftest-")
    os.environ["GUPAI_HOME"] = home
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    return home


if __name__ == "__main__":
    sys.exit(main())
