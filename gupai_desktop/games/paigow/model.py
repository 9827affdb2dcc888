"""The Pai Gow table model: wraps a Session and the current hand's State for the UI.

It keeps the user's *draft* arrangement (four slots: two for the low hand, two for the high)
while tiles are dragged around; Confirm commits it as one engine action. AI settings are
computed off the GUI thread as soon as the tiles are dealt; answers for an old hand are dropped.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ...engine.core import replay
from ...engine.dominoes import Tile, parse_tile
from ...engine.paigow.hands import HandValue, evaluate
from ...engine.paigow.rules import HOUSE, USER, PaiGowRules
from ...engine.paigow.settings import Setting, settings_of
from ...engine.paigow.state import PaiGowState
from ...engine.session import Session

if TYPE_CHECKING:
    from ...ai import paigow as ai


@dataclass(frozen=True)
class Hint:
    tiles: tuple[Tile, ...]
    optimal: ai.SettingEV
    house: ai.SettingEV
    all: tuple[ai.SettingEV, ...]


class PaiGowModel(QObject):
    changed = Signal()        # draft, phase or AI status changed
    dealt = Signal()          # a new hand is on the table
    revealed = Signal()       # every setting is in; the hand is scored
    hint_ready = Signal(object)
    failed = Signal(str)

    def __init__(self, runner, store=None, parent: QObject | None = None):
        super().__init__(parent)
        self.runner = runner
        self.store = store
        self.session: Session | None = None
        self.state: PaiGowState | None = None
        self.level = "optimal"
        self.draft: list[Tile] = []
        self.ai_settings: dict[int, str] = {}
        self.user_setting: Setting | None = None
        self._undo: list[list[Tile]] = []
        self.runner.failed.connect(self.failed)

    # -- session and hands ----------------------------------------------------------
    @property
    def rules(self) -> PaiGowRules:
        return self.session.rules

    def new_session(self, rules: PaiGowRules, level: str, seed: int | None = None) -> None:
        self.runner.bump()
        self.level = level
        seed = random.SystemRandom().randrange(2 ** 63) if seed is None else seed
        self.session = Session.start("paigow", rules, seed)
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
        tiles = list(self.state.hands[USER])
        if draft and sorted(str(t) for t in tiles) == sorted(draft):
            tiles = [parse_tile(t) for t in draft]
        self.draft = tiles
        self._undo.clear()
        self.ai_settings = {}
        self.user_setting = None
        self._order_hands()
        self._autosave()
        self.dealt.emit()
        self.changed.emit()
        self._start_ai()  # last: laying out the deal must not share the GIL with the AI

    def _start_ai(self) -> None:
        state, rules, level = self.state, self.rules, self.level
        seats = [s for s in range(rules.seats) if s != USER]

        def work():
            from ...ai import paigow as ai  # numpy: loaded by the worker, not the first Play click
            return {s: ai.act(state.observation(s), rules, "house" if s == HOUSE else level)
                    for s in seats}

        self.runner.submit(work, self._ai_done)

    def _ai_done(self, settings: dict[int, str]) -> None:
        self.ai_settings = settings
        self.changed.emit()
        if self.user_setting is not None:
            self._finish()

    @property
    def ai_ready(self) -> bool:
        return len(self.ai_settings) == self.rules.seats - 1

    # -- the draft --------------------------------------------------------------------
    def can_arrange(self) -> bool:
        return self.state is not None and self.user_setting is None and \
            not self.state.is_terminal()

    def hands(self) -> tuple[tuple[Tile, Tile], tuple[Tile, Tile]]:
        d = self.draft
        return (d[0], d[1]), (d[2], d[3])

    def values(self) -> tuple[HandValue, HandValue]:
        low, high = self.hands()
        return evaluate(*low), evaluate(*high)

    def draft_setting(self) -> Setting:
        low, high = self.hands()
        return Setting.of(low, high)

    def _order_hands(self) -> bool:
        """High and low order themselves: the better hand always sits in the high slots."""
        low, high = self.values()
        if low.key > high.key:
            self.draft = self.draft[2:] + self.draft[:2]
            return True
        return False

    def swap(self, i: int, j: int) -> None:
        if not self.can_arrange() or i == j or not (0 <= i < 4 and 0 <= j < 4):
            return
        self._undo.append(list(self.draft))
        self.draft[i], self.draft[j] = self.draft[j], self.draft[i]
        self._order_hands()
        self._autosave()
        self.changed.emit()

    def apply_setting(self, setting: Setting) -> None:
        """Lay the tiles out as `setting` (from the hint or a number key)."""
        if not self.can_arrange():
            return
        self._undo.append(list(self.draft))
        self.draft = list(setting.low) + list(setting.high)
        self._autosave()
        self.changed.emit()

    def can_undo(self) -> bool:
        return bool(self._undo) and self.can_arrange()

    def undo(self) -> bool:
        if not self._undo or not self.can_arrange():
            return False
        self.draft = self._undo.pop()
        self._autosave()
        self.changed.emit()
        return True

    def settings(self) -> list[Setting]:
        return settings_of(self.state.hands[USER]) if self.state else []

    # -- hint, confirm, results ---------------------------------------------------------
    def request_hint(self) -> None:
        if self.state is None:
            return
        tiles = tuple(self.state.hands[USER])
        banking = self.state.banker == USER
        rules = self.rules

        def work():
            from ...ai import paigow as ai
            evs = ai.expected_values(tiles, banking=banking, commission=rules.commission,
                                     house_way=rules.house_way)
            house = ai.house_setting(tiles, rules.house_way)
            best = max(evs, key=lambda e: e.ev)
            house_ev = next(e for e in evs if e.setting == house)
            return Hint(tiles, best, house_ev, tuple(evs))

        self.runner.submit(work, self.hint_ready.emit)

    def confirm(self) -> bool:
        if not self.can_arrange():
            return False
        self.user_setting = self.draft_setting()
        self.changed.emit()
        if self.ai_ready:
            self._finish()
        return True

    def _finish(self) -> None:
        state = self.state
        while not state.is_terminal():
            seat = state.current_player()
            action = "set:" + self.user_setting.token() if seat == USER else self.ai_settings[seat]
            state.apply(action)
        if self.store:
            self.store.hand_finished(self.session, state, self.seats_info(), USER)
        self.session.finish(state)
        self.revealed.emit()
        self.changed.emit()

    def seats_info(self) -> list[dict]:
        names = self.session.spec.seat_names(self.rules)
        info = []
        for seat, name in enumerate(names):
            if seat == USER:
                info.append({"seat": seat, "name": name, "kind": "human", "level": ""})
            else:
                level = "house" if seat == HOUSE else self.level
                info.append({"seat": seat, "name": name, "kind": "ai", "level": level})
        return info

    def _autosave(self) -> None:
        if self.store and self.state is not None and not self.state.is_terminal():
            self.store.autosave(self.session, self.state.history(),
                                [str(t) for t in self.draft], {"level": self.level})

    def shutdown(self) -> None:
        self.runner.shutdown()
