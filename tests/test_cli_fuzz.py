"""Fuzzing every form of shared/CLI.md (issue 15): whatever the arguments and standard input,
`gupai` exits 0 or 2, never shows a traceback, gives exactly one line on stderr when it exits 2
(and none when it exits 0), prints no inf or NaN, and answers within 10 s (tests/cli_fuzzing.py).

Four examples in nine are clean (good values and lines), so the answers are fuzzed as well as
the refusals; the others carry one fault: junk (NaN, inf, 1e400, -0, huge numbers, empty words,
unknown options, control characters and other unicode) in a value, a case or a line, a stray
word, a missing option, or standard input that is not UTF-8. The AI levels that take seconds a
hand are left out of `simulate`: slow is not bad input.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import subprocess
import sys

import pytest
from cli_fuzzing import FUZZ, JUNK, command, fuzz, gupai, one_of
from hypothesis import given, settings, strategies as st

from gupai_desktop.engine import dominoes, games
from depth import scaled


# -- Pai Gow ----------------------------------------------------------------------------------

CIVIL = [f"{a}-{b}" for a, b in dominoes.CIVIL]
SET = st.permutations(CIVIL * 2 + [f"{a}-{b}" for a, b in dominoes.MILITARY])
ONCE = st.permutations(CIVIL + [f"{a}-{b}" for a, b in dominoes.MILITARY])


def cut(deal: list[str], *sizes: int) -> list[str]:
    """The deal's first tiles as groups of these sizes."""
    ends = list(itertools.accumulate(sizes))
    return [" ".join(deal[end - size : end]) for size, end in zip(sizes, ends)]


def words(line):
    return line.map(str.split)


PG_STAKES = {
    "--banking": None,
    "--commission": one_of("0", "0.05", "0.1", "0.999"),
    "--house-way": one_of("foxwoods", "nz"),
    "--json": None,
}


@FUZZ
@given(
    st.one_of(
        command(
            ["paigow", "compare"],
            {"--json": None},
            st.one_of(
                SET.map(lambda d: cut(d, 2, 2)), SET.map(lambda d: [" | ".join(cut(d, 2, 2))])
            ),
            SET.map(lambda d: " | ".join(cut(d, 2, 2))),
        ),
        command(
            ["paigow", "set"],
            {"--way": one_of("house", "optimal"), **PG_STAKES},
            words(SET.map(lambda d: cut(d, 4)[0])),
            SET.map(lambda d: cut(d, 4)[0]),
            max_lines=3,
        ),
    )
)
def test_paigow_compare_and_set(args):
    fuzz(*args)


@settings(FUZZ, max_examples=scaled(10))
@given(
    command(["paigow", "edge"], {"--player": one_of("house", "optimal"), **PG_STAKES}, st.just([]))
)
def test_paigow_edge(args):
    fuzz(*args)


# -- Chinese Poker ----------------------------------------------------------------------------

DECK = [r + s for r in "23456789TJQKA" for s in "shdc"]
SHUFFLED = st.permutations(DECK)


def setting(cards: list[str]) -> str:
    return " | ".join(" ".join(cards[a:b]) for a, b in ((0, 3), (3, 8), (8, 13)))


SEATS = [
    setting(d.split())
    for d in (
        "Ks 2s 2h Ts Th 8s 4d 3h Ac Tc 6c 5c 3c",
        "Qd 9c 2c 5s 5h 8c 4s 3d Js Jh 7s 7h Kh",
        "9s 9h 4c Jd Jc 7d 6d 5d Qh Qc 9d 8d 7c",
        "Qs 8h 3s 6s 6h Td 4h 2d As Ah Ad Kc Kd",
    )
]
CP_DEAL = st.one_of(
    st.integers(2, 4).map(lambda n: SEATS[:n]),
    st.tuples(SHUFFLED, st.integers(2, 4)).map(
        lambda d: [setting(d[0][13 * i : 13 * i + 13]) for i in range(d[1])]
    ),
    st.just(["surrender", "declare six-pairs: " + " ".join(DECK[:13])]),
)
CP_ROWS = SHUFFLED.map(lambda d: [" ".join(d[:3]), " ".join(d[3:8])])
CP_HAND = SHUFFLED.map(lambda d: " ".join(d[:13]))
CP_RULES = {
    "--preset": one_of("basic", "bonus", "malayan", "vietnamese", "singapore", "hawaiian-gardens"),
    "--wheel": one_of("low", "second"),
    "--house": None,
    "--no-house": None,
    "--scoring": one_of("rows", "two-of-three", "pool", "single-winner"),
    "--royalties": one_of("none", "typical", "malayan"),
    "--specials": one_of("none", "typical", "singapore"),
    "--middle-extra": None,
    "--sweep-bonus": one_of("0", "1", "3"),
    "--sweep-multiplier": one_of("none", "double-triple", "double-all"),
    "--overall-point": None,
    "--surrender": None,
    "--no-surrender": None,
    "--surrender-cost": one_of("1", "2", "1.5"),
    "--pool-sweep": None,
    "--dragon-value": one_of("13", "26"),
    "--small-cards-max": one_of("9", "10"),
    "--aces": None,
    "--unit": one_of("1", "2.5", "10"),
    "--json": None,
}


