"""The table of every game played move by move, 2 to 4 seats (Ding Niu, Small Mahjong, Da Gunzi).

What it shares: the user's hand fan (table/hand_fan.py), each other seat's backs, name and
lines (table/seat_zone.py), a play area per seat with its last move (table/play_area.py), the
prompt, the side panel with whose turn it is and the log of the hand's moves
(table/side_panel.py), the keys (Enter confirms; the fan's keys; the game's own first), and a
layout worked out from the view's size (table/turn_layout.py), laid out again on every resize.
H (hint) and N (next hand) are the window's menu shortcuts, not the table's.

A game subclasses it and keeps only what is its own: how its pieces are drawn and sized, its
words, and the things in the middle (Ding Niu's chain and end markers; Small Mahjong's wall
and discards). It reads the model (games/turns/model.py) and never holds a rule.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, Qt, Signal

from ..base import words
from ..base.i18n import tr
from .hand_fan import HandFan
from .look import look_of
from .labels import make_block, make_label, place_block, place_centered, set_size
from .play_area import PlayArea
from .sprites import GLOW
from .seat_zone import SeatZone
from .side_panel import SidePanel
from .turn_layout import SIDES, TurnLayout, turn_layout, unit_for

MAX_SEATS = 4


class TurnTable(QObject):
    confirm_requested = Signal()

    # Sizes of a game's pieces, in units (1.0 on a 900 px tall table).
    hand_width = 62.0  # the user's pieces
    hand_min_px = 0.0  # ...but never narrower than this many pixels where it can be
    back_width = 26.0  # the other seats' hands
    piece_aspect = 2.0  # a piece's height over its width (a tile 2, a card 1.4)
    own_size = (0.0, 0.0)  # the game's row at each other seat (w, h)
    user_own_width = 0.0  # the user's own row, left of the hand
    play_pieces_height = 0.0  # pieces a move leaves in a play area (Da Gunzi's cards)

    def __init__(self, scene, view, model, animator, settings):
        super().__init__(view)
        self.scene, self.view, self.model = scene, view, model
        self.animator, self.settings = animator, settings
        self.layout: TurnLayout | None = None
        self.hand_moves: list[tuple[int, str]] = []  # (seat, action) of the hand's moves so far
        self.fan = HandFan(
            scene, animator, model, self._hand_sprite, self.piece_key, self.lit, self
        )
        # The cursor shows while the table has the keyboard, not beside the bar's focus ring
        self.fan.has_keyboard = view.hasFocus
        view.focus_changed.connect(lambda _: self.refresh())
        self.fan.clicked.connect(self.piece_clicked)
        self.fan.dropped.connect(self.piece_dropped)
        self.fan.chosen.connect(self.hand_chosen)
        self.zones = {seat: SeatZone(scene) for seat in range(1, MAX_SEATS)}
        self.plays = {seat: PlayArea(scene) for seat in range(MAX_SEATS)}
        self.labels = {
            "prompt": make_label(scene, 24, True),
            "you": make_label(scene, 20, True),
            "last": make_block(scene, 18, 900, False),
        }
        for seat, zone in self.zones.items():
            self.labels[f"seat{seat}"] = zone.name
            self.labels[f"info{seat}"] = zone.info
        self.side = SidePanel()
        self.log, self.info = self.side.log, self.side.info
        view.follow_size()
        view.resized.connect(lambda size: self.relayout())
        view.key_handler = self.key
        model.dealt.connect(self._dealt)
        model.changed.connect(self.refresh)
        model.moved.connect(self._moved)
        model.revealed.connect(self._revealed)

    def own_row_bottom(self) -> float:
        """Where the user's own row (a pile, a face-up set) rests: on the line the hand's front
        row rests on, which the fan keeps a lit piece's rim above."""
        return self.layout.own.bottom() - GLOW * self.fan.width

    # -- what a game supplies ---------------------------------------------------------------
    def make_piece(self, piece, width: float, face_up: bool):
        """A sprite for one of the game's pieces, `width` pixels wide (not yet in the scene)."""
        raise NotImplementedError

    def piece_key(self, piece):
        """What a sprite of this piece has as its `key`."""
        raise NotImplementedError

    def seat_name(self, seat: int) -> str:
        raise NotImplementedError

    def seat_title(self, seat: int) -> str:
        """The name over another seat's hand, with its role (leader, dealer) if it has one."""
        return self.seat_name(seat)

    def seat_lines(self, seat: int) -> list[str]:
        """The lines under another seat's name (bankroll, a face-down count, its result)."""
        return []

    def you_line(self) -> str:
        return ""

    def prompt(self) -> str:
        return ""

    def move_lines(self, seat: int, action: str, state) -> list[str]:
        """The log's words for a move (`state` is the hand just after it); the first line is
        also what the seat's play area shows."""
        return [action]

    def stale_bubbles(self, seat: int, action: str, earlier: list, state) -> tuple[int, ...]:
        """Other seats whose last move this one makes untrue on the table, their bubbles then
        emptied (`earlier`: the hand's moves before it, as (seat, action); `state`: the hand
        just after it): Small Mahjong's take of a discard, which had stayed "AI 1 discards
        Ping 6-4" beside the seat."""
        return ()

    def deal_lines(self, state) -> list[str]:
        """What the log says before the first move (the dice)."""
        return []

    def end_lines(self, state) -> list[str]:
        """What the log says when the hand is over."""
        return []

    def announcement(self, state) -> str:
        """A line over the prompt before the first move (who the dice chose)."""
        return ""

    def info_rows(self) -> list[tuple[str, str, bool]]:
        """The game's rows in the side panel (a leader, the wall, a trump, the levels)."""
        return []

    def hidden(self, seat: int) -> list:
        """Another seat's pieces in hand (drawn face down until the hand is over)."""
        return list(self.model.state.held[seat])

    def lit(self, index: int) -> bool:
        return self.model.playable(index)

    def hand_active(self) -> bool:
        """Does the user's hand answer clicks and keys now?"""
        return self.model.user_to_act()

    def show_own(self) -> None:
        """Build the game's own pieces for the hand as it stands (a new or resumed hand)."""

    def place_own(self, layout: TurnLayout, animate: bool) -> None:
        """Put the game's own pieces where the layout leaves room for them."""

    def clear_own(self) -> None:
        """Take the game's own pieces off the table."""

    def on_moved(self, seat: int, action: str) -> None:
        """Show a move on the game's own pieces (the user's piece is still in the fan)."""

    def reveal_own(self) -> None:
        """The hand is over: turn up what the game keeps face down."""

    def refresh_own(self) -> None:
        """Bring the game's own looks up to date (lit markers, counts)."""

    def piece_clicked(self, index: int) -> None:
        """A click on the user's piece `index` (already chosen in the model)."""

    def piece_dropped(self, index: int, zone: str, slot: int) -> None:
        """The user's piece `index` was dragged and let go over slot (zone, slot)."""

    def hand_chosen(self) -> None:
        """The user moved the cursor or changed the selection in the hand."""

    def game_key(self, event) -> bool:
        """The game's own keys (Ding Niu's L, R, D; Small Mahjong's W, T, P)."""
        return False

    # -- sizes ------------------------------------------------------------------------------
    @property
    def unit(self) -> float:
        return self.layout.unit if self.layout else 1.0

    def play_pieces_px(self, unit: float) -> float:
        """How tall the pieces a move leaves in a play area are, in pixels, at this unit."""
        return self.play_pieces_height * unit

    def seat_count(self) -> int:
        state = self.model.state
        return getattr(state, "n", None) or len(
            self.model.session.spec.seat_names(self.model.rules)
        )

    def others(self) -> list[int]:
        return sorted(SIDES[self.seat_count()])

    def _hand_sprite(self, piece, width: float):
        return self.make_piece(piece, width, True)

    # -- layout -----------------------------------------------------------------------------
    def relayout(self, animate: bool = False) -> None:
        rect = self.scene.sceneRect()
        state = self.model.state
        if state is None or not getattr(state, "dealt", False) or rect.isEmpty():
            return
        u = unit_for(rect.width(), rect.height())
        n = len(self.fan.sprites)
        own_w, own_h = self.own_size
        back = (self.back_width * u, self.back_width * self.piece_aspect * u)
        layout = turn_layout(
            rect.width(),
            rect.height(),
            self.seat_count(),
            back=back,
            own=(own_w * u, own_h * u),
            user_own_width=self.user_own_width * u,
            play_height=self.play_pieces_px(u),
            hand_height=lambda room: self.fan.needed_height(self._hand_px(u), n, room),
        )
        self.layout = layout
        self._resize_backs(u)
        for seat in self.others():
            self.zones[seat].place(layout.seats[seat], layout.fonts)
        piece_w = self.play_pieces_px(u) / self.piece_aspect
        for seat, area in layout.plays.items():
            self.plays[seat].place(area, layout.fonts.info, piece_w)
        f = layout.fonts
        set_size(self.labels["prompt"], f.prompt)
        set_size(self.labels["you"], f.you)
        set_size(self.labels["last"], f.announce, layout.announce.width())
        self.fan.place(layout.hand, self._hand_px(u), animate)
        self.place_own(layout, animate)
        self._place_texts()

    def _hand_px(self, u: float) -> float:
        """A card hand keeps readable indices in a small window: two rows of bigger cards
        rather than one row of small ones (the fan shrinks them only if they cannot fit)."""
        return max(self.hand_width * u, self.hand_min_px)

    def _resize_backs(self, u: float) -> None:
        for seat in self.others():
            for sprite in self.zones[seat].sprites:
                if abs(sprite.size()[0] - self.back_width * u) > 0.01:
                    sprite.set_width(self.back_width * u)

    def _place_texts(self) -> None:
        layout = self.layout
        if layout is None:
            return
        place_centered(
            self.labels["you"], layout.you.center().x(), layout.you.top(), self.labels["you"].text()
        )
        place_centered(
            self.labels["prompt"],
            layout.prompt.center().x(),
            layout.prompt.top(),
            self.labels["prompt"].text(),
            layout.prompt.width() * 0.92,  # clear of the felt's edge
        )
        last = self.labels["last"]
        place_block(
            last,
            layout.announce.center().x(),
            layout.announce.center().y() - last.boundingRect().height() / 2,
            last.toPlainText(),
        )

    # -- the hand's story ---------------------------------------------------------------------
    def _dealt(self) -> None:
        """A new hand, or one resumed part-way: everything built from the state as it is."""
        self.animator.stop_all()
        self.fan.clear()
        self.clear_own()
        for zone in self.zones.values():
            zone.clear()
        for area in self.plays.values():
            area.clear()
        state = self.model.state
        self.dealt_table = dict(self.model.session.table)  # the session's moves on at the end
        self.hand_moves = []
        self.log.start(tr("Hand {n}").format(n=self.model.session.hand_number))
        for line in self.deal_lines(state):
            self.log.add(line)
        for seat, line in self._log_past_moves().items():
            self.plays[seat].show_move(line, fresh=False)
        self.labels["last"].setPlainText(self.announcement(state))
        for seat in self.others():
            self._show_backs(seat, face_up=False)
        self.fan.sync(animate=False)
        self.show_own()
        self.relayout()
        self.refresh()

    def _log_past_moves(self) -> dict[int, str]:
        """The hand's moves so far in the log, replayed on a fresh deal to know who made each;
        returns each seat's last move in words."""
        m = self.model
        if not m.state.history():
            return {}
        state = m.session.spec.new_hand(m.rules, dict(self.dealt_table))
        last: dict[int, str] = {}
        self.hand_moves = []
        for action in m.state.history():
            seat = state.current_player()  # CHANCE (< 0) for the shuffle and dice
            state.apply(action)
            if 0 <= seat < MAX_SEATS:
                lines = self.move_lines(seat, action, state)
                for line in lines:
                    self.log.add(line, mine=seat == m.user_seat and line is lines[0])
                for other in self.stale_bubbles(seat, action, self.hand_moves, state):
                    last.pop(other, None)
                last[seat] = lines[0] if lines else ""
                self.hand_moves.append((seat, action))
        return last

    def retell(self) -> None:
        """The hand's story in the current language: the log, the seats' moves on show and the
        line over the prompt, told again from the moves as a resumed hand's is."""
        state = self.model.state
        self.log.start(tr("Hand {n}").format(n=self.model.session.hand_number))
        for line in self.deal_lines(state):
            self.log.add(line)
        last = self._log_past_moves()
        for seat, line in last.items():
            if self.plays[seat].text:
                self.plays[seat].reword(line)
        for line in self.end_lines(state) if state.is_terminal() else ():
            self.log.add(line, mine=True)
        self.labels["last"].setPlainText("" if last else self.announcement(state))

    def _show_backs(self, seat: int, face_up: bool) -> None:
        width = self.back_width * self.unit
        self.zones[seat].set_hand([self.make_piece(p, width, face_up) for p in self.hidden(seat)])

    def origin(self, seat: int, piece=None) -> QPointF:
        """Where a piece the seat lays comes from: its sprite in the user's hand, or the
        middle of another seat's backs."""
        if seat == self.model.user_seat:
            key = self.piece_key(piece) if piece is not None else None
            sprite = next((sp for sp in self.fan.sprites if sp.key == key), None)
            if sprite is not None:
                return sprite.pos()
            return self.layout.hand.center() if self.layout else QPointF()
        return self.zones[seat].origin()

    def _moved(self, seat: int, action: str) -> None:
        state = self.model.state
        lines = self.move_lines(seat, action, state)
        for line in lines:
            self.log.add(line, mine=seat == self.model.user_seat and line is lines[0])
        for other, area in self.plays.items():
            area.set_fresh(False)
        for other in self.stale_bubbles(seat, action, self.hand_moves, state):
            self.plays[other].clear()
        self.hand_moves.append((seat, action))
        self.plays[seat].show_move(lines[0] if lines else "")
        self.labels["last"].setPlainText("")
        self.on_moved(seat, action)
        if seat != self.model.user_seat and seat in self.zones:
            held = len(self.hidden(seat))
            while len(self.zones[seat].sprites) > held:
                self.zones[seat].drop_one()
            if len(self.zones[seat].sprites) < held:  # it took a piece in (a draw)
                self._show_backs(seat, face_up=False)
        self.fan.sync(animate=True)

    def _revealed(self) -> None:
        """The hand is over: every hand turns up; the log says how it ended."""
        for seat in self.others():
            self._show_backs(seat, face_up=True)
        self.reveal_own()
        for line in self.end_lines(self.model.state):
            self.log.add(line, mine=True)
        self.refresh()

    # -- looks ------------------------------------------------------------------------------
    def restyle(self) -> None:
        """Settings changed (tile style, index corners, language): draw the pieces again."""
        state = self.model.state
        if state is None or not getattr(state, "dealt", False):
            return
        self.fan.clear()
        self.fan.sync(animate=False)
        over = state.is_terminal()
        for seat in self.others():
            self._show_backs(seat, face_up=over)
        self.clear_own()
        self.show_own()
        if over:
            self.reveal_own()
        self.side.retranslate()
        self.retell()
        self.relayout()
        self.refresh()

    def refresh(self) -> None:
        m = self.model
        state = m.state
        if state is None or not getattr(state, "dealt", False):
            return
        if self.layout is None:
            self.relayout()
        for seat in range(1, MAX_SEATS):
            zone = self.zones[seat]
            if seat in self.others():
                zone.set_text(self.seat_title(seat), "\n".join(self.seat_lines(seat)))
            else:
                zone.clear()
        self.labels["you"].setText(self.you_line())
        self.labels["prompt"].setText(self.prompt())
        self._place_texts()
        self.fan.refresh(self.hand_active(), look_of(self.settings).index_corners)
        self.refresh_own()
        self._refresh_info()

    def _refresh_info(self) -> None:
        m, state = self.model, self.model.state
        if state.is_terminal():
            turn, strong = tr("Hand over"), False
        else:
            seat = state.current_player()
            turn = self.seat_name(seat) if 0 <= seat < MAX_SEATS else "-"
            strong = seat == m.user_seat
        rows = [(tr("To play"), turn, strong), (self.standing_title(), "", False)]
        names = m.session.spec.seat_names(m.rules)
        rows += [
            (self.seat_name(seat), self.seat_amount(m.session.bankrolls[seat]), False)
            for seat in range(len(names))
        ]
        rows += self.info_rows()
        self.info.set_rows(tr("Hand {n}").format(n=m.session.hand_number), rows)

    def seat_amount(self, value: float) -> str:
        """A seat's standing in the session, as the panel lists it (a bankroll in chips)."""
        return words.chips(value)

    def standing_title(self) -> str:
        """The side panel's line over the seats' standings, which said only "You 0 levels"."""
        return tr("Bankrolls:")

    # -- keys -------------------------------------------------------------------------------
    def key(self, event) -> bool:
        """The game's keys, then Enter (confirm), then the hand's (arrows, Space, ...)."""
        if not self.model.user_to_act():
            return False
        if self.game_key(event):
            return True
        k = event.key()
        if k in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not (
            event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        ):
            self.confirm_requested.emit()
            return True
        return self.fan.key(event)

    @property
    def hand(self) -> list:
        """The user's piece sprites, in the model's order."""
        return self.fan.sprites
