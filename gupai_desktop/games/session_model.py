"""What every game's model shares, arranged or played move by move: the session, dealing and
resuming a hand, asking an AI seat for its move (seat_ai.py), booking a finished one, the seats
as records name them, and the autosave."""

from __future__ import annotations

import logging
import random
import sqlite3
from typing import Callable

from PySide6.QtCore import QObject, Signal

from ..base import words
from ..base.i18n import tr
from ..engine.core import replay
from ..engine.session import Session
from . import seat_ai
from .seat_ai import ILLEGAL, RAISED, TIMEOUT, Failure

log = logging.getLogger(__name__)
# Failures a move may cost before the seat plays its first legal move: its own level, the
# simplest level, and the bot as a whole (each failure withdraws one of them, seat_ai.Trust).
FAILURES_PER_MOVE = 3


class SessionModel(QObject):
    changed = Signal()  # anything the table or the buttons show changed
    dealt = Signal()  # a new hand (or a resumed one) is on the table
    revealed = Signal()  # the hand is over and scored
    hint_ready = Signal(object)
    hint_failed = Signal()  # a hint asked for will not come (it failed or ran out of time)
    # Something went wrong (an AI, or a setting the rules refused): a sentence for the user,
    # or a function that words it in the language of the moment (the notice words it again
    # when the language changes).
    failed = Signal(object)

    game_id = ""

    def __init__(self, runner, store=None, parent: QObject | None = None):
        super().__init__(parent)
        self.runner = runner
        self.store = store
        self.session: Session | None = None
        self.state = None
        self.level = ""
        self.serial = 0  # bumped per hand: a late AI answer for an old hand is dropped
        # The hints of this hand by move number, (options, exact): its review weighs those
        # positions with the very numbers the hint showed (a searched hint has a time limit, so
        # working one out again on a busier machine gave other numbers, even another move).
        self.hinted: dict[int, tuple] = {}
        self.trust = seat_ai.Trust()  # how far this session's bot is still trusted

    def ai_level(self, seat: int) -> str:
        """The seat's level: one for every AI seat, or each its own (spec.level_seats)."""
        if "," not in self.level or self.session is None:
            return self.level.split(",")[0]
        spec = self.session.spec
        return spec.seat_levels(self.level, len(spec.seat_names(self.session.rules)))[seat]

    @property
    def rules(self):
        return self.session.rules

    @property
    def user_seat(self) -> int:
        return self.session.spec.user_seat

    def new_session(self, rules, level: str, seed: int | None = None) -> None:
        self.runner.bump()
        self._prepare(rules, level)
        self.level = level
        self.trust = seat_ai.Trust()
        seed = random.SystemRandom().randrange(2**63) if seed is None else seed
        self.session = Session.start(self.game_id, rules, seed)
        if self.store:
            self.store.begin_session(self.session, self.seats_info())
        self.deal()

    def deal(self) -> None:
        self.runner.bump()
        self.serial += 1
        self.hinted = {}
        self.state = self.session.deal()
        self._after_deal()

    def resume(
        self,
        session: Session,
        actions: list[str],
        draft: list[str] | None,
        level: str,
        hinted: dict | None = None,
        undo: list | None = None,
    ) -> None:
        """Rebuild the hand in progress from an autosave: same deal, same committed moves, the
        hints shown before (`hinted` as the autosave keeps it), for the hand's review, and what
        Undo can take back (`undo`: earlier drafts, an arranged game's)."""
        self.runner.bump()
        self._prepare(session.rules, level)
        self.serial += 1
        self.hinted = _hints_read(hinted or {})
        self.session, self.level, self.trust = session, level, seat_ai.Trust()
        state = session.spec.new_hand(session.rules, dict(session.table))
        self.state = replay(state, actions)
        self._after_deal(draft, undo)

    def _after_deal(self, draft: list[str] | None = None, undo: list | None = None) -> None:
        raise NotImplementedError

    def _prepare(self, rules, level: str) -> None:
        """While the hand is dealt, start the worker processes if this level searches."""
        game, pool = self.game_id, self.runner.processes
        for one in dict.fromkeys(level.split(",")):
            self.runner.prepare(lambda one=one: seat_ai.prepare(game, rules, one, pool))

    # -- AI seats ----------------------------------------------------------------------------
    def seat_view(self, seat: int):
        """The hand as it stands when `seat` is to act (not to be changed)."""
        raise NotImplementedError

    def allowed(self, seat: int, action: str) -> bool:
        """May `seat` play `action` in this hand? The engine is the judge."""
        view = self.seat_view(seat)
        return view.current_player() == seat and view.is_legal(action)

    def first_legal(self, seat: int) -> str:
        """The move a seat plays when no level of its bot is left to ask."""
        return self.seat_view(seat).legal_actions()[0]

    def ask_seat(self, seat: int, on_move: Callable[[str], None]) -> None:
        """Ask `seat`'s bot for its move off the GUI thread. on_move gets a legal move on the GUI
        thread whatever the bot does: raise, answer a move the rules refuse, or hang."""
        self._ask(seat, on_move, [])

    def _ask(self, seat: int, on_move: Callable[[str], None], failures: list[Failure]) -> None:
        attempt, ticket = seat_ai.Attempt(), self.runner.ticket()
        obs, rules, game, level, trust = (
            self.state.observation(seat),
            self.rules,
            self.game_id,
            self.ai_level(seat),
            self.trust,
        )
        state, pool = self.snapshot(seat), self.runner.processes
        self.runner.submit(
            lambda: seat_ai.think(
                game,
                obs,
                rules,
                level,
                trust,
                attempt,
                state=state,
                pool=pool,
                cancelled=ticket.cancelled,
            ),
            lambda answer: self._answered(seat, on_move, failures + answer.failures, answer),
            on_error=lambda error: self._fell_back(
                seat, on_move, failures + [Failure(level, RAISED, error)], None
            ),
            on_timeout=lambda: self._fell_back(
                seat,
                on_move,
                failures
                + [
                    Failure(
                        attempt.level or level,
                        TIMEOUT,
                        f"no answer within {self.runner.budget_s:g} s",
                    )
                ],
                attempt.level,
            ),
            ticket=ticket,
        )

    def snapshot(self, seat: int):
        """The hand when `seat` acts, for a worker to read while the table goes on (a search
        sends it to the worker processes): the model's own state is copied, a view is not."""
        view = self.seat_view(seat)
        return view.clone() if view is self.state else view

    def _answered(self, seat: int, on_move, failures: list[Failure], answer) -> None:
        action = answer.action
        if action is None or self._judge(seat, action):
            self._decide(seat, on_move, failures, action)
            return
        failures.append(
            Failure(answer.level, ILLEGAL, f"{action!r}: {self._why_refused(seat, action)}")
        )
        self._fell_back(seat, on_move, failures, answer.level)

    def _fell_back(self, seat: int, on_move, failures: list[Failure], level: str | None) -> None:
        """The level that failed is not asked again; ask the next, or play the first legal move
        (each failure withdraws a level, so this ends within FAILURES_PER_MOVE failures)."""
        self.trust.withdraw(level)
        if len(failures) < FAILURES_PER_MOVE:
            self._ask(seat, on_move, failures)
        else:
            self._decide(seat, on_move, failures, None)

    def _judge(self, seat: int, action) -> bool:
        try:
            return isinstance(action, str) and self.allowed(seat, action)
        except Exception:  # a token the engine cannot even read is refused as well
            return False

    def _why_refused(self, seat: int, action: str) -> str:
        view = self.seat_view(seat)
        if view.current_player() != seat:
            return "not this seat's turn"
        try:
            view.clone().apply(action)
        except Exception as exc:
            return str(exc) or type(exc).__name__
        return "refused"

    def _decide(self, seat: int, on_move, failures: list[Failure], action: str | None) -> None:
        if action is None:
            action = self.first_legal(seat)
        if failures:
            self.report(seat, failures, action)
        on_move(action)

    def report(self, seat: int, failures: list[Failure], played: str) -> None:
        """One log record with all it takes to reproduce the failure, and one sentence for the
        user (the page shows it in its notice, replacing any earlier one)."""
        details = "\n".join(f"--- level {f.level}: {f.kind}\n{f.detail.rstrip()}" for f in failures)
        log.error(
            "The %s AI failed at seat %d (level %s); the seat played %r instead.\n"
            "observation: %r\nhistory: %s\n%s",
            self.game_id,
            seat,
            self.ai_level(seat),
            played,
            self.state.observation(seat),
            " ".join(self.state.history()),
            details,
        )
        first = failures[0]
        engine_name = self.session.spec.seat_names(self.rules)[seat]
        seconds, problem = self.runner.budget_s, first.short()

        def wording() -> str:
            name = words.seat(engine_name)
            if first.kind == TIMEOUT:
                return tr(
                    "The AI playing {seat} did not answer within {seconds:g} s. The AI plays "
                    "simpler moves for the rest of this game."
                ).format(seat=name, seconds=seconds)
            if first.kind == ILLEGAL:
                return tr(
                    "The AI playing {seat} chose a move the rules do not allow ({move}). The "
                    "AI plays simpler moves for the rest of this game."
                ).format(seat=name, move=problem)
            return tr(
                "The AI playing {seat} failed ({error}). The AI plays simpler moves for the "
                "rest of this game."
            ).format(seat=name, error=problem)

        self.failed.emit(wording)

    def submit(self, work, on_result, ticket=None) -> None:
        """Other AI work (a hint): a failure or a hang is told in the notice, not a box, and
        the hint asked for is known not to come."""

        def told(wording) -> None:
            self.hint_failed.emit()
            self.failed.emit(wording)

        seconds = self.runner.budget_s
        self.runner.submit(
            work,
            on_result,
            on_error=lambda error: told(
                lambda: tr("The AI failed: {error}").format(error=error.strip().splitlines()[-1])
            ),
            on_timeout=lambda: told(
                lambda: tr("The AI did not answer within {seconds:g} s.").format(seconds=seconds)
            ),
            ticket=ticket,
        )

    def _book(self, state) -> None:
        """The hand is over: record it, move the session on, and say so."""
        self.state = state
        if self.store:
            try:
                self.store.hand_finished(self.session, state, self.seats_info(), self.user_seat)
            except OSError as exc:  # the data folder cannot be written: say so, play on
                self.failed.emit(
                    lambda error=_os_error(exc): tr(
                        "This hand could not be recorded: {error}. The game goes on."
                    ).format(error=error)
                )
            except sqlite3.Error as exc:  # recorded, but the statistics are locked or full
                self.failed.emit(
                    lambda error=str(exc): tr(
                        "This hand was recorded but could not be added to the statistics: "
                        "{error}. The game goes on."
                    ).format(error=error)
                )
        self.session.finish(state)
        self.revealed.emit()
        self.changed.emit()

    def seats_info(self) -> list[dict]:
        names = self.session.spec.seat_names(self.rules)
        return [
            {"seat": seat, "name": name, "kind": "human", "level": ""}
            if seat == self.user_seat
            else {"seat": seat, "name": name, "kind": "ai", "level": self.ai_level(seat)}
            for seat, name in enumerate(names)
        ]

    def autosave_draft(self) -> list[str]:
        """What the user has arranged but not committed (an arranged game's draft)."""
        return []

    def autosave_undo(self) -> list[list[str]]:
        """The drafts Undo would go back to, oldest first (an arranged game's)."""
        return []

    def _autosave(self) -> None:
        if self.store and self.state is not None and not self.state.is_terminal():
            extra = {
                "level": self.level,
                "hinted": _hints_written(self.hinted),
                "undo": self.autosave_undo(),
            }
            try:
                self.store.autosave(
                    self.session, self.state.history(), self.autosave_draft(), extra
                )
            except OSError as exc:
                self.failed.emit(
                    lambda error=_os_error(exc): tr(
                        "The hand could not be saved for a resume: {error}. If the app "
                        "stops now, this hand's moves are lost."
                    ).format(error=error)
                )

    def shutdown(self) -> None:
        self.runner.shutdown()


def _os_error(exc: OSError) -> str:
    """ "No space left on device: /home/.../records": the system's words and the file."""
    what = exc.strerror or exc.__class__.__name__
    name = exc.filename2 or exc.filename  # a rename's target, not its temporary source
    return f"{what}: {name}" if name else what


def _hints_written(hinted: dict[int, tuple]) -> dict:
    """The hand's hints as JSON for the autosave: {"move": [[option fields...], exact]} (their
    numbers are finite: a search's means and an exact AI's values, and _hints_read keeps no
    other)."""
    return {
        str(move): [[list(o) for o in options], exact] for move, (options, exact) in hinted.items()
    }


def _hints_read(saved: dict) -> dict[int, tuple]:
    """The hints an autosave kept; any it cannot read are left out (the review then weighs
    those positions afresh, as it does a position never hinted), never the resume."""
    from ..ai.review import option_read

    hinted = {}
    for move, value in saved.items():
        try:
            options, exact = value
            if not isinstance(exact, bool):
                raise TypeError("exact is true or false")
            hinted[int(move)] = (tuple(option_read(*o) for o in options), exact)
        except (TypeError, ValueError):
            continue
    return hinted
