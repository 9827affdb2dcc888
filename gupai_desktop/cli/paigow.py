"""`gupai paigow compare | set | edge` (the contract is docs/cli.md).

Each answer is one stdout line (or one JSON object with --json). In batch mode (`-`) answers are
printed as the lines are read, so a bad line stops the run with its line number after the good
answers before it; bad input always leaves with status 2 via CliError.
"""

from __future__ import annotations

import argparse
import json
from typing import Callable, Iterable

from ..engine.dominoes import Tile, check_available, format_tiles, parse_tiles
from ..engine.paigow.hands import compare, evaluate, tie_reason
from ..engine.paigow.house_way import DEFAULT_HOUSE_WAY, HOUSE_WAYS
from .args import CliError, finite_float, stdin_lines

WAYS = ("house", "optimal")


def register(subparsers) -> None:
    pg = subparsers.add_parser(
        "paigow",
        help="Pai Gow: compare hands, set tiles, house edge",
        description="Pai Gow analysis with the app's engine and AI.",
    )
    sub = pg.add_subparsers(dest="paigow_command", required=True, parser_class=type(pg))

    cmp_ = sub.add_parser("compare", help="which of two 2-tile hands wins (player, then banker)")
    cmp_.add_argument(
        "hands",
        nargs="+",
        metavar="HAND",
        help='player hand and banker hand, e.g. "6-6 4-3" "1-1 5-2"; '
        'or - to read lines "PLAYER | BANKER"',
    )
    _common(cmp_, house_way=False)
    cmp_.set_defaults(func=_cmd_compare)

    set_ = sub.add_parser("set", help='set four tiles: prints "LOW | HIGH"')
    set_.add_argument(
        "tiles",
        nargs="+",
        metavar="TILE",
        help="four tiles, e.g. 6-6 6-6 2-1 3-1; or - to read one hand per line",
    )
    set_.add_argument(
        "--way",
        choices=WAYS,
        default="house",
        help="house: the app's house way (default); optimal: maximise expected "
        "value against a house-way opponent",
    )
    _stakes(set_)
    set_.set_defaults(func=_cmd_set)

    edge = sub.add_parser("edge", help="exact house edge in percent by full enumeration")
    edge.add_argument(
        "--player", choices=WAYS, default="house", help="how the player sets (default house)"
    )
    _stakes(edge)
    edge.set_defaults(func=_cmd_edge)


def _common(p: argparse.ArgumentParser, house_way: bool = True) -> None:
    p.add_argument("--json", action="store_true", help="print one JSON object per answer")
    if house_way:
        p.add_argument(
            "--house-way",
            choices=sorted(HOUSE_WAYS),
            default=DEFAULT_HOUSE_WAY,
            help=f"the opponent's house way (default {DEFAULT_HOUSE_WAY})",
        )


def _stakes(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--banking", action="store_true", help="the player is the banker against house-way players"
    )
    p.add_argument(
        "--commission",
        type=finite_float(0, 1, hi_open=True),
        default=0.05,
        metavar="RATE",
        help="commission on winning bets, from 0 up to but not including 1 (default 0.05)",
    )
    _common(p)


# -- shared plumbing ------------------------------------------------------------------------


def _cases(args_list: list[str], single: Callable[[list[str]], str]) -> Iterable[tuple[int, str]]:
    """(line number, case text) pairs: stdin lines for `-`, else the one case on the command line."""
    if args_list == ["-"]:
        yield from stdin_lines()
    else:
        yield 0, single(args_list)


def _run(args, cases: Iterable[tuple[int, str]], answer: Callable[[str], tuple[str, dict]]) -> int:
    for number, text in cases:
        try:
            line, obj = answer(text)
        except ValueError as exc:
            where = f"line {number}: " if number else ""
            raise CliError(where + (exc.args[0] if exc.args else str(exc))) from None
        print(json.dumps(obj) if args.json else line, flush=True)
    return 0


def _tiles(text: str, count: int, what: str) -> list[Tile]:
    tiles = parse_tiles(text)
    if len(tiles) != count:
        raise ValueError(f"{text.strip()!r}: {what} has {count} tiles, not {len(tiles)}")
    return tiles


# -- compare --------------------------------------------------------------------------------


def _cmd_compare(args) -> int:
    def single(hands: list[str]) -> str:
        if len(hands) == 1 and "|" in hands[0]:
            return hands[0]
        if len(hands) != 2:
            raise CliError(f"compare takes two hands (player, then banker), not {len(hands)}")
        return " | ".join(hands)

    return _run(args, _cases(args.hands, single), _compare_line)


def _compare_line(text: str) -> tuple[str, dict]:
    parts = text.split("|")
    if len(parts) != 2:
        raise ValueError(f"{text.strip()!r}: expected 'PLAYER | BANKER', two tiles each side")
    player = tuple(_tiles(parts[0], 2, "a hand"))
    banker = tuple(_tiles(parts[1], 2, "a hand"))
    check_available(player + banker)
    winner = "player" if compare(player, banker) > 0 else "banker"
    obj = {
        "winner": winner,
        "player": _hand_json(player),
        "banker": _hand_json(banker),
        "reason": tie_reason(player, banker),
    }
    return winner, obj


def _hand_json(hand) -> dict:
    value = evaluate(*hand)
    return {
        "tiles": format_tiles(hand),
        "hand": value.describe(),
        "kind": value.kind,
        "key": value.key,
    }


# -- set ------------------------------------------------------------------------------------


def _cmd_set(args) -> int:
    return _run(args, _cases(args.tiles, " ".join), lambda text: _set_line(args, text))


def _set_line(args, text: str) -> tuple[str, dict]:
    from ..ai import paigow as ai

    tiles = _tiles(text, 4, "a Pai Gow hand")
    check_available(tiles)
    stakes = dict(banking=args.banking, commission=args.commission, house_way=args.house_way)
    chosen = ai.choose_setting(tiles, args.way, **stakes)
    if not args.json:
        return str(chosen), {}
    house = ai.house_setting(tiles, args.house_way)
    settings = [
        {
            "setting": str(e.setting),
            "low": e.setting.low_value.describe(),
            "high": e.setting.high_value.describe(),
            "ev": e.ev,
            "p_win": e.p_win,
            "p_lose": e.p_lose,
            "p_push": e.p_push,
            "house_way": e.setting == house,
            "chosen": e.setting == chosen,
        }
        for e in ai.expected_values(tiles, **stakes)
    ]
    obj = {
        "tiles": format_tiles(sorted(tiles, reverse=True)),
        "way": args.way,
        "setting": str(chosen),
        "low": chosen.low_value.describe(),
        "high": chosen.high_value.describe(),
        **stakes,
        "settings": settings,
    }
    return str(chosen), obj


# -- edge -----------------------------------------------------------------------------------


def _cmd_edge(args) -> int:
    from ..ai import paigow as ai

    r = ai.edge(
        args.player, banking=args.banking, commission=args.commission, house_way=args.house_way
    )
    text = f"{r.edge_percent:.2f}"
    if text == "-0.00":
        text = "0.00"
    obj = {
        "player": args.player,
        "banking": args.banking,
        "commission": args.commission,
        "house_way": args.house_way,
        "p_win": r.p_win,
        "p_lose": r.p_lose,
        "p_push": r.p_push,
        "edge_percent": r.edge_percent,
    }
    print(json.dumps(obj) if args.json else text)
    return 0
