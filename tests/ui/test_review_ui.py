"""The review after a hand: worked out while the table stays usable, offered in the scoring
window and the Game menu, stored beside the record and shown again by Replay."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from gupai_desktop.dialogs.review import ReviewDialog
from gupai_desktop.records import io, reviews

from .helpers import open_table, plain, press, wait_over, wait_scoring

pytestmark = pytest.mark.reviews

REVIEW_TIMEOUT = 30_000


def finish_a_hand(qtbot, window, seed: int = 88):
    page = open_table(window, seed=seed, ai_players=1)
    press(qtbot, window, Qt.Key.Key_Return)  # confirm the setting as dealt
    wait_over(qtbot, page)
    wait_scoring(qtbot, page)
    return page


def test_the_scoring_window_offers_the_review_once_it_is_worked_out(qtbot, window):
    page = finish_a_hand(qtbot, window)
    button = page.scoring.review_button
    qtbot.waitUntil(button.isEnabled, timeout=REVIEW_TIMEOUT)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    dialogs = [d for d in page.findChildren(ReviewDialog) if d.isVisible()]
    assert len(dialogs) == 1
    dialog = dialogs[0]
    review = page.reviews.review
    assert dialog.decisions.rowCount() == len(review.decisions) == 1
    d = review.decisions[0]
    assert dialog.decisions.item(0, 1).text() == page.describe_move(d.chosen)
    assert dialog.decisions.item(0, 0).text() == "1"  # the first decision, not the hand's move
    assert dialog.options.rowCount() == len(d.options)
    assert dialog.summary.text()
    assert "Exact" in dialog.note.text()


def test_the_review_is_stored_beside_the_record_and_replay_shows_it(qtbot, window):
    page = finish_a_hand(qtbot, window, seed=89)
    qtbot.waitUntil(lambda: page.reviews.review is not None, timeout=REVIEW_TIMEOUT)
    path = window.store.record_path
    stored = reviews.load(path)
    assert list(stored.values()) == [page.reviews.review]
    replay = window.open_replay(io.read(path), path.name, str(path))
    assert replay.review_button.isEnabled()
    shown = replay.show_review()
    assert shown is not None and shown.decisions.rowCount() == 1
    # in the table's review's words ("Chop Ng 4-4, ..."), not the replay's ("You: sets ...")
    decision = page.reviews.review.decisions[0]
    assert shown.decisions.item(0, 1).text() == page.describe_move(decision.chosen)
    for row, option in enumerate(decision.options):
        assert shown.options.item(row, 0).text() == page.describe_move(option.action)


def test_the_game_menu_opens_the_last_hand_s_review(qtbot, window):
    page = finish_a_hand(qtbot, window, seed=90)
    qtbot.waitUntil(lambda: page.reviews.review is not None, timeout=REVIEW_TIMEOUT)
    page.scoring.close()
    window.actions_["review"].trigger()
    assert any(d.isVisible() for d in page.findChildren(ReviewDialog))


def test_the_window_in_front_has_the_keys_and_the_table_gets_them_back(qtbot, window):
    """Found by new users under Xvfb (no window manager): Escape closed the scoring window
    behind the review, and N did nothing once they were closed."""
    from PySide6.QtWidgets import QApplication

    page = finish_a_hand(qtbot, window, seed=91)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is page.scoring, timeout=2000)
    qtbot.waitUntil(page.scoring.review_button.isEnabled, timeout=REVIEW_TIMEOUT)
    qtbot.mouseClick(page.scoring.review_button, Qt.MouseButton.LeftButton)
    (review,) = [d for d in page.findChildren(ReviewDialog) if d.isVisible()]
    qtbot.waitUntil(lambda: QApplication.activeWindow() is review, timeout=2000)
    review.close()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is page.scoring, timeout=2000)
    page.scoring.close()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    assert page.view.hasFocus()


def test_the_next_hand_can_be_dealt_while_the_review_is_worked_out(qtbot, window):
    page = finish_a_hand(qtbot, window, seed=91)
    key = page.reviews.key
    press(qtbot, window, Qt.Key.Key_N)
    assert page.model.session.hand_number == 2
    qtbot.waitUntil(lambda: key in reviews.load(window.store.record_path), timeout=REVIEW_TIMEOUT)


def test_a_review_without_playouts_does_not_speak_of_zero_dealt_worlds(qtbot, window):
    """Found when the dialogs were tried: Chinese Poker's and Da Ling's reviews, valued by the
    AI's model with no playouts, said "played out in the same 0 dealt worlds"; and the best
    move stood "-0.00" against itself."""
    from gupai_desktop.ai.review import Decision, Option, Review
    from gupai_desktop.dialogs.review import ReviewDialog

    options = (Option("set:a", 1.0000001), Option("set:b", 1.0), Option("set:c", -0.75))
    review = Review("chinese-poker", 0, (Decision(0, "set:b", options, exact=False),))
    dialog = ReviewDialog(review, str, lambda: "Review", window)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.decisions.selectRow(0)
    assert "0 dealt worlds" not in dialog.note.text() and "model" in dialog.note.text()
    against = [dialog.options.item(r, 2).text() for r in range(3)]
    assert against == ["0.00", "0.00", "-1.75"]
    # A game of cards speaks of cards, one of tiles of tiles (a new user read "the tiles or
    # cards it cannot see" in Chinese Poker)
    assert "the cards it cannot see" in dialog.note.text()
    tiles = ReviewDialog(review._replace(game="daling"), str, lambda: "Review", window)
    qtbot.addWidget(tiles)
    assert "the tiles it cannot see" in tiles.note.text()


def test_a_long_move_stays_on_one_line_where_the_window_has_room(qtbot, window):
    """Found by a new user at 1600 x 1000: a Chinese Poker setting's last card wrapped under
    it in the review's list of decisions (the dialog kept to 820 px)."""
    from gupai_desktop.ai.review import Decision, Option, Review

    window.resize(1600, 1000)
    move = "A♠ J♥ 6♦ | K♠ K♥ 10♣ 7♠ 3♥ | 5♠ 5♦ 5♣ 8♠ 8♥ 8♦"
    options = (Option("set:a", 1.0), Option("set:b", 0.5))
    review = Review("chinese-poker", 0, (Decision(0, "set:b", options, exact=False),))
    dialog = ReviewDialog(review, lambda _action: move, lambda: "Review", window)
    qtbot.addWidget(dialog)
    dialog.show()
    table = dialog.decisions
    wide = table.fontMetrics().horizontalAdvance(move)
    header = table.horizontalHeader()
    assert min(header.sectionSize(1), header.sectionSize(3)) > wide
    assert dialog.width() <= window.width()


