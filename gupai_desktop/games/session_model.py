"""What every game's model shares, arranged or played move by move: the session, dealing and
resuming a hand, booking a finished one, the seats as records name them, and the autosave."""
from __future__ import annotations

import random

from PySide6.QtCore import QObject, Signal

from ..engine.core import replay
from ..engine.session import Session


class SessionModel(QObject):
    changed = Signal()        # anything the table or the buttons show changed
    dealt = Signal()          # a new hand (or a resumed one) is on the table
    revealed = Signal()       # the hand is over and scored
    hint_ready = Signal(object)
    failed = Signal(str)

    game_id = ""

    def __init__(self, runner, store=None, parent: QObject | None = None):
        super().__init__(parent)
        self.runner = runner
        self.store = store
        self.session: Session | None = None
        self.state = None
        self.level = ""
        self.runner.failed.connect(self.failed)

    def ai_level(self, seat: int) -> str:
        return self.level

    @property
    def rules(self):
        return self.session.rules

    @property
    def user_seat(self) -> int:
        return self.session.spec.user_seat

    def new_session(self, rules, level: str, seed: int | None = None) -> None:
        self.runner.bump()
        self.level = level
        seed = random.SystemRandom().randrange(2 ** 63) if seed is None else seed
        self.session = Session.start(self.game_id, rules, seed)
        if self.store:
            self.store.begin_session(self.session, self.seats_info())
        self.deal()

    def deal(self) -> None:
        self.runner.bump()
        self.state = self.session.deal()
        self._after_deal()

    def resume(self, session: Session, actions: list[str], draft: list[str] | None,
               level: str) -> None:
        """Rebuild the hand in progress from an autosave: same deal, same committed moves."""
        self.runner.bump()
        self.session, self.level = session, level
        state = session.spec.new_hand(session.rules, dict(session.table))
        self.state = replay(state, actions)
        self._after_deal(draft)

    def _after_deal(self, draft: list[str] | None = None) -> None:
        raise NotImplementedError

    def _book(self, state) -> None:
        """The hand is over: record it, move the session on, and say so."""
        self.state = state
        if self.store:
            self.store.hand_finished(self.session, state, self.seats_info(), self.user_seat)
        self.session.finish(state)
        self.revealed.emit()
        self.changed.emit()

    def seats_info(self) -> list[dict]:
        names = self.session.spec.seat_names(self.rules)
        return [{"seat": seat, "name": name, "kind": "human", "level": ""}
                if seat == self.user_seat else
                {"seat": seat, "name": name, "kind": "ai", "level": self.ai_level(seat)}
                for seat, name in enumerate(names)]

    def autosave_draft(self) -> list[str]:
        """What the user has arranged but not committed (an arranged game's draft)."""
        return []

    def _autosave(self) -> None:
        if self.store and self.state is not None and not self.state.is_terminal():
            self.store.autosave(self.session, self.state.history(), self.autosave_draft(),
                                {"level": self.level})

    def shutdown(self) -> None:
        self.runner.shutdown()
