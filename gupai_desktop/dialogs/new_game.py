"""One New Game dialog for every game, built from the game's option schema (engine/options.py):
a preset, the options grouped (table, then house rules), the AI players' level, a line saying what
differs from the default rules, and Deal. Combinations the rules refuse are named and block Deal.
The choices are remembered in the settings for the next game."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..base import words
from ..base.i18n import language, tr
from ..engine import games
from ..engine.options import GROUPS, Option, Text
from .common import WheelScrolls, centre_over_window, ok_cancel

DEFAULT_PRESET, CUSTOM = "", "\0custom"


def label_text(text: Text) -> str:
    """A form label in the UI's language, with the colon that language writes."""
    lang = language()
    return text.pick(lang) + ("：" if lang.startswith("zh") else ":")


class OptionField:
    """One option's widget: reads and shows a value of the option's kind."""

    def __init__(self, schema, option: Option):
        self.option, self.kind = option, schema.kind(option.key)
        lang = language()
        if self.kind == "choice":
            self.values = [c.value for c in option.choices]
            self.widget: QWidget = QComboBox()
            for choice in option.choices:
                self.widget.addItem(choice.title.pick(lang))
                self.widget.setItemData(
                    self.widget.count() - 1, choice.title.pick(lang), Qt.ItemDataRole.ToolTipRole
                )
            # A box as wide as its longest choice up to 56 widths of an "x", Qt's unit here
            # (longer ones are cut in the box; its list shows them whole): a form too narrow
            # for a long box beside its label puts the box under it (WrapLongRows), so the
            # dialog fits a 1024-pixel screen whatever the game and a choice is not cut to
            # 28 beside a long label. Measured, not counted: a Chinese character is two.
            self.widget.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            metrics = self.widget.fontMetrics()
            widest = max(metrics.horizontalAdvance(c.title.pick(lang)) for c in option.choices)
            xs = -(-widest // max(1, metrics.horizontalAdvance("x")))
            # (at 50 Da Gunzi's dry pot lost the last letter of "...or is all trumps")
            self.widget.setMinimumContentsLength(min(56, max(28, xs)))
            self.changed = self.widget.currentIndexChanged
        elif self.kind == "bool":
            self.widget = QCheckBox(option.label.pick(lang))
            self.changed = self.widget.toggled
        else:
            box = QSpinBox() if self.kind == "int" else QDoubleSpinBox()
            self.scale = 100 if option.percent else 1  # a share is set as a percentage
            if self.kind == "float":
                box.setDecimals(0 if option.percent else option.decimals)
            if option.percent:
                box.setSuffix("%")
            box.setRange(option.minimum * self.scale, option.maximum * self.scale)
            box.setSingleStep(option.step * self.scale)
            self.widget, self.changed = box, box.valueChanged
        help_text = option.help.pick(lang) if option.help else ""
        if self.kind == "choice":  # the choice whole (a long one is cut in its box), then help
            combo = self.widget

            def tip(index: int) -> None:
                combo.setToolTip("\n\n".join(filter(None, [combo.itemText(index), help_text])))

            combo.currentIndexChanged.connect(tip)
            tip(combo.currentIndex())
        elif help_text:
            self.widget.setToolTip(help_text)
        self.help_text = help_text

    def set_unused(self, unused: bool) -> None:
        """Say why an option is greyed out: the other rules leave it nothing to change."""
        if self.kind != "choice":
            why = tr("No effect with the payments and rules chosen.")
            self.widget.setToolTip(why if unused else self.help_text)

    def value(self) -> Any:
        if self.kind == "choice":
            return self.values[self.widget.currentIndex()]
        if self.kind == "bool":
            return self.widget.isChecked()
        if self.scale != 1:
            return round(self.widget.value() / self.scale, 6)
        return self.widget.value()

    def set_value(self, value: Any) -> None:
        if self.kind == "choice":
            matches = [
                i for i, v in enumerate(self.values) if v == value and type(v) is type(value)
            ] or [i for i, v in enumerate(self.values) if v == value]
            self.widget.setCurrentIndex(matches[0] if matches else 0)
        elif self.kind == "bool":
            self.widget.setChecked(bool(value))
        else:
            self.widget.setValue(value * self.scale)


def level_label(index: int, count: int, title: str) -> str:
    """A level as New Game lists it, weakest first: the ends say which they are (the levels'
    names say how each plays, and a new user could not tell which was strongest)."""
    if index == count - 1:
        return tr("{level} (strongest)").format(level=title)
    if index == 0:
        return tr("{level} (weakest)").format(level=title)
    return title


class NewGameDialog(QDialog):
    def __init__(self, spec, settings, parent=None):
        super().__init__(parent)
        self.spec, self.settings, self.schema = spec, settings, spec.options
        lang = language()
        self.setWindowTitle(tr("New game: {game}").format(game=spec.titles.pick(lang)))
        outer = QVBoxLayout(self)
        self.fields = {o.key: OptionField(self.schema, o) for o in self.schema if o.shown}
        self.preset = QComboBox()
        self.preset.addItem(tr("Default rules"), DEFAULT_PRESET)
        for preset in self.schema.presets:
            self.preset.addItem(preset.title.pick(lang), preset.name)
        self.preset.addItem(tr("Custom"), CUSTOM)
        self.preset.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.preset.setMinimumContentsLength(40)
        if self.schema.presets:
            top = QFormLayout()
            top.addRow(tr("Rules preset:"), self.preset)
            outer.addLayout(top)
        else:
            self.preset.hide()

        inner = QWidget()
        column = QVBoxLayout(inner)
        column.setContentsMargins(0, 0, 0, 0)
        self.level = QComboBox()
        self.seat_level = [QComboBox() for _ in spec.level_seats]
        for box_ in (self.level, *self.seat_level):
            for index, level in enumerate(spec.levels):
                box_.addItem(
                    level_label(index, len(spec.levels), level.title.pick(lang)), level.value
                )
        # one level for every AI seat, or (a game with level_seats) each seat its own: the
        # first box sets them all, and each seat's box then changes its own
        self.level.currentIndexChanged.connect(
            lambda i: [b.setCurrentIndex(i) for b in self.seat_level]
        )
        forms = []
        for group, title in GROUPS.items():
            box = QGroupBox(title.pick(lang))
            box.setStyleSheet("QGroupBox { font-weight: bold; }")  # the title only
            form = QFormLayout(box)
            form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
            for field in self.fields.values():
                if field.option.group != group:
                    continue
                if field.kind == "bool":
                    form.addRow(field.widget)
                else:
                    form.addRow(label_text(field.option.label), field.widget)
            if group == "table":
                form.addRow(tr("AI players' level:"), self.level)
                for box_, title in zip(self.seat_level, spec.level_seats):
                    form.addRow(label_text(title), box_)
            if form.rowCount():
                column.addWidget(box)
                forms.append(form)
        _align_labels(forms)
        column.addStretch(1)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.scroll.setWidget(inner)
        self.inner = inner
        wheel = WheelScrolls(self.scroll)
        for widget in [f.widget for f in self.fields.values() if f.kind != "bool"]:
            wheel.watch(widget)
        for widget in (self.level, *self.seat_level):
            wheel.watch(widget)
        outer.addWidget(self.scroll, 1)

        note = QLabel(spec.note.pick(lang))
        note.setWordWrap(True)
        note.setVisible(bool(spec.note.en))
        outer.addWidget(note)
        self.differences = QLabel()
        self.differences.setWordWrap(True)
        outer.addWidget(self.differences)
        self.problem = QLabel()
        self.problem.setStyleSheet("color: #c62828")
        self.problem.setWordWrap(True)
        outer.addWidget(self.problem)
        self.buttons = ok_cancel(self, tr("Deal"))
        outer.addWidget(self.buttons)

        self._load(settings)
        for field in self.fields.values():
            field.changed.connect(self._changed)
        self.preset.activated.connect(self._preset_chosen)
        self._changed()

    # -- values --------------------------------------------------------------------------
    def _load(self, settings) -> None:
        values = settings.game_rules(self.spec.id)
        for key, field in self.fields.items():
            field.set_value(values[key])
        self._hidden = {k: v for k, v in values.items() if k not in self.fields}
        levels = (settings.get(f"{self.spec.id}/ai_level") or "").split(",")
        self.level.setCurrentIndex(max(0, self.level.findData(levels[0])))
        if len(levels) == len(self.seat_level):
            for box_, level in zip(self.seat_level, levels):
                box_.setCurrentIndex(max(0, box_.findData(level)))

    def values(self) -> dict:
        """Every option's value: what the widgets show, hidden options as remembered."""
        return {**self._hidden, **{k: f.value() for k, f in self.fields.items()}}

    def rules(self):
        return self.spec.rules_from_dict(self.values())

    def widget(self, key: str) -> QWidget:
        return self.fields[key].widget

    def set_option(self, key: str, value: Any) -> None:
        """Show a value in an option's widget, as a user's choice would."""
        self.fields[key].set_value(value)

    def option_value(self, key: str) -> Any:
        return self.fields[key].value()

    def choose_preset(self, name: str) -> None:
        """Pick a preset in the combo box, as a user's choice would ("" for the defaults)."""
        self.preset.setCurrentIndex(self.preset.findData(name))
        self._preset_chosen()

    def chosen_level(self) -> str:
        """The level, or one per AI seat ("easy,strong,easy") when they differ."""
        seats = [b.currentData() for b in self.seat_level]
        if seats and len(set(seats)) > 1:
            return ",".join(seats)
        return seats[0] if seats else self.level.currentData()

    def remember(self) -> None:
        self.settings.set_game_rules(self.spec.id, self.values())
        self.settings.set(f"{self.spec.id}/ai_level", self.chosen_level())
        preset = self.preset.currentData()
        self.settings.set(f"{self.spec.id}/rules_preset", "" if preset == CUSTOM else preset)

    # -- reactions -------------------------------------------------------------------------
    def _named(self, name: str) -> set[str]:
        """The table options a preset names itself (Da Ling's modern stakes): it sets those
        too, where a preset otherwise leaves the table (seats, bankroll) as it is. The default
        rules name every option another preset names, and the table options the presets build
        on (Chinese Poker's payments: "Default rules" left them as chosen)."""
        if name:
            return set(self.schema.preset(name).values)
        named = {key for preset in self.schema.presets for key in preset.values}
        return named | {option.key for option in self.schema if option.base}

    def _preset_chosen(self) -> None:
        """A preset sets the house rules and the table options it names."""
        name = self.preset.currentData()
        if name == CUSTOM:
            return
        values, named = self.schema.preset_values(name or None), self._named(name)
        for key, field in self.fields.items():
            if field.option.group != "table" or key in named:
                field.set_value(values[key])
        self._changed()

    def _changed(self) -> None:
        unused = self._unused()
        for field in self.fields.values():
            needs = [(key, value) for key, value in field.option.needs if key in self.fields]
            ok = not needs or any(self.fields[key].value() == value for key, value in needs)
            ok = ok and field.option.key not in unused
            if not ok and field.value() != self.schema.default(field.option.key):
                field.set_value(self.schema.default(field.option.key))
            field.widget.setEnabled(ok)
            field.set_unused(field.option.key in unused)
        self._grey_presets(unused)
        self._show_preset()
        self._show_differences()
        try:
            short = self._stake_uncovered(self.rules())
            self.problem.setText(short)
            ok = not short
        except ValueError as exc:
            self.problem.setText(tr("This combination cannot be played: {why}").format(why=exc))
            ok = False
        self.buttons.button(self.buttons.StandardButton.Ok).setEnabled(ok)

    def _stake_uncovered(self, rules) -> str:
        """Why no seat could cover a hand from the starting bankroll ("" when one can): a new
        user set a stake of 10,000 against a bankroll of 10, and every seat played it."""
        bankroll = getattr(rules, "bankroll", None)
        stake = self.spec.hand_stake(rules)
        if bankroll is None or self.spec.scored_in != games.CHIPS or stake <= bankroll:
            return ""
        return tr(
            "A hand can cost {stake} chips, more than the starting bankroll of {bankroll}: "
            "raise the bankroll or lower the stake."
        ).format(stake=words.chips(stake), bankroll=words.chips(bankroll))

    def _unused(self) -> set[str]:
        """Options the rules as chosen would ignore (Chinese Poker's higher middle payment under
        payments with nothing for the middle): greyed out at their default, where a choice
        that was taken and then did nothing misled the player."""
        try:
            rules = self.rules()
        except ValueError:  # a clash elsewhere: what was unused stays so until it is mended
            return getattr(self, "_last_unused", set())
        unused = getattr(rules, "unused_options", None)
        self._last_unused = set(unused()) if unused else set()
        return self._last_unused

    def _grey_presets(self, unused: set[str]) -> None:
        """A variation that sets only options these rules leave unused (Chinese Poker's higher
        middle payment under the basic payments) is greyed out in the list: chosen, it fell
        back to the default rules without a word."""
        items = self.preset.model()
        for index in range(1, self.preset.count() - 1):
            keys = set(self.schema.preset(self.preset.itemData(index)).values)
            inert = bool(keys) and keys <= unused
            items.item(index).setEnabled(not inert)
            why = tr("No effect with the payments and rules chosen.") if inert else None
            self.preset.setItemData(index, why, Qt.ItemDataRole.ToolTipRole)

    def _show_preset(self) -> None:
        """The preset whose house rules (and the table options it names) the options match,
        a named preset before the defaults; else Custom."""
        values = self.values()
        rules_keys = [o.key for o in self.schema if o.group != "table"]
        for index in [*range(1, self.preset.count() - 1), 0]:
            name = self.preset.itemData(index)
            wanted = self.schema.preset_values(name or None)
            if all(values[k] == wanted[k] for k in [*rules_keys, *self._named(name)]):
                self.preset.setCurrentIndex(index)
                return
        self.preset.setCurrentIndex(self.preset.count() - 1)

    def _show_differences(self) -> None:
        changes = words.rule_settings(
            self.schema, [(o.key, v) for o, v in self.schema.differences(self.values())]
        )
        self.differences.setText(
            tr("Differs from the default rules: {changes}").format(changes=changes)
            if changes
            else tr("The default rules.")
        )
        if self.isVisible():  # a longer line: the dialog grows for it where there is room
            self._fit()

    def showEvent(self, event) -> None:
        """As tall as the options need, but never taller than the window it belongs to, and
        over it: sized after Qt placed it at its first size, it once ran below the window
        (Deal out of sight at 1024 x 700). The options scroll rather than squeeze the lines
        under them, which grow when a preset is chosen."""
        super().showEvent(event)
        self.scroll.setMinimumHeight(120)
        self.scroll.setMinimumWidth(self.inner.sizeHint().width() + 24)
        self._fit()

    def _fit(self) -> None:
        """Tall enough for every option and the lines under them, within the window, and
        over it."""
        room = (self.parentWidget().window().height() if self.parentWidget() else 900) - 40
        spare = self.sizeHint().height() - self.scroll.sizeHint().height()
        width = max(self.width(), self.sizeHint().width())
        self.resize(width, min(room, spare + self.inner.sizeHint().height() + 4))
        centre_over_window(self)


def _align_labels(forms: list[QFormLayout]) -> None:
    """One column of fields through every group: each form sized its labels alone, and the
    Table's fields started left of the House rules' (a new user)."""
    labels = [
        item.widget()
        for form in forms
        for row in range(form.rowCount())
        if (item := form.itemAt(row, QFormLayout.ItemRole.LabelRole)) is not None
    ]
    widest = max((label.sizeHint().width() for label in labels), default=0)
    for label in labels:
        label.setMinimumWidth(widest)
