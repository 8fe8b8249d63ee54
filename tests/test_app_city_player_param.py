"""AppTest: the City page keeps its player in the address (issue 33), so a phone that reconnects after a
server restart (a new session with the same address) still shows its own player's city."""

from __future__ import annotations

import pytest
from app_helpers import CITY, assert_clean, open_page, store

from webapp.tables import operations as tables

pytestmark = pytest.mark.usefixtures("temp_data")


def table() -> str:
    players = [("Ann", "sample-surf-club"), ("Bob", "sample-lighthouse"), ("Cy", "sample-harbor-office")]
    return store().create_game(tables.new_table("blue", players, start_vips=[2, 1, 1]))


def test_the_chosen_player_is_in_the_address_and_a_new_session_keeps_it():
    gid = table()
    at = open_page(CITY, gid)
    at.radio(key="city_player").set_value("Bob").run()
    assert_clean(at)
    assert at.query_params["player"] in ("Bob", ["Bob"])
    # The server restarted: a new session opens the same address.
    again = open_page(None)
    again.query_params["game"], again.query_params["player"] = gid, "Bob"
    again.switch_page(CITY).run()
    assert_clean(again)
    assert again.radio(key="city_player").value == "Bob"
    assert any("Bob" in h.value for h in again.subheader)


def test_a_name_the_table_no_longer_has_falls_back_to_the_first_player():
    gid = table()
    at = open_page(None)
    at.query_params["game"], at.query_params["player"] = gid, "Zed"
    at.switch_page(CITY).run()
    assert_clean(at)
    assert at.radio(key="city_player").value == "Ann"
