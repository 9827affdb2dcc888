"""One signal bus that connects models, table views, AI workers and dialogs."""
from __future__ import annotations

from PySide6.QtCore import QObject, Signal


class Bus(QObject):
    game_started = Signal(str)              # game id
    hand_dealt = Signal(int)                # hand number
    action_applied = Signal(str)            # action token
    ai_thinking = Signal(bool)
    ai_moved = Signal(int, str)             # seat, action token
    hand_scored = Signal(object)            # the finished state
    settings_changed = Signal(str)          # settings key
    status = Signal(str)                    # a line for the status bar
