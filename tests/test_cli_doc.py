"""docs/cli.md cannot drift from the command line (issue 17): every example in it runs here and
must give its exit status and the shape of its output; every command and option the parser
knows is named in it; and every option's `--help` line says what it means and its default.

An example block is a ```sh fence in docs/cli.md. In it, `$ gupai ...` is a command (a `<<'EOF'`
heredoc after it is its standard input), the lines after it are its expected standard output
then standard error, and `# exit N` gives its exit status (0 when not given). In an expected
line `...` stands for any text, and a line of only `...` for any number of lines. A block's
commands run in order in one empty folder, so a file one writes is there for the next. A
progress line on standard error depends on the clock (a run past two seconds shows one), so it
is compared only where the example shows one.
"""

from __future__ import annotations

import argparse
import io
import re
import shlex
from pathlib import Path
from typing import NamedTuple

import pytest

from gupai_desktop.cli.main import build_parser, main

DOC = Path(__file__).resolve().parent.parent / "docs" / "cli.md"
FENCE = re.compile(r"^```sh\n(.*?)^```$", re.MULTILINE | re.DOTALL)
HEREDOC = re.compile(r"\s*<<\s*'?EOF'?\s*$")
EXIT = re.compile(r"^# exit (\d+)$")
PROGRESS = re.compile(r"^[\w -]+: [\d,/]+ hands in [\d.]+ s \(.*hands/s.*\)\n", re.MULTILINE)


class Example(NamedTuple):
    argv: list[str]
    stdin: str | None
    expected: list[str]
    status: int


def parse_block(text: str) -> list[Example]:
    """The examples of one ```sh block, in order."""
    lines = text.splitlines()
    if not lines or not lines[0].startswith("$ gupai"):
        raise ValueError(f"a sh block in {DOC.name} starts with '$ gupai': {lines[:1]}")
    examples: list[Example] = []
    i = 0
    while i < len(lines):
        command = lines[i][2:]
        i += 1
        stdin = None
        if HEREDOC.search(command):
            command = HEREDOC.sub("", command)
            end = lines.index("EOF", i)
            stdin = "".join(line + "\n" for line in lines[i:end])
            i = end + 1
        expected, status = [], 0
        while i < len(lines) and not lines[i].startswith("$ "):
            found = EXIT.match(lines[i])
            if found:
                status = int(found.group(1))
            else:
                expected.append(lines[i])
            i += 1
        argv = shlex.split(command, comments=True)
        assert argv[0] == "gupai", command
        examples.append(Example(argv[1:], stdin, expected, status))
    return examples


def blocks() -> list[tuple[int, list[Example]]]:
    text = DOC.read_text(encoding="utf-8")
    return [
        (text[: m.start()].count("\n") + 1, parse_block(m.group(1))) for m in FENCE.finditer(text)
    ]


def shape(expected: list[str]) -> re.Pattern:
    """The expected lines as one pattern: `...` is any text, a line of `...` any lines."""
    parts = []
    for line in expected:
        if line.strip() == "...":
            parts.append(r"(?:.*\n)*")
        else:
            parts.append(".*".join(re.escape(p) for p in line.split("...")) + r"\n")
    return re.compile("".join(parts))


def run(example: Example, capsys, monkeypatch) -> tuple[int, str]:
    monkeypatch.setattr("sys.stdin", io.StringIO(example.stdin or ""))
    try:
        code = main(list(example.argv))
    except SystemExit as exc:  # --help and --version leave through argparse
        code = exc.code or 0
    out, err = capsys.readouterr()
    return code, out + err


BLOCKS = blocks()


