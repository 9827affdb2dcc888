"""`gupai simulate --jobs N`: a simulation on every core, with the output of one process.

What decides a hand. A session deals hand k from its seed and k alone (engine/session.py), and
the bots are deterministic, so a hand is a function of the rules, the seed, k and the table it
is dealt on. The table is what chains a session's hands: the hand before leaves it (Pai Gow's
rotating bank looks at the bankrolls, Ding Niu's and Small Mahjong's leader is the last winner,
Da Gunzi's levels climb), and a record also carries each hand's bankrolls.

How the hands are split. They go out in chunks, each played in a worker process from a guess
at the table its first hand will be dealt on: the rules' first table moved on without playing
(right wherever it follows from the hand numbers alone: a house bank, a bank or dealer that
rotates), then a few warm-up hands played (after which a last winner who leads is most often
right too). The parent takes the chunks in order and keeps the one true session. A hand its
worker dealt on the very table the true session has is that same hand: the parent books it
(bankrolls, buy-ins, the next table, the record line, into which it writes the bankrolls); any
other hand the parent plays again itself. So the statistics and the record are those of one
process whatever N is (tests/test_simulate_jobs.py says so), and N changes only the speed: it
all goes to the workers where the table does not depend on play (Pai Gow with the house bank,
the default), and where the guesses keep missing (Da Gunzi's levels, Chinese Poker's chip caps)
the parent stops sending chunks and plays the rest alone.
"""

from __future__ import annotations

import multiprocessing
import os
import time
from collections import Counter, deque
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any, Callable, NamedTuple

from ..ai import bots
from ..ai.pool import watch_parent
from ..engine import games
from ..engine.session import Session
from ..records import io as records_io
from ..records.format import RecordError, dumps, hand_record, outcome_of
from .stops import stops_held

WARM_UP = 8  # hands a worker plays before its chunk, to find the table
MIN_CHUNK = 50  # hands
MAX_CHUNK = 2_000  # hands (50 M hands went out in 12 chunks, each worker's taking GBs)
CHUNKS_PER_JOB = 6  # chunks for each worker, so the last ones end together
WORTH_WORKERS_S = 1.5  # by default workers start only for runs longer than this
FIRST_LOOK_S = 0.3  # hands played here first, to tell how long the run will be
KEY = ',"bankrolls_after":'


@dataclass(frozen=True)
class Setup:
    """What any process needs to play the session's hands (sent to the workers)."""

    game: str
    rules: dict
    seed: int
    levels: tuple[str, ...]
    seats: tuple[dict, ...]  # the records' seats_info
    record: bool


class Hand(NamedTuple):
    """One hand as it was played: what the parent needs to book it."""

    number: int
    table: dict  # the table it was dealt on
    returns: list[float]
    outcome: str | None  # the user's seat's: win, push or lose
    actions: list[str]  # to rebuild the hand if the next table asks it
    line: tuple[str, str] | None  # its record line, before and after bankrolls_after


class Player:
    """Plays and books a session's hands in this process (the parent's or a worker's)."""

    def __init__(self, setup: Setup):
        self.setup = setup
        self.spec = games.get(setup.game)
        self.rules = self.spec.rules_from_dict(setup.rules)
        self.thorough = True  # the first record line made here is fully checked

    def session(self) -> Session:
        return Session.start(self.spec.id, self.rules, self.setup.seed)

    def play(self, session: Session) -> tuple[Any, Hand]:
        """The session's next hand, dealt and played (and not yet booked)."""
        table = dict(session.table)
        state = session.deal()
        levels = self.setup.levels
        while not state.is_terminal():
            seat = state.current_player()
            state.apply(bots.act(self.spec.id, state, seat, levels[seat]))
        returns = [float(x) for x in state.returns()]
        user = self.spec.user_seat
        outcome = outcome_of(state, user, returns[user]) if user < len(returns) else None
        line = self._line(session, state) if self.setup.record else None
        return state, Hand(session.hand_number, table, returns, outcome, state.history(), line)

    def _line(self, session: Session, state) -> tuple[str, str]:
        record = hand_record(session, state, list(self.setup.seats))
        line = records_io.line_of(record, thorough=self.thorough)
        self.thorough = False
        at = line.rindex(KEY) + len(KEY)
        bankrolls = dumps(record["bankrolls_after"])
        if not line.startswith(bankrolls, at):
            raise RecordError("bankrolls_after is not where a record line keeps it")
        return line[:at], line[at + len(bankrolls) :]

    def book(self, session: Session, hand: Hand, state) -> str | None:
        """Book the hand in the session; its record line, with the session's bankrolls."""
        line = None
        if hand.line:
            after = [b + r for b, r in zip(session.bankrolls, hand.returns)]
            line = hand.line[0] + dumps(after) + hand.line[1]
        session.hand_number = hand.number
        session.book(hand.returns)
        session.table = self.spec.next_table(self.rules, session.table, session.bankrolls, state)
        return line


