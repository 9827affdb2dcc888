"""The 32-tile Chinese domino set (骨牌): kinds, copies, pips, red pips, names and notation.

A tile is identified by its *kind* (high pip, low pip); the two copies of a civil kind are
physically identical, so rules never need to tell them apart. `FULL_SET` lists all 32 tiles in
a fixed order, which is the order shuffles start from.
"""

from __future__ import annotations

from dataclasses import dataclass
from operator import attrgetter

CIVIL = ((6, 6), (1, 1), (4, 4), (3, 1), (5, 5), (3, 3), (2, 2), (6, 5), (6, 4), (6, 1), (5, 1))
MILITARY = ((6, 3), (5, 4), (6, 2), (5, 3), (5, 2), (4, 3), (4, 2), (4, 1), (3, 2), (2, 1))


@dataclass(frozen=True, order=True)
class Tile:
    """One domino kind; `hi >= lo`. Compare tiles by kind, never by object identity."""

    hi: int
    lo: int

    def __post_init__(self) -> None:
        if not (1 <= self.lo <= self.hi <= 6):
            raise ValueError(f"not a Chinese domino: {self.hi}-{self.lo}")

    def __str__(self) -> str:
        return _NAMES[self.hi * 7 + self.lo]

    def __repr__(self) -> str:
        return f"Tile({self.hi}-{self.lo})"

    # What a kind is worth, looked up by kind (rules and replays ask the same few tiles for
    # their pips hundreds of times a hand; a property, as tiles are made anew all the time).

    @property
    def pips(self) -> int:
        return self.hi + self.lo

    @property
    def is_double(self) -> bool:
        return self.hi == self.lo

    @property
    def is_civil(self) -> bool:
        return _CIVIL[self.hi * 7 + self.lo]

    @property
    def is_gee_joon(self) -> bool:
        """[4:2] and [2:1], the semi-wild tiles that may count 3 or 6."""
        return _GEE_JOON[self.hi * 7 + self.lo]

    @property
    def red_pips(self) -> int:
        return _RED[self.hi * 7 + self.lo]

    @property
    def black_pips(self) -> int:
        return self.hi + self.lo - _RED[self.hi * 7 + self.lo]

    @property
    def copies(self) -> int:
        return 2 if _CIVIL[self.hi * 7 + self.lo] else 1

    @property
    def code(self) -> int:
        """A dense index 0..20 used by lookup tables."""
        return KIND_INDEX[(self.hi, self.lo)]


def _red(hi: int, lo: int) -> int:
    return 6 if (hi, lo) == (6, 6) else sum(h for h in (hi, lo) if h in (1, 4))


