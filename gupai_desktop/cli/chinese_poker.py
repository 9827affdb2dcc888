"""`gupai chinese-poker compare | set | settle` (the contract is docs/cli.md).

compare reads "CARDS | CARDS" (3 or 5 cards a side, fronts and backs mix on one ladder) and
prints first | second | tie. set prints the AI's "FRONT | MIDDLE | BACK" for 13 cards. settle
reads one seat per line, "FRONT | MIDDLE | BACK" (or "declare SPECIAL: 13 cards", or "surrender"
optionally followed by ": 13 cards"); a blank line or the end of input closes a deal, and each
seat's net is printed, one line per seat in input order (one JSON object per deal with --json).
Empty lines between compare/set cases are skipped. Bad input leaves with status 2 and one line
naming the bad token (via CliError).
"""

from __future__ import annotations

import argparse
import json
from typing import Iterable

from ..engine.cards import check_available, format_cards, parse_cards
from ..engine.chinese_poker.presets import PRESETS, ROYALTIES, SPECIALS, SWEEP_MULTIPLIERS
from ..engine.chinese_poker.ranking import describe, key_of
from ..engine.chinese_poker.rules import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    SCORINGS,
    ChinesePokerRules,
    resolve,
)
from ..engine.chinese_poker.setting import foul_reason, parse_setting
from ..engine.chinese_poker.settlement import DECLARE, SET, SURRENDER, Play, settle
from ..engine.chinese_poker.specials import declared
from ..records.format import to_jsonable
from .args import CliError, finite_float, number, number_list, stdin_deals, stdin_lines, whole

MAX_UNITS = 100  # a sweep bonus or surrender cost, in units
MAX_UNIT = 1_000_000  # chips per unit


def register(subparsers) -> None:
    cp = subparsers.add_parser(
        "chinese-poker",
        help="Chinese Poker: compare, set, settle",
        description="Chinese Poker analysis with the app's engine and AI.",
    )
    sub = cp.add_subparsers(dest="chinese_poker_command", required=True, parser_class=type(cp))

    cmp_ = sub.add_parser("compare", help="which of two rows ranks higher: first | second | tie")
    cmp_.add_argument(
        "hands",
        nargs="+",
        metavar="CARDS",
        help='two rows of 3 or 5 cards, e.g. "As Ad 7c" "Ks Kd Kh 2c 3d"; or - to '
        'read lines "CARDS | CARDS"',
    )
    cmp_.add_argument(
        "--wheel",
        choices=("low", "second"),
        default="low",
        help="A-2-3-4-5: the lowest straight (default) or second only to A-K-Q-J-T",
    )
    cmp_.add_argument("--json", action="store_true", help="print one JSON object per answer")
    cmp_.set_defaults(func=_cmd_compare)

    set_ = sub.add_parser("set", help='the AI\'s setting of 13 cards: "FRONT | MIDDLE | BACK"')
    set_.add_argument(
        "cards", nargs="+", metavar="CARD", help="13 cards; or - to read one hand per line"
    )
    set_.add_argument(
        "--level",
        choices=("strong", "greedy"),
        default="strong",
        help="strong: best expected payment (default); greedy: strongest back first",
    )
    set_.add_argument(
        "--players",
        type=whole(MIN_PLAYERS, MAX_PLAYERS),
        default=4,
        metavar="N",
        help="players at the table, the AI included (2 to 4, default 4)",
    )
    set_.add_argument(
        "--seat",
        type=whole(),
        default=1,
        metavar="S",
        help="the AI's seat (with a house, seat 0 is the bank; default 1)",
    )
    _rules(set_)
    set_.set_defaults(func=_cmd_set)

    st = sub.add_parser("settle", help="settle a deal: prints each seat's net")
    st.add_argument(
        "seats",
        nargs="+",
        metavar="SEAT",
        help='each seat "FRONT | MIDDLE | BACK", "declare SPECIAL: 13 cards" (an unknown '
        'SPECIAL lists the rules\' special hands) or "surrender" (optionally '
        '"surrender: 13 cards"); or - to read one seat per line, a blank line ending each '
        "deal",
    )
    st.add_argument(
        "--dealer",
        type=whole(),
        default=0,
        metavar="S",
        help="the dealer's seat: payments under the chip cap start there (default %(default)s)",
    )
    st.add_argument(
        "--chips",
        type=number_list(0),
        metavar="A,B,...",
        help="each seat's chips at the start (the chip cap of hawaiian-gardens)",
    )
    st.add_argument(
        "--allow-fouls",
        action="store_true",
        help="a setting with a weaker back than middle (or middle than front) loses "
        "every row instead of being rejected (for imported hands)",
    )
    _rules(st)
    st.set_defaults(func=_cmd_settle)


