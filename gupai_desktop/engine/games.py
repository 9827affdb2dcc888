"""The registry of playable games: one GameSpec per game, one mechanism for all of them.

A game is listed here only when it is fully playable; the app, the CLI and the record reader
all look games up by id here.
"""
from __future__ import annotations

from typing import Any, Callable, NamedTuple


class GameSpec(NamedTuple):
    """Immutable; a NamedTuple rather than a dataclass, as the start page needs this module
    and importing dataclasses would cost it 3 ms."""
    id: str
    title: str
    chinese_title: str
    rules_from_dict: Callable[[dict], Any]
    new_hand: Callable[[Any, dict], Any]            # (rules, table) -> State
    # (rules, table, bankrolls after the hand, the finished hand) -> the next hand's table
    next_table: Callable[[Any, dict, list, Any], dict]
    first_table: Callable[[Any], dict]
    seat_names: Callable[[Any], list[str]]
    ai_levels: tuple[str, ...] = ()
    user_seat: int = 1                              # the seat the app's user plays
    # The chips a seat needs to play a hand (below it, an AI buys in again and the user must
    # start a new game), and the seats the house plays, whose bankroll never runs out.
    hand_stake: Callable[[Any], float] = lambda rules: 0.0
    house_seats: Callable[[Any], tuple[int, ...]] = lambda rules: ()


def _paigow() -> GameSpec:
    from .paigow import spec
    return spec.SPEC


def _daling() -> GameSpec:
    from .daling import spec
    return spec.SPEC


def _chinese_poker() -> GameSpec:
    from .chinese_poker import spec
    return spec.SPEC


def _dingniu() -> GameSpec:
    from .dingniu import spec
    return spec.SPEC


def _smallmahjong() -> GameSpec:
    from .smallmahjong import spec
    return spec.SPEC


_LOADERS: dict[str, Callable[[], GameSpec]] = {"paigow": _paigow, "daling": _daling,
                                                "chinese-poker": _chinese_poker,
                                                "dingniu": _dingniu,
                                                "smallmahjong": _smallmahjong}
# Names known without importing a game's engine, so the start page appears fast.
TITLES: dict[str, tuple[str, str]] = {"paigow": ("Pai Gow", "牌九"), "daling": ("Da Ling", "打零"),
                                     "chinese-poker": ("Chinese Poker", "十三张"),
                                     "dingniu": ("Ding Niu", "顶牛"),
                                     "smallmahjong": ("Small Mahjong", "打小麻将")}
# Games whose engine, AI, CLI and records work but whose screen does not exist yet: `get` finds
# them, `game_ids` (what the app lists) does not. A game moves to _LOADERS when its UI lands.
ENGINE_ONLY: dict[str, Callable[[], GameSpec]] = {}
_CACHE: dict[str, GameSpec] = {}


def game_ids() -> list[str]:
    return list(_LOADERS)


def title(game_id: str) -> tuple[str, str]:
    """(English title, Chinese title) of a game, without loading its engine."""
    if game_id in TITLES:
        return TITLES[game_id]
    spec = get(game_id)
    return spec.title, spec.chinese_title


def known_ids() -> list[str]:
    """Every game the engine can play, listed in the app or not (for the CLI and records)."""
    return list(_LOADERS) + [g for g in ENGINE_ONLY if g not in _LOADERS]


def get(game_id: str) -> GameSpec:
    loader = _LOADERS.get(game_id) or ENGINE_ONLY.get(game_id)
    if loader is None:
        raise KeyError(f"unknown game {game_id!r}; playable games: {', '.join(known_ids())}")
    if game_id not in _CACHE:
        _CACHE[game_id] = loader()
    return _CACHE[game_id]
