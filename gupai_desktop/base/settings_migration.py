"""Settings files of older versions, brought up to date once when they are opened."""

from __future__ import annotations

from PySide6.QtCore import QSettings

# Chinese Poker's "variation" (version 1) named a set of options; version 2 keeps the options
# and remembers the variation as the preset of the same name.
_VARIATIONS = {
    "none": {},
    "house": {"house": "true"},
    "middle": {"middle_extra": "true"},
    "losing": {"royalties": "typical-extra"},
    "surrender": {"surrender": "true"},
    "single": {"scoring": "single-winner"},
    "pool": {"scoring": "pool"},
    "pool-sweep": {"scoring": "pool", "pool_sweep": "true"},
}


def to_version_2(qs: QSettings) -> None:
    """smallmahjong/* -> small-mahjong/*; chinese-poker/variation -> its options and preset."""
    for key in qs.allKeys():
        if key.startswith("smallmahjong/"):
            new = "small-mahjong/" + key.split("/", 1)[1]
            if qs.value(new) is None:
                qs.setValue(new, qs.value(key))
            qs.remove(key)
    variation = qs.value("chinese-poker/variation")
    if variation is not None:
        qs.remove("chinese-poker/variation")
        for name, token in _VARIATIONS.get(str(variation), {}).items():
            qs.setValue(f"chinese-poker/{name}", token)
        if str(variation) in _VARIATIONS and variation != "none":
            qs.setValue("chinese-poker/rules_preset", str(variation))
    last = qs.value("game/last_game")
    if last == "smallmahjong":
        qs.setValue("game/last_game", "small-mahjong")
