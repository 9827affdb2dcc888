"""The Da Gunzi table: the shared turn table (table/turn_table.py) with what is Da Gunzi's own:
the trick around the centre (each seat's play in its play area, the winner's rimmed in gold),
the bottom's six cards in the middle (face up when the rules show them), and the level, trumps,
dealer, standing declaration and the attackers' points in the side panel.

The user sits South with the partner North; play passes counter-clockwise, to the right. A
click chooses cards (several at a time: a double click or C chooses every copy), Enter confirms
what the page's button says (play, bury, give back, pay, take)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal

from ...base import words
from ...base.i18n import tr
from ...engine.dagunzi.cards import Card, parse, points_of
from ...engine.dagunzi.rules import WIN_LINE
from ...table.look import look_of
from ...table.labels import make_label, place_centered, set_size
from ...table.sprites import CardSprite
from ...table.turn_table import TurnTable
from . import text
from .flights import CardFlights, play_width

BOTTOM_W = 44.0  # a bottom card
# The stage of the hand each kind of move belongs to: a seat's words from an earlier stage say
# nothing true once the next has begun (stale_bubbles).
STAGES = {"pass": "deal", "grab": "deal", "declare": "deal", "return": "tribute", "take": "jokers"}


class DaGunziTable(CardFlights, TurnTable):
    hand_width = 70.0
    hand_min_px = 58.0
    back_width = 17.0
    piece_aspect = 1.4

    def play_pieces_px(self, unit: float) -> float:
        return play_width(unit) * self.piece_aspect

    def __init__(self, scene, view, model, animator, settings):
        self.bottom: list[CardSprite] = []
        self.notice = ""  # why the last drop did nothing, until the next move
        self.flying: list[CardSprite] = []  # tribute and returned cards on their way
        self._routes: dict[int, tuple[int, int]] = {}  # each one's giver and taker, by id
        self._flown = (0, 0)  # tribute and returned cards already shown
        super().__init__(scene, view, model, animator, settings)
        self.fan.draggable = True
        self.labels["bottom"] = make_label(scene, 15, False)
        model.moved.connect(lambda *_: setattr(self, "notice", ""))

    def relayout(self, animate: bool = False) -> None:
        super().relayout(animate)
        self._retarget_flights()

    def restyle(self) -> None:
        """The trick's cards take the settings too (four colours): they kept the old ones
        while the hand and the bottom changed (found by a new user)."""
        super().restyle()
        four = look_of(self.settings).four_colour
        for area in self.plays.values():
            for sprite in area.pieces:
                sprite.set_look(four_colour=four)

    def piece_dropped(self, index: int, zone: str, slot: int) -> None:
        """A card dragged to the bottom is buried (the dealer's exchange), if the rules let it."""
        m = self.model
        hand = m.hand()
        if not 0 <= index < len(hand):
            return
        card = hand[index]
        if zone != "bottom" or m.phase() != "bury":
            return
        action = f"bury:{card}"
        self.notice = m.state.problem(action) or ""
        if not self.notice:
            m.play(action)
        else:
            self.refresh()

    # -- pieces and words ---------------------------------------------------------------------
    def make_piece(self, card: Card, width: float, face_up: bool) -> CardSprite:
        sprite = CardSprite(
            card.rank,
            card.suit,
            width,
            face_up=face_up,
            four_colour=look_of(self.settings).four_colour,
        )
        sprite.marks = self._marks(card)
        return sprite

    def _marks(self, card: Card) -> tuple[str, ...]:
        """A trump (once the trump suit is known) and a card that scores are marked."""
        trumps = self.model.state.trumps if self.model.state is not None else None
        return (("trump",) if trumps is not None and trumps.is_trump(card) else ()) + (
            ("points",) if points_of([card]) else ()
        )

    def piece_key(self, card: Card):
        return card.rank, card.suit

    def hidden(self, seat: int) -> list:
        return self.model.order().sorted(self.model.state.hands[seat])

    def seat_name(self, seat: int) -> str:
        return text.seat_name(seat)

    def _role(self, seat: int) -> str:
        state = self.model.state
        if state.dealer is None:
            return ""
        if seat == state.dealer:
            return tr("dealer")
        return tr("dealer's side") if seat % 2 == state.dealer % 2 else tr("attacker")

    def seat_title(self, seat: int) -> str:
        role = self._role(seat)
        name = text.seat_name(seat)
        return tr("{seat} ({role})").format(seat=name, role=role) if role else name

    def seat_lines(self, seat: int) -> list[str]:
        state = self.model.state
        lines = [tr("{n} cards").format(n=len(state.hands[seat]))]
        shown = [s for who, s in (state.deal.declarations if state.deal else ()) if who == seat]
        if shown:
            lines.append(tr("showed {cards}").format(cards=text.shown_words(shown[-1])))
        return lines

    def you_line(self) -> str:
        m = self.model
        role = self._role(m.user_seat)
        line = tr("You ({role})").format(role=role) if role else tr("You")
        if m.state.trumps is not None and m.state.hands[m.user_seat]:  # not once all are played
            line += "   " + tr("{n} trumps in hand").format(n=m.trumps_held())
        return line

    @staticmethod
    def _waiting(state) -> str:
        """What another seat is deciding, as "{who} ..." (a new user read "West to play" while
        West was to declare trumps or pass, and nobody plays a card then)."""
        if state.phase == "declare":
            return (
                tr("{who} may grab with a Big Joker, or pass")
                if state.first_hand
                else tr("{who} may declare trumps, or pass")
            )
        return {
            "tribute": tr("{who} pays tribute"),
            "return": tr("{who} gives cards back"),
            "bury": tr("{who} buries six cards"),
            "jokers": tr("{who} may bury jokers, or keep them"),
            "take": tr("{who} picks up a card of the bottom for each joker buried"),
        }.get(state.phase, tr("{who} to play"))

    def prompt(self) -> str:
        """What the user is asked to do now, in one line."""
        m = self.model
        state = m.state
        if state.is_terminal():
            s = state.settlement
            return text.case_line(s) if s.case else tr("The cycle is over")
        phase = m.phase()
        problem = self.notice or (m.rule_problem() if phase in ("play", "bury") else None)
        if problem:
            return tr("Not allowed: {why}").format(why=problem)
        if phase is None:
            seat = state.current_player()
            return self._waiting(state).format(who=text.seat_name(seat)) if seat >= 0 else ""
        n = m.to_choose()
        if phase == "declare":
            return (
                tr("You hold a Big Joker: grab it to deal, or pass")
                if state.first_hand
                else tr("You can declare trumps: choose a declaration, or pass")
            )
        if phase == "tribute":
            return tr("Pay tribute: choose which of your equal highest cards to give")
        if phase == "return":
            return tr("Give back {cards} of your choice to {who}").format(
                cards=words.cards(n), who=text.seat_name(state.payer)
            )
        if phase == "bury":
            return tr(
                "Bury {cards}: Big Jokers before Small; a buried joker shows the bottom to all"
            ).format(cards=words.cards(n))
        if phase == "jokers":
            return tr("You may bury jokers in the bottom and take its lowest cards for them")
        if phase == "take":
            return tr("Choose which of the equal lowest cards to take")
        if not state.trick:
            return tr("Your lead: a single, a stick or a roll")
        led = state.trumps.eff_suit(state.trick[0][1][0])
        return tr("Follow {suit}: play {cards}").format(
            suit=text.suit_name(led), cards=words.cards(n)
        )

    def move_lines(self, seat: int, action: str, state) -> list[str]:
        # The payer sees the cards given back (§ tribute): a new user paying tribute was told
        # only "East gives a card back", not which of 39 cards was new.
        seen = action.startswith("return:") and state.payer == self.model.user_seat
        # a take is told once, every card of it, when the last is taken (public_facts): each
        # card's line and then the whole read as more cards than there were (a new user)
        said = [] if action.startswith("take:") else [text.move_line(action, seat, face_up=seen)]
        lines = said + self._news(state)
        won = text.trick_won_line(state)
        return lines + [won] if won else lines

    def stale_bubbles(self, seat: int, action: str, earlier: list, state) -> tuple[int, ...]:
        """A move of a new stage of the hand empties the other seats' words from the stage
        before: "Partner buries a card" stayed beside the dealer while the others chose their
        jokers, and "East passes" beside East while the tribute was paid."""
        stage = _stage(action)
        last = {s: _stage(a) for s, a in earlier}
        return tuple(s for s, was in last.items() if s != seat and was != stage)

    def _news(self, state) -> list[str]:
        """What the engine did by itself since the last move (the trumps found, tribute
        cards forced, the bottom shown), each told once."""
        lines = []
        for key, line in text.public_facts(state):
            if key not in self._told:
                self._told.add(key)
                lines.append(line)
        return lines

    def deal_lines(self, state) -> list[str]:
        self._told: set[str] = set()
        if state.first_hand:
            return [tr("A first hand: level 3, the first to show a Big Joker deals")]
        if state.dealer == self.model.user_seat:
            return [tr("Level {level}: you deal").format(level=text.level_name(state.level))]
        return [
            tr("Level {level}: {dealer} deals").format(
                level=text.level_name(state.level), dealer=text.seat_name(state.dealer)
            )
        ]

    def end_lines(self, state) -> list[str]:
        s = state.settlement
        return [tr("Attackers' score {score}").format(score=s.score)] + (
            [text.case_line(s)] if s.case else []
        )

    def seat_amount(self, value: float) -> str:
        """The levels a seat has won or lost this session, said as levels: a bare "0" beside
        each seat read as nothing (found by a new user)."""
        return words.amount("da-gunzi", words.money(value))

    def standing_title(self) -> str:
        return tr("Net levels this session:")  # "won" read oddly beside "-3 levels"

    def info_rows(self) -> list[tuple[str, str, bool]]:
        state = self.model.state
        ours, theirs = text.team_levels(state)
        rows = [
            (tr("Our level"), ours, False),
            (tr("Their level"), theirs, False),
            (tr("Playing"), text.level_name(state.level), False),
            (tr("Trumps"), text.suit_name(state.trumps.suit if state.trumps else None), False),
            (
                tr("Dealer"),
                text.seat_name(state.dealer) if state.dealer is not None else "-",
                False,
            ),
        ]
        deal = state.deal
        if deal and deal.declarations:
            who, shown = deal.declarations[-1]
            declared = words.labelled(text.seat_name(who), text.shown_words(shown))
            rows.append((tr("Declared"), declared, False))
        if state.dealer is not None and state.phase in ("play", "over"):
            points = f"{text.attackers_points(state)} / {WIN_LINE}"
            rows.append((tr("Attackers' points"), points, True))
        if state.owed and state.phase in ("declare", "tribute", "return"):
            rows.append((tr("Blood owed"), str(state.owed), False))
        return rows

    # -- keys ------------------------------------------------------------------------------------
    last_trick_requested = Signal()

    def game_key(self, event) -> bool:
        """The button bar by keyboard: P passes (or keeps the jokers), G grabs, 1-9 take the
        bar's buttons in order (a declaration, jokers to bury); L shows the last trick."""
        if event.modifiers() not in (
            Qt.KeyboardModifier.NoModifier,
            Qt.KeyboardModifier.KeypadModifier,
        ):
            return False
        m, k = self.model, event.key()
        choices = m.choices()
        if k == Qt.Key.Key_L:
            self.last_trick_requested.emit()
            return True
        if not choices:
            return False
        if k == Qt.Key.Key_P:
            wanted = "pass" if "pass" in choices else "jokers:0"
            return wanted in choices and m.play(wanted)
        if k == Qt.Key.Key_G and "grab" in choices:
            return m.play("grab")
        if Qt.Key.Key_1 <= k <= Qt.Key.Key_9:
            n = k - Qt.Key.Key_1
            buttons = [a for a in choices if a not in ("pass", "jokers:0")]
            return n < len(buttons) and m.play(buttons[n])
        return False

    # -- the hand's story ------------------------------------------------------------------------
    def _dealt(self) -> None:
        self._land_flights()
        super()._dealt()
        state = self.model.state
        self._flown = (len(state.tribute), len(state.returned))  # a resumed hand: seen
        if state.trick or state.tricks:  # a resumed hand: its trick's cards, as when played
            self.show_last_trick(not state.trick)
        self._deal_in(set())

    def _moved(self, seat: int, action: str) -> None:
        before = {id(sp) for sp in self.fan.sprites}
        super()._moved(seat, action)
        for other in self.others():  # the deal also gave the others cards
            if len(self.zones[other].sprites) != len(self.model.state.hands[other]):
                self._show_backs(other, face_up=False)
        if (
            self.model.state.phase == "declare"
            or action in ("pass", "grab")
            or action.startswith("declare:")
        ):
            self._deal_in(before)
        self._fly_tribute()

    # -- the trick and the bottom ---------------------------------------------------------------
    def on_moved(self, seat: int, action: str) -> None:
        state = self.model.state
        if not action.startswith("play:"):
            return
        if len(state.trick) == 1:  # a new trick: the last one is cleared
            for other, area in self.plays.items():
                if other != seat:
                    area.clear()
        line = text.move_line(action, seat)
        self.plays[seat].show_move(line, self._play_sprites(action))
        if not state.trick and state.tricks:  # the trick is complete: rim the winner
            winner = state.tricks[-1][2]
            for other, area in self.plays.items():
                area.set_fresh(other == winner)

    def show_last_trick(self, on: bool) -> None:
        """Show the last finished trick in the play areas (its winner rimmed), or put the
        trick in progress back."""
        state = self.model.state
        for area in self.plays.values():
            area.clear()
        if on and state.tricks:
            leader, plays, winner = state.tricks[-1]
            for i, play in enumerate(plays):
                seat = (leader + i) % 4
                action = "play:" + " ".join(map(str, play))
                self.plays[seat].show_move(
                    text.move_line(action, seat), self._play_sprites(action), fresh=seat == winner
                )
            return
        for seat, play in state.trick:
            action = "play:" + " ".join(map(str, play))
            self.plays[seat].show_move(
                text.move_line(action, seat), self._play_sprites(action), fresh=False
            )

    def _play_sprites(self, action: str) -> list[CardSprite]:
        sprites = []
        for card in parse(action.partition(":")[2]):
            sp = self.make_piece(card, play_width(self.unit), True)
            self.scene.addItem(sp)
            sprites.append(sp)
        return sprites

    def bottom_cards(self) -> tuple[list[Card], bool]:
        """The bottom as the user sees it now: its cards and whether they are face up."""
        state = self.model.state
        if state.phase in ("starter", "shuffle") or state.deal is None:
            return [], False
        if state.phase == "declare":
            return [], False
        cards = state.buried if state.phase == "bury" else state.bottom
        seen = (
            state.bottom_public
            or state.is_terminal()
            or (state.dealer == self.model.user_seat and state.phase not in ("tribute", "return"))
        )
        return list(cards), seen

    def show_own(self) -> None:
        cards, face_up = self.bottom_cards()
        self.bottom = []
        for card in cards:
            sp = self.make_piece(card, BOTTOM_W * self.unit, face_up)
            self.scene.addItem(sp)
            self.bottom.append(sp)

    def clear_own(self) -> None:
        for sp in self.bottom:
            self.scene.removeItem(sp)
        self.bottom = []

    def refresh_own(self) -> None:
        for sprite in self.fan.sprites:  # trumps become known after the deal
            sprite.set_look(marks=self._marks(Card(*sprite.key)))
        cards, face_up = self.bottom_cards()
        if len(cards) != len(self.bottom) or any(
            sp.key != (c.rank, c.suit) or sp.face_up != face_up for sp, c in zip(self.bottom, cards)
        ):
            self.clear_own()
            self.show_own()
            if self.layout is not None:
                self.place_own(self.layout, False)

    def reveal_own(self) -> None:
        self.refresh_own()

    def place_own(self, layout, animate: bool) -> None:
        """The bottom in the centre, its words above it; where the centre is too short for
        both (a small window: at 900 x 620 the words had gone up into the top seat's play),
        its words beside it and its cards as tall as the centre."""
        u = layout.unit
        centre, aspect = layout.centre, self.piece_aspect
        label_room = layout.fonts.info * 1.6
        w = BOTTOM_W * u
        beside = centre.height() < label_room + w * aspect
        if beside:
            w = max(8.0, min(w, (centre.height() - 2) / aspect))
        self.scene.clear_slots("bottom")
        self.scene.set_slot(
            "bottom",
            0,
            QRectF(centre.center().x() - 3.5 * w, centre.center().y() - 1.2 * w, 7 * w, 2.4 * w),
        )
        label = self.labels["bottom"]
        set_size(label, layout.fonts.info)
        if not self.bottom:
            label.setText("")
            return
        for sp in self.bottom:
            if abs(sp.size()[0] - w) > 0.01:
                sp.set_width(w)
        state = self.model.state
        words = tr("The bottom (dry pot: it stays as dealt)") if state.dry else tr("The bottom")
        step = w * 1.08
        span = step * (len(self.bottom) - 1) + w
        if beside:
            label.setText(words)
            words_w, gap = label.boundingRect().width(), layout.fonts.info * 0.6
            x0 = centre.center().x() - (words_w + gap + span) / 2 + words_w + gap
            y = centre.center().y() - w * aspect / 2
            label.setPos(
                x0 - gap - words_w, centre.center().y() - label.boundingRect().height() / 2
            )
        else:
            x0 = centre.center().x() - span / 2
            y = max(centre.center().y() - w * 0.7, centre.top() + label_room)
            place_centered(label, centre.center().x(), y - label_room, words)
        for i, sp in enumerate(self.bottom):
            sp.setPos(QPointF(x0 + i * step, y))
            sp.setZValue(30 + i * 0.01)


def _stage(action: str) -> str:
    kind = action.partition(":")[0]
    return STAGES.get(kind, kind)
