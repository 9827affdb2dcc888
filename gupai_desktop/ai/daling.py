"""Da Ling AI: baselines that match what they can, and a sampler that maximises expected chips.

What a grouping is worth depends only on which groups match (any wild 3/6 choice will do: the
choice never changes colour pips) and on each group's colour pips. A hand has only 41 distinct
groups (6 singles, 15 pairs, 20 triples) and every one of its 60 splits is three of them, so
`subset_features` computes those 41 once, for a whole batch of hands at a time, and splits are
gathers of them.

"strong" deals the unseen tiles to the opponents SAMPLES times (a generator seeded from the
position, so the same hand always gets the same answer), lets the sampled opponents group by
the baseline policies in OPPONENT_MODEL, and scores all 60 of its own splits against every sample
with the settlement rules, vectorised (`nets_against`); it plays the split with the best mean,
the greedy choice among equals. Wild values need no search: a group matches if any choice does.
"""

from __future__ import annotations

import hashlib
import math
from fractions import Fraction
from functools import lru_cache

import numpy as np

from ..engine.daling.groups import SPLITS, grouping_at, sorted_hand
from ..engine.daling.rules import DaLingRules, table_colour, table_target
from ..engine.dominoes import ALL_KINDS, FULL_SET

LEVELS = {
    "first": "First matching grouping",
    "greedy": "Most stake matched",
    "strong": "Best expected payment",
}
SAMPLES = 256
# Sampled opponents play these policies, the samples shared out evenly: a blend is robust
# against players who match greedily and against those who take the first match they see.
OPPONENT_MODEL = ("first", "greedy")
NO_MATCH = -1  # colour count standing for "this group does not match"

_N = len(SPLITS)
# The 41 distinct groups of six positions (6 singles, 15 pairs, 20 triples); _SPLIT_IDX[s, k]
# is the subset that split s uses for group k, so split features are gathers of subset ones.
_SUBSETS = tuple(sorted({g for split in SPLITS for g in split}, key=lambda g: (len(g), g)))
_SUBSET_INDEX = {g: i for i, g in enumerate(_SUBSETS)}
_SPLIT_IDX = np.array([[_SUBSET_INDEX[g] for g in split] for split in SPLITS], dtype=np.intp)
_SUBSET_SIZE = np.array([len(g) for g in _SUBSETS], dtype=np.intp)
_MEMBERS = [
    np.array([g[j] if j < len(g) else 6 for g in _SUBSETS], dtype=np.intp) for j in range(3)
]  # position 6 is a padding column worth zero

# Kinds coded high tile first, so a hand sorted by code is in sorted_hand order. Each kind
# packs non-wild pips + 100 * wild + 1000 * colour pips, so one integer sum per group carries
# all three (six tiles hold at most 72 non-wild pips and 2 wild tiles).
_KINDS = tuple(sorted(ALL_KINDS, reverse=True))
_CODE = {t: i for i, t in enumerate(_KINDS)}
_PACK = {
    colour: np.array(
        [
            (0 if t.is_gee_joon else t.pips)
            + 100 * t.is_gee_joon
            + 1000 * (t.red_pips if colour == "red" else t.black_pips)
            for t in _KINDS
        ]
        + [0],
        dtype=np.int32,
    )
    for colour in ("red", "black")
}
_PAD = len(_KINDS)
_FULL_CODES = np.array([_CODE[t] for t in FULL_SET], dtype=np.int64)


def _match_table(target: int) -> np.ndarray:
    """[wild count * 100 + non-wild total] (< 300) -> does some 3/6 choice reach the target."""
    adds = ((0,), (3, 6), (6, 9, 12))
    return np.array(
        [any((r + a) % 10 == target for a in adds[w]) for w in range(3) for r in range(100)]
    )


_MATCH = [_match_table(t) for t in range(10)]


def subset_features(codes: np.ndarray, target: int, colour: str):
    """For hands (M, 6) of codes in sorted_hand order: does each of the 41 groups match
    (M, 41) and its colour pips (M, 41)."""
    padded = np.concatenate([codes, np.full((codes.shape[0], 1), _PAD)], axis=1)
    packed = _PACK[colour][padded]
    sums = packed[:, _MEMBERS[0]] + packed[:, _MEMBERS[1]] + packed[:, _MEMBERS[2]]
    return _MATCH[target][sums % 1000], sums // 1000


