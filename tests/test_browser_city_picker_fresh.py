"""Real browser at 390 x 844: the card picker's row starts fresh for each player (issue 33; issue 23 asked).

Street chosen for Ann must not stay selected once the city shown is Bob's: the row pill is drawn
unselected (what the phone SHOWS, which an AppTest cannot see), and Bob's first tap on "Street"
selects it rather than unselecting Ann's choice. Screenshots go to artifacts/ (look at them).
"""

from __future__ import annotations

import pytest
from browser_support import keyed, open_page, rerun, shot

from webapp.tables import operations as tables
from webapp.tables.store import open_store

pytestmark = [pytest.mark.browser, pytest.mark.shared_server(group="own-tables")]  # one app for the modules on tables of their own


def active_rows(page) -> list[str]:
    """The row pills drawn as selected."""
    return keyed(page, "pick_row").locator('button[aria-checked="true"]').all_inner_texts()


def test_the_row_chosen_for_ann_is_not_chosen_for_bob(app_server, phone):
    game = tables.new_table("blue", [("Ann", "sample-surf-club"), ("Bob", "sample-lighthouse")], start_vips=[2, 1])
    gid = open_store(app_server.db_path).create_game(game)
    open_page(phone, app_server.page_url("City", gid), "Ann's city")
    with rerun(phone):
        keyed(phone, "pick_row").locator("button").filter(has_text="Street").first.click()
    assert [r.strip() for r in active_rows(phone)] == ["Street"]
    with rerun(phone):
        keyed(phone, "city_player").get_by_text("Bob", exact=True).click()
    phone.get_by_text("Bob's city").first.wait_for()
    shot(phone, "city-picker-fresh-for-bob", whole=False)
    assert active_rows(phone) == []
    with rerun(phone):
        keyed(phone, "pick_row").locator("button").filter(has_text="Street").first.click()
    assert [r.strip() for r in active_rows(phone)] == ["Street"]  # Bob's first tap selects it
