"""Pai Gow AI: exact expected values of settings against a house-way opponent.

Every question here reduces to one table, built once per house way and process: for each of the
C(32,4) = 35,960 four-tile combos of physical tiles (indices into FULL_SET), a bitmask and the
(low, high) keys of its house-way setting. The house way runs once per distinct kind multiset
(8,130 of them; not the 3,620 that merge equal-ranked military kinds, so nothing assumes the house
way treats [6:3] and [5:4] alike) and is mapped back to the combos. Given a player's four tiles, the 20,475 opponent hands are the combos disjoint
from the player's mask; their keys go into a 2-D histogram whose prefix sums count, for any pair
of player keys, how many opponent hands the player beats in both hands or loses in both.
No Qt here: the CLI, the benchmarks and the app all share this module.
"""

from __future__ import annotations

import itertools
import time
from dataclasses import dataclass
from typing import Iterable

import numpy as np

from ..engine.dominoes import ALL_KINDS, FULL_SET, Tile, check_available
from ..engine.paigow.hands import key_table
from ..engine.paigow.house_way import DEFAULT_HOUSE_WAY, house_way as house_way_fn
from ..engine.paigow.settings import Setting, settings_of

LEVELS = {"house": "House way", "optimal": "Optimal (max expected value)"}
OPPONENT_HANDS = 20_475  # C(28, 4)
ALL_HANDS = 35_960  # C(32, 4)
_TIE = 1e-12  # EVs closer than this count as equal when choosing a setting

# Hand keys mapped to dense ranks so a histogram of opponent (low, high) keys stays small.
_KEYS = np.unique(np.array(key_table(), dtype=np.int64))
_NK = len(_KEYS)
_RANK = {int(k): i for i, k in enumerate(_KEYS)}


@dataclass(frozen=True)
class SettingEV:
    """One setting's outcome probabilities and EV (in stakes, net of commission)."""

    setting: Setting
    ev: float
    p_win: float
    p_lose: float
    p_push: float


@dataclass(frozen=True)
class EdgeResult:
    """A whole-game figure: per-bet probabilities and the house edge in percent."""

    p_win: float
    p_lose: float
    p_push: float
    edge_percent: float


class Tables:
    """Per-house-way enumeration tables (see the module docstring)."""

    def __init__(self, way: str):
        start = time.perf_counter()
        set_hand = house_way_fn(way)
        combos = np.array(list(itertools.combinations(range(32), 4)), dtype=np.int64)
        self.masks = (np.uint32(1) << combos.astype(np.uint32)).sum(axis=1, dtype=np.uint32)
        codes = np.array([t.code for t in FULL_SET], dtype=np.int64)[combos]
        multiset = codes @ np.array([21**3, 21**2, 21, 1], dtype=np.int64)
        uniq, first, group, counts = np.unique(
            multiset, return_index=True, return_inverse=True, return_counts=True
        )
        self.group_tiles: list[tuple[Tile, ...]] = []
        self.group_hw: list[Setting] = []
        lo = np.empty(len(uniq), dtype=np.int64)
        hi = np.empty(len(uniq), dtype=np.int64)
        for g, row in enumerate(codes[first]):
            tiles = tuple(ALL_KINDS[c] for c in row)
            s = set_hand(tiles)
            self.group_tiles.append(tiles)
            self.group_hw.append(s)
            lo[g], hi[g] = _RANK[s.keys[0]], _RANK[s.keys[1]]
        self.group_masks = self.masks[first]
        self.group_counts = counts
        self.cell = (lo * _NK + hi)[group.ravel()]
        self.build_seconds = time.perf_counter() - start

    def prefix(self, mask: int) -> np.ndarray:
        """P[i, j] = opponent hands (disjoint from mask) with low rank < i and high rank < j."""
        cells = self.cell[(self.masks & np.uint32(mask)) == 0]
        hist = np.bincount(cells, minlength=_NK * _NK).reshape(_NK, _NK)
        out = np.zeros((_NK + 1, _NK + 1), dtype=np.int64)
        out[1:, 1:] = hist.cumsum(0).cumsum(1)
        return out


