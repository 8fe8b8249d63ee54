"""Real browser at 390 x 844: every control used at the table is at least 44 x 44 px, on every page.

Debian's headless Chromium (Playwright) visits each page of the app (and the states that open more
controls: the table's set-up, a solo table's Robot, the Catalogue's views, a finished scorepad) and
measures the box of every button, check box, toggle, radio option, pill, tab, page link and
number-box stepper in the page body. Screenshots: artifacts/touch-<state>.png.
"""

from __future__ import annotations

import pytest

from browser_support import PHONE, AppServer, keyed, open_page, rerun, settle, shot, touch_targets, unfold
from card_db.loader import sample_game_bytes
from scorer.formats.gamefile import load_game_bytes
from webapp import tables
from webapp.store import open_store

pytestmark = pytest.mark.browser

MIN_PX = 44  # Apple's 44 pt and Google's 48 dp guidance: 44 CSS px is the floor
KINDS = ("button", "stepper", "link", "pill", "radio", "checkbox", "tab")


def measure(page, name: str, survey: dict) -> None:
    """Screenshot this state and record its controls and the ones smaller than ``MIN_PX`` either way."""
    settle(page)
    shot(page, f"touch-{name}")
    found = [t for t in touch_targets(page) if t["kind"] in KINDS]
    survey[name] = {
        "kinds": {t["kind"] for t in found},
        "small": [f"{t['kind']} '{t['label']}' {t['width']}x{t['height']}" for t in found
                  if t["width"] < MIN_PX or t["height"] < MIN_PX],
    }


@pytest.fixture(scope="module")
def survey(chromium_browser, tmp_path_factory) -> dict:
    """Every page, and the states with more controls, measured once on one phone."""
    server = AppServer(tmp_path_factory.mktemp("touch"))
    server.start()
    context = chromium_browser.new_context(viewport=dict(PHONE), is_mobile=True, has_touch=True)
    found: dict = {}
    try:
        page = context.new_page()
        store = open_store(server.db_path)
        sample = store.create_game(load_game_bytes(sample_game_bytes(), "sample_game.json"))
        solo = store.create_game(tables.new_table("blue", [("Sol", "sample-surf-club")], solo_robot=True,
                                                  start_vips=[2]))
        open_page(page, server.url, "Start a table")
        measure(page, "home-new", found)
        open_page(page, server.page_url("", sample), "Open table")
        unfold(page, "Change this table's set-up")
        measure(page, "home-set-up", found)
        open_page(page, server.page_url("City", sample), "Add a card")
        measure(page, "city", found)
        open_page(page, server.page_url("City", solo), "Sol's city")
        with rerun(page):  # the Robot's piles, with its toggle
            keyed(page, "city_player").get_by_text("Robot").first.click()
        page.get_by_text("Hard mode").first.wait_for()
        measure(page, "city-solo", found)
        open_page(page, server.page_url("Scorepad", sample), "Points by line")
        measure(page, "scorepad", found)
        with rerun(page):
            keyed(page, "finish").get_by_role("button").click()
        page.get_by_text("See it in History").wait_for()
        measure(page, "scorepad-finished", found)
        open_page(page, server.page_url("History"), "History")
        measure(page, "history", found)
        open_page(page, server.page_url("Catalogue"), "Catalogue")
        measure(page, "catalogue", found)
        for view in ("Add a card", "Import / export"):
            with rerun(page):
                keyed(page, "cat_view").locator("button").filter(has_text=view).click()
            measure(page, f"catalogue-{view.split()[0].lower()}", found)
        open_page(page, server.page_url("Assistant"), "Assistant")
        measure(page, "assistant", found)
    finally:
        context.close()
        server.stop()
    return found


def test_every_page_was_measured_with_its_kinds_of_controls(survey):
    """Guards the next test against measuring nothing: each kind is found somewhere."""
    assert {"home-new", "home-set-up", "city", "city-solo", "scorepad", "scorepad-finished", "history",
            "catalogue", "assistant"} <= set(survey)
    assert set(KINDS) <= set().union(*(state["kinds"] for state in survey.values()))


def test_every_control_is_at_least_44_by_44_px(survey):
    small = {name: state["small"] for name, state in survey.items() if state["small"]}
    assert small == {}, f"controls under {MIN_PX} x {MIN_PX} px at 390 x 844 (see artifacts/touch-*.png): {small}"