@FUZZ
@given(
    st.one_of(
        command(
            ["chinese-poker", "compare"],
            {"--wheel": one_of("low", "second"), "--json": None},
            CP_ROWS,
            CP_ROWS.map(" | ".join),
        ),
        command(
            ["chinese-poker", "set"],
            {
                "--level": one_of("strong", "greedy"),
                "--players": one_of("2", "3", "4"),
                "--seat": one_of("0", "1"),
                **CP_RULES,
            },
            words(CP_HAND),
            CP_HAND,
            max_lines=3,
        ),
        command(
            ["chinese-poker", "settle"],
            {
                "--dealer": one_of("0", "1"),
                "--allow-fouls": None,
                "--chips": one_of("100,100", "8,100,100,100", "0,5"),
                **CP_RULES,
            },
            CP_DEAL,
            CP_DEAL.map("\n".join).map(lambda deal: deal + "\n"),
            max_lines=3,
        ),
    )
)
def test_chinese_poker(args):
    fuzz(*args)


# -- Da Ling ----------------------------------------------------------------------------------

DL_DEAL = st.tuples(
    ONCE, st.integers(2, 3)
).map(  # two civil tiles left for the table
    lambda d: [" | ".join(cut(d[0][6 * i :], 1, 2, 3)) for i in range(d[1])]
)
DL_TABLE = st.lists(st.sampled_from(CIVIL), min_size=2, max_size=2, unique=True)
DL_RULES = {
    "--stakes": one_of("classic", "modern", "1,2,3", "3,7,15", "0.5,1,2.5"),
    "--house-fee": None,
    "--banker": None,
    "--tied-absolute": one_of("groups", "push"),
    "--unmatched-group": one_of("stay", "banker"),
    "--json": None,
}


@FUZZ
@given(
    st.one_of(
        command(
            ["daling", "settle"],
            DL_RULES,
            DL_DEAL,
            DL_DEAL.map(lambda d: "\n".join(d) + "\n"),
            required={"--table": DL_TABLE},
            max_lines=2,
        ),
        command(
            ["daling", "set"],
            {
                "--players": one_of("2", "4", "5"),
                "--level": one_of("strong", "greedy", "first"),
                **DL_RULES,
            },
            words(ONCE.map(lambda d: cut(d, 6)[0])),
            ONCE.map(lambda d: cut(d, 6)[0]),
            required={"--table": DL_TABLE},
            max_lines=3,
        ),
    )
)
def test_daling(args):
    fuzz(*args)


# -- Da Gunzi ---------------------------------------------------------------------------------

DG_CARD = st.sampled_from(DECK + ["BJ", "SJ", "10d"])
DG_HEAD = st.tuples(one_of("3", "5", "9", "10", "T"), one_of("s", "h", "d", "c")).map(" ".join)


def dg_cards(lo: int, hi: int):
    return st.lists(DG_CARD, min_size=lo, max_size=hi).map(" ".join)


DG_LEAD = st.tuples(DG_CARD, st.integers(1, 3)).map(lambda c: " ".join([c[0]] * c[1]))
DG_LINES = {
    "trick": st.tuples(DG_HEAD, DG_LEAD, DG_LEAD, DG_LEAD, DG_LEAD),
    "follow": st.tuples(
        st.tuples(DG_HEAD, one_of("", "live", "dead")).map(" ".join),
        DG_LEAD,
        dg_cards(3, 8),
        dg_cards(1, 3),
    ),
    "classify": st.tuples(DG_HEAD, dg_cards(1, 4)),
    "score": st.tuples(
        st.tuples(one_of("3", "5", "T"), one_of("4", "10"), one_of("", "dry")).map(" ".join),
        one_of("0", "5", "95", "120", "300"),
        dg_cards(6, 6),
        st.tuples(one_of("attackers", "dealer"), one_of("", "1", "3")).map(" ".join),
    ),
}
DG_OPTIONS = {
    "trick": {},
    "classify": {},
    "follow": {"--follow": one_of("live", "dead")},
    "score": {
        "--must-play": one_of("3,10", "10"),
        "--bad-dig-dealer": one_of("partner", "same"),
        "--no-joker-levels": None,
        "--sweep-test": one_of("score-300", "all-points"),
        "--zero-if-dug": one_of("ends-cycle", "case-b"),
    },
}


