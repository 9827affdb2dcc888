"""Statistics in SQLite: counts, reset, versioned schema, and recovery from a damaged file."""

from __future__ import annotations

import sqlite3

import pytest

from gupai_desktop.engine import games
from gupai_desktop.engine.session import Session
from gupai_desktop.records import io
from gupai_desktop.records.stats import SCHEMA_VERSION, Stats, StatsError, open_stats


def test_summary_counts(tmp_path):
    with open_stats(tmp_path / "stats.sqlite3") as stats:
        assert stats.warning is None
        assert stats.summary("paigow") == {
            "hands": 0,
            "wins": 0,
            "pushes": 0,
            "losses": 0,
            "net": 0.0,
            "cycles_won": 0,
            "cycles_lost": 0,
        }
        for outcome, net in [("win", 9.5), ("win", 9.5), ("push", 0), ("lose", -10)]:
            stats.record_hand("paigow", outcome, net, 10)
        stats.record_hand("daling", "lose", -3, 3)
        assert stats.summary("paigow") == {
            "hands": 4,
            "wins": 2,
            "pushes": 1,
            "losses": 1,
            "net": 9.0,
            "cycles_won": 0,
            "cycles_lost": 0,
        }
        assert stats.summary() == {
            "hands": 5,
            "wins": 2,
            "pushes": 1,
            "losses": 2,
            "net": 6.0,
            "cycles_won": 0,
            "cycles_lost": 0,
        }
        assert stats.games() == ["daling", "paigow"]


def test_da_gunzi_counts_the_cycles_the_users_team_won_and_lost(tmp_path):
    """A Da Gunzi record's breakdown says, per seat, whether the hand ended a cycle its team
    won (+1) or lost (-1); the statistics add them up beside the levels gained."""
    from gupai_desktop.cli.simulate import simulate

    _, records = simulate("da-gunzi", 60, 4, ["first"])
    ended = [r["result"]["breakdown"]["cycle_winner"] for r in records]
    with open_stats(tmp_path / "stats.sqlite3") as stats:
        for record in records:
            stats.record_from(record, 0)
        s = stats.summary("da-gunzi")
    assert s["cycles_won"] == ended.count(0) and s["cycles_lost"] == ended.count(1)
    assert s["cycles_won"] + s["cycles_lost"] > 0, "seed 4 ends at least one cycle"
    assert s["net"] == sum(r["result"]["returns"][0] for r in records)


def test_persists_and_resets(tmp_path):
    path = tmp_path / "stats.sqlite3"
    with Stats(path) as stats:
        stats.record_hand("paigow", "win", 9.5, 10, played_at="2025-01-01T00:00:00+00:00")
        stats.record_hand("daling", "win", 3, 3)
    with Stats(path) as stats:
        assert stats.summary("paigow")["hands"] == 1
        stats.reset("paigow")
        assert stats.summary("paigow")["hands"] == 0 and stats.summary("daling")["hands"] == 1
        stats.reset()
        assert stats.summary()["hands"] == 0


def test_schema_version(tmp_path):
    path = tmp_path / "stats.sqlite3"
    Stats(path).close()
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    conn.close()


def test_bad_outcome_is_refused(tmp_path):
    with Stats(tmp_path / "s.db") as stats:
        with pytest.raises(ValueError, match="outcome"):
            stats.record_hand("paigow", "draw", 0)


def test_record_from_a_hand_record(tmp_path):
    rules = games.get("paigow").rules_from_dict({})
    session = Session.start("paigow", rules, 5)
    seats = [
        {"name": n, "kind": "human" if i == 1 else "ai", "level": None if i == 1 else "house"}
        for i, n in enumerate(games.get("paigow").seat_names(rules))
    ]
    records = []
    for _ in range(10):
        state = session.deal()
        while not state.is_terminal():
            state.apply(state.legal_actions()[0])
        records.append(io.hand_record(session, state, seats))
        session.finish(state)
    with Stats(tmp_path / "s.db") as stats:
        for record in records:
            stats.record_from(record)
        s = stats.summary("paigow")
    outcomes = [
        next(r["outcome"] for r in rec["result"]["breakdown"]["results"] if r["seat"] == 1)
        for rec in records
    ]
    assert s["hands"] == 10
    assert (s["wins"], s["pushes"], s["losses"]) == tuple(
        outcomes.count(o) for o in ("win", "push", "lose")
    )
    assert s["net"] == pytest.approx(session.net[1])


