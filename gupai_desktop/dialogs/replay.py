"""The replay viewer: pick a hand of a record and step through its moves, tiles face up."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSlider,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ..base.i18n import tr
from ..base import words
from ..engine.core import mover
from ..records import io
from ..records.format import human_seat
from ..records.catalog import canonical, played_locally
from .review import ReviewDialog, review_situation, summary_text
from ..table.look import DEFAULT_LOOK, Look
from ..table.replay_draw import TABLE, ReplayScene
from ..table.scene import TableView
from .common import Reworded, fit_in_parent, show_in_front


class ReplayDialog(Reworded, QDialog):
    def __init__(
        self,
        records: list[dict],
        title: str,
        view_for,
        look: Look = DEFAULT_LOOK,
        parent=None,
        reviews: dict | None = None,
    ):
        """view_for(game id) gives the module that draws and words that game's hands;
        reviews, the stored reviews of these hands by (session id, hand)."""
        super().__init__(parent)
        self.records, self.look, self.view_for = records, look, view_for
        self.reviews = reviews or {}
        self.steps: list = []
        self.title = title
        fit_in_parent(self, 1400, 900)  # as big as the window allows: the cards are small
        self.hands = QListWidget()
        self.hands.addItems([""] * len(records))
        self.scene = ReplayScene(TABLE, self)
        self.scene.setBackgroundBrush(QColor(look.felt))
        self.view = TableView(self.scene)
        self.view.setMinimumSize(600, 380)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.move_label = QLabel()
        # a move and what it set going (Da Gunzi's tribute, trumps and bottom) may take two
        # lines: room for them always, so the table does not jump from step to step
        self.move_label.setWordWrap(True)
        self.move_label.setMinimumHeight(2 * self.move_label.fontMetrics().lineSpacing() + 4)
        buttons = QHBoxLayout()
        self.first, self.prev, self.next, self.last = (QPushButton() for _ in range(4))
        self.review_button = QPushButton()
        self.review_button.clicked.connect(self.show_review)
        for b in (self.first, self.prev, self.next, self.last):
            b.setAutoDefault(False)  # not one of them lit as the dialog's default, nor Enter's
            buttons.addWidget(b)
        buttons.addWidget(self.slider, 1)
        right = QWidget()
        rl = QVBoxLayout(right)
        rl.addWidget(self.view, 1)
        rl.addWidget(self.move_label)
        rl.addLayout(buttons)
        reviewing = QHBoxLayout()
        self.review_label = QLabel()
        self.review_label.setWordWrap(True)
        reviewing.addWidget(self.review_label, 1)
        reviewing.addWidget(self.review_button)
        rl.addLayout(reviewing)
        self.split = split = QSplitter()
        split.addWidget(self.hands)
        split.addWidget(right)
        split.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(split)
        # A Close of its own, as the review and the rules have (found by a new user: it closed
        # only with Esc or the window's frame).
        closing = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        closing.rejected.connect(self.reject)
        self.close_button = closing.button(QDialogButtonBox.StandardButton.Close)
        self.close_button.setAutoDefault(False)
        layout.addWidget(closing)
        self.hands.currentRowChanged.connect(self.load_hand)
        self.slider.valueChanged.connect(self.show_step)
        self.first.clicked.connect(lambda: self.slider.setValue(0))
        self.last.clicked.connect(lambda: self.slider.setValue(self.slider.maximum()))
        self.prev.clicked.connect(lambda: self.slider.setValue(self.slider.value() - 1))
        self.next.clicked.connect(lambda: self.slider.setValue(self.slider.value() + 1))
        # The steps answer the keys wherever the focus is (the hands' list took Home and End
        # for its own first and last row, and a new user found End doing nothing).
        for key, button in (
            (Qt.Key.Key_Left, self.prev),
            (Qt.Key.Key_Right, self.next),
            (Qt.Key.Key_Home, self.first),
            (Qt.Key.Key_End, self.last),
        ):
            QShortcut(QKeySequence(key), self, button.click)
        self.reword()
        if records:
            self.hands.setCurrentRow(0)

    @staticmethod
    def _hand_line(rec: dict, mixed: bool) -> str:
        """ "Hand 2: you +10 chips", in what the game is scored in (Da Gunzi's levels read "you
        0" where they said nothing of levels); a hand only AI seats played (`gupai simulate`)
        says so, where it read "you 0". Hands of several games (files joined) each say their
        game first: their numbers started again at 1 with nothing to tell them apart."""
        n = rec["session"]["hand"]
        human = human_seat(rec)
        if human is None:
            line = tr("Hand {n}: AI seats only").format(n=n)
        else:
            net = words.amount(rec["game"], words.money(rec["result"]["returns"][human]))
            line = tr("Hand {n}: you {net}").format(n=n, net=net)
        if mixed:  # (on a line above: beside, it made the list too wide for its fifth)
            return f"{words.game_title(rec['game'])}\n{line}"
        return line

    def reword(self) -> None:
        """Every word again (the language changed), at the same hand and move."""
        self.setWindowTitle(self._heading())
        mixed = len({canonical(rec["game"]) for rec in self.records}) > 1
        self.hands.setSpacing(3 if mixed else 0)  # (two lines each: a gap between hands)
        for row, rec in enumerate(self.records):
            self.hands.item(row).setText(self._hand_line(rec, mixed))
        for button, word in (
            (self.first, tr("First")),
            (self.prev, tr("Back")),
            (self.next, tr("Forward")),
            (self.last, tr("Last")),
            (self.review_button, tr("Review")),
        ):
            button.setText(word)
        self._fit_list()
        if self.steps:
            self._word_review(self.hands.currentRow())
            self.show_step(self.slider.value())

    def _fit_list(self) -> None:
        """The hands' list as wide as its longest line, a fifth of the dialog at most: at a
        fifth always, it took room the table needed at 1024 x 700, where the table's text was
        drawn at 10 px and less."""
        metrics = self.hands.fontMetrics()
        longest = max(
            (
                metrics.horizontalAdvance(line)
                for r in range(self.hands.count())
                for line in self.hands.item(r).text().split("\n")
            ),
            default=0,
        )
        frame = self.hands.frameWidth() * 2 + self.hands.verticalScrollBar().sizeHint().width()
        wide = min(self.width() // 5, longest + frame + 16)
        self.split.setSizes([wide, self.width() - wide])

    def _heading(self) -> str:
        """The game and when its first hand was played, then the file: a file's name alone
        ("paigow-20261126-161352-61125.jsonl") was all the title said."""
        if not self.records:
            return tr("Replay: {name}").format(name=self.title)
        games = dict.fromkeys(words.game_title(r.get("game")) for r in self.records)
        when = played_locally(self.records[0].get("played_at"))
        last = played_locally(self.records[-1].get("played_at"))
        span = words.played_when(when) if when else "?"
        if when and last and words.played_when(last) != span:  # as the browser's "last played"
            same_day = last.date() == when.date()
            span += "–" + (last.strftime("%H:%M") if same_day else words.played_when(last))
        return tr("Replay: {game}, {when} ({file})").format(
            game=" / ".join(games), when=span, file=self.title
        )

    def load_hand(self, row: int) -> None:
        if row < 0:
            return
        self.steps = list(io.replay_steps(self.records[row]))
        self._word_review(row)
        self.slider.setRange(0, len(self.steps) - 1)
        self.slider.setValue(0)  # a replay plays the hand from its first move
        self.show_step(self.slider.value())

    def _word_review(self, row: int) -> None:
        review = self.review_of(row)
        self.review_button.setEnabled(review is not None)
        self.review_label.setText(
            summary_text(review) if review is not None else tr("This hand has no stored review.")
        )

    def review_of(self, row: int):
        record = self.records[row]
        return self.reviews.get((record["session"]["id"], record["session"]["hand"]))

    def show_review(self):
        row = self.hands.currentRow()
        review = self.review_of(row) if row >= 0 else None
        if review is None:
            return None
        record = self.records[row]
        view = self.view_for(record["game"])
        dialog = ReviewDialog(
            review,
            getattr(view, "review_words", None)
            or (lambda action: view.describe(action, tr("You"))),
            lambda: tr("Review of hand {n}").format(n=record["session"]["hand"]),
            self,
            situation=review_situation(record, view),
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # one hand's states each
        show_in_front(dialog, self)
        return dialog

    def show_step(self, k: int) -> None:
        if not self.steps:
            return
        state = self.steps[k]
        record = self.records[self.hands.currentRow()]
        view = self.view_for(record["game"])
        with words.user_absent(human_seat(record) is None):
            actor = mover(self.steps[k - 1] if k else None)
            who = view.seat_label(actor, state) if actor is not None else ""
            last_words = getattr(view, "last_words", None)  # a game that says how it ended
            what = (
                last_words(state, who)
                if last_words is not None and state.is_terminal()
                else view.describe(state.history()[-1], who, self.steps[k - 1] if k else None)
            )
            after_move = getattr(view, "after_move", None)  # a game that moves on by itself
            before = self.steps[k - 1] if k else None
            then = after_move(state, before) if after_move is not None else None
            if then:
                what = f"{what} · {then}"
            self.move_label.setText(
                tr("Move {k} of {n}: {what}").format(k=k + 1, n=len(self.steps), what=what)
            )
            self.scene.clear()
            view.draw(self.scene, state, self.look)
        for button, live in ((self.first, k > 0), (self.prev, k > 0)):
            button.setEnabled(live)
        for button in (self.next, self.last):
            button.setEnabled(k < len(self.steps) - 1)
