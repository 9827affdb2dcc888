"""The Da Gunzi model: the shared turn model with a hand of up to 45 cards, several chosen at a
time, and what the user may do in each phase: declare or pass, pay tribute, give cards back,
bury six, bury jokers, take from the bottom, and play one to three cards.

Moves the engine makes one card at a time (tribute, return, bury) the user makes at once: the
chosen cards are applied in an order the rules accept (Big Jokers buried first)."""

from __future__ import annotations

from ...base import words
from ...base.i18n import tr
from ...engine.dagunzi.cards import BJ, SJ, Trumps, fmt
from ..turns.model import TurnModel

CARD_PHASES = ("tribute", "return", "bury", "take", "play")


class DaGunziModel(TurnModel):
    game_id = "da-gunzi"
    multi_select = True

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._lit_cache: tuple[int, int, frozenset] | None = None
        self._hand_cache: tuple | None = None

    def _advance(self) -> None:
        """The user's take whose cards are settled is made for them, in the cards' order."""
        state = self.state
        if (
            not state.is_terminal()
            and state.current_player() == self.user_seat
            and state.take_settled()
        ):
            self._apply(self.user_seat, state.legal_actions()[0])
            return
        super()._advance()

    # -- the user's hand ---------------------------------------------------------------------
    def order(self) -> Trumps:
        """The hand's order: the trump suit once known, else the level's trumps only."""
        state = self.state
        return state.trumps or Trumps(state.level, "")

    def hand(self) -> list:
        """The user's cards in the hand's order, sorted once per move (the fan asks often)."""
        return list(self._sorted_hand())

    def _sorted_hand(self) -> list:
        """hand() itself, not a copy: for the fan's questions about each card."""
        if self.state is None or not self.state.dealt:
            return []
        key = (
            id(self.state),
            len(self.state.history()),
            self.state.phase,
            len(self.state.hands[self.user_seat]),
        )
        if self._hand_cache is None or self._hand_cache[0] != key:
            self._hand_cache = (key, self.order().sorted(self.state.hands[self.user_seat]))
        return self._hand_cache[1]

    def chosen_cards(self) -> list:
        hand = self.hand()
        return [hand[i] for i in self.selection() if 0 <= i < len(hand)]

    def phase(self) -> str | None:
        """The phase in which the user has a decision now, or None."""
        return self.state.phase if self.user_to_act() else None

    def moves(self) -> list[str]:
        return self.state.legal_actions() if self.user_to_act() else []

    def choices(self) -> list[str]:
        """The decisions made with buttons, not cards: declare / grab / pass, jokers to bury."""
        return self.moves() if self.phase() in ("declare", "jokers") else []

    def to_choose(self) -> int:
        """How many cards the confirm button wants now (0: none, or one to three to play)."""
        state, phase = self.state, self.phase()
        if phase == "bury":
            return 6 - len(state.buried)
        if phase == "return":
            return len(state.tribute) - len(state.returned)
        if phase in ("tribute", "take"):
            return 1
        if phase == "play" and state.trick:
            return len(state.trick[0][1])
        return 0

    def playable(self, index: int) -> bool:
        if self.phase() not in CARD_PHASES:  # None when it is not the user's turn
            return False
        hand = self._sorted_hand()
        return 0 <= index < len(hand) and hand[index] in self._lit()

    def _lit(self) -> frozenset:
        """The cards that take part in some legal move now (cached per move)."""
        key = (self.serial, len(self.state.history()))
        if self._lit_cache is None or self._lit_cache[:2] != key:
            cards = set()
            for action in self.moves():
                kind, _, body = action.partition(":")
                if kind in CARD_PHASES:
                    cards.update(body.split())
            hand = set(self.state.hands[self.user_seat])
            self._lit_cache = (*key, frozenset(c for c in hand if str(c) in cards))
        return self._lit_cache[2]

    def select_copies(self) -> None:
        """Choose every copy of the card under the cursor (a stick or a roll)."""
        hand = self.hand()
        if 0 <= self.selected < len(hand):
            card = hand[self.selected]
            self.set_selection([i for i, c in enumerate(hand) if c == card])

    # -- confirming ----------------------------------------------------------------------------
    def actions_for_choice(self) -> list[str]:
        """The engine moves the chosen cards make in this phase, in an order it accepts."""
        phase, cards = self.phase(), self.chosen_cards()
        if phase == "play":
            return ["play:" + fmt(sorted(cards))] if cards else []
        if phase == "bury":
            cards = sorted(cards, key=lambda c: (c != BJ, c == SJ))
        return [f"{phase}:{c}" for c in cards]

    def confirm_blocker(self) -> str | None:
        if not self.user_to_act():
            return tr("Wait for your turn")
        phase, n, chosen = self.phase(), self.to_choose(), len(self.chosen_cards())
        if phase not in CARD_PHASES:
            return tr("Choose one of the buttons")
        if phase == "play" and not chosen:
            return (
                tr("Choose a single, a stick or a roll to lead")
                if not n
                else tr("Choose {cards} to play").format(cards=words.cards(n))
            )
        if phase != "play" and chosen != n:
            return {
                "bury": tr("Choose {cards} to bury ({k} chosen)"),
                "return": tr("Choose {cards} to give back ({k} chosen)"),
                "tribute": tr("Choose the card to pay"),
                "take": tr("Choose the card to take"),
            }[phase].format(cards=words.cards(n), k=chosen)
        return self.rule_problem()

    def rule_problem(self) -> str | None:
        """Why the rules refuse the chosen cards (None if they do, or none are chosen)."""
        if self.phase() not in CARD_PHASES or not self.chosen_cards():
            return None
        probe = self.state.clone()
        for action in self.actions_for_choice():
            problem = probe.problem(action)
            if problem:
                return problem
            probe.apply(action)
        return None

    def confirm(self) -> bool:
        if self.confirm_blocker() is not None:
            return False
        for action in self.actions_for_choice():
            if not self.play(action):
                return False
        return True

    # -- what the table shows -------------------------------------------------------------------
    def trumps_held(self) -> int:
        state = self.state
        if state is None or state.trumps is None:
            return 0
        return sum(1 for c in state.hands[self.user_seat] if state.trumps.is_trump(c))