def test_a_move_on_one_line_stands_in_a_row_one_line_tall(qtbot, window):
    """Found by a new user: Da Ling's review listed the weighed moves, each on one line, in
    rows two lines tall (fitted while the column was narrow, before the window was shown)."""
    from gupai_desktop.ai.review import Decision, Option, Review

    window.resize(1024, 700)
    move = "Chop Chit 4-3 | Yun 4-4, Gor 3-1 | Teen 6-6, Chop Gow 6-3, Chong 3-3"
    options = tuple(Option(f"set:{k}", 1.0 - k) for k in range(6))
    review = Review("daling", 0, (Decision(0, "set:0", options, exact=False),))
    dialog = ReviewDialog(review, lambda _action: move, lambda: "Review", window)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.decisions.selectRow(0)
    table = dialog.options
    qtbot.waitUntil(lambda: table.rowCount() == 6)
    assert table.horizontalHeader().sectionSize(0) > table.fontMetrics().horizontalAdvance(move)
    line = table.fontMetrics().lineSpacing()
    assert all(table.rowHeight(r) < 2 * line for r in range(6)), [
        table.rowHeight(r) for r in range(6)
    ]


def test_a_cost_within_the_estimates_error_shows_none_and_says_why(qtbot, window):
    """The Cost column and the total count only what the estimates can tell apart; the row
    says by how much the best was better, and the summary why that costs nothing."""
    from gupai_desktop.ai.review import Decision, Option, Review
    from gupai_desktop.dialogs.review import summary_text

    noisy = (Option("play:Ks", 0.33, 0.33, 3), Option("play:2s", 0.0, 0.0, 3, 0.33))
    clear = (Option("play:Ks", 0.5, 0.2, 40), Option("play:2s", 0.0, 0.2, 40, 0.1))
    review = Review(
        "da-gunzi", 0, (Decision(0, "play:2s", noisy, False), Decision(1, "play:2s", clear, False))
    )
    dialog = ReviewDialog(review, str, lambda: "Review", window)
    qtbot.addWidget(dialog)
    table = dialog.decisions
    assert [table.item(r, 5).text() for r in range(2)] == ["0.00", "0.50"]
    assert table.item(0, 5).toolTip() == (
        "0.33 worse than the best, within the estimates' error (± 0.33)"
    )
    assert table.item(1, 5).toolTip() == ""
    assert summary_text(review) == (
        "Your decisions cost 0.50 levels in expectation against the best moves the AI found. "
        "Values are in levels. A move worse than the best by no more than the estimates' "
        "error costs 0."
    )


