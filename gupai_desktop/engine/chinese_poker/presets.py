"""The seed's payment schedules, as data: royalty tables, special-hand schedules and presets.

Royalty tables map (row, category) to units, rows 0 front, 1 middle, 2 back. Each table has a
mode saying how the units are paid:
- "instead": the winner of the row receives the units instead of 1 (the typical scale);
- "additional": the winner receives them on top of the row payment (Hawaiian Gardens);
- "extra": paid irrespective of whether the row wins or loses (the variation, and Malayan).
"""

from __future__ import annotations

from .ranking import FULL_HOUSE, QUADS, STRAIGHT_FLUSH, TRIPS
from .specials import Schedule

FRONT, MIDDLE, BACK = 0, 1, 2

ROYALTIES: dict[str, tuple[str, dict[tuple[int, int], float]]] = {
    "none": ("instead", {}),
    "typical": (
        "instead",
        {
            (FRONT, TRIPS): 3,
            (MIDDLE, FULL_HOUSE): 2,
            (MIDDLE, QUADS): 4,
            (BACK, QUADS): 4,
            (MIDDLE, STRAIGHT_FLUSH): 5,
            (BACK, STRAIGHT_FLUSH): 5,
        },
    ),
    "typical-extra": (
        "extra",
        {
            (FRONT, TRIPS): 2,
            (MIDDLE, FULL_HOUSE): 1,
            (MIDDLE, QUADS): 3,
            (BACK, QUADS): 3,
            (MIDDLE, STRAIGHT_FLUSH): 4,
            (BACK, STRAIGHT_FLUSH): 4,
        },
    ),
    "malayan": (
        "extra",
        {
            (FRONT, TRIPS): 2,
            (MIDDLE, FULL_HOUSE): 2,
            (BACK, QUADS): 4,
            (MIDDLE, QUADS): 6,
            (BACK, STRAIGHT_FLUSH): 6,
            (MIDDLE, STRAIGHT_FLUSH): 8,
        },
    ),
    "vietnamese": (
        "instead",
        {
            (FRONT, TRIPS): 3,
            (MIDDLE, FULL_HOUSE): 2,
            (BACK, QUADS): 4,
            (MIDDLE, QUADS): 8,
            (BACK, STRAIGHT_FLUSH): 5,
            (MIDDLE, STRAIGHT_FLUSH): 10,
        },
    ),
    "singapore": (
        "instead",
        {
            (FRONT, TRIPS): 3,
            (MIDDLE, FULL_HOUSE): 2,
            (BACK, QUADS): 4,
            (MIDDLE, QUADS): 8,
            (BACK, STRAIGHT_FLUSH): 7,
            (MIDDLE, STRAIGHT_FLUSH): 14,
        },
    ),
    "hawaiian-gardens": (
        "additional",
        {
            (BACK, STRAIGHT_FLUSH): 5,
            (MIDDLE, STRAIGHT_FLUSH): 10,
            (BACK, QUADS): 4,
            (MIDDLE, QUADS): 8,
            (MIDDLE, FULL_HOUSE): 2,
            (FRONT, TRIPS): 3,
        },
    ),
}
# "Higher payment in the middle": quads and straight flushes in the middle are worth one more.
MIDDLE_EXTRA = {(MIDDLE, QUADS): 1, (MIDDLE, STRAIGHT_FLUSH): 1}

SPECIALS: dict[str, Schedule] = {
    "none": Schedule(()),
    "typical": Schedule(
        (("six-pairs", 3), ("three-straights", 3), ("three-flushes", 3), ("complete-straight", 13)),
        "full",
    ),
    "malayan": Schedule(
        (
            ("three-flushes", 3),
            ("three-straights", 4),
            ("six-pairs", 4),
            ("five-pairs-triplet", 5),
            ("four-triplets", 6),
            ("one-colour", 10),
            ("small", 10),
            ("big", 10),
            ("three-quads", 16),
            ("three-straight-flushes", 18),
            ("all-pictures", 18),
            ("one-suit", 26),
        ),
        "difference",
        (("six-pairs", "Six and a half pairs"),),
    ),
    # The seed gives no clash rule for Vietnam: the typical one, equal values in the typical
    # order (six pairs < three straights < three flushes) [RES].
    "vietnamese": Schedule(
        (
            ("six-pairs", 3),
            ("three-straights", 3),
            ("three-flushes", 3),
            ("five-pairs-triplet", 6),
            ("complete-straight", 13),
            ("one-suit", 26),
        ),
        "full",
    ),
    "singapore": Schedule(
        (
            ("six-pairs", 3),
            ("three-straights", 3),
            ("three-flushes", 3),
            ("small-cards", 3),
            ("complete-straight", 13),
        ),
        "full-or-push",
        (("six-pairs", "Six and a half pairs"), ("complete-straight", "Dragon")),
    ),
    "hawaiian-gardens": Schedule(
        (
            ("six-pairs", 4),
            ("three-straights", 4),
            ("three-flushes", 4),
            ("twelve-one-colour", 4),
            ("one-colour", 6),
            ("complete-straight", 13),
            ("one-suit", 39),
        ),
        "difference",
    ),
}

# Each preset: the options it sets; everything else takes the defaults in rules.py.
PRESETS: dict[str, dict] = {
    "basic": {},
    "bonus": {"royalties": "typical"},
    "specials": {"royalties": "typical", "specials": "typical"},
    "malayan": {"house": True, "royalties": "malayan", "specials": "malayan"},
    "vietnamese": {"royalties": "vietnamese", "specials": "vietnamese"},
    "singapore": {"royalties": "singapore", "specials": "singapore"},
    "hawaiian-gardens": {
        "scoring": "two-of-three",
        "royalties": "hawaiian-gardens",
        "specials": "hawaiian-gardens",
        "surrender": True,
        "surrender_cost": 3,
        "chip_cap": True,
    },
}
PRESET_TITLES = {
    "basic": "Basic: one unit a row",
    "bonus": "Bonuses for strong hands (the typical scale)",
    "specials": "Bonuses and special hands",
    "malayan": "Malayan: the players against the bank",
    "vietnamese": "Vietnamese (Xập Xám)",
    "singapore": "Singapore (Claims)",
    "hawaiian-gardens": "Hawaiian Gardens casino",
}
ACES_SIDE_BET = (0, 1, 2, 6, 8)  # value of holding 0..4 aces
HAWAIIAN_PAYS = {2: 1, 3: 6}  # rows won of three -> units; 9 for sweeping everyone
HAWAIIAN_SWEEP_ALL = 9
SWEEP_MULTIPLIERS = {"none": (1, 1), "double-triple": (2, 3), "double-all": (1, 2)}
