"""Chinese Poker settlement: the pairwise table of the seed, under any resolved Scoring.

Each pair of players (with a house: the house and each player) is settled on its own:
1. A declared special hand beats an ordinary or surrendered one for its value; two specials
   clash by the schedule's rule (specials.py).
2. A surrender pays the agreed cost to the opponent (nothing between two who surrendered).
3. Otherwise the three rows are compared (a tie goes to the house; with fouls="scoop" a fouled
   setting loses every row to an unfouled one) and paid by the scoring: one unit per row, or
   Hawaiian Gardens' two-of-three (1, 6; 9 for sweeping everyone); royalties by their mode;
   a sweep adds the sweep bonus and multiplies the pair's payment; the overall point goes to
   the pair's net winner.
4. The aces side bet is added to every compared pair.
Amounts are units times `unit`. With `chip_cap`, pairs are paid in clockwise order from the
dealer (specials first, then everything else), each transfer limited by what both players still
have uncommitted of the chips they started with: the Hawaiian Gardens rule.

Pool and single-winner scoring have no pairwise payments (the pairs still show the rows).
Every amount leaves one seat and reaches another, so the nets always sum to zero.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Sequence

from ..core import outcome_by_sign
from ..cards import Card
from .presets import ACES_SIDE_BET, HAWAIIAN_PAYS, HAWAIIAN_SWEEP_ALL
from .ranking import category_of, describe
from .rules import Scoring
from .setting import ROWS, Setting
from .specials import Declared, clash

SET, DECLARE, SURRENDER = "set", "declare", "surrender"


@dataclass(frozen=True)
class Play:
    """What one seat did: set its rows, declared a special, or surrendered."""

    kind: str
    cards: tuple[Card, ...]
    setting: Setting | None = None
    keys: tuple[int, int, int] | None = None
    special: Declared | None = None
    fouled: bool = False


@dataclass(frozen=True)
class RowResult:
    row: str  # front | middle | back
    winner: int | None  # a seat, or None when the row is tied
    reason: str  # higher | tie | tie to the house | foul | both fouled


@dataclass(frozen=True)
class Royalty:
    """One row's bonus in a pair: the seat whose hand earned it, the hand's category, and the
    units from the pair's first seat's side (so a pair's royalties sum to its bonuses)."""

    row: str  # front | middle | back
    seat: int
    category: int
    amount: float


@dataclass(frozen=True)
class PairResult:
    """One pair of players; every amount is from the first seat's side (the second gets minus)."""

    seats: tuple[int, int]
    kind: str  # rows | special | surrender
    rows: tuple[RowResult, ...]  # empty for special / surrender pairs
    front: int | None
    middle: int | None
    back: int | None
    swept: int | None  # the seat that won all three rows
    base: float = 0.0  # row units (or two-of-three pay, single winner)
    bonuses: float = 0.0  # royalties for strong hands
    sweep: float = 0.0  # sweep bonus and multiplier
    overall_point: float = 0.0
    special: float = 0.0
    surrender: float = 0.0
    aces: float = 0.0
    net: float = 0.0  # the sum, before any chip cap
    paid: float = 0.0  # what actually changed hands
    # What the bonuses are made of, row by row: derived from the rows, so records leave it out
    # (records/format.py), as those written before it was added do.
    royalties: tuple[Royalty, ...] = field(default=(), metadata={"record": False})

    @property
    def nets(self) -> tuple[float, float]:
        return self.paid, -self.paid

    def turned(self) -> "PairResult":
        """The same pair from its second seat's side: the seats swapped and every amount
        negated, so that a table can list each pair the same way round from hand to hand
        (the settlement orders them from the dealer, who moves)."""
        a, b = self.seats
        return replace(
            self,
            seats=(b, a),
            base=-self.base or 0.0,  # "or 0.0": no -0.0 to show as "-0"
            bonuses=-self.bonuses or 0.0,
            sweep=-self.sweep or 0.0,
            overall_point=-self.overall_point or 0.0,
            special=-self.special or 0.0,
            surrender=-self.surrender or 0.0,
            aces=-self.aces or 0.0,
            net=-self.net or 0.0,
            paid=-self.paid or 0.0,
            royalties=tuple(replace(r, amount=-r.amount or 0.0) for r in self.royalties),
        )


@dataclass(frozen=True)
class PoolResult:
    contribution: float  # each seat's stake in the pool
    winners: tuple[tuple[int, ...], ...]  # best front, middle, back (several on a tie)
    sweep: int | None  # the seat that took all three rows alone


@dataclass(frozen=True)
class SeatResult:
    seat: int
    role: str  # house | player
    kind: str  # set | declare | surrender
    setting: Setting | None
    names: tuple[str, ...]  # each row's hand, e.g. "Full house, kings over eights"
    special: str | None  # the declared special's title
    fouled: bool
    outcome: str  # win | lose | push (the sign of net)
    net: float
    stake: float  # units at risk in basic play: 3 per opponent


@dataclass(frozen=True)
class Settlement:
    preset: str
    scoring: str
    house: int | None  # the bank's seat (0) or None
    dealer: int
    pairs: tuple[PairResult, ...]
    results: tuple[SeatResult, ...]
    pool: PoolResult | None = None
    single_winner: int | None = None
    swept_all: tuple[int, ...] = ()
    chips: tuple[float, ...] | None = None  # chips at the start, when the cap applies
    notes: tuple[str, ...] = ()

    def nets(self) -> list[float]:
        return [r.net for r in self.results]


def _order(n: int, dealer: int) -> list[int]:
    return [(dealer + i) % n for i in range(n)]


def _pairs(sc: Scoring, n: int, dealer: int) -> list[tuple[int, int]]:
    if sc.house:
        return [(0, s) for s in range(1, n)]
    order = _order(n, dealer)
    return [(order[i], order[j]) for i in range(n) for j in range(i + 1, n)]


def _keys(play: Play) -> tuple[int, int, int]:
    """The rows' keys of a play that set its rows."""
    assert play.keys is not None, f"a {play.kind} play has no rows"
    return play.keys


def _declared(play: Play) -> Declared:
    assert play.special is not None, "the play declared no special hand"
    return play.special


def _rows(sc: Scoring, a: int, b: int, pa: Play, pb: Play) -> tuple[RowResult, ...]:
    if pa.fouled or pb.fouled:
        if pa.fouled and pb.fouled:
            return tuple(RowResult(r, None, "both fouled") for r in ROWS)
        return tuple(RowResult(r, b if pa.fouled else a, "foul") for r in ROWS)
    out = []
    for r, ka, kb in zip(ROWS, _keys(pa), _keys(pb)):
        if ka != kb:
            out.append(RowResult(r, a if ka > kb else b, "higher"))
        elif sc.house:
            out.append(RowResult(r, 0, "tie to the house"))
        else:
            out.append(RowResult(r, None, "tie"))
    return tuple(out)


def _royalty(sc: Scoring, row: int, play: Play) -> float:
    return 0.0 if play.fouled else sc.royalty(row, category_of(_keys(play)[row]))


def _row_payments(
    sc: Scoring, a: int, b: int, rows, pa: Play, pb: Play, swept_all
) -> tuple[float, tuple[Royalty, ...]]:
    """(base, royalties) from a's side for a compared pair."""
    base = 0.0
    royalties: list[Royalty] = []

    def earn(row: int, seat: int, play: Play, sign: int, units: float) -> None:
        if units:
            category = category_of(_keys(play)[row])
            royalties.append(Royalty(ROWS[row], seat, category, sign * units))

    wins_a = sum(1 for r in rows if r.winner == a)
    wins_b = sum(1 for r in rows if r.winner == b)
    for i, r in enumerate(rows):
        sign = 0 if r.winner is None else 1 if r.winner == a else -1
        if sc.scoring == "rows":
            base += sign
        if sc.royalty_mode == "extra":
            earn(i, a, pa, 1, _royalty(sc, i, pa))
            earn(i, b, pb, -1, _royalty(sc, i, pb))
        elif sign:
            seat, play = (a, pa) if sign > 0 else (b, pb)
            v = _royalty(sc, i, play)
            earn(i, seat, play, sign, max(v - 1, 0) if sc.royalty_mode == "instead" else v)
    if sc.scoring == "two-of-three":
        for wins, sign, seat in ((wins_a, 1, a), (wins_b, -1, b)):
            if wins >= 2:
                everyone = wins == 3 and seat in swept_all
                base += sign * (HAWAIIAN_SWEEP_ALL if everyone else HAWAIIAN_PAYS[wins])
    return base, tuple(royalties)


def _compared(sc, a, b, pa, pb, swept_all) -> PairResult:
    rows = _rows(sc, a, b, pa, pb)
    winners = [r.winner for r in rows]
    swept = winners[0] if winners[0] is not None and len(set(winners)) == 1 else None
    front, middle, back = winners
    if sc.scoring in ("pool", "single-winner"):
        return PairResult((a, b), "rows", rows, front, middle, back, swept)
    base, royalties = _row_payments(sc, a, b, rows, pa, pb, swept_all)
    bonuses = sum(r.amount for r in royalties)
    sweep = 0.0
    if swept is not None:
        sign = 1 if swept == a else -1
        factor = sc.sweep_all_factor if swept in swept_all else sc.sweep_factor
        sweep = (factor - 1) * (base + bonuses) + sign * sc.sweep_bonus
    subtotal = base + bonuses + sweep
    point = float((subtotal > 0) - (subtotal < 0)) if sc.overall_point else 0.0
    return PairResult(
        (a, b),
        "rows",
        rows,
        front,
        middle,
        back,
        swept,
        base,
        bonuses,
        sweep,
        point,
        royalties=royalties,
    )


def _special_or_surrender(sc, a, b, pa: Play, pb: Play) -> PairResult:
    if pa.special or pb.special:
        if pa.special and pb.special:
            amount = clash(sc.specials, pa.special, pb.special)
        else:
            amount = pa.special.value if pa.special else -_declared(pb).value
        return PairResult((a, b), "special", (), None, None, None, None, special=amount)
    if pa.kind == pb.kind:
        cost = 0.0
    else:
        cost = sc.surrender_cost if pb.kind == SURRENDER else -sc.surrender_cost
    return PairResult((a, b), "surrender", (), None, None, None, None, surrender=cost)


def _aces(cards_a, cards_b) -> float:
    count = lambda cards: sum(1 for c in cards if c.rank == 14)  # noqa: E731
    return float(ACES_SIDE_BET[count(cards_a)] - ACES_SIDE_BET[count(cards_b)])


def _swept_all(sc: Scoring, n: int, plays, pairs) -> tuple[int, ...]:
    """Seats that played every opponent they meet on rows and won all three against each."""
    out = []
    for seat in range(n):
        mine = [(a, b) for a, b in pairs if seat in (a, b)]
        if (
            mine
            and all(plays[a].kind == SET and plays[b].kind == SET for a, b in mine)
            and all(
                all(r.winner == seat for r in _rows(sc, a, b, plays[a], plays[b])) for a, b in mine
            )
        ):
            out.append(seat)
    return tuple(out)


def _pool(sc: Scoring, plays: Sequence[Play], nets: list[float]) -> PoolResult:
    """Each row's n units go to its best hand, shared on a tie (everyone, if all fouled)."""
    n = len(plays)
    nets[:] = [-3.0] * n
    winners = []
    for row in range(3):
        live = [s for s in range(n) if plays[s].kind == SET and not plays[s].fouled]
        best = max((_keys(plays[s])[row] for s in live), default=None)
        top = tuple(s for s in live if _keys(plays[s])[row] == best) or tuple(range(n))
        winners.append(top)
        for s in top:
            nets[s] += n / len(top)
    sole = {w[0] for w in winners if len(w) == 1}
    sweep = next(iter(sole)) if len(sole) == 1 and all(len(w) == 1 for w in winners) else None
    if sweep is not None and sc.pool_sweep:
        for s in range(n):
            nets[s] += 3.0 * (n - 1) if s == sweep else -3.0
    return PoolResult(3.0, tuple(winners), sweep)


def _cap(order_pairs: list[PairResult], chips: Sequence[float]) -> list[PairResult]:
    """Limit transfers, specials first, each chip being either doubled or lost once."""
    left = list(chips)
    paid = {p.seats: 0.0 for p in order_pairs}
    for phase in ("special", "rest"):
        for p in order_pairs:
            a, b = p.seats
            amount = p.special if phase == "special" else p.net - p.special
            x = min(abs(amount), left[a], left[b])
            left[a] -= x
            left[b] -= x
            paid[p.seats] += x if amount > 0 else -x
    return [replace(p, paid=paid[p.seats]) for p in order_pairs]


def settle(
    sc: Scoring, plays: Sequence[Play], dealer: int = 0, chips: Sequence[float] | None = None
) -> Settlement:
    """Settle one deal; `plays[seat]` for every seat, seat 0 first."""
    n = len(plays)
    if n < 2:
        raise ValueError("Chinese Poker settles between at least two players")
    pairs = _pairs(sc, n, dealer)
    swept_all = _swept_all(sc, n, plays, pairs)
    results: list[PairResult] = []
    for a, b in pairs:
        pa, pb = plays[a], plays[b]
        if pa.kind == SET and pb.kind == SET:
            p = _compared(sc, a, b, pa, pb, swept_all)
        else:
            p = _special_or_surrender(sc, a, b, pa, pb)
        if sc.aces:
            p = replace(p, aces=_aces(pa.cards, pb.cards))
        total = p.base + p.bonuses + p.sweep + p.overall_point + p.special + p.surrender + p.aces
        scale = sc.unit
        p = replace(
            p,
            base=p.base * scale,
            bonuses=p.bonuses * scale,
            royalties=tuple(replace(r, amount=r.amount * scale) for r in p.royalties),
            sweep=p.sweep * scale,
            overall_point=p.overall_point * scale,
            special=p.special * scale,
            surrender=p.surrender * scale,
            aces=p.aces * scale,
            net=total * scale,
            paid=total * scale,
        )
        results.append(p)
    nets = [0.0] * n
    pool = winner = None
    notes = []
    if sc.scoring == "pool":
        pool = _pool(sc, plays, nets)
        nets = [x * sc.unit for x in nets]
    elif sc.scoring == "single-winner":
        winner = next(
            (
                s
                for s in range(n)
                if all(
                    sum(1 for r in p.rows if r.winner == s) >= 2 for p in results if s in p.seats
                )
            ),
            None,
        )
        results = [
            replace(
                p,
                base=float(
                    sc.unit if p.seats[0] == winner else -sc.unit if p.seats[1] == winner else 0.0
                ),
            )
            for p in results
        ]
        results = [replace(p, net=p.base + p.aces, paid=p.base + p.aces) for p in results]
        notes.append(
            "No single winner this deal."
            if winner is None
            else f"Seat {winner} beats everyone on two rows or more."
        )
    if sc.chip_cap and chips is not None:
        results = _cap(results, chips)
    for p in results:
        a, b = p.seats
        nets[a] += p.paid
        nets[b] -= p.paid
    return Settlement(
        sc.preset,
        sc.scoring,
        0 if sc.house else None,
        dealer,
        tuple(results),
        _seat_results(sc, plays, nets, results),
        pool,
        winner,
        swept_all,
        tuple(chips) if sc.chip_cap and chips is not None else None,
        tuple(notes),
    )


def _seat_results(sc: Scoring, plays, nets, pairs) -> tuple[SeatResult, ...]:
    out = []
    for seat, play in enumerate(plays):
        net = nets[seat] + 0.0
        opponents = sum(1 for p in pairs if seat in p.seats)
        stake = 3.0 * sc.unit * (1 if sc.scoring == "pool" else opponents)
        names = tuple(describe(k) for k in play.keys) if play.keys else ()
        out.append(
            SeatResult(
                seat,
                "house" if sc.house and seat == 0 else "player",
                play.kind,
                play.setting,
                names,
                play.special.title if play.special else None,
                play.fouled,
                outcome_by_sign(net),
                net,
                stake,
            )
        )
    return tuple(out)
