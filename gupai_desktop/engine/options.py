"""The schema of a game's rule options, declared once per game and read everywhere.

A game's rules are a frozen dataclass (its `rules.py`), which keeps each option's type, default and
validation. The schema adds what people need to choose an option: a label and help in English and
Chinese (Simplified and Traditional), the choices with their names, bounds, the group it belongs to, and named presets. The New
Game dialog, `gupai simulate --rule/--preset`, the rules help's options table, the settings and the
record validator all read it, so an option is added in one place (and a test checks the schema and
the dataclass name the same options).

Plain Python: the engine never imports Qt, and the app picks the language of each `Text`.
"""

from __future__ import annotations

import math
from typing import Any, Callable, ClassVar, NamedTuple


class Text(NamedTuple):
    """A string in each language the app speaks: English, Simplified and Traditional Chinese
    (tests/test_registry.py holds every game's texts to all three)."""

    en: str
    zh: str
    tw: str = ""

    def pick(self, language: str) -> str:
        """The text for a language code of the app's (en, zh_CN, zh_TW)."""
        if language == "zh_TW" and self.tw:
            return self.tw
        return self.zh if language.startswith("zh") and self.zh else self.en


class Choice(NamedTuple):
    value: Any
    title: Text


class Option(NamedTuple):
    key: str  # the rules dataclass field
    label: Text
    choices: tuple[Choice, ...] = ()  # a closed list; empty for numbers, flags and free text
    minimum: float | None = None
    maximum: float | None = None
    step: float = 1
    help: Text | None = None
    group: str = "rules"  # table | rules (shown under "House rules")
    shown: bool = True  # False: the CLI and records only (e.g. imported-hand rules)
    # Only settable when another option has one of these values, as (option, value) pairs.
    needs: tuple[tuple[str, Any], ...] = ()
    percent: bool = False  # a share the player reads as a percentage (0.05 is 5%)
    # A table option the variations build on (Chinese Poker's payments): a variation keeps it,
    # the default rules restore it, as they restore every house rule.
    base: bool = False

    @property
    def decimals(self) -> int:
        """The digits after the point a number of this option is shown with (New Game's box,
        the differences line and the rules help): two for steps below one."""
        return 0 if self.step >= 1 else 2


class Preset(NamedTuple):
    name: str
    title: Text
    values: dict


def players(minimum: int, maximum: int) -> Option:
    """The number of players, the user included (every game with a choice of table size)."""
    return Option(
        "players",
        Text("Players (you included)", "玩家人数（包括你）", "玩家人數（包括你）"),
        minimum=minimum,
        maximum=maximum,
        group="table",
        help=Text(
            "How many sit at the table, you included; the others are AI players.",
            "桌上的人数，包括你；其余都是电脑玩家。",
            "桌上的人數，包括你；其餘都是電腦玩家。",
        ),
    )


def chips_per_point(label: Text = Text("Chips per point", "每分筹码数", "每分籌碼數")) -> Option:
    return Option(
        "unit",
        label,
        minimum=1,
        maximum=1000,
        group="table",
        help=Text(
            "What one point of the scoring is worth in chips: every payment is multiplied by it.",
            "计分中 1 分值多少筹码：每笔赔付都乘以它。",
            "計分中 1 分值多少籌碼：每筆賠付都乘以它。",
        ),
    )


STARTING_BANKROLL = Text(
    "The chips every seat starts the game with. An AI player who runs out buys in again; "
    "you start a new game.",
    "每个座位开局时的筹码。电脑玩家输光会重新买入；你则开始新游戏。",
    "每個座位開局時的籌碼。電腦玩家輸光會重新買入；你則開始新遊戲。",
)


def bankroll(
    minimum: int,
    step: int = 100,
    help: Text | None = None,
    label: Text = Text("Starting bankroll", "初始筹码", "初始籌碼"),
) -> Option:
    """Every seat's chips at the start of a game; `minimum` covers the most one hand costs."""
    return Option(
        "bankroll",
        label,
        minimum=minimum,
        maximum=1_000_000,
        step=step,
        group="table",
        help=help or STARTING_BANKROLL,
    )


GROUPS = {
    "table": Text("Table", "牌桌", "牌桌"),
    "rules": Text("House rules", "规则选项", "規則選項"),
}
YES, NO = Text("yes", "是", "是"), Text("no", "否", "否")
BOOL_WORDS = {
    "true": True,
    "yes": True,
    "on": True,
    "1": True,
    "false": False,
    "no": False,
    "off": False,
    "0": False,
}


