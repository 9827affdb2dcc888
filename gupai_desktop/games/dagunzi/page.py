"""The Da Gunzi page: the shared turn page with the Da Gunzi table, the turn model, a confirm
button named for the phase (Play, Bury, Give back, Pay, Take), a bar of buttons for the
decisions that are not cards (declare, grab, pass, jokers to bury), and "Every copy"."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from ...base.i18n import tr
from ...engine.dagunzi.bottom import pickable
from ...engine.dagunzi.observation import observe_bottom
from ...engine.dagunzi.spec import cycles_won
from ..turns.page import TurnPage
from . import scoring, text
from .model import DaGunziModel
from .table import DaGunziTable


CHOICE_GAP = 6  # px between two choice buttons in a row


class DaGunziPage(TurnPage):
    game_id = "da-gunzi"
    scoring_sheet = staticmethod(scoring.scoring_sheet)
    model_class = DaGunziModel

    def make_table(self) -> DaGunziTable:
        table = DaGunziTable(self.scene, self.view, self.model, self.animator, self.settings)
        table.last_trick_requested.connect(
            lambda: self.last_trick_button.toggle() if self.last_trick_button.isEnabled() else None
        )
        return table

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        # The declarations and the jokers to bury get a row of their own over the buttons, as
        # many rows as they need: in the button row four declarations squeezed each other to
        # "ker Small Joker S..." at 1024 px, the suit that tells them apart cut off.
        self.layout().insertWidget(self.layout().count() - 1, self.choice_bar)

    def make_extra_buttons(self) -> list:
        self.choice_bar = QWidget()
        self.choice_rows = QVBoxLayout(self.choice_bar)
        self.choice_rows.setContentsMargins(8, 4, 8, 0)
        self.choice_buttons: list[QPushButton] = []
        self.choice_bar.hide()
        self.copies_button = QPushButton()
        self.copies_button.clicked.connect(self.model_select_copies)
        self.last_trick_button = QPushButton()
        self.last_trick_button.setCheckable(True)
        self.last_trick_button.toggled.connect(self.table.show_last_trick)
        self.model.moved.connect(lambda *_: self.last_trick_button.setChecked(False))
        self.copies_button.setProperty("key", "C")  # the table's keys, in the Game menu
        self.last_trick_button.setProperty("key", "L")
        return [self.copies_button, self.last_trick_button]

    def menu_buttons(self) -> list:
        """The Game menu's moves of the table: the choices of the moment (Grab, Declare, Pass,
        the jokers to bury), then Every copy and Last trick (a new user looked in the menu for
        Declare and Pass and found neither)."""
        return [*self.choice_buttons, *self.extra_buttons]

    def model_select_copies(self) -> None:
        self.model.select_copies()

    def retranslate(self) -> None:
        super().retranslate()
        self.copies_button.setText(tr("Every copy"))
        self.copies_button.setToolTip(
            tr("Choose every copy of the card under the cursor, for a stick or a roll (C)")
        )
        self.last_trick_button.setText(tr("Last trick"))
        self.last_trick_button.setToolTip(
            tr("Show the last trick; press again, or play, to go back (L)")
        )
        for button in self.choice_buttons:  # kept while the choices stay the same
            button.setText(self._choice_label(button.property("action"), self.model.state))
        self._wrap_choices()  # their words' widths changed with the language
        self.update_buttons()

    def confirm_words(self) -> str:
        m = self.model
        phase = m.phase() if m.state is not None else None
        return {
            "bury": tr("Bury"),
            "return": tr("Give back"),
            "tribute": tr("Pay"),
            "take": tr("Pick up"),
        }.get(phase or "", tr("Play"))

    def set_buttons(self) -> None:
        super().set_buttons()
        if not hasattr(self, "choice_bar"):
            return
        m = self.model
        phase = m.phase() if m.state is not None else None
        blocker = m.confirm_blocker() if m.state is not None else None
        self.confirm_button.setToolTip(blocker or tr("Confirm the chosen cards (Enter)"))
        self.copies_button.setEnabled(phase == "play")
        # Once the next trick has begun: until then the last trick is the one on the table, and
        # the button showed it again, then cleared the table (a new user's "does nothing").
        self.last_trick_button.setEnabled(
            m.state is not None and bool(m.state.tricks) and bool(m.state.trick)
        )
        self._set_choices(m.choices() if m.state is not None else [])
        # The row of choices keeps its room from the deal's first card to its last declaration:
        # offered and gone again each time a card gave the user a declaration, it shrank and
        # grew the whole table (some 30 px at 1024 x 700). Jokers to bury show it only when
        # they are the user's to choose.
        reserved = m.state is not None and m.state.phase == "declare"
        self.choice_bar.setMinimumHeight(self._choice_row_height() if reserved else 0)
        self.choice_bar.setVisible(reserved or bool(self.choice_buttons))

    def _set_choices(self, actions: list[str]) -> None:
        """One button per decision that is not a card: rebuilt only when the choices change."""
        if [b.property("action") for b in self.choice_buttons] == actions:
            return
        for button in self.choice_buttons:  # hidden at once: deleted when the loop next runs,
            button.hide()  # they showed behind the new ones until then
            button.deleteLater()
        self.choice_buttons = []
        for action in actions:
            button = QPushButton(self._choice_label(action, self.model.state), self.choice_bar)
            button.setProperty("action", action)
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.installEventFilter(self._enter_clicks)  # Enter clicks it, as every bar button
            button.clicked.connect(lambda _=False, a=action: self.model.play(a))
            self.choice_buttons.append(button)
        self._wrap_choices()

    def _wrap_choices(self) -> None:
        """The choice buttons in rows as wide as the page, each button as wide as its words
        (a row keeps to the left, so no button is stretched)."""
        while (item := self.choice_rows.takeAt(0)) is not None:
            row = item.layout()
            while row.takeAt(0) is not None:  # frees the buttons' layout items; they stay
                pass
            row.deleteLater()
        margins = self.choice_rows.contentsMargins()
        room = self.width() - margins.left() - margins.right()
        line, used = None, 0
        for button in self.choice_buttons:
            width = button.sizeHint().width()
            if line is None or used + width > room:
                line, used = QHBoxLayout(), 0
                line.setSpacing(CHOICE_GAP)
                self.choice_rows.addLayout(line)
                line.setAlignment(Qt.AlignmentFlag.AlignLeft)
            line.addWidget(button)
            used += width + CHOICE_GAP

    def _choice_row_height(self) -> int:
        """One row of choice buttons with the bar's margins, as tall with no button in it."""
        margins = self.choice_rows.contentsMargins()
        return self.copies_button.sizeHint().height() + margins.top() + margins.bottom()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.choice_buttons:
            self._wrap_choices()

    def _choice_label(self, action: str, state) -> str:
        """A bar button's words with its key: P, G, or its number among the others."""
        kind, _, body = action.partition(":")
        numbered = [a for a in self.model.choices() if a not in ("pass", "jokers:0")]
        key = f" ({numbered.index(action) + 1})" if action in numbered and kind != "grab" else ""
        if kind == "pass":
            return tr("Pass (P)")
        if kind == "grab":
            return tr("Grab: show a Big Joker (G)")
        if kind == "declare":
            return tr("Declare {what}").format(what=text.shown_words(body)) + key
        if kind == "jokers":
            if body == "0":
                return tr("Keep my jokers (P)")
            if not observe_bottom(state, self.model.user_seat):
                # The cards they would take are the hidden bottom's: naming them showed the
                # user four of its six cards, whether or not a joker was then buried.
                return tr("Bury %n joker(s), take back the lowest", None, int(body)) + key
            takes = sorted(pickable(state.bottom), key=state.trumps.global_key)[: int(body)]
            return (
                tr("Bury %n joker(s), take {cards}", None, int(body)).format(
                    cards=text.card_words(" ".join(map(str, takes)))
                )
                + key
            )
        return action

    def hint_pieces(self, action: str) -> list[str]:
        """A hinted play's cards (the choice is the play). A bury or a return names one
        card of several, which the user may have chosen already: left as chosen."""
        kind, _, body = action.partition(":")
        return body.split() if kind == "play" else []

    def suggested_words(self) -> str:
        """A bury or a return is one card of several: the hint says which comes first (a new
        user read "Bury 6 cards" over a hint naming one, and Play hint buried that one)."""
        left = self.model.to_choose() if self.model.phase() in ("bury", "return") else 0
        if left > 1:
            return tr("Suggested first of {n}: {move} (expected {amount})").replace(
                "{n}", str(left)
            )
        return super().suggested_words()

    def prompt_text(self) -> str:
        return tr("The attackers need 120; the last trick doubles the bottom.")

    def move_words(self, action: str) -> str:
        return text.move_line(action, self.model.user_seat)

    def status_text(self) -> str:
        m = self.model
        state = m.state
        won = cycles_won(m.session.table, state.is_terminal())
        us, them = text.team_levels(state)
        return tr("Hand {n} · levels: us {us}, them {them} · cycles won {a}–{b}").format(
            n=m.session.hand_number,
            us=us,
            them=them,
            a=won[0],
            b=won[1],
        )
