"""Another seat at a turn table: its hand (backs, overlapping when they do not fit), its name
and its lines of information, where the layout (table/turn_layout.py) puts them."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from .labels import make_block, make_label, set_size
from .turn_layout import SeatPlace


class SeatZone:
    def __init__(self, scene):
        self.scene = scene
        self.name = make_label(scene, 19, True)
        self.info = make_block(scene, 15, 260)
        self.sprites: list = []
        self.place_: SeatPlace | None = None

    def set_hand(self, sprites: list) -> None:
        """The seat's pieces as they now are (face down, or turned up at the end)."""
        self.clear_hand()
        self.sprites = list(sprites)
        for sprite in self.sprites:
            self.scene.addItem(sprite)
        self._place_hand()

    def drop_one(self) -> None:
        """The seat laid a piece: one back fewer."""
        if self.sprites:
            self.scene.removeItem(self.sprites.pop())
            self._place_hand()

    def clear_hand(self) -> None:
        for sprite in self.sprites:
            self.scene.removeItem(sprite)
        self.sprites = []

    def clear(self) -> None:
        self.clear_hand()
        self.name.setText("")
        self.info.setPlainText("")

    def origin(self) -> QPointF:
        """Where a piece this seat lays starts from."""
        if self.place_ is None:
            return QPointF()
        return self.place_.backs.center()

    def place(self, place: SeatPlace, fonts) -> None:
        self.place_ = place
        set_size(self.name, fonts.name)
        set_size(self.info, fonts.info, place.info.width())
        option = self.info.document().defaultTextOption()
        option.setAlignment(
            Qt.AlignmentFlag.AlignLeft if place.side == "top" else Qt.AlignmentFlag.AlignHCenter
        )
        self.info.document().setDefaultTextOption(option)
        self._place_hand()
        self.set_text(self.name.text(), self.info.toPlainText())

    def set_text(self, name: str, info: str) -> None:
        """The name centred on its line (left-aligned beside a top seat's hand), the lines
        under it."""
        p = self.place_
        if p is None:
            return
        if self.name.text() != name:
            self.name.setText(name)
        if self.info.toPlainText() != info:
            self.info.setPlainText(info)
        if p.side == "top":
            self.name.setPos(p.name.left(), p.name.top())
            self.info.setPos(p.info.left() - 4, p.info.top() - 4)
        else:
            self.name.setPos(
                p.name.center().x() - self.name.boundingRect().width() / 2, p.name.top()
            )
            self.info.setPos(p.info.left(), p.info.top() - 4)

    def _place_hand(self) -> None:
        p = self.place_
        if p is None or not self.sprites:
            return
        n = len(self.sprites)
        w, h = self.sprites[0].size()
        gap = w * 0.15
        step = min(w + gap, (p.backs.width() - w) / max(1, n - 1))
        span = (n - 1) * step + w
        x = p.backs.center().x() - span / 2
        y = p.backs.top() + (p.backs.height() - h) / 2
        for i, sprite in enumerate(self.sprites):
            sprite.setPos(QPointF(x + i * step, y))
            sprite.setZValue(10 + i * 0.01)
