"""Leads and follows by rules of thumb (the rule bot's play phase, and the search's candidates).

Follow: when the partner's play is winning and will hold, feed it points; when an opponent's
is, take the trick if it is worth it (points in it, or a cheap plain card does it, and the
winning play will hold against the opponents still to play); otherwise shed the cheapest legal
cards: low, pointless, plain, from short suits, keeping sticks and rolls. The last trick (it
decides the bottom) is always taken when it can be.
Lead: cash a plain winner nobody can beat (sticks and rolls first, points with them); else the
cheapest single, from a short suit.

The moves are made from the seat's own cards, never by listing legal moves (a void follower of
a roll has thousands); a dead-stick answer is checked by the rules and, if refused, chosen from
the rules' own list.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from itertools import islice

from ...engine.cards import Card
from ...engine.dagunzi.cards import TRUMP
from ...engine.dagunzi.combos import trick_winner
from ...engine.dagunzi.follow import follow_problem, follows
from ...engine.dagunzi.rules import PLAYERS
from .memory import View, team

Play = tuple[Card, ...]
FEED_WEIGHT, POINT_WEIGHT = 2.5, 1.5  # shed cost per point: to the partner, to opponents
GROUP_COST = {1: 0.0, 2: 2.0, 3: 3.0}  # breaking a stick or a roll
SHORT_SUIT_BONUS = 1.5  # shedding from a suit of two or fewer makes a void
TRUMP_WIN_POINTS = 5  # a trick worth trumping (a high trump: twice that)


def token(cards: Sequence[Card]) -> str:
    return "play:" + " ".join(str(c) for c in sorted(cards))


# -- facts about the trick -----------------------------------------------------------------
def best_so_far(view: View) -> tuple[int, Play]:
    """Seat and play now winning the trick."""
    if view.best is None:
        plays = [p for _, p in view.trick]
        i = trick_winner(plays, view.named_trumps)
        view.best = view.trick[i][0], plays[i]
    return view.best


def trick_points(view: View) -> int:
    table = view.table
    return sum(table[c].points for _, p in view.trick for c in p)


def still_to_play(view: View) -> list[int]:
    """Seats after this one in the trick (all three others when leading)."""
    done = len(view.trick)
    return [(view.seat + k) % PLAYERS for k in range(1, PLAYERS - done)]


def opponents_after(view: View, after: Sequence[int]) -> list[int]:
    """The opponents among the seats still to play (holds' question, asked once a move)."""
    mine = team(view.seat)
    return [s for s in after if team(s) != mine]


def holds(view: View, card: Card, n: int, opponents: Sequence[int]) -> bool:
    """Would n copies of `card`, winning now, still win when `opponents` (opponents_after)
    have played? They can beat it with n copies of a stronger card of its suit (if they can
    still hold that suit), or, for a plain suit, with n trumps once void in it."""
    if not opponents:
        return True
    facts = view.table[card]
    suit = facts.suit
    follows_suit = [s for s in opponents if not view.void(s, suit)]
    if follows_suit and view.top_unseen(suit, n) > facts.strength:
        return False
    if suit == TRUMP:
        return True
    trumpers = [s for s in opponents if view.void(s, suit) and not view.void(s, TRUMP)]
    if not trumpers and follows_suit and view.top_unseen(suit, 0) < 2 * len(follows_suit):
        trumpers = follows_suit  # few left: someone may be void already
    return not (trumpers and view.top_unseen(TRUMP, n) >= 0)


# -- building plays ------------------------------------------------------------------------
def shed_costs(view: View, cards: Sequence[Card], feeding: bool) -> dict[Card, float]:
    """Per card, what playing it away costs (lowest first)."""
    table = view.table
    groups = view.counts
    lengths = view.by_suit
    out = {}
    for card in set(cards):
        f = table[card]
        cost = f.value + GROUP_COST[min(3, groups[card])]
        if f.points:
            cost += -FEED_WEIGHT * f.points if feeding else POINT_WEIGHT * f.points
        if f.suit != TRUMP and len(lengths[f.suit]) <= 2:
            cost -= SHORT_SUIT_BONUS
        out[card] = cost
    return out


def cheapest(pool: Sequence[Card], k: int, costs: dict[Card, float]) -> list[Card]:
    return sorted(pool, key=lambda c: (costs[c], c))[:k]


def shed(view: View, feeding: bool) -> Play:
    """The cheapest legal answer to the lead (with points first when `feeding`)."""
    lead = view.trick[0][1]
    n = len(lead)
    led = view.table[lead[0]].suit
    suited = view.suit_cards(led)
    if len(suited) >= n:
        costs = shed_costs(view, suited, feeding)
        play = cheapest(suited, n, costs)
    else:
        rest = [c for c in view.hand if view.table[c].suit != led]
        costs = shed_costs(view, rest, feeding)
        play = suited + cheapest(rest, n - len(suited), costs)
    return legal_or_best(view, tuple(sorted(play)), costs)


def legal_or_best(view: View, play: Play, costs: dict[Card, float]) -> Play:
    """`play` if the rules allow it (dead sticks may not), else the cheapest they allow."""
    lead = view.trick[0][1]
    mode = view.follow_mode
    if mode == "live" or follow_problem(view.hand, lead, play, view.named_trumps, mode) is None:
        return play
    options = follows(view.hand, lead, view.named_trumps, mode)
    return min(options, key=lambda p: (sum(costs.get(c, 99.0) for c in p), p))


def winning_plays(view: View) -> list[Play]:
    """Plays that would beat the trick's best so far, weakest first."""
    lead = view.trick[0][1]
    n = len(lead)
    table = view.table
    led = table[lead[0]].suit
    _, best = best_so_far(view)
    suited = view.suit_cards(led)
    if len(suited) >= n:
        pool = suited
    elif not suited and led != TRUMP:
        pool = [c for c in view.hand if table[c].suit == TRUMP]
    else:
        return []
    counts = Counter(pool)
    top = table[best[0]]
    out = [(c,) * n for c, k in counts.items() if k >= n and beats(table[c], top)]
    return sorted(out, key=lambda p: (table[p[0]].strength, table[p[0]].suit == TRUMP, p))


def beats(challenger, best) -> bool:
    """Trumps.beats on card facts: a trump beats a plain card, else the stronger wins."""
    if (challenger.suit == TRUMP) != (best.suit == TRUMP):
        return challenger.suit == TRUMP
    return challenger.strength > best.strength


def points_in(view: View, play: Sequence[Card]) -> int:
    return sum(view.table[c].points for c in play)


# -- the rule bot --------------------------------------------------------------------------
def follow(view: View, easy: bool = False) -> Play:
    if easy:
        return shed(view, feeding=False)
    n = len(view.trick[0][1])
    last_trick = len(view.hand) == n
    after = still_to_play(view)
    opponents = opponents_after(view, after)
    best_seat, best = best_so_far(view)
    wins = winning_plays(view)
    safe = first_safe(view, wins, n, opponents)
    points = trick_points(view)
    if team(best_seat) == team(view.seat):
        if holds(view, best[0], n, opponents):
            return shed(view, feeding=True)
        if safe and (points >= 10 or last_trick):
            return safe
        return shed(view, feeding=False)
    if last_trick and wins:
        return safe or wins[-1]
    if safe and worth_taking(view, safe, points):
        return safe
    if wins and points >= 15 and after:
        return wins[-1]
    return shed(view, feeding=False)


def first_safe(view: View, wins: list[Play], n: int, opponents: Sequence[int]) -> Play | None:
    """The weakest of `wins` that will hold, if any: the only one the bot plays, asked of
    each win in turn rather than of all (the rollouts' most asked question)."""
    return next((w for w in wins if holds(view, w[0], n, opponents)), None)


def worth_taking(view: View, win: Play, points: int) -> bool:
    """A plain card always; a trump for a trick with points, a high trump only for many."""
    f = view.table[win[0]]
    if f.suit != TRUMP:
        return True
    led = view.table[view.trick[0][1][0]].suit
    if led == TRUMP:
        return points + points_in(view, win) >= TRUMP_WIN_POINTS or f.strength < 100
    need = TRUMP_WIN_POINTS if f.strength < 300 else 2 * TRUMP_WIN_POINTS
    return points + points_in(view, win) >= need


def sure_leads(view: View) -> Iterator[Play]:
    """Leads no opponent can beat, the best to cash first: plain before trump, longer, with
    points. Lazily: a lead wants the first only, and asking whether each group holds was a
    fifth of a rollout."""
    opponents = opponents_after(view, still_to_play(view))
    table = view.table
    whole = [(c,) * min(3, k) for c, k in view.counts.items()]  # cash a group whole
    whole.sort(
        key=lambda p: (
            table[p[0]].suit == TRUMP,
            -len(p),
            -table[p[0]].points,
            table[p[0]].strength,
            p,
        )
    )
    return (p for p in whole if holds(view, p[0], len(p), opponents))


def cheap_lead(view: View) -> Play:
    costs = shed_costs(view, view.hand, feeding=False)
    card = min(view.hand, key=lambda c: (costs[c], c))
    return (card,)


def lead(view: View, easy: bool = False) -> Play:
    if easy:
        return cheap_lead(view)
    counts = view.counts
    if len(counts) == 1:  # one kind left: play it all
        card = view.hand[0]
        return (card,) * min(3, counts[card])
    sure = next(sure_leads(view), None)  # plain ones come first
    if sure and view.table[sure[0]].suit != TRUMP:
        return sure
    trumps = sum(1 for c in view.hand if view.is_trump(c))
    if sure and (trumps == len(view.hand) or len(view.hand) <= 6):
        return sure
    return cheap_lead(view)


def choose(view: View, easy: bool = False) -> Play:
    return follow(view, easy) if view.trick else lead(view, easy)


def candidates(view: View, most: int = 6) -> list[Play]:
    """The few plays worth comparing by search, the rule bot's first: when following, the
    cheapest shed, feeding a partner who is winning, the cheapest win that holds (else the
    weakest and the strongest win); when leading, the sure winners, each suit's cheapest card
    and the cheapest stick."""
    found = [choose(view)]
    if view.trick:
        n = len(view.trick[0][1])
        best_seat, _ = best_so_far(view)
        found.append(shed(view, feeding=False))
        if team(best_seat) == team(view.seat):
            found.append(shed(view, feeding=True))
        wins = winning_plays(view)
        safe = first_safe(view, wins, n, opponents_after(view, still_to_play(view)))
        found += [safe] if safe else wins[:1] + wins[-1:]
    else:
        found += islice(sure_leads(view), 2)
        costs = shed_costs(view, view.hand, feeding=False)
        by_suit: dict[str, Card] = {}
        for card in sorted(view.hand, key=lambda c: (costs[c], c)):
            by_suit.setdefault(view.table[card].suit, card)
        found += [(c,) for c in by_suit.values()]
        groups = sorted((c for c, k in view.counts.items() if k >= 2), key=lambda c: (costs[c], c))
        found += [(c,) * view.counts[c] for c in groups[:1]]
    out, seen = [], set()
    for play in found:
        key = tuple(sorted(play))
        if key not in seen:
            seen.add(key)
            out.append(key)
    return out[:most]
