"""Everything the replay viewer draws stays on its table, at every move of every game, in
English and in Chinese: the view shows the table's rectangle and nothing past it (found when the
app was tried: Small Mahjong's winning combinations, on one line, ran off the right edge)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QGraphicsScene

from gupai_desktop.games.replay_views import replay_view
from gupai_desktop.base import i18n
from gupai_desktop.engine import games
from gupai_desktop.table.look import DEFAULT_LOOK
from gupai_desktop.table.replay_draw import TABLE, ReplayScene

from .helpers import played_hands


@pytest.mark.parametrize("language", ["en", "zh_CN"])
@pytest.mark.parametrize("game_id", games.game_ids())
def test_every_move_of_the_replay_is_drawn_on_the_table(qapp, game_id, language):
    i18n.set_language(language)
    view, scene = replay_view(game_id), ReplayScene(TABLE)
    outside = []
    try:
        for _session, state in played_hands(game_id, seed=11):
            scene.clear()
            view.draw(scene, state, DEFAULT_LOOK)
            outside += [
                (state.history()[-1], item.sceneBoundingRect(), getattr(item, "text", str)())
                for item in scene.items()
                if not TABLE.contains(item.sceneBoundingRect())
            ]
    finally:  # the scene goes now, not with a failure's traceback later
        scene.clear()
        i18n.set_language("en")
    assert not outside, outside[:3]


def test_a_long_da_gunzi_hand_in_the_replay_leaves_every_card_s_index_in_sight(qapp):
    """Found at 1024 x 700: a seat's 39 to 45 cards in one row showed each card in a sliver
    of two-fifths of its width, the index at 8 px; they now take two rows, each card at least
    half in sight."""
    from gupai_desktop.table.sprites import CardSprite

    view, scene = replay_view("da-gunzi"), ReplayScene(TABLE)
    try:
        for _session, state in played_hands("da-gunzi", hands=1, seed=11):
            if state.phase == "play":  # the first lead: some 39 cards a seat
                break
        view.draw(scene, state, DEFAULT_LOOK)
        cards = [item for item in scene.items() if isinstance(item, CardSprite)]
        width = cards[0].size()[0]
        rows: dict[float, list[float]] = {}
        for card in cards:
            rows.setdefault(round(card.y()), []).append(card.x())
        steps = [b - a for xs in rows.values() for a, b in zip(sorted(xs), sorted(xs)[1:])]
        assert len(cards) > 150 and min(steps) >= width / 2
    finally:
        scene.clear()


def test_the_move_that_completes_a_da_gunzi_trick_shows_the_trick_and_who_won_it(qapp):
    """Found in the replay: the fourth card of a trick was never in sight, since the trick was
    cleared at the move that played it, and the last move of the hand showed no trick at all;
    the table's log says who won it, the replay said nothing."""
    from gupai_desktop.games.dagunzi import text
    from gupai_desktop.table.sprites import CardSprite

    view, scene = replay_view("da-gunzi"), ReplayScene(TABLE)
    try:
        completed = [
            state
            for _session, state in played_hands("da-gunzi", hands=1, seed=11)
            if state.history()[-1].startswith("play:") and not state.trick
        ]
        assert len(completed) > 30
        for state in (completed[0], completed[-1]):
            scene.clear()
            view.draw(scene, state, DEFAULT_LOOK)
            words = [item.text() for item in scene.items() if hasattr(item, "text")]
            assert "Last trick:" in words and text.trick_won_line(state) in words
            # each play under its seat's name, as well as the seat's row (a new user saw the
            # trick's cards with no name)
            assert all(words.count(text.seat_name(seat)) == 2 for seat in range(4))
            trick = sum(len(play) for play in state.tricks[-1][1])  # four plays
            shown = sum(len(h) for h in state.hands) + len(state.bottom or []) + trick
            cards = [item for item in scene.items() if isinstance(item, CardSprite)]
            assert len(cards) == shown, words
    finally:
        scene.clear()


