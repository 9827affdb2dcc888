"""How far the randomised tests go: random hands played, hypothesis examples, kills.

CI and the README's test command run at depth 1, sized so that the whole suite stays under a
couple of minutes on two cores. Before a release, or after a change to an engine, run deeper:
`GUPAI_TEST_DEPTH=5 python -m pytest` plays five times as many random hands and examples."""

from __future__ import annotations

import os

DEPTH = float(os.environ.get("GUPAI_TEST_DEPTH", "1") or 1)


def scaled(count: int) -> int:
    """`count` at depth 1; never less than one."""
    return max(1, round(count * DEPTH))
