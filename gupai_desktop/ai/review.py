"""The review of a finished hand: each decision the user made, the alternatives the AI weighed
with their estimated values, and what the choice cost against the best.

Values are the seat's expected return for the hand in chips, from the position of the decision.
A game's AI module supplies `weigh(observation, rules, chosen) -> (options, exact)` where its AI
evaluates every alternative itself (Pai Gow exactly; Da Ling and Chinese Poker with the models
their strongest level plays by); the other games are weighed by the generic search, whose
estimates carry their spread. The hint asks the same question of the position on the table, so
the two always agree. Plain Python: reviews run in worker processes and are stored as JSON.
"""

from __future__ import annotations

import math
from typing import Any, Iterator, NamedTuple

from ..engine import games
from . import bots

REVIEW_WORLDS = 128  # dealt worlds a searched decision is weighed in (a time limit too)
REVIEW_MS = 1500  # the time limit of one decision (None given: this one)
# Dealt worlds a decision is weighed in whatever the time limit (an estimate needs a spread): on a
# loaded machine Da Gunzi's moves were weighed in one world and shown as "(one playout)".
LEAST_WORLDS = 4
# A position the hint weighed is weighed again with the move played in the hint's own worlds,
# all of them: its time limit, so many times the usual one, only guards against a hang.
HINTED_MS_FACTOR = 5
WEIGH_ALL = 12  # up to this many legal moves, each is weighed, whatever the level narrows to


class Option(NamedTuple):
    action: str
    value: float  # expected chips for the hand
    spread: float | None = None  # the standard error of an estimate; None when exact
    samples: int | None = None  # the playouts behind an estimate; None when exact
    # The standard error of the best option's value less this one's, judged world by world
    # in the worlds both were played out in; None where not known (exact values, a model's).
    behind_error: float | None = None


class Decision(NamedTuple):
    move: int  # the index of the decision in the hand's actions
    chosen: str
    options: tuple[Option, ...]  # best first; the chosen one is among them
    exact: bool

    @property
    def best(self) -> Option:
        return self.options[0]

    @property
    def chosen_option(self) -> Option:
        return next(o for o in self.options if o.action == self.chosen)

    @property
    def error(self) -> float | None:
        """The standard error of the best estimate less the chosen one, from the worlds both
        were played out in (paired: far smaller than either estimate's own); None where it is
        not known (exact values, a model's estimates, a review stored before it was kept)."""
        return self.chosen_option.behind_error

    @property
    def within_error(self) -> bool:
        """The best estimate beats the chosen one by no more than their error: no cost that
        the estimates can tell (a new user was charged 0.33 levels for a bury weighed in three
        dealt worlds, "+0.33 ± 0.33" against 0.00)."""
        error = self.error
        return error is not None and self.chosen_option.value < self.best.value <= (
            self.chosen_option.value + error
        )

    @property
    def cost(self) -> float:
        """What the choice gave away against the best option, never below zero, and none
        where the estimates cannot tell the two apart (within_error)."""
        if self.within_error:
            return 0.0
        return max(0.0, self.best.value - self.chosen_option.value)


class Review(NamedTuple):
    game: str
    seat: int
    decisions: tuple[Decision, ...]

    @property
    def total_cost(self) -> float:
        return sum(d.cost for d in self.decisions)

    def to_json(self) -> dict:
        return {
            "game": self.game,
            "seat": self.seat,
            "decisions": [
                {
                    "move": d.move,
                    "chosen": d.chosen,
                    "exact": d.exact,
                    "options": [list(o) for o in d.options],
                }
                for d in self.decisions
            ],
        }

    @staticmethod
    def from_json(data: dict) -> "Review":
        """A stored review; ValueError (or KeyError/TypeError) when it is not one."""
        decisions = []
        for d in data["decisions"]:
            options = tuple(option_read(*o) for o in d["options"])
            decision = Decision(int(d["move"]), str(d["chosen"]), options, bool(d["exact"]))
            decision.chosen_option  # the chosen option must be there
            decisions.append(decision)
        return Review(games.canonical(str(data["game"])), int(data["seat"]), tuple(decisions))


def option_read(action, value, spread=None, samples=None, behind_error=None) -> Option:
    """An option as a file keeps it (a stored review, an autosaved hint); ValueError or
    TypeError for one no review could use: a value that is not a finite number (JSON files
    may say NaN), a field of the wrong kind."""
    return Option(
        str(action),
        _finite(value),
        None if spread is None else _finite(spread),
        None if samples is None else int(samples),
        None if behind_error is None else _finite(behind_error),
    )


