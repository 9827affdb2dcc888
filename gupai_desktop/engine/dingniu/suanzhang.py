"""SuanZhang (算帳) detection, exactly as dominoes.md §3.4 adopts it.

After a non-double tile is laid on an existing layout, with E = the two open ends and U = the
non-double tiles of the deck not on the layout (hands and face-down tiles alike, so the test
uses public information only):
- Classic(v): both ends v, v in {1, 4, 5}, and no tile of U shows v; or ends {2, 3} and no tile
  of U shows 2 or 3.
- Smothered(p), p in {4, 5} (or any value, as an option): some tile of U shows p, yet p cannot
  be reached from either end through the tiles of U (a graph on the pips 1..6).
Classic takes precedence. Whether the move is *attributed* (算帳, the mover had a non-blocking
alternative) or a dead smash (死砸) is the state's business: it knows the mover's other plays.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..dominoes import Tile

CLASSIC, SMOTHERED = "classic", "smothered"
CLASSIC_PAIRS = ({1}, {4}, {5}, {2, 3})


@dataclass(frozen=True)
class Block:
    kind: str  # classic | smothered
    values: tuple[int, ...]  # the blocked pip values: (4,) for Fours, (2, 3) for Two-Three

    def name(self) -> str:
        label = {(1,): "Ones", (4,): "Fours", (5,): "Fives", (2, 3): "Two-Three"}
        if self.kind == CLASSIC:
            return f"Classic {label.get(self.values, '-'.join(map(str, self.values)))}"
        return f"Smothered {label.get(self.values, str(self.values[0]) + 's')}"


def _shows(tiles, values) -> bool:
    return any(t.hi in values or t.lo in values for t in tiles)


def classic(ends: tuple[int, int], unplaced: list[Tile]) -> Block | None:
    pair = set(ends)
    if pair in CLASSIC_PAIRS and not _shows(unplaced, pair):
        return Block(CLASSIC, tuple(sorted(pair)))
    return None


def reachable(start: int, unplaced: list[Tile]) -> set[int]:
    """The pips an open end showing `start` can still turn into, through the tiles left."""
    seen, todo = {start}, [start]
    while todo:
        value = todo.pop()
        for t in unplaced:
            for a, b in ((t.hi, t.lo), (t.lo, t.hi)):
                if a == value and b not in seen:
                    seen.add(b)
                    todo.append(b)
    return seen


def smothered(ends: tuple[int, int], unplaced: list[Tile], values=(4, 5)) -> Block | None:
    open_to = reachable(ends[0], unplaced) | reachable(ends[1], unplaced)
    for p in values:
        if _shows(unplaced, {p}) and p not in open_to:
            return Block(SMOTHERED, (p,))
    return None


def classify(ends: tuple[int, int], unplaced: list[Tile], smother_values=(4, 5)) -> Block | None:
    """The block the layout is in, if any: Classic first, then Smothered (§3.4 precedence).
    `unplaced` holds only non-double tiles. What classic() and smothered() find, with the
    pips as bitmasks: a hand asks after every play, and for each other play it had."""
    shown, links = pip_masks((t.hi, t.lo) for t in unplaced)
    return classify_bits(ends, shown, links, smother_values)


def pip_masks(pairs) -> tuple[int, list[int]]:
    """The pips tiles (as (hi, lo)) show, and for each pip those they join it to, as bitmasks:
    what classify_bits reads."""
    shown, links = 0, [0] * 7
    for hi, lo in pairs:
        shown |= 1 << hi | 1 << lo
        links[hi] |= 1 << lo
        links[lo] |= 1 << hi
    return shown, links


def classify_bits(
    ends: tuple[int, int], shown: int, links: list[int], smother_values=(4, 5)
) -> Block | None:
    """classify() of the tiles U as bitmasks: `shown`, the pips U shows, and `links[p]`, the
    pips a tile of U joins to p (what classify reads off U, and all it reads)."""
    pair = set(ends)
    if pair in CLASSIC_PAIRS and not shown & sum(1 << v for v in pair):
        return Block(CLASSIC, tuple(sorted(pair)))
    wanted = 0  # the smother values U shows: only they can be cut off
    for p in smother_values:
        wanted |= shown & 1 << p
    if not wanted:
        return None
    # What either end can still turn into: one walk from both (a union of the two walks),
    # stopped once every wanted pip is reached.
    seen = todo = 1 << ends[0] | 1 << ends[1]
    while todo and wanted & ~seen:
        new = 0
        for v in range(1, 7):
            if todo >> v & 1:
                new |= links[v]
        todo = new & ~seen
        seen |= todo
    for p in smother_values:
        if wanted >> p & 1 and not seen >> p & 1:
            return Block(SMOTHERED, (p,))
    return None
