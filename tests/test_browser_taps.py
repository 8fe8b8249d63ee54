"""Real browser: saving a change adds no history entry, so Back leaves the City page in one press.

(Several phones on one table: tests/test_browser_two_phones.py.) Each tap waits for the rerun it caused;
the counts are read back from the store.
"""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlsplit

import pytest
from browser_support import AppServer, choose_count, keyed, open_page, rerun, settle, step_up

from webapp.tables import operations as tables
from webapp.tables.store import open_store

pytestmark = [pytest.mark.browser, pytest.mark.shared_server(group="own-tables")]  # one app for the modules on tables of their own


def table_with_a_card(server: AppServer) -> str:
    """Dana (Surf Club) with Kite Beach at beach +1, and Eli (Harbor Office)."""
    game = tables.new_table("orange", [("Dana", "sample-surf-club"), ("Eli", "sample-harbor-office")],
                            start_vips=[2, 1])
    return open_store(server.db_path).create_game(tables.place_card(game, "Dana", "sample-kite-beach", "beach", 1))


def kite_beach(server: AppServer, game_id: str):
    return open_store(server.db_path).get(game_id).game.players[0].cells[0]


def test_back_leaves_the_city_page_in_one_press_after_several_saved_changes(app_server, phone):
    game_id = table_with_a_card(app_server)
    open_page(phone, app_server.page_url("", game_id), "Open table")
    with rerun(phone):
        phone.get_by_role("link", name=re.compile(r"Cities$")).first.click()
    phone.get_by_role("heading", name="Dana's city").wait_for()
    settle(phone)
    city_url = phone.url
    prefix = f"cell-{game_id}-0-sample-kite-beach"
    choose_count(phone, f"{prefix}-tourists", 2)
    step_up(phone, f"sd-{game_id}-0")
    with rerun(phone):
        keyed(phone, f"{prefix}-fp").get_by_text("Footprint").click()
    cell = kite_beach(app_server, game_id)
    assert (cell.people.tourists, cell.footprint) == (2, True)
    assert phone.url == city_url  # saving changed nothing in the address

    phone.go_back()
    phone.get_by_role("heading", name=re.compile("Santa Monica score pad")).wait_for()
    settle(phone)
    where = urlsplit(phone.url)
    assert where.path == "/" and parse_qs(where.query) == {"game": [game_id]}
    assert phone.get_by_role("heading", name="Dana's city").count() == 0
