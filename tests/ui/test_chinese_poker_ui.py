"""Chinese Poker (十三张) through the window, as a user plays it: the New Game dialog, the deal
of 13 cards, moving them into the front, middle and back rows by mouse and keyboard, sorting,
the live row names and the foul check, the suggestion, confirming, the reveal and the scoring
window, special hands and surrender, the replay viewer, and resuming after a kill."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication, QLabel

from gupai_desktop.base import words
from tests.test_words import CARD_CODE
from gupai_desktop.dialogs.scoring import ScoringDialog
from gupai_desktop.engine.chinese_poker.ranking import key_of
from gupai_desktop.engine.chinese_poker.rules import ChinesePokerRules
from gupai_desktop.engine.chinese_poker.setting import Setting, foul_reason
from gupai_desktop.engine.chinese_poker.splits import setting_at, strongest_split
from gupai_desktop.engine.session import Session
from gupai_desktop.games.chinese_poker import text
from gupai_desktop.games.chinese_poker.replay_view import describe
from gupai_desktop.games.chinese_poker.model import ROW_SLOTS
from gupai_desktop.games.chinese_poker.table import HAND_STEP, SLOTS
from gupai_desktop.records import io
from gupai_desktop.table.sprites import CardSprite

from .helpers import (
    AI_TIMEOUT,
    click,
    drag,
    key,
    open_chinese_poker,
    press,
    wait_ai,
    wait_over,
    wait_scoring,
    when_modal,
)

USER = 1
ROWS = ("front", "middle", "back")


# -- helpers ----------------------------------------------------------------------------------
def cards_of(sprites):
    return [None if sp is None else sp.key for sp in sprites]


def keys(items):
    return [None if c is None else (c.rank, c.suit) for c in items]


def assert_sprites_in_slots(page) -> None:
    board, model = page.table.board, page.model
    assert cards_of(board.sprites) == keys(model.draft)
    for i, sp in enumerate(board.sprites):
        if sp is not None:
            assert (sp.pos() - board.slots[i].topLeft()).manhattanLength() < 0.5, f"slot {i}"


def assert_row_labels(page) -> None:
    """Each full row is named by the engine's key for it; an unfilled row has no name."""
    m = page.model
    row_keys = m.row_keys()
    for row in ROWS:
        label = page.table.labels[f"name_{row}"].text()
        if row_keys[row] is None:
            assert label == ""
        else:
            assert label.startswith(text.hand_name(row_keys[row]))


def first_deal(rules: ChinesePokerRules, seed: int):
    return Session.start("chinese-poker", rules, seed).deal()


def move_to(page, card, slot: int) -> None:
    """Drag the sprite holding `card` onto slot `slot` (a swap, or a move to an empty slot)."""
    board = page.table.board
    i = page.model.draft.index(card)
    if i != slot:
        drag(page, board.sprites[i].center(), SLOTS[slot].center())


def lay_out(page, setting: Setting) -> None:
    """Put a whole setting into the rows, one drag per card."""
    for slot, card in zip(range(13, 26), setting.cards()):
        move_to(page, card, slot)
    assert page.model.rows_full()


def foul_front_setting(hand) -> Setting | None:
    """A setting of this hand with a pair in front over a high-card middle (back legal)."""
    ranks = Counter(c.rank for c in hand)
    for rank in (r for r, n in ranks.items() if n >= 2):
        pair = [c for c in hand if c.rank == rank][:2]
        rest = [c for c in hand if c not in pair]
        for kicker in rest:
            others = [c for c in rest if c != kicker]
            for middle in itertools.combinations(others, 5):
                back = [c for c in others if c not in middle]
                s = Setting.of(pair + [kicker], middle, back)
                reason = foul_reason(s)
                if (
                    reason
                    and reason.startswith("the front")
                    and s.keys()[1] < s.keys()[2]
                    and len({c.rank for c in middle}) == 5
                ):
                    return s
    return None


def strongest(hand, wheel="low") -> Setting:
    return setting_at(list(hand), strongest_split(list(hand), wheel))


def play_by_suggestion(qtbot, page) -> None:
    """H, Use hint, Enter: the AI's setting is confirmed and the hand settles."""
    window = page.window()
    press(qtbot, window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: page._hint is not None, timeout=AI_TIMEOUT)
    qtbot.mouseClick(page.use_hint_button, Qt.MouseButton.LeftButton)
    press(qtbot, window, Qt.Key.Key_Return)
    wait_over(qtbot, page)
    wait_scoring(qtbot, page)


# -- the chooser and the New Game dialog ----------------------------------------------------
def test_the_chooser_lists_chinese_poker_with_its_play_button(window):
    assert "chinese-poker" in window.chooser.buttons
    button = window.chooser.buttons["chinese-poker"]
    assert button.isVisible() and button.isEnabled()
    assert button.text() == "Play Chinese Poker"


OPTIONS = [
    dict(
        players=2,
        preset="basic",
        wheel="second",
        sweep_bonus=3,
        overall_point=True,
        bankroll=500,
        level="greedy",
    ),
    dict(
        players=3,
        preset="hawaiian-gardens",
        wheel="low",
        sweep_bonus=1,
        overall_point=False,
        bankroll=2500,
        level="strong",
    ),
]


def _fill(dialog, o: dict) -> None:
    for name in ("players", "preset", "wheel", "sweep_bonus", "bankroll"):
        dialog.set_option(name, o[name])
    if dialog.option_value("overall_point") != o["overall_point"]:
        dialog.widget("overall_point").click()
    dialog.level.setCurrentIndex(dialog.level.findData(o["level"]))


