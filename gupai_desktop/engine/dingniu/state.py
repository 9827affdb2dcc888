"""One Ding Niu hand as a State (dominoes.md §3.3-§3.4).

Chance moves: "shuffle:<24 tiles>" (seat s takes tiles 6s..6s+5), then, when the table names
no leader (the session's first hand), "dice:a,b": counting from seat 0 in playing order, the
seat the dice total reaches leads. Seats play in order 0, 1, 2, 3, starting with the leader:
- "lead:6-4": the first tile, both ends open (left = high pip);
- "play:6-4@L" / "play:6-4@R": a tile laid matching the left or right open end;
- "down:6-4": a tile laid face down, only when no tile can be played (unless the option
  allows it at any time). Face-down tiles are out of play and count against their owner.
The hand ends when every tile is played or face down, after four face-down turns in a row
(§3.1: nobody could ever play again), at once on a smothered SuanZhang, and, as an option,
on a classic one too.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

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
from ..dominoes import KIND, Tile, format_tiles, parse_tile
from .deck import DECK, NON_DOUBLE_KINDS, parse_deck
from .layout import LEFT, RIGHT, Layout
from .rules import HAND_TILES, PLAYERS, DingNiuRules
from .settlement import Settlement, settle
from .suanzhang import SMOTHERED, Block, classify_bits, pip_masks


@dataclass(frozen=True)
class SuanZhang:
    block: Block
    seat: int  # who laid the blocking tile
    attributed: bool  # 算帳 (he had a non-blocking play) rather than 死砸
    move: int  # index of the blocking move in the hand's history


@dataclass(frozen=True)
class Observation:
    seat: int
    phase: str  # shuffle | dice | play | over
    leader: int | None
    to_act: int
    tiles: tuple[Tile, ...]  # this seat's tiles in hand
    own_face_down: tuple[Tile, ...]
    layout: Layout
    face_down_counts: tuple[int, ...]  # per seat
    hand_counts: tuple[int, ...]  # per seat
    passes: tuple[tuple[int, tuple[int, int]], ...]  # (seat, open ends) of each face-down turn
    downs_in_a_row: int  # face-down turns since a tile was last laid
    suanzhang: SuanZhang | None
    legal: tuple[str, ...]
    settlement: Settlement | None


class DingNiuState(SettledState):
    def __init__(self, rules: DingNiuRules, leader: int | None = None):
        check_seat("leader", leader, PLAYERS, optional=True)
        self.rules = rules
        self.leader = leader
        self._history: list[str] = []
        self.dealt = False
        self.hands: dict[int, tuple[Tile, ...]] = {}  # as dealt (records read these)
        self.held: dict[int, list[Tile]] = {}
        self.face_down: dict[int, list[Tile]] = {s: [] for s in range(PLAYERS)}
        self.layout = Layout()
        self.turn = 0  # seat to play
        self.downs_in_a_row = 0
        self.passes: list[tuple[int, tuple[int, int]]] = []
        self.suanzhang: SuanZhang | None = None
        self.over = False
        self._settlement: Settlement | None = None

    # -- flow ---------------------------------------------------------------------------
    def seat_count(self) -> int:
        return PLAYERS

    def current_player(self) -> int:
        if not self.dealt or self.leader is None:
            return CHANCE
        return TERMINAL if self.over else self.turn

    def is_terminal(self) -> bool:
        return self.over

    def phase(self) -> str:
        if not self.dealt:
            return "shuffle"
        if self.leader is None:
            return "dice"
        return "over" if self.over else "play"

    def plays(self, seat: int) -> list[tuple[Tile, str]]:
        """The (tile, end) pairs the seat could lay now (each kind once)."""
        return _plays(self.held[seat], self.layout)

    def lead_allowed(self, tile: Tile) -> bool:
        """§3.3: the lead may not be a tile every other copy of whose pips the leader holds
        (nobody else could answer it); lifted if it would forbid every tile."""
        if not self.rules.lead_restriction:
            return True
        hand = self.held[self.turn]
        return not _blocks_everyone(tile, hand) or all(_blocks_everyone(t, hand) for t in hand)

    def legal_actions(self) -> list[str]:
        if self.current_player() < 0:
            return []
        seat, hand = self.turn, sorted(set(self.held[self.turn]), reverse=True)
        if self.layout.empty:
            return sorted(f"lead:{t}" for t in hand if self.lead_allowed(t))
        plays = [f"play:{t}@{end}" for t, end in self.plays(seat)]
        if plays and not self.rules.voluntary_face_down:
            return sorted(plays)
        return sorted(plays + [f"down:{t}" for t in hand])

    def _check(self, action: str):
        kind, _, body = action.partition(":")
        phase = self.phase()
        try:
            if phase == "shuffle" and kind == "shuffle":
                return parse_deck(body)
            if phase == "dice" and kind == "dice":
                return parse_dice(body)
            if phase == "play" and kind in ("lead", "play", "down"):
                return self._check_move(kind, body)
        except ValueError as exc:
            raise IllegalAction(str(exc)) from None
        raise IllegalAction(f"{action!r} is not a move of the {phase} phase")

    def _check_move(self, kind: str, body: str):
        text, at, end = body.partition("@")
        tile = parse_tile(text)
        seat = self.turn
        if at and kind != "play":
            raise IllegalAction(f"{kind}:{text} names no end (only play:{text}@L or @R does)")
        if tile not in self.held[seat]:
            raise IllegalAction(f"{tile} is not in seat {seat}'s hand")
        if kind == "lead":
            if not self.layout.empty:
                raise IllegalAction("the lead has been played")
            if not self.lead_allowed(tile):
                raise IllegalAction(f"leading {tile} would leave nobody else able to play")
            return kind, tile, None
        if self.layout.empty:
            raise IllegalAction("the hand starts with a lead")
        if kind == "down":
            if self.plays(seat) and not self.rules.voluntary_face_down:
                raise IllegalAction("a tile can be played, so none may go face down")
            return kind, tile, None
        if end not in (LEFT, RIGHT):
            raise IllegalAction(f"{body!r}: say which end, like play:6-4@L or play:6-4@R")
        if not self.layout.fits(tile, end):
            raise IllegalAction(
                f"{tile} does not match the {'left' if end == LEFT else 'right'} end"
            )
        return kind, tile, end

    def apply(self, action: str) -> None:
        value = self._check(action)
        phase = self.phase()
        if phase == "shuffle":
            self._deal(value)
            action = "shuffle:" + format_tiles(value)
        elif phase == "dice":
            self.leader = seat_by_dice(value, PLAYERS)
            self.turn = self.leader
            action = f"dice:{value[0]},{value[1]}"
        else:
            action = self._move(*value)
        self._history.append(action)

    def _deal(self, deck: tuple[Tile, ...]) -> None:
        self.dealt = True
        for seat in range(PLAYERS):
            tiles = sorted(deck[HAND_TILES * seat : HAND_TILES * (seat + 1)], reverse=True)
            self.hands[seat] = tuple(tiles)
            self.held[seat] = list(tiles)
        if self.leader is not None:
            self.turn = self.leader

    def _move(self, kind: str, tile: Tile, end: str | None) -> str:
        seat = self.turn
        if kind == "down":
            ends = self.layout.ends
            assert ends is not None, "a tile goes face down only once one has been led"
            self.passes.append((seat, ends))
            self.held[seat].remove(tile)
            self.face_down[seat].append(tile)
            self.downs_in_a_row += 1
            token = f"down:{tile}"
        elif kind == "lead":
            self.held[seat].remove(tile)
            self.layout = self.layout.lead(tile)
            self.downs_in_a_row = 0
            token = f"lead:{tile}"
        else:
            assert end is not None, "a play names its end"
            previous = self.layout
            self.held[seat].remove(tile)
            self.layout = self.layout.place(tile, end)
            self.downs_in_a_row = 0
            token = f"play:{tile}@{end}"
            if not tile.is_double and self.suanzhang is None:
                self._detect(seat, tile, end, previous)
        self.turn = (seat + 1) % PLAYERS
        self._maybe_end()
        return token

    # -- SuanZhang (§3.4) ----------------------------------------------------------------
    def _smother_values(self) -> tuple[int, ...]:
        return (4, 5) if self.rules.smothered == "four-five" else (1, 2, 3, 4, 5, 6)

    def _block_after(self, ends: tuple[int, int], placed: dict) -> Block | None:
        """The block of a layout with these open ends and these non-double kinds on it
        (counted), the pips of the deck's other non-doubles as bitmasks (classify_bits)."""
        shown, links = pip_masks(k for k, copies in NON_DOUBLE_KINDS if placed.get(k, 0) < copies)
        return classify_bits(ends, shown, links, self._smother_values())

    def _detect(self, seat: int, tile: Tile, end: str, previous: Layout) -> None:
        """After `seat` laid `tile` at `end` of the `previous` layout: a block made is noted,
        attributed to the seat when another of its plays then would not have made one. Each
        play's layout is told by its ends and its kinds, the previous layout's plus one."""
        placed: dict[tuple[int, int], int] = {}  # non-double kinds on the previous layout
        for a, b in previous.chain:
            if a != b:
                kind = (a, b) if a > b else (b, a)
                placed[kind] = placed.get(kind, 0) + 1
        ends = previous.ends
        assert ends is not None, "a block is looked for after a play"
        block = self._block_after(_ends_after(ends, tile, end), _plus(placed, tile))
        if block is None:
            return
        before = _plays(self.held[seat] + [tile], previous)  # what the seat could have laid
        attributed = any(
            other.is_double
            or self._block_after(_ends_after(ends, other, e), _plus(placed, other)) is None
            for other, e in before
            if (other, e) != (tile, end)
        )
        self.suanzhang = SuanZhang(block, seat, attributed, len(self._history))

    def _maybe_end(self) -> None:
        block = self.suanzhang.block if self.suanzhang else None
        if (
            all(not tiles for tiles in self.held.values())
            or self.downs_in_a_row >= PLAYERS
            or (block is not None and block.kind == SMOTHERED)
            or (block is not None and self.rules.after_classic == "end")
        ):
            self.over = True
            scorer = self.suanzhang.seat if self.suanzhang and self.suanzhang.attributed else None
            assert self.leader is not None, "a hand that ends was led"
            self._settlement = settle(self.rules, self.points(), self.leader, scorer)

    # -- results and views -----------------------------------------------------------------
    def points(self) -> list[int]:
        return [sum(t.pips for t in self.held[s] + self.face_down[s]) for s in range(PLAYERS)]

    def breakdown(self) -> dict:
        s = self._settlement
        sz = self.suanzhang
        return {
            "leader": self.leader,
            "layout": [f"{a}-{b}" for a, b in self.layout.chain],
            "face_down": {
                str(seat): [str(t) for t in self.face_down[seat]] for seat in range(PLAYERS)
            },
            "left_in_hand": {
                str(seat): [str(t) for t in self.held[seat]] for seat in range(PLAYERS)
            },
            "suanzhang": None
            if sz is None
            else {
                "type": sz.block.name(),
                "seat": sz.seat,
                "attributed": sz.attributed,
                "effect": s.suanzhang_effect if s else "none",
            },
            "results": [
                {
                    "seat": r.seat,
                    "points": r.points,
                    "place": r.place,
                    "net": r.net,
                    "outcome": r.outcome,
                }
                for r in (s.results if s else ())
            ],
        }

    def observation(self, seat: int) -> Observation:
        legal = tuple(self.legal_actions()) if self.current_player() == seat else ()
        return Observation(
            seat,
            self.phase(),
            self.leader,
            self.current_player(),
            tuple(self.held.get(seat, ())),
            tuple(self.face_down[seat]),
            self.layout,
            tuple(len(self.face_down[s]) for s in range(PLAYERS)),
            tuple(len(self.held.get(s, ())) for s in range(PLAYERS)),
            tuple(self.passes),
            self.downs_in_a_row,
            self.suanzhang,
            legal,
            self._settlement,
        )

    def sample_chance(self, rng: random.Random) -> str:
        if not self.dealt:
            tiles = list(DECK)
            rng.shuffle(tiles)
            return "shuffle:" + format_tiles(tiles)
        return roll_dice(rng)

    def clone(self) -> "DingNiuState":
        other = DingNiuState.__new__(DingNiuState)
        other.__dict__.update(self.__dict__)
        other._history = list(self._history)
        other.held = {s: list(t) for s, t in self.held.items()}
        other.face_down = {s: list(t) for s, t in self.face_down.items()}
        other.passes = list(self.passes)
        return other

    def zones(self) -> dict[str, tuple]:
        if not self.dealt:
            return {}
        zones = {
            hand_zone(seat): tuple(self.held[seat]) + tuple(self.face_down[seat])
            for seat in range(PLAYERS)
        }
        zones["layout"] = tuple(self.layout.tiles())
        return zones

    def resample(self, seat: int, rng: random.Random) -> "DingNiuState":
        """The hand as `seat` might believe it: its own tiles and everything public kept, the
        tiles it cannot see (others' hands and face-down tiles) dealt again at random, keeping
        each seat's counts. Prefers deals where no seat held a playable tile when it passed."""
        other = self.clone()
        if not self.dealt:
            return other
        hidden = [t for s in range(PLAYERS) if s != seat for t in self.held[s] + self.face_down[s]]
        deal_unseen(other, seat, hidden, rng)
        other.hands = dict(self.hands)  # what was dealt is not the believer's to change
        return other


