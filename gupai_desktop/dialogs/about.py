"""Help → About: the version, the license, what it runs on, and where the user's files are."""

from __future__ import annotations

import platform

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from ..base.i18n import tr
from ..version import version


def about_lines() -> list[str]:
    import PySide6

    return [
        tr("Gupai {version}\nChinese domino and card games against AI opponents.").format(
            version=version()
        ),
        tr("Free software under the MIT license.")
        + "\n"
        + tr("Python {python}, Qt {qt} (PySide6)").format(
            python=platform.python_version(), qt=PySide6.__version__
        ),
    ]


def _folder(path) -> QLabel:
    """A folder on one line that the user can select and copy: Qt's message box wrapped
    ".../gupai-" and "desktop" onto two lines at the hyphen, which read as two folders."""
    label = QLabel(str(path))
    label.setObjectName("folder")
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(False)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


class AboutDialog(QDialog):
    """Qt's about box laid the folders out as wrapped prose; here each is a line of its own
    beside its name, selectable. The box is as wide as its lines, at most the window's width
    unless a folder's path alone is wider."""

    def __init__(self, parent: QWidget, data, config):
        super().__init__(parent)
        self.setWindowTitle(tr("About"))
        layout = QVBoxLayout(self)
        top = QGridLayout()
        pixmap = parent.windowIcon().pixmap(64, 64)  # the app's, as Qt's own about box shows
        if not pixmap.isNull():
            icon = QLabel()
            icon.setPixmap(pixmap)
            top.addWidget(icon, 0, 0, 2, 1, Qt.AlignmentFlag.AlignTop)
        for row, text in enumerate(about_lines()):
            top.addWidget(QLabel(text), row, 1)
        top.setColumnStretch(1, 1)
        top.setHorizontalSpacing(16)
        top.setVerticalSpacing(12)
        layout.addLayout(top)
        where = QGridLayout()
        for row, (name, path) in enumerate(
            ((tr("Your records, autosave and statistics:"), data), (tr("Your settings:"), config))
        ):
            where.addWidget(QLabel(name), row, 0)
            where.addWidget(_folder(path), row, 1)
        layout.addSpacing(8)
        layout.addLayout(where)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.setMaximumWidth(parent.width())
