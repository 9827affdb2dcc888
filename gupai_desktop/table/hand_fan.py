"""The user's hand: from a few tiles up to 45 cards, in overlapping rows that fit the width.

The pieces keep the model's order (`model.hand()`). When they do not fit side by side they
overlap; where less than half of each would show, they go in two rows if the table has the
height, the back row's index corners above the front row, and in one row of index strips if it
has not. The piece under the pointer rises a little and chosen pieces rise higher, so what a
click or Enter would play is plain to see.

What is playable and what is chosen belongs to the model (games/turns/model.py): the fan lights
`lit(i)` pieces (and dims the rest, when some are lit and some are not), and turns clicks and
keys into `model.select(i)` (one piece) or `model.set_selection(...)` (several, where
`model.multi_select` allows: Ctrl-click or a plain click adds or removes a piece, Shift-click
a run, a double click or C every copy of a card, Space the piece under the cursor, Escape
none). The game's table decides what a click or a drop means (`clicked`, `dropped`).
"""

from __future__ import annotations

import math
from typing import Callable

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor

from .labels import GOLD
from .sprites import GLOW, CursorRing

LIFT_CHOSEN = 0.2  # how far a chosen piece rises, in piece heights
LIFT_HOVER = 0.08  # the piece under the pointer
MIN_SHOW = 0.36  # the least of a covered piece that shows, in piece widths
# Less than this of each piece showing in one row, two rows (where the table has the height):
# at 1280 x 860 Da Gunzi's 39 cards stood in one row of strips a third of a card wide, the
# middle of the table empty (a new user).
ROOMY_SHOW = 0.5
ROW_STEP = 0.5  # how far the front row sits below the back one, in piece heights
MAX_ROWS = 2
SLIDE_MS = 200


