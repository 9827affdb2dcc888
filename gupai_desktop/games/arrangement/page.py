"""The page of every "arrange, then confirm" game: the table view and its action bar.

It wires the model, the table and the dialogs together: Hint / Use hint / Undo / Confirm /
Next hand, the New Game dialog and the scoring window (both built from the game's declaration),
starting, resuming and the bankroll check. A game subclasses it to name its model, table and
scoring sheet and to word its hint and status line.
"""

from __future__ import annotations

import copy
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QHBoxLayout, QMessageBox, QPushButton, QVBoxLayout, QWidget

from ...base import words
from ...base.i18n import tr
from ...dialogs.common import EnterClicks, StableLabel, run_modal, show_in_front
from ...engine import games
from ...engine.session import Session
from ...table.look import look_of
from ...table.scene import TableScene, TableView
from ..review_link import ReviewLink


class ArrangementPage(QWidget):
    game_id = ""

    # -- what a game supplies --------------------------------------------------------------
    def make_model(self, runner, store):
        raise NotImplementedError

    def make_table(self):
        raise NotImplementedError

    @staticmethod
    def scoring_sheet(state, session):
        """The game's scoring table (its games/<game>/scoring.py)."""
        raise NotImplementedError

    def hint_text(self, hint) -> str:
        raise NotImplementedError

    def hint_matches(self, hint) -> bool:
        """Is this hint still about the hand on the table?"""
        return True

    def apply_hint(self, hint) -> None:
        raise NotImplementedError

    def status_text(self) -> str:
        raise NotImplementedError

    def describe_move(self, action: str) -> str:
        """A move in the game's words, for the review (a card game words its cards
        instead)."""
        return words.arranged_words(action)

    def can_cover_next_hand(self) -> bool:
        m = self.model
        return m.session.can_cover(m.user_seat)

    def prompt_text(self) -> str:
        return ""

    def confirm_words(self) -> str:
        """What the confirm button says now (a turn game names its move: "Lay tile", "Bury")."""
        return tr("Confirm")

    def confirm_action_text(self) -> str:
        """The Game menu's item for the confirm button."""
        return tr("Con&firm setting")

    def make_extra_buttons(self) -> list:
        """Game-specific buttons for the action bar (Chinese Poker's sort, declare, surrender)."""
        return []

    # -- what every game shares -------------------------------------------------------------
    @property
    def spec(self):
        return games.get(self.game_id)

    def new_game_dialog(self):
        from ...dialogs.new_game import NewGameDialog

        return NewGameDialog(self.spec, self.settings, self)

    def scoring_dialog(self):
        """The finished hand's scoring window, worded from the hand and a copy of the session
        as they are now: it is worded again if the language changes while it is open, and
        the session may have moved on by then."""
        from ...dialogs.scoring import ScoringDialog

        state, session = self.model.state, copy.deepcopy(self.model.session)

        def sheet():
            made = self.scoring_sheet(state, session)
            return made._replace(notes=[*made.notes, *words.buy_in_notes(session)])

        return ScoringDialog(sheet, session.hand_number, self)

    # -- building --------------------------------------------------------------------------
    def __init__(self, settings, store, runner, animator, bus, parent=None):
        super().__init__(parent)
        self._asked = None  # the hand (a turn game: the position) a hint is being worked out for
        self._use_for = None  # Shift+H asked for the hint: used as it comes on this use_key
        self.settings, self.store, self.animator, self.bus = settings, store, animator, bus
        self.model = self.make_model(runner, store)
        self.scene = TableScene(look_of(settings).felt, self)
        self.view = TableView(self.scene, self)
        self.table = self.make_table()
        self.scoring = None
        self._hint = None
        self._used: tuple | None = None  # (the hint, the draft Use hint left)
        self._line = str  # how the line under the table is worded (say())

        # Narrower than 1000 px (a window under some 1440), three lines: a hint's two lines
        # (Pai Gow: the best setting, then the house way's) each wrap there; under 700 px (a
        # window of 1024), four: Da Ling's two groupings, their tiles named, were cut there.
        self.hint_label = StableLabel(narrow=((1000, 3), (700, 4)))
        self.hint_label.setContentsMargins(8, 0, 0, 0)
        font = self.hint_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.hint_label.setFont(font)
        self.hint_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.hint_button = QPushButton()
        self.use_hint_button = QPushButton()
        self.undo_button = QPushButton()
        self.confirm_button = QPushButton()
        self.next_button = QPushButton()
        self.confirm_button.setDefault(True)
        bar = QHBoxLayout()
        bar.setContentsMargins(0, 0, 8, 0)  # the buttons as clear of the window's edge as the text
        bar.addWidget(self.hint_label, 1)
        self._enter_clicks = EnterClicks(self)
        self.extra_buttons = self.make_extra_buttons()
        for b in (
            *self.extra_buttons,
            self.hint_button,
            self.use_hint_button,
            self.undo_button,
            self.confirm_button,
            self.next_button,
        ):
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            b.installEventFilter(self._enter_clicks)
            bar.addWidget(b)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 6)
        layout.addWidget(self.view, 1)
        layout.addLayout(bar)
        self.hint_button.clicked.connect(self.hint)
        self.use_hint_button.clicked.connect(self.use_hint)
        self.undo_button.clicked.connect(self.undo)
        self.confirm_button.clicked.connect(self.confirm)
        self.next_button.clicked.connect(self.next_hand)
        self.table.confirm_requested.connect(self.confirm)
        self.model.changed.connect(self.update_buttons)
        self.model.dealt.connect(self._on_dealt)
        self.model.revealed.connect(self._on_revealed)
        self.reviews = ReviewLink(self, bus, store)
        self.model.hint_ready.connect(self._show_hint)
        self.model.failed.connect(self._failed)
        self.model.hint_failed.connect(self._hint_failed)
        bus.settings_changed.connect(self.apply_settings)
        self.retranslate()

    def retranslate(self) -> None:
        self.hint_button.setText(tr("Hint"))
        self.use_hint_button.setText(self.use_hint_words())
        self.undo_button.setText(tr("Undo"))
        self.next_button.setText(tr("Next hand"))
        self.confirm_button.setToolTip(tr("Commit your setting (Enter)"))
        self.next_button.setToolTip(tr("Deal the next hand (N)"))
        self.hint_button.setToolTip(tr("Ask the AI what it would do (H)"))
        self.use_hint_button.setToolTip(tr("Do what the hint says (Shift+H)"))
        if self.model.state is not None:
            self.table.restyle()
        self.hint_label.setText(self._line())
        if getattr(self, "notice", None) is not None:
            self.notice.retranslate()
        self.update_buttons()

    def say(self, words) -> None:
        """Put a line under the table, kept as how to word it: a new language words it again."""
        self._line = words
        self.hint_label.setText(words())

    # -- actions the window's menus call -------------------------------------------------
    def has_game(self) -> bool:
        return self.model.session is not None

    def start_new(self, seed: int | None = None) -> bool:
        dialog = self.new_game_dialog()
        if run_modal(dialog) != dialog.DialogCode.Accepted:
            return False
        dialog.remember()
        self.settings.set("game/last_game", self.game_id)
        self.model.new_session(dialog.rules(), dialog.chosen_level(), seed)
        self.view.setFocus()
        return True

    def start(self, rules, level: str, seed: int | None = None) -> None:
        self.reviews.forget()  # "Review last hand" is of this game's hands, not the one before
        self.model.new_session(rules, level, seed)
        self.view.setFocus()

    def resume(self, data: dict) -> str | None:
        """Play on the autosaved hand. Returns the AI level it plays at when the saved one is
        not a level of this game (a damaged file, a level since renamed): the level New Game
        remembers for the game (its default when none is); None when the saved level stands."""
        from ...records import autosave

        saved = autosave.resume(data)
        if saved.session_id:
            self.store.continue_session(saved.session_id)
        level = saved.level
        if level is None:
            level = self.settings.get(f"{self.spec.id}/ai_level")
        self.model.resume(
            saved.session, saved.state.history(), saved.draft, level, saved.hinted, saved.undo
        )
        self.view.setFocus()
        return None if saved.level is not None else level

    def hint(self) -> None:
        if self.model.can_arrange():
            self._asked = self.model.serial
            self.say(lambda: tr("Working out the best setting..."))
            self.model.request_hint()

    def review(self) -> None:
        """Open the last hand's review (menu: Review last hand)."""
        self.reviews.show()

    def use_hint_words(self) -> str:
        """The Use hint button's name (the Game menu's item takes it)."""
        return tr("Use hint")

    def use_hint(self) -> None:
        """Do what the hint says, and give the table the keyboard: Enter then confirms (a
        new user's Enter pressed the Use hint button again)."""
        if self._hint is not None:
            self.apply_hint(self._hint)
            self.note_hint_used()
            self.update_buttons()
            self.view.setFocus()

    def hint_then_use(self) -> None:
        """Shift+H before there is a hint to use: asks for one and does what it says once it
        comes, for this position (the README says Shift+H plays the hint; it said "press H to
        ask for one": a new user). With the hint on the table already, says so."""
        if self._hint is not None and self.hint_in_place():
            self.say(lambda: tr("The hint is on the table already: confirm it, or change it"))
            return
        if self._asked is None:
            self.hint()  # (nothing, when there is no move of the user's to make)
        self._use_for = self.use_key() if self._asked is not None else None
        if self._use_for is not None:  # said so: it read as if H had been pressed
            self.say(self.hint_then_use_words)

    def hint_then_use_words(self) -> str:
        """The line while a hint that Shift+H asked for is worked out."""
        return tr("Working out the best setting, to use it as it comes...")

    def use_key(self):
        """What a hint asked for by Shift+H is used on: the hand as arranged when it was asked
        (pieces moved since are the user's, and stay)."""
        return tuple(self.model.draft)

    def note_hint_used(self) -> None:
        self._used = (self._hint, tuple(self.model.draft))

    def hint_in_place(self) -> bool:
        """The hand is as Use hint left it, so the button would change nothing (a new user
        pressed it again and again); a move of the user's since lights it again."""
        used = self._used
        return used is not None and used[0] == self._hint and used[1] == tuple(self.model.draft)

    def undo(self) -> None:
        self.model.undo()

    def confirm(self) -> None:
        m = self.model
        # the hint (or "Thinking...") was of the position before the move: the prompt again,
        # where the line went blank for the rest of a Ding Niu hand (a new user)
        if m.confirm() and not m.state.is_terminal():  # (an end says what comes next)
            self.say(self.prompt_text)

    def next_hand(self) -> None:
        m = self.model
        if m.state is not None and m.state.is_terminal():
            if self.scoring is not None:
                self.scoring.close()
            if not self.can_cover_next_hand():
                QMessageBox.information(
                    self,
                    tr("Bankroll"),
                    tr("Your bankroll cannot cover another stake. Start a new game to play on."),
                )
                return
            m.deal()
            self.view.setFocus()

    def apply_settings(self, changed: list[str]) -> None:
        if "ui/table_colour" in changed:
            self.scene.set_colour(look_of(self.settings).felt)
        self.table.restyle()

    def session(self) -> Session | None:
        return self.model.session

    def shutdown(self) -> None:
        self.model.shutdown()

    # -- reactions ---------------------------------------------------------------------------
    def update_buttons(self) -> None:
        """Every button as the hand stands (the game's own too, set_buttons), then the status
        line and the Game menu told: told before a game had set its own, the menu's items for
        them followed a move behind."""
        self.set_buttons()
        m = self.model
        stack = self.parentWidget()
        in_front = (
            stack is None or not hasattr(stack, "currentWidget") or stack.currentWidget() is self
        )  # a game left mid-hand keeps quiet
        if m.state is not None and m.session is not None and in_front:
            self.bus.status.emit(self.status_text())
        if in_front:
            self.bus.table_buttons.emit()

    def set_buttons(self) -> None:
        """The shared buttons; a game sets its own after these (super().set_buttons() first)."""
        m = self.model
        arranging = m.can_arrange()
        self.confirm_button.setText(self.confirm_words())  # before the Game menu is told
        self.hint_button.setEnabled(arranging)
        self.use_hint_button.setEnabled(
            arranging and self._hint is not None and not self.hint_in_place()
        )
        self.undo_button.setEnabled(m.can_undo())
        blocker = m.confirm_blocker() if arranging else None
        self.confirm_button.setEnabled(arranging and blocker is None)
        self.confirm_button.setToolTip(blocker or tr("Commit your setting (Enter)"))
        # Greyed when the user's bankroll cannot cover the next hand: it was lit, and said so
        # in a box at each press (a new user); the line under the table says it instead.
        self.next_button.setEnabled(
            m.state is not None and m.state.is_terminal() and self.can_cover_next_hand()
        )

    def _hint_failed(self) -> None:
        """The hint asked for will not come: its "Working out..." line gives way to the
        prompt (the notice above the table says why)."""
        if self._asked is not None:
            self._asked = None
            self._use_for = None
            self.say(self.prompt_text)

    def _on_dealt(self) -> None:
        if self.scoring is not None:
            self.scoring.close()  # a new game or a resumed hand: the old results go
        self._hint = self._asked = None
        self._use_for = None
        self.say(self.prompt_text)
        self.update_buttons()

    def _show_hint(self, hint) -> None:
        if self.model.state is None or not self.hint_matches(hint):
            return  # an answer for a position gone: one asked since is still to come
        self._asked = None
        self._hint = hint
        self.say(lambda: self.hint_text(hint))
        self.update_buttons()
        use_for, self._use_for = self._use_for, None
        if use_for is not None and use_for == self.use_key() and self.isVisible():
            self.use_hint()

    def _on_revealed(self) -> None:
        self.reviews.hand_recorded(self.model.user_seat)
        self.update_buttons()  # the Game menu's Review last hand lights
        self.animator.later(900, self._show_scoring)

    def _show_scoring(self) -> None:
        m = self.model
        if m.state is None or not m.state.is_terminal():
            return
        if self.scoring is not None:
            self.scoring.deleteLater()  # one scoring window per hand, not one per hand played
        self.scoring = self.scoring_dialog()
        self.reviews.attach(self.scoring)
        # Once the scoring window is closed the line under the table says what comes next
        # (it was empty in Pai Gow: found by a new user).
        self.say(
            (lambda: tr("Hand over: N or Next hand deals the next one."))
            if self.can_cover_next_hand()
            else (
                lambda: tr("Your bankroll cannot cover another stake: start a new game (Ctrl+N).")
            )
        )
        self.scoring.accepted.connect(self.next_hand)
        # The dialog takes the focus when it opens; keep the window's shortcuts (N for the next
        # hand, Ctrl+E to export, ...) working while it is in front.
        self.scoring.addActions(
            [a for a in self.window().findChildren(QAction) if not a.shortcut().isEmpty()]
        )
        show_in_front(self.scoring, self.view)

    def _failed(self, message: str | Callable[[], str]) -> None:
        """What went wrong with an AI, in one dismissable line above the table: never a box,
        which a bot failing move after move would stack up (games/notice.py)."""
        if getattr(self, "notice", None) is None:
            from ..notice import Notice

            self.notice = Notice(self)
            self.layout().insertWidget(0, self.notice)
        self.notice.show_message(message)
