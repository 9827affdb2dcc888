"""`gupai simulate GAME --hands N --seed S [--record FILE] [--json] [--level L ...]
[--preset NAME] [--rule KEY=VALUE ...] [--jobs N]`.

AI against AI through the same Session the app uses (the user's seat is played by the AI too),
so the statistics and the written records are exactly what the app would produce. The session
seed decides every deal and the bots are deterministic: the same seed prints the same output,
with any number of worker processes (simulate_jobs.py says how); the record is written as the
hands are booked, never held whole.
"""

from __future__ import annotations

import itertools
import json
import math
import re
from collections import Counter
from fractions import Fraction
from pathlib import Path
from typing import Any, Iterator

from ..ai import bots
from ..engine import games
from ..engine.session import Session
from ..records.files import atomic_file, replaced_file
from ..records.format import FORMAT, RecordError, compile_check, hand_record, outcome_of
from .args import CliError, hands_text, house_net, non_empty, whole
from .progress import Meter
from .simulate_jobs import Setup, Tally, run


# The most hands a run takes: some years of play, where a larger count overflowed a C integer
# and was said in Python's words (found by a new user).
MOST_HANDS = 10**12


def register(subparsers) -> None:
    p = subparsers.add_parser(
        "simulate",
        help="AI against AI for N hands; prints statistics",
        description="Play N hands AI against AI (every seat, yours too) "
        "and print per-seat results.",
    )
    p.add_argument("game", metavar="GAME", help=f"one of: {', '.join(games.known_ids())}")
    # --hands and --seed are checked in _cmd_simulate, so that `--rule help` needs neither.
    p.add_argument(
        "--hands",
        type=whole(1, MOST_HANDS),
        metavar="N",
        help=f"how many hands to play, 1 to {MOST_HANDS:,} (required)",
    )
    p.add_argument(
        "--seed",
        type=whole(),
        metavar="S",
        help="a whole number that decides every deal: the same seed, rules and "
        "levels print the same statistics and write the same record (required)",
    )
    p.add_argument(
        "--record",
        type=non_empty,
        metavar="FILE",
        help="also write the hands to FILE as a gupai record (JSON Lines; default: no record)",
    )
    p.add_argument(
        "--json",
        action="store_true",
        help="print the statistics as one JSON object instead of a table",
    )
    p.add_argument(
        "--level",
        nargs="+",
        metavar="LEVEL",
        help="AI level for every seat, or one per seat in seat order (default: "
        "the game's first level, its rule bot); "
        + "; ".join(f"{g}: {'|'.join(games.get(g).ai_levels)}" for g in games.known_ids()),
    )
    p.add_argument(
        "--preset",
        metavar="NAME",
        help="start from one of the game's named rule presets, listed by --rule "
        "help (default: the game's default rules)",
    )
    p.add_argument(
        "--rule",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="change one rule option, e.g. ai_players=1 or banking=rotate "
        "(repeatable; --rule help lists every option of the game)",
    )
    p.add_argument(
        "--jobs",
        type=whole(1),
        metavar="N",
        help="worker processes that play the hands side by side, at most one a core (a "
        "larger N is taken as the number of cores); "
        "the output is the same whatever N is (default: every core, for a run long "
        "enough to gain from them)",
    )
    p.set_defaults(func=_cmd_simulate)


def make_rules(spec: games.GameSpec, overrides: list[str], preset: str | None = None):
    """The game's default rules, or a named preset's, with KEY=VALUE changes, each value read
    by the option's type in the game's schema."""
    schema = spec.options
    try:
        values = schema.preset_values(preset)
    except KeyError as exc:
        # a value of a rule option (Chinese Poker's payments are its option `preset`, which
        # `settle --preset` sets): said where, as a user tried `--preset bonus`
        also = [
            f"--rule {key}={preset}"
            for key in schema.keys()
            if schema.kind(key) == "choice"
            and any(str(c.value) == preset for c in schema.option(key).choices)
        ]
        hint = f" (or did you mean {' or '.join(also)}?)" if also else ""
        raise CliError(f"--preset: {exc.args[0]}{hint}") from None
    for item in overrides:
        key, sep, raw = item.partition("=")
        key = key.strip().replace("-", "_")
        if not sep or key not in values:
            raise CliError(
                f"--rule {item!r}: expected KEY=VALUE with KEY one of {', '.join(schema.keys())}"
            )
        try:
            values[key] = schema.parse(key, raw)
        except ValueError as exc:
            raise CliError(f"--rule {exc}") from None
    try:
        return spec.rules_from_dict(values)
    except (ValueError, TypeError) as exc:
        raise CliError(f"--rule: {exc}") from None


