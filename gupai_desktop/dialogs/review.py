"""The review of a hand, for every game: each decision the user made, what it was worth against
the best move the AI found, and below it every alternative weighed for the chosen decision.

The page or the replay viewer gives the review (ai/review.py) and a function that words a move
in the game's own terms; nothing here knows any game."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..base import words
from ..engine import games
from ..records import io
from ..base.i18n import tr
from .common import Reworded, centre_over_window, fit_in_parent, fit_rows


def shown_cost(decision) -> float:
    """A decision's cost as the difference of the values the review shows, to the cent, so
    that what it shows adds up (-2.83 against -2.20 costs 0.63, never 0.62)."""
    if decision.within_error:
        return 0.0
    return max(0.0, words.cents(decision.best.value) - words.cents(decision.chosen_option.value))


def value_text(option) -> str:
    """An expected value (chips, or levels) to two places; an estimate shows its spread (±1
    standard error), unless every playout gave the same (no "± 0.00")."""
    text = words.signed(option.value)
    if option.spread is None:
        return text
    if (option.samples or 0) <= 1:
        return tr("{value} (one playout)").format(value=text)
    return text if f"{option.spread:.2f}" == "0.00" else f"{text} ± {option.spread:.2f}"


def summary_text(review) -> str:
    """The hand's total cost, and the unit of the rows' values (they had none, where the hint
    says "chips": a new user)."""
    if not review.decisions:
        return tr("You had no choice to make in this hand.")
    cost = sum(shown_cost(d) for d in review.decisions)  # the Cost column's sum
    if cost < 0.005:
        said = tr("Every decision matched the best move the AI found.")
    else:
        said = tr(
            "Your decisions cost {amount} in expectation against the best moves the AI found."
        ).format(amount=words.amount(review.game, f"{cost:.2f}"))
    parts = [said, tr("Values are in {unit}.").format(unit=words.unit(review.game))]
    if any(d.within_error for d in review.decisions):
        parts.append(tr("A move worse than the best by no more than the estimates' error costs 0."))
    return words.sentences(*parts)


def _table(columns: list[str]) -> QTableWidget:
    table = QTableWidget(0, len(columns))
    table.setHorizontalHeaderLabels(columns)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setWordWrap(True)
    table.verticalHeader().setVisible(False)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    return table


def _fill(table: QTableWidget, rows: list[list[str]], bold: int | None = None) -> None:
    table.setRowCount(len(rows))
    for r, cells in enumerate(rows):
        for c, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if c:
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            if r == bold:
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            table.setItem(r, c, item)
    fit_rows(table)


def review_situation(record: dict | None, view) -> Callable[[int], str] | None:
    """The review's `situation` of a recorded hand in the words of the game's replay view
    (its `situation`), at the table and for a replayed hand alike; None without either."""
    words_of = getattr(view, "situation", None)
    return situations_of(record, words_of) if words_of and record else None


def situations_of(record: dict, words_of: Callable) -> Callable[[int], str]:
    """A review's `situation`: words_of(the state before the hand's move of that index), the
    hand replayed once, when first asked."""
    steps: list = []

    def situation(move: int) -> str:
        if not steps:
            steps.append(io.initial_state(record))
            steps.extend(io.replay_steps(record))
        return words_of(steps[move]) if 0 <= move < len(steps) else ""

    return situation


class ReviewDialog(Reworded, QDialog):
    """One hand's decisions against the AI's best; `title()` and `describe(action)` word them in
    the language of the moment (the dialog stays open beside the table)."""

    def __init__(
        self,
        review,
        describe: Callable[[str], str],
        title: Callable[[], str],
        parent=None,
        situation: Callable[[int], str] | None = None,
    ):
        """`situation(move)`: what lay on the table before the hand's move of that index, in
        words ("" where the game has nothing to add)."""
        super().__init__(parent)
        self.review, self.describe, self.title = review, describe, title
        self.situation = situation
        layout = QVBoxLayout(self)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.decisions = _table([""] * 6)
        self.decisions.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.decisions.horizontalHeader().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.options = _table([""] * 3)
        self.options.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.before = QLabel()  # the decision's situation, over its alternatives
        self.before.setWordWrap(True)
        lower = QWidget()
        below = QVBoxLayout(lower)
        below.setContentsMargins(0, 4, 0, 0)
        below.addWidget(self.before)
        below.addWidget(self.options, 1)
        self.note = QLabel()
        self.note.setWordWrap(True)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.decisions)
        split.addWidget(lower)
        layout.addWidget(split, 1)
        layout.addWidget(self.note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.reword()
        self.decisions.currentCellChanged.connect(lambda row, *_: self.show_decision(row))
        if review.decisions:
            self.decisions.selectRow(0)
            self.show_decision(0)
        fit_in_parent(self, max(820, self._wanted_width()), 560)

    def _wanted_width(self) -> int:
        """Wide enough for each move on one line, within the window (fit_in_parent): a Chinese
        Poker setting is long, and at 820 px its last card wrapped under it (found by a new
        user at 1600 x 1000)."""
        table, metrics = self.decisions, self.decisions.fontMetrics()
        items = [table.item(r, c) for r in range(table.rowCount()) for c in (1, 3)]
        longest = max((metrics.horizontalAdvance(i.text()) for i in items if i), default=0)
        header = table.horizontalHeader()
        others = sum(
            max(header.sectionSizeHint(c), table.sizeHintForColumn(c)) for c in (0, 2, 4, 5)
        )
        return others + 2 * (longest + 24) + 60

    def reword(self) -> None:
        """Every word again (the language changed), the chosen decision kept."""
        self.setWindowTitle(self.title())
        self.summary.setText(summary_text(self.review))
        self.decisions.setHorizontalHeaderLabels(
            [
                tr("No."),
                tr("Your move"),
                tr("Its value"),
                tr("Best move"),
                tr("Best value"),
                tr("Cost"),
            ]
        )
        self.options.setHorizontalHeaderLabels(
            [tr("Move"), tr("Expected value"), tr("Against the best")]
        )
        row = self.decisions.currentRow()
        _fill(
            self.decisions,
            [
                [
                    str(number),  # the user's decisions counted, not the hand's moves
                    self.describe(d.chosen),
                    value_text(d.chosen_option),
                    self.describe(d.best.action),
                    value_text(d.best),
                    f"{shown_cost(d):.2f}",
                ]
                for number, d in enumerate(self.review.decisions, 1)
            ],
        )
        for r, d in enumerate(self.review.decisions):
            if d.within_error:  # a 0.00 beside a better best value: say why
                gap = words.cents(d.best.value) - words.cents(d.chosen_option.value)
                self.decisions.item(r, 5).setToolTip(
                    tr("{gap} worse than the best, within the estimates' error (± {error})").format(
                        gap=f"{gap:.2f}", error=f"{d.error:.2f}"
                    )
                )
        self.close_button.setText(tr("Close"))
        if row >= 0:
            self.decisions.selectRow(row)
            self.show_decision(row)

    def show_decision(self, row: int) -> None:
        """Every alternative of one decision, best first, the one played in bold."""
        if not 0 <= row < len(self.review.decisions):
            return
        d = self.review.decisions[row]
        said = self.situation(d.move) if self.situation is not None else ""
        self.before.setText(said)
        self.before.setVisible(bool(said))
        best = d.best.value
        _fill(
            self.options,
            [
                [
                    self.describe(o.action),
                    value_text(o),
                    words.signed(words.cents(o.value) - words.cents(best)),
                ]
                for o in d.options
            ],
            bold=[o.action for o in d.options].index(d.chosen),
        )
        worlds = max(o.samples or 0 for o in d.options)
        if d.exact:
            note = tr("Exact expected values.")
        elif worlds:
            note = tr(
                "Estimates of the AI: each move played out in the same %n dealt "
                "world(s); the mean, ± one standard error.",
                None,
                worlds,
            )
        elif games.get(self.review.game).uses_tiles:  # Da Ling's AI: from its model of the rest
            note = tr("Estimates of the AI, from its model of the tiles it cannot see.")
        else:  # Chinese Poker's (a new user read of tiles in a game of cards)
            note = tr("Estimates of the AI, from its model of the cards it cannot see.")
        self.note.setText(note)

    def showEvent(self, event) -> None:
        """Never wider than the window it belongs to (its columns may have grown it), and
        over it."""
        super().showEvent(event)
        fit_in_parent(self, self.width(), self.height())
        centre_over_window(self)
        self._fit_rows()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_rows()

    def _fit_rows(self) -> None:
        """The rows as tall as their words at the columns' widths of the moment: fitted while
        the columns were narrow, one line of Da Ling's moves stood in a row of two (a new
        user)."""
        for table in (self.decisions, self.options):
            fit_rows(table)