class OptionSchema:
    """A game's options over its rules dataclass; defaults and `kind(key)` come from the
    dataclass, so they are written once."""

    def __init__(
        self,
        rules_class: Callable[[], type],
        options: tuple[Option, ...],
        presets: tuple[Preset, ...] = (),
    ):
        """`rules_class` is called when a default is first wanted: the start page lists the
        games without importing their rules (Chinese Poker's pull in numpy)."""
        self._rules_class = rules_class
        self.options = tuple(options)
        self.presets = tuple(presets)
        self._by_key = {o.key: o for o in self.options}
        self._cached_defaults: dict | None = None

    @property
    def _defaults(self) -> dict:
        if self._cached_defaults is None:
            from dataclasses import MISSING, fields  # here: 3 ms the start page need not pay

            self._cached_defaults = {
                f.name: f.default for f in fields(self._rules_class()) if f.default is not MISSING
            }
        return self._cached_defaults

    # -- what the options are -------------------------------------------------------------
    def __iter__(self):
        return iter(self.options)

    def keys(self) -> list[str]:
        return [o.key for o in self.options]

    def option(self, key: str) -> Option:
        try:
            return self._by_key[key]
        except KeyError:
            raise KeyError(f"no option {key!r}; options: {', '.join(self.keys())}") from None

    def default(self, key: str) -> Any:
        return self._defaults[key]

    def defaults(self) -> dict:
        return {o.key: self._defaults[o.key] for o in self.options}

    def kind(self, key: str) -> str:
        """choice | int | float | bool, read from the option alone (a closed list of choices,
        bounds of whole or fractional numbers, else a flag), so a settings file can be checked
        without importing the game's rules; a test holds it to the dataclass defaults."""
        option = self.option(key)
        if option.choices:
            return "choice"
        if option.minimum is not None:
            whole = all(isinstance(x, int) for x in (option.minimum, option.maximum, option.step))
            return "int" if whole else "float"
        return "bool"

    def preset(self, name: str) -> Preset:
        for preset in self.presets:
            if preset.name == name:
                return preset
        known = ", ".join(p.name for p in self.presets) or "none"
        raise KeyError(f"no preset {name!r}; presets: {known}")

    def preset_values(self, name: str | None) -> dict:
        """The default rules with a preset's values on top (no preset: the defaults)."""
        values = self.defaults()
        if name:
            values.update(self.preset(name).values)
        return values

    # -- reading values ---------------------------------------------------------------------
    def parse(self, key: str, text: str) -> Any:
        """A value typed on the command line or read from a settings file; ValueError says why."""
        option, kind, raw = self.option(key), self.kind(key), str(text).strip()
        if kind == "choice":
            for choice in option.choices:
                if raw == _token(choice.value) or (
                    isinstance(choice.value, bool) and BOOL_WORDS.get(raw.lower()) is choice.value
                ):
                    return choice.value
            allowed = ", ".join(_token(c.value) for c in option.choices)
            raise ValueError(f"{key}={raw}: one of {allowed}")
        if kind == "bool":
            if raw.lower() not in BOOL_WORDS:
                raise ValueError(f"{key}={raw}: true or false")
            return BOOL_WORDS[raw.lower()]
        if kind in ("int", "float"):
            try:
                value: Any = int(raw) if kind == "int" else float(raw)
            except ValueError:
                raise ValueError(
                    f"{key}={raw}: a {'whole ' if kind == 'int' else ''}number"
                ) from None
            if isinstance(value, float) and not math.isfinite(value):
                raise ValueError(f"{key}={raw}: a finite number")
            self._check_bounds(option, value)
            return value
        raise AssertionError(kind)

    @staticmethod
    def _check_bounds(option: Option, value: float) -> None:
        low, high = option.minimum, option.maximum
        if (low is not None and value < low) or (high is not None and value > high):
            raise ValueError(f"{option.key}={_token(value)}: from {_token(low)} to {_token(high)}")

    def token(self, key: str, value: Any) -> str:
        """The text `parse` reads back as this value."""
        return _token(value)

    def differences(self, values: dict) -> list[tuple[Option, Any]]:
        """The options whose value differs from the default rules, in schema order."""
        return [
            (o, values[o.key])
            for o in self.options
            if o.key in values and values[o.key] != self._defaults[o.key]
        ]

    def value_title(self, key: str, value: Any, language: str) -> str:
        """A value as a player reads it: the choice's name, yes/no, or the number."""
        option = self.option(key)
        for choice in option.choices:
            if choice.value == value and type(choice.value) is type(value):
                return choice.title.pick(language)
        if isinstance(value, bool):
            return (YES if value else NO).pick(language)
        if option.percent and isinstance(value, (int, float)):
            return f"{value * 100:g}%"
        if isinstance(value, float) and option.decimals:
            return f"{value:.{option.decimals}f}"
        if isinstance(value, float) and value.is_integer():
            return f"{value:g}"
        return str(value)

    def json_schema(self) -> dict:
        """A JSON Schema of the rules object records carry (`variant`), read by the validator."""
        props: dict[str, dict[str, Any]] = {}
        for option in self.options:
            kind = self.kind(option.key)
            if kind == "choice":
                props[option.key] = {"enum": [c.value for c in option.choices]}
            elif kind == "bool":
                props[option.key] = {"type": "boolean"}
            else:
                prop: dict = {"type": "integer" if kind == "int" else "number"}
                if option.minimum is not None:
                    prop["minimum"] = option.minimum
                if option.maximum is not None:
                    prop["maximum"] = option.maximum
                props[option.key] = prop
        return {"type": "object", "properties": props, "additionalProperties": False}


def _token(value: Any) -> str:
    if isinstance(value, bool) or value is None:
        return {True: "true", False: "false", None: "null"}[value]
    if isinstance(value, float) and value.is_integer():
        return f"{value:g}"
    return str(value)


class RulesDict:
    """A frozen rules dataclass as the plain dict records, settings and the CLI keep (its
    "variant"), and back again; keys of no field (an older file's) are dropped."""

    __dataclass_fields__: ClassVar[dict[str, Any]]  # the dataclass it is mixed into has them

    def to_dict(self) -> dict:
        return {name: getattr(self, name) for name in self.__dataclass_fields__}

    @classmethod
    def from_dict(cls, d: dict):
        known = cls.__dataclass_fields__
        return cls(**{k: v for k, v in d.items() if k in known})
