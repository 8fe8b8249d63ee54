"""The Scorepad's cache by stored version (webapp.scorepad.report_cache): reused for one version, never shown for a newer
one. Changing the game or a card of the user's catalogue, the page shows the new numbers on its next run."""

from __future__ import annotations

import copy

import pytest
from app_helpers import SCOREPAD, assert_clean, open_page, ring_table, store
from app_helpers import scorepad_rows as pad_rows

from card_db.loader import load_builtin
from card_db.models import Ring
from card_db.user_catalogue import UserCatalogue, load_catalogue
from scorer.model.game import People
from scorer.model.report import LINE_LABELS, LINES
from scorer.scoring.table import score_game
from webapp.scorepad import report_cache
from webapp.scorepad.extras import ResultCache
from webapp.tables import operations as tables

pytestmark = pytest.mark.usefixtures("temp_data")  # a fresh game store and data folder (conftest)


def ring_filled(game):
    """Ann's tourist moved from her tile onto Yoga Lawn: its 1-tourist ring (3 points) is filled."""
    game = tables.set_start_people(game, "Ann", "street", People(vips=1))
    return tables.set_people(game, "Ann", "sample-yoga-lawn", People(tourists=1))


def test_a_change_to_the_game_shows_the_new_numbers_on_the_next_run():
    game_id = store().create_game(ring_table())
    at = open_page(SCOREPAD, game_id)
    assert_clean(at)
    before = pad_rows(at)
    store().update(game_id, ring_filled)
    at.run()
    assert_clean(at)
    report = score_game(store().get(game_id).game, load_catalogue())
    after = pad_rows(at)
    assert after["Total"] == [str(p.total) for p in report.players]
    assert after[LINE_LABELS["rings"]][0] == "3" != before[LINE_LABELS["rings"]][0]


def test_a_changed_card_in_the_users_catalogue_shows_the_new_numbers_on_the_next_run():
    mine = load_builtin().cards["sample-yoga-lawn"].model_copy(update={"id": "my-yoga-lawn", "name": "My Lawn"})
    UserCatalogue().save_card(mine)
    game = ring_filled(tables.place_card(ring_table(), "Ann", "my-yoga-lawn", "street", 2))
    game = tables.set_people(game, "Ann", "my-yoga-lawn", People(tourists=1))
    game = tables.set_people(game, "Ann", "sample-yoga-lawn", People())
    game_id = store().create_game(game)
    at = open_page(SCOREPAD, game_id)
    assert_clean(at)
    assert pad_rows(at)[LINE_LABELS["rings"]][0] == "3"
    # Worth 10 now (a longer file, so the catalogue's stamp changes even on a coarse file clock).
    UserCatalogue().save_card(mine.model_copy(update={"scoring": (Ring(tourists=1, points=10),)}), replace=True)
    at.run()
    assert_clean(at)
    assert pad_rows(at)[LINE_LABELS["rings"]][0] == "10"
    assert pad_rows(at)["Total"] == [str(p.total) for p in score_game(game, load_catalogue()).players]


def test_one_version_is_scored_once_and_a_new_version_or_catalogue_is_scored_again():
    cache, catalogue = ResultCache(), load_builtin()
    game = ring_table()
    first = report_cache.table_report(cache, ("db", "g", "v1"), catalogue, game, catalogue)
    assert report_cache.table_report(cache, ("db", "g", "v1"), catalogue, game, catalogue) is first
    changed = ring_filled(game)
    newer = report_cache.table_report(cache, ("db", "g", "v2"), catalogue, changed, catalogue)
    assert newer == score_game(changed, catalogue) != first
    other = copy.copy(catalogue)  # a reloaded catalogue is another object
    assert report_cache.table_report(cache, ("db", "g", "v1"), other, game, other) is not first


def test_a_city_picture_is_drawn_again_for_a_new_version():
    cache, catalogue = ResultCache(), load_builtin()
    game, changed = ring_table(), ring_filled(ring_table())
    report, changed_report = score_game(game, catalogue), score_game(changed, catalogue)
    old = report_cache.cached_city_png(cache, ("db", "g", "v1"), catalogue, game, 0, catalogue, report.players[0])
    assert report_cache.cached_city_png(cache, ("db", "g", "v1"), catalogue, game, 0, catalogue,
                                        report.players[0]) is old
    new = report_cache.cached_city_png(cache, ("db", "g", "v2"), catalogue, changed, 0, catalogue,
                                       changed_report.players[0])
    assert new == report_cache.city_png(changed, 0, catalogue, changed_report.players[0]) != old


def chart_points(spec) -> dict[tuple[str, str], int]:
    """(player, line) -> points from a chart spec's Arrow dataset."""
    import pyarrow as pa

    (data,) = spec["datasets"].values()
    rows = pa.ipc.open_stream(data).read_all().to_pylist()
    return {(r["player"], r["line"]): r["points"] for r in rows}


def test_the_chart_spec_holds_every_players_points_per_line_and_a_copy_is_handed_out():
    catalogue = load_builtin()
    report = score_game(ring_filled(ring_table()), catalogue)
    cache = ResultCache()
    spec = report_cache.cached_chart_spec(cache, ("db", "g", "v1"), catalogue, report)
    spec["datasets"].clear()  # as Streamlit does with the spec it is given
    again = report_cache.cached_chart_spec(cache, ("db", "g", "v1"), catalogue, report)
    assert chart_points(again) == {(p.name, LINE_LABELS[line]): p.line(line) for p in report.players for line in LINES}
    assert again["data"] == {"name": next(iter(again["datasets"]))}
    other = score_game(ring_table(), catalogue)  # other numbers, another dataset name
    assert report_cache.chart_spec(other)["data"] != again["data"]
