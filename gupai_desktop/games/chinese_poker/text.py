"""Chinese Poker words for the screen, translated: seats, hand names, rows and presets."""

from __future__ import annotations

from ...base.i18n import tr
from ...base import words
from ...base.words import card_words
from ...engine.chinese_poker import ranking as rk
from ...engine.chinese_poker import spec
from ...engine.chinese_poker.specials import TITLES


def seat_name(seat: int, has_house: bool) -> str:
    """The seat as the records, the command line and the AI's notices name it, in the UI's
    language: with a house the table said "AI 2" and "AI 3" of the seats they call AI 1 and
    AI 2."""
    return words.seat(spec.seat_name(seat, has_house))


def listed_seats(players: int, has_house: bool) -> list[int]:
    """The seats as a list of them reads: the house, then the user's seat (seat 1: "You", or
    "AI 0" where an AI played it), then the others. In seat order a hand only AI seats played
    read "AI 1, AI 0, AI 2, AI 3" down the replay."""
    first = [0, 1] if has_house else [1, 0]
    return first + list(range(2, players))


def seat_title(seat: int, state) -> str:
    """The seat's name on the table, "(dealer)" beside it where the dealer matters."""
    name = seat_name(seat, state.rules.has_house)
    if state.scoring.paid_from_dealer and seat == state.dealer:
        return tr("{seat} (dealer)").format(seat=name)
    return name


def _rank(r: int, plural: bool = False) -> str:
    names = (
        {
            2: tr("twos"),
            3: tr("threes"),
            4: tr("fours"),
            5: tr("fives"),
            6: tr("sixes"),
            7: tr("sevens"),
            8: tr("eights"),
            9: tr("nines"),
            10: tr("tens"),
            11: tr("jacks"),
            12: tr("queens"),
            13: tr("kings"),
            14: tr("aces"),
        }
        if plural
        else {
            2: tr("two"),
            3: tr("three"),
            4: tr("four"),
            5: tr("five"),
            6: tr("six"),
            7: tr("seven"),
            8: tr("eight"),
            9: tr("nine"),
            10: tr("ten"),
            11: tr("jack"),
            12: tr("queen"),
            13: tr("king"),
            14: tr("ace"),
        }
    )
    return names[r]


def hand_name(key: int) -> str:
    """ "Full house, kings over eights", translated."""
    c, n = rk.category_of(key), rk.nibbles_of(key)
    if c == rk.STRAIGHT_FLUSH:
        return (
            tr("Royal flush")
            if n[1] == 14
            else tr("Straight flush, {rank} high").format(rank=_rank(n[1]))
        )
    if c == rk.QUADS:
        return tr("Four of a kind, {ranks}").format(ranks=_rank(n[0], True))
    if c == rk.FULL_HOUSE:
        return tr("Full house, {a} over {b}").format(a=_rank(n[0], True), b=_rank(n[1], True))
    if c == rk.FLUSH:
        return tr("Flush, {rank} high").format(rank=_rank(n[0]))
    if c == rk.STRAIGHT:
        return tr("Straight, {rank} high").format(rank=_rank(n[1]))
    if c == rk.TRIPS:
        return tr("Three of a kind, {ranks}").format(ranks=_rank(n[0], True))
    if c == rk.TWO_PAIRS:
        return tr("Two pairs, {a} and {b}").format(a=_rank(n[0], True), b=_rank(n[1], True))
    if c == rk.PAIR:
        return tr("Pair of {ranks}").format(ranks=_rank(n[0], True))
    return tr("High card, {rank}").format(rank=_rank(n[0]))


def category_name(category: int) -> str:
    """A hand's category in lower case, as a sentence names it ("a full house")."""
    return (
        tr("high card"),
        tr("pair"),
        tr("two pairs"),
        tr("three of a kind"),
        tr("straight"),
        tr("flush"),
        tr("full house"),
        tr("four of a kind"),
        tr("straight flush"),
    )[category]


