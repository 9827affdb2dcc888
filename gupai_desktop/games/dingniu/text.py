"""Ding Niu words for the screen, translated: seats, levels, moves, blocks and places."""

from __future__ import annotations

from ...base import words
from ...base.i18n import tr


def seat_name(seat: int) -> str:
    return words.you() if seat == 0 else tr("AI {n}").format(n=seat)


def end_name(end: str) -> str:
    return tr("left end") if end == "L" else tr("right end")


def block_name(block) -> str:
    """ "Classic Fours", "Smothered Fives", ... in the UI's language."""
    values = {(1,): tr("Ones"), (2, 3): tr("Two-Three"), (4,): tr("Fours"), (5,): tr("Fives")}
    what = values.get(tuple(block.values), "-".join(map(str, block.values)))
    if block.kind == "classic":
        return tr("Classic {values}").format(values=what)
    return tr("Smothered {values}").format(values=what)


def block_meaning(block) -> str:
    """What the block is, in one line, for players who do not know the words."""
    values = " / ".join(map(str, block.values))
    if block.kind == "classic":
        return tr(
            "A classic block: both open ends show {values} and no tile still out shows "
            "it, so nobody can ever lay a tile again."
        ).format(values=values)
    return tr(
        "A smothered block: tiles showing {values} are still out, but no chain of "
        "the tiles still out can ever reach them from the open ends."
    ).format(values=values)


def place_name(place: int) -> str:
    return {1: tr("1st"), 2: tr("2nd"), 3: tr("3rd"), 4: tr("4th")}.get(place, str(place))


def situation_words(state) -> str:
    """The open ends a tile was chosen for, for the review ("" before the lead)."""
    ends = state.layout.ends
    if ends is None:
        return tr("The lead was yours.")
    return tr("Open ends: {left} | {right}").format(left=ends[0], right=ends[1])


def move_line(action: str, seat: int, face_up: bool = False) -> str:
    """One move in words: "AI 2 lays 6-4 on the left end", "You lay a tile face down".
    `face_up`: another seat's face-down tile is named too, as the replay (which knows every
    tile) shows it."""
    kind, _, body = action.partition(":")
    tile, _, end = body.partition("@")
    who, you = seat_name(seat), words.is_user(seat)
    if tile and kind in ("lead", "play", "down"):
        tile = words.tile_words(tile)  # its name and pips, not the record's code
    if kind == "lead":
        return (
            tr("You lead {tile}").format(tile=tile)
            if you
            else tr("{who} leads {tile}").format(who=who, tile=tile)
        )
    if kind == "play":
        return (
            tr("You lay {tile} on the {end}").format(tile=tile, end=end_name(end))
            if you
            else tr("{who} lays {tile} on the {end}").format(who=who, tile=tile, end=end_name(end))
        )
    if kind == "down":
        return (
            tr("You cannot play and lay {tile} face down").format(tile=tile)
            if you
            else tr("{who} cannot play and lays {tile} face down").format(who=who, tile=tile)
            if face_up
            else tr("{who} cannot play and lays a tile face down").format(who=who)
        )
    if kind == "dice":
        dice = body.replace(",", " + ")
        return (
            tr("Dice {dice}: you lead").format(dice=dice)
            if you
            else tr("Dice {dice}: {who} leads").format(dice=dice, who=who)
        )
    if kind == "shuffle":
        return shuffle_line()
    return action


def shuffle_line() -> str:
    return tr("The 24 tiles are shuffled and dealt, six each")


def led_by(leader: int) -> str:
    """ "Led by AI 2" (头家：电脑2), as the deal's log line, the replay and the scoring window
    write it."""
    return tr("Led by {leader}").format(leader=words.in_sentence(seat_name(leader)))


def winner_line(seat: int) -> str:
    return (
        tr("Hand over: you win")
        if words.is_user(seat)
        else tr("Hand over: {who} wins").format(who=seat_name(seat))
    )


def suanzhang_line(sz, effect: str, rules=None) -> str:
    """What the SuanZhang was and what it did to the payments (`effect` "pending" while the
    hand goes on: what it will do under `rules`)."""
    block, who, you = block_name(sz.block), seat_name(sz.seat), words.is_user(sz.seat)
    if not sz.attributed:
        if you:
            return tr(
                "{block}, laid by you with no other play: a dead smash (死砸), which costs nothing."
            ).format(block=block)
        return tr(
            "{block}, laid by {who} with no other play: a dead smash (死砸), which costs nothing."
        ).format(block=block, who=who)
    if you:
        first = tr(
            "{block}: a SuanZhang (算帐) by you, who had a tile that would not have blocked."
        ).format(block=block)
        then = {
            "doubled": tr("You won, so every payment is doubled."),
            "pays-alone": tr("You lost, so you alone pay the winner 12 and nobody else pays."),
        }
    else:
        first = tr(
            "{block}: a SuanZhang (算帐) by {who}, who had a tile that would not have blocked."
        ).format(block=block, who=who)
        then = {
            "doubled": tr("{who} won, so every payment is doubled.").format(who=who),
            "pays-alone": tr(
                "{who} lost, so {who} alone pays the winner 12 and nobody else pays."
            ).format(who=who),
        }
    if effect == "pending":
        rest = _pending(who, you, rules)
    else:
        rest = then.get(effect) or tr("It changes nothing here under the table's options.")
    return words.sentences(first, rest)


def _pending(who: str, you: bool, rules) -> str:
    """What a SuanZhang will do, said before the hand is over (the replay said "it changes
    nothing" at every step until the last, where the payments were doubled)."""
    alone = rules is not None and rules.suanzhang_success == "strict"
    last = rules is not None and rules.losing_suanzhang == "biggest"
    if you:
        win = (
            tr("If you win alone, every payment is doubled")
            if alone
            else tr("If you win, every payment is doubled")
        )
        lose = (
            tr("if you come last, you alone pay the winner 12.")
            if last
            else tr("if you lose, you alone pay the winner 12.")
        )
    else:
        win = (
            tr("If {who} wins alone, every payment is doubled")
            if alone
            else tr("If {who} wins, every payment is doubled")
        ).format(who=who)
        lose = (
            tr("if {who} comes last, {who} alone pays the winner 12.")
            if last
            else tr("if {who} loses, {who} alone pays the winner 12.")
        ).format(who=who)
    return tr("{win}; {lose}").format(win=win, lose=lose)
