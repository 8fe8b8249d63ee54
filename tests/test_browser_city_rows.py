"""Real browser at 390 x 844: a wide city keeps each row on one line, as the cards lie on the table.

The widest city the rules allow has 15 feature cards (``scorer.scoring.validation.MAX_FEATURE_CARDS``)
and the starting tile: here 8 beach cards right of the tile and 7 street cards left of it, 16 columns.
Its grid scrolls sideways inside its own box (the page itself never does), every square of a row
shares one line, and the starting tile stays on screen wherever the grid is scrolled.
Screenshots go to artifacts/ (look at them).
"""

from __future__ import annotations

import pytest
from browser_support import PHONE, choose, keyed, open_page, open_square, rerun, settle, shot, sideways_overflow

from card_db.generated import generated_cards
from card_db.loader import dump_catalogue_bytes
from card_db.user_catalogue import UserCatalogue, load_catalogue
from scorer.scoring.validation import MAX_FEATURE_CARDS, validate_city
from webapp.tables import operations as tables
from webapp.tables.store import open_store

pytestmark = [pytest.mark.browser, pytest.mark.shared_server(group="wide-catalogue")]  # with _city_tile_sliver: one app holding
# the wide catalogue both import (``widest_table``), each test on a table of its own

SEED = 11
BEACH_CARDS, STREET_CARDS = 8, 7  # 15 cards: the most a city can hold, in 16 columns


def widest_table(server, monkeypatch) -> tuple[str, list[str], list[str]]:
    """A table whose first city is as wide as the rules allow; (game id, beach ids, street ids) by column."""
    monkeypatch.setenv("SANTA_MONICA_DATA_DIR", str(server.data_dir))
    cards = [c.model_copy(update={"id": f"wide-{c.id}"}) for c in generated_cards(SEED)]
    UserCatalogue().import_bytes(dump_catalogue_bytes(cards, ()), "wide")
    beach = [c.id for c in cards if c.row == "beach" and not c.is_end_of_beach][:BEACH_CARDS]
    street = [c.id for c in cards if c.row == "street"][:STREET_CARDS]
    assert len(beach) + len(street) == MAX_FEATURE_CARDS
    game = tables.new_table("blue", [("Ann", "sample-surf-club"), ("Bob", "sample-lighthouse")], start_vips=[2, 1])
    # The street first: the last card placed (whose editor opens) is the beach's right end, far off screen.
    for column, card in enumerate(street, start=1):
        game = tables.place_card(game, "Ann", card, "street", -column)
    for column, card in enumerate(beach, start=1):
        game = tables.place_card(game, "Ann", card, "beach", column)
    assert not validate_city(game.players[0], load_catalogue())  # a legal city, not just a wide one
    return open_store(server.db_path).create_game(game), beach, street


def square(page, game_id: str, cell_id: str):
    return keyed(page, f"city-cell-{game_id}-0-{cell_id}")


