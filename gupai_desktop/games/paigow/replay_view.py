"""How a Pai Gow hand looks in the replay viewer: each seat's tiles, then its low | high."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from ...base.i18n import tr
from ...table.look import Look
from ...table.replay_draw import ROW_H, TABLE, TILE_W, text_at, tile_row
from ...table.sprites import TileSprite
from ...base import words
from . import text


def describe(action: str, who: str, before=None) -> str:
    kind, _, body = action.partition(":")
    if kind == "shuffle":
        return tr("The tiles are shuffled and built into the woodpile")
    if kind == "dice":
        return tr("Dice: {dice}").format(dice=body.replace(",", " + "))
    if kind == "set":
        return tr("{who}: sets {setting}").format(who=who, setting=words.tiles_words(body))
    return action


review_words = words.arranged_words  # a review's moves, worded as the table's review words them


def seat_label(seat: int, state) -> str:
    return text.seat_name(seat)


def draw(scene, state, look: Look) -> None:
    if state.woodpile is not None and state.dice is None:
        _woodpile(scene, state.woodpile, look)
        return
    y = 16.0
    if state.dice:
        text_at(
            scene,
            tr("Dice {a} + {b} + {c} = {total}").format(
                a=state.dice[0], b=state.dice[1], c=state.dice[2], total=sum(state.dice)
            ),
            16,
            y,
            16,
            True,
        )
    y += 30
    results = {r.seat: r for r in state.settlement.results} if state.settlement else {}
    for seat in range(state.rules.seats):
        label = text.seat_name(seat) + (tr(" (banker)") if seat == state.banker else "")
        text_at(scene, label, 16, y + 22, 16, True)
        setting = state.settings.get(seat)
        tiles = list(setting.low) + list(setting.high) if setting else state.hands.get(seat, ())
        tile_row(scene, tiles, 170, y + 14, look, gaps_after=(1,) if setting else ())
        if setting is not None:
            text_at(
                scene,
                f"{text.describe(setting.low_value)} / {text.describe(setting.high_value)}",
                500,
                y + 14,
                14,
            )
        if seat in results:
            r = results[seat]
            text_at(
                scene,
                words.result_line(r),
                500,
                y + 36,
                14,
                True,
                "#ffe9a8",
            )
        y += ROW_H


def _woodpile(scene, woodpile, look: Look) -> None:
    """Shuffled and not yet dealt: the woodpile in the middle of the table, eight stacks of
    four tiles face down (the replay's first step showed the seats' names alone)."""
    step = 2 * TILE_W + 12
    left = TABLE.center().x() - (8 * step - 12) / 2
    text_at(scene, tr("The woodpile: eight stacks of four tiles"), left, 220, 16, True)
    for stack in range(8):
        for level in range(4):  # the bottom tile first, each above it a little up and over
            tile = woodpile[4 * stack + level]
            back = TileSprite(tile.hi, tile.lo, TILE_W, style=look.tiles, lying=True)
            back.setPos(QPointF(left + stack * step + 2 * level, 272 - 4 * level))
            scene.addItem(back)
