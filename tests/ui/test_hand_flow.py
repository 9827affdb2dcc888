"""Playing hands to the end: confirm, the reveal, scoring, statistics and records, many hands in
a row, stale AI answers, closing mid-hand, and the rotating bank."""

from __future__ import annotations

import threading
import time
from collections import Counter

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFontMetricsF, QKeyEvent
from PySide6.QtWidgets import QApplication

from gupai_desktop.ai import paigow as ai
from gupai_desktop.dialogs.scoring import ScoringDialog
from gupai_desktop.engine.paigow.hands import evaluate
from gupai_desktop.engine.paigow.rules import HOUSE, USER, PaiGowRules
from gupai_desktop.engine.paigow.settings import parse_setting, settings_of
from gupai_desktop.engine.session import Session
from gupai_desktop.base import words
from gupai_desktop.games.paigow import text
from gupai_desktop.records import io

from .helpers import AI_TIMEOUT, key, open_table, press, wait_ai, wait_over, wait_scoring


def setting_of(token: str):
    return parse_setting(token.partition(":")[2])


def money(cell: str) -> float:
    return float(cell.replace("+", "")) if cell not in ("", "0") else 0.0


def play_hand_by_keyboard(qtbot, page) -> None:
    """Enter confirms the draft (even before the AI is done); the hand plays out and the
    scoring window comes up in front."""
    press(qtbot, page.window(), Qt.Key.Key_Return)
    wait_over(qtbot, page)
    wait_scoring(qtbot, page)


def next_hand_by_keyboard(qtbot, page) -> None:
    """N, typed while the scoring window is in front, deals the next hand."""
    hand = page.model.session.hand_number
    press(qtbot, page.window(), Qt.Key.Key_N)
    assert page.model.session.hand_number == hand + 1
    assert not page.scoring.isVisible()


def test_confirm_reveals_every_seat_and_scores_the_hand(qtbot, window):
    page = open_table(window, seed=201, ai_players=3)
    model, table = page.model, page.table
    wait_ai(qtbot, page)
    mine = model.draft_setting()
    qtbot.mouseClick(page.confirm_button, Qt.MouseButton.LeftButton)
    wait_over(qtbot, page)
    state = model.state
    assert state.settings[USER] == mine
    for seat, token in model.ai_actions.items():
        assert state.settings[seat] == setting_of(token)
    for seat, sprites in table.by_seat.items():
        assert all(sp.face_up for sp in sprites), f"seat {seat} still face down"
        shown = [(sp.hi, sp.lo) for sp in sprites]
        assert Counter(shown) == Counter((t.hi, t.lo) for t in state.hands[seat])
    assert not any(sp.draggable or sp.clickable for sp in table.board.sprites)
    assert (
        words.outcome(next(r.outcome for r in state.settlement.results if r.seat == USER))
        in table.labels["status"].text()
    )


def test_once_scored_the_line_under_the_table_says_what_comes_next(qtbot, window):
    """Found by a new user: with the scoring window closed, nothing said how to go on."""
    page = open_table(window, seed=201, ai_players=3)
    wait_ai(qtbot, page)
    qtbot.mouseClick(page.confirm_button, Qt.MouseButton.LeftButton)
    wait_over(qtbot, page)
    wait_scoring(qtbot, page)
    page.scoring.reject()
    assert page.hint_label.text() == "Hand over: N or Next hand deals the next one."
    press(qtbot, window, Qt.Key.Key_N)
    assert page.hint_label.text() != "Hand over: N or Next hand deals the next one."