def split_features(codes: np.ndarray, target: int, colour: str):
    """Match flags (M, 60, 3) and colour pips (M, 60, 3) of every split, SPLITS order."""
    match, col = subset_features(codes, target, colour)
    return match[:, _SPLIT_IDX], col[:, _SPLIT_IDX]


@lru_cache(maxsize=16)
def _group_weights(stakes: tuple) -> np.ndarray:
    """Per-subset integer score weights: the stakes in whole units times 128, so any difference
    in matched stake outweighs every difference in colour pips (under 128 in six tiles) and
    equal stakes stay exactly equal."""
    exact = [Fraction(repr(float(s))) for s in stakes]
    unit = math.lcm(*(f.denominator for f in exact))
    whole = [int(f * unit) * 128 for f in exact]
    small = sum(whole) + 128 < 2**31
    return np.array(
        [whole[size - 1] for size in _SUBSET_SIZE], dtype=np.int32 if small else np.int64
    )


def choose(policy: str, match: np.ndarray, col: np.ndarray, stakes) -> np.ndarray:
    """The split index (M,) each hand plays, from subset features (M, 41), under a baseline.

    first: the first split matching the most groups (all three if it can).
    greedy: the most stake matched (so all three if it can), then the most colour pips in the
    matched groups (the tie-breaker that wins contests); the first such split.
    """
    if policy == "first":
        value = match.astype(np.int8)
    else:
        weights = _group_weights(tuple(stakes))
        value = np.where(match, weights + col.astype(weights.dtype), weights.dtype.type(0))
    score = value[:, _SPLIT_IDX[:, 0]] + value[:, _SPLIT_IDX[:, 1]] + value[:, _SPLIT_IDX[:, 2]]
    return score.argmax(axis=1)


