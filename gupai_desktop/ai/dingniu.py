"""Ding Niu AI.

- "first": the first legal move, the highest tile first (a baseline for tests and benchmarks).
- "greedy": lays the tile with the most pips it can, never makes a SuanZhang it could avoid
  (losing one costs 12), keeps tiles it can still answer with, and when it cannot play lays
  face down its lowest tile.
- "strong": the generic search (ai/search, ISMCTS) with "greedy" playing every seat in its
  rollouts, rewarded in chips. It replaced the sampler below (`sampled_action`, still here for
  bench/dingniu.py, which measures the two against each other): for every legal move, deal the
  unseen tiles SAMPLES times and play each deal out with "greedy", taking the best mean payment.

The app runs "strong" in its worker processes from the true state (`search_options`); in-process
`act_state(state, seat, level)` searches the same way, and `act(observation, ...)` searches from
a state rebuilt out of the observation (`believed_state`). The same position always gets the
same answer (the search is seeded from what the seat sees).
"""

from __future__ import annotations

import hashlib
import random

from ..engine.dingniu.deck import DECK
from ..engine.dingniu.rules import PLAYERS, DingNiuRules
from ..engine.dingniu.state import DingNiuState, deal_unseen
from ..engine.dominoes import Tile, parse_tile
from .search.levels import SearchLevel, level_move, options, position_seed

LEVELS = {
    "first": "First legal move",
    "greedy": "Sheds its biggest tiles",
    "strong": "Best expected payment",
}
SEARCH_LEVELS = {"strong": SearchLevel(iterations=450)}
SAMPLES = 24


def _tile(action: str) -> Tile:
    return parse_tile(action.split(":", 1)[1].split("@")[0])


def same_move(state: DingNiuState, action: str) -> str:
    """The move as the review and the hint weigh it: a tile laid on the right end is the same
    move as on the left where both open ends show the same number (the layouts are mirror
    images, and no rule tells the ends apart)."""
    if action.endswith("@R"):
        ends = state.layout.ends
        if ends is not None and ends[0] == ends[1]:
            return action[:-1] + "L"
    return action


def first_action(legal) -> str:
    """The "first" baseline: tiles laid before tiles face down, the highest tile first, the left
    end first (the order it has always played in, whatever order the engine lists moves in)."""
    return min(legal, key=lambda a: (a.startswith("down:"), -_tile(a).hi, -_tile(a).lo, a))


def greedy_action(state: DingNiuState) -> str:
    legal = state.legal_actions()
    seat = state.turn
    plays = [a for a in legal if not a.startswith("down:")]
    if not plays:
        return min(legal, key=lambda a: (_tile(a).pips, a))
    if len(plays) == 1:
        return plays[0]
    if state.layout.empty:
        return max(plays, key=lambda a: (_lead_score(state, seat, _tile(a)), a))

    def score(action: str):
        tile = _tile(action)
        after = state.clone()
        after.apply(action)
        own_block = (
            after.suanzhang is not None and state.suanzhang is None and after.suanzhang.attributed
        )
        ends = after.layout.ends or ()
        answers = sum(1 for t in after.held[seat] if t.hi in ends or t.lo in ends)
        return (not own_block, tile.pips, answers, action)

    return max(plays, key=score)


def _lead_score(state: DingNiuState, seat: int, tile: Tile):
    """Lead a big tile whose pips the rest of the hand can follow."""
    rest = list(state.held[seat])
    rest.remove(tile)
    follow = sum(1 for t in rest if {t.hi, t.lo} & {tile.hi, tile.lo})
    return (tile.pips + 2 * follow,)


def believed_state(obs, rules: DingNiuRules, rng: random.Random) -> DingNiuState:
    """A full state consistent with what the seat sees: its own tiles, the layout, the counts,
    the public face-down turns; the unseen tiles dealt at random to the others."""
    state = DingNiuState(rules, obs.leader)
    state.dealt = True
    state.layout = obs.layout
    state.turn = obs.to_act
    state.passes = list(obs.passes)
    state.suanzhang = obs.suanzhang
    state.downs_in_a_row = obs.downs_in_a_row
    hidden = list(DECK)
    for t in obs.layout.tiles() + list(obs.tiles) + list(obs.own_face_down):
        hidden.remove(t)
    seat = obs.seat
    state.held = {s: [] for s in range(PLAYERS)}
    state.face_down = {s: [] for s in range(PLAYERS)}
    state.held[seat] = sorted(obs.tiles, reverse=True)
    state.face_down[seat] = list(obs.own_face_down)
    others = [s for s in range(PLAYERS) if s != seat]
    at = 0
    for s in others:  # a first deal with the right counts, which deal_unseen deals again
        held, down = obs.hand_counts[s], obs.face_down_counts[s]
        state.held[s] = hidden[at : at + held]
        state.face_down[s] = hidden[at + held : at + held + down]
        at += held + down
    deal_unseen(state, seat, hidden, rng)
    return state


def playout(state: DingNiuState) -> list[float]:
    while not state.is_terminal():
        state.apply(greedy_action(state))
    return state.returns()


def seed_for(obs) -> int:
    key = (
        f"{obs.seat}|{obs.layout.chain}|{sorted(map(str, obs.tiles))}|{obs.hand_counts}|"
        f"{obs.face_down_counts}|{obs.passes}"
    )
    return int.from_bytes(hashlib.sha256(key.encode()).digest()[:8], "big")


def sampled_action(obs, rules: DingNiuRules, samples: int = SAMPLES) -> str:
    """The strong level before the search: every move played out in the same SAMPLES deals."""
    legal = list(obs.legal)
    if len(legal) == 1:
        return legal[0]
    rng = random.Random(seed_for(obs))
    worlds = [believed_state(obs, rules, rng) for _ in range(samples)]
    totals = {a: 0.0 for a in legal}
    for world in worlds:
        for action in legal:
            trial = world.clone()
            trial.apply(action)
            totals[action] += playout(trial)[obs.seat]
    return max(legal, key=lambda a: (totals[a], a))


def act(obs, rules: DingNiuRules, level: str) -> str:
    """The action token for the observed seat (it must be that seat's turn)."""
    if obs.phase != "play" or obs.to_act != obs.seat or not obs.legal:
        raise ValueError("the Ding Niu AI acts only on its own turn")
    if level in SEARCH_LEVELS:
        if len(obs.legal) == 1:
            return obs.legal[0]
        believed = believed_state(obs, rules, random.Random(position_seed(obs)))
        return act_state(believed, obs.seat, level)
    if level == "first":
        return first_action(obs.legal)
    rng = random.Random(seed_for(obs))
    return greedy_action(believed_state(obs, rules, rng))


# -- the search levels -------------------------------------------------------------------------


def rollout_policy(state, rng) -> str:
    """The search's rollouts: every seat plays "greedy" (it reads only its own tiles)."""
    return greedy_action(state)


def reward_scale(rules: DingNiuRules) -> float:
    """The most a seat can win or lose in a hand: a SuanZhang's 12 (times the unit)."""
    return rules.most_a_hand_costs


def search_options(level: str, rules: DingNiuRules) -> dict | None:
    """The search's arguments for a level that searches (None for the others)."""
    found = SEARCH_LEVELS.get(level)
    return None if found is None else options(found, rollout_policy, reward_scale(rules))


def act_state(state: DingNiuState, seat: int, level: str, cancelled=lambda: False) -> str:
    """The move of `seat` (to act) at `level`, given the hand: a search level searches it (its
    worlds dealt by state.resample(seat)), any other plays from the seat's observation."""
    return level_move(state, seat, level, search_options, act, cancelled)
