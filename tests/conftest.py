"""For the whole run. The tests run in parallel (pytest-xdist, `-n auto` in pyproject.toml), one
worker per core and one more, and the longest ones (marked slow) are put first: started last,
one of them would keep the run waiting on one worker after the others had finished. Each worker
also gets a profile folder of its own for any test that does not make one, so that no two
workers share files."""

from __future__ import annotations

import os

import pytest


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
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)  # stable


@pytest.fixture(autouse=True, scope="session")
def worker_home(tmp_path_factory):
    mp = pytest.MonkeyPatch()
    mp.setenv("GUPAI_HOME", str(tmp_path_factory.mktemp("home")))
    yield
    mp.undo()
