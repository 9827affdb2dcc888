"""The Da Gunzi scoring window: one row per seat (team, role, points taken, levels before and
after, the hand's return), then the settlement walked through in words: the attackers' score
with the bottom doubled or not, the outcome by its players' name, level changes with buried
jokers and must-play levels, the blood owed and who deals next; at a cycle's end, who won it."""

from __future__ import annotations

from ...base import words
from ...base.i18n import tr
from ...dialogs.scoring import ScoringSheet
from ...engine.dagunzi.cards import fmt
from . import text


def _level_change(before: int, after: int) -> str:
    return (
        f"{text.level_name(before)} → {text.level_name(after)}"
        if after != before
        else text.level_name(before)
    )


def score_line(s) -> str:
    if s.dug:
        return tr(
            "Attackers' tricks {tricks} + the bottom's {bottom} doubled ({twice}): score {score}."
        ).format(
            tricks=s.trick_points, bottom=s.bottom_points, twice=2 * s.bottom_points, score=s.score
        )
    return tr(
        "Attackers' tricks {tricks}; the dealer side won the last trick, so the bottom "
        "counts for nobody: score {score}."
    ).format(tricks=s.trick_points, score=s.score)


def event_line(s) -> str | None:
    if s.event is None:
        return None
    winner = text.team_name(s.cycle_winner)
    reason = {
        "zero": tr("the attackers scored nothing"),
        "sweep": tr("the attackers took every point"),
        "three-jokers": tr("three jokers of a kind lay in the bottom"),
        "passed-ten": tr("the dealer side won at level 10 and passed 10 (出锅)"),
    }[s.event]
    return tr(
        "The cycle is over: {reason}. {winner} wins the cycle; the next hand starts at "
        "level 3 with the Big Joker grab."
    ).format(reason=reason, winner=winner)


def level_lines(s, rules) -> list[str]:
    lines = []
    for team in (0, 1):
        before, after = s.levels_before[team], s.levels_after[team]
        if after != before:
            jokers = after - before - 1
            extra = (
                tr(" (one level, and {n} for the buried jokers)").format(n=jokers)
                if jokers > 0
                else ""
            )
            words = (
                tr("Your team goes up from {a} to {b}{extra}.")
                if team == 0
                else tr("The opponents go up from {a} to {b}{extra}.")
            )
            lines.append(
                words.format(a=text.level_name(before), b=text.level_name(after), extra=extra)
            )
    if s.case == "D" and s.levels_after == s.levels_before and s.event is None:
        lines.append(
            tr("The attackers stay on {level}: a must-play level is won only as dealer.").format(
                level=text.level_name(s.levels_before[s.attacking_team])
            )
        )
    if s.case == "B" and s.joker_value:
        lines.append(tr("The buried jokers count for nobody after a bad dig."))
    return lines


def blood_line(s) -> str | None:
    if s.next_dealer is None or not s.blood:
        return None
    dealer = words.in_sentence(text.seat_name(s.next_dealer))
    if s.blood_payer == 0:
        return tr("Next hand you pay {cards} of tribute (blood) to {dealer}.").format(
            cards=words.cards(s.blood), dealer=dealer
        )
    return tr("Next hand {payer} pays {cards} of tribute (blood) to {dealer}.").format(
        payer=text.seat_name(s.blood_payer), cards=words.cards(s.blood), dealer=dealer
    )


def scoring_sheet(state, session) -> ScoringSheet:
    s = state.settlement
    heading = tr("Level {level}, {suit} trumps · {dealer} dealt · the bottom: {bottom}").format(
        level=text.level_name(state.level),
        suit=text.suit_name(state.trumps.suit),
        dealer=words.in_sentence(text.seat_name(state.dealer)),
        bottom=text.card_words(fmt(state.bottom)),
    )
    columns = [tr("Seat"), tr("Role"), tr("Points taken"), tr("Level"), tr("Return")]
    taken = state.trick_points
    returns = s.returns()
    rows = []
    for seat in range(4):
        team = seat % 2
        role = (
            tr("dealer")
            if seat == state.dealer
            else tr("dealer's side")
            if team == s.dealer_team
            else tr("attacker")
        )
        rows.append(
            [
                text.seat_name(seat),
                role,
                str(taken[team]),
                _level_change(s.levels_before[team], s.levels_after[team]),
                words.money(returns[seat]),
            ]
        )
    notes = [score_line(s)]
    if s.case:
        notes.append(text.case_line(s))
    notes += level_lines(s, state.rules)
    for line in (event_line(s), blood_line(s)):
        if line:
            notes.append(line)
    if s.next_dealer == 0:
        notes.append(tr("You deal next."))
    elif s.next_dealer is not None:
        notes.append(tr("{who} deals next.").format(who=text.seat_name(s.next_dealer)))
    notes.append(
        tr("Your levels this session: {net} over %n hand(s).", None, session.hand_number).format(
            net=words.money(session.net[0])
        )
    )
    return ScoringSheet(heading, columns, rows, notes, bold_row=0, stretch=(1,), centred_from=2)
