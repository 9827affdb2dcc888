"""`gupai daling settle | set` (the contract is docs/cli.md).

settle reads one player per line, "G1 | G2 | G3"; a blank line or the end of input closes a
deal, and then each player's net is printed, one line per player in input order (one JSON
object per deal with --json). set prints the AI's grouping of six tiles, "G1 | G2 | G3".
Bad input leaves with status 2 and one line naming the bad token (via CliError).
"""

from __future__ import annotations

import argparse
import json
from typing import Iterable

from ..engine.daling.groups import (
    Grouping,
    colour_pips,
    counted_values,
    grouping_at,
    parse_grouping,
    sorted_hand,
)
from ..engine.daling.rules import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    TIED_ABSOLUTE,
    UNMATCHED_GROUP,
    DaLingRules,
    parse_stakes,
    table_colour,
    table_target,
)
from ..engine.daling.settlement import Settlement, settle
from ..engine.dominoes import Tile, check_available, format_tiles, parse_tiles
from ..records.format import to_jsonable
from .args import CliError, number, stdin_deals, stdin_lines, whole


def register(subparsers) -> None:
    dl = subparsers.add_parser(
        "daling",
        help="Da Ling: settle a deal, group six tiles",
        description="Da Ling analysis with the app's engine and AI.",
    )
    sub = dl.add_subparsers(dest="daling_command", required=True, parser_class=type(dl))

    st = sub.add_parser("settle", help="settle a deal: prints each player's net")
    st.add_argument(
        "players",
        nargs="+",
        metavar="PLAYER",
        help='each player\'s groups "G1 | G2 | G3" (1, 2 and 3 tiles); or - to '
        "read one player per line, a blank line ending each deal",
    )
    _rules(st)
    st.set_defaults(func=_cmd_settle)

    gr = sub.add_parser("set", help='the AI\'s grouping of six tiles: prints "G1 | G2 | G3"')
    gr.add_argument(
        "tiles",
        nargs="+",
        metavar="TILE",
        help="six tiles, e.g. 4-3 6-5 5-1 1-1 6-3 3-3; or - to read one hand per line",
    )
    gr.add_argument(
        "--players",
        type=whole(MIN_PLAYERS, MAX_PLAYERS),
        default=4,
        metavar="N",
        help="players at the table, the AI included (2 to 5, default 4)",
    )
    gr.add_argument(
        "--level",
        choices=("strong", "greedy", "first"),
        default="strong",
        help="strong: best expected payment (default); greedy: most stake matched; "
        "first: the first grouping matching the most groups",
    )
    _rules(gr)
    gr.set_defaults(func=_cmd_set)


def _rules(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--table",
        nargs=2,
        type=_tile,
        required=True,
        metavar="TILE",
        help="the two face-up table tiles, e.g. --table 6-6 3-2",
    )
    p.add_argument(
        "--stakes",
        type=_stakes,
        default="classic",
        metavar="A,B,C",
        help="stakes of the 1-, 2- and 3-tile groups: 3,7,15 (classic, default), "
        "1,2,3 (modern) or any three numbers",
    )
    p.add_argument(
        "--house-fee", action="store_true", help="casino: the absolute winner pays the house 1 chip"
    )
    p.add_argument(
        "--banker",
        action="store_true",
        help="a non-playing banker sits at the table (implied by the options that pay it)",
    )
    p.add_argument(
        "--tied-absolute",
        choices=TIED_ABSOLUTE,
        default="groups",
        help="tied absolute winners: groups settles group by group, push pushes "
        "all (default %(default)s)",
    )
    p.add_argument(
        "--unmatched-group",
        choices=UNMATCHED_GROUP,
        default="stay",
        help="a group nobody matches: its stakes stay (default) or go to the banker",
    )
    p.add_argument("--json", action="store_true", help="print one JSON object per answer")


