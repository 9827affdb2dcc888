"""Pai Gow words for the screen, translated: hand values, reasons, outcomes, seat names."""

from __future__ import annotations

from ...base.i18n import tr
from ...base import words
from ...base.words import tile_name
from ...engine.paigow.hands import GONG, PAIR, WONG, HandValue


def pair_names() -> list[str]:
    return [
        tr("Gee Joon (Supreme pair)"),
        tr("Pair of Teens"),
        tr("Pair of Days"),
        tr("Pair of Yuns"),
        tr("Pair of Gors"),
        tr("Pair of Mooys"),
        tr("Pair of Chongs"),
        tr("Pair of Bons"),
        tr("Pair of Foos"),
        tr("Pair of Pings"),
        tr("Pair of Tits"),
        tr("Pair of Looks"),
        tr("Mixed nines (Chop Gow)"),
        tr("Mixed eights (Chop Bot)"),
        tr("Mixed sevens (Chop Chit)"),
        tr("Mixed fives (Chop Ng)"),
    ]


def describe(value: HandValue) -> str:
    """ "Teen Wong", "Pair of Days", "7, high tile Gor", translated."""
    if value.kind == PAIR:
        return pair_names()[value.pair_rank - 1]
    teen = value.high_tile is not None and value.high_tile.hi == 6
    if value.kind == WONG:
        return tr("Teen Wong") if teen else tr("Day Wong")
    if value.kind == GONG:
        return tr("Teen Gong") if teen else tr("Day Gong")
    if value.points == 0:
        return tr("0 (zero)")
    return tr("{points}, high tile {tile}").format(
        points=value.points, tile=tile_name(value.high_tile)
    )


def reason(text: str) -> str:
    return {
        "zero-zero goes to the banker": tr("zero-zero goes to the banker"),
        "copy goes to the banker": tr("copy goes to the banker"),
        "higher pair": tr("higher pair"),
        "pair beats any other hand": tr("pair beats any other hand"),
        "Wong beats Gong": tr("Wong beats Gong"),
        "Wong beats points": tr("Wong beats points"),
        "Gong beats points": tr("Gong beats points"),
        "more points": tr("more points"),
        "Teen beats Day": tr("Teen beats Day"),
        "same points: higher-ranking high tile": tr("same points: higher-ranking high tile"),
    }.get(text, text)


def seat_name(seat: int) -> str:
    if seat == 0:
        return tr("House")
    if seat == 1:
        return words.you()
    return tr("AI {n}").format(n=seat - 1)
