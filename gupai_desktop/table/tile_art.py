"""Vector art for the 32-tile Chinese domino set (骨牌), painted with QPainter.

Everything is computed from the target rect, so tiles stay sharp at any size
and device-pixel ratio.  Traditional conventions (after Culin and the common
Celko description of kwat p'ai):

* 1 and 4 pips are red; the 1 is a single large pip, as on Chinese dice.
* [6:6] (Heaven) is half red: in each half one column of three is red.
* A 2 is a horizontal pair at the outer end of its half, as on Chinese
  dominoes (not the diagonal of Western dice).
* A 3 is a diagonal, except on [3:3] (Long Three), whose six pips read as
  "two across, two along, two across": a pair at each end and a vertical
  pair straddling the divider.
* All layouts are point-symmetric: the low half is the high-half layout
  turned 180 degrees, like a physical tile with no "up".
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
)

TILE_ASPECT = 2.0
STYLES = ("ivory", "black")

_PALETTES = {
    "ivory": {
        "face_a": QColor("#fffbf1"),
        "face_b": QColor("#eadfc2"),
        "side_a": QColor("#cbb991"),
        "side_b": QColor("#9d8b63"),
        "edge": QColor("#8f7d58"),
        "divider": QColor("#a08e6a"),
        "pip": QColor("#1e1b17"),
        "red": QColor("#c8141e"),
        "index": QColor("#4e4030"),
        "shine": QColor(255, 255, 255, 200),
        "hole_shadow": QColor(90, 70, 40, 110),
        "hole_light": QColor(255, 255, 255, 230),
    },
    "black": {
        "face_a": QColor("#3a3632"),
        "face_b": QColor("#121010"),
        "side_a": QColor("#1f1c1a"),
        "side_b": QColor("#050404"),
        "edge": QColor("#000000"),
        "divider": QColor("#5e574e"),
        "pip": QColor("#f4efe3"),
        "red": QColor("#e3262b"),
        "index": QColor("#ded5c3"),
        "shine": QColor(255, 255, 255, 70),
        "hole_shadow": QColor(0, 0, 0, 200),
        "hole_light": QColor(255, 255, 255, 45),
    },
}
_BACKS = {
    "ivory": (QColor("#24573f"), QColor("#123526"), QColor("#d8bd72")),
    "black": (QColor("#6a271c"), QColor("#3a120c"), QColor("#dcb467")),
}

_PIP_R = 0.1
_ONE_R = 0.18
_L, _M, _H = 0.25, 0.5, 0.75
_SIX_ROWS = (0.2, 0.5, 0.8)
# (x, y, radius) in a unit square for the high (upper) half; "red" marks are
# decided separately so the layouts stay easy to read.
_LAYOUTS = {
    1: [(_M, _M, _ONE_R)],
    2: [(_L + 0.03, 0.3, _PIP_R), (_H - 0.03, 0.3, _PIP_R)],
    3: [(_L, _L, _PIP_R), (_M, _M, _PIP_R), (_H, _H, _PIP_R)],
    4: [(_L, _L, _PIP_R), (_H, _L, _PIP_R), (_L, _H, _PIP_R), (_H, _H, _PIP_R)],
    5: [(_L, _L, _PIP_R), (_H, _L, _PIP_R), (_M, _M, _PIP_R), (_L, _H, _PIP_R), (_H, _H, _PIP_R)],
    6: [(x, y, _PIP_R) for y in _SIX_ROWS for x in (_L + 0.02, _H - 0.02)],
}
_LONG_THREE = [(_L + 0.04, 0.24, _PIP_R), (_H - 0.04, 0.24, _PIP_R), (_M, 0.8, _PIP_R)]


def _check(hi: int, lo: int) -> None:
    if not (1 <= lo <= hi <= 6):
        raise ValueError(f"invalid tile [{hi}:{lo}]: need 1 <= lo <= hi <= 6")


def _palette(style: str) -> dict:
    if style not in _PALETTES:
        raise ValueError(f"unknown tile style {style!r}; expected one of {STYLES}")
    return _PALETTES[style]


def _pips(n: int, double_six: bool, double_three: bool, pal: dict):
    """Return (x, y, r, colour) for one half in unit coordinates."""
    layout = _LONG_THREE if double_three else _LAYOUTS[n]
    out = []
    for x, y, r in layout:
        if n in (1, 4) or (double_six and x < _M):
            colour = pal["red"]
        else:
            colour = pal["pip"]
        out.append((x, y, r, colour))
    return out


def _rounded(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def _body(painter: QPainter, rect: QRectF, pal: dict, face_a: QColor, face_b: QColor) -> QRectF:
    """Paint the tile body (side band + face) in device orientation; return the face rect.

    The side band shows at the bottom and right so every tile on the table
    is lit from the same top-left light, whatever its orientation.
    """
    short = min(rect.width(), rect.height())
    depth = short * 0.05
    radius = short * 0.12
    side = QLinearGradient(rect.topLeft(), rect.bottomRight())
    side.setColorAt(0.0, pal["side_a"])
    side.setColorAt(1.0, pal["side_b"])
    painter.setPen(Qt.NoPen)
    painter.setBrush(QBrush(side))
    painter.drawPath(_rounded(rect, radius))

    face = rect.adjusted(0, 0, -depth * 0.6, -depth)
    grad = QLinearGradient(face.topLeft(), face.bottomRight())
    grad.setColorAt(0.0, face_a)
    grad.setColorAt(1.0, face_b)
    painter.setBrush(QBrush(grad))
    painter.setPen(QPen(pal["edge"], max(0.6, short * 0.012)))
    painter.drawPath(_rounded(face, radius * 0.92))

    inset = short * 0.028
    shine = QLinearGradient(face.topLeft(), face.bottomRight())
    shine.setColorAt(0.0, pal["shine"])
    shine.setColorAt(0.55, QColor(255, 255, 255, 0))
    painter.setBrush(Qt.NoBrush)
    painter.setPen(QPen(QBrush(shine), short * 0.022))
    painter.drawPath(_rounded(face.adjusted(inset, inset, -inset, -inset), radius * 0.7))
    return face


def _pip(painter: QPainter, c: QPointF, r: float, colour: QColor, pal: dict) -> None:
    """An engraved pip: light lip below-right, shadowed lip above-left, shaded paint."""
    lip = r * 0.09
    painter.setPen(Qt.NoPen)
    painter.setBrush(pal["hole_light"])
    painter.drawEllipse(QPointF(c.x() + lip, c.y() + lip), r * 1.06, r * 1.06)
    painter.setBrush(pal["hole_shadow"])
    painter.drawEllipse(QPointF(c.x() - lip, c.y() - lip), r * 1.06, r * 1.06)
    grad = QRadialGradient(c, r, QPointF(c.x() + r * 0.3, c.y() + r * 0.35))
    grad.setColorAt(0.0, _mix(colour, QColor("white"), 0.22))
    grad.setColorAt(0.65, colour)
    grad.setColorAt(1.0, _mix(colour, QColor("black"), 0.35))
    painter.setBrush(QBrush(grad))
    painter.drawEllipse(c, r, r)


def _mix(a: QColor, b: QColor, t: float) -> QColor:
    return QColor.fromRgbF(
        a.redF() + (b.redF() - a.redF()) * t,
        a.greenF() + (b.greenF() - a.greenF()) * t,
        a.blueF() + (b.blueF() - a.blueF()) * t,
        a.alphaF(),
    )


def _to_local(painter: QPainter, face: QRectF) -> tuple[float, float, bool]:
    """Move the origin to the face centre, turning landscape tiles so hi is on the left."""
    painter.translate(face.center())
    landscape = face.width() > face.height()
    if landscape:
        painter.rotate(-90)
        return face.height(), face.width(), True
    return face.width(), face.height(), False


def _fit_font(text: str, px: float, max_w: float, bold: bool, least: float = 1.0) -> QFont:
    """`px` high, narrowed down to 70% to fit `max_w`, never below `least` (elide the rest)."""
    font = QFont()
    font.setBold(bold)
    font.setPixelSize(max(1, round(max(px, least))))
    width = QFontMetricsF(font).horizontalAdvance(text)
    if width > max_w > 0:
        font.setPixelSize(max(1, round(max(least, px * max(0.7, max_w / width)))))
    return font


# The index corner's smallest readable sizes, in device pixels: a small tile (an opponent's
# row, a window at 1024 x 700) keeps legible digits and names rather than 5 px ones. A Chinese
# name needs more: its strokes run together into a blot below about 11 px.
DIGITS_PX, NAME_PX, CJK_NAME_PX = 10.0, 8.0, 11.0
INDEX_BAND = 0.45  # of the face's width: the band above the upper pips that the index may fill


def _index_fits(painter: QPainter, face: QRectF) -> bool:
    """Whether the band over the upper pips holds the digits at their least readable size: on
    a smaller tile they covered the pips (the replay's lying tiles, 17 px tall at 1024 x 700:
    a new user), and the pips alone are read."""
    short = min(face.width(), face.height()) * _device_scale(painter)
    return short * INDEX_BAND >= DIGITS_PX


def _device_scale(painter: QPainter) -> float:
    """Device pixels to one painter unit (the view's zoom, the screen's pixel ratio)."""
    t = painter.deviceTransform()
    return math.hypot(t.m11(), t.m12()) or 1.0


def _draw_index(painter: QPainter, box: QRectF, hi: int, lo: int, name: str, pal: dict) -> None:
    """Digits with the name beneath, in the band the pip boxes leave free; where the band is
    too short for a name at its least readable size, the name beside the digits if it fits
    there whole (a Chinese name, which needs the larger size, vanished from tiles an English
    one was read on); else the digits alone (the name would cover pips)."""
    scale = _device_scale(painter)
    w = box.width()
    x, y = box.left() + w * 0.08, box.top() + w * 0.05
    painter.setPen(pal["index"])
    digits = f"{hi}-{lo}"
    font = _fit_font(digits, w * 0.21, w * 0.8, True, DIGITS_PX / scale)
    fm = QFontMetricsF(font)
    painter.setFont(font)
    painter.drawText(QPointF(x, y + fm.ascent()), digits)
    if not name:
        return
    least = CJK_NAME_PX if any(ch >= "\u2e80" for ch in name) else NAME_PX
    small = _fit_font(name, w * 0.15, w * 0.84, False, least / scale)
    sfm = QFontMetricsF(small)
    # the name's line below the digits' ascent and descent, its own descent half counted (a
    # name's tail reaches the pips' margin, not a pip): at 1024 x 700 a user's 52 px tile
    # missed its name by a hair
    beneath = fm.height() * 0.85 + sfm.ascent() + sfm.descent() * 0.5
    if y + beneath > box.top() + w * INDEX_BAND:
        after = x + fm.horizontalAdvance(digits) + w * 0.06
        if after + sfm.horizontalAdvance(name) > box.left() + w * 0.94:
            return
        painter.setFont(small)
        painter.drawText(QPointF(after, y + fm.ascent()), name)
        return
    y += fm.height() * 0.85
    painter.setFont(small)
    text = sfm.elidedText(name, Qt.ElideRight, w * 0.9)
    painter.drawText(QPointF(x, y + sfm.ascent()), text)


def _outline(painter: QPainter, rect: QRectF, colour: QColor, glow: bool) -> None:
    short = min(rect.width(), rect.height())
    width = max(1.5, short * 0.05)
    radius = short * 0.12
    painter.setBrush(Qt.NoBrush)
    if glow:
        for i, alpha in enumerate((50, 80, 120)):
            halo = QColor(colour)
            halo.setAlpha(alpha)
            painter.setPen(QPen(halo, width * (3.2 - i)))
            painter.drawPath(_rounded(rect, radius))
    painter.setPen(QPen(colour, width))
    inner = rect.adjusted(width / 2, width / 2, -width / 2, -width / 2)
    painter.drawPath(_rounded(inner, max(0.0, radius - width / 2)))


def paint_tile(
    painter: QPainter,
    rect: QRectF,
    hi: int,
    lo: int,
    *,
    style: str = "ivory",
    face_up: bool = True,
    index_corner: bool = False,
    name: str = "",
    selected: bool = False,
    highlight: QColor | None = None,
    flipped: bool = False,
) -> None:
    """Paint tile [hi:lo] filling `rect`.

    A portrait rect gives an upright tile (hi on top); a landscape rect gives
    a lying tile with hi on the left.  The index corner (digits and `name`)
    is for players who do not read the pips; the pips shrink to make room.
    `flipped` turns the pips end for end (lo on top, or on the left), as a
    tile laid the other way round, with the light still from the top left:
    a sprite turned by 180 degrees had its shading and pips lit from below.
    """
    _check(hi, lo)
    pal = _palette(style)
    rect = QRectF(rect)
    if rect.width() <= 0 or rect.height() <= 0:
        return
    if not face_up:
        paint_tile_back(painter, rect, style)
        if selected or highlight is not None:
            decorate(painter, rect, selected, highlight)
        return
    painter.save()
    painter.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing)
    face = _body(painter, rect, pal, pal["face_a"], pal["face_b"])
    index_corner = index_corner and _index_fits(painter, face)

    painter.save()
    w, h, landscape = _to_local(painter, face)
    half = min(w, h / 2)
    div_pen = QPen(pal["divider"], max(0.5, w * 0.016))
    div_pen.setCapStyle(Qt.RoundCap)
    painter.setPen(div_pen)
    painter.drawLine(QPointF(-w * 0.36, 0), QPointF(w * 0.36, 0))
    painter.setPen(QPen(pal["hole_light"], max(0.5, w * 0.012)))
    painter.drawLine(QPointF(-w * 0.36, w * 0.016), QPointF(w * 0.36, w * 0.016))

    # With the index on, the pip boxes flatten and the upper one drops below
    # the index band, so the name never sits on a pip.
    sx, sy = (0.8, 0.58) if index_corner else (0.92, 0.92)
    shift = QPointF(0, 0.2) if index_corner else QPointF(0, 0)
    if landscape:  # the band is then along the local right edge
        sx, sy, shift = sy, sx, QPointF(-shift.y(), shift.x())
    rscale = half * (sx + sy) / 2
    for n, sign in ((lo, -1), (hi, 1)) if flipped else ((hi, -1), (lo, 1)):
        centre = QPointF(0, sign * h / 4)
        if sign < 0:
            centre += shift * half
        for x, y, r, colour in _pips(n, hi == lo == 6, hi == lo == 3, pal):
            if sign > 0:
                x, y = 1 - x, 1 - y
            c = QPointF(centre.x() + (x - 0.5) * sx * half, centre.y() + (y - 0.5) * sy * half)
            _pip(painter, c, r * rscale, colour, pal)
    painter.restore()

    if index_corner:
        short = min(face.width(), face.height())
        _draw_index(painter, QRectF(face.left(), face.top(), short, short), hi, lo, name, pal)
    painter.restore()
    if selected or highlight is not None:
        decorate(painter, rect, selected, highlight)


def decorate(painter: QPainter, rect: QRectF, selected: bool, highlight: QColor | None) -> None:
    painter.save()
    painter.setRenderHint(QPainter.Antialiasing)
    if highlight is not None:
        _outline(painter, rect, QColor(highlight), glow=True)
    if selected:
        _outline(painter, rect, QColor("#f3c12e"), glow=False)
    painter.restore()


def paint_tile_back(painter: QPainter, rect: QRectF, style: str = "ivory") -> None:
    """Face-down tile: lacquered back with a gold lattice and a central medallion."""
    pal = _palette(style)
    rect = QRectF(rect)
    if rect.width() <= 0 or rect.height() <= 0:
        return
    base, deep, gold = _BACKS[style]
    painter.save()
    painter.setRenderHint(QPainter.Antialiasing)
    face = _body(painter, rect, pal, base, deep)
    short = min(face.width(), face.height())
    inset = short * 0.13
    inner = face.adjusted(inset, inset, -inset, -inset)
    radius = short * 0.06
    line = QColor(gold)
    line.setAlpha(150)

    painter.save()
    painter.setClipPath(_rounded(inner, radius))
    step = short * 0.2
    painter.setPen(QPen(line, max(0.5, short * 0.018)))
    span = inner.width() + inner.height()
    k = -span
    while k <= span:
        painter.drawLine(
            QPointF(inner.left() + k, inner.top()),
            QPointF(inner.left() + k + span, inner.top() + span),
        )
        painter.drawLine(
            QPointF(inner.right() - k, inner.top()),
            QPointF(inner.right() - k - span, inner.top() + span),
        )
        k += step
    painter.restore()

    painter.setBrush(Qt.NoBrush)
    painter.setPen(QPen(gold, max(0.6, short * 0.028)))
    painter.drawPath(_rounded(inner, radius))

    c = inner.center()
    r = short * 0.2
    rx, ry = (r * 1.35, r) if face.width() > face.height() else (r, r * 1.35)
    diamond = QPainterPath()
    diamond.moveTo(c.x(), c.y() - ry)
    diamond.lineTo(c.x() + rx, c.y())
    diamond.lineTo(c.x(), c.y() + ry)
    diamond.lineTo(c.x() - rx, c.y())
    diamond.closeSubpath()
    painter.setBrush(deep)
    painter.drawPath(diamond)
    painter.setBrush(QColor(gold))
    painter.setPen(Qt.NoPen)
    painter.drawEllipse(c, r * 0.34, r * 0.34)
    painter.setBrush(deep)
    painter.drawEllipse(c, r * 0.14, r * 0.14)
    painter.restore()


def tile_pixmap(
    hi: int,
    lo: int,
    width_px: float,
    *,
    style: str = "ivory",
    index_corner: bool = False,
    name: str = "",
    device_pixel_ratio: float = 1.0,
) -> QPixmap:
    """Upright tile on a transparent pixmap `width_px` logical pixels wide."""
    _check(hi, lo)
    w = float(width_px)
    h = w * TILE_ASPECT
    pm = QPixmap(
        max(1, math.ceil(w * device_pixel_ratio)), max(1, math.ceil(h * device_pixel_ratio))
    )
    pm.setDevicePixelRatio(device_pixel_ratio)
    pm.fill(Qt.transparent)
    painter = QPainter(pm)
    try:  # a refused style must not leave a painter open on the pixmap (it crashed Qt at exit)
        paint_tile(
            painter, QRectF(0, 0, w, h), hi, lo, style=style, index_corner=index_corner, name=name
        )
    finally:
        painter.end()
    return pm
