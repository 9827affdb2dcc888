"""Ranking and payments at the end of a hand (dominoes.md §3.3, test vectors §8.5).

Points are the pips of a seat's face-down tiles and of the tiles still in its hand. The fewest
points win, a tie for first going to the *lower* hand (nearer the leader in playing order, the
leader lowest); ties for the lower places go to the *upper* hand (the later player), or, as an
option, to the lower hand too. Winner +6, then -1, -2, -3. A SuanZhang player who wins doubles
every payment; one who loses pays the winner 12 alone.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core import outcome_by_sign
from .rules import BASE_PAYMENTS, PLAYERS, SUANZHANG_PENALTY, DingNiuRules


@dataclass(frozen=True)
class SeatResult:
    seat: int
    points: int
    place: int  # 1 = winner
    net: float
    outcome: str  # win | lose | push


@dataclass(frozen=True)
class Settlement:
    leader: int
    results: tuple[SeatResult, ...]  # in seat order
    suanzhang_seat: int | None  # the attributed SuanZhang player, if any
    suanzhang_effect: str  # none | doubled | pays-alone | ignored

    def nets(self) -> list[float]:
        return [r.net for r in self.results]

    @property
    def winner(self) -> int:
        return next(r.seat for r in self.results if r.place == 1)


def play_order(leader: int) -> list[int]:
    return [(leader + i) % PLAYERS for i in range(PLAYERS)]


def ranking(points: list[int], leader: int, loser_ties: str = "upper") -> list[int]:
    """Seats from first place to last."""
    order = play_order(leader)
    position = {seat: i for i, seat in enumerate(order)}
    winner = min(order, key=lambda s: (points[s], position[s]))
    rest = [s for s in order if s != winner]
    sign = -1 if loser_ties == "upper" else 1
    rest.sort(key=lambda s: (points[s], sign * position[s]))
    return [winner] + rest


def settle(
    rules: DingNiuRules, points: list[int], leader: int, suanzhang_seat: int | None = None
) -> Settlement:
    places = ranking(points, leader, rules.loser_ties)
    place_of = {seat: i + 1 for i, seat in enumerate(places)}
    amounts = {seat: float(BASE_PAYMENTS[i]) for i, seat in enumerate(places)}
    effect = "none"
    if suanzhang_seat is not None:
        s = suanzhang_seat
        others = [points[o] for o in range(PLAYERS) if o != s]
        won = place_of[s] == 1 if rules.suanzhang_success == "winner" else points[s] < min(others)
        if won:
            amounts = {seat: 2 * value for seat, value in amounts.items()}
            effect = "doubled"
        elif place_of[s] == 1:
            effect = "ignored"  # strict success rule: a tied winner pays normally
        elif rules.losing_suanzhang == "always" or place_of[s] == PLAYERS:
            amounts = {seat: 0.0 for seat in range(PLAYERS)}
            amounts[places[0]] = float(SUANZHANG_PENALTY)
            amounts[s] = -float(SUANZHANG_PENALTY)
            effect = "pays-alone"
        else:
            effect = "ignored"
    results = []
    for seat in range(PLAYERS):
        net = amounts[seat] * rules.unit
        results.append(SeatResult(seat, points[seat], place_of[seat], net, outcome_by_sign(net)))
    return Settlement(leader, tuple(results), suanzhang_seat, effect)