def test_scoring_dialog_lists_every_seat_with_both_comparisons(qtbot, window):
    page = open_table(window, seed=202, ai_players=4)
    model = page.model
    play_hand_by_keyboard(qtbot, page)
    dialog, state = page.scoring, model.state
    grid = dialog.table
    assert grid.rowCount() == model.rules.seats
    names = [grid.item(r, 0).text() for r in range(grid.rowCount())]
    assert sorted(names) == sorted(
        text.seat_name(s) + (" (banker)" if s == state.banker else "")
        for s in range(model.rules.seats)
    )
    by_seat = {r.seat: r for r in state.settlement.results}
    for row in range(grid.rowCount()):
        r = state.settlement.results[row]
        low, high = grid.item(row, 1).text(), grid.item(row, 2).text()
        if r.seat == state.banker:
            assert high == ""
            continue
        for cell, cmp in ((low, r.low), (high, r.high)):
            assert ("Player wins" if cmp.winner == "player" else "Banker wins") in cell
            assert text.reason(cmp.reason) in cell
            assert text.describe(evaluate(*cmp.player_hand)) in cell
            assert text.describe(evaluate(*cmp.banker_hand)) in cell
        assert grid.item(row, 3).text() == words.outcome(r.outcome)
    nets = [money(grid.item(r, 6).text()) for r in range(grid.rowCount())]
    assert sum(nets) == pytest.approx(0, abs=0.011)
    # The Commission column sums to nothing: what the winners pay, the house receives (its
    # cell was empty, so its row did not add up).
    paid = [money(grid.item(r, 5).text() or "0") for r in range(grid.rowCount())]
    assert sum(paid) == pytest.approx(0, abs=0.011)
    assert sum(r.net for r in by_seat.values()) == pytest.approx(0, abs=1e-9)
    assert sum(state.returns()) == pytest.approx(0, abs=1e-9)
    bankrolls = [float(grid.item(r, 7).text()) for r in range(grid.rowCount())]
    assert bankrolls == [model.session.bankrolls[r.seat] for r in state.settlement.results]


def test_a_finished_hand_is_counted_in_the_statistics(qtbot, window):
    page = open_table(window, seed=203)
    play_hand_by_keyboard(qtbot, page)
    you = page.model.state.returns()[USER]
    summary = window.store.stats.summary("paigow")
    assert summary["hands"] == 1
    assert summary["net"] == pytest.approx(you)
    outcome = next(r.outcome for r in page.model.state.settlement.results if r.seat == USER)
    assert summary[{"win": "wins", "push": "pushes", "lose": "losses"}[outcome]] == 1


def test_a_finished_hand_writes_one_valid_record_line(qtbot, window):
    page = open_table(window, seed=204)
    play_hand_by_keyboard(qtbot, page)
    path = window.store.record_path
    assert path is not None and path.parent == window.store.records_dir
    assert len(path.read_text(encoding="utf-8").splitlines()) == 1
    records = io.read(path)
    assert len(records) == 1
    assert records[0]["actions"] == page.model.state.history()
    assert records[0]["result"]["returns"] == pytest.approx(page.model.state.returns())
    assert not window.store.autosave_path.exists()  # nothing left to resume


def test_twenty_hands_in_a_row_with_the_keyboard_only(qtbot, window, boxes):
    page = open_table(window, seed=205, ai_players=3)
    model = page.model
    for hand in range(1, 21):
        assert model.session.hand_number == hand
        if hand % 3 == 0:
            press(qtbot, window, Qt.Key.Key_2)
        play_hand_by_keyboard(qtbot, page)
        if hand < 20:
            next_hand_by_keyboard(qtbot, page)
            assert model.can_arrange()
    session = model.session
    start = float(model.rules.bankroll)
    for seat in range(model.rules.seats):
        assert session.bankrolls[seat] == pytest.approx(start + session.net[seat])
    assert sum(session.net) == pytest.approx(0, abs=1e-6)
    summary = io.validate(window.store.record_path)
    assert summary.hands == 20 and summary.all_match
    assert summary.totals == pytest.approx(session.net)
    stats = window.store.stats.summary("paigow")
    assert stats["hands"] == 20 and stats["net"] == pytest.approx(session.net[USER])
    assert not boxes.calls
    assert f"{session.bankrolls[USER]:g}" in page.table.labels["seat4"].text()
    qtbot.waitUntil(lambda: len(page.findChildren(ScoringDialog)) == 1, timeout=5000)


def test_enter_on_the_scoring_dialog_deals_the_next_hand(qtbot, window):
    page = open_table(window, seed=206)
    play_hand_by_keyboard(qtbot, page)
    dialog = page.scoring
    press(qtbot, window, Qt.Key.Key_Return)
    assert page.model.session.hand_number == 2 and page.model.can_arrange()
    assert not dialog.isVisible()
    wait_ai(qtbot, page)


