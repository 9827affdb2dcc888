"""The Da Gunzi user's decisions typed on the keyboard, as a player without a mouse would:
the rule bot ("normal") decides, and this says which keys make that decision on the table.

Buttons: P passes (or keeps the jokers), G grabs, 1-9 take the bar's other buttons in order.
Cards: Escape clears the choice, Home puts the cursor on the first card, Right moves it, Space
chooses the card under it, Enter confirms (play, bury, give back, pay, take)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gupai_desktop.ai import bots

BUTTON_PHASES = ("declare", "jokers")


def decision(model) -> list[str]:
    """The bot's actions for the user's whole decision: the six cards of a bury and every card
    given back are one choice on the table, however many engine moves they are."""
    state, seat = model.state.clone(), model.user_seat
    phase, actions = state.phase, []
    while True:
        action = bots.act("da-gunzi", state, seat, "normal")
        actions.append(action)
        state.apply(action)
        if (
            phase not in ("bury", "return")
            or state.phase != phase
            or state.current_player() != seat
        ):
            return actions


def keys_for(model, actions: list[str]) -> list[Qt.Key]:
    """The keys that make `actions` the user's choice now, ending with the confirming one."""
    if model.phase() in BUTTON_PHASES:
        (action,) = actions
        if action in ("pass", "jokers:0"):
            return [Qt.Key.Key_P]
        if action == "grab":
            return [Qt.Key.Key_G]
        buttons = [a for a in model.choices() if a not in ("pass", "jokers:0")]
        n = buttons.index(action)
        if n >= 9:
            raise ValueError(f"{action} is button {n + 1}: no key reaches it")
        return [Qt.Key(Qt.Key.Key_1 + n)]
    tokens = [token for action in actions for token in action.partition(":")[2].split()]
    hand = [str(card) for card in model.hand()]
    chosen: list[int] = []
    for token in tokens:
        chosen.append(next(i for i, card in enumerate(hand) if card == token and i not in chosen))
    keys, cursor = [Qt.Key.Key_Escape, Qt.Key.Key_Home], 0
    for index in sorted(chosen):
        keys += [Qt.Key.Key_Right] * (index - cursor) + [Qt.Key.Key_Space]
        cursor = index
    return keys + [Qt.Key.Key_Return]
