"""The Small Mahjong scoring dialog: who won and how, every seat's face-up triplet and concealed
tiles, the winner's two combinations with their points, and every payment."""

from __future__ import annotations

from ...base.i18n import tr
from ...engine.smallmahjong.state import SmallMahjongState
from ...base import words
from . import text
from .replay_view import combination_lines
from ...dialogs.scoring import ScoringSheet


def _tiles(tiles) -> str:
    return words.tiles_words(tiles) if tiles else "—"


def winning_discard(state) -> tuple[int, str] | None:
    """(discarder, tile) of the discard the hand was won with. The state pops a claimed
    discard and keeps no discarder, so replay the history and note who threw last."""
    history = state.history()
    leader = None if any(a.startswith("dice:") for a in history) else state.leader
    again = SmallMahjongState(state.rules, leader)
    last = None
    for action in history:
        if action.startswith("discard:"):
            last = (again.current_player(), action.partition(":")[2])
        again.apply(action)
    return last


def heading_line(state) -> str:
    """Who won and how, in the user's grammar when the user won or threw the tile."""
    s = state.settlement
    if s.winner is None:
        return tr("A drawn hand: the wall ran out and nobody pays")
    who = text.seat_name(s.winner)
    if s.by == "wall":
        return (
            tr("You win by drawing from the wall")
            if s.winner == 0
            else tr("{who} wins by drawing from the wall").format(who=who)
        )
    found = winning_discard(state)
    if found is None:  # not expected: a discard win follows a discard
        return (
            tr("You win with a discard")
            if s.winner == 0
            else tr("{who} wins with a discard").format(who=who)
        )
    seat, tile = found
    tile = words.tile_words(tile)
    if s.winner == 0:
        return tr("You win with {discarder}'s discard {tile}").format(
            discarder=text.seat_name(seat), tile=tile
        )
    if seat == 0:
        return tr("{who} wins with your discard {tile}").format(who=who, tile=tile)
    return tr("{who} wins with {discarder}'s discard {tile}").format(
        who=who, discarder=text.seat_name(seat), tile=tile
    )


def scoring_sheet(state, session) -> ScoringSheet:
    """Small Mahjong's scoring window: one row per seat, the user's in bold."""
    s = state.settlement
    heading = heading_line(state)
    if state.leader is not None:
        heading += "\n" + tr("First player: {who}").format(who=text.seat_name(state.leader))
    columns = [
        tr("Seat"),
        tr("Face up"),
        tr("Hand"),
        tr("Combinations"),
        tr("Payment"),
        tr("Bankroll"),
    ]
    rows = []
    for r in s.results:
        combos = combination_lines(s.split) if r.seat == s.winner else ""
        rows.append(
            [
                text.seat_name(r.seat),
                _tiles(state.exposed.get(r.seat)),
                _tiles(state.held.get(r.seat)),
                combos,
                words.money(r.net),
                words.chips(session.bankrolls[r.seat]),
            ]
        )
    notes = []
    if s.winner is not None:
        points = next(r.points for r in s.results if r.seat == s.winner)
        notes.append(
            tr(
                "Each other player pays the winner {points} points (chips per point: {unit:g})."
            ).format(points=points, unit=state.rules.unit)
        )
    notes.append(
        tr("Your session total: {net} (hands played: {n}).").format(
            net=words.money(session.net[0]), n=session.hand_number
        )
    )
    return ScoringSheet(heading, columns, rows, notes, bold_row=0, stretch=(3,), centred_from=4)
