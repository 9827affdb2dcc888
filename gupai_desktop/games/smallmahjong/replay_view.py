"""How a Small Mahjong hand looks in the replay viewer: the wall, the discards in order, then
each seat's face-up triplet and, face up since the record knows them, its concealed tiles."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPen

from ...base.i18n import tr
from ...engine.smallmahjong.triplets import POINTS, classify
from ...table.look import Look
from ...table.replay_draw import lying_tile, seat_called, text_at, tile_row
from ...base import words
from . import text

GOLD = "#ffe9a8"
# Discards: 48x24 lying tiles, 14 to a row, two rows before the seats (a hand of three
# players leaves 17 at the most); at 36x18 their pips were 2 px at 1024 x 700.
SMALL_W = 24.0
SMALL_STEP, SMALL_ROW = 2 * SMALL_W + 4, 14
DISCARDS_X, DISCARDS_Y = 110.0, 42.0
SEATS_Y, SEAT_H = 100.0, 96.0  # four rows end by y=484, leaving room for the verdict
# In a row: tiles y+4..38, the result at y+50, the winner's combinations one a line at y+62
# and y+78 (one line for both ran past the table's right edge).
EXPOSED_X, HELD_X = 130.0, 376.0  # 3 tiles end by 352, 6 tiles by 820


def points_text(points: int) -> str:
    return tr("%n point(s)", None, points)


def combinations(split) -> list[str]:
    """The winner's two combinations, each with its type and points."""
    return [
        tr("{tiles}: {kind}, {points}").format(
            tiles=words.tiles_words(group),
            kind=text.type_name(classify(group)),
            points=points_text(POINTS[classify(group)]),
        )
        for group in split
    ]


def combination_lines(split) -> str:
    """The combinations one to a line, for the scoring window (side by side, one of them
    wrapped into three lines of a narrow column)."""
    return "\n".join(combinations(split))


MAX_SEATS = 4  # a table of 3 or 4 (engine/smallmahjong/rules.py)


def describe(action: str, who: str, before=None) -> str:
    """The move in words, as the table's log words it: with the position `before` it, a take
    or a win names the discard it took ("AI 3 takes Tit 6-1 with ..."; the replay's line left
    it out); without (a review's "You", the last step's words), the discard unnamed."""
    kind, _, body = action.partition(":")
    if kind == "shuffle":
        return tr("The 32 tiles are shuffled: five each, the rest is the wall")
    if kind == "dice":
        return tr("Dice: {dice}").format(dice=body.replace(",", " + "))
    if before is not None and before.phase() in ("act", "claim"):
        offered = before.offer[1] if before.offer is not None else None
        return text.move_line(action, before.current_player(), offered)
    seat = seat_called(who, text.seat_name, MAX_SEATS)
    return action if seat is None else text.move_line(action, seat)


def after_move(state, before=None) -> str | None:
    """What the move set going without anyone's choice: the next seat's draw from the wall
    (the replay showed the tile drawn and the wall one shorter, and no word said so)."""
    return text.drawn_after(state, state.history()[-1])


def last_words(state, who: str) -> str:
    """The hand's last move, with how it ended: "You win" alone named neither the tile nor
    whose discard it was."""
    action = state.history()[-1]
    if action == "win":
        return text.heading_line(state)
    return f"{describe(action, who)} · {text.heading_line(state)}"


situation = text.situation_words  # the review's line over each decision, table or replay


def seat_label(seat: int, state) -> str:
    return text.seat_name(seat)


def _discards(scene, state, look: Look) -> None:
    """Small tiles in the order thrown; the one still on offer gets a gold frame."""
    if not state.discards:  # every one taken, or none made yet: say so, not an empty row
        text_at(scene, tr("No discard on the table"), 16, DISCARDS_Y + 1, 15, True)
        return
    text_at(scene, tr("Discards"), 16, DISCARDS_Y + 1, 15, True)
    for i, (_seat, tile) in enumerate(state.discards):
        x = DISCARDS_X + (i % SMALL_ROW) * SMALL_STEP
        y = DISCARDS_Y + (i // SMALL_ROW) * (SMALL_W + 4)
        sp = lying_tile(tile, SMALL_W, look)
        sp.setPos(QPointF(x, y))
        scene.addItem(sp)
        if state.offer is not None and i == len(state.discards) - 1:
            scene.addRect(QRectF(x - 2, y - 2, 2 * SMALL_W + 4, SMALL_W + 4), QPen(QColor(GOLD), 2))


def draw(scene, state, look: Look) -> None:
    if state.dealt:
        text_at(scene, tr("Wall: {n} tiles").format(n=len(state.wall)), 16, 12, 16, True)
    if state.leader is not None:
        text_at(
            scene, tr("First player: {who}").format(who=text.seat_name(state.leader)), 220, 12, 15
        )
    _discards(scene, state, look)
    s = state.settlement
    results = {r.seat: r for r in s.results} if s else {}
    to_act = state.current_player() if state.phase() in ("act", "claim") else None
    y = SEATS_Y
    for seat in range(state.rules.players):
        text_at(
            scene, text.seat_name(seat), 16, y + 12, 16, True, GOLD if seat == to_act else "#f3efe0"
        )
        if state.exposed.get(seat):
            tile_row(scene, state.exposed[seat], EXPOSED_X, y + 4, look)
        tile_row(scene, state.held.get(seat, []), HELD_X, y + 4, look)
        if seat in results:
            r = results[seat]
            head = points_text(r.points) if r.outcome == "win" else words.outcome(r.outcome)
            text_at(scene, f"{head} · {words.money(r.net)}", 16, y + 50, 14, True, GOLD)
            if seat == s.winner:
                lines = combinations(s.split)
                for i, line in enumerate(lines):
                    text_at(scene, line, EXPOSED_X, y + 62 + 16 * i, 13, False, GOLD)
                # the winner's row grows by them: they sat against the next seat's tiles
                # and read as that seat's
                y += 16 * len(lines)
        y += SEAT_H
    if s is not None and s.winner is None:
        text_at(
            scene, tr("A drawn hand: the wall ran out and nobody pays"), 16, y + 4, 15, True, GOLD
        )
