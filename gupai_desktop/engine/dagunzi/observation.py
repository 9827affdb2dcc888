"""What one seat may see of a Da Gunzi hand, and hands dealt again consistently with it.

A seat sees its own cards, every card played, the declarations and the grabber's trump card,
turned-up bottom cards, tribute cards, a bottom that was revealed or made public, and the joker
burials; the returned cards only as payer or dealer, the buried bottom only as dealer.
`resample` keeps all of that and deals the rest again: cards a seat is known to hold (shown in a
declaration, received as tribute, taken from a public bottom) stay with it, and no seat gets a
card of a suit it showed itself void in.
"""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Any

from ..cards import Card
from .bottom import pickable
from .cards import DECK, parse
from .rules import PLAYERS


@dataclass(frozen=True)
class Observation:
    seat: int
    phase: str
    to_act: int
    legal: tuple[str, ...]
    first_hand: bool
    levels: tuple[int, int]
    level: int
    dealer: int | None
    starter: int | None
    trump_suit: str | None
    hand: tuple[Card, ...]
    hand_counts: tuple[int, ...]
    declarations: tuple[tuple[int, str], ...]     # (seat, shown cards), in order
    shown: Card | None                            # the grabber's card naming the trump suit
    turned: tuple[tuple[int | None, Card], ...]   # bottom cards turned up (seat or None)
    payer: int | None
    tribute: tuple[Card, ...]
    returned: tuple[Card, ...] | None             # None: not this seat's to see
    revealed: tuple[Card, ...]                    # the dealt bottom, if it was shown
    dry: bool
    bottom: tuple[Card, ...] | None               # the bottom now, if this seat sees it
    joker_burials: tuple[tuple[int, tuple[Card, ...], tuple[Card, ...]], ...]
    leader: int | None
    trick: tuple[tuple[int, tuple[Card, ...]], ...]
    tricks: tuple[tuple[int, tuple[tuple[Card, ...], ...], int], ...]
    trick_points: tuple[int, int]                 # per team
    voids: tuple[tuple[int, str], ...]           # (seat, effective suit) shown void
    settlement: Any


def observe(state, seat: int) -> Observation:
    deal = state.deal
    to_act = state.current_player()
    sees_bottom = observe_bottom(state, seat)
    order = state.trumps.sorted if state.trumps else sorted
    return Observation(
        seat, state.phase, to_act,
        tuple(state.legal_actions()) if to_act == seat else (),
        state.first_hand, tuple(state.levels), state.level, state.dealer, state.starter,
        state.trumps.suit if state.trumps else None,
        tuple(order(state.hands[seat])), tuple(len(h) for h in state.hands),
        tuple(deal.declarations) if deal else (), deal.shown if deal else None,
        tuple(deal.turned) if deal else (), state.payer, tuple(state.tribute),
        tuple(state.returned) if seat in (state.payer, state.dealer) else None,
        tuple(state.revealed), state.dry,
        tuple(_bottom_now(state)) if sees_bottom else None,
        tuple((s, tuple(i), tuple(o)) for s, i, o in state.joker_burials),
        state.leader, tuple(state.trick),
        tuple((lead, tuple(plays), win) for lead, plays, win in state.tricks),
        tuple(state.trick_points), tuple(sorted(state.voids)), state.settlement)


def _bottom_now(state) -> list[Card]:
    return state.buried if state.phase == "bury" else state.bottom


def known_holdings(state, seat: int) -> list[Counter]:
    """Per seat, cards `seat` knows it holds now (lower bounds), from what was shown."""
    known = [Counter() for _ in range(PLAYERS)]
    deal = state.deal
    if deal is None:
        return known
    for who, shown in deal.declarations:
        words = [w for w in shown.split() if len(w) > 1]
        for card, n in Counter(parse(" ".join(words))).items():
            known[who][card] = max(known[who][card], n)
    if deal.shown is not None and deal.grabber is not None:
        known[deal.grabber][deal.shown] = max(known[deal.grabber][deal.shown], 1)
    if state.payer is not None:
        known[state.payer] -= Counter(state.tribute)
        known[state.dealer] += Counter(state.tribute)
        if seat in (state.payer, state.dealer):
            known[state.dealer] -= Counter(state.returned)
            known[state.payer] += Counter(state.returned)
    if state.bottom_public and state.phase not in ("bury",):
        known[state.dealer] -= Counter(state.buried)
    for who, jokers, taken in state.joker_burials:
        known[who] -= Counter(jokers)
        known[who] += Counter(taken)
    played = _played_by(state)
    for who in range(PLAYERS):
        known[who] -= played[who]
    known[seat] = Counter(state.hands[seat])
    return known