@FUZZ
@given(
    st.sampled_from(sorted(DG_LINES)).flatmap(
        lambda name: command(
            ["da-gunzi", name],
            {**DG_OPTIONS[name], "--json": None},
            st.lists(DG_LINES[name].map(" | ".join), min_size=1, max_size=3),
            DG_LINES[name].map(" | ".join),
        )
    )
)
def test_dagunzi(args):
    fuzz(*args)


# -- simulate and record ----------------------------------------------------------------------

SLOW_LEVELS = {"dingniu": {"strong"}, "small-mahjong": {"strong"}, "da-gunzi": {"strong"}}


def rule_values(spec) -> list[str]:
    schema, found = spec.options, []
    for option in schema:
        if option.choices:
            found += [f"{option.key}={schema.token(option.key, c.value)}" for c in option.choices]
        elif option.minimum is not None:
            found += [
                f"{option.key}={schema.token(option.key, x)}"
                for x in (option.minimum, option.maximum)
            ]
        else:
            found += [f"{option.key}=true", f"{option.key}=no"]
    return found


def simulate_args(game: str, record: str):
    spec = games.get(game)
    levels = [lv for lv in spec.ai_levels if lv not in SLOW_LEVELS.get(game, ())]
    options = {
        "--level": st.lists(st.sampled_from(levels), min_size=1, max_size=1),
        "--preset": one_of(*[p.name for p in spec.options.presets] or ["none"]),
        "--rule": st.one_of(
            st.sampled_from(rule_values(spec) + ["help"]),
            st.tuples(st.sampled_from(spec.options.keys()), JUNK).map("=".join),
        ),
        "--record": one_of(record, "/", "/nonexistent/dir/r.jsonl"),
        "--json": None,
    }
    return command(
        ["simulate", game],
        options,
        st.just([]),
        required={"--hands": one_of("1", "2"), "--seed": one_of("1", "-3", "9" * 40)},
    )


@pytest.fixture(scope="module")
def workdir(tmp_path_factory):
    return tmp_path_factory.mktemp("fuzz")


@settings(FUZZ, max_examples=scaled(80))
@given(data=st.data())
def test_simulate(workdir, data):
    game = data.draw(st.sampled_from(games.known_ids()))
    argv, stdin = data.draw(simulate_args(game, str(workdir / "sim.jsonl")))
    for i in range(1, len(argv)):  # a junk --hands 10**30 is a good number: a long wait
        if argv[i - 1] == "--hands" and argv[i].strip().isdigit() and len(argv[i]) > 1:
            argv[i] = "3"
    with contextlib.chdir(workdir):  # a junk --record name is written there
        fuzz(argv, stdin)


@pytest.fixture(scope="module")
def records(workdir) -> list[list[str]]:
    """The lines of a tiny record of each of three games."""
    found = []
    for game in ("paigow", "daling", "da-gunzi"):
        path = workdir / f"{game}.jsonl"
        assert gupai(["simulate", game, "--hands", "2", "--seed", "5", "--record", str(path)]) == 0
        found.append(path.read_text(encoding="utf-8").splitlines())
    return found


JSON_JUNK = st.sampled_from(
    [
        float("inf"),
        float("nan"),
        -0.0,
        10**400,
        1e308,
        "",
        "\x00",
        None,
        [],
        {},
        True,
        "6-6",
        -1,
        2**63,
    ]
)
RAW_JSON_JUNK = st.sampled_from(
    [
        "[" * 5000 + "]" * 5000,
        '{"a": ' * 3000,
        "Infinity",
        "1e400",
        "{}",
        "[]",
        "",
        "\ufeff{}",
        '{"format": "gupai-record"}',
    ]
)
CASES = itertools.count()


def mutate(line: str, choice: int, junk) -> str:
    """The record line with one value (the `choice`-th found) replaced by junk."""
    try:
        obj = json.loads(line)
    except (ValueError, RecursionError):
        return line
    slots = []

    def walk(node):
        items = (
            node.items()
            if isinstance(node, dict)
            else enumerate(node)
            if isinstance(node, list)
            else ()
        )
        for key, child in items:
            slots.append((node, key))
            walk(child)

    walk(obj)
    if not slots:
        return json.dumps(junk)
    node, key = slots[choice % len(slots)]
    node[key] = junk
    return json.dumps(obj)


