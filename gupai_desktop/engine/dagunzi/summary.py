"""A finished Da Gunzi hand told in plain data: the record's breakdown (every number replay
checks) and each seat's dealt cards."""

from __future__ import annotations

from .cards import fmt
from .dealing import DEALT
from .rules import PLAYERS


def dealt_cards(state) -> list[list[str]]:
    """Each seat's 39 cards as dealt (the last deal, after any redeal)."""
    deal = state.deal
    if deal is None:
        return [[] for _ in range(PLAYERS)]
    first = deal.starter  # card k goes to seat (starter + k) % PLAYERS
    return [
        [str(card) for card in deal.deck[(seat - first) % PLAYERS : DEALT : PLAYERS]]
        for seat in range(PLAYERS)
    ]


def breakdown(state) -> dict:
    s = state.settlement
    deal = state.deal
    out = {
        "dealer": state.dealer,
        "level": state.level,
        "trump_suit": state.trumps.suit if state.trumps else None,
        "trump_from": deal.source if deal else None,
        "redeals": state.redeals,
        "declarations": [[seat, shown] for seat, shown in deal.declarations] if deal else [],
        "tribute": fmt(state.tribute),
        "returned": fmt(state.returned),
        "dry": state.dry,
        "bottom": fmt(state.bottom),
        "joker_burials": [[seat, fmt(i), fmt(o)] for seat, i, o in state.joker_burials],
        "tricks": len(state.tricks),
    }
    if s is None:
        return out
    returns = s.returns()
    out.update(
        {
            "score": s.score,
            "trick_points": s.trick_points,
            "bottom_points": s.bottom_points,
            "dug": s.dug,
            "case": s.case,
            "event": s.event,
            "cycle_winner": s.cycle_winner,
            "levels_before": list(s.levels_before),
            "levels_after": list(s.levels_after),
            "next_dealer": s.next_dealer,
            "blood": s.blood,
            "results": [
                {
                    "seat": seat,
                    "net": returns[seat],
                    "outcome": "win"
                    if returns[seat] > 0
                    else "lose"
                    if returns[seat] < 0
                    else "push",
                    "cycle": 0
                    if s.cycle_winner is None
                    else 1
                    if seat % 2 == s.cycle_winner
                    else -1,
                }
                for seat in range(PLAYERS)
            ],
        }
    )
    return out
