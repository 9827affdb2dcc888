"""Where a game's replay view lives: the module that draws and words its hands away from the
table (the replay viewer), and says what lay on the table before each decision (the review at
the table and from a replayed hand alike)."""

from __future__ import annotations

from ..engine import games


def replay_view(game_id: str):
    """replay_view.py beside the game's page."""
    package = games.get(game_id).page.partition(":")[0].rpartition(".")[0]
    return games.load(f"{package}.replay_view")
