"""AppTest tests of the City page's editor (issue 23): while a player enters a card's people and
footprint, the editor says what each ring on the card wants and what the starting tile's footprint
rule wants, in the catalogue's words; the starting tile's editor says what the rings of each half want."""

from __future__ import annotations

import pytest
from app_helpers import CITY, assert_clean, open_page, shown, store

from card_db.models import FeatureCard, Ring
from card_db.user_catalogue import UserCatalogue
from webapp.tables import operations as tables

pytestmark = pytest.mark.usefixtures("temp_data")  # a fresh game store and data folder (conftest)


def new_game(*cards: tuple[str, str, int], tile: str = "sample-surf-club") -> str:
    """Ann (``tile``) and Bob; ``cards`` (card, row, column) placed in Ann's city in order."""
    other = "sample-harbor-office" if tile != "sample-harbor-office" else "sample-surf-club"
    game = tables.new_table("blue", [("Ann", tile), ("Bob", other)], start_vips=[2, 2])
    for card, row, column in cards:
        game = tables.place_card(game, "Ann", card, row, column)
    return store().create_game(game)


def editor_text(at) -> str:
    """Every caption and Markdown line on the page, as read (the editor's are among them)."""
    return "\n".join(shown(e.value) for e in [*at.caption, *at.markdown])


def test_a_sample_cards_editor_says_what_its_ring_and_the_footprint_want():
    game_id = new_game(("sample-kite-beach", "beach", 1), ("sample-surf-school", "beach", 2))
    at = open_page(CITY, game_id)  # the last card placed (Surf School, a sample) is being edited
    assert_clean(at)
    text = editor_text(at)
    assert "Ring: 2 tourists -> 4" in text  # the sample's ring, not only its name
    assert "Footprints: 1 per Sports / Waves on the card (your starting tile)" in text
    # A card without rings: the footprint rule only.
    at.button(key=f"city-cell-{game_id}-0-sample-kite-beach").click().run()
    text = editor_text(at)
    assert "Ring:" not in text and "Footprints: 1 per Sports / Waves on the card (your starting tile)" in text


def test_an_own_cards_editor_lists_each_of_its_rings():
    UserCatalogue().save_card(FeatureCard(id="twin-rings", row="street", tags=("local",),
                                          scoring=(Ring(locals=2, points=4), Ring(tourists=1, vips=1, points=6))))
    game_id = new_game(("twin-rings", "street", 1))
    at = open_page(CITY, game_id)
    assert "Ring: 2 locals -> 4 · Ring: 1 tourist + 1 VIP -> 6" in editor_text(at)


def test_the_starting_tiles_editor_says_what_each_half_and_its_footprints_want():
    game_id = new_game(tile="sample-lighthouse")
    at = open_page(CITY, game_id)  # no card yet: the starting tile is being edited
    assert_clean(at)
    captions = [shown(c.value) for c in at.caption]
    assert "Street half · Ring: 1 tourist -> 2" in captions and "Beach half" in captions
    assert any(c.startswith("Footprints: 1 per ") for c in captions)