def _played_by(state) -> list[Counter]:
    out = [Counter() for _ in range(PLAYERS)]
    for leader, plays, _ in state.tricks:
        for i, play in enumerate(plays):
            out[(leader + i) % PLAYERS].update(play)
    for who, play in state.trick:
        out[who].update(play)
    return out


def resample(state, seat: int, rng: random.Random, tries: int = 8):
    """A full state `seat` cannot tell from this one, its hidden cards dealt again. A seat other
    than `seat` who must now choose (asked to declare, to pay tribute) is dealt a hand that
    gives it a choice: a few deals are tried, and then it keeps its own."""
    if state.deal is None:
        return state.clone()
    actor = state.current_player()
    for attempt in range(tries + 1):
        pinned = actor if attempt == tries and actor >= 0 and actor != seat else None
        other = _deal_again(state, seat, rng, pinned)
        if actor < 0 or actor == seat or other.legal_actions():
            return other
    return other


def _deal_again(state, seat: int, rng: random.Random, pinned: int | None):
    other = state.clone()
    known = known_holdings(state, seat)
    if pinned is not None:
        known[pinned] = Counter(state.hands[pinned])
    for who in range(PLAYERS):          # a lower bound can never exceed the real hand
        if sum(known[who].values()) > len(state.hands[who]):
            known[who] = Counter()
    hidden_bottom = not observe_bottom(state, seat)
    bottom_now = _bottom_now(state)
    unseen = Counter(DECK) - sum(_played_by(state), Counter())
    if state.phase != "declare" and not hidden_bottom:
        unseen -= Counter(bottom_now)
    for who in sorted(range(PLAYERS), key=lambda w: (w != seat, w != pinned)):
        known[who] &= unseen                # a guess (a tribute card may have gone back)
        unseen -= known[who]                # never claims more copies than are left
    cards = list(unseen.elements())
    rng.shuffle(cards)
    places = {f"hand {who}": len(state.hands[who]) - sum(known[who].values())
              for who in range(PLAYERS) if who != seat}
    if state.phase == "declare":
        places["stock"] = len(state.deal.deck) - state.deal.dealt
    elif hidden_bottom:
        bottom = _hidden_bottom(cards, bottom_now, rng)
        for card in bottom:
            cards.remove(card)
        if state.phase == "bury":
            other.buried = bottom
        else:
            other.bottom = bottom
    voids = {(s, suit) for s, suit in state.voids if s != seat}
    assigned = _assign(cards, places, voids, state.trumps, rng) or \
        _assign(cards, places, set(), state.trumps, rng)
    for who in range(PLAYERS):
        if who != seat:
            other.hands[who] = list(known[who].elements()) + assigned[f"hand {who}"]
    if "stock" in places:
        other.deal.deck = state.deal.deck[:state.deal.dealt] + assigned["stock"]
    return other


def _hidden_bottom(cards: list[Card], true_bottom: list[Card], rng: random.Random) -> list[Card]:
    """A bottom of the right size from the unseen cards, with as many pickable cards (neither
    points nor jokers) as the real one: the table lets others bury jokers by that count, so
    the count is what everyone learns when offered the choice."""
    want = len(pickable(true_bottom))
    able = [c for c in cards if c in pickable([c])]
    other = [c for c in cards if c not in pickable([c])]
    if len(able) < want or len(other) < len(true_bottom) - want:
        return rng.sample(cards, len(true_bottom))
    return rng.sample(able, want) + rng.sample(other, len(true_bottom) - want)


def observe_bottom(state, seat: int) -> bool:
    return state.bottom_public or (seat == state.dealer and state.phase not in
                                   ("starter", "shuffle", "declare", "tribute", "return"))


def _assign(cards: list[Card], places: dict[str, int], voids: set, trumps,
            rng: random.Random, tries: int = 12) -> dict[str, list[Card]] | None:
    """Cards into places of fixed sizes, no seat given a suit it is void in; None if the
    random tries all failed (the caller then drops the voids)."""
    def allowed(card: Card) -> list[str]:
        if not voids or trumps is None:
            return list(places)
        suit = trumps.eff_suit(card)
        return [p for p in places if not (p.startswith("hand ") and
                                           (int(p[5:]), suit) in voids)]
    options = {c: allowed(c) for c in set(cards)}
    for _ in range(tries):
        rng.shuffle(cards)
        order = sorted(cards, key=lambda c: len(options[c]))
        room = dict(places)
        out: dict[str, list[Card]] = {p: [] for p in places}
        for card in order:
            open_places = [p for p in options[card] if room[p] > 0]
            if not open_places:
                break
            weights = [room[p] for p in open_places]
            place = rng.choices(open_places, weights)[0]
            out[place].append(card)
            room[place] -= 1
        else:
            return out
    return None
