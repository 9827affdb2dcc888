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
    declarations: tuple[tuple[int, str], ...]  # (seat, shown cards), in order
    shown: Card | None  # the grabber's card naming the trump suit
    turned: tuple[tuple[int | None, Card], ...]  # bottom cards turned up (seat or None)
    payer: int | None
    tribute: tuple[Card, ...]
    returned: tuple[Card, ...] | None  # None: not this seat's to see
    revealed: tuple[Card, ...]  # the dealt bottom, if it was shown
    dry: bool
    bottom: tuple[Card, ...] | None  # the bottom now, if this seat sees it
    joker_burials: tuple[tuple[int, tuple[Card, ...], tuple[Card, ...]], ...]
    leader: int | None
    trick: tuple[tuple[int, tuple[Card, ...]], ...]
    tricks: tuple[tuple[int, tuple[tuple[Card, ...], ...], int], ...]
    trick_points: tuple[int, int]  # per team
    voids: tuple[tuple[int, str], ...]  # (seat, effective suit) shown void
    settlement: Any


def observe(state, seat: int) -> Observation:
    deal = state.deal
    to_act = state.current_player()
    sees_bottom = observe_bottom(state, seat)
    order = state.trumps.sorted if state.trumps else sorted
    return Observation(
        seat,
        state.phase,
        to_act,
        tuple(state.legal_actions()) if to_act == seat else (),
        state.first_hand,
        tuple(state.levels),
        state.level,
        state.dealer,
        state.starter,
        state.trumps.suit if state.trumps else None,
        tuple(order(state.hands[seat])),
        tuple(len(h) for h in state.hands),
        tuple(deal.declarations) if deal else (),
        deal.shown if deal else None,
        tuple(deal.turned) if deal else (),
        state.payer,
        tuple(state.tribute),
        tuple(state.returned) if seat in (state.payer, state.dealer) else None,
        tuple(state.revealed),
        state.dry,
        tuple(_bottom_now(state)) if sees_bottom else None,
        tuple((s, tuple(i), tuple(o)) for s, i, o in state.joker_burials),
        state.leader,
        tuple(state.trick),
        tuple((lead, tuple(plays), win) for lead, plays, win in state.tricks),
        tuple(state.trick_points),
        tuple(sorted(state.voids)),
        state.settlement,
    )


def _bottom_now(state) -> list[Card]:
    return state.buried if state.phase == "bury" else state.bottom


def known_holdings(
    state, seat: int, played: list[Counter] | None = None
) -> tuple[list[Counter], list[Counter]]:
    """Per seat, the cards `seat` knows it holds now, from what was shown: (certain, likely).
    The dealer's shown and tribute cards are only likely when they could have left unseen,
    given back to the payer or buried in a hidden bottom."""
    certain: list[Counter[Card]] = [Counter() for _ in range(PLAYERS)]
    deal = state.deal
    if deal is None:
        return certain, [Counter() for _ in range(PLAYERS)]
    for who, shown in deal.declarations:
        words = [w for w in shown.split() if len(w) > 1]
        for card, n in Counter(parse(" ".join(words))).items():
            certain[who][card] = max(certain[who][card], n)
    if deal.shown is not None and deal.grabber is not None:
        certain[deal.grabber][deal.shown] = max(certain[deal.grabber][deal.shown], 1)
    dealer = state.dealer
    if state.payer is not None:
        certain[state.payer] -= Counter(state.tribute)
        certain[dealer] += Counter(state.tribute)
        if seat in (state.payer, dealer):
            certain[dealer] -= Counter(state.returned)
            certain[state.payer] += Counter(state.returned)
    if state.bottom_public and state.phase != "bury":
        certain[dealer] -= Counter(state.buried)
    for who, jokers, taken in state.joker_burials:
        certain[who] -= Counter(jokers)
        certain[who] += Counter(taken)
    played = _played_by(state) if played is None else played
    for who in range(PLAYERS):
        certain[who] -= played[who]
    likely: list[Counter[Card]] = [Counter() for _ in range(PLAYERS)]
    unseen_moves = (state.payer is not None and seat not in (state.payer, dealer)) or (
        state.phase in ("bury", "jokers", "take", "play", "over")
        and not state.dry
        and not state.bottom_public
    )
    if dealer is not None and dealer != seat and unseen_moves:
        likely[dealer], certain[dealer] = certain[dealer], Counter()
    certain[seat] = Counter(state.hands[seat])
    return certain, likely


