"""Where to open or save a file: Qt's file dialog, every word of it in the UI's language.

Its labels and a folder's type come from Qt's catalogues (base/i18n.py), but Qt writes a file's
size and date in the system's locale ("3 bytes", "11/26/26 7:49 PM" on an English system while
the app speaks Chinese): a proxy writes those two columns in the UI's (the default QLocale;
a size under 1 KB in the app's words, as the locale data of zh_TW says "3 byte"), in a column
wide enough for the whole date, in a dialog wide enough for the columns.
Both take the arguments of QFileDialog's static functions and answer as they do."""

from __future__ import annotations

import re

from PySide6.QtCore import (
    QDateTime,
    QIdentityProxyModel,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QFileSystemModel,
    QListView,
    QSplitter,
    QHeaderView,
    QTreeView,
    QWidget,
)

from ..base.i18n import tr
from .common import fit_in_parent

NAME_COLUMN, SIZE_COLUMN, TYPE_COLUMN, DATE_COLUMN = 0, 1, 2, 3


class _InLanguage(QIdentityProxyModel):
    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = 0) -> object:
        if role == Qt.ItemDataRole.DisplayRole and index.column() in (SIZE_COLUMN, DATE_COLUMN):
            files = self.sourceModel()
            if isinstance(files, QFileSystemModel):
                info = files.fileInfo(self.mapToSource(index))
                if index.column() == DATE_COLUMN:
                    return QLocale().toString(info.lastModified(), QLocale.FormatType.ShortFormat)
                return "" if info.isDir() else _size(info.size())
        return super().data(index, role)


def _size(size: int) -> str:
    """ "3 bytes", "5.2 kB", "1.4 MB": the units people read (Qt's own are "KiB" and "MiB")."""
    if size < 1024:
        return tr("%n byte(s)", None, size)
    traditional = QLocale.DataSizeFormat.DataSizeTraditionalFormat
    return QLocale().formattedDataSize(size, 1, traditional)


def _widen(dialog: QFileDialog, details: QTreeView, date: str) -> None:
    """The places on the left ("Computer", the home folder) are read whole; the name takes the
    room the others leave; a size, a type as long as "Plain text document" and the longest date
    are read whole (the size was cut to "1.4 M...")."""
    places, split = dialog.findChild(QListView, "sidebar"), dialog.findChild(QSplitter)
    if places is not None and split is not None:
        rows = places.model()
        names = [rows.index(row, 0).data() or "" for row in range(rows.rowCount())]
        wide = max((places.fontMetrics().horizontalAdvance(n) for n in names), default=0) + 48
        split.setSizes([wide, max(1, sum(split.sizes()) - wide)])
    header, metrics = details.header(), details.fontMetrics()
    header.setSectionResizeMode(NAME_COLUMN, QHeaderView.ResizeMode.Stretch)
    sizes = (_size(1023), _size(1023 * 1024), _size(999 * 1024 * 1024))  # "1023 bytes" is long
    header.resizeSection(SIZE_COLUMN, max(metrics.horizontalAdvance(t) for t in sizes) + 24)
    header.resizeSection(TYPE_COLUMN, metrics.horizontalAdvance("Plain text document") + 16)
    header.resizeSection(DATE_COLUMN, metrics.horizontalAdvance(date) + 24)


def _ask(
    parent: QWidget | None, caption: str, directory: str, filters: str, mode: QFileDialog.FileMode
) -> tuple[str, str]:
    dialog = QFileDialog(parent, caption, directory, filters)
    dialog.setFileMode(mode)
    if mode == QFileDialog.FileMode.AnyFile:
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        # A name typed without one gets the filter's suffix: "my-hands" was saved as such,
        # and neither the records browser nor an image viewer took it for theirs.
        suffix = re.search(r"\*\.(\w+)", filters)
        if suffix:
            dialog.setDefaultSuffix(suffix.group(1))
    dialog.setProxyModel(_InLanguage(dialog))
    fit_in_parent(dialog, 860, 500)
    details = dialog.findChild(QTreeView)
    if details is not None:  # the widget dialog (a native one has none)
        longest = QDateTime.fromString("2026-12-28T23:59:59", Qt.DateFormat.ISODate)
        date = QLocale().toString(longest, QLocale.FormatType.ShortFormat)
        _widen(dialog, details, date)
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted or not dialog.selectedFiles():
            return "", ""
        return dialog.selectedFiles()[0], dialog.selectedNameFilter()
    finally:
        dialog.deleteLater()


def open_file_name(
    parent: QWidget | None, caption: str, directory: str, filters: str
) -> tuple[str, str]:
    """An existing file to read: (path, the filter chosen), or ("", "") when cancelled."""
    return _ask(parent, caption, directory, filters, QFileDialog.FileMode.ExistingFile)


def save_file_name(
    parent: QWidget | None, caption: str, directory: str, filters: str
) -> tuple[str, str]:
    """A file to write, replacing one only when the user confirms: (path, the filter chosen),
    or ("", "") when cancelled."""
    return _ask(parent, caption, directory, filters, QFileDialog.FileMode.AnyFile)
