"""Da Ling (打零) through the window, as a user plays it: the New Game dialog, the deal, arranging
the six tiles into groups of 1, 2 and 3 by mouse and keyboard, the hint, confirming, the reveal
and the scoring window, a session of hands, records and the replay viewer, resuming after a
kill, and the language switch."""

from __future__ import annotations

import threading
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication, QLabel

from gupai_desktop.ai import daling as ai
from gupai_desktop.base import words
from gupai_desktop.dialogs.scoring import ScoringDialog
from gupai_desktop.engine.daling.groups import Grouping, counted_values, parse_grouping
from gupai_desktop.engine.daling.rules import DaLingRules, table_colour, table_target
from gupai_desktop.engine.daling.spec import USER
from gupai_desktop.engine.session import Session
from gupai_desktop.games.daling import text
from gupai_desktop.games.daling.replay_view import describe
from gupai_desktop.games.daling.table import USER_SLOTS
from gupai_desktop.records import io
from gupai_desktop.table.sprites import TileSprite

from depth import scaled

from .helpers import (
    AI_TIMEOUT,
    click,
    drag,
    key,
    label_text,
    open_daling,
    plain,
    press,
    translations,
    wait_ai,
    wait_over,
    wait_scoring,
    when_modal,
)


# -- helpers ----------------------------------------------------------------------------------
def pairs(tiles):
    return [(t.hi, t.lo) for t in tiles]


def tiles_of(sprites):
    return [(sp.hi, sp.lo) for sp in sprites]


def swapped(items, i: int, j: int) -> list:
    out = list(items)
    out[i], out[j] = out[j], out[i]
    return out


def assert_sprites_in_slots(page) -> None:
    table, model = page.table, page.model
    assert tiles_of(table.board.sprites) == pairs(model.draft)
    for i, sp in enumerate(table.board.sprites):
        assert (sp.pos() - USER_SLOTS[i].topLeft()).manhattanLength() < 0.5, f"slot {i}"


def assert_group_labels(page) -> None:
    """The lines under each group are the engine's verdict on the draft's group, each group's
    in a column of its own: centred in three tiles' width, the 1-tile group's "= 2, matches"
    ran into the 2-tile group's "= 0 / 3, no match"."""
    m = page.model
    for k, group in enumerate(m.groups()):
        assert page.table.labels[f"value{k}"].toPlainText() == plain(
            text.group_line(group, m.state.target, m.state.colour)
        ), f"group {k}"
    columns = [page.table.labels[f"value{k}"].sceneBoundingRect() for k in range(3)]
    for left, right in zip(columns, columns[1:]):
        assert left.right() < right.left()
    # three lines (a Gee Joon's) end above "You, bankroll": they touched it (a new user)
    you = page.table.labels["you"].sceneBoundingRect()
    assert not [column for column in columns if column.intersects(you)]


def play_hand_by_keyboard(qtbot, page) -> None:
    press(qtbot, page.window(), Qt.Key.Key_Return)
    wait_over(qtbot, page)
    wait_scoring(qtbot, page)


def next_hand_by_keyboard(qtbot, page) -> None:
    hand = page.model.session.hand_number
    press(qtbot, page.window(), Qt.Key.Key_N)
    assert page.model.session.hand_number == hand + 1
    assert not page.scoring.isVisible()


def default_grouping(hand) -> Grouping:
    """What Enter confirms on a fresh deal: the draft as dealt, high tile first."""
    h = list(hand)
    return Grouping.of(h[:1], h[1:3], h[3:])


def settle_offline(rules: DaLingRules, seed: int, level: str = "strong"):
    """The first hand of a session as the app plays it when the user confirms the deal as is."""
    state = Session.start("daling", rules, seed).deal()
    while not state.is_terminal():
        seat = state.current_player()
        state.apply(
            "group:" + default_grouping(state.hands[USER]).token()
            if seat == USER
            else ai.act(state.observation(seat), rules, level)
        )
    return state


def wild_swap(limit: int = 400):
    """A first hand (4 players) where one swap puts a wild tile (4-2 or 2-1) in a group that
    matches only by counting it as its other value: (seed, i, j, group, tile, counted)."""
    rules = DaLingRules()
    for seed in range(limit):
        state = Session.start("daling", rules, seed).deal()
        draft = list(state.hands[USER])
        for i in range(6):
            for j in range(i + 1, 6):
                after = swapped(draft, i, j)
                for k, slots in enumerate(((0,), (1, 2), (3, 4, 5))):
                    group = [after[s] for s in slots]
                    before = [draft[s] for s in slots]
                    counted = counted_values(group, state.target)
                    if counted is None or counted_values(before, state.target) is not None:
                        continue
                    for tile, value in zip(group, counted):
                        if tile.is_gee_joon and value != tile.pips:
                            return seed, i, j, k, tile, value
    raise AssertionError("no hand with a wild swap")


def label_texts(dialog) -> str:
    return "\n".join(lab.text() for lab in dialog.findChildren(QLabel))


# -- the chooser and the New Game dialog ----------------------------------------------------
@pytest.mark.parametrize("players", [3, 4])
def test_the_other_seats_sit_in_playing_order_to_the_user_s_right(window, players):
    """As Chinese games go round, and as the turn games seat them: AI 1 on the right (here it
    sat on the left, there on the right: a new user)."""
    page = open_daling(window, players=players)
    labels = page.table.labels
    xs = [labels[f"seat{seat}"].sceneBoundingRect().center().x() for seat in range(1, players)]
    assert xs[0] > xs[-1]


def test_the_chooser_lists_da_ling_with_its_play_button(window):
    assert "daling" in window.chooser.buttons
    button = window.chooser.buttons["daling"]
    assert button.isVisible() and button.isEnabled()
    assert button.text() == "Play Da Ling"


