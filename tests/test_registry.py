"""Every game is declared once (its GameSpec) and read from there by the CLI, records and the
session: this walks the registry and checks each game in each of those places."""

from __future__ import annotations

import dataclasses
import re

import pytest

from gupai_desktop.ai import bots
from gupai_desktop.cli.main import main
from gupai_desktop.cli.simulate import make_rules, simulate
from gupai_desktop.engine import games
from gupai_desktop.engine.options import Text
from gupai_desktop.engine.session import Session
from gupai_desktop.records import io
from gupai_desktop.records.format import RecordError

GAMES = games.known_ids()
CJK = re.compile(r"[\u4e00-\u9fff]")


def texts_of(spec) -> list[tuple[str, Text]]:
    """Every string of a game's declaration that a player reads, with where it is."""
    out = [("titles", spec.titles), ("blurb", spec.blurb)]
    out += [(f"level {c.value}", c.title) for c in spec.levels]
    for option in spec.options:
        out.append((option.key, option.label))
        out += [(f"{option.key} help", option.help)] if option.help else []
        out += [(f"{option.key}={c.value}", c.title) for c in option.choices]
    out += [(f"preset {p.name}", p.title) for p in spec.options.presets]
    return out


def test_the_contract_s_game_names_are_the_ids():
    assert games.game_ids() == [
        "paigow",
        "daling",
        "chinese-poker",
        "dingniu",
        "small-mahjong",
        "da-gunzi",
    ]


@pytest.mark.parametrize("game", GAMES)
def test_a_spec_is_found_by_its_id_and_every_older_id(game):
    spec = games.get(game)
    assert spec.id == game and games.canonical(game) == game
    for old in spec.aliases:
        assert games.get(old) is spec and games.canonical(old) == game
    with pytest.raises(KeyError):
        games.get("no-such-game")


@pytest.mark.parametrize("game", GAMES)
def test_every_player_facing_string_is_in_english_and_both_chineses(game):
    for where, text in texts_of(games.get(game)):
        assert text.en.strip(), f"{game} {where}: no English"
        assert text.zh.strip(), f"{game} {where}: no Simplified Chinese"
        assert text.tw.strip(), f"{game} {where}: no Traditional Chinese (zh_TW)"
        if any(c.isalpha() for c in text.en):
            assert CJK.search(text.zh) or text.zh == text.en, f"{game} {where}: {text.zh!r}"
            assert CJK.search(text.tw) or text.tw == text.en, f"{game} {where}: {text.tw!r}"
        assert text.pick("zh_TW") == text.tw and text.pick("zh_CN") == text.zh


def test_the_shared_option_words_are_in_traditional_chinese_too():
    from gupai_desktop.engine import options

    shared = [
        *options.GROUPS.values(),
        options.YES,
        options.NO,
        options.players(2, 4).label,
        options.chips_per_point().label,
        options.bankroll(10).label,
    ]
    assert all(text.tw.strip() and CJK.search(text.tw) for text in shared)


@pytest.mark.parametrize("game", GAMES)
def test_the_schema_names_exactly_the_rules_options_with_their_defaults(game):
    spec = games.get(game)
    rules = spec.default_rules()
    assert set(spec.options.keys()) == set(rules.to_dict())
    for option in spec.options:
        default = getattr(rules, option.key)
        assert spec.options.default(option.key) == default
        kind = spec.options.kind(option.key)
        if kind == "choice":
            assert default in [c.value for c in option.choices], option.key
        elif kind == "bool":
            assert isinstance(default, bool), option.key
        else:
            assert isinstance(default, (int, float)) and not isinstance(default, bool)
            assert option.minimum <= default <= option.maximum, option.key
            if kind == "int":
                assert float(default).is_integer(), option.key


def test_pai_gow_offers_as_many_ai_players_as_its_table_seats():
    from gupai_desktop.engine.paigow.rules import MAX_AI

    assert games.get("paigow").options.option("ai_players").maximum == MAX_AI


def _with_needs(spec, key, value) -> dict:
    option = spec.options.option(key)
    values = {key: value}
    for other, wanted in option.needs[:1]:  # the first way it is settable
        values[other] = wanted
    return values


@pytest.mark.parametrize("game", GAMES)
def test_every_choice_and_bound_of_every_option_makes_rules(game):
    spec = games.get(game)
    for option in spec.options:
        kind = spec.options.kind(option.key)
        values = (
            [c.value for c in option.choices]
            if kind == "choice"
            else [True, False]
            if kind == "bool"
            else [option.minimum, option.maximum]
        )
        for value in values:
            spec.rules_from_dict(_with_needs(spec, option.key, value))


