"""The Small Mahjong scoring dialog: who won and how, every seat's face-up triplet and concealed
tiles, the winner's two combinations with their points, and every payment."""

from __future__ import annotations

from ...base.i18n import tr
from ...base import words
from . import text
from .replay_view import combination_lines
from ...dialogs.scoring import ScoringSheet


def _tiles(tiles) -> str:
    return words.tiles_words(tiles) if tiles else "—"


def scoring_sheet(state, session) -> ScoringSheet:
    """Small Mahjong's scoring window: one row per seat, the user's in bold. The hands and the
    combinations share the spare width (the winner's six tiles took it all at 1024 px, and its
    two combinations wrapped into six lines)."""
    s = state.settlement
    heading = text.heading_line(state)
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
    return ScoringSheet(heading, columns, rows, notes, bold_row=0, stretch=(2, 3), centred_from=4)
