"""The model of every game played move by move (Ding Niu, Small Mahjong; later Da Gunzi).

On the shared session model (games/session_model.py). The user's moves are engine actions applied
at once; an AI seat's move is worked out off the GUI thread from its observation (always a legal
one, whatever the bot does: session_model.ask_seat), then applied after a short pause (`pace`,
the page's animator), so each move can be seen. Every committed
move is autosaved; the hand is booked when it ends. It offers the page the same surface as the
arrangement model (can_arrange, confirm, hint, undo, ...), so both kinds share one page.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ...ai.review import WeighJob
from ..session_model import SessionModel

# `pace(ms, fn)` (the page's animator) runs fn once the last move's slides have ended and a
# pause of ms at normal speed has passed, scaled by the animation speed (none when instant).
# So an AI seat starts thinking once the table is still, and the GUI thread does not share the
# GIL with it while it lays out and paints (bench/ui_turns.py); its move then shows a moment
# after its answer. About 0.75 s a move in all at normal speed, as a person would take.
THINK_DELAY_MS = 100
AI_PAUSE_MS = 250


class TurnModel(SessionModel):
    moved = Signal(int, str)  # seat, action: a move was applied
    multi_select = False  # may one move take several pieces (Da Gunzi's pairs and rolls)

    def __init__(self, runner, store=None, parent: QObject | None = None):
        super().__init__(runner, store, parent)
        self.thinking = False
        self.selected = 0  # the tile chosen in the user's hand (the cursor)
        self.marked: list[int] = []  # the pieces chosen, where several may be (multi_select)
        self.pace = lambda ms, fn: fn()
        # Asked before a move the game warns about (warning_for); the page puts a question
        # box here. True: go ahead.
        self.agree = lambda warning: True
        self.dealt.connect(self.reset_selection)
        self.moved.connect(lambda seat, action: self.reset_selection())

    # -- hands ---------------------------------------------------------------------------
    def _after_deal(self, draft: list[str] | None = None, undo: list | None = None) -> None:
        self.thinking = False
        self._autosave()
        self.dealt.emit()
        self.changed.emit()
        self._advance()

    # -- turns ---------------------------------------------------------------------------
    def user_to_act(self) -> bool:
        return (
            self.state is not None
            and not self.state.is_terminal()
            and self.state.current_player() == self.user_seat
            and not self.thinking
        )

    @property
    def ai_ready(self) -> bool:
        """True when nothing waits on the AI: the user's turn, or the hand is over."""
        return self.state is not None and (self.state.is_terminal() or self.user_to_act())

    def _advance(self) -> None:
        state = self.state
        if state.is_terminal():
            self._finish()
            return
        seat = state.current_player()
        if seat == self.user_seat:
            self.changed.emit()
            return
        self._ask_ai(seat)

    def _ask_ai(self, seat: int) -> None:
        serial = self.serial
        self.thinking = True
        self.changed.emit()
        self.pace(THINK_DELAY_MS, lambda: self._start_ai(serial, seat))

    def _start_ai(self, serial: int, seat: int) -> None:
        if serial != self.serial or self.state.current_player() != seat:
            return
        self.ask_seat(seat, lambda action: self._ai_answered(serial, seat, action))

    def _ai_answered(self, serial: int, seat: int, action: str) -> None:
        if serial != self.serial:
            return
        self.pace(AI_PAUSE_MS, lambda: self._ai_move(serial, seat, action))

    def seat_view(self, seat: int):
        return self.state

    def _ai_move(self, serial: int, seat: int, action: str) -> None:
        if serial != self.serial or self.state.current_player() != seat:
            return
        self.thinking = False
        self._apply(seat, action)

    def commit(self, action: str) -> bool:
        """The user's move, by the name the arrangement model gives it."""
        return self.play(action)

    def play(self, action: str) -> bool:
        """The user's move; False (and nothing changes) when it is not legal now."""
        if not self.user_to_act() or not self.state.is_legal(action):
            return False
        warning = self.warning_for(action)
        if warning and not self.agree(warning):
            return False
        self._apply(self.user_seat, action)
        return True

    def warning_for(self, action: str) -> str | None:
        """What a legal move of the user's risks, worth a question before it is made (None:
        nothing). A game names its own costly moves."""
        return None

    def _apply(self, seat: int, action: str) -> None:
        """A move already judged legal (the user's by `play`, an AI's by `ask_seat`)."""
        self.state.apply(action)
        self._autosave()
        self.moved.emit(seat, action)
        self._advance()  # which says `changed` on every path: the table is drawn once a move

    def _finish(self) -> None:
        self._book(self.state)

    # -- the user's hand -------------------------------------------------------------------
    def hand(self) -> list:
        """The user's tiles in hand, highest first (a state keeps them in `held`)."""
        if self.state is None or not getattr(self.state, "dealt", False):
            return []
        return sorted(self.state.held[self.user_seat], reverse=True)

    def selected_tile(self):
        hand = self.hand()
        return hand[self.selected] if 0 <= self.selected < len(hand) else None

    def select(self, index: int) -> None:
        if 0 <= index < len(self.hand()) and index != self.selected:
            self.selected = index
            self.changed.emit()

    def reset_selection(self) -> None:
        """After each move: the cursor on the first piece the user may play (a game may prefer
        a better one), else on the first, nothing marked. Da Gunzi's cursor went back to the
        first card after every trick, most often a joker it could not play, and a keyboard
        player pressed Right up to thirty times to reach the suit led."""
        self.marked = []
        hand = self.hand()
        self.selected = next((i for i in range(len(hand)) if self.playable(i)), 0 if hand else -1)

    def selection(self) -> list[int]:
        """The chosen pieces as indices into hand(): the one `selected`, or the marked ones
        where several may be chosen."""
        if self.multi_select:
            return list(self.marked)
        return [self.selected] if 0 <= self.selected < len(self.hand()) else []

    def set_selection(self, indices, cursor: int | None = None) -> None:
        """Choose these pieces (only the first, unless multi_select), the cursor on `cursor`."""
        n = len(self.hand())
        chosen = sorted({i for i in indices if 0 <= i < n})
        if not self.multi_select:
            if chosen:
                self.select(chosen[0])
            return
        cursor = cursor if cursor is not None and 0 <= cursor < n else self.selected
        if chosen != self.marked or cursor != self.selected:
            self.marked, self.selected = chosen, cursor
            self.changed.emit()

    def playable(self, index: int) -> bool:
        """May this piece be (part of) the user's move now? A game narrows it; the hand fan
        lights the pieces that are and dims the others."""
        return self.user_to_act() and 0 <= index < len(self.hand())

    # -- the page's surface (shared with the arrangement games) -----------------------------
    def can_arrange(self) -> bool:
        return self.user_to_act()

    def can_undo(self) -> bool:
        return False  # a laid tile is on the table: moves are not taken back

    def undo(self) -> bool:
        return False

    def request_hint(self) -> None:
        if not self.user_to_act():
            return
        serial, moves = self.serial, len(self.state.history())
        job = WeighJob(self.game_id, self.state.clone(), self.user_seat)
        pool, ticket = self.runner.processes, self.runner.ticket()

        def work():
            """The options as the review after the hand weighs them (ai/review.py): the best
            is the hint, and the next best gives its margin."""
            options, exact = pool.run([job], ticket.cancelled)[0]
            return serial, moves, options[0].action, options, exact

        def answered(hint) -> None:
            if hint[0] == self.serial:
                self.hinted[hint[1]] = (hint[3], hint[4])
                self._autosave()  # kept should the app die before the next move
            self.hint_ready.emit(hint)

        self.submit(work, answered, ticket=ticket)

    def hint_is_current(self, hint) -> bool:
        serial, moves = hint[:2]
        return serial == self.serial and moves == len(self.state.history())
