"""Small Mahjong words for the screen, translated: seats, levels, combinations and moves."""

from __future__ import annotations

from ...base import words
from ...base.i18n import tr


def seat_name(seat: int) -> str:
    return tr("You") if seat == 0 else tr("AI {n}").format(n=seat)


def level_name(level: str) -> str:
    return {"first": tr("First legal move"), "greedy": tr("Keeps the most ways to win")}.get(
        level, level
    )


def type_name(kind: str | None) -> str:
    return {
        "double-set": tr("Double Set (双同)"),
        "set-and-straight": tr("Set-and-Straight (连同)"),
        "double-straight": tr("Double Straight (双连)"),
    }.get(kind or "", tr("no combination"))


def move_line(action: str, seat: int, offered=None) -> str:
    """One move in words. `offered` is the discard a take or a win took, if any."""
    kind, _, body = action.partition(":")
    who, you = seat_name(seat), seat == 0
    if kind == "discard":
        body = words.tile_words(body)  # its name and pips, not the record's code
    elif kind == "take":
        body = words.tiles_words(body)
    if offered is not None:
        offered = words.tile_words(offered)
    if kind == "discard":
        return (
            tr("You discard {tile}").format(tile=body)
            if you
            else tr("{who} discards {tile}").format(who=who, tile=body)
        )
    if kind == "take" and offered is None:
        return (
            tr("You take the discard with {pair}").format(pair=body)
            if you
            else tr("{who} takes the discard with {pair}").format(who=who, pair=body)
        )
    if kind == "take":
        return (
            tr("You take {tile} with {pair}").format(tile=offered, pair=body)
            if you
            else tr("{who} takes {tile} with {pair}").format(who=who, tile=offered, pair=body)
        )
    if kind == "win":
        if offered is not None:
            return (
                tr("You win with {tile}").format(tile=offered)
                if you
                else tr("{who} wins with {tile}").format(who=who, tile=offered)
            )
        return tr("You win") if you else tr("{who} wins").format(who=who)
    if kind == "pass":
        return tr("You pass") if you else tr("{who} passes").format(who=who)
    if kind == "dice":
        dice = body.replace(",", " + ")
        return (
            tr("Dice {dice}: you start").format(dice=dice)
            if you
            else tr("Dice {dice}: {who} starts").format(dice=dice, who=who)
        )
    if kind == "shuffle":
        return tr("The 32 tiles are shuffled: five each, the rest is the wall")
    return action
