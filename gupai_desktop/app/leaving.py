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


def at_table(page) -> bool:
    """Has this page a hand dealt, in progress or over (its session goes on with the next)?"""
    return getattr(getattr(page, "model", None), "state", None) is not None


def back_text(page) -> str | None:
    """The start page's button back to the table, or None when there is none: to the hand in
    progress, or to the session whose last hand is over (a new user who looked at the games
    after a hand found no way back to the session, only a new one, its bankroll afresh)."""
    if not at_table(page):
        return None
    game, n = words.game_title(page.game_id), page.model.session.hand_number
    if in_progress(page):
        return tr("Back to your {game} hand in progress (hand {n})").format(game=game, n=n)
    return tr("Back to your {game} table (hand {n} is over)").format(game=game, n=n)


def may_replace(parent, page, game_id: str) -> bool:
    """Ask before a new game of `game_id` ends the hand in progress on `page` (True: go
    ahead); the question names both games."""
    if not in_progress(page):
        return True
    from ..dialogs.common import agreed

    return agreed(
        parent,
        tr("Hand in progress"),
        tr(
            "Your {game} hand is not finished. Leave it and start a new game of {new}? The "
            "unfinished hand is not recorded."
        ).format(game=words.game_title(page.game_id), new=words.game_title(game_id)),
    )
