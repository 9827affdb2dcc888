"""Da Ling settlement (dominoes.md §4.1, resolutions §4.3).

1. A player whose three groups all match is an absolute contender; the contender with strictly
   the most game-colour pips over all six tiles is the absolute winner and takes every other
   player's whole stake (paying the house fee in casino mode).
2. Contenders tied at the top: group by group (default) or everything pushes (option).
3. Group by group: among the players whose group matches, strictly the most game-colour pips in
   that group wins that group's stake from every other player. Nobody matching, or a tie at the
   top, leaves the stakes where they are (option: the banker takes an unmatched group's stakes).

Nothing depends on seat order, so permuting the seats permutes the nets.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Sequence

from ..core import outcome_by_sign
from ..dominoes import Tile
from .groups import Grouping, colour_pips, counted_values, group_values
from .rules import DaLingRules, table_colour, table_target


@dataclass(frozen=True)
class GroupResult:
    """One seat's one group: can it make the target, and its colour pips."""

    size: int  # 1, 2 or 3 tiles
    tiles: tuple[Tile, ...]
    stake: float
    values: tuple[int, ...]  # every value 0..9 the group can take (wild tiles)
    matches: bool
    counted: tuple[int, ...] | None  # what each tile counts in the match; None if no match
    colour_pips: int  # pips of the game's colour in this group


@dataclass(frozen=True)
class SeatResult:
    seat: int
    grouping: Grouping
    groups: tuple[GroupResult, GroupResult, GroupResult]
    colour_pips: int  # game-colour pips over all six tiles
    absolute: bool  # all three groups match
    stake: float  # the seat's whole stake (sum of the three groups)
    outcome: str = "push"  # win | lose | push (the sign of net: outcome_by_sign)
    net: float = 0.0


@dataclass(frozen=True)
class GroupContest:
    """How one group was decided in group-by-group settlement."""

    size: int
    stake: float
    reason: str  # won | no match | tie
    winner: int | None
    matching: tuple[int, ...]  # seats whose group matches
    tied: tuple[int, ...] = ()  # seats tied at the top (reason "tie")
    best_pips: int | None = None  # the top colour count among the matching seats
    to_banker: bool = False  # nobody matched and the banker took the stakes


@dataclass(frozen=True)
class Settlement:
    table: tuple[Tile, ...]
    target: int
    colour: str  # red | black
    mode: str  # absolute | groups | push
    absolute_winner: int | None
    absolute_seats: tuple[int, ...]  # every seat whose three groups all match
    absolute_tied: tuple[int, ...]  # contenders tied at the top (no absolute winner)
    contests: tuple[GroupContest, ...]  # one per group in "groups" mode, else empty
    results: tuple[SeatResult, ...]
    house_fee: float = 0.0  # paid by the absolute winner to the house
    banker_take: float = 0.0  # unmatched groups' stakes taken by the banker
    notes: tuple[str, ...] = field(default_factory=tuple)

    def nets(self) -> list[float]:
        return [r.net for r in self.results]

    @property
    def banker_net(self) -> float:
        """What the non-playing banker/house gains; the players' nets sum to minus this."""
        return self.house_fee + self.banker_take


@lru_cache(maxsize=1 << 14)
def _group_result(group: tuple, stake: float, target: int, colour: str) -> GroupResult:
    """One group against the table (memoised: a GroupResult never changes, and a game meets
    the same groups again and again)."""
    counted = counted_values(group, target)
    return GroupResult(
        len(group),
        tuple(group),
        stake,
        group_values(group),
        counted is not None,
        counted,
        colour_pips(group, colour),
    )


def _seat_result(seat: int, grouping: Grouping, stakes, target: int, colour: str) -> SeatResult:
    one, two, three = (_group_result(g, s, target, colour) for g, s in zip(grouping.groups, stakes))
    groups = (one, two, three)
    return SeatResult(
        seat,
        grouping,
        groups,
        colour_pips(grouping.tiles(), colour),
        all(g.matches for g in groups),
        float(sum(stakes)),
    )


def _top(seats: list[int], pips) -> tuple[int, list[int]]:
    best = max(pips(s) for s in seats)
    return best, [s for s in seats if pips(s) == best]


def _contest(
    k: int, stake: float, seats: list[SeatResult], rules: DaLingRules, nets: list[float]
) -> GroupContest:
    """Decide group k and move its stakes in `nets`."""
    n = len(seats)
    size = k + 1
    matching = [r.seat for r in seats if r.groups[k].matches]
    if not matching:
        if rules.unmatched_group == "banker":
            for seat in range(n):
                nets[seat] -= stake
            return GroupContest(size, stake, "no match", None, (), to_banker=True)
        return GroupContest(size, stake, "no match", None, ())
    best, top = _top(matching, lambda s: seats[s].groups[k].colour_pips)
    if len(top) > 1:
        return GroupContest(size, stake, "tie", None, tuple(matching), tuple(top), best)
    winner = top[0]
    for seat in range(n):
        nets[seat] += stake * (n - 1) if seat == winner else -stake
    return GroupContest(size, stake, "won", winner, tuple(matching), (), best)


def settle(rules: DaLingRules, table: Sequence[Tile], groupings: Sequence[Grouping]) -> Settlement:
    """Settle one hand: `groupings[seat]` is each player's arrangement, seat 0 first."""
    n = len(groupings)
    if n < 2:
        raise ValueError("Da Ling settles between at least two players")
    target, colour = table_target(table), table_colour(table)
    stakes = rules.stake_amounts
    seats = [_seat_result(s, g, stakes, target, colour) for s, g in enumerate(groupings)]
    total = float(sum(stakes))
    nets = [0.0] * n
    absolute = [r.seat for r in seats if r.absolute]
    winner, tied, contests, notes = None, [], [], []
    fee = banker_take = 0.0
    mode = "groups"
    if absolute:
        best, top = _top(absolute, lambda s: seats[s].colour_pips)
        if len(top) == 1:
            winner, mode, fee = top[0], "absolute", rules.fee
            nets = [total * (n - 1) - fee if s == winner else -total for s in range(n)]
            notes.append(f"Seat {winner} is the absolute winner with {best} {colour} pips.")
        else:
            tied = top
            mode = "push" if rules.tied_absolute == "push" else "groups"
            notes.append(
                f"Absolute winners tie on {best} {colour} pips: "
                + ("everything pushes." if mode == "push" else "settled by groups.")
            )
    if mode == "groups":
        for k, stake in enumerate(stakes):
            contest = _contest(k, float(stake), seats, rules, nets)
            if contest.to_banker:
                banker_take += contest.stake * n
            contests.append(contest)
    results = tuple(
        SeatResult(
            r.seat,
            r.grouping,
            r.groups,
            r.colour_pips,
            r.absolute,
            r.stake,
            outcome_by_sign(nets[r.seat]),
            nets[r.seat],
        )
        for r in seats
    )
    if fee:
        notes.append(f"The absolute winner pays the house {fee:g}.")
    return Settlement(
        tuple(table),
        target,
        colour,
        mode,
        winner,
        tuple(absolute),
        tuple(tied),
        tuple(contests),
        results,
        fee,
        banker_take,
        tuple(notes),
    )
