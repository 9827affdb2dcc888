import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import numpy as np  # noqa: E402
import pytest  # noqa: E402
from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter  # noqa: E402

from gupai_desktop.table.card_art import (  # noqa: E402
    BACK_STYLES,
    CARD_ASPECT,
    SUITS,
    card_pixmap,
    paint_card,
    paint_card_back,
)

RANKS = range(2, 15)
CARDS = [(r, s) for s in SUITS for r in RANKS] + [(0, "r"), (0, "b")]
FELT = QColor("#226633")


def _rgba(img: QImage) -> np.ndarray:
    img = img.convertToFormat(QImage.Format_RGBA8888)
    arr = np.frombuffer(img.constBits(), np.uint8, img.sizeInBytes())
    return arr.reshape(img.height(), img.bytesPerLine() // 4, 4)[:, : img.width()].astype(int)


def _counts(rank, suit, four_colour=False, width=90):
    """(red, blue, green) pixel counts of an opaque card, ignoring the antialiased rim."""
    px = _rgba(card_pixmap(rank, suit, width, four_colour=four_colour).toImage())
    px = px[px[..., 3] == 255]
    r, g, b = px[..., 0], px[..., 1], px[..., 2]
    red = (r > 150) & (g < 90) & (b < 90)
    blue = (b > 150) & (r < 90) & (b > g + 60)
    green = (g > 100) & (r < 90) & (g > b + 40)
    return int(red.sum()), int(blue.sum()), int(green.sum())


def _paint(fn, size=(200, 200)) -> np.ndarray:
    img = QImage(*size, QImage.Format_ARGB32_Premultiplied)
    img.fill(FELT)
    p = QPainter(img)
    fn(p)
    p.end()
    return _rgba(img)


def _changed(px: np.ndarray) -> np.ndarray:
    return np.abs(px[..., :3] - [FELT.red(), FELT.green(), FELT.blue()]).sum(axis=-1) > 30


@pytest.mark.parametrize("four_colour", [False, True])
@pytest.mark.parametrize("width", [40, 300])
def test_every_card_renders(qapp, width, four_colour):
    for rank, suit in CARDS:
        pm = card_pixmap(rank, suit, width, four_colour=four_colour)
        assert pm.width() == width and pm.height() == round(width * CARD_ASPECT)
        px = _rgba(pm.toImage())
        assert px[pm.height() // 2, width // 2, 3] == 255, (rank, suit)
        assert px[0, 0, 3] == 0  # rounded corner stays transparent
        ink = px[..., :3].sum(axis=-1) < 400  # something dark or saturated was drawn
        assert ink.sum() > width, (rank, suit, width)


def test_high_dpi_pixmap_has_device_pixels(qapp):
    pm = card_pixmap(14, "s", 60, device_pixel_ratio=2.0)
    assert (pm.width(), pm.height()) == (120, 168)
    assert pm.devicePixelRatio() == 2.0


def test_two_colour_reds_only_on_hearts_and_diamonds(qapp):
    for rank, suit in CARDS[:52]:
        red, blue, green = _counts(rank, suit)
        assert blue == 0 and green == 0, (rank, suit, blue, green)
        if suit in "hd":
            assert red > 40, (rank, suit, red)
        else:
            assert red == 0, (rank, suit, red)


def test_four_colour_diamonds_blue_and_clubs_green(qapp):
    for rank in RANKS:
        red, blue, green = _counts(rank, "d", four_colour=True)
        assert blue > 40 and red == 0 and green == 0, (rank, "d", red, blue, green)
        red, blue, green = _counts(rank, "c", four_colour=True)
        assert green > 40 and red == 0 and blue == 0, (rank, "c", red, blue, green)
        red, blue, green = _counts(rank, "h", four_colour=True)
        assert red > 40 and blue == 0 and green == 0
        assert _counts(rank, "s", four_colour=True) == (0, 0, 0)


def test_corner_index_shows_in_an_overlapped_strip(qapp):
    """In a 13-card Chinese Poker row only ~30% of a 60 px card shows: the index must be there."""
    for rank, suit in CARDS:
        px = _rgba(card_pixmap(rank, suit, 60).toImage())
        strip = px[4:42, 2:18, :3]  # top of the left 30% strip, inside the border
        ink = strip.sum(axis=-1) < 450
        assert ink.sum() > 40, (rank, suit, int(ink.sum()))
        rows = np.flatnonzero(ink.any(axis=1))
        assert rows[-1] - rows[0] > 20, (rank, suit)  # rank and suit, stacked


def test_jokers_are_red_and_black(qapp):
    assert _counts(0, "r")[0] > 100
    assert _counts(0, "b")[0] == 0
    assert _counts(0, "r", four_colour=True)[0] > 100


@pytest.mark.parametrize("style", BACK_STYLES)
def test_backs_render_in_their_colour(qapp, style):
    px = _paint(lambda p: paint_card_back(p, QRectF(10, 10, 100, 140), style))
    centre = px[80, 30:90]
    r, g, b = centre[..., 0], centre[..., 1], centre[..., 2]
    assert ((r > g + 60) if style == "red" else (b > r + 60)).any()
    assert (px[12:20, 60, :3].min(axis=-1) > 200).any()  # white border
    face_down = _paint(
        lambda p: paint_card(p, QRectF(10, 10, 100, 140), 7, "h", face_up=False, back_style=style)
    )
    assert np.array_equal(px, face_down)


def test_selected_and_highlight_decorate_outside_the_card(qapp):
    rect = QRectF(50, 30, 100, 140)
    plain = _paint(lambda p: paint_card(p, rect, 12, "s"))
    sel = _paint(lambda p: paint_card(p, rect, 12, "s", selected=True))
    glow = _paint(lambda p: paint_card(p, rect, 12, "s", highlight=QColor("#4fc3f7")))
    assert not np.array_equal(plain, sel) and not np.array_equal(plain, glow)
    edge = sel[100, 50:54]
    assert ((edge[..., 0] > 180) & (edge[..., 2] < 120)).any()  # gold
    halo = glow[100, 42:50]  # just outside the card's left edge
    assert _changed(halo[None])[0].any()
    assert not _changed(plain[None, 100, 42:50])[0].any()


def test_painter_state_is_restored(qapp):
    def paint(p):
        p.setOpacity(0.5)
        paint_card(p, QRectF(0, 0, 60, 84), 10, "d", four_colour=True, selected=True)
        paint_card_back(p, QRectF(70, 0, 60, 84))
        assert p.opacity() == 0.5 and not p.hasClipping()
        assert p.transform().isIdentity()

    _paint(paint)


def test_invalid_cards_rejected(qapp):
    for rank, suit in [
        (1, "s"),
        (15, "h"),
        (5, "x"),
        (5, "S"),
        (0, "s"),
        (5, "r"),
        (5, ""),
        (5, "sh"),
        (0, "rb"),
    ]:
        with pytest.raises(ValueError):
            card_pixmap(rank, suit, 40)
    img = QImage(50, 70, QImage.Format_ARGB32_Premultiplied)
    p = QPainter(img)
    try:
        with pytest.raises(ValueError):
            paint_card(p, QRectF(0, 0, 50, 70), 2, "z")
        with pytest.raises(ValueError):
            paint_card(p, QRectF(0, 0, 50, 70), 2, "s", face_up=False, back_style="green")
        with pytest.raises(ValueError):
            paint_card_back(p, QRectF(0, 0, 50, 70), "green")
    finally:
        p.end()


def test_every_card_the_engine_makes_can_be_drawn(qapp):
    """Three decks with both jokers (Da Gunzi's): each card draws, as a pixmap and a sprite."""
    from gupai_desktop.engine.cards import deck
    from gupai_desktop.table.sprites import CardSprite

    cards = set(deck(3, 2))
    assert len(cards) == 54
    for card in cards:
        pm = card_pixmap(card.rank, card.suit, 60)
        assert pm.width() == 60, card
        sprite = CardSprite(card.rank, card.suit, 60, face_up=True)
        px = _paint(lambda p: (p.translate(20, 20), sprite.paint(p, None)), (110, 130))
        assert _changed(px).sum() > 2000, card


def test_big_and_small_jokers_differ_in_colour_and_in_shape(qapp):
    from gupai_desktop.engine.cards import BIG_JOKER, SMALL_JOKER

    big, small = _counts(BIG_JOKER, "j"), _counts(SMALL_JOKER, "j")
    assert big[0] > 100 and small == (0, 0, 0)  # red big joker, black small one
    assert _counts(0, "r") == big and _counts(0, "b") == small  # the two notations agree

    def ink(rank):
        """Where the card is dark or saturated, ignoring which hue: the shape alone."""
        px = _rgba(card_pixmap(rank, "j", 90).toImage())[..., :3]
        return (px.max(axis=-1) - px.min(axis=-1) > 80) | (px.sum(axis=-1) < 300)

    differ = (ink(BIG_JOKER) != ink(SMALL_JOKER)).sum()
    assert differ > 600  # a filled star against a hollow one
