"""Words every game's screens share: outcomes and money, translated and formatted one way."""
from __future__ import annotations

from ..app.i18n import language, tr
from ..engine.dominoes import Tile, chinese_name, name


def outcome(word: str) -> str:
    return {"win": tr("win"), "lose": tr("lose"), "push": tr("push")}.get(word, word)


def money(value: float) -> str:
    text = f"{value:+.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("+0", "-0") else text


def tile_name(tile: Tile) -> str:
    """A domino's name for the index corner: Cantonese casino names, Chinese in Chinese."""
    return chinese_name(tile) if language() == "zh_CN" else name(tile)