def test_moves_in_the_review_read_as_pieces_not_codes(window):
    """A setting reads in the game's pieces: suit symbols for cards, names for dominoes."""
    poker = window._page_for("chinese-poker")
    assert poker.describe_move("set:As Ad 9c 8h 2d|Kc Kd 7s 6s 5h|Th Tc 3s") == (
        "A♠ A♦ 9♣ 8♥ 2♦ | K♣ K♦ 7♠ 6♠ 5♥ | 10♥ 10♣ 3♠"
    )
    assert poker.describe_move("surrender") == "surrender"
    dominoes = window._page_for("paigow").describe_move("set:6-6 2-1|5-5 4-4")
    assert plain(dominoes) == "Teen 6-6, Gee Joon 2-1 | Mooy 5-5, Yun 4-4"


def test_a_value_every_playout_agreed_on_shows_no_spread():
    from gupai_desktop.ai.review import Option
    from gupai_desktop.dialogs.review import value_text

    assert value_text(Option("a", 9.0, 0.0, 40)) == "+9.00"
    assert value_text(Option("a", 9.0, 0.25, 40)) == "+9.00 ± 0.25"  # both to two places
    assert value_text(Option("a", -2.2, 0.14, 40)) == "-2.20 ± 0.14"  # it read "-2.2 ± 0.14"
    assert value_text(Option("a", 9.0, None, None)) == "+9.00"


def test_the_review_s_costs_add_up_as_they_are_shown():
    """Found when a review was read: -2.83 against -2.20 showed a cost of 0.62, and the
    summary's 1.98 was not the 1.99 its rows added to. Costs are the shown values' difference;
    the summary is their sum."""
    from gupai_desktop.ai.review import Decision, Option, Review
    from gupai_desktop.dialogs.review import shown_cost, summary_text

    def decision(move, best, chosen):
        return Decision(move, "b", (Option("a", best), Option("b", chosen)), True)

    decisions = (decision(3, -2.2, -2.826), decision(7, 1.304, 0.004), decision(9, 0.694, 0.0))
    review = Review("dingniu", 0, decisions)
    assert [f"{shown_cost(d):.2f}" for d in decisions] == ["0.63", "1.30", "0.69"]
    assert "2.62 chips" in summary_text(review)
    assert summary_text(review).endswith(" Values are in chips.")  # the rows' unit
    assert summary_text(review._replace(game="da-gunzi")).endswith(" Values are in levels.")