class HandFan(QObject):
    clicked = Signal(int)  # a piece was clicked (after it was chosen)
    dropped = Signal(int, str, int)  # a piece was dragged and let go: index, slot zone, index
    chosen = Signal()  # the user moved the cursor or changed the selection

    def __init__(
        self,
        scene,
        animator,
        model,
        make_sprite: Callable,
        piece_key: Callable,
        lit: Callable,
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self.scene, self.animator, self.model = scene, animator, model
        self.make_sprite = make_sprite  # (piece, width) -> a face-up sprite, not yet added
        self.piece_key = piece_key  # piece -> its sprite's key: (6, 4), (14, "s")
        self.lit = lit  # index -> may this piece be played now
        self.has_keyboard: Callable[[], bool] = lambda: True  # the cursor shows only then
        self.draggable = False  # may a piece be dragged onto the table
        self.sprites: list = []
        self.rect = QRectF()
        self.width = 60.0  # the pieces' width as laid out
        self.rows = 1
        self._rest: list[QPointF] = []  # each piece's place before any lift
        self._shown: dict[int, QPointF] = {}  # id(sprite) -> where it was last sent
        self._hover: int | None = None
        self._chosen: set[int] = set()
        self._active = False
        self.ring = CursorRing()  # the cursor on a back-row piece, over the front row
        scene.addItem(self.ring)
        scene.tile_clicked.connect(self._clicked)
        scene.tile_double_clicked.connect(self._double_clicked)
        scene.tile_dropped.connect(self._dropped)
        scene.pointer_moved.connect(self._pointer)

    # -- pieces -----------------------------------------------------------------------------
    def sync(self, animate: bool = True, origin: QPointF | None = None) -> None:
        """Match the sprites to the model's hand: keep those still held, make new ones (sliding
        in from `origin`), drop the rest; then lay them out."""
        pieces = self.model.hand()
        pool = list(self.sprites)
        keep = []
        for piece in pieces:
            key = self.piece_key(piece)
            match = next((sp for sp in pool if sp.key == key), None)
            if match is None:
                sprite = self.make_sprite(piece, self.width)
                self.scene.addItem(sprite)
                sprite.setPos(
                    origin
                    if origin is not None
                    else QPointF(self.rect.center().x(), self.rect.bottom())
                )
                match = sprite
            else:
                pool.remove(match)
            keep.append(match)
        for sprite in pool:
            self.animator.move(sprite, sprite.pos(), 0)  # let go of any slide in progress
            self.scene.removeItem(sprite)
            self._shown.pop(id(sprite), None)
        self.sprites = keep
        self._hover = None
        self.arrange(animate)

    def clear(self) -> None:
        self.ring.follow(None)
        for sprite in self.sprites:
            self.scene.removeItem(sprite)
        self.sprites, self._rest, self._shown, self._hover = [], [], {}, None

    def sprite_of(self, index: int):
        return self.sprites[index] if 0 <= index < len(self.sprites) else None

    def index_of(self, sprite) -> int:
        return next((i for i, sp in enumerate(self.sprites) if sp is sprite), -1)

    # -- layout -----------------------------------------------------------------------------
    def place(self, rect: QRectF, width: float, animate: bool = False) -> None:
        """Lay the pieces out in `rect`, none wider than `width`; the lift room is inside it."""
        self.rect = QRectF(rect)
        self.arrange(animate, width)

    def _fit(self, width: float, n: int) -> tuple[float, int, float]:
        """The piece width, the rows and the step along a row that fit the rect: one row where
        enough of each piece shows (ROOMY_SHOW), else two where they fit the height, else one
        that shows the index strips (MIN_SHOW); else smaller pieces, down to one row of
        whatever fits the height."""
        aspect = self._aspect()
        room = self.rect.width()
        w = width
        for _ in range(80):
            h, gap = w * aspect, 0.12 * w
            one = w + gap if n < 2 or n * (w + gap) - gap <= room else (room - w) / (n - 1)
            # two rows never spread wider apart than side by side (4 cards stood 1.4 w apart)
            two = min(w + gap, (room - w) / max(1, math.ceil(n / MAX_ROWS) - 1))

            def fits(rows: int) -> bool:
                tall = h * (1 + LIFT_CHOSEN) + (rows - 1) * ROW_STEP * h + GLOW * w
                return tall <= self.rect.height() + 0.5

            if one >= ROOMY_SHOW * w and fits(1):
                return w, 1, one
            if n > 1 and two >= MIN_SHOW * w and fits(MAX_ROWS):
                return w, MAX_ROWS, two
            if (one >= MIN_SHOW * w or w < 12) and fits(1):
                return w, 1, one
            w *= 0.95
        return w, 1, one

    def _aspect(self) -> float:
        if self.sprites:
            w, h = self.sprites[0].size()
            return h / w
        return 1.4

    def needed_height(self, width: float, n: int, room: float) -> float:
        """How tall a rect `room` wide the fan wants for n pieces `width` wide."""
        aspect = self._aspect()
        gap = 0.12 * width
        rows = 1
        if n > 1 and n * (width + gap) - gap > room:
            step = (room - width) / max(1, n - 1)
            rows = 1 if step >= ROOMY_SHOW * width else MAX_ROWS
        return width * (aspect * (1 + LIFT_CHOSEN + (rows - 1) * ROW_STEP) + GLOW)

    def arrange(self, animate: bool = True, width: float | None = None) -> None:
        n = len(self.sprites)
        if not n or self.rect.isEmpty():
            self._rest = []
            return
        w, self.rows, step = self._fit(width if width is not None else self.width, n)
        if abs(w - self.width) > 0.01 or abs(self.sprites[0].size()[0] - w) > 0.01:
            self.width = w
            for sprite in self.sprites:
                if abs(sprite.size()[0] - w) > 0.01:
                    sprite.set_width(w)
        h = w * self._aspect()
        per = math.ceil(n / self.rows)
        self._rest = []
        for i in range(n):
            row, col = divmod(i, per)
            x = self._row_left(min(per, n - row * per), step, w) + col * step
            # the front row's rim (lit, focused) above the rect's bottom: it covered the
            # line under the hand (found by a new user in Da Gunzi at 1024 x 700)
            y = self.rect.bottom() - GLOW * w - h - (self.rows - 1 - row) * ROW_STEP * h
            self._rest.append(QPointF(x, y))
            sprite = self.sprites[i]
            sprite.rest_z = 20 + row * 60 + col
            sprite.setZValue(sprite.rest_z)
        self._show_all(animate)
        self._ring_cursor()

    def _target(self, i: int) -> QPointF:
        h = self.width * self._aspect()
        chosen = self._active and i in self._chosen
        lift = LIFT_CHOSEN if chosen else LIFT_HOVER if i == self._hover and self._active else 0
        return self._rest[i] - QPointF(0, lift * h)

    def _send(self, i: int, animate: bool) -> None:
        sprite, target = self.sprites[i], self._target(i)
        if self._shown.get(id(sprite)) == target:
            return
        self._shown[id(sprite)] = target
        if animate:
            self.animator.move(sprite, target, SLIDE_MS)
        elif not self.animator.is_moving(sprite):
            sprite.setPos(target)
        else:  # mid-slide: change where it is going
            self.animator.move(sprite, target, 80)

    def left(self, n: int) -> float:
        """Where a hand of n pieces begins on the left once laid out (a piece beside the hand
        is placed before the fan takes in the move that changed it)."""
        if n < 1 or self.rect.isEmpty():
            return self.rect.left()
        w, rows, step = self._fit(self.width, n)
        return self._row_left(math.ceil(n / rows), step, w)

    def _row_left(self, count: int, step: float, w: float) -> float:
        """Where a row of `count` pieces, `step` apart, begins: centred in the fan."""
        return self.rect.center().x() - ((count - 1) * step + w) / 2

    def place_of(self, sprite) -> QPointF:
        """Where the sprite rests in the fan (its slot, lifted if chosen), even while a slide
        is still taking it there."""
        return QPointF(self._shown.get(id(sprite), sprite.pos()))

    def _show_all(self, animate: bool) -> None:
        self._chosen = set(self.model.selection()) if self._active else set()
        for i in range(len(self.sprites)):
            self._send(i, animate)

    # -- looks ------------------------------------------------------------------------------
    def refresh(self, active: bool, index_corner: bool | None = None) -> None:
        """Show the model's cursor, choice and playable pieces; `active` while the user is to
        move (pieces answer the pointer only then)."""
        self._active = active
        m = self.model
        n = len(self.sprites)
        lit = [active and self.lit(i) for i in range(n)]
        telling = any(lit) and not all(lit)  # lights that tell pieces apart
        chosen = set(m.selection()) if active else set()
        cursor = m.selected if active and self.has_keyboard() else -1
        multi = m.multi_select
        for i, sprite in enumerate(self.sprites):
            look = dict(
                focused=i == cursor,
                highlight=QColor(GOLD) if telling and lit[i] else None,
                dimmed=telling and not lit[i],
                selected=multi and i in chosen,
            )
            if index_corner is not None and hasattr(sprite, "index_corner"):
                look["index_corner"] = index_corner
            sprite.set_look(**look)
            sprite.clickable = active
            sprite.draggable = active and self.draggable
        if self._rest:
            self._chosen = chosen
            for i in range(n):
                self._send(i, True)
        self._ring_cursor()

    def _ring_cursor(self) -> None:
        """The ring over the rows for a cursor in the back row (the piece wears its own
        ring elsewhere, where nothing covers it)."""
        n, cursor = len(self.sprites), self.model.selected
        per = math.ceil(n / self.rows) if n else 0
        back = self.rows > 1 and 0 <= cursor < n and cursor < per
        if not (back and self._active and self.has_keyboard()):
            self.ring.follow(None)
            return
        rest, w = self._rest, self.width
        beside = cursor + 1 < min(per, len(rest))  # a piece over its right side
        shown_w = rest[cursor + 1].x() - rest[cursor].x() if beside else math.inf
        left = rest[cursor].x() if cursor < len(rest) else 0.0
        right = left + min(w, shown_w)
        # where the front-row pieces below it begin, a risen one's risen place (the ring was
        # drawn over a chosen card that had risen into it)
        below = [
            self._shown.get(id(self.sprites[i]), rest[i]).y()
            for i in range(per, len(rest))
            if rest[i].x() < right and rest[i].x() + w > left
        ]
        self.ring.follow(self.sprites[cursor], min(below, default=math.inf), shown_w)

    # -- the pointer ------------------------------------------------------------------------
    def _pointer(self, point: QPointF | None) -> None:
        hover = self._piece_at(point) if point is not None and self._active else None
        if hover == self._hover:
            return
        old, self._hover = self._hover, hover
        for i in (old, hover):
            if i is not None and i < len(self.sprites):
                self._send(i, False)
        self._ring_cursor()  # a front-row piece risen under the pointer shows more of itself

    def _piece_at(self, point: QPointF) -> int | None:
        """The piece on top under the point, judged by where the pieces rest (a risen piece
        keeps the place it rose from, so it does not drop back under a still pointer)."""
        if not self._rest:
            return None
        w = self.width
        h = w * self._aspect()
        for i in sorted(range(len(self._rest)), key=lambda k: -self.sprites[k].rest_z):
            rest = self._rest[i]
            top = self._shown.get(id(self.sprites[i]), rest).y()
            if rest.x() <= point.x() <= rest.x() + w and top <= point.y() <= rest.y() + h:
                return i
        return None

    def _clicked(self, sprite) -> None:
        i = self.index_of(sprite)
        if i < 0 or not self._active:
            return
        m = self.model
        if not m.multi_select:
            m.select(i)
            self.chosen.emit()
            self.clicked.emit(i)
            return
        mods = sprite.press_modifiers
        marked = set(m.selection())
        if mods & Qt.KeyboardModifier.ShiftModifier and 0 <= m.selected < len(self.sprites):
            lo, hi = sorted((m.selected, i))
            marked |= set(range(lo, hi + 1))
        else:
            marked ^= {i}
        m.set_selection(sorted(marked), cursor=i)
        self.chosen.emit()
        self.clicked.emit(i)

    def _double_clicked(self, sprite) -> None:
        i = self.index_of(sprite)
        if i >= 0 and self._active and self.model.multi_select:
            self.choose_copies(i)

    def choose_copies(self, i: int) -> None:
        """Add every copy of piece i (equal cards from several decks) to the selection."""
        key = self.sprites[i].key
        copies = {k for k, sp in enumerate(self.sprites) if sp.key == key}
        self.model.set_selection(sorted(set(self.model.selection()) | copies), cursor=i)
        self.chosen.emit()

    def _dropped(self, sprite, zone: str, index: int) -> None:
        i = self.index_of(sprite)
        if i < 0:
            return
        self._shown.pop(id(sprite), None)  # it was dragged away from its place
        if self._active:
            self.dropped.emit(i, zone, index)
        if sprite in self.sprites:
            self._send(self.index_of(sprite), True)

    # -- the keyboard -------------------------------------------------------------------------
    def key(self, event) -> bool:
        """Arrows move the cursor (Up and Down between two rows; Shift extends a selection),
        Home and End; where several pieces may be chosen, Space, C and Escape."""
        n = len(self.sprites)
        if not n or not self._active:
            return False
        m = self.model
        k, mods = event.key(), event.modifiers()
        shift = bool(mods & Qt.KeyboardModifier.ShiftModifier)
        plain = mods == Qt.KeyboardModifier.NoModifier
        cursor = m.selected if 0 <= m.selected < n else 0
        target = None
        if k in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            target = (cursor + (-1 if k == Qt.Key.Key_Left else 1)) % n
        elif k in (Qt.Key.Key_Home, Qt.Key.Key_End):
            target = 0 if k == Qt.Key.Key_Home else n - 1
        elif k in (Qt.Key.Key_Up, Qt.Key.Key_Down) and self.rows > 1:
            target = self._other_row(cursor, up=k == Qt.Key.Key_Up)
            if target is None:
                return True
        if target is not None:
            if not m.multi_select:
                m.select(target)
            elif shift:
                m.set_selection(sorted(set(m.selection()) | {cursor, target}), cursor=target)
            else:
                m.set_selection(m.selection(), cursor=target)
            self.chosen.emit()
            return True
        if not m.multi_select:
            return False
        if k == Qt.Key.Key_Space and plain:
            m.set_selection(sorted(set(m.selection()) ^ {cursor}), cursor=cursor)
        elif k == Qt.Key.Key_C and plain:
            self.choose_copies(cursor)
            return True
        elif k == Qt.Key.Key_Escape and plain:
            m.set_selection([], cursor=cursor)
        else:
            return False
        self.chosen.emit()
        return True

    def _other_row(self, i: int, up: bool) -> int | None:
        per = math.ceil(len(self.sprites) / self.rows)
        row = i // per + (-1 if up else 1)
        if not 0 <= row < self.rows:
            return None
        x = self._rest[i].x()
        members = range(row * per, min(len(self.sprites), (row + 1) * per))
        return min(members, key=lambda k: abs(self._rest[k].x() - x))
