"""Words every game's screens share: outcomes and money, translated and formatted one way."""
from __future__ import annotations

from .i18n import language, tr
from ..engine.dominoes import Tile, chinese_name, name


def outcome(word: str) -> str:
    return {"win": tr("win"), "lose": tr("lose"), "push": tr("push")}.get(word, word)


def seat(engine_name: str) -> str:
    """A seat as the engine names it ("House", "You", "AI 2"), in the UI's language."""
    if engine_name.startswith("AI "):
        return tr("AI {n}").format(n=engine_name[3:])
    return {"House": tr("House"), "You": tr("You")}.get(engine_name, engine_name)


def buy_in_notes(session) -> list[str]:
    """What the scoring window says of AI players who bought in again after this hand."""
    names = session.spec.seat_names(session.rules)
    fresh = float(getattr(session.rules, "bankroll", 0))
    return [tr("{seat} could not cover another hand and bought in again for {chips:g} "
               "chips.").format(seat=seat(names[s]), chips=fresh)
            for s in session.last_buy_ins]


def money(value: float) -> str:
    text = f"{value:+.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("+0", "-0") else text


def tile_name(tile: Tile) -> str:
    """A domino's name for the index corner: Cantonese casino names, Chinese in Chinese."""
    return chinese_name(tile) if language() == "zh_CN" else name(tile)
