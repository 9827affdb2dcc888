"""Information Set Monte Carlo Tree Search (Cowling, Powley and Whitehouse 2012), the
single-observer form for n players.

Each iteration deals the hidden pieces again (`resample(seat, rng)`: a world the searching seat
cannot tell from the true one) and walks one tree with it. A node is an information set of the
searching seat (its observation, with the player to move), so every world that looks the same
to the seat shares the node; its statistics are kept from the view of the player to move there,
and each player picks its own best move (the max^n backup). As the worlds differ, so do the
moves open at a node: the selection is UCB over the moves open in this world, counting for each
move how often it was open (the "availability" count) instead of the node's visits. A node seen
for the first time is played out by the rollout policy, and the returns go back up the path.

Below the root, a node tries the rollout policy's move first and opens another move only as its
visits grow (progressive widening: 1 + sqrt(visits / WIDEN) moves). With the few hundred
iterations a move may take, trying every move of every node in turn would have each seat's
later choices made at random, which measured worse than the plain rule bot.
"""

from __future__ import annotations

import math
import random

from .budget import Budget
from .policy import Policy, resolve_chance, rollout
from .result import ActionStats, SearchResult

EXPLORATION = 0.7  # UCB's constant, for returns divided by the game's scale
WIDEN = 4.0


class Node:
    """Per move: [visits, total, total of squares, times open]."""

    __slots__ = ("moves", "visits")

    def __init__(self):
        self.moves: dict[str, list] = {}
        self.visits = 0

    def choose(
        self,
        world,
        legal: list[str],
        rng: random.Random,
        c: float,
        scale: float,
        guide: Policy | None,
    ) -> str:
        """The move to walk in this world; `guide` (below the root) orders new moves."""
        moves = self.moves
        self.visits += 1
        tried = [a for a in legal if a in moves]
        for action in tried:
            moves[action][3] += 1
        if len(tried) < len(legal) and (
            guide is None or not tried or len(tried) < 1 + math.sqrt(self.visits / WIDEN)
        ):
            suggested = guide(world, rng) if guide is not None else None
            if suggested is None or suggested in moves or suggested not in legal:
                untried = [a for a in legal if a not in moves]
                suggested = untried[rng.randrange(len(untried))]
            moves[suggested] = [0, 0.0, 0.0, 1]
            return suggested
        best, best_score = tried[0], -math.inf
        for action in tried:
            visits, total, _, open_ = moves[action]
            if not visits:  # added earlier in this very walk (an information set met twice
                return action  # before its first result, as when a claim is asked in stages)
            score = total / (visits * scale) + c * math.sqrt(math.log(open_) / visits)
            if score > best_score:
                best, best_score = action, score
        return best

    def update(self, action: str, reward: float) -> None:
        entry = self.moves[action]
        entry[0] += 1
        entry[1] += reward
        entry[2] += reward * reward


def info_key(state, seat: int):
    """The searching seat's information set: what it observes, and who is to move."""
    return state.current_player(), state.observation(seat)


def ismcts(
    state,
    seat: int,
    policy: Policy,
    budget: Budget,
    rng: random.Random,
    scale: float,
    exploration: float = EXPLORATION,
    widen: bool = True,
    moves: list[str] | None = None,
    candidates=None,
) -> SearchResult:
    """`moves`: the root's candidates (all legal moves when None); `candidates(world, legal)`
    narrows the moves of the nodes below the root the same way."""
    root = Node()
    tree = {info_key(state, seat): root}
    guide = policy if widen else None
    while budget.more():
        world = state.resample(seat, rng)
        path: list[tuple[Node, str, int]] = []
        node: Node | None = root
        while True:
            resolve_chance(world, rng)
            if world.is_terminal():
                returns = world.returns()
                break
            if node is None:
                key = info_key(world, seat)
                node = tree.get(key)
                if node is None:
                    tree[key] = Node()
                    returns = rollout(world, policy, rng)
                    break
            legal = world.legal_actions()
            if candidates is not None and len(legal) > 1:
                if node is not root:
                    legal = candidates(world, legal)
                elif moves is not None:  # None: the root's candidates are all its moves
                    legal = _narrowed(legal, moves)
            player = world.current_player()
            if len(legal) == 1 and node is not root:
                world.apply(legal[0])
                node = None
                continue
            action = node.choose(
                world, legal, rng, exploration, scale, None if node is root else guide
            )
            path.append((node, action, player))
            world.apply(action)
            node = None
        for visited, action, player in path:
            visited.update(action, returns[player])
    stats = {
        a: ActionStats(*root.moves[a][:3]) if a in root.moves else ActionStats()
        for a in (state.legal_actions() if moves is None else moves)
    }
    return SearchResult(seat, stats, budget.done, "ismcts")


def _narrowed(legal: list[str], moves: list[str]) -> list[str]:
    """The root's candidates open in this world (all of them, as the world looks the same to
    the searching seat; its legal moves otherwise)."""
    allowed = set(legal)
    return [a for a in moves if a in allowed] or legal