def _finite(value) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"{value!r} is not a number")
    if not math.isfinite(value):
        raise ValueError(f"{value!r} is not a finite number")
    return float(value)


def ranked(options, chosen: str) -> tuple[Option, ...]:
    """Best first (ties: the chosen one, then by token, so a review is deterministic)."""
    return tuple(
        sorted(
            (Option(*o) for o in options), key=lambda o: (-o.value, o.action != chosen, o.action)
        )
    )


def decision_points(
    game_id: str, rules: Any, table: dict, actions: list[str], seat: int
) -> Iterator[tuple[int, Any, str]]:
    """(index, the state before the move, the move) for each move `seat` made with a choice."""
    state = games.get(game_id).new_hand(rules, dict(table))
    same = same_move(bots.module_for(game_id))
    for index, action in enumerate(actions):
        if state.current_player() == seat and _has_choice(state, same):
            yield index, state.clone(), action
        state.apply(action)


def same_move(module):
    """The game AI's `same_move(state, action)`, naming moves that are one move told two ways
    by one of them (Ding Niu's tile on either of two equal ends); None where it has none."""
    return getattr(module, "same_move", None)


def _has_choice(state, same=None) -> bool:
    """More than one legal move, told apart as the game's AI tells them (`same`: the module's
    same_move; a Ding Niu tile on either of two equal ends is one move). A game whose list
    holds representatives, as Chinese Poker's 13 cards with 72,072 settings, always has one."""
    if not getattr(state, "LISTS_EVERY_ACTION", True):
        return True
    legal = state.legal_actions()
    if same is None:
        return len(legal) != 1
    return len({same(state, action) for action in legal}) > 1


def options_of(
    game_id: str,
    state,
    seat: int,
    chosen: str | None = None,
    *,
    budget_ms: int | None = None,
    seed: int | None = None,
    worlds: int | None = None,
) -> tuple[tuple[Option, ...], bool]:
    """The moves open to `seat` with their values, best first, and whether they are exact.
    A searched position is seeded by its move number unless told otherwise, so the hint on
    the table and the review after the hand give the same numbers; `worlds`: exactly so many
    dealt worlds, the time limit set far off (the hint's own, to weigh one more move)."""
    module = bots.module_for(game_id)
    if hasattr(module, "weigh"):
        options, exact = module.weigh(state.observation(seat), state.rules, chosen)
    else:
        seed = len(state.history()) if seed is None else seed
        options = _searched(game_id, module, state, seat, budget_ms, seed, chosen, worlds)
        exact = False
    return ranked(options, chosen or ""), exact


def weigh(
    game_id: str,
    state,
    seat: int,
    chosen: str,
    *,
    move: int = -1,
    budget_ms: int | None = None,
    seed: int | None = None,
    worlds: int | None = None,
) -> Decision | None:
    """The options of one decision (`move`: its index in the hand's actions); None when the
    game's AI cannot weigh the move played."""
    options, exact = options_of(
        game_id, state, seat, chosen, budget_ms=budget_ms, seed=seed, worlds=worlds
    )
    if not any(o.action == chosen for o in options):
        return None
    return Decision(move, chosen, options, exact)


def _searched(
    game_id: str,
    module,
    state,
    seat: int,
    budget_ms: int | None,
    seed: int,
    chosen: str | None = None,
    worlds: int | None = None,
) -> list:
    """Every legal move's value by the generic search in its even-handed mode (perfect-
    information Monte Carlo: each move played out in the same dealt worlds), with the playouts
    of the game's strongest searching level, or random ones where no level searches; the mean
    and standard error of each move's playouts. Where that level compares a few candidate
    moves only (Da Gunzi's thousands of follows), the review weighs those and the move played."""
    from .pooled import level_search
    from .search import random_legal, search
    from .search.result import paired_stderr

    options: dict[str, Any] = next(
        (
            o
            for level in reversed(list(module.LEVELS))
            if (o := level_search(module, level, state.rules)) is not None
        ),
        {"policy": random_legal},
    )
    options = {k: v for k, v in options.items() if k in ("policy", "scale", "candidates")}
    narrow = options.get("candidates")
    distinct = _distinct(same_move(module), state, chosen)
    if narrow is not None or distinct is not None:
        options["candidates"] = _compared(narrow, chosen, distinct)
    result = search(
        state,
        seat,
        **options,
        mode="pimc",
        iterations=worlds or REVIEW_WORLDS,
        ms=(budget_ms or REVIEW_MS) * (1 if worlds is None else HINTED_MS_FACTOR),
        seed=seed,
        least=LEAST_WORLDS,
    )
    if not any(stats.visits for stats in result.stats.values()):
        # the only move (or the only one once moves told two ways are one): nothing to weigh
        return [(action, 0.0, None, 0) for action in result.stats]
    weighed = {action: stats for action, stats in result.stats.items() if stats.visits}
    best = max(weighed.values(), key=lambda stats: stats.mean)
    return [
        (action, stats.mean, stats.stderr, stats.visits, paired_stderr(best, stats))
        for action, stats in weighed.items()
    ]