_TABLES: dict[str, Tables] = {}
_MEMO: dict[tuple, tuple[tuple[SettingEV, ...], Setting]] = {}
_HOUSE_MEMO: dict[tuple, Setting] = {}
# Per house way, per kind multiset: (combos, house-way setting, {setting: counts}), counts being
# (wins, losses) not banking and banking.
_Counts = tuple[tuple[int, int], tuple[int, int]]
_EDGE_COUNTS: dict[str, list[tuple[int, Setting, dict[Setting, _Counts]]]] = {}


def tables(house_way: str = DEFAULT_HOUSE_WAY) -> Tables:
    """The cached tables for a house way, built on first use (about a second)."""
    if house_way not in _TABLES:
        house_way_fn(house_way)
        _TABLES[house_way] = Tables(house_way)
    return _TABLES[house_way]


def clear_memo() -> None:
    """Forget memoised hands (the tables stay); benchmarks use it to time cold queries."""
    _MEMO.clear()
    _HOUSE_MEMO.clear()
    _EDGE_COUNTS.clear()


def _counts(prefix: np.ndarray, low_key: int, high_key: int, banking: bool) -> tuple[int, int]:
    """(bets won, bets lost) by the player whose hands have these keys.

    Not banking, the player needs strictly higher keys (copies go to the banker); banking, the
    player wins a hand when its key is at least the opponent's."""
    n = prefix.shape[0] - 1
    total = int(prefix[n, n])
    r, c = _RANK[low_key], _RANK[high_key]
    if banking:
        r, c = r + 1, c + 1
    below = int(prefix[r, c])
    above = total - int(prefix[r, n]) - int(prefix[n, c]) + below
    return below, above


def _mask_of(tiles: Iterable[Tile]) -> int:
    """A physical-tile bitmask for the kinds, taking the first free copy of each."""
    mask = 0
    for t in tiles:
        i = FULL_SET.index(t)
        if mask >> i & 1:
            i += 1
        mask |= 1 << i
    return mask


def _setting_evs(tiles, prefix, banking: bool, commission: float) -> tuple[SettingEV, ...]:
    total = int(prefix[-1, -1])
    out = []
    for s in settings_of(tiles):
        win, lose = _counts(prefix, *s.keys, banking)
        out.append(_ev(s, win, lose, total, commission))
    return tuple(out)


def _ev(s: Setting, win: int, lose: int, total: int, commission: float) -> SettingEV:
    pw, pl = win / total, lose / total
    return SettingEV(s, pw * (1 - commission) - pl, pw, pl, (total - win - lose) / total)


def _best(evs: Iterable[SettingEV], house: Setting) -> SettingEV:
    """Max EV; near-ties go to the house-way setting, then to the first setting."""
    evs = list(evs)
    top = max(e.ev for e in evs)
    near = [e for e in evs if e.ev >= top - _TIE]
    return next((e for e in near if e.setting == house), near[0])


def _check(tiles, commission: float) -> tuple[Tile, ...]:
    tiles = tuple(sorted(tiles, reverse=True))
    if len(tiles) != 4:
        raise ValueError(f"a Pai Gow hand has four tiles, not {len(tiles)}")
    check_available(tiles)
    if not 0 <= commission < 1:
        raise ValueError(f"commission {commission} must be at least 0 and below 1")
    return tiles


def _analyse(tiles, banking: bool, commission: float, house_way: str):
    tiles = _check(tiles, commission)
    key = (tiles, bool(banking), float(commission), house_way)
    hit = _MEMO.get(key)
    if hit is None:
        prefix = tables(house_way).prefix(_mask_of(tiles))
        evs = _setting_evs(tiles, prefix, banking, commission)
        hit = (evs, _best(evs, house_way_fn(house_way)(tiles)).setting)
        _MEMO[key] = hit
    return hit


def expected_values(
    tiles, *, banking: bool = False, commission: float = 0.05, house_way: str = DEFAULT_HOUSE_WAY
) -> list[SettingEV]:
    """Each distinct setting's exact EV against one house-way opponent (settings_of order)."""
    return list(_analyse(tiles, banking, commission, house_way)[0])


def optimal_setting(
    tiles, *, banking: bool = False, commission: float = 0.05, house_way: str = DEFAULT_HOUSE_WAY
) -> Setting:
    """The EV-maximising setting (memoised per hand, stakes and house way)."""
    return _analyse(tiles, banking, commission, house_way)[1]


