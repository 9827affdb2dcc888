"""The strong level: the generic search (ai/search, ISMCTS) over the play phase, with the rule
bot ("normal") playing every seat in its rollouts, and the rule bot's own move everywhere else.

The search compares only a few candidate plays (`candidates`, the search's hook): a void
follower of a roll has thousands of legal answers, most of them the same discard in other
cards. Guards skip the search in obvious spots by leaving one candidate: feeding a partner
whose play will hold, shedding when the trick cannot be won, a last card. Every other phase
(declaring, tribute, return, bury, joker burying, pick-up) gets the rule bot's move as the
only candidate, so the app's worker search and `act_state` agree there too.

Each candidate list is made from the player's own view of the world (View.from_state), so the
search never reads a hidden card through it.
"""

from __future__ import annotations

from . import play as P
from .memory import View, team
from .rulebot import decide

SMALL = 6  # with this few legal moves (and no guard), search them all


def candidates(state, legal: list[str]) -> list[str]:
    """The moves the search compares for the player to move (a module-level function, so the
    search's options pickle)."""
    seat = state.current_player()
    view = View.from_state(state, seat)
    if state.phase != "play":
        return [decide(view, "normal")]
    if obvious(view):
        return [P.token(P.choose(view))]
    if len(legal) <= SMALL:
        return list(legal)
    allowed = set(legal)
    found = [t for t in map(P.token, P.candidates(view)) if t in allowed]
    return found or list(legal[:1])


def obvious(view: View) -> bool:
    """Spots where the rule bot's move is taken without searching."""
    if not view.trick:
        return len(set(view.hand)) == 1
    n = len(view.trick[0][1])
    if len(view.hand) == n:  # the last trick: its cards are all forced
        return True
    best_seat, best = P.best_so_far(view)
    if team(best_seat) == team(view.seat):
        return P.holds(view, best[0], n, P.opponents_after(view, P.still_to_play(view)))
    return not P.winning_plays(view)