def test_the_widest_city_keeps_each_row_on_one_line_with_the_tile_in_view(app_server, phone, monkeypatch):
    game_id, beach, street = widest_table(app_server, monkeypatch)
    open_page(phone, app_server.page_url("City", game_id), "Ann's city")
    square(phone, game_id, beach[-1]).wait_for()
    boxes = {cell: square(phone, game_id, cell).bounding_box() for cell in [*beach, *street, "start"]}
    tops = {row: {round(boxes[c]["y"]) for c in cells} for row, cells in (("beach", beach), ("street", street))}
    # One line per row: every square of a row starts at the same height, the street row below the beach row.
    assert len(tops["beach"]) == 1 and len(tops["street"]) == 1, tops
    assert min(tops["street"]) > max(tops["beach"])
    # Left to right as on the table: street -7 .. -1, the tile, beach +1 .. +8 (in the grid's own coordinates).
    lefts = [boxes[c]["x"] for c in [*reversed(street), "start"]] + [boxes[c]["x"] for c in beach]
    assert lefts[:STREET_CARDS + 1] == sorted(lefts[:STREET_CARDS + 1]) and lefts[STREET_CARDS:] != []
    # Squares stay wide enough to read (a label of two short lines), rather than shrunk to a sliver.
    assert min(b["width"] for b in boxes.values()) >= 60, boxes
    # The page never scrolls sideways: only the grid's own box does.
    overflow = sideways_overflow(phone)
    assert overflow["scrollWidth"] <= overflow["innerWidth"] and not overflow["wide"], overflow
    grid = keyed(phone, f"city-cell-{game_id}-0-strip-0")
    scroll = grid.evaluate("e => [e.scrollWidth, e.clientWidth]")
    assert scroll[0] > scroll[1], scroll  # 16 columns do not fit 390 px: the box scrolls
    grid.evaluate("e => e.scrollIntoView({block: 'center'})")  # the page scrolls down, not sideways
    shot(phone, "city-widest-rows", whole=False)
    # The square being edited (the last card placed, the right end of the beach) was brought into view.
    last = square(phone, game_id, beach[-1]).bounding_box()
    assert 0 <= last["x"] and last["x"] + last["width"] <= PHONE["width"], last
    # The starting tile is on screen wherever the grid is scrolled.
    for where in ("0", "e.scrollWidth"):
        grid.evaluate(f"e => {{ e.scrollLeft = {where}; }}")
        phone.wait_for_timeout(100)  # a scroll is drawn on the next frame
        tile = square(phone, game_id, "start").bounding_box()
        assert 0 <= tile["x"] and tile["x"] + tile["width"] <= PHONE["width"], (where, tile)
        shot(phone, f"city-widest-rows-scrolled-{'left' if where == '0' else 'right'}", whole=False)


def in_the_box(page, grid, locator) -> bool:
    """Whether the square lies wholly inside the grid's box as scrolled now (and so on the phone's screen)."""
    box, square = grid.bounding_box(), locator.bounding_box()
    return box["x"] - 1 <= square["x"] and square["x"] + square["width"] <= box["x"] + box["width"] + 1


def swipe_to_the_left_end(page, grid) -> None:
    """Scroll the grid's box to its left end as a player does (a sideways wheel over it, which also
    stops any pending scroll of the page's own), and wait until it got there."""
    grid.hover()
    page.mouse.wheel(-5000, 0)
    page.wait_for_function("box => box.scrollLeft === 0", arg=grid.element_handle(), timeout=5_000)


def test_a_wide_grid_stays_where_the_player_scrolled_it_and_follows_a_placed_card(app_server, phone, monkeypatch):
    game_id, beach, street = widest_table(app_server, monkeypatch)
    open_page(phone, app_server.page_url("City", game_id), "Ann's city")
    grid = keyed(phone, f"city-cell-{game_id}-0-strip-0")
    # A tap on a square the player scrolled to opens its editor and leaves the grid where it was.
    swipe_to_the_left_end(phone, grid)
    open_square(phone, game_id, street[-1])
    settle(phone)
    assert grid.evaluate("e => e.scrollLeft") == 0
    assert keyed(phone, f"cell-{game_id}-0-{street[-1]}-locals").count() == 1  # its editor is open
    # The right end of the beach taken out and picked again: it goes back to beach +8, off screen to
    # the right of where the grid is scrolled, and the grid follows it.
    open_square(phone, game_id, beach[-1])
    with rerun(phone):
        keyed(phone, f"cell-{game_id}-0-{beach[-1]}-remove").get_by_role("button").click()
    swipe_to_the_left_end(phone, grid)
    assert not in_the_box(phone, grid, square(phone, game_id, beach[-2]))
    label = load_catalogue().card_label(beach[-1])
    choose(phone, keyed(phone, f"pick-{game_id}").get_by_role("combobox"), label)
    placed = square(phone, game_id, beach[-1])
    placed.wait_for()
    phone.wait_for_function("([box, el]) => { const b = box.getBoundingClientRect(), r = el.getBoundingClientRect();"
                            " return b.left - 1 <= r.left && r.right <= b.right + 1; }",
                            arg=[grid.element_handle(), placed.element_handle()], timeout=5_000)
    tile = square(phone, game_id, "start").bounding_box()
    assert 0 <= tile["x"] and tile["x"] + tile["width"] <= PHONE["width"]  # held at the box's edge
    placed.scroll_into_view_if_needed()
    shot(phone, "city-widest-placed-card-followed", whole=False)
