"""Real browser, phone sized (390 x 844): what only a browser shows on the Assistant page.

A game opened from the bottom of the start screen (Start, Resume) shows the top of the page, not
the scroll position of the form it was started from; during a move step the squares people can
move to are highlighted on the city grid, exactly the engine's legal destinations. Debian's
headless Chromium (Playwright) drives the app started as ``streamlit run``; what the page shows is
compared with the live-game store and the engine; screenshots go to ``artifacts/``.
"""

from __future__ import annotations

import re

import pytest

from browser_support import open_page, rerun, settle, shot, sideways_overflow
from scorer.engine import MovePerson, apply, legal_actions
from scorer.engine.state import MoveStep
from webapp.assistant.store import LiveStore, catalogue_from_snapshot, load_state

pytestmark = pytest.mark.browser

# Streamlit 1.67 scrolls the window; older versions scrolled the main view: read both.
SCROLLED = """() => Math.max(window.scrollY,
  ...[...document.querySelectorAll('[data-testid="stMain"], [data-testid="stAppViewContainer"]')].map(e => e.scrollTop))"""


def stored_state(server, live_id: str):
    game = LiveStore(server.db_path).get(live_id)
    return load_state(game.setup, game.log, catalogue_from_snapshot(game.cards_json)).state


def tap(page, locator) -> None:
    with rerun(page):
        locator.click()


def live_id_of(page) -> str:
    match = re.search(r"[?&]live=([^&]+)", page.url)
    assert match, page.url
    return match.group(1)


def scrolled(page) -> float:
    return page.evaluate(SCROLLED)


def test_a_started_or_resumed_game_shows_the_top_of_the_page(app_server, phone):
    open_page(phone, app_server.page_url("Assistant"), "Start the game")
    start = phone.get_by_role("button", name="Start the game")
    start.scroll_into_view_if_needed()
    assert scrolled(phone) > 300  # the button sits below the first screen
    tap(phone, start)
    phone.get_by_text("choose a starting tile").first.wait_for()
    phone.wait_for_timeout(700)  # the page scrolls once it is drawn; give it the time it takes
    assert scrolled(phone) == 0
    assert phone.get_by_role("heading", name="Assistant").first.is_visible()
    shot(phone, "assistant-started-top", whole=False)
    live_id = live_id_of(phone)
    # A tap in the game leaves the page where the finger is (no jump to the top).
    tap(phone, phone.get_by_role("button", name=re.compile(r"^Take \d VIPs? · wants")).first)
    close = phone.get_by_role("button", name="Close this game (it stays saved)")
    close.scroll_into_view_if_needed()
    before = scrolled(phone)
    assert before > 300
    # Resume from the list at the bottom of the start screen: the game opens at its top again.
    tap(phone, close)
    resume = phone.get_by_role("button", name=re.compile(r"^Player 1, Player 2 · 1 action"))
    resume.scroll_into_view_if_needed()
    assert scrolled(phone) > 300
    tap(phone, resume)
    phone.wait_for_timeout(700)
    assert live_id_of(phone) == live_id and scrolled(phone) == 0
