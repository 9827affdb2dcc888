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
    monkeypatch.setattr(scene, "FELTS", renderings.Renderings(scene.FELTS.budget))
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
    first, second = background(table()), background(table())
    assert felts == ["#1f6b45"]
    assert first == second


def test_the_shared_felt_looks_as_the_felt_painted_in_place(felts):
    shared = background(table())
    direct = table()

    def in_place(painter):
        painter.fillRect(QRectF(0, 0, *SIZE), direct.colour.darker(170))
        direct._paint_felt(painter, direct.sceneRect())

    assert largest_difference(shared, drawn(in_place)) <= 2


def test_another_colour_or_size_is_a_felt_of_its_own(felts):
    green = table()
    background(green)
    green.set_colour("#7a1f2b")
    red = background(green)
    assert felts == ["#1f6b45", "#7a1f2b"]
    assert red.pixelColor(SIZE[0] // 2, SIZE[1] // 2) != QColor("#1f6b45")
    wider = table()
    wider.setSceneRect(QRectF(0, 0, SIZE[0] + 100, SIZE[1]))
    background(wider)
    assert len(felts) == 3


def test_past_its_budget_the_store_drops_the_oldest_but_keeps_the_newest(qapp):
    store = renderings.Renderings(budget=100 * 100 * 4)
    painted = []

    def paint(painter, rect):
        painted.append(rect.width())

    store.get(("a",), 100, 100, 1.0, paint)
    store.get(("b",), 100, 100, 1.0, paint)  # over the budget: "a" goes
    store.get(("b",), 100, 100, 1.0, paint)
    store.get(("a",), 100, 100, 1.0, paint)
    assert painted == [100, 100, 100]
    big = store.get(("c",), 300, 300, 1.0, paint)  # alone over the budget: kept all the same
    assert store.get(("c",), 300, 300, 1.0, paint) is big and len(painted) == 4
