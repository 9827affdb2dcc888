"""Numbers, names and file names from the command line, read in one place.

Every sub-command takes its options through these `type=` callables and its batch lines'
numbers through `parse_whole`, so a value is finite, in range and non-empty the same way
everywhere, and every refusal is one line naming the option or token (docs/cli.md: status 2,
one line on standard error, never a traceback).
"""

from __future__ import annotations

import argparse
import math
import sys
from decimal import Decimal
from typing import Callable, Iterable, Iterator

MAX_DIGITS = 100  # a whole number longer than this is junk (and int() stops at 4300)
MAX_MESSAGE = 400  # longer messages keep their start and end


class CliError(Exception):
    """A user error: printed as one line, exit status 2."""


def one_line(text: object) -> str:
    """`text` as one printable line: control characters escaped, a long middle cut out."""
    line = "".join(c if c.isprintable() else repr(c)[1:-1] for c in str(text))
    if len(line) > MAX_MESSAGE:
        half = MAX_MESSAGE // 2
        line = f"{line[:half]} … {line[-half:]}"
    return line


def input_lines() -> Iterator[tuple[int, str]]:
    """Each line of standard input with its number, decoded a line at a time: a byte that is
    not UTF-8 is refused naming its line, after the answers to every line before it (the text
    stream decodes 8 KB ahead: the bad byte stopped a run some ninety answers early, without
    saying where it was)."""
    raw = getattr(sys.stdin, "buffer", None)
    if raw is None:  # a stream of text already (a test's, the closed input's stand-in)
        yield from enumerate(sys.stdin, 1)
        return
    line_no = 0
    for chunk in iter(raw.readline, b""):
        if not line_no:  # the byte-order mark a Windows editor writes is no part of the text
            chunk = chunk.removeprefix(b"\xef\xbb\xbf")
        # A line may also end with a lone CR (an old Mac file), as in a text stream: a file
        # of such lines was read as one.
        for data in chunk.splitlines(keepends=True) if b"\r" in chunk else (chunk,):
            line_no += 1
            try:
                yield line_no, data.decode("utf-8")
            except UnicodeDecodeError as exc:
                bad = data[exc.start : exc.start + 1]
                raise CliError(f"line {line_no}: not UTF-8 text (byte {bad!r})") from None


def stdin_lines() -> Iterable[tuple[int, str]]:
    """Batch mode's cases: (line number, text) of each line of standard input that is not
    blank (a file's closing blank line used to stop Pai Gow's and Da Ling's batches)."""
    for line_no, line in input_lines():
        if line.strip():
            yield line_no, line.strip()


def stdin_deals(most: int, seats: str) -> Iterator[list[tuple[int, str]]]:
    """`settle`'s deals from standard input: runs of at most `most` lines, one a seat (the
    `seats` word for the message), a blank line ending each."""
    deal: list[tuple[int, str]] = []
    for line_no, line in input_lines():
        text = line.strip()
        if text:
            deal.append((line_no, text))
            if len(deal) > most:
                raise CliError(
                    f"line {line_no}: a deal has at most {most} {seats} (a blank line ends a deal)"
                )
        elif deal:
            yield deal
            deal = []
    if deal:
        yield deal


def house_net(nets) -> float | None:
    """What the table's house, which is no seat, took over the hands: the seats' nets do not
    add up to nothing without it (Da Ling's casino fees and unmatched stakes: a new user found
    -982, -303, +815 and +44 and nothing else); None where they do, to the half cent the
    output shows (a replay's float sums of 20,000 Pai Gow hands at 3% left 2e-9)."""
    taken = -math.fsum(nets)
    return taken if abs(taken) >= 0.005 else None


def hands_text(n: int) -> str:
    """A count of hands as the output writes it: "1 hand", "3 hands"."""
    return f"{n} hand" if n == 1 else f"{n} hands"


def number(x: float) -> str:
    """An amount as players write it: 75, -25, 1.5, 999999.9, 0.000003, 0.3 (for 0.1 + 0.2);
    never 1e+06 or -0 (":g" kept six digits and wrote large and small amounts in exponents)."""
    x = round(float(x), 9) + 0.0
    return str(int(x)) if x.is_integer() else format(Decimal(repr(x)), "f")


def _range(lo: float | None, hi: float | None, lo_open: bool, hi_open: bool) -> str:
    def word(x: float) -> str:
        return f"{x:g}" if isinstance(x, float) else str(x)

    low = None if lo is None else f"{'above' if lo_open else 'at least'} {word(lo)}"
    high = None if hi is None else f"{'below' if hi_open else 'at most'} {word(hi)}"
    if low and high:
        return f"from {word(lo)} to {word(hi)}" if not (lo_open or hi_open) else f"{low} and {high}"
    return low or high or "any"


def _check_range(value: float, text: str, lo, hi, lo_open=False, hi_open=False) -> None:
    low_bad = lo is not None and (value <= lo if lo_open else value < lo)
    high_bad = hi is not None and (value >= hi if hi_open else value > hi)
    if low_bad or high_bad:
        raise ValueError(f"{text!r}: {_range(lo, hi, lo_open, hi_open)}")


