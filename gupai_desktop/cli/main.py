"""The `gupai` command line (see docs/cli.md): analysis, simulation and records.

Each game names its own subcommands' module in its GameSpec (`cli`); that module and each topic
(simulate, record) add their subcommands through a `register(subparsers)` function. Options are
read by the callables of `args`; bad input raises CliError (or ValueError) and leaves with status
2 and one line on standard error, whatever the input was.
"""

from __future__ import annotations

import argparse
import errno
import functools
import io
import os
import re
import signal
import sys

from .args import CliError, Parser, one_line
from .stops import stops_as_interrupts

__all__ = ["CliError", "build_parser", "main"]


def build_parser() -> argparse.ArgumentParser:
    from ..engine import games
    from ..version import version_line
    from . import records, simulate

    parser = Parser(
        prog="gupai",
        description="Chinese domino and card games: analysis, simulation and game records.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "--version",
        action="version",
        version=version_line("gupai"),
        help="print the version and exit",
    )
    sub = parser.add_subparsers(dest="command", required=True, parser_class=Parser)
    game_modules = [games.load(games.get(g).cli) for g in games.known_ids() if games.get(g).cli]
    for module in (*game_modules, simulate, records):
        module.register(sub)
    parser.epilog = _games_epilog(games, sub.choices)
    _describe(parser)
    return parser


def _commands(parser: argparse.ArgumentParser | None) -> list[str]:
    """The names of a parser's sub-commands, in the order they were added."""
    for action in parser._actions if parser else ():
        if isinstance(action, argparse._SubParsersAction):
            return list(action.choices)
    return []


def _games_epilog(games, commands: dict) -> str:
    """Every game of the registry with its own commands, since two of them have none and
    are only reached through `simulate`."""
    lines = ["games (GAME of simulate) and their own commands:"]
    for game in games.known_ids():
        spec = games.get(game)
        own = ", ".join(_commands(commands.get(game))) or "(simulate only)"
        lines.append(f"  {game:<15} {spec.title} ({spec.chinese_title}): {own}")
    record = "|".join(_commands(commands.get("record")))
    lines += [
        "",
        f"every game: simulate GAME --hands N --seed S; record {record} FILE",
        "`gupai COMMAND --help` explains a command; docs/cli.md explains them all.",
    ]
    return "\n".join(lines)


def _describe(parser: argparse.ArgumentParser) -> None:
    """Give every sub-command without a description its one-line help, so that its own
    `--help` says what it does."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            helps = {a.dest: a.help for a in action._choices_actions}
            for name, child in action.choices.items():
                if not child.description and helps.get(name):
                    text = helps[name]
                    child.description = text[:1].upper() + text[1:] + "."
                _describe(child)


def _message(exc: BaseException) -> str:
    """What went wrong, for a user: the error's own words, or what the input did."""
    if isinstance(exc, UnicodeDecodeError):
        return f"input is not UTF-8 text (byte {exc.object[exc.start : exc.start + 1]!r})"
    if isinstance(exc, RecursionError):
        return "input nested too deeply"
    text = exc.args[0] if exc.args else ""
    if isinstance(exc, OverflowError):
        return f"a number too large: {text}"
    return str(text) or type(exc).__name__


@functools.cache
def _parser() -> argparse.ArgumentParser:
    """The parser, built once a process: a program (or a test) that runs many commands in one
    process would otherwise spend most of each building every game's options again."""
    return build_parser()


class _ClosedInput(io.TextIOBase):
    """Standard input when the shell closed it (`<&-`): reading it is a user's mistake, told
    in one line, not a TypeError from iterating None."""

    def readable(self) -> bool:
        return True

    def readline(self, size: int | None = -1) -> str:
        raise CliError("standard input is closed: give the input as arguments, or pipe it in")

    read = readline


def _strict_input() -> None:
    """Bytes that are not UTF-8 are refused by name (`_message`), not read on as \udcff."""
    if sys.stdin is None:
        sys.stdin = _ClosedInput()
    elif isinstance(sys.stdin, io.TextIOWrapper) and sys.stdin.errors != "strict":
        sys.stdin.reconfigure(errors="strict")


_NEGATIVE_LIST = re.compile(r"-\d[\d.]*(,[-\d.]*)+")


def _negative_lists(argv: list[str]) -> list[str]:
    """`--stakes -1,2,3` as `--stakes=-1,2,3`: argparse took the list for an option and said
    "expected one argument" (found by a new user), where the value's own check says what is
    wrong with it. A single negative number argparse reads as a value already."""
    out: list[str] = []
    for word in argv:
        if (
            out
            and out[-1].startswith("--")
            and "=" not in out[-1]
            and "--" not in out  # past the end of the options, words are as written
            and _NEGATIVE_LIST.fullmatch(word)
        ):
            out[-1] = f"{out[-1]}={word}"
        else:
            out.append(word)
    return out


# What writing the output fails with (a full disk, a broken device): said as such, where an
# error that names no file (too many open files as the workers start) is said as it is.
OUTPUT_ERRORS = {errno.ENOSPC, errno.EIO, errno.EFBIG, getattr(errno, "EDQUOT", errno.ENOSPC)}


def _output_gone() -> None:
    """Standard output failed: what is left in its buffer goes nowhere, not into a second
    error as Python flushes it on the way out."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass


def main(argv: list[str] | None = None) -> int:
    with stops_as_interrupts():
        try:
            _strict_input()
            try:
                args = _parser().parse_args(_negative_lists(sys.argv[1:] if argv is None else argv))
            except SystemExit as exc:
                if exc.code in (0, None):  # --help, --version: written, not left to the exit,
                    sys.stdout.flush()  # where a failed write went unsaid
                raise
            return int(args.func(args) or 0)
        except (CliError, ValueError, KeyError, OverflowError, RecursionError) as exc:
            print(f"gupai: error: {one_line(_message(exc))}", file=sys.stderr)
            return 2
        except BrokenPipeError:
            return 0
        except KeyboardInterrupt as exc:  # a record being written is kept whole (write_atomic)
            print("gupai: interrupted", file=sys.stderr)
            return 128 + getattr(exc, "signum", signal.SIGINT)
        except OSError as exc:  # the machine failed the run (a full disk, too many open files)
            said = exc.strerror or str(exc)
            if exc.filename:
                said = f"{exc.filename}: {said}"
            elif exc.errno in OUTPUT_ERRORS:
                _output_gone()
                said = f"cannot write the output: {said}"
            print(f"gupai: error: {one_line(said)}", file=sys.stderr)
            return 1


if __name__ == "__main__":
    # Under `python -m` this file is __main__; use the package module so CliError is one class.
    from gupai_desktop.cli.main import main as package_main

    sys.exit(package_main())
