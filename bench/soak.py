"""Soak: many hands of every game through the engine and the records layer, counting what must
never happen. Not in CI (its figures go in the session note).

Run: `python bench/soak.py [--hands 10000] [--games paigow,da-gunzi] [--seed 1]`.

Each game plays `--hands` hands in sessions of SESSION hands, its players taking turns between
random legal moves and each AI level that does not search (the searching levels are measured
by their own benches), its rules taking turns between the defaults and each named preset. Every
session is written as a record file, then validated and replayed from the file as
`gupai record validate|replay` do. Counted per game (goal 0 for all but the last two):
- exceptions: anything raised while dealing, playing, recording, validating or replaying;
- balance: a hand whose returns do not sum to zero (the seats, a seated banker or house
  included, pay each other), or, at a table whose house is not a seat (Da Ling's casino), sum
  above zero;
- conservation: the session's bankrolls did not move by exactly the hand's returns (unless a
  broke seat bought in again), or the record's bankrolls_after are not the bankrolls before
  plus the returns;
- records: a hand that validation or replay refused, or whose replayed result differs;
- the slowest hand (ms, with where it was) and hands a second, for scale.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import sys
import tempfile
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from figures import header, row  # noqa: E402

SESSION = 250
RANDOM = "random"


def players(spec, rules) -> list[str]:
    """Random play, then each level that answers without a search."""
    from gupai_desktop.ai import bots

    module = bots.module_for(spec.id)
    return [RANDOM] + [lv for lv in spec.ai_levels if not bots.searches(module, lv, rules)]


def rule_sets(spec) -> list:
    schema = spec.options
    names = [None] + [p.name for p in schema.presets]
    return [spec.rules_from_dict(schema.preset_values(name)) for name in names]


def play_hand(spec, state, level: str, rng: random.Random):
    from gupai_desktop.ai import bots

    while not state.is_terminal():
        seat = state.current_player()
        if level == RANDOM:
            action = rng.choice(state.legal_actions())
        else:
            action = bots.act(spec.id, state, seat, level)
        state.apply(action)
    return state


# Tables where a house that is not a seat takes chips (Da Ling's casino: a fee and the stakes
# of unmatched groups), so the seats' returns sum below zero by design (engine/daling/rules.py).
HOUSE_TAKES = {"daling": lambda rules: rules.banker}


def balanced(game_id: str, rules, returns: list[float]) -> bool:
    """The seats pay each other: returns sum to zero, or, where a house that is not a seat
    takes its share, to no more than zero (the house never pays the table more than it takes)."""
    if not all(math.isfinite(x) for x in returns):
        return False
    total = math.fsum(returns)
    if HOUSE_TAKES.get(game_id, lambda rules: False)(rules):
        return total <= 1e-9
    return abs(total) <= 1e-9


class Tally:
    def __init__(self):
        self.hands = self.exceptions = self.balance = self.conservation = self.records = 0
        self.slowest = (0.0, "")
        self.seconds = 0.0
        self.first_error = ""

    def failed(self, where: str) -> None:
        self.exceptions += 1
        if not self.first_error:
            self.first_error = f"{where}: {traceback.format_exc().strip().splitlines()[-1]}"


def soak_session(
    spec, rules, level: str, seed: int, hands: int, folder: Path, tally: Tally
) -> None:
    from gupai_desktop.engine.session import Session
    from gupai_desktop.records import io
    from gupai_desktop.records.format import hand_record

    rng = random.Random(seed)
    session = Session.start(spec.id, rules, seed)
    names = spec.seat_names(rules)
    seats = [{"name": n, "kind": "ai", "level": level} for n in names]
    records = []
    for _ in range(hands):
        where = f"{spec.id} seed {seed} hand {session.hand_number + 1} ({level})"
        start = time.perf_counter()
        try:
            state = play_hand(spec, session.deal(), level, rng)
            record = hand_record(session, state, seats)
            before = list(session.bankrolls)
            returns = [float(x) for x in state.returns()]
            session.finish(state)
        except Exception:
            tally.failed(where)
            return
        spent = time.perf_counter() - start
        tally.hands += 1
        tally.seconds += spent
        tally.slowest = max(tally.slowest, (spent * 1000, where))
        if not balanced(spec.id, rules, returns):
            tally.balance += 1
        moved = [b - a for a, b in zip(before, session.bankrolls)]
        bought_in = any(b > a + r + 1e-9 for a, b, r in zip(before, session.bankrolls, returns))
        if not bought_in and any(abs(m - r) > 1e-9 for m, r in zip(moved, returns)):
            tally.conservation += 1
        left = [a + r for a, r in zip(before, returns)]  # before a broke seat buys in again
        if "bankrolls_after" in record and any(
            abs(x - y) > 1e-9 for x, y in zip(record["bankrolls_after"], left)
        ):
            tally.conservation += 1
        records.append(record)
    path = folder / f"{spec.id}-{seed}.jsonl"
    try:
        io.write(path, records)
        summary = io.validate(path)
        again = io.replay(io.read(path, verify=False))
        if not summary.all_match or not again.all_match or summary.hands != len(records):
            tally.records += 1
    except Exception:
        tally.records += 1
        tally.failed(f"{spec.id} seed {seed} records")


def main() -> int:
    from gupai_desktop.engine import games

    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=10_000, help="hands of each game")
    parser.add_argument("--games", default=",".join(games.game_ids()))
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    lines, bad = [], 0
    with tempfile.TemporaryDirectory(prefix="gupai-soak-") as folder:
        for game_id in args.games.split(","):
            spec, tally = games.get(game_id), Tally()
            configs = [
                (rules, level) for rules in rule_sets(spec) for level in players(spec, rules)
            ]
            sessions = math.ceil(args.hands / SESSION)
            for k in range(sessions):
                rules, level = configs[k % len(configs)]
                hands = min(SESSION, args.hands - k * SESSION)
                soak_session(spec, rules, level, args.seed * 10_000 + k, hands, Path(folder), tally)
            failures = tally.exceptions + tally.balance + tally.conservation + tally.records
            bad += failures
            rate = tally.hands / tally.seconds if tally.seconds else 0.0
            lines.append(
                row(
                    f"{game_id}: hands played ({len(configs)} rule/player mixes)",
                    args.hands,
                    tally.hands,
                    "hand",
                    tally.hands == args.hands,
                    better="higher",
                )
            )
            for label, count in (
                ("exceptions", tally.exceptions),
                ("balance failures", tally.balance),
                ("conservation failures", tally.conservation),
                ("record validate/replay failures", tally.records),
            ):
                lines.append(
                    row(
                        f"{game_id}: {label}",
                        0,
                        count,
                        "",
                        count == 0,
                        tally.first_error if label == "exceptions" else "",
                    )
                )
            lines.append(
                row(
                    f"{game_id}: slowest hand",
                    0,
                    tally.slowest[0],
                    "ms",
                    None,
                    f"{tally.slowest[1]}; {rate:.0f} hands/s on one core",
                )
            )
    print(
        header(
            f"Soak, seed {args.seed}: {args.hands} hands of each game, one run, on "
            f"{os.cpu_count()} CPUs (anchor: the goal)"
        )
    )
    print("\n".join(lines))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
