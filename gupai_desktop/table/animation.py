"""Every table animation goes through one Animator, so one speed setting governs them all."""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QPointF,
    QPropertyAnimation,
    QTimer,
)

# A wait for the table to settle never outlasts this (a slide whose item was deleted mid-way
# could otherwise hold up the next move for good).
SETTLE_LIMIT_MS = 3000


class Animator(QObject):
    def __init__(self, speed: float = 1.0, parent: QObject | None = None):
        super().__init__(parent)
        self.speed = speed  # 0 = instant, 1 = normal, 2 = slow
        self._running: dict[int, QPropertyAnimation] = {}
        self._waiting: list[tuple[int, object]] = []
        self._waits = 0  # which wait a time limit belongs to

    def duration(self, ms: int) -> int:
        return int(ms * self.speed)

    def move(self, item, pos: QPointF, ms: int = 250, delay_ms: int = 0) -> None:
        """Slide `item` (a QGraphicsObject) to `pos`; instant when the speed is 0."""
        key = id(item)
        old = self._running.pop(key, None)
        duration = self.duration(ms)
        if duration <= 0:
            self._drop(old)
            item.setPos(pos)
            self._settle()
            return
        anim = QPropertyAnimation(item, b"pos", self)
        anim.setDuration(duration)
        anim.setEndValue(pos)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        # Stopped, finished, or its item deleted under it: it no longer holds the table up.
        anim.stateChanged.connect(
            lambda new, _old, k=key, a=anim: (
                new == QAbstractAnimation.State.Stopped and self._done(k, a)
            )
        )
        self._running[key] = anim
        self._drop(old)  # after the new slide is in: the table is not settled yet
        delay = self.duration(delay_ms)
        if delay > 0:
            anim.setStartValue(item.pos())
            QTimer.singleShot(delay, anim, lambda a=anim, k=key: self._start(k, a))
        else:
            anim.start()

    @staticmethod
    def _drop(anim: QPropertyAnimation | None) -> None:
        if anim is not None:
            anim.stop()
            anim.deleteLater()

    def _start(self, key: int, anim: QPropertyAnimation) -> None:
        """Start a delayed slide unless a newer move of the same item replaced it."""
        if self._running.get(key) is anim:
            anim.start()

    def _done(self, key: int, anim: QPropertyAnimation) -> None:
        if self._running.get(key) is anim:
            del self._running[key]
            anim.deleteLater()
        self._settle()

    def later(self, ms: int, callback) -> None:
        """Run `callback` after an animation-scaled pause (at once when instant)."""
        delay = self.duration(ms)
        if delay <= 0:
            callback()
        else:
            QTimer.singleShot(delay, self, callback)

    def settled(self, ms: int, callback) -> None:
        """Run `callback` once every slide on the table has ended, after a pause of `ms` at
        normal speed, scaled by the speed setting (none when instant): how a turn game paces
        its AI players, so each move is seen to land before the next one starts."""
        if self._running:
            self._waiting.append((ms, callback))
            if len(self._waiting) == 1:
                wait = self._waits
                QTimer.singleShot(
                    SETTLE_LIMIT_MS, self, lambda: wait == self._waits and self._release()
                )
            return
        self.later(ms, callback)

    def _settle(self) -> None:
        if not self._running and self._waiting:
            self._release()

    def _release(self) -> None:
        waiting, self._waiting = self._waiting, []
        self._waits += 1
        for ms, callback in waiting:
            self.later(ms, callback)

    def busy(self) -> bool:
        return bool(self._running)

    def is_moving(self, item) -> bool:
        return id(item) in self._running

    def retarget(self, item, pos: QPointF, start: QPointF | None = None) -> None:
        """A slide in progress goes from `start` (if given) to `pos` instead: the table was laid
        out anew under it. A slide still waiting for its delay waits at `start`."""
        anim = self._running.get(id(item))
        if anim is None:
            return
        if start is not None:
            anim.setStartValue(start)
            if anim.state() != QAbstractAnimation.State.Running:
                item.setPos(start)
        anim.setEndValue(pos)

    def stop_all(self) -> None:
        running, self._running = list(self._running.values()), {}
        for anim in running:
            self._drop(anim)
        self._settle()
