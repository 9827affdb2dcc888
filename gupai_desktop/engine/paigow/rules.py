"""Pai Gow table rules and settlement (dominoes.md §2.1, §2.5).

Seats: 0 is the house dealer, 1 is the user, 2.. are AI players. The house banks unless the
rotating bank is chosen; then the bank passes counter-clockwise seat by seat, house included.
Commission is 5% of a winning bet (of a player-banker's net win for the round) and goes to the
house, so the returns of all seats always sum to zero.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..core import outcome_by_sign
from .hands import compare, tie_reason
from .settings import Setting

HOUSE = 0
USER = 1
MAX_AI = 6
POSITIONS = 8
# Table positions, numbered counter-clockwise from the house dealer's: the user sits opposite the
# house and AI players fill the places either side, so the table stays balanced.
USER_POSITION = 4
AI_POSITIONS = (2, 6, 3, 5, 1, 7)


@dataclass(frozen=True)
class PaiGowRules:
    ai_players: int = 3
    stake: int = 10
    commission: float = 0.05
    banking: str = "house"  # house | rotate
    house_way: str = "foxwoods"
    bankroll: int = 1000

    def __post_init__(self) -> None:
        if not 0 <= self.ai_players <= MAX_AI:
            raise ValueError(f"AI players must be 0 to {MAX_AI}")
        if self.banking not in ("house", "rotate"):
            raise ValueError("banking is 'house' or 'rotate'")
        if self.stake <= 0 or not 0 <= self.commission < 1:
            raise ValueError("stake must be positive and commission between 0 and 1")

    @property
    def seats(self) -> int:
        return 2 + self.ai_players

    @property
    def positions(self) -> tuple[int, ...]:
        """The table position (0..7) of each seat."""
        return (0, USER_POSITION) + AI_POSITIONS[: self.ai_players]

    def to_dict(self) -> dict:
        return dict(
            ai_players=self.ai_players,
            stake=self.stake,
            commission=self.commission,
            banking=self.banking,
            house_way=self.house_way,
            bankroll=self.bankroll,
        )

    @staticmethod
    def from_dict(d: dict) -> "PaiGowRules":
        known = PaiGowRules.__dataclass_fields__
        return PaiGowRules(**{k: v for k, v in d.items() if k in known})


@dataclass(frozen=True)
class Comparison:
    player_hand: tuple
    banker_hand: tuple
    winner: str  # "player" | "banker"
    reason: str


@dataclass(frozen=True)
class SeatResult:
    seat: int
    role: str  # banker | player
    stake: float
    high: Comparison | None = None
    low: Comparison | None = None
    outcome: str = ""  # win | lose | push (for the banker: net of the round)
    gross: float = 0.0
    commission: float = 0.0
    net: float = 0.0


@dataclass(frozen=True)
class Settlement:
    banker: int
    results: tuple[SeatResult, ...]
    house_take: float = 0.0
    notes: tuple[str, ...] = field(default_factory=tuple)

    def nets(self) -> list[float]:
        return [r.net for r in self.results]


def _compare(player: tuple, banker: tuple) -> Comparison:
    winner = "player" if compare(player, banker) > 0 else "banker"
    return Comparison(player, banker, winner, tie_reason(player, banker))


def settle(
    rules: PaiGowRules, banker: int, settings: dict[int, Setting], stakes: dict[int, float]
) -> Settlement:
    """Compare every player's two hands with the banker's and pay the bets."""
    bset = settings[banker]
    results: dict[int, SeatResult] = {}
    banker_gross = 0.0
    take = 0.0
    for seat in sorted(settings):
        if seat == banker:
            continue
        s, stake = settings[seat], stakes[seat]
        high, low = _compare(s.high, bset.high), _compare(s.low, bset.low)
        wins = [high.winner, low.winner].count("player")
        outcome, gross = {2: ("win", stake), 0: ("lose", -stake), 1: ("push", 0.0)}[wins]
        commission = round(gross * rules.commission, 6) if gross > 0 and seat != HOUSE else 0.0
        take += commission
        banker_gross -= gross
        results[seat] = SeatResult(
            seat, "player", stake, high, low, outcome, gross, commission, gross - commission
        )
    b_comm = (
        round(banker_gross * rules.commission, 6) if banker_gross > 0 and banker != HOUSE else 0.0
    )
    take += b_comm
    b_outcome = outcome_by_sign(banker_gross)
    results[banker] = SeatResult(
        banker, "banker", 0.0, None, None, b_outcome, banker_gross, b_comm, banker_gross - b_comm
    )
    if HOUSE in results:
        r = results[HOUSE]
        results[HOUSE] = SeatResult(
            r.seat, r.role, r.stake, r.high, r.low, r.outcome, r.gross, r.commission, r.net + take
        )
    notes = ("Commission goes to the house.",) if take else ()
    return Settlement(banker, tuple(results[s] for s in sorted(results)), take, notes)
