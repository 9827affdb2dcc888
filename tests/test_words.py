"""What players read for pieces: card codes become ranks with suit symbols, dominoes get their
names beside their pips; the codes themselves stay in the command line and the records."""

from __future__ import annotations

import re

import pytest

from gupai_desktop.base import i18n, words

CARD_CODE = re.compile(r"\b[2-9TJQKA][shdc]\b")


@pytest.fixture(autouse=True)
def english(qapp):
    """English, as the app starts it: its catalogue holds the plural forms ("1 card")."""
    i18n.set_language("en")


def test_card_codes_read_as_ranks_and_suit_symbols():
    assert words.card_words("As Td 9h 2c") == "A♠ 10♦ 9♥ 2♣"
    assert words.card_words("Kh Qh | Js") == "K♥ Q♥ | J♠"
    assert words.card_words("BJ SJ") == "Big Joker Small Joker"
    assert words.card_words("SJ SJ SJ h") == "Small Joker Small Joker Small Joker ♥"


def test_no_card_code_survives_in_words():
    every = " ".join(f"{r}{s}" for r in "23456789TJQKA" for s in "shdc")
    assert not CARD_CODE.search(words.card_words(every))


def test_a_domino_reads_with_its_name_and_pips():
    """One tile's words are kept together (no-break spaces): a line breaks between tiles, never
    inside one (the review and the move log split "Ping" from "6-4")."""
    assert words.tile_words("5-5") == "Mooy\u00a05-5"
    assert words.tile_words("2-1") == "Gee\u00a0Joon\u00a02-1"
    shown = words.tiles_words("6-4 | 5-5 2-1").replace("\u00a0", " ")
    assert shown == "Ping 6-4 | Mooy 5-5, Gee Joon 2-1"


def test_in_chinese_a_domino_takes_its_chinese_name():
    i18n.set_language("zh_CN")
    try:
        assert words.tile_words("5-5") == "梅\u00a05-5"
        assert words.tile_words("6-6") == "天\u00a06-6"
        assert words.tile_words("2-2") == "板\u2060凳\u00a02-2"  # kept on one line
    finally:
        i18n.set_language("en")


def test_the_two_supreme_tiles_alone_take_their_own_chinese_names():
    """至尊 is the pair; alone, [4:2] is 二四 and [2:1] 丁三 (dominoes.md §1.3), where a new
    user read "你打出 至尊 4-2"."""
    for code in ("zh_CN", "zh_TW"):
        i18n.set_language(code)
        try:
            assert words.tile_words("4-2") == "二\u2060四\u00a04-2"
            assert words.tile_words("2-1") == "丁\u2060三\u00a02-1"
        finally:
            i18n.set_language("en")


def test_the_user_is_written_as_you_with_the_verb_to_match():
    from gupai_desktop.games.dagunzi import text as dagunzi
    from gupai_desktop.games.dingniu import text as dingniu
    from gupai_desktop.games.smallmahjong import text as smallmahjong

    assert dingniu.move_line("dice:1,3", 0) == "Dice 1 + 3: you lead"
    assert dingniu.move_line("dice:1,3", 2) == "Dice 1 + 3: AI 2 leads"
    assert smallmahjong.move_line("dice:2,2", 0) == "Dice 2 + 2: you start"
    assert dagunzi.move_line("starter:0", 0) == "The deal will start with you"
    assert dagunzi.move_line("starter:3", 0) == "The deal will start with West"


def test_a_count_of_cards_takes_the_right_noun():
    assert words.cards(1) == "1 card" and words.cards(3) == "3 cards"


def test_an_expected_value_too_small_to_show_never_reads_minus_zero():
    """The hints print "{:+.2f}" of what words.cents gives (Da Ling, Chinese Poker)."""
    assert f"{words.cents(-0.001):+.2f}" == "+0.00"
    assert f"{words.cents(-0.004999):+.2f}" == "+0.00"
    assert f"{words.cents(-0.006):+.2f}" == "-0.01"
    assert f"{words.cents(2.345678):+.2f}" == "+2.35"


@pytest.mark.parametrize(
    "value, shown",
    [
        (1000, "1000"),
        (1_000_004, "1000004"),
        (999_999.5, "999999.5"),
        (-0.0, "0"),
        (12.25, "12.25"),
    ],
)
def test_a_bankroll_is_written_in_full_never_with_an_exponent(value, shown):
    """Found with a 1,000,000 bankroll: ":g" wrote 1.00004e+06, and 1e+06 for 999999.5."""
    assert words.chips(value) == shown


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_a_label_takes_the_full_width_colon_in_chinese(language):
    """Found in Da Gunzi's panel ("西家: 大王") and Pai Gow's scoring lines: an ASCII colon
    after a Chinese label."""
    assert words.labelled("West", "Big Joker") == "West: Big Joker"
    i18n.set_language(language)
    try:
        assert words.labelled("西家", "大王") == "西家：大王"
    finally:
        i18n.set_language("en")


def test_a_whole_one_takes_the_singular():
    """Found in the replay's hands list: "Hand 1: you +1 levels"."""
    assert words.amount("da-gunzi", "+1") == "+1 level"
    assert words.amount("da-gunzi", "-2") == "-2 levels"
    assert words.amount("dingniu", "1") == "1 chip"
    assert words.amount("dingniu", "+1.00") == "+1.00 chips"


def test_a_short_chinese_term_stays_on_one_line_and_running_text_still_wraps():
    """Found at 1024 x 700: hints read "期望 -5.74 筹 / 码" and "乌 / 龙": Qt breaks between
    any two ideographs. A term of two to four set apart by spaces or punctuation is joined."""
    joined = words.keep_terms("杂五 3-2（期望 -5.74 筹码）；“提示”(H)")
    assert joined == "杂\u2060五 3-2（期\u2060望 -5.74 筹\u2060码）；“提\u2060示”(H)"
    running = "两手都胜过庄家才算赢"
    assert words.keep_terms(running) == running
    assert words.keep_terms("Mooy 5-5 wins") == "Mooy 5-5 wins"


def test_in_a_hand_only_ai_seats_played_the_user_s_seat_is_the_ai_in_it():
    assert words.seat("You") == words.you() == "You" and words.is_user(0)
    with words.user_absent():
        assert words.seat("You") == words.you() == "AI 0" and not words.is_user(0)
        assert words.you("South") == "South"
    with words.user_absent(False):
        assert words.you() == "You"
    assert words.you() == "You"


def test_a_bankers_result_follows_its_net_with_the_commission_in_it():
    """Found by a new user: the house's bets came out even and it took 0.5 in commission, and
    its row read "push · +0.5". A player's result is the engine's outcome as it is."""
    from types import SimpleNamespace

    house = SimpleNamespace(role="banker", outcome="push", net=0.5)
    assert words.result_line(house) == "win · +0.5"
    assert words.result_word(SimpleNamespace(role="banker", outcome="win", net=-1)) == "lose"
    player = SimpleNamespace(role="player", outcome="push", net=0)
    assert words.result_line(player) == "push · 0"
    # the house playing a seat under a rotating bank: its bet pushed, the commission its own
    house_playing = SimpleNamespace(role="player", outcome="push", net=0.5)
    assert words.result_line(house_playing) == "win · +0.5"
    assert words.result_word(SimpleNamespace(outcome="lose", net=-3)) == "lose"
