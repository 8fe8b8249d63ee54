"""AppTest of Home's starting tiles for a first table (issue 33): four players start with the box's sample
tiles, each picker offers only the tiles no other player took, and a catalogue with too few tiles says
so with a link to the tile keypad."""

from __future__ import annotations

import pytest
from app_helpers import CATALOGUE, assert_clean, open_page, store

from card_db.catalogue import Catalogue
from webapp.tables import operations as tables

pytestmark = pytest.mark.usefixtures("temp_data")  # a fresh game store and data folder (conftest)

SAMPLES = ["sample-surf-club", "sample-harbor-office", "sample-lighthouse", "sample-palm-court"]


def tile_boxes(at):
    return [w for w in at.selectbox if w.label == "Starting tile"]


def test_four_players_start_with_four_sample_tiles_without_a_warning():
    at = open_page()
    at.number_input(key="setup_count").set_value(4).run()
    assert_clean(at)
    assert not at.warning
    for index, tile in enumerate(SAMPLES):
        tile_boxes(at)[index].set_value(tile).run()
    for name_box, name in zip([w for w in at.text_input if w.label == "Name"], ("Ann", "Bob", "Cy", "Di"), strict=True):
        name_box.set_value(name)
    at.button(key="start_table").click().run()
    assert_clean(at)
    game = store().get(at.query_params["game"]).game
    assert [p.starting_tile for p in game.players] == SAMPLES


def test_each_setup_picker_offers_only_the_tiles_nobody_else_took():
    at = open_page()
    at.number_input(key="setup_count").set_value(3).run()
    first, second, third = tile_boxes(at)
    first.set_value("sample-surf-club").run()
    second = tile_boxes(at)[1]
    second.set_value("sample-lighthouse").run()
    first, second, third = tile_boxes(at)
    surf, lighthouse = "Surf Club (sample) (2 VIPs)", "Lighthouse (sample) (1 VIP)"
    assert surf in first.options and lighthouse not in first.options
    assert lighthouse in second.options and surf not in second.options
    assert not {surf, lighthouse} & set(third.options)
    assert len(third.options) == 6 - 2


def test_an_open_tables_tile_picker_offers_its_own_tile_and_the_free_ones():
    gid = store().create_game(tables.new_table("blue", [("Ann", "sample-surf-club"), ("Bob", "sample-lighthouse")],
                                               start_vips=[2, 1]))
    at = open_page(None, gid)
    assert_clean(at)
    ann = at.selectbox(key=f"retile-{gid}-0")
    assert ann.value == "sample-surf-club" and "Lighthouse (sample) (1 VIP)" not in ann.options
    assert len(ann.options) == 6 - 1


def test_too_few_tiles_links_to_the_tile_keypad(monkeypatch):
    from card_db.loader import load_builtin
    from webapp.ui import table_url

    builtin = load_builtin()
    two = Catalogue(cards=builtin.cards, objectives=builtin.objectives, sand_dollar_actions=builtin.sand_dollar_actions,
                    starting_tiles={t: builtin.starting_tiles[t] for t in SAMPLES[:2]})
    monkeypatch.setattr(table_url, "base_catalogue", lambda: two)
    at = open_page()
    at.number_input(key="setup_count").set_value(4).run()
    assert_clean(at)
    assert "Only 2 starting tiles" in at.warning[0].value
    (link,) = [p.proto for p in at.get("page_link") if "view=add_tile" in p.proto.query_string]
    assert link.label == "Enter a starting tile on the tile keypad"
    catalogue = open_page(None)
    catalogue.query_params["view"] = "add_tile"
    catalogue.switch_page(CATALOGUE).run()
    assert_clean(catalogue)
    assert catalogue.pills(key="cat_view").value == "add_tile"
