"""On the tables where hands are arranged, at the end of a hand, in English and Chinese: no
text runs under a tile or card, and no two texts cross. Found when their text grew to a size
read at 1024 x 700: Chinese Poker's "Middle row" ran under its first card and "Full house,
fives over eights" under the revealed rows of the player on the right."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, QSizeF
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from gupai_desktop.base import i18n

from .helpers import (
    AI_TIMEOUT,
    open_chinese_poker,
    open_daling,
    open_table,
    wait_ai,
    wait_scoring,
)

OPEN = {"paigow": open_table, "daling": open_daling, "chinese-poker": open_chinese_poker}
LEVEL = {"paigow": "house", "daling": "greedy", "chinese-poker": "greedy"}


def texts(table) -> list[tuple[str, QRectF]]:
    """Each line of text shown (blocks of several lines are as wide as their column, so only
    the single lines are measured), less a pixel all round: touching is not crossing."""
    return [
        (label.text(), label.sceneBoundingRect().adjusted(1, 1, -1, -1))
        for label in table.labels.values()
        if isinstance(label, QGraphicsSimpleTextItem) and label.isVisible() and label.text()
    ]


def pieces(table) -> list[QRectF]:
    """Each tile or card shown, as big as it is drawn (not its shadow's margin)."""
    return [
        QRectF(sp.scenePos(), QSizeF(*sp.size()))
        for sp in table.sprites
        if sp.isVisible() and sp.opacity() > 0
    ]


@pytest.mark.parametrize("code", ["en", "zh_TW"])
@pytest.mark.parametrize("game", sorted(OPEN))
def test_no_text_runs_under_a_piece_or_another_text(qtbot, window, game, code):
    i18n.set_language(code)
    try:
        window.resize(1024, 700)
        page = OPEN[game](window, seed=3, level=LEVEL[game])
        wait_ai(qtbot, page)
        page.hint()  # the AI's arrangement, which every game can confirm
        qtbot.waitUntil(page.use_hint_button.isEnabled, timeout=AI_TIMEOUT)
        page.use_hint()
        page.confirm()
        wait_scoring(qtbot, page)
        page.scoring.close()
        shown, laid = texts(page.table), pieces(page.table)
        assert len(shown) > 5 and len(laid) > 10
        for words, rect in shown:
            assert not [piece for piece in laid if rect.intersects(piece)], words
            crossed = [other for other, r in shown if other != words and rect.intersects(r)]
            assert not crossed, (words, crossed)
    finally:
        i18n.set_language("en")
