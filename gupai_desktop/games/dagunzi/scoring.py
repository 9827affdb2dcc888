"""The Da Gunzi scoring window: one row per seat (team, role, points taken, levels before and
after, the hand's return), then the settlement walked through in words: the attackers' score
with the bottom doubled or not, the outcome by its players' name, level changes with buried
jokers and must-play levels, the blood owed and who deals next; at a cycle's end, who won it."""

from __future__ import annotations

from ...base import words
from ...base.i18n import tr
from ...dialogs.scoring import ScoringSheet
from ...engine.dagunzi.cards import TOTAL_POINTS, fmt
from ...engine.dagunzi.rules import LAST_LEVEL
from . import text


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
    reason = {
        "zero": tr("the attackers scored nothing"),
        # A score of 300 or more ends the cycle too (the rule's default), which a doubled
        # bottom reaches while the dealer side holds points: "every point" was then untrue.
        "sweep": tr("the attackers took every point")
        if s.took_every_point
        else tr("the attackers' score reached {total} ({score} with the bottom doubled)").format(
            score=s.score, total=TOTAL_POINTS
        ),
        "three-jokers": tr("three jokers of a kind lay in the bottom"),
        "passed-ten": tr("the dealer side won at level 10 and passed 10 (出锅)"),
    }[s.event]
    won = (
        tr("Your team wins the cycle") if s.cycle_winner == 0 else tr("The opponents win the cycle")
    )
    return tr(
        "The cycle is over: {reason}. {won}; the next hand starts at level 3 with the Big "
        "Joker grab."
    ).format(reason=reason, won=won)


def level_lines(s, rules) -> list[str]:
    lines = []
    for team in (0, 1):
        before, after = s.levels_before[team], s.levels_after[team]
        if after != before:
            # What the rule gives, not what the cap left of it: 8 to 10 with a buried Big
            # Joker said "and 1 for the buried jokers" where the rule gives 2.
            jokers = s.joker_levels(rules)
            extra = (
                tr(" (one level, and {n} for the buried jokers, capped at {top})")
                if jokers and before + 1 + jokers > after
                else tr(" (one level, and {n} for the buried jokers)")
                if jokers
                else ""
            ).format(n=jokers, top=text.level_name(LAST_LEVEL))
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
        line = tr("Next hand you pay {cards} of tribute (blood) to {dealer}.").format(
            cards=words.cards(s.blood), dealer=dealer
        )
    else:
        line = tr("Next hand {payer} pays {cards} of tribute (blood) to {dealer}.").format(
            payer=text.seat_name(s.blood_payer), cards=words.cards(s.blood), dealer=dealer
        )
    if s.joker_blood and s.score_blood:  # where the count comes from (a new user: 5 from what?)
        return words.sentences(
            line,
            tr("{score} for the score, {jokers} for the buried jokers.").format(
                score=words.cards(s.score_blood), jokers=words.cards(s.joker_blood)
            ),
        )
    if s.joker_blood:
        return words.sentences(line, tr("All of it for the buried jokers."))
    return line


def match_line(over, won) -> str:
    """The match's result once its last cycle has ended (it had none: a player who asked for
    three cycles was never told who won them)."""
    if over == "draw":
        line = tr("The match is over, drawn {a}–{b} in cycles.")
    elif over == 0:
        line = tr("The match is over: your team wins it {a}–{b} in cycles.")
    else:
        line = tr("The match is over: the opponents win it {b}–{a} in cycles.")
    return tr("{result} The next hand starts a new match.").format(
        result=line.format(a=won[0], b=won[1])
    )


def scoring_sheet(state, session) -> ScoringSheet:
    s = state.settlement
    heading = tr("Level {level}, {suit} trumps · {dealer} dealt · the bottom: {bottom}").format(
        level=text.level_name(state.level),
        suit=text.suit_name(state.trumps.suit),
        dealer=words.in_sentence(text.seat_name(state.dealer)),
        bottom=text.card_words(fmt(state.bottom)),
    )
    # a team's, in its tricks (the bottom aside): a new user read 140 in every seat's row
    # the hand's result: the team's levels gained less the other team's ("Return", unexplained)
    columns = [tr("Seat"), tr("Role"), tr("Team's points in tricks"), tr("Level"), tr("Net levels")]
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
                text.level_change(s.levels_before[team], s.levels_after[team]),
                words.money(returns[seat]),
            ]
        )
    notes = [score_line(s)]
    if s.case:
        notes.append(tr("{outcome}.").format(outcome=text.case_line(s)))  # a sentence, as the rest
    notes += level_lines(s, state.rules)
    for line in (event_line(s), blood_line(s)):
        if line:
            notes.append(line)
    over = session.table.get("match_over") if s.cycle_winner is not None else None
    if over is not None:
        notes.append(match_line(over, session.table["cycles_won"]))
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
