"""The start page: one card per playable game, on the table's felt.

Built from the few Qt classes a bare window needs. The cards' pictures (real tiles and cards)
are painted by `paint_pictures` once the window has first appeared: painting them needs the Qt
namespace and the art modules, which would hold back the window's first paint by about 25 ms.
Their labels are sized up front, so nothing moves when the pictures arrive.
"""

from __future__ import annotations


from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ..engine import games
from ..base import i18n
from ..base.i18n import tr
from ..table.look import DEFAULT_LOOK, Look


def felt_shades(colour: str) -> tuple[str, str]:
    """The felt's light centre and dark rim for a table colour ("#1f6b45", green, gives
    about the #2a8a5a and #123d28 the page had before it followed Settings)."""
    rgb = [int(colour[k : k + 2], 16) for k in (1, 3, 5)]
    light = "".join(f"{min(255, round(c * 1.33)):02x}" for c in rgb)
    dark = "".join(f"{round(c * 0.6):02x}" for c in rgb)
    return f"#{light}", f"#{dark}"


PICTURE_HEIGHT = 60
CARD_WIDTH = 290  # the narrowest a card gets: its picture, and a blurb in four lines
GRID_GAP = 14


def _emblem(game_id: str) -> tuple[list[str], bool]:
    """The pieces a game's card shows (its GameSpec's emblem), and whether they are tiles."""
    spec = games.get(game_id)
    return spec.emblem.split(), spec.uses_tiles


def _picture_layout(game_id: str) -> tuple[int, int, int]:
    """(piece width, gap, count): tiles stand apart, cards overlap like a fanned hand."""
    tokens, tiles = _emblem(game_id)
    width, gap = (30, 5) if tiles else (40, -13)
    return width, gap, len(tokens)


def _picture_width(game_id: str) -> int:
    width, gap, count = _picture_layout(game_id)
    return max(1, count * (width + gap) - gap)


def _centred(*widgets) -> QHBoxLayout:
    row = QHBoxLayout()
    row.addStretch(1)
    for widget in widgets:
        row.addWidget(widget)
    row.addStretch(1)
    return row


