"""The cheap tick of the live refresh (webapp.tables.live_refresh): what a look for another phone's change costs.

A tick runs every 3 s on every open game page. These tests pin the two things that made it cost 70 ms
of server CPU (issue 21): Streamlit's full garbage collection after every script run, and a new
SQLite connection per look. The browser tests (tests/test_browser_live_refresh.py) show the refresh
itself, and that a phone's own change causes no extra whole-page run.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from streamlit import config
from streamlit.testing.v1 import AppTest

from scorer.model.pad import PadColumn, PadGame
from webapp.database import DatabaseError, forget_engine
from webapp.pad.store import PadStore
from webapp.tables import operations as tables
from webapp.tables.live_refresh import GAME, PAD, VersionReader
from webapp.tables.store import GameStore

ROOT = Path(__file__).resolve().parent.parent


def a_table() -> object:
    return tables.new_table("orange", [("Dana", "sample-surf-club"), ("Eli", "sample-harbor-office")],
                            start_vips=[2, 1])


def test_one_connection_serves_every_look_and_sees_each_saved_change_at_once(database):
    store = PadStore(database)
    game_id = store.create_game(a_table())
    reader = VersionReader(store.where)
    seen = [reader.version(GAME, game_id)]
    for count in range(1, 6):  # another phone saves between two looks: each look sees it at once
        store.update(game_id, lambda game, count=count: tables.set_sand_dollars(game, player="Eli",
                                                                                  sand_dollars=count))
        seen.append(reader.version(GAME, game_id))
        assert seen[-1] == store.version(game_id)
    assert len(set(seen)) == 6
    assert reader.version(GAME, "no-such-table") is None
    assert reader.connections_opened == 1  # one connection for every look, not one per look


def test_a_pad_is_followed_by_its_own_version(database):
    store = PadStore(database)
    pad_id = store.create_pad(PadGame(objective="orange", players=(PadColumn(name="Ana"), PadColumn(name="Bo"))))
    reader = VersionReader(store.where)
    assert reader.version(PAD, pad_id) == store.get_pad(pad_id).summary.updated
    assert reader.version(GAME, pad_id) is None  # tables and pads never share a version


def test_a_look_that_fails_is_retried_on_a_fresh_connection(database):
    path = database
    reader = VersionReader(path)
    with pytest.raises(DatabaseError):  # no tables yet: the tick says nothing and asks again later
        reader.version(GAME, "abc")
    game_id = GameStore(path).create_game(a_table())
    assert reader.version(GAME, game_id) == GameStore(path).version(game_id)
    assert reader.connections_opened == 2


def _is_closed(dbapi_connection: object) -> bool:
    """Whether a driver's connection is closed: psycopg says so; sqlite3 refuses any use."""
    if hasattr(dbapi_connection, "closed"):
        return bool(dbapi_connection.closed)
    try:
        dbapi_connection.execute("SELECT 1")  # type: ignore[attr-defined]
    except sqlite3.ProgrammingError:
        return True
    return False


def test_a_reader_dropped_after_its_engine_was_let_go_closes_its_connection(database):
    # A test's throwaway database is let go (``forget_engine``) while the app's cached reader still holds its
    # connection. Given back to the pool, the connection went into a pool nobody closes any more and was left
    # open to the garbage collector (psycopg's "deleted while still open" warning in some later test).
    game_id = GameStore(database).create_game(a_table())
    reader = VersionReader(database)
    assert reader.version(GAME, game_id) is not None
    assert reader._conn is not None
    driver_connection = reader._conn.connection.dbapi_connection
    forget_engine(database)
    reader.close()
    assert _is_closed(driver_connection)


def _session_script() -> None:
    """One session following table "t1": what it knows after drawing, saving, and drawing again."""
    import streamlit as st

    from webapp.tables import live_refresh as live
    def news() -> str:
        return " ".join(f"{v}:{live.is_news(live.GAME, 't1', v)}" for v in ("v1", "v2", "v3", None))

    live.follow(live.GAME, "t1", "v1")  # a whole-page run drew v1
    st.text(news())
    live.note_saved(live.GAME, "t1", "v2")  # then this session saved v2 (a tap in a fragment)
    st.text(news())
    live.follow(live.GAME, "t1", "v3")  # a later whole-page run drew v3 (another phone saved)
    st.text(news())
    st.text(f"other table: {live.is_news(live.GAME, 't2', 'v2')}, pad: {live.is_news(live.PAD, 't1', 'v2')}")


def test_a_phones_own_saved_version_is_no_news_and_anything_else_is(temp_data):
    at = AppTest.from_function(_session_script).run()
    assert not at.exception
    assert [t.value for t in at.text] == [
        "v1:False v2:True v3:True None:True",  # another phone's v2, or the table deleted: rerun
        "v1:False v2:False v3:True None:True",  # its own v2: the fragment that saved it drew it
        "v1:True v2:True v3:False None:True",
        "other table: True, pad: True",
    ]


def _save_over_another_phones_change_script() -> None:
    """A session that drew v1 saves twice: over v1 (its own), then over v3 that another phone saved."""
    import streamlit as st

    from webapp.tables import live_refresh as live
    live.follow(live.GAME, "t1", "v1")
    live.note_saved(live.GAME, "t1", "v2", replaced="v1")
    live.note_saved(live.GAME, "t1", "v4", replaced="v3")
    st.text(f"v2:{live.is_news(live.GAME, 't1', 'v2')} v4:{live.is_news(live.GAME, 't1', 'v4')}")


def test_a_save_over_another_phones_change_stays_news(temp_data):
    """v4 carries the other phone's v3, which the rest of the page never drew: the tick must redraw it."""
    at = AppTest.from_function(_save_over_another_phones_change_script).run()
    assert not at.exception
    assert at.text[0].value == "v2:False v4:True"


def test_streamlit_started_in_the_app_folder_runs_no_full_garbage_collection_after_each_run(monkeypatch):
    """Streamlit's ``runner.postScriptGC`` (on by default) calls ``gc.collect(2)`` after every script run
    of the server, a tick's included: 60 of the 70 ms a tick cost (py-spy, issue 21). The app's
    .streamlit/config.toml turns it off; read here as ``streamlit run`` reads it, from the folder it
    runs in. (AppTest's runner never collects, so a run under AppTest cannot show it.)"""
    monkeypatch.chdir(ROOT)
    try:
        config.get_config_options(force_reparse=True)
        assert config.get_option("runner.postScriptGC") is False
    finally:
        monkeypatch.undo()
        config.get_config_options(force_reparse=True)
