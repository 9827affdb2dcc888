"""Render a preview sheet of the playing-card art (card_art.py).

Usage:
    python packaging/render_card_sheet.py OUT.png [--scale 2]

Shows all 52 cards in two-colour and four-colour inks, the jokers, both
backs, the selected/highlight decorations, a few large cards, and 13-card
Chinese Poker hands overlapped at 60 px so only the corner indices show.
Runs headless (offscreen Qt), so it works on build machines without a display.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QPointF, QRectF  # noqa: E402
from PySide6.QtGui import (  # noqa: E402
    QBrush,
    QColor,
    QFont,
    QGuiApplication,
    QImage,
    QPainter,
    QRadialGradient,
)

from gupai_desktop.table.card_art import (  # noqa: E402
    BACK_STYLES,
    CARD_ASPECT,
    SUITS,
    paint_card,
    paint_card_back,
)

RANKS = range(2, 15)
# A plausible 13-card Chinese Poker deal, sorted as a player would hold it.
HAND = [
    (14, "s"),
    (14, "h"),
    (13, "d"),
    (12, "c"),
    (11, "s"),
    (10, "h"),
    (10, "c"),
    (9, "d"),
    (7, "s"),
    (6, "h"),
    (5, "c"),
    (3, "d"),
    (2, "s"),
]


def _felt(p: QPainter, rect: QRectF) -> None:
    g = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.7)
    g.setColorAt(0.0, QColor("#2f7a4c"))
    g.setColorAt(1.0, QColor("#17442a"))
    p.fillRect(rect, QBrush(g))


def _label(p: QPainter, x: float, y: float, text: str) -> None:
    p.setPen(QColor("#e8f0e0"))
    p.drawText(QPointF(x, y + 15), text)


def render_sheet(out: str, card_w: float = 72.0, scale: float = 1.0) -> None:
    gap, margin, label_h = card_w * 0.14, 24.0, 22.0
    card_h = card_w * CARD_ASPECT
    width = margin * 2 + 13 * card_w + 12 * gap
    big_w = 200.0
    hand_w = 60.0
    height = (
        margin * 2
        + 2 * (label_h + 4 * (card_h + gap))
        + label_h
        + card_w * 1.4 * CARD_ASPECT
        + gap
        + label_h
        + big_w * CARD_ASPECT
        + gap
        + 2 * (label_h + hand_w * CARD_ASPECT + gap)
    )
    img = QImage(int(width * scale), int(height * scale), QImage.Format_ARGB32_Premultiplied)
    img.setDevicePixelRatio(scale)
    p = QPainter(img)
    p.setRenderHint(QPainter.Antialiasing)
    _felt(p, QRectF(0, 0, width, height))
    font = QFont()
    font.setPixelSize(14)
    p.setFont(font)
    y = margin
    for four in (False, True):
        _label(p, margin, y, "four-colour deck" if four else "two-colour deck")
        y += label_h
        for suit in SUITS:
            for i, rank in enumerate(RANKS):
                x = margin + i * (card_w + gap)
                paint_card(p, QRectF(x, y, card_w, card_h), rank, suit, four_colour=four)
            y += card_h + gap

    _label(p, margin, y, "jokers, backs, selected, highlight, face-down selected")
    y += label_h
    sw = card_w * 1.4
    sh = sw * CARD_ASPECT
    x = margin
    for suit in "rb":
        paint_card(p, QRectF(x, y, sw, sh), 0, suit)
        x += sw + gap
    for style in BACK_STYLES:
        paint_card_back(p, QRectF(x, y, sw, sh), style)
        x += sw + gap
    x += gap
    paint_card(p, QRectF(x, y, sw, sh), 12, "h", selected=True)
    x += sw + gap * 2
    paint_card(p, QRectF(x, y, sw, sh), 7, "c", highlight=QColor("#4fc3f7"))
    x += sw + gap * 2
    paint_card(
        p,
        QRectF(x, y, sw, sh),
        9,
        "d",
        four_colour=True,
        highlight=QColor("#ff7043"),
        selected=True,
    )
    x += sw + gap * 2
    paint_card(p, QRectF(x, y, sw, sh), 5, "s", face_up=False, back_style="blue", selected=True)
    y += sh + gap

    _label(p, margin, y, "large")
    y += label_h
    x = margin
    for rank, suit, four in (
        (14, "s", False),
        (13, "h", False),
        (12, "d", True),
        (11, "c", True),
        (10, "d", False),
    ):
        paint_card(p, QRectF(x, y, big_w, big_w * CARD_ASPECT), rank, suit, four_colour=four)
        x += big_w + gap
    y += big_w * CARD_ASPECT + gap

    for four in (False, True):
        step = hand_w * 0.32
        _label(
            p,
            margin,
            y,
            f"Chinese Poker hand, {hand_w:g} px cards overlapped to "
            f"{step:g} px ({'four' if four else 'two'}-colour)",
        )
        y += label_h
        for i, (rank, suit) in enumerate(HAND):
            paint_card(
                p,
                QRectF(margin + i * step, y, hand_w, hand_w * CARD_ASPECT),
                rank,
                suit,
                four_colour=four,
                selected=(four and i == 4),
            )
        # A five-card Chinese Poker row at a roomier step.
        x0 = margin + 13 * step + hand_w + 3 * gap
        for j, (rank, suit) in enumerate(HAND[:5]):
            paint_card(
                p,
                QRectF(x0 + j * hand_w * 0.4, y, hand_w, hand_w * CARD_ASPECT),
                rank,
                suit,
                four_colour=four,
            )
        y += hand_w * CARD_ASPECT + gap
    p.end()
    Path(out).parent.mkdir(parents=True, exist_ok=True)
    img.save(out)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", help="preview sheet PNG to write")
    ap.add_argument("--scale", type=float, default=1.0, help="device pixel ratio of the sheet")
    args = ap.parse_args(argv)
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841
    render_sheet(args.out, scale=args.scale)
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
