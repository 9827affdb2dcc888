"""The table's own buttons in the Game menu: Small Mahjong's Win, Take and Pass, Ding Niu's Face
down, Da Gunzi's declarations, joker burying, Every copy and Last trick, Chinese Poker's
sorting, declaring and surrender.

The menu offered only the moves every game shares (hint, confirm, next hand), so a player who
looks for a move in the menu found Small Mahjong's win nowhere (a new user). Each item follows
its button (its words and key, lit or greyed, pressed or not) and presses it, so the two never
disagree; a button with a menu of its own (Small Mahjong's Take, when a discard can be taken
in several ways) gives the item that menu. A page whose buttons come and go with the position
(Da Gunzi's Grab, Declare and Pass) lists them in `menu_buttons()`, read each time the menu
opens."""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu
from shiboken6 import isValid


def _press(button) -> None:
    if isValid(button) and not button.isHidden():
        button.click()


def _buttons(page) -> list:
    """The page's buttons for the menu, in the bar's order."""
    listed = getattr(page, "menu_buttons", None)
    return list(listed()) if listed is not None else list(getattr(page, "extra_buttons", []))


class TableMoves:
    def __init__(self, menu: QMenu, before: QAction):
        self.menu, self.before = menu, before
        self.page = None
        self.items: list[tuple[QAction, object]] = []
        menu.aboutToShow.connect(self.follow)

    def show_page(self, page) -> None:
        """The items of the table in front (none for the start page), then their state."""
        self.page = page
        self.follow()

    def _rebuild(self, buttons: list) -> None:
        for action, _ in self.items:
            self.menu.removeAction(action)
            action.deleteLater()
        self.items = []
        for button in buttons:
            action = QAction(self.menu)
            # a button of the position may be gone (hidden, then deleted) by the time the item
            # is chosen: it then does nothing
            action.triggered.connect(lambda _=False, b=button: _press(b))
            self.items.append((action, button))
        self.menu.insertActions(self.before, [action for action, _ in self.items])

    def follow(self) -> None:
        buttons = _buttons(self.page) if self.page is not None else []
        if [button for _, button in self.items] != buttons:
            self._rebuild(buttons)
        for action, button in self.items:
            key = button.property("key")
            action.setText(button.text() + (f"\t{key}" if key else ""))
            action.setVisible(not button.isHidden())
            action.setEnabled(button.isEnabled())
            action.setCheckable(button.isCheckable())
            action.setChecked(button.isChecked())
            action.setMenu(button.menu())
