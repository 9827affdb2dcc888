"""How a Chinese Poker deal looks in the replay viewer: each seat's rows, or its 13 cards."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from ...base.i18n import tr
from ...engine.chinese_poker.specials import TITLES
from ...table.replay_draw import text_at
from ...table.sprites import CardSprite
from ...base import words
from . import text

CARD_W = 30.0


def actor(before, after) -> int | None:
    done = before.plays if before is not None else {}
    return next((seat for seat in after.plays if seat not in done), None)


def describe(action: str, who: str) -> str:
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


def seat_label(seat: int, state) -> str:
    return text.seat_name(seat, state.rules.has_house)


def draw(scene, state, style: str) -> None:
    has_house = state.rules.has_house
    results = {r.seat: r for r in state.settlement.results} if state.settlement else {}
    y = 20.0
    for seat in range(state.rules.players):
        text_at(scene, text.seat_name(seat, has_house), 16, y + 14, 16, True)
        play = state.plays.get(seat)
        setting = play.setting if play is not None else None
        rows = setting.rows if setting else (state.hands.get(seat, ()),)
        x = 150.0
        for row in rows:
            for card in row:
                sp = CardSprite(card.rank, card.suit, CARD_W, face_up=True)
                sp.setPos(QPointF(x, y))
                scene.addItem(sp)
                x += CARD_W * 0.75
            x += CARD_W * 0.9
        if seat in results:
            r = results[seat]
            text_at(
                scene,
                f"{words.outcome(r.outcome)}  {words.money(r.net)}",
                720,
                y + 14,
                14,
                True,
                "#ffe9a8",
            )
        y += 62
