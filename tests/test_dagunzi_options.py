"""Da Gunzi's option schema (da-gunzi.md §5.11) against its rules dataclass: one option per flag
with the dataclass's default and values, presets that make valid rules, and every name in English
and Chinese."""
from __future__ import annotations

import dataclasses
import re

import pytest
from jsonschema import Draft202012Validator

from gupai_desktop.engine.dagunzi import rules as rules_module
from gupai_desktop.engine.dagunzi.options import SCHEMA
from gupai_desktop.engine.dagunzi.rules import DaGunziRules

CJK = re.compile(r"[\u4e00-\u9fff]")


def test_every_field_of_the_rules_has_exactly_one_option():
    fields = [f.name for f in dataclasses.fields(DaGunziRules)]
    assert sorted(SCHEMA.keys()) == sorted(fields)


def test_the_schema_defaults_are_the_dataclass_defaults():
    assert SCHEMA.defaults() == DaGunziRules().to_dict()


@pytest.mark.parametrize("key", sorted(rules_module.OPTIONS))
def test_a_closed_option_offers_exactly_the_values_the_rules_accept(key):
    assert tuple(c.value for c in SCHEMA.option(key).choices) == rules_module.OPTIONS[key]


@pytest.mark.parametrize("option", SCHEMA.options, ids=lambda o: o.key)
def test_every_value_of_every_option_makes_rules(option):
    kind = SCHEMA.kind(option.key)
    values = [c.value for c in option.choices] if kind == "choice" else \
        [True, False] if kind == "bool" else [option.minimum, option.maximum]
    for value in values:
        parsed = SCHEMA.parse(option.key, SCHEMA.token(option.key, value))
        assert getattr(DaGunziRules(**{option.key: parsed}), option.key) == value


def test_a_match_is_a_whole_number_of_cycles_from_1_to_99_at_the_table():
    option = SCHEMA.option("match_cycles")
    assert SCHEMA.kind("match_cycles") == "int" and option.group == "table"
    assert SCHEMA.parse("match_cycles", "99") == 99
    for text in ("0", "100", "1.5"):
        with pytest.raises(ValueError):
            SCHEMA.parse("match_cycles", text)


def test_the_house_rules_are_all_in_the_rules_group():
    assert {o.group for o in SCHEMA if o.key != "match_cycles"} == {"rules"}


@pytest.mark.parametrize("preset", SCHEMA.presets, ids=lambda p: p.name)
def test_a_preset_makes_valid_rules_that_differ_from_the_defaults(preset):
    values = SCHEMA.preset_values(preset.name)
    assert set(preset.values) <= set(SCHEMA.keys())
    rules = DaGunziRules(**{k: SCHEMA.parse(k, SCHEMA.token(k, v)) for k, v in values.items()})
    assert rules.to_dict() == values
    assert SCHEMA.differences(values)
    assert not list(Draft202012Validator(SCHEMA.json_schema()).iter_errors(values))


def test_the_record_schema_refuses_an_unknown_choice_and_an_unknown_option():
    validator = Draft202012Validator(SCHEMA.json_schema())
    good = DaGunziRules().to_dict()
    assert not list(validator.iter_errors(good))
    assert list(validator.iter_errors({**good, "follow": "half-live"}))
    assert list(validator.iter_errors({**good, "speed": 9}))


def test_every_name_and_help_is_in_english_and_chinese():
    texts = [(o.key, o.label) for o in SCHEMA] + [(o.key, o.help) for o in SCHEMA]
    texts += [(f"{o.key}={c.value}", c.title) for o in SCHEMA for c in o.choices]
    texts += [(f"preset {p.name}", p.title) for p in SCHEMA.presets]
    for where, text in texts:
        assert text is not None and text.en.strip() and text.zh.strip(), where
        assert CJK.search(text.zh), where