@pytest.mark.parametrize(
    "examples",
    [b for _, b in BLOCKS],
    ids=[f"line{n}-{' '.join(b[0].argv[:2])}" for n, b in BLOCKS],
)
def test_every_example_gives_its_status_and_output(examples, tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("GUPAI_HOME", str(tmp_path / "home"))
    for example in examples:
        code, output = run(example, capsys, monkeypatch)
        if not any(" hands in " in line for line in example.expected):
            output = PROGRESS.sub("", output)
        command = "gupai " + shlex.join(example.argv)
        assert code == example.status, f"{command}: exit {code}\n{output}"
        assert shape(example.expected).fullmatch(output), (
            f"{command}: output\n{output}does not match\n" + "\n".join(example.expected)
        )


def test_a_progress_line_is_left_out_where_the_example_shows_none():
    said = "recorded 3 hands to one.jsonl\nsimulate dingniu: 300 hands in 2.2 s (136 hands/s)\n"
    assert PROGRESS.sub("", said) == "recorded 3 hands to one.jsonl\n"
    assert PROGRESS.sub("", "validate: 1,250/2,000 hands in 3.0 s (417 hands/s, 1.2 MB/s)\n") == ""
    assert PROGRESS.sub("", "simulate small-mahjong: 20 hands in 2.3 s (9 hands/s)\n") == ""


def test_the_shape_matcher():
    assert shape(["a ... c", "...", "z"]).fullmatch("a b c\nx\ny\nz\n")
    assert shape(["a ... c", "...", "z"]).fullmatch("a  c\nz\n")
    assert not shape(["a", "b"]).fullmatch("a\nb\nc\n")
    assert not shape(["(x)"]).fullmatch("x\n")
    assert shape([]).fullmatch("")


def leaves(parser: argparse.ArgumentParser, path: tuple[str, ...] = ()):
    """(command path, parser) of every command that runs, e.g. (("paigow", "set"), parser)."""
    subs = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    if not subs:
        yield path, parser
    for action in subs:
        for name, child in action.choices.items():
            yield from leaves(child, path + (name,))


def options(parser: argparse.ArgumentParser):
    return [
        a
        for a in parser._actions
        if not isinstance(a, (argparse._HelpAction, argparse._SubParsersAction))
    ]


def test_every_command_has_an_example_and_every_option_is_named():
    examples = [e for _, block in BLOCKS for e in block]
    text = DOC.read_text(encoding="utf-8")
    for path, parser in leaves(build_parser()):
        assert any(tuple(e.argv[: len(path)]) == path for e in examples), (
            f"no example of gupai {' '.join(path)} in {DOC.name}"
        )
        for action in options(parser):
            for flag in action.option_strings:
                assert re.search(rf"`{re.escape(flag)}(?![\w-])", text), (
                    f"gupai {' '.join(path)} {flag} is not described in {DOC.name}"
                )


def test_simulate_has_an_example_for_every_game():
    from gupai_desktop.engine import games

    simulated = {
        e.argv[1]
        for _, block in BLOCKS
        for e in block
        if e.argv[:1] == ["simulate"] and len(e.argv) > 1
    }
    assert simulated >= set(games.known_ids())


def test_every_option_has_help_with_its_default():
    """Each option's help says what it means; one with a default names it, via %(default)s
    or in words."""

    def walk(parser, name):
        for action in options(parser):
            text = parser._get_formatter()._expand_help(action) if action.help else ""
            flag = "/".join(action.option_strings) or action.dest
            assert text.strip(), f"{name} {flag}: no help"
            default = action.default
            if not (default is None or default is False or default in ([], argparse.SUPPRESS)):
                assert "default" in text and str(default) in text, (
                    f"{name} {flag}: help does not give the default {default!r}: {text}"
                )
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                helps = {a.dest: a.help for a in action._choices_actions}
                for sub, child in action.choices.items():
                    assert helps.get(sub) and child.description, f"{name} {sub}: no help"
                    walk(child, f"{name} {sub}")

    walk(build_parser(), "gupai")


def test_top_level_help_lists_every_game_and_command(capsys):
    from gupai_desktop.engine import games

    with pytest.raises(SystemExit) as exit_:
        main(["--help"])
    out = capsys.readouterr().out
    assert exit_.value.code == 0
    for game in games.known_ids():
        assert re.search(rf"^  {re.escape(game)} ", out, re.MULTILINE), game
    for path, _ in leaves(build_parser()):
        assert path[-1] in out, path


def test_simulate_help_explains_hands_and_seed(capsys):
    with pytest.raises(SystemExit):
        main(["simulate", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert re.search(r"--hands N how many hands", out)
    assert re.search(r"--seed S a whole number that decides every deal", out)


def test_chinese_poker_settle_help_gives_every_form_of_a_seat(capsys):
    """A seat may be a setting, a declared special hand or a surrender, as docs/cli.md says;
    the help named the setting alone (a contributor)."""
    with pytest.raises(SystemExit):
        main(["chinese-poker", "settle", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    for form in ('"FRONT | MIDDLE | BACK"', '"declare SPECIAL: 13 cards"', '"surrender: 13 cards"'):
        assert form in out
    assert "`declare SPECIAL: 13 cards`, or `surrender`" in DOC.read_text(encoding="utf-8")


def test_readme_links_the_doc_and_nothing_outside_the_repository():
    readme = (DOC.parent.parent / "README.md").read_text(encoding="utf-8")
    assert "(docs/cli.md)" in readme
    assert not re.search(r"\.\./|shared/", readme)