def test_a_da_gunzi_review_says_what_lay_on_the_table_at_each_play(qtbot, tmp_path, capsys):
    """Found by a new user: the review's rows read "You play 4♦" with no lead to weigh them
    against. Each decision says the trick so far, or that the lead was the user's."""
    from gupai_desktop.ai.review import Decision, Option, Review
    from gupai_desktop.cli.main import main
    from gupai_desktop.dialogs.review import situations_of
    from gupai_desktop.games.dagunzi import text

    path = tmp_path / "dg.jsonl"
    assert main(["simulate", "da-gunzi", "--hands", "1", "--seed", "4", "--record", str(path)]) == 0
    capsys.readouterr()
    (record,) = io.read(path)
    states = list(io.replay_steps(record))
    actions = record["actions"]
    plays = [m for m in range(1, len(actions)) if actions[m].startswith("play:")]
    led = next(m for m in plays if not states[m - 1].trick)
    followed = next(m for m in plays if states[m - 1].trick)
    decisions = tuple(
        Decision(m, actions[m], (Option(actions[m], 0.0),), False) for m in (led, followed)
    )
    dialog = ReviewDialog(
        Review("da-gunzi", 0, decisions),
        lambda action: action,
        lambda: "Review",
        situation=situations_of(record, text.situation_words),
    )
    qtbot.addWidget(dialog)
    dialog.show_decision(0)
    assert dialog.before.text() == "The trick was yours to lead."
    dialog.show_decision(1)
    (seat, cards), *_ = states[followed - 1].trick
    assert dialog.before.text().startswith(f"On the table: {text.seat_name(seat)} led ")
    assert not dialog.before.isHidden()


def test_the_turn_games_reviews_say_what_each_decision_was_made_on(tmp_path, capsys):
    """Ding Niu's review names the open ends a tile was chosen for, Small Mahjong's the
    discard on offer or the tiles held after the draw (their rows named the move alone): each
    line read off the hand as it stood before that very move."""
    from gupai_desktop.games.replay_views import replay_view
    from gupai_desktop.base import words
    from gupai_desktop.cli.main import main
    from gupai_desktop.dialogs.review import situations_of

    def hands(game):
        path = tmp_path / f"{game}.jsonl"
        assert main(["simulate", game, "--hands", "3", "--seed", "6", "--record", str(path)]) == 0
        capsys.readouterr()
        return io.read(path)

    checked = 0
    for record in hands("dingniu"):
        situation = situations_of(record, replay_view("dingniu").situation)
        state = io.initial_state(record)
        for m, action in enumerate(record["actions"]):
            if action.startswith("lead:"):
                assert situation(m) == "The lead was yours."
            elif action.startswith("play:"):
                left, right = state.layout.ends
                assert situation(m) == f"Open ends: {left} | {right}"
                checked += 1
            state.apply(action)
    for record in hands("small-mahjong"):
        situation = situations_of(record, replay_view("small-mahjong").situation)
        state = io.initial_state(record)
        for m, action in enumerate(record["actions"]):
            if state.offer is not None:
                discarded = words.tile_words(state.offer[1])
                assert f" discarded {discarded}; " in situation(m)
                checked += 1
            elif action.startswith("discard:"):
                assert situation(m).startswith("Your tiles: ")
            state.apply(action)
    assert checked > 10


def test_a_review_opened_at_the_table_says_what_each_decision_was_made_on(window, tmp_path, capsys):
    """The review the table opens (Review last hand) reads its line over each decision from the
    game's replay view, as a replayed hand's review does (Da Gunzi, Ding Niu, Small Mahjong)."""
    from gupai_desktop.ai.review import Decision, Option, Review
    from gupai_desktop.cli.main import main
    from gupai_desktop.dialogs.review import situations_of
    from gupai_desktop.games.replay_views import replay_view

    for game in ("da-gunzi", "dingniu", "small-mahjong"):
        path = tmp_path / f"{game}.jsonl"
        assert main(["simulate", game, "--hands", "1", "--seed", "6", "--record", str(path)]) == 0
        capsys.readouterr()
        (record,) = io.read(path)
        move = len(record["actions"]) - 1
        action = record["actions"][move]
        page = window._page_for(game)
        page.start(page.spec.default_rules(), page.spec.ai_levels[0], 6)
        link = page.reviews
        link.record, link.key, link.state = record, (record["session"]["id"], 1), "ready"
        link.review = Review(game, 0, (Decision(move, action, (Option(action, 0.0),), False),))
        dialog = link.show()
        dialog.show_decision(0)
        said = situations_of(record, replay_view(game).situation)(move)
        assert said and dialog.before.text().endswith(said), game
        dialog.close()
