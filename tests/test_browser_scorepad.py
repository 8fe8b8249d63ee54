"""Real browser, phone sized: set up a table, rebuild a whole city, reload mid-way, read the scorepad, get the CSV.

Debian's headless Chromium (Playwright) at 390 x 844 drives the app started as ``streamlit run`` in a
subprocess, exactly as a player would: taps, typing, the page's own links. What the browser shows is
compared with the store (``webapp.tables.store``) and with ``scorer.scoring.score_game`` for the game as stored.
"""

from __future__ import annotations

import csv
import io
import re

import pytest
from browser_support import (
    choose,
    count_shown,
    keyed,
    open_page,
    open_square,
    rerun,
    set_people,
    settle,
    shot,
    sideways_overflow,
    type_number,
)

from card_db.user_catalogue import load_catalogue
from scorer.formats.explain import SCOREPAD_COLUMNS
from scorer.model.game import Cell, People
from scorer.model.report import LINE_LABELS, LINES
from scorer.scoring.table import score_game
from webapp.history.export import table_date
from webapp.history.view import game_title
from webapp.tables.store import open_store

pytestmark = pytest.mark.browser


def cell(row, column, card, locals=0, tourists=0, vips=0, footprint=False) -> Cell:
    return Cell(row=row, column=column, card=f"sample-{card}",
                people=People(locals=locals, tourists=tourists, vips=vips), footprint=footprint)


# Dana's city, in an order where each card goes to a slot the page offers at that moment. The Surf
# Club starts with 2 VIPs on its street half (ruling 4); Dana moved them onto Tide Pools and Skate Park.
FIRST_HALF = (
    cell("beach", 1, "kite-beach", tourists=1),
    cell("beach", 2, "tide-pools", vips=1, footprint=True),
    cell("street", 1, "yoga-lawn", tourists=1, footprint=True),
)
SECOND_HALF = (
    cell("beach", -1, "driftwood-point"),
    cell("street", 2, "skate-park", locals=1, vips=1),
)
START_STREET = People(locals=1)
SAND_DOLLARS = 3
NAMES = {"sample-kite-beach": "Kite Beach", "sample-tide-pools": "Tide Pools", "sample-yoga-lawn": "Yoga Lawn",
         "sample-driftwood-point": "Driftwood Point", "sample-skate-park": "Skate Park"}


def stored_city(server, game_id: str, seat: int = 0):
    return open_store(server.db_path).get(game_id).game.players[seat]


def place(page, server, game_id: str, target: Cell, seat: int = 0) -> None:
    """Pick the card by typing part of its name: the page places it at once at the next square of its row.

    The cities here are read outward from the starting tile, so that square is the card's own: checked
    in the store, with no other tap."""
    choose(page, page.get_by_role("combobox", name=re.compile(r"^Card \(")), NAMES[target.card])
    placed = {(c.card, c.row, c.column) for c in stored_city(server, game_id, seat).cells}
    assert (target.card, target.row, target.column) in placed, placed


def enter_people(page, game_id: str, target: Cell, seat: int = 0) -> None:
    """The people (one-tap choices) and the footprint box of one placed card."""
    prefix = f"cell-{game_id}-{seat}-{target.card}"
    open_square(page, game_id, target.card, seat)  # its square in the grid opens its editor
    for kind in ("locals", "tourists", "vips"):
        set_people(page, f"{prefix}-{kind}", getattr(target.people, kind))
    if target.footprint:
        with rerun(page):
            keyed(page, f"{prefix}-fp").get_by_text("Footprint").click()


def assert_shown(page, game_id: str, cells: tuple[Cell, ...], seat: int = 0) -> None:
    """Every card of ``cells`` is in the city with its people and footprint as entered."""
    page.get_by_text(f"{len(cells)} feature cards").wait_for()
    for target in cells:
        prefix = f"cell-{game_id}-{seat}-{target.card}"
        open_square(page, game_id, target.card, seat)
        for kind in ("locals", "tourists", "vips"):
            count = getattr(target.people, kind)
            assert count_shown(page, f"{prefix}-{kind}") == (str(count) if count < 6 else "6+"), (target.card, kind)
        assert keyed(page, f"{prefix}-fp").get_by_role("checkbox").is_checked() == target.footprint, target.card


def pad_rows(page) -> dict[str, list[str]]:
    """The scorepad table as shown: line label -> one cell per player (header row under "Line")."""
    rows = page.evaluate("""() => {
      const table = [...document.querySelectorAll('[data-testid="stMarkdownContainer"] table')]
        .find(t => t.innerText.trim().startsWith('Line'));
      return table ? [...table.rows].map(r => [...r.cells].map(c => c.innerText.trim())) : [];
    }""")
    return {row[0]: row[1:] for row in rows}


