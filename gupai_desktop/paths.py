"""Where the app's files live: shipped resources, and the user's config and data folders."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import platformdirs

APP_NAME = "gupai-desktop"
APP_AUTHOR = "gupai"


def resources_dir() -> Path:
    """The shipped resources/ folder: in a frozen bundle, an installed wheel or a checkout.

    Found by path, not by importing gupai_desktop.resources: the folder has no __init__.py,
    and an editable install does not map it, so the checkout's copy is used there.
    """
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "resources"
    package = Path(__file__).resolve().parent
    installed = package / "resources"  # where pyproject's package-dir puts it in a wheel
    if installed.is_dir():
        return installed
    return package.parent / "resources"  # a checkout, or an editable install of one


def resource(*parts: str) -> Path:
    return resources_dir().joinpath(*parts)


def config_dir() -> Path:
    """GUPAI_HOME (tests, portable installs) overrides the platform folders."""
    home = os.environ.get("GUPAI_HOME")
    path = (
        Path(home) / "config" if home else Path(platformdirs.user_config_dir(APP_NAME, APP_AUTHOR))
    )
    path.mkdir(parents=True, exist_ok=True)
    return path


def data_dir() -> Path:
    home = os.environ.get("GUPAI_HOME")
    path = Path(home) / "data" if home else Path(platformdirs.user_data_dir(APP_NAME, APP_AUTHOR))
    path.mkdir(parents=True, exist_ok=True)
    return path
