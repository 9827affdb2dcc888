"""How a Da Ling hand looks in the replay viewer: the table tiles, then each seat's groups."""

from __future__ import annotations

from ...base.i18n import tr
from ...table.look import Look
from ...table.replay_draw import ROW_H, text_at, tile_row
from ...base import words
from . import text


def describe(action: str, who: str, before=None) -> str:
    kind, _, body = action.partition(":")
    if kind == "shuffle":
        return tr("The tiles are shuffled; two go face up on the table")
    if kind == "group":
        return tr("{who}: groups {grouping}").format(who=who, grouping=words.tiles_words(body))
    return action


review_words = words.arranged_words  # a review's moves, worded as the table's review words them


def seat_label(seat: int, state) -> str:
    return text.seat_name(seat)


def draw(scene, state, look: Look) -> None:
    if state.table:
        text_at(scene, tr("Table"), 16, 30, 16, True)
        tile_row(scene, state.table, 170, 22, look)
        text_at(
            scene,
            tr("Target {target} · {colour}").format(
                target=state.target, colour=text.colour_name(state.colour)
            ),
            500,
            30,
            16,
            True,
        )
    y = 76.0
    results = {r.seat: r for r in state.settlement.results} if state.settlement else {}
    for seat in range(state.rules.players):
        text_at(scene, text.seat_name(seat), 16, y + 22, 16, True)
        grouping = state.groupings.get(seat)
        tiles = grouping.tiles() if grouping else state.hands.get(seat, ())
        tile_row(scene, tiles, 170, y + 14, look, gaps_after=(0, 2) if grouping else ())
        if seat in results:  # as the table words it (the replay's bare marks said less)
            text_at(
                scene,
                "\n".join(text.verdict_lines(results[seat])),
                672,
                y + 12,
                13,
                True,
                "#ffe9a8",
            )
        y += ROW_H
