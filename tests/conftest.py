"""For the whole run. The tests run in parallel (pytest-xdist, `-n auto` in pyproject.toml), two
workers per core, and the longest ones (marked slow) are put first: started last, one of them
would keep the run waiting on one worker after the others had finished. Each worker also gets a
profile folder of its own for any test that does not make one, so that no two workers share
files."""

from __future__ import annotations

import os

import pytest


def pytest_xdist_auto_num_workers(config) -> int:
    """Two workers per core: many tests wait (on a child process, an AI worker process, a
    timer), and the second worker of a core works meanwhile (on two cores the suite took
    185 s with four workers, 193 s with three, 207 s with two)."""
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        cores = os.cpu_count() or 1
    return 2 * cores


def pytest_collection_modifyitems(config, items):
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)  # stable


@pytest.fixture(autouse=True, scope="session")
def worker_home(tmp_path_factory):
    mp = pytest.MonkeyPatch()
    mp.setenv("GUPAI_HOME", str(tmp_path_factory.mktemp("home")))
    yield
    mp.undo()
