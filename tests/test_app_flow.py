"""The whole flow through the widgets: set up a 3-player table on the home page, rebuild each city on the
City page, and check that the Scorepad page shows exactly what ``score_game`` computes for the same game."""

from __future__ import annotations

import pytest
from app_helpers import SCOREPAD, assert_clean, enter_city, open_page

from card_db.loader import load_builtin
from scorer.model.game import Cell, FinishedGame, People, PlayerCity
from scorer.model.report import LINE_LABELS, LINES
from scorer.scoring.table import score_game
from scorer.scoring.validation import validate_game
from webapp.tables.store import GameStore, default_db_path

pytestmark = pytest.mark.usefixtures("temp_data")  # a fresh game store and data folder (conftest)


def c(row, column, card, locals=0, tourists=0, vips=0, footprint=False) -> Cell:
    return Cell(row=row, column=column, card=f"sample-{card}",
                people=People(locals=locals, tourists=tourists, vips=vips), footprint=footprint)


EXPECTED = FinishedGame(
    objective="orange",
    title="Flow test",
    players=(
        PlayerCity(
            name="Dana", starting_tile="sample-surf-club", sand_dollars=3,
            cells=(
                c("beach", -1, "driftwood-point"),
                c("beach", 1, "kite-beach", tourists=1),
                c("beach", 2, "tide-pools", vips=1, footprint=True),
                c("beach", 3, "surf-school", tourists=2),
                c("street", 1, "yoga-lawn", tourists=1, footprint=True),
                c("street", 2, "skate-park", locals=1, vips=1),
                c("street", -1, "bike-rentals"),
            ),
            start_street=People(locals=1),
        ),
        PlayerCity(
            name="Eli", starting_tile="sample-harbor-office", sand_dollars=5,
            cells=(
                c("beach", 1, "lifeguard-tower"),
                c("beach", -1, "pier-arcade", tourists=1),
                c("beach", -2, "shell-market"),
                c("street", 1, "taco-stand", footprint=True),
                c("street", 2, "corner-bank", vips=1, footprint=True),
                c("street", -1, "seaside-diner", locals=2),
                c("street", -2, "backpacker-hostel", tourists=2),
            ),
        ),
        PlayerCity(
            name="Fay", starting_tile="sample-lighthouse", sand_dollars=1,
            cells=(
                c("beach", 1, "sunset-bench", locals=1, tourists=1),
                c("beach", 2, "quiet-cove"),
                c("beach", -1, "volleyball-nets", locals=1),
                c("street", -1, "town-square", footprint=True),
                c("street", 1, "farmers-market", vips=1, footprint=True),
                c("street", 2, "community-garden", locals=2),
                c("street", 3, "palm-avenue"),
            ),
            start_beach=People(tourists=1),
        ),
    ),
)


def test_a_table_entered_through_the_widgets_scores_like_the_game_file():
    catalogue = load_builtin()
    assert validate_game(EXPECTED, catalogue) == ()  # the expected game itself is legal
    expected = score_game(EXPECTED, catalogue)

    # Home: three players, their starting tiles, the Orange objective, a title.
    at = open_page()
    names = [w for w in at.text_input if w.label == "Name"]
    tiles = [w for w in at.selectbox if w.label == "Starting tile"]
    for player, name_box, tile_box in zip(EXPECTED.players, names, tiles, strict=True):
        name_box.set_value(player.name)
        tile_box.set_value(player.starting_tile)
    at.radio(key="setup_objective").set_value("orange")
    at.text_input(key="setup_title").set_value("Flow test")
    at.button(key="start_table").click().run()
    assert_clean(at)
    game_id = at.query_params["game"]

    # City page: every card on a slot the page offers, people, footprints, sand dollars.
    for seat, player in enumerate(EXPECTED.players):
        enter_city(at, game_id, seat, player, catalogue)

    stored = GameStore(default_db_path()).get(game_id).game
    for got, want in zip(stored.players, EXPECTED.players, strict=True):
        assert sorted(got.cells, key=lambda x: x.card) == sorted(want.cells, key=lambda x: x.card)
        assert (got.start_beach, got.start_street, got.sand_dollars) == (want.start_beach, want.start_street,
                                                                          want.sand_dollars)

    # Scorepad: every line of every player and the winner, as score_game computes them.
    at.switch_page(SCOREPAD).run()
    assert_clean(at)
    (table,) = [m.value for m in at.markdown if m.value.startswith("| Line |")]
    rows = {}
    for line in table.splitlines()[2:]:
        cells = [x.strip().strip("*") for x in line.strip("|").split("|")]
        rows[cells[0]] = cells[1:]
    for line in LINES:
        assert rows[LINE_LABELS[line]] == [str(p.line(line)) for p in expected.players], line
    assert rows["Total"] == [str(p.total) for p in expected.players]
    assert expected.winners[0] in at.success[0].value

    at.button(key="finish").click().run()
    summary = GameStore(default_db_path()).get(game_id).summary
    assert summary.status == "finished"
    assert summary.totals == {p.name: p.total for p in expected.players}
