"""The Chinese Poker table model: 13 hand slots and the 3 + 5 + 5 row slots.

The cards are dealt into the hand; the user moves them into the front, middle and back rows
(a draft item of None is an empty slot). Confirm is blocked, with the reason, until the rows are
full and back >= middle >= front. A declared special hand or a surrender is played instead.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...base.i18n import tr
from ...engine.cards import Card, parse_card
from ...engine.chinese_poker.ranking import key_of
from ...engine.chinese_poker.rules import resolve
from ...engine.chinese_poker.setting import Setting, foul_reason
from ..arrangement.model import ArrangementModel

HAND_SLOTS = range(0, 13)
ROW_SLOTS = {"front": range(13, 16), "middle": range(16, 21), "back": range(21, 26)}


@dataclass(frozen=True)
class Hint:
    cards: tuple[Card, ...]
    setting: Setting
    ev: float
    action: str  # what the strong AI would play (it may declare or surrender)


class ChinesePokerModel(ArrangementModel):
    game_id = "chinese-poker"

    def dealt_items(self) -> list:
        cards = sorted(self.state.hands[self.user_seat], key=lambda c: (c.rank, c.suit))
        return list(cards) + [None] * 13

    def parse_item(self, token: str):
        return None if token == "None" else parse_card(token)

    def rows(self) -> dict[str, list[Card | None]]:
        return {row: [self.draft[i] for i in slots] for row, slots in ROW_SLOTS.items()}

    def rows_full(self) -> bool:
        return len(self.draft) == 26 and all(self.draft[i] is not None for i in range(13, 26))

    def setting(self) -> Setting:
        r = self.rows()
        return Setting.of(r["front"], r["middle"], r["back"])

    def draft_action(self) -> str:
        return "set:" + self.setting().token()

    def wheel(self) -> str:
        return resolve(self.rules).wheel

    def row_keys(self) -> dict[str, int | None]:
        """Each full row's key (None while it still has empty slots)."""
        return {
            row: key_of(cards, self.wheel()) if None not in cards else None
            for row, cards in self.rows().items()
        }

    def confirm_blocker(self) -> str | None:
        """Why Confirm is not possible yet, in words for its tooltip (None when it is)."""
        if not self.rows_full():
            return tr("Put all 13 cards into the rows first")
        if foul_reason(self.setting(), self.wheel()) is None:
            return None
        if "middle" in self.fouled_rows():
            return tr("The middle beats the back: the back must be at least as strong")
        return tr("The front beats the middle: the middle must be at least as strong")

    def fouled_rows(self) -> set[str]:
        """The rows that break back >= middle >= front, to mark on the table."""
        keys = self.row_keys()
        bad = set()
        if (
            keys["middle"] is not None
            and keys["back"] is not None
            and keys["middle"] > keys["back"]
        ):
            bad.add("middle")
        if (
            keys["front"] is not None
            and keys["middle"] is not None
            and keys["front"] > keys["middle"]
        ):
            bad.add("front")
        return bad

    def specials(self) -> tuple[str, ...]:
        return self.state.specials_for(self.user_seat) if self.state else ()

    def can_surrender(self) -> bool:
        return self.state is not None and resolve(self.rules).surrender

    def apply_setting(self, setting: Setting) -> None:
        self.set_draft(
            [None] * 13 + list(setting.front) + list(setting.middle) + list(setting.back)
        )

    def close_up(self) -> None:
        """The cards left in the hand sit together, in their order, at the hand's first slots
        (the table centres them): a new user saw the hand keep a gap for every card that went
        to a row."""
        hand = [c for c in self.draft[:13] if c is not None]
        self.draft[:13] = hand + [None] * (13 - len(hand))

    def sort_hand(self, by: str) -> None:
        """Sort the cards still in the hand by rank or by suit."""
        hand = [c for c in self.draft[:13] if c is not None]
        key = (lambda c: (c.rank, c.suit)) if by == "rank" else (lambda c: (c.suit, c.rank))
        hand.sort(key=key)
        self.set_draft(hand + [None] * (13 - len(hand)) + self.draft[13:])

    def hint_work(self):
        cards = tuple(self.state.hands[self.user_seat])
        rules, seat = self.rules, self.user_seat
        specials, surrender = self.specials(), resolve(self.rules).surrender

        def work() -> Hint:
            from ...ai import chinese_poker as ai
            from ...engine.chinese_poker.splits import setting_at

            split, ev = ai.best_split(list(cards), rules, seat)
            action = ai.decide(list(cards), rules, seat, "strong", specials, surrender)
            return Hint(cards, setting_at(list(cards), split), ev, action)

        return work
