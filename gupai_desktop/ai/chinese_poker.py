"""Chinese Poker AI: "greedy" (strongest back first) and "strong" (best expected payment).

greedy takes the legal setting with the strongest back, then middle, then front, and declares
the most valuable special hand it holds; it never surrenders.

strong scores every one of the 72,072 splits with a per-row win-probability model and plays
the legal one with the best expected payment under the table's rules, then compares that with
declaring a special (its value from each opponent) and surrendering (the cost to each).
The model (P. Hankin's idea, "Near-optimal closed-hand Chinese Poker", 2015): an opponent's row
is a draw from the row-strength distribution that self-play produced (chinese_poker_rows.py:
counts of each row's ordinal on the ladder), so P(win), P(tie), P(lose) of a row are the
distribution's mass below, at and above our row, and the royalties an opponent collects when
it beats us are that distribution's royalty mass above our row. Rows and opponents are treated
as independent; the 27 win/tie/lose outcomes of a pair are enumerated so that two-of-three
scoring, sweeps and the overall point are priced too. Everything is computed once per 5- and
3-card subset (1,287 + 286) and gathered into the legal splits, so a decision is a few numpy
passes over at most 72,072 entries.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import product

import numpy as np

from ..engine.chinese_poker.ranking import (
    STRAIGHT,
    STRAIGHT_FLUSH,
    describe,
    ladder,
    ordinals,
    pack,
)
from ..engine.chinese_poker.rules import ChinesePokerRules, Scoring, resolve
from ..engine.chinese_poker.presets import HAWAIIAN_PAYS, HAWAIIAN_SWEEP_ALL
from ..engine.chinese_poker.setting import parse_setting
from ..engine.chinese_poker.splits import (
    BACK,
    FRONT,
    MIDDLE,
    legal_mask,
    setting_at,
    split_of,
    sorted_indices,
    strongest_split,
    subset_keys,
)
from . import chinese_poker_rows

LEVELS = {"greedy": "Strongest back first", "strong": "Best expected payment"}
# How often a typical opponent sweeps another, for pricing "sweep everyone" payments when an
# opponent sweeps us (our own sweeps are priced from our rows).
OPPONENT_SWEEP = 0.1
_OUTCOMES = np.array(list(product(range(3), repeat=3)))  # 0 win, 1 tie, 2 lose per row


def _second_wheel_ordinals() -> np.ndarray:
    """Where each ordinal of the "low" ladder sits on the "second" ladder (straights move)."""
    keys = ladder("low").copy()
    category = keys >> 20
    straight = (category == STRAIGHT) | (category == STRAIGHT_FLUSH)
    top = (keys >> 12) & 15
    order = np.where(top == 5, 14, np.where(top == 14, 15, top))
    keys[straight] = [
        pack(int(c), int(o), int(t))
        for c, o, t in zip(category[straight], order[straight], top[straight])
    ]
    return ordinals(keys, "second")


@lru_cache(maxsize=2)
def row_pmf(wheel: str = "low") -> np.ndarray:
    """(3, ladder size): probability of each ordinal in an opponent's front, middle, back."""
    counts = chinese_poker_rows.counts().astype(np.float64)
    if wheel == "second":
        moved = np.zeros_like(counts)
        target = _second_wheel_ordinals()
        for r in range(3):
            np.add.at(moved[r], target, counts[r])
        counts = moved
    return counts / counts.sum(axis=1, keepdims=True)


@lru_cache(maxsize=64)
def row_model(sc: Scoring) -> dict[str, np.ndarray]:
    """Per row and ordinal: P(opponent lower), P(equal), our bonus when we win, and the bonus
    mass an opponent collects above us (or its mean, for royalties paid win or lose)."""
    pmf = row_pmf(sc.wheel)
    categories = ladder(sc.wheel) >> 20
    below = np.cumsum(pmf, axis=1) - pmf
    value = np.array([[sc.royalty(r, int(c)) for c in categories] for r in range(3)])
    if sc.royalty_mode == "instead":
        value = np.maximum(value - 1, 0)
    mass = pmf * value
    above = mass[:, ::-1].cumsum(axis=1)[:, ::-1] - mass
    return {"below": below, "at": pmf, "bonus": value, "above": above, "mean": mass.sum(axis=1)}