def _rules(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--preset", choices=tuple(PRESETS), default="bonus", help="payment schedule (default bonus)"
    )
    p.add_argument(
        "--wheel",
        choices=("low", "second"),
        default="low",
        help="A-2-3-4-5: the lowest straight (default) or second only to A-K-Q-J-T",
    )
    p.add_argument(
        "--house",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="seat 0 is the bank; tied rows go to it (default: the preset's)",
    )
    p.add_argument("--scoring", choices=SCORINGS, help="override the preset's scoring")
    p.add_argument("--royalties", choices=tuple(ROYALTIES), help="override the royalty table")
    p.add_argument("--specials", choices=tuple(SPECIALS), help="override the special hands")
    p.add_argument(
        "--middle-extra",
        action="store_true",
        help="quads and straight flushes pay one more in the middle",
    )
    p.add_argument(
        "--sweep-bonus",
        type=finite_float(0, MAX_UNITS),
        default=0,
        metavar="U",
        help="extra units for winning all three rows, usually 1 or 3 (default %(default)s)",
    )
    p.add_argument(
        "--sweep-multiplier",
        choices=tuple(SWEEP_MULTIPLIERS),
        default="none",
        help="none (default), double-triple (Vietnam) or double-all (Singapore)",
    )
    p.add_argument("--overall-point", action="store_true", help="the pair's net winner +1")
    p.add_argument(
        "--surrender",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="allow surrender (default: the preset's)",
    )
    p.add_argument(
        "--surrender-cost",
        type=finite_float(0, MAX_UNITS),
        metavar="U",
        help="units a surrender pays each opponent (default 1, or 2 with --overall-point)",
    )
    p.add_argument(
        "--pool-sweep", action="store_true", help="pool scoring: three rows also take 3 from each"
    )
    p.add_argument(
        "--dragon-value",
        type=whole(),
        choices=(13, 26),
        default=13,
        help="Singapore's Dragon pays 13 (default) or 26",
    )
    p.add_argument(
        "--small-cards-max",
        type=whole(),
        choices=(9, 10),
        default=9,
        help="Singapore's small cards: up to 9 (default) or 10",
    )
    p.add_argument("--aces", action="store_true", help="the aces side bet (1, 2, 6, 8)")
    p.add_argument(
        "--unit",
        type=finite_float(0, MAX_UNIT, lo_open=True),
        default=1,
        metavar="U",
        help="chips per unit (default %(default)s)",
    )
    p.add_argument("--json", action="store_true", help="print one JSON object per answer")


def make_rules(args, players: int) -> ChinesePokerRules:
    try:
        return ChinesePokerRules(
            players=players,
            preset=args.preset,
            wheel=args.wheel,
            house=args.house,
            scoring=args.scoring,
            royalties=args.royalties,
            specials=args.specials,
            middle_extra=args.middle_extra,
            sweep_bonus=args.sweep_bonus,
            sweep_multiplier=args.sweep_multiplier,
            overall_point=args.overall_point,
            surrender=args.surrender,
            surrender_cost=args.surrender_cost,
            pool_sweep=args.pool_sweep,
            dragon_value=args.dragon_value,
            small_cards_max=args.small_cards_max,
            aces=args.aces,
            unit=args.unit,
            fouls="scoop" if getattr(args, "allow_fouls", False) else "reject",
        )
    except ValueError as exc:
        raise CliError(f"rules: {exc}") from None


def _fail(line: int, exc: ValueError) -> CliError:
    return CliError((f"line {line}: " if line else "") + (exc.args[0] if exc.args else str(exc)))


def _lines(values: list[str], joiner: str) -> Iterable[tuple[int, str]]:
    if values == ["-"]:
        yield from stdin_lines()
    else:
        yield 0, joiner.join(values)


# -- compare --------------------------------------------------------------------------------


def _cmd_compare(args) -> int:
    if (
        args.hands != ["-"]
        and len(args.hands) != 2
        and not (len(args.hands) == 1 and "|" in args.hands[0])
    ):
        raise CliError(f"compare takes two rows, not {len(args.hands)}")
    for line_no, text in _lines(args.hands, " | "):
        try:
            line, obj = _compare_line(text, args.wheel)
        except ValueError as exc:
            raise _fail(line_no, exc) from None
        print(json.dumps(obj) if args.json else line, flush=True)
    return 0


def _compare_line(text: str, wheel: str) -> tuple[str, dict]:
    parts = text.split("|")
    if len(parts) != 2:
        raise ValueError(f"{text!r}: expected 'CARDS | CARDS' (3 or 5 cards each side)")
    rows = [parse_cards(p) for p in parts]
    for row in rows:
        if len(row) not in (3, 5):
            raise ValueError(
                f"{format_cards(row) or 'an empty side'!r}: a row has 3 or 5 cards, not {len(row)}"
            )
    check_available(rows[0] + rows[1])
    keys = [key_of(row, wheel) for row in rows]
    winner = "first" if keys[0] > keys[1] else "second" if keys[1] > keys[0] else "tie"
    obj = {
        "winner": winner,
        **{
            side: {"cards": format_cards(row), "hand": describe(k), "key": k}
            for side, row, k in zip(("first", "second"), rows, keys)
        },
    }
    return winner, obj


# -- set ------------------------------------------------------------------------------------


