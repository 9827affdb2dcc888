"""`gupai record validate FILE` and `gupai record replay FILE` (docs/cli.md).

Both read the whole file through the same checks the app's import uses, so "ok" here means the
app will accept the file; any problem is one line on stderr and exit status 2. FILE `-` is
standard input, as the games' batch commands read it.
"""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path
from typing import BinaryIO

from ..records import io as records_io
from ..records.format import RecordError
from .args import CliError, hands_text, house_net, non_empty
from .progress import Meter


FILE_HELP = "the record file (JSON Lines); - reads it from standard input"


def register(subparsers) -> None:
    p = subparsers.add_parser(
        "record",
        help="check and replay gupai game records",
        description="Check and replay gupai record files (JSON Lines).",
    )
    sub = p.add_subparsers(dest="record_command", required=True, parser_class=type(p))
    v = sub.add_parser("validate", help="check a record file: exit 0, or 2 with the reason")
    v.add_argument("file", metavar="FILE", type=non_empty, help=FILE_HELP)
    v.add_argument("--json", action="store_true", help="print one JSON object")
    v.add_argument(
        "--progress",
        action="store_true",
        help="on standard error, the hands checked so far while it runs (a big "
        "file), and the rate at the end: hands and megabytes a second "
        "(default: nothing)",
    )
    v.set_defaults(func=_cmd_validate)
    r = sub.add_parser("replay", help="re-apply every hand and check the recorded results")
    r.add_argument("file", metavar="FILE", type=non_empty, help=FILE_HELP)
    r.add_argument("--json", action="store_true", help="print one JSON object")
    r.set_defaults(func=_cmd_replay)


def _summary(path: str, meter: Meter | None = None) -> tuple[records_io.ReplaySummary, int]:
    """The file's summary, and the characters read (the rate of a stream, whose size is not
    known beforehand)."""
    read = [0]

    def told(hands: int, characters: int, size: int) -> None:
        read[0] = characters
        if meter is not None:
            meter(hands, None, characters / 1e6)

    source = _stdin() if path == "-" else path
    try:
        return records_io.validate(source, told), read[0]
    except RecordError as exc:
        raise CliError(" ".join(str(exc).split())) from None
    except (ValueError, OverflowError, RecursionError) as exc:  # say which file, at least
        why = "nested too deeply" if isinstance(exc, RecursionError) else exc
        raise CliError(f"{records_io.source_name(source)}: {why}") from None


def _stdin() -> BinaryIO:
    """Standard input as bytes (read as a file is: its lines checked as UTF-8 one by one);
    a text stream without bytes beneath (one a caller put there) is taken at its word."""
    stream = getattr(sys.stdin, "buffer", None)
    return stream if stream is not None else io.BytesIO(sys.stdin.read().encode("utf-8"))


def _seats(names: list[str], totals: list[float]) -> dict:
    """The seats' nets, and the house's where it is no seat (`house_net`)."""
    seats: dict = {
        "seats": [{"seat": i, "name": n, "net": t} for i, (n, t) in enumerate(zip(names, totals))]
    }
    house = house_net(totals)
    if house is not None:
        seats["house"] = {"net": house}
    return seats


def _as_dict(s: records_io.ReplaySummary) -> dict:
    """`seats` for a file of one game; a file of several has each game's under `by_game`."""
    return {
        "hands": s.hands,
        "games": s.games,
        "matched": s.matched,
        "all_match": s.all_match,
        **_seats(s.names, s.totals),
        "by_game": {
            game: {"hands": t.hands, **_seats(t.names, t.totals)} for game, t in s.by_game.items()
        },
    }


def _cmd_validate(args) -> int:
    meter = Meter("validate", after_s=0.5) if args.progress else None
    s, characters = _summary(args.file, meter)
    if meter is not None:
        size = characters if args.file == "-" else Path(args.file).stat().st_size
        meter.close(s.hands, size / 1e6, always=True)
    if args.json:
        print(json.dumps({"ok": True, **_as_dict(s)}, ensure_ascii=False))
    else:
        print(f"ok: {hands_text(s.hands)} of {', '.join(s.games)}")
    return 0


def _cmd_replay(args) -> int:
    s, _characters = _summary(args.file)
    if args.json:
        print(json.dumps(_as_dict(s), ensure_ascii=False))
        return 0
    print(f"hands: {s.hands} ({', '.join(s.games)})")
    several = len(s.games) > 1
    for game, t in s.by_game.items():
        if several:
            print(f"{game}: {hands_text(t.hands)}")
        for seat, (name, total) in enumerate(zip(t.names, t.totals)):
            print(f"{'  ' if several else ''}seat {seat} ({name}): {total:+.2f}")
        house = house_net(t.totals)
        if house is not None:  # the house that is no seat (Da Ling's casino)
            print(f"{'  ' if several else ''}house: {house:+.2f}")
    print(f"all {s.hands} results match")
    return 0
