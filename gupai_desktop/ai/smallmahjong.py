"""Small Mahjong AI.

- "first": the first legal move in a fixed order: a win, a take, a pass, then a discard of the
  highest tile (a baseline for tests and benchmarks).
- "greedy": always declares a win; takes a discard for the best triplet it may; otherwise
  passes. It discards the tile whose loss leaves the most winning tiles still unseen (each
  weighted by what the win would score), then the most ways to make a first triplet.
"""
from __future__ import annotations

from collections import Counter
from itertools import combinations

from ..engine.dominoes import FULL_SET, Tile, parse_tiles
from ..engine.smallmahjong.triplets import POINTS, best_split, classify, split_points

LEVELS = {"first": "First legal move", "greedy": "Keeps the most ways to win"}
FIRST_ORDER = ("win", "take", "pass", "discard")


def unseen(obs) -> Counter:
    """Tiles this seat cannot see: the set less its hand, every face-up triplet and every
    discard."""
    left = Counter(FULL_SET)
    seen = list(obs.tiles) + [t for e in obs.exposed if e for t in e] + \
        [t for _, t in obs.discards]
    left.subtract(seen)
    return +left


def win_value(concealed: list[Tile], exposed, pool: Counter) -> float:
    """Unseen tiles that would complete a win, each weighted by the win's points."""
    total = 0.0
    for tile, count in pool.items():
        split = best_split(concealed + [tile], exposed)
        if split:
            total += count * split_points(split)
    return total


def triplet_chances(concealed: list[Tile], pool: Counter) -> float:
    """Ways two of the tiles and an unseen one make a triplet, weighted by its points."""
    total = 0.0
    for a, b in combinations(concealed, 2):
        for tile, count in pool.items():
            kind = classify((a, b, tile))
            if kind:
                total += count * POINTS[kind]
    return total


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
        key = (win_value(rest, exposed, pool),
               0.0 if exposed else triplet_chances(rest, pool), -tile.pips, action)
        if best_key is None or key > best_key:
            best, best_key = action, key
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
    if level == "first":
        return first_action(obs.legal)
    if "win" in obs.legal:
        return "win"
    takes = [a for a in obs.legal if a.startswith("take:")]
    if takes:
        offered = obs.claimable[1]
        return max(takes, key=lambda a: (POINTS[classify(
            (offered, *parse_tiles(a.split(":", 1)[1])))], a))
    if "pass" in obs.legal:
        return "pass"
    return discard_choice(obs)
