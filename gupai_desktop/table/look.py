"""What Settings says the pieces and the felt look like: one reading of them for the tables, the
start page's pictures and the replay viewer (the pictures away from the table had looked as the
defaults did whatever the player had chosen)."""

from __future__ import annotations

from typing import NamedTuple

from ..base.settings import TABLE_COLOURS


class Look(NamedTuple):
    tiles: str = "ivory"  # the tile style
    four_colour: bool = False
    felt: str = TABLE_COLOURS["green"]  # the table's colour
    index_corners: bool = False  # each tile's digits and name in its corner


DEFAULT_LOOK = Look()
LOOK_SETTINGS = frozenset(
    ("ui/tile_style", "ui/four_colour", "ui/table_colour", "ui/index_corners")
)


def look_of(settings) -> Look:
    """The look the player's settings give."""
    get = settings.get
    return Look(
        get("ui/tile_style"),
        get("ui/four_colour"),
        TABLE_COLOURS[get("ui/table_colour")],
        get("ui/index_corners"),
    )
