"""Resuming the hand an autosave holds: offered at start-up after a crash or a kill, and once
more before a new hand replaces one the user kept for later."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from ..base import words
from ..base.i18n import tr
from ..engine import games


def offer(window) -> bool:
    """After a crash or a kill, offer to resume the hand that was in progress."""
    window.store.warm_up()  # reports a damaged statistics file too
    messages: list[str] = []
    data = window.store.load_autosave(messages.append)
    if messages or window.store.warnings:  # one box for all that was found
        QMessageBox.warning(
            window, tr("Settings and saved data"), "\n\n".join(messages + window.store.warnings)
        )
    if data is None:
        return False
    if window.store.recorded_already(data):  # finished and recorded; only the clearing was lost
        window.store.clear_autosave()
        return False
    try:
        game_id = games.canonical(str(data.get("session", {}).get("game")))
    except KeyError:
        game_id = None
    buttons = QMessageBox.StandardButton
    known = game_id in games.game_ids()
    what = (
        tr(
            "A hand of {game} was in progress when the app last closed. "
            "Resume it where it was? (No keeps it for later, until "
            "you deal another hand; Discard forgets it.)"
        ).format(game=words.game_title(game_id))
        if known
        else tr(
            "A hand was in progress when the app last closed. "
            "Resume it where it was? (No keeps it for later, until "
            "you deal another hand; Discard forgets it.)"
        )
    )
    answer = QMessageBox.question(
        window, tr("Resume"), what, buttons.Yes | buttons.No | buttons.Discard, buttons.Yes
    )
    if answer == buttons.Discard or (answer == buttons.Yes and not known):
        window.store.clear_autosave()
        return False
    if answer != buttons.Yes:
        window.kept = data if known else None
        return False
    return resume(window, data, game_id)


def kept_hand_allows_a_new_one(window) -> bool:
    """Before a new hand replaces the hand kept for later at start-up, offer it once more
    (a user who said No there lost it to the next deal without a word): Yes resumes it,
    No deals the new hand, Cancel does neither. True: deal the new hand."""
    if window.kept is None:
        return True
    if window.store.load_autosave(lambda _message: None) != window.kept:
        window.kept = None  # replaced or cleared since: nothing is kept any more
        return True
    buttons = QMessageBox.StandardButton
    game_id = games.canonical(str(window.kept["session"]["game"]))
    answer = QMessageBox.question(
        window,
        tr("Resume"),
        tr(
            "The hand of {game} you kept for later is still saved, and a new hand "
            "replaces it. Resume it now? (No deals the new hand and forgets it.)"
        ).format(game=words.game_title(game_id)),
        buttons.Yes | buttons.No | buttons.Cancel,
        buttons.Yes,
    )
    if answer == buttons.No:
        return True
    if answer == buttons.Yes:
        data, window.kept = window.kept, None
        resume(window, data, game_id)
    return False


def resume(window, data: dict, game_id: str) -> bool:
    """Resume the autosaved hand `data` of `game_id` on its page; a hand that cannot be
    resumed is told and its file kept aside."""
    page = window._page_for(game_id)
    try:
        level = page.resume(data)
    except Exception as exc:  # a file from outside: whatever breaks, it is told and kept
        aside = window.store.set_autosave_aside()
        kept = (
            tr("The file was kept as {name}.").format(name=aside.name)
            if aside is not None
            else tr("The file could not be moved aside.")
        )
        QMessageBox.warning(
            window,
            tr("Resume"),
            "\n\n".join(
                [
                    tr("The saved hand could not be resumed; the details below say why."),
                    kept,
                    tr("Details: {error}").format(error=exc),
                ]
            ),
        )
        return False
    window.page = page
    window.stack.setCurrentWidget(page)
    if level is not None:
        QMessageBox.information(
            window,
            tr("Resume"),
            tr(
                "The saved hand's AI level is not one this version knows; the AI plays "
                "it at {level}."
            ).format(level=words.level_names(game_id, level)),
        )
    return True
