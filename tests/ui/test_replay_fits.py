"""Everything the replay viewer draws stays on its table, at every move of every game, in
English and in Chinese: the view shows the table's rectangle and nothing past it (found when the
app was tried: Small Mahjong's winning combinations, on one line, ran off the right edge)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsScene

from gupai_desktop.ai import bots
from gupai_desktop.app.records_menu import replay_view
from gupai_desktop.base import i18n
from gupai_desktop.engine import games
from gupai_desktop.engine.core import CHANCE
from gupai_desktop.engine.session import Session

TABLE = QRectF(0, 0, 900, 580)  # the replay viewer's scene (dialogs/replay.py)


def steps(game_id: str, hands: int = 3):
    """Every state of a session's first hands, every seat played by the first AI level."""
    spec = games.get(game_id)
    session = Session.start(game_id, spec.default_rules(), 11)
    rng, level = random.Random(11), spec.ai_levels[0]
    for _ in range(hands):
        state = session.deal()
        yield state.clone()
        while not state.is_terminal():
            seat = state.current_player()
            move = (
                state.sample_chance(rng)
                if seat == CHANCE
                else bots.act(game_id, state, seat, level)
            )
            state.apply(move)
            yield state.clone()
        session.finish(state)


@pytest.mark.parametrize("language", ["en", "zh_CN"])
@pytest.mark.parametrize("game_id", games.game_ids())
def test_every_move_of_the_replay_is_drawn_on_the_table(qapp, game_id, language):
    i18n.set_language(language)
    try:
        view, scene = replay_view(game_id), QGraphicsScene(TABLE)
        for state in steps(game_id):
            scene.clear()
            view.draw(scene, state, "ivory")
            for item in scene.items():
                box = item.sceneBoundingRect()
                assert TABLE.contains(box), (
                    state.history()[-1:],
                    box,
                    getattr(item, "text", str)(),
                )
    finally:
        i18n.set_language("en")
