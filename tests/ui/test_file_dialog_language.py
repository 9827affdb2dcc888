"""The file dialog (Import, Export, a chart's PNG) speaks the UI's language: its labels,
buttons, tooltips, column heads, a folder's type, a file's size and date. Qt's catalogue lacks
"&Look in:", "Files of &type:" and the file types (resources/i18n/qtbase_extra_<code>.ts
supplies them), and Qt writes sizes and dates in the system's locale (dialogs/file_dialogs.py
writes them in the UI's)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel, QTreeView, QWidget

from gupai_desktop.base import i18n
from gupai_desktop.dialogs import file_dialogs

from .helpers import when_modal

LATIN_WORD = re.compile(r"[A-Za-z]{2,}")


def words_of(qtbot, dialog) -> list[str]:
    """What a reader sees besides names of files and folders, filter patterns and a file's
    type (named by the system's MIME database)."""
    texts = [w.text() for w in dialog.findChildren(QLabel) + dialog.findChildren(QAbstractButton)]
    texts += [w.toolTip() for w in dialog.findChildren(QWidget)]
    tree = dialog.findChild(QTreeView)
    model, root = tree.model(), tree.rootIndex()
    qtbot.waitUntil(lambda: model.rowCount(root) == 2)  # the folder is read in a thread
    texts += [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    for row in range(2):
        name = model.index(row, 0, root)
        columns = (1, 2, 3) if name.data() == "kept" else (1, 3)  # size, type, date
        texts += [name.siblingAtColumn(column).data() for column in columns]
    types = dialog.findChild(QComboBox, "fileTypeCombo")
    texts += [re.sub(r"\(\*.*?\)", "", types.itemText(i)) for i in range(types.count())]
    return [text for text in texts if text]


@pytest.mark.parametrize("code", ["zh_CN", "zh_TW"])
def test_the_import_file_dialog_speaks_the_language(qtbot, window, tmp_path, monkeypatch, code):
    folder = tmp_path / "records"  # tmp_path holds the test's profile too
    (folder / "kept").mkdir(parents=True)
    (folder / "hands.jsonl").write_text("{}\n", encoding="utf-8")
    monkeypatch.setenv("HOME", str(folder))  # where Import's dialog opens
    shown: list[str] = []

    def read(dialog):
        try:
            assert dialog.width() <= window.width(), "the dialog fits in the window"
            tree = dialog.findChild(QTreeView)  # a size is read whole ("1.4 M..." was cut)
            for size in (1023, 1023 * 1024):
                shown_size = file_dialogs._size(size)
                wide = tree.fontMetrics().horizontalAdvance(shown_size)
                assert tree.header().sectionSize(1) > wide, shown_size
            shown.extend(words_of(qtbot, dialog))
        finally:
            dialog.reject()

    i18n.set_language(code)
    try:
        when_modal(read)
        assert window.import_record() is False
    finally:
        i18n.set_language("en")
    assert len(shown) > 10
    assert not [text for text in shown if LATIN_WORD.search(text)]
    folder_type, size = {"zh_CN": ("文件夹", "3 字节"), "zh_TW": ("資料夾", "3 位元組")}[code]
    assert folder_type in shown and size in shown
