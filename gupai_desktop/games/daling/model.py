"""The Da Ling table model: six tiles in six slots, one for the 1-tile group, two for the 2-tile
group and three for the 3-tile group. Confirm commits the draft as a "group:G1|G2|G3" action."""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.daling.groups import Grouping, matches
from ...engine.dominoes import Tile, parse_tile
from ..arrangement.model import ArrangementModel

GROUP_SLOTS = ((0,), (1, 2), (3, 4, 5))


@dataclass(frozen=True)
class Hint:
    tiles: tuple[Tile, ...]
    best: Grouping
    best_ev: float
    first: Grouping
    first_ev: float


class DaLingModel(ArrangementModel):
    game_id = "daling"

    def dealt_items(self) -> list[Tile]:
        return list(self.state.hands[self.user_seat])

    def parse_item(self, token: str) -> Tile:
        return parse_tile(token)

    def groups(self) -> list[tuple[Tile, ...]]:
        return [tuple(self.draft[i] for i in slots) for slots in GROUP_SLOTS]

    def grouping(self) -> Grouping:
        return Grouping.of(*self.groups())

    def draft_action(self) -> str:
        return "group:" + self.grouping().token()

    def matching(self) -> list[bool]:
        return [matches(g, self.state.target) for g in self.groups()]

    def apply_grouping(self, grouping: Grouping) -> None:
        self.set_draft(list(grouping.single) + list(grouping.pair) + list(grouping.triple))

    def hint_work(self):
        state, rules, seat = self.state, self.rules, self.user_seat
        tiles, table = tuple(state.hands[seat]), tuple(state.table)

        def work() -> Hint:
            from ...ai import daling as ai
            from ...engine.daling.groups import grouping_at, sorted_hand

            seed = ai.seed_for(table, tiles, seat, rules.players)
            evs = ai.expected_values(table, tiles, rules, seed=seed)
            best = ai.best_index(table, tiles, rules, "strong", seed=seed)
            first = ai.best_index(table, tiles, rules, "first", seed=seed)
            hand = sorted_hand(tiles)
            return Hint(
                tiles,
                grouping_at(hand, best),
                float(evs[best]),
                grouping_at(hand, first),
                float(evs[first]),
            )

        return work
