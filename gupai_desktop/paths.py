"""Where the app's files live: shipped resources, and the user's config and data folders."""
from __future__ import annotations

import os
import sys
from pathlib import Path

import platformdirs

APP_NAME = "gupai-desktop"
APP_AUTHOR = "gupai"


def resources_dir() -> Path:
    """The shipped resources/ folder: in a frozen bundle, an installed package or a checkout."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "resources"
    try:
        import gupai_desktop.resources as pkg  # installed: mapped by pyproject's package-dir
        return Path(next(iter(pkg.__path__)))
    except (ImportError, StopIteration):
        return Path(__file__).resolve().parent.parent / "resources"


def resource(*parts: str) -> Path:
    return resources_dir().joinpath(*parts)


def config_dir() -> Path:
    """GUPAI_HOME (tests, portable installs) overrides the platform folders."""
    home = os.environ.get("GUPAI_HOME")
    path = Path(home) / "config" if home else Path(platformdirs.user_config_dir(APP_NAME, APP_AUTHOR))
    path.mkdir(parents=True, exist_ok=True)
    return path


def data_dir() -> Path:
    home = os.environ.get("GUPAI_HOME")
    path = Path(home) / "data" if home else Path(platformdirs.user_data_dir(APP_NAME, APP_AUTHOR))
    path.mkdir(parents=True, exist_ok=True)
    return path
