"""One signal bus that connects the window, the game pages and the AI runner.

Pages report what happened (a hand dealt or scored, a status line); the window reports what the
user changed (settings). Nobody holds a reference to anybody else just to tell them something.
"""
from __future__ import annotations

from PySide6.QtCore import QObject, Signal


class Bus(QObject):
    hand_dealt = Signal(str, int)           # game id, hand number
    hand_scored = Signal(str, object)       # game id, the finished state
    ai_thinking = Signal(bool)
    settings_changed = Signal(list)         # the settings keys that changed
    status = Signal(str)                    # a line for the status bar
