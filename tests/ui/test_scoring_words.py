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


def test_chinese_poker_names_each_seat_as_its_records_and_notices_do(english):
    """Found on a second look at the rules with a house: the table called the AI seats
    "AI 2" and "AI 3" where the records, the command line and the AI's notices call them AI 1
    and AI 2."""
    from gupai_desktop.games.chinese_poker import text

    spec = games.get("chinese-poker")
    plain = spec.rules_from_dict({})
    assert [text.seat_name(s, False) for s in range(4)] == ["AI 1", "You", "AI 2", "AI 3"]
    assert spec.seat_names(plain) == ["AI 1", "You", "AI 2", "AI 3"]
    house = spec.rules_from_dict(spec.options.preset_values("house"))
    assert [text.seat_name(s, True) for s in range(4)] == ["House", "You", "AI 1", "AI 2"]
    assert spec.seat_names(house) == ["House", "You", "AI 1", "AI 2"]


def test_da_ling_s_absolute_winner_has_the_most_pips_of_those_who_match_all_three(english):
    """Found by a new user: "all three groups matching and the most black pips (20)" beside a
    player with 42 black pips who matched fewer groups. Alone, the winner is the only one to
    match all three; among several, the most pips is of those."""
    from types import SimpleNamespace as Seat

    from gupai_desktop.games.daling.scoring import decision_lines

    def verdict(*absolute):
        results = [
            Seat(seat=1, colour_pips=20, absolute=True),
            Seat(seat=2, colour_pips=42, absolute=False),
            Seat(seat=3, colour_pips=12, absolute=3 in absolute),
        ]
        settlement = Seat(
            mode="absolute",
            colour="black",
            absolute_winner=1,
            absolute_seats=(1, *absolute),
            results=results,
            house_fee=0,
        )
        return " ".join(decision_lines(settlement, 10))

    alone = verdict()
    assert "the only player whose three groups all match" in alone and "most" not in alone
    among = verdict(3)
    assert "the most black pips (20) of the players whose three groups all match" in among
    assert "Also matched all three groups, with fewer black pips: AI 3." in among


def test_a_chinese_poker_setting_in_words_never_breaks_a_row_between_lines(english):
    """Found by a new user: the hint's line wrapped inside a row, "J♦" ending one line and
    "10♥" starting the next; the scoring window words rows the same way."""
    from gupai_desktop.engine.chinese_poker.setting import parse_setting
    from gupai_desktop.games.chinese_poker import text

    line = text.setting_line(parse_setting("7h 7d 3c|9s 9h 4c 4d 2s|As Kd Qd Jd Th"), "low")
    rows, _, names = line.partition(" — ")
    together = ["7♥ 7♦ 3♣", "9♠ 9♥ 4♦ 4♣ 2♠", "A♠ K♦ Q♦ J♦ 10♥"]
    assert rows.split(" | ") == [row.replace(" ", "\u00a0") for row in together]
    assert names == "Pair of sevens · Two pairs, nines and fours · Straight, ace high"


def test_ding_niu_says_a_tie_for_first_keeps_its_own_rule(english):
    """Found by a new user: with ties for first and below in one hand, the window broke the
    first the other way from the rule chosen for the places below, and said nothing of why."""
    from gupai_desktop.engine.dingniu.rules import DingNiuRules
    from gupai_desktop.engine.dingniu.settlement import settle
    from gupai_desktop.games.dingniu.scoring import tie_lines

    # The leader is AI 3; AI 3 and You tie for first, AI 1 and AI 2 below.
    settled = settle(DingNiuRules(), [2, 9, 9, 2], leader=3)
    first, below = tie_lines(settled, "upper")
    assert first.startswith("Tied on 2 points for first place: AI 3 plays earliest")
    assert "a tie for first always goes to the player nearer the leader" in first
    assert below.endswith("the later player in playing order places higher.")
