"""How a Da Gunzi hand looks in the replay viewer: the level, trumps and dealer, each seat's
cards (face up: the record knows them), the trick on the table, the bottom and the score."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from ...base import words
from ...base.i18n import tr
from ...engine.dagunzi.rules import WIN_LINE
from ...table.look import Look
from ...table.replay_draw import MARGIN, TABLE, card_sprite, seat_called, text_at
from ...table.card_art import CARD_ASPECT
from . import text

# A hand of up to 45 cards (the dealer's, the bottom taken) in two rows of up to 23, the second
# half a card lower: at 1024 x 700 one row of 45 showed each card's index in a 16-unit sliver
# at 8 px. Four seats of two rows, the trick and the verdict fill the table's height.
CARD_W, ROW_H = 46.0, 100.0
PER_ROW = 23
HAND_X = 110.0
LOWER = CARD_W * CARD_ASPECT * 0.5  # the second row's offset
GOLD = "#ffe9a8"


def describe(action: str, who: str, before=None) -> str:
    seat = seat_called(who, text.seat_name, 4)
    seat = 0 if seat is None else seat
    return text.move_line(action, seat, face_up=True)  # the replay shows every card


def after_move(state, before) -> str | None:
    """What the move set going that nobody chose, as the table's log tells it: the trumps
    found, a forced tribute, the bottom shown, the trick won (the replay went from "West
    declares" to "East returns 8♥" with no word of the tribute paid between: a new user)."""
    told = {key for key, _ in text.public_facts(before)} if before is not None else set()
    lines = [line for key, line in text.public_facts(state) if key not in told]
    won = text.trick_won_line(state)
    return " · ".join(lines + ([won] if won else [])) or None


def seat_label(seat: int, state) -> str:
    return text.seat_name(seat)


situation = text.situation_words  # the review's line over each decision, table or replay


def _hand(scene, cards, y: float, look: Look) -> None:
    """A seat's cards in one row, or two when they are more than PER_ROW, as far apart as the
    table's width lets them be (never more than 3/4 of a card)."""
    rows = (
        [cards]
        if len(cards) <= PER_ROW
        else [cards[: (len(cards) + 1) // 2], cards[(len(cards) + 1) // 2 :]]
    )
    room = TABLE.width() - MARGIN - HAND_X - CARD_W
    step = min(CARD_W * 0.75, room / max(1, max(len(r) for r in rows) - 1))
    for i, row in enumerate(rows):
        _row(scene, row, HAND_X, y + i * LOWER, step, look)


def _row(scene, cards, x: float, y: float, step: float, look: Look) -> float:
    for card in cards:
        sp = card_sprite(card, CARD_W, look, scene)
        sp.setPos(QPointF(x, y))
        scene.addItem(sp)
        x += step
    return x + CARD_W - step


def draw(scene, state, look: Look) -> None:
    if not state.dealt:
        text_at(scene, tr("Before the deal"), 16, 12, 16, True)
        return
    suit = text.suit_name(state.trumps.suit if state.trumps else None)
    dealer = words.in_sentence(text.seat_name(state.dealer)) if state.dealer is not None else "-"
    text_at(
        scene,
        tr("Level {level} · trumps {suit} · dealer {dealer}").format(
            level=text.level_name(state.level), suit=suit, dealer=dealer
        ),
        16,
        12,
        16,
        True,
    )
    if state.dealer is not None and state.phase in ("play", "over"):
        text_at(
            scene,
            tr("Attackers' points {n} / {line}").format(
                n=text.attackers_points(state), line=WIN_LINE
            ),
            560,
            12,
            15,
            True,
            GOLD,
        )
    to_act = state.current_player()
    order = state.trumps.sorted if state.trumps else sorted
    y = 44.0
    for seat in range(4):
        text_at(
            scene, text.seat_name(seat), 16, y + 14, 15, True, GOLD if seat == to_act else "#f3efe0"
        )
        if state.hands[seat]:
            _hand(scene, order(state.hands[seat]), y, look)
        elif state.phase in ("play", "over"):  # played out: a row that says so, not a bare name
            text_at(scene, tr("every card played"), HAND_X, y + 14, 14, False, "#cfd8cf")
        y += ROW_H
    x = 16.0
    won = text.trick_won_line(state)  # the move completed a trick: it stays in sight
    seated = list(state.trick)
    if not seated and won:
        leader, plays, _ = state.tricks[-1]
        seated = [((leader + i) % 4, play) for i, play in enumerate(plays)]
    under = y + CARD_W * CARD_ASPECT + 12  # the lines under the trick's cards
    if seated:
        text_at(scene, tr("On the table:") if state.trick else tr("Last trick:"), x, y + 14, 14)
        x += 110
        for seat, play in seated:  # each play named by its seat (a new user saw cards only)
            start = x
            x = _row(scene, play, x, y, CARD_W + 2, look)
            text_at(scene, text.seat_name(seat), start, under - 11, 11, False, "#cfd8cf")
            x += 14
        under += 3  # (the table is full: a hand's verdict, two lines, ends at its bottom)
    if won:
        text_at(scene, won, 16, under, 14, True, GOLD, width=TABLE.width() - 2 * MARGIN)
        under += 22
    cards = state.buried if state.phase == "bury" else state.bottom
    if cards:
        text_at(scene, tr("Bottom:"), 560, y + 14, 14)
        _row(scene, cards, 630, y, CARD_W * 0.9, look)
    if state.settlement is not None:
        s = state.settlement
        line = text.case_line(s) if s.case else tr("The cycle is over")
        text_at(
            scene,
            tr("Score {score}: {verdict}").format(score=s.score, verdict=line),
            16,
            under,
            14,
            True,
            GOLD,
            width=TABLE.width() - 2 * MARGIN,
        )
