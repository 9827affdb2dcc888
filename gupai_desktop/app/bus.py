"""One signal bus that connects the window, the game pages and the AI runner.

Pages report a status line and each hand they recorded, the reviewer its reviews, the AI runner
whether it is thinking; the window reports what the user changed (settings). Nobody holds a
reference to anybody else just to tell them something. A signal is declared only when something
listens to it.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal


class Bus(QObject):
    # the hand's record, the user's seat, its file, the hints shown in it by move number (an
    # object: typed dict, it would pass as a QVariantMap, which drops keys that are not text)
    hand_recorded = Signal(dict, int, str, object)
    review_ready = Signal(str, int, object)  # session id, hand number, the Review
    review_failed = Signal(str, int, str)  # session id, hand number, why
    ai_thinking = Signal(bool)
    settings_changed = Signal(list)  # the settings keys that changed
    status = Signal(str)  # a line for the status bar
    table_buttons = Signal()  # the table in front changed its buttons: the Game menu follows
