"""What every "arrange, then confirm" table shares: its request to the page (confirm), the board
of the user's slots, and the keys every game answers the same way. H (hint) and N (next hand)
are the window's menu shortcuts (app/main_window.py): a key with a shortcut never reaches the
table."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal

from ...table.arrangement import ArrangementBoard


class ArrangementTable(QObject):
    confirm_requested = Signal()

    def __init__(self, scene, view, model, animator, settings, item_key, slots):
        super().__init__(view)
        self.scene, self.view, self.model = scene, view, model
        self.animator, self.settings = animator, settings
        self.board = ArrangementBoard(scene, view, animator, item_key, self)
        self.board.set_slots(slots)
        self.board.swap_requested.connect(model.swap)
        self.board.looks_changed.connect(self.refresh)
        view.key_handler = self.key
        model.dealt.connect(self.show_deal)
        model.changed.connect(self.refresh)
        model.revealed.connect(self.show_reveal)

    def show_deal(self) -> None:
        raise NotImplementedError

    def refresh(self) -> None:
        raise NotImplementedError

    def show_reveal(self) -> None:
        raise NotImplementedError

    def game_key(self, key: int) -> bool:
        """A game's own unmodified keys while arranging (Pai Gow's 1-3, Chinese Poker's R/S)."""
        return False

    def key(self, event) -> bool:
        """Enter confirms; then the game's keys; then the board's arrows and Space."""
        k = event.key()
        plain = event.modifiers() == Qt.KeyboardModifier.NoModifier
        if not self.model.can_arrange():
            return False
        if k in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.confirm_requested.emit()
            return True
        if plain and self.game_key(k):
            return True
        return self.board.key(event)
