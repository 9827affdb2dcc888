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
from ..engine.smallmahjong.triplets import (
    POINTS,
    best_split,
    bit,
    can_win,
    kind_of,
    points_by_bits,
    split_points,
)
from .search.levels import SearchLevel, level_move, options, position_seed

LEVELS = {
    "first": "First legal move",
    "greedy": "Keeps the most ways to win",
    "strong": "Plays the hand out ahead",
}
# 1,000 worlds a move, about 0.2 s (bench/smallmahjong_strength.py). Against greedy, on the
# same deals each time, the strong pair won 54.0% of the hands of 2,000 deals (53.1% with
# 300), 56.7% of 500 others (54.1%): a little stronger, well within the time a move may take.
# What the others hold is what it lacks: searching worlds with their concealed tiles as they
# are (the bench's oracle) wins 64%. Worlds dealt to agree with what the table can infer of
# them measured no better on the same 600 deals (55.5% as now; 54.4% agreeing with who was
# asked about each discard, 55.7% with hands greedy would have kept at the last discard, 55.0%
# with each other seat's tiles filtered through the whole hand, 300 particles a seat kept only
# where greedy would have made each of its discards and could not claim each discard it was
# passed over for). That filter found 27.3% of the others' concealed tiles where dealing at
# random finds 25.3%: greedy's choices say little about the tiles it keeps. Nor does the
# budget look like the limit (bench/smallmahjong_strength.py --agreement-deals 80, 320
# decisions, each share within about 4 points): a search with another seed chooses the same
# move 85% of the time, one of 8,000 worlds 88%, the oracle's search only 67% (60% of the
# discards, 78% of the claims).
SEARCH_LEVELS = {"strong": SearchLevel(iterations=1000)}
FIRST_ORDER = ("win", "take", "pass", "discard")


def same_move(state: SmallMahjongState, action: str) -> str:
    """The move as the review and the hint weigh it: taking a discard for a triplet and then
    declaring the win it leaves is winning with that discard, when it is worth as much (a
    hint said "You take Bon 2-2 with ..." where Win was the button on screen)."""
    if not action.startswith("take:") or state.offer is None:
        return action
    seat, tile = state.current_player(), state.offer[1]
    pair = parse_tiles(action[len("take:") :])
    held = list(state.held[seat])
    for t in pair:
        held.remove(t)
    face_up = (tile, *pair)
    if not can_win(held, face_up):
        return action
    direct = best_split(state.held[seat] + [tile], state.exposed[seat])
    if direct is None or split_points(direct) != split_points(best_split(held, face_up)):
        return action
    return "win"


def seen_by(obs) -> list[Tile]:
    """The tiles the seat sees: its hand, every face-up triplet and every discard."""
    return _seen(obs.tiles, obs.exposed, obs.discards)


def _seen(tiles, exposed, discards) -> list[Tile]:
    """seen_by() from the parts, as an observation or a state (the rollouts) holds them."""
    return list(tiles) + [t for e in exposed if e for t in e] + [t for _, t in discards]


def unseen(obs) -> Counter:
    """Tiles this seat cannot see: the set less what it sees."""
    left = Counter(FULL_SET)
    left.subtract(seen_by(obs))
    return +left


def win_value(concealed: list[Tile], exposed, pool: Counter) -> float:
    """Unseen tiles that would complete a win, each weighted by the win's points."""
    table = _win_table(sum(map(bit, concealed)), _face_up(exposed))
    return float(sum(pool[ALL_KINDS[kind]] * points for kind, points in table))


def triplet_chances(concealed: list[Tile], pool: Counter) -> float:
    """Ways two of the tiles and an unseen one make a triplet, weighted by its points."""
    table = _triplet_table(sum(map(bit, concealed)))
    return float(sum(pool[ALL_KINDS[kind]] * points for kind, points in table))


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


# The greedy bot reads tiles as kinds: an index into ALL_KINDS (by hi * 7 + lo), a digit whose
# sum over a hand names the hand whatever its order (triplets.bit), and the unseen tiles as a
# count per kind. The search plays it for every seat of every rollout.
DIGITS = tuple(bit(t) for t in ALL_KINDS)
KIND_AT = [
    next((i for i, t in enumerate(ALL_KINDS) if t.hi * 7 + t.lo == n), -1) for n in range(49)
]
FULL_COUNTS = tuple(FULL_SET.count(t) for t in ALL_KINDS)