def _cmd_set(args) -> int:
    from ..ai import chinese_poker as ai
    from ..engine.chinese_poker.specials import available
    from ..engine.chinese_poker.splits import setting_at, strongest_split

    rules = make_rules(args, args.players)
    if not 0 <= args.seat < args.players:
        raise CliError(f"--seat {args.seat}: a seat from 0 to {args.players - 1}")
    sc = resolve(rules)
    for line_no, text in _lines(args.cards, " "):
        try:
            cards = parse_cards(text)
            if len(cards) != 13:
                raise ValueError(f"{text!r}: a Chinese Poker hand has 13 cards, not {len(cards)}")
            check_available(cards)
        except ValueError as exc:
            raise _fail(line_no, exc) from None
        specials = tuple(available(sc.specials, cards, sc.wheel))
        action = ai.decide(cards, rules, args.seat, args.level, specials, sc.surrender)
        if args.level == "greedy":
            split, ev = strongest_split(cards, sc.wheel), None
        else:
            split, ev = ai.best_split(cards, rules, args.seat)
        setting = setting_at(cards, split)
        if args.json:
            print(
                json.dumps(
                    {
                        "cards": format_cards(sorted(cards, reverse=True)),
                        "setting": str(setting),
                        "rows": list(setting.names(sc.wheel)),
                        "ev": ev,
                        "specials": list(specials),
                        "action": action,
                        "level": args.level,
                        "preset": args.preset,
                    }
                ),
                flush=True,
            )
        else:
            print(setting, flush=True)
    return 0


# -- settle ---------------------------------------------------------------------------------


def _deals(args) -> Iterable[list[tuple[int, str]]]:
    if args.seats != ["-"]:
        return [[(0, text) for text in args.seats]]
    return stdin_deals(MAX_PLAYERS, "seats")


def _play(text: str, sc) -> Play:
    head, sep, rest = text.partition(":")
    words = head.split()
    if words and words[0].lower() == SURRENDER:
        if not sc.surrender:
            raise ValueError("surrender is not allowed under these rules (--surrender allows it)")
        if len(words) > 1:
            raise ValueError(f"{text!r}: write 'surrender' or 'surrender: 13 cards'")
        cards = parse_cards(rest) if sep else []
        if cards and len(cards) != 13:
            raise ValueError(f"a surrendered hand lists 13 cards, not {len(cards)}")
        return Play(SURRENDER, tuple(cards))
    if words and words[0].lower() == DECLARE and sep:
        if len(words) != 2:
            raise ValueError(f"{head!r}: write 'declare SPECIAL: 13 cards'")
        cards = parse_cards(rest)
        if len(cards) != 13:
            raise ValueError(f"a declared hand lists 13 cards, not {len(cards)}")
        check_available(cards)
        return Play(DECLARE, tuple(cards), special=declared(sc.specials, words[1], cards, sc.wheel))
    setting = parse_setting(text)
    reason = foul_reason(setting, sc.wheel)
    if reason and sc.fouls != "scoop":
        raise ValueError(f"foul: {reason} (--allow-fouls scores it as losing every row)")
    return Play(
        SET, tuple(setting.cards()), setting, setting.keys(sc.wheel), fouled=reason is not None
    )


def _chips(args, n: int, where: str = "") -> list[float] | None:
    if args.chips is not None and len(args.chips) != n:
        raise CliError(f"{where}--chips: one amount for each of {n} seats, not {len(args.chips)}")
    return args.chips


def _cmd_settle(args) -> int:
    make_rules(args, MIN_PLAYERS)
    for deal in _deals(args):
        # the deal's line in a batch: --chips and --dealer fit one deal and not the next
        where = f"line {deal[-1][0]}: " if deal[-1][0] else ""
        if not MIN_PLAYERS <= len(deal) <= MAX_PLAYERS:
            raise CliError(
                f"{where}a deal has {MIN_PLAYERS} to {MAX_PLAYERS} seats, not {len(deal)}"
            )
        sc = resolve(make_rules(args, len(deal)))
        plays = []
        for line_no, text in deal:
            try:
                plays.append(_play(text, sc))
            except ValueError as exc:
                raise _fail(line_no, exc) from None
        try:
            check_available([c for p in plays for c in p.cards])
        except ValueError as exc:
            raise _fail(deal[-1][0], exc) from None
        if sc.aces and any(len(p.cards) != 13 for p in plays):
            raise CliError(
                "the aces side bet needs every seat's 13 cards (write 'surrender: 13 cards')"
            )
        if not 0 <= args.dealer < len(deal):
            raise CliError(f"{where}--dealer {args.dealer}: a seat from 0 to {len(deal) - 1}")
        chips = _chips(args, len(deal), where)
        if chips is not None and not sc.chip_cap:
            raise CliError("--chips applies to rules with the chip cap (hawaiian-gardens)")
        result = settle(sc, plays, args.dealer, chips)
        if args.json:
            print(json.dumps({"nets": result.nets(), **to_jsonable(result)}), flush=True)
        else:
            print("\n".join(number(n) for n in result.nets()), flush=True)
    return 0
