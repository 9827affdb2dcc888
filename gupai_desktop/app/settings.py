"""Typed application settings over QSettings, stored as an INI file under the config folder.

A settings file that Qt cannot parse, or that holds a value of the wrong type, is moved aside
and the defaults are used; `warnings` says what happened so the window can tell the user.
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


OPTIONS = {o.key: o for o in (
    Option("ui/animation_speed", "normal", tuple(ANIMATION_SPEEDS)),
    Option("ui/tile_style", "ivory", TILE_STYLES),
    Option("ui/index_corners", True),
    Option("ui/table_colour", "green", tuple(TABLE_COLOURS)),
    Option("ui/language", "en", ("en", "zh_CN")),
    Option("game/last_game", "paigow"),
    Option("paigow/ai_players", 3),
    Option("paigow/stake", 10),
    Option("paigow/banking", "house", ("house", "rotate")),
    Option("paigow/ai_level", "optimal", ("house", "optimal")),
    Option("paigow/bankroll", 1000),
    Option("paigow/house_way", "foxwoods"),
    Option("daling/players", 4),
    Option("daling/stakes", "classic", ("classic", "modern")),
    Option("daling/banker", False),
    Option("daling/house_fee", False),
    Option("daling/tied_absolute", "groups", ("groups", "push")),
    Option("daling/unmatched_group", "stay", ("stay", "banker")),
    Option("daling/ai_level", "strong", ("first", "greedy", "strong")),
    Option("daling/bankroll", 1000),
    Option("dingniu/ai_level", "strong", ("first", "greedy", "strong")),
    Option("dingniu/unit", 1),
    Option("dingniu/bankroll", 100),
    Option("dingniu/loser_ties", "upper", ("upper", "nearer")),
    Option("dingniu/after_classic", "continue", ("continue", "end")),
    Option("dingniu/suanzhang_success", "winner", ("winner", "strict")),
    Option("dingniu/losing_suanzhang", "always", ("always", "biggest")),
    Option("dingniu/smothered", "four-five", ("four-five", "all")),
    Option("dingniu/first_lead", "winner", ("winner", "rotate")),
    Option("dingniu/lead_restriction", True),
    Option("dingniu/voluntary_face_down", False),
    Option("smallmahjong/players", 4, (3, 4)),
    Option("smallmahjong/claim_order", "nearest", ("nearest", "win-first")),
    Option("smallmahjong/after_draw", "repeat", ("repeat", "rotate")),
    Option("smallmahjong/unit", 1),
    Option("smallmahjong/bankroll", 100),
    Option("smallmahjong/ai_level", "greedy", ("first", "greedy")),
    Option("ui/four_colour", False),
    Option("chinese-poker/players", 4),
    Option("chinese-poker/preset", "bonus", ("basic", "bonus", "specials", "malayan",
                                             "vietnamese", "singapore", "hawaiian-gardens")),
    Option("chinese-poker/wheel", "low", ("low", "second")),
    Option("chinese-poker/variation", "none", ("none", "house", "middle", "losing", "surrender",
                                               "single", "pool", "pool-sweep")),
    Option("chinese-poker/overall_point", False),
    Option("chinese-poker/sweep_bonus", 0, (0, 1, 3)),
    Option("chinese-poker/ai_level", "strong", ("greedy", "strong")),
    Option("chinese-poker/bankroll", 1000),
    Option("chinese-poker/unit", 1),
)}
SCHEMA_VERSION = 1


class Settings:
    def __init__(self, path: Path | None = None):
        self.path = Path(path) if path else config_dir() / "settings.ini"
        self.warnings: list[str] = []
        self._qs = QSettings(str(self.path), QSettings.Format.IniFormat)
        self._qs.allKeys()   # parse the whole file: status() only reports what has been read,
        if self._qs.status() != QSettings.Status.NoError:   # and binary junk passes a lookup
            self._reset("the settings file could not be read")
        self._validate()
        self._qs.setValue("meta/version", SCHEMA_VERSION)

    def _reset(self, why: str) -> None:
        self._qs.sync()
        del self._qs
        if self.path.exists():
            aside = self.path.with_name(f"{self.path.name}.broken-{int(time.time())}")
            self.path.replace(aside)
            self.warnings.append(f"{why}; defaults are used and the old file was kept as "
                                 f"{aside.name}")
        self._qs = QSettings(str(self.path), QSettings.Format.IniFormat)

    def _validate(self) -> None:
        for option in OPTIONS.values():
            raw = self._qs.value(option.key)
            if raw is not None and self._coerce(option, raw) is None:
                self.warnings.append(f"setting {option.key} had a bad value {raw!r}; "
                                     "the default is used")
                self._qs.remove(option.key)

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

    def get(self, key: str) -> Any:
        option = OPTIONS[key]
        raw = self._qs.value(key)
        value = None if raw is None else self._coerce(option, raw)
        return option.default if value is None else value

    def set(self, key: str, value: Any) -> None:
        option = OPTIONS[key]
        if self._coerce(option, value) is None:
            raise ValueError(f"{value!r} is not a valid value for {key}")
        self._qs.setValue(key, value)

    def geometry(self) -> QByteArray | None:
        value = self._qs.value("window/geometry")
        return value if isinstance(value, QByteArray) else None

    def set_geometry(self, data: QByteArray) -> None:
        self._qs.setValue("window/geometry", data)

    def sync(self) -> None:
        self._qs.sync()
