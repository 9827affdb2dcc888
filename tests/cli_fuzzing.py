"""What tests/test_cli_fuzz.py fuzzes `gupai` with: junk words, a command line built from a
sub-command's options and cases with at most one fault, and the in-process run that checks the
contract of shared/CLI.md (exit 0 or 2, no traceback, one stderr line on 2, within 10 s, no
answer that is inf or NaN)."""

from __future__ import annotations

import contextlib
import io
import re
import sys
import time

from hypothesis import HealthCheck, event, settings, strategies as st

from gupai_desktop.cli.main import main
from depth import scaled

FUZZ = settings(
    max_examples=scaled(100),
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
JUNK_WORDS = [
    "nan",
    "NaN",
    "inf",
    "-inf",
    "Infinity",
    "1e400",
    "-1e400",
    "1e308",
    "-0",
    "0",
    "-1",
    "2.5",
    "9" * 30,
    "",
    " ",
    "\x00",
    "a\nb",
    "é",
    "中文",
    "\u0663",
    "\u00b2",
    "\ud800",
    "--bogus",
    "-x",
    "--json=1",
    "-",
    "|",
    "||",
    " | ",
    "1_000",
    "0x10",
    "true",
    "null",
    "6-6",
    "As",
    "BJ",
    "T",
    "-h",
]
NOT_FINITE = re.compile(
    r"^[-+]?(inf|nan)$"  # an answer line
    r"|[:,\[] ?-?(Infinity|NaN)\b"  # a JSON value
    r"|(?<!\S)[-+](inf|nan)(?!\S)",
    re.MULTILINE,
)  # in a table
HUGE = st.sampled_from("9[{-").map(lambda c: c * 5000)  # made here: a short repr
NASTY = st.sampled_from(["nan", "inf", "-inf", "Infinity", "1e400", "-0", "", "a\nb", "\x00"])
JUNK = st.one_of(
    NASTY,
    NASTY,
    st.sampled_from(JUNK_WORDS),
    HUGE,
    st.text(max_size=12),
    st.integers(-(10**30), 10**30).map(str),
    st.floats().map(repr),
)


def gupai(argv: list[str], stdin: str | bytes = "") -> int:
    """Runs the CLI in this process, checks the contract and returns the exit status."""
    raw = stdin if isinstance(stdin, bytes) else stdin.encode("utf-8", "surrogatepass")
    out, err, saved = io.StringIO(), io.StringIO(), sys.stdin
    sys.stdin = io.TextIOWrapper(io.BytesIO(raw), encoding="utf-8")
    start = time.perf_counter()
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                code = main(list(argv))
            except SystemExit as exc:  # --help
                code = exc.code
    finally:
        sys.stdin = saved
    took = time.perf_counter() - start
    where = f"gupai {argv!r:.600} <<< {raw!r:.600}"
    stdout, stderr = out.getvalue(), err.getvalue()
    assert code in (0, 2), where
    assert "Traceback" not in stdout + stderr, where
    if code == 2:
        assert stderr.endswith("\n") and stderr.count("\n") == 1 and stderr.strip(), (
            f"{where}\nstderr: {stderr!r:.600}"
        )
    else:
        assert stderr == "", f"{where}\nstderr: {stderr!r:.600}"
        answers = "\n".join(x for x in stdout.splitlines() if not x.startswith("recorded "))
        assert not NOT_FINITE.search(answers), f"{where}\nstdout: {stdout!r:.600}"
    assert took < 10, f"{where}: {took:.1f} s"
    return code


@st.composite
def spoiled(draw, good):
    """A good draw (a word, a line or a list of arguments) with one word made junk, or junk."""
    value = draw(good)
    items = list(value) if isinstance(value, list) else [value]
    if not items or not draw(st.integers(0, 2)):
        return draw(st.lists(JUNK, max_size=3)) if isinstance(value, list) else draw(JUNK)
    i = draw(st.integers(0, len(items) - 1))
    words = items[i].split(" ")
    words[draw(st.integers(0, len(words) - 1))] = draw(JUNK)
    items[i] = " ".join(words)
    return items if isinstance(value, list) else items[0]


def one_of(*good: str):
    return st.sampled_from(good)


@st.composite
def command(
    draw, head: list[str], options: dict, cases, lines=None, required=None, max_lines: int = 5
):
    """argv and stdin for one sub-command: its required options, some others, then the cases as
    arguments or (given `lines`) `-` and lines on stdin. Half are clean; the others have one
    fault (a junk value, case or line, a stray word, a missing option, stdin not UTF-8), so
    that the fault is what the command meets."""
    required = required or {}
    values = {**options, **required}
    fault = draw(st.sampled_from(["none"] * 4 + ["value"] * 2 + ["case", "word", "missing"]))
    chosen = list(required) + draw(
        st.lists(st.sampled_from(sorted(options)), max_size=3, unique=True)
    )
    if fault == "missing" and required:
        chosen.remove(draw(st.sampled_from(sorted(required))))
    valued = [n for n in values if values[n] is not None]
    bad = draw(st.sampled_from(valued)) if fault == "value" and valued else None
    if bad and bad not in chosen:
        chosen.append(bad)
    argv = list(head)
    for name in chosen:
        argv.append(name)
        if values[name] is not None:
            value = draw(spoiled(values[name]) if name == bad else values[name])
            argv += value if isinstance(value, list) else [value]
    stdin: str | bytes = ""
    if lines is not None and draw(st.booleans()):
        argv.append("-")
        good = st.lists(lines, min_size=1, max_size=max_lines)
        stdin = "\n".join(draw(spoiled(good) if fault == "case" else good))
        stdin += draw(st.sampled_from(["", "\n", "\r\n"]))
        if fault == "case" and draw(st.booleans()):
            stdin = stdin.encode("utf-8", "surrogatepass") + b"\xff\xfe\n"
    else:
        argv += draw(spoiled(cases) if fault == "case" else cases)
    if fault == "word" or (fault == "value" and not valued):
        argv.insert(draw(st.integers(0, len(argv))), draw(JUNK))
    return argv, stdin


def fuzz(argv: list[str], stdin: str | bytes = "") -> None:
    """gupai(argv, stdin), counted by exit status (pytest --hypothesis-show-statistics)."""
    event(f"exit {gupai(argv, stdin)}")
