"""For the whole run. The tests run in parallel (pytest-xdist, `-n auto` in pyproject.toml), so
the longest ones (marked slow) are put first: started last, one of them would keep the run
waiting on one worker after the others had finished. Each worker also gets a profile folder of
its own for any test that does not make one, so that no two workers share files."""

from __future__ import annotations

import pytest


def pytest_collection_modifyitems(config, items):
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)  # stable


@pytest.fixture(autouse=True, scope="session")
def worker_home(tmp_path_factory):
    mp = pytest.MonkeyPatch()
    mp.setenv("GUPAI_HOME", str(tmp_path_factory.mktemp("home")))
    yield
    mp.undo()
