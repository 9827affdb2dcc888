"""An AI seat's move, asked off the GUI thread, that always comes and is always legal.

The seat's bot is asked at its level. When a level raises, answers a move the rules refuse or
does not answer within the runner's budget, the seat asks the game's simplest level (the rule
bot) instead, then falls back on the first legal move; and what failed is not asked again this
session (Trust). Each level is asked at most once a move, so a broken bot costs one fallback,
never a retry loop, and is found out once: the model logs the story once and tells the user once.
A level that searches runs in the runner's worker processes (ai/pooled.py), any other in the
thread; the hint asks the same way (`move`). This module holds no Qt: `think` runs in a worker
thread.
"""

from __future__ import annotations

import threading
import traceback
from dataclasses import dataclass, field
from typing import Callable

RAISED, ILLEGAL, TIMEOUT = "raised", "illegal", "timeout"


@dataclass(frozen=True)
class Failure:
    level: str
    kind: str  # RAISED, ILLEGAL or TIMEOUT
    detail: str  # the traceback, the refused move and why, or the budget

    def short(self) -> str:
        """The gist for the user: the exception's last line, or the detail's first."""
        lines = self.detail.strip().splitlines() or [""]
        return lines[-1] if self.kind == RAISED else lines[0]


class Trust:
    """How far one session's bot is still trusted; shared with worker threads. Once a level
    fails, every seat plays the simplest level (the rule bot); once that fails too, the first
    legal move. A broken bot is found out once, not once a seat or once a move."""

    def __init__(self):
        self._lock = threading.Lock()
        self._rule: str | None = None  # the game's simplest level, once a worker has seen it
        self._rule_only = False
        self._none = False

    def plan(self, level: str, levels) -> list[str]:
        """The levels to ask, in order: the seat's own, then the game's simplest."""
        with self._lock:
            self._rule = rule = next(iter(levels))
            if self._none:
                return []
            return [rule] if self._rule_only else list(dict.fromkeys((level, rule)))

    def nothing_left(self) -> bool:
        with self._lock:
            return self._none

    def withdraw(self, level: str | None) -> None:
        """This level failed (None: the bot failed before any level was asked)."""
        with self._lock:
            if level is None or level == self._rule:
                self._none = True
            else:
                self._rule_only = True


class Attempt:
    """One question to the bot. The worker notes the level it is asking, so that when the
    answer is late the GUI thread knows which level hung."""

    def __init__(self):
        self.level: str | None = None


@dataclass
class Answer:
    action: str | None  # None: no level is left to ask
    level: str | None  # the level that chose it
    failures: list[Failure] = field(default_factory=list)


def think(
    game_id: str,
    observation,
    rules,
    level: str,
    trust: Trust,
    attempt: Attempt,
    *,
    state=None,
    pool=None,
    cancelled: Callable[[], bool] = lambda: False,
) -> Answer:
    """Run off the GUI thread: the move of the first trusted level that answers at all (the
    caller judges whether the rules allow it). `state` is the hand with the seat to act, for
    a level that searches in `pool`; once `cancelled()` the answer is no longer wanted."""
    if trust.nothing_left():
        return Answer(None, None)
    try:
        from ..ai import bots  # numpy and friends load in the worker, not on a click
        from ..ai.pool import Cancelled

        module = bots.module_for(game_id)
        plan = trust.plan(level, module.LEVELS)
    except Exception:
        trust.withdraw(None)
        return Answer(None, None, [Failure(level, RAISED, traceback.format_exc())])
    failures: list[Failure] = []
    for lv in plan:
        attempt.level = lv
        try:
            return Answer(
                move(
                    game_id,
                    module,
                    observation,
                    rules,
                    lv,
                    state=state,
                    pool=pool,
                    cancelled=cancelled,
                ),
                lv,
                failures,
            )
        except Cancelled:  # nobody waits for this answer: it is no failure of the bot
            return Answer(None, None, failures)
        except Exception:
            trust.withdraw(lv)
            failures.append(Failure(lv, RAISED, traceback.format_exc()))
    return Answer(None, None, failures)


def move(
    game_id: str,
    module,
    observation,
    rules,
    level: str,
    *,
    state=None,
    pool=None,
    cancelled: Callable[[], bool] = lambda: False,
) -> str:
    """A level's move. A level that searches runs in the worker processes when the hand and a
    pool are at hand; any other level (or without them) runs here, from the observation. The
    seed comes from what the seat sees, so a position always gets the same search."""
    from ..ai import pooled
    from ..ai.search.levels import position_seed

    options = None if pool is None or state is None else pooled.level_search(module, level, rules)
    if options is None:
        return module.act(observation, rules, level)
    return pooled.pooled_search(
        pool,
        state,
        state.current_player(),
        seed=position_seed(observation),
        cancelled=cancelled,
        level=(game_id, level),
        **options,
    ).best_action()


def prepare(game_id: str, rules, level: str, pool) -> None:
    """Off the GUI thread, as a game starts: load the AI and, if the level searches, start the
    worker processes, so that the first search does not wait for them."""
    from ..ai import bots, pooled

    if pooled.level_search(bots.module_for(game_id), level, rules) is not None:
        pool.start()
