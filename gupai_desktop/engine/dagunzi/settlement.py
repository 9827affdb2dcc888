"""Da Gunzi settlement (da-gunzi.md §5.9-§5.10): the attackers' score, the cycle-ending events,
the four outcomes A-D, must-play levels, the next dealer, the blood owed and each team's return.

Order (§5.10.1): the score S = trick points + 2 x the final bottom's points when the attackers
dug it. Then S == 0, then a sweep, then three jokers of a kind in a non-dry bottom may end the
cycle; otherwise exactly one of cases A-D applies, and case A at level 10 passes 10 and ends it.
Teams: team of a seat = seat % 2; the attackers are the team that does not deal.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..cards import Card
from ..core import check_seat
from .cards import BJ, COPIES, SJ, TOTAL_POINTS, points_of
from .rules import (
    BOTTOM_CARDS,
    FIRST_LEVEL,
    LAST_LEVEL,
    PLAYERS,
    WIN_LINE,
    DaGunziRules,
)

PAST_TEN = LAST_LEVEL + 1  # a cycle's winner counts as reaching level 11 (§5.10.6)
CASE_NAMES = {"A": "保底成功", "B": "臭抠", "C": "上台不升", "D": "抠底上台"}
CASE_WORDS = {
    "A": "the dealer side protected the bottom and held the attackers under 120",
    "B": "the attackers dug the bottom but scored under 120",
    "C": "the attackers reached 120 but the dealer side protected the bottom",
    "D": "the attackers reached 120 and dug the bottom",
}
EVENTS = ("zero", "sweep", "three-jokers", "passed-ten")


def team_of(seat: int) -> int:
    return seat % 2


def team_name(team: int) -> str:
    return f"team {team} (seats {team} and {team + 2})"


@dataclass(frozen=True)
class Settlement:
    score: int  # S (§5.9)
    trick_points: int
    bottom_points: int  # points of the final bottom (counted x2 in S only when dug)
    dug: bool  # attackers won the last trick
    dry: bool
    big_jokers: int  # b, s: jokers in the final bottom
    small_jokers: int
    case: str | None  # "A" "B" "C" "D"; None when §5.10.1 items 1-3 settled the hand
    event: str | None  # why the cycle ended: zero, sweep, three-jokers, passed-ten
    cycle_winner: int | None  # team that won the cycle, or None
    dealer: int  # seat
    levels_before: tuple[int, int]  # per team
    levels_after: tuple[int, int]  # per team, unchanged when the cycle ended
    next_dealer: int | None  # seat; None when the cycle ended (the next hand grabs)
    blood: int  # bloodOwed for the next hand (0 when the cycle ended)
    deltas: tuple[int, int]  # per team, §5.10.6

    @property
    def dealer_team(self) -> int:
        return team_of(self.dealer)

    @property
    def attacking_team(self) -> int:
        return 1 - team_of(self.dealer)

    @property
    def joker_value(self) -> int:
        """JV = 2b + s, or 0 in a dry pot (§5.10.2)."""
        return 0 if self.dry else 2 * self.big_jokers + self.small_jokers

    @property
    def took_every_point(self) -> bool:
        """The attackers took all 300 points, the bottom's counted once (§5.10.1's sweep by
        points; a score of 300 may also come of a dug bottom doubled)."""
        return _every_point(self.trick_points, self.bottom_points, self.dug)

    def joker_levels(self, rules: DaGunziRules) -> int:
        """JL: the levels the buried jokers add to a level-up, before the cap at 10 (§5.10.3)."""
        return self.joker_value if rules.joker_levels else 0

    @property
    def score_blood(self) -> int:
        return 0 if self.event else score_blood(self.score)

    @property
    def joker_blood(self) -> int:
        return self.blood - self.score_blood

    @property
    def blood_payer(self) -> int | None:
        """prev(next dealer), the next dealer's 上家, pays every kind of blood (§5.10.5)."""
        return None if self.next_dealer is None else (self.next_dealer + PLAYERS - 1) % PLAYERS

    def returns(self) -> list[float]:
        """Per seat: its team's level change minus the other team's (§5.10.6)."""
        diff = float(self.deltas[0] - self.deltas[1])
        return [diff + 0.0 if team_of(seat) == 0 else -diff + 0.0 for seat in range(PLAYERS)]

    def next_dealer_word(self) -> str:
        if self.next_dealer is None:
            return "grab"
        return {0: "same", 1: "next", 2: "partner"}[(self.next_dealer - self.dealer) % PLAYERS]


