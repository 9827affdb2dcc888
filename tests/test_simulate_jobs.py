"""`gupai simulate --jobs N` (issue 17): one worker or several, the same statistics and the
same record, byte for byte but for each hand's played_at (the time it was played); where a
hand's table depends on the hands before (a rotating bank with buy-ins, the last winner
leading) as where it does not."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time

import pytest

from gupai_desktop.cli import simulate_jobs
from gupai_desktop.cli.main import main
from gupai_desktop.cli.simulate import _setup

PLAYED_AT = re.compile(r'"played_at":"[^"]*"')


@pytest.fixture(autouse=True)
def two_cores_at_least(monkeypatch):
    """--jobs is capped at the cores: these tests ask for two workers on any machine."""
    cores = max(2, simulate_jobs.os.cpu_count() or 1)
    monkeypatch.setattr(simulate_jobs.os, "cpu_count", lambda: cores)


def test_jobs_above_the_cores_start_one_process_a_core(monkeypatch):
    """`--jobs 99999` would have started some 2,000 processes for 100,000 hands."""
    started = []
    real = simulate_jobs.ProcessPoolExecutor

    def pool(workers, **kw):
        started.append(workers)
        return real(workers, **kw)

    monkeypatch.setattr(simulate_jobs, "ProcessPoolExecutor", pool)
    tally = simulate_jobs.run(_setup("paigow", 5, None, None, None, record=False), 300, 99_999)
    assert tally.hands == 300 and started == [simulate_jobs.os.cpu_count()]


def simulate(capsys, tmp_path, jobs: int, *argv: str) -> tuple[dict, str]:
    path = tmp_path / f"jobs{jobs}.jsonl"
    assert main(["simulate", *argv, "--json", "--jobs", str(jobs), "--record", str(path)]) == 0
    out, _ = capsys.readouterr()
    stats = json.loads(out)
    assert stats.pop("record") == str(path)
    return stats, PLAYED_AT.sub("", path.read_text(encoding="utf-8"))


@pytest.mark.parametrize(
    "argv",
    [
        (
            "paigow",
            "--hands",
            "400",
            "--seed",
            "11",
            "--rule",
            "banking=rotate",
            "--rule",
            "bankroll=40",
        ),
        ("dingniu", "--hands", "300", "--seed", "12"),
    ],
    ids=["paigow-rotating-bank", "dingniu-winner-leads"],
)
def test_two_workers_give_what_one_does(capsys, tmp_path, argv):
    one = simulate(capsys, tmp_path, 1, *argv)
    two = simulate(capsys, tmp_path, 2, *argv)
    assert one == two
    assert one[1].count("\n") == int(argv[2])


def test_the_workers_played_the_hands(monkeypatch):
    """The parent keeps its workers' hands when their tables were right (all of them with a
    house bank), instead of playing them again."""
    played_here = []
    real = simulate_jobs.Player.play

    def play(player, session):
        played_here.append(session.hand_number + 1)
        return real(player, session)

    monkeypatch.setattr(simulate_jobs.Player, "play", play)
    tally = simulate_jobs.run(_setup("paigow", 5, None, None, None, record=False), 300, 2)
    assert tally.hands == 300 and played_here == []


def test_a_table_moved_on_without_play_jumps_its_cycles():
    player = simulate_jobs.Player(_setup("paigow", 5, None, ["banking=rotate"], None, False))
    session = player.session()
    table, tables = dict(session.table), []
    for _ in range(23):
        tables.append(table)
        table = player.spec.next_table(player.rules, table, session.bankrolls, None)
    assert [simulate_jobs._moved_on(player, session, n) for n in range(23)] == tables


def _children(pid: int) -> set[int]:
    """The live processes whose parent is `pid` (Linux: read from /proc)."""
    found = set()
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat", encoding="utf-8") as stat:
                    fields = stat.read().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid and fields[0] != "Z":
                found.add(int(entry))
    return found


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat", encoding="utf-8") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def _as_a_job(command: list[str], sigint: str = "SIG_DFL") -> list[str]:
    """`command` with the signals a terminal's job has: SIGTERM and SIGHUP at their default
    (a suite started under nohup ignores SIGHUP, and its children would too: the run keeps
    a signal set to be ignored, cli/stops.py), SIGINT as a foreground job has it (SIG_DFL)
    or a shell's background job (SIG_IGN, which a suite started with `&` passes on). A
    wrapper sets them and becomes the run (exec): preexec_fn is not safe in a process with
    threads."""
    wrapper = (
        "import os, signal, sys; "
        "signal.signal(signal.SIGTERM, signal.SIG_DFL); "
        "signal.signal(signal.SIGHUP, signal.SIG_DFL); "
        f"signal.signal(signal.SIGINT, signal.{sigint}); os.execv(sys.executable, sys.argv[1:])"
    )
    return [sys.executable, "-c", wrapper, *command]


def _long_run(sigint: str = "SIG_DFL"):
    """A long simulation in a process group of its own (as a terminal's job is), its
    signals a job's (_as_a_job)."""
    command = [sys.executable, "-m", "gupai_desktop.cli.main", "simulate", "paigow"]
    command = _as_a_job(command + ["--hands", "50000000", "--seed", "1", "--jobs", "2"], sigint)
    run = subprocess.Popen(
        command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True
    )
    deadline = time.monotonic() + 60
    while len(_children(run.pid)) < 2 and time.monotonic() < deadline:
        time.sleep(0.1)
    workers = _children(run.pid)  # (and multiprocessing's resource tracker)
    if len(workers) < 2:
        _end(run)
        pytest.fail("the workers did not start")
    return run, workers


def _end(run) -> None:
    """Whatever a test found, no run of 50 M hands is left going in its own session (where a
    Ctrl-C to the suite would not reach it)."""
    try:
        os.killpg(run.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    run.wait(timeout=10)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_a_killed_simulation_leaves_no_worker_running():
    """Found by a user: `kill` (or `timeout`) on a simulation ended its main process only; its
    workers ran on for minutes, holding the output pipe open."""
    run, workers = _long_run()
    run.send_signal(signal.SIGKILL)
    run.wait(timeout=10)
    deadline = time.monotonic() + 10
    while any(_alive(w) for w in workers) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not any(_alive(w) for w in workers)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
@pytest.mark.parametrize("sig", ["SIGINT", "SIGTERM", "SIGHUP"])
def test_ctrl_c_kill_or_a_closed_terminal_end_a_simulation_at_once(sig):
    """Found by a user: Ctrl-C printed "interrupted" at once and ended the run some 40 s later,
    its workers playing out the hands already sent them. A terminal sends it to every process
    of the run: a worker that was starting printed its own traceback; the run's is one line.
    `kill` (SIGTERM) and a closed terminal (SIGHUP) end it the same way, with their status."""
    run, workers = _long_run()
    try:
        started = time.monotonic()
        os.killpg(run.pid, getattr(signal, sig))  # as a terminal does: to the whole job
        assert run.wait(timeout=60) == 128 + getattr(signal, sig)
        assert time.monotonic() - started < 10
        assert run.stderr.read().decode() == "gupai: interrupted\n"
        deadline = time.monotonic() + 10
        while any(_alive(w) for w in workers) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not any(_alive(w) for w in workers)
    finally:
        _end(run)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_a_simulation_in_the_background_is_not_ended_by_ctrl_c():
    """A shell's background job ignores SIGINT, and so does each of its workers (found on a
    second read: the workers once started with Python's own handler, and ended the run)."""
    run, workers = _long_run("SIG_IGN")
    try:
        os.killpg(run.pid, signal.SIGINT)
        time.sleep(1.0)
        assert run.poll() is None and all(_alive(w) for w in workers)
    finally:
        _end(run)


@pytest.mark.parametrize(
    ("first", "last", "workers"), [(1, 100, 2), (31, 20_000, 2), (1, 50_000_000, 8)]
)
def test_the_hands_go_out_once_each_in_order_in_chunks_memory_can_hold(first, last, workers):
    """Found with a long run: 50 M hands went out in 12 chunks, each worker holding its
    4 M hands (GBs) until it had played them all."""
    chunks = simulate_jobs.chunks_of(first, last, workers)
    assert chunks[0][0] == first
    assert all(a + n == b for (a, n), (b, _) in zip(chunks, chunks[1:]))
    assert chunks[-1][0] + chunks[-1][1] - 1 == last
    assert all(0 < n <= simulate_jobs.MAX_CHUNK for _, n in chunks)


def test_chunks_are_made_as_they_are_asked_for():
    """Found by a new user: `--hands 100000000000` grew to GBs before its first hand, the
    list of its chunks made up front."""
    last = 10**11
    chunks = simulate_jobs.chunks_of(1, last, 2)
    assert not isinstance(chunks, list)
    assert len(chunks) == -(-last // simulate_jobs.MAX_CHUNK)
    assert chunks[0] == (1, simulate_jobs.MAX_CHUNK)
    assert chunks[-1][0] + chunks[-1][1] - 1 == last
    assert list(chunks[1:3]) == [chunks[1], chunks[2]]


def test_the_tally_keeps_counts_not_every_return_and_its_statistics_are_the_lists():
    """A long run's memory does not grow with its hands; net and mean are exact, as math.fsum
    over the list is, and the interval is statistics.stdev's to the last bits."""
    import math
    import random
    import statistics

    from gupai_desktop.cli.simulate import _seat_stats

    rng = random.Random(5)
    values = [rng.choice([-1.0, 0.0, 0.95, 1.9, -2.0, 0.1]) for _ in range(20_000)]
    tally = simulate_jobs.Tally(1)
    for value in values:
        tally.add([value], None)
    assert len(tally.returns[0]) == 6
    stats = _seat_stats(0, "AI 0", "house", tally.returns[0])
    assert stats["net"] == math.fsum(values)
    assert stats["mean"] == statistics.fmean(values)
    half = 1.959964 * statistics.stdev(values) / math.sqrt(len(values))
    assert stats["ci95"] == pytest.approx([stats["mean"] - half, stats["mean"] + half], rel=1e-12)


def test_stopping_a_pool_at_once_waits_for_its_manager_thread():
    """An interrupted run exited while the pool's manager thread closed its wakeup pipe, and
    Python's exit hook printed "Bad file descriptor" under "gupai: interrupted"; shutdown()
    forgets the thread, so it is taken first (found by a second read: it never was)."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    pool = ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn"))
    pool.submit(time.sleep, 30)
    deadline = time.monotonic() + 30
    while pool._executor_manager_thread is None and time.monotonic() < deadline:
        time.sleep(0.01)
    manager = pool._executor_manager_thread
    assert manager is not None and manager.is_alive()
    simulate_jobs._stop_now(pool)
    assert not manager.is_alive()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="signals and /dev/full")
@pytest.mark.parametrize("sig", ["SIGTERM", "SIGHUP"])
def test_a_terminated_simulation_leaves_its_record_as_it_was_and_no_temporary_file(tmp_path, sig):
    """Found by a new user: `kill` (SIGTERM) or a closed terminal (SIGHUP) during `simulate
    --record` left the record's temporary file beside it (GBs, for a long run); Ctrl-C did not.
    Either ends the run as Ctrl-C does, with the shell's status for the signal."""
    record = tmp_path / "run.jsonl"
    record.write_text("", encoding="utf-8")
    command = [sys.executable, "-m", "gupai_desktop.cli.main", "simulate", "paigow"]
    command += ["--hands", "50000000", "--seed", "1", "--jobs", "1", "--record", str(record)]
    run = subprocess.Popen(_as_a_job(command), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 60
        while not list(tmp_path.glob("*.tmp")) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert list(tmp_path.glob("*.tmp")), "the run did not start writing"
        run.send_signal(getattr(signal, sig))
        status = run.wait(timeout=60)  # (with what it said: one run in a loaded suite gave 2)
        said = run.stderr.read().decode()
        assert (status, said) == (128 + getattr(signal, sig), "gupai: interrupted\n")
        assert [p.name for p in tmp_path.iterdir()] == ["run.jsonl"]
        assert record.read_text(encoding="utf-8") == ""
    finally:
        if run.poll() is None:
            run.kill()
            run.wait(timeout=10)


def test_a_stop_that_lands_inside_the_compiled_record_check_still_stops_the_run(
    tmp_path, monkeypatch, capsys
):
    """Found chasing the signal test above: a SIGTERM whose handler ran inside the record
    check's "x-whole" keyword (Python called from jsonschema-rs) was swallowed as a record
    that does not fit, and the run went on to its end. Here the stop is raised at the third
    integer the check looks at, as a signal arriving there would be."""
    from gupai_desktop.cli.main import main
    from gupai_desktop.cli.stops import Stopped
    from gupai_desktop.records import format as record_format

    if record_format._compiled() is None:
        pytest.skip("jsonschema-rs is not installed")
    check, calls = record_format._Whole.validate, []

    def stopped_inside(self, instance):
        calls.append(instance)
        if len(calls) == 3:
            raise Stopped(signal.SIGTERM)
        return check(self, instance)

    monkeypatch.setattr(record_format._Whole, "validate", stopped_inside)
    record = tmp_path / "run.jsonl"
    record.write_text("", encoding="utf-8")
    argv = ["simulate", "paigow", "--hands", "300", "--seed", "1", "--jobs", "1"]
    assert main(argv + ["--record", str(record)]) == 128 + signal.SIGTERM
    assert capsys.readouterr().err == "gupai: interrupted\n"
    assert [p.name for p in tmp_path.iterdir()] == ["run.jsonl"] and record.read_text() == ""


def test_the_record_check_is_compiled_before_the_record_s_temporary_file_is_made(
    tmp_path, monkeypatch
):
    """The signal test above failed one run in a few with status 2, "x-whole ... true": the
    record check was compiled as the first hand was written, calling Python for each integer
    of the schema, and a SIGTERM whose handler ran there came out as a broken schema. It is
    compiled before the run has a file to leave behind (and with the stops held meanwhile,
    where they come to its thread)."""
    from gupai_desktop.cli.main import main
    from gupai_desktop.records import format as record_format

    if record_format._compiled() is None:
        pytest.skip("jsonschema-rs is not installed")
    made, seen = record_format._Whole.__init__, []

    def looking(self, *args):
        seen.append(sorted(p.name for p in tmp_path.iterdir()))
        made(self, *args)

    monkeypatch.setattr(record_format._Whole, "__init__", looking)
    record_format._compiled.cache_clear()
    record = tmp_path / "run.jsonl"
    record.write_text("", encoding="utf-8")
    try:
        argv = ["simulate", "paigow", "--hands", "3", "--seed", "1", "--jobs", "1"]
        assert main(argv + ["--record", str(record)]) == 0
    finally:
        record_format._compiled.cache_clear()
    assert seen and all(names == ["run.jsonl"] for names in seen)
