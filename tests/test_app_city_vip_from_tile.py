"""AppTest of a VIP tapped onto a card while the starting tile still holds it (issue 33): at the table the
VIP moves from the tile to the card, so the city keeps the tile's VIPs (never "2 VIPs" on the next check),
and the editor says where it came from."""

from __future__ import annotations

from functools import partial

import pytest
from app_helpers import CITY, assert_clean, open_page, shown, store

from card_db.loader import load_builtin
from scorer.scoring.validation import validate_city
from webapp.tables import operations as tables

pytestmark = pytest.mark.usefixtures("temp_data")  # a fresh game store and data folder (conftest)


def table_with_a_card() -> str:
    """Ann on the Lighthouse (1 VIP, on its street half), Kite Beach placed right of it."""
    gid = store().create_game(tables.new_table("blue", [("Ann", "sample-lighthouse"), ("Bob", "sample-surf-club")],
                                               start_vips=[1, 2]))
    store().update(gid, partial(tables.place_card, player="Ann", card_id="sample-kite-beach", row="beach", column=1))
    return gid


def test_a_vip_tapped_on_a_card_comes_off_the_starting_tile():
    gid = table_with_a_card()
    at = open_page(CITY, gid)
    at.button(key=f"city-cell-{gid}-0-sample-kite-beach").click().run()
    at.segmented_control(key=f"cell-{gid}-0-sample-kite-beach-vips").set_value("1").run()
    assert_clean(at)
    ann = store().get(gid).game.players[0]
    assert (ann.cells[0].people.vips, ann.start_street.vips, ann.start_beach.vips) == (1, 0, 0)
    assert validate_city(ann, load_builtin()) == ()  # no "holds 2 VIPs" problem
    assert any("The VIP on this card came from the starting tile, which holds 0 now." == shown(c.value) for c in at.caption)
    assert not at.warning


def test_a_vip_beyond_what_the_tile_holds_is_still_refused_by_the_check():
    gid = table_with_a_card()
    store().update(gid, partial(tables.set_start_person_count, player="Ann", half="street", kind="vips", count=0))
    at = open_page(CITY, gid)
    at.button(key=f"city-cell-{gid}-0-sample-kite-beach").click().run()
    at.segmented_control(key=f"cell-{gid}-0-sample-kite-beach-vips").set_value("2").run()
    assert not at.exception
    assert store().get(gid).game.players[0].cells[0].people.vips == 2  # saved as tapped: nothing lost
    assert any("VIP" in w.value for w in at.warning)  # 2 VIPs on a 1-VIP tile: the check says so
