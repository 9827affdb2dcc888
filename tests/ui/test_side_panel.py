"""The turn tables' side panel and text blocks: rows laid out in the panel's width, and words
set again only when they change (a table refreshes at every key in the hand)."""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QFontMetrics
from PySide6.QtWidgets import QGraphicsScene

from gupai_desktop.table.labels import make_block, place_block
from gupai_desktop.table.side_panel import WRAP, WRAP_RIGHT, InfoPanel

ROWS = [
    ("To play", "You", True),
    ("Net levels this session:", "", False),
    ("West", "0 levels", False),
    ("Declared", "West: Big Joker and a very long tail of words", False),
]


def drawn(font, rect, flags, words):
    """Where the words land when drawn in `rect`: a word wider than it runs out of it."""
    return QFontMetrics(font).boundingRect(rect, flags, words)


def test_every_row_fits_the_panel_and_a_label_never_runs_under_its_value(qtbot):
    panel = InfoPanel()
    qtbot.addWidget(panel)
    rows = ROWS + [("Attackers' points", "120 / 120", True), ("抓分方得分", "5 / 120", True)]
    panel.set_rows("Hand 1", rows)
    for width in (150, 190, 220, 300):
        inside = panel._inside(width)
        lines = panel._lines(inside)
        assert len(lines) == 1 + len(rows)  # the title, then a line per row
        bottom = 0
        for font, top, label, label_rect, value, value_rect in lines[1:]:
            assert top >= bottom  # rows never overlap
            said = drawn(font, label_rect, WRAP, label)
            assert said.left() >= 0 and said.right() < inside
            if value:
                shown = drawn(font, value_rect, WRAP_RIGHT, value)
                assert shown.right() < inside and said.right() < shown.left(), (width, label)
            bottom = top + max(label_rect.height(), value_rect.height())
    assert panel.heightForWidth(150) > panel.heightForWidth(300)  # long words wrap


def test_rows_are_measured_at_the_width_they_are_painted_at(qtbot):
    panel = InfoPanel()
    qtbot.addWidget(panel)
    panel.set_rows("Hand 1", ROWS)
    panel.resize(200, panel.heightForWidth(200))
    inset = panel.INSET
    painted = panel.contentsRect().adjusted(inset, inset, -inset, -inset)
    assert panel._inside(200) == painted.width()
    _, top, _, label, _, value = panel._lines(painted.width())[-1]
    assert painted.top() + top + max(label.height(), value.height()) <= panel.height()


def test_a_row_without_a_value_has_the_whole_width(qtbot):
    panel = InfoPanel()
    qtbot.addWidget(panel)
    panel.set_rows("Hand 1", ROWS)
    _, _, label, label_rect, value, _ = panel._lines(200)[2]
    assert (label, value, label_rect.width()) == ("Net levels this session:", "", 200)


def test_the_panel_tells_its_words_and_lays_out_again_only_for_new_rows(qtbot):
    panel = InfoPanel()
    qtbot.addWidget(panel)
    panel.set_rows("Hand 1", ROWS)
    assert panel.text().splitlines() == [
        "Hand 1",
        "To play You",
        "Net levels this session:",
        "West 0 levels",
        "Declared West: Big Joker and a very long tail of words",
    ]
    interface = QAccessible.queryAccessibleInterface(panel)  # what a screen reader reads
    assert interface.text(QAccessible.Text.Name) == panel.text()
    first = panel._lines(200)
    panel.set_rows("Hand 1", list(ROWS))
    assert panel._lines(200) is first  # the same rows: kept
    panel.set_rows("Hand 2", ROWS)
    assert panel._lines(200) is not first
    assert panel.text().splitlines()[0] == "Hand 2"


def test_a_block_placed_again_with_the_same_words_keeps_its_document(qtbot):
    scene = QGraphicsScene()
    block = make_block(scene, 20, 200)
    changes = []
    block.document().contentsChanged.connect(lambda: changes.append(1))
    place_block(block, 100, 10, "West wins the trick")
    place_block(block, 120, 30, "West wins the trick")
    assert len(changes) == 1
    assert block.pos().x() == 120 - 100  # moved all the same
    place_block(block, 120, 30, "East leads")
    assert len(changes) == 2 and block.toPlainText() == "East leads"
