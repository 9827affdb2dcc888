"""Render a preview sheet of all 21 tile kinds and/or the 256 px app icon.

Usage:
    python packaging/render_tile_sheet.py OUT.png            # preview sheet
    python packaging/render_tile_sheet.py --icon OUT.png     # icon only
    python packaging/render_tile_sheet.py OUT.png --icon ICON.png

Runs headless (offscreen Qt), so it works on build machines without a display.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QPointF, QRectF, Qt  # noqa: E402
from PySide6.QtGui import (  # noqa: E402
    QBrush,
    QColor,
    QFont,
    QGuiApplication,
    QImage,
    QPainter,
    QPen,
    QRadialGradient,
)

from gupai_desktop.table.tile_art import (  # noqa: E402
    STYLES,
    TILE_ASPECT,
    paint_tile,
    paint_tile_back,
)

KINDS = [
    (6, 6),
    (5, 5),
    (4, 4),
    (3, 3),
    (2, 2),
    (1, 1),
    (6, 5),
    (6, 4),
    (6, 3),
    (6, 2),
    (6, 1),
    (5, 4),
    (5, 3),
    (5, 2),
    (5, 1),
    (4, 3),
    (4, 2),
    (4, 1),
    (3, 2),
    (3, 1),
    (2, 1),
]
# Pai gow style English names, only to exercise the index corner.
NAMES = {
    (6, 6): "Teen",
    (1, 1): "Day",
    (4, 4): "Yun",
    (3, 1): "Gor",
    (5, 5): "Mooy",
    (3, 3): "Chong",
    (2, 2): "Bon",
    (6, 5): "Foo",
    (6, 4): "Ping",
    (6, 1): "Tit",
    (5, 1): "Look",
    (6, 3): "Nine",
    (5, 4): "Nine",
    (6, 2): "Eight",
    (5, 3): "Eight",
    (5, 2): "Seven",
    (4, 3): "Seven",
    (4, 2): "Gee Joon",
    (2, 1): "Gee Joon",
    (4, 1): "Five",
    (3, 2): "Five",
}


def _felt(p: QPainter, rect: QRectF) -> None:
    g = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.7)
    g.setColorAt(0.0, QColor("#2f7a4c"))
    g.setColorAt(1.0, QColor("#17442a"))
    p.fillRect(rect, QBrush(g))


def render_sheet(out: str, tile_w: float = 64.0, scale: float = 1.0) -> None:
    gap, margin, label_h = tile_w * 0.22, 24.0, 22.0
    tile_h = tile_w * TILE_ASPECT
    cols = len(KINDS)
    width = margin * 2 + cols * tile_w + (cols - 1) * gap
    rows = [(s, idx) for s in STYLES for idx in (False, True)]
    big_w = 180.0
    height = margin * 2 + len(rows) * (tile_h + label_h + gap) + label_h + big_w * TILE_ASPECT + gap
    img = QImage(int(width * scale), int(height * scale), QImage.Format_ARGB32_Premultiplied)
    img.setDevicePixelRatio(scale)
    p = QPainter(img)
    p.setRenderHint(QPainter.Antialiasing)
    _felt(p, QRectF(0, 0, width, height))
    font = QFont()
    font.setPixelSize(14)
    p.setFont(font)
    y = margin
    for style, idx in rows:
        p.setPen(QColor("#e8f0e0"))
        p.drawText(QPointF(margin, y + 15), f"style={style}  index_corner={idx}")
        y += label_h
        for i, (hi, lo) in enumerate(KINDS):
            x = margin + i * (tile_w + gap)
            paint_tile(
                p,
                QRectF(x, y, tile_w, tile_h),
                hi,
                lo,
                style=style,
                index_corner=idx,
                name=NAMES[(hi, lo)] if idx else "",
            )
        y += tile_h + gap
    p.setPen(QColor("#e8f0e0"))
    p.drawText(
        QPointF(margin, y + 15), "large, backs, selected, highlight, lying tiles (hi on the left)"
    )
    y += label_h
    x = margin
    for hi, lo, style in ((6, 6, "ivory"), (3, 3, "ivory"), (4, 1, "black"), (6, 6, "black")):
        paint_tile(p, QRectF(x, y, big_w, big_w * TILE_ASPECT), hi, lo, style=style)
        x += big_w + gap
    for style in STYLES:
        paint_tile_back(p, QRectF(x, y, tile_w * 1.5, tile_w * 1.5 * TILE_ASPECT), style)
        x += tile_w * 1.5 + gap
    paint_tile(p, QRectF(x, y, tile_w * 1.5, tile_w * 1.5 * TILE_ASPECT), 5, 2, selected=True)
    x += tile_w * 1.5 + gap * 1.5
    paint_tile(
        p,
        QRectF(x, y, tile_w * 1.5, tile_w * 1.5 * TILE_ASPECT),
        2,
        2,
        style="black",
        highlight=QColor("#4fc3f7"),
    )
    x += tile_w * 1.5 + gap * 1.5
    lw = tile_w * 1.5
    paint_tile(p, QRectF(x, y, lw * TILE_ASPECT, lw), 6, 4)
    paint_tile(
        p,
        QRectF(x, y + lw + gap, lw * TILE_ASPECT, lw),
        5,
        1,
        style="black",
        index_corner=True,
        name="Look",
    )
    paint_tile(p, QRectF(x, y + 2 * (lw + gap), lw * TILE_ASPECT, lw), 3, 3, face_up=False)
    p.end()
    img.save(out)


def render_icon(out: str, size: int = 256) -> None:
    img = QImage(size, size, QImage.Format_ARGB32_Premultiplied)
    img.fill(Qt.transparent)
    p = QPainter(img)
    p.setRenderHints(QPainter.Antialiasing | QPainter.SmoothPixmapTransform)
    s = float(size)
    disc = QRectF(s * 0.02, s * 0.02, s * 0.96, s * 0.96)
    g = QRadialGradient(QPointF(s * 0.42, s * 0.38), s * 0.6)
    g.setColorAt(0.0, QColor("#3a8a58"))
    g.setColorAt(1.0, QColor("#174a2c"))
    p.setBrush(QBrush(g))
    p.setPen(QPen(QColor("#c9a24e"), s * 0.025))
    p.drawEllipse(disc.adjusted(s * 0.0125, s * 0.0125, -s * 0.0125, -s * 0.0125))
    tw = s * 0.3
    th = tw * TILE_ASPECT
    for (hi, lo), dx, angle in (((1, 1), -0.13, -16.0), ((6, 6), 0.13, 12.0)):
        p.save()
        p.translate(s * (0.5 + dx), s * 0.52)
        p.rotate(angle)
        shadow = QColor(0, 0, 0, 70)
        p.setPen(Qt.NoPen)
        p.setBrush(shadow)
        p.drawRoundedRect(
            QRectF(-tw / 2 + s * 0.015, -th / 2 + s * 0.02, tw, th), tw * 0.12, tw * 0.12
        )
        paint_tile(p, QRectF(-tw / 2, -th / 2, tw, th), hi, lo)
        p.restore()
    p.end()
    Path(out).parent.mkdir(parents=True, exist_ok=True)
    img.save(out)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", nargs="?", help="preview sheet PNG to write")
    ap.add_argument("--icon", metavar="OUT.png", help="write the 256x256 app icon")
    ap.add_argument("--scale", type=float, default=1.0, help="device pixel ratio of the sheet")
    args = ap.parse_args(argv)
    if not args.out and not args.icon:
        ap.error("give OUT.png and/or --icon OUT.png")
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841
    if args.out:
        render_sheet(args.out, scale=args.scale)
        print(f"wrote {args.out}")
    if args.icon:
        render_icon(args.icon)
        print(f"wrote {args.icon}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
