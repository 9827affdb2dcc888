"""A dismissable line above the table for what went wrong with an AI.

Not a message box: a broken bot may fail once a move, and boxes would stack up and stop the
game. The newest message replaces the last one, so there is never more than one.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton

from ..base.i18n import tr


class Notice(QFrame):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("notice")
        self.setStyleSheet(
            "#notice { background: #fdf1c7; border-bottom: 1px solid #d9c27a; }"
            "#notice QLabel { color: #4a3b00; }"
        )
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.close_button = QToolButton()
        self.close_button.setText("\u00d7")
        self.close_button.setAutoRaise(True)
        self.close_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.close_button.clicked.connect(self.hide)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 4, 4, 4)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.close_button)
        self._wording = None
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        self.close_button.setToolTip(tr("Close"))
        if self._wording is not None:
            self.label.setText(self._wording())

    def show_message(self, message) -> None:
        """`message`: the sentence, or a function that words it in the language of the moment
        (a notice shown in English read English on after a switch to Chinese)."""
        self._wording = message if callable(message) else (lambda: message)
        self.retranslate()
        self.show()
