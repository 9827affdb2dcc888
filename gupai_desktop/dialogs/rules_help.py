"""In-app rules help: the HTML page of a game in the current language, followed by a table of
its rule options (what each means, its choices and default, the presets) built from the game's
option schema, so the help never lists an option the New Game dialog lacks."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QTextBrowser,
    QVBoxLayout,
)

from ..base import words
from ..base.i18n import language, tr
from ..paths import resource
from .common import fit_in_parent


TABLES = "<!-- tables -->"


def rules_html(page: str) -> str:
    for code in (language(), "en"):
        path = resource("rules", f"{page}.{code}.html")
        if path.exists():
            return path.read_text(encoding="utf-8")
    return "<p>" + tr("No rules page was found.") + "</p>"


def page_html(spec) -> str:
    """The game's page, its tables (GameSpec.rules_tables) where it marks them."""
    page = rules_html(spec.id)
    if spec.rules_tables and TABLES in page:
        from ..engine import games

        page = page.replace(TABLES, games.load(spec.rules_tables)(), 1)
    return page


def options_html(spec) -> str:
    """The options section: one row per option (choices, default, help) in the player's words,
    the presets, and last the names the command line and records use for them, apart from the
    prose so that a Chinese page reads Chinese until the command line's own words."""
    schema, lang = spec.options, language()
    rows = []
    for option in schema:
        kind = schema.kind(option.key)
        if kind == "choice":
            values = "<br>".join("• " + escape(c.title.pick(lang)) for c in option.choices)
        elif kind == "bool":
            values = escape(tr("yes or no"))
        else:
            values = escape(
                tr("{low} to {high}").format(  # as the default beside them reads: "0% to 25%"
                    low=schema.value_title(option.key, option.minimum, lang),
                    high=schema.value_title(option.key, option.maximum, lang),
                )
            )
        default = schema.value_title(option.key, schema.default(option.key), lang)
        about = escape(option.help.pick(lang)) if option.help else ""
        if not option.shown:
            about = " ".join(filter(None, [about, escape(tr("(command line and records only)"))]))
        rows.append(
            f"<tr><td><b>{escape(option.label.pick(lang))}</b></td><td>{values}</td>"
            f"<td>{escape(default)}</td><td>{about}</td></tr>"
        )
    columns = "".join(
        f"<th>{escape(c)}</th>"
        for c in (tr("Option"), tr("Choices"), tr("Default"), tr("What it means"))
    )
    heading = tr("Rule options")
    intro = tr(
        "Chosen in New Game, beside the AI players' level (the page above describes the levels)."
    )
    head = (
        f"<h2>{escape(heading)}</h2><p>{escape(intro)}</p>"
        f"<table width='100%' border='1' cellspacing='0' cellpadding='4'><tr>{columns}</tr>"
    )
    presets = "".join(f"<li>{escape(_preset_line(schema, p, lang))}</li>" for p in schema.presets)
    presets_heading = tr("Presets")
    # Room above the heading, which sat on the table's bottom border (Qt keeps no margin
    # between a table and the block after it; a line of small type makes one)
    heading = f"<p style='font-size: 6pt'>&nbsp;</p><h3>{escape(presets_heading)}</h3>"
    tail = f"{heading}<ul>{presets}</ul>" if presets else ""
    return head + "".join(rows) + "</table>" + tail + _command_line_html(spec)


def _preset_line(schema, preset, lang: str) -> str:
    """ "Rotating bank — Banking: The bank rotates" ("A: B: C" read as one option's value); a
    preset that turns on the one option it is named after is its name alone (it read "Higher
    payment in the middle — Higher payment in the middle: yes")."""
    title, values = preset.title.pick(lang), list(preset.values.items())
    if len(values) == 1 and schema.option(values[0][0]).label.pick(lang) == title:
        return title
    return tr("{preset} — {settings}").format(
        preset=title, settings=words.rule_settings(schema, values)
    )


def _command_line_html(spec) -> str:
    """Each option's and preset's name on the command line (gupai simulate) and in records."""
    schema, lang = spec.options, language()
    names = [(option.label.pick(lang), f"--rule {option.key}=…") for option in schema]
    names += [(p.title.pick(lang), f"--preset {p.name}") for p in schema.presets]
    rows = "".join(
        # a gap between the two: a long name ran into its flag ("輪流坐莊--preset ...")
        f"<tr><td>{escape(label)}</td>"
        f"<td style='padding-left: 12px'><code>{escape(flag)}</code></td></tr>"
        for label, flag in names
    )
    heading = tr("On the command line")
    intro = tr("The same options by the names the command line and records use:")
    usage = tr("--rule KEY=VALUE --preset NAME")  # the words in capitals stand for names
    return (
        f"<h3>{escape(heading)}</h3><p>{escape(intro)}</p>"
        # A line of its own that never wraps: inline, even with white-space: nowrap, Qt broke
        # "--rule KEY=VALUE --" before "preset NAME".
        f"<pre>gupai simulate {escape(spec.id)} {escape(usage)}</pre>"
        f"<table cellspacing='0' cellpadding='2'>{rows}</table>"
    )


class RulesDialog(QDialog):
    """A game's rules, and any other game's from a list at its top: from the start page F1
    showed the game last played and no way to another, and at a table only the table's (both
    found by new users)."""

    def __init__(self, spec, parent=None):
        from ..engine import games

        super().__init__(parent)
        fit_in_parent(self, 760, 720)
        layout = QVBoxLayout(self)
        self.games = QComboBox(self)
        for game_id in games.game_ids():
            self.games.addItem(games.get(game_id).titles.pick(language()), game_id)
        self.games.setCurrentIndex(max(0, self.games.findData(spec.id)))
        self.games.currentIndexChanged.connect(
            lambda _: self.show_rules(games.get(self.games.currentData()))
        )
        row = QHBoxLayout()
        row.addWidget(QLabel(tr("Game:")))
        row.addWidget(self.games, 1)
        layout.addLayout(row)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(False)
        # The text wraps to the width; a full-width table laid out before the dialog took its
        # size can come out a pixel wider, and a scroll bar for one pixel is only noise.
        self.browser.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(tr("Close"))
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.show_rules(spec)

    def show_rules(self, spec) -> None:
        self.setWindowTitle(tr("Rules: {game}").format(game=spec.titles.pick(language())))
        page, options = page_html(spec), options_html(spec)
        html = page.replace("</body>", options + "</body>") if "</body>" in page else page + options
        self.browser.setHtml(words.keep_terms(html))  # table cells split "赌 / 场", "越 / 南"
