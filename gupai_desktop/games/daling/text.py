"""Da Ling words for the screen, translated: seats, colours, groups and how they were decided."""

from __future__ import annotations

from ...base import words
from ...base.i18n import tr
from ...engine.daling.groups import colour_pips, counted_values, group_values


def seat_name(seat: int) -> str:
    return words.you() if seat == 0 else tr("AI {n}").format(n=seat)


def verdict_lines(result) -> list[str]:
    """A player's verdict, as the table and the replay write it: its groups' marks, then its
    result ("groups ✓ ✗ ✓", "lose · -22"); the six tiles' colour pips only where all three
    match, the one place they decide (as the scoring window's column: a player's total read
    as a tie-break where none was)."""
    marks = " ".join("✓" if g.matches else "✗" for g in result.groups)
    if result.absolute:
        groups = tr("groups {marks} · %n colour pip(s)", None, result.colour_pips)
    else:
        groups = tr("groups {marks}")
    return [groups.format(marks=marks), words.result_line(result)]


def colour_name(colour: str) -> str:
    return tr("red game") if colour == "red" else tr("black game")


def colour_pips_name(colour: str) -> str:
    return tr("red pips") if colour == "red" else tr("black pips")


def group_line(group, target: int, colour: str) -> str:
    """Lines under a group: "= 7, matches", how wild tiles count, and its colour pips."""
    counted = counted_values(group, target)
    pips = colour_pips(group, colour)
    lines = []
    if counted is None:
        values = " / ".join(str(v) for v in group_values(group))
        lines.append(tr("= {values}, no match").format(values=values))
    else:
        lines.append(tr("= {target}, matches").format(target=target))
        wild = [(t, v) for t, v in zip(group, counted) if t.is_gee_joon]
        if len(wild) == 2:  # both on one line, by their pips: four lines reached the rim
            (a, x), (b, y) = wild
            lines.append(
                tr("{a} counts {x}, {b} counts {y}", "both Gee Joon tiles").format(
                    a=a, x=x, b=b, y=y
                )
            )
        else:
            lines += [
                tr("{tile} counts {value}").format(tile=words.tile_words(t), value=v)
                for t, v in wild
            ]
    lines.append(
        tr("%n red pip(s)", None, pips) if colour == "red" else tr("%n black pip(s)", None, pips)
    )
    return "\n".join(lines)


def contest_line(contest, stake_text: str) -> str:
    """How one group was decided, in words for the scoring dialog."""
    size = {1: tr("1-tile group"), 2: tr("2-tile group"), 3: tr("3-tile group")}[contest.size]
    if contest.reason == "won":
        return tr(
            "{group} ({stake}): won by {winner} with %n colour pip(s); every other player pays the "
            "winner {stake}",
            None,
            contest.best_pips,
        ).format(group=size, stake=stake_text, winner=words.in_sentence(seat_name(contest.winner)))
    if contest.reason == "tie":
        tied = words.seat_list(seat_name(s) for s in contest.tied)
        return tr(
            "{group} ({stake}): tie on %n colour pip(s) between {tied}; the stakes stay",
            None,
            contest.best_pips,
        ).format(group=size, stake=stake_text, tied=tied)
    if getattr(contest, "to_banker", False):
        return tr("{group} ({stake}): nobody matches; the banker takes the stakes").format(
            group=size, stake=stake_text
        )
    return tr("{group} ({stake}): nobody matches; the stakes stay").format(
        group=size, stake=stake_text
    )