def _played_by(state) -> list[Counter]:
    """Per seat, the cards it has played (listed, then counted once: a search asks this of
    every world it deals)."""
    out: list[list[Card]] = [[] for _ in range(PLAYERS)]
    for leader, plays, _ in state.tricks:
        for i, play in enumerate(plays):
            out[(leader + i) % PLAYERS].extend(play)
    for who, play in state.trick:
        out[who].extend(play)
    return [Counter(cards) for cards in out]


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
    played = _played_by(state)
    certain, likely = known_holdings(state, seat, played)
    if pinned is not None:
        certain[pinned], likely[pinned] = Counter(state.hands[pinned]), Counter()
    hidden_bottom = not observe_bottom(state, seat)
    bottom_now = _bottom_now(state)
    unseen = Counter(DECK) - sum(played, Counter())
    if state.phase != "declare" and not hidden_bottom:
        unseen -= Counter(bottom_now)
    known: list[Counter[Card]] = [Counter() for _ in range(PLAYERS)]
    for who in sorted(range(PLAYERS), key=lambda w: (w != seat, w != pinned)):
        known[who] = certain[who] & unseen  # never more copies than are left
        unseen -= known[who]
    for who in range(PLAYERS):  # then what a seat only likely holds
        room = len(state.hands[who]) - sum(known[who].values())
        for card in (likely[who] & unseen).elements():
            if room and (
                state.trumps is None or (who, state.trumps.eff_suit(card)) not in state.voids
            ):
                known[who][card] += 1
                unseen[card] -= 1
                room -= 1
    cards = list(unseen.elements())
    rng.shuffle(cards)
    places = {
        f"hand {who}": len(state.hands[who]) - sum(known[who].values())
        for who in range(PLAYERS)
        if who != seat
    }
    voids = {(s, suit) for s, suit in state.voids if s != seat}
    if state.phase == "declare":
        places["stock"] = len(state.deal.deck) - state.deal.dealt
        assigned = _assign(cards, places, voids, state.trumps, rng)
    elif hidden_bottom:
        assigned = None
        offered = state.phase == "jokers" and state.current_player() == seat
        for _ in range(4):
            bottom = _hidden_bottom(cards, bottom_now, rng, offered)
            rest = list((Counter(cards) - Counter(bottom)).elements())
            assigned = _assign(rest, places, voids, state.trumps, rng)
            if assigned is not None:
                break
        if assigned is None:  # the pickable count given up before any void
            places["bottom"] = len(bottom_now)
            assigned = _assign(cards, places, voids, state.trumps, rng)
            assert assigned is not None, "the real deal is one way to place the unseen cards"
            bottom = assigned.pop("bottom")
        if state.phase == "bury":
            other.buried = bottom
        else:
            other.bottom = bottom
    else:
        assigned = _assign(cards, places, voids, state.trumps, rng)
    assert assigned is not None, "the real deal is one way to place the unseen cards"
    for who in range(PLAYERS):
        if who != seat:
            other.hands[who] = list(known[who].elements()) + assigned[f"hand {who}"]
    if "stock" in places:
        other.deal.deck = state.deal.deck[: state.deal.dealt] + assigned["stock"]
    return other


