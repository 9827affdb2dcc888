"""Words every game's screens share: outcomes and money, translated and formatted one way."""

from __future__ import annotations

import re
from contextlib import contextmanager

from .i18n import language, tr
from ..engine.cards import SUIT_SYMBOLS, parse_card
from ..engine.dominoes import Tile, chinese_name, name, parse_tile
from ..records.format import shown_outcome


def game_title(game_id: str | None) -> str:
    """A game's name in the UI's language, from its id or an older alias ("?" or the id as
    written when no game has it, as a foreign record may)."""
    from ..engine import games

    try:
        return games.get(games.canonical(str(game_id))).titles.pick(language())
    except KeyError:
        return str(game_id) if game_id else "?"


def level_names(game_id: str, levels: str) -> str:
    """ "house, optimal" (or "house,optimal", as a level string holds them) as New Game names
    those levels, in the UI's language."""
    from ..engine import games

    if not levels:
        return tr("(not booked)")
    names = {c.value: c.title.pick(language()) for c in games.get(game_id).levels}
    return tr(", ").join(names.get(level.strip(), level) for level in levels.split(","))


def played_when(moment) -> str:
    """When a hand was played, as the records' windows write it: "2026-11-26 16:13"."""
    return moment.strftime("%Y-%m-%d %H:%M")


def outcome(word: str) -> str:
    return {"win": tr("win"), "lose": tr("lose"), "push": tr("push")}.get(word, word)


def result_word(result) -> str:
    """A seat's result in words, as the statistics count it (records.format.shown_outcome: a
    banker's by its net, the commission in it)."""
    return outcome(shown_outcome(result.outcome, getattr(result, "role", None), result.net))


def result_line(result) -> str:
    """A seat's result on the table and in the replay, "lose · -22" (a Result's outcome and
    net), as Small Mahjong's replay writes it."""
    return f"{result_word(result)} · {money(result.net)}"


_user_plays = [True]


@contextmanager
def user_absent(absent: bool = True):
    """Seat names for a hand only AI seats played (`gupai simulate`), as the replay shows one:
    the user's seat is named by the AI in it, not "You" ("You play 6♠" read as if the user had)."""
    _user_plays.append(not absent)
    try:
        yield
    finally:
        _user_plays.pop()


def you(stand_in: str = "AI 0") -> str:
    """The user's seat: "You", or (user_absent) the name `stand_in` gives the AI in it, in the
    UI's language: "AI 0" beside "AI 1" and "AI 2", Da Gunzi's "South" beside "East" and
    "West", as `gupai simulate` names it (GameSpec.stand_ins)."""
    return tr("You") if _user_plays[-1] else seat(stand_in)


def is_user(seat: int | None, user_seat: int = 0) -> bool:
    """Whether `seat` is the user's, for the words "You lead" rather than "AI 0 leads" (never
    in a hand only AI seats played: user_absent)."""
    return seat == user_seat and _user_plays[-1]


def seat(engine_name: str) -> str:
    """A seat as the engine names it ("House", "You", "AI 2", "East"), in the UI's language."""
    if engine_name.startswith("AI "):
        return tr("AI {n}").format(n=engine_name[3:])
    if engine_name == "You":
        return you()
    return {
        "House": tr("House"),
        "East": tr("East"),  # Da Gunzi's seats
        "Partner": tr("Partner"),
        "West": tr("West"),
        "South": tr("South"),  # the user's, when an AI plays it
        "North": tr("North"),  # and Da Gunzi's partner of that AI
    }.get(engine_name, engine_name)


def in_sentence(name: str) -> str:
    """A seat's name inside a sentence: the user's "You" is written "you" there."""
    return tr("you") if name == tr("You") else name


def seat_list(names) -> str:
    """Seats named inside a sentence: "AI 1, AI 3 and you" (电脑1、电脑3和你 in Chinese)."""
    return listed([in_sentence(n) for n in names])


def listed(items, last: str = "and") -> str:
    """Words in a sentence: "a, b and c", or with last="or" "a, b or c", in the UI's
    language."""
    items = list(items)
    if len(items) < 2:
        return "".join(items)
    rest, final = tr(", ").join(items[:-1]), items[-1]
    if last == "and":
        return tr("{seats} and {last}").format(seats=rest, last=final)
    return tr("{first} or {second}").format(first=rest, second=final)


def labelled(label: str, value: str) -> str:
    """ "West: Big Joker", with the full-width colon in Chinese (西家：大王)."""
    return tr("{option}: {value}").format(option=label, value=value)


def rule_settings(schema, values) -> str:
    """Rule options set to values, as a player reads them: "Players: 4; Stakes: 1 / 2 / 3"
    (with the full-width colon and semicolon in Chinese). `values` is (key, value) pairs."""
    lang = language()
    return tr("; ").join(
        labelled(schema.option(key).label.pick(lang), schema.value_title(key, value, lang))
        for key, value in values
    )


def buy_in_notes(session) -> list[str]:
    """What the scoring window says of AI players who bought in again after this hand."""
    names = session.spec.seat_names(session.rules)
    fresh = float(getattr(session.rules, "bankroll", 0))
    bought = getattr(session, "last_bought", {})  # as many bankrolls as a hand's stake takes
    return [
        tr("{seat} could not cover another hand and bought in again for {chips:g} chips.").format(
            seat=seat(names[s]), chips=bought.get(s, fresh)
        )
        for s in session.last_buy_ins
    ]