def _features(cards, sc: Scoring, role: str):
    """Per-row arrays over the legal splits: win, tie, lose, our bonus, the opponent's bonus
    when it wins; plus the legal split indices."""
    k5, k3 = subset_keys(sorted_indices(cards), sc.wheel)
    o5, o3 = ordinals(k5, sc.wheel), ordinals(k3, sc.wheel)
    legal = np.flatnonzero(legal_mask(o3[FRONT], o5[MIDDLE], o5[BACK]))
    model = row_model(sc)
    rows = []
    for r, (ords, ids) in enumerate(((o3, FRONT), (o5, MIDDLE), (o5, BACK))):
        subset = ids[legal]
        w, t = model["below"][r][ords], model["at"][r][ords]
        if role == "house":
            w, t = w + t, np.zeros_like(t)
        elif role == "player":
            t = np.zeros_like(t)
        lose = np.clip(1 - w - t, 0, 1)
        rows.append(
            tuple(a[subset] for a in (w, t, lose, model["bonus"][r][ords], model["above"][r][ords]))
        )
    return legal, rows


def _pair_ev(sc: Scoring, rows, n_opp: int) -> np.ndarray:
    """Expected payment against one opponent, per legal split (27 outcomes enumerated)."""
    extra = sc.royalty_mode == "extra"
    model_mean = row_model(sc)["mean"]
    psweep = rows[0][0] * rows[1][0] * rows[2][0]
    spread = sc.sweep_all_factor - sc.sweep_factor
    f_me = sc.sweep_factor + spread * psweep ** max(n_opp - 1, 0)
    f_opp = sc.sweep_factor + spread * OPPONENT_SWEEP ** max(n_opp - 1, 0)
    hg_me = psweep ** max(n_opp - 1, 0) * (HAWAIIAN_SWEEP_ALL - HAWAIIAN_PAYS[3])
    hg_opp = OPPONENT_SWEEP ** max(n_opp - 1, 0) * (HAWAIIAN_SWEEP_ALL - HAWAIIAN_PAYS[3])
    ev = np.zeros_like(psweep)
    for outcome in _OUTCOMES:
        prob = rows[0][outcome[0]] * rows[1][outcome[1]] * rows[2][outcome[2]]
        if not prob.any():
            continue
        wins, losses = int((outcome == 0).sum()), int((outcome == 2).sum())
        if sc.scoring == "two-of-three":
            base = (
                HAWAIIAN_PAYS.get(wins, 0)
                + (hg_me if wins == 3 else 0)
                - HAWAIIAN_PAYS.get(losses, 0)
                - (hg_opp if losses == 3 else 0)
            )
        else:
            base = wins - losses
        bonus = 0.0
        for r, o in enumerate(outcome):
            w, _, lose, mine, above = rows[r]
            if extra:
                bonus = bonus + mine - model_mean[r]
            elif o == 0:
                bonus = bonus + mine
            elif o == 2:
                bonus = bonus - above / np.maximum(lose, 1e-12)
        pay = base + bonus
        if wins == 3:
            pay = pay * f_me + sc.sweep_bonus
        elif losses == 3:
            pay = pay * f_opp - sc.sweep_bonus
        if sc.overall_point:
            pay = pay + np.sign(pay)
        ev = ev + prob * pay
    return ev


def _pool_ev(sc: Scoring, rows, n: int) -> np.ndarray:
    share = [(w + t / 2) ** (n - 1) for w, t, *_ in rows]
    ev = sum(n * s for s in share) - 3.0
    if sc.pool_sweep:
        ev = ev + 3.0 * (n - 1) * share[0] * share[1] * share[2]
    return ev


def _single_winner_ev(rows, n: int) -> np.ndarray:
    p2 = np.zeros_like(rows[0][0])
    l2 = np.zeros_like(p2)
    for outcome in _OUTCOMES:
        prob = rows[0][outcome[0]] * rows[1][outcome[1]] * rows[2][outcome[2]]
        if (outcome == 0).sum() >= 2:
            p2 = p2 + prob
        if (outcome == 2).sum() >= 2:
            l2 = l2 + prob
    return (n - 1) * p2 ** (n - 1) - (n - 1) * l2 * 0.5 ** (n - 2)


def _role(sc: Scoring, seat: int, players: int) -> tuple[str, int]:
    if sc.house:
        return ("house", players - 1) if seat == 0 else ("player", 1)
    return "open", players - 1


