"""What the statistics charts show of one game, from its booked hands (Stats.hands_of): the
running total hand by hand, each session's result, the outcome shares, and the result by the
AI levels played against. Plain numbers; the dialog draws them."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

Hand = tuple[str, str, float, str]  # (session, outcome, net, levels)


@dataclass(frozen=True)
class Group:
    label: str
    hands: int
    net: float


def running_total(hands: list[Hand]) -> tuple[list[float], list[int]]:
    """The total after each hand, and the hand indices where a new session began (after the
    first), for the line chart's separators."""
    totals, starts, total = [], [], 0.0
    for i, (session, _, net, _) in enumerate(hands):
        if i and session != hands[i - 1][0]:
            starts.append(i)
        total += net
        totals.append(total)
    return totals, starts


def _grouped(hands: list[Hand], key) -> list[Group]:
    order: list[str] = []
    count: Counter = Counter()
    net: dict[str, float] = {}
    for hand in hands:
        k = key(hand)
        if k not in net:
            order.append(k)
            net[k] = 0.0
        count[k] += 1
        net[k] += hand[2]
    return [Group(k, count[k], net[k]) for k in order]


def by_session(hands: list[Hand]) -> list[Group]:
    """Each session's result, in the order played (labelled 1, 2, ...)."""
    groups = _grouped(hands, lambda h: h[0])
    return [Group(str(i), g.hands, g.net) for i, g in enumerate(groups, 1)]


def by_levels(hands: list[Hand]) -> list[Group]:
    """The result against each set of AI levels ("" for hands booked before levels were)."""
    return _grouped(hands, lambda h: h[3])


def shares(hands: list[Hand]) -> dict[str, int]:
    """How many hands were won, pushed and lost."""
    counts = Counter(h[1] for h in hands)
    return {outcome: counts.get(outcome, 0) for outcome in ("win", "push", "lose")}
