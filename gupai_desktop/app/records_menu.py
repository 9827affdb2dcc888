"""The Records menu of the main window: the records browser (replay or export a session of this
profile), export of the current record, and import from a file.

A mixin of MainWindow, which gives it `store`, `settings` and `statusBar()`.
"""

from __future__ import annotations

from pathlib import Path

from ..base.i18n import tr
from ..games.replay_views import replay_view
from ..records import reviews


class RecordsMenu:
    def _current_record(self) -> Path | None:
        path = self.store.record_path
        if path is not None and path.exists():
            return path
        files = self.store.record_files()
        return files[0] if files else None

    def browse_records(self):
        """The records browser, its answers given by this window (replay, export, import)."""
        from ..dialogs.common import show_in_front
        from ..dialogs.records_browser import RecordsBrowser

        browser = RecordsBrowser(self.store.record_files(), _Answers(self), self)
        show_in_front(browser, self._keys_home())
        return browser

    def _keys_home(self):
        """Where the keys go back to once a records window closes: the table in front, or the
        start page (Ctrl+G did nothing after the browser closed, under no window manager: a
        new user)."""
        page = self.stack.currentWidget()
        return page.view if page is not None and page is self.page else page

    def replay(self) -> None:
        self.browse_records()

    def replay_file(self, path, whole_hands: bool = False) -> bool:
        """Open a record file in the replay viewer (False, with a warning, if it is damaged);
        `whole_hands`: the hands before a last line cut off by an interrupted write."""
        from PySide6.QtWidgets import QMessageBox

        from ..records import io
        from ..records.format import RecordError

        try:
            records = io.read(path, whole_hands=whole_hands)
        except (RecordError, OSError) as exc:
            QMessageBox.warning(
                self,
                tr("Replay"),
                _refusal(Path(path).name, exc, tr("This record cannot be replayed.")),
            )
            return False
        self.open_replay(records, Path(path).name, str(path))
        return True

    def export_record(self, source: Path | None = None) -> None:
        import shutil

        from PySide6.QtWidgets import QMessageBox

        from ..dialogs import file_dialogs

        source = source or self._current_record()
        if source is None:
            QMessageBox.information(
                self,
                tr("Export record"),
                tr("No hand has been finished yet, so there is nothing to export."),
            )
            return
        target, _ = file_dialogs.save_file_name(
            self,
            _export_caption(source),
            str(self._records_folder() / source.name),
            tr("Game records (*.jsonl)"),
        )
        if not target:
            return

        with_reviews, beside = reviews.path_for(source).exists(), reviews.path_for(Path(target))
        # reviews beside the target belong to the record this export replaces: kept, a later
        # import would bring them back beside hands they do not describe
        stale = not with_reviews and beside.exists()
        try:
            shutil.copyfile(source, target)
        except OSError as exc:
            QMessageBox.warning(
                self,
                tr("Export record"),
                tr("The record could not be written to {path}: {why}").format(
                    path=target, why=exc.strerror or exc
                ),
            )
            return
        self.settings.set("records/folder", str(Path(target).parent))
        try:
            if with_reviews:  # the hands' reviews travel with them
                shutil.copyfile(reviews.path_for(source), beside)
            elif stale:
                beside.unlink()
        except OSError as exc:
            QMessageBox.warning(
                self,
                tr("Export record"),
                tr(
                    "The record was exported, but the reviews beside it, {path}, were not: {why}"
                ).format(path=beside, why=exc.strerror or exc),
            )
            return
        # a second file the user did not name is said, not left to be found
        if with_reviews:
            done = tr("Exported to {path}, the hands' reviews beside it in {reviews}").format(
                path=target, reviews=beside.name
            )
        elif stale:
            done = tr(
                "Exported to {path}; reviews left beside it from another record removed"
            ).format(path=target)
        else:
            done = tr("Exported to {path}").format(path=target)
        self.statusBar().showMessage(done, 8000)

    def _records_folder(self) -> Path:
        """Where Export and Import open: the folder records last went to or came from (a new
        user's Import opened in the home folder after an export elsewhere), else home."""
        folder = Path(self.settings.get("records/folder") or Path.home())
        return folder if folder.is_dir() else Path.home()

    def import_record(self, path: str | None = None) -> bool:
        from PySide6.QtWidgets import QMessageBox

        from ..dialogs import file_dialogs
        from ..records.format import RecordError

        if not path:
            path, _ = file_dialogs.open_file_name(
                self,
                tr("Import record"),
                str(self._records_folder()),
                tr("Game records (*.jsonl);;All files (*)"),
            )
            if path:
                self.settings.set("records/folder", str(Path(path).parent))
        if not path:
            return False
        limit = self.settings.get("records/import_limit_mb")
        size = Path(path).stat().st_size if Path(path).is_file() else 0
        if size > limit * 1024 * 1024:
            QMessageBox.warning(
                self,
                tr("Import record"),
                tr(
                    "This file is {size:.0f} MB, more than the {limit} MB that Import takes "
                    "(Settings: Largest record to import). Nothing was changed."
                ).format(size=size / 1024 / 1024, limit=limit),
            )
            return False
        try:
            records = self._read_showing_progress(path, size)
        except _Cancelled:
            self.statusBar().showMessage(tr("Import cancelled; nothing was changed."), 5000)
            return False
        except (RecordError, OSError) as exc:
            QMessageBox.warning(
                self,
                tr("Import record"),
                _refusal(
                    Path(path).name,
                    exc,
                    tr("This file cannot be imported, and nothing was changed."),
                ),
            )
            return False
        from ..records import catalog

        done = catalog.import_into(self.store.records_dir, Path(path), records)
        if done.target is None:  # hands already here: no second copy of them
            self.statusBar().showMessage(
                tr("These hands are already in your records ({name}); nothing was copied.").format(
                    name=", ".join(done.held_in)
                ),
                8000,
            )
            self.open_replay(records, Path(path).name, path)
            return True
        said = tr("Imported %n hand(s)", None, done.copied)
        if done.left_out:
            said = tr("{imported} {left_out}").format(
                imported=said,
                left_out=tr("(%n already in your records, left out)", None, done.left_out),
            )
        self.statusBar().showMessage(said, 8000)
        self.open_replay(records, Path(path).name, path)
        return True

    def _read_showing_progress(self, path: str, size: int) -> list[dict]:
        """io.read, with a progress bar of the hands checked for a file that takes a moment
        (raises _Cancelled if the user cancels it)."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QApplication, QProgressDialog

        from ..records import io

        if size < PROGRESS_FROM_BYTES:
            return io.read(path)
        dialog = QProgressDialog(
            tr("Reading the record: {n} hands checked").format(n=0), tr("Cancel"), 0, 1000, self
        )
        dialog.setWindowTitle(tr("Import record"))
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setMinimumDuration(400)
        dialog.setAutoClose(False)

        def told(hands: int, characters: int, total: int) -> None:
            dialog.setValue(min(999, int(1000 * characters / max(1, total))))
            dialog.setLabelText(tr("Reading the record: {n} hands checked").format(n=hands))
            QApplication.processEvents()
            if dialog.wasCanceled():
                raise _Cancelled

        try:
            return io.read(path, progress=told)
        finally:
            dialog.close()
            dialog.deleteLater()

    def open_replay(self, records: list[dict], title: str, path: str | None = None):
        from ..dialogs.common import show_in_front
        from ..dialogs.replay import ReplayDialog
        from ..table.look import look_of

        dialog = ReplayDialog(
            records,
            title,
            replay_view,
            look_of(self.settings),
            self,
            reviews=reviews.load(path) if path else {},
        )
        show_in_front(dialog, self._keys_home())
        return dialog


PROGRESS_FROM_BYTES = 2 << 20  # a smaller file reads in well under a second


class _Cancelled(Exception):
    """The user cancelled an import while it was reading."""


class _Answers:
    """What the records browser's buttons do, in the window's terms."""

    def __init__(self, window):
        self.window = window

    def replay(self, path, whole_hands: bool = False) -> bool:
        return self.window.replay_file(path, whole_hands)

    def export(self, path) -> None:
        self.window.export_record(Path(path))

    def import_file(self) -> bool:
        return self.window.import_record()


def _refusal(name: str, exc: Exception, lead: str) -> str:
    """Why a file is refused (`lead`: what is not done), in the UI's words, then the check's
    own (English) detail."""
    line, kind = getattr(exc, "line", None), getattr(exc, "kind", "")
    if kind == "foreign":
        why = tr("{file} is not a record of this app.").format(file=name)
    elif kind == "reviews":  # Export writes it beside the record; Import offers it too
        record = reviews.record_name_for(name)
        why = tr(
            "{file} holds the reviews of the hands in {record}, not the hands: import "
            "{record}, and its reviews come with it."
        ).format(file=name, record=record)
    elif kind == "cut off":
        why = tr("Line {n} of {file} is cut off, as by a write that was interrupted.").format(
            n=line, file=name
        )
    elif line:
        why = tr(
            "Line {n} of {file} is not a hand this app can trust: it was edited, damaged or moved."
        ).format(n=line, file=name)
    else:
        why = tr("{file} cannot be read.").format(file=name)
    return "\n\n".join([lead, why, tr("Details: {error}").format(error=exc)])


def _export_caption(source: Path) -> str:
    """What is exported, named in the file dialog's title: the game, when its last hand was
    played and how many hands (from the start page, Export offered a file without saying)."""
    from ..base import words
    from ..records.catalog import summarize

    found = summarize(source)
    if found.game is None:
        return tr("Export record")
    return tr("Export record: {game}, {when}, {hands}").format(
        game=" + ".join(map(words.game_title, found.games or (found.game,))),
        when=words.played_when(found.last_played),
        hands=tr("%n hand(s)", None, found.hands),
    )
