"""Da Gunzi's option schema (da-gunzi.md §5.11) against its rules dataclass: one option per flag
with the dataclass's default and values, presets that make valid rules, and every name in English
and Chinese."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

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
    values = (
        [c.value for c in option.choices]
        if kind == "choice"
        else [True, False]
        if kind == "bool"
        else [option.minimum, option.maximum]
    )
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


# -- the rules help pages -----------------------------------------------------------------------
PAGES = Path(__file__).resolve().parents[1] / "resources" / "rules"
# Each option's rule in the words the pages and the option's own names share, so a page cannot
# leave out a rule New Game offers (and a new option needs its words here).
TERMS = {
    "match_cycles": ("match", "比赛"),
    "follow": ("live sticks", "活棒"),
    "must_play": ("must-play", "必打"),
    "joker_levels": ("buried jokers", "大王 2 级"),
    "dry_pot_test": ("dry pot", "干锅"),
    "others_blocked_by_any_point": (
        "any point card in the bottom stop",
        "底牌有分牌时，其他人不能扣王",
    ),
    "tribute_return": ("returns", "还贡"),
    "same_dealer_on_bad_dig": ("bad dig", "臭抠"),
    "zero_ends_cycle_even_if_dug": ("score of 0", "0 分"),
    "sweep_test": ("300 or more", "得分达到 300"),
    "turnup_order": ("Big Joker, Small Joker, 3, 2, A", "大王、小王、3、2、A"),
}


def page_text(code: str) -> str:
    html = (PAGES / f"da-gunzi.{code}.html").read_text(encoding="utf-8")
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", html)).lower()


def option_text(option, language: str) -> str:
    texts = [option.label, option.help] + [c.title for c in option.choices]
    return " ".join(t.pick(language) for t in texts if t).lower()


def test_every_option_has_the_words_its_rule_is_explained_with():
    assert set(TERMS) == set(SCHEMA.keys())


@pytest.mark.parametrize("code, column", [("en", 0), ("zh_CN", 1)])
def test_both_pages_explain_every_option_in_the_words_of_its_names(code, column):
    page = page_text(code)
    for key, terms in TERMS.items():
        term = terms[column].lower()
        assert term in page, f"da-gunzi.{code}.html does not mention {key}: {term!r}"
        assert term in option_text(SCHEMA.option(key), code), f"{key} is not named {term!r}"


def test_the_pages_have_the_same_sections_in_both_languages():
    count = [
        (PAGES / f"da-gunzi.{code}.html").read_text(encoding="utf-8").count("<h2>")
        for code in ("en", "zh_CN")
    ]
    assert count[0] == count[1] >= 8


@pytest.mark.parametrize("code", ["en", "zh_CN"])
def test_a_page_names_the_four_outcomes_in_chinese(code):
    page = page_text(code)
    for name in ("保底成功", "臭抠", "上台不升", "抠底上台"):
        assert name in page, name
