"""In-app rules help: the HTML page of a game in the current language, followed by a table of
its rule options (what each means, its choices and default, the presets) built from the game's
option schema, so the help never lists an option the New Game dialog lacks."""

from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout

from ..base.i18n import language, tr
from ..paths import resource
from .common import fit_in_parent


def rules_html(page: str) -> str:
    for code in (language(), "en"):
        path = resource("rules", f"{page}.{code}.html")
        if path.exists():
            return path.read_text(encoding="utf-8")
    return "<p>" + tr("No rules page was found.") + "</p>"


def options_html(spec) -> str:
    """The options section: one row per option (choices, default, help), then the presets."""
    schema, lang = spec.options, language()
    rows = []
    for option in schema:
        kind = schema.kind(option.key)
        if kind == "choice":
            values = "<br>".join("• " + escape(c.title.pick(lang)) for c in option.choices)
        elif kind == "bool":
            values = escape(tr("on or off"))
        else:
            values = escape(
                tr("{low} to {high}").format(
                    low=schema.token(option.key, option.minimum),
                    high=schema.token(option.key, option.maximum),
                )
            )
        default = schema.value_title(option.key, schema.default(option.key), lang)
        about = escape(option.help.pick(lang)) if option.help else ""
        if not option.shown:
            about = " ".join(filter(None, [about, escape(tr("(command line and records only)"))]))
        rows.append(
            f"<tr><td><b>{escape(option.label.pick(lang))}</b><br><code>{option.key}"
            f"</code></td><td>{values}</td><td>{escape(default)}</td><td>{about}</td></tr>"
        )
    intro = tr("Chosen in New Game; on the command line as gupai simulate GAME --rule KEY=VALUE.")
    columns = "".join(
        f"<th>{escape(c)}</th>"
        for c in (tr("Option"), tr("Choices"), tr("Default"), tr("What it means"))
    )
    heading = tr("Rule options")
    head = (
        f"<h2>{escape(heading)}</h2><p>{escape(intro)}</p>"
        f"<table width='100%' border='1' cellspacing='0' cellpadding='4'><tr>{columns}</tr>"
    )
    presets = "".join(
        f"<li><b>{escape(p.title.pick(lang))}</b> (<code>--preset {p.name}</code>): "
        + escape(
            "; ".join(
                f"{schema.option(k).label.pick(lang)}: {schema.value_title(k, v, lang)}"
                for k, v in p.values.items()
            )
        )
        + "</li>"
        for p in schema.presets
    )
    presets_heading = tr("Presets")
    tail = f"<h3>{escape(presets_heading)}</h3><ul>{presets}</ul>" if presets else ""
    return head + "".join(rows) + "</table>" + tail


class RulesDialog(QDialog):
    def __init__(self, spec, parent=None):
        super().__init__(parent)
        self.setWindowTitle(tr("Rules: {game}").format(game=spec.titles.pick(language())))
        fit_in_parent(self, 760, 720)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(False)
        page, options = rules_html(spec.id), options_html(spec)
        self.browser.setHtml(
            page.replace("</body>", options + "</body>") if "</body>" in page else page + options
        )
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(tr("Close"))
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