def sentences(*parts: str) -> str:
    """Sentences one after another: a space after an English one, none after a Chinese one
    (a space after 。 reads as a gap in Chinese)."""
    out = ""
    for part in parts:
        if out and part:
            out += "" if out[-1] >= "\u2e80" else " "
        out += part
    return out


def _in_levels(game_id: str) -> bool | None:
    """Whether the game is scored in levels (Da Gunzi) or chips; None for no game of ours."""
    from ..engine import games

    scored = games.scored_in(game_id)
    return None if scored is None else scored == games.LEVELS


def unit(game_id: str) -> str:
    """What the game is scored in, as a plural word: "chips", or "levels" in Da Gunzi."""
    return tr("levels") if _in_levels(game_id) else tr("chips")


def amount(game_id: str, value: str) -> str:
    """A sum in what the game is scored in: "2.02 chips", or "0.40 levels" in Da Gunzi."""
    levels = _in_levels(game_id)
    if levels is None:  # no game of ours: its number as written
        return value
    if value.lstrip("+-") == "1":  # a whole one: "+1 level", where "+1.00 levels" stays plural
        return (tr("{value} level") if levels else tr("{value} chip")).format(value=value)
    return (tr("{value} levels") if levels else tr("{value} chips")).format(value=value)


def cents(value: float) -> float:
    """A value as "{:+.2f}" should show it: rounded to the cent, a loss too small to show
    made 0 (+0.00, never "-0.00")."""
    return round(value, 2) + 0.0


def chips(value: float) -> str:
    """A bankroll or a stake as a player reads it: 1000004, 999999.5, never 1.00004e+06 (as
    ":g" writes a number of seven digits and more), and 0 rather than -0."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def signed(value: float) -> str:
    """A value to two places, signed: "-1.75", "+0.40", and "0.00" (never "-0.00"), as the
    review and the hint show expected values side by side."""
    text = f"{cents(value):+.2f}"
    return "0.00" if text in ("+0.00", "-0.00") else text


def money(value: float) -> str:
    text = f"{value:+.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("+0", "-0") else text


def tile_name(tile: Tile) -> str:
    """A domino's name for the index corner: Cantonese casino names, Chinese in Chinese."""
    code = language()
    return chinese_name(tile, code == "zh_TW") if code.startswith("zh") else name(tile)


def cards(n: int) -> str:
    """ "1 card", "3 cards": a count of cards with the noun it takes."""
    return tr("%n card(s)", None, n)


def tile_words(tile: Tile | str) -> str:
    """A domino in running text: its name and its pips ("Mooy 5-5", "梅 5-5"); the bare code
    is for the command line and the records."""
    tile = parse_tile(tile) if isinstance(tile, str) else tile
    name = tile_name(tile)
    if language().startswith("zh"):  # Chinese breaks between any two characters: not here
        name = WORD_JOINER.join(name)
    return f"{name} {tile}".replace(" ", NBSP)


# Inside the words of one tile ("Chop Chit 4-3", "板凳 2-2"): a line may break between tiles,
# never inside one (the move log split "Teen" from "6-6", the table's bubbles "板" from "凳").
NBSP = "\u00a0"
WORD_JOINER = "\u2060"
# Two to four ideographs between any other characters (spaces, punctuation, digits, Latin): a
# term the app put there ("筹码", "乌龙", "“提示”"), not running text, which may still wrap
# anywhere.
_TERM = re.compile(r"(?<![\u3400-\u9fff])[\u3400-\u9fff]{2,4}(?![\u3400-\u9fff])")


def keep_terms(text: str) -> str:
    """`text` with each short Chinese term kept on one line: Qt breaks between any two
    ideographs, and a hint read "期望 -5.74 筹 / 码", a hand "乌 / 龙"."""
    return _TERM.sub(lambda m: WORD_JOINER.join(m.group()), text)


def arranged_words(action: str) -> str:
    """An arrangement game's move as a review lists it: "set:4-4 3-2|1-1 4-3" reads "Chop Ng
    4-4, Chop Ng 3-2 | ..." (its page's and its replay's review alike)."""
    kind, _, body = action.partition(":")
    return tiles_words(body) if body else kind


def tiles_words(tiles) -> str:
    """Several dominoes in running text: tiles, or codes such as "6-6 2-1", with "|" between
    groups ("6-4 | 5-5 2-1" -> "Ping 6-4 | Mooy 5-5, Gee Joon 2-1")."""
    comma = tr(", ")  # 、 in Chinese
    if not isinstance(tiles, str):
        return comma.join(tile_words(t) for t in tiles)
    return " | ".join(
        comma.join(tile_words(t) for t in group.split()) for group in tiles.split("|")
    )


def card_words(text: str) -> str:
    """Card codes ("Ts 9d BJ") as a player reads them: 10 for T, suit symbols, jokers named;
    a one-letter token is a suit (one named with three jokers)."""
    out = []
    for token in text.split():
        if token in ("BJ", "SJ"):
            out.append(tr("Big Joker") if token == "BJ" else tr("Small Joker"))
        elif len(token) == 1:
            out.append(SUIT_SYMBOLS.get(token, token))
        elif token == "|":
            out.append("|")
        else:
            card = parse_card(token)
            out.append(("10" if card.rank == 10 else token[0].upper()) + SUIT_SYMBOLS[card.suit])
    return " ".join(out)
