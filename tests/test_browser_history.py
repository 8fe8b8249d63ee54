"""Real browser, phone sized: the History page's Statistics tab fits 390 px and its filters are thumb-sized.

Debian's headless Chromium (Playwright) at 390 x 844 against the app started as ``streamlit run`` with
the fixed history of ``history_helpers`` (plus a game with long names, which is what widens a table).
The numbers themselves are checked by the AppTest tests in ``test_app_history.py``.
"""

from __future__ import annotations

import pytest
from browser_support import PHONE, keyed, open_page, rerun, settle, shot, sideways_overflow, small_targets
from history_helpers import dated, finish, seat, store_history
from scoring_helpers import game

from webapp.tables.store import open_store

pytestmark = pytest.mark.browser

LONG = ("Anastasia-Marie", "Bartholomew", "Cleopatra Jones")


def _stored_history(server) -> None:
    store = open_store(server.db_path)
    store_history(store)
    finish(store, dated(game(*(seat(name, "long", 10 + i, 5) for i, name in enumerate(LONG)), objective="green"),
                        "2026-11-01", "Long names"))


def test_statistics_fit_a_phone_and_the_filters_work(app_server, phone):
    _stored_history(app_server)
    open_page(phone, app_server.page_url("History"), "Statistics")
    phone.get_by_role("tab", name="Statistics").click()  # tabs switch in the browser, without a rerun
    phone.get_by_text("Scores over time").wait_for()
    phone.locator('[data-testid="stVegaLiteChart"] canvas, [data-testid="stVegaLiteChart"] svg').first.wait_for()
    settle(phone)
    shot(phone, "phone-History-statistics")
    overflow = sideways_overflow(phone)
    assert overflow["scrollWidth"] <= PHONE["width"] + 1 and overflow["wide"] == [], overflow
    assert phone.evaluate("() => window.innerWidth") == PHONE["width"]
    assert phone.get_by_text("Anastasia-Marie").count() >= 2  # in the table and as a per-line heading
    assert small_targets(phone, ("pill", "tab"), 36) == []
    with rerun(phone):
        keyed(phone, "stats_tile").locator("button").filter(has_text="Orange").click()
    phone.get_by_text("1 finished game.").wait_for()
    with rerun(phone):
        keyed(phone, "stats_players").locator("button").filter(has_text="3").click()
    phone.get_by_text("No finished games with the Orange tile and 3 players yet").wait_for()
    shot(phone, "phone-History-statistics-empty")
    assert sideways_overflow(phone)["wide"] == []
    assert phone.locator('[data-testid="stException"]').count() == 0
