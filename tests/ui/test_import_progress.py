"""Importing a big record shows how far the reading has got (issue 17): a progress bar with the
hands checked, which Cancel stops with nothing changed."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QProgressDialog

from gupai_desktop.app import records_menu

from record_sessions import write_session


@pytest.fixture
def record(tmp_path):
    return write_session(tmp_path / "long-session.jsonl", "paigow", 600, 8)


@pytest.fixture
def labels(monkeypatch) -> list[str]:
    """Every label the progress dialog shows, and it shows at once (no 400 ms wait)."""
    shown: list[str] = []
    real = QProgressDialog.setLabelText

    def label(dialog, text):
        shown.append(text)
        real(dialog, text)

    monkeypatch.setattr(QProgressDialog, "setLabelText", label)
    monkeypatch.setattr(records_menu, "PROGRESS_FROM_BYTES", 0)
    return shown


def test_a_big_import_shows_the_hands_checked(qtbot, window, record, labels, boxes):
    assert window.import_record(str(record))
    assert labels[-1] == "Reading the record: 600 hands checked"
    assert "Reading the record: 250 hands checked" in labels
    assert (window.store.records_dir / f"imported-{record.name}").is_file()
    assert not [w for w in window.findChildren(QProgressDialog) if w.isVisible()]
    assert not boxes.of("warning")


def test_cancelling_an_import_changes_nothing(qtbot, window, record, labels, boxes, monkeypatch):
    monkeypatch.setattr(QProgressDialog, "wasCanceled", lambda dialog: True)
    assert window.import_record(str(record)) is False
    assert list(window.store.records_dir.iterdir()) == []
    assert window.statusBar().currentMessage() == "Import cancelled; nothing was changed."
    assert not boxes.of("warning")


def test_a_small_import_reads_without_a_dialog(qtbot, window, record, monkeypatch):
    monkeypatch.setattr(
        QProgressDialog, "__init__", lambda *a, **k: pytest.fail("a dialog for a small file")
    )
    assert window.import_record(str(record))
