"""Pieces every dialog shares, so buttons read the same (and translate) everywhere."""
from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox

from ..base.i18n import tr


def ok_cancel(dialog: QDialog, ok_text: str) -> QDialogButtonBox:
    """An OK/Cancel pair with translated labels, wired to accept/reject."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok |
                               QDialogButtonBox.StandardButton.Cancel)
    buttons.button(QDialogButtonBox.StandardButton.Ok).setText(ok_text)
    buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(tr("Cancel"))
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons


def combo(items: dict, current) -> QComboBox:
    """A combo box of {value: label}, showing `current`."""
    box = QComboBox()
    for key, label in items.items():
        box.addItem(label, key)
    box.setCurrentIndex(max(0, box.findData(current)))
    return box
