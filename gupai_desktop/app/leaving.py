"""Leaving a hand in progress: the start page offers the way back to it, and a new game asks
before it replaces it (the autosave holds one hand, so a new deal ends the old one unrecorded).
"""

from __future__ import annotations

from ..base import words
from ..base.i18n import tr


def in_progress(page) -> bool:
    """Is a hand dealt on this page and not yet over?"""
    state = getattr(getattr(page, "model", None), "state", None)
    return state is not None and not state.is_terminal()


def back_text(page) -> str | None:
    """The start page's button back to the hand, or None when no hand is in progress."""
    if not in_progress(page):
        return None
    return tr("Back to your {game} hand in progress (hand {n})").format(
        game=words.game_title(page.game_id), n=page.model.session.hand_number
    )


def may_replace(parent, page, game_id: str) -> bool:
    """Ask before a new game of `game_id` ends the hand in progress on `page` (True: go
    ahead); the question names both games."""
    if not in_progress(page):
        return True
    from PySide6.QtWidgets import QMessageBox

    answer = QMessageBox.question(
        parent,
        tr("Hand in progress"),
        tr(
            "Your {game} hand is not finished. Leave it and start a new game of {new}? The "
            "unfinished hand is not recorded."
        ).format(game=words.game_title(page.game_id), new=words.game_title(game_id)),
    )
    return answer == QMessageBox.StandardButton.Yes
