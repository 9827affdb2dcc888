"""For the whole run. The tests run in parallel (pytest-xdist, `-n auto --dist worksteal` in
pyproject.toml), one worker per core and one more. Work stealing hands each worker an equal run
of the collected tests, and a worker that runs out takes half of what another has left from
its end. The longest tests (marked slow) are put first, so one worker starts on them while
the others take the rest; started last, one of them would keep the run waiting on one worker
after the others had finished. (xdist's default, "load", hands out runs of some 190 tests that
no other worker may take: the run took 98 s where work stealing takes 84. Dealing the slow
tests out to every worker's run measured 88.) Each worker also gets a profile folder of its
own for any test that does not make one, so that no two workers share files."""

from __future__ import annotations

import atexit
import gc
import logging
import os
import sys

import pytest
from depth import scaled
from hypothesis import settings

# The hypothesis tests that set no number of examples take their default's hundred at depth 1,
# and as many more as GUPAI_TEST_DEPTH says (tests/depth.py; six of them stayed at a hundred).
settings.register_profile("depth", max_examples=scaled(100))
settings.load_profile("depth")

# The garbage collector ran some 8,000 times a worker, 8.7 of the run's 150 CPU-s: a test makes
# many short-lived objects but few cycles. At this threshold, and with what collecting the
# tests loaded frozen (below), it runs some 200 times and takes about 2.5 CPU-s; the workers'
# peak memory is the same.
gc.set_threshold(20_000, 50, 100)


def _exit_at_once() -> None:
    """An xdist worker's results are all sent by the time it exits; tearing down its
    interpreter (the objects of a thousand tests, after the atexit handlers) took seconds,
    and the controller waits for every worker's process to end: the run's last 3 to 7 s.
    The controller decides the run's exit status from the results, not from this one."""
    logging.shutdown()  # its own atexit handler, registered before this one, is skipped
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(0)


def pytest_configure(config):
    # Only in a worker xdist started (it has workerinput): a pytest run inside a test inherits
    # PYTEST_XDIST_WORKER, and its failures must still fail it. Registered now, so that the
    # handlers added later (multiprocessing's, Qt's) run before it.
    if hasattr(config, "workerinput"):
        atexit.register(_exit_at_once)
    _share_bytecode()


def _share_bytecode() -> None:
    """Compiled modules are written to __pycache__ for the whole run, whatever the shell says
    (PYTHONDONTWRITEBYTECODE): each worker, and each process the tests start (the app killed
    and started again, the command line, the AI's workers), compiled the package's sources
    again, and pytest rewrote the tests' assertions in every worker. With the early exit
    below, the run on two cores took 100 s where it took 108 s, measured in turn twice."""
    sys.dont_write_bytecode = False
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)


@pytest.hookimpl(tryfirst=True)
def pytest_unconfigure(config):
    """A worker has sent its results when its session finishes: the rest of pytest's
    unconfigure (two full garbage collections of a heap a thousand tests left) kept the run
    waiting a second or two for the last worker to end. The atexit handlers run now, in
    their order, the last of them _exit_at_once."""
    if hasattr(config, "workerinput"):
        atexit._run_exitfuncs()
        _exit_at_once()  # not reached: the handlers end with it


def pytest_xdist_auto_num_workers(config) -> int:
    """A worker per core and one more: some tests wait (on a child process, an AI worker, an
    animation at its real pace), and the extra worker uses the core meanwhile. Tests that
    give an AI a time budget leave room for a shared core (tests/ui/test_bad_ai.py)."""
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        cores = os.cpu_count() or 1
    return cores + 1


def pytest_collection_modifyitems(config, items):
    """Slow tests first, and of those first the ones that mostly wait (marked paced): last
    in the slow worker's run, two of them kept it alone and nearly idle for the run's last
    4 s, after the other workers had finished."""
    items.sort(  # stable
        key=lambda item: (
            item.get_closest_marker("slow") is None,
            item.get_closest_marker("paced") is None,
        )
    )


def pytest_collection_finish(session):
    gc.freeze()


@pytest.fixture(autouse=True, scope="session")
def worker_home(tmp_path_factory):
    mp = pytest.MonkeyPatch()
    mp.setenv("GUPAI_HOME", str(tmp_path_factory.mktemp("home")))
    yield
    mp.undo()


@pytest.fixture
def light_search(monkeypatch):
    """Every searching level, and the review's search, at a tenth of its iterations (ten at
    least), for the tests of how a move is found and passed on (the options, the seed, a legal
    move, the same move again), not of how well it plays: tests/test_search.py and bench/ keep
    the real budgets."""
    from gupai_desktop.ai import bots, review
    from gupai_desktop.engine import games

    monkeypatch.setattr(review, "REVIEW_WORLDS", max(10, review.REVIEW_WORLDS // 10))

    for game_id in games.known_ids():
        try:
            levels = getattr(bots.module_for(game_id), "SEARCH_LEVELS", {})
        except ValueError:  # a game without an AI module
            continue
        for name, level in list(levels.items()):
            light = level._replace(iterations=max(10, level.iterations // 10))
            monkeypatch.setitem(levels, name, light)