OPTIONS = [
    dict(
        players=2,
        stakes="classic",
        banker=False,
        house_fee=False,
        tied_absolute="groups",
        unmatched_group="stay",
        level="first",
    ),
    dict(
        players=3,
        stakes="modern",
        banker=True,
        house_fee=False,
        tied_absolute="push",
        unmatched_group="banker",
        level="greedy",
    ),
    dict(
        players=5,
        stakes="modern",
        banker=True,
        house_fee=True,
        tied_absolute="groups",
        unmatched_group="stay",
        level="strong",
    ),
    dict(
        players=4,
        stakes="classic",
        banker=True,
        house_fee=True,
        tied_absolute="push",
        unmatched_group="banker",
        level="strong",
    ),
]


def _fill(dialog, o: dict) -> None:
    dialog.set_option("players", o["players"])
    dialog.set_option("stakes", o["stakes"])
    if dialog.option_value("banker") != o["banker"]:
        dialog.widget("banker").click()
    if dialog.option_value("house_fee") != o["house_fee"]:
        dialog.widget("house_fee").click()
    dialog.set_option("tied_absolute", o["tied_absolute"])
    dialog.set_option("unmatched_group", o["unmatched_group"])
    dialog.level.setCurrentIndex(dialog.level.findData(o["level"]))


def _read(dialog) -> dict:
    return dict(
        {
            key: dialog.option_value(key)
            for key in (
                "players",
                "stakes",
                "banker",
                "house_fee",
                "tied_absolute",
                "unmatched_group",
            )
        },
        level=dialog.level.currentData(),
    )