def test_a_chinese_poker_replay_shows_large_rows_each_with_its_hand_named(qapp):
    """Found in the replay: cards 30 units wide, their corners 5 px at 1024 x 700, the rows in
    under half the table's width, and no hand names (the scoring window has them)."""
    from gupai_desktop.games.chinese_poker import text
    from gupai_desktop.table.sprites import CardSprite

    view, scene = replay_view("chinese-poker"), ReplayScene(TABLE)
    try:
        *_, (_session, state) = played_hands("chinese-poker", hands=1, seed=11)
        view.draw(scene, state, DEFAULT_LOOK)
        cards = [item.sceneBoundingRect() for item in scene.items() if isinstance(item, CardSprite)]
        span = max(r.right() for r in cards) - min(r.left() for r in cards)
        assert len(cards) == 13 * state.rules.players and span > 0.6 * TABLE.width()
        words = {item.text().replace("\n", " ") for item in scene.items() if hasattr(item, "text")}
        for play in state.plays.values():
            if play.setting is not None:
                keys = play.setting.keys(state.rules.wheel)
                assert {text.hand_name(k) for k in keys} <= words
    finally:
        scene.clear()


def test_the_replay_names_the_card_a_seat_buries_or_gives_back_the_table_does_not(qapp):
    """The replay shows every card face up, yet said "West buries a card"; the table keeps
    another seat's buried and returned cards to itself, as the game does."""
    from gupai_desktop.games.dagunzi import text

    view = replay_view("da-gunzi")
    assert view.describe("bury:Kh", "West") == "West buries K♥"
    assert view.describe("return:5s", "East") == "East gives back 5♠"
    assert text.move_line("bury:Kh", 3) == "West buries a card"
    assert text.move_line("return:5s", 1) == "East gives a card back"


def test_pai_gow_s_first_step_shows_the_woodpile_face_down(qapp):
    """Found in a sweep: at "The tiles are shuffled and built into the woodpile" the replay's
    table showed the seats' names alone. Now the woodpile's 32 tiles lie there face down, in
    eight stacks, and go when the dice deal them."""
    from gupai_desktop.table.sprites import TileSprite

    view, scene = replay_view("paigow"), ReplayScene(TABLE)
    try:
        spec = games.get("paigow")
        rules = spec.default_rules()
        shuffled = spec.new_hand(rules, spec.first_table(rules))
        shuffled.apply(shuffled.sample_chance(random.Random(1)))
        dealt = shuffled.clone()
        dealt.apply(dealt.sample_chance(random.Random(2)))
        assert shuffled.history()[-1].startswith("shuffle:") and dealt.dice is not None
        view.draw(scene, shuffled, DEFAULT_LOOK)
        tiles = [item for item in scene.items() if isinstance(item, TileSprite)]
        assert len(tiles) == 32 and not any(t.face_up for t in tiles)
        assert len({round(t.pos().x() / 80) for t in tiles}) == 8  # eight stacks side by side
        scene.clear()
        view.draw(scene, dealt, DEFAULT_LOOK)
        assert not any(isinstance(item, TileSprite) and not item.face_up for item in scene.items())
    finally:
        scene.clear()


def test_da_ling_s_replay_words_each_verdict_as_the_table_does(qapp):
    """Found in a sweep: the replay's last step showed "✓ ✗ ✓   lose · -22" where the table
    says "groups ✓ ✗ ✓ · 28 colour pips" and then the result."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    from gupai_desktop.games.daling import text

    view, scene = replay_view("daling"), ReplayScene(TABLE)
    try:
        for _session, state in played_hands("daling", hands=1, seed=11):
            pass
        view.draw(scene, state, DEFAULT_LOOK)
        shown = {i.text() for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem)}
        for result in state.settlement.results:
            assert "\n".join(text.verdict_lines(result)) in shown
    finally:
        scene.clear()


def test_small_mahjong_s_replay_names_the_discard_a_take_took(qapp):
    """Found in a sweep: the replay read "AI 3 takes the discard with Teen 6-6, Day 1-1" where
    the table's log names it: "AI 3 takes Tit 6-1 with Teen 6-6, Day 1-1"."""
    from gupai_desktop.base import words
    from gupai_desktop.games.smallmahjong import text

    from gupai_desktop.engine.smallmahjong.state import SmallMahjongState

    view = replay_view("small-mahjong")
    takes = 0
    for _session, state in played_hands("small-mahjong", hands=6, seed=3):
        if not state.is_terminal():
            continue
        dice = any(a.startswith("dice:") for a in state.history())
        again = SmallMahjongState(state.rules, None if dice else state.leader)
        for action in state.history():
            if action.startswith("take:"):
                before = again.clone()
                who = view.seat_label(before.current_player(), before)
                said = view.describe(action, who, before)
                assert said == text.move_line(action, before.current_player(), before.offer[1])
                assert words.tile_words(before.offer[1]) in said
                takes += 1
            again.apply(action)
    assert takes


