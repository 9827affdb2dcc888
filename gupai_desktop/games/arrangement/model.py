"""The model of every "arrange, then confirm" game (Pai Gow, Da Ling, Chinese Poker, ...).

It wraps a Session and the current hand's State for the UI and keeps the user's *draft*: the
dealt items in slot order while they are dragged around. Confirm commits the draft as one engine
action. AI seats' actions are computed off the GUI thread, one seat after another, as soon as the
hand is dealt (each a legal one, whatever the bot does: session_model.ask_seat); answers for an
old hand are dropped by the runner. A game subclasses it and says what a draft means.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from ...engine.core import IllegalAction
from ..seat_ai import ILLEGAL, Failure
from ..session_model import SessionModel


class ArrangementModel(SessionModel):
    def __init__(self, runner, store=None, parent: QObject | None = None):
        super().__init__(runner, store, parent)
        self.draft: list = []
        self.ai_actions: dict[int, str] = {}
        self.user_action: str | None = None
        self._undo: list[list] = []

    # -- what a game supplies --------------------------------------------------------------
    def dealt_items(self) -> list:
        """The user's items as dealt, in their initial slot order."""
        raise NotImplementedError

    def parse_item(self, token: str):
        raise NotImplementedError

    def draft_action(self) -> str:
        """The engine action the draft stands for."""
        raise NotImplementedError

    def order_draft(self) -> None:
        """Lay out a draft the app makes (the deal, a hint, a number key) in the order the
        rules give it (Pai Gow's low hand first). A swap the user makes stays as made."""

    def close_up(self) -> None:
        """Tidy the draft after any change (Chinese Poker's hand closes the gaps its cards
        leave as they go to the rows); the default leaves it as it is."""

    def hint_work(self):
        """A callable, run off the GUI thread, whose result the page shows as the hint."""
        raise NotImplementedError

    # -- hands ---------------------------------------------------------------------------
    def _after_deal(self, draft: list[str] | None = None, undo: list | None = None) -> None:
        items = self.dealt_items()
        dealt = sorted(str(t) for t in items)
        resumed = bool(draft) and dealt == sorted(draft)
        if resumed:
            items = [self.parse_item(t) for t in draft]
        self.draft = list(items)
        # Undo goes on where it was before a quit or a crash (an earlier draft that is not a
        # rearrangement of these very items, from a damaged file, is dropped).
        self._undo = [
            [self.parse_item(t) for t in old]
            for old in (undo if resumed and isinstance(undo, list) else [])
            if isinstance(old, list)
            and all(isinstance(t, str) for t in old)
            and sorted(old) == dealt
        ]
        self.ai_actions = {}
        self.user_action = None
        if not resumed:  # a resumed draft is the user's own, kept as it was
            self.order_draft()
        self.close_up()
        self._autosave()
        self.dealt.emit()
        self.changed.emit()
        self._start_ai()  # last: laying out the deal must not share the GIL with the AI

    def ai_seats(self) -> list[int]:
        return [s for s in range(len(self.session.bankrolls)) if s != self.user_seat]

    def _start_ai(self) -> None:
        """Ask the next AI seat that has not chosen yet (one at a time: each is a whole move of
        the pool's one worker, and a seat asked after a bot failed is not asked to fail again)."""
        seat = next((s for s in self.ai_seats() if s not in self.ai_actions), None)
        if seat is not None:
            serial = self.serial
            self.ask_seat(seat, lambda action: self._ai_done(serial, seat, action))

    def _ai_done(self, serial: int, seat: int, action: str) -> None:
        if serial != self.serial:
            return
        self.ai_actions[seat] = action
        if not self.ai_ready:
            self._start_ai()
            return
        self.changed.emit()
        if self.user_action is not None:
            self._finish()

    def seat_view(self, seat: int):
        """The hand when `seat` sets: the seats before it in engine order play their first legal
        move (a seat's own setting is judged by its own items only)."""
        view = self.state.clone()
        while not view.is_terminal() and view.current_player() != seat:
            view.apply(view.legal_actions()[0])
        return view

    @property
    def ai_ready(self) -> bool:
        return len(self.ai_actions) == len(self.ai_seats())

    # -- the draft ----------------------------------------------------------------------
    def can_arrange(self) -> bool:
        return self.state is not None and self.user_action is None and not self.state.is_terminal()

    def swap(self, i: int, j: int) -> None:
        n = len(self.draft)
        if not self.can_arrange() or i == j or not (0 <= i < n and 0 <= j < n):
            return
        before = list(self.draft)
        self.draft[i], self.draft[j] = self.draft[j], self.draft[i]
        self.close_up()
        if self.draft != before:  # a card dropped just after the hand's last comes back there
            self._undo.append(before)
            self._autosave()
        self.changed.emit()  # either way: the board moved its sprites and follows the draft

    def set_draft(self, items: list) -> None:
        """Lay the items out in this order (from the hint, a number key, a sort)."""
        if not self.can_arrange() or sorted(map(str, items)) != sorted(map(str, self.draft)):
            return
        before = list(self.draft)
        self.draft = list(items)
        self.order_draft()
        self.close_up()
        if self.draft == before:  # nothing moved (a sorted hand sorted again): nothing to undo
            return
        self._undo.append(before)
        self._autosave()
        self.changed.emit()

    def can_undo(self) -> bool:
        return bool(self._undo) and self.can_arrange()

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        self.draft = self._undo.pop()
        self.close_up()  # an undo step from an older autosave may keep the hand's gaps
        self._autosave()
        self.changed.emit()
        return True

    # -- hint, confirm, results -----------------------------------------------------------
    def request_hint(self) -> None:
        if self.state is not None:
            self.submit(self.hint_work(), self.hint_ready.emit)

    def confirm_blocker(self) -> str | None:
        """Why the draft cannot be confirmed yet (Chinese Poker's row order), or None."""
        return None

    def confirm(self) -> bool:
        if not self.can_arrange() or self.confirm_blocker() is not None:
            return False
        return self.commit(self.draft_action())

    def commit(self, action: str) -> bool:
        """Play the user's action (a setting, or a declaration or surrender where allowed)."""
        if not self.can_arrange() or not self.allowed(self.user_seat, action):
            return False
        self.user_action = action
        self.changed.emit()
        if self.ai_ready:
            self._finish()
        return True

    def _finish(self) -> None:
        """Apply every seat's action in engine order on a copy first. Each was judged when it
        was chosen; should the engine still refuse one, the user's costs a message and another
        try, an AI seat's is replaced by its first legal move, and the hand goes on."""
        trial = self.state.clone()
        while not trial.is_terminal():
            seat = trial.current_player()
            action = self.user_action if seat == self.user_seat else self.ai_actions[seat]
            try:
                trial.apply(action)
            except IllegalAction as exc:
                if seat == self.user_seat:
                    self.user_action = None
                    self.failed.emit(str(exc))
                    self.changed.emit()
                    return
                fallback = trial.legal_actions()[0]
                self.report(
                    seat, [Failure(self.ai_level(seat), ILLEGAL, f"{action!r}: {exc}")], fallback
                )
                trial.apply(fallback)
        self._book(trial)

    def autosave_draft(self) -> list[str]:
        return [str(t) for t in self.draft]

    def autosave_undo(self) -> list[list[str]]:
        return [[str(t) for t in old] for old in self._undo]