@pytest.mark.parametrize(
    "options",
    OPTIONS,
    ids=lambda o: (
        f"{o['players']}p-{o['stakes']}-{'bank' if o['banker'] else 'nobank'}-{o['level']}"
    ),
)
def test_play_runs_the_new_game_dialog_and_its_options_reach_the_rules(qtbot, window, options):
    seen = []

    def choose(dialog):
        players = dialog.widget("players")
        seen.append((type(dialog).__name__, dialog.spec.id, players.minimum(), players.maximum()))
        _fill(dialog, options)
        dialog.accept()

    when_modal(choose)
    qtbot.mouseClick(window.chooser.buttons["daling"], Qt.MouseButton.LeftButton)
    assert seen == [("NewGameDialog", "daling", 2, 5)]
    page = window.page
    assert page is window.pages["daling"] and window.stack.currentWidget() is page
    model = page.model
    expected = DaLingRules(**{k: v for k, v in options.items() if k != "level"})
    assert model.rules == expected
    assert model.level == options["level"]
    assert model.state.rules == expected  # the engine plays these rules
    assert len(model.state.hands) == options["players"]
    assert len(page.table.by_seat) == options["players"]
    for k, v in options.items():  # remembered...
        assert window.settings.get(f"daling/{'ai_level' if k == 'level' else k}") == v
    assert window.settings.get("game/last_game") == "daling"
    wait_ai(qtbot, page)
    assert set(model.ai_actions) == set(range(1, options["players"]))

    shown = []  # ...for the next New Game

    def look(dialog):
        shown.append(_read(dialog))
        dialog.reject()

    when_modal(look)
    press(qtbot, window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert shown == [options]
    assert model.rules == expected  # cancelled: the game goes on


def test_the_casino_fee_and_the_banker_taking_unmatched_groups_need_a_banker(qtbot, window):
    seen = {}

    def explore(dialog):
        fee, unmatched = dialog.widget("house_fee"), dialog.widget("unmatched_group")
        seen["off"] = (fee.isEnabled(), unmatched.isEnabled())
        dialog.widget("banker").click()
        seen["on"] = (fee.isEnabled(), unmatched.isEnabled())
        fee.click()
        dialog.set_option("unmatched_group", "banker")
        seen["chosen"] = (fee.isChecked(), dialog.option_value("unmatched_group"))
        dialog.widget("banker").click()  # the banker leaves again
        seen["left"] = (
            fee.isEnabled(),
            fee.isChecked(),
            unmatched.isEnabled(),
            dialog.option_value("unmatched_group"),
        )
        seen["rules"] = dialog.rules()  # still valid rules
        dialog.reject()

    when_modal(explore)
    qtbot.mouseClick(window.chooser.buttons["daling"], Qt.MouseButton.LeftButton)
    assert seen["off"] == (False, False)
    assert seen["on"] == (True, True)
    assert seen["chosen"] == (True, "banker")
    assert seen["left"] == (False, False, False, "stay")
    assert not seen["rules"].banker and not seen["rules"].house_fee
    assert window.stack.currentWidget() is window.chooser  # cancelled: nothing dealt
    assert window.settings.get("daling/banker") is False


def test_f1_on_the_da_ling_table_opens_the_da_ling_rules(qtbot, window):
    page = open_daling(window, seed=600)
    seen = []

    def read(dialog):
        seen.append((dialog.windowTitle(), dialog.browser.toPlainText()))
        dialog.reject()

    when_modal(read)
    press(qtbot, window, Qt.Key.Key_F1)
    ((title, body),) = seen
    assert title == "Rules: Da Ling"
    assert "Da Ling" in body and len(body) > 500
    assert page.model.can_arrange()


# -- the deal -----------------------------------------------------------------------------------
def test_the_deal_shows_two_face_up_table_tiles_and_the_target(window):
    page = open_daling(window, seed=601)
    state, table = page.model.state, page.table
    assert len(table.table_sprites) == 2
    assert all(sp.face_up and not sp.draggable for sp in table.table_sprites)
    assert tiles_of(table.table_sprites) == pairs(state.table)
    a, b = state.table
    assert state.target == (a.pips + b.pips) % 10 == table_target(state.table)
    assert state.colour == table_colour(state.table)
    colour = "red game" if state.colour == "red" else "black game"
    assert table.labels["target"].text() == f"Target {state.target} · {colour}"
    line = table.labels["table"].text()
    assert line.startswith(f"{a} + {b} = {a.pips + b.pips} → {state.target};")
    assert f"red pips: {a.red_pips + b.red_pips} " in line


@pytest.mark.parametrize("stakes,amounts", [("classic", (3, 7, 15)), ("modern", (1, 2, 3))])
def test_the_deal_gives_you_six_face_up_tiles_in_groups_of_one_two_and_three(
    window, stakes, amounts
):
    page = open_daling(window, seed=602, stakes=stakes)
    model, table = page.model, page.table
    assert len(table.board.sprites) == 6
    assert all(sp.face_up and sp.draggable and sp.clickable for sp in table.board.sprites)
    assert Counter(tiles_of(table.board.sprites)) == Counter(pairs(model.state.hands[USER]))
    assert_sprites_in_slots(page)
    gaps = [USER_SLOTS[i + 1].left() - USER_SLOTS[i].right() for i in range(5)]
    assert gaps[1] == gaps[3] == gaps[4] < gaps[0] == gaps[2]  # 1 | 2 2 | 3 3 3
    assert [len(g) for g in model.groups()] == [1, 2, 3]
    for k, n in enumerate(("1 tile", "2 tiles", "3 tiles")):
        assert table.labels[f"title{k}"].text() == f"{n} · stake {amounts[k]}"
    assert_group_labels(page)
    assert table.labels["you"].text() == "You, bankroll 1000"
    assert (
        table.labels["status"].text() == "Split your tiles into groups of 1, 2 and 3, then Confirm"
    )


@pytest.mark.parametrize("players", [2, 3, 5])
def test_other_players_tiles_are_face_down_and_the_rest_stay_unused(window, players):
    page = open_daling(window, seed=603, players=players)
    state, table = page.model.state, page.table
    assert len(table.sprites) == 32
    assert set(table.by_seat) == set(range(players))
    for seat in range(1, players):
        sprites = table.by_seat[seat]
        assert len(sprites) == 6
        assert not any(sp.face_up or sp.draggable or sp.clickable for sp in sprites)
        assert Counter(tiles_of(sprites)) == Counter(pairs(state.hands[seat]))
        assert table.labels[f"seat{seat}"].text() == f"AI {seat}"
    dealt = {id(sp) for sprites in table.by_seat.values() for sp in sprites}
    dealt |= {id(sp) for sp in table.table_sprites}
    unused = [sp for sp in table.sprites if id(sp) not in dealt]
    assert len(unused) == 30 - 6 * players
    assert not any(sp.face_up or sp.draggable for sp in unused)
    assert all(sp.opacity() < 0.5 for sp in unused)
    assert Counter(tiles_of(unused)) == Counter(pairs(state.stock[2 + 6 * players :]))
    face_up = {id(sp) for sp in table.sprites if sp.face_up}
    assert face_up == {id(sp) for sp in table.table_sprites + table.board.sprites}


# -- arranging: drag, click, keyboard -------------------------------------------------------
@pytest.mark.parametrize("source,target", [(0, 3), (2, 5), (1, 4), (5, 0), (3, 4)])
def test_dragging_a_tile_onto_another_slot_swaps_them_and_the_labels_follow(window, source, target):
    page = open_daling(window, seed=604 + source * 7 + target)
    model, table = page.model, page.table
    before = list(model.draft)
    sprite = table.board.sprites[source]
    drag(page, sprite.center(), USER_SLOTS[target].center())
    assert model.draft == swapped(before, source, target)
    assert table.board.sprites[target] is sprite
    assert model._undo == [before]
    assert_sprites_in_slots(page)
    assert_group_labels(page)


def test_both_gee_joon_tiles_in_a_group_count_on_one_line(window):
    """Found by a new user: a group holding both Gee Joon tiles had a line for each, and its
    four lines reached the felt's rim at 1024 x 700."""
    group = parse_grouping("6-6|6-5 6-4|5-3 4-2 2-1").triple
    lines = text.group_line(group, 4, "red").splitlines()
    assert lines == ["= 4, matches", "4-2 counts 3, 2-1 counts 3", "5 red pips"]


def test_a_drag_that_makes_a_wild_tile_match_says_what_it_counts_as(window):
    seed, i, j, k, tile, value = wild_swap()
    page = open_daling(window, seed=seed)
    model, table = page.model, page.table
    assert "counts" not in table.labels[f"value{k}"].toPlainText()
    drag(page, table.board.sprites[i].center(), USER_SLOTS[j].center())
    assert model.matching()[k]
    label = table.labels[f"value{k}"].toPlainText()
    assert label.startswith(f"= {model.state.target}, matches")
    assert plain(f"{words.tile_words(tile)} counts {value}") in label.splitlines()
    assert_group_labels(page)
    if k:  # under two or three tiles each line keeps to one line ("counted as" wrapped, and
        # four lines under the 2-tile group reached the user's own line at 1024 x 700)
        document = table.labels[f"value{k}"].document()
        block, shown = document.begin(), 0
        while block.isValid():
            shown += block.layout().lineCount()
            block = block.next()
        assert shown == len(label.splitlines())


def test_a_drop_far_from_any_slot_snaps_back_and_changes_nothing(window):
    page = open_daling(window, seed=605)
    model, table = page.model, page.table
    before, sprites = list(model.draft), list(table.board.sprites)
    drag(page, sprites[4].center(), QPointF(800, 120))
    assert model.draft == before and table.board.sprites == sprites and not model._undo
    assert_sprites_in_slots(page)


def test_clicking_one_tile_then_another_swaps_them(window):
    page = open_daling(window, seed=606)
    model, table = page.model, page.table
    before = list(model.draft)
    first = table.board.sprites[0]
    click(page, first.center())
    assert table.board.selected is first and model.draft == before
    click(page, table.board.sprites[5].center())
    assert model.draft == swapped(before, 0, 5)
    assert table.board.selected is None
    assert_sprites_in_slots(page)
    assert_group_labels(page)


def test_face_down_tiles_of_other_players_cannot_be_moved(window):
    page = open_daling(window, seed=607)
    other = page.table.by_seat[2][0]
    start = QPointF(other.pos())
    drag(page, other.center(), USER_SLOTS[0].center())
    click(page, other.center())
    assert other.pos() == start and not other.face_up
    assert not page.model._undo and page.table.board.selected is None


def test_arrow_keys_wrap_around_the_six_slots(window):
    page = open_daling(window, seed=608)
    board = page.table.board
    key(page.view, Qt.Key.Key_Left)
    assert board.focus == 5
    key(page.view, Qt.Key.Key_Down)
    assert board.focus == 0
    for _ in range(6):
        key(page.view, Qt.Key.Key_Right)
    assert board.focus == 0


def test_shift_h_lays_out_its_hint_only_on_the_hand_it_was_asked_for(qtbot, window):
    """Shift+H before a hint asks for one and lays it out as it comes; tiles the user moves
    meanwhile are the user's and stay (a second read: the hint landed over them), and a hint
    that fails to come lays nothing out later."""
    page = open_daling(window, seed=609)
    model = page.model
    page.hint_then_use()
    # it says the hint will be used, where the line read as H's (a second read)
    assert page.hint_label.text() == "Working out the best setting, to use it as it comes..."
    model.swap(0, 4)  # before the answer can come: the event loop has not run
    moved = list(model.draft)
    qtbot.waitUntil(lambda: page._hint is not None, timeout=AI_TIMEOUT)
    assert model.draft == moved
    # with the hint shown, Shift+H is Use hint: it lays it out at once
    assert window.actions_["use_hint"].isEnabled()
    window.actions_["use_hint"].trigger()
    assert model.grouping() == page._hint.best
    # a request that fails leaves nothing to be laid out by a later hint
    model.swap(0, 1)
    page._hint = None
    page.hint_then_use()
    page._hint_failed()
    assert page._use_for is None


def test_keyboard_alone_arranges_and_confirms_the_groups(qtbot, window):
    page = open_daling(window, seed=609)
    model, view = page.model, page.view
    assert view.hasFocus()
    before = list(model.draft)
    press(qtbot, window, Qt.Key.Key_Space)  # pick up the single
    for _ in range(4):
        press(qtbot, window, Qt.Key.Key_Right)  # to the triple's middle tile
    press(qtbot, window, Qt.Key.Key_Space)  # swap
    assert model.draft == swapped(before, 0, 4)
    assert_sprites_in_slots(page)
    assert_group_labels(page)
    press(qtbot, window, Qt.Key.Key_Space)  # another: slots 4 and 2
    press(qtbot, window, Qt.Key.Key_Left)
    press(qtbot, window, Qt.Key.Key_Left)
    press(qtbot, window, Qt.Key.Key_Space)
    draft = swapped(swapped(before, 0, 4), 4, 2)
    assert model.draft == draft
    chosen = Grouping.of(draft[:1], draft[1:3], draft[3:])
    assert model.grouping() == chosen
    press(qtbot, window, Qt.Key.Key_Return)
    assert model.user_action == "group:" + chosen.token()
    wait_over(qtbot, page)
    assert model.state.groupings[USER] == chosen


def test_escape_drops_the_tile_picked_up_with_space(window):
    page = open_daling(window, seed=610)
    before = list(page.model.draft)
    key(page.view, Qt.Key.Key_Space)
    assert page.table.board.selected is page.table.board.sprites[0]
    key(page.view, Qt.Key.Key_Escape)
    assert page.table.board.selected is None
    key(page.view, Qt.Key.Key_Right)
    key(page.view, Qt.Key.Key_Space)
    assert page.model.draft == before  # a fresh pick-up, not a swap


KEYS = [
    Qt.Key.Key_Left,
    Qt.Key.Key_Right,
    Qt.Key.Key_Up,
    Qt.Key.Key_Down,
    Qt.Key.Key_Space,
    Qt.Key.Key_Space,
    Qt.Key.Key_Escape,
]


@settings(
    max_examples=scaled(15),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    seed=st.integers(0, 10_000),
    keys=st.lists(st.sampled_from(KEYS), max_size=12),
    undos=st.integers(0, 3),
)
def test_whatever_the_keys_the_groups_hold_the_dealt_tiles_and_the_labels_agree(
    window, seed, keys, undos
):
    page = open_daling(window, seed=seed, level="first")
    dealt = Counter(page.model.state.hands[USER])
    plain, ctrl = Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ControlModifier
    for k, modifier in [(k, plain) for k in keys] + [(Qt.Key.Key_Z, ctrl)] * undos:
        key(page.view, k, modifier)
        assert Counter(page.model.draft) == dealt
        assert [len(g) for g in page.model.groups()] == [1, 2, 3]
        assert_sprites_in_slots(page)
        assert_group_labels(page)


# -- hint and undo ------------------------------------------------------------------------------
def test_h_shows_the_ais_best_grouping_and_use_hint_lays_it_out(qtbot, window):
    page = open_daling(window, seed=611, players=5)
    model, state = page.model, page.model.state
    press(qtbot, window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: page._hint is not None, timeout=AI_TIMEOUT)
    hint = page._hint
    tiles = tuple(state.hands[USER])
    seed = ai.seed_for(state.table, tiles, USER, 5)
    best = ai.best_grouping(state.table, tiles, model.rules, "strong", seed=seed)
    evs = ai.expected_values(state.table, tiles, model.rules, seed=seed)
    assert hint.best == best
    assert hint.best_ev == pytest.approx(float(evs.max()))
    assert words.tiles_words(str(best)) in page.hint_label.text()
    assert words.signed(hint.best_ev) in page.hint_label.text()
    assert page.use_hint_button.isEnabled()
    qtbot.mouseClick(page.use_hint_button, Qt.MouseButton.LeftButton)
    assert model.grouping() == hint.best
    assert_sprites_in_slots(page)
    assert_group_labels(page)
    # laid out as the hint says, Use hint has nothing left to do until a tile moves again
    assert not page.use_hint_button.isEnabled()
    press(qtbot, window, Qt.Key.Key_H)  # the same hint again, a new answer
    qtbot.waitUntil(lambda: page._hint is not hint, timeout=AI_TIMEOUT)
    assert not page.use_hint_button.isEnabled()
    model.swap(0, 5)
    assert page.use_hint_button.isEnabled()
    model.undo()
    assert not page.use_hint_button.isEnabled()
    press(qtbot, window, Qt.Key.Key_Return)
    wait_over(qtbot, page)
    assert model.state.groupings[USER] == best


def test_a_hint_worth_less_than_a_cent_reads_0_00_as_the_review_does(qtbot, window):
    """Da Ling's and Chinese Poker's hints wrote "+0.00" where the review and the other hints
    write "0.00" (words.signed)."""
    from gupai_desktop.engine.chinese_poker.setting import parse_setting
    from gupai_desktop.games.chinese_poker.model import Hint as PokerHint
    from gupai_desktop.games.daling.model import Hint

    from .helpers import open_chinese_poker

    page = open_daling(window, seed=611, players=5)
    grouping = ai.best_grouping(
        page.model.state.table, tuple(page.model.state.hands[USER]), page.model.rules, "first"
    )
    text_ = page.hint_text(Hint((), grouping, -0.001, grouping, 0.004))
    assert "(expected 0.00 chips)" in text_ and "+0.00" not in text_
    poker = open_chinese_poker(window)
    setting = parse_setting("2c 3d 4h | 5s 6c 7d 8h 9s | Tc Jd Qh Ks Ac")
    hint = PokerHint((), setting, -0.004, f"set:{setting}")
    assert "(expected 0.00 chips)" in poker.hint_text(hint)


def test_undo_reverts_the_last_change(qtbot, window):
    page = open_daling(window, seed=612)
    model, table = page.model, page.table
    start = list(model.draft)
    assert not page.undo_button.isEnabled()
    drag(page, table.board.sprites[0].center(), USER_SLOTS[5].center())
    after_drag = list(model.draft)
    click(page, table.board.sprites[1].center())
    click(page, table.board.sprites[3].center())
    assert model.draft == swapped(after_drag, 1, 3)
    assert page.undo_button.isEnabled()
    press(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert model.draft == after_drag
    assert_sprites_in_slots(page)
    assert_group_labels(page)
    qtbot.mouseClick(page.undo_button, Qt.MouseButton.LeftButton)
    assert model.draft == start
    assert_sprites_in_slots(page)
    assert_group_labels(page)
    assert not page.undo_button.isEnabled()


def test_the_status_says_so_while_the_others_are_still_grouping(qtbot, window, monkeypatch):
    gate = threading.Event()
    real_act = ai.act

    def slow_act(obs, rules, level):
        gate.wait(10)
        return real_act(obs, rules, level)

    monkeypatch.setattr(ai, "act", slow_act)
    try:
        page = open_daling(window, seed=613)
        assert not page.model.ai_ready
        press(qtbot, window, Qt.Key.Key_Return)
        assert page.model.user_action is not None and not page.model.state.is_terminal()
        assert (
            page.table.labels["status"].text()
            == "The other players are still grouping their tiles..."
        )
        assert not page.confirm_button.isEnabled()
    finally:
        gate.set()
    wait_over(qtbot, page)
    assert page.table.labels["status"].text().startswith("Result: ")


# -- confirm, the reveal and the scoring window -----------------------------------------------
def test_confirm_reveals_every_players_groups_face_up(qtbot, window):
    page = open_daling(window, seed=614, players=4)
    model, table = page.model, page.table
    wait_ai(qtbot, page)
    mine = model.grouping()
    qtbot.mouseClick(page.confirm_button, Qt.MouseButton.LeftButton)
    wait_over(qtbot, page)
    state = model.state
    assert state.groupings[USER] == mine
    results = {r.seat: r for r in state.settlement.results}
    for seat in range(1, 4):
        grouping = state.groupings[seat]
        assert "group:" + grouping.token() == model.ai_actions[seat]
        sprites = sorted(table.by_seat[seat], key=lambda sp: sp.pos().x())
        assert all(sp.face_up for sp in sprites), f"AI {seat} still face down"
        assert tiles_of(sprites) == pairs(grouping.tiles())  # laid out 1 | 2 | 3
        x = [sp.pos().x() for sp in sprites]
        steps = [b - a for a, b in zip(x, x[1:])]
        assert steps[0] == steps[2] > steps[1] == steps[3] == steps[4]
        info = table.labels[f"info{seat}"].toPlainText()
        marks = " ".join("✓" if g.matches else "✗" for g in results[seat].groups)
        pips = results[seat].colour_pips  # said where they decide: all three groups match
        shown = f" · {pips} colour pip{'s' * (pips != 1)}" if results[seat].absolute else ""
        assert info.splitlines()[0] == f"groups {marks}{shown}"
        assert words.result_line(results[seat]) in info
    assert not any(sp.draggable or sp.clickable for sp in table.board.sprites)
    you = results[USER]
    assert (
        table.labels["status"].text()
        == f"Result: {words.outcome(you.outcome)}, {words.money(you.net)}"
    )
    assert not page.hint_button.isEnabled() and not page.confirm_button.isEnabled()
    assert page.next_button.isEnabled()
    before = list(model.draft)  # nothing moves any more
    drag(page, table.board.sprites[0].center(), USER_SLOTS[4].center())
    key(page.view, Qt.Key.Key_Space)
    assert model.draft == before


def _contest_phrase(c) -> str:
    """As a reader expects it: "1 colour pip", "you" inside a sentence, "A, B and C"."""
    head = f"{c.size}-tile group ({c.stake:g}): "
    pips = f"{c.best_pips} colour pip{'s' * (c.best_pips != 1)}"
    names = ["you" if s == USER else text.seat_name(s) for s in c.tied]
    if c.reason == "won":
        winner = "you" if c.winner == USER else text.seat_name(c.winner)
        return head + f"won by {winner} with {pips}"
    if c.reason == "tie":
        listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
        return head + f"tie on {pips} between {listed}"
    if c.to_banker:
        return head + "nobody matches; the banker takes the stakes"
    return head + "nobody matches; the stakes stay"


BANK = dict(players=5, banker=True, house_fee=True, unmatched_group="banker")
SCORING_CASES = {  # seeds where confirming the deal as dealt gives each kind of verdict
    "absolute-winner-pays-the-fee": (1, BANK, "absolute"),
    "group-by-group-banker-takes": (45, BANK, "groups"),
    "tied-absolute-push": (318, dict(players=5, tied_absolute="push"), "push"),
    "tied-absolute-by-groups": (318, dict(players=5), "groups"),
}


@pytest.mark.parametrize("case", list(SCORING_CASES))
def test_the_scoring_window_lists_every_seat_and_the_verdict(qtbot, window, case):
    seed, rules_kw, mode = SCORING_CASES[case]
    page = open_daling(window, seed=seed, **rules_kw)
    model = page.model
    play_hand_by_keyboard(qtbot, page)
    state, s = model.state, model.state.settlement
    assert s.mode == mode, "the seed no longer gives this verdict"
    assert s == settle_offline(DaLingRules(**rules_kw), seed).settlement
    dialog = page.scoring
    assert isinstance(dialog, ScoringDialog)
    assert dialog.windowTitle() == "Hand 1: scoring"
    grid = dialog.table
    banker = bool(rules_kw.get("banker"))  # the house's take in a row of its own
    assert grid.rowCount() == model.rules.players + banker
    for row, r in enumerate(s.results):
        name = text.seat_name(r.seat) + (
            " (absolute winner)" if r.seat == s.absolute_winner else ""
        )
        assert grid.item(row, 0).text() == name
        for k, g in enumerate(r.groups):
            cell = grid.item(row, 1 + k).text()
            assert cell.splitlines()[0] == words.tiles_words(state.groupings[r.seat].groups[k])
            assert ("matches" in cell.splitlines()[1]) == g.matches
            assert text.group_line(g.tiles, s.target, s.colour) in cell
        # the six tiles' pips, which decide only between players whose groups all match
        assert grid.item(row, 4).text() == (str(r.colour_pips) if r.absolute else "")
        assert grid.item(row, 5).text() == words.result_word(r)
        assert grid.item(row, 6).text() == words.money(r.net)
        assert float(grid.item(row, 7).text()) == model.session.bankrolls[r.seat] == 1000 + r.net
    foot = label_texts(dialog)
    if mode == "absolute":
        assert f"Absolute winner: {text.seat_name(s.absolute_winner)}" in foot
        assert "The absolute winner pays the house 1." in foot
    elif mode == "push":
        assert "Tied absolute winners: everything pushes." in foot
        assert all(r.net == 0 for r in s.results)
    else:
        if s.absolute_tied:
            assert "Tied absolute winners: the hand is settled group by group." in foot
        else:
            assert "Nobody matches all three groups" in foot
        assert len(s.contests) == 3
        for c in s.contests:
            assert _contest_phrase(c) in foot
    if s.banker_take:
        assert f"The banker takes {s.banker_take:g} from unmatched groups." in foot
    players = range(model.rules.players)
    nets = [float(grid.item(row, 6).text().replace("+", "")) for row in players]
    assert sum(nets) == pytest.approx(-(s.house_fee + s.banker_take))
    assert sum(nets) == pytest.approx(-s.banker_net)
    if banker:
        assert s.banker_net > 0, "the seed should show the house's takings"
        house = model.rules.players
        assert grid.item(house, 0).text() == "House (banker)"
        assert grid.item(house, 5).text() == "win"
        assert grid.item(house, 6).text() == words.money(s.banker_net)
    else:
        assert s.banker_net == 0
    assert f"Your session total: {words.money(s.results[USER].net)}" in foot


def test_a_finished_hand_counts_in_the_bankroll_the_statistics_and_the_record(qtbot, window):
    page = open_daling(window, seed=615, players=3)
    model = page.model
    play_hand_by_keyboard(qtbot, page)
    you = model.state.returns()[USER]
    assert model.session.bankrolls[USER] == 1000 + you
    assert page.table.labels["you"].text() == f"You, bankroll {1000 + you:g}"
    summary = window.store.stats.summary("daling")
    assert summary["hands"] == 1 and summary["net"] == pytest.approx(you)
    outcome = model.state.settlement.results[USER].outcome
    assert summary[{"win": "wins", "push": "pushes", "lose": "losses"}[outcome]] == 1
    assert window.store.stats.summary("paigow")["hands"] == 0
    path = window.store.record_path
    assert path.parent == window.store.records_dir and path.name.startswith("daling-")
    records = io.read(path)
    assert len(records) == 1 and records[0]["game"] == "daling"
    assert records[0]["actions"] == model.state.history()
    assert records[0]["result"]["returns"] == pytest.approx(model.state.returns())
    assert [s["kind"] for s in records[0]["seats"]] == ["human", "ai", "ai"]
    summary = io.replay(records)
    assert summary.hands == 1 and summary.all_match
    assert not window.store.autosave_path.exists()


def test_a_five_player_session_of_ten_hands_with_the_keyboard_only(qtbot, window, boxes):
    page = open_daling(window, seed=616, players=5, banker=True, unmatched_group="banker")
    model = page.model
    house = 0.0
    for hand in range(1, 11):
        assert model.session.hand_number == hand and model.can_arrange()
        if hand % 3 == 0:  # rearrange now and then
            draft = list(model.draft)
            press(qtbot, window, Qt.Key.Key_Space)
            press(qtbot, window, Qt.Key.Key_Left)
            press(qtbot, window, Qt.Key.Key_Space)
            assert model.draft == swapped(draft, 0, 5)
        play_hand_by_keyboard(qtbot, page)
        house += model.state.settlement.banker_net
        if hand < 10:
            next_hand_by_keyboard(qtbot, page)
    session = model.session
    for seat in range(5):
        assert session.bankrolls[seat] == pytest.approx(1000 + session.net[seat])
    assert sum(session.net) == pytest.approx(-house)
    summary = io.validate(window.store.record_path)
    assert summary.hands == 10 and summary.all_match
    assert summary.totals == pytest.approx(session.net)
    stats = window.store.stats.summary("daling")
    assert stats["hands"] == 10 and stats["net"] == pytest.approx(session.net[USER])
    assert (
        f"your session total: {words.money(session.net[USER])}" in label_texts(page.scoring).lower()
    )
    assert page.table.labels["you"].text() == f"You, bankroll {session.bankrolls[USER]:g}"
    assert not boxes.calls
    qtbot.waitUntil(lambda: len(page.findChildren(ScoringDialog)) == 1, timeout=5000)


# -- records and replay ---------------------------------------------------------------------
def test_the_replay_viewer_steps_through_a_da_ling_record(qtbot, window):
    page = open_daling(window, seed=617, players=3)
    play_hand_by_keyboard(qtbot, page)
    next_hand_by_keyboard(qtbot, page)
    play_hand_by_keyboard(qtbot, page)
    records = io.read(window.store.record_path)
    dialog = window.open_replay(records, "x")
    assert dialog.isVisible() and dialog.windowTitle().startswith("Replay: Da Ling, 20")
    assert dialog.windowTitle().endswith(" (x)")
    assert dialog.hands.count() == 2
    for row, record in enumerate(records):
        dialog.hands.setCurrentRow(row)
        actions = record["actions"]
        assert len(actions) == 1 + 3
        qtbot.mouseClick(dialog.first, Qt.MouseButton.LeftButton)
        for k, action in enumerate(actions):
            assert dialog.slider.value() == k
            label = dialog.move_label.text()
            assert label.startswith(f"Move {k + 1} of 4: ")
            if k == 0:
                assert "shuffled" in label
            else:
                seat = k - 1  # players group in seat order
                grouping = parse_grouping(action.partition(":")[2])
                named = words.tiles_words(str(grouping))
                assert label == f"Move {k + 1} of 4: {text.seat_name(seat)}: groups {named}"
                assert describe(action, text.seat_name(seat)) in label
            sprites = [i for i in dialog.scene.items() if isinstance(i, TileSprite)]
            assert len(sprites) == 2 + 6 * 3  # the table and every hand
            assert dialog.steps[k].history() == actions[: k + 1]
            if k < len(actions) - 1:
                qtbot.mouseClick(dialog.next, Qt.MouseButton.LeftButton)
        final = dialog.steps[-1]
        assert final.is_terminal()
        assert final.returns() == pytest.approx(record["result"]["returns"])
        scene_text = " ".join(i.text() for i in dialog.scene.items() if hasattr(i, "text"))
        assert f"Target {final.target}" in scene_text
    dialog.close()


# -- resume -----------------------------------------------------------------------------------
def snapshot_hand(page) -> dict:
    m = page.model
    return {
        "hands": dict(m.state.hands),
        "table": m.state.table,
        "history": m.state.history(),
        "draft": list(m.draft),
        "hand": m.session.hand_number,
        "bankrolls": list(m.session.bankrolls),
        "net": list(m.session.net),
        "seed": m.session.seed,
        "rules": m.rules,
        "level": m.level,
    }


def test_resume_after_a_kill_restores_the_deal_and_the_arrangement(qtbot, make_window, boxes):
    first = make_window()
    page = open_daling(first, seed=618, players=4, stakes="modern", level="greedy")
    play_hand_by_keyboard(qtbot, page)  # hand 1 played and booked
    next_hand_by_keyboard(qtbot, page)  # hand 2 dealt...
    drag(page, page.table.board.sprites[0].center(), USER_SLOTS[4].center())  # ...rearranged
    click(page, page.table.board.sprites[1].center())
    click(page, page.table.board.sprites[5].center())
    wait_ai(qtbot, page)
    before = snapshot_hand(page)
    assert before["hand"] == 2 and before["draft"] != list(page.model.state.hands[USER])
    record_path = first.store.record_path

    second = make_window()  # the first was never closed
    assert second.offer_resume() is True
    assert [c[0] for c in boxes.calls] == ["question"]
    resumed = second.page
    assert resumed.game_id == "daling" and second.stack.currentWidget() is resumed
    assert snapshot_hand(resumed) == before
    table = resumed.table
    assert tiles_of(table.table_sprites) == pairs(before["table"])
    assert all(sp.face_up for sp in table.table_sprites)
    assert_sprites_in_slots(resumed)
    assert_group_labels(resumed)
    assert table.labels["you"].text() == f"You, bankroll {before['bankrolls'][USER]:g}"
    for seat in range(1, 4):
        assert not any(sp.face_up for sp in table.by_seat[seat])

    grouping = resumed.model.grouping()
    press(qtbot, second, Qt.Key.Key_Return)  # finishing appends to the file
    wait_over(qtbot, resumed)
    assert resumed.model.state.groupings[USER] == grouping
    records = io.read(record_path)
    assert [r["session"]["hand"] for r in records] == [1, 2]
    assert not second.store.autosave_path.exists()


# -- the language ----------------------------------------------------------------------------
def _catalog(needed: list[str]) -> dict:
    catalog = translations("zh_CN")
    missing = [k for k in needed if k not in catalog]
    assert not missing, f"gupai_zh_CN.ts lacks Da Ling strings: {missing[:5]}"
    return catalog


def _switch(window, code: str) -> None:
    window.settings.set("ui/language", code)
    window.apply_settings(["ui/language"])
    QApplication.processEvents()


def test_switching_to_chinese_retranslates_the_da_ling_table(qtbot, window):
    colour_keys = ["red game", "black game", "red pips", "black pips"]
    cat = _catalog(
        [
            "Target {target} · {colour}",
            "1 tile · stake {stake}",
            "2 tiles · stake {stake}",
            "3 tiles · stake {stake}",
            "= {target}, matches",
            "= {values}, no match",
            "%n red pip(s)",
            "%n black pip(s)",
            "You, bankroll {bank}",
            "AI {n}",
            "Hint",
            "Use hint",
            "Confirm",
            "Split your tiles into groups of 1, 2 and 3, then Confirm",
            "{a} + {b} = {total} → {target}; red pips: {red} (4 or more make a red game)",
        ]
        + colour_keys
    )
    page = open_daling(window, seed=619, players=3)
    table, state = page.table, page.model.state
    english = {k: label_text(v) for k, v in table.labels.items()}
    _switch(window, "zh_CN")
    colour = cat["red game" if state.colour == "red" else "black game"]
    assert table.labels["target"].text() == cat["Target {target} · {colour}"].format(
        target=state.target, colour=colour
    )
    a, b = state.table
    assert table.labels["table"].text() == cat[
        "{a} + {b} = {total} → {target}; red pips: {red} (4 or more make a red game)"
    ].format(a=a, b=b, total=a.pips + b.pips, target=state.target, red=a.red_pips + b.red_pips)
    for k, key_ in enumerate(
        ("1 tile · stake {stake}", "2 tiles · stake {stake}", "3 tiles · stake {stake}")
    ):
        stake = page.model.rules.stake_amounts[k]
        assert table.labels[f"title{k}"].text() == cat[key_].format(stake=f"{stake:g}")
        value = table.labels[f"value{k}"].toPlainText()
        assert value == text.group_line(page.model.groups()[k], state.target, state.colour)
        assert value != english[f"value{k}"]
    for seat in (1, 2):
        assert table.labels[f"seat{seat}"].text() == cat["AI {n}"].format(n=seat)
    assert table.labels["you"].text() == cat["You, bankroll {bank}"].format(bank="1000")
    assert (
        table.labels["status"].text()
        == cat["Split your tiles into groups of 1, 2 and 3, then Confirm"]
    )
    assert page.hint_button.text() == cat["Hint"]
    assert page.confirm_button.text() == cat["Confirm"]
    _switch(window, "en")
    now = {k: label_text(v) for k, v in table.labels.items()}
    assert now == english
    wait_ai(qtbot, page)


def test_switching_language_after_a_hand_retranslates_its_results(qtbot, window):
    cat = _catalog(
        [
            "Result: {outcome}, {net}",
            "groups {marks} · %n colour pip(s)",
            "groups {marks}",
            "win",
            "lose",
            "push",
        ]
    )
    page = open_daling(window, seed=620, players=3)
    play_hand_by_keyboard(qtbot, page)
    page.scoring.close()
    results = {r.seat: r for r in page.model.state.settlement.results}
    _switch(window, "zh_CN")
    you = results[USER]
    assert page.table.labels["status"].text() == cat["Result: {outcome}, {net}"].format(
        outcome=cat[you.outcome], net=words.money(you.net)
    )
    for seat in (1, 2):
        r = results[seat]
        marks = " ".join("✓" if g.matches else "✗" for g in r.groups)
        said = cat["groups {marks} · %n colour pip(s)" if r.absolute else "groups {marks}"]
        assert page.table.labels[f"info{seat}"].toPlainText().splitlines()[0] == said.replace(
            "%n", str(r.colour_pips)
        ).format(marks=marks)


def test_a_won_group_says_what_each_other_player_pays(qapp):
    """Found when the scoring window was read: "every other player pays", but not how much."""
    from types import SimpleNamespace

    from gupai_desktop.games.daling.text import contest_line

    won = SimpleNamespace(size=2, reason="won", best_pips=5, winner=1, stake=7)
    assert contest_line(won, "7").endswith("every other player pays the winner 7")
