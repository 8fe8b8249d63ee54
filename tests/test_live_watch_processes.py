"""The live watcher of one app process sees a change that ANOTHER process wrote to the shared database.

Several app processes on one machine share the SQLite file (WAL mode); a club runs them behind nginx
(scripts/club.py). Each process has its own watcher thread (``webapp.tables.live_watch``), which reads
the version stamps over one long-lived connection (``webapp.tables.live_refresh.VersionReader``): it
must see the commits of other processes, not only of its own (a connection that kept a read snapshot
open would not). Here the app runs as a real ``streamlit run`` process; a phone is replayed over its
websocket (``/_stcore/stream``, as ``scripts/bench_idle_phones.py`` does); and THIS test process, a
process other than the app, writes the change through the store, as a second app process does. The
phone's page must be redrawn with the new title within 3 s, unasked.

tests/test_browser_club.py shows the same with two app processes behind nginx and real browsers.
"""

from __future__ import annotations

import os

import pytest
from browser_support import AppServer
from club_support import DATABASE_VARIABLES, DATABASES, assert_nothing_stored_locally, database_env, phone_sees_change

from webapp.tables import operations as tables

SHOWN_WITHIN_S = 3.0  # issue 31: another process's change shows within 3 s


@pytest.mark.parametrize("database", DATABASES)  # SQLite; PostgreSQL too where $SANTA_MONICA_TEST_PG_URL names one
def test_an_app_process_shows_a_change_another_process_wrote_within_3_s(tmp_path, monkeypatch, database):
    for name in DATABASE_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    for name, value in database_env(database, tmp_path).items():  # the app process's environment and this one's
        monkeypatch.setenv(name, value)
    # poll: the live refresh on, as for players; the database the test named (AppServer drops the shell's URL).
    server = AppServer(tmp_path, poll=True, database_url=os.environ.get("SANTA_MONICA_DATABASE_URL"))
    from webapp.tables.store import open_store

    store = open_store()  # this test process: the "other" process writing to the shared database
    game = tables.new_table("orange", [("Dana", "sample-surf-club"), ("Eli", "sample-harbor-office")],
                            start_vips=[2, 1])
    game_id = store.create_game(tables.set_title(game, "Before the change"))
    server.start()
    try:
        seconds, runs = phone_sees_change(
            f"127.0.0.1:{server.port}", game_id, "Before the change",
            lambda: store.update(game_id, lambda g: tables.set_title(g, "Written elsewhere")), "Written elsewhere")
    finally:
        server.close()
    assert_nothing_stored_locally(database, tmp_path)
    assert runs == 2  # the first drawing, then exactly one redraw for the change: nothing asked by the phone
    assert seconds < SHOWN_WITHIN_S, f"the other process's change showed after {seconds:.1f} s"