def _stakes(text: str) -> str:
    try:
        parse_stakes(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(exc.args[0]) from None
    return text


def _tile(text: str) -> Tile:
    """One table tile per word: `--table 6-6 3-2` (an empty word is no tile)."""
    try:
        tiles = parse_tiles(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(exc.args[0]) from None
    if len(tiles) != 1:
        raise argparse.ArgumentTypeError(f"{text!r}: one tile per word, e.g. --table 6-6 3-2")
    return tiles[0]


def _make_rules(args, players: int) -> DaLingRules:
    banker = args.banker or args.house_fee or args.unmatched_group == "banker"
    return DaLingRules(
        players=players,
        stakes=args.stakes,
        banker=banker,
        house_fee=args.house_fee,
        tied_absolute=args.tied_absolute,
        unmatched_group=args.unmatched_group,
    )


def _table(args) -> tuple[Tile, ...]:
    table = tuple(args.table)
    try:
        check_available(table)
    except ValueError as exc:
        raise CliError(f"--table: {exc.args[0]}") from None
    return table


def _fail(line_no: int, exc: ValueError) -> CliError:
    where = f"line {line_no}: " if line_no else ""
    return CliError(where + (exc.args[0] if exc.args else str(exc)))


# -- settle ---------------------------------------------------------------------------------


def _deals(args) -> Iterable[list[tuple[int, str]]]:
    """Deals as lists of (line number, player text); command-line players are one deal."""
    if args.players != ["-"]:
        return [[(0, text) for text in args.players]]
    return stdin_deals(MAX_PLAYERS, "players")


def settle_deal(args, table: tuple[Tile, ...], deal: list[tuple[int, str]]) -> Settlement:
    groupings: list[Grouping] = []
    for line_no, text in deal:
        try:
            groupings.append(parse_grouping(text))
        except ValueError as exc:
            raise _fail(line_no, exc) from None
    if not MIN_PLAYERS <= len(groupings) <= MAX_PLAYERS:
        where = f"line {deal[-1][0]}: " if deal[-1][0] else ""
        raise CliError(
            f"{where}a deal has {MIN_PLAYERS} to {MAX_PLAYERS} players, not {len(groupings)}"
        )
    try:
        check_available(list(table) + [t for g in groupings for t in g.tiles()])
    except ValueError as exc:
        raise _fail(deal[-1][0], exc) from None
    return settle(_make_rules(args, len(groupings)), table, groupings)


def _cmd_settle(args) -> int:
    table = _table(args)
    _make_rules(args, MIN_PLAYERS)
    for deal in _deals(args):
        result = settle_deal(args, table, deal)
        if args.json:
            print(json.dumps({"nets": result.nets(), **to_jsonable(result)}), flush=True)
        else:
            print("\n".join(number(n) for n in result.nets()), flush=True)
    return 0


# -- set ------------------------------------------------------------------------------------


def _hands(args) -> Iterable[tuple[int, str]]:
    if args.tiles == ["-"]:
        yield from stdin_lines()
    else:
        yield 0, " ".join(args.tiles)


def _cmd_set(args) -> int:
    from ..ai import daling as ai

    table = _table(args)
    rules = _make_rules(args, args.players)
    for line_no, text in _hands(args):
        try:
            tiles = parse_tiles(text)
            if len(tiles) != 6:
                raise ValueError(f"{text!r}: a Da Ling hand has six tiles, not {len(tiles)}")
            check_available(list(table) + tiles)
        except ValueError as exc:
            raise _fail(line_no, exc) from None
        seed = ai.seed_for(table, tiles, 0, args.players)
        index = ai.best_index(table, tiles, rules, args.level, args.players, seed)
        grouping = grouping_at(sorted_hand(tiles), index)
        if args.json:
            print(json.dumps(_set_json(ai, table, tiles, rules, args, grouping, seed)), flush=True)
        else:
            print(grouping, flush=True)
    return 0


def _set_json(ai, table, tiles, rules: DaLingRules, args, grouping: Grouping, seed: int) -> dict:
    target, colour = table_target(table), table_colour(table)
    obj = {
        "table": format_tiles(table),
        "target": target,
        "colour": colour,
        "tiles": format_tiles(sorted_hand(tiles)),
        "players": args.players,
        "level": args.level,
        "grouping": str(grouping),
        "groups": [_group_json(g, target, colour) for g in grouping.groups],
    }
    if args.level == "strong":
        ev = ai.expected_values(table, tiles, rules, args.players, seed=seed)
        seen: dict[str, float] = {}
        for index, value in enumerate(ev):
            seen.setdefault(str(grouping_at(sorted_hand(tiles), index)), float(value))
        obj["expected"] = [
            {"grouping": g, "ev": v} for g, v in sorted(seen.items(), key=lambda kv: -kv[1])
        ]
    return obj


def _group_json(group, target: int, colour: str) -> dict:
    counted = counted_values(group, target)
    return {
        "tiles": format_tiles(group),
        "matches": counted is not None,
        "counted": list(counted) if counted else None,
        "colour_pips": colour_pips(group, colour),
    }
