"""A bad AI cannot hang the app. In every game, a bot that answers a move the rules refuse,
raises, or hangs past its time budget costs one log record and one notice on the page, never a
message box; its seat plays the game's rule bot or, when that is broken too, the first legal
move; and the user plays the hand to its end."""

from __future__ import annotations

import logging
import threading
import time

import pytest
from PySide6.QtWidgets import QApplication

from gupai_desktop.ai import bots
from gupai_desktop.engine import games
from gupai_desktop.games.notice import Notice

from .helpers import AI_TIMEOUT

BUDGET_S = 0.3  # the runner's budget in these tests (the app's is 5 s)
# A bot that hangs costs a whole budget, so it is short; one that raises or answers nonsense
# costs nothing, and its fallback (the rule bot, in the same job) must not run out of time on
# a machine shared with other tests.
BUDGET_FOR = {"hangs": 0.5, "raises": 10.0, "illegal": 10.0}
KINDS = ("illegal", "raises", "hangs")
GAMES = games.known_ids()
REAL_MODULE_FOR = bots.module_for


class BrokenBot:
    """Stands in for a game's AI module: misbehaves at the `broken` levels (all when None),
    plays like the real module at the others, and notes what the rule bot answered."""

    def __init__(self, real, kind: str, gate: threading.Event, broken=None):
        self.real, self.kind, self.gate, self.broken = real, kind, gate, broken
        self.LEVELS = real.LEVELS
        self.rule_answers: list[str] = []

    def act(self, observation, rules, level):
        if self.broken is None or level in self.broken:
            if self.kind == "raises":
                raise RuntimeError("the bot fell over")
            if self.kind == "hangs":
                self.gate.wait()
            return "nonsense:0"
        action = self.real.act(observation, rules, level)
        if level == next(iter(self.LEVELS)):
            self.rule_answers.append(action)
        return action


@pytest.fixture
def window(make_window):
    """The window unshown: these tests are about what a failing AI costs, and painting a shown
    window took two thirds of the time of a Da Gunzi hand (the table is drawn as it always is
    by the other UI tests)."""
    return make_window(show=False)


@pytest.fixture
def gate():
    """Holds hung bots until the test is over, so no thread outlives it."""
    event = threading.Event()
    yield event
    event.set()


@pytest.fixture
def ai_log(caplog, monkeypatch):
    # A logging.config.dictConfig() elsewhere in the process (import-linter's, run by
    # tests/test_layering.py) disables every logger that existed then; the app's must log here.
    for name, logger in logging.root.manager.loggerDict.items():
        if name.startswith("gupai_desktop") and isinstance(logger, logging.Logger):
            monkeypatch.setattr(logger, "disabled", False)
    caplog.set_level(logging.WARNING, logger="gupai_desktop")
    return lambda: [
        r
        for r in caplog.records
        if r.name.startswith("gupai_desktop") and r.levelno >= logging.WARNING
    ]


def inject(monkeypatch, kind: str, gate, broken=None) -> dict[str, BrokenBot]:
    made: dict[str, BrokenBot] = {}

    def module_for(game_id: str):
        if game_id not in made:
            made[game_id] = BrokenBot(REAL_MODULE_FOR(game_id), kind, gate, broken)
        return made[game_id]

    monkeypatch.setattr(bots, "module_for", module_for)
    return made


def open_game(
    window, game_id: str, seed: int = 11, budget_s: float = BUDGET_S, strongest: bool = True
):
    """The game's page with a first hand dealt, the AI seats at the strongest level (or the
    first, for a test of the page's hint: Small Mahjong's strongest seats search, in the worker
    processes, for a few CPU-seconds before the user's first move)."""
    spec = games.get(game_id)
    window.runner.budget_s = budget_s
    page = window._page_for(game_id)
    window.page = page
    window.stack.setCurrentWidget(page)
    page.start(spec.rules_from_dict({}), spec.ai_levels[-1 if strongest else 0], seed)
    QApplication.processEvents()
    return page