@pytest.mark.parametrize("game", GAMES)
def test_every_preset_makes_rules_that_differ_from_the_defaults(game):
    schema = games.get(game).options
    for preset in schema.presets:
        values = schema.preset_values(preset.name)
        games.get(game).rules_from_dict(values)
        assert schema.differences(values), preset.name


@pytest.mark.parametrize("game", GAMES)
def test_simulate_takes_every_option_as_a_rule_and_every_preset(game):
    spec = games.get(game)
    schema = spec.options
    every = [f"{o.key}={schema.token(o.key, schema.default(o.key))}" for o in schema]
    assert make_rules(spec, every) == spec.default_rules()
    for preset in schema.presets:
        rules = make_rules(spec, [], preset.name)
        assert dataclasses.asdict(rules) == {**schema.defaults(), **preset.values}
        stats, records = simulate(game, 1, 5, rule_overrides=[], preset=preset.name)
        assert records[0]["variant"] == rules.to_dict()


def test_simulate_refuses_an_unknown_option_a_bad_value_and_an_unknown_preset(capsys):
    assert main(["simulate", "paigow", "--hands", "1", "--seed", "1", "--rule", "speed=9"]) == 2
    assert "KEY one of ai_players" in capsys.readouterr().err
    assert (
        main(["simulate", "paigow", "--hands", "1", "--seed", "1", "--rule", "banking=sometimes"])
        == 2
    )
    assert "banking=sometimes: one of house, rotate" in capsys.readouterr().err
    assert main(["simulate", "paigow", "--hands", "1", "--seed", "1", "--rule", "stake=0"]) == 2
    assert "stake=0: from 1 to 10000" in capsys.readouterr().err
    assert main(["simulate", "paigow", "--hands", "1", "--seed", "1", "--preset", "x"]) == 2
    assert "no preset 'x'" in capsys.readouterr().err


@pytest.mark.parametrize("game", GAMES)
def test_rule_help_lists_every_option_and_preset(game, capsys):
    assert main(["simulate", game, "--hands", "1", "--seed", "1", "--rule", "help"]) == 0
    out = capsys.readouterr().out
    spec = games.get(game)
    for option in spec.options:
        assert f"  {option.key}=" in out
    for preset in spec.options.presets:
        assert f"  {preset.name}: " in out


def test_the_contract_s_small_mahjong_name_simulates(capsys):
    assert main(["simulate", "small-mahjong", "--hands", "3", "--seed", "2"]) == 0
    assert capsys.readouterr().out.startswith("small-mahjong: 3 hands")


@pytest.mark.parametrize("game", GAMES)
def test_record_headers_carry_the_schema_s_options_and_validation_reads_them(game, tmp_path):
    _, records = simulate(game, 2, 11)
    path = tmp_path / "r.jsonl"
    io.write(path, records)
    assert io.read(path) and records[0]["variant"].keys() == set(games.get(game).options.keys())
    unknown = dict(records[0], variant={**records[0]["variant"], "speed": 9})
    with pytest.raises(RecordError, match="variant: .*speed"):
        io.check_record(unknown)
    option = next(o for o in games.get(game).options if o.choices)
    bad = dict(records[0], variant={**records[0]["variant"], option.key: "no-such-choice"})
    with pytest.raises(RecordError, match=f"variant: {option.key}"):
        io.check_record(bad)


def test_a_record_of_the_older_small_mahjong_id_still_reads_and_replays(tmp_path):
    _, records = simulate("small-mahjong", 2, 3)
    old = [dict(r, game="smallmahjong") for r in records]
    path = tmp_path / "old.jsonl"
    path.write_text("".join(__import__("json").dumps(r) + "\n" for r in old))
    assert io.validate(path).all_match and io.replay(io.read(path)).hands == 2


@pytest.mark.parametrize("game", GAMES)
def test_each_game_s_ai_module_plays_its_declared_levels(game):
    spec = games.get(game)
    assert tuple(bots.levels(game)) == spec.ai_levels


def test_a_session_of_a_game_scored_in_points_deals_without_chips(monkeypatch):
    """Games scored in points or levels deal hand after hand; nobody needs a bankroll."""
    real = games.get("dingniu")
    points = real._replace(scored_in=games.POINTS)
    monkeypatch.setattr(games, "get", lambda game_id: points)
    session = Session.start("dingniu", real.rules_from_dict({"bankroll": 12}), 4)
    session.bankrolls = [0.0, -40.0, 0.0, 0.0]
    assert all(session.can_cover(seat) for seat in range(4))
    state = session.deal()
    while not state.is_terminal():
        state.apply(bots.act("dingniu", state, state.current_player(), "first"))
    session.finish(state)
    assert session.last_buy_ins == [] and session.buy_ins == [0, 0, 0, 0]
    assert session.deal() is not None and session.hand_number == 2
