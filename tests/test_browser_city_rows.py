"""Real browser at 390 x 844: a wide city keeps each row on one line, as the cards lie on the table.

The widest city the rules allow has 15 feature cards (``scorer.scoring.validation.MAX_FEATURE_CARDS``)
and the starting tile: here 8 beach cards right of the tile and 7 street cards left of it, 16 columns.
Its grid scrolls sideways inside its own box (the page itself never does), every square of a row
shares one line, and the starting tile stays on screen wherever the grid is scrolled.
Screenshots go to artifacts/ (look at them).
"""

from __future__ import annotations

import pytest

from browser_support import PHONE, keyed, open_page, shot, sideways_overflow
from card_db.generated import generated_cards
from card_db.loader import dump_catalogue_bytes
from card_db.user_catalogue import UserCatalogue, load_catalogue
from scorer.scoring.validation import MAX_FEATURE_CARDS, validate_city
from webapp import tables
from webapp.store import open_store

pytestmark = [pytest.mark.browser, pytest.mark.shared_server]  # each test on a table of its own

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