def _ends_after(ends: tuple[int, int], tile: Tile, end: str) -> tuple[int, int]:
    """The open ends once `tile` is laid at `end` (Layout.place, without the chain)."""
    left, right = ends
    if end == LEFT:
        return (tile.lo if tile.hi == left else tile.hi, right)
    return (left, tile.lo if tile.hi == right else tile.hi)


def _plus(placed: dict, tile: Tile) -> dict:
    """The kinds counted in `placed` and a non-double `tile`."""
    kind = (tile.hi, tile.lo)
    return {**placed, kind: placed.get(kind, 0) + 1}


def _plays(held: list[Tile], layout: Layout) -> list[tuple[Tile, str]]:
    """The (tile, end) pairs these tiles could lay on the layout (each kind once)."""
    if layout.empty:
        return []
    return [
        (t, end)
        for t in sorted(set(held), key=KIND, reverse=True)
        for end in (LEFT, RIGHT)
        if layout.fits(t, end)
    ]


def _blocks_everyone(tile: Tile, hand: list[Tile]) -> bool:
    """Every other tile of the deck showing one of the tile's pips is in `hand`."""
    others = list(DECK)
    others.remove(tile)
    mine = list(hand)
    mine.remove(tile)
    for t in others:
        if tile.hi in (t.hi, t.lo) or tile.lo in (t.hi, t.lo):
            if t in mine:
                mine.remove(t)
            else:
                return False
    return True


