"""Where a played session goes on disk: its record file, the autosave and the statistics.

Qt-free glue between the table model and records/: the model calls it at the moments that
matter (session begun, move committed, hand finished) and it keeps the files consistent.
The records modules and the statistics database are opened on first use (`warm_up` does it
once the window is on screen), so none of it holds back the window's first paint.
"""

from __future__ import annotations

import time
from functools import cached_property
from pathlib import Path

from ..base.i18n import tr


class Store:
    def __init__(self, data_dir: Path):
        self.data_dir = Path(data_dir)
        self.records_dir = self.data_dir / "records"
        self.records_dir.mkdir(parents=True, exist_ok=True)
        self.autosave_path = self.data_dir / "autosave.json"
        self.warnings: list[str] = []
        self.record_path: Path | None = None
        self.session_id = ""
        self.last_record: dict | None = None  # the hand recorded last, for its review

    @cached_property
    def stats(self):
        """The statistics database; a damaged one is moved aside and reported in `warnings`."""
        from ..records.stats import Stats

        stats = Stats(self.data_dir / "stats.sqlite3")
        if stats.warning:
            self.warnings.append(
                tr(
                    "The statistics file was damaged: it was moved to {name} and new "
                    "statistics were started."
                ).format(name=stats.moved_to.name if stats.moved_to else "-")
            )
        return stats

    def warm_up(self) -> None:
        """Import the records modules and open the statistics, so the first finished hand
        does not pay for it (and a damaged statistics file is reported at start)."""
        from ..records import autosave, format, io  # noqa: F401

        self.stats

    def begin_session(self, session, seats_info) -> None:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        self.session_id = f"{session.game}-{stamp}-{session.seed % 100000:05d}"
        self.record_path = self.records_dir / f"{self.session_id}.jsonl"

    def continue_session(self, session_id: str) -> None:
        """After a resume, keep appending to the same record file."""
        self.session_id = session_id
        self.record_path = self.records_dir / f"{session_id}.jsonl"

    def autosave(self, session, actions: list[str], draft: list[str], extra: dict) -> None:
        from ..records import autosave

        data = dict(extra, draft=draft, session_id=self.session_id)
        autosave.save(self.autosave_path, session.to_dict(), actions, data)

    def load_autosave(self, warn) -> dict | None:
        from ..records import autosave

        def said(message) -> None:  # in the UI's words (load words it for the command line)
            moved = getattr(message, "moved", None)
            warn(
                tr(
                    "The saved game could not be resumed: its file is damaged. It was moved "
                    "to {name}."
                ).format(name=moved.name)
                if moved is not None
                else tr(
                    "The saved game could not be resumed: its file is damaged and could not "
                    "be moved aside."
                )
            )

        return autosave.load(self.autosave_path, said)

    def recorded_already(self, data: dict) -> bool:
        """Is the autosaved hand the last one in its session's record? (A crash between
        recording a finished hand and clearing its autosave left both; resuming would record
        the hand twice, and validation refuses such a file.)"""
        from ..records import io

        from ..records.autosave import SESSION_ID

        session_id = data.get("extra", {}).get("session_id")
        named = isinstance(session_id, str) and SESSION_ID.fullmatch(session_id)
        last = io.last_hand_number(self.records_dir / f"{session_id}.jsonl") if named else None
        try:
            return last is not None and last >= int(data["session"]["hand_number"])
        except (KeyError, TypeError, ValueError):
            return False

    def set_autosave_aside(self):
        """Keep an autosave that did not resume under another name; its new path, or None."""
        from ..records import autosave

        return autosave.set_aside(self.autosave_path)

    def clear_autosave(self) -> None:
        from ..records import autosave

        autosave.clear(self.autosave_path)

    def hand_finished(self, session, state, seats_info, human_seat: int) -> dict:
        """Record the hand (call before session.finish) and book it in the statistics."""
        from ..records import io
        from ..records.format import hand_record

        self.last_record = None  # until this hand is written: never review the one before
        record = hand_record(session, state, seats_info, session_id=self.session_id)
        if self.record_path is None:
            self.begin_session(session, seats_info)
        io.append(self.record_path, record)
        self.last_record = record
        self.clear_autosave()
        self.stats.record_from(record, human_seat)
        return record

    def record_files(self) -> list[Path]:
        """The session records, newest first (not the reviews stored beside them)."""
        from ..records import reviews

        files = [p for p in self.records_dir.glob("*.jsonl") if not reviews.is_reviews(p)]
        return sorted(files, key=lambda p: p.stat().st_mtime, reverse=True)

    def close(self) -> None:
        if "stats" in self.__dict__:
            self.stats.close()