def test_keys_in_the_scoring_windows_first_moment_deal_nothing(qtbot, window, monkeypatch):
    """Found by a new user: Enter pressed to play a tile as the hand ended dealt the next hand
    from the scoring window before its result was read. Enter and Space wait a moment."""
    monkeypatch.setattr(ScoringDialog, "KEY_GUARD_MS", 60_000)
    page = open_table(window, seed=206)
    play_hand_by_keyboard(qtbot, page)
    dialog = page.scoring
    for pressed in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
        press(qtbot, window, pressed)
    assert page.model.session.hand_number == 1 and dialog.isVisible()
    monkeypatch.setattr(ScoringDialog, "KEY_GUARD_MS", 0)
    held = QKeyEvent(  # a key held down since the table had it
        QEvent.Type.KeyPress, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier, "\r", True
    )
    QApplication.sendEvent(dialog.next_button, held)
    assert page.model.session.hand_number == 1 and dialog.isVisible()
    press(qtbot, window, Qt.Key.Key_Return)
    assert page.model.session.hand_number == 2 and not dialog.isVisible()
    wait_ai(qtbot, page)


def test_after_a_review_the_keys_are_next_hands_again(qtbot, window):
    """Found by a new user: a click on Review left it the keys, and Space after the review
    closed opened it again where it deals the next hand."""
    page = open_table(window, seed=206)
    play_hand_by_keyboard(qtbot, page)
    dialog = page.scoring
    dialog.set_review_state("ready")  # (the review itself is not what is looked at here)
    page.reviews.review, page.reviews.state = None, "none"  # the click opens no window
    qtbot.mouseClick(dialog.review_button, Qt.MouseButton.LeftButton)
    assert dialog.focusWidget() is dialog.next_button
    wait_ai(qtbot, page)


def test_next_hand_does_nothing_while_a_hand_is_in_progress(qtbot, window):
    page = open_table(window, seed=207)
    key(page.view, Qt.Key.Key_N)
    assert page.model.session.hand_number == 1
    assert not page.next_button.isEnabled()
    wait_ai(qtbot, page)


def test_stale_ai_answers_are_dropped(qtbot, window, monkeypatch):
    gate = threading.Event()
    real_act = ai.act
    calls = []

    def gated_act(obs, rules, level="optimal"):
        gate.wait(10)
        calls.append(obs.tiles)
        return real_act(obs, rules, level)

    monkeypatch.setattr(ai, "act", gated_act)
    page = open_table(window, seed=208)
    model, runner = page.model, window.runner
    first_hands = dict(model.state.hands)
    first_generation = runner.generation
    page.start(PaiGowRules(), "optimal", 209)  # a new game before the AI answered
    assert runner.generation > first_generation
    second_hands = dict(model.state.hands)
    assert second_hands != first_hands
    delivered = []
    model.changed.connect(lambda: delivered.append(dict(model.ai_actions)))
    gate.set()
    wait_ai(qtbot, page)
    qtbot.waitUntil(
        lambda: not runner.busy() and runner.pool.activeThreadCount() == 0, timeout=AI_TIMEOUT
    )
    QApplication.processEvents()
    # The first hand's first seat was being worked out: its answer is dropped, and the first
    # hand's other seats are never asked; the second hand's seats are, and only they are used.
    assert len(calls) == 1 + (model.rules.seats - 1)
    for seat, token in model.ai_actions.items():
        assert Counter(setting_of(token).tiles()) == Counter(second_hands[seat])
    assert [d for d in delivered if d] == [model.ai_actions]
    play_hand_by_keyboard(qtbot, page)
    assert io.read(window.store.record_path)[0]["session"]["seed"] == 209


def test_closing_during_ai_work_returns_promptly_and_leaves_no_threads(
    qtbot, make_window, monkeypatch
):
    window = make_window()
    monkeypatch.setattr(ai, "_TABLES", {})  # the AI must build its tables again (about a
    monkeypatch.setattr(ai, "_MEMO", {})  # second): real work is in flight at the close
    page = open_table(window, seed=210, ai_players=6)
    assert window.runner.busy()
    started = time.monotonic()
    window.close()
    elapsed = time.monotonic() - started
    assert elapsed < 5.0
    assert window.runner.pool.activeThreadCount() == 0
    QApplication.processEvents()
    assert page.model.ai_actions == {}  # nothing arrived after the close


