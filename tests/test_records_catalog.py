"""The records browser's line per file: game, hands, the user's result; a damaged file says so
instead of stopping the list; the reviews kept beside a record are not records."""

from __future__ import annotations

import json

import pytest

from gupai_desktop.cli.main import main as gupai
from gupai_desktop.records import io, reviews
from gupai_desktop.records.catalog import catalog, hand_key, held_hands, sessions_held, summarize


@pytest.fixture(scope="module")
def simulated(tmp_path_factory):
    path = tmp_path_factory.mktemp("catalog") / "pg.jsonl"
    assert gupai(["simulate", "paigow", "--hands", "5", "--seed", "4", "--record", str(path)]) == 0
    return path


def test_a_record_is_summed_up_without_replaying_it(simulated, tmp_path):
    """The user's result over the file is its human seat's; a file only AI seats played
    (`gupai simulate`, whose records call seat 1 "You") has none, as the replay's list says
    "AI seats only" (the browser summed the seat named "You")."""
    records = io.read(simulated)
    line = summarize(simulated)
    assert (line.game, line.hands, line.problem, line.net) == ("paigow", 5, None, None)
    for record in records:
        record["seats"][1]["kind"] = "human"
    played = tmp_path / "played.jsonl"
    played.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    line = summarize(played)
    assert line.net == pytest.approx(sum(r["result"]["returns"][1] for r in records))


@pytest.mark.parametrize(
    "content", [b"", b"\x00\x01\x02", b"{not json\n", b"[1, 2]\n", b"[" * 100_000 + b"\n"]
)
def test_a_damaged_file_is_listed_with_its_problem(tmp_path, content):
    bad = tmp_path / "bad.jsonl"
    bad.write_bytes(content)
    line = summarize(bad)
    assert line.game is None and line.net is None and line.problem


def test_the_catalog_lists_the_last_played_first_by_its_hands_time(simulated, tmp_path):
    """An imported copy's file is new, its hands are not: it was listed first, "last played"
    at the time it was imported. The hands' own played_at decides; a file whose hands carry
    none falls back on the file's time."""
    import os
    import re

    older = tmp_path / "older.jsonl"
    older.write_text(
        re.sub(
            r'"played_at": ?"[^"]*"',
            '"played_at":"2001-02-03T04:05:06+00:00"',
            simulated.read_text(),
        )
    )
    listed = catalog([older, simulated])
    assert [s.path for s in listed] == [simulated, older]
    assert listed[1].last_played.year == 2001
    unstamped = tmp_path / "unstamped.jsonl"
    unstamped.write_text(re.sub(r',"played_at": ?"[^"]*"', "", simulated.read_text()))
    os.utime(unstamped, (400 * 86400, 400 * 86400))  # early in 1971, in every time zone
    assert catalog([unstamped])[0].last_played.year == 1971


def test_reviews_beside_a_record_are_not_records(simulated):
    assert reviews.is_reviews(reviews.path_for(simulated))
    assert not reviews.is_reviews(simulated)


def test_a_file_cut_off_in_its_last_line_lists_its_whole_hands(simulated, tmp_path):
    cut = tmp_path / "cut.jsonl"
    cut.write_bytes(simulated.read_bytes()[:-40])
    line = summarize(cut)
    assert (line.game, line.hands, line.problem, line.cut_off) == ("paigow", 4, None, True)


@pytest.mark.parametrize(
    "record, seat",
    [
        ({"seats": [{"seat": 0, "kind": "ai"}, {"seat": 1, "kind": "human"}]}, 1),
        ({"seats": [{"seat": 0, "name": "You", "kind": "ai"}]}, None),
        ({"seats": "nobody"}, None),
        ({"seats": [None, {"seat": "1", "kind": "human"}]}, None),
        ([], None),
    ],
)
def test_the_user_s_seat_is_the_human_one_read_without_trusting_the_record(record, seat):
    from gupai_desktop.records.format import human_seat

    assert human_seat(record) == seat


def test_a_time_before_the_year_one_in_utc_is_no_time(simulated, tmp_path):
    """Found by a robustness sweep: a record validate accepts, played "0001-01-01T00:00:00+14:00",
    raised OverflowError in the browser and the replay's heading, and Records > Replay did
    nothing until the file was deleted by hand. A time that cannot be shown is none."""
    import re

    from gupai_desktop.records.catalog import played_locally

    early = tmp_path / "early.jsonl"
    early.write_text(
        re.sub(
            r'"played_at": ?"[^"]*"',
            '"played_at":"0001-01-01T00:00:00+14:00"',
            simulated.read_text(),
        )
    )
    assert played_locally("0001-01-01T00:00:00+14:00") is None
    line = summarize(early)
    assert line.problem is None and line.hands == 5


