"""A scoring window in English counts as English does: "1 hand", "2 hands", never "hand(s)",
"1 chips" or "1 hands" (found when the app was tried: Da Gunzi's "over 1 hand(s)", and Ding Niu's
and Small Mahjong's "times 1 chips per point"). Each game plays three hands of its own at the
default rules, and each scoring sheet is read as the window shows it."""

from __future__ import annotations

import re

import pytest

from gupai_desktop.app.main_window import page_class
from gupai_desktop.base import i18n
from gupai_desktop.engine import games

from .helpers import played_hands

WRONG = re.compile(r"\(s\)|\b1 (hands|chips|points|cards|levels|stakes|tricks)\b")


@pytest.fixture
def english(qapp):
    """English, as the app starts it: its catalogue holds the plural forms."""
    i18n.set_language("en")


def sheets(game_id: str, hands: int = 3):
    """The scoring sheets of a session's first hands, as the window words them."""
    sheet_of = page_class(game_id).scoring_sheet
    for session, state in played_hands(game_id, hands):
        if state.is_terminal():
            sheet = sheet_of(state, session)
            yield "\n".join([sheet.heading, *sheet.notes, *(" ".join(row) for row in sheet.rows)])


@pytest.mark.parametrize("game_id", games.game_ids())
def test_a_scoring_window_counts_in_english(english, game_id):
    for words in sheets(game_id):
        assert not WRONG.search(words), words


def test_da_gunzi_counts_the_session_s_hands(english):
    first, second = list(sheets("da-gunzi", 2))
    assert "over 1 hand." in first and "over 2 hands." in second