def options_help(spec: games.GameSpec) -> str:
    """What `--rule help` prints: every option with its values and default, then the presets."""
    schema = spec.options
    lines = [f"{spec.id} rule options (--rule KEY=VALUE):"]
    for option in schema:
        kind = schema.kind(option.key)
        if kind == "choice":
            values = "|".join(schema.token(option.key, c.value) for c in option.choices)
        elif option.minimum is not None:
            values = (
                f"{kind} {schema.token(option.key, option.minimum)}.."
                f"{schema.token(option.key, option.maximum)}"
            )
        else:
            values = kind
        default = schema.token(option.key, schema.default(option.key))
        lines.append(f"  {option.key}={values}  (default {default}): {option.label.en.rstrip(':')}")
        # The label is the New Game dialog's, written to stand before its choices ("The house
        # sets its tiles by"): the choices follow it here too, each in words.
        lines += [
            f"      {schema.token(option.key, c.value)}: {c.title.en}" for c in option.choices
        ]
        if option.help is not None:
            lines.append(f"      {option.help.en}")
    if schema.presets:
        lines.append("presets (--preset NAME):")
        lines += [f"  {p.name}: {p.title.en}" for p in schema.presets]
    return "\n".join(lines)


def seat_levels(spec: games.GameSpec, seats: int, levels: list[str] | None) -> list[str]:
    known = list(spec.ai_levels) or bots.levels(spec.id)
    chosen = levels or known[:1]
    for level in chosen:
        if level not in known:
            raise CliError(f"--level {level!r}: {spec.id} levels are {', '.join(known)}")
    if len(chosen) == 1:
        return chosen * seats
    if len(chosen) != seats:
        raise CliError(f"--level: give one level, or {seats} (one per seat)")
    return list(chosen)


def simulate(
    game: str,
    hands: int,
    seed: int,
    levels: list[str] | None = None,
    rule_overrides: list[str] | None = None,
    preset: str | None = None,
) -> tuple[dict, list[dict]]:
    """Play the hands in this process; returns (statistics, records). Pure apart from the
    AI's caches."""
    setup = _setup(game, seed, levels, rule_overrides, preset, record=False)
    spec = games.get(setup.game)
    rules = spec.rules_from_dict(setup.rules)
    seats_info = list(setup.seats)
    tally, records = Tally(len(seats_info)), []
    played = session_hands(Session.start(spec.id, rules, seed), list(setup.levels), seats_info)
    for state, record in itertools.islice(played, hands):
        records.append(record)
        returns = [float(x) for x in state.returns()]
        user = spec.user_seat
        tally.add(returns, outcome_of(state, user, returns[user]) if user < len(returns) else None)
    return statistics_of(setup, tally), records


def _setup(
    game: str,
    seed: int,
    levels: list[str] | None,
    rule_overrides: list[str] | None,
    preset: str | None,
    record: bool,
) -> Setup:
    spec = _spec(game)
    rules = make_rules(spec, rule_overrides or [], preset)
    names = spec.names_without_user(spec.seat_names(rules))
    per_seat = seat_levels(spec, len(names), levels)
    seats = tuple({"name": n, "kind": "ai", "level": lv} for n, lv in zip(names, per_seat))
    return Setup(spec.id, rules.to_dict(), seed, tuple(per_seat), seats, record)


def statistics_of(setup: Setup, tally: Tally) -> dict:
    """What `simulate` prints: each seat's net, mean and interval, and the user's outcomes."""
    spec = games.get(setup.game)
    hands = tally.hands
    seats = [
        _seat_stats(i, s["name"], s["level"], r)
        for i, (s, r) in enumerate(zip(setup.seats, tally.returns))
    ]
    stats = {
        "game": setup.game,
        "hands": hands,
        "seed": setup.seed,
        "rules": setup.rules,
        "seats": seats,
        "user_seat": {"seat": spec.user_seat, **{k: v / hands for k, v in tally.outcomes.items()}},
    }
    house = house_net(s["net"] for s in seats)
    if house is not None:
        stats["house"] = {"net": house}
    return stats


def session_hands(
    session: Session, per_seat: list[str], seats_info: list[dict], played_at: str | None = None
) -> Iterator[tuple[Any, dict]]:
    """The session's hands one after another, AI against AI: each finished state with its
    record, booked in the session as the app books it once the caller moves on. Endless (take
    what you need), and holding nothing, so records of any size can be streamed."""
    game = session.game
    while True:
        state = session.deal()
        while not state.is_terminal():
            seat = state.current_player()
            state.apply(bots.act(game, state, seat, per_seat[seat]))
        yield state, hand_record(session, state, seats_info, played_at=played_at)
        session.finish(state)