def deal_unseen(
    state: DingNiuState, believer: int, hidden: list[Tile], rng: random.Random, tries: int = 20
) -> None:
    """Deal the tiles `believer` cannot see (shuffled in place) to the other seats, each keeping
    its counts in hand and face down; up to `tries` shuffles, the first deal consistent with
    every pass (see consistent_with_passes) kept, else the last."""
    others = [s for s in range(PLAYERS) if s != believer]
    for _ in range(tries):
        rng.shuffle(hidden)
        redeal(state, others, hidden)
        if consistent_with_passes(state, believer):
            break


def redeal(state: DingNiuState, seats: list[int], hidden: list[Tile]) -> None:
    """Give `seats`, in order, their counts of tiles in hand and face down from `hidden`."""
    i = 0
    for s in seats:
        n_held, n_down = len(state.held[s]), len(state.face_down[s])
        state.held[s] = sorted(hidden[i : i + n_held], reverse=True)
        state.face_down[s] = hidden[i + n_held : i + n_held + n_down]
        i += n_held + n_down


def consistent_with_passes(state: DingNiuState, believer: int) -> bool:
    """No seat but the believer holds, in hand or face down, a tile that fitted the open ends
    of a turn it passed on (must-play rule), for the tiles it still holds."""
    if state.rules.voluntary_face_down:
        return True
    for seat, ends in state.passes:
        if seat == believer or ends is None:
            continue
        if any(v in ends for t in state.held[seat] for v in (t.hi, t.lo)):
            return False
    return True
