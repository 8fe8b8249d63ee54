"""Real browser, phone sized: the Assistant in German, Spanish and Italian (issue 25).

Debian's headless Chromium at 390 x 844 against the app started as ``streamlit run``: for each language
(``?lang=``) the start screen, then one game at three moments, every expander open: a player's turn
with the placement hints shown, the final movement with the best one found, and the end. No English is
left: no sentence of the Assistant's, the engine's, the advice's or the cards' catalogue entries, no
line that reads as English, none of the game's cards, tiles and sand dollar actions in their English
words, the game log included; and nothing runs off the side of the phone. Screenshots:
artifacts/assistant-<language>*.png.
"""

from __future__ import annotations

import pytest
from assistant_browser_helpers import live_id_of, stored_state, tap
from browser_support import PHONE, open_every_expander, open_page, shot, sideways_overflow
from language_helpers import english_game_words, english_lines, english_sentences

from lang import text
from scorer.engine import apply, legal_actions
from scorer.engine.state import MoveStep, TurnStep
from webapp.assistant.store import LiveStore

pytestmark = [pytest.mark.browser, pytest.mark.shared_server(group="language")]  # one app for every language module
AREAS = ("assistant", "engine", "advice", "card", "ability", "placement", "sanddollar", "ruling")


def english_left(page, game_words: list[str] = ()) -> list[str]:
    shown = page.get_by_test_id("stApp").inner_text()
    found = [s for s in english_sentences(*AREAS) if s in shown] + english_lines(shown)
    return found + [words for words in game_words if words in shown]


def check(page, name: str, game_words: list[str] = ()) -> None:
    open_every_expander(page, limit=200)
    assert english_left(page, game_words) == []
    overflow = sideways_overflow(page)
    assert overflow["scrollWidth"] <= PHONE["width"] + 1, overflow
    assert page.locator('[data-testid="stException"]').count() == 0
    shot(page, name)


def played_until(state, done) -> object:
    """The engine's first legal action, again and again, until ``done(state)`` (or the end)."""
    while not state.finished and not done(state):
        state = apply(state, legal_actions(state)[0])[0]
    return state


def show(server, phone, live_id: str, state, language: str) -> None:
    """The stored game set to ``state`` (its log) and the page opened on it."""
    store = LiveStore(server.db_path)
    store.set_log(live_id, state.log, store.get(live_id).revision)
    open_page(phone, server.url + f"Assistant?live={live_id}&lang={language}", text("assistant.game_log", language))


def test_the_assistant_in_german_spanish_and_italian(app_server, phone):
    for language in ("de", "es", "it"):
        url = app_server.page_url("Assistant") + f"?lang={language}"
        open_page(phone, url, text("assistant.start", language))
        check(phone, f"assistant-{language}-start")
        tap(phone, phone.get_by_role("button", name=text("assistant.start", language)))
        phone.get_by_text(text("assistant.game_log", language)).first.wait_for()
        live_id = live_id_of(phone)
        words = english_game_words(app_server.db_path, live_id, language)
        # A player's turn (after the setup), with the placement hints asked for.
        state = played_until(stored_state(app_server, live_id), lambda s: isinstance(s.pending, TurnStep))
        show(app_server, phone, live_id, state, language)
        assert phone.get_by_text(text("assistant.cities_and_scores", language)).count() >= 1
        tap(phone, phone.get_by_role("button", name=text("assistant.show_hints", language)))
        phone.get_by_text(text("assistant.hints", language)).first.wait_for()
        check(phone, f"assistant-{language}-turn", words)
        # The final movement, with the best one found.
        state = played_until(state, lambda s: isinstance(s.pending, MoveStep) and s.pending.final)
        show(app_server, phone, live_id, state, language)
        open_every_expander(phone, limit=200)
        tap(phone, phone.get_by_role("button", name=text("assistant.find_it", language)))
        check(phone, f"assistant-{language}-final", words)
        # The end: the winner, the final cities, the whole log.
        state = played_until(state, lambda s: False)
        show(app_server, phone, live_id, state, language)
        check(phone, f"assistant-{language}-end", words)
