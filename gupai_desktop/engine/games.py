"""The registry: the one list of games. Each game declares itself once, in its own package's
`spec.py`, as a GameSpec; the app, the CLI, records, rules help and the tests all read it here.

The registry lives in the engine, the lowest layer, because records and the CLI need it too. The
parts of a game that live in higher layers (its Qt page, its AI module, its CLI commands) are named
as "module:attribute" strings that those layers load, so the engine still imports nothing above it.
A spec module imports no rules at load time: the start page lists every game in a few milliseconds.
"""

from __future__ import annotations

import importlib
from typing import Any, Callable, NamedTuple

from .options import Choice, OptionSchema, Text

CHIPS, POINTS, LEVELS = "chips", "points", "levels"


class GameSpec(NamedTuple):
    """Immutable; a NamedTuple rather than a dataclass, as the start page needs this module
    and importing dataclasses would cost it 3 ms."""

    id: str
    titles: Text
    blurb: Text  # one line on the start page
    options: OptionSchema
    levels: tuple[Choice, ...]  # AI levels, the rule bot first
    rules_from_dict: Callable[[dict], Any]
    new_hand: Callable[[Any, dict], Any]  # (rules, table) -> State
    # (rules, table, bankrolls after the hand, the finished hand) -> the next hand's table
    next_table: Callable[[Any, dict, list, Any], dict]
    first_table: Callable[[Any], dict]
    seat_names: Callable[[Any], list[str]]
    page: str  # "module:Class" of its Qt page
    ai: str  # module with act(obs, rules, level)
    cli: str = ""  # module with register(subparsers), if any
    note: Text = Text("", "", "")  # a line under New Game's options
    emblem: str = ""  # pieces on its start-page card: "6-6 4-2"
    user_seat: int = 1  # the seat the app's user plays
    # The chips a seat needs to play a hand (below it, an AI buys in again and the user must
    # start a new game), and the seats the house plays, whose bankroll never runs out.
    hand_stake: Callable[[Any], float] = lambda rules: 0.0
    house_seats: Callable[[Any], tuple[int, ...]] = lambda rules: ()
    scored_in: str = CHIPS  # chips | points | levels
    aliases: tuple[str, ...] = ()  # older ids, still read from files
    # Names of the AI seats (in seat order) when New Game offers a level for each of them:
    # the level is then "easy,strong,easy", one per AI seat (seat_levels parses it).
    level_seats: tuple[Text, ...] = ()
    # "module:function" of its UI package giving HTML for the rules page's <!-- tables -->
    # marker: tables drawn from the engine's data, which the page's prose cannot keep up with.
    rules_tables: str = ""
    # What a seat is called when an AI plays the user's seat (`gupai simulate`, the replay of
    # its records): "You" would say the user played it. Engine names, in pairs (old, new).
    stand_ins: tuple[tuple[str, str], ...] = (("You", "AI 0"),)

    @property
    def title(self) -> str:
        return self.titles.en

    @property
    def chinese_title(self) -> str:
        return self.titles.zh

    @property
    def uses_tiles(self) -> bool:
        """Played with dominoes (its emblem's pieces are tiles, "6-6"), not cards."""
        return all("-" in token for token in self.emblem.split())

    @property
    def ai_levels(self) -> tuple[str, ...]:
        return tuple(level.value for level in self.levels)

    def default_rules(self) -> Any:
        return self.rules_from_dict({})

    def seat_levels(self, level: str, seats: int) -> list[str]:
        """Each seat's AI level from a level string: one level for every AI seat, or one per AI
        seat ("easy,strong,easy"); the user's seat gets the first AI seat's."""
        parts = level.split(",")
        ai_seats = [s for s in range(seats) if s != self.user_seat]
        if len(parts) != len(ai_seats):
            parts = [parts[0]] * len(ai_seats)
        by_seat = dict(zip(ai_seats, parts))
        return [by_seat.get(s, parts[0]) for s in range(seats)]

    def names_without_user(self, names: list[str]) -> list[str]:
        """Seat names (the engine's, or a record's) for a hand no user played."""
        instead = dict(self.stand_ins)
        return [instead.get(name, name) for name in names]

    def valid_level(self, level: str) -> bool:
        """A level string this game's New Game could have made."""
        parts = level.split(",") if isinstance(level, str) else [None]
        allowed = len(parts) == 1 or (self.level_seats and len(parts) == len(self.level_seats))
        return bool(allowed) and all(p in self.ai_levels for p in parts)


def load(path: str) -> Any:
    """The object a "module:attribute" (or a bare module) path names."""
    module, _, attribute = path.partition(":")
    loaded = importlib.import_module(module)
    return getattr(loaded, attribute) if attribute else loaded


# The one list: game id -> the engine package whose spec.py defines it, in the start page's order.
PLAYABLE = {
    "paigow": "paigow",
    "daling": "daling",
    "chinese-poker": "chinese_poker",
    "dingniu": "dingniu",
    "small-mahjong": "smallmahjong",
    "da-gunzi": "dagunzi",
}
# Games whose engine, AI, CLI and records work but whose table does not exist yet: `get` finds
# them, `game_ids` (what the app lists) does not. A game moves to PLAYABLE when its table lands.
ENGINE_ONLY: dict[str, str] = {}
_CACHE: dict[str, GameSpec] = {}


def game_ids() -> list[str]:
    """The games the app lists."""
    return list(PLAYABLE)


def known_ids() -> list[str]:
    """Every game the engine can play, listed in the app or not (for the CLI and records)."""
    return list(PLAYABLE) + [g for g in ENGINE_ONLY if g not in PLAYABLE]


def canonical(game_id: str) -> str:
    """The current id of a game, also for an older id found in a record or a settings file."""
    if game_id in PLAYABLE or game_id in ENGINE_ONLY:
        return game_id
    for known in known_ids():
        if game_id in get(known).aliases:
            return known
    raise KeyError(f"unknown game {game_id!r}; games: {', '.join(known_ids())}")


def get(game_id: str) -> GameSpec:
    spec = _CACHE.get(game_id)  # a current id already loaded: asked for every move
    if spec is not None:
        return spec
    game_id = canonical(game_id)
    if game_id not in _CACHE:
        package = PLAYABLE.get(game_id) or ENGINE_ONLY[game_id]
        _CACHE[game_id] = importlib.import_module(f"{__package__}.{package}.spec").SPEC
    return _CACHE[game_id]


def scored_in(game_id: Any) -> str | None:
    """What a game's results count in (CHIPS, LEVELS), for any id a record may hold, an older
    one too; None for no game of ours (a foreign record's)."""
    try:
        return get(str(game_id)).scored_in
    except KeyError:
        return None


def title(game_id: str) -> tuple[str, str]:
    """(English title, Chinese title) of a game."""
    titles = get(game_id).titles
    return titles.en, titles.zh
