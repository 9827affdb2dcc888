"""The Da Ling scoring dialog: every player's groups with values and colour pips, who won what
and why, and every player's net."""

from __future__ import annotations

from ...base.i18n import tr
from ...base import words
from ...engine.core import outcome_by_sign
from . import text
from ...dialogs.scoring import ScoringSheet


def _group_cell(g, target: int, colour: str) -> str:
    tiles = words.tiles_words(g.tiles)
    return f"{tiles}\n{text.group_line(g.tiles, target, colour)}"


def decision_lines(settlement, total_stake: float) -> list[str]:
    """The verdict of the hand in words: the absolute winner, or each group's winner."""
    s = settlement
    pips = text.colour_pips_name(s.colour)
    lines = []
    if s.mode == "absolute":
        # "the most black pips" of those whose three groups match, not of the table: a new
        # user read it against a player with more pips who matched fewer groups
        lines.append(
            (
                tr(
                    "Absolute winner: {winner}, the only player whose three groups all match; "
                    "every other player pays the whole stake ({stake:g})."
                )
                if len(s.absolute_seats) == 1
                else tr(
                    "Absolute winner: {winner}: all three groups match, and the most {pips} "
                    "({n}) of the players whose three groups all match; every other player "
                    "pays the whole stake ({stake:g})."
                )
            ).format(
                winner=text.seat_name(s.absolute_winner),
                pips=pips,
                stake=total_stake,
                n=next(r.colour_pips for r in s.results if r.seat == s.absolute_winner),
            )
        )
        others = [seat for seat in s.absolute_seats if seat != s.absolute_winner]
        if others:
            lines.append(
                tr("Also matched all three groups, with fewer {pips}: {seats}.").format(
                    pips=pips, seats=words.seat_list(text.seat_name(x) for x in others)
                )
            )
        if s.house_fee:
            lines.append(tr("The absolute winner pays the house {fee:g}.").format(fee=s.house_fee))
        return lines
    if s.absolute_tied:
        seats = words.seat_list(text.seat_name(x) for x in s.absolute_tied)
        lines.append(
            tr("Every group matches for {seats}, tied on {pips}.").format(seats=seats, pips=pips)
        )
        if s.mode == "push":
            lines.append(tr("Tied absolute winners: everything pushes."))
            return lines
        lines.append(tr("Tied absolute winners: the hand is settled group by group."))
    else:
        lines.append(tr("Nobody matches all three groups: each group is settled on its own."))
    lines += [text.contest_line(c, f"{c.stake:g}") for c in s.contests]
    if s.banker_take:
        lines.append(
            tr("The banker takes {take:g} from unmatched groups.").format(take=s.banker_take)
        )
    return lines


def scoring_sheet(state, session) -> ScoringSheet:
    """Da Ling's scoring window: every player's groups, who won what and why, every net."""
    s = state.settlement
    a, b = s.table
    heading = tr(
        "Table {a} + {b}: target {target}, {colour}. Groups score by the game's colour: {pips}."
    ).format(
        a=a,
        b=b,
        target=s.target,
        colour=text.colour_name(s.colour),
        pips=text.colour_pips_name(s.colour),
    )
    stakes = state.rules.stake_amounts
    columns = [
        tr("Seat"),
        tr("1 tile ({stake:g})").format(stake=stakes[0]),
        tr("2 tiles ({stake:g})").format(stake=stakes[1]),
        tr("3 tiles ({stake:g})").format(stake=stakes[2]),
        # the six tiles' pips decide only between players whose three groups all match: a
        # new user read the total against a player who matched fewer groups and lost
        tr("Pips if all match"),
        tr("Result"),
        tr("Net"),
        tr("Bankroll"),
    ]
    rows = []
    for r in s.results:
        name = text.seat_name(r.seat)
        if r.seat == s.absolute_winner:
            name += tr(" (absolute winner)")
        rows.append(
            [name]
            + [_group_cell(g, s.target, s.colour) for g in r.groups]
            + [
                str(r.colour_pips) if r.absolute else "",
                words.result_word(r),
                words.money(r.net),
                words.chips(session.bankrolls[r.seat]),
            ]
        )
    if state.rules.banker:  # the house's take in a row of its own, as Pai Gow's house has
        rows.append(
            [tr("House") + tr(" (banker)"), "", "", "", ""]
            + [words.outcome(outcome_by_sign(s.banker_net))]
            + [words.money(s.banker_net), ""]
        )
    notes = decision_lines(s, state.rules.total_stake)
    if state.rules.banker and not (s.house_fee or s.banker_take):
        # a new user ticked the house banker and saw it nowhere: it is said when it takes nothing
        notes.append(tr("The house banker deals and plays no tiles; it took nothing this hand."))
    notes.append(
        tr("Your session total: {net} (hands played: {n}).").format(
            net=words.money(session.net[0]), n=session.hand_number
        )
    )
    return ScoringSheet(
        heading, columns, rows, notes, bold_row=0, stretch=(1, 2, 3), centred_from=4
    )
