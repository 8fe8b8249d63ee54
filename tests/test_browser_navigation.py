"""Real browser on a phone (390 x 844, a phone's user agent): the menu, and the way to the next step.

Streamlit shows the menu behind the menu button on a narrow screen and closes it once a page is chosen
when the browser says it is a phone (its user agent, as every phone browser sends), so the phones here
send a Pixel's. The first page a phone opens may be a game page (phones reconnecting after a restart),
and the menu must already carry its titles then: that test has a freshly started app of its own.
Screenshots: artifacts/nav-*.png.
"""

from __future__ import annotations

import re

import pytest
from browser_support import PHONE, keyed, open_page, quick_animations, rerun, settle, shot, watch

from webapp.tables import operations as tables
from webapp.tables.store import open_store

pytestmark = [pytest.mark.browser, pytest.mark.shared_server(group="own-tables")]  # one app for the modules on tables of their own

PHONE_AGENT = ("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) "
               "Chrome/156.0.0.0 Mobile Safari/537.36")
MENU = ["Home", "City", "Scorepad", "Catalogue", "History", "Assistant", "Score pad only"]


@pytest.fixture
def pixel(chromium_browser):
    context = chromium_browser.new_context(viewport=dict(PHONE), is_mobile=True, has_touch=True,
                                           user_agent=PHONE_AGENT, locale="en-US")  # the app follows it
    context.set_default_timeout(30_000)
    try:
        yield watch(quick_animations(context.new_page()))
    finally:
        context.close()


def menu_titles(page) -> list[str]:
    links = page.get_by_test_id("stSidebarNavLink")
    return [re.sub(r"^\W+", "", links.nth(i).inner_text()).strip() for i in range(links.count())]


def sidebar_is_open(page) -> bool:
    """The sidebar is on screen (it slides out to the left when closed)."""
    box = page.get_by_test_id("stSidebar").bounding_box()
    return box is not None and box["x"] + box["width"] > 1


def open_menu(page) -> None:
    page.get_by_test_id("stExpandSidebarButton").click()
    page.wait_for_function("() => { const s = document.querySelector('[data-testid=\"stSidebar\"]');"
                           " const r = s.getBoundingClientRect(); return r.left >= 0 && r.width > 0; }")


def choose_page(page, title: str, heading: str) -> None:
    """Tap ``title`` in the open menu, wait for the page's ``heading`` and for the menu to slide shut."""
    with rerun(page):
        page.get_by_test_id("stSidebarNavLink").filter(has_text=title).click()
    page.get_by_role("heading", name=re.compile(heading)).first.wait_for()
    page.wait_for_function("() => document.querySelector('[data-testid=\"stSidebar\"]')"
                           ".getBoundingClientRect().right <= 1")


def test_the_menu_says_home_and_closes_once_a_page_is_chosen(app_server, pixel):
    open_page(pixel, app_server.url, "Start a table")
    assert not sidebar_is_open(pixel)
    open_menu(pixel)
    assert menu_titles(pixel) == MENU
    assert "streamlit" not in pixel.get_by_test_id("stSidebarNav").inner_text().lower()
    shot(pixel, "nav-menu-open", whole=False)
    choose_page(pixel, "History", "History")
    assert not sidebar_is_open(pixel)
    assert pixel.url.rstrip("/").endswith("/History")
    assert pixel.title().startswith("History")
    shot(pixel, "nav-after-choosing", whole=False)


@pytest.mark.fresh_server  # the game page must be the first page this server ever runs
def test_a_phone_whose_first_page_is_a_game_page_gets_the_same_menu_and_next_steps(app_server, pixel):
    game = tables.new_table("orange", [("Dana", "sample-surf-club"), ("Eli", "sample-harbor-office")],
                            start_vips=[2, 1])
    game_id = open_store(app_server.db_path).create_game(game)
    open_page(pixel, app_server.page_url("City", game_id), "Dana's city")  # the server's first page
    open_menu(pixel)
    assert menu_titles(pixel) == MENU
    pixel.get_by_test_id("stSidebarCollapseButton").locator("button").click()
    settle(pixel)

    # The full-width next-step button at the bottom leads to the Scorepad with the game in the URL.
    button = keyed(pixel, "next_step").get_by_role("button")
    box = button.bounding_box()
    assert box is not None and box["width"] >= PHONE["width"] - 40
    with rerun(pixel):
        button.click()
    pixel.get_by_text("Points by line").first.wait_for()
    settle(pixel)
    assert re.search(rf"/Scorepad\?game={game_id}$", pixel.url), pixel.url
    shot(pixel, "nav-scorepad-from-next-step")


def test_a_narrow_browser_that_does_not_say_phone_closes_the_menu_too(app_server, new_phone):
    """A phone in "desktop site" mode, or a narrow window: Streamlit alone would leave the menu open."""
    phone = new_phone()  # Chromium's own (desktop) user agent at 390 x 844
    assert "Mobile" not in phone.evaluate("navigator.userAgent")
    open_page(phone, app_server.url, "Start a table")
    open_menu(phone)
    choose_page(phone, "Catalogue", "Card catalogue")
    assert not sidebar_is_open(phone)
    # Opened again and left alone, the menu stays open: only choosing a page closes it.
    open_menu(phone)
    phone.wait_for_timeout(500)
    assert sidebar_is_open(phone)
