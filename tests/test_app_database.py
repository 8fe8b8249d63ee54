"""The app on PostgreSQL (``SANTA_MONICA_DATABASE_URL``): a table set up, a city saved on the City page and the
table finished on the Scorepad, all kept in the database; and a database that cannot be reached at start
said once, clearly, without its password and without a traceback."""

from __future__ import annotations

import socket

import pytest
from app_helpers import SCOREPAD, assert_clean, enter_city, open_catalogue, open_page, shown
from test_app_flow import EXPECTED

from card_db.loader import load_builtin
from scorer.model.game import FinishedGame
from scorer.scoring.table import score_game
from webapp.tables import operations as tables
from webapp.tables.store import default_database, open_store

PASSWORD = "hunter2-never-shown"


def everything_shown(at) -> str:
    """Every text element of the page, one string (to look for what must never be shown)."""
    parts = [e.value for kind in (at.markdown, at.caption, at.error, at.warning, at.info, at.success, at.text)
             for e in kind]
    return "\n".join(str(p) for p in parts) + "\n".join(e.message for e in at.exception)


@pytest.mark.parametrize("app_database", ["postgresql"], indirect=True)
def test_a_table_saved_and_finished_on_postgresql_is_kept_there(app_database, monkeypatch, tmp_path):
    # The test server trusts loopback, so a password in the URL is accepted and must never be shown.
    url = app_database.replace("postgresql://postgres@", f"postgresql://postgres:{PASSWORD}@")
    monkeypatch.setenv("SANTA_MONICA_DATABASE_URL", url)
    dana = EXPECTED.players[0]
    dana = dana.model_copy(update={"cells": dana.cells[1:4]})  # three cards: the flow, in little time
    game = FinishedGame(objective="orange", title="On PostgreSQL", players=(dana, EXPECTED.players[1]))
    catalogue = load_builtin()
    game_id = open_store().create_game(tables.new_table(
        "orange", [(p.name, p.starting_tile) for p in game.players], title=game.title))

    at = open_page("pages/1_City.py", game_id)
    assert_clean(at)
    enter_city(at, game_id, 0, game.players[0], catalogue)
    stored = open_store().get(game_id).game
    assert sorted(stored.players[0].cells, key=lambda c: c.card) == sorted(game.players[0].cells, key=lambda c: c.card)

    at.switch_page(SCOREPAD).run()
    assert_clean(at)
    at.button(key="finish").click().run()
    assert_clean(at)
    summary = open_store().get(game_id).summary
    assert summary.status == "finished"
    assert summary.totals == {p.name: p.total for p in score_game(stored, catalogue).players}
    assert str(default_database()).startswith("postgresql://")  # the store the page used, not a file
    assert not (tmp_path / "unused-on-postgresql.sqlite3").exists()
    assert PASSWORD not in everything_shown(at)


def test_a_database_that_cannot_be_reached_at_start_is_said_once_without_its_password(monkeypatch, temp_data):
    with socket.socket() as probe:  # a loopback port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    monkeypatch.setenv("SANTA_MONICA_DATABASE_URL", f"postgresql://santa:{PASSWORD}@127.0.0.1:{port}/santa")
    at = open_page()
    assert not at.exception
    (error,) = [shown(e.value) for e in at.error]
    assert f"The database named by SANTA_MONICA_DATABASE_URL (postgresql://santa:***@127.0.0.1:{port}/santa)" in error
    assert "Connection refused" in error and "Check that the database server is running" in error
    assert PASSWORD not in everything_shown(at)


def test_a_database_url_of_another_kind_is_refused_with_the_setting_named(monkeypatch, temp_data):
    monkeypatch.setenv("SANTA_MONICA_DATABASE_URL", f"mysql://santa:{PASSWORD}@127.0.0.1/santa")
    at = open_page()
    assert not at.exception
    (error,) = [shown(e.value) for e in at.error]
    assert "SANTA_MONICA_DATABASE_URL names a mysql database (mysql://santa:***@127.0.0.1/santa)" in error
    assert PASSWORD not in everything_shown(at)


@pytest.mark.parametrize("app_database", ["postgresql"], indirect=True)
def test_the_catalogue_and_its_photos_live_in_postgresql_not_on_the_disk(app_database, tmp_path):
    import io

    from PIL import Image

    from card_db.models import FeatureCard
    from webapp.cards.photo import thumbnail
    from webapp.catalogue_store import DatabaseCatalogue, user_catalogue

    at = open_catalogue("add_card")
    at.text_input(key="cat_new_card:name").input("Muscle Beach").run()
    at.segmented_control(key="cat_new_card:row").set_value("beach").run()
    at.pills(key="cat_new_card:tags_once").set_value(["sports"]).run()
    at.button(key="cat_new_card:submit").click().run()
    assert_clean(at)
    user = user_catalogue()
    assert isinstance(user, DatabaseCatalogue)
    assert [c.id for c in user.cards()] == ["muscle-beach"]

    picture = io.BytesIO()
    Image.new("RGB", (400, 300), "teal").save(picture, format="PNG")
    user.save_card(FeatureCard(id="pictured", row="beach", tags=("wave",), photo=thumbnail(picture.getvalue())))
    at = open_catalogue()
    at.toggle(key="cat_samples").set_value(False).run()
    assert_clean(at)
    assert len(at.image) == 2  # the photo read back from the database: its thumbnail and its picture
    assert not list((tmp_path / "data").glob("**/*"))  # nothing on the local disk: no catalogue file, no photo
