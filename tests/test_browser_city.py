"""Real browser at 390 x 844: a picked card is placed at once and its editor (with "Move it") is in view;
a 14-card city is compact.

Debian's Chromium (Playwright) against the app as ``streamlit run``. The page scrolls inside
Streamlit's main element, so positions are the elements' boxes in the viewport and the page height
is that element's scroll height. Screenshots go to artifacts/ (look at them).
"""

from __future__ import annotations

import re

import pytest
from app_helpers import placement_order
from browser_support import (
    PHONE,
    AppServer,
    choose,
    choose_count,
    count_shown,
    keyed,
    on_messages,
    open_page,
    open_square,
    rerun,
    settle,
    shot,
    wait_in_view,
)

from card_db.generated import generated_cards, generated_starting_tiles
from card_db.loader import dump_catalogue_bytes
from card_db.user_catalogue import UserCatalogue, load_catalogue
from scorer.generated import generated_finished_game
from webapp.tables import operations as tables
from webapp.tables.store import open_store

pytestmark = [pytest.mark.browser, pytest.mark.shared_server]  # each test on a table of its own

SEED = 7
SCREENS = 2  # "a 14-card city and the card being edited fit in about two screens"
ABOUT = 1.05  # "about": 5 % over two screens is still two screens to a thumb


def generated_table(server: AppServer, monkeypatch, cards: int):
    """A 4-player table of ``cards``-card cities over generated SAMPLE cards, catalogued in the app's folder."""
    monkeypatch.setenv("SANTA_MONICA_DATA_DIR", str(server.data_dir))
    UserCatalogue().import_bytes(dump_catalogue_bytes(generated_cards(SEED), generated_starting_tiles(SEED)),
                                 "generated")
    catalogue = load_catalogue()
    game = generated_finished_game(SEED, players=4, cards_per_city=cards, catalogue=catalogue)
    return open_store(server.db_path).create_game(game), game, catalogue


def box(page, selector: str) -> dict:
    return page.locator(selector).first.bounding_box()


def page_height(page) -> int:
    return page.evaluate("() => document.querySelector('[data-testid=\"stMain\"]').scrollHeight")


def test_a_14_card_city_with_its_editor_open_fits_in_about_two_screens(app_server, phone, monkeypatch):
    game_id, game, _ = generated_table(app_server, monkeypatch, 14)
    city = game.players[0]
    open_page(phone, app_server.page_url("City", game_id), f"{city.name}'s city")
    # The editor of a card (the last placed) is open under the grid.
    editor = keyed(phone, f"city-editor-{game_id}")
    assert editor.get_by_text("Locals").count() == 1
    height = page_height(phone)
    shot(phone, "city-14-cards")
    print(f"14-card city with its editor open: page {height} px = {height / PHONE['height']:.2f} screens")  # noqa: T201 - the measured height, shown with -s
    assert height <= SCREENS * PHONE["height"] * ABOUT


def assert_in_view(page, locator) -> dict:
    """The element's box, asserted to lie wholly inside the phone's screen once the page's own scroll (60 ms
    after it is drawn) has brought it there."""
    wait_in_view(page, locator)
    where = locator.bounding_box()
    assert where is not None, "not shown"
    assert 0 <= where["y"] and where["y"] + where["height"] <= PHONE["height"], where
    return where


def test_a_picked_card_is_placed_at_once_with_its_editor_and_move_it_in_view(app_server, phone, monkeypatch):
    game_id, game, catalogue = generated_table(app_server, monkeypatch, 14)
    full = game.players[0]
    beach = sorted((c for c in full.cells if c.row == "beach"), key=lambda c: c.column)
    # The generated first city's beach runs from its end-of-beach card (leftmost) to right of the tile.
    end, beside_end, right_end = beach[0], beach[1], beach[-1]
    assert catalogue.card(end.card).is_end_of_beach and beside_end.column < 0 < right_end.column
    store = open_store(app_server.db_path)
    for cell in (right_end, beside_end, end):
        store.update(game_id, lambda g, c=cell: tables.remove_card(g, full.name, c.card))
    store.update(game_id, lambda g: tables.move_card(  # the beach card placed last is right of the tile
        g, full.name, beach[-2].card, "beach", beach[-2].column))
    open_page(phone, app_server.page_url("City", game_id), f"{full.name}'s city")
    box = phone.get_by_role("combobox", name=re.compile(r"^Card \("))

    def placed_at(cell) -> tuple[str, int]:
        found = tables.cell_of(store.get(game_id).game.players[0], cell.card)
        return found.row, found.column

    # 1. The beach row's right end, read left to right: the pick places it there, its editor in view.
    choose(phone, box, catalogue.card_label(right_end.card))
    settle(phone)
    shot(phone, "city-after-pick", whole=False)
    assert placed_at(right_end) == (right_end.row, right_end.column)
    assert_in_view(phone, keyed(phone, f"cell-{game_id}-0-{right_end.card}-locals"))
    assert_in_view(phone, keyed(phone, f"city-cell-{game_id}-0-{right_end.card}"))  # its square, outlined
    # 2. A card left of the tile goes right of the last one first; "Move it" is in view, one tap.
    choose(phone, box, catalogue.card_label(beside_end.card))
    settle(phone)
    assert placed_at(beside_end) == ("beach", right_end.column + 1)
    move = keyed(phone, f"cell-{game_id}-0-{beside_end.card}-move-beach-{beside_end.column}").get_by_role("button")
    assert_in_view(phone, move)
    shot(phone, "city-move-it", whole=False)
    with rerun(phone):
        move.click()
    settle(phone)
    shot(phone, "city-after-move", whole=False)
    assert placed_at(beside_end) == (beside_end.row, beside_end.column)
    assert_in_view(phone, keyed(phone, f"cell-{game_id}-0-{beside_end.card}-locals"))  # still its editor, in view
    # 3. The next beach card follows the moved one leftwards: the end of the beach, no move needed.
    choose(phone, box, catalogue.card_label(end.card))
    settle(phone)
    assert placed_at(end) == (end.row, end.column)
    choose_count(phone, f"cell-{game_id}-0-{end.card}-locals", 1)
    assert tables.cell_of(store.get(game_id).game.players[0], end.card).people.locals == 1