def _hidden_bottom(
    cards: list[Card], true_bottom: list[Card], rng: random.Random, offered: bool
) -> list[Card]:
    """A bottom of the right size from the unseen cards. A seat now offered joker burying
    learns from the offer how many of its cards it could take (neither points nor jokers), so
    its bottoms keep the real one's count; any other seat's bottom is drawn at random."""
    if not offered:
        return rng.sample(cards, len(true_bottom))
    want = len(pickable(true_bottom))
    able = [c for c in cards if c in pickable([c])]
    other = [c for c in cards if c not in pickable([c])]
    if len(able) < want or len(other) < len(true_bottom) - want:
        return rng.sample(cards, len(true_bottom))
    return rng.sample(able, want) + rng.sample(other, len(true_bottom) - want)


def observe_bottom(state, seat: int) -> bool:
    return state.bottom_public or (
        seat == state.dealer
        and state.phase not in ("starter", "shuffle", "declare", "tribute", "return")
    )


def _assign(
    cards: list[Card], places: dict[str, int], voids: set, trumps, rng: random.Random
) -> dict[str, list[Card]] | None:
    """Cards into places of fixed sizes, no seat given a suit it showed itself void in: the
    cards of each effective suit are spread one at a time, each to a place chosen at random
    (weighted by room) among those that keep the rest possible (Hall's condition over the
    suits). None only if no deal exists at all."""

    def suit(card: Card) -> str:
        return trumps.eff_suit(card) if trumps is not None else "any"

    def allowed(group: str) -> list[str]:
        return [p for p in places if not (p.startswith("hand ") and (int(p[5:]), group) in voids)]

    groups: dict[str, list[Card]] = {}
    for card in cards:
        groups.setdefault(suit(card), []).append(card)
    reach = {g: allowed(g) for g in groups}
    need = {g: len(c) for g, c in groups.items()}
    room = dict(places)
    possible = _hall(reach)
    if not possible(need, room):
        return None
    out: dict[str, list[Card]] = {p: [] for p in places}
    order = [card for g in sorted(groups, key=lambda g: len(reach[g])) for card in groups[g]]
    # With no void telling the suits apart, each card placed takes one from the cards needed
    # and one from the room, so a deal possible at the start stays possible: no check is asked.
    anywhere = len({tuple(r) for r in reach.values()}) <= 1
    for card in order:
        g = suit(card)
        need[g] -= 1
        options = [p for p in reach[g] if room[p] > 0]
        rng.shuffle(options)
        options.sort(key=lambda p: -room[p] * rng.random())
        if anywhere:
            room[options[0]] -= 1
            out[options[0]].append(card)
            continue
        for place in options:
            room[place] -= 1
            if possible(need, room):
                out[place].append(card)
                break
            room[place] += 1
        else:
            return None
    return out


def _hall(reach: dict[str, list[str]]):
    """Hall's condition for these suits and the places each may go to: `possible(need, room)`
    says whether every set of suits fits in the room of the places it reaches. The sets and
    their places are listed once (a deal asks for every card it places). A set holding a suit
    that needs nothing asks less than the same set without it, so checking every set of the
    suits is checking every set of those that still need room."""
    groups = list(reach)
    subsets: list[tuple[tuple[str, ...], tuple[str, ...]]] = []  # listed when first asked

    def possible(need: dict[str, int], room: dict[str, int]) -> bool:
        wanting = [g for g, n in need.items() if n > 0]
        if wanting and all(reach[g] == reach[wanting[0]] for g in wanting[1:]):
            # No void tells the suits apart: every set goes to the same places, so the
            # condition for all of them together is the strictest one.
            return sum(need[g] for g in wanting) <= sum(room[p] for p in reach[wanting[0]])
        if not subsets:
            for mask in range(1, 1 << len(groups)):
                chosen = tuple(g for i, g in enumerate(groups) if mask >> i & 1)
                subsets.append((chosen, tuple({p: None for g in chosen for p in reach[g]})))
        for chosen, places in subsets:
            if sum(need[g] for g in chosen) > sum(room[p] for p in places):
                return False
        return True

    return possible
