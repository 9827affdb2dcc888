"""A stand-in for Da Gunzi on the shared turn table, for tests, screenshots and
bench/ui_hand_fan.py: four seats, three decks with jokers, 45 cards in the user's hand and 39 in
each other hand (162 card sprites), several cards a move, a trump and levels in the side panel.

The model is the real TurnModel (its selection API is what is under test) on a made-up hand;
only the session plumbing is skipped. The table is a TurnTable with card sprites, as Da Gunzi's
will be: nothing here is copied from the shared table.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from PySide6.QtCore import QObject

from gupai_desktop.engine.cards import deck
from gupai_desktop.games.turns.model import TurnModel
from gupai_desktop.table.sprites import CardSprite
from gupai_desktop.table.turn_table import TurnTable


class _Spec:
    user_seat = 0

    @staticmethod
    def seat_names(rules) -> list[str]:
        return ["You", "AI 1", "AI 2", "AI 3"]


@dataclass
class _Session:
    hand_number: int = 3
    bankrolls: list = field(default_factory=lambda: [5, 7, 5, 7])
    spec: _Spec = field(default_factory=_Spec)
    table: dict = field(default_factory=dict)
    rules: object = None


class _State:
    dealt = True
    n = 4

    def __init__(self, held: dict):
        self.held = held
        self.turn = 0

    def is_terminal(self) -> bool:
        return False

    def current_player(self) -> int:
        return self.turn

    def history(self) -> list[str]:
        return []


class CardHandModel(TurnModel):
    """The user holds `hand_size` cards (sorted by suit then rank); hearts are playable."""

    multi_select = True

    def __init__(self, hand_size: int = 45, backs: int = 39, seed: int = 7, multi: bool = True):
        QObject.__init__(self)
        self.multi_select = multi
        cards = deck(3, 2)
        random.Random(seed).shuffle(cards)
        mine = sorted(cards[:hand_size], key=lambda c: ("shdcj".index(c.suit), -c.rank))
        rest = cards[hand_size:]
        held = {0: mine, **{s: rest[(s - 1) * backs : s * backs] for s in (1, 2, 3)}}
        self.session = _Session()
        self.state = _State(held)
        self.thinking = False
        self.selected, self.marked = 0, []
        self.level = "strong"

    def hand(self) -> list:
        return list(self.state.held[0])

    def user_to_act(self) -> bool:
        return self.state.turn == 0

    def playable(self, index: int) -> bool:
        hand = self.hand()
        return self.user_to_act() and 0 <= index < len(hand) and hand[index].suit == "h"

    def deal(self) -> None:
        self.dealt.emit()
        self.changed.emit()


class CardTable(TurnTable):
    hand_width = 70.0
    hand_min_px = 58.0
    back_width = 34.0
    piece_aspect = 1.4
    play_pieces_height = 66.0

    def make_piece(self, card, width: float, face_up: bool):
        return CardSprite(card.rank, card.suit, width, face_up=face_up)

    def piece_key(self, card):
        return card.rank, card.suit

    def seat_name(self, seat: int) -> str:
        return ["You", "AI 1", "AI 2", "AI 3"][seat]

    def seat_lines(self, seat: int) -> list[str]:
        return [f"{len(self.model.state.held[seat])} cards · team {'AB'[seat % 2]}"]

    def you_line(self) -> str:
        return "You, team A · level 5"

    def prompt(self) -> str:
        return "Your lead: choose one to three identical cards"

    def info_rows(self) -> list[tuple[str, str, bool]]:
        return [("Trump", "♥ 5", False), ("Team A level", "5", False), ("Team B level", "7", False)]

    def piece_clicked(self, index: int) -> None:
        pass


def open_card_table(qtbot, size=(1024, 700)):
    """A page-like widget: the scene's view and the side panel, `size` in all."""
    from PySide6.QtWidgets import QHBoxLayout, QWidget

    from gupai_desktop.table.animation import Animator
    from gupai_desktop.table.scene import TableScene, TableView

    from gupai_desktop.base.settings import OPTIONS

    class Settings:  # the defaults, without a file
        @staticmethod
        def get(key):
            return OPTIONS[key].default

    widget = QWidget()
    scene = TableScene("#1f6b45", widget)
    view = TableView(scene, widget)
    model = CardHandModel()
    animator = Animator(0.0, widget)
    table = CardTable(scene, view, model, animator, Settings())
    row = QHBoxLayout(widget)
    row.setContentsMargins(0, 0, 0, 0)
    row.setSpacing(0)
    row.addWidget(view, 1)
    row.addWidget(table.side)
    table.side.fit_width(size[0])
    widget.resize(*size)
    widget.show()
    if qtbot is not None:
        qtbot.addWidget(widget)
        qtbot.waitExposed(widget)
        # The keyboard at the table, as a page gives it: the cursor shows only then
        widget.activateWindow()
        view.setFocus()
        qtbot.waitUntil(view.hasFocus, timeout=2000)
    model.deal()
    return widget, table