@pytest.mark.parametrize(
    "junk", [b"this is not a database at all" * 100, b"SQLite format 3\x00" + b"\xff" * 4000]
)
def test_corrupt_database_is_moved_aside(tmp_path, junk):
    path = tmp_path / "stats.sqlite3"
    path.write_bytes(junk)
    with Stats(path) as stats:
        assert stats.warning and "moved to stats.sqlite3.corrupt-" in stats.warning
        stats.record_hand("paigow", "win", 9.5, 10)
        assert stats.summary("paigow")["hands"] == 1
    moved = [p for p in tmp_path.iterdir() if p.name.startswith("stats.sqlite3.corrupt-")]
    assert len(moved) == 1 and moved[0].read_bytes() == junk
    with Stats(path) as stats:  # the fresh file is fine next time
        assert stats.warning is None and stats.summary()["hands"] == 1


def test_foreign_database_is_moved_aside(tmp_path):
    path = tmp_path / "stats.sqlite3"
    conn = sqlite3.connect(path)
    conn.executescript("CREATE TABLE hands (x INTEGER); PRAGMA user_version = 1;")
    conn.close()
    with Stats(path) as stats:
        assert "not the expected shape" in stats.warning


def test_newer_database_is_kept_aside(tmp_path):
    path = tmp_path / "stats.sqlite3"
    conn = sqlite3.connect(path)
    conn.executescript(f"PRAGMA user_version = {SCHEMA_VERSION + 1};")
    conn.close()
    with Stats(path) as stats:
        assert "newer version" in stats.warning
    assert any(p.name.startswith("stats.sqlite3.corrupt-") for p in tmp_path.iterdir())


def test_unreplaceable_database_raises(tmp_path, monkeypatch):
    path = tmp_path / "stats.sqlite3"
    path.write_bytes(b"junk" * 1000)
    monkeypatch.setattr(
        "gupai_desktop.records.stats.os.replace",
        lambda *a: (_ for _ in ()).throw(PermissionError(13, "denied")),
    )
    with pytest.raises(StatsError, match="could not be replaced"):
        Stats(path)


def test_a_version_1_database_keeps_small_mahjong_hands_under_the_new_id(tmp_path):
    path = tmp_path / "stats.sqlite"
    conn = sqlite3.connect(path)
    conn.executescript(
        "CREATE TABLE hands (id INTEGER PRIMARY KEY AUTOINCREMENT, game TEXT NOT "
        "NULL, played_at TEXT NOT NULL, seat INTEGER NOT NULL, outcome TEXT NOT "
        "NULL, net REAL NOT NULL, stake REAL NOT NULL DEFAULT 0);"
        "INSERT INTO hands (game, played_at, seat, outcome, net) VALUES "
        "('smallmahjong', '2026-01-01', 0, 'win', 6);"
        "PRAGMA user_version = 1;"
    )
    conn.close()
    stats = Stats(path)
    assert stats.warning is None
    assert stats.summary("small-mahjong")["hands"] == 1
    assert stats.summary("smallmahjong")["hands"] == 0


def test_the_charts_numbers_follow_the_hands_booked(tmp_path):
    from gupai_desktop.records import trends

    with Stats(tmp_path / "s.sqlite") as stats:
        for session, outcome, net, levels in (
            ("a", "win", 5, "house"),
            ("a", "lose", -2, "house"),
            ("b", "push", 0, "optimal"),
            ("b", "win", 3, "optimal"),
        ):
            stats.record_hand("paigow", outcome, net, 10, session=session, levels=levels)
        stats.record_hand("daling", "win", 1, session="c")
        hands = stats.hands_of("paigow")
    assert trends.running_total(hands) == ([5, 3, 3, 6], [2])
    assert [(g.label, g.hands, g.net) for g in trends.by_session(hands)] == [
        ("1", 2, 3.0),
        ("2", 2, 3.0),
    ]
    assert [(g.label, g.net) for g in trends.by_levels(hands)] == [("house", 3.0), ("optimal", 3.0)]
    assert trends.shares(hands) == {"win": 2, "push": 1, "lose": 1}


def test_a_record_books_its_session_and_the_levels_played_against(tmp_path):
    from gupai_desktop.records.stats import levels_against

    record = {
        "seats": [
            {"seat": 0, "kind": "ai", "level": "house"},
            {"seat": 1, "kind": "human", "level": None},
            {"seat": 2, "kind": "ai", "level": "optimal"},
            {"seat": 3, "kind": "ai", "level": "optimal"},
        ]
    }
    assert levels_against(record, 1) == "house, optimal"


def test_a_banker_is_counted_by_its_net_as_the_table_shows_it():
    """Found by a second read: the table said "win" for a house up 0.5 in commission while its
    bets came out even, and the statistics booked the settlement's "push"."""
    from gupai_desktop.records.format import seat_outcome

    breakdown = {"results": [{"seat": 0, "role": "banker", "outcome": "push"}]}
    assert seat_outcome(breakdown, 0, 0.5) == "win"
    assert seat_outcome(breakdown, 0, 0.0) == "push"
    player = {"results": [{"seat": 1, "role": "player", "outcome": "push"}]}
    assert seat_outcome(player, 1, 0.0) == "push"