def _seat_stats(seat: int, name: str, level: str, counts: Counter[float]) -> dict[str, Any]:
    """Net, mean per hand and a normal-approximation 95% confidence interval of the mean, from
    how many hands returned each value; the sums are exact (Fractions), as math.fsum's are."""
    hands = sum(counts.values())
    total = sum((Fraction(value) * n for value, n in counts.items()), Fraction(0))
    mean = float(total) / hands
    if hands > 1:
        squares = sum((Fraction(value) ** 2 * n for value, n in counts.items()), Fraction(0))
        variance = (squares - total * total / hands) / (hands - 1)
        half = 1.959964 * math.sqrt(variance) / math.sqrt(hands)
        ci = [mean - half, mean + half]
    else:
        ci = None
    return {
        "seat": seat,
        "name": name,
        "level": level,
        "net": float(total),
        "mean": mean,
        "ci95": ci,
    }


def format_text(stats: dict) -> str:
    levels = sorted(set(s["level"] for s in stats["seats"]))
    lines = [
        f"{stats['game']}: {hands_text(stats['hands'])}, seed {stats['seed']}, "
        f"AI level {'/'.join(levels)}",
        f"{'seat':>4}  {'name':<8} {'level':<8} {'net':>12} {'mean/hand':>11}  95% CI",
    ]
    for s in stats["seats"]:
        ci = "n/a" if s["ci95"] is None else f"[{s['ci95'][0]:+.4f}, {s['ci95'][1]:+.4f}]"
        lines.append(
            f"{s['seat']:>4}  {s['name']:<8} {s['level']:<8} {s['net']:>+12.2f} "
            f"{s['mean']:>+11.4f}  {ci}"
        )
    if "house" in stats:  # the house that is no seat (Da Ling's casino)
        lines.append(f"{'':>4}  {'house':<8} {'':<8} {stats['house']['net']:>+12.2f}")
    u = stats["user_seat"]
    if len(stats["seats"]) > u["seat"]:
        name = stats["seats"][u["seat"]]["name"]
        lines.append(
            f"seat {u['seat']} ({name}): win {100 * u['win']:.1f}%  "
            f"push {100 * u['push']:.1f}%  lose {100 * u['lose']:.1f}%"
        )
    return "\n".join(lines)


def _spec(game: str) -> games.GameSpec:
    try:
        return games.get(game)
    except KeyError as exc:
        raise CliError(exc.args[0]) from None


def _check_record_target(path: Path) -> None:
    """--record writes a new file or replaces a record, never anything else: a typo in the
    name replaced a user's notes, and a missing folder was made without a word."""
    if not path.parent.is_dir():
        raise CliError(f"--record {str(path)!r}: no such folder {str(path.parent)!r}")
    target = None
    try:  # a folder, a device or a pipe (whose head would be waited for), a link into a
        target = replaced_file(path)  # folder that is gone: refused
        with target.open("rb") as f:
            head = f.read(200)
    except OSError as exc:  # a name too long, a folder that cannot be read, ...
        if isinstance(exc, FileNotFoundError) and target is not None:
            return  # a new file
        raise CliError(f"--record {str(path)!r}: {exc.strerror or exc}") from None
    if head.strip() and not re.match(rb'\s*\{\s*"format"\s*:\s*"' + FORMAT.encode(), head):
        raise CliError(
            f"--record {str(path)!r}: the file exists and is not a gupai record; "
            "give another name, or remove it first"
        )


def _cmd_simulate(args) -> int:
    if "help" in args.rule:
        print(options_help(_spec(args.game)))
        return 0
    missing = [name for name in ("hands", "seed") if getattr(args, name) is None]
    if missing:
        raise CliError(
            "the following arguments are required: " + ", ".join(f"--{m}" for m in missing)
        )
    setup = _setup(
        args.game, args.seed, args.level, args.rule, args.preset, record=bool(args.record)
    )
    meter = Meter(f"simulate {setup.game}")
    if args.record == "-":  # as `record validate -` reads standard input, a user wrote it
        raise CliError(  # to mean standard output, and got a file named "-"
            "--record -: give a file name (standard output has the statistics)"
        )
    if args.record:
        _check_record_target(Path(args.record))
        compile_check()  # before the record's temporary file is made (format._stops_wait)
        try:
            with atomic_file(Path(args.record)) as f:
                tally = run(setup, args.hands, args.jobs, f.write, meter)
        except (OSError, RecordError) as exc:
            why = getattr(exc, "strerror", None) or exc
            raise CliError(f"--record {args.record!r}: {why}") from None
    else:
        tally = run(setup, args.hands, args.jobs, None, meter)
    meter.close(tally.hands)
    stats = statistics_of(setup, tally)
    stats["record"] = args.record
    if args.json:
        print(json.dumps(stats, ensure_ascii=False))
    else:
        print(format_text(stats))
        if args.record:
            print(f"recorded {hands_text(tally.hands)} to {args.record}")
    return 0
