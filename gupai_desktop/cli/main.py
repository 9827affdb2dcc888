"""The `gupai` command line (see shared/CLI.md): analysis, simulation and records.

Each game names its own subcommands' module in its GameSpec (`cli`); that module and each topic
(simulate, record) add their subcommands through a `register(subparsers)` function. Bad input
raises CliError (or ValueError) and leaves with status 2 and one line on standard error.
"""
from __future__ import annotations

import argparse
import sys


class CliError(Exception):
    """A user error: printed as one line, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # argparse would print usage; the contract wants one line
        raise CliError(message)


def build_parser() -> argparse.ArgumentParser:
    from ..engine import games
    from . import records, simulate
    parser = _Parser(prog="gupai", description="Chinese domino and card games: analysis, "
                     "simulation and game records.")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    game_modules = [games.load(games.get(g).cli) for g in games.known_ids() if games.get(g).cli]
    for module in (*game_modules, simulate, records):
        module.register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    try:
        args = build_parser().parse_args(argv)
        return int(args.func(args) or 0)
    except (CliError, ValueError, KeyError) as exc:
        text = exc.args[0] if exc.args else str(exc)
        print(f"gupai: {text}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    # Under `python -m` this file is __main__; use the package module so CliError is one class.
    from gupai_desktop.cli.main import main as package_main
    sys.exit(package_main())
