"""A page's side of the hand review: it announces each recorded hand, follows that hand's
review as the reviewer works it out, keeps the scoring window's Review button in step, and opens
the review (dialogs/review.py) in the game's own words."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt

from ..base.i18n import tr
from ..dialogs.common import show_in_front


class ReviewLink(QObject):
    def __init__(self, page, bus, store):
        super().__init__(page)
        self.page, self.bus, self.store = page, bus, store
        self.key: tuple[str, int] | None = None  # (session id, hand) of the last hand
        self.record: dict | None = None  # that hand, for what lay on the table at each decision
        self.review = None
        self.state, self.why = "none", ""
        bus.review_ready.connect(self._ready)
        bus.review_failed.connect(self._failed)

    def hand_recorded(self, seat: int) -> None:
        """The page's hand was just recorded: have it reviewed."""
        record = self.store.last_record if self.store is not None else None
        if record is None or self.store.record_path is None:
            # not recorded (the data folder could not be written): nothing to review, and
            # never the hand before it
            self.key, self.review, self.state, self.why = None, None, "none", ""
            self.record = None
            return
        self.key = (record["session"]["id"], record["session"]["hand"])
        self.record = record
        self.review, self.state = None, "working"
        hinted = dict(self.page.model.hinted)
        self.bus.hand_recorded.emit(record, seat, str(self.store.record_path), hinted)

    def forget(self) -> None:
        """A new game: no hand of it finished yet (its review, still worked out, is ignored)."""
        self.key, self.review, self.state, self.why = None, None, "none", ""
        self.record = None

    def has_hand(self) -> bool:
        """A hand of this table was recorded, so there is a review to show or to wait for."""
        return self.state != "none"

    def attach(self, scoring) -> None:
        """A scoring window shows the state of this hand's review and opens it."""
        scoring.set_review_state(self.state if self.state != "none" else "failed", self.why)
        scoring.review_requested.connect(self.show)

    def _ready(self, session_id: str, hand: int, review) -> None:
        if (session_id, hand) == self.key:
            self.review, self.state = review, "ready"
            self._update()

    def _failed(self, session_id: str, hand: int, why: str) -> None:
        if (session_id, hand) == self.key:
            self.state, self.why = "failed", why
            self._update()

    def _update(self) -> None:
        scoring = self.page.scoring
        if scoring is not None:
            scoring.set_review_state(self.state, self.why)

    def show(self):
        """Open the last hand's review when it is ready; until then say why not on the status
        line (the menu's Review last hand did nothing, without a word)."""
        if self.review is None:
            self.bus.status.emit(
                {
                    "none": tr("No hand has been finished at this table yet."),
                    "working": tr("The last hand's review is still being worked out."),
                }.get(self.state)
                or tr("The last hand could not be reviewed: {why}").format(why=self.why)
            )
            return None
        from ..dialogs.review import ReviewDialog, review_situation
        from .replay_views import replay_view

        dialog = ReviewDialog(
            self.review,
            self.page.describe_move,
            lambda hand=self.key[1]: tr("Review of hand {n}").format(n=hand),
            self.page,
            situation=review_situation(self.record, replay_view(self.page.game_id)),
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # one hand's states each
        show_in_front(dialog, self.page.view)
        return dialog