def test_hands_already_held_are_found_by_session_hand_time_and_moves(simulated, tmp_path):
    """Import copies no second time what the records hold; `gupai simulate` names a session
    by its game and seed alone, so hands of the same id and number but other moves (another
    level) are other hands (found by a second read)."""
    records = io.read(simulated)
    folder = tmp_path / "records"
    folder.mkdir()
    (folder / "mine.jsonl").write_bytes(simulated.read_bytes())
    mine = folder / "mine.jsonl"
    assert held_hands(folder, records[:2]) == {hand_key(r): mine for r in records[:2]}
    assert set(held_hands(simulated.parent, records).values()) == {simulated}  # its own hands
    other = json.loads(json.dumps(records[0]))
    other["actions"] = other["actions"][:-1] + ["pass"]
    assert held_hands(folder, [other]) == {}
    (folder / "junk.jsonl").write_text("[1, 2]\n", encoding="utf-8")
    assert len(held_hands(folder, records)) == len(records)


def test_hands_held_across_two_files_are_found_in_each(simulated, tmp_path):
    """Found by a new user: a file joining hands of two files already in the records was
    imported whole, a second copy of every hand, where each file alone was refused."""
    records = io.read(simulated)
    folder = tmp_path / "records"
    folder.mkdir()
    lines = simulated.read_text(encoding="utf-8").splitlines(keepends=True)
    (folder / "a.jsonl").write_text("".join(lines[:2]), encoding="utf-8")
    (folder / "b.jsonl").write_text("".join(lines[2:4]), encoding="utf-8")
    held = held_hands(folder, records)
    assert sorted(p.name for p in held.values()) == ["a.jsonl", "a.jsonl", "b.jsonl", "b.jsonl"]
    assert hand_key(records[4]) not in held


def test_a_session_is_left_out_of_an_import_only_when_every_hand_of_it_is_held(simulated):
    """Found by a second read: a session's later export, its first hands held, was imported
    as its new hands alone, a file whose hands no longer ran from the session's first and
    which could not be replayed."""
    records = io.read(simulated)
    session = hand_key(records[0])[0]
    assert sessions_held(records, {hand_key(r): None for r in records[:3]}) == set()
    assert sessions_held(records, {hand_key(r): None for r in records}) == {session}


def test_hands_in_a_joined_file_of_the_folder_are_found(simulated, tmp_path):
    """Found by a second read: a file of the folder was read no further than its first line
    when that line's session was not one of the imported file's, so hands of a joined file
    imported before went unseen and were copied again."""
    from gupai_desktop.cli.main import main

    other = tmp_path / "other.jsonl"
    assert main(["simulate", "dingniu", "--hands", "2", "--seed", "9", "--record", str(other)]) == 0
    folder = tmp_path / "records"
    folder.mkdir()
    (folder / "joined.jsonl").write_text(other.read_text() + simulated.read_text())
    records = io.read(simulated)
    assert len(held_hands(folder, records)) == len(records)


def test_a_session_id_is_read_off_its_line_escapes_and_all(simulated, tmp_path):
    """Found by a second read: the import's quick look for a session's hands matched the id
    in the raw line, where a quote, a backslash or a non-ASCII letter is escaped, and a
    foreign file's hands were copied again. The look also must not cost a substring search
    per session per line (93 s for a file of 1,000 sessions in a 150 MB folder)."""
    from gupai_desktop.records.catalog import line_session

    records = io.read(simulated)
    for record in records:
        record["session"]["id"] = 'a "quoted" back\\slash ü'
    folder = tmp_path / "records"
    folder.mkdir()
    io.write(folder / "odd.jsonl", records)
    assert len(held_hands(folder, records)) == len(records)
    reordered = json.dumps({"version": 1, "session": {"hand": 1, "id": "x"}})
    assert line_session(reordered) == "x" and line_session("not json") is None


def test_a_file_of_two_games_lists_both_and_sums_the_user_s_result_per_hand(tmp_path):
    """Found by a new user: Pai Gow hands joined with a Chinese Poker hand were listed as
    "Pai Gow, 3 hands" with the seat of the first hand read for all of them."""
    from gupai_desktop.cli.main import main

    paths = []
    for game in ("paigow", "chinese-poker", "da-gunzi"):
        paths.append(tmp_path / f"{game}.jsonl")
        assert (
            main(["simulate", game, "--hands", "2", "--seed", "1", "--record", str(paths[-1])]) == 0
        )

    def played_by(path, seat):  # the hands as if the user had sat in `seat`
        records = [json.loads(t) for t in path.read_text().splitlines()]
        for record in records:
            record["seats"][seat]["kind"] = "human"
        return records

    hands = played_by(paths[0], 1) + played_by(paths[1], 0)
    joined = tmp_path / "joined.jsonl"
    joined.write_text("".join(json.dumps(r) + "\n" for r in hands), encoding="utf-8")
    line = summarize(joined)
    assert (line.game, line.games, line.hands) == ("paigow", ("paigow", "chinese-poker"), 4)
    seats = [1, 1, 0, 0]
    assert line.net == pytest.approx(
        sum(r["result"]["returns"][seat] for r, seat in zip(hands, seats))
    )
    units = played_by(paths[0], 1) + played_by(paths[2], 0)  # chips and levels: no one sum
    joined.write_text("".join(json.dumps(r) + "\n" for r in units), encoding="utf-8")
    line = summarize(joined)
    assert line.games == ("paigow", "da-gunzi") and line.net is None