def _top(values: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Best value per row and how many reach it (values < 0 mean 'not in the contest')."""
    best = values.max(axis=1)
    return best, (values == best[:, None]).sum(axis=1)


def nets_against(
    my_match,
    my_col,
    my_total: float,
    opp_match,
    opp_col,
    opp_total,
    rules: DaLingRules,
    players: int,
) -> np.ndarray:
    """My net (K, S) for each of my S splits against K samples of the opponents' play.

    my_match/my_col (S, 3); opp_match/opp_col (K, O, 3) for the opponents' chosen splits;
    opp_total (K, O) colour pips over their six tiles; my_total likewise for mine. This is
    settlement.settle, vectorised; tests check the two agree.
    """
    stakes = rules.stake_amounts
    total = float(sum(stakes))
    n = players
    mine_abs = my_match.all(axis=1)[None, :]
    a_best, a_cnt = _top(np.where(opp_match.all(axis=2), opp_total, NO_MATCH))
    a_best, a_cnt = a_best[:, None], a_cnt[:, None]
    i_win = mine_abs & (my_total > a_best)
    opp_win = (a_best >= 0) & (a_cnt == 1) & ~(mine_abs & (my_total >= a_best))
    tie = (a_best >= 0) & ~i_win & ~opp_win
    group_net = np.zeros((opp_match.shape[0], my_match.shape[0]))
    for k, stake in enumerate(stakes):
        g_best, g_cnt = _top(np.where(opp_match[:, :, k], opp_col[:, :, k], NO_MATCH))
        g_best, g_cnt = g_best[:, None], g_cnt[:, None]
        m, c = my_match[None, :, k], my_col[None, :, k]
        win = m & (c > g_best)
        lose = (g_best >= 0) & (g_cnt == 1) & ~(m & (c >= g_best))
        to_banker = (g_best < 0) & ~m if rules.unmatched_group == "banker" else False
        group_net += stake * ((n - 1) * win - lose - to_banker)
    push_all = tie & (rules.tied_absolute == "push")
    return np.where(
        i_win,
        total * (n - 1) - rules.fee,
        np.where(opp_win, -total, np.where(push_all, 0.0, group_net)),
    )


def seed_for(table, tiles, seat: int, players: int) -> int:
    """The sampler's seed for a position: the same hand always gets the same answer."""
    text = f"{seat}|{players}|{' '.join(map(str, table))}|{' '.join(map(str, sorted_hand(tiles)))}"
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")


def _codes(tiles) -> np.ndarray:
    return np.array([[_CODE[t] for t in tiles]], dtype=np.int64)


def _unseen_codes(table, hand) -> np.ndarray:
    left = list(_FULL_CODES)
    for t in tuple(table) + tuple(hand):
        left.remove(_CODE[t])
    return np.array(left, dtype=np.int64)


def expected_values(
    table,
    tiles,
    rules: DaLingRules,
    players: int | None = None,
    samples: int = SAMPLES,
    seed: int = 0,
    model: tuple[str, ...] = OPPONENT_MODEL,
) -> np.ndarray:
    """Mean net (60,) of each split of `tiles` (SPLITS order over sorted_hand(tiles)) against
    `samples` random deals of the unseen tiles to opponents playing the `model` policies
    (sample i uses policy i * len(model) // samples)."""
    players = players or rules.players
    target, colour = table_target(table), table_colour(table)
    hand = sorted_hand(tiles)
    mine = _codes(hand)
    my_match, my_col = split_features(mine, target, colour)
    my_total = float(_PACK[colour][mine].sum() // 1000)
    opponents = players - 1
    unseen = _unseen_codes(table, hand)
    rng = np.random.default_rng(seed)
    order = np.argsort(rng.random((samples, len(unseen))), axis=1)[:, : 6 * opponents]
    dealt = np.sort(unseen[order].reshape(samples * opponents, 6), axis=1)
    match, col = subset_features(dealt, target, colour)
    cuts = [len(dealt) * i // len(model) // opponents * opponents for i in range(len(model) + 1)]
    chosen = _SPLIT_IDX[
        np.concatenate(
            [
                choose(policy, match[a:b], col[a:b], rules.stake_amounts)
                for policy, a, b in zip(model, cuts, cuts[1:])
            ]
        )
    ]
    rows = np.arange(len(chosen))[:, None]
    shape = (samples, opponents, 3)
    nets = nets_against(
        my_match[0],
        my_col[0],
        my_total,
        match[rows, chosen].reshape(shape),
        col[rows, chosen].reshape(shape),
        (_PACK[colour][dealt].sum(axis=1) // 1000).reshape(samples, opponents),
        rules,
        players,
    )
    return nets.mean(axis=0)


def best_index(
    table, tiles, rules: DaLingRules, level: str, players: int | None = None, seed: int = 0
) -> int:
    """The SPLITS index the AI at `level` plays."""
    if level not in LEVELS:
        raise ValueError(f"unknown Da Ling AI level {level!r} (choose from {', '.join(LEVELS)})")
    target, colour = table_target(table), table_colour(table)
    hand = sorted_hand(tiles)
    match, col = subset_features(_codes(hand), target, colour)
    greedy = int(choose("greedy", match, col, rules.stake_amounts)[0])
    if level != "strong":
        return greedy if level == "greedy" else int(choose(level, match, col, ())[0])
    ev = expected_values(table, hand, rules, players, seed=seed)
    best = np.flatnonzero(ev >= ev.max() - 1e-9)
    return greedy if greedy in best else int(best[0])


def best_grouping(
    table,
    tiles,
    rules: DaLingRules,
    level: str = "strong",
    players: int | None = None,
    seed: int = 0,
):
    """The Grouping the AI plays with these six tiles."""
    return grouping_at(sorted_hand(tiles), best_index(table, tiles, rules, level, players, seed))


def act(obs, rules: DaLingRules, level: str) -> str:
    """The action token for the observed seat: "group:G1|G2|G3"."""
    if obs.phase != "grouping" or len(obs.tiles) != 6:
        raise ValueError("the Da Ling AI acts only while its seat is grouping")
    seed = seed_for(obs.table, obs.tiles, obs.seat, obs.players)
    grouping = best_grouping(obs.table, obs.tiles, rules, level, obs.players, seed)
    return "group:" + grouping.token()


def weigh(
    obs, rules: DaLingRules, chosen: str | None
) -> tuple[list[tuple[str, float, None]], bool]:
    """Every grouping of the seat's six tiles, once, with its expected chips, as the strong
    level weighs them (against the same sampled deals of the unseen tiles). Two tiles alike
    make some of the 60 splits the same grouping: the review listed each of those twice."""
    hand = sorted_hand(obs.tiles)
    seed = seed_for(obs.table, obs.tiles, obs.seat, obs.players)
    ev = expected_values(obs.table, hand, rules, obs.players, seed=seed)
    weighed: dict[str, float] = {}
    for i, value in enumerate(ev):
        weighed.setdefault("group:" + grouping_at(hand, i).token(), float(value))
    return [(action, value, None) for action, value in weighed.items()], False
