"""Real browser: no tap is lost when two phones tap the same stepper, and saving adds no history entry.

Two browser contexts are two phones (two Streamlit sessions) on one game in the app's store; each tap
waits for the rerun it caused (``browser_support.step_up``). The counts are read back from the store.
"""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlsplit

import pytest

from browser_support import AppServer, keyed, number_value, open_page, rerun, settle, step_up
from webapp import tables
from webapp.store import open_store

pytestmark = [pytest.mark.browser, pytest.mark.shared_server]  # each test on a table of its own

TAPS = 10


def table_with_a_card(server: AppServer) -> str:
    """Dana (Surf Club) with Kite Beach at beach +1, and Eli (Harbor Office)."""
    game = tables.new_table("orange", [("Dana", "sample-surf-club"), ("Eli", "sample-harbor-office")],
                            start_vips=[2, 1])
    return open_store(server.db_path).create_game(tables.place_card(game, "Dana", "sample-kite-beach", "beach", 1))


def kite_beach(server: AppServer, game_id: str):
    return open_store(server.db_path).get(game_id).game.players[0].cells[0]


def test_two_phones_tapping_plus_ten_times_each_on_one_stepper_add_twenty(app_server, new_phone):
    game_id = table_with_a_card(app_server)
    key = f"cell-{game_id}-0-sample-kite-beach-locals"
    phones = new_phone(), new_phone()
    for phone in phones:
        open_page(phone, app_server.page_url("City", game_id), "Dana's city")
    for _ in range(TAPS):  # interleaved: each phone taps "+" on the count it shows, often one behind
        for phone in phones:
            step_up(phone, key)
    assert kite_beach(app_server, game_id).people.locals == 2 * TAPS
    # The first phone last drew the table before the other's last tap; its next run shows the stored count.
    with rerun(phones[0]):
        phones[0].get_by_text("Beach", exact=True).first.click()  # a filter: a rerun that saves nothing
    assert [number_value(phone, key) for phone in phones] == [2 * TAPS, 2 * TAPS]
    # Visible ones only: the folded "Join from another phone" panel warns that this test server answers
    # only this computer (it listens on 127.0.0.1), which is true and not about the taps.
    alerts = phones[0].locator('[data-testid="stAlert"]').filter(visible=True)
    assert alerts.count() == 0, alerts.all_inner_texts()  # nothing was clamped or refused


def test_back_leaves_the_city_page_in_one_press_after_several_saved_changes(app_server, phone):
    game_id = table_with_a_card(app_server)
    open_page(phone, app_server.page_url("", game_id), "Open table")
    with rerun(phone):
        phone.get_by_role("link", name=re.compile(r"Cities$")).first.click()
    phone.get_by_role("heading", name="Dana's city").wait_for()
    settle(phone)
    city_url = phone.url
    prefix = f"cell-{game_id}-0-sample-kite-beach"
    step_up(phone, f"{prefix}-tourists", 2)
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
