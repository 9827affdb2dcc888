"""The AI's worker processes (ai/pool.py): jobs run in spawned processes and come back in
order, a job's failure or death is an error in the caller, a cancelled request stops its jobs
(and a job that will not stop is killed), and no worker outlives the pool or the app.
Timing is measured in bench/ai_pool.py; the limits here only say "it stopped at all"."""

from __future__ import annotations

import os
import pickle
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from pool_jobs import Die, Draw, Fail, Niceness, Pid, Spin, Stubborn

from gupai_desktop.ai.pool import Cancelled, Pool, WorkerError, default_workers

GENEROUS_S = 20.0  # "it stopped", not "it stopped quickly" (bench/ai_pool.py times that)


@pytest.fixture
def pool():
    made = Pool(2)
    yield made
    made.shutdown()


def gone(pid: int) -> bool:
    """The process has ended (a zombie waiting for init counts as ended)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] == "Z"
    except FileNotFoundError:
        return True
    except OSError:
        pass
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


def wait_until(predicate, seconds: float = GENEROUS_S) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.05)
    return predicate()


def test_workers_are_the_cores_less_one_and_at_least_one():
    assert [default_workers(n) for n in (1, 2, 3, 8)] == [1, 1, 2, 7]
    assert default_workers() >= 1


def test_results_come_back_in_order_and_equal_the_same_jobs_run_here(pool):
    jobs = [Draw(seed, 50) for seed in range(5)]  # more jobs than workers: they queue
    assert pool.run(jobs) == [job(lambda: False) for job in jobs]
    assert pool.run([]) == []


def test_jobs_run_in_worker_processes_that_stay_warm(pool):
    first = set(pool.run([Pid(), Pid()]))
    assert os.getpid() not in first
    assert set(pool.run([Pid(), Pid()] * 3)) <= set(pool.pids())
    assert set(pool.pids()) >= first


def test_a_job_that_raises_is_an_error_with_its_traceback_and_the_pool_goes_on(pool):
    with pytest.raises(WorkerError, match="the job failed on purpose"):
        pool.run([Draw(1, 3), Fail()])
    assert pool.run([Draw(1, 3)]) == [Draw(1, 3)(lambda: False)]


def test_an_unpicklable_job_fails_in_the_caller(pool):
    with pytest.raises((pickle.PicklingError, AttributeError)):
        pool.run([lambda cancelled: 1])


def test_a_worker_that_dies_is_an_error_and_is_started_again(pool):
    with pytest.raises(WorkerError, match="died"):
        pool.run([Die()])
    assert pool.run([Draw(2, 3)]) == [Draw(2, 3)(lambda: False)]


def test_a_cancelled_request_stops_its_jobs(pool):
    pool.run([Pid(), Pid()])  # warm
    started = time.monotonic()
    flag = threading.Event()
    threading.Timer(0.3, flag.set).start()
    with pytest.raises(Cancelled):
        pool.run([Spin(limit_s=60), Spin(limit_s=60)], cancelled=flag.is_set)
    assert time.monotonic() - started < GENEROUS_S
    assert pool.run([Draw(3, 3)]) == [Draw(3, 3)(lambda: False)]


def test_cancelling_one_request_leaves_another_alone(pool):
    spinning = pool.submit([Spin(limit_s=60)])
    drawn = pool.submit([Draw(4, 10)])
    spinning.cancel()
    assert drawn.done.wait(GENEROUS_S) and spinning.done.wait(GENEROUS_S)
    assert drawn.answers == [Draw(4, 10)(lambda: False)] and not drawn.errors
    assert spinning.cancelled


def test_a_job_that_ignores_its_cancel_is_killed():
    pool = Pool(1, grace_s=0.2)
    try:
        (before,) = pool.run([Pid()])
        request = pool.submit([Stubborn()])
        time.sleep(0.2)
        request.cancel()
        assert request.done.wait(GENEROUS_S)
        assert "did not stop" in request.errors[0]
        assert wait_until(lambda: gone(before))
        (after,) = pool.run([Pid()])
        assert after != before
    finally:
        pool.shutdown()


def test_shutdown_ends_every_worker_even_a_busy_one():
    pool = Pool(2)
    pool.run([Pid(), Pid()])
    pids = pool.pids()
    pool.submit([Spin(limit_s=60), Stubborn()])
    time.sleep(0.3)
    pool.shutdown(timeout=1.0)
    # A killed process ends when it is next scheduled: on a loaded machine, a moment later.
    assert pids and wait_until(lambda: all(gone(pid) for pid in pids), 5)
    # Its own threads: a session-wide pool of the UI tests may live in this process too.
    assert wait_until(lambda: not [w for w in pool._workers if w.thread.is_alive()], 5)
    with pytest.raises(RuntimeError):
        pool.run([Pid()])


SCRIPT = """
import sys, time
sys.path.insert(0, {tests!r})
from gupai_desktop.ai.pool import Pool
from pool_jobs import Spin
if __name__ == "__main__":
    pool = Pool(2)
    pool.submit([Spin(limit_s=60), Spin(limit_s=60)])
    while len(pool.pids()) < 2:
        time.sleep(0.05)
    print(*pool.pids(), flush=True)
    time.sleep(60)
"""


@pytest.mark.skipif(sys.platform == "win32", reason="reads /proc and kills with SIGKILL")
def test_workers_end_when_the_app_is_killed(tmp_path):
    script = tmp_path / "app.py"
    script.write_text(SCRIPT.format(tests=str(Path(__file__).parent)))
    app = subprocess.Popen(
        [sys.executable, str(script)],
        stdout=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).parent.parent,
    )
    try:
        pids = [int(p) for p in app.stdout.readline().split()]
        assert len(pids) == 2 and not any(gone(pid) for pid in pids)
    finally:
        app.kill()
        app.wait()
    assert wait_until(lambda: all(gone(pid) for pid in pids))


def test_background_jobs_have_workers_of_their_own_at_a_lower_priority():
    pool = Pool(1)  # one worker: an AI move must not wait behind a review
    try:
        spinning = pool.submit([Spin(limit_s=60)], background=True)
        assert pool.run([Draw(5, 5)]) == [Draw(5, 5)(lambda: False)]
        assert not spinning.done.is_set()
        spinning.cancel()
        assert spinning.done.wait(GENEROUS_S)
        if hasattr(os, "nice"):
            ((fore_pid, fore_nice),) = pool.run([Niceness()])
            ((back_pid, back_nice),) = pool.run([Niceness()], background=True)
            assert back_pid != fore_pid and back_nice > fore_nice
    finally:
        pool.shutdown()


def test_shutdown_drops_background_work_at_once():
    pool = Pool(1)
    pool.submit([Stubborn()], background=True)  # a review that will not stop
    wait_until(lambda: len(pool.pids()) == 1)
    started = time.monotonic()
    pool.shutdown(timeout=30.0)
    assert time.monotonic() - started < GENEROUS_S / 2
    assert pool.pids() == []
