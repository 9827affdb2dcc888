"""The replay viewer: pick a hand of a record and step through its moves, tiles face up."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (QDialog, QGraphicsScene, QGraphicsSimpleTextItem,
                               QHBoxLayout, QLabel, QListWidget, QPushButton, QSlider,
                               QSplitter, QVBoxLayout, QWidget)

from ..app.i18n import tr
from ..games.paigow import text
from ..records import io
from ..table.scene import TableView
from ..table.sprites import TileSprite
from ..games import words

TILE_W = 34.0


def _text(scene, value: str, x: float, y: float, size: int = 15, bold: bool = False,
          colour: str = "#f3efe0") -> None:
    item = QGraphicsSimpleTextItem(value)
    font = QFont()
    font.setPixelSize(size)
    font.setBold(bold)
    item.setFont(font)
    item.setBrush(QColor(colour))
    item.setPos(x, y)
    scene.addItem(item)


def describe_action(action: str, who: str = "") -> str:
    kind, _, body = action.partition(":")
    if kind == "shuffle":
        return tr("The tiles are shuffled and built into the woodpile")
    if kind == "dice":
        return tr("Dice: {dice}").format(dice=body.replace(",", " + "))
    if kind == "set":
        return tr("{who} sets {setting}").format(who=who, setting=body.replace("|", " | "))
    return action


class ReplayDialog(QDialog):
    def __init__(self, records: list[dict], title: str, style: str = "ivory", parent=None):
        super().__init__(parent)
        self.records, self.style = records, style
        self.steps: list = []
        self.setWindowTitle(tr("Replay: {name}").format(name=title))
        self.resize(1100, 680)
        self.hands = QListWidget()
        for i, rec in enumerate(records):
            human = next((s["seat"] for s in rec["seats"] if s["kind"] == "human"), None)
            net = rec["result"]["returns"][human] if human is not None else 0.0
            self.hands.addItem(tr("Hand {n}: you {net}").format(n=rec["session"]["hand"],
                                                               net=words.money(net)))
        self.scene = QGraphicsScene(QRectF(0, 0, 900, 580), self)
        self.scene.setBackgroundBrush(QColor("#1f6b45"))
        self.view = TableView(self.scene)
        self.view.setMinimumSize(600, 380)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.move_label = QLabel()
        buttons = QHBoxLayout()
        self.first, self.prev = QPushButton(tr("First")), QPushButton(tr("Back"))
        self.next, self.last = QPushButton(tr("Forward")), QPushButton(tr("Last"))
        for b in (self.first, self.prev, self.next, self.last):
            buttons.addWidget(b)
        buttons.addWidget(self.slider, 1)
        right = QWidget()
        rl = QVBoxLayout(right)
        rl.addWidget(self.view, 1)
        rl.addWidget(self.move_label)
        rl.addLayout(buttons)
        split = QSplitter()
        split.addWidget(self.hands)
        split.addWidget(right)
        split.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(split)
        self.hands.currentRowChanged.connect(self.load_hand)
        self.slider.valueChanged.connect(self.show_step)
        self.first.clicked.connect(lambda: self.slider.setValue(0))
        self.last.clicked.connect(lambda: self.slider.setValue(self.slider.maximum()))
        self.prev.clicked.connect(lambda: self.slider.setValue(self.slider.value() - 1))
        self.next.clicked.connect(lambda: self.slider.setValue(self.slider.value() + 1))
        QShortcut(QKeySequence(Qt.Key.Key_Left), self, lambda: self.prev.click())
        QShortcut(QKeySequence(Qt.Key.Key_Right), self, lambda: self.next.click())
        if records:
            self.hands.setCurrentRow(0)

    def load_hand(self, row: int) -> None:
        if row < 0:
            return
        self.steps = list(io.replay_steps(self.records[row]))
        self.slider.setRange(0, len(self.steps) - 1)
        self.slider.setValue(len(self.steps) - 1)
        self.show_step(self.slider.value())

    def show_step(self, k: int) -> None:
        if not self.steps:
            return
        state = self.steps[k]
        record = self.records[self.hands.currentRow()]
        before = self.steps[k - 1].settings if k else {}
        actor = next((seat for seat in state.settings if seat not in before), None)
        who = text.seat_name(actor) if actor is not None else ""
        self.move_label.setText(tr("Move {k} of {n}: {what}").format(
            k=k + 1, n=len(self.steps), what=describe_action(state.history()[-1], who)))
        self.scene.clear()
        names = [s["name"] for s in record["seats"]]
        results = {r.seat: r for r in state.settlement.results} if state.settlement else {}
        y = 16.0
        if state.dice:
            _text(self.scene, tr("Dice {a} + {b} + {c} = {total}").format(
                a=state.dice[0], b=state.dice[1], c=state.dice[2], total=sum(state.dice)),
                16, y, 16, True)
        y += 30
        for seat in range(state.rules.seats):
            label = text.seat_name(seat) if seat < 2 else names[seat]
            if seat == state.banker:
                label += tr(" (banker)")
            _text(self.scene, label, 16, y + 22, 16, True)
            tiles = state.hands.get(seat, ())
            setting = state.settings.get(seat)
            if setting is not None:
                tiles = list(setting.low) + list(setting.high)
            for j, tile in enumerate(tiles):
                sp = TileSprite(tile.hi, tile.lo, TILE_W, face_up=True, style=self.style,
                                lying=True)
                sp.setPos(QPointF(170 + j * (2 * TILE_W + 6) + (24 if j > 1 and setting else 0),
                                  y + 14))
                self.scene.addItem(sp)
            if setting is not None:
                line = f"{text.describe(setting.low_value)} / {text.describe(setting.high_value)}"
                _text(self.scene, line, 500, y + 14, 14)
            if seat in results:
                r = results[seat]
                _text(self.scene, f"{words.outcome(r.outcome)}  {words.money(r.net)}", 500,
                      y + 36, 14, True, "#ffe9a8")
            y += 62