def rule_move(model, seat: int) -> str:
    """What the user plays: the real rule bot's move for the user's seat."""
    module = REAL_MODULE_FOR(model.game_id)
    return module.act(model.state.observation(seat), model.rules, next(iter(module.LEVELS)))


def play_to_the_end(qtbot, page) -> None:
    """As a user: an arranged game is confirmed once; a turn game is played move by move."""
    model = page.model
    if hasattr(model, "draft"):
        assert model.commit(rule_move(model, model.user_seat))
    else:
        for _ in range(200):
            qtbot.waitUntil(lambda: model.ai_ready, timeout=AI_TIMEOUT)
            if model.state.is_terminal():
                break
            assert model.play(model.state.legal_actions()[0])
    qtbot.waitUntil(lambda: model.state.is_terminal(), timeout=AI_TIMEOUT)
    assert model.session.hand_number >= 1 and model.state.returns() is not None


def notices(page) -> list[Notice]:
    return [n for n in page.findChildren(Notice) if not n.isHidden()]


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("game_id", GAMES)
def test_a_bot_broken_at_every_level_costs_one_record_and_one_notice(
    qtbot, window, boxes, monkeypatch, gate, ai_log, game_id, kind
):
    inject(monkeypatch, kind, gate)
    page = open_game(window, game_id, budget_s=BUDGET_FOR[kind])
    play_to_the_end(qtbot, page)
    assert QApplication.activeModalWidget() is None
    assert boxes.calls == []
    (shown,) = notices(page)
    assert "AI" in shown.label.text()
    (record,) = ai_log()
    text = record.getMessage()
    assert game_id in text and "seat" in text and "history:" in text and "observation:" in text
    assert {"illegal": "nonsense:0", "raises": "the bot fell over", "hangs": "no answer within"}[
        kind
    ] in text


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("game_id", GAMES)
def test_a_broken_level_is_replaced_by_the_rule_bot(
    qtbot, window, boxes, monkeypatch, gate, ai_log, game_id, kind
):
    """Only the chosen level is broken: every AI move of the hand is the rule bot's."""
    strongest = games.get(game_id).ai_levels[-1]
    made = inject(monkeypatch, kind, gate, broken={strongest})
    page = open_game(window, game_id, budget_s=BUDGET_FOR[kind])
    model = page.model
    moves: list[str] = []
    if hasattr(model, "draft"):
        qtbot.waitUntil(lambda: model.ai_ready, timeout=AI_TIMEOUT)
        moves = [model.ai_actions[seat] for seat in model.ai_seats()]
    else:
        model.moved.connect(lambda seat, action: seat != model.user_seat and moves.append(action))
    play_to_the_end(qtbot, page)
    assert moves and moves == made[game_id].rule_answers
    assert len(notices(page)) == 1 and len(ai_log()) == 1
    assert boxes.calls == [] and QApplication.activeModalWidget() is None


@pytest.mark.parametrize("game_id", GAMES)
def test_the_next_hand_does_not_ask_the_broken_bot_again(
    qtbot, window, boxes, monkeypatch, gate, ai_log, game_id
):
    inject(monkeypatch, "raises", gate)
    page = open_game(window, game_id, budget_s=BUDGET_FOR["raises"])
    play_to_the_end(qtbot, page)
    page.model.deal()
    play_to_the_end(qtbot, page)
    assert len(notices(page)) == 1 and len(ai_log()) == 1
    assert boxes.calls == []


def test_a_hung_job_does_not_hold_up_the_next_and_its_late_answer_is_dropped(qtbot, window, gate):
    runner = window.runner
    runner.budget_s = BUDGET_S
    got, timed_out = [], []
    runner.submit(
        lambda: gate.wait() and "late", got.append, on_timeout=lambda: timed_out.append(True)
    )
    runner.submit(lambda: "quick", got.append)
    qtbot.waitUntil(lambda: got == ["quick"], timeout=5000)
    assert timed_out == [True]
    gate.set()
    qtbot.wait(100)
    assert got == ["quick"] and not runner.busy()