# By hi * 7 + lo: what the properties above look up.
_CIVIL = [(n // 7, n % 7) in CIVIL for n in range(49)]
_GEE_JOON = [(n // 7, n % 7) in ((4, 2), (2, 1)) for n in range(49)]
_RED = [_red(n // 7, n % 7) for n in range(49)]


# A tile's sort key, in C: sorted(tiles, key=KIND) is the order Tile's own comparisons give,
# without a Python call per comparison.
KIND = attrgetter("hi", "lo")
_NAMES = [f"{n // 7}-{n % 7}" for n in range(49)]  # "hi-lo", looked up (records name
# tens of thousands of tiles a second)
ALL_KINDS: tuple[Tile, ...] = tuple(Tile(hi, lo) for hi, lo in CIVIL + MILITARY)
KIND_INDEX = {(t.hi, t.lo): i for i, t in enumerate(ALL_KINDS)}
FULL_SET: tuple[Tile, ...] = tuple(t for t in ALL_KINDS for _ in range(t.copies))

CANTONESE = {
    (6, 6): "Teen",
    (1, 1): "Day",
    (4, 4): "Yun",
    (3, 1): "Gor",
    (5, 5): "Mooy",
    (3, 3): "Chong",
    (2, 2): "Bon",
    (6, 5): "Foo",
    (6, 4): "Ping",
    (6, 1): "Tit",
    (5, 1): "Look",
    (6, 3): "Chop Gow",
    (5, 4): "Chop Gow",
    (6, 2): "Chop Bot",
    (5, 3): "Chop Bot",
    (5, 2): "Chop Chit",
    (4, 3): "Chop Chit",
    (4, 1): "Chop Ng",
    (3, 2): "Chop Ng",
    (4, 2): "Gee Joon",
    (2, 1): "Gee Joon",
}
CHINESE = {  # Simplified Chinese names, as the zh_CN interface shows them
    (6, 6): "天",
    (1, 1): "地",
    (4, 4): "人",
    (3, 1): "和",
    (5, 5): "梅",
    (3, 3): "长三",
    (2, 2): "板凳",
    (6, 5): "斧头",
    (6, 4): "红头十",
    (6, 1): "高脚七",
    (5, 1): "零霖六",
    (6, 3): "杂九",
    (5, 4): "杂九",
    (6, 2): "杂八",
    (5, 3): "杂八",
    (5, 2): "杂七",
    (4, 3): "杂七",
    (4, 1): "杂五",
    (3, 2): "杂五",
    # Each alone by its own name (dominoes.md §1.3): 至尊 names the two together, the pair;
    # "你打出 至尊 4-2" read wrong to a Chinese player (found by a new user).
    (4, 2): "二四",
    (2, 1): "丁三",
}
TRADITIONAL = {  # the names the zh_TW interface writes otherwise (dominoes.md §1.3)
    "长三": "長三",
    "斧头": "斧頭",
    "红头十": "紅頭十",
    "高脚七": "高腳七",
    "杂九": "雜九",
    "杂八": "雜八",
    "杂七": "雜七",
    "杂五": "雜五",
}


def name(tile: Tile) -> str:
    return CANTONESE[(tile.hi, tile.lo)]


def chinese_name(tile: Tile, traditional: bool = False) -> str:
    simplified = CHINESE[(tile.hi, tile.lo)]
    return TRADITIONAL.get(simplified, simplified) if traditional else simplified


# Every kind written "hi-lo" or "lo-hi", so the common spellings are one dict lookup (records
# and shuffles read tens of thousands of tiles a second).
_BY_TOKEN: dict[str, Tile] = {
    f"{a}-{b}": t for t in ALL_KINDS for a, b in ((t.hi, t.lo), (t.lo, t.hi))
}
TOKENS: tuple[str, ...] = tuple(str(t) for t in FULL_SET)  # FULL_SET written out, in order
_SORTED_SET = sorted(TOKENS)


def parse_tile(token: str) -> Tile:
    """Read "6-6", "2-4" or "42" (either order); raise ValueError naming the token."""
    tile = _BY_TOKEN.get(token)
    if tile is not None:
        return tile
    text = token.strip()
    parts = text.split("-") if "-" in text else list(text)
    if len(parts) != 2 or not all(len(p) == 1 and p in "0123456789" for p in parts):
        raise ValueError(f"{token!r} is not a tile (write tiles like 6-6 or 4-2)")
    a, b = int(parts[0]), int(parts[1])
    if not (1 <= a <= 6 and 1 <= b <= 6):
        raise ValueError(f"{token!r} is not a tile (pips run from 1 to 6)")
    return Tile(max(a, b), min(a, b))


def parse_tiles(text: str) -> list[Tile]:
    return [parse_tile(tok) for tok in text.replace(",", " ").split()]


def check_available(tiles: list[Tile] | tuple[Tile, ...]) -> None:
    """Raise ValueError if the tiles use more copies of a kind than the set holds, saying
    how often it appears in all (it said "3 times" of four, counted to the first too many)."""
    seen: dict[Tile, int] = {}
    for t in tiles:
        seen[t] = seen.get(t, 0) + 1
    for t, count in seen.items():
        if count > t.copies:
            raise ValueError(f"{t} appears {count} times but the set has {t.copies}")


def parse_full_set(text: str) -> tuple[Tile, ...]:
    """A shuffled set: all 32 tiles, each kind as often as the set holds it."""
    shuffled = parse_shuffle(text, _SORTED_SET)
    if shuffled is not None:
        return shuffled
    tiles = parse_tiles(text)
    check_available(tiles)
    if len(tiles) != len(FULL_SET):
        raise ValueError(f"a shuffle lists all {len(FULL_SET)} tiles, not {len(tiles)}")
    return tuple(tiles)


def parse_shuffle(text: str, sorted_tokens: list[str]) -> tuple[Tile, ...] | None:
    """The tiles of a shuffle written as the app writes it (its tokens, sorted, are
    `sorted_tokens`: a deck's tiles, each as often as it holds them), read without checks;
    None for any other text, which the caller reads token by token for its words."""
    tokens = text.split()
    if sorted(tokens) == sorted_tokens:
        return tuple(_BY_TOKEN[t] for t in tokens)
    return None


def format_tiles(tiles) -> str:
    return " ".join(str(t) for t in tiles)