class ChooserPage(QFrame):
    """A QFrame, so the stylesheet's felt is drawn without a widget attribute from the Qt
    namespace; centring is done with stretches for the same reason."""

    def __init__(self, on_play, parent=None, on_back=lambda: None, look=lambda: DEFAULT_LOOK):
        super().__init__(parent)
        self.on_play, self.on_back, self.look = on_play, on_back, look
        self._back_text: str | None = None
        self.setObjectName("chooser")
        self._style_felt()
        # The cards scroll when the window is too short for all of them (its minimum size).
        self.scroll = scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        inner = QWidget()
        inner.setObjectName("inner")
        scroll.setWidget(inner)
        page = QVBoxLayout(self)
        page.setContentsMargins(0, 0, 0, 0)
        page.addWidget(scroll)
        self.outer = QHBoxLayout(inner)
        self.content: QWidget | None = None
        self.pictures: dict[str, QLabel] = {}
        self.pictures_wanted = False
        self._language = None
        self.retranslate()

    def retranslate(self) -> None:
        """Build the cards in the current language (again, replacing the old ones)."""
        if self._language == i18n.language():
            return  # the window's first retranslate() would otherwise build the cards twice
        self._language = i18n.language()
        if self.content is not None:
            self.content.hide()
            self.content.deleteLater()
            while self.outer.count():
                self.outer.takeAt(0)
        self.content = QWidget()
        column = QVBoxLayout(self.content)
        # Little room above and below: at 1008 x 652, a 1024 x 700 screen's first window, the
        # default margins left the cards a pixel short and a scroll bar beside them.
        column.setContentsMargins(11, 4, 11, 4)
        column.addStretch(1)
        title = QLabel(tr("Choose a game"))
        title.setObjectName("title")
        # Back to a hand left in progress ("Choose game" in the middle of one), beside the
        # title: on a row of its own it pushed the second row of games out of a 1008 x 652
        # window (a new user). The window sets its words, or hides it.
        self.back = QPushButton()
        self.back.setAutoDefault(True)
        self.back.setObjectName("back")
        self.back.clicked.connect(lambda _=False: self.on_back())
        heading = _centred(title, self.back)
        heading.setSpacing(24)
        column.addLayout(heading)
        self.offer_back(self._back_text)
        column.addSpacing(10)
        self.buttons: dict[str, QPushButton] = {}
        self.pictures = {}
        self.grid = QGridLayout()
        self.grid.setSpacing(GRID_GAP)
        column.addLayout(self.grid)
        self.cards = [self._card(game_id) for game_id in games.game_ids()]
        self.columns = 0
        self._reflow()
        column.addStretch(1)
        self.outer.addStretch(1)
        self.outer.addWidget(self.content, 12)  # as wide as its maximum, between margins
        self.outer.addStretch(1)
        if self.pictures_wanted:
            self.paint_pictures()

    def focus_first(self) -> None:
        """The keyboard's focus on the way back to the table left, else on the first game's
        Play (after Ctrl+G it sat on the scroll area, where nothing showed it)."""
        from PySide6.QtCore import Qt

        self.scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # never a stop for Tab either
        first = self.buttons.get(games.game_ids()[0])
        target = self.back if self._back_text is not None else first
        if target is not None:
            target.setFocus(Qt.FocusReason.OtherFocusReason)

    def offer_back(self, text: str | None) -> None:
        """Show the way back to the table, named by `text` (None: there is none)."""
        self._back_text = text
        self.back.setText(text or "")
        self.back.setVisible(text is not None)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._reflow()

    def _reflow(self) -> None:
        """As many columns of cards (up to three) as the window's width holds, so every game
        shows without scrolling at 1024x700; the cards then share the width evenly."""
        room = max(1, (self.width() - 60 + GRID_GAP) // (CARD_WIDTH + GRID_GAP))
        columns = min(3, room, len(self.cards))
        if columns == self.columns:
            return
        self.columns = columns
        for card in self.cards:
            self.grid.removeWidget(card)
        for i, card in enumerate(self.cards):
            self.grid.addWidget(card, i // columns, i % columns)
        for column in range(3):
            self.grid.setColumnStretch(column, 1 if column < columns else 0)
        self.content.setMaximumWidth(columns * (2 * CARD_WIDTH) + (columns - 1) * GRID_GAP)

    def _card(self, game_id: str) -> QFrame:
        spec = games.get(game_id)
        lang = i18n.language()
        title, chinese_title = spec.titles.pick(lang), spec.titles.zh
        card = QFrame()
        card.setObjectName("card")
        card.setMinimumWidth(CARD_WIDTH)
        col = QVBoxLayout(card)
        col.setContentsMargins(18, 12, 18, 12)
        picture = QLabel()
        # One size for every card's picture, so the names and buttons line up across a row.
        picture.setFixedSize(max(map(_picture_width, games.game_ids())), PICTURE_HEIGHT)
        self.pictures[game_id] = picture
        col.addLayout(_centred(picture))
        col.addSpacing(4)
        chinese = (
            ""
            if lang.startswith("zh")
            else f"<br><span style='font-size:14pt'>{chinese_title}</span>"
        )
        # bold, not 600: a Chinese font with no bold face is made bold only from 700 on (the
        # Chinese names read as plain text beside the English ones)
        name = QLabel(f"<span style='font-size:16pt; font-weight:bold'>{title}</span>" + chinese)
        name.setWordWrap(True)  # a long name wraps rather than being cut off
        col.addWidget(name)
        blurb = QLabel(spec.blurb.pick(lang))
        blurb.setWordWrap(True)
        col.addWidget(blurb)
        col.addStretch(1)  # cards in a row share a height: the buttons line up
        play = QPushButton(tr("Play {game}").format(game=title))
        play.setAutoDefault(True)  # Enter presses it too (outside a dialog only Space did)
        play.clicked.connect(lambda _=False, g=game_id: self.on_play(g))
        col.addLayout(_centred(play))
        self.buttons[game_id] = play
        return card

    def _style_felt(self) -> None:
        """The page's stylesheet, its felt in the table's colour (Settings)."""
        light, dark = felt_shades(self.look().felt)
        self.setStyleSheet(
            "#chooser { background: qradialgradient(cx:0.5, cy:0.4, radius:0.9, "
            f"stop:0 {light}, stop:1 {dark}); border: none; }}"
            "#chooser QLabel { color: #f3efe0; }"
            "#chooser #title { font-size: 24pt; font-weight: bold; }"
            "#card { background: rgba(0, 0, 0, 70); border: 1px solid rgba(255,255,255,60);"
            " border-radius: 14px; }"
            "#card QPushButton { font-size: 13pt; padding: 8px 24px; }"
            "#back { font-size: 13pt; padding: 8px 24px; }"
            "#chooser QScrollArea, #chooser #qt_scrollarea_viewport, #chooser #inner"
            " { background: transparent; border: none; }"
        )

    def restyle(self) -> None:
        """After Settings: the felt's colour, and the pictures in the chosen tile style and
        card colours (they kept the defaults whatever was chosen)."""
        self._style_felt()
        if self.pictures_wanted:
            self.paint_pictures()

    def picture_steps(self) -> list:
        """paint_pictures in three idle steps of 8-20 ms rather than one of 40: PySide's Qt
        namespace (about 20 ms of Python enums), then the art modules, then the painting."""

        def qt_namespace():
            from PySide6.QtCore import Qt  # noqa: F401

        def art_modules():
            from ..table import card_art, tile_art  # noqa: F401

        return [qt_namespace, art_modules, self.paint_pictures]

    def paint_pictures(self) -> None:
        """Paint a few of each game's own pieces into its card (and again after a language
        change rebuilds the cards)."""
        self.pictures_wanted = True
        look = self.look()
        for game_id, label in self.pictures.items():
            label.setPixmap(self._picture(game_id, label.devicePixelRatioF(), look))

    @staticmethod
    def _picture(game_id: str, ratio: float, look: Look):
        """Painted once per game, screen ratio and look, and kept in Qt's pixmap cache: a
        language change, or another window, shows the same pieces."""
        from PySide6.QtGui import QPixmapCache

        key = f"gupai-chooser-{game_id}-{ratio:g}-{look.tiles}-{look.four_colour}"
        pix = QPixmapCache.find(key)
        if pix is None or pix.isNull():
            pix = ChooserPage._paint_picture(game_id, ratio, look)
            QPixmapCache.insert(key, pix)
        return pix

    @staticmethod
    def _paint_picture(game_id: str, ratio: float, look: Look):
        from PySide6.QtCore import QRectF, Qt
        from PySide6.QtGui import QPainter, QPixmap

        from ..engine.cards import parse_card
        from ..engine.dominoes import parse_tile
        from ..table.card_art import paint_card
        from ..table.tile_art import paint_tile

        width, gap, _ = _picture_layout(game_id)
        pix = QPixmap(int(_picture_width(game_id) * ratio), int(PICTURE_HEIGHT * ratio))
        pix.setDevicePixelRatio(ratio)
        pix.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pix)
        tokens, tiles = _emblem(game_id)
        for i, token in enumerate(tokens):
            if tiles:
                tile = parse_tile(token)
                paint_tile(
                    painter,
                    QRectF(i * (width + gap), 0, width, width * 2),
                    tile.hi,
                    tile.lo,
                    style=look.tiles,
                )
            else:
                card = parse_card(token)
                paint_card(
                    painter,
                    QRectF(i * (width + gap), 3, width, width * 1.4),
                    card.rank,
                    card.suit,
                    four_colour=look.four_colour,
                )
        painter.end()
        return pix
