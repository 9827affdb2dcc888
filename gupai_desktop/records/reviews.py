"""Reviews stored beside a session's record: `<record>.reviews.jsonl`, one line per hand.

A review is worked out after its hand was written, so it goes to a file of its own rather than
into the record: the record of a hand stays as it was written, and a lost or damaged review file
costs the reviews, never a hand. A line is {"session": id, "hand": n, "review": {...}}; the last
line for a hand wins.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from ..ai.review import Review
from .files import fsync_dir

SUFFIX = ".reviews.jsonl"


def path_for(record_path: str | os.PathLike) -> Path:
    record_path = Path(record_path)
    return record_path.with_name(record_path.name.removesuffix(".jsonl") + SUFFIX)


def is_reviews(path: str | os.PathLike) -> bool:
    """Is this file the reviews stored beside a record (not a record itself)?"""
    return Path(path).name.endswith(SUFFIX)


def record_name_for(reviews_name: str) -> str:
    """The record a reviews file was written beside: "x.reviews.jsonl" -> "x.jsonl"."""
    return reviews_name.removesuffix(SUFFIX) + ".jsonl"


def append(record_path: str | os.PathLike, session_id: str, hand: int, review: Review) -> None:
    """Add one hand's review, on disk before returning."""
    path = path_for(record_path)
    created = not path.exists()
    line = json.dumps(
        {"session": session_id, "hand": hand, "review": review.to_json()},
        ensure_ascii=False,
        separators=(",", ":"),
        allow_nan=False,
    )
    with open(path, "a", encoding="utf-8", newline="\n") as f:
        f.write(line + "\n")
        f.flush()
        os.fsync(f.fileno())
    if created:
        fsync_dir(path.parent)


def load(record_path: str | os.PathLike) -> dict[tuple[str, int], Review]:
    """Every readable review of a record file by (session id, hand); lines that are not a
    review (a cut-off last line, a foreign edit) are skipped."""
    path = path_for(record_path)
    out: dict[tuple[str, int], Review] = {}
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return out
    for line in text.splitlines():
        try:
            data = json.loads(line, parse_constant=_no_constants)
            out[(str(data["session"]), int(data["hand"]))] = Review.from_json(data["review"])
        except (ValueError, KeyError, TypeError, StopIteration):
            continue
    return out


def _no_constants(name: str):
    raise ValueError(f"{name} is not a number a review holds")
