"""The Ding Niu scoring dialog: how the hand ended, every seat's face-down tiles and tiles left,
the points and places that follow, how ties were broken, the SuanZhang and every payment."""

from __future__ import annotations

from ...base.i18n import tr
from ...engine.dingniu.rules import PLAYERS
from ...base import words
from . import text
from ...dialogs.scoring import ScoringSheet


def _tiles(tiles) -> str:
    return words.tiles_words(tiles) or "—"


def ending_line(state) -> str:
    """Why the hand stopped, in the order the rules check it (§3.1, §3.4)."""
    if all(not tiles for tiles in state.held.values()):
        return tr("Every tile has been laid, on the layout or face down.")
    if state.downs_in_a_row >= PLAYERS:
        return tr("Four face-down turns in a row: nobody could play again.")
    if state.suanzhang is not None:
        return tr("The hand ended on a block: {block}.").format(
            block=text.block_name(state.suanzhang.block)
        )
    return ""


def tie_lines(settlement, loser_ties: str) -> list[str]:
    """How each tie on points was broken: first place to the seat nearer the leader, lower
    places to the later seat (or, as an option, to the nearer one too)."""
    by_points: dict[int, list] = {}
    for r in sorted(settlement.results, key=lambda r: r.place):
        by_points.setdefault(r.points, []).append(r)
    lines = []
    for points, tied in by_points.items():
        if len(tied) < 2:
            continue
        if tied[0].place == 1:
            lines.append(
                tr(
                    "Tied on {points} points for first place: {winner} plays earliest from "
                    "the leader and wins (a tie for first always goes to the player nearer "
                    "the leader, whatever the rule for the places below)."
                ).format(points=points, winner=words.in_sentence(text.seat_name(tied[0].seat)))
            )
            tied = tied[1:]
        if len(tied) < 2:
            continue
        seats = words.seat_list(text.seat_name(r.seat) for r in tied)
        if loser_ties == "nearer":
            lines.append(
                tr(
                    "Tied on {points} points: {seats}; the player nearer the leader places higher."
                ).format(points=points, seats=seats)
            )
        else:
            lines.append(
                tr(
                    "Tied on {points} points: {seats}; the later player in playing "
                    "order places higher."
                ).format(points=points, seats=seats)
            )
    return lines


def scoring_sheet(state, session) -> ScoringSheet:
    """Ding Niu's scoring window: one row per seat, the user's in bold."""
    s = state.settlement
    leader = words.in_sentence(text.seat_name(state.leader))
    if state.layout.ends is not None:
        left, right = state.layout.ends
        heading = tr("Led by {leader} · the layout ends {left} | {right}").format(
            leader=leader, left=left, right=right
        )
    else:
        heading = text.led_by(state.leader)
    heading = "\n".join(filter(None, [heading, ending_line(state)]))
    columns = [
        tr("Seat"),
        tr("Face down"),
        tr("Left in hand"),
        tr("Points"),
        tr("Place"),
        tr("Payment"),
        tr("Bankroll"),
    ]
    rows = []
    for r in s.results:
        name = text.seat_name(r.seat)
        if r.seat == state.leader:
            name += tr(" (leader)")
        rows.append(
            [
                name,
                _tiles(state.face_down[r.seat]),
                _tiles(state.held[r.seat]),
                str(r.points),
                text.place_name(r.place),
                words.money(r.net),
                words.chips(session.bankrolls[r.seat]),
            ]
        )
    notes = [
        tr(
            "Fewest points wins; the places pay by rank, not by points: +6, then −1, −2, −3 "
            "(chips per point: {unit:g})."
        ).format(unit=state.rules.unit)
    ]
    notes += tie_lines(s, state.rules.loser_ties)
    if state.suanzhang is not None:
        notes.append(text.suanzhang_line(state.suanzhang, s.suanzhang_effect))
        notes.append(text.block_meaning(state.suanzhang.block))
    notes.append(
        tr("Your session total: {net} (hands played: {n}).").format(
            net=words.money(session.net[0]), n=session.hand_number
        )
    )
    return ScoringSheet(heading, columns, rows, notes, bold_row=0, stretch=(1, 2), centred_from=3)
