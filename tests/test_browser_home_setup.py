"""Real browser, phone sized: the open table's set-up on Home fits a phone, and a refusal stands under its field.

Debian's headless Chromium (Playwright) at 390 x 844 against the app started as ``streamlit run``. The
set-up expander (title, date played, players with rename, tiles, order, remove, add a player) is
measured like the other pages; a refused rename must show its message right under the name box,
which keeps the typed name, on a long phone page where the top of the page is off-screen.
"""

from __future__ import annotations

import pytest
from browser_support import (
    PHONE,
    keyed,
    open_page,
    rerun,
    settle,
    shot,
    sideways_overflow,
    small_targets,
    unfold,
)

from webapp.tables import operations as tables
from webapp.tables.store import open_store

pytestmark = [pytest.mark.browser, pytest.mark.shared_server(group="own-tables")]  # one app for the modules on tables of their own


def three_player_table(server) -> str:
    game = tables.new_table("blue", [("Dana", "sample-surf-club"), ("Eli", "sample-harbor-office"),
                                     ("Fay", "sample-lighthouse")], start_vips=[2, 1, 1], title="Friday")
    return open_store(server.db_path).create_game(game)


def test_the_set_up_fits_a_phone_and_a_refused_rename_is_explained_under_the_box(app_server, new_phone):
    game_id = three_player_table(app_server)
    phone = new_phone()
    open_page(phone, app_server.page_url("", game_id), "Open table: Friday")
    unfold(phone, "Change this table's set-up")
    shot(phone, "phone-home-set-up")
    overflow = sideways_overflow(phone)
    assert overflow["scrollWidth"] <= PHONE["width"] + 1 and not overflow["wide"], overflow
    assert small_targets(phone, ("button", "stepper"), 40) == []
    assert phone.locator('[data-testid="stException"]').count() == 0

    # Fay types Dana's name: the box keeps it and the reason stands right under it, on screen.
    box = keyed(phone, f"rename-{game_id}-2").locator("input")
    box.scroll_into_view_if_needed()
    box.fill("Dana")
    with rerun(phone):
        box.press("Enter")
    settle(phone)
    box = keyed(phone, f"rename-{game_id}-2").locator("input")
    assert box.input_value() == "Dana"
    alert = phone.get_by_test_id("stAlert").filter(has_text="two players are called 'Dana'")
    alert.wait_for()
    field, message = box.bounding_box(), alert.bounding_box()
    assert 0 <= message["y"] - (field["y"] + field["height"]) < 40, (field, message)
    assert 0 <= message["y"] and message["y"] + message["height"] <= PHONE["height"], "the message is off-screen"
    shot(phone, "phone-home-refused-rename", whole=False)
    assert [p.name for p in open_store(app_server.db_path).get(game_id).game.players] == ["Dana", "Eli", "Fay"]