def split_values(cards, rules: ChinesePokerRules, seat: int = 1) -> tuple[np.ndarray, np.ndarray]:
    """(legal split indices, expected payment of each in units) for `seat`'s 13 cards."""
    sc = resolve(rules)
    role, n_opp = _role(sc, seat, rules.players)
    legal, rows = _features(list(cards), sc, role)
    if sc.scoring == "pool":
        return legal, _pool_ev(sc, rows, rules.players)
    if sc.scoring == "single-winner":
        return legal, _single_winner_ev(rows, rules.players)
    return legal, n_opp * _pair_ev(sc, rows, n_opp)


def best_split(cards, rules: ChinesePokerRules, seat: int = 1) -> tuple[int, float]:
    legal, ev = split_values(cards, rules, seat)
    best = int(np.argmax(ev))
    return int(legal[best]), float(ev[best])


def decide(
    cards,
    rules: ChinesePokerRules,
    seat: int,
    level: str,
    specials: tuple[str, ...] = (),
    can_surrender: bool = False,
) -> str:
    """The action token for `seat` holding `cards`."""
    if level not in LEVELS:
        raise ValueError(
            f"unknown Chinese Poker AI level {level!r} (choose from {', '.join(LEVELS)})"
        )
    cards = list(cards)
    sc = resolve(rules)
    best_special = max(
        specials, key=lambda s: (sc.specials.value(s), sc.specials.order(s)), default=None
    )
    if level == "greedy":
        if best_special:
            return f"declare:{best_special}"
        return "set:" + setting_at(cards, strongest_split(cards, sc.wheel)).token()
    split, ev = best_split(cards, rules, seat)
    _, n_opp = _role(sc, seat, rules.players)
    choices = [(ev, 0, "set:" + setting_at(cards, split).token())]
    if best_special:
        choices.append((sc.specials.value(best_special) * n_opp, 1, f"declare:{best_special}"))
    if can_surrender:
        choices.append((-sc.surrender_cost * n_opp, -1, "surrender"))
    return max(choices)[2]


def act(obs, rules: ChinesePokerRules, level: str) -> str:
    return decide(obs.cards, rules, obs.seat, level, obs.specials, obs.can_surrender)


WEIGHED_SETTINGS = 8  # the best settings a review lists, besides the one played
# A setting with the made hands of a listed one in every row (as ranking.describe names them,
# kickers aside) and within this many chips a unit of its value is a variant of it (low
# kickers moved between rows): not listed beside it, where six such filled a review with one
# setting (a new user).
VARIANT_CHIPS = 0.01


def _distinct_best(cards, legal: np.ndarray, ev: np.ndarray, sc: Scoring) -> list[int]:
    """The best WEIGHED_SETTINGS splits, best first, each but the first no variant of one
    listed before it (VARIANT_CHIPS)."""
    listed: list[tuple[tuple, float]] = []
    out: list[int] = []
    for i in np.argsort(-ev, kind="stable")[: 40 * WEIGHED_SETTINGS]:
        keys = setting_at(cards, int(legal[i])).keys(sc.wheel)
        shape, value = tuple(map(describe, keys)), float(ev[i])  # the made hands, by name
        if not any(shape == s and abs(value - v) < VARIANT_CHIPS for s, v in listed):
            listed.append((shape, value))
            out.append(int(legal[i]))
            if len(out) == WEIGHED_SETTINGS:
                break
    return out


def weigh(
    obs, rules: ChinesePokerRules, chosen: str | None
) -> tuple[list[tuple[str, float, None]], bool]:
    """The best settings of the seat's 13 cards, the one played, a special hand to declare and
    surrender, each with its expected chips as the strong level values them."""
    cards = list(obs.cards)
    sc = resolve(rules)
    _, n_opp = _role(sc, obs.seat, rules.players)
    legal, ev = split_values(cards, rules, obs.seat)
    value_of = dict(zip(legal.tolist(), (ev * sc.unit).tolist()))
    tokens: dict[int, str | None] = {split: None for split in _distinct_best(cards, legal, ev, sc)}
    if chosen and chosen.startswith("set:"):
        tokens[split_of(cards, parse_setting(chosen[4:]))] = chosen  # as the record wrote it
    options = [
        (token or "set:" + setting_at(cards, split).token(), value_of[split], None)
        for split, token in sorted(tokens.items())
        if split in value_of
    ]
    options += [
        (f"declare:{s}", sc.specials.value(s) * n_opp * sc.unit, None) for s in obs.specials
    ]
    if obs.can_surrender:
        options.append(("surrender", -sc.surrender_cost * n_opp * sc.unit, None))
    return options, False
