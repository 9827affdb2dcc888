"""How a Ding Niu hand looks in the replay viewer: the layout chain with its open ends, then
each seat's tiles in hand and, face up since the record knows them, its face-down tiles."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QGraphicsTextItem

from ...base.i18n import tr
from ...engine.core import mover
from ...engine.dingniu.rules import PLAYERS
from ...engine.dominoes import Tile
from ...table.look import Look
from ...table.replay_draw import ROW_H, TILE_W, lying_tile, seat_called, text_at, tile_row
from ...base import words
from . import text

CHAIN_ROW = 12  # tiles per row of the layout: 12 lying tiles fill the 900-wide scene
CHAIN_X, CHAIN_Y, CHAIN_GAP = 16.0, 40.0, 44.0  # x: under the "Layout" label
STEP = 2 * TILE_W + 5  # a pixel closer than tile_row's: twelve fit, shadows too, from CHAIN_X
SEATS_Y = CHAIN_Y + 2 * CHAIN_GAP + 8  # room for two chain rows, so seats never move
GOLD = "#ffe9a8"


def describe(action: str, who: str, before=None) -> str:
    """The move in the table's log's words (text.move_line), each face-down tile named: the
    replay's own copy of that wording read "You lay Mooy 5-5 face down" where the table's
    review of the same move read "You cannot play and lay ..." ."""
    kind, _, body = action.partition(":")
    if kind == "dice":  # chance: nobody's move
        return tr("Dice: {dice}").format(dice=body.replace(",", " + "))
    if kind == "shuffle":
        return text.shuffle_line()
    seat = mover(before)
    if seat is None:  # a review's "You", the last step's words
        seat = seat_called(who, text.seat_name, PLAYERS)
    return action if seat is None else text.move_line(action, seat, face_up=True)


def last_words(state, who: str) -> str:
    """The hand's last move, with who won it: the replay's last step named the tile laid and
    left the result unsaid."""
    return f"{describe(state.history()[-1], who)} · {text.winner_line(state.settlement.winner)}"


situation = text.situation_words  # the review's line over each decision, table or replay


def seat_label(seat: int, state) -> str:
    return text.seat_name(seat)


def _chain(scene, chain, look: Look) -> None:
    """Each tile turned so its pips read as on the table: a left pip smaller than the right
    one means the tile (drawn high pip left) is turned end for end."""
    for i, (a, b) in enumerate(chain):
        x = CHAIN_X + (i % CHAIN_ROW) * STEP
        y = CHAIN_Y + (i // CHAIN_ROW) * CHAIN_GAP
        sp = lying_tile(Tile(max(a, b), min(a, b)), TILE_W, look, flipped=a < b)
        sp.setPos(QPointF(x, y))
        scene.addItem(sp)


def _wrapped(scene, value: str, x: float, y: float, width: float = 860) -> None:
    """Long lines (the SuanZhang verdict) wrap instead of running off the table."""
    item = QGraphicsTextItem(value)
    font = QFont()
    font.setPixelSize(14)
    item.setFont(font)
    item.setDefaultTextColor(QColor(GOLD))
    item.setTextWidth(width)
    item.setPos(x, y)
    scene.addItem(item)


def draw(scene, state, look: Look) -> None:
    text_at(scene, tr("Layout"), 16, 12, 16, True)
    if state.leader is not None:
        text_at(scene, text.led_by(state.leader), 170, 12, 15)
    if state.layout.ends is not None:
        left, right = state.layout.ends
        text_at(
            scene,
            tr("Open ends {left} | {right}").format(left=left, right=right),
            500,
            12,
            15,
            True,
            GOLD,
        )
    _chain(scene, state.layout.chain, look)
    results = {r.seat: r for r in state.settlement.results} if state.settlement else {}
    to_act = state.turn if state.phase() == "play" else None
    y = SEATS_Y
    for seat in range(state.rules.players):
        text_at(
            scene, text.seat_name(seat), 16, y + 10, 16, True, GOLD if seat == to_act else "#f3efe0"
        )
        x = tile_row(scene, state.held.get(seat, []), 150, y + 8, look)
        down = state.face_down.get(seat, [])
        if down:  # at most 6 tiles in all: some 720 at the most, short of the results' 724
            label = tr("Face down ({n}):").format(n=len(down))
            end = text_at(scene, label, x + 18, y + 17, 14)  # as the seats' own lines read
            x = tile_row(scene, down, end + 10, y + 8, look)
        if seat in results:
            r = results[seat]
            text_at(
                scene,
                tr("{place} · {points} points · {payment}").format(
                    place=text.place_name(r.place), points=r.points, payment=words.money(r.net)
                ),
                max(724, x + 12),  # after the face-down tiles, should a font make them longer
                y + 18,
                14,
                True,
                GOLD,
            )
        y += ROW_H
    if state.suanzhang is not None:
        effect = state.settlement.suanzhang_effect if state.settlement else "pending"
        _wrapped(scene, text.suanzhang_line(state.suanzhang, effect, state.rules), 12, y + 4)