def test_closing_the_window_returns_promptly_while_a_bot_hangs(
    qtbot, make_window, monkeypatch, gate
):
    window = make_window()
    inject(monkeypatch, "hangs", gate)
    open_game(window, GAMES[0], budget_s=600.0)  # within its budget when the window closes
    qtbot.waitUntil(window.runner.busy, timeout=2000)
    qtbot.wait(50)
    started = time.monotonic()
    window.close()
    assert time.monotonic() - started < 2.0
    assert window.runner.pool.activeThreadCount() == 0


def _times_out(work, on_result, on_error=None, on_timeout=None, ticket=None) -> None:
    """A runner's submit whose job has run out of time at once."""
    on_timeout()


@pytest.mark.reviews  # the reviewer is left as it is (its runner gives up at once)
def test_a_review_or_a_hint_that_times_out_is_told_in_the_window_s_language(
    qtbot, window, monkeypatch
):
    """Found in Chinese: the Review button's tooltip read "这一局没有复盘：no answer within
    120 s", and a hint that hung said "TimeoutError: no answer within ..."."""
    from gupai_desktop.base import i18n

    i18n.set_language("zh_CN")
    reviewer = window.reviewer
    monkeypatch.setattr(reviewer.runner, "submit", _times_out)
    whys: list[str] = []
    window.bus.review_failed.connect(lambda _id, _hand, why: whys.append(why))
    session = {"id": "s", "hand": 1}
    reviewer.review(
        {"game": "paigow", "variant": {}, "table": {}, "actions": [], "session": session},
        0,
        "unused.jsonl",
    )
    assert whys == ["120 秒内没有应答"]

    page = open_game(window, GAMES[0], budget_s=BUDGET_S)
    said: list[str] = []
    page.model.failed.connect(said.append)
    monkeypatch.setattr(page.model.runner, "submit", _times_out)
    page.model.submit(lambda: "unused", lambda result: None)
    assert [wording() for wording in said] == [f"电脑在 {BUDGET_S:g} 秒内没有应答。"]


def _fails(work, on_result, on_error=None, on_timeout=None, ticket=None) -> None:
    """A runner's submit whose job has failed at once."""
    on_error("Traceback (most recent call last):\nRuntimeError: the weighing broke")


@pytest.mark.parametrize("game_id", ["paigow", "small-mahjong"])
def test_a_hint_that_fails_gives_its_thinking_line_back_to_the_prompt(
    qtbot, window, monkeypatch, game_id
):
    """Found when Da Gunzi's hint failed while the dealer buried: the notice above the table
    said so, but the line under it kept "Thinking about your move..." for good."""
    page = open_game(window, game_id, budget_s=10.0, strongest=False)
    qtbot.waitUntil(lambda: page.model.can_arrange() and page.model.ai_ready, timeout=10_000)
    monkeypatch.setattr(page.model.runner, "submit", _fails)
    page.hint()
    assert page.hint_label.text() == page.prompt_text()
    assert not page.notice.isHidden() and "the weighing broke" in page.notice.label.text()
    assert page._hint is None and not page.use_hint_button.isEnabled()


def test_a_late_answer_for_a_position_gone_leaves_the_question_since_waiting(qtbot, window):
    """A hint's answer for a position the user has left must not take the "Thinking..." of
    one asked since: that question's failure still gives its line back to the prompt."""
    page = open_game(window, "small-mahjong", budget_s=10.0, strongest=False)
    qtbot.waitUntil(lambda: page.model.can_arrange() and page.model.ai_ready, timeout=10_000)
    page.hint()
    asked = page._asked
    assert asked == page._position()
    page._show_hint((page.model.serial - 1, 0, "pass", (), False))  # the last hand's answer
    assert page._asked == asked and page._hint is None
    page.model.hint_failed.emit()
    assert page._asked is None and page.hint_label.text() == page.prompt_text()