def _face_up(exposed) -> int | None:
    return None if exposed is None else sum(map(bit, exposed))


def _digits_of(total: int) -> tuple[int, ...]:
    """The tiles' digits that add up to `total` (each kind's count is its digit's place)."""
    return tuple(d for i, d in enumerate(DIGITS) for _ in range(total >> 5 * i & 31))


@lru_cache(maxsize=None)
def _completions(pair: int) -> tuple[tuple[int, int], ...]:
    """(kind, points) of every kind that makes a combination with tiles whose digits add up to
    `pair` (two tiles: some 230 sums)."""
    return tuple(
        (kind, points)
        for kind, digit in enumerate(DIGITS)
        if (points := TRIPLET_POINTS.get(pair + digit))
    )


# Both tables depend on the hand only, not on what is unseen, so a hand met again costs a
# lookup; the hand is keyed by the sum of its digits (no sorting, no hashing of tiles). A hand
# met for the first time is worked out from its pairs' completions, not kind by kind.
@lru_cache(maxsize=1 << 16)
def _win_table(total: int, face_up: int | None) -> tuple[tuple[int, int], ...]:
    """(kind, points of the win it completes) for every kind that completes one: with a
    triplet face up, the concealed tiles and the kind make the other; else three of the five
    make one and the other two with the kind the second (hand_points, split by split)."""
    if face_up is not None:
        shown = TRIPLET_POINTS[face_up]
        return tuple((kind, points + shown) for kind, points in _completions(total))
    bits = _digits_of(total)
    best: dict[int, int] = {}
    for i, j in combinations(range(len(bits)), 2):
        three = TRIPLET_POINTS.get(total - bits[i] - bits[j])
        if three:
            for kind, points in _completions(bits[i] + bits[j]):
                if three + points > best.get(kind, 0):
                    best[kind] = three + points
    return tuple(sorted(best.items()))


@lru_cache(maxsize=1 << 16)
def _triplet_table(total: int) -> tuple[tuple[int, int], ...]:
    """(kind, summed points of the triplets it makes with two of the hand) for every kind."""
    summed: dict[int, int] = {}
    for a, b in combinations(_digits_of(total), 2):
        for kind, points in _completions(a + b):
            summed[kind] = summed.get(kind, 0) + points
    return tuple(sorted(summed.items()))


def _unseen_counts(seen) -> list[int]:
    counts = list(FULL_COUNTS)
    for t in seen:
        counts[KIND_AT[t.hi * 7 + t.lo]] -= 1
    return counts


def greedy(legal, tiles, exposed, unseen_counts: list[int], offered: Tile | None) -> str:
    """The "greedy" move: a win; the best take; a pass; else the discard keeping the most
    (weighted) winning tiles unseen, then the most ways to a first triplet, then the lowest
    tile. `unseen_counts` is per kind of ALL_KINDS."""
    if "win" in legal:
        return "win"
    takes = [a for a in legal if a.startswith("take:")]
    if takes:
        return max(
            takes, key=lambda a: (POINTS[kind_of((offered, *parse_tiles(a.split(":", 1)[1])))], a)
        )
    if "pass" in legal:
        return "pass"
    face_up, total = _face_up(exposed), sum(map(bit, tiles))
    best, best_key = None, None
    for action in legal:
        if not action.startswith("discard:"):
            continue
        tile = parse_tiles(action.split(":", 1)[1])[0]
        rest = total - bit(tile)
        wins = sum(unseen_counts[kind] * points for kind, points in _win_table(rest, face_up))
        chances = 0
        if exposed is None:
            table = _triplet_table(rest)
            chances = sum(unseen_counts[kind] * points for kind, points in table)
        key = (float(wins), float(chances), -tile.pips, action)
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
    offered = obs.claimable[1] if obs.claimable else None
    unseen_counts = _unseen_counts(seen_by(obs))
    return greedy(obs.legal, obs.tiles, obs.exposed[obs.seat], unseen_counts, offered)


# -- the search levels -------------------------------------------------------------------------


def rollout_policy(state, rng) -> str:
    """The search's rollouts: every seat plays "greedy" from its own view of the world (what
    act() reads off the seat's observation, read off the state without building one)."""
    seat = state.current_player()
    tiles = state.held[seat]
    seen = _seen(tiles, state.exposed.values(), state.discards)
    offered = state.offer[1] if state.offer else None
    return greedy(state.legal_actions(), tiles, state.exposed[seat], _unseen_counts(seen), offered)


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
