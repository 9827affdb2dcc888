"""The user's own slots, shared by every "arrange, then confirm" table.

Sprites sit in slots in the order of the model's draft; a draft item may be None, an empty
slot (Chinese Poker's rows before cards are put in them), and a swap with it is a move. Dropping a sprite on another slot, clicking
one sprite and then another, or pressing Space on two slots with the keyboard all become one
intent, `swap_requested(i, j)`; the model decides, and `sync()` slides every sprite to where the
model's draft now puts it. The board never knows what a slot means in the game.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QObject, QRectF, Qt, Signal

ZONE = "user"


class ArrangementBoard(QObject):
    swap_requested = Signal(int, int)
    looks_changed = Signal()  # the pick or the cursor moved; the draft did not change

    def __init__(self, scene, view, animator, item_key: Callable, parent: QObject | None = None):
        super().__init__(parent)
        self.scene, self.view, self.animator = scene, view, animator
        self.item_key = item_key  # item -> what identifies its sprite (e.g. (6, 6))
        self.slots: list[QRectF] = []
        self.sprites: list = []  # in slot order
        self.selected = None
        self.focus = 0
        self.keyboard = False  # the focus cursor shows once the keyboard is used
        self.active = False
        scene.tile_dropped.connect(self._dropped)
        scene.tile_clicked.connect(self._clicked)
        scene.slot_clicked.connect(self._slot_clicked)
        # The cursor shows only while the keyboard is at the table: after Tab to the buttons
        # it stayed lit beside their focus, and two things looked focused (a new user).
        view.focus_changed.connect(lambda _: self.active and self.looks_changed.emit())

    def set_slots(self, rects: list[QRectF]) -> None:
        self.scene.clear_slots(ZONE)
        self.slots = list(rects)
        for i, rect in enumerate(self.slots):
            self.scene.set_slot(ZONE, i, rect)

    def pieces(self) -> list:
        return [sp for sp in self.sprites if sp is not None]

    def take(self, sprites: list, items: list) -> None:
        """Adopt the user's sprites for a new hand, matched to the draft's items."""
        self.sprites = self.match(sprites, items)
        self.selected, self.focus, self.active = None, 0, True
        for sp in self.pieces():
            sp.draggable = sp.clickable = True

    def deal_in(
        self, sprites: list, items: list, delay: int, width: float, index_corner: bool, landed
    ) -> None:
        """Adopt a new hand's sprites and fly them into their slots; each turns face up and
        grows to `width` as it lands, then `landed()` lets the table refresh its labels."""
        for sp in sprites:
            if hasattr(sp, "index_corner"):
                sp.set_look(index_corner=index_corner)
        self.take(sprites, items)
        for i, sp in enumerate(self.sprites):
            if sp is None:
                continue
            sp.rest_z = 10.0 + i
            sp.setZValue(sp.rest_z)
            self.animator.move(sp, self.slots[i].topLeft(), 420, delay + 55 * i)
            self.animator.later(delay + 55 * i + 420, lambda sp=sp: self._land(sp, width, landed))

    @staticmethod
    def _land(sp, width: float, landed) -> None:
        sp.set_width(width)
        sp.set_look(face_up=True)
        landed()

    def release(self) -> None:
        """The arrangement is over: sprites stop answering the pointer."""
        self.active, self.selected = False, None
        for sp in self.pieces():
            sp.draggable = sp.clickable = False
            sp.set_look(selected=False, focused=False)

    def match(self, sprites: list, items: list, prefer: list | None = None) -> list:
        """Pair sprites with items, keeping a sprite in its slot when its item stays there."""
        free = [sp for sp in sprites if sp is not None]
        out: list = [None] * len(items)
        for i, (sp, item) in enumerate(zip(prefer or [], items)):
            if sp is not None and item is not None and sp in free and sp.key == self.item_key(item):
                out[i] = sp
                free.remove(sp)
        for i, item in enumerate(items):
            if out[i] is None and item is not None:
                sp = next(s for s in free if s.key == self.item_key(item))
                out[i] = sp
                free.remove(sp)
        return out

    def sync(self, items: list, ms: int = 200) -> None:
        """Slide every sprite to the slot the draft gives its item; refresh the cursor looks."""
        if not self.sprites:
            return
        self.sprites = self.match(self.sprites, items, self.sprites)
        for i, sp in enumerate(self.sprites):
            if sp is None:
                continue
            sp.rest_z = 10.0 + i
            if not self.animator.is_moving(sp):
                sp.setZValue(sp.rest_z)
            sp.set_look(
                selected=sp is self.selected,
                focused=self.active and self.keyboard and i == self.focus and self.view.hasFocus(),
            )
            target = self.slots[i].topLeft()
            if self.animator.is_moving(sp):  # on its way: to where its slot is now
                self.animator.retarget(sp, target)
            elif (sp.pos() - target).manhattanLength() > 0.5:
                self.animator.move(sp, target, ms)

    def snap_back(self) -> None:
        for i, sp in enumerate(self.sprites):
            if sp is not None:
                self.animator.move(sp, self.slots[i].topLeft(), 180)

    def focused_empty_slot(self) -> QRectF | None:
        """The keyboard cursor's slot when it has no piece in it (the table outlines it)."""
        if (
            self.active
            and self.keyboard
            and self.view.hasFocus()
            and self.sprites
            and self.sprites[self.focus] is None
        ):
            return self.slots[self.focus]
        return None

    # -- intents -------------------------------------------------------------------------
    def _swap(self, i: int, j: int) -> None:
        self.sprites[i], self.sprites[j] = self.sprites[j], self.sprites[i]
        self.selected = None
        self.swap_requested.emit(i, j)

    def _dropped(self, sprite, zone: str, index: int) -> None:
        if not self.active or sprite not in self.sprites:
            return
        i = self.sprites.index(sprite)
        if zone == ZONE and 0 <= index < len(self.sprites) and index != i:
            self._swap(i, index)
        else:
            self.snap_back()

    def _clicked(self, sprite) -> None:
        if not self.active or sprite not in self.sprites:
            return
        self.focus = self.sprites.index(sprite)
        self.keyboard = False
        self.pick(self.focus)

    def _slot_clicked(self, zone: str, index: int) -> None:
        """A click on an empty slot of ours: the picked piece moves there."""
        if (
            not self.active
            or zone != ZONE
            or not 0 <= index < len(self.sprites)
            or self.sprites[index] is not None
            or self.selected is None
        ):
            return
        self.focus = index
        self.keyboard = False
        self.pick(index)

    def pick(self, i: int) -> None:
        """Select slot i, or swap it with the selected one (a second pick on it deselects)."""
        if self.selected is None:
            if self.sprites[i] is None:
                return
            self.selected = self.sprites[i]
        else:
            j = self.sprites.index(self.selected)
            if i == j:
                self.selected = None
            else:
                self._swap(j, i)
                return
        self.looks_changed.emit()

    def _row_beside(self, below: bool) -> int | None:
        """The slot nearest the cursor in the next row of slots down (or up), for Up and Down
        where slots lie in rows (Chinese Poker's hand, back, middle and front); None where
        there is no such row, and the arrows step through the slots instead."""
        here = self.slots[self.focus].center()
        sign = 1 if below else -1
        found = [
            (abs(r.center().y() - here.y()), abs(r.center().x() - here.x()), i)
            for i, r in enumerate(self.slots)
            if sign * (r.center().y() - here.y()) > r.height() / 2
        ]
        return min(found)[2] if found else None

    def key(self, event) -> bool:
        """Arrows move the cursor, Space picks up and swaps, Escape drops the pick."""
        if not self.active:
            return False
        k = event.key()
        self.keyboard = True
        if (
            k in (Qt.Key.Key_Up, Qt.Key.Key_Down)
            and (row := self._row_beside(k == Qt.Key.Key_Down)) is not None
        ):
            self.focus = row
        elif k in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
            step = -1 if k in (Qt.Key.Key_Left, Qt.Key.Key_Up) else 1
            self.focus = (self.focus + step) % len(self.sprites)
        elif k == Qt.Key.Key_Space:
            self.pick(self.focus)
            return True
        elif k == Qt.Key.Key_Escape:
            self.selected = None
        else:
            return False
        self.looks_changed.emit()
        return True
