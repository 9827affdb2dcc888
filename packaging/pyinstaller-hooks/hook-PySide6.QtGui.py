"""Replaces PyInstaller's PySide6.QtGui hook: the same collection, but only the Qt plugins the
spec lists in hooksconfig["PySide6"]["plugins"] ({folder: set of plugin names, or None for the
whole folder}). Filtering here, before PyInstaller resolves the plugins' shared-library
dependencies, also keeps out what only the dropped plugins link to (GTK, cairo, QtQuick via
the virtual keyboard, ...), which filtering the finished Analysis would not.
"""

import os

from PyInstaller.utils.hooks import get_hook_config
from PyInstaller.utils.hooks.qt import add_qt6_dependencies


def _wanted(src: str, dest_dir: str, plugins: dict) -> bool:
    parts = dest_dir.replace("\\", "/").split("/")
    if "plugins" not in parts:
        return True
    folder = "/".join(parts[parts.index("plugins") + 1 :])
    if folder not in plugins:
        return False
    names = plugins[folder]
    stem = os.path.basename(src).split(".")[0]
    return names is None or stem.removeprefix("lib") in names


def hook(hook_api):
    hiddenimports, binaries, datas = add_qt6_dependencies(__file__)
    plugins = get_hook_config(hook_api, "PySide6", "plugins")
    if plugins is not None:
        binaries = [(src, dest) for src, dest in binaries if _wanted(src, dest, plugins)]
    hook_api.add_imports(*hiddenimports)
    hook_api.add_binaries(binaries)
    hook_api.add_datas(datas)