class _Rebuilt:
    """A worker's hand as a state, replayed from its actions only if something (the game's
    next table) asks it anything."""

    def __init__(self, player: Player, hand: Hand):
        self._player, self._hand = player, hand

    def __getattr__(self, name: str):
        state = self.__dict__.get("_state")
        if state is None:
            player, hand = self._player, self._hand
            state = player.spec.new_hand(player.rules, dict(hand.table))
            for action in hand.actions:
                state.apply(action)
            self.__dict__["_state"] = state
        return getattr(state, name)


class Tally:
    """Each seat's returns, as how many hands returned each value, and the user's outcomes. A
    session's returns take few values, so this does not grow with the hands: a list of every
    return grew to GBs over 50 M hands."""

    def __init__(self, seats: int):
        self.returns: list[Counter[float]] = [Counter() for _ in range(seats)]
        self.outcomes = {"win": 0, "push": 0, "lose": 0}
        self.hands = 0

    def add(self, returns: list[float], outcome: str | None) -> None:
        self.hands += 1
        for seat, value in enumerate(returns):
            self.returns[seat][value] += 1
        if outcome is not None:
            self.outcomes[outcome] += 1


def run(
    setup: Setup,
    hands: int,
    jobs: int | None,
    write: Callable[[str], None] | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> Tally:
    """Play `hands` hands of the session; each record line goes to `write`, in order, and
    `progress(done, hands)` is told as they are booked. `jobs`: worker processes (None: every
    core, once the first hands show that the run is long enough to gain from them)."""
    player = Player(setup)
    session = player.session()
    tally = Tally(len(setup.levels))

    def take(hand: Hand, state) -> None:
        line = player.book(session, hand, state)
        tally.add(hand.returns, hand.outcome)
        if line is not None and write is not None:
            write(line)
        if progress is not None:
            progress(tally.hands, hands)

    def alone(until: int, seconds: float | None = None) -> None:
        start = time.perf_counter()
        while tally.hands < until:
            state, hand = player.play(session)
            take(hand, state)
            if seconds is not None and time.perf_counter() - start > seconds:
                return

    cores = os.cpu_count() or 1
    # More processes than cores play no faster and each costs a start and its memory: a
    # --jobs of thousands would have started some 2,000 of them.
    workers = cores if jobs is None else min(jobs, cores)
    if workers > 1 and jobs is None:  # by default, only for a run long enough
        start = time.perf_counter()
        alone(hands, FIRST_LOOK_S)
        per_hand = (time.perf_counter() - start) / max(1, tally.hands)
        if per_hand * (hands - tally.hands) < WORTH_WORKERS_S:
            workers = 1
    if workers > 1 and hands - tally.hands >= 2 * MIN_CHUNK:
        _side_by_side(player, session, tally, hands, workers, take)
    alone(hands)
    return tally


class Chunks(Sequence):
    """(first hand, count) chunks over a range of hands, each made as it is asked for: a
    --hands of 10^11 had first made a list of its 5 * 10^7 chunks, GBs before any hand."""

    def __init__(self, starts: range, last: int):
        self.starts, self.last = starts, last

    def __len__(self) -> int:
        return len(self.starts)

    def __getitem__(self, i):
        if isinstance(i, slice):
            if i.step not in (None, 1):  # (a chunk's count is the starts' step)
                raise ValueError("chunks are sliced in order, one after another")
            return Chunks(self.starts[i], self.last)
        start = self.starts[i]
        return start, min(self.starts.step, self.last + 1 - start)


def chunks_of(first: int, last: int, workers: int) -> Chunks:
    """Hands first .. last as (first hand, count) chunks: some CHUNKS_PER_JOB a worker, so the
    last ones end together, and none over MAX_CHUNK, as a chunk is held whole in memory."""
    left = last + 1 - first
    size = min(MAX_CHUNK, max(MIN_CHUNK, -(-left // (workers * CHUNKS_PER_JOB))))
    return Chunks(range(first, last + 1, size), last)


def _side_by_side(
    player: Player, session: Session, tally: Tally, hands: int, workers: int, take: Callable
) -> None:
    """Hands in chunks played by `workers` processes, booked here in order (see above); stops
    early, leaving the rest to this process, once a chunk's guesses mostly miss."""
    planned = chunks_of(tally.hands + 1, hands, workers)
    chunks = iter(planned)
    workers = min(workers, len(planned))
    context = multiprocessing.get_context("spawn")
    pool: ProcessPoolExecutor | None = None
    pending: deque = deque()

    def send() -> None:
        chunk = next(chunks, None)
        if chunk is not None and pool is not None:
            with stops_held():  # a submit may start a worker
                pending.append(pool.submit(play_chunk, player.setup, *chunk))

    try:
        with stops_held():
            # concurrent.futures rather than multiprocessing.Pool: a worker that dies (cannot
            # start) raises BrokenProcessPool here instead of being started again for ever.
            pool = ProcessPoolExecutor(workers, mp_context=context, initializer=watch_parent)
        for _ in range(workers + 1):
            send()
        while pending:
            played = pending.popleft().result()
            missed = 0
            for hand in played:
                if hand.table == session.table and hand.number == session.hand_number + 1:
                    take(hand, _Rebuilt(player, hand))
                else:
                    missed += 1
                    state, mine = player.play(session)
                    take(mine, state)
            if 2 * missed > len(played):
                return  # the table depends on play here: go on alone
            send()
    except BaseException:
        if pool is not None:
            _stop_now(pool)
        raise
    finally:
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)


def _stop_now(pool: ProcessPoolExecutor) -> None:
    """An interrupted run (Ctrl-C, an error) stops its workers at once: they went on with the
    chunks already sent them, and Ctrl-C took some 40 s to end a long run. Then it waits (a
    little) for the pool's manager thread to see them gone: exiting while it closed its wakeup
    pipe, Python's exit hook wrote to the pipe and printed "Bad file descriptor" under
    "gupai: interrupted" (one run in 40 or so)."""
    manager = getattr(pool, "_executor_manager_thread", None)  # (shutdown forgets it)
    for process in list((getattr(pool, "_processes", None) or {}).values()):
        process.kill()  # (SIGTERM stays blocked in a worker: stops_held)
    pool.shutdown(wait=False, cancel_futures=True)
    if manager is not None and manager.is_alive():  # (a stop before it started)
        manager.join(timeout=5)


_WORKER: list[Player] = []


def play_chunk(setup: Setup, first: int, count: int) -> list[Hand]:
    """A worker's chunk: hands first .. first + count - 1, from its guess at the table."""
    if not _WORKER or _WORKER[0].setup != setup:
        _WORKER[:] = [Player(setup)]
    player = _WORKER[0]
    session = player.session()
    warm = max(0, first - 1 - WARM_UP)
    session.table = _moved_on(player, session, warm)
    session.hand_number = warm
    played = []
    while session.hand_number < first + count - 1:
        state, hand = player.play(session)
        player.book(session, hand, state)
        if hand.number >= first:
            played.append(hand)
    return played


def _moved_on(player: Player, session: Session, hands: int) -> dict:
    """The table after `hands` hands, moved on without playing them (next_table without a
    state, as the first bankrolls stand); a table met again closes a cycle, jumped at once."""
    table, seen, order = dict(session.table), {}, []
    for step in range(hands):
        key = repr(table)
        if key in seen:
            start = seen[key]
            return order[start + (hands - start) % (step - start)]
        seen[key] = step
        order.append(table)
        table = player.spec.next_table(player.rules, table, list(session.bankrolls), None)
    return table
