"""One Small Mahjong hand as a State (dominoes.md §5).

Chance moves: "shuffle:<32 tiles>" (seat s takes tiles 5s..5s+4, the rest is the wall, drawn
from its front), then, when the table names no first player, "dice:a,b" counting from seat 0.
Turns pass to the next seat. A turn starts with a tile from the wall (drawn for the player),
unless the player took the last discard. Holding six tiles, a player either declares a win
("win": the six make two combinations) or discards ("discard:6-4").

After a discard the other seats may take it, asked one at a time (the nearest first, or, as
an option, every winning claim first): "win" takes it to win; "take:5-5 2-2" takes it for a
triplet with those two tiles, of a type the seat's distance allows (next: any; second: a Double
Set or a Set-and-Straight; third: a Double Set), and lays the triplet face up; "pass". If
nobody takes it, the next seat's turn starts. A hand whose wall is empty when a turn should
start is drawn: nobody pays.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import combinations

from ..core import (
    CHANCE,
    TERMINAL,
    SettledState,
    IllegalAction,
    check_seat,
    hand_zone,
    parse_dice,
    roll_dice,
    seat_by_dice,
)
from ..dominoes import FULL_SET, KIND, Tile, format_tiles, parse_full_set, parse_tile, parse_tiles
from .rules import HAND_TILES, SmallMahjongRules
from .triplets import (
    POINTS,
    best_split,
    bit,
    can_win,
    kind_of,
    points_by_bits,
    split_points,
)


@dataclass(frozen=True)
class Result:
    seat: int
    points: int  # what the winner's combinations are worth (0 for the others)
    net: float
    outcome: str  # win | lose | push


@dataclass(frozen=True)
class Settlement:
    winner: int | None  # None: a drawn hand
    by: str  # wall (self-drawn) | discard | draw
    split: tuple[tuple[Tile, ...], ...]  # the winner's two combinations
    results: tuple[Result, ...]

    def nets(self) -> list[float]:
        return [r.net for r in self.results]


@dataclass(frozen=True)
class Observation:
    seat: int
    phase: str  # shuffle | dice | act | claim | over
    players: int
    leader: int | None
    to_act: int
    tiles: tuple[Tile, ...]  # this seat's concealed tiles
    exposed: tuple  # per seat: its face-up triplet or None
    discards: tuple[tuple[int, Tile], ...]  # (seat, tile) in order; the last may be claimable
    claimable: tuple[int, Tile] | None  # the discard being offered, by whom
    wall: int  # tiles left in the wall
    hand_counts: tuple[int, ...]  # concealed tiles per seat
    legal: tuple[str, ...]
    settlement: Settlement | None


class SmallMahjongState(SettledState):
    def __init__(self, rules: SmallMahjongRules, leader: int | None = None):
        check_seat("leader", leader, rules.players, optional=True)
        self.rules = rules
        self.n = rules.players
        self.leader = leader
        self._history: list[str] = []
        self.dealt = False
        self.hands: dict[int, tuple[Tile, ...]] = {}  # as dealt (records read these)
        self.held: dict[int, list[Tile]] = {}
        self.exposed: dict[int, tuple[Tile, ...] | None] = {s: None for s in range(self.n)}
        self.wall: list[Tile] = []
        self.discards: list[tuple[int, Tile]] = []
        self.offer: tuple[int, Tile] | None = None  # the discard now being offered
        self.queue: list[tuple[int, str]] = []  # (seat, "any" | "win" | "take")
        self.turn = 0
        self.over = False
        self._settlement: Settlement | None = None

    # -- flow ---------------------------------------------------------------------------
    def phase(self) -> str:
        if not self.dealt:
            return "shuffle"
        if self.leader is None:
            return "dice"
        if self.over:
            return "over"
        return "claim" if self.queue else "act"

    def seat_count(self) -> int:
        return self.n

    def current_player(self) -> int:
        phase = self.phase()
        if phase in ("shuffle", "dice"):
            return CHANCE
        if phase == "over":
            return TERMINAL
        return self.queue[0][0] if phase == "claim" else self.turn

    def is_terminal(self) -> bool:
        return self.over

    def distance(self, seat: int, discarder: int) -> int:
        return (seat - discarder) % self.n

    def takes(self, seat: int) -> list[str]:
        """ "take:" moves of the seat for the discard on offer, by its distance's types."""
        held = sorted(self.held[seat], key=KIND, reverse=True)
        return sorted({f"take:{a} {b}" for a, b in self._take_pairs(seat, held)})

    def can_take(self, seat: int) -> bool:
        """Whether the seat has a "take:" move for the discard on offer (takes(), without
        listing them: after every discard each other seat is asked)."""
        return next(self._take_pairs(seat, self.held[seat]), None) is not None

    def _take_pairs(self, seat: int, held: list[Tile]):
        """The pairs of `held` that make, with the discard on offer, a triplet of a type the
        seat may claim from its distance to the discarder."""
        if self.offer is None or self.exposed[seat] is not None:
            return
        discarder, tile = self.offer
        allowed = self.rules.claim_types(self.distance(seat, discarder))
        if not allowed:
            return
        # A type has its own points, so a triplet's points (one lookup by the sum of its
        # kinds' digits) say whether it is of an allowed type.
        wanted, combos, offered = {POINTS[kind] for kind in allowed}, points_by_bits(), bit(tile)
        for (a, x), (b, y) in combinations([(t, bit(t)) for t in held], 2):
            if combos.get(offered + x + y) in wanted:
                yield a, b

    def can_win_with(self, seat: int, extra: Tile | None) -> bool:
        tiles = self.held[seat] + ([extra] if extra is not None else [])
        return can_win(tiles, self.exposed[seat])

    @property
    def _offer(self) -> tuple[int, Tile]:
        """The discard on offer (there is one while seats are asked about it)."""
        assert self.offer is not None, "no discard is on offer"
        return self.offer

    def legal_actions(self) -> list[str]:
        phase = self.phase()
        if phase == "claim":
            seat, stage = self.queue[0]
            moves = []
            if stage in ("any", "win") and self.can_win_with(seat, self._offer[1]):
                moves.append("win")
            if stage in ("any", "take"):
                moves += self.takes(seat)
            return sorted(moves + ["pass"])
        if phase == "act":
            seat = self.turn
            moves = ["win"] if self.can_win_with(seat, None) else []
            return sorted(moves + [f"discard:{t}" for t in set(self.held[seat])])
        return []

    def _check(self, action: str):
        kind, _, body = action.partition(":")
        phase = self.phase()
        try:
            if phase == "shuffle" and kind == "shuffle":
                return parse_full_set(body)
            if phase == "dice" and kind == "dice":
                return parse_dice(body)
            if phase in ("act", "claim"):
                return self._check_move(phase, kind, body)
        except ValueError as exc:
            raise IllegalAction(str(exc)) from None
        raise IllegalAction(f"{action!r} is not a move of the {phase} phase")

    def _check_move(self, phase: str, kind: str, body: str):
        seat = self.current_player()
        if kind in ("win", "pass") and body:
            raise IllegalAction(f"{kind!r} is said alone, not {kind}:{body}")
        if kind == "win":
            extra = self._offer[1] if phase == "claim" else None
            if phase == "claim" and self.queue[0][1] == "take":
                raise IllegalAction("this turn to ask is for triplets, not wins")
            if not self.can_win_with(seat, extra):
                raise IllegalAction("these tiles do not make two combinations")
            return kind, ()
        if phase == "claim" and kind == "pass":
            return kind, ()
        if phase == "claim" and kind == "take":
            tiles = tuple(sorted(parse_tiles(body), key=KIND, reverse=True))
            token = "take:" + " ".join(map(str, tiles))
            if len(tiles) != 2 or token not in self.takes(seat):
                raise IllegalAction(
                    f"{body!r} does not make a triplet this seat may take the discard for"
                )
            return kind, tiles
        if phase == "act" and kind == "discard":
            tile = parse_tile(body)
            if tile not in self.held[seat]:
                raise IllegalAction(f"{tile} is not in seat {seat}'s hand")
            return kind, (tile,)
        raise IllegalAction(f"{kind!r} is not a move of the {phase} phase")

    def apply(self, action: str) -> None:
        value = self._check(action)
        phase = self.phase()
        if phase == "shuffle":
            self._deal(value)
            action = "shuffle:" + format_tiles(value)
        elif phase == "dice":
            self.leader = seat_by_dice(value, self.n)
            self._start_turn(self.leader)
            action = f"dice:{value[0]},{value[1]}"
        else:
            action = self._move(phase, *value)
        self._history.append(action)

    def _deal(self, tiles) -> None:
        self.dealt = True
        for seat in range(self.n):
            hand = sorted(
                tiles[HAND_TILES * seat : HAND_TILES * (seat + 1)], key=KIND, reverse=True
            )
            self.hands[seat] = tuple(hand)
            self.held[seat] = list(hand)
        self.wall = list(tiles[HAND_TILES * self.n :])
        if self.leader is not None:
            self._start_turn(self.leader)

    def _start_turn(self, seat: int) -> None:
        """The seat draws from the wall; with the wall empty, the hand is drawn."""
        if not self.wall:
            self._finish(None, "draw")
            return
        self.turn = seat
        self.held[seat].append(self.wall.pop(0))

    def _move(self, phase: str, kind: str, tiles: tuple) -> str:
        if kind == "win":
            seat = self.current_player()
            if phase == "claim":
                self.held[seat].append(self._offer[1])
                self.discards.pop()
            self.queue, self.offer = [], None
            self._finish(seat, "discard" if phase == "claim" else "wall")
            return "win"
        if kind == "pass":
            self.queue.pop(0)
            if not self.queue:
                discarder = self._offer[0]
                self.offer = None
                self._start_turn((discarder + 1) % self.n)
            return "pass"
        if kind == "take":
            seat = self.queue[0][0]
            tile = self._offer[1]
            for t in tiles:
                self.held[seat].remove(t)
            self.exposed[seat] = tuple(sorted((tile,) + tiles, key=KIND, reverse=True))
            self.discards.pop()
            self.queue, self.offer = [], None
            self.turn = seat
            return "take:" + " ".join(map(str, tiles))
        (tile,) = tiles
        seat = self.turn
        self.held[seat].remove(tile)
        self.held[seat].sort(key=KIND, reverse=True)
        self.discards.append((seat, tile))
        self.offer = (seat, tile)
        self.queue = self._claim_queue(seat, tile)
        if not self.queue:
            self.offer = None
            self._start_turn((seat + 1) % self.n)
        return f"discard:{tile}"

    def _claim_queue(self, discarder: int, tile: Tile) -> list[tuple[int, str]]:
        """Who is asked about the discard, in order (§5.3 #6-7)."""
        order = [(discarder + k) % self.n for k in range(1, self.n)]
        wins = [s for s in order if self.can_win_with(s, tile)]
        takers = [s for s in order if self.can_take(s)]
        if self.rules.claim_order == "win-first":
            return [(s, "win") for s in wins] + [(s, "take") for s in takers]
        return [(s, "any") for s in order if s in wins or s in takers]

    def _finish(self, winner: int | None, by: str) -> None:
        self.over = True
        self.queue, self.offer = [], None
        if winner is None:
            results = tuple(Result(s, 0, 0.0, "push") for s in range(self.n))
            self._settlement = Settlement(None, by, (), results)
            return
        split = best_split(self.held[winner], self.exposed[winner])
        points = split_points(split)
        pay = points * self.rules.unit
        results = tuple(
            Result(
                s,
                points if s == winner else 0,
                pay * (self.n - 1) if s == winner else -pay,
                "win" if s == winner else "lose",
            )
            for s in range(self.n)
        )
        self._settlement = Settlement(winner, by, split, results)

    # -- results and views -----------------------------------------------------------------
    def breakdown(self) -> dict:
        s = self._settlement
        return {
            "leader": self.leader,
            "winner": s.winner if s else None,
            "by": s.by if s else None,
            "combinations": [
                {
                    "tiles": [str(t) for t in group],
                    "type": kind_of(group),
                    "points": POINTS[kind_of(group)],
                }
                for group in (s.split if s else ())
            ],
            "exposed": {
                str(seat): [str(t) for t in tiles] if tiles else None
                for seat, tiles in self.exposed.items()
            },
            "results": [
                {"seat": r.seat, "points": r.points, "net": r.net, "outcome": r.outcome}
                for r in (s.results if s else ())
            ],
        }

    def observation(self, seat: int) -> Observation:
        mine = self.current_player() == seat
        return Observation(
            seat,
            self.phase(),
            self.n,
            self.leader,
            self.current_player(),
            tuple(sorted(self.held.get(seat, ()), key=KIND, reverse=True)),
            tuple(self.exposed[s] for s in range(self.n)),
            tuple(self.discards),
            self.offer,
            len(self.wall),
            tuple(len(self.held.get(s, ())) for s in range(self.n)),
            tuple(self.legal_actions()) if mine else (),
            self._settlement,
        )

    def sample_chance(self, rng: random.Random) -> str:
        if not self.dealt:
            tiles = list(FULL_SET)
            rng.shuffle(tiles)
            return "shuffle:" + format_tiles(tiles)
        return roll_dice(rng)

    def clone(self) -> "SmallMahjongState":
        other = SmallMahjongState.__new__(SmallMahjongState)
        other.__dict__.update(self.__dict__)
        other._history = list(self._history)
        other.held = {s: list(t) for s, t in self.held.items()}
        other.exposed = dict(self.exposed)
        other.wall = list(self.wall)
        other.discards = list(self.discards)
        other.queue = list(self.queue)
        return other

    def zones(self) -> dict[str, tuple]:
        if not self.dealt:
            return {}
        zones = {hand_zone(seat): tuple(self.held[seat]) for seat in range(self.n)}
        zones.update((f"exposed {seat}", tiles) for seat, tiles in self.exposed.items() if tiles)
        zones["discards"] = tuple(t for _, t in self.discards)
        zones["wall"] = tuple(self.wall)
        return zones

    def resample(self, seat: int, rng: random.Random, tries: int = 20) -> "SmallMahjongState":
        """The hand as `seat` might believe it: its own tiles and everything public kept (face-up
        triplets, discards, the discard on offer, who is being asked about it), the tiles it
        cannot see (others' concealed tiles and the wall) dealt again at random, each seat
        keeping its count. Who is asked after that follows from the hands as dealt again (it
        is not public). Up to `tries` deals, preferring one in which the seat being asked can
        claim the discard."""
        other = self.clone()
        if not self.dealt or self.over:
            return other
        others = [s for s in range(self.n) if s != seat]
        hidden = [t for s in others for t in self.held[s]] + self.wall
        for _ in range(tries):
            rng.shuffle(hidden)
            i = 0
            for s in others:
                count = len(self.held[s])
                other.held[s] = sorted(hidden[i : i + count], key=KIND, reverse=True)
                i += count
            other.wall = hidden[i:]
            if other._requeue(self.queue):
                break
        return other

    def _requeue(self, queue: list[tuple[int, str]]) -> bool:
        """Ask about the discard on offer as these hands would: the seat being asked first,
        then whoever these hands let claim after it. False (the queue kept) if that seat could
        not claim with these hands."""
        if not queue:
            return True
        full = self._claim_queue(*self._offer)
        if queue[0] not in full:
            return False
        self.queue = full[full.index(queue[0]) :]
        return True