@settings(FUZZ, max_examples=scaled(80))
@given(data=st.data())
def test_record_validate_and_replay(workdir, records, data):
    content = list(data.draw(st.sampled_from(records)))
    for _ in range(data.draw(st.integers(0, 2))):
        at = data.draw(st.integers(0, len(content)))
        content[at : at + data.draw(st.integers(0, 1))] = [
            data.draw(
                st.one_of(
                    st.tuples(
                        st.sampled_from(content or ["{}"]), st.integers(0, 10**6), JSON_JUNK
                    ).map(lambda t: mutate(*t)),
                    RAW_JSON_JUNK,
                    JUNK,
                )
            )
        ]
    path = workdir / f"case{next(CASES)}.jsonl"
    path.write_text("\n".join(content), encoding="utf-8", errors="surrogatepass")
    target = data.draw(
        st.one_of(
            st.just(str(path)),
            st.just(str(path)),
            JUNK,
            one_of(str(workdir), str(workdir / "none.jsonl")),
        )
    )
    extra = data.draw(st.lists(st.sampled_from(["--json", "--bogus"]), max_size=1))
    fuzz(["record", data.draw(one_of("validate", "replay")), target, *extra])


# -- every option, every nasty value ---------------------------------------------------------


def valued(options: dict, *more: str) -> list[str]:
    return [name for name, values in options.items() if values is not None] + list(more)


SWEEP = [  # a good command line, and the options that take a value there
    (["paigow", "set", "6-6", "6-6", "2-1", "3-1"], valued(PG_STAKES, "--way")),
    (["paigow", "edge", "--player", "house"], ["--player"]),
    (["chinese-poker", "compare", "As Ad 7c", "Ks Kd Kh 2c 3d"], ["--wheel"]),
    (
        ["chinese-poker", "set", "--level", "greedy", *DECK[:13]],
        valued(CP_RULES, "--level", "--players", "--seat"),
    ),
    (["chinese-poker", "settle", *SEATS], valued(CP_RULES, "--dealer", "--chips")),
    (
        [
            "daling",
            "settle",
            "--table",
            "6-6",
            "3-2",
            "4-3 | 6-5 5-1 | 1-1 6-3 3-3",
            "5-2 | 6-6 4-1 | 2-2 2-2 5-4",
        ],
        valued(DL_RULES, "--table"),
    ),
    (
        ["daling", "set", "--table", "6-6", "3-2", "4-3", "6-5", "5-1", "1-1", "6-3", "3-3"],
        valued(DL_RULES, "--table", "--players", "--level"),
    ),
    (["da-gunzi", "follow", "5 s | Kh | Ah Kh 3c | Ah"], ["--follow"]),
    (
        ["da-gunzi", "score", "5 6 | 95 | BJ SJ 5c Th 3d 4d | attackers"],
        valued(DG_OPTIONS["score"]),
    ),
    (
        ["simulate", "paigow", "--hands", "1", "--seed", "1"],
        ["--hands", "--seed", "--level", "--preset", "--rule"],
    ),
]
NASTY_VALUES = [
    "nan",
    "NaN",
    "inf",
    "-inf",
    "Infinity",
    "1e400",
    "-1e400",
    "-0",
    "",
    " ",
    "a\nb",
    "\x00",
    "\u0663",
    "\ud800",
    "-",
    "--bogus",
    "[" * 5000,
    "stake=Infinity",
    "players=1e400",
    "commission=nan",
    "unit=" + "9" * 5000,
]


@pytest.mark.parametrize("argv, options", SWEEP, ids=[" ".join(a[:2]) for a, _ in SWEEP])
def test_every_option_with_every_nasty_value(argv, options):
    """Deterministic: each option of each form gets each nasty value in a good command line."""
    assert gupai(argv) == 0
    for name, value in itertools.product(options, NASTY_VALUES):
        if name in argv:
            at = argv.index(name) + 1
            given = argv[:at] + [value] + argv[at + 1 :]
        else:
            given = argv[:2] + [name, value] + argv[2:]
        gupai(given)


# -- anything at all --------------------------------------------------------------------------

VOCABULARY = [
    "paigow",
    "chinese-poker",
    "daling",
    "da-gunzi",
    "record",
    "compare",
    "set",
    "edge",
    "settle",
    "trick",
    "follow",
    "classify",
    "score",
    "validate",
    "replay",
    "--json",
    "--table",
    "--help",
    "--way",
    "--players",
    "--unit",
    "--level",
    "--commission",
    "--preset",
    "--chips",
    "--follow",
    "--must-play",
]


@settings(FUZZ, max_examples=scaled(150))
@given(
    st.lists(st.one_of(st.sampled_from(VOCABULARY), JUNK), max_size=6),
    st.lists(JUNK, max_size=3).map("\n".join),
)
def test_any_words(argv, stdin):
    fuzz(argv, stdin)


def test_unknown_option_is_named_through_a_process():
    done = subprocess.run(
        [sys.executable, "-m", "gupai_desktop.cli.main", "--bogus"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and "--bogus" in done.stderr
    assert "Traceback" not in done.stderr
