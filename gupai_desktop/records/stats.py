"""The player's statistics: one row per finished hand, in SQLite at a path the caller chooses.

Statistics are a convenience, never worth a crash: a damaged database is moved aside (renamed
*.corrupt-<timestamp>) and a fresh one started, and `Stats.warning` holds a sentence the app can
show. The schema is versioned with PRAGMA user_version so later versions can migrate it.
"""

from __future__ import annotations

import os
import sqlite3
import time
from datetime import datetime, timezone
from pathlib import Path

from ..engine import games
from .format import human_seat, seat_cycle, seat_outcome, seat_stake

SCHEMA_VERSION = 4
OUTCOMES = ("win", "push", "lose")

_SCHEMA = """
CREATE TABLE IF NOT EXISTS hands (
    id        INTEGER PRIMARY KEY AUTOINCREMENT,
    game      TEXT NOT NULL,
    played_at TEXT NOT NULL,
    seat      INTEGER NOT NULL,
    outcome   TEXT NOT NULL CHECK (outcome IN ('win', 'push', 'lose')),
    net       REAL NOT NULL,
    stake     REAL NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS hands_game ON hands (game, played_at);
"""


def levels_against(record: dict, seat: int) -> str:
    """The AI seats' levels in a record, each once in seat order ("house, optimal")."""
    found: list[str] = []
    for s in record.get("seats", []):
        level = s.get("level")
        if s.get("seat") != seat and s.get("kind") == "ai" and level and level not in found:
            found.append(str(level))
    return ", ".join(found)


class StatsError(Exception):
    """A statistics file that cannot be used or replaced (e.g. a read-only folder)."""


def _moved_name(path: Path) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    candidate = path.with_name(f"{path.name}.corrupt-{stamp}")
    n = 1
    while candidate.exists():
        n += 1
        candidate = path.with_name(f"{path.name}.corrupt-{stamp}-{n}")
    return candidate