def test_small_mahjong_s_winning_combinations_keep_clear_of_the_next_seat_s_tiles(qapp):
    """Found at 1024 x 700: the winner's two lines of combinations sat 3 px above the next
    seat's tiles and read as that seat's; the winner's row now grows by them."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    from gupai_desktop.table.sprites import TileSprite

    view, scene = replay_view("small-mahjong"), ReplayScene(TABLE)
    won = [
        state
        for _session, state in played_hands("small-mahjong", hands=6, seed=11)
        if state.is_terminal() and state.settlement.winner not in (None, 3)
    ]
    assert won
    try:
        for state in won:
            scene.clear()
            view.draw(scene, state, DEFAULT_LOOK)
            tiles = [i.sceneBoundingRect() for i in scene.items() if isinstance(i, TileSprite)]
            texts = [
                i.sceneBoundingRect()
                for i in scene.items()
                if isinstance(i, QGraphicsSimpleTextItem) and ":" in i.text()
            ]
            assert texts
            clash = [t for t in texts for r in tiles if t.adjusted(0, 0, 0, 6).intersects(r)]
            assert not clash, clash
    finally:
        scene.clear()


def test_a_settled_da_gunzi_hand_shows_the_score_its_verdict_counts(qapp):
    """Found in the replay of a hand whose attackers dug the bottom: "Attackers' points
    160 / 120" stood above "Score 180: ..."; once settled, the points shown are the score."""
    from gupai_desktop.games.dagunzi import text

    view, scene = replay_view("da-gunzi"), ReplayScene(TABLE)
    dug = [
        state
        for _session, state in played_hands("da-gunzi", hands=6, seed=11)
        if state.settlement is not None
        and state.settlement.score != state.trick_points[1 - state.dealer % 2]
    ]
    assert dug, "some hand in these six has its bottom dug"
    try:
        state = dug[0]
        view.draw(scene, state, DEFAULT_LOOK)
        shown = {getattr(item, "text", str)() for item in scene.items()}
        assert f"Attackers' points {state.settlement.score} / 120" in shown
        assert text.attackers_points(state) == state.settlement.score
    finally:
        scene.clear()


def test_ding_niu_s_replay_words_a_move_as_the_table_s_log_does_naming_a_face_down_tile(qapp):
    """Found in the replay's review: "你扣下 梅 5-5" where the table's review of the same move
    read "你接不上，扣下 梅 5-5": the replay had its own copy of the log's words. It now uses
    the log's, and names another seat's face-down tile (the record knows it)."""
    from gupai_desktop.games.dingniu import text

    view = replay_view("dingniu")
    assert view.describe("down:5-5", "You") == text.move_line("down:5-5", 0)
    assert view.describe("play:6-4@L", "AI 2") == text.move_line("play:6-4@L", 2)
    steps = [state.clone() for _session, state in played_hands("dingniu", hands=3, seed=11)]
    downs = [
        (before, after)
        for before, after in zip(steps, steps[1:])
        if after.history() and after.history()[-1].startswith("down:") and before.turn != 0
    ]
    assert downs
    before, after = downs[0]
    line = view.describe(after.history()[-1], text.seat_name(before.turn), before)
    tile = after.history()[-1].split(":")[1]
    assert line.startswith(text.seat_name(before.turn)) and tile in line.replace("\xa0", " ")


