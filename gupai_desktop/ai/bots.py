"""One entry point for every game's AI, so the CLI, the app's workers and tests need not know
which module plays which game.

Each game's AI module (its GameSpec names it) provides
`act(observation, rules, level) -> action token` and `LEVELS`; a bot sees only what its seat may
see (`state.observation(seat)`), never the whole state. A module whose levels search (ai/search)
also provides `search_options(level, rules)` (None for a level that does not search) and
`act_state(state, seat, level)`: the search deals its worlds with `state.resample(seat, rng)`,
which keeps to what the seat may know, so `act` here hands it the state.
"""

from __future__ import annotations

from types import ModuleType

from ..engine import games


def module_for(game_id: str) -> ModuleType:
    """The AI module of a game; ValueError (one line) if the game has no AI yet. Kept once
    found: a simulation asks it at every move."""
    module = _MODULES.get(game_id)
    if module is not None:
        return module
    name = games.get(game_id).ai
    try:
        module = _MODULES[game_id] = games.load(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:
            raise
        raise ValueError(f"no AI for game {game_id!r} yet") from None
    return module


_MODULES: dict[str, ModuleType] = {}


def levels(game_id: str) -> list[str]:
    return list(module_for(game_id).LEVELS)


def act(game_id: str, state, seat: int, level: str) -> str:
    """The action token the AI at `level` plays for `seat` in `state`."""
    module = module_for(game_id)
    if level not in module.LEVELS:
        raise ValueError(
            f"unknown AI level {level!r} for {game_id} (choose from {', '.join(module.LEVELS)})"
        )
    if searches(module, level, state.rules):
        return module.act_state(state, seat, level)
    return module.act(state.observation(seat), state.rules, level)


def searches(module: ModuleType, level: str, rules) -> bool:
    """Does this level of the module search?"""
    options = getattr(module, "search_options", None)
    return options is not None and options(level, rules) is not None
