"""A full hand rebuilt from one seat's Observation, so `act` can search without the true state.

Everything the seat sees is set as the state holds it (the deal so far, declarations, tribute,
the bottom when seen, joker burials, tricks, voids); cards it cannot see are placeholders of the
right number, which the engine's own `resample` then deals again from what is unseen, keeping
shown cards with their holders and voids respected. Two facts the observation lacks are
guessed: the tribute still to come (one more card) and the final window's passes (none yet).

One fact is implied rather than shown: how many pickable cards a hidden bottom holds (the
engine's resample keeps that count). A non-dealer offered joker burying infers it from how many
jokers it may bury; otherwise it is guessed: six, as dealers bury plain cards.
"""

from __future__ import annotations

import random
from collections import Counter

from ...engine.dagunzi.cards import DECK, Trumps, parse
from ...engine.dagunzi.dealing import DEALT, Deal
from ...engine.dagunzi.declare import parse_declaration
from ...engine.dagunzi.rules import BOTTOM_CARDS, HAND_CARDS, PLAYERS
from ...engine.dagunzi.state import DaGunziState

FILLER = DECK[0]  # a placeholder for a card the seat cannot see (a pickable one)
POINTS_FILLER = parse("Ks")[0]  # one that is not pickable


def believed_state(obs, rules, rng: random.Random) -> DaGunziState:
    """A hand whose observation by `obs.seat` is `obs`, its unseen cards dealt at random."""
    if obs.phase in ("starter", "shuffle", "over"):
        raise ValueError("a hand is believed only while a seat is to act")
    return _skeleton(obs, rules).resample(obs.seat, rng)


def _skeleton(obs, rules) -> DaGunziState:
    seat, phase = obs.seat, obs.phase
    table = None if obs.first_hand else {"levels": obs.levels, "dealer": obs.dealer, "blood": 0}
    state = DaGunziState(rules, table)
    state.levels, state.level, state.dealer = tuple(obs.levels), obs.level, obs.dealer
    state.starter, state.phase = obs.starter, phase
    state.trumps = Trumps(obs.level, obs.trump_suit) if obs.trump_suit else None
    state.hands = [
        list(obs.hand) if s == seat else [FILLER] * obs.hand_counts[s] for s in range(PLAYERS)
    ]
    state.deal = _deal(obs, rules)
    state.payer, state.tribute = obs.payer, list(obs.tribute)
    if obs.returned is not None:
        state.returned = list(obs.returned)
    elif phase not in ("declare", "tribute", "return"):
        state.returned = list(obs.tribute)  # as many, unseen
    state.to_give = len(obs.tribute) + (phase == "tribute")
    state.revealed, state.dry = list(obs.revealed), obs.dry
    _bottom(state, obs)
    state.joker_burials = [(s, list(i), list(o)) for s, i, o in obs.joker_burials]
    if phase in ("jokers", "take"):
        order = [(obs.dealer + i) % PLAYERS for i in (1, 2, 3)]
        state.others = order[order.index(obs.to_act) + 1 :]
    if phase == "take":
        _, jokers, taken = obs.joker_burials[-1]
        state.to_take = len(jokers) - len(taken)
    state.actor = None if phase == "declare" else obs.to_act
    state.leader = obs.leader
    state.trick = list(obs.trick)
    state.tricks = [(lead, list(plays), win) for lead, plays, win in obs.tricks]
    state.voids = set(obs.voids)
    state.trick_points = list(obs.trick_points)
    return state


def _hidden_bottom(obs) -> list:
    """Placeholders for a bottom the seat cannot see, with as many pickable cards (neither
    points nor jokers) as it may infer: resample deals a bottom with that many. A seat offered
    joker burying is offered one joker per pickable card, up to the jokers it holds; else the
    guess is a bottom of plain cards, as dealers bury."""
    pickable = BOTTOM_CARDS
    if obs.phase == "jokers":
        most = len(obs.legal) - 1
        if most < sum(1 for c in obs.hand if c.is_joker):
            pickable = most
    return [FILLER] * pickable + [POINTS_FILLER] * (BOTTOM_CARDS - pickable)


def _deal(obs, rules) -> Deal:
    deal = Deal(
        obs.first_hand,
        obs.level,
        obs.starter,
        [FILLER] * len(DECK),
        turnup_order=rules.turnup_order,
    )
    deal.declarations = list(obs.declarations)
    deal.shown, deal.turned = obs.shown, list(obs.turned)
    if obs.first_hand:
        deal.grabber = next((s for s, shown in obs.declarations if shown == "BJ"), None)
    elif obs.declarations:
        deal.declarer, shown = obs.declarations[-1]
        deal.standing = parse_declaration(shown, obs.level)
    if obs.phase == "declare":
        deal.dealt = sum(obs.hand_counts)
        deal.asked = obs.to_act
        deal.window = deal.dealt >= DEALT
        deal.window_seat = obs.to_act
        return deal
    deal.dealt, deal.suit, deal.dealer = DEALT, obs.trump_suit, obs.dealer
    if obs.first_hand:
        deal.source = "grab" if deal.grabber is not None else "turnup"
    else:
        deal.source = "declared" if deal.standing is not None else "draw"
    return deal


def _bottom(state: DaGunziState, obs) -> None:
    """The bottom as the state keeps it in this phase: dealt (hidden), being buried, final."""
    phase, seen = obs.phase, obs.bottom
    if phase == "declare":
        return
    if phase in ("tribute", "return"):
        state.bottom = [FILLER] * BOTTOM_CARDS
        return
    if phase == "bury":
        buried = HAND_CARDS + BOTTOM_CARDS - obs.hand_counts[obs.dealer]
        state.buried = list(seen) if seen is not None else [FILLER] * buried
        state.bottom_public = bool(obs.revealed)
        return
    if obs.dry:
        state.bottom, state.bottom_public = list(obs.revealed), True
        return
    if seen is None:
        state.bottom = _hidden_bottom(obs)
        state.buried = list(state.bottom)
        return
    state.bottom = list(seen)
    buried = Counter(seen)
    for _, jokers, taken in obs.joker_burials:
        buried = buried - Counter(jokers) + Counter(taken)
    state.buried = list(buried.elements())
    state.bottom_public = obs.seat != obs.dealer or any(c.is_joker for c in seen)
