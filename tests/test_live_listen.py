"""Live refresh across processes (issue 31): the watcher thread sees another process's change within 3 s.

On PostgreSQL the watcher hears of a change (LISTEN/NOTIFY, ``webapp.tables.live_listen``) and reads the
stamps only then (its periodic "safety" read is set to a minute here, so a change seen in time was heard);
when its listener is lost it reads the stamps at the old pace, and once back it reads every watched version
again, so that a change announced while nobody listened is still shown. On SQLite another process's change
is found by reading the stamps (the file is shared, WAL). Each test runs the real watcher thread against a
real database; the page's rerun is a recorder.
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from database_fixtures import fresh_postgresql, postgresql_url_or_skip
from sqlalchemy import text

from webapp.database import is_url
from webapp.tables import operations as tables
from webapp.tables.live_listen import Listener
from webapp.tables.live_refresh import GAME, VersionReader, listener_for
from webapp.tables.live_watch import Watcher
from webapp.tables.store import GameStore

ROOT = Path(__file__).resolve().parent.parent
KINDS = {"games": GAME, "pad_games": "pad", "live_games": "live"}

# Another app process saving one change: the store as the app uses it, in a Python of its own.
_OTHER_PROCESS = """
import sys
from webapp.tables import operations as tables
from webapp.tables.store import GameStore
GameStore(sys.argv[1]).update(sys.argv[2], lambda game: tables.set_sand_dollars(game, player="Eli", sand_dollars=7))
"""


def a_table() -> object:
    return tables.new_table("orange", [("Dana", "sample-surf-club"), ("Eli", "sample-harbor-office")],
                            start_vips=[2, 1])


class Page:
    """A followed page: knows the version it drew, and records each rerun the watcher asks for."""

    def __init__(self, drawn: str):
        self.known = {drawn}
        self.reruns: list[float] = []
        self.rerun_asked = threading.Event()

    def is_news(self, version: str | None) -> bool:
        return version not in self.known


def rerun(page: Page, *, when_busy) -> str:
    page.reruns.append(time.monotonic())
    page.rerun_asked.set()
    return "asked"


def watching(where, game_id: str, page: Page, listener: Listener | None, *, every: float = 0.1) -> Watcher:
    """The real watcher thread following one table for ``page``; its safety read once a minute only."""
    watcher = Watcher(VersionReader(where).versions, rerun, listener=listener, every=every, safety=60.0,
                      quiet=0.0, at_most=0.0)
    watcher.watch("session-1", (GAME, game_id), page.is_news, page)
    return watcher


def stop(watcher: Watcher, listener: Listener | None, *sessions: str) -> None:
    """The test's pages gone: the thread idles, and the test's connections are closed."""
    for session_id in sessions:
        watcher.drop(session_id)
    if listener is not None:
        listener.close()
    watcher.read_versions.__self__.close()  # the VersionReader of ``watching``


def until(condition, seconds: float = 5.0) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(0.02)
    return condition()


@pytest.fixture
def pg_database(postgresql_admin):
    """A fresh PostgreSQL schema of the test server (tests of the listener, which SQLite has not)."""
    yield from fresh_postgresql(postgresql_admin, postgresql_url_or_skip())


def test_another_process_change_is_shown_within_3_s_heard_on_postgresql_read_on_sqlite(database):
    store = GameStore(database)
    game_id = store.create_game(a_table())
    page = Page(store.version(game_id))
    listener = listener_for(database)
    assert (listener is not None) == is_url(database)  # PostgreSQL listens; SQLite reads the stamps
    watcher = watching(database, game_id, page, listener)
    try:
        assert until(lambda: watcher.looks >= 1)
        if listener is not None:
            assert until(lambda: listener.listening)
        subprocess.run([sys.executable, "-c", _OTHER_PROCESS, str(database), game_id], cwd=ROOT, check=True,
                       timeout=60, env={**os.environ, "PYTHONPATH": str(ROOT)})
        saved = time.monotonic()
        assert page.rerun_asked.wait(3.0), "another process's change was not shown within 3 s"
        assert page.reruns[0] - saved < 3.0
        # Which path saw it: on PostgreSQL a notification (no look was due for a minute), on SQLite a read.
        assert watcher.first_seen_by[(GAME, game_id)] == ("notice" if listener is not None else "poll")
        if listener is not None:
            assert watcher.reasons["poll"] == watcher.reasons["safety"] == 0
            assert listener.notifications >= 1
    finally:
        stop(watcher, listener, "session-1")


def test_an_idle_page_on_postgresql_costs_no_reads_between_notifications(pg_database):
    store = GameStore(pg_database)
    game_id = store.create_game(a_table())
    page = Page(store.version(game_id))
    listener = Listener(pg_database, KINDS)
    watcher = watching(pg_database, game_id, page, listener, every=0.05)
    try:
        # Listening, and the look that its connection asks for (RESYNC) made and counted: the watcher's first
        # look comes before the connection, this one just after it is up, so "listening" alone comes too soon.
        assert until(lambda: listener.listening and watcher.reasons["resync"] >= 1
                     and watcher.looks == sum(watcher.reasons.values()))
        before = watcher.looks
        other = store.create_game(a_table())  # a change of a table nobody here follows: heard, nothing read
        store.update(other, lambda game: tables.set_sand_dollars(game, player="Eli", sand_dollars=3))
        assert until(lambda: listener.notifications >= 2)
        time.sleep(0.5)  # ten times ``every``: a reading watcher would have looked ten times
        assert watcher.looks == before
        assert not page.reruns
    finally:
        stop(watcher, listener, "session-1")


def kill(postgresql_admin, pid: int) -> None:
    """End the server process of a connection, as a server restart or a network cut ends it; waits until gone."""
    with postgresql_admin.connect() as conn:
        assert conn.execute(text("SELECT pg_terminate_backend(:pid, 5000)"), {"pid": pid}).scalar()


def test_a_lost_listener_falls_back_to_reading_the_stamps(pg_database, postgresql_admin):
    store = GameStore(pg_database)
    game_id = store.create_game(a_table())
    page = Page(store.version(game_id))
    listener = Listener(pg_database, KINDS, retry=60.0)  # not back within this test
    watcher = watching(pg_database, game_id, page, listener)
    try:
        assert until(lambda: listener.listening and watcher.looks >= 1)
        kill(postgresql_admin, listener.backend_pid)
        assert until(lambda: not listener.listening)
        store.update(game_id, lambda game: tables.set_sand_dollars(game, player="Eli", sand_dollars=5))
        assert page.rerun_asked.wait(3.0)
        assert watcher.first_seen_by[(GAME, game_id)] == "poll"
        assert listener.connections_opened == 1
    finally:
        stop(watcher, listener, "session-1")


def test_a_listener_back_reads_every_watched_version_again(pg_database, postgresql_admin):
    store = GameStore(pg_database)
    games = [store.create_game(a_table()) for _ in range(3)]
    pages = {game_id: Page(store.version(game_id)) for game_id in games}
    listener = Listener(pg_database, KINDS, retry=1.0)
    # Reading the stamps only every 10 s: what is shown within 3 s here was read after the reconnection.
    watcher = Watcher(VersionReader(pg_database).versions, rerun, listener=listener, every=10.0, safety=60.0,
                      quiet=0.0, at_most=0.0)
    for number, (game_id, page) in enumerate(pages.items()):
        watcher.watch(f"session-{number}", (GAME, game_id), page.is_news, page)
    try:
        assert until(lambda: listener.listening and watcher.looks >= 1)
        kill(postgresql_admin, listener.backend_pid)
        # Saved while nobody listens: the notification is lost for good.
        store.update(games[1], lambda game: tables.set_sand_dollars(game, player="Eli", sand_dollars=4))
        assert pages[games[1]].rerun_asked.wait(3.0), "a change made while the listener was away was not shown"
        assert watcher.first_seen_by[(GAME, games[1])] == "resync"
        assert listener.connections_opened == 2
        assert not pages[games[0]].reruns and not pages[games[2]].reruns
    finally:
        stop(watcher, listener, *(f"session-{number}" for number in range(3)))


def test_after_a_server_restart_the_watcher_listens_again_and_shows_changes(own_postgresql):
    store = GameStore(own_postgresql.url)
    game_id = store.create_game(a_table())
    page = Page(store.version(game_id))
    listener = Listener(own_postgresql.url, KINDS, retry=0.3)
    watcher = watching(own_postgresql.url, game_id, page, listener)
    try:
        assert until(lambda: listener.listening and watcher.looks >= 1)
        own_postgresql.stop()
        assert until(lambda: not listener.listening)
        looks = watcher.looks
        own_postgresql.start()
        assert until(lambda: listener.listening, 10.0)
        assert listener.connections_opened == 2
        assert until(lambda: watcher.reasons["resync"] >= 2)  # every watched version read again
        # A resync asked while the server was still starting up may fail and be asked again: wait for a look
        # that read (under load that can come a moment after the listener is back).
        assert until(lambda: watcher.looks > looks)
        store.update(game_id, lambda game: tables.set_sand_dollars(game, player="Eli", sand_dollars=2))
        assert page.rerun_asked.wait(3.0)
        assert watcher.first_seen_by[(GAME, game_id)] == "notice"  # listening again: heard
    finally:
        stop(watcher, listener, "session-1")
