"""Typed application settings over QSettings, stored as an INI file under the config folder.

A settings file that Qt cannot parse in full is moved aside, and every setting that could still
be read is kept (one bad line must not take the language and the rest with it); a value of the
wrong type goes back to its default. `warnings` says what happened, in the UI's language, so the
window can tell the user.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any, NamedTuple

from PySide6.QtCore import QByteArray, QSettings

from ..paths import config_dir

ANIMATION_SPEEDS = {"instant": 0.0, "fast": 0.5, "normal": 1.0, "slow": 2.0}
TABLE_COLOURS = {"green": "#1f6b45", "blue": "#1d4e6e", "red": "#6b2323", "brown": "#5a4330"}
TILE_STYLES = ("ivory", "black")


class Option(NamedTuple):
    key: str
    default: Any
    choices: tuple = ()


OPTIONS = {
    o.key: o
    for o in (
        Option("ui/animation_speed", "normal", tuple(ANIMATION_SPEEDS)),
        Option("ui/tile_style", "ivory", TILE_STYLES),
        Option("ui/index_corners", True),
        Option("ui/table_colour", "green", tuple(TABLE_COLOURS)),
        Option("ui/language", "en", ("en", "zh_CN", "zh_TW")),
        Option("game/last_game", "paigow"),
        Option("ui/four_colour", False),
        Option("records/import_limit_mb", 64, tuple(range(1, 4097))),
        Option("records/folder", ""),  # where records were last exported or imported
    )
}
# A game's settings are "<game id>/<rule option>" as its option schema declares them (engine/
# games.py), "<game id>/ai_level" and "<game id>/rules_preset" (the preset last chosen).
GAME_KEYS = ("ai_level", "rules_preset")
# Version 2: game options come from the games' schemas; Small Mahjong's id became small-mahjong;
# Chinese Poker's "variation" became a preset of its rules.
SCHEMA_VERSION = 2


class Settings:
    def __init__(self, path: Path | None = None):
        self.path = Path(path) if path else config_dir() / "settings.ini"
        self._said: list[tuple[str, dict]] = []  # (what happened, its details): see warnings
        self._qs = QSettings(str(self.path), QSettings.Format.IniFormat)
        self._qs.allKeys()  # parse the whole file: status() only reports what has been read,
        if self._qs.status() != QSettings.Status.NoError:  # and binary junk passes a lookup
            self._start_again()
        self._migrate()
        self._validate()

    @property
    def warnings(self) -> list[str]:
        """What went wrong reading the file, worded when asked: the file is read before the
        language it names is loaded."""
        return [_warning_text(kind, details) for kind, details in self._said]

    def _start_again(self) -> None:
        """A file Qt could not parse in full: moved aside, and what Qt did read of the known
        settings written to a new one (_validate then drops any bad value among them)."""
        kept = {
            key: self._qs.value(key)
            for key in self._qs.allKeys()
            if key == "meta/version" or self._known(key)
        }
        self._qs.sync()
        del self._qs
        aside = None
        if self.path.exists():
            aside = self.path.with_name(f"{self.path.name}.broken-{int(time.time())}")
            self.path.replace(aside)
        self._qs = QSettings(str(self.path), QSettings.Format.IniFormat)
        for key, value in kept.items():
            self._qs.setValue(key, value)
        if aside is not None:
            good = sum(1 for key in kept if self._known(key) and self._valid(key))
            self._said.append(("unreadable", {"kept": good, "aside": str(aside)}))

    def _migrate(self) -> None:
        """Bring a file written by an older version up to SCHEMA_VERSION; a newer file's
        unknown keys are left alone (and reported by _validate if they clash)."""
        raw = self._qs.value("meta/version")
        try:
            version = int(raw) if raw is not None else (1 if self._qs.allKeys() else SCHEMA_VERSION)
        except (TypeError, ValueError):
            version = 1
        if version < 2:
            from .settings_migration import to_version_2

            to_version_2(self._qs)
        if version < SCHEMA_VERSION or raw is None:
            self._qs.setValue("meta/version", SCHEMA_VERSION)

    @staticmethod
    def _known(key: str) -> bool:
        """A setting this version reads (not window geometry, meta or a newer version's)."""
        return key in OPTIONS or _game_of(key) is not None

    def _valid(self, key: str) -> bool:
        value = self._qs.value(key)
        if key in OPTIONS:
            return self._coerce(OPTIONS[key], value) is not None
        return self._game_value(key, value) is not None

    def _validate(self) -> None:
        for key in self._qs.allKeys():
            if not self._known(key):
                continue  # window geometry, meta, keys of a newer version
            if not self._valid(key):
                shown = str(self._qs.value(key))
                shown = shown if len(shown) <= 40 else shown[:37] + "..."
                self._said.append(("bad value", {"key": key, "value": shown}))
                self._qs.remove(key)

    @staticmethod
    def _coerce(option: Option, raw: Any) -> Any:
        default = option.default
        try:
            if isinstance(default, bool):
                text = str(raw).lower()
                if text not in ("true", "false", "1", "0"):
                    return None
                value: Any = text in ("true", "1")
            elif isinstance(default, int):
                value = int(raw)
            else:
                value = str(raw)
        except (TypeError, ValueError):
            return None
        if option.choices and value not in option.choices:
            return None
        return value

    @staticmethod
    def _game_value(key: str, raw: Any) -> Any:
        """A game setting read back by its option's type; None if it is not a valid value.
        A None value (an option left to its preset) is stored as the token "null"."""
        spec, name = _game_of(key)
        if name == "ai_level":
            return raw if spec.valid_level(raw) else None
        if name == "rules_preset":
            return raw if raw == "" or raw in [p.name for p in spec.options.presets] else None
        try:
            return _Parsed(spec.options.parse(name, str(raw)))
        except (KeyError, ValueError):
            return None

    def get(self, key: str) -> Any:
        raw = self._qs.value(key)
        if key in OPTIONS:
            option = OPTIONS[key]
            value = None if raw is None else self._coerce(option, raw)
            return option.default if value is None else value
        spec, name = _game_of(key) or (None, None)
        if spec is None:
            raise KeyError(f"no setting {key!r}")
        value = None if raw is None else self._game_value(key, raw)
        if value is not None:
            return value.value if isinstance(value, _Parsed) else value
        if name == "ai_level":
            return spec.ai_levels[-1]  # the strongest, as a new player expects
        if name == "rules_preset":
            return ""
        return spec.options.default(name)

    def set(self, key: str, value: Any) -> None:
        if key in OPTIONS:
            if self._coerce(OPTIONS[key], value) is None:
                raise ValueError(f"{value!r} is not a valid value for {key}")
            self._qs.setValue(key, value)
            return
        spec, name = _game_of(key) or (None, None)
        if spec is None:
            raise KeyError(f"no setting {key!r}")
        token = value if name in GAME_KEYS else spec.options.token(name, value)
        if self._game_value(key, token) is None:
            raise ValueError(f"{value!r} is not a valid value for {key}")
        self._qs.setValue(key, token)

    def game_rules(self, game_id: str) -> dict:
        """The rule options last chosen for a game (each stored one, else its default)."""
        spec = _spec(game_id)
        return {name: self.get(f"{spec.id}/{name}") for name in spec.options.keys()}

    def set_game_rules(self, game_id: str, values: dict) -> None:
        spec = _spec(game_id)
        for name in spec.options.keys():
            if name in values:
                self.set(f"{spec.id}/{name}", values[name])

    def geometry(self) -> QByteArray | None:
        value = self._qs.value("window/geometry")
        return value if isinstance(value, QByteArray) else None

    def set_geometry(self, data: QByteArray) -> None:
        self._qs.setValue("window/geometry", data)

    def sync(self) -> None:
        self._qs.sync()


def _warning_text(kind: str, details: dict) -> str:
    from .i18n import tr

    if kind == "unreadable" and not details["kept"]:  # "Part of ... 0 settings were kept"
        return tr(
            "The settings file could not be read: every setting is back to its default. The "
            "old file was kept as {aside}."
        ).format(**details)
    if kind == "unreadable":
        return tr(
            "Part of the settings file could not be read. {kept} settings that could be read "
            "were kept; the others are back to their defaults. The old file was kept as "
            "{aside}."
        ).format(**details)
    return tr(
        "The setting {key} had a value this version cannot use ({value}): its default is used."
    ).format(**details)


class _Parsed(NamedTuple):
    """A parsed game value, so that a valid None or False is told apart from "not valid"."""

    value: Any


def _spec(game_id: str):
    from ..engine import games

    return games.get(game_id)


def _game_of(key: str):
    """(the game's spec, the option's name) for a key of a game's settings, else None."""
    group, _, name = key.partition("/")
    try:
        spec = _spec(group)
    except KeyError:
        return None
    if spec.id != group or not (name in GAME_KEYS or name in spec.options.keys()):
        return None
    return spec, name