def _every_point(trick_points: int, bottom_points: int, dug: bool) -> bool:
    return trick_points + (bottom_points if dug else 0) == TOTAL_POINTS


def score_blood(score: int) -> int:
    """Blood for the score (§5.10.5): 1 per 10 short of 80 (a trailing 5 rounds up), 1 per 10
    over 150 (a trailing 5 is dropped)."""
    if score < 80:
        return -(-(80 - score) // 10)
    if score > 150:
        return (score - 150) // 10
    return 0


def settle(
    rules: DaGunziRules,
    dealer: int,
    levels: tuple[int, int],
    trick_points: int,
    bottom: Sequence[Card],
    dug: bool,
    dry: bool,
    swept: bool | None = None,
) -> Settlement:
    """Settle one hand. `levels` are per team (team = seat % 2); `trick_points` the attackers'
    points in tricks; `bottom` the final bottom; `dug` whether the attackers won the last trick.
    `swept` (SWEEP_TEST all-points) defaults to "every point card ended with the attackers"."""
    _check(dealer, levels, trick_points, bottom)
    bottom_points = points_of(bottom)
    score = trick_points + (2 * bottom_points if dug else 0)
    counts = Counter(bottom)
    b, s = counts[BJ], counts[SJ]
    if swept is None:
        swept = _every_point(trick_points, bottom_points, dug)
    dealer_team, attackers = team_of(dealer), 1 - team_of(dealer)
    levels = (int(levels[0]), int(levels[1]))
    base: dict[str, Any] = {
        "score": score,
        "trick_points": trick_points,
        "bottom_points": bottom_points,
        "dug": dug,
        "dry": dry,
        "big_jokers": b,
        "small_jokers": s,
        "dealer": dealer,
        "levels_before": levels,
    }

    event, winner = _cycle_event(rules, score, dug, dry, b, s, swept)
    if event:
        return _cycle_end(base, None, event, dealer_team if winner == "dealer" else attackers)

    jv = 0 if dry else 2 * b + s
    gain = 1 + (jv if rules.joker_levels else 0)
    after = list(levels)
    if not dug and score < WIN_LINE:
        case, next_dealer, joker_blood = "A", _partner(dealer), jv
        if levels[dealer_team] == LAST_LEVEL:
            return _cycle_end(base, "A", "passed-ten", dealer_team)
        after[dealer_team] = min(levels[dealer_team] + gain, LAST_LEVEL)
    elif dug and score < WIN_LINE:
        case, joker_blood = "B", 0
        next_dealer = dealer if rules.same_dealer_on_bad_dig else _partner(dealer)
    else:
        case, next_dealer, joker_blood = ("D" if dug else "C"), _next(dealer), jv
        if dug and levels[attackers] not in rules.must_play_levels:
            after[attackers] = min(levels[attackers] + gain, LAST_LEVEL)
    deltas = (after[0] - levels[0], after[1] - levels[1])
    return Settlement(
        **base,
        case=case,
        event=None,
        cycle_winner=None,
        levels_after=(after[0], after[1]),
        next_dealer=next_dealer,
        blood=score_blood(score) + joker_blood,
        deltas=deltas,
    )


def _cycle_event(
    rules: DaGunziRules, score: int, dug: bool, dry: bool, b: int, s: int, swept: bool
) -> tuple[str | None, str | None]:
    """§5.10.1 items 1-3, in order: (event, "dealer" | "attackers") or (None, None)."""
    if score == 0 and (not dug or rules.zero_ends_cycle_even_if_dug):
        return "zero", "dealer"
    if swept if rules.sweep_test == "all-points" else score >= TOTAL_POINTS:
        return "sweep", "attackers"
    if not dry and COPIES in (b, s):
        if not dug and score < WIN_LINE:
            return "three-jokers", "dealer"
        if dug and score >= WIN_LINE:
            return "three-jokers", "attackers"
    return None, None


def _cycle_end(base: dict[str, Any], case: str | None, event: str, winner: int) -> Settlement:
    levels = base["levels_before"]
    deltas = tuple(PAST_TEN - levels[t] if t == winner else 0 for t in (0, 1))
    return Settlement(
        **base,
        case=case,
        event=event,
        cycle_winner=winner,
        levels_after=levels,
        next_dealer=None,
        blood=0,
        deltas=(deltas[0], deltas[1]),
    )


def _partner(seat: int) -> int:
    return (seat + 2) % PLAYERS


def _next(seat: int) -> int:
    return (seat + 1) % PLAYERS


def check_levels(levels: Sequence[int]) -> None:
    """The teams' levels: two whole numbers, each FIRST_LEVEL to LAST_LEVEL."""
    whole = all(isinstance(lv, int) and not isinstance(lv, bool) for lv in levels)
    if len(levels) != 2 or not whole or any(not FIRST_LEVEL <= lv <= LAST_LEVEL for lv in levels):
        raise ValueError(f"levels {levels!r}: one per team, each {FIRST_LEVEL} to {LAST_LEVEL}")


def _check(dealer: int, levels: tuple[int, int], trick_points: int, bottom: Sequence[Card]) -> None:
    check_seat("dealer", dealer, PLAYERS)
    check_levels(levels)
    if len(bottom) != BOTTOM_CARDS:
        raise ValueError(f"the bottom holds {BOTTOM_CARDS} cards, not {len(bottom)}")
    for card, count in Counter(bottom).items():
        if count > COPIES:
            raise ValueError(f"{card} appears {count} times; the three packs hold {COPIES}")
    bottom_points = points_of(bottom)
    if trick_points < 0 or trick_points % 5:
        raise ValueError(f"trick points {trick_points}: a multiple of 5, at least 0")
    if trick_points + bottom_points > TOTAL_POINTS:
        raise ValueError(
            f"trick points {trick_points} and the bottom's {bottom_points} come to "
            f"more than the deck's {TOTAL_POINTS}"
        )


def describe(st: Settlement, rules: DaGunziRules | None = None) -> list[str]:
    """Plain-English lines explaining each step of the settlement, for the scoring dialog
    (`rules`, default the table defaults, only words the level gain)."""
    rules = rules or DaGunziRules()
    lines = [_score_line(st)]
    jokers = _plural(st.big_jokers, "Big Joker") + _plural(st.small_jokers, "Small Joker")
    if st.dry:
        lines.append(
            "The bottom is a dry pot (干锅): "
            + (
                f"its {' and '.join(jokers)} add no levels and no blood."
                if jokers
                else "jokers in it would count for nothing."
            )
        )
    elif jokers:
        lines.append(
            f"The bottom holds {' and '.join(jokers)}, worth {st.joker_value} "
            "(2 a Big Joker, 1 a Small Joker)."
        )
    if st.event and st.event != "passed-ten":
        return [*lines, _event_line(st), *_cycle_lines(st)]
    side = "<" if st.score < WIN_LINE else "≥"
    assert st.case is not None, "a hand the cycle's end did not settle has a case"
    lines.append(
        f"Case {st.case}, {CASE_NAMES[st.case]}: {CASE_WORDS[st.case]} "
        f"({st.score} {side} {WIN_LINE})."
    )
    if st.event == "passed-ten":
        passed = (
            f"{team_name(st.dealer_team).capitalize()} won as dealer at level "
            f"{LAST_LEVEL}: it passes 10 (出锅) and wins the cycle."
        )
        return [*lines, passed, *_cycle_lines(st)]
    lines.extend(_level_lines(st, rules))
    word = {
        "partner": "the dealer's partner: the dealer side keeps the deal",
        "same": "the same dealer deals again",
        "next": "the dealer's next player (下家): the attackers take over",
    }
    lines.append(f"Next dealer: seat {st.next_dealer}, {word[st.next_dealer_word()]}.")
    lines.append(_blood_line(st))
    lines.append(_returns_line(st))
    return lines


def _plural(n: int, name: str) -> list[str]:
    return [f"{n} {name}{'s' if n > 1 else ''}"] if n else []


def _score_line(st: Settlement) -> str:
    if st.dug:
        return (
            f"Score {st.score} = {st.trick_points} trick points + 2 × {st.bottom_points} "
            "bottom points: the attackers won the last trick and dug the bottom (抠底)."
        )
    line = (
        f"Score {st.score} = the attackers' {st.trick_points} trick points; the dealer side "
        "won the last trick (保底)"
    )
    if st.bottom_points:
        line += f", so the bottom's {st.bottom_points} points count for nobody"
    return line + "."


def _event_line(st: Settlement) -> str:
    winner = "the dealer side wins" if st.cycle_winner == st.dealer_team else "the attackers win"
    if st.event == "zero":
        dug = " (even though they dug the bottom)" if st.dug else ""
        return f"The attackers scored 0{dug}: the dealer side wins the cycle."
    if st.event == "sweep":
        return f"The attackers swept the points (score {st.score}): they win the cycle."
    kind = "Big" if st.big_jokers == COPIES else "Small"
    how = (
        "the dealer side protected the bottom with the attackers under 120"
        if not st.dug
        else "the attackers dug it with 120 or more"
    )
    return f"Three {kind} Jokers lie in the bottom and {how}: {winner} the cycle."


def _cycle_lines(st: Settlement) -> list[str]:
    w = st.cycle_winner
    assert w is not None, "only an ended cycle has these lines"
    won = (
        f"{team_name(w).capitalize()} wins the cycle, counted as reaching level {PAST_TEN}: "
        f"+{st.deltas[w]} from level {st.levels_before[w]}; the other team 0."
    )
    reset = (
        f"Both teams go back to level {FIRST_LEVEL}; the next hand is a first hand, dealt "
        "by whoever first shows a Big Joker, with no blood owed."
    )
    return [won, reset, _returns_line(st)]


def _level_lines(st: Settlement, rules: DaGunziRules) -> list[str]:
    before, after, at = st.levels_before, st.levels_after, st.attacking_team
    jl = st.joker_levels(rules)
    if st.case == "A" or (st.case == "D" and after[at] != before[at]):
        team = st.dealer_team if st.case == "A" else at
        jokers = f" + {jl} for the buried jokers" if jl else ""
        capped = f", capped at {LAST_LEVEL}" if before[team] + 1 + jl > LAST_LEVEL else ""
        void = (
            "; buried jokers give blood only at this table"
            if st.joker_value and not rules.joker_levels
            else ""
        )
        line = (
            f"{team_name(team).capitalize()}: level {before[team]} → {after[team]} "
            f"(+1{jokers}{capped}){void}."
        )
        return [line]
    if st.case == "D":
        line = (
            f"{team_name(at).capitalize()} stays on {before[at]}: a must-play level, which "
            "it must win as dealer before moving on."
        )
        return [line]
    if st.case == "B":
        return ["No level changes, and the buried jokers are void (臭抠)."]
    line = (
        f"No level changes: the attackers take the deal at their level {before[at]} "
        "without levelling up."
    )
    return [line]


def _blood_line(st: Settlement) -> str:
    if not st.blood:
        return "No blood is owed next hand."
    parts = []
    if st.score_blood:
        gap = f"{80 - st.score} short of 80" if st.score < 80 else f"{st.score - 150} over 150"
        parts.append(f"{st.score_blood} for the score, {gap}")
    if st.joker_blood:
        parts.append(f"{st.joker_blood} for the buried jokers")
    return (
        f"Blood {st.blood} ({'; '.join(parts)}): next hand seat {st.blood_payer}, the next "
        f"dealer's 上家, gives seat {st.next_dealer} its {st.blood} highest cards, point "
        "cards excepted (喝血)."
    )


def _returns_line(st: Settlement) -> str:
    r = st.deltas[0] - st.deltas[1]
    return f"Returns: team 0 {r:+d}, team 1 {-r:+d}."
