"""One signal bus that connects the window, the game pages and the AI runner.

Pages report a status line and the AI runner whether it is thinking; the window reports what the
user changed (settings). Nobody holds a reference to anybody else just to tell them something.
A signal is declared only when something listens to it.
"""
from __future__ import annotations

from PySide6.QtCore import QObject, Signal


class Bus(QObject):
    ai_thinking = Signal(bool)
    settings_changed = Signal(list)         # the settings keys that changed
    status = Signal(str)                    # a line for the status bar
