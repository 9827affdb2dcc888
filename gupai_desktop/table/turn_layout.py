"""Where everything goes on a turn table, worked out from the table's size in pixels.

The user sits at the bottom: the hand across it, the prompt and the user's last move above, a
name line below, and the user's own row (a face-down pile, a face-up triplet) beside the hand.
The other seats sit right, top and left in the order play passes (4 seats), right and left
(3), or top (2). Each has its hand's backs, its name, a few lines of information, a row of the
game's own, and a play area where its last move shows. What is left in the middle is the
game's: a chain, a wall and discards, a trick.

Sizes follow one unit, 1.0 on a 900 px tall table, with floors on text so that a small window
stays readable. Nothing here knows a game; a game says how big its pieces are.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF

from .felt import Rim

SIDES = {4: {1: "right", 2: "top", 3: "left"}, 3: {1: "right", 2: "left"}, 2: {1: "top"}}


@dataclass(frozen=True)
class Fonts:
    name: float
    info: float
    prompt: float
    announce: float
    you: float

    @staticmethod
    def at(unit: float) -> "Fonts":
        return Fonts(
            name=max(13.0, 19 * unit),
            info=max(12.0, 15 * unit),
            prompt=max(15.0, 24 * unit),
            announce=max(13.0, 18 * unit),
            you=max(13.0, 20 * unit),
        )


@dataclass(frozen=True)
class SeatPlace:
    side: str  # "right", "top" or "left"
    box: QRectF  # all of the seat's things
    backs: QRectF  # its hand, face down
    name: QRectF  # its name line
    info: QRectF  # its lines of information
    own: QRectF  # the game's row (a face-down pile, a triplet laid face up)
    play: QRectF  # where its last move shows

    def row_left(self, span: float) -> float:
        """Where a row of the seat's own pieces `span` wide starts: beside the hand at the top,
        whose row's room is all left of the hand (Ding Niu's face-down tile sat 160 px from
        AI 2's hand, centred in that room: a new user), centred in the room elsewhere."""
        if self.side == "top":
            return self.own.right() - span
        return self.own.center().x() - span / 2


@dataclass(frozen=True)
class TurnLayout:
    width: float
    height: float
    unit: float
    fonts: Fonts
    seats: dict[int, SeatPlace]
    middle: QRectF  # between the top seat and the user's area, wall to wall
    centre: QRectF  # the part of the middle between the side seats
    announce: QRectF  # above the prompt: the dice, then the user's last move
    prompt: QRectF
    hand: QRectF  # the user's hand fan, its lift room included
    own: QRectF  # the user's own row, left of the hand
    you: QRectF  # the user's name line under the hand

    @property
    def plays(self) -> dict[int, QRectF]:
        return {0: self.announce, **{s: p.play for s, p in self.seats.items()}}


def unit_for(width: float, height: float) -> float:
    return max(0.45, min(height / 900, width / 1250))


def turn_layout(
    width: float,
    height: float,
    seats: int,
    *,
    back: tuple[float, float],
    own: tuple[float, float],
    user_own_width: float,
    play_height: float,
    hand_height,
) -> TurnLayout:
    """`back`: one hand-back piece (w, h) in pixels; `own`: the game's row (w, h) at each seat;
    `play_height`: the pieces a move leaves in a play area (0: words only); `hand_height(width)`:
    the fan's height for a width."""
    u = unit_for(width, height)
    f = Fonts.at(u)
    m = max(22.0, 34 * u)  # clear of the felt's rim and rounded corners
    gap = 6 * u
    name_h, info_h = f.name * 1.45, f.info * 1.35 * 3  # up to three lines of info
    _, back_h = back
    _, own_h = own
    play_height += f.info * 1.35 * 2 + f.info  # and two lines of words in a bubble

    # the user's area, bottom up
    you = QRectF(m, height - m * 0.55 - f.you * 1.45, width - 2 * m, f.you * 1.45)
    side_room = user_own_width + 2 * gap if user_own_width else 0
    # The hand's ends stay on the felt where the rim's bottom corners curve in.
    side = max(m, Rim.of(width, height).side_clearance(height, you.top()) + gap)
    hand_w = width - 2 * side - 2 * side_room
    hand_h = hand_height(hand_w)
    hand = QRectF(side + side_room, you.top() - hand_h, hand_w, hand_h)
    user_own = QRectF(side, hand.bottom() - own_h, user_own_width, own_h)
    prompt = QRectF(m, hand.top() - f.prompt * 1.5, width - 2 * m, f.prompt * 1.5)
    announce_h = max(play_height - f.info * 1.35, f.announce * 1.5)
    announce = QRectF(width * 0.2, prompt.top() - announce_h - gap, width * 0.6, announce_h)

    places: dict[int, SeatPlace] = {}
    sides = SIDES[seats]
    top_bottom = m
    col_w = min(max(0.19 * width, 170 * u), 300 * u)
    if "top" in sides.values():
        seat = next(s for s, side in sides.items() if side == "top")
        band_h = max(back_h, name_h + info_h)
        row_w = min(width - 2 * (m + col_w), 3 * col_w)
        x0 = width / 2 - row_w / 2
        backs = QRectF(width / 2 - row_w * 0.2, m, row_w * 0.4, back_h)
        name = QRectF(backs.right() + gap * 2, m, x0 + row_w - backs.right() - 2 * gap, name_h)
        info = QRectF(name.left(), name.bottom(), name.width(), info_h)
        own_r = QRectF(x0, m, backs.left() - x0 - 2 * gap, max(own_h, back_h))
        play = QRectF(width / 2 - row_w / 2, m + band_h + gap, row_w, play_height)
        places[seat] = SeatPlace(
            "top", QRectF(x0, m, row_w, play.bottom() - m), backs, name, info, own_r, play
        )
        top_bottom = play.bottom() + gap
    middle = QRectF(m, top_bottom, width - 2 * m, announce.top() - gap - top_bottom)
    for seat, side in sides.items():
        if side == "top":
            continue
        x = m if side == "left" else width - m - col_w
        y = middle.top() + (gap if "top" in sides.values() else m * 0.5)
        # Higher up where the column would reach the hand (a small window; beside the top
        # seat's row, which stays between the side columns): at 900 x 620 a side seat's play
        # ran into the hand's back row.
        column_h = back_h + name_h + info_h + own_h + play_height + 3 * gap
        y = max(m, min(y, prompt.top() - gap - column_h))
        backs = QRectF(x, y, col_w, back_h)
        name = QRectF(x, backs.bottom() + gap, col_w, name_h)
        info = QRectF(x, name.bottom(), col_w, info_h)
        own_r = QRectF(x, info.bottom() + gap, col_w, own_h)
        play = QRectF(x, own_r.bottom() + gap, col_w, play_height)
        places[seat] = SeatPlace(
            side, QRectF(x, y, col_w, play.bottom() - y), backs, name, info, own_r, play
        )
    has_sides = any(side != "top" for side in sides.values())
    inner = col_w + gap * 2 if has_sides else 0
    centre = QRectF(
        middle.left() + inner, middle.top(), middle.width() - 2 * inner, middle.height()
    )
    return TurnLayout(
        width, height, u, f, places, middle, centre, announce, prompt, hand, user_own, you
    )
