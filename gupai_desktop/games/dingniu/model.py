"""The Ding Niu model: the shared turn model plus the user's hand and the tile chosen in it."""

from __future__ import annotations

from ...base import words
from ...base.i18n import tr
from ...engine.dominoes import Tile, parse_tile
from ..turns.model import TurnModel
from . import text


def tile_of(action: str) -> Tile:
    return parse_tile(action.split(":", 1)[1].split("@")[0])


class DingNiuModel(TurnModel):
    game_id = "dingniu"

    def reset_selection(self) -> None:
        """Start on a tile that can be laid, if there is one."""
        super().reset_selection()
        for i, tile in enumerate(self.hand()):
            if any(not a.startswith("down:") for a in self.moves_for(tile)):
                self.selected = i
                break

    def moves_for(self, tile: Tile) -> list[str]:
        """The user's legal actions with this tile (lead, left end, right end, face down)."""
        if not self.user_to_act():
            return []
        return [a for a in self.state.legal_actions() if tile_of(a) == tile]

    def plays_for(self, tile: Tile) -> list[str]:
        return [a for a in self.moves_for(tile) if not a.startswith("down:")]

    def default_move(self, tile: Tile) -> str | None:
        """What Enter or a click does with the tile: lead it, lay it on the end it fits (the
        left end if both), or, when nothing fits, lay it face down."""
        moves = self.moves_for(tile)
        plays = [a for a in moves if not a.startswith("down:")]
        return (plays or moves or [None])[0]

    def can_lay_face_down(self, tile: Tile | None) -> bool:
        return tile is not None and f"down:{tile}" in self.moves_for(tile)

    def confirm_blocker(self) -> str | None:
        if not self.user_to_act():
            return tr("Wait for your turn")
        tile = self.selected_tile()
        if tile is None or self.default_move(tile) is None:
            return tr("Choose a tile that can be laid")
        return None

    def confirm(self) -> bool:
        tile = self.selected_tile()
        return (
            tile is not None
            and self.confirm_blocker() is None
            and self.play(self.default_move(tile))
        )

    def warning_for(self, action: str) -> str | None:
        """A SuanZhang of the user's own making: the tile blocks the layout although another
        would not, which a loss makes cost 12 chips paid alone."""
        if self.state.suanzhang is not None or not action.startswith(("play:", "lead:")):
            return None
        after = self.state.clone()
        after.apply(action)
        made = after.suanzhang
        if made is None or not made.attributed or made.seat != self.user_seat:
            return None
        when = (
            tr("if you lose")
            if self.rules.losing_suanzhang == "always"
            else tr("if you finish last")
        )
        return tr(
            "Laying {tile} blocks the layout ({block}) although another tile of yours "
            "would not: a SuanZhang (算帐). If you then win, every payment is doubled; "
            "{when}, you alone pay the winner {cost:g} chips. Lay it?"
        ).format(
            tile=words.tile_words(tile_of(action)),
            block=text.block_name(made.block),
            when=when,
            cost=self.rules.most_a_hand_costs,
        )

    def play_tile(self, tile: Tile, end: str | None = None) -> bool:
        if end is None:
            move = self.default_move(tile)
            return move is not None and self.play(move)
        return self.play(f"play:{tile}@{end}")
