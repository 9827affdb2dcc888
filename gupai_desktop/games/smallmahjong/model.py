"""The Small Mahjong model: the shared turn model plus the user's hand, the tile chosen in it,
and what the user may do with the discard on offer."""

from __future__ import annotations

from ...base.i18n import tr
from ...engine.dominoes import parse_tiles
from ...engine.smallmahjong.triplets import POINTS, classify
from ..turns.model import TurnModel


class SmallMahjongModel(TurnModel):
    game_id = "small-mahjong"

    def moves(self) -> list[str]:
        return self.state.legal_actions() if self.user_to_act() else []

    def deciding_on_discard(self) -> bool:
        """The user is asked whether to take the discard on offer."""
        return self.user_to_act() and self.state.phase() == "claim"

    def can_win(self) -> bool:
        return "win" in self.moves()

    def takes(self) -> list[str]:
        """The user's ways to take the discard, the best combination first."""
        offered = self.state.offer[1] if self.state.offer else None
        takes = [a for a in self.moves() if a.startswith("take:")]
        return sorted(
            takes, key=lambda a: -POINTS[classify((offered, *parse_tiles(a.split(":", 1)[1])))]
        )

    def confirm_blocker(self) -> str | None:
        if not self.user_to_act():
            return tr("Wait for your turn")
        if self.deciding_on_discard():
            return tr("Take the discard, win with it, or pass")
        if self.selected_tile() is None:
            return tr("Choose a tile to discard")
        return None

    def confirm(self) -> bool:
        """Enter: discard the chosen tile."""
        tile = self.selected_tile()
        return tile is not None and self.confirm_blocker() is None and self.play(f"discard:{tile}")