def _distinct(same, state, chosen: str | None):
    """Where a game's AI tells moves apart (`same`: its module's same_move), the legal moves
    one of each: the one played, else the one the game names it by (Small Mahjong's win, not
    the take that leads to it), else the first. A Ding Niu tile on either of two equal open
    ends is one move (mirror images): weighed apart, the noise of their playouts told them
    apart, and the review charged a new user 0.23 chips for the side the table had chosen."""
    if same is None:
        return None

    def distinct(legal: list[str]) -> list[str]:
        kept: dict[str, str] = {}
        for action in legal:
            key = same(state, action)
            if key not in kept or action == chosen or (action == key and kept[key] != chosen):
                kept[key] = action
        return list(kept.values())

    return distinct


def _compared(narrow, chosen: str | None, distinct=None):
    """The moves a review or hint weighs: one of each (`distinct`), and where a level narrows
    its search, every move where there are few, else the level's candidates and the move
    played. Where that leaves one move (the level's single card to bury or give back among
    thirty), every move: one move alone left the hint nothing to compare and the review no
    decision."""

    def candidates(world, legal: list[str]) -> list[str]:
        moves = distinct(legal) if distinct is not None else legal
        if narrow is None or len(moves) <= WEIGH_ALL:
            return moves
        played = [chosen] if chosen in moves else []
        found = list(dict.fromkeys([*narrow(world, moves), *played]))
        return found if len(found) > 1 else moves

    return candidates


class ReviewJob(NamedTuple):
    """A hand's review as a job for the AI's worker processes (ai/pool.py): plain data in,
    a Review out."""

    game: str
    rules: dict
    table: dict
    actions: list
    seat: int
    hinted: dict | None = None  # (options, exact) by move number: what the hint showed there

    def __call__(self, cancelled=lambda: False) -> Review:
        return review_hand(
            self.game, self.rules, self.table, self.actions, self.seat, hinted=self.hinted
        )


def review_hand(
    game_id: str,
    rules_dict: dict,
    table: dict,
    actions: list[str],
    seat: int,
    *,
    budget_ms: int | None = None,
    hinted: dict | None = None,
) -> Review:
    """Every decision of `seat` in a recorded hand, weighed (arguments are plain data, so the
    job can be sent to a worker process). A position the hint weighed, `hinted[move]` =
    (options, exact), keeps the hint's numbers when the move played is among them; a move the
    hint did not weigh (one outside a level's candidates) has the position weighed again in
    the hint's own dealt worlds, so the hint's moves keep its numbers there too (pimc.py): a
    user was told a move was 0.24 better, then charged 0.80 for not playing it."""
    spec = games.get(game_id)
    rules = spec.rules_from_dict(rules_dict)
    same = same_move(bots.module_for(game_id))
    decisions = []
    for index, state, action in decision_points(spec.id, rules, table, actions, seat):
        options, exact = (hinted or {}).get(index, ((), False))
        if same is not None:  # the hint named the move played another way (the other end)
            key = same(state, action)
            options = [
                Option(action, *o[1:]) if o[0] != action and same(state, o[0]) == key else o
                for o in options
            ]
        worlds = max((o.samples or 0 for o in options), default=0) or None
        decision: Decision | None = (
            Decision(index, action, ranked(options, action), exact)
            if any(o.action == action for o in options)
            else weigh(spec.id, state, seat, action, move=index, budget_ms=budget_ms, worlds=worlds)
        )
        if decision is not None:
            decisions.append(decision)
    return Review(spec.id, seat, tuple(decisions))


class WeighJob(NamedTuple):
    """The hint's question for the worker processes: the options of the position on the
    table, worked out as the review will (options_of)."""

    game: str
    state: Any
    seat: int

    def __call__(self, cancelled=lambda: False) -> tuple[tuple[Option, ...], bool]:
        return options_of(self.game, self.state, self.seat)