def _read(dialog) -> dict:
    return dict(
        {
            key: dialog.option_value(key)
            for key in ("players", "preset", "wheel", "sweep_bonus", "overall_point", "bankroll")
        },
        level=dialog.level.currentData(),
    )


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: f"{o['players']}p-{o['preset']}")
def test_play_runs_the_new_game_dialog_and_its_options_reach_the_rules(qtbot, window, options):
    seen = []

    def choose(dialog):
        players = dialog.widget("players")
        seen.append((type(dialog).__name__, dialog.spec.id, players.minimum(), players.maximum()))
        _fill(dialog, options)
        dialog.accept()

    when_modal(choose)
    qtbot.mouseClick(window.chooser.buttons["chinese-poker"], Qt.MouseButton.LeftButton)
    assert seen == [("NewGameDialog", "chinese-poker", 2, 4)]
    page = window.page
    assert page is window.pages["chinese-poker"] and window.stack.currentWidget() is page
    model = page.model
    expected = ChinesePokerRules(**{k: v for k, v in options.items() if k != "level"})
    assert model.rules == expected and model.state.rules == expected
    assert model.level == options["level"]
    assert len(model.state.hands) == options["players"]
    assert model.session.bankrolls == [options["bankroll"]] * options["players"]
    for k, v in options.items():
        assert window.settings.get(f"chinese-poker/{'ai_level' if k == 'level' else k}") == v
    assert window.settings.get("game/last_game") == "chinese-poker"
    wait_ai(qtbot, page)

    shown = []

    def look(dialog):
        shown.append(_read(dialog))
        dialog.reject()

    when_modal(look)
    press(qtbot, window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert shown == [options]
    assert model.rules == expected  # cancelled: the game goes on


# -- the deal -----------------------------------------------------------------------------------
def test_the_deal_puts_13_face_up_cards_in_the_hand_and_leaves_the_rows_empty(qtbot, window):
    page = open_chinese_poker(window, seed=701, players=4)
    model, table = page.model, page.table
    board = table.board
    assert len(model.draft) == 26
    assert model.draft[13:] == [None] * 13 and None not in model.draft[:13]
    assert Counter(model.draft[:13]) == Counter(model.state.hands[USER])
    hand = board.sprites[:13]
    assert all(sp.face_up and sp.draggable and sp.clickable for sp in hand)
    assert board.sprites[13:] == [None] * 13
    assert_sprites_in_slots(page)
    assert len(table.outlines) == 13  # dashed outlines for the rows
    for item, rect in zip(table.outlines, SLOTS[13:]):
        assert item.rect() == rect and item.pen().style() == Qt.PenStyle.DashLine
    for seat in (0, 2, 3):
        sprites = table.by_seat[seat]
        assert len(sprites) == 13
        assert not any(sp.face_up or sp.draggable or sp.clickable for sp in sprites)
        assert Counter(cards_of(sprites)) == Counter(keys(model.state.hands[seat]))
    face_up = {id(sp) for sp in table.sprites if sp.face_up}
    assert face_up == {id(sp) for sp in hand}
    assert not page.confirm_button.isEnabled()
    assert page.confirm_button.toolTip() == "Put all 13 cards into the rows first"
    assert model.confirm_blocker() == "Put all 13 cards into the rows first"
    for row in ROWS:
        assert table.labels[f"name_{row}"].text() == ""
    assert table.labels["row_front"].text() == "Front row"
    wait_ai(qtbot, page)


# -- arranging: drag, click, keyboard, sort ------------------------------------------------------
def test_dragging_a_hand_card_onto_an_empty_row_slot_moves_it_there(window):
    page = open_chinese_poker(window, seed=702)
    model, board = page.model, page.table.board
    before = list(model.draft)
    sprite = board.sprites[4]
    drag(page, sprite.center(), SLOTS[21].center())  # the back's first slot
    assert model.draft[21] == before[4]
    assert model.draft[:13] == before[:4] + before[5:13] + [None]  # the hand closes up
    assert board.sprites[21] is sprite and board.sprites[12] is None
    assert model._undo == [before]
    assert_sprites_in_slots(page)


def test_the_hand_closes_up_and_stays_centred_as_cards_go_to_the_rows(qtbot, window):
    """Found in a new-user run: each card put in a row left its gap in the hand. The cards
    left sit side by side, centred under the rows; a card dropped right of them comes back."""
    page = open_chinese_poker(window, seed=702)
    model, board = page.model, page.table.board
    for row_slot in (13, 16, 21):
        drag(page, board.sprites[5].center(), SLOTS[row_slot].center())
    qtbot.waitUntil(lambda: not page.table.animator.is_moving(board.sprites[0]))
    held = [sp for sp in board.sprites[:13] if sp is not None]
    assert board.sprites[:10] == held and len(held) == 10
    xs = [sp.pos().x() for sp in held]
    assert all(abs(b - a - HAND_STEP) < 0.5 for a, b in zip(xs, xs[1:]))
    assert abs((held[0].center().x() + held[-1].center().x()) / 2 - 800) < 1
    back = board.sprites[21]
    drag(page, back.center(), board.slots[10].center())  # the first empty slot of the hand
    assert board.sprites[10] is back and model.draft[21] is None
    assert_sprites_in_slots(page)
    steps = len(model._undo)
    drag(page, board.sprites[10].center(), board.slots[11].center())  # the last: no move
    assert len(model._undo) == steps  # a move that moved nothing is no step to undo
    assert_sprites_in_slots(page)


def test_the_next_hand_is_dealt_into_the_hand_s_row_at_animation_speed(qtbot, make_window):
    """Found by a new user: after a hand whose cards had all gone to the rows, one or two
    cards of the next deal flew beside AI 1, to the slots of the emptied hand."""
    from gupai_desktop.games.chinese_poker.table import hand_slots

    window = make_window(instant=False)
    window.animator.speed = 1.0  # at the normal pace, as the race needs
    page = open_chinese_poker(window, seed=707)
    model = page.model
    qtbot.waitUntil(lambda: not page.table.animator.busy(), timeout=5000)
    cards = sorted(model.state.hands[model.user_seat])
    model.apply_setting(setting_at(cards, strongest_split(cards)))  # the hand emptied
    qtbot.waitUntil(lambda: not page.table.animator.busy(), timeout=5000)
    page.confirm()
    qtbot.waitUntil(lambda: model.state.is_terminal(), timeout=AI_TIMEOUT)
    flights, move = {}, page.table.animator.move

    def spy(item, pos, *args, **kwargs):
        flights[item] = pos
        return move(item, pos, *args, **kwargs)

    page.table.animator.move = spy
    page.next_hand()
    dealt = [flights[sp] for sp in page.table.board.sprites[:13]]
    assert dealt == [rect.topLeft() for rect in hand_slots(13)]  # where the cards fly to
    qtbot.waitUntil(lambda: not page.table.animator.busy(), timeout=5000)
    QApplication.processEvents()
    assert page.table.board.slots[:13] == hand_slots(13)
    assert_sprites_in_slots(page)


def test_dragging_a_card_onto_another_card_swaps_them(window):
    page = open_chinese_poker(window, seed=703)
    model, board = page.model, page.table.board
    drag(page, board.sprites[0].center(), SLOTS[13].center())  # into the front
    before = list(model.draft)
    hand_sprite, row_sprite = board.sprites[7], board.sprites[13]
    drag(page, hand_sprite.center(), SLOTS[13].center())  # onto the card in the front
    assert model.draft[13] == before[7] and model.draft[7] == before[13]
    assert board.sprites[13] is hand_sprite and board.sprites[7] is row_sprite
    assert_sprites_in_slots(page)


def test_a_drop_far_from_any_slot_snaps_back(window):
    page = open_chinese_poker(window, seed=704)
    model, board = page.model, page.table.board
    before, sprites = list(model.draft), list(board.sprites)
    drag(page, sprites[2].center(), QPointF(1500, 120))
    assert model.draft == before and board.sprites == sprites and not model._undo
    assert_sprites_in_slots(page)


def test_clicking_a_card_then_an_empty_row_slot_moves_it(window):
    page = open_chinese_poker(window, seed=705)
    model, board = page.model, page.table.board
    before = list(model.draft)
    sprite = board.sprites[12]
    click(page, sprite.center())
    assert board.selected is sprite and model.draft == before
    click(page, SLOTS[18].center())  # the middle's third slot
    assert model.draft[18] == before[12] and model.draft[12] is None
    assert board.selected is None and board.sprites[18] is sprite
    assert_sprites_in_slots(page)


def test_clicking_an_empty_slot_with_nothing_picked_does_nothing(window):
    page = open_chinese_poker(window, seed=706)
    before = list(page.model.draft)
    click(page, SLOTS[14].center())
    assert page.model.draft == before and page.table.board.selected is None
    assert not page.model._undo


def test_keyboard_arrows_and_space_move_a_card_into_a_row(qtbot, window):
    page = open_chinese_poker(window, seed=707)
    model, board = page.model, page.table.board
    assert page.view.hasFocus()
    before = list(model.draft)
    press(qtbot, window, Qt.Key.Key_Space)  # pick up the hand's first card
    assert board.selected is board.sprites[0]
    press(qtbot, window, Qt.Key.Key_Left)  # wraps to the back's last slot
    assert board.focus == 25
    assert page.table.board.focused_empty_slot() == SLOTS[25]
    press(qtbot, window, Qt.Key.Key_Space)
    assert model.draft[25] == before[0] and model.draft[:13] == before[1:13] + [None]
    assert board.selected is None
    assert_sprites_in_slots(page)
    for _ in range(12):  # an empty slot cannot be picked
        press(qtbot, window, Qt.Key.Key_Left)
    assert board.focus == 13 and board.sprites[13] is None
    press(qtbot, window, Qt.Key.Key_Space)
    assert board.selected is None


def test_up_and_down_move_between_the_hand_and_the_three_rows(qtbot, window):
    page = open_chinese_poker(window, seed=707)
    board = page.table.board
    row_of = {i: row for row, slots in ROW_SLOTS.items() for i in slots}
    board.focus = 6  # the middle of the hand
    seen = []
    for k in (Qt.Key.Key_Up,) * 4 + (Qt.Key.Key_Down,) * 4:
        press(qtbot, window, k)
        seen.append(row_of.get(board.focus, "hand"))
    assert seen == ["back", "middle", "front", "front", "middle", "back", "hand", "hand"]
    board.focus = 13  # the front's left slot
    press(qtbot, window, Qt.Key.Key_Down)
    assert row_of[board.focus] == "middle" and SLOTS[board.focus].center().x() < 800


def test_r_and_s_sort_the_hand_by_rank_and_by_suit(qtbot, window):
    page = open_chinese_poker(window, seed=708)
    model = page.model
    drag(page, page.table.board.sprites[3].center(), SLOTS[16].center())
    rows = model.draft[13:]
    press(qtbot, window, Qt.Key.Key_S)
    hand = [c for c in model.draft[:13] if c is not None]
    assert len(hand) == 12 and model.draft[12] is None  # packed to the left
    assert hand == sorted(hand, key=lambda c: (c.suit, c.rank))
    assert model.draft[13:] == rows
    assert_sprites_in_slots(page)
    press(qtbot, window, Qt.Key.Key_R)
    hand = model.draft[:12]
    assert hand == sorted(hand, key=lambda c: (c.rank, c.suit))
    assert model.draft[13:] == rows
    assert_sprites_in_slots(page)


def test_the_sort_buttons_sort_the_hand(qtbot, window):
    page = open_chinese_poker(window, seed=709)
    model = page.model
    assert page.sort_rank.text() == "Sort by rank" and page.sort_suit.text() == "Sort by suit"
    assert page.sort_rank.isEnabled() and page.sort_suit.isEnabled()
    qtbot.mouseClick(page.sort_suit, Qt.MouseButton.LeftButton)
    assert model.draft[:13] == sorted(model.draft[:13], key=lambda c: (c.suit, c.rank))
    assert_sprites_in_slots(page)
    qtbot.mouseClick(page.sort_rank, Qt.MouseButton.LeftButton)
    assert model.draft[:13] == sorted(model.draft[:13], key=lambda c: (c.rank, c.suit))
    assert_sprites_in_slots(page)
    # sorted again, nothing moves and there is nothing more to undo (Undo was lit and did
    # nothing visible: a new user)
    undo = len(model._undo)
    qtbot.mouseClick(page.sort_rank, Qt.MouseButton.LeftButton)
    assert len(model._undo) == undo
    # every card in the rows, nothing is left to sort: greyed (they were lit and did nothing)
    press(qtbot, window, Qt.Key.Key_H)
    qtbot.waitUntil(page.use_hint_button.isEnabled, timeout=AI_TIMEOUT)
    qtbot.mouseClick(page.use_hint_button, Qt.MouseButton.LeftButton)
    assert model.rows_full()
    assert not page.sort_rank.isEnabled() and not page.sort_suit.isEnabled()
    model.undo()
    assert page.sort_rank.isEnabled() and page.sort_suit.isEnabled()


# -- row names, fouls, confirm --------------------------------------------------------------------
def _foul_seed(rules: ChinesePokerRules, start: int = 710):
    for seed in range(start, start + 200):
        s = foul_front_setting(first_deal(rules, seed).hands[USER])
        if s is not None:
            return seed, s
    raise AssertionError("no hand with a pair to put in front of a high-card middle")


def test_row_labels_name_the_hands_as_the_rows_fill(window):
    page = open_chinese_poker(window, seed=720)
    model, table = page.model, page.table
    target = strongest(model.state.hands[USER])
    for slot, card in zip(range(13, 26), target.cards()):
        move_to(page, card, slot)
        assert_row_labels(page)
    for row, cards in zip(ROWS, target.rows):
        assert table.labels[f"name_{row}"].text() == text.hand_name(key_of(cards))
    assert model.setting() == target
    assert_sprites_in_slots(page)


def test_an_illegal_order_is_marked_and_confirm_stays_disabled_with_the_reason(window):
    rules = ChinesePokerRules()
    seed, foul = _foul_seed(rules)
    page = open_chinese_poker(window, seed=seed)
    model, table = page.model, page.table
    lay_out(page, foul)
    assert model.setting() == foul
    assert foul_reason(foul) is not None
    reason = "The front beats the middle: the middle must be at least as strong"
    assert model.confirm_blocker() == reason
    assert model.fouled_rows() == {"front"}
    front = table.labels["name_front"]
    assert front.text().endswith(" — beats the middle!")  # set apart (two spaces read as a typo)
    assert front.scale() >= 0.8  # readable, in two lines if it must
    assert front.brush().color().name() == "#ff8a80"
    assert table.labels["name_middle"].brush().color().name() != "#ff8a80"
    assert not page.confirm_button.isEnabled()
    assert page.confirm_button.toolTip() == reason
    assert table.labels["status"].text().startswith("The back must be at least as strong")
    key(page.view, Qt.Key.Key_Return)  # Enter does nothing either
    assert model.user_action is None and model.can_arrange()


def test_the_hand_s_caption_goes_once_every_card_is_in_a_row(window):
    """Found when the app was tried: the caption stayed over an empty hand."""
    page = open_chinese_poker(window, seed=721)
    caption = page.table.labels["hand"]
    assert caption.text() == "Your hand (sort: R by rank, S by suit)"
    lay_out(page, strongest(page.model.state.hands[USER]))
    assert page.model.rows_full() and caption.text() == ""
    page.model.undo()
    assert caption.text() == "Your hand (sort: R by rank, S by suit)"


def test_a_legal_full_setting_enables_confirm(qtbot, window):
    page = open_chinese_poker(window, seed=721)
    model = page.model
    lay_out(page, strongest(model.state.hands[USER]))
    assert model.confirm_blocker() is None and model.fouled_rows() == set()
    assert page.confirm_button.isEnabled()
    assert page.confirm_button.toolTip() == "Commit your setting (Enter)"
    assert page.table.labels["status"].text() == "Ready: Confirm to show your rows"
    wait_ai(qtbot, page)
    qtbot.mouseClick(page.confirm_button, Qt.MouseButton.LeftButton)
    assert model.user_action == model.draft_action()
    wait_over(qtbot, page)
    assert model.state.plays[USER].setting == model.setting()


# -- the suggestion and undo ------------------------------------------------------------------------
def test_h_then_shift_h_lays_out_the_hint_without_the_mouse(qtbot, window):
    """Found by a new user playing by keyboard: Use hint had no key of its own."""
    page = open_chinese_poker(window, seed=730, players=3)
    assert not window.actions_["use_hint"].isEnabled()
    # Greyed, the key asks for the hint and lays it out as it comes (it said "press H to ask
    # for one": a new user)
    assert not page.model.draft or not page.model.rows_full()
    press(qtbot, window, Qt.Key.Key_H, Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: page._hint is not None, timeout=AI_TIMEOUT)
    assert window.actions_["use_hint"].text() == "Use hint"
    assert page.model.rows_full() and page.model.setting() == page._hint.setting
    press(qtbot, window, Qt.Key.Key_H, Qt.KeyboardModifier.ShiftModifier)
    assert page.hint_label.text().startswith("The hint is on the table already")


def test_after_use_hint_by_its_button_enter_confirms(qtbot, window):
    """Found by a new user playing by keyboard: after Tab to Use hint and Space, Enter pressed
    Use hint again; the table takes the keyboard back, so Enter confirms as its tooltip says."""
    page = open_chinese_poker(window, seed=730, players=3)
    press(qtbot, window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: page._hint is not None, timeout=AI_TIMEOUT)
    page.use_hint_button.setFocus()
    qtbot.keyClick(page.use_hint_button, Qt.Key.Key_Space)
    assert page.model.rows_full() and QApplication.focusWidget() is page.view
    press(qtbot, window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: page.model.state.is_terminal(), timeout=AI_TIMEOUT)


def test_h_then_suggest_lays_out_the_ais_setting_and_undo_takes_it_back(qtbot, window):
    page = open_chinese_poker(window, seed=730, players=3)
    model = page.model
    drag(page, page.table.board.sprites[0].center(), SLOTS[13].center())
    before = list(model.draft)
    assert not page.use_hint_button.isEnabled()
    press(qtbot, window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: page._hint is not None, timeout=AI_TIMEOUT)
    hint = page._hint
    shown = page.hint_label.text().replace("\u00a0", " ")  # a row's cards kept together
    assert words.card_words(str(hint.setting)) in shown
    assert words.signed(hint.ev) in page.hint_label.text()
    # named as in Pai Gow and Da Ling ("Suggest" here, where the hint beside it began
    # "Suggested: ...")
    assert page.use_hint_button.text() == "Use hint" and page.use_hint_button.isEnabled()
    qtbot.mouseClick(page.use_hint_button, Qt.MouseButton.LeftButton)
    assert model.rows_full() and model.draft[:13] == [None] * 13
    assert model.setting() == hint.setting
    assert model.confirm_blocker() is None and page.confirm_button.isEnabled()
    assert_sprites_in_slots(page)
    assert_row_labels(page)
    qtbot.mouseClick(page.undo_button, Qt.MouseButton.LeftButton)
    assert model.draft == before
    assert_sprites_in_slots(page)
    assert not page.confirm_button.isEnabled()
    wait_ai(qtbot, page)


# -- confirm, the reveal and the scoring window ---------------------------------------------------
def assert_readable(table, sprites) -> None:
    """Revealed cards are shown large enough to read, each index uncovered (a card covers at
    most two fifths of the one before it), and on the table."""
    for sp in sprites:
        assert sp.size()[0] >= 60
        assert table.scene.sceneRect().contains(sp.sceneBoundingRect())
    faces = {sp: sp.mapRectToScene(sp.face_rect()) for sp in sprites}
    for a in sprites:
        for b in sprites:
            if a is not b and a.zValue() < b.zValue():
                shared = faces[a].intersected(faces[b])
                assert shared.isEmpty() or shared.width() <= 0.4 * a.size()[0]


@pytest.mark.parametrize("preset,players", [("bonus", 4), ("basic", 2)])
def test_confirm_reveals_the_rows_and_scores_every_pair(qtbot, window, preset, players):
    page = open_chinese_poker(window, seed=740, players=players, preset=preset)
    model, table = page.model, page.table
    play_by_suggestion(qtbot, page)
    state = model.state
    s = state.settlement
    for seat in range(players):
        if seat == USER:
            continue
        r = next(r for r in s.results if r.seat == seat)
        sprites = table.by_seat[seat]
        assert all(sp.face_up for sp in sprites), f"seat {seat} still face down"
        if r.setting is not None:  # laid out 3 | 5 | 5
            spots, _ = table._shown_rows(seat)
            placed = sorted(sprites, key=lambda sp: spots.index(sp.pos()))
            by_row = [placed[:3], placed[3:8], placed[8:]]
            assert [cards_of(row) for row in by_row] == [keys(row) for row in r.setting.rows]
        assert_readable(table, sprites)
    assert not any(sp.draggable for sp in table.board.pieces())
    # the scoring window: one row per pair, then the total
    dialog = page.scoring
    assert isinstance(dialog, ScoringDialog)
    assert dialog.windowTitle() == "Hand 1: scoring"
    grid = dialog.table
    total = len(s.pairs)  # one row per pair, then Total
    assert total == players * (players - 1) // 2
    assert grid.item(total, 0).text() == "Total"
    assert grid.rowCount() in (total + 1, total + 2)
    # each pair the same way round whoever deals: you first, then the others in seat order
    listed = text.listed_seats(players, False)
    shown = sorted(tuple(sorted(p.seats, key=listed.index)) for p in s.pairs)
    shown.sort(key=lambda ab: (listed.index(ab[0]), listed.index(ab[1])))
    for row, (a, b) in enumerate(shown):
        assert (
            grid.item(row, 0).text() == f"{text.seat_name(a, False)} v {text.seat_name(b, False)}"
        )
        paid = next(
            p.paid if p.seats == (a, b) else -p.paid for p in s.pairs if {a, b} == set(p.seats)
        )
        assert grid.item(row, 5 + a).text() == words.money(paid)
    nets = [float(grid.item(total, 5 + seat).text().replace("+", "")) for seat in range(players)]
    assert nets == pytest.approx(state.returns())
    assert sum(nets) == pytest.approx(0)
    if grid.rowCount() == total + 2:  # and the bankrolls
        assert grid.item(total + 1, 0).text() == "Bankroll"
        assert [
            float(grid.item(total + 1, 5 + seat).text()) for seat in range(players)
        ] == pytest.approx(model.session.bankrolls)
    notes = "\n".join(lab.text() for lab in dialog.findChildren(QLabel)).replace("\u00a0", " ")
    for r in s.results:
        assert f"{text.seat_name(r.seat, False)}: {words.card_words(str(r.setting))}" in notes
    assert not CARD_CODE.search(notes), "cards are shown as ranks and suit symbols, not codes"
    you = state.returns()[USER]
    assert model.session.bankrolls[USER] == 1000 + you
    assert table.labels["you"].text() == f"You, bankroll {1000 + you:g}"
    summary = window.store.stats.summary("chinese-poker")
    assert summary["hands"] == 1 and summary["net"] == pytest.approx(you)
    records = io.read(window.store.record_path)
    assert len(records) == 1 and records[0]["game"] == "chinese-poker"
    assert records[0]["actions"] == state.history()
    assert records[0]["result"]["returns"] == pytest.approx(state.returns())
    replayed = io.replay(records)
    assert replayed.hands == 1 and replayed.all_match
    assert not window.store.autosave_path.exists()


# -- special hands and surrender ---------------------------------------------------------------
def _special_seed(rules: ChinesePokerRules, limit: int = 400):
    for seed in range(limit):
        specials = first_deal(rules, seed).specials_for(USER)
        if specials:
            return seed, specials
    pytest.skip(f"no special hand for the user in {limit} seeds of {rules.preset}")


def test_declare_special_commits_the_declaration(qtbot, window):
    rules = ChinesePokerRules(preset="specials")
    seed, specials = _special_seed(rules)
    page = open_chinese_poker(window, seed=seed, preset="specials")
    model = page.model
    assert model.specials() == specials
    assert page.declare_button.isVisible() and page.declare_button.text() == "Declare special"
    assert not page.surrender_button.isVisible()
    qtbot.mouseClick(page.declare_button, Qt.MouseButton.LeftButton)
    assert model.user_action == f"declare:{specials[-1]}"
    wait_over(qtbot, page)
    assert model.state.plays[USER].kind == "declare"
    assert f"declare:{specials[-1]}" in model.state.history()
    assert not page.declare_button.isVisible()


def test_no_declare_button_without_a_special_hand(window):
    rules = ChinesePokerRules(preset="specials")
    seed = next(s for s in range(800, 900) if not first_deal(rules, s).specials_for(USER))
    page = open_chinese_poker(window, seed=seed, preset="specials")
    assert not page.declare_button.isVisible()


def test_surrender_asks_first_and_commits_the_surrender(qtbot, window, boxes):
    page = open_chinese_poker(window, seed=750, players=3, preset="hawaiian-gardens")
    model = page.model
    assert page.surrender_button.isVisible() and page.surrender_button.text() == "Surrender"
    qtbot.mouseClick(page.surrender_button, Qt.MouseButton.LeftButton)
    assert [title for title, _ in boxes.of("question")] == ["Surrender"]
    # the question says what it costs (Hawaiian Gardens: 3 units a player, 1 chip a unit)
    assert "pay 3 chips to each opponent who plays it out?" in boxes.of("question")[0][1]
    assert model.user_action == "surrender"
    wait_over(qtbot, page)
    assert model.state.plays[USER].kind == "surrender"
    paid = [p.surrender for p in model.state.settlement.pairs if p.surrender]
    assert paid and all(abs(x) * model.rules.unit == 3 for x in paid)
    assert model.state.history()[1 + USER] == "surrender"
    assert not page.surrender_button.isVisible()
    # the cards left in the rows are named as no rows (a second read), and the result says why
    labels = page.table.labels
    assert [labels[f"name_{row}"].text() for row in ("front", "middle", "back")] == ["", "", ""]
    assert labels["status"].text().startswith("You surrendered. Result: lose")


def test_answering_no_to_surrender_keeps_the_hand(qtbot, window, boxes):
    from PySide6.QtWidgets import QMessageBox

    boxes.answer = QMessageBox.StandardButton.No
    page = open_chinese_poker(window, seed=751, players=2, preset="hawaiian-gardens")
    qtbot.mouseClick(page.surrender_button, Qt.MouseButton.LeftButton)
    assert len(boxes.of("question")) == 1
    assert page.model.user_action is None and page.model.can_arrange()
    wait_ai(qtbot, page)


def test_no_surrender_button_where_the_preset_forbids_it(window):
    page = open_chinese_poker(window, seed=752, preset="bonus")
    assert not page.surrender_button.isVisible()


# -- replay --------------------------------------------------------------------------------------
def test_the_replay_viewer_steps_through_a_chinese_poker_record(qtbot, window):
    page = open_chinese_poker(window, seed=760, players=3)
    play_by_suggestion(qtbot, page)
    records = io.read(window.store.record_path)
    dialog = window.open_replay(records, "cp")
    assert dialog.isVisible() and dialog.hands.count() == 1
    actions = records[0]["actions"]
    assert len(actions) == 1 + 3
    qtbot.mouseClick(dialog.first, Qt.MouseButton.LeftButton)
    for k, action in enumerate(actions):
        assert dialog.slider.value() == k
        label = dialog.move_label.text()
        assert label.startswith(f"Move {k + 1} of 4: ")
        if k == 0:
            assert "shuffled" in label
        else:
            assert action.startswith("set:")
            assert label.endswith(describe(action, "x").partition(": ")[2])
        sprites = [i for i in dialog.scene.items() if isinstance(i, CardSprite)]
        assert len(sprites) == 13 * 3 and all(sp.face_up for sp in sprites)
        assert dialog.steps[k].history() == actions[: k + 1]
        if k < len(actions) - 1:
            qtbot.mouseClick(dialog.next, Qt.MouseButton.LeftButton)
    final = dialog.steps[-1]
    assert final.is_terminal()
    assert final.returns() == pytest.approx(records[0]["result"]["returns"])
    dialog.close()


# -- resume --------------------------------------------------------------------------------------
def test_resume_after_a_kill_restores_the_partly_filled_rows(qtbot, make_window, boxes):
    first = make_window()
    page = open_chinese_poker(first, seed=770, players=3, preset="bonus", level="greedy")
    hand = page.model.draft[:13]
    drag(page, page.table.board.sprites[0].center(), SLOTS[13].center())
    drag(page, page.table.board.sprites[5].center(), SLOTS[20].center())
    click(page, page.table.board.sprites[9].center())
    click(page, SLOTS[24].center())
    press(qtbot, first, Qt.Key.Key_S)
    wait_ai(qtbot, page)
    before = list(page.model.draft)
    assert sum(c is not None for c in before[13:]) == 3
    assert Counter(c for c in before if c is not None) == Counter(hand)

    second = make_window()  # the first was never closed
    assert second.offer_resume() is True
    assert [c[0] for c in boxes.calls] == ["question"]
    resumed = second.page
    assert resumed.game_id == "chinese-poker" and second.stack.currentWidget() is resumed
    m = resumed.model
    assert m.draft == before
    assert m.rules == page.model.rules and m.level == "greedy"
    assert m.state.history() == page.model.state.history()
    assert_sprites_in_slots(resumed)
    assert_row_labels(resumed)
    assert not resumed.confirm_button.isEnabled()
    for seat in (0, 2):
        assert not any(sp.face_up for sp in resumed.table.by_seat[seat])
    wait_ai(qtbot, resumed)


def test_each_seed_variation_is_offered_and_impossible_combinations_cannot_be_dealt(window):
    """The seed's variations are one choice in New Game; a pool with special hands does not
    exist in the source, so Deal is disabled and the dialog says why."""
    from gupai_desktop.dialogs.new_game import NewGameDialog
    from gupai_desktop.engine import games

    spec = games.get("chinese-poker")
    dialog = NewGameDialog(spec, window.settings, window)
    assert [dialog.preset.itemData(i) for i in range(1, dialog.preset.count() - 1)] == [
        "house",
        "middle",
        "losing",
        "surrender",
        "single",
        "pool",
        "pool-sweep",
    ]
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    dialog.set_option("preset", "basic")
    dialog.choose_preset("pool-sweep")
    assert ok.isEnabled() and dialog.rules().option("scoring") == "pool"
    assert dialog.rules().pool_sweep
    dialog.set_option("preset", "specials")
    assert not ok.isEnabled() and "cannot be played" in dialog.problem.text()
    dialog.choose_preset("middle")
    assert ok.isEnabled() and dialog.rules().middle_extra


def test_a_move_the_engine_refuses_is_reported_and_the_user_can_try_again(qtbot, window, boxes):
    """The user (seat 1) is not first in engine order, so a bad move is only caught when the
    hand is applied: it must cost a warning and a retry, never the hand."""
    page = open_chinese_poker(window, seed=31)
    model = page.model
    wait_ai(qtbot, page)
    cards = sorted(model.state.hands[model.user_seat])
    fouled = Setting.of(cards[-3:], cards[:5], cards[5:10])  # aces-high front, low middle
    assert foul_reason(fouled) is not None
    assert model.commit("set:" + fouled.token()) is False or boxes.of("warning")
    assert model.user_action is None and model.can_arrange()
    assert not model.state.is_terminal()
    best = setting_at(cards, strongest_split(cards))
    assert model.commit("set:" + best.token())
    assert model.state.is_terminal()


def test_singapore_s_own_options_are_open_only_where_its_special_hands_are_played(window):
    """Found when New Game was tried: the Dragon's pay and the small cards' top stayed open
    under every payment schedule, where they change nothing."""
    from gupai_desktop.dialogs.new_game import NewGameDialog
    from gupai_desktop.engine import games

    dialog = NewGameDialog(games.get("chinese-poker"), window.settings, window)
    singapore = [dialog.fields[key].widget for key in ("dragon_value", "small_cards_max")]
    dialog.set_option("preset", "basic")
    assert not any(w.isEnabled() for w in singapore)
    dialog.set_option("preset", "singapore")
    assert all(w.isEnabled() for w in singapore)
    dialog.set_option("preset", "basic")
    dialog.set_option("specials", "singapore")
    assert all(w.isEnabled() for w in singapore)


def test_the_higher_middle_payment_is_open_only_where_the_middle_has_payments(window):
    """Found by a new user: under the basic payments "Higher payment in the middle" could be
    ticked and dealt, and changed nothing (it adds to the middle's four of a kind and straight
    flush, which those payments do not pay)."""
    from gupai_desktop.dialogs.new_game import NewGameDialog
    from gupai_desktop.engine import games

    dialog = NewGameDialog(games.get("chinese-poker"), window.settings, window)
    middle = dialog.fields["middle_extra"].widget
    dialog.set_option("preset", "bonus")
    dialog.choose_preset("middle")
    assert middle.isEnabled() and middle.isChecked() and dialog.rules().middle_extra
    dialog.set_option("preset", "basic")
    assert not middle.isEnabled() and not middle.isChecked()
    assert not dialog.rules().middle_extra
    assert middle.toolTip() == "No effect with the payments and rules chosen."
    variation = dialog.preset.model().item(dialog.preset.findData("middle"))
    assert not variation.isEnabled()  # chosen, it fell back to the default rules unsaid
    dialog.set_option("house", True)
    dialog.set_option("scoring", "two-of-three")  # a clash: the rules cannot be made
    assert not dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()
    assert not middle.isEnabled()  # still nothing for the middle
    dialog.set_option("scoring", None)
    dialog.set_option("house", None)
    dialog.set_option("royalties", "typical")
    assert middle.isEnabled() and variation.isEnabled()
    assert middle.toolTip() == dialog.fields["middle_extra"].option.help.en  # its own help again


def test_the_scoring_window_says_whose_the_details_are(qapp):
    """Found in a sweep: every pair's details read "rows -1", nobody's. A note says that a
    pair's details count for its first player, the user's seat as "you" in the sentence."""
    from gupai_desktop.games.chinese_poker import scoring

    from .helpers import played_hands

    firsts = set()
    for session, state in played_hands("chinese-poker", hands=4, seed=11):
        if not state.is_terminal():
            continue
        sheet = scoring.scoring_sheet(state, session)
        a, b = sheet.rows[0][0].split(" v ")
        assert a == "You"  # whoever deals, the user's pairs come first, the user first
        first = "you" if a == "You" else a
        assert sheet.notes[0] == (
            f"Details count for the first of a pair: in {a} v {b}, a plus goes to {first}."
        )
        firsts.add(state.settlement.dealer)
    assert len(firsts) > 1  # hands dealt by different seats


def test_the_scoring_window_s_details_are_listed_with_the_language_s_comma(qapp):
    """Found by a new user: in Chinese a pair's details read "各道 -3, 奖励 -4", an English
    comma where the rest of the window writes 、."""
    from gupai_desktop.base import i18n
    from gupai_desktop.games.chinese_poker import scoring

    from .helpers import played_hands

    i18n.set_language("zh_CN")
    try:
        details = [
            row[4]  # Details
            for session, state in played_hands("chinese-poker", hands=6, seed=11)
            if state.is_terminal()
            for row in scoring.scoring_sheet(state, session).rows
        ]
        listed = [d for d in details if "、" in d]
        assert listed and not any(", " in d for d in details)
    finally:
        i18n.set_language("en")


def two_settings_paid(first: str, second: str, **rules):
    """The pair result of two players' settings (AI 1's, then yours) under these rules."""
    from gupai_desktop.engine.chinese_poker.rules import ChinesePokerRules, resolve
    from gupai_desktop.engine.chinese_poker.settlement import Play, settle
    from gupai_desktop.engine.chinese_poker.setting import parse_setting

    plays = []
    for rows in (first, second):
        setting = parse_setting(rows)
        plays.append(Play("set", tuple(setting.cards()), setting, setting.keys("low")))
    return settle(resolve(ChinesePokerRules(players=2, **rules)), plays).pairs[0]


@pytest.mark.parametrize(
    "language, words",
    [
        (
            "en",
            "bonuses -2 (front three of a kind (AI 1) +2, middle full house (You) -1, "
            "back four of a kind (You) -3)",
        ),
        (
            "zh_CN",
            "奖励 -2（头道三条（电脑1）+2、中道葫芦（你）-1、尾道铁支（你）-3）",
        ),
    ],
)
def test_the_scoring_window_says_which_rows_earned_the_bonuses(qapp, language, words):
    """Found in a sweep: a pair's details said "bonuses -2" and not which hand had earned
    them. The seed's bonus example: A's front trips earn 2 over the row's unit, B's middle
    full house 1 and back four of a kind 3."""
    from gupai_desktop.base import i18n
    from gupai_desktop.games.chinese_poker import scoring

    pair = two_settings_paid(
        "6s 6h 6d | 4s 4h 4d 9s 9h | Ks Kh Kd 8s 8h",
        "Qs Qh 7c | Js Jh Jd 2s 2h | 5s 5h 5d 5c Ac",
        preset="bonus",
    )
    i18n.set_language(language)
    try:
        details = scoring._details(pair, False)
        assert details.replace("\u2212", "-").endswith(words)
    finally:
        i18n.set_language("en")


def test_the_scoring_window_says_a_bonus_counts_over_the_row_s_unit(qapp):
    """Under the typical scale a hand's pay replaces the row's one unit: the rules table says
    4 for four of a kind, the window's bonus 3 (the row's 1 is under "rows"). A note says so
    where a bonus was paid (a second read found the two at odds)."""
    from gupai_desktop.games.chinese_poker import scoring

    from .helpers import played_hands

    note = "Each bonus is what a hand earns over its row's one unit."
    seen = set()
    for session, state in played_hands("chinese-poker", hands=12, seed=11):
        if state.is_terminal():
            paid = any(p.royalties for p in state.settlement.pairs)
            assert (note in scoring.scoring_sheet(state, session).notes) == paid
            seen.add(paid)
    assert seen == {True, False}


def test_bonuses_that_cancel_out_are_still_shown(qapp):
    """Under extra payments both fronts' trips earn 2 and cancel: the pair's bonuses are 0,
    and the window still says which hands earned what (a second read found them dropped)."""
    from gupai_desktop.games.chinese_poker import scoring

    pair = two_settings_paid(
        "6s 6h 6d | As Ad 4c 5c 7c | Ks Kh Kd 8s 8h",
        "Qs Qh Qd | Js Jh 2s 3s 9d | Ac Tc 9c 4h 2h",
        preset="bonus",
        royalties="typical-extra",
    )
    assert pair.bonuses == 0
    details = scoring._details(pair, False).replace("\u2212", "-")
    assert "(front three of a kind (AI 1) +2, front three of a kind (You) -2)" in details


@pytest.mark.parametrize("players", [2, 3, 4])
def test_seat_order_runs_clockwise_round_the_table(window, players):
    """Found by a new user: Hawaiian Gardens pays "clockwise from the dealer" in seat order,
    and the table sat AI 1, You, AI 2, AI 3 left, bottom, top, right. From the user at the
    bottom, each next seat is further round clockwise (on screen: left, top, right)."""
    import math

    page = open_chinese_poker(window, players=players, preset="hawaiian-gardens")
    labels = page.table.labels

    def turn(seat):  # clockwise from the bottom of the table, in degrees
        if seat == 1:
            return 0.0
        r = labels[f"seat{seat}"].sceneBoundingRect().center()
        return (math.degrees(math.atan2(r.y() - 450, r.x() - 800)) - 90) % 360

    order = [(1 + k) % players for k in range(players)]  # You, then on round
    assert [turn(s) for s in order] == sorted(turn(s) for s in order)


def test_a_declared_hand_is_shown_whole_not_cut_into_rows(qtbot, window):
    """Found by a new user: AI 1's declared "Three flushes" was revealed cut 3-5-5, as rows of
    no flush at all, and the scoring window listed none of its cards. A hand not set in rows
    is shown whole, by suit, in two lines at the side that keep each suit whole; the window
    lists its 13 cards."""
    from gupai_desktop.games.chinese_poker import scoring, text

    page = open_chinese_poker(window, seed=12, level="greedy", preset="hawaiian-gardens")
    play_by_suggestion(qtbot, page)
    state = page.model.state
    (declared,) = [r for r in state.settlement.results if r.kind == "declare"]
    assert declared.seat == 0 and declared.special == "Three flushes"
    qtbot.waitUntil(lambda: all(sp.face_up for sp in page.table.by_seat[0]))
    # two lines, by suit, each suit's cards side by side and never split between the lines
    order = sorted(page.table.by_seat[0], key=lambda sp: (sp.pos().y(), sp.pos().x()))
    lines = [
        [sp.suit for sp in order if round(sp.pos().y()) == y]
        for y in sorted({round(sp.pos().y()) for sp in order})
    ]
    assert len(lines) == 2 and max(map(len, lines)) <= 9
    suits = [suit for line in lines for suit in line]
    assert suits == sorted(suits, key=suits.index)
    assert not set(lines[0]) & set(lines[1])
    cards = text.whole_hand_line("Three flushes", state.hands[0])
    sheet = scoring.scoring_sheet(state, page.model.session)
    assert f"AI 1: {cards}" in sheet.notes
    # Each pair's details name the hand paid for (they said "special hand +3": a new user).
    paid = [row[4] for row in sheet.rows if "AI 1" in row[0]]
    assert paid and all(d.startswith("Three flushes ") for d in paid), paid
    # No rows were compared: one cell across the three rows' columns says whose hand it was
    # ("special hand" under Front row read as the front row's winner: a new user).
    special = [r for r, row in enumerate(sheet.rows) if "AI 1" in row[0]]
    assert [sheet.rows[r][1:4] for r in special] == [["AI 1: special hand", "", ""]] * 3
    assert sorted(sheet.spans) == [(r, 1, 3) for r in special]
    table = page.scoring.table
    assert all(table.columnSpan(r, 1) == 3 for r in special)
    assert table.columnSpan(len(sheet.rows) - 2, 1) == 1  # the Total row keeps its cells


def test_where_the_dealer_matters_the_table_and_the_scoring_window_name_it(qtbot, window):
    """Found in a sweep: Hawaiian Gardens pays pairs clockwise from the dealer in chips that
    cannot go below zero, and nothing said who dealt. The dealer's name says it, the first
    hand's (seat 0, AI 1) and the next's (the user), and the scoring window says the order;
    under payments where the dealer does not matter, nothing does."""
    page = open_chinese_poker(window, preset="hawaiian-gardens")
    labels = page.table.labels
    assert labels["seat0"].text() == "AI 1 (dealer)"
    assert labels["seat2"].text() == "AI 2"
    play_by_suggestion(qtbot, page)
    assert labels["seat0"].text() == "AI 1 (dealer)"
    assert (
        "Paid clockwise from the dealer, AI 1, special hands first: nobody wins or loses more "
        "chips than they started the hand with."
    ) in page.scoring.sheet_of().notes
    page.scoring.close()
    page.next_hand()
    qtbot.waitUntil(lambda: page.table.labels["you"].text().startswith("You (dealer)"))
    assert labels["seat0"].text() == "AI 1"

    page = open_chinese_poker(window, preset="bonus")
    assert labels["seat0"].text() == "AI 1"
    assert page.table.labels["you"].text().startswith("You, bankroll")


def test_a_long_hand_name_and_its_foul_are_readable_in_two_lines(qtbot, window):
    """Found on a second look at 1024 x 700: "Full house, fives over eights — beats the
    back!" was shrunk onto one line to about 6 px on screen."""
    page = open_chinese_poker(window, seed=707)
    table = page.table
    label = table.labels["name_middle"]
    from gupai_desktop.engine.chinese_poker import ranking

    full_house = ranking.rank_key5([5, 5, 5, 8, 8], flush=False)  # fives over eights
    table._place_rows({"front": None, "middle": full_house, "back": None}, {"middle"})
    assert "\n" in label.text() and label.text().replace("\n", " ").endswith("beats the back!")
    assert label.scale() >= 0.8


def test_default_rules_restore_the_payments_a_variation_keeps(window):
    """Found in a new-user run: "Default rules" left the payments as chosen, and the line under
    the options went on listing them as a difference from the default rules."""
    from gupai_desktop.dialogs.new_game import NewGameDialog
    from gupai_desktop.engine import games

    dialog = NewGameDialog(games.get("chinese-poker"), window.settings, window)
    dialog.set_option("players", 3)
    dialog.set_option("preset", "specials")
    dialog.choose_preset("surrender")
    assert dialog.option_value("preset") == "specials" and dialog.rules().surrender
    assert dialog.preset.currentData() == "surrender"
    dialog.choose_preset("")
    assert dialog.option_value("preset") == dialog.schema.default("preset") != "specials"
    assert not dialog.rules().surrender
    assert dialog.option_value("players") == 3  # the table's seats are the user's choice
    assert dialog.preset.currentData() == ""
    assert "Payments" not in dialog.differences.text()


def test_the_wheel_scrolls_new_game_rather_than_changing_a_box(qtbot, window):
    """Found by a new user: scrolling New Game's options with the wheel, the pointer passed
    over a box and turned a bonus from none to +3 points. A box changes by the wheel only once
    clicked into; until then the wheel scrolls the form."""
    from PySide6.QtCore import QPoint, QPointF
    from PySide6.QtGui import QWheelEvent

    from gupai_desktop.dialogs.new_game import NewGameDialog
    from gupai_desktop.engine import games

    dialog = NewGameDialog(games.get("chinese-poker"), window.settings, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.resize(dialog.width(), 320)  # the options scroll
    qtbot.waitUntil(lambda: dialog.scroll.verticalScrollBar().maximum() > 0, timeout=2000)
    box = dialog.fields["royalties"].widget
    before, bar = box.currentIndex(), dialog.scroll.verticalScrollBar()
    assert bar.maximum() > 0
    start = bar.value()
    centre = QPointF(box.rect().center())
    down = QWheelEvent(
        centre,
        QPointF(box.mapToGlobal(QPoint(5, 5))),
        QPoint(0, 0),
        QPoint(0, -120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(box, down)
    assert box.currentIndex() == before and bar.value() > start
    dialog.activateWindow()
    box.setFocus()
    qtbot.waitUntil(box.hasFocus, timeout=2000)
    QApplication.sendEvent(box, down)
    assert box.currentIndex() != before  # clicked into, the box takes the wheel
