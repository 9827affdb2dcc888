"""Every table animation goes through one Animator, so one speed setting governs them all."""
from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QPropertyAnimation, QTimer


class Animator(QObject):
    def __init__(self, speed: float = 1.0, parent: QObject | None = None):
        super().__init__(parent)
        self.speed = speed              # 0 = instant, 1 = normal, 2 = slow
        self._running: dict[int, QPropertyAnimation] = {}

    def duration(self, ms: int) -> int:
        return int(ms * self.speed)

    def move(self, item, pos: QPointF, ms: int = 250, delay_ms: int = 0) -> None:
        """Slide `item` (a QGraphicsObject) to `pos`; instant when the speed is 0."""
        key = id(item)
        old = self._running.pop(key, None)
        if old is not None:
            old.stop()
            old.deleteLater()
        duration = self.duration(ms)
        if duration <= 0:
            item.setPos(pos)
            return
        anim = QPropertyAnimation(item, b"pos", self)
        anim.setDuration(duration)
        anim.setEndValue(pos)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        anim.finished.connect(lambda k=key, a=anim: self._done(k, a))
        self._running[key] = anim
        delay = self.duration(delay_ms)
        if delay > 0:
            anim.setStartValue(item.pos())
            QTimer.singleShot(delay, anim, lambda a=anim, k=key: self._start(k, a))
        else:
            anim.start()

    def _start(self, key: int, anim: QPropertyAnimation) -> None:
        """Start a delayed slide unless a newer move of the same item replaced it."""
        if self._running.get(key) is anim:
            anim.start()

    def _done(self, key: int, anim: QPropertyAnimation) -> None:
        if self._running.get(key) is anim:
            del self._running[key]
        anim.deleteLater()

    def later(self, ms: int, callback) -> None:
        """Run `callback` after an animation-scaled pause (at once when instant)."""
        delay = self.duration(ms)
        if delay <= 0:
            callback()
        else:
            QTimer.singleShot(delay, self, callback)

    def busy(self) -> bool:
        return bool(self._running)

    def is_moving(self, item) -> bool:
        return id(item) in self._running

    def stop_all(self) -> None:
        for anim in list(self._running.values()):
            anim.stop()
        self._running.clear()
