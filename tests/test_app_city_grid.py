"""AppTest tests of the City page's grid and its one editor: placing opens the placed card's editor,
tapping a square opens that square's editor (and only it), photos show in their squares, and a tap
in the editor is saved at once."""

from __future__ import annotations

import base64
import io
import re

import pytest
from app_helpers import CITY, assert_clean, open_page, set_people, shown, store
from PIL import Image

from card_db.models import FeatureCard, Ring
from card_db.user_catalogue import UserCatalogue
from scorer.model.game import People
from webapp.cards.photo import thumbnail
from webapp.tables import operations as tables

pytestmark = pytest.mark.usefixtures("temp_data")  # a fresh game store and data folder (conftest)


def new_game(*cards: tuple[str, str, int]) -> str:
    """Ann (Surf Club) and Bob (Lighthouse); ``cards`` (card, row, column) placed in Ann's city in order."""
    game = tables.new_table("blue", [("Ann", "sample-surf-club"), ("Bob", "sample-lighthouse")], start_vips=[2, 1])
    for card, row, column in cards:
        game = tables.place_card(game, "Ann", card, row, column)
    return store().create_game(game)


def editor_keys(at) -> set[str]:
    """The people steppers on the page: those of the one open editor."""
    return {n.key for n in at.segmented_control if n.key.startswith(("cell-", "start-"))}


def people_keys(prefix: str) -> set[str]:
    return {f"{prefix}-{kind}" for kind in ("locals", "tourists", "vips")}


def squares(at, game_id: str) -> list[str]:
    """The cell ids of the grid's squares, in the order drawn (column by column, beach before street)."""
    prefix = f"city-cell-{game_id}-0-"
    return [b.key.removeprefix(prefix) for b in at.button if b.key and b.key.startswith(prefix)]


def grid_style(at) -> str:
    return next(h.proto.body for h in at.get("html") if "grid-auto-flow" in h.proto.body)


def test_picking_a_card_places_it_and_opens_its_editor_and_only_it():
    game_id = new_game(("sample-kite-beach", "beach", 1))
    at = open_page(CITY, game_id)
    at.selectbox(key=f"pick-{game_id}").set_value("sample-yoga-lawn").run()  # placed at once: street +1
    assert_clean(at)
    assert tables.cell_of(store().get(game_id).game.players[0], "sample-yoga-lawn").column == 1
    assert editor_keys(at) == people_keys(f"cell-{game_id}-0-sample-yoga-lawn")
    assert at.checkbox(key=f"cell-{game_id}-0-sample-yoga-lawn-fp")
    # The placed card's square is the one outlined in the grid.
    assert re.search(rf"st-key-city-cell-{game_id}-0-sample-yoga-lawn button {{ outline", grid_style(at))
    set_people(at, f"cell-{game_id}-0-sample-yoga-lawn-tourists", 1)
    assert store().get(game_id).game.players[0].cells[1].people == People(tourists=1)


def test_the_grid_shows_every_card_in_its_square_beach_above_street():
    game_id = new_game(("sample-kite-beach", "beach", 1), ("sample-yoga-lawn", "street", 1),
                       ("sample-tide-pools", "beach", -1))
    at = open_page(CITY, game_id)
    assert squares(at, game_id) == ["sample-tide-pools", "start", "sample-kite-beach", "sample-yoga-lawn"]
    labels = {b.key: shown(b.label) for b in at.button if b.key and b.key.startswith("city-cell-")}
    assert "Kite Beach" in labels[f"city-cell-{game_id}-0-sample-kite-beach"]
    # The square under Tide Pools (street -1) is empty: drawn, but not a button.
    assert len([h for h in at.get("html") if h.proto.body.startswith("<div") and "-empty" in h.proto.body]) == 1


def test_tapping_a_square_opens_its_editor():
    game_id = new_game(("sample-kite-beach", "beach", 1), ("sample-yoga-lawn", "street", 1))
    at = open_page(CITY, game_id)
    # On opening, the last card placed is being edited.
    assert editor_keys(at) == people_keys(f"cell-{game_id}-0-sample-yoga-lawn")
    at.button(key=f"city-cell-{game_id}-0-sample-kite-beach").click().run()
    assert_clean(at)
    assert editor_keys(at) == people_keys(f"cell-{game_id}-0-sample-kite-beach")
    set_people(at, f"cell-{game_id}-0-sample-kite-beach-locals", 2)
    at.button(key=f"city-cell-{game_id}-0-start").click().run()
    assert editor_keys(at) == people_keys(f"start-{game_id}-0-beach") | people_keys(f"start-{game_id}-0-street")
    set_people(at, f"start-{game_id}-0-beach-tourists", 1)
    ann = store().get(game_id).game.players[0]
    assert (ann.cells[0].people, ann.start_beach) == (People(locals=2), People(tourists=1))
    # The grid shows the counts entered (the squares say L 2 and the tile's beach half T 1).
    labels = {b.key: shown(b.label) for b in at.button if b.key and b.key.startswith("city-cell-")}
    assert "L 2" in labels[f"city-cell-{game_id}-0-sample-kite-beach"]
    assert "B: T 1" in labels[f"city-cell-{game_id}-0-start"]


