"""Chinese Poker table rules: a named preset plus the seed's variations as options.

Every option left at None takes the preset's value (presets.PRESETS), so a record stores the
preset and only what the players changed, and `resolve()` turns the lot into one concrete
`Scoring` the settlement reads. With `house`, seat 0 is the bank (the house): the others play
only against it and it wins tied rows.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache

from ..options import RulesDict
from .presets import MIDDLE_EXTRA, PRESETS, ROYALTIES, SPECIALS, SWEEP_MULTIPLIERS
from .ranking import WHEELS
from .specials import Schedule

MIN_PLAYERS, MAX_PLAYERS = 2, 4
SCORINGS = ("rows", "two-of-three", "pool", "single-winner")
FOULS = ("reject", "scoop")
DEFAULTS = dict(
    house=False,
    scoring="rows",
    royalties="none",
    specials="none",
    surrender=False,
    surrender_cost=None,
    chip_cap=False,
)


@dataclass(frozen=True)
class Scoring:
    """Everything settlement needs, with no Nones left."""

    preset: str
    players: int
    house: bool
    scoring: str  # rows | two-of-three | pool | single-winner
    royalty_mode: str  # instead | additional | extra
    royalties: tuple[tuple[tuple[int, int], float], ...]
    specials: Schedule
    sweep_bonus: float
    sweep_factor: float  # pay multiplier for sweeping one opponent
    sweep_all_factor: float  # ... for sweeping every opponent
    overall_point: bool
    surrender: bool
    surrender_cost: float
    pool_sweep: bool
    aces: bool
    chip_cap: bool
    wheel: str
    fouls: str
    unit: float

    def royalty(self, row: int, category: int) -> float:
        return dict(self.royalties).get((row, category), 0.0)

    @property
    def paid_from_dealer(self) -> bool:
        """Whether the dealer matters to the players: chips that cannot go below zero are paid
        pair by pair clockwise from the dealer (Hawaiian Gardens), and the last can run dry;
        against a house, the house deals and every pair includes it."""
        return self.chip_cap and not self.house

    @property
    def surrender_chips(self) -> float:
        """What a surrender pays each opponent who plays the hand out, in chips (the question
        before it says so)."""
        return self.surrender_cost * self.unit


@dataclass(frozen=True)
class ChinesePokerRules(RulesDict):
    players: int = 4
    preset: str = "bonus"
    wheel: str = "low"  # low | second (A-2-3-4-5 just under A-K-Q-J-T)
    house: bool | None = None  # seat 0 is the bank; tied rows go to it
    scoring: str | None = None  # rows | two-of-three | pool | single-winner
    royalties: str | None = None  # a table of presets.ROYALTIES
    specials: str | None = None  # a schedule of presets.SPECIALS
    middle_extra: bool = False  # quads / straight flush in the middle pay one more
    sweep_bonus: float = 0  # extra units for winning all three rows (1 or 3)
    sweep_multiplier: str = "none"  # none | double-triple (Vietnam) | double-all (Singapore)
    overall_point: bool = False  # the pair's net winner gets one more unit
    surrender: bool | None = None  # a player may give up before the showdown
    surrender_cost: float | None = None  # per opponent (default 1, 2 with the overall point)
    pool_sweep: bool = False  # pool: three rows take the pool and 3 from each
    dragon_value: float = 13  # Singapore's Dragon: 13 or 26
    small_cards_max: int = 9  # Singapore's "small cards": up to 9 or up to 10
    aces: bool = False  # the aces side bet (1, 2, 6, 8 for 1-4 aces)
    chip_cap: bool | None = None  # nobody wins or loses more chips than they have
    fouls: str = "reject"  # reject | scoop (imported hands only)
    unit: float = 1
    bankroll: int = 1000

    def __post_init__(self) -> None:
        if not isinstance(self.players, int) or not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            raise ValueError(f"players must be {MIN_PLAYERS} to {MAX_PLAYERS}")
        if self.preset not in PRESETS:
            raise ValueError(f"preset {self.preset!r}: one of {', '.join(PRESETS)}")
        if self.wheel not in WHEELS:
            raise ValueError(f"wheel is one of {', '.join(WHEELS)}")
        choices = (
            ("scoring", SCORINGS),
            ("royalties", tuple(ROYALTIES)),
            ("specials", tuple(SPECIALS)),
            ("sweep_multiplier", tuple(SWEEP_MULTIPLIERS)),
            ("fouls", FOULS),
        )
        for name, allowed in choices:
            value = getattr(self, name)
            if value is not None and value not in allowed:
                raise ValueError(f"{name} {value!r}: one of {', '.join(allowed)}")
        if self.dragon_value not in (13, 26):
            raise ValueError("dragon_value is 13 or 26")
        if self.small_cards_max not in (9, 10):
            raise ValueError("small_cards_max is 9 or 10")
        if not (self.unit > 0 and self.sweep_bonus >= 0):
            raise ValueError("unit must be positive and sweep_bonus not negative")
        resolve(self)

    @property
    def seats(self) -> int:
        return self.players

    def option(self, name: str):
        """An option's value with the preset's default filled in."""
        value = getattr(self, name)
        if value is None:
            value = PRESETS[self.preset].get(name, DEFAULTS[name])
        return value

    @property
    def has_house(self) -> bool:
        return bool(self.option("house"))

    def unused_options(self) -> set[str]:
        """Options that change nothing under these rules, whatever their value (New Game greys
        them out): the higher middle payment adds to royalties for four of a kind and a
        straight flush in the middle, and the basic payments have none."""
        table = ROYALTIES[self.option("royalties")][1]
        return set() if any(cell in table for cell in MIDDLE_EXTRA) else {"middle_extra"}


@lru_cache(maxsize=256)
def resolve(rules: ChinesePokerRules) -> Scoring:
    """The concrete scoring; ValueError for combinations the seed does not describe."""
    house, scoring = bool(rules.option("house")), rules.option("scoring")
    mode, table = ROYALTIES[rules.option("royalties")]
    table = dict(table)
    if rules.middle_extra:
        for cell, more in MIDDLE_EXTRA.items():
            if cell in table:
                table[cell] += more
    schedule = SPECIALS[rules.option("specials")]
    if schedule.hands:
        values = tuple(
            (
                s,
                rules.dragon_value
                if s == "complete-straight" and rules.option("specials") == "singapore"
                else v,
            )
            for s, v in schedule.hands
        )
        schedule = replace(schedule, hands=values, small_max=rules.small_cards_max)
    surrender = bool(rules.option("surrender"))
    cost = rules.option("surrender_cost")
    if cost is None:
        cost = 2 if rules.overall_point else 1
    if scoring in ("pool", "single-winner"):
        clashes = [
            name
            for name, on in (
                ("house", house),
                ("special hands", schedule.hands),
                ("surrender", surrender),
            )
            if on
        ]
        if clashes:
            raise ValueError(f"scoring {scoring!r} cannot be combined with {', '.join(clashes)}")
    if rules.pool_sweep and scoring != "pool":
        raise ValueError("pool_sweep needs scoring 'pool'")
    if house and scoring == "two-of-three":
        raise ValueError("two-of-three scoring is played without a house")
    one, everyone = SWEEP_MULTIPLIERS[rules.sweep_multiplier]
    return Scoring(
        rules.preset,
        rules.players,
        house,
        scoring,
        mode,
        tuple(sorted(table.items())),
        schedule,
        float(rules.sweep_bonus),
        float(one),
        float(everyone),
        bool(rules.overall_point),
        surrender,
        float(cost),
        bool(rules.pool_sweep),
        bool(rules.aces),
        bool(rules.option("chip_cap")),
        rules.wheel,
        rules.fouls,
        float(rules.unit),
    )
