"""The README's pictures: the start page, every game's table mid-hand and one scoring window,
rendered by the real app offscreen, so they show what the code draws today.

    python packaging/screenshots.py [--out docs/images]

Fixed seed, window size and instant animations, in a throwaway GUPAI_HOME (no user data is read
or written), so a run after a UI change redraws the same hands. The games come from the
registry: a new game gets its picture without a change here. The Chinese text needs a CJK font;
on Debian or Ubuntu that is the fonts-wqy-microhei package (without one, Qt draws boxes).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from gupai_desktop.app.selftest import wait_until  # noqa: E402  (stdlib only; Qt loads later)

SIZE = (1280, 800)
SEED = 20261125
SCORING_GAME = "chinese-poker"  # four seats' rows side by side: the richest scoring window
USER_MOVES = 3  # a turn game's picture: at the user's move after this many
AI_WAIT = 90  # seconds an AI may take on this shared, slow machine


def _offscreen(home: Path) -> None:
    """Before Qt loads: the offscreen platform on a desktop-sized screen (its default 800x800
    one is narrower than the window), and a profile nobody uses."""
    screen = home / "screen.json"
    screen.write_text(
        json.dumps(
            {
                "screens": [
                    {
                        "name": "desktop",
                        "x": 0,
                        "y": 0,
                        "width": 1920,
                        "height": 1080,
                        "logicalDpi": 96,
                        "logicalBaseDpi": 96,
                        "dpr": 1,
                    }
                ]
            }
        )
    )
    os.environ["GUPAI_HOME"] = str(home)
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={screen}"
    os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")


def _quiet_offscreen() -> None:
    """Drop the offscreen plugin's "does not support propagateSizeHints()", said for every
    dialog; pass on anything else Qt says."""
    from PySide6.QtCore import qInstallMessageHandler

    def handler(mode, context, message):
        if "propagateSizeHints" not in message:
            print(message, file=sys.stderr)

    qInstallMessageHandler(handler)


def _settle(app, seconds: float = 0.1) -> None:
    """Let queued paints and zero-length animations finish before a picture is taken."""
    wait_until(app, lambda: False, seconds)


def _save(image, path: Path) -> None:
    """Opaque RGB, well compressed: the pictures stay small for a README. Qt's quality 20 makes
    files 4% larger than its strongest compression (0) in a fifth of the time (0.04 s a
    picture, not 0.2)."""
    from PySide6.QtGui import QImage, QImageWriter

    writer = QImageWriter(str(path), b"png")
    writer.setQuality(20)
    if not writer.write(image.convertToFormat(QImage.Format.Format_RGB888)):
        raise RuntimeError(f"{path}: {writer.errorString()}")
    print(f"{path} ({path.stat().st_size // 1024} kB)")


def _open(window, game_id: str, weakest: bool = False):
    """The game's page in front with a hand dealt at the fixed seed, against the strongest AI
    (or the weakest: the same pictures' layout, a few seconds sooner)."""
    from gupai_desktop.engine import games

    spec = games.get(game_id)
    page = window._page_for(game_id)
    window.page = page
    window.stack.setCurrentWidget(page)
    page.model.agree = lambda warning: True  # a "sure?" box would block a script
    page.start(spec.rules_from_dict({}), spec.ai_levels[0 if weakest else -1], seed=SEED)
    return page


def _hint(app, page) -> None:
    """Ask for the AI's hint and wait until the bar offers it."""
    page.hint()
    if not wait_until(app, page.use_hint_button.isEnabled, AI_WAIT):
        raise RuntimeError(f"{page.game_id}: no hint within {AI_WAIT} s")


def _arranged(app, page) -> None:
    """An arrangement game: the deal, set as the AI's hint sets it, not yet confirmed."""
    _hint(app, page)
    page.use_hint()


def _played(app, page) -> None:
    """A turn game: the user plays as the simplest AI would until USER_MOVES of its moves are
    on the table (fewer if hands end sooner: each hand that ends first asks one less), then
    it is the user's turn with the hint showing."""
    from gupai_desktop.ai import bots

    model = page.model
    module = bots.module_for(page.game_id)
    simplest = next(iter(module.LEVELS))
    wanted, moves = USER_MOVES, 0
    while True:
        if not wait_until(app, lambda: model.ai_ready, AI_WAIT):
            raise RuntimeError(f"{page.game_id}: the AI did not move within {AI_WAIT} s")
        if model.state.is_terminal():
            wanted, moves = wanted - 1, 0
            if wanted < 0:
                raise RuntimeError(f"{page.game_id}: no hand left the user a move")
            page.next_hand()
            continue
        if moves >= wanted:
            break
        seat = model.user_seat
        if not model.commit(module.act(model.state.observation(seat), model.rules, simplest)):
            raise RuntimeError(f"{page.game_id}: the user's move was refused")
        moves += 1
        # The AI's turn started, or the move left the user to act again (a claim to answer)
        wait_until(
            app, lambda: not model.ai_ready or model.user_to_act() or model.state.is_terminal(), 1
        )
    _hint(app, page)


def _with_dialog(window, dialog):
    """The window with the dialog drawn where it stands, framed as a desktop would (offscreen
    there is no window manager, and a grab of the window leaves its dialogs out)."""
    from PySide6.QtCore import QPoint, QRect, Qt
    from PySide6.QtGui import QColor, QFont, QPainter

    picture = window.grab().toImage()
    face = dialog.grab()
    bar = 28
    at = dialog.mapToGlobal(QPoint(0, 0)) - window.mapToGlobal(QPoint(0, 0))
    at.setY(max(at.y(), bar + 8))
    frame = QRect(at.x() - 1, at.y() - bar, face.width() + 2, face.height() + bar + 1)
    painter = QPainter(picture)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    for spread in range(12, 0, -2):  # a soft shadow under the frame
        painter.setBrush(QColor(0, 0, 0, 14))
        painter.drawRoundedRect(
            frame.adjusted(-spread, -spread // 2, spread, spread + 4), spread, spread
        )
    painter.setBrush(QColor("#d9d9d9"))
    painter.setPen(QColor("#8a8a8a"))
    painter.drawRect(frame)
    font = QFont(dialog.font())
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor("#202020"))
    painter.drawText(
        QRect(frame.x(), frame.y(), frame.width(), bar),
        Qt.AlignmentFlag.AlignCenter,
        dialog.windowTitle(),
    )
    painter.drawPixmap(at, face)
    painter.end()
    return picture


def _scoring(app, window, page, out: Path) -> None:
    """Confirm the arranged hand and take its scoring window over the table it explains."""
    page.confirm()
    if not wait_until(app, lambda: page.scoring is not None and page.scoring.isVisible(), AI_WAIT):
        raise RuntimeError(f"{page.game_id}: no scoring window")
    wait_until(app, page.scoring.review_button.isEnabled, AI_WAIT)  # "Review", not "Reviewing..."
    _settle(app)
    _save(_with_dialog(window, page.scoring), out / "scoring.png")


def shoot(out: Path, weakest: bool = False) -> list[Path]:
    """Every picture into `out`; returns their paths."""
    from gupai_desktop.app.main import build_app, create_window
    from gupai_desktop.engine import games
    from gupai_desktop.games.turns.page import TurnPage

    _quiet_offscreen()
    app = build_app(sys.argv[:1])
    window = create_window()
    window.settings.set("ui/animation_speed", "instant")
    window.animator.speed = 0.0
    window.resize(*SIZE)
    window.show()
    wait_until(app, window.isVisible, 5)
    wait_until(app, lambda: window.chooser.pictures_wanted, 5)  # painted after the first frame
    _settle(app)
    made = [out / "start.png"]
    _save(window.grab().toImage(), made[-1])
    try:
        for game_id in games.game_ids():
            page = _open(window, game_id, weakest)
            (_played if isinstance(page, TurnPage) else _arranged)(app, page)
            _settle(app)
            made.append(out / f"{game_id}.png")
            _save(window.grab().toImage(), made[-1])
            if game_id == SCORING_GAME:
                _scoring(app, window, page, out)
                made.append(out / "scoring.png")
                page.scoring.close()
    finally:
        window.close()
        window.store.close()
    return made


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Render the README's pictures of the app.")
    parser.add_argument(
        "--out",
        type=Path,
        default=ROOT / "docs" / "images",
        help="folder for the PNGs (default: docs/images)",
    )
    parser.add_argument(
        "--weakest-ai",
        action="store_true",
        help="the AI seats play the game's first level, not its strongest (quicker; the "
        "README's pictures are taken against the strongest)",
    )
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    home = Path(tempfile.mkdtemp(prefix="gupai-screenshots-"))
    try:
        _offscreen(home)
        shoot(args.out.resolve(), args.weakest_ai)
    finally:
        shutil.rmtree(home, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