def fragment_runs(page) -> list[tuple[str, ...]]:
    """For each script run the page is told about from now on: the fragments it reruns (() for the whole page)."""
    runs: list[tuple[str, ...]] = []

    def on_message(message) -> None:
        if message.WhichOneof("type") == "new_session":
            runs.append(tuple(message.metadata.run.fragment_ids))

    on_messages(page, on_message)
    return runs


def test_a_count_tap_reruns_only_the_city_panel_and_the_grid_follows(app_server, phone, monkeypatch):
    game_id, game, catalogue = generated_table(app_server, monkeypatch, 14)
    city = game.players[0]
    runs = fragment_runs(phone)
    open_page(phone, app_server.page_url("City", game_id), f"{city.name}'s city")
    assert runs and runs[-1] == ()  # opening the page runs all of it
    target = city.cells[0]
    open_square(phone, game_id, target.card)
    key = f"cell-{game_id}-0-{target.card}-locals"
    before = target.people.locals
    assert count_shown(phone, key) == str(before)
    choose_count(phone, key, before + 1)
    assert runs[-1] != (), "the count's tap reran the whole page, not only the city panel"
    assert runs[-2] != (), "tapping a square reran the whole page"
    stored = open_store(app_server.db_path).get(game_id).game.players[0]
    assert next(c for c in stored.cells if c.card == target.card).people.locals == before + 1
    # The square in the grid says the new count (the grid is part of the panel).
    square = keyed(phone, f"city-cell-{game_id}-0-{target.card}").inner_text()
    assert f"L {before + 1}" in square, square


def test_after_a_pick_from_the_pickers_card_list_the_editor_is_wholly_in_view(app_server, phone, monkeypatch):
    game_id, game, catalogue = generated_table(app_server, monkeypatch, 14)
    full = game.players[0]
    store = open_store(app_server.db_path)
    order = placement_order(full, catalogue)
    for cell in order[-3:]:  # three cards still to place; the first of them can go in now
        store.update(game_id, lambda g, c=cell: tables.remove_card(g, full.name, c.card))
    target = order[-3]
    card = catalogue.card(target.card)
    open_page(phone, app_server.page_url("City", game_id), f"{full.name}'s city")
    # Row, a tag, the card (the picker's 3 taps), then its slot at the bottom of the screen.
    with rerun(phone):
        keyed(phone, "pick_row").locator("button").filter(has_text=card.row.title()).first.click()
    if card.tags:
        with rerun(phone):
            keyed(phone, "pick_tags").locator("button").filter(
                has_text=re.compile(r"^" + {"local": "Local", "tourist": "Tourist", "business": "Business",
                                            "sports": "Sports", "nature": "Nature", "wave": "Waves"}[card.tags[0]])
            ).first.click()
    pick = keyed(phone, f"pick-{game_id}-card-{target.card}").get_by_role("button")
    pick.scroll_into_view_if_needed()
    with rerun(phone):
        pick.click()  # the card is placed at once: no slot to tap
    settle(phone)
    wait_in_view(phone, keyed(phone, f"city-editor-{game_id}"))  # the scroll into view runs 60 ms after drawing
    shot(phone, "city-after-place-from-list", whole=False)
    editor = keyed(phone, f"city-editor-{game_id}").bounding_box()
    assert keyed(phone, f"cell-{game_id}-0-{target.card}-locals").count() == 1  # the placed card's editor
    assert editor["y"] >= 0 and editor["y"] + editor["height"] <= PHONE["height"], editor


@pytest.mark.fresh_server  # adds a card to the catalogue the other tests generate their tables from
def test_a_cards_photo_is_drawn_behind_its_square(app_server, phone, monkeypatch):
    import io

    from PIL import Image, ImageDraw

    from card_db.models import FeatureCard, Ring
    from webapp.cards.photo import thumbnail

    monkeypatch.setenv("SANTA_MONICA_DATA_DIR", str(app_server.data_dir))
    picture = Image.new("RGB", (600, 900), "#1E88E5")
    ImageDraw.Draw(picture).ellipse((150, 300, 450, 600), fill="#FFD23F")  # a card with a sun on it
    data = io.BytesIO()
    picture.save(data, "PNG")
    UserCatalogue().save_card(FeatureCard(id="sunny-steps", row="beach", tags=("wave",),
                                          scoring=(Ring(tourists=1, points=3),), photo=thumbnail(data.getvalue())))
    game = tables.new_table("blue", [("Dana", "sample-surf-club")], start_vips=[2])
    game = tables.place_card(tables.place_card(game, "Dana", "sunny-steps", "beach", 1),
                             "Dana", "sample-kite-beach", "beach", 2)
    game_id = open_store(app_server.db_path).create_game(game)
    open_page(phone, app_server.page_url("City", game_id), "Dana's city")
    square = keyed(phone, f"city-cell-{game_id}-0-sunny-steps").get_by_role("button")
    square.scroll_into_view_if_needed()
    background = square.evaluate("b => getComputedStyle(b).backgroundImage")
    assert "data:image/jpeg;base64," in background
    other = keyed(phone, f"city-cell-{game_id}-0-sample-kite-beach").get_by_role("button")
    assert "url(" not in other.evaluate("b => getComputedStyle(b).backgroundImage")
    shot(phone, "city-photo-square", whole=False)
