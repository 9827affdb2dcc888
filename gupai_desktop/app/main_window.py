"""The main window: the game chooser, the table page, menus with shortcuts, and the dialogs."""

from __future__ import annotations


from PySide6.QtCore import QCoreApplication, QEvent, QTimer
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QLabel, QMainWindow, QStackedWidget, QWidget

from ..engine import games
from ..base import i18n
from .bus import Bus
from . import leaving, resuming
from .chooser import ChooserPage
from .records_menu import RecordsMenu
from .table_moves import TableMoves
from .idle import IdleQueue, Preloader
from .review import Reviewer
from ..base import words
from ..base.i18n import tr
from ..base.settings import ANIMATION_SPEEDS
from ..table.look import LOOK_SETTINGS, look_of
from .workers import AiRunner

GEOMETRY_KEPT_AFTER_MS = 1000  # of stillness after the window was resized or moved


def page_class(game_id: str):
    """A game's page, as its GameSpec names it. Pages, dialogs and records are imported when
    first used, not at start-up (the Pai Gow AI pulls in numpy, which alone doubled the time to
    the first paint: bench/ui_startup.py)."""
    return games.load(games.get(game_id).page)


DEFAULT_SIZE = (1280, 860)
MINIMUM_SIZE = (900, 620)
FRAME = (16, 48)  # what a window manager adds around the window: borders, a title bar


def default_size(room) -> tuple[int, int]:
    """A first window's size: the default, within the screen's free area and its frame (a new
    user's 1024 x 700 screen cut off the start page's right column and the window's bottom),
    never under the window's minimum."""
    return (
        max(MINIMUM_SIZE[0], min(DEFAULT_SIZE[0], room.width() - FRAME[0])),
        max(MINIMUM_SIZE[1], min(DEFAULT_SIZE[1], room.height() - FRAME[1])),
    )


_frozen = False


def _freeze_start_up_objects() -> None:
    """Move everything loaded so far (modules, tables, Qt wrappers) out of the garbage
    collector's reach: the AI allocates heavily in its thread, and every full collection would
    otherwise walk all of it with the GIL held, stalling the table for 30-60 ms
    (bench/ui_event_loop.py, bench/ui_turns.py). No collection first: that alone would be a
    stall of its own, for a few kB of start-up garbage. Once per process (tests build many
    windows), told by a flag: gc.get_freeze_count() counts the frozen objects one by one."""
    global _frozen
    if not _frozen:
        import gc

        gc.freeze()
        _frozen = True


