"""Da Gunzi hands dealt from a chosen deck, for the state tests.

A test names the cards it cares about, in the order each seat receives them, and the bottom;
"." stands for any card. The rest of the deck fills the gaps (seeded, so a test always sees the
same hand), quiet cards first: jokers and level cards go last, so the ones a test did not place
arrive only in the deal's last rounds, never in the bottom or the part a test looks at.
Card k (1-based) goes to seat (starter + k - 1) % 4; cards 157-162 are the bottom.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

from gupai_desktop.engine.cards import Card
from gupai_desktop.engine.dagunzi.cards import DECK, fmt, parse_card
from gupai_desktop.engine.dagunzi.rules import DaGunziRules
from gupai_desktop.engine.dagunzi.state import DaGunziState

DEALT = 156
BOTTOM_AT = range(DEALT, DEALT + 6)


def _cards(text: str) -> list[Card | None]:
    return [None if t == "." else parse_card(t) for t in text.split()]


def plain(ranks: str, suits: str, n: int) -> str:
    """n cards of these ranks and suits, three of each at most: filler a test controls."""
    cards = [f"{r}{s}" for s in suits for r in ranks for _ in range(3)]
    assert len(cards) >= n
    return " ".join(cards[:n])


def slot(seat: int, i: int, starter: int) -> int:
    """Deck index (0-based) of the i-th card (0-based) that `seat` receives."""
    return (seat - starter) % 4 + 4 * i


def build_deck(
    hands: dict[int, str] | None = None,
    bottom: str = "",
    starter: int = 0,
    level: int = 3,
    seed: int = 0,
    calm: tuple[int, ...] = (),
) -> list[Card]:
    """A 162-card deck dealing `hands` (seat -> its cards in the order received) and `bottom`
    (bottom cards 1.. in order), the rest filled in; `calm` seats get no joker or level card
    beyond those named."""
    deck: list[Card | None] = [None] * len(DECK)
    for seat, text in (hands or {}).items():
        cards = _cards(text)
        assert len(cards) <= 39, f"seat {seat} is dealt 39 cards"
        for i, card in enumerate(cards):
            deck[slot(seat, i, starter)] = card
    for j, card in enumerate(_cards(bottom)):
        deck[DEALT + j] = card
    rest = Counter(DECK) - Counter(c for c in deck if c is not None)
    assert sum(rest.values()) == deck.count(None), "a card is asked for more than 3 times"
    loud = [c for c in rest.elements() if c.is_joker or c.rank == level]
    quiet = [c for c in rest.elements() if not (c.is_joker or c.rank == level)]
    rng = random.Random(seed)
    rng.shuffle(loud)
    rng.shuffle(quiet)
    fill = iter(quiet + loud)
    calm_first = sorted(range(DEALT), key=lambda i: (starter + i) % 4 not in calm)
    for i in [*BOTTOM_AT, *calm_first]:  # a quiet bottom, loud cards dealt last
        if deck[i] is None:
            deck[i] = next(fill)
    return deck


def start(
    deck: list[Card], starter: int = 0, table: dict | None = None, rules: DaGunziRules | None = None
) -> DaGunziState:
    """The hand after its chance moves: a first hand (no table) dealt from `starter`, or a
    later one dealt from the table's dealer."""
    state = DaGunziState(rules or DaGunziRules(), table)
    if table is None or table.get("dealer") is None:
        state.apply(f"starter:{starter}")
    state.apply("shuffle:" + fmt(deck))
    return state


def hand_of(
    hands: dict[int, str] | None = None,
    bottom: str = "",
    *,
    dealer: int | None = None,
    starter: int = 0,
    levels: tuple[int, int] = (3, 3),
    blood: int = 0,
    rules: DaGunziRules | None = None,
    seed: int = 0,
    calm: tuple[int, ...] = (),
) -> DaGunziState:
    """A first hand (dealer None) from `starter`, or a later hand of `dealer` at `levels`."""
    if dealer is None:
        return start(build_deck(hands, bottom, starter, 3, seed, calm), starter, None, rules)
    table = {"levels": levels, "dealer": dealer, "blood": blood}
    level = levels[dealer % 2]
    return start(build_deck(hands, bottom, dealer, level, seed, calm), dealer, table, rules)


def default_move(state: DaGunziState) -> str:
    """Pass every declaration, bury and return the first listed card, bury no jokers, play the
    first listed play."""
    if state.phase == "declare":
        return "pass"
    if state.phase == "jokers":
        return "jokers:0"
    return state.legal_actions()[0]


def run(
    state: DaGunziState,
    until: Callable[[DaGunziState], bool],
    choose: Callable[[DaGunziState], str | None] = lambda s: None,
) -> list[tuple]:
    """Apply `choose`'s move (or the default one) until `until(state)` or the hand ends;
    returns (seat, phase, cards dealt) of every decision made, in order."""
    log = []
    while not state.is_terminal() and not until(state):
        seat = state.current_player()
        dealt = state.deal.dealt if state.deal else None
        log.append((seat, state.phase, dealt))
        state.apply(choose(state) or default_move(state))
    return log


def asks(state: DaGunziState, choose=lambda s: None) -> list[tuple[int, int, bool]]:
    """Every declare/pass decision to the end of the deal as (seat, cards dealt, final
    window), each answered by `choose` or "pass"."""
    out = []
    while state.phase == "declare":
        out.append((state.current_player(), state.deal.dealt, state.deal.window))
        state.apply(choose(state) or "pass")
    return out


def phase_is(*phases: str) -> Callable[[DaGunziState], bool]:
    return lambda state: state.phase in phases


def declaring(seat: int, token: str):
    """A chooser: `seat` makes this declaration as soon as it may."""

    def choose(state):
        move = f"declare:{token}"
        if (
            state.phase == "declare"
            and state.current_player() == seat
            and move in state.legal_actions()
        ):
            return move
        return None

    return choose


def burying(text: str):
    """A chooser: the dealer buries these six cards, in this order."""
    cards = text.split()

    def choose(state):
        return "bury:" + cards[len(state.buried)] if state.phase == "bury" else None

    return choose


def either(*choosers):
    """The first chooser's move that is not None."""

    def choose(state):
        return next((m for c in choosers if (m := c(state)) is not None), None)

    return choose
