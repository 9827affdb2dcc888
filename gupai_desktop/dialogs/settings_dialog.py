"""Settings: animation speed, tile style, index corners, table colour, language and the
largest record file Import takes."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QDialog, QFormLayout, QSpinBox, QVBoxLayout

from ..base.i18n import LANGUAGES, tr
from .common import combo, ok_cancel


class SettingsDialog(QDialog):
    def __init__(self, settings, parent=None):
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(tr("Settings"))
        outer = QVBoxLayout(self)
        form = QFormLayout()
        outer.addLayout(form)
        speeds = {
            "instant": tr("Instant"),
            "fast": tr("Fast"),
            "normal": tr("Normal"),
            "slow": tr("Slow"),
        }
        self.speed = combo(speeds, settings.get("ui/animation_speed"))
        styles = {"ivory": tr("Ivory tiles, black pips"), "black": tr("Black tiles, white pips")}
        self.style = combo(styles, settings.get("ui/tile_style"))
        self.index = QCheckBox(tr("Show pip digits and tile names in a corner"))
        self.index.setChecked(settings.get("ui/index_corners"))
        self.four_colour = QCheckBox(tr("Four-colour cards (blue diamonds, green clubs)"))
        self.four_colour.setChecked(settings.get("ui/four_colour"))
        colours = {"green": tr("Green"), "blue": tr("Blue"), "red": tr("Red"), "brown": tr("Brown")}
        self.colour = combo(colours, settings.get("ui/table_colour"))
        self.language = combo(LANGUAGES, settings.get("ui/language"))
        form.addRow(tr("Animation speed:"), self.speed)
        form.addRow(tr("Tile style:"), self.style)
        form.addRow(tr("Index corners:"), self.index)
        form.addRow(tr("Cards:"), self.four_colour)
        form.addRow(tr("Table colour:"), self.colour)
        form.addRow(tr("Language:"), self.language)
        self.import_limit = QSpinBox()
        self.import_limit.setRange(1, 4096)
        self.import_limit.setSuffix(" MB")
        self.import_limit.setValue(settings.get("records/import_limit_mb"))
        self.import_limit.setToolTip(tr("Import refuses record files larger than this"))
        form.addRow(tr("Largest record to import:"), self.import_limit)
        outer.addSpacing(12)  # the buttons stand apart from the last choice
        outer.addWidget(ok_cancel(self, tr("OK")))

    def apply(self) -> list[str]:
        """Store the choices; returns the keys that changed."""
        values = {
            "ui/animation_speed": self.speed.currentData(),
            "ui/tile_style": self.style.currentData(),
            "ui/index_corners": self.index.isChecked(),
            "ui/four_colour": self.four_colour.isChecked(),
            "ui/table_colour": self.colour.currentData(),
            "ui/language": self.language.currentData(),
            "records/import_limit_mb": self.import_limit.value(),
        }
        changed = [k for k, v in values.items() if self.settings.get(k) != v]
        for key in changed:
            self.settings.set(key, values[key])
        self.settings.sync()
        return changed
