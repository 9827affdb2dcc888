"""What a table draws again and again is painted once and shared (table/renderings.py): the
felt of every table of one size and colour, and each face of a piece at one size and scale,
looking as if each had been painted where it stands."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from gupai_desktop.table import renderings, scene
from gupai_desktop.table.scene import TableScene

SIZE = (900, 560)


def drawn(paint) -> QImage:
    image = QImage(*SIZE, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    paint(painter)
    painter.end()
    return image


def background(table: TableScene) -> QImage:
    return drawn(lambda p: table.drawBackground(p, QRectF(0, 0, *SIZE)))


def largest_difference(a: QImage, b: QImage) -> int:
    worst = 0
    for y in range(0, a.height(), 7):
        for x in range(0, a.width(), 3):
            pa, pb = a.pixelColor(x, y), b.pixelColor(x, y)
            worst = max(
                worst,
                abs(pa.red() - pb.red()),
                abs(pa.green() - pb.green()),
                abs(pa.blue() - pb.blue()),
                abs(pa.alpha() - pb.alpha()),
            )
    return worst


@pytest.fixture
def felts(qapp, monkeypatch):
    """A fresh store of felts, and how many times a felt was painted."""
    kept = scene.FELTS
    monkeypatch.setattr(
        scene, "FELTS", renderings.Renderings(kept.budget, kept.largest, kept.kept_from)
    )
    painted: list[str] = []
    paint = TableScene._paint_felt

    def counted(self, painter, area):
        painted.append(self.colour.name())
        paint(self, painter, area)

    monkeypatch.setattr(TableScene, "_paint_felt", counted)
    return painted


def table(colour: str = "#1f6b45") -> TableScene:
    made = TableScene(colour)
    made.setSceneRect(QRectF(0, 0, *SIZE))
    return made


def test_tables_of_one_size_and_colour_share_one_felt(felts):
    """Painted in place the first time (a window dragged wider asks for each width once),
    kept the second, and only blitted from then on."""
    first, second = background(table()), background(table())
    assert len(felts) == 2
    assert [background(table()) for _ in range(3)] == [first] * 3
    assert first == second and len(felts) == 2


def test_a_felt_between_two_pixels_is_painted_in_place_not_blitted_soft(felts):
    """Found by a second read: at 125% a scaled table's corner falls between two pixels, and
    the blitted felt's rim and inner line were resampled half a pixel soft."""

    def shifted(paint):
        return drawn(lambda p: (p.translate(0.5, 0.25), paint(p)))

    for _ in range(3):
        soft = shifted(lambda p: table().drawBackground(p, QRectF(0, 0, *SIZE)))
    direct = table()
    crisp = shifted(
        lambda p: (
            p.fillRect(QRectF(0, 0, *SIZE), direct.colour.darker(170)),
            direct._paint_felt(p, direct.sceneRect()),
        )
    )
    assert soft == crisp and len(felts) == 4  # three in place, never kept, and the direct one


def test_a_felt_too_large_to_keep_is_painted_in_place(felts, monkeypatch):
    monkeypatch.setattr(scene.FELTS, "largest", SIZE[0] * SIZE[1] * 4 - 1)
    for _ in range(3):
        background(table())
    assert len(felts) == 3


def test_the_shared_felt_looks_as_the_felt_painted_in_place(felts):
    shared = background(table())
    direct = table()

    def in_place(painter):
        painter.fillRect(QRectF(0, 0, *SIZE), direct.colour.darker(170))
        direct._paint_felt(painter, direct.sceneRect())

    assert largest_difference(shared, drawn(in_place)) <= 2


def test_another_colour_or_size_is_a_felt_of_its_own(felts):
    green = table()
    background(green), background(green)
    green.set_colour("#7a1f2b")
    red = background(green)
    assert felts == ["#1f6b45", "#1f6b45", "#7a1f2b"]
    assert red.pixelColor(SIZE[0] // 2, SIZE[1] // 2) != QColor("#1f6b45")
    wider = table()
    wider.setSceneRect(QRectF(0, 0, SIZE[0] + 100, SIZE[1]))
    background(wider)
    assert len(felts) == 4


def test_a_turned_sheared_or_unevenly_scaled_painter_paints_in_place(qapp):
    store = renderings.Renderings(budget=1 << 24)
    painted = []

    def paint(painter, rect):
        painted.append(painter.deviceTransform())

    for turn in (
        lambda p: p.rotate(30),
        lambda p: p.shear(0.2, 0),
        lambda p: p.scale(1.5, 1.0),
    ):
        drawn(lambda p: (turn(p), store.draw(p, QRectF(0, 0, 40, 60), ("x",), paint)))
    assert len(painted) == 3 and all(not t.isIdentity() for t in painted)
    assert not store._kept


def test_past_its_budget_the_store_drops_the_oldest_and_keeps_nothing_larger(qapp):
    store = renderings.Renderings(budget=100 * 100 * 4)
    painted = []

    def paint(painter, rect):
        painted.append(rect.width())

    store.get(("a",), 100, 100, 1.0, paint)
    store.get(("b",), 100, 100, 1.0, paint)  # over the budget: "a" goes
    store.get(("b",), 100, 100, 1.0, paint)
    store.get(("a",), 100, 100, 1.0, paint)
    assert painted == [100, 100, 100]
    # Larger than the budget: never kept (the caller paints it in place), nothing dropped
    assert store.get(("c",), 300, 300, 1.0, paint) is None and len(painted) == 3
    assert store.get(("a",), 100, 100, 1.0, paint) is not None and len(painted) == 3
