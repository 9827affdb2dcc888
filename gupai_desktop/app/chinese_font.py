"""Without a font that has Chinese glyphs every Chinese word is drawn as an empty box: in a
Chinese UI the whole window, in an English one the games' Chinese names. The app says so at
start and when Chinese is chosen, in English (the one language such a system can show), with
the package to install, and offers to switch a Chinese window to English."""

from __future__ import annotations

from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QMessageBox, QWidget

INSTALL = "On Debian or Ubuntu: sudo apt install fonts-wqy-microhei (or fonts-noto-cjk)."


def missing(language: str) -> bool:
    """No installed font writes the UI language's Chinese: Traditional for zh_TW, else
    Simplified (the start page names each game in it, in English too)."""
    systems = QFontDatabase.WritingSystem
    wanted = systems.TraditionalChinese if language == "zh_TW" else systems.SimplifiedChinese
    return not QFontDatabase.families(wanted)


def english_note() -> str:
    """The status line of an English window (whose start page names each game in Chinese)."""
    return f"No Chinese font is installed: Chinese words show as empty boxes. {INSTALL}"


def ask_to_switch_to_english(parent: QWidget) -> bool:
    """In a Chinese window without such a font: True if the user takes English."""
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        "No Chinese font",
        "No Chinese font is installed on this system, so every Chinese word of this window "
        "shows as an empty box.\n\n"
        f"{INSTALL} Then start gupai-desktop again.\n\n"
        "Until then, switch the window to English?",
        parent=parent,
    )
    english = box.addButton("Switch to English", QMessageBox.ButtonRole.AcceptRole)
    box.addButton("Keep Chinese", QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(english)
    box.exec()
    return box.clickedButton() is english
