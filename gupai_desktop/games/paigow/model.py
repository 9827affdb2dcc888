"""The Pai Gow table model: four tiles in four slots, two for the low hand and two for the high.

The app lays out its own drafts (the deal, a hint) low hand first; a swap the user makes stays
where it was made, and the better pair is the high hand wherever it lies. Confirm commits the
draft as a "set:LOW|HIGH" action (Setting.of orders the two pairs). Everything else is the shared arrangement model.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...engine.dominoes import Tile, parse_tile
from ...engine.paigow.hands import HandValue, evaluate
from ...engine.paigow.rules import HOUSE
from ...engine.paigow.settings import Setting, settings_of
from ..arrangement.model import ArrangementModel

if TYPE_CHECKING:
    from ...ai import paigow as ai


@dataclass(frozen=True)
class Hint:
    tiles: tuple[Tile, ...]
    optimal: "ai.SettingEV"
    house: "ai.SettingEV"
    all: tuple["ai.SettingEV", ...]


class PaiGowModel(ArrangementModel):
    game_id = "paigow"

    def dealt_items(self) -> list[Tile]:
        return list(self.state.hands[self.user_seat])

    def parse_item(self, token: str) -> Tile:
        return parse_tile(token)

    def ai_level(self, seat: int) -> str:
        return "house" if seat == HOUSE else self.level

    def hands(self) -> tuple[tuple[Tile, Tile], tuple[Tile, Tile]]:
        d = self.draft
        return (d[0], d[1]), (d[2], d[3])

    def values(self) -> tuple[HandValue, HandValue]:
        low, high = self.hands()
        return evaluate(*low), evaluate(*high)

    def draft_setting(self) -> Setting:
        return Setting.of(*self.hands())

    def draft_action(self) -> str:
        return "set:" + self.draft_setting().token()

    def order_draft(self) -> None:
        low, high = self.values()
        if low.key > high.key:
            self.draft = self.draft[2:] + self.draft[:2]

    def settings(self) -> list[Setting]:
        """The (up to three) distinct settings of the user's tiles, for the 1/2/3 keys."""
        return settings_of(self.state.hands[self.user_seat]) if self.state else []

    def apply_setting(self, setting: Setting) -> None:
        self.set_draft(list(setting.low) + list(setting.high))

    def hint_work(self):
        tiles = tuple(self.state.hands[self.user_seat])
        banking = self.state.banker == self.user_seat
        rules = self.rules

        def work() -> Hint:
            from ...ai import paigow as ai

            evs = ai.expected_values(
                tiles, banking=banking, commission=rules.commission, house_way=rules.house_way
            )
            house = ai.house_setting(tiles, rules.house_way)
            best = max(evs, key=lambda e: e.ev)
            house_ev = next(e for e in evs if e.setting == house)
            return Hint(tiles, best, house_ev, tuple(evs))

        return work
