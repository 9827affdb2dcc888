"""Small Mahjong AI.

- "first": the first legal move in a fixed order: a win, a take, a pass, then a discard of the
  highest tile (a baseline for tests and benchmarks).
- "greedy": always declares a win; takes a discard for the best triplet it may; otherwise
  passes. It discards the tile whose loss leaves the most winning tiles still unseen (each
  weighted by what the win would score), then the most ways to make a first triplet.
- "strong": the generic search (ai/search, ISMCTS) with "greedy" playing every seat in its
  rollouts, rewarded in chips (rewarding a won hand alone, or searching by PIMC, measured no
  better; bench/smallmahjong_strength.py has its figures).

The app runs "strong" in its worker processes from the true state (`search_options`); in-process
`act_state(state, seat, level)` searches the same way, and `act(observation, ...)` searches from
a state rebuilt out of the observation (`believed_state`), so every caller can play every level.
"""

from __future__ import annotations

import random
from collections import Counter
from functools import lru_cache
from itertools import combinations

from ..engine.dominoes import ALL_KINDS, FULL_SET, Tile, parse_tiles
from ..engine.smallmahjong.state import SmallMahjongState
from ..engine.smallmahjong.triplets import POINTS, bit, kind_of, points_by_bits
from .search.levels import SearchLevel, level_move, options, position_seed

LEVELS = {
    "first": "First legal move",
    "greedy": "Keeps the most ways to win",
    "strong": "Plays the hand out ahead",
}
SEARCH_LEVELS = {"strong": SearchLevel(iterations=300)}
FIRST_ORDER = ("win", "take", "pass", "discard")


def unseen(obs) -> Counter:
    """Tiles this seat cannot see: the set less its hand, every face-up triplet and every
    discard."""
    left = Counter(FULL_SET)
    seen = list(obs.tiles) + [t for e in obs.exposed if e for t in e] + [t for _, t in obs.discards]
    left.subtract(seen)
    return +left


def win_value(concealed: list[Tile], exposed, pool: Counter) -> float:
    """Unseen tiles that would complete a win, each weighted by the win's points."""
    table = _win_points(tuple(sorted(concealed)), exposed)
    return float(sum(pool[tile] * points for tile, points in table))


def triplet_chances(concealed: list[Tile], pool: Counter) -> float:
    """Ways two of the tiles and an unseen one make a triplet, weighted by its points."""
    table = _triplet_points(tuple(sorted(concealed)))
    return float(sum(pool[tile] * points for tile, points in table))


# Points of three kinds by the sum of their digits (the rules' table): the greedy bot is the
# search's rollout, and a lookup is some twenty times quicker than classifying.
TRIPLET_POINTS = points_by_bits()
SPLITS = tuple(
    ((0, i, j), tuple(k for k in range(1, 6) if k not in (i, j)))
    for i, j in combinations(range(1, 6), 2)
)  # six tiles into two threes, once


def hand_points(bits: tuple[int, ...], exposed: int | None) -> int:
    """What six tiles (as bits; three with a triplet face up) score as a win, 0 if none."""
    if exposed is not None:
        concealed = TRIPLET_POINTS.get(sum(bits), 0)
        return concealed and concealed + TRIPLET_POINTS[exposed]
    best = 0
    for (i, j, k), (x, y, z) in SPLITS:
        one = TRIPLET_POINTS.get(bits[i] + bits[j] + bits[k], 0)
        two = one and TRIPLET_POINTS.get(bits[x] + bits[y] + bits[z], 0)
        if two and one + two > best:
            best = one + two
    return best


# Both tables depend on the hand only, not on what is unseen, so a hand met again costs a lookup.
@lru_cache(maxsize=1 << 16)
def _win_points(concealed: tuple[Tile, ...], exposed) -> tuple[tuple[Tile, int], ...]:
    """(tile, points of the win it completes) for every kind that completes one."""
    bits = tuple(bit(t) for t in concealed)
    face_up = None if exposed is None else sum(bit(t) for t in exposed)
    out = []
    for tile in ALL_KINDS:
        points = hand_points(bits + (bit(tile),), face_up)
        if points:
            out.append((tile, points))
    return tuple(out)


@lru_cache(maxsize=1 << 16)
def _triplet_points(concealed: tuple[Tile, ...]) -> tuple[tuple[Tile, int], ...]:
    """(tile, summed points of the triplets it makes with two of the hand) for every kind."""
    pairs = [bit(a) + bit(b) for a, b in combinations(concealed, 2)]
    out = []
    for tile in ALL_KINDS:
        c = bit(tile)
        total = sum(TRIPLET_POINTS.get(pair + c, 0) for pair in pairs)
        if total:
            out.append((tile, total))
    return tuple(out)


