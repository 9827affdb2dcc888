"""Vector art for a standard 52-card deck plus the big and the small joker, painted with QPainter.

Everything is computed from the target rect, so cards stay sharp at any size
and device-pixel ratio.  The look is a clean modern casino deck:

* Large corner indices (rank over suit, repeated turned 180 degrees at the
  bottom right), readable on a 60 px card when 13 cards overlap in a Chinese
  Poker row and only the left strips show.
* Suits are vector paths, never font glyphs, so every machine shows the same
  shapes.  Rank letters are bold sans outlines fitted to a fixed box, so "10"
  is as tall as "A".
* Standard pip layouts (lower-half pips point down); court cards are a framed
  crest, letter and suit rather than portraits.
* Two-colour inks, or four-colour with blue diamonds and green clubs.
* The jokers as the engine makes them (engine/cards.py: rank 16 "BJ" and 15 "SJ", suit "j"),
  or as rank 0 with suit "r" / "b". The big (red) joker has a filled star in a gold ring; the
  small (black) one a hollow star in a silver ring, so the two differ in shape, not only in
  colour.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QTransform,
)

CARD_ASPECT = 1.4
SUITS = "shdc"
RANKS = tuple(range(2, 15))
BACK_STYLES = ("red", "blue")
JOKERS = "rb"  # rank 0 with suit "r" (red, big joker) or "b" (black, small joker)
ENGINE_JOKERS = {16: "r", 15: "b"}  # engine/cards.py: BIG_JOKER, SMALL_JOKER with suit "j"

_RANK_TEXT = {**{r: str(r) for r in range(2, 11)}, 11: "J", 12: "Q", 13: "K", 14: "A"}
_INK = {
    "black": QColor("#15161a"),
    "red": QColor("#d0122b"),
    "blue": QColor("#1b5fd1"),
    "green": QColor("#148a3c"),
}
_TWO_COLOUR = {"s": "black", "h": "red", "d": "red", "c": "black"}
_FOUR_COLOUR = {"s": "black", "h": "red", "d": "blue", "c": "green"}
_GOLD = QColor("#c99a2e")
_GOLD_LIGHT = QColor("#f2d382")
_GOLD_DARK = QColor("#7a5a14")
_SILVER = QColor("#8d949c")
_BACKS = {
    "red": (QColor("#b51f2e"), QColor("#7e111d")),
    "blue": (QColor("#1f4fa3"), QColor("#11306b")),
}

# Geometry, in units of the card width.
_RADIUS = 0.075
_IDX_X, _IDX_TOP = 0.118, 0.06  # index column centre, top margin
_RANK_H, _RANK_W = 0.215, 0.19  # rank cap height, widest allowed ("10")
_IDX_GAP, _IDX_SUIT = 0.045, 0.155  # gap under the rank, suit symbol height
_PIP = 0.155
_COLS = {"L": 0.335, "C": 0.5, "R": 0.665}
_ROW_TOP, _ROW_BOT = 0.22, 0.78  # first/last pip row, in units of the height
# Standard pip layouts: (column, position down the pip area 0..1).
_THIRD = (0.0, 1 / 3, 2 / 3, 1.0)
_PIPS = {
    2: [("C", 0.0), ("C", 1.0)],
    3: [("C", 0.0), ("C", 0.5), ("C", 1.0)],
    4: [(c, y) for y in (0.0, 1.0) for c in "LR"],
    5: [(c, y) for y in (0.0, 1.0) for c in "LR"] + [("C", 0.5)],
    6: [(c, y) for y in (0.0, 0.5, 1.0) for c in "LR"],
    7: [(c, y) for y in (0.0, 0.5, 1.0) for c in "LR"] + [("C", 0.25)],
    8: [(c, y) for y in (0.0, 0.5, 1.0) for c in "LR"] + [("C", 0.25), ("C", 0.75)],
    9: [(c, y) for y in _THIRD for c in "LR"] + [("C", 0.5)],
    10: [(c, y) for y in _THIRD for c in "LR"] + [("C", 1 / 6), ("C", 5 / 6)],
}

_suit_cache: dict[str, QPainterPath] = {}
_text_cache: dict[str, QPainterPath] = {}


def _check(rank: int, suit: str) -> tuple[int, str]:
    """The card as this module draws it: an engine joker (16 or 15, "j") becomes (0, "r"/"b")."""
    if suit == "j" and rank in ENGINE_JOKERS:
        return 0, ENGINE_JOKERS[rank]
    if not (
        isinstance(suit, str)
        and len(suit) == 1
        and (rank in RANKS and suit in SUITS or rank == 0 and suit in JOKERS)
    ):
        raise ValueError(
            f"invalid card rank={rank!r} suit={suit!r}: need rank 2..14 with "
            f"suit in {SUITS!r}, rank 16 / 15 with suit 'j' for the big / small "
            f"joker, or rank 0 with suit 'r'/'b'"
        )
    return rank, suit


def _ink(suit: str, four_colour: bool) -> QColor:
    return _INK[
        {"r": "red", "b": "black"}.get(suit) or (_FOUR_COLOUR if four_colour else _TWO_COLOUR)[suit]
    ]


def _symmetric(start: tuple, segs: list) -> QPainterPath:
    """Closed path from its right half (cubic (c1, c2, end) or line (end,)), mirrored in x=0."""
    p = QPainterPath()
    p.moveTo(*start)
    ends = [start]
    for seg in segs:
        p.cubicTo(*seg[0], *seg[1], *seg[2]) if len(seg) == 3 else p.lineTo(*seg[0])
        ends.append(seg[-1])
    for seg, (x, y) in zip(reversed(segs), reversed(ends[:-1])):
        if len(seg) == 3:
            p.cubicTo(-seg[1][0], seg[1][1], -seg[0][0], seg[0][1], -x, y)
        else:
            p.lineTo(-x, y)
    p.closeSubpath()
    return p


def _suit_path(suit: str) -> QPainterPath:
    """Unit-height suit symbol centred on the origin (y grows downwards)."""
    if suit in _suit_cache:
        return _suit_cache[suit]
    if suit == "h":
        p = _symmetric(
            (0, -0.31),
            [
                ((0.03, -0.42), (0.12, -0.5), (0.265, -0.5)),
                ((0.41, -0.5), (0.55, -0.38), (0.55, -0.19)),
                ((0.55, 0.08), (0.16, 0.3), (0, 0.5)),
            ],
        )
    elif suit == "d":
        p = _symmetric(
            (0, -0.5),
            [((0.1, -0.32), (0.25, -0.14), (0.4, 0)), ((0.25, 0.14), (0.1, 0.32), (0, 0.5))],
        )
    elif suit == "s":
        p = _symmetric(
            (0, -0.5),
            [
                ((0.14, -0.3), (0.54, -0.1), (0.54, 0.14)),
                ((0.54, 0.3), (0.42, 0.4), (0.28, 0.4)),
                ((0.16, 0.4), (0.08, 0.35), (0.045, 0.29)),
                ((0.06, 0.4), (0.12, 0.47), (0.22, 0.5)),
                ((0, 0.5),),
            ],
        )
    else:  # club: three leaves, a boss where they meet, and a flared stem
        p = _symmetric(
            (0, -0.05), [((0.06, -0.05),), ((0.06, 0.3), (0.12, 0.45), (0.22, 0.5)), ((0, 0.5),)]
        )
        p.setFillRule(Qt.WindingFill)
        for cx, cy, r in (
            (0, -0.265, 0.235),
            (-0.285, 0.1, 0.235),
            (0.285, 0.1, 0.235),
            (0, 0.02, 0.12),
        ):
            p.addEllipse(QPointF(cx, cy), r, r)
    _suit_cache[suit] = p
    return p


def _star_path(points: int = 5, inner: float = 0.42) -> QPainterPath:
    """Unit-height star centred on the origin."""
    p = QPainterPath()
    for i in range(points * 2):
        a = math.pi * i / points - math.pi / 2
        r = 0.5 if i % 2 == 0 else 0.5 * inner
        pt = QPointF(r * math.cos(a), r * math.sin(a) + 0.05)
        p.moveTo(pt) if i == 0 else p.lineTo(pt)
    p.closeSubpath()
    return p


def _draw_shape(
    painter: QPainter, path: QPainterPath, c: QPointF, size: float, brush, flip: bool = False
) -> None:
    """Fill a unit-height shape scaled to `size` at `c`, turned 180 degrees if `flip`."""
    t = QTransform().translate(c.x(), c.y()).scale(size, size).rotate(180 if flip else 0)
    painter.setPen(Qt.NoPen)
    painter.setBrush(brush)
    painter.drawPath(t.map(path))


def _glyph(text: str) -> QPainterPath:
    """Bold sans outline of `text`, its ink box moved to the origin."""
    if text not in _text_cache:
        font = QFont()
        font.setFamilies(
            [
                "Helvetica Neue",
                "Helvetica",
                "Arial",
                "Nimbus Sans",
                "Liberation Sans",
                "DejaVu Sans",
            ]
        )
        font.setStyleHint(QFont.SansSerif)
        font.setWeight(QFont.Bold)
        font.setPixelSize(100)
        if len(text) > 1:
            font.setLetterSpacing(QFont.AbsoluteSpacing, -6)
        path = QPainterPath()
        path.addText(0, 0, font, text)
        box = path.boundingRect()
        _text_cache[text] = path.translated(-box.left(), -box.top())
    return _text_cache[text]


def _draw_text(
    painter: QPainter, text: str, cx: float, top: float, height: float, max_w: float, colour: QColor
) -> None:
    """Fit `text` to `height` (squeezed to `max_w` if wider), centred on cx."""
    path = _glyph(text)
    box = path.boundingRect()
    if box.height() <= 0 or box.width() <= 0:
        return
    sy = height / box.height()
    sx = min(sy, max_w / box.width())
    t = QTransform().translate(cx - box.width() * sx / 2, top).scale(sx, sy)
    painter.setPen(Qt.NoPen)
    painter.setBrush(colour)
    painter.drawPath(t.map(path))


def _rounded(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def _body(painter: QPainter, rect: QRectF) -> QRectF:
    """Soft shadow and white card with a thin grey border; return the card rect."""
    w = rect.width()
    m = w * 0.014
    card = rect.adjusted(m, m * 0.4, -m, -m * 1.6)
    radius = card.width() * _RADIUS
    painter.setPen(Qt.NoPen)
    for i, alpha in enumerate((18, 26, 40)):
        grow = m * (1.0 - i * 0.4)
        painter.setBrush(QColor(0, 0, 0, alpha))
        painter.drawPath(
            _rounded(card.adjusted(-grow, -grow * 0.3, grow, grow * 1.6), radius + grow)
        )
    grad = QLinearGradient(card.topLeft(), card.bottomRight())
    grad.setColorAt(0.0, QColor("#ffffff"))
    grad.setColorAt(1.0, QColor("#f3f2ee"))
    painter.setBrush(QBrush(grad))
    painter.setPen(QPen(QColor("#a9abb0"), max(0.6, w * 0.007)))
    painter.drawPath(_rounded(card, radius))
    return card


def _index(painter: QPainter, card: QRectF, rank: int, suit: str, ink: QColor) -> None:
    """Top-left index; the caller turns the painter for the bottom-right copy."""
    w = card.width()
    cx, top = card.left() + w * _IDX_X, card.top() + w * _IDX_TOP
    if rank == 0:  # joker: JOKER down the strip, a star under it (hollow on the small one)
        letter_h, step = w * 0.1, w * 0.138
        for i, ch in enumerate("JOKER"):
            _draw_text(painter, ch, cx, top + i * step, letter_h, w * 0.13, ink)
        star = QPointF(cx, top + 5 * step + w * 0.07)
        if suit == "r":
            _draw_shape(painter, _star_path(), star, w * 0.14, ink)
        else:
            _outline_star(painter, star, w * 0.14, ink)
        return
    _draw_text(painter, _RANK_TEXT[rank], cx, top, w * _RANK_H, w * _RANK_W, ink)
    suit_c = QPointF(cx, top + w * (_RANK_H + _IDX_GAP + _IDX_SUIT / 2))
    _draw_shape(painter, _suit_path(suit), suit_c, w * _IDX_SUIT, ink)


def _pips(painter: QPainter, card: QRectF, rank: int, suit: str, ink: QColor) -> None:
    w, h = card.width(), card.height()
    path = _suit_path(suit)
    if rank == 14:
        size = w * {"s": 0.56, "d": 0.52}.get(suit, 0.46)
        _draw_shape(painter, path, card.center(), size, ink)
        return
    for col, pos in _PIPS[rank]:
        y = card.top() + h * (_ROW_TOP + (_ROW_BOT - _ROW_TOP) * pos)
        c = QPointF(card.left() + w * _COLS[col], y)
        _draw_shape(painter, path, c, w * _PIP, ink, flip=pos > 0.5)


def _crest(painter: QPainter, c: QPointF, size: float, rank: int, ink: QColor) -> None:
    """A small gold crown (K), coronet (Q) or cap (J), `size` wide, jewel in the suit ink."""
    s = size
    p = QPainterPath()
    if rank == 13:
        pts = [
            (-0.5, 0.25),
            (-0.5, -0.2),
            (-0.25, 0.02),
            (0, -0.35),
            (0.25, 0.02),
            (0.5, -0.2),
            (0.5, 0.25),
        ]
    elif rank == 12:
        pts = [
            (-0.45, 0.25),
            (-0.5, -0.05),
            (-0.3, 0.05),
            (-0.15, -0.15),
            (0, 0.0),
            (0.15, -0.15),
            (0.3, 0.05),
            (0.5, -0.05),
            (0.45, 0.25),
        ]
    else:  # two-pointed cap
        pts = [
            (-0.4, 0.25),
            (-0.5, -0.3),
            (-0.2, -0.05),
            (0, -0.12),
            (0.2, -0.05),
            (0.5, -0.3),
            (0.4, 0.25),
        ]
    for i, (x, y) in enumerate(pts):
        pt = QPointF(c.x() + x * s, c.y() + y * s)
        p.moveTo(pt) if i == 0 else p.lineTo(pt)
    p.closeSubpath()
    grad = QLinearGradient(c.x(), c.y() - s * 0.35, c.x(), c.y() + s * 0.25)
    grad.setColorAt(0.0, _GOLD_LIGHT)
    grad.setColorAt(1.0, _GOLD)
    painter.setBrush(QBrush(grad))
    painter.setPen(QPen(_GOLD_DARK, max(0.4, s * 0.04), Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
    painter.drawPath(p)
    painter.setPen(Qt.NoPen)
    painter.setBrush(ink)
    for dx in (-0.25, 0.0, 0.25):
        painter.drawEllipse(QPointF(c.x() + dx * s, c.y() + s * 0.15), s * 0.05, s * 0.05)
    painter.setBrush(_GOLD_DARK)
    for x, y in pts[1:-1]:
        if y < -0.1:  # a ball on each tall point
            painter.drawEllipse(QPointF(c.x() + x * s, c.y() + (y - 0.04) * s), s * 0.06, s * 0.06)


def _court(painter: QPainter, card: QRectF, rank: int, suit: str, ink: QColor) -> None:
    w, h = card.width(), card.height()
    frame = QRectF(card.left() + w * 0.255, card.top() + w * 0.075, w * 0.49, h - w * 0.15)
    grad = QLinearGradient(frame.topLeft(), frame.bottomRight())
    grad.setColorAt(0.0, QColor("#fdf6e2"))
    grad.setColorAt(0.5, QColor("#f6e7bd"))
    grad.setColorAt(1.0, QColor("#fdf6e2"))
    painter.setBrush(QBrush(grad))
    painter.setPen(QPen(ink, max(0.6, w * 0.014)))
    painter.drawPath(_rounded(frame, w * 0.035))
    inner = frame.adjusted(w * 0.025, w * 0.025, -w * 0.025, -w * 0.025)
    painter.setBrush(Qt.NoBrush)
    painter.setPen(QPen(_GOLD, max(0.4, w * 0.008)))
    painter.drawPath(_rounded(inner, w * 0.02))
    c = frame.center()
    # Crest over a large letter over the suit, between two gold rules.
    _crest(painter, QPointF(c.x(), c.y() - h * 0.2), w * 0.32, rank, ink)
    _draw_text(painter, _RANK_TEXT[rank], c.x(), c.y() - h * 0.125, w * 0.32, w * 0.38, ink)
    _draw_shape(painter, _suit_path(suit), QPointF(c.x(), c.y() + h * 0.19), w * 0.22, ink)
    painter.setPen(QPen(_GOLD, max(0.4, w * 0.008)))
    for y in (c.y() - h * 0.3, c.y() + h * 0.3):
        painter.drawLine(QPointF(frame.left() + w * 0.07, y), QPointF(frame.right() - w * 0.07, y))
        _draw_shape(painter, _suit_path("d"), QPointF(c.x(), y), w * 0.05, _GOLD)


def _outline_star(painter: QPainter, c: QPointF, size: float, ink: QColor) -> None:
    t = QTransform().translate(c.x(), c.y()).scale(size, size)
    painter.setBrush(Qt.NoBrush)
    painter.setPen(QPen(ink, max(0.6, size * 0.09), Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
    painter.drawPath(t.map(_star_path()))


def _joker(painter: QPainter, card: QRectF, ink: QColor, big: bool) -> None:
    """The big joker: a large filled star in a gold ring, gold stars above and below. The
    small joker: a hollow star in a silver ring, silver stars."""
    w = card.width()
    c = card.center()
    ring = w * 0.25
    metal = _GOLD if big else _SILVER
    painter.setBrush(Qt.NoBrush)
    painter.setPen(QPen(metal, max(0.6, w * 0.02)))
    painter.drawEllipse(c, ring, ring)
    painter.setPen(QPen(ink, max(0.4, w * 0.008)))
    painter.drawEllipse(c, ring * 1.12, ring * 1.12)
    if big:
        _draw_shape(painter, _star_path(), c, w * 0.4, ink)
        _draw_shape(painter, _star_path(), c, w * 0.15, _GOLD_LIGHT)
    else:
        _outline_star(painter, c, w * 0.34, ink)
    for sign in (-1, 1):
        for dy, size in ((0.36, 0.1), (0.47, 0.06)):
            _draw_shape(
                painter,
                _star_path(),
                QPointF(c.x(), c.y() + sign * w * dy),
                w * size,
                metal,
                flip=sign > 0,
            )


def decorate(painter: QPainter, rect: QRectF, selected: bool, highlight: QColor | None) -> None:
    """`highlight`: a soft glow in that colour; `selected`: a raised gold rim (over the glow)."""
    width, radius = max(1.5, rect.width() * 0.035), rect.width() * _RADIUS
    outline = _rounded(rect, radius)
    painter.save()
    painter.setRenderHint(QPainter.Antialiasing)
    painter.setBrush(Qt.NoBrush)
    if highlight is not None:
        for alpha, pen_w in ((45, 3.4), (75, 2.4), (115, 1.4), (255, 0.8)):
            halo = QColor(highlight)
            halo.setAlpha(alpha)
            painter.setPen(QPen(halo, width * pen_w))
            painter.drawPath(outline)
    if selected:  # dark outer edge, gold band, light inner bevel
        for colour, pen_w in ((_GOLD_DARK, 1.35), (QColor("#f3c12e"), 1.0)):
            painter.setPen(QPen(colour, width * pen_w))
            painter.drawPath(outline)
        painter.setPen(QPen(QColor("#fff1b8"), max(0.6, width * 0.3)))
        d = width * 0.35
        painter.drawPath(_rounded(rect.adjusted(d, d, -d, -d), max(0.0, radius - d)))
    painter.restore()


def paint_card(
    painter: QPainter,
    rect: QRectF,
    rank: int,
    suit: str,
    *,
    four_colour: bool = False,
    face_up: bool = True,
    selected: bool = False,
    highlight: QColor | None = None,
    back_style: str = "red",
) -> None:
    """Paint one card filling `rect` (portrait; keep width:height at 1:CARD_ASPECT).

    rank is 2..14 (11 J, 12 Q, 13 K, 14 A) with suit in SUITS; a joker is 16 / 15 with suit
    "j" (the engine's big / small joker) or 0 with suit "r" / "b".
    """
    rank, suit = _check(rank, suit)
    if back_style not in _BACKS:
        raise ValueError(f"unknown back style {back_style!r}; expected one of {BACK_STYLES}")
    rect = QRectF(rect)
    if rect.width() <= 0 or rect.height() <= 0:
        return
    if not face_up:
        paint_card_back(painter, rect, back_style)
    else:
        painter.save()
        painter.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing)
        card = _body(painter, rect)
        ink = _ink(suit, four_colour)
        if rank == 0:
            _joker(painter, card, ink, big=suit == "r")
        elif 11 <= rank <= 13:
            _court(painter, card, rank, suit, ink)
        else:
            _pips(painter, card, rank, suit, ink)
        for turn in (0, 180):
            painter.save()
            painter.translate(card.center())
            painter.rotate(turn)
            painter.translate(-card.center())
            _index(painter, card, rank, suit, ink)
            painter.restore()
        painter.restore()
    if selected or highlight is not None:
        decorate(painter, rect, selected, highlight)


def paint_card_back(painter: QPainter, rect: QRectF, style: str = "red") -> None:
    """Face-down card: white border around a diamond lattice with a central medallion."""
    if style not in _BACKS:
        raise ValueError(f"unknown back style {style!r}; expected one of {BACK_STYLES}")
    rect = QRectF(rect)
    if rect.width() <= 0 or rect.height() <= 0:
        return
    base, deep = _BACKS[style]
    painter.save()
    painter.setRenderHint(QPainter.Antialiasing)
    card = _body(painter, rect)
    w = card.width()
    inner = card.adjusted(w * 0.07, w * 0.07, -w * 0.07, -w * 0.07)
    clip = _rounded(inner, w * 0.04)
    grad = QLinearGradient(inner.topLeft(), inner.bottomRight())
    grad.setColorAt(0.0, base)
    grad.setColorAt(1.0, deep)
    painter.setPen(Qt.NoPen)
    painter.setBrush(QBrush(grad))
    painter.drawPath(clip)

    painter.save()
    painter.setClipPath(clip)
    step = w * 0.105
    c = inner.center()
    light = QColor(255, 255, 255, 95)
    painter.setPen(QPen(light, max(0.5, w * 0.008)))
    span = inner.width() + inner.height()
    n = int(span / step) + 2
    for k in range(-n, n + 1):  # lattice centred on the card so it is point-symmetric
        x = c.x() + k * step
        painter.drawLine(QPointF(x - span, c.y() - span), QPointF(x + span, c.y() + span))
        painter.drawLine(QPointF(x + span, c.y() - span), QPointF(x - span, c.y() + span))
    painter.setPen(Qt.NoPen)
    painter.setBrush(QColor(255, 255, 255, 150))
    dot = w * 0.014
    for i in range(-n, n + 1):  # a bead on every crossing
        for j in range(-n, n + 1):
            painter.drawEllipse(
                QPointF(c.x() + (i + j) * step / 2, c.y() + (i - j) * step / 2), dot, dot
            )
    painter.restore()

    painter.setBrush(Qt.NoBrush)
    painter.setPen(QPen(QColor(255, 255, 255, 220), max(0.5, w * 0.012)))
    frame = inner.adjusted(w * 0.04, w * 0.04, -w * 0.04, -w * 0.04)
    painter.drawPath(_rounded(frame, w * 0.025))
    r = w * 0.2
    medal = QPainterPath()
    medal.addPolygon(
        QPolygonF(
            [
                QPointF(c.x(), c.y() - r * 1.3),
                QPointF(c.x() + r, c.y()),
                QPointF(c.x(), c.y() + r * 1.3),
                QPointF(c.x() - r, c.y()),
            ]
        )
    )
    medal.closeSubpath()
    painter.setBrush(deep)
    painter.setPen(QPen(QColor("white"), max(0.6, w * 0.016)))
    painter.drawPath(medal)
    painter.setBrush(base)
    painter.setPen(QPen(QColor(255, 255, 255, 200), max(0.4, w * 0.008)))
    painter.drawPath(
        QTransform().translate(c.x(), c.y()).scale(0.62, 0.62).translate(-c.x(), -c.y()).map(medal)
    )
    _draw_shape(painter, _star_path(8, 0.5), c, r * 0.75, QColor("white"))
    painter.restore()


def card_pixmap(
    rank: int,
    suit: str,
    width_px: float,
    *,
    four_colour: bool = False,
    device_pixel_ratio: float = 1.0,
) -> QPixmap:
    """Face-up card on a transparent pixmap `width_px` logical pixels wide."""
    rank, suit = _check(rank, suit)
    w = float(width_px)
    h = round(w * CARD_ASPECT, 6)
    pm = QPixmap(
        max(1, math.ceil(w * device_pixel_ratio - 1e-6)),
        max(1, math.ceil(h * device_pixel_ratio - 1e-6)),
    )
    pm.setDevicePixelRatio(device_pixel_ratio)
    pm.fill(Qt.transparent)
    painter = QPainter(pm)
    paint_card(painter, QRectF(0, 0, w, h), rank, suit, four_colour=four_colour)
    painter.end()
    return pm