def test_each_player_has_their_own_open_square():
    game_id = new_game(("sample-kite-beach", "beach", 1), ("sample-yoga-lawn", "street", 1))
    at = open_page(CITY, game_id)
    at.button(key=f"city-cell-{game_id}-0-sample-kite-beach").click().run()
    at.radio(key="city_player").set_value("Bob").run()
    assert editor_keys(at) == people_keys(f"start-{game_id}-1-beach") | people_keys(f"start-{game_id}-1-street")
    at.radio(key="city_player").set_value("Ann").run()
    assert editor_keys(at) == people_keys(f"cell-{game_id}-0-sample-kite-beach")


def test_the_open_square_stays_open_when_the_browser_sends_its_hidden_box_empty():
    """Issue 31's bench (four phones, the live refresh on): a whole-page run started by the server, then a tap's
    run of the city panel before the first was sent, and Streamlit's browser code dropped the panel and drew it
    afresh: its hidden box of the open square went back to its default, "", and the next tap sent that. The
    editor then jumped to the last card placed, under a player tapping the card they had opened."""
    game_id = new_game(("sample-kite-beach", "beach", 1), ("sample-yoga-lawn", "street", 1))
    at = open_page(CITY, game_id)
    at.button(key=f"city-cell-{game_id}-0-sample-kite-beach").click().run()
    box = f"city-sel-{game_id}-0"
    assert at.text_input(key=box).proto.default == "sample-kite-beach"  # what a box drawn afresh shows
    at.text_input(key=box).set_value("").run()  # what the browser sent in the bench's bad runs
    assert_clean(at)
    assert editor_keys(at) == people_keys(f"cell-{game_id}-0-sample-kite-beach")
    assert at.text_input(key=box).value == "sample-kite-beach"  # and the box is set right in the browser


def test_a_card_removed_on_another_phone_closes_its_editor_without_an_error():
    game_id = new_game(("sample-kite-beach", "beach", 1), ("sample-yoga-lawn", "street", 1))
    at = open_page(CITY, game_id)
    at.button(key=f"city-cell-{game_id}-0-sample-kite-beach").click().run()
    store().update(game_id, lambda g: tables.remove_card(g, "Ann", "sample-kite-beach"))
    at.run()
    assert_clean(at)
    assert editor_keys(at) == people_keys(f"cell-{game_id}-0-sample-yoga-lawn")


def picture(colour: str, size=(600, 900)) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", size, colour).save(out, "PNG")
    return out.getvalue()


def test_a_card_with_a_photo_shows_it_in_its_square():
    UserCatalogue().save_card(FeatureCard(id="harbour-steps", row="beach", tags=("wave",),
                                          scoring=(Ring(tourists=1, points=3),), photo=thumbnail(picture("#00AA88"))))
    game_id = new_game(("harbour-steps", "beach", 1), ("sample-kite-beach", "beach", 2))
    at = open_page(CITY, game_id)
    assert_clean(at)
    style = grid_style(at)
    found = re.search(rf"st-key-city-cell-{game_id}-0-harbour-steps button {{[^}}]*url\(data:image/jpeg;base64,"
                      r"([A-Za-z0-9+/=]+)\)", style)
    assert found, "no photo behind the card's square"
    with Image.open(io.BytesIO(base64.b64decode(found.group(1)))) as small:
        assert small.format == "JPEG" and max(small.size) <= 120  # a small copy, not the catalogue's photo
    kite = re.search(rf"st-key-city-cell-{game_id}-0-sample-kite-beach button {{[^}}]*}}", style).group(0)
    assert "url(" not in kite  # no photo: its tag colour only


def test_a_grid_photo_is_a_small_copy_and_an_unreadable_photo_is_none():
    from webapp.city.grid import GRID_PHOTO_SIDE, grid_photo

    small = grid_photo(thumbnail(picture("#AA2200", (900, 600))))
    with Image.open(io.BytesIO(base64.b64decode(small))) as image:
        assert image.format == "JPEG" and image.size == (GRID_PHOTO_SIDE, GRID_PHOTO_SIDE * 2 // 3)
    assert grid_photo("") is None
    assert grid_photo("not a photo!") is None
    assert grid_photo(base64.b64encode(b"not a jpeg").decode()) is None
