"""AppTest: a phone that opens the URL of the moment Save was tapped on ANOTHER app process (its own process
died and nginx sent it elsewhere, issue 31) starts the next card or tile with the save confirmed, not the
saved one again with "another copy?"; and a save whose mark cannot be written still stands.

"Another process" here is a second AppTest session after ``st.cache_resource.clear()``: it has none of the
first session's memory, as a second process would have none of the first's; only the database is shared
(``app_database``: the SQLite file, or PostgreSQL with the catalogue in it too)."""

from __future__ import annotations

import logging

import pytest
import streamlit as st
from app_helpers import CATALOGUE, assert_clean, open_catalogue, open_page, shown
from keypad_helpers import play, tap
from test_app_keypad import TYPICAL
from test_app_tile_keypad import tap as tap_tile
from test_tile_pad import TWO_VIPS

from webapp import server_log
from webapp.cards import tile_draft
from webapp.cards.keypad_draft import tap_plan
from webapp.catalogue_store import user_catalogue


def url_value(at, name: str) -> str:
    value = at.query_params[name]
    return value[0] if isinstance(value, list) else value


def opened_elsewhere(name: str, value: str):
    """A new session, with none of this process's memory, opened on the Catalogue with ``?name=value``."""
    st.cache_resource.clear()
    again = open_page(None)
    again.query_params[name] = value
    again.switch_page(CATALOGUE).run()
    assert_clean(again)
    return again


def test_a_card_saved_on_one_process_is_confirmed_on_another(app_database):
    at = open_catalogue("add_card")
    play(at, tap_plan(TYPICAL)[:-1])  # everything but Save
    url_draft = url_value(at, "card")
    tap(at, ("save",))
    assert_clean(at)

    again = opened_elsewhere("card", url_draft)
    assert not again.warning, [w.value for w in again.warning]  # no "Same as ...: another copy?"
    assert not [m for m in again.markdown if "This card:" in m.value]
    assert again.pills(key="kp:row").value == "beach"  # the pile goes on: same row, the rest cleared
    assert not [b for b in again.button if b.key and b.key.endswith(":remove")]
    assert "Saved Beach · Sports Waves · ring 2 tourists 4" in shown(again.success[0].value)
    assert "card" not in again.query_params
    assert len(user_catalogue().cards()) == 1


def test_a_tile_saved_on_one_process_is_confirmed_on_another(app_database):
    at = open_catalogue("add_tile")
    plan = tile_draft.tap_plan(TWO_VIPS)
    for step in plan[:-1]:
        tap_tile(at, step)
    url_draft = url_value(at, "tile")
    tap_tile(at, plan[-1])
    assert_clean(at)

    again = opened_elsewhere("tile", url_draft)
    assert again.pills(key="tkp:vips").value == 1 and again.pills(key="tkp:wants").value == []
    assert shown(again.success[0].value).startswith("Saved 2 VIPs")
    assert "tile" not in again.query_params
    assert len(user_catalogue().starting_tiles()) == 1


@pytest.mark.usefixtures("temp_data")
def test_a_save_whose_mark_cannot_be_written_stands_and_the_error_is_logged(tmp_path, monkeypatch, caplog):
    """The default set-up: the catalogue is its JSON file, the marks are in the SQLite file. That file cannot
    be opened when Save is tapped (its folder is a file): the card is saved all the same, the phone sees no
    error, the server's log has it; the URL of that moment then brings the card back with "another copy?",
    as before marks were kept: nothing lost."""
    at = open_catalogue("add_card")
    play(at, tap_plan(TYPICAL)[:-1])
    url_draft = url_value(at, "card")
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the database's folder should be")
    monkeypatch.setenv("SANTA_MONICA_DB", str(blocker / "games.sqlite3"))
    with caplog.at_level(logging.ERROR, logger=server_log.LOGGER):
        tap(at, ("save",))
    assert_clean(at)
    assert "Saved Beach · Sports Waves · ring 2 tourists 4" in shown(at.success[0].value)
    assert len(user_catalogue().cards()) == 1
    [record] = [r for r in caplog.records if r.name == server_log.LOGGER]
    assert record.levelno == logging.ERROR and record.exc_info is not None  # with its traceback
    assert "FileExistsError" in record.getMessage() and "not-a-folder" in record.getMessage()

    caplog.clear()
    with caplog.at_level(logging.ERROR, logger=server_log.LOGGER):
        again = opened_elsewhere("card", url_draft)
    assert shown(again.warning[0].value).startswith("Same as Beach · Sports Waves · ring 2 tourists 4: another copy?")
    assert again.button(key="kp:tag:sports").proto.type == "primary"  # the draft as it was
    assert [r for r in caplog.records if r.name == server_log.LOGGER]  # the failed read is logged too