def house_setting(tiles, house_way: str = DEFAULT_HOUSE_WAY) -> Setting:
    """The house way's setting, memoised per hand (8,130 at most per house way):
    the house way weighs every setting, and a simulation asks for it every hand."""
    key = (tuple(sorted(tiles, reverse=True)), house_way)
    hit = _HOUSE_MEMO.get(key)
    if hit is None:
        hit = _HOUSE_MEMO[key] = house_way_fn(house_way)(_check(tiles, 0.0))
    return hit


def choose_setting(
    tiles,
    level: str = "optimal",
    *,
    banking: bool = False,
    commission: float = 0.05,
    house_way: str = DEFAULT_HOUSE_WAY,
) -> Setting:
    if level == "house":
        return house_setting(tiles, house_way)
    if level == "optimal":
        return optimal_setting(tiles, banking=banking, commission=commission, house_way=house_way)
    raise ValueError(f"unknown Pai Gow AI level {level!r}; choose from {', '.join(LEVELS)}")


def act(obs, rules, level: str = "optimal") -> str:
    """The action token for a seat's observation: "set:LOW|HIGH"."""
    s = choose_setting(
        obs.tiles,
        level,
        banking=obs.banker == obs.seat,
        commission=rules.commission,
        house_way=rules.house_way,
    )
    return "set:" + s.token()


def edge(
    player: str = "house",
    banking: bool = False,
    commission: float = 0.05,
    house_way: str = DEFAULT_HOUSE_WAY,
) -> EdgeResult:
    """Exact house edge over all 35,960 player hands x 20,475 house-way opponent hands.

    Player hands are grouped by kind multiset and weighted by how many physical combos share it;
    every (player, opponent) pair of disjoint combos counts once."""
    if player not in LEVELS:
        raise ValueError(f"unknown player strategy {player!r}; choose from {', '.join(LEVELS)}")
    if not 0 <= commission < 1:
        raise ValueError(f"commission {commission} must be at least 0 and below 1")
    wins = losses = 0
    for weight, hw, counts in _edge_counts(house_way):
        if player == "house":
            win, lose = counts[hw][banking]
        else:
            evs = [_ev(s, *wl[banking], OPPONENT_HANDS, commission) for s, wl in counts.items()]
            win, lose = counts[_best(evs, hw).setting][banking]
        wins += weight * win
        losses += weight * lose
    total = ALL_HANDS * OPPONENT_HANDS
    pw, pl = wins / total, losses / total
    return EdgeResult(pw, pl, 1 - pw - pl, -100 * (pw * (1 - commission) - pl))


def _edge_counts(house_way: str) -> list[tuple[int, Setting, dict[Setting, _Counts]]]:
    """What every edge of a house way is worked out from, counted once per process: the
    player, the banking side and the commission only weigh these counts (the CLI and the tests
    ask for several edges, each a pass over 8,130 prefix tables before)."""
    if house_way not in _EDGE_COUNTS:
        t = tables(house_way)
        rows = []
        for tiles, hw, mask, weight in zip(
            t.group_tiles, t.group_hw, t.group_masks.tolist(), t.group_counts.tolist()
        ):
            prefix = t.prefix(mask)
            counts = {
                s: (_counts(prefix, *s.keys, False), _counts(prefix, *s.keys, True))
                for s in (*settings_of(tiles), hw)
            }
            rows.append((weight, hw, counts))
        _EDGE_COUNTS[house_way] = rows
    return _EDGE_COUNTS[house_way]


def weigh(obs, rules, chosen: str | None = None) -> tuple[list[tuple[str, float, None]], bool]:
    """Every setting of the seat's tiles with its expected chips for the hand (the review and
    the hint): exact against the house way; a banker's figure assumes each player sets by the
    house way too, so it is exact only for a player."""
    banking = obs.banker == obs.seat
    times = rules.stake * ((rules.seats - 1) if banking else 1)
    evs = expected_values(
        obs.tiles, banking=banking, commission=rules.commission, house_way=rules.house_way
    )
    return [("set:" + e.setting.token(), e.ev * times, None) for e in evs], not banking
