"""An AI seat's move, asked off the GUI thread, that always comes and is always legal.

The seat's bot is asked at its level. When a level raises, answers a move the rules refuse or
does not answer within the runner's budget, the seat asks the game's simplest level (the rule
bot) instead, then falls back on the first legal move; and what failed is not asked again this
session (Trust). Each level is asked at most once a move, so a broken bot costs one fallback,
never a retry loop, and is found out once: the model logs the story once and tells the user once.
This module holds no Qt: `think` runs in a worker thread.
"""
from __future__ import annotations

import threading
import traceback
from dataclasses import dataclass, field

RAISED, ILLEGAL, TIMEOUT = "raised", "illegal", "timeout"


@dataclass(frozen=True)
class Failure:
    level: str
    kind: str           # RAISED, ILLEGAL or TIMEOUT
    detail: str         # the traceback, the refused move and why, or the budget

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
        self._rule: str | None = None       # the game's simplest level, once a worker has seen it
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
    action: str | None          # None: no level is left to ask
    level: str | None           # the level that chose it
    failures: list[Failure] = field(default_factory=list)


def think(game_id: str, observation, rules, level: str, trust: Trust,
          attempt: Attempt) -> Answer:
    """Run off the GUI thread: the move of the first trusted level that answers at all (the
    caller judges whether the rules allow it)."""
    if trust.nothing_left():
        return Answer(None, None)
    try:
        from ..ai import bots  # numpy and friends load in the worker, not on a click
        module = bots.module_for(game_id)
        plan = trust.plan(level, module.LEVELS)
    except Exception:
        trust.withdraw(None)
        return Answer(None, None, [Failure(level, RAISED, traceback.format_exc())])
    failures: list[Failure] = []
    for lv in plan:
        attempt.level = lv
        try:
            return Answer(module.act(observation, rules, lv), lv, failures)
        except Exception:
            trust.withdraw(lv)
            failures.append(Failure(lv, RAISED, traceback.format_exc()))
    return Answer(None, None, failures)