class Stats:
    """An open statistics database. `warning` is None, or why the old file was moved aside."""

    def __init__(self, path: str | os.PathLike):
        self.path = Path(path)
        self.warning: str | None = None
        self.moved_to: Path | None = None  # where a damaged file went (the app words it)
        try:
            self._conn = self._open()
        except sqlite3.OperationalError as exc:  # locked or unreadable: not damage, keep it
            raise StatsError(f"cannot open the statistics file {self.path}: {exc}") from None
        except sqlite3.DatabaseError as exc:
            self._conn = self._replace(str(exc))

    # -- opening -------------------------------------------------------------------------
    def _open(self) -> sqlite3.Connection:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(self.path)
        try:
            if conn.execute("PRAGMA quick_check").fetchone()[0] != "ok":
                raise sqlite3.DatabaseError("integrity check failed")
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise sqlite3.DatabaseError(f"it was written by a newer version (schema {version})")
            if version < SCHEMA_VERSION:
                self._migrate(conn, version)
            columns = {row[1] for row in conn.execute("PRAGMA table_info(hands)")}
            if not {"game", "played_at", "seat", "outcome", "net", "stake"} <= columns:
                raise sqlite3.DatabaseError("the hands table is not the expected shape")
        except BaseException:
            conn.close()
            raise
        return conn

    @staticmethod
    def _migrate(conn: sqlite3.Connection, version: int) -> None:
        """Bring an older (or new, empty) database up to SCHEMA_VERSION in one transaction: one
        commit, not one a step (a new file took four, each synced to the disk)."""
        columns = {row[1] for row in conn.execute("PRAGMA table_info(hands)")}
        steps = []
        if version < 1:
            steps.append(_SCHEMA)
        if version < 2 and (version < 1 or "game" in columns):
            steps.append("UPDATE hands SET game = 'small-mahjong' WHERE game = 'smallmahjong';")
        if version < 3:  # Da Gunzi: +1 / -1 on a hand that ended a cycle won / lost
            steps.append("ALTER TABLE hands ADD COLUMN cycle INTEGER NOT NULL DEFAULT 0;")
        if version < 4:  # the charts: which session a hand belongs to, the AIs' levels
            steps.append(
                "ALTER TABLE hands ADD COLUMN session TEXT NOT NULL DEFAULT ''; "
                "ALTER TABLE hands ADD COLUMN levels TEXT NOT NULL DEFAULT '';"
            )
        conn.executescript(
            "BEGIN;" + "".join(steps) + f"PRAGMA user_version = {SCHEMA_VERSION}; COMMIT;"
        )

    def _replace(self, why: str) -> sqlite3.Connection:
        moved = _moved_name(self.path)
        try:
            os.replace(self.path, moved)
            for suffix in ("-wal", "-shm", "-journal"):
                side = self.path.with_name(self.path.name + suffix)
                if side.exists():
                    os.replace(side, moved.with_name(moved.name + suffix))
            conn = self._open()
        except (OSError, sqlite3.DatabaseError) as exc:
            raise StatsError(
                f"the statistics file {self.path} is damaged and could not be replaced: {exc}"
            ) from None
        self.warning = (
            f"The statistics file was damaged ({why}); it was moved to "
            f"{moved.name} and new statistics were started."
        )
        self.moved_to = moved
        return conn

    # -- use -----------------------------------------------------------------------------
    def record_hand(
        self,
        game: str,
        outcome: str,
        net: float,
        stake: float = 0.0,
        *,
        seat: int = 1,
        played_at: str | None = None,
        cycle: int = 0,
        session: str = "",
        levels: str = "",
    ) -> None:
        """Book one hand of the human seat (`levels`: the AI seats' levels, as "a, b")."""
        if outcome not in OUTCOMES:
            raise ValueError(f"outcome is one of {', '.join(OUTCOMES)}, not {outcome!r}")
        when = played_at or datetime.now(timezone.utc).isoformat(timespec="seconds")
        with self._conn:
            self._conn.execute(
                "INSERT INTO hands (game, played_at, seat, outcome, net, stake, cycle, session, "
                "levels) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    game,
                    when,
                    int(seat),
                    outcome,
                    float(net),
                    float(stake),
                    int(cycle),
                    str(session),
                    str(levels),
                ),
            )

    def record_from(self, record: dict, seat: int | None = None) -> None:
        """Book the human seat's result of a gupai record (the first human seat by default)."""
        if seat is None:
            seat = human_seat(record)
            if seat is None:
                return
        net = float(record["result"]["returns"][seat])
        breakdown = record["result"].get("breakdown")
        self.record_hand(
            games.canonical(record["game"]),
            seat_outcome(breakdown, seat, net),
            net,
            seat_stake(breakdown, seat),
            seat=seat,
            played_at=record["played_at"],
            cycle=seat_cycle(breakdown, seat),
            session=str(record.get("session", {}).get("id", "")),
            levels=levels_against(record, seat),
        )

    def summary(self, game: str | None = None) -> dict:
        """{hands, wins, pushes, losses, net, cycles_won, cycles_lost} for one game, or for
        all games with None."""
        where, args = ("WHERE game = ?", (game,)) if game else ("", ())
        row = self._conn.execute(
            "SELECT COUNT(*), "
            "COALESCE(SUM(outcome = 'win'), 0), COALESCE(SUM(outcome = 'push'), 0), "
            "COALESCE(SUM(outcome = 'lose'), 0), COALESCE(SUM(net), 0.0), "
            "COALESCE(SUM(cycle = 1), 0), COALESCE(SUM(cycle = -1), 0) "
            f"FROM hands {where}",
            args,
        ).fetchone()
        return {
            "hands": row[0],
            "wins": row[1],
            "pushes": row[2],
            "losses": row[3],
            "net": float(row[4]),
            "cycles_won": row[5],
            "cycles_lost": row[6],
        }

    def hands_of(self, game: str) -> list[tuple[str, str, float, str]]:
        """(session, outcome, net, levels) of every hand of a game, in the order played: what
        the statistics charts draw."""
        return [
            (r[0], r[1], float(r[2]), r[3])
            for r in self._conn.execute(
                "SELECT session, outcome, net, levels FROM hands WHERE game = ? ORDER BY id",
                (game,),
            )
        ]

    def games(self) -> list[str]:
        return [r[0] for r in self._conn.execute("SELECT DISTINCT game FROM hands ORDER BY game")]

    def reset(self, game: str | None = None) -> None:
        """Forget every hand (of one game, or all)."""
        with self._conn:
            if game:
                self._conn.execute("DELETE FROM hands WHERE game = ?", (game,))
            else:
                self._conn.execute("DELETE FROM hands")

    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> "Stats":
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def open_stats(path: str | os.PathLike) -> Stats:
    """Open (or create) the statistics at `path`; check `.warning` afterwards."""
    return Stats(path)
