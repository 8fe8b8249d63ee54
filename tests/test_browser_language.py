"""Real browser, phone sized: Home and the menu in German, Spanish and Italian (issue 25, the pilot).

Debian's headless Chromium at 390 x 844 against the app started as ``streamlit run``. German and
Spanish come from ``?lang=`` in the address, Italian from the browser's own language (a phone set to
Italian opens the app in Italian). On each, no English sentence of Home's words is left, nothing runs
off the side of the phone, and the menu and the browser tab speak the language too; the choice on
Home switches to another language and keeps the table open. Screenshots: artifacts/phone-home-*.png.
"""

from __future__ import annotations

import re

import pytest
from browser_support import PHONE, keyed, open_page, quick_animations, rerun, settle, shot, sideways_overflow, watch
from language_helpers import english_sentences

from card_db.loader import sample_game_bytes
from lang import text
from scorer.formats.gamefile import load_game_bytes
from webapp.language import CHOICE_KEY
from webapp.tables.store import open_store

pytestmark = [pytest.mark.browser, pytest.mark.shared_server(group="language")]  # one app for every language module

PHONE_AGENT = ("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) "
               "Chrome/156.0.0.0 Mobile Safari/537.36")
AREAS = ("home", "menu", "nav", "language", "count")  # the words converted so far (the pilot)


@pytest.fixture
def phone_in(chromium_browser):
    """``phone_in(locale)``: a phone (390 x 844, touch) whose browser speaks ``locale``."""
    contexts = []

    def make(locale: str):
        context = chromium_browser.new_context(viewport=dict(PHONE), is_mobile=True, has_touch=True,
                                               user_agent=PHONE_AGENT, locale=locale)
        context.set_default_timeout(30_000)
        contexts.append(context)
        return watch(quick_animations(context.new_page()))

    yield make
    for context in contexts:
        context.close()


def sample_table(server) -> str:
    return open_store(server.db_path).create_game(load_game_bytes(sample_game_bytes(), "sample_game.json"))


def english_left(page) -> list[str]:
    shown = page.get_by_test_id("stApp").inner_text()
    return [sentence for sentence in english_sentences(*AREAS) if sentence in shown]


def menu_titles(page) -> list[str]:
    links = page.get_by_test_id("stSidebarNavLink")
    return [re.sub(r"^\W+", "", links.nth(i).text_content()).strip() for i in range(links.count())]


def check_home(page, language: str) -> None:
    """Home in ``language``: its words, the menu's, the tab's title; no English left; nothing too wide."""
    assert page.get_by_role("heading", name=text("home.title", language)).count() >= 1
    assert english_left(page) == []
    assert menu_titles(page)[:3] == [text(key, language) for key in ("menu.home", "menu.city", "menu.scorepad")]
    assert page.title() == text("app.tab_title", language, page=text("menu.home", language))
    overflow = sideways_overflow(page)
    assert overflow["scrollWidth"] <= PHONE["width"] + 1 and not overflow["wide"], overflow
    assert page.locator('[data-testid="stException"]').count() == 0


@pytest.mark.parametrize("language", ["de", "es"])
def test_home_in_the_language_of_the_address(app_server, phone_in, language):
    gid = sample_table(app_server)
    phone = phone_in("en-US")
    open_page(phone, app_server.page_url("", gid) + f"&lang={language}", text("home.start", language))
    check_home(phone, language)
    shot(phone, f"phone-home-{language}")


def test_a_phone_set_to_italian_opens_home_in_italian_and_the_choice_switches_keeping_the_table(
        app_server, phone_in):
    gid = sample_table(app_server)
    phone = phone_in("it-IT")
    open_page(phone, app_server.page_url("", gid), text("home.start", "it"))
    check_home(phone, "it")
    assert "lang=" not in phone.url  # the browser's language: each phone at the table reads its own
    shot(phone, "phone-home-it")

    with rerun(phone):
        keyed(phone, CHOICE_KEY).get_by_role("radio", name="Deutsch", exact=True).click()
    settle(phone)
    phone.get_by_role("heading", name=text("home.title", "de")).first.wait_for()
    assert "lang=de" in phone.url and f"game={gid}" in phone.url
    assert english_left(phone) == []
    assert phone.get_by_text(text("home.open_table", "de", name="")).count() >= 1  # the table is still open
    shot(phone, "phone-home-it-chose-de", whole=False)
