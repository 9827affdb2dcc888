"""The page of every game played move by move: the shared page with the turn table's side panel
(whose turn, the log of the hand) beside the table, the turn model's pacing, no Undo (a move on
the table stays), and the hint as "what the AI would play now"."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout

from ...ai.review import Decision
from ...base import words
from ...base.i18n import tr
from ...dialogs.common import agreed
from ..arrangement.page import ArrangementPage


class TurnPage(ArrangementPage):
    model_class = None

    def confirm_action_text(self) -> str:
        """The move the confirm button makes now ("Lay tile", "Discard", "Bury"), not a
        setting, which a turn game has none of."""
        return self.confirm_words()

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        outer = self.layout()
        outer.removeWidget(self.view)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(self.view, 1)
        row.addWidget(self.table.side)
        outer.insertLayout(0, row, 1)

    def make_model(self, runner, store):
        """An AI's move shows once the last move has landed, after a pause that follows the
        animation speed (table/animation.py Animator.settled)."""
        model = self.model_class(runner, store, self)
        model.pace = lambda ms, fn: self.animator.settled(ms, fn)
        model.agree = self._agree
        return model

    def _agree(self, warning: str) -> bool:
        """A move the game warns about is made only if the user says so."""
        return agreed(self, tr("Are you sure?"), warning)

    def resizeEvent(self, event) -> None:
        self.table.side.fit_width(event.size().width())
        super().resizeEvent(event)

    def move_words(self, action: str) -> str:
        """The user's move in words, for the hint."""
        raise NotImplementedError

    def describe_move(self, action: str) -> str:
        return self.move_words(action)

    def retranslate(self) -> None:
        super().retranslate()
        self.table.side.retranslate()
        self.undo_button.hide()

    def use_hint_words(self) -> str:
        return tr("Play hint")

    def hint(self) -> None:
        if self.model.user_to_act():
            self._asked = self._position()
            self.say(lambda: tr("Thinking about your move..."))
            self.model.request_hint()

    def hint_then_use_words(self) -> str:
        return tr("Thinking about your move, to play it as it comes...")

    def use_key(self):
        """A hint asked for by Shift+H plays on the position it was asked in only."""
        return self._position()

    def note_hint_used(self) -> None:
        """Play hint makes the move, and the hint goes with the position (set_buttons)."""

    def hint_in_place(self) -> bool:
        return False

    def hint_matches(self, hint) -> bool:
        return self.model.user_to_act() and self.model.hint_is_current(hint)

    def _position(self):
        m = self.model
        return None if m.state is None else (m.serial, len(m.state.history()))

    def set_buttons(self) -> None:
        """A hint belongs to one position: once a move is made or the hand ends, it (or the
        "Thinking..." of one still being worked out) goes, and Play hint with it."""
        asked = self._asked
        stale = self._hint is not None and not self.hint_matches(self._hint)
        if stale or (asked is not None and asked != self._position()):
            self._hint = self._asked = None
            self._use_for = None  # (Shift+H asked for the position gone)
            self.say(self.prompt_text)
        super().set_buttons()

    def suggested_words(self) -> str:
        """The hint's first line, with {move} and {amount} to fill."""
        return tr("Suggested: {move} (expected {amount})")

    def hint_text(self, hint) -> str:
        """The best move, its expected result (chips, or levels in a game scored in levels),
        and its margin over the next best (the numbers the review after the hand shows for this
        position)."""
        options = hint[3]
        best = options[0]
        if best.samples == 0:
            return tr("Only move: {move}").format(move=self.move_words(best.action))
        line = self.suggested_words().format(
            move=self.move_words(best.action),
            amount=words.amount(self.game_id, words.signed(best.value)),
        )
        if len(options) > 1:
            # the difference of the values as shown, as the review's column has it
            margin = f"{words.cents(best.value) - words.cents(options[1].value):.2f}"
            runner_up = self.move_words(options[1].action)
            runner = Decision(0, options[1].action, tuple(options[:2]), False)
            line += "\n" + (  # two moves worth the same: no "0.00 better"
                tr("Just as good: {move}").format(move=runner_up)
                if float(margin) == 0
                else tr(
                    "As good within the estimates' error ({amount} behind, ± {error}): {move}"
                ).format(
                    amount=words.amount(self.game_id, margin),
                    error=f"{runner.error:.2f}",
                    move=runner_up,
                )
                if runner.within_error  # the same noise the review does not charge for
                else tr("{amount} better than the next best: {move}").format(
                    amount=words.amount(self.game_id, margin), move=runner_up
                )
            )
        return line

    def _show_hint(self, hint) -> None:
        super()._show_hint(hint)
        if self._hint is hint:
            self._choose_pieces_of(hint[2])

    def hint_pieces(self, action: str) -> list[str]:
        """The pieces of the hand a hinted move chooses, as their tokens: none unless the
        choice then confirms that very move (a game says which of its moves do)."""
        return []

    def _choose_pieces_of(self, action: str) -> None:
        """The hinted move's pieces chosen in the hand, the cursor on the first: the hint was
        in words only, and a card chosen that may not be played stayed up beside it (found
        by new users)."""
        hand = [str(piece) for piece in self.model.hand()]
        chosen: list[int] = []
        for token in self.hint_pieces(action):
            i = next((k for k, p in enumerate(hand) if p == token and k not in chosen), None)
            if i is not None:
                chosen.append(i)
        if chosen:
            self.model.set_selection(chosen, cursor=chosen[0])

    def apply_hint(self, hint) -> None:
        if self.hint_matches(hint):
            self.model.play(hint[2])
