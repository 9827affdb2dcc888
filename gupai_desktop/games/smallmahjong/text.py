"""Small Mahjong words for the screen, translated: seats, levels, combinations and moves."""

from __future__ import annotations

from ...base import words
from ...base.i18n import tr
from ...engine.smallmahjong.state import SmallMahjongState


def seat_name(seat: int) -> str:
    return words.you() if seat == 0 else tr("AI {n}").format(n=seat)


def type_name(kind: str | None) -> str:
    return {
        "double-set": tr("Double Set (双同)"),
        "set-and-straight": tr("Set-and-Straight (连同)"),
        "double-straight": tr("Double Straight (双连)"),
    }.get(kind or "", tr("no combination"))


def situation_words(state) -> str:
    """What a decision was made on, for the review: the discard on offer, or the tiles held
    after the draw; with the tiles left in the wall."""
    wall = tr("%n tile(s) left in the wall", None, len(state.wall))
    if state.offer is not None:
        seat, tile = state.offer
        return tr("{who} discarded {tile}; {wall}.").format(
            who=seat_name(seat), tile=words.tile_words(tile), wall=wall
        )
    held = state.held.get(state.current_player(), [])
    return tr("Your tiles: {tiles}; {wall}.").format(tiles=words.tiles_words(held), wall=wall)


def move_line(action: str, seat: int, offered=None) -> str:
    """One move in words. `offered` is the discard a take or a win took, if any."""
    kind, _, body = action.partition(":")
    who, you = seat_name(seat), words.is_user(seat)
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


def draw_line(seat: int) -> str:
    return (
        tr("You draw from the wall")
        if words.is_user(seat)
        else tr("{who} draws from the wall").format(who=seat_name(seat))
    )


def drawn_after(state, action: str) -> str | None:
    """Who drew from the wall as `action` passed the turn on (nobody took the discard), read
    in the state after it; None when nobody did. The table's log and the replay both say it."""
    drew = action.startswith("discard:") or action == "pass"
    if not drew or state.offer is not None or state.is_terminal():
        return None
    return draw_line(state.turn)


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
    who = seat_name(s.winner)
    if s.by == "wall":
        return (
            tr("You win by drawing from the wall")
            if words.is_user(s.winner)
            else tr("{who} wins by drawing from the wall").format(who=who)
        )
    found = winning_discard(state)
    if found is None:  # not expected: a discard win follows a discard
        return (
            tr("You win with a discard")
            if words.is_user(s.winner)
            else tr("{who} wins with a discard").format(who=who)
        )
    seat, tile = found
    tile = words.tile_words(tile)
    if words.is_user(s.winner):
        return tr("You win with {discarder}'s discard {tile}").format(
            discarder=seat_name(seat), tile=tile
        )
    if words.is_user(seat):
        return tr("{who} wins with your discard {tile}").format(who=who, tile=tile)
    return tr("{who} wins with {discarder}'s discard {tile}").format(
        who=who, discarder=seat_name(seat), tile=tile
    )
