"""How a Chinese Poker deal looks in the replay viewer: each seat's rows, or its 13 cards."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from ...base.i18n import tr
from ...engine.chinese_poker.specials import TITLES
from ...table.card_art import CARD_ASPECT
from ...table.look import Look
from ...table.replay_draw import card_sprite, text_at
from ...base import words
from . import text

CARD_W = 56.0
CARD_H = CARD_W * CARD_ASPECT
STEP = CARD_W * 0.75  # a card's shift along its row
GAP = CARD_W * 0.9  # between two rows
HAND_X = 150.0
BAND = 130.0  # a seat's height: four fill the table


def describe(action: str, who: str, before=None) -> str:
    kind, _, body = action.partition(":")
    if kind == "deal":
        return tr("The cards are shuffled and dealt")
    if kind == "set":
        return tr("{who}: sets {setting}").format(who=who, setting=text.setting_words(body))
    if kind == "declare":
        return tr("{who}: declares {special}").format(
            who=who, special=text.special_title(TITLES.get(body, body))
        )
    if kind == "surrender":
        return tr("{who}: surrenders").format(who=who)
    return action


review_words = text.review_words  # a review's moves, worded as the table's review words them


def seat_label(seat: int, state) -> str:
    return text.seat_name(seat, state.rules.has_house)


def draw(scene, state, look: Look) -> None:
    """Each seat in a band: its name and result at the left, its rows (or 13 cards) with each
    row's hand named under it. Cards as large as four bands allow: at 30 units wide, their
    corners were 5 px at 1024 x 700 and the rows took under half the table."""
    has_house = state.rules.has_house
    wheel = state.rules.wheel
    results = {r.seat: r for r in state.settlement.results} if state.settlement else {}
    y = 20.0
    for seat in text.listed_seats(state.rules.players, has_house):
        text_at(scene, text.seat_name(seat, has_house), 16, y + 14, 16, True)
        if seat in results:
            r = results[seat]
            label = words.result_line(r)
            text_at(scene, label, 16, y + 40, 15, True, "#ffe9a8")
        play = state.plays.get(seat)
        setting = play.setting if play is not None else None
        rows = setting.rows if setting else (text.whole_hand(state.hands.get(seat, ())),)
        names = [text.hand_name(k) for k in setting.keys(wheel)] if setting else []
        x = HAND_X
        for i, row in enumerate(rows):
            start = x
            for card in row:
                sp = card_sprite(card, CARD_W, look, scene)
                sp.setPos(QPointF(x, y))
                scene.addItem(sp)
                x += STEP
            end = x - STEP + CARD_W
            if i < len(names):
                text_at(scene, names[i], start, y + CARD_H + 4, 13, width=end - start)
            x = end + GAP
        y += BAND
