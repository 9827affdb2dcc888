"""The one table every bench prints: figure | anchor | ours | ratio | unit, then the notes and
the verdict (PASS or MISS against the anchor, where there is one).

The ratio always reads the same way round: how many times better ours is than the anchor, so
above 1 ours is better and below 1 the anchor is, whatever the figure. Each row says which side
is better: `better="lower"` (times, memory, stalls, errors: anchor / ours) or "higher" (rates,
shares won, speed-ups: ours / anchor); None for a figure compared for closeness only (a
published house edge), whose ratio is n/a and whose notes give the difference. The header's
second line says so above every table.
"""

from __future__ import annotations

import math

WIDTH = 66
RATIO_RULE = (
    "ratio = how many times better ours is than the anchor: above 1 ours is better "
    "(anchor/ours where lower is better, ours/anchor where higher is)"
)


def ratio(anchor: float | None, ours: float, better: str | None = "lower") -> float | None:
    """Ours against the anchor, above 1 when ours is better; None when it means nothing (no
    anchor, no better side, an anchor or figure of 0 that is not a clean win, a negative)."""
    if anchor is None or better is None or anchor < 0 or ours < 0:
        return None
    if better == "lower":
        return anchor / ours if ours else (math.inf if anchor else None)
    if better == "higher":
        return ours / anchor if anchor else None
    raise ValueError(f"better must be 'lower', 'higher' or None, not {better!r}")


def row(
    figure: str,
    anchor: float | None,
    ours: float,
    unit: str = "",
    passed: bool | None = None,
    extra: str = "",
    better: str | None = "lower",
) -> str:
    """One figure: `anchor` None where there is none, `passed` the verdict (None: none),
    `extra` notes such as an interval."""
    r = ratio(anchor, ours, better)
    shown = "    n/a" if r is None else "     ∞×" if math.isinf(r) else f"{r:>6.2f}×"
    verdict = "" if passed is None else "PASS" if passed else "MISS"
    anchored = f"{'-':>8}" if anchor is None else f"{anchor:>8.3g}"
    value = f"{ours:>8.4g}" if abs(ours) < 1e5 else f"{ours:>8.3g}"
    return (
        f"{figure:<{WIDTH}} | {anchored} | {value} | {shown} | {unit:<4} {extra} {verdict}".rstrip()
    )


def header(title: str) -> str:
    return (
        f"{title}\n{RATIO_RULE}\n{'figure':<{WIDTH}} | {'anchor':>8} | {'ours':>8} | "
        f"{'ratio':>7} | unit notes / verdict\n{'-' * 112}"
    )
