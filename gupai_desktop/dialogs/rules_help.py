"""In-app rules help: the HTML page of a game in the current language."""
from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout

from ..app.i18n import language, tr
from ..paths import resource


def rules_html(page: str) -> str:
    for code in (language(), "en"):
        path = resource("rules", f"{page}.{code}.html")
        if path.exists():
            return path.read_text(encoding="utf-8")
    return "<p>" + tr("No rules page was found.") + "</p>"


class RulesDialog(QDialog):
    def __init__(self, page: str, title: str, parent=None):
        super().__init__(parent)
        self.setWindowTitle(tr("Rules: {game}").format(game=title))
        self.resize(760, 720)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(False)
        self.browser.setHtml(rules_html(page))
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(tr("Close"))
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
