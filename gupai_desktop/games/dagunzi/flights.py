"""Cards seen moving on the Da Gunzi table: the deal reaching the user's hand one card at a
time, and tribute and its return flying between the payer and the dealer. A mixin of the
table (games/dagunzi/table.py), which calls these from its moves and new hands."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from ...engine.dagunzi.cards import Card
from ...table.sprites import CardSprite

PLAY_W = 46.0  # a played card, in units (a flying card has its size), on a small table
PLAY_GROW = 0.25  # how much bigger on a large one, where the trick had looked small
PLAY_MIN_PX = 36.0  # and never smaller than this: a card's corner stays readable


def play_width(unit: float) -> float:
    """A played or flying card's width in pixels: PLAY_W units up to a table of unit 0.75,
    growing to a quarter more at unit 1.0 (a table 900 px tall), and at least PLAY_MIN_PX (at
    1024 x 700 the trick's cards had been 30 px wide, their corners hard to read; the side
    seats move up to make room, table/turn_layout.py)."""
    grow = min(1.0, max(0.0, (unit - 0.75) / 0.25))
    return max(PLAY_MIN_PX, PLAY_W * unit * (1 + PLAY_GROW * grow))


class CardFlights:
    """Needs the table's model, layout, fan, zones, scene, animator, unit and make_piece, and
    `flying` and `_routes` (each flying card's giver and taker, by id) of its own."""

    DEAL_STEP_MS = 35  # between two cards reaching the hand, at normal speed

    TRIBUTE_MS = 450  # one card's flight from the payer to the dealer, at normal speed
    TRIBUTE_STEP_MS = 250  # between two cards leaving

    def _fly_tribute(self) -> None:
        """Each tribute card flies face up from the payer to the dealer (forced ones too, which
        the engine pays by itself), and each returned card back, face up only to the two seats
        that see it."""
        state, user = self.model.state, self.model.user_seat
        paid, back = self._flown
        self._flown = (len(state.tribute), len(state.returned))
        if self.layout is None or self.animator.speed == 0 or state.payer is None:
            return
        seen = user in (state.payer, state.dealer)
        flights = [(card, state.payer, state.dealer, True) for card in state.tribute[paid:]]
        flights += [(card, state.dealer, state.payer, seen) for card in state.returned[back:]]
        for i, (card, giver, taker, face_up) in enumerate(flights):
            self._fly(card, giver, taker, face_up, i * self.TRIBUTE_STEP_MS)

    def _fly(self, card: Card, giver: int, taker: int, face_up: bool, delay_ms: int) -> None:
        width = play_width(self.unit)
        sprite = self.make_piece(card, width, face_up)
        w, h = sprite.size()
        start, end = (self._seat_point(seat) - QPointF(w / 2, h / 2) for seat in (giver, taker))
        sprite.setPos(start)
        sprite.setZValue(200)
        self.scene.addItem(sprite)
        self.flying.append(sprite)
        self._routes[id(sprite)] = (giver, taker)
        self.animator.move(sprite, end, self.TRIBUTE_MS, delay_ms=delay_ms)
        self.animator.later(delay_ms + self.TRIBUTE_MS + 150, lambda: self._land(sprite))

    def _retarget_flights(self) -> None:
        """The table laid out anew (the window resized, the row of choices gone) moves the
        seats: a card in flight heads for where its taker is now."""
        for sprite in self.flying:
            giver, taker = self._routes[id(sprite)]
            w, h = sprite.size()
            start, end = (self._seat_point(seat) - QPointF(w / 2, h / 2) for seat in (giver, taker))
            self.animator.retarget(sprite, end, start)

    def _seat_point(self, seat: int) -> QPointF:
        if seat == self.model.user_seat:
            return self.layout.hand.center()
        return self.zones[seat].origin()

    def _land(self, sprite: CardSprite) -> None:
        if sprite in self.flying:
            self.flying.remove(sprite)
            self._routes.pop(id(sprite), None)
            self.scene.removeItem(sprite)

    def _land_flights(self) -> None:
        for sprite in list(self.flying):
            self._land(sprite)

    def _deal_in(self, old: set[int]) -> None:
        """The cards the deal has just given the user fly in from the middle one after
        another, in the order they were dealt (instant at the instant speed)."""
        state = self.model.state
        new = [sp for sp in self.fan.sprites if id(sp) not in old]
        if not new or self.layout is None or self.animator.speed == 0 or state.deal is None:
            return
        received = [
            state.deal.deck[k]
            for k in range(state.deal.dealt)
            if state.deal.receiver(k) == self.model.user_seat
        ]
        order = []
        for card in received[-len(new) :]:
            match = next(
                (sp for sp in new if sp.key == (card.rank, card.suit) and sp not in order), None
            )
            if match is not None:
                order.append(match)
        order += [sp for sp in new if sp not in order]
        start = self.layout.centre.center()
        for i, sprite in enumerate(order):
            target = self.fan.place_of(sprite)
            sprite.setPos(start)
            self.animator.move(sprite, target, 220, delay_ms=i * self.DEAL_STEP_MS)
