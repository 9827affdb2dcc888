"""The scoring dialog: every player's two comparisons with their reasons, and every payment."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView, QLabel,
                               QTableWidget, QTableWidgetItem, QVBoxLayout)

from ..app.i18n import tr
from ..games.paigow import text
from ..engine.paigow.hands import evaluate
from ..games import words


def _hands(pair) -> str:
    return " ".join(str(t) for t in pair)


def comparison_text(cmp) -> str:
    """Winner and reason first, then both hands with their values, one per line."""
    who = tr("Player wins") if cmp.winner == "player" else tr("Banker wins")
    mine = f"{_hands(cmp.player_hand)}: {text.describe(evaluate(*cmp.player_hand))}"
    theirs = f"{_hands(cmp.banker_hand)}: {text.describe(evaluate(*cmp.banker_hand))}"
    return tr("{who} ({why})\n{mine}\nvs {theirs}").format(
        who=who, why=text.reason(cmp.reason), mine=mine, theirs=theirs)


class ScoringDialog(QDialog):
    def __init__(self, state, session, parent=None):
        super().__init__(parent)
        self.setWindowTitle(tr("Hand {n}: scoring").format(n=session.hand_number))
        self.setMinimumWidth(1040)
        layout = QVBoxLayout(self)
        settlement = state.settlement
        banker = state.banker
        bset = state.settings[banker]
        head = QLabel(tr("Banker: {name}, setting {low} / {high}").format(
            name=text.seat_name(banker), low=f"{_hands(bset.low)} ({text.describe(bset.low_value)})",
            high=f"{_hands(bset.high)} ({text.describe(bset.high_value)})"))
        head.setWordWrap(True)
        layout.addWidget(head)
        columns = [tr("Seat"), tr("Low hand against the banker"),
                   tr("High hand against the banker"), tr("Result"), tr("Stake"),
                   tr("Commission"), tr("Net"), tr("Bankroll")]
        table = QTableWidget(len(settlement.results), len(columns), self)
        table.setHorizontalHeaderLabels(columns)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setWordWrap(True)
        table.verticalHeader().setVisible(False)
        for row, r in enumerate(settlement.results):
            name = text.seat_name(r.seat) + (tr(" (banker)") if r.role == "banker" else "")
            low = comparison_text(r.low) if r.low else tr("(banker's own hands)")
            high = comparison_text(r.high) if r.high else ""
            cells = [name, low, high, words.outcome(r.outcome), f"{r.stake:g}" if r.stake else "",
                     f"{r.commission:g}" if r.commission else "", words.money(r.net),
                     f"{session.bankrolls[r.seat]:g}"]
            for col, value in enumerate(cells):
                item = QTableWidgetItem(value)
                if col >= 3:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if r.seat == 1:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                table.setItem(row, col, item)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.table = table
        layout.addWidget(table)
        notes = [tr("Both hands must beat the banker's to win; one each is a push. Copies and "
                    "zero-zero go to the banker.")]
        if settlement.house_take:
            notes.append(tr("Commission {pct}% of winnings goes to the house: {take:g} this hand.")
                         .format(pct=f"{state.rules.commission * 100:g}",
                                 take=settlement.house_take))
        you = session.net[1]
        notes.append(tr("Your session total: {net} (hands played: {n}).").format(
            net=words.money(you), n=session.hand_number))
        foot = QLabel("\n".join(notes))
        foot.setWordWrap(True)
        layout.addWidget(foot)
        buttons = QDialogButtonBox(self)
        self.next_button = buttons.addButton(tr("Next hand"), QDialogButtonBox.ButtonRole.AcceptRole)
        close = buttons.addButton(tr("Close"), QDialogButtonBox.ButtonRole.RejectRole)
        self.next_button.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        close.setAutoDefault(False)
        layout.addWidget(buttons)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.table.resizeRowsToContents()
        rows = sum(self.table.rowHeight(r) for r in range(self.table.rowCount()))
        self.table.setMinimumHeight(min(640, rows + self.table.horizontalHeader().height() + 6))
        self.adjustSize()
