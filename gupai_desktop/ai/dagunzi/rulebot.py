"""The rule bot: one move for any decision of the hand, from the seat's View.

"normal" plays every rule of thumb (declare.py, bottom.py, play.py); "easy" keeps the legal
moves but drops the judgment: it declares the first suit it can, bets no jokers, and sheds the
cheapest legal cards without feeding its partner or taking tricks on purpose.
"""

from __future__ import annotations

from . import bottom as B
from . import declare as D
from . import play as P
from .memory import View


def decide(view: View, level: str) -> str:
    easy = level == "easy"
    phase = view.phase
    if phase == "play":
        return P.token(P.choose(view, easy))
    if phase == "declare":
        return D.choose(view, easy)
    if phase == "tribute":
        return B.tribute(view)
    if phase == "return":
        return B.give_back(view)
    if phase == "bury":
        return B.bury(view, easy)
    if phase == "jokers":
        return B.jokers(view, easy)
    if phase == "take":
        return B.take(view)
    raise ValueError(f"no decision in the {phase} phase")