def parse_whole(text: str, what: str = "", lo: int | None = None, hi: int | None = None) -> int:
    """A whole number written in ASCII digits with an optional sign; ValueError names the
    token and says what was wanted (`what`, e.g. "the attackers' trick points")."""
    raw = str(text).strip()
    digits = raw[1:] if raw[:1] in "+-" else raw
    wanted = f" ({what})" if what else ""
    if not (digits.isascii() and digits.isdigit()):
        raise ValueError(f"{raw!r} is not a whole number{wanted}")
    if len(digits) > MAX_DIGITS:
        raise ValueError(f"{raw[:20]}… ({len(digits)} digits): too large{wanted}")
    value = int(raw)
    _check_range(value, raw, lo, hi)
    return value


def parse_number(
    text: str,
    lo: float | None = None,
    hi: float | None = None,
    *,
    lo_open: bool = False,
    hi_open: bool = False,
) -> float:
    """A finite number within the bounds (-0 reads as 0); ValueError names the token."""
    raw = str(text).strip()
    try:
        value = float(raw) + 0.0
    except ValueError:
        raise ValueError(f"{raw!r} is not a number") from None
    if not math.isfinite(value):
        raise ValueError(f"{raw!r} is not a finite number")
    _check_range(value, raw, lo, hi, lo_open, hi_open)
    return value


def _typed(parse: Callable[[str], object], name: str) -> Callable[[str], object]:
    """An argparse `type=`: argparse prefixes its message with the option's name."""

    def convert(text: str):
        try:
            return parse(text)
        except ValueError as exc:
            raise argparse.ArgumentTypeError(exc.args[0]) from None

    convert.__name__ = name
    return convert


def finite_float(
    lo: float | None = None,
    hi: float | None = None,
    *,
    lo_open: bool = False,
    hi_open: bool = False,
) -> Callable[[str], float]:
    return _typed(lambda t: parse_number(t, lo, hi, lo_open=lo_open, hi_open=hi_open), "number")


def whole(lo: int | None = None, hi: int | None = None) -> Callable[[str], int]:
    what = "" if lo is None and hi is None else _range(lo, hi, False, False)
    return _typed(lambda t: parse_whole(t, what, lo, hi), "whole number")


def number_list(lo: float | None = None) -> Callable[[str], list[float]]:
    """Finite numbers separated by commas, e.g. --chips 8,100,100."""

    def parse(text: str) -> list[float]:
        parts = str(text).split(",")
        if not text.strip():
            raise ValueError("an empty list: numbers separated by commas")
        return [parse_number(p, lo) for p in parts]

    return _typed(parse, "numbers")


def non_empty(text: str) -> str:
    """A name or file name: not empty, no NUL (no file can be called that)."""
    if not str(text).strip():
        raise argparse.ArgumentTypeError("empty: write a name")
    if "\0" in text:
        raise argparse.ArgumentTypeError(f"{text!r}: a NUL character in a name")
    return text


class Parser(argparse.ArgumentParser):
    """argparse that refuses bad input with one line naming the option (no usage text), and
    that names an unknown option even when a required argument is missing too. An option is
    written whole: `--wa` was taken for `--way`, and a later option could make it mean
    another, where docs/cli.md promises that new options leave old command lines alone."""

    def __init__(self, *args, **kwargs):
        kwargs.setdefault("allow_abbrev", False)
        super().__init__(*args, **kwargs)

    def parse_known_args(self, args=None, namespace=None):
        self._given = list(sys.argv[1:] if args is None else args)
        return super().parse_known_args(args, namespace)

    def _print_message(self, message, file=None):
        """argparse's, without swallowing a failed write: `--help` or `--version` into a full
        disk printed nothing and ended with status 0 (main says it, status 1)."""
        if message:
            (file or sys.stderr).write(message)

    def error(self, message: str):
        if "arguments are required" in message:
            unknown = self._unknown_options()
            if unknown:
                message = f"unrecognized arguments: {' '.join(unknown)}"
            elif message.endswith(": GAME"):
                message = self._game_taken(message)
        raise CliError(self._in_users_words(message))

    def _game_taken(self, message: str) -> str:
        """GAME written after an option of several values (`--level house paigow`) is one
        more of them; "GAME is required" named neither."""
        from ..engine import games

        given = [t for t in getattr(self, "_given", []) if t in games.known_ids()]
        if not given:
            return message
        return (
            f"GAME is missing: {given[0]!r} was read as a value of the option before it; "
            "put GAME before the options"
        )

    def _in_users_words(self, message: str) -> str:
        """argparse names a sub-command by its internal name ("argument paigow_command:
        invalid choice", "required: dagunzi_command"); a user is told the commands to choose."""
        for action in self._actions:
            if not isinstance(action, argparse._SubParsersAction) or action.dest not in message:
                continue
            where = f" after '{self.prog.split(' ', 1)[1]}'" if " " in self.prog else ""
            commands = ", ".join(action.choices)
            if "invalid choice" in message:
                given = message.split("invalid choice: ", 1)[1].split(" (choose", 1)[0]
                return f"unknown command {given}{where}: choose one of {commands}"
            if "arguments are required" in message:
                return f"a command is needed{where}: one of {commands}"
        return message

    def _unknown_options(self) -> list[str]:
        found = []
        for arg in getattr(self, "_given", []):
            if arg == "--":
                break
            try:
                parsed = self._parse_optional(arg)
            except CliError:  # an ambiguous abbreviation: not unknown
                continue
            tuples = parsed if isinstance(parsed, list) else [parsed] if parsed else []
            if tuples and all(t[0] is None for t in tuples):
                found.append(arg)
        return found