def test_a_whole_city_entered_on_a_phone_survives_a_reload_and_scores_like_the_library(app_server, phone,
                                                                                         monkeypatch):
    page = phone

    # Home: two players, their starting tiles, the Orange objective.
    open_page(page, app_server.url, "Start a table")
    with rerun(page):
        keyed(page, "setup_count").get_by_test_id("stNumberInputStepDown").click()
    assert page.get_by_text("Player 3").count() == 0
    names = page.get_by_label("Name", exact=True)
    tiles = page.get_by_role("combobox", name="Starting tile")
    for seat, (name, tile) in enumerate((("Dana", "Surf Club"), ("Eli", "Harbor Office"))):
        names.nth(seat).fill(name)
        with rerun(page):
            names.nth(seat).press("Enter")
        choose(page, tiles.nth(seat), tile)
    with rerun(page):
        keyed(page, "setup_objective").get_by_text("Orange", exact=True).click()
    shot(page, "scorepad-01-home-filled")
    with rerun(page):
        keyed(page, "start_table").get_by_role("button").click()
    page.get_by_role("heading", name="Dana's city").wait_for()
    settle(page)
    game_id = re.search(r"[?&]game=([^&]+)", page.url).group(1)
    assert "/City" in page.url
    table = open_store(app_server.db_path).get(game_id).game
    assert [(p.name, p.starting_tile) for p in table.players] == [("Dana", "sample-surf-club"),
                                                                  ("Eli", "sample-harbor-office")]
    assert table.objective == "orange"

    # City: the first half of Dana's city, then a reload in the middle of the work.
    for target in FIRST_HALF:
        place(page, app_server, game_id, target)
    for target in FIRST_HALF:
        enter_people(page, game_id, target)
    shot(page, "scorepad-02-city-half")
    assert sideways_overflow(page)["scrollWidth"] <= 390 + 1

    page.reload()
    page.get_by_role("heading", name="Dana's city").wait_for()
    settle(page)
    assert f"game={game_id}" in page.url
    assert_shown(page, game_id, FIRST_HALF)
    grid = page.locator(f'[class*="st-key-city-cell-{game_id}-0-strip-"]').first.inner_text()
    assert all(NAMES[t.card] in grid for t in FIRST_HALF), grid
    shot(page, "scorepad-03-city-after-reload")

    # The rest: two more cards, the starting tile's people, leftover sand dollars.
    for target in SECOND_HALF:
        place(page, app_server, game_id, target)
        enter_people(page, game_id, target)
    open_square(page, game_id, "start")
    set_people(page, f"start-{game_id}-0-street-vips", START_STREET.vips)
    set_people(page, f"start-{game_id}-0-street-locals", START_STREET.locals)
    type_number(page, f"sd-{game_id}-0", SAND_DOLLARS)
    assert_shown(page, game_id, FIRST_HALF + SECOND_HALF)
    assert page.get_by_text(re.compile(r"problems? in this city")).count() == 0
    shot(page, "scorepad-04-city-done")

    dana = stored_city(app_server, game_id)
    assert sorted(dana.cells, key=lambda c: c.card) == sorted(FIRST_HALF + SECOND_HALF, key=lambda c: c.card)
    assert (dana.start_beach, dana.start_street, dana.sand_dollars) == (People(), START_STREET, SAND_DOLLARS)

    # Scorepad, reached by the page's own link: every number as score_game gives it for the stored game.
    with rerun(page):
        page.get_by_role("button", name=re.compile("See the scorepad")).click()  # the next-step button
    page.get_by_text(re.compile(r"wins with|Shared win")).first.wait_for()
    settle(page)
    monkeypatch.setenv("SANTA_MONICA_DATA_DIR", str(app_server.data_dir))  # the catalogue the app reads
    stored = open_store(app_server.db_path).get(game_id).game
    report = score_game(stored, load_catalogue())
    rows = pad_rows(page)
    assert rows["Line"] == [p.name for p in report.players]
    for line in LINES:
        assert rows[LINE_LABELS[line]] == [str(p.line(line)) for p in report.players], line
    assert rows["Total"] == [str(p.total) for p in report.players]
    best = report.standings[0]
    page.get_by_text(f"{report.winners[0]} wins with {best.total} points").wait_for()
    shot(page, "scorepad-05-scorepad")
    assert sideways_overflow(page)["scrollWidth"] <= 390 + 1

    # The scorepad CSV, downloaded as a player would.
    with page.expect_download() as download_info:
        keyed(page, "dl-scorepad").get_by_role("button").click()
    download = download_info.value
    assert download.suggested_filename == f"santa-monica-{game_id}-scorepad.csv"
    text = download.path().read_text(encoding="utf-8-sig")
    header, *body = list(csv.reader(io.StringIO(text)))
    assert tuple(header) == (*SCOREPAD_COLUMNS, "result")
    rank = {s.seat: s.rank for s in report.standings}
    stored = open_store(app_server.db_path).get(game_id)  # each row says which table: date, objective, title
    which = [table_date(stored.summary, stored.game), report.objective.capitalize(), game_title(stored.summary)]
    assert body == [[*which, p.name, str(p.seat + 1), *(str(p.line(line)) for line in LINES), str(p.total),
                     str(rank[p.seat]), "as the table is now, not a finished result"] for p in report.players]

    # Finish: the game goes to History with the totals shown.
    with rerun(page):
        keyed(page, "finish").get_by_role("button").click()
    page.get_by_text("Finished and saved in History").wait_for()
    summary = open_store(app_server.db_path).get(game_id).summary
    assert summary.status == "finished"
    assert summary.totals == {p.name: p.total for p in report.players}