class MainWindow(RecordsMenu, QMainWindow):
    def __init__(self, settings, store):
        super().__init__()
        self.settings, self.store = settings, store
        self.bus = Bus(self)
        self.runner = AiRunner(self)
        self.thinking = QLabel()
        self.statusBar().addPermanentWidget(self.thinking)
        self.reviewer = Reviewer(self.bus, store, self, self.runner)
        self.runner.busy_changed.connect(self.bus.ai_thinking)
        self.bus.ai_thinking.connect(self._show_thinking)
        self.bus.status.connect(self.statusBar().showMessage)
        self.statusBar().messageChanged.connect(self._status_changed)
        self.bus.table_buttons.connect(self._follow_table)
        self._animator = None
        self.idle = IdleQueue(self)
        self.preloader: Preloader | None = None
        self.stack = QStackedWidget(self)
        self.chooser = ChooserPage(
            self.play, self.stack, on_back=self.back_to_hand, look=self._chooser_look
        )
        self.stack.addWidget(self.chooser)
        self.stack.currentChanged.connect(lambda _: self._page_changed())
        self.pages: dict[str, QWidget] = {}
        self.page = None
        self.kept: dict | None = None  # the autosaved hand the user kept for later at start-up
        self.setCentralWidget(self.stack)
        self.setMinimumSize(*MINIMUM_SIZE)
        self.actions_: dict[str, QAction] = {}
        self._build_menus()
        self._follow_table()
        self.retranslate()
        self._queue_start_up_work()
        geometry = settings.geometry()
        if geometry is None or not self.restoreGeometry(geometry):
            self.resize(*default_size(self.screen().availableGeometry().size()))
        # The size and place are kept once they stop changing, not only at a normal close: an
        # app that was killed, or crashed, opened next time at its default size.
        self._geometry_keeper = QTimer(self, singleShot=True, interval=GEOMETRY_KEPT_AFTER_MS)
        self._geometry_keeper.timeout.connect(self._keep_geometry)

    @property
    def animator(self):
        """Made when a table first needs it: the animation module is not needed to show the
        start page."""
        if self._animator is None:
            from ..table.animation import Animator

            self._animator = Animator(
                ANIMATION_SPEEDS[self.settings.get("ui/animation_speed")], self
            )
        return self._animator

    # -- work after the first paint ------------------------------------------------------
    def after_first_paint(self, step) -> None:
        """Queue work that need not hold back the window's first appearance (idle.py)."""
        self.idle.add(step)

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        self.idle.start()

    def _queue_start_up_work(self) -> None:
        """The start page's pictures first (they are on screen), then the statistics and the
        modules each game's first "Play" needs, the last played game first."""
        for step in self.chooser.picture_steps():
            self.idle.add(step)
        self.idle.add(self._queue_preload)

    def _queue_preload(self) -> None:
        """Queued behind whatever `main` adds at start (the resume check)."""
        self.idle.add(self.store.warm_up)
        self.idle.add(lambda: self.animator and None)
        last = self.settings.get("game/last_game")
        order = sorted(games.game_ids(), key=lambda game_id: game_id != last)
        from ..records.format import prepare_for_writing  # our module: imported here, not there

        self.preloader = Preloader(order, background=(prepare_for_writing,))
        for step in self.preloader.steps():
            self.idle.add(step)
        self.idle.add(_freeze_start_up_objects)

    # -- menus -------------------------------------------------------------------------
    def _action(self, key: str, slot, shortcut=None) -> QAction:
        action = QAction(self)
        if shortcut is not None:
            # Set as the Qt property: setShortcut()'s overload check would build PySide's Qt
            # namespace (about 20 ms of Python enums) before the window could first appear.
            # The context stays Qt's default, window-wide.
            action.setProperty("shortcut", QKeySequence(shortcut))
        action.triggered.connect(slot)
        self.actions_[key] = action
        return action

    def _build_menus(self) -> None:
        a = self._action
        # Plain key strings: Qt maps Ctrl to Cmd on macOS, and looking up the StandardKey enum
        # would cost the start-up a large lazily built Python enum.
        a("new", self.new_game, "Ctrl+N")
        a("choose", self.show_chooser, "Ctrl+G")
        a("hint", lambda: self._page_call("hint"), "H")
        a("use_hint", lambda: self._page_call("use_hint"), "Shift+H")
        # Shift+H while Use hint is greyed (no hint yet): the page asks for the hint and uses it
        # once it comes (_sync_actions).
        self.no_hint_key = QShortcut(self)
        self.no_hint_key.setProperty("key", QKeySequence("Shift+H"))  # (as _action says)
        self.no_hint_key.activated.connect(lambda: self._page_call("hint_then_use"))
        a("undo", lambda: self._page_call("undo"), "Ctrl+Z")
        a("confirm", lambda: self._page_call("confirm"), "Ctrl+Return")
        a("next", lambda: self._page_call("next_hand"), "N")
        a("review", lambda: self._page_call("review"), "Ctrl+Shift+R")
        a("export", self.export_record, "Ctrl+E")
        a("import", self.import_record, "Ctrl+I")
        a("replay", self.replay, "Ctrl+R")
        a("stats", self.statistics, "Ctrl+T")
        a("settings", self.open_settings, "Ctrl+,")
        a("quit", self.close, "Ctrl+Q")
        a("rules", self.rules, "F1")
        a("about", self.about)
        bar = self.menuBar()
        self.menus = {k: bar.addMenu("") for k in ("game", "records", "help")}
        for key in (
            "new",
            "choose",
            None,
            "hint",
            "use_hint",
            "undo",
            "confirm",
            "next",
            "review",
            None,
            "stats",
            "settings",
            None,
            "quit",
        ):
            self.menus["game"].addSeparator() if key is None else self.menus["game"].addAction(
                self.actions_[key]
            )
        self.table_moves = TableMoves(self.menus["game"], self.actions_["next"])
        for key in ("export", "import", "replay"):
            self.menus["records"].addAction(self.actions_[key])
        for key in ("rules", "about"):
            self.menus["help"].addAction(self.actions_[key])

    def _status_changed(self, text: str) -> None:
        """The hand's line comes back when a passing message goes (a menu item's tip, "Exported
        to ..."): it had stayed blank until the next move (found by new users)."""
        stack = getattr(self, "stack", None)
        page = stack.currentWidget() if stack is not None else None
        if text or not hasattr(page, "status_text"):
            return
        if page.model.state is not None and page.model.session is not None:
            self.statusBar().showMessage(page.status_text())

    def _page_changed(self) -> None:
        """Another page in front: its title, and its status line or none (the last game's
        stayed)."""
        self.update_title()
        self.statusBar().clearMessage()
        page = self.stack.currentWidget()
        if hasattr(page, "update_buttons"):
            page.update_buttons()
        self._follow_table()

    def _follow_table(self) -> None:
        """The Game menu's moves as the table's buttons stand: greyed out where the button is,
        where they were always lit and did nothing; a game without arrangements to undo (the
        turn games) has no Undo, and the start page none of them (its menu offered "Undo
        arrangement" and "Confirm setting", found by a new user)."""
        page = self.stack.currentWidget()
        at_table = self.page is not None and page is self.page
        for key, name in (
            ("hint", "hint_button"),
            ("use_hint", "use_hint_button"),
            ("undo", "undo_button"),
            ("confirm", "confirm_button"),
            ("next", "next_button"),
        ):
            button = getattr(page, name, None) if at_table else None
            self.actions_[key].setEnabled(button is not None and button.isEnabled())
            self.actions_[key].setVisible(at_table)  # the start page's menu: no table's moves
        self.no_hint_key.setEnabled(at_table and not self.actions_["use_hint"].isEnabled())
        undo = getattr(page, "undo_button", None) if at_table else None
        self.actions_["undo"].setVisible(at_table and (undo is None or not undo.isHidden()))
        self.actions_["review"].setVisible(at_table)
        self.table_moves.show_page(page if at_table else None)
        # Named as the table's button is where it is not a setting ("Lay tile", "Discard")
        self.actions_["confirm"].setText(
            page.confirm_action_text() if at_table else tr("Con&firm setting")
        )
        # Lit once the table has a finished hand: before, it only said there was none.
        reviews = getattr(page, "reviews", None) if at_table else None
        self.actions_["review"].setEnabled(reviews is not None and reviews.has_hand())
        self.actions_["use_hint"].setText(  # "Play hint" in a turn game, as its button says
            page.use_hint_button.text() if at_table else tr("Us&e hint")
        )

    def update_title(self) -> None:
        """The app and, at a table, the game being played (not the last game's words)."""
        page = self.stack.currentWidget()
        game_id = getattr(page, "game_id", None)
        if game_id in games.game_ids():
            title = words.game_title(game_id)
            self.setWindowTitle(tr("{game} - Gupai").format(game=title))
        else:
            self.setWindowTitle(tr("Gupai: Chinese domino and card games"))

    def changeEvent(self, event) -> None:
        """New translators were installed (Qt's LanguageChange): every word again, at once."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.update_title()
        self.statusBar().clearMessage()  # the page in front, if any, words it anew
        self._show_thinking(bool(self.thinking.text()))
        self.menus["game"].setTitle(tr("&Game"))
        self.menus["records"].setTitle(tr("&Records"))
        self.menus["help"].setTitle(tr("&Help"))
        names = {
            "new": tr("&New game..."),
            "choose": tr("&Choose game"),
            "hint": tr("&Hint"),
            "use_hint": tr("Us&e hint"),
            "undo": tr("&Undo arrangement"),
            "confirm": tr("Con&firm setting"),
            "next": tr("Ne&xt hand"),
            "review": tr("Re&view last hand"),
            "export": tr("&Export record..."),
            "import": tr("&Import record..."),
            "replay": tr("&Replay..."),
            "stats": tr("&Statistics"),
            "settings": tr("Se&ttings..."),
            "quit": tr("&Quit"),
            "rules": tr("&Rules"),
            "about": tr("&About"),
        }
        for key, label in names.items():
            self.actions_[key].setText(label)
        self.chooser.retranslate()
        self.chooser.offer_back(leaving.back_text(self.page))
        for page in self.pages.values():
            page.retranslate()

    # -- pages ----------------------------------------------------------------------------
    def _page_for(self, game_id: str):
        if game_id not in self.pages:
            page = page_class(game_id)(
                self.settings, self.store, self.runner, self.animator, self.bus, self
            )
            self.pages[game_id] = page
            self.stack.addWidget(page)
        return self.pages[game_id]

    def _page_call(self, name: str) -> None:
        if self.page is not None and self.stack.currentWidget() is self.page:
            getattr(self.page, name)()

    def show_chooser(self) -> None:
        self.chooser.offer_back(leaving.back_text(self.page))
        self.stack.setCurrentWidget(self.chooser)
        self.chooser.focus_first()

    def back_to_hand(self) -> None:
        if leaving.at_table(self.page):
            self.stack.setCurrentWidget(self.page)

    def play(self, game_id: str) -> None:
        if not leaving.may_replace(self, self.page, game_id):
            return
        if not resuming.kept_hand_allows_a_new_one(self):
            return
        page = self._page_for(game_id)
        if page.start_new():
            self.page = page
            self.stack.setCurrentWidget(page)

    def new_game(self) -> None:
        game_id = self.page.game_id if self.page else self.settings.get("game/last_game")
        self.play(game_id if game_id in games.game_ids() else games.game_ids()[0])

    def offer_resume(self) -> bool:
        """After a crash or a kill, offer to resume the hand that was in progress."""
        return resuming.offer(self)

    # -- other dialogs ---------------------------------------------------------------------
    def statistics(self) -> None:
        from ..dialogs.statistics import StatisticsDialog

        self._run_modal(StatisticsDialog(self.store.stats, self, self._game_in_mind()))

    def open_settings(self) -> None:
        from ..dialogs.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self)
        if self._run_modal(dialog) != SettingsDialog.DialogCode.Accepted:
            return
        self.apply_settings(dialog.apply())

    @staticmethod
    def _run_modal(dialog) -> int:
        """dialogs.common.run_modal, loaded when first asked: not at start-up."""
        from ..dialogs.common import run_modal

        return run_modal(dialog)

    def _chooser_look(self):
        return look_of(self.settings)

    def apply_settings(self, changed: list[str]) -> None:
        self.animator.speed = ANIMATION_SPEEDS[self.settings.get("ui/animation_speed")]
        if LOOK_SETTINGS & set(changed):
            self.chooser.restyle()
        if "ui/language" in changed:
            i18n.set_language(self.settings.get("ui/language"))
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)  # changeEvent
        self.bus.settings_changed.emit(changed)
        if "ui/language" in changed:
            self.check_chinese_font()

    def check_chinese_font(self) -> None:
        """Without a Chinese font: offer English to a Chinese window, tell an English one."""
        from . import chinese_font

        if not chinese_font.missing(i18n.language()):
            return
        if i18n.language() == "en":
            self.statusBar().showMessage(chinese_font.english_note(), 30000)
        elif chinese_font.ask_to_switch_to_english(self):
            self.settings.set("ui/language", "en")
            self.apply_settings(["ui/language"])

    def _show_thinking(self, busy: bool) -> None:
        self.thinking.setText(tr("AI thinking...") if busy else "")

    def rules(self) -> None:
        from ..dialogs.rules_help import RulesDialog

        game_id = self._game_in_mind() or games.game_ids()[0]
        # Any game's, from a list at the top, opened on the table's game or the last played
        self._run_modal(RulesDialog(games.get(game_id), self))

    def _game_in_mind(self) -> str | None:
        """The game a window about games opens on: the hand's (left in progress, or in
        front), else the one last played (not always the first one listed), else none."""
        if self.page is not None:
            return self.page.game_id
        last = self.settings.get("game/last_game")
        return last if last in games.game_ids() else None

    def about(self) -> None:
        from ..dialogs.about import AboutDialog

        self._run_modal(AboutDialog(self, self.store.data_dir, self.settings.path.parent))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.isVisible():
            self._geometry_keeper.start()

    def moveEvent(self, event) -> None:
        super().moveEvent(event)
        if self.isVisible():
            self._geometry_keeper.start()

    def _keep_geometry(self) -> None:
        self.settings.set_geometry(self.saveGeometry())
        self.settings.sync()

    def closeEvent(self, event) -> None:
        self._geometry_keeper.stop()
        self._keep_geometry()
        for page in self.pages.values():
            page.shutdown()
        self.runner.shutdown(2000)
        self.reviewer.shutdown()
        if self.preloader is not None:
            self.preloader.join()
        super().closeEvent(event)
