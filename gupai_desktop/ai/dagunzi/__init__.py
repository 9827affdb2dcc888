"""Da Gunzi AI.

- "first": the first legal move (a baseline for tests and benchmarks).
- "easy": the rule bot without judgment: the cheapest legal cards, no feeding, no joker bets.
- "normal": the rule bot (rulebot.py): declares long suits, buries low plain cards and bets
  jokers only with a strong trump holding, feeds a partner who is winning, takes tricks worth
  points, sheds cheaply, and fights for the last trick (the bottom).
- "strong": the generic search (ai/search, ISMCTS) over the play phase, "normal" playing every
  seat in its rollouts, comparing a few candidate plays (search.py); "normal" decides the other
  phases and the obvious plays.

The app runs "strong" in its worker processes from the true state (`search_options`);
in-process `act_state(state, seat, level)` searches the same way, and `act(observation, ...)`
searches from a hand rebuilt out of the observation (`believed_state`).
"""

from __future__ import annotations

import random

from ..search.levels import SearchLevel, level_move, options, position_seed
from .believed import believed_state
from .memory import View
from .rulebot import decide
from .search import candidates

LEVELS = {
    "first": "First legal move",
    "easy": "Plays the cheapest legal cards",
    "normal": "Plays by the rules of thumb",
    "strong": "Plays the hand out ahead",
}
SEARCH_LEVELS = {"strong": SearchLevel(iterations=100)}
RETURN_SCALE = 2.0  # a usual hand's return: a level or two either way

__all__ = [
    "LEVELS",
    "SEARCH_LEVELS",
    "act",
    "act_state",
    "believed_state",
    "candidates",
    "reward_scale",
    "rollout_policy",
    "search_options",
]


def act(obs, rules, level: str) -> str:
    """The action token for the observed seat (it must be that seat's turn)."""
    if obs.to_act != obs.seat or not obs.legal:
        raise ValueError("the Da Gunzi AI acts only on its own turn")
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}")
    legal = obs.legal
    if len(legal) == 1 or level == "first":
        return legal[0]
    if level in SEARCH_LEVELS and obs.phase == "play":
        believed = believed_state(obs, rules, random.Random(position_seed(obs)))
        return act_state(believed, obs.seat, level)
    move = decide(View.from_observation(obs, rules), "easy" if level == "easy" else "normal")
    return move if move in legal else legal[0]


def rollout_policy(state, rng) -> str:
    """The search's rollouts: every seat plays "normal" from its own view of the world."""
    return decide(View.from_state(state, state.current_player()), "normal")


def reward_scale(rules) -> float:
    """The size of a hand's usual return (a level or two); a cycle's end can bring more."""
    return RETURN_SCALE


def search_options(level: str, rules) -> dict | None:
    """The search's arguments for a level that searches (None for the others)."""
    found = SEARCH_LEVELS.get(level)
    if found is None:
        return None
    return {**options(found, rollout_policy, reward_scale(rules)), "candidates": candidates}


def act_state(state, seat: int, level: str, cancelled=lambda: False) -> str:
    """The move of `seat` (to act) at `level`, given the hand: a search level searches it (its
    worlds dealt by state.resample(seat)), any other plays from the seat's observation."""
    return level_move(state, seat, level, search_options, act, cancelled)