def royalty_words(royalty, has_house: bool) -> str:
    """One row's bonus as the scoring window lists it, whose hand earned it named: "back four
    of a kind (AI 3) −3"."""
    return tr("{row} {hand} ({seat}) {amount}").format(
        row={
            "front": tr("front", "a row of Chinese Poker"),
            "middle": tr("middle", "a row of Chinese Poker"),
            "back": tr("back", "a row of Chinese Poker"),
        }[royalty.row],
        hand=category_name(royalty.category),
        seat=seat_name(royalty.seat, has_house),
        amount=words.money(royalty.amount),
    )


def special_title(title: str) -> str:
    """A declared special hand's name (the engine's English title), translated."""
    return {
        "Six pairs": tr("Six pairs"),
        "Six and a half pairs": tr("Six and a half pairs"),
        "Three straights": tr("Three straights"),
        "Three flushes": tr("Three flushes"),
        "Complete straight": tr("Complete straight"),
        "Dragon": tr("Dragon"),
        "Thirteen of one suit": tr("Thirteen of one suit"),
        "Five pairs and a triplet": tr("Five pairs and a triplet"),
        "Four triplets and an odd card": tr("Four triplets and an odd card"),
        "All one colour": tr("All one colour"),
        "Twelve of one colour": tr("Twelve of one colour"),
        "Small (2 to 8)": tr("Small (2 to 8)"),
        "Big (8 to ace)": tr("Big (8 to ace)"),
        "Small cards": tr("Small cards"),
        "Three fours of a kind": tr("Three fours of a kind"),
        "Three straight flushes": tr("Three straight flushes"),
        "All twelve picture cards": tr("All twelve picture cards"),
    }.get(title, title)


def setting_line(setting, wheel: str) -> str:
    """Rows as a player reads them: "A♠ J♥ 6♦ | ... — High card, ace · Pair of kings · ...".
    A row's cards are held together (no-break spaces): the hint's line broke a row in two,
    "J♦" at the end of one line and "10♥" on the next (found by a new user)."""
    names = " · ".join(hand_name(k) for k in setting.keys(wheel))
    rows = " | ".join(card_words(row).replace(" ", NO_BREAK) for row in str(setting).split("|"))
    return f"{rows} — {names}"


NO_BREAK = "\u00a0"


def whole_hand(cards) -> list:
    """A hand not set in rows (declared or surrendered) as the table and the scoring window
    show it: whole, by suit, high cards first."""
    return sorted(cards, key=lambda c: (c.suit, -c.rank))


def whole_hand_line(title: str, cards) -> str:
    """ "Three flushes — Q♥ 9♥ ...": what a declared or surrendered hand held."""
    shown = card_words(" ".join(str(c) for c in whole_hand(cards))).replace(" ", NO_BREAK)
    return f"{title} — {shown}"


def setting_words(body: str) -> str:
    """A setting as a token writes it ("Ts Th 9d|..."), in the player's words: suit symbols,
    the rows apart (the review and the replay)."""
    return card_words(body.replace("|", " | "))


def action_words(action: str) -> str:
    """A declaration or a surrender in words (a setting is shown by setting_line)."""
    kind, _, body = action.partition(":")
    if kind == "declare":
        return tr("declare {special}").format(special=special_title(TITLES.get(body, body)))
    return tr("surrender") if kind == "surrender" else action


def review_words(action: str) -> str:
    """A move as a review lists it (its page's and its replay's alike): a setting's cards
    with suit symbols, back | middle | front as written, or the declaration or surrender."""
    kind, _, body = action.partition(":")
    return setting_words(body) if kind == "set" else action_words(action)


def row_name(row: str) -> str:
    return {"front": tr("Front row"), "middle": tr("Middle row"), "back": tr("Back row")}[row]


def preset_title(preset: str) -> str:
    return {
        "basic": tr("Basic: one unit a row"),
        "bonus": tr("Bonuses for strong hands (the typical scale)"),
        "specials": tr("Bonuses and special hands"),
        "malayan": tr("Malayan: the players against the bank"),
        "vietnamese": tr("Vietnamese (Xập Xám)"),
        "singapore": tr("Singapore (Claims)"),
        "hawaiian-gardens": tr("Hawaiian Gardens casino"),
    }.get(preset, preset)
