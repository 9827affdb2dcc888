"""Reviews of finished hands, worked out off the GUI thread while the table stays in use.

A page announces each hand it has recorded (bus.hand_recorded); the reviewer weighs the user's
decisions (ai/review.py), stores the review beside the record (records/reviews.py) and tells
the pages (bus.review_ready). It has its own runner, so a new hand never cancels the last one's
review, and the review itself runs in the AI's worker processes, beside no GUI thread.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from ..base.i18n import tr
from .workers import AiRunner

REVIEW_BUDGET_S = 120.0  # a whole hand of searched decisions, on a slow machine


class Reviewer(QObject):
    def __init__(self, bus, store, parent: QObject | None = None, share=None):
        """share: the AI runner whose worker processes the reviews run in."""
        super().__init__(parent)
        self.bus, self.store = bus, store
        self.runner = AiRunner(self, share)
        self.runner.budget_s = REVIEW_BUDGET_S
        bus.hand_recorded.connect(self.review)

    def review(self, record: dict, seat: int, record_path: str, hinted: dict | None = None) -> None:
        """`hinted`: the hints the hand showed, (options, exact) by move number, which the
        review takes as they were."""
        from ..ai.review import ReviewJob

        job = ReviewJob(
            record["game"],
            record["variant"],
            record["table"],
            list(record["actions"]),
            seat,
            dict(hinted or {}),
        )
        key = (record["session"]["id"], record["session"]["hand"])

        def work():
            return self.runner.processes.run([job], background=True)[0]

        def done(review) -> None:
            from ..records import reviews

            try:
                reviews.append(record_path, key[0], key[1], review)
            except OSError as exc:  # the review still shows; only its copy is lost
                self.bus.status.emit(tr("The review could not be saved: {error}").format(error=exc))
            self.bus.review_ready.emit(key[0], key[1], review)

        def failed(why: str) -> None:
            self.bus.review_failed.emit(key[0], key[1], why)

        self.runner.submit(
            work,
            done,
            on_error=lambda error: failed(error.strip().splitlines()[-1]),
            on_timeout=lambda: failed(
                tr("no answer within {seconds:g} s").format(seconds=REVIEW_BUDGET_S)
            ),
        )

    def shutdown(self) -> None:
        self.runner.shutdown(500)