def discard_choice(obs) -> str:
    pool = unseen(obs)
    exposed = obs.exposed[obs.seat]
    best, best_key = None, None
    for action in obs.legal:
        if not action.startswith("discard:"):
            continue
        tile = parse_tiles(action.split(":", 1)[1])[0]
        rest = list(obs.tiles)
        rest.remove(tile)
        key = (
            win_value(rest, exposed, pool),
            0.0 if exposed else triplet_chances(rest, pool),
            -tile.pips,
            action,
        )
        if best_key is None or key > best_key:
            best, best_key = action, key
    if best is None:
        raise ValueError("no discard among the legal moves")
    return best


def first_action(legal) -> str:
    def key(action: str):
        kind, _, body = action.partition(":")
        tile = parse_tiles(body)[0] if kind == "discard" else None
        return FIRST_ORDER.index(kind), (-tile.hi, -tile.lo) if tile else (0, 0), action

    return min(legal, key=key)


def act(obs, rules, level: str) -> str:
    """The action token for the observed seat (it must be that seat's turn)."""
    if obs.to_act != obs.seat or not obs.legal:
        raise ValueError("the Small Mahjong AI acts only on its own turn")
    if level in SEARCH_LEVELS:
        if len(obs.legal) == 1:
            return obs.legal[0]
        believed = believed_state(obs, rules, random.Random(position_seed(obs)))
        return act_state(believed, obs.seat, level)
    if level == "first":
        return first_action(obs.legal)
    if "win" in obs.legal:
        return "win"
    takes = [a for a in obs.legal if a.startswith("take:")]
    if takes:
        offered = obs.claimable[1]
        return max(
            takes, key=lambda a: (POINTS[kind_of((offered, *parse_tiles(a.split(":", 1)[1])))], a)
        )
    if "pass" in obs.legal:
        return "pass"
    return discard_choice(obs)


# -- the search levels -------------------------------------------------------------------------


def rollout_policy(state, rng) -> str:
    """The search's rollouts: every seat plays "greedy" from its own view of the world."""
    return act(state.observation(state.current_player()), state.rules, "greedy")


def reward_scale(rules) -> float:
    """The most a seat can win in a hand: two Double Sets, 6 points from each other player."""
    return rules.most_a_hand_costs * (rules.players - 1)


def search_options(level: str, rules) -> dict | None:
    """The search's arguments for a level that searches (None for the others)."""
    found = SEARCH_LEVELS.get(level)
    return None if found is None else options(found, rollout_policy, reward_scale(rules))


def act_state(state, seat: int, level: str, cancelled=lambda: False) -> str:
    """The move of `seat` (to act) at `level`, given the hand: a search level searches it (its
    worlds dealt by state.resample(seat)), any other plays from the seat's observation."""
    return level_move(state, seat, level, search_options, act, cancelled)


def believed_state(obs, rules, rng: random.Random) -> SmallMahjongState:
    """A hand whose observation by `obs.seat` is `obs`: what it sees kept, the tiles it cannot
    see dealt at random to the others (their counts kept) and to the wall. A discard on offer
    is made again by its discarder through the rules, and the seats asked before this one
    pass, so who is asked next follows from the hands as dealt here."""
    if obs.phase not in ("act", "claim"):
        raise ValueError("a hand is believed only while someone is to act")
    seat, hidden = obs.seat, list(unseen(obs).elements())
    rng.shuffle(hidden)
    state = SmallMahjongState(rules, obs.leader)
    state.dealt = True
    state.held = {seat: list(obs.tiles)}
    for other in range(obs.players):
        if other != seat:
            count = obs.hand_counts[other]
            state.held[other] = sorted(hidden[:count], reverse=True)
            hidden = hidden[count:]
    state.hands = {s: tuple(tiles) for s, tiles in state.held.items()}
    state.wall = hidden
    state.exposed = dict(enumerate(obs.exposed))
    state.discards = list(obs.discards)
    state.turn = obs.to_act
    if obs.phase == "claim":
        discarder, tile = obs.claimable
        state.discards.pop()
        state.held[discarder].append(tile)
        state.turn = discarder
        state.apply(f"discard:{tile}")
        stage = "any" if rules.claim_order == "nearest" else "win" if "win" in obs.legal else "take"
        while state.queue and state.queue[0] != (seat, stage):
            state.apply("pass")
    return state
