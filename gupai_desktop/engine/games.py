"""The registry of playable games: one GameSpec per game, one mechanism for all of them.

A game is listed here only when it is fully playable; the app, the CLI and the record reader
all look games up by id here.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable


@dataclass(frozen=True)
class GameSpec:
    id: str
    title: str
    chinese_title: str
    rules_from_dict: Callable[[dict], Any]
    new_hand: Callable[[Any, dict], Any]            # (rules, table) -> State
    next_table: Callable[[Any, dict, list], dict]   # (rules, table, bankrolls) -> next table
    first_table: Callable[[Any], dict]
    seat_names: Callable[[Any], list[str]]
    ai_levels: tuple[str, ...] = ()


def _paigow() -> GameSpec:
    from .paigow import spec
    return spec.SPEC


_LOADERS: dict[str, Callable[[], GameSpec]] = {"paigow": _paigow}
_CACHE: dict[str, GameSpec] = {}


def game_ids() -> list[str]:
    return list(_LOADERS)


def get(game_id: str) -> GameSpec:
    if game_id not in _LOADERS:
        raise KeyError(f"unknown game {game_id!r}; playable games: {', '.join(_LOADERS)}")
    if game_id not in _CACHE:
        _CACHE[game_id] = _LOADERS[game_id]()
    return _CACHE[game_id]