# -- the rotating bank --------------------------------------------------------------------------
def copy_seed(rules: PaiGowRules, limit: int = 500):
    """A session seed whose first hand banked by the user offers a copy: returns
    (seed, hand number, index of the user's setting that ties an AI seat's hand)."""
    for seed in range(limit):
        session = Session.start("paigow", rules, seed)
        for _ in range(rules.seats + 1):
            state = session.deal()
            others = {
                s: setting_of(ai.act(state.observation(s), rules, "house"))
                for s in range(rules.seats)
                if s != USER
            }
            if state.banker == USER:
                for n, mine in enumerate(settings_of(state.hands[USER])):
                    for theirs in others.values():
                        for a, b in ((theirs.low, mine.low), (theirs.high, mine.high)):
                            if evaluate(*a).key == evaluate(*b).key != 0:
                                return seed, session.hand_number, n
                break
            while not state.is_terminal():
                seat = state.current_player()
                mine = settings_of(state.hands[USER])[0] if seat == USER else others[seat]
                state.apply("set:" + mine.token())
            session.finish(state)
    raise AssertionError("no seed with a copy for the user's bank")


def test_rotating_bank_reaches_the_user_who_then_sets_last(qtbot, window):
    page = open_table(window, seed=211, level="house", ai_players=3, banking="rotate")
    model = page.model
    bankers = []
    for _ in range(model.rules.seats):
        bankers.append(model.state.banker)
        if model.state.banker == USER:
            break
        assert "(banker)" not in page.table.labels["seat4"].text()
        press(qtbot, window, Qt.Key.Key_1)
        play_hand_by_keyboard(qtbot, page)
        next_hand_by_keyboard(qtbot, page)
    assert bankers[0] == HOUSE
    assert len(set(bankers)) == len(bankers)  # the bank moved every hand
    assert model.state.banker == USER, f"the bank never reached you: {bankers}"
    assert "(banker)" in page.table.labels["seat4"].text()
    play_hand_by_keyboard(qtbot, page)
    sets = [a for a in model.state.history() if a.startswith("set:")]
    assert len(sets) == model.rules.seats
    assert setting_of(sets[-1]) == model.state.settings[USER]
    banker_row = next(r for r in model.state.settlement.results if r.seat == USER)
    assert banker_row.role == "banker" and banker_row.stake == 0


def test_the_user_as_banker_wins_copies(qtbot, window):
    rules = dict(ai_players=1, banking="rotate")
    seed, hand, choice = copy_seed(PaiGowRules(**rules))
    page = open_table(window, seed=seed, level="house", **rules)
    model = page.model
    while model.session.hand_number < hand:
        press(qtbot, window, Qt.Key.Key_1)
        play_hand_by_keyboard(qtbot, page)
        next_hand_by_keyboard(qtbot, page)
    assert model.state.banker == USER
    press(qtbot, window, (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3)[choice])
    play_hand_by_keyboard(qtbot, page)
    copies = [
        cmp
        for r in model.state.settlement.results
        if r.seat != USER
        for cmp in (r.low, r.high)
        if cmp.reason == "copy goes to the banker"
    ]
    assert copies, "the chosen setting should tie an AI hand"
    assert all(cmp.winner == "banker" for cmp in copies)
    grid = page.scoring.table
    cells = [grid.item(r, c).text() for r in range(grid.rowCount()) for c in (1, 2)]
    assert any("Banker wins" in c and text.reason("copy goes to the banker") in c for c in cells)