def test_small_mahjong_s_replay_says_who_drew_from_the_wall(qtbot, tmp_path, capsys):
    """Found by a new user: a step after a discard nobody took showed the next seat's drawn
    tile and the wall one shorter, and no word said so (the table's log says "AI 3 draws
    from the wall")."""
    from gupai_desktop.base import words
    from gupai_desktop.cli.main import main
    from gupai_desktop.dialogs.replay import ReplayDialog
    from gupai_desktop.games.smallmahjong import text
    from gupai_desktop.records import io

    path = tmp_path / "sm.jsonl"
    assert (
        main(["simulate", "small-mahjong", "--hands", "3", "--seed", "7", "--record", str(path)])
        == 0
    )
    capsys.readouterr()
    dialog = ReplayDialog(io.read(path), path.name, replay_view)
    qtbot.addWidget(dialog)
    said = 0
    for row in range(dialog.hands.count()):
        dialog.hands.setCurrentRow(row)
        for k, state in enumerate(dialog.steps):
            dialog.slider.setValue(k)
            with words.user_absent():  # a simulated hand: seat 0 is "AI 0", as replayed
                drew = text.drawn_after(state, state.history()[-1]) if k else None
            if drew:
                assert dialog.move_label.text().endswith(f" · {drew}")
                said += 1
    assert said > 3


@pytest.mark.parametrize("game", ["paigow", "chinese-poker"])
def test_the_replay_draws_the_pieces_and_felt_as_settings_say(qtbot, window, tmp_path, game):
    """Found in a new-user run: replayed tiles had no corner digits where the table's had,
    and the replay kept ivory tiles, two-colour cards and green felt whatever was chosen."""
    from PySide6.QtGui import QColor

    from gupai_desktop.base.settings import TABLE_COLOURS
    from gupai_desktop.cli.main import main
    from gupai_desktop.records import io
    from gupai_desktop.table.sprites import CardSprite, TileSprite

    path = tmp_path / "hands.jsonl"
    assert main(["simulate", game, "--hands", "1", "--seed", "5", "--record", str(path)]) == 0
    for key, value in (
        ("ui/tile_style", "black"),
        ("ui/index_corners", True),
        ("ui/four_colour", True),
        ("ui/table_colour", "blue"),
    ):
        window.settings.set(key, value)
    dialog = window.open_replay(io.read(path), path.name)
    qtbot.addWidget(dialog)
    dialog.slider.setValue(len(dialog.steps) - 1)
    pieces = [item for item in dialog.scene.items() if isinstance(item, TileSprite | CardSprite)]
    assert pieces
    for piece in pieces:
        if isinstance(piece, TileSprite):
            assert piece.style == "black" and piece.index_corner and piece.name
        else:
            assert piece.four_colour
    assert dialog.scene.backgroundBrush().color() == QColor(TABLE_COLOURS["blue"])


def _drawing(scene) -> list[tuple]:
    """What a scene shows, bottom to top: each item's kind, place, stacking and look."""
    from PySide6.QtCore import Qt

    return [
        (type(item).__name__, item.x(), item.y(), item.zValue(), item.isVisible(), item.opacity())
        + ((item.text(),) if hasattr(item, "text") else ())
        + (
            (item.key, item.face_up, item.four_colour, item.size())
            if hasattr(item, "marks")
            else ()
        )
        for item in scene.items(Qt.SortOrder.AscendingOrder)
    ]


def test_a_replay_step_takes_again_the_cards_the_last_one_showed_and_draws_what_a_new_table_would(
    qapp,
):
    """The replay's table keeps a step's cards for the next (making 160 again took most of a
    Da Gunzi step's time): the step looks as on a new table, and no kept card stays in it."""
    from gupai_desktop.table.sprites import CardSprite

    view, scene, fresh = replay_view("da-gunzi"), ReplayScene(TABLE), QGraphicsScene(TABLE)
    plays = []  # the first 30 states of the play (the hand moves on in place: each cloned)
    for _session, state in played_hands("da-gunzi", hands=1, seed=11):
        if state.phase == "play" and len(plays) < 30:
            plays.append(state.clone())
    try:
        view.draw(scene, plays[0], DEFAULT_LOOK)
        for state in plays[1:]:
            shown = [item for item in scene.items() if isinstance(item, CardSprite)]
            ids = {id(item) for item in shown}  # held in `shown`: no id is given again
            scene.clear()
            view.draw(scene, state, DEFAULT_LOOK)
            fresh.clear()
            view.draw(fresh, state, DEFAULT_LOOK)
            assert _drawing(scene) == _drawing(fresh)
            # Every card of a step of the play was shown by the step before: all taken again.
            cards = [item for item in scene.items() if isinstance(item, CardSprite)]
            assert all(id(card) in ids for card in cards)
    finally:
        scene.clear()
        fresh.clear()
