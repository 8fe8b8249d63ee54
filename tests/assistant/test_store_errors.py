"""The Assistant's callbacks when the live game's store refuses or fails: a message, never a traceback.

``webapp.assistant.ui`` wraps every change to the live game in one handler; these tests drive the
public callbacks with a store that fails, and read the message the page would show next."""

from __future__ import annotations

import pytest
import streamlit as st

from scorer.engine.actions import Done
from webapp.assistant import ui as assistant_ui
from webapp.assistant.store import LiveStoreError
from webapp.database import DatabaseError

CALLBACKS = {
    "act": (lambda: assistant_ui.act("g", 3, Done()), "That action was not saved"),
    "undo": (lambda: assistant_ui.undo("g", 3, 1), "The undo was not saved"),
    "keep": (lambda: assistant_ui.keep_legal_part("g", 3, 2), "Nothing was changed"),
}


class FailingStore:
    """A live store whose every read raises ``error``."""

    def __init__(self, error: Exception):
        self.error = error

    def get(self, gid: str):
        raise self.error


@pytest.fixture
def flashed(monkeypatch) -> list[tuple[str, str]]:
    said: list[tuple[str, str]] = []
    monkeypatch.setattr(st, "session_state", {})
    monkeypatch.setattr(assistant_ui.frame, "flash", lambda message, kind="error": said.append((kind, message)))
    return said


@pytest.mark.parametrize("name", sorted(CALLBACKS))
def test_a_busy_store_says_what_was_not_saved_and_to_try_again(monkeypatch, flashed, name):
    call, not_saved = CALLBACKS[name]
    store = FailingStore(DatabaseError("database is locked"))
    monkeypatch.setattr(assistant_ui, "live_store", lambda: store)
    call()
    assert flashed == [("error", (f"{not_saved}: the game store is busy or unavailable (database is locked). "
                                  "Try again."))]


@pytest.mark.parametrize("name", sorted(CALLBACKS))
def test_a_refusal_by_the_store_is_said_in_its_own_words(monkeypatch, flashed, name):
    call, _ = CALLBACKS[name]
    store = FailingStore(LiveStoreError("no live game g: it was deleted"))
    monkeypatch.setattr(assistant_ui, "live_store", lambda: store)
    call()
    assert flashed == [("error", "no live game g: it was deleted")]


def test_a_failed_action_reports_that_nothing_was_played(monkeypatch, flashed):
    monkeypatch.setattr(assistant_ui, "live_store", lambda: FailingStore(DatabaseError("disk I/O error")))
    assert assistant_ui.act("g", 3, Done()) is False