def test_a_new_game_closes_the_last_games_scoring_window(qtbot, window):
    from .helpers import when_modal

    page = open_table(window, seed=212)
    play_hand_by_keyboard(qtbot, page)
    old = page.scoring
    when_modal(lambda dialog: dialog.accept())
    press(qtbot, window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert page.model.session.hand_number == 1 and page.model.can_arrange()
    assert not old.isVisible(), "the previous game's results are still on screen"
    wait_ai(qtbot, page)


def test_an_empty_bankroll_stops_the_next_deal_with_a_message(qtbot, window, boxes):
    page = open_table(window, seed=213, level="house", bankroll=10, stake=10)
    model = page.model
    for _ in range(40):
        play_hand_by_keyboard(qtbot, page)
        if model.session.bankrolls[USER] < model.rules.stake:
            break
        next_hand_by_keyboard(qtbot, page)
    else:
        pytest.fail("the user never went broke in 40 hands")
    hand = model.session.hand_number
    # Next hand greyed, and the line under the table says why (it was lit, and each press
    # only brought the box back: a new user); the scoring window's Next hand still says it.
    qtbot.waitUntil(lambda: page.scoring is not None, timeout=5000)
    assert not page.next_button.isEnabled()
    assert "cannot cover another stake" in page.hint_label.text()
    press(qtbot, window, Qt.Key.Key_N)
    assert model.session.hand_number == hand
    page.next_hand()
    assert model.session.hand_number == hand
    assert len(boxes.of("information")) == 1
    assert "bankroll" in boxes.of("information")[0][1].lower()


def test_an_ai_failure_is_reported_to_the_user(qtbot, window, boxes, monkeypatch):
    """A bot that fails at every level: one notice on the page, no box, and the seats play
    their first legal moves, so the hand still finishes (tests/ui/test_bad_ai.py for more)."""

    def broken(obs, rules, level="optimal"):
        raise RuntimeError("the bot fell over")

    monkeypatch.setattr(ai, "act", broken)
    page = open_table(window, seed=214)
    qtbot.waitUntil(lambda: hasattr(page, "notice") and page.notice.isVisible(), timeout=AI_TIMEOUT)
    assert "the bot fell over" in page.notice.label.text()
    assert boxes.calls == []
    wait_ai(qtbot, page)
    page.model.confirm()
    wait_over(qtbot, page)


def test_a_failing_ai_level_falls_back_and_the_hand_still_finishes(
    qtbot, window, boxes, monkeypatch
):
    """A bot bug costs a notice, not the hand: the seat plays the simplest level instead."""
    real_act = ai.act

    def flaky(obs, rules, level="optimal"):
        if level == "optimal":
            raise RuntimeError("the optimal bot fell over")
        return real_act(obs, rules, level)

    monkeypatch.setattr(ai, "act", flaky)
    page = open_table(window, seed=215)
    wait_ai(qtbot, page)
    assert "the optimal bot fell over" in page.notice.label.text()
    assert boxes.calls == []
    page.model.confirm()
    wait_over(qtbot, page)


def test_a_broke_ai_buys_in_again_and_the_scoring_window_says_so(qtbot, window):
    """Seed 1 at a bankroll of one stake: AI 1 and AI 2 lose the first hand (their results do
    not depend on how the user sets), so each buys in again and the window names them."""
    page = open_table(window, seed=1, level="house", ai_players=3, stake=10, bankroll=10)
    wait_ai(qtbot, page)
    press(qtbot, window, Qt.Key.Key_Return)
    wait_over(qtbot, page)
    wait_scoring(qtbot, page)
    session = page.model.session
    assert session.last_buy_ins == [2, 3]
    notes = page.scoring.foot.text()
    for name in ("AI 1", "AI 2"):
        assert f"{name} could not cover another hand and bought in again for 10 chips." in notes
    assert "AI 3" not in notes
    assert all(session.can_cover(seat) for seat in (2, 3, 4))
    assert session.last_bought == {2: 10.0, 3: 10.0}
    table = page.scoring.table
    rows = {
        table.item(r, 0).text(): table.item(r, table.columnCount() - 1).text()
        for r in range(table.rowCount())
    }
    assert rows["AI 1"] == rows["AI 2"] == "10"  # lost 10, then a fresh 10


def line_centres(item) -> list[float]:
    """Where each line of a label's text is centred, in scene x."""
    if hasattr(item, "document"):  # a block of text: its lines as laid out
        centres, block = [], item.document().begin()
        while block.isValid():
            layout = block.layout()
            for i in range(layout.lineCount()):
                middle = layout.position().x() + layout.lineAt(i).naturalTextRect().center().x()
                centres.append(item.pos().x() + middle)
            block = block.next()
        return centres
    metrics = QFontMetricsF(item.font())  # a plain label's lines start at its left edge
    return [
        item.pos().x() + metrics.horizontalAdvance(line) * item.scale() / 2
        for line in item.text().splitlines()
    ]


def test_each_result_line_is_centred_under_its_seat_s_name(qtbot, window):
    """Found by a new user: the lines under an opponent's name at the end of a hand (its two
    hands, its result) were a left-aligned block, each line starting off the name's centre."""
    page = open_table(window, seed=201, ai_players=3)
    wait_ai(qtbot, page)
    qtbot.mouseClick(page.confirm_button, Qt.MouseButton.LeftButton)
    wait_over(qtbot, page)
    rules, table = page.model.rules, page.table
    for seat in range(rules.seats):
        if seat == USER:
            continue
        position = rules.positions[seat]
        name, info = table.labels[f"seat{position}"], table.labels[f"info{position}"]
        middle = name.pos().x() + name.boundingRect().width() * name.scale() / 2
        lines = line_centres(info)
        assert len(lines) == 3 and all(abs(x - middle) < 2 for x in lines), (seat, middle, lines)
