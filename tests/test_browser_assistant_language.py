"""Real browser, phone sized: the Assistant in German, Spanish and Italian (issue 25).

Debian's headless Chromium at 390 x 844 against the app started as ``streamlit run``: for each language
(``?lang=``) the start screen, then a game at a player's turn with every expander open. No English
sentence of the Assistant's or the engine's catalogue entries is left beyond the game's own texts
(cards, tiles, sand dollar actions: another helper's) and the game log (English by design), and
nothing runs off the side of the phone. Screenshots: artifacts/assistant-<language>*.png.
"""

from __future__ import annotations

import pytest

from assistant_browser_helpers import live_id_of, stored_state, tap
from browser_support import PHONE, open_page, settle, shot, sideways_overflow
from lang import text
from language_helpers import english_sentences, live_game_texts
from scorer.engine import apply, legal_actions
from scorer.engine.state import TurnStep
from webapp.assistant.store import LiveStore

pytestmark = [pytest.mark.browser, pytest.mark.shared_server(group="language")]  # one app for every language module
AREAS = ("assistant", "engine")


def english_left(page, own_texts: str = "") -> list[str]:
    shown = page.get_by_test_id("stApp").inner_text()
    return [s for s in english_sentences(*AREAS) if s in shown and s not in own_texts]


def open_every_expander(page) -> None:
    summaries = page.locator('[data-testid="stExpander"] details:not([open]) > summary')
    for _ in range(summaries.count()):
        summaries.first.click()
        settle(page)


def check(page, name: str, own_texts: str = "") -> None:
    open_every_expander(page)
    assert english_left(page, own_texts) == []
    overflow = sideways_overflow(page)
    assert overflow["scrollWidth"] <= PHONE["width"] + 1, overflow
    assert page.locator('[data-testid="stException"]').count() == 0
    shot(page, name)


def test_the_assistant_in_german_spanish_and_italian(app_server, phone):
    for language in ("de", "es", "it"):
        url = app_server.page_url("Assistant") + f"?lang={language}"
        open_page(phone, url, text("assistant.start", language))
        check(phone, f"assistant-{language}-start")
        tap(phone, phone.get_by_role("button", name=text("assistant.start", language)))
        phone.get_by_text(text("assistant.game_log", language)).first.wait_for()
        live_id = live_id_of(phone)
        state = stored_state(app_server, live_id)
        while not isinstance(state.pending, TurnStep):  # through the setup: a player's turn is up
            state = apply(state, legal_actions(state)[0])[0]
        store = LiveStore(app_server.db_path)
        store.set_log(live_id, state.log, store.get(live_id).revision)
        open_page(phone, app_server.url + f"Assistant?live={live_id}&lang={language}",
                  text("assistant.game_log", language))
        assert phone.get_by_text(text("assistant.cities_and_scores", language)).count() >= 1
        check(phone, f"assistant-{language}-turn", live_game_texts(app_server.db_path, live_id))
