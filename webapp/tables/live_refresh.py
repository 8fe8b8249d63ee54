"""Live refresh of the game pages: a phone shows another phone's change within seconds, at little cost.

A page that shows a table (``table_url.current_game``), a score pad (``pad_ui.follow_other_phones``) or an
Assistant game (``webapp.assistant.ui.follow_game``) calls
``follow`` once per whole-page run, and every page calls ``page_started`` first (``frame.page_setup``).
``follow`` hands the page to the server's one watcher thread (``webapp.tables.live_watch``): it reads the
version stamps (the store's ``updated``) of every followed item over one long-lived database connection
(``VersionReader``, SQLite or PostgreSQL), and reruns only the pages for which a stamp is one their session
does not know, from the server (``webapp.tables.session_rerun``). On SQLite it reads them every 0.3 s (several
processes on one machine share the file); on PostgreSQL when the database announces a change of a followed
item (LISTEN/NOTIFY, ``webapp.tables.live_listen``, any process's change), and else every few seconds, or
every 0.3 s while the listener is down. An idle phone costs the server nothing.

Where the server cannot rerun a session itself (no Streamlit runtime, as under AppTest, or a Streamlit
whose internals changed: ``session_rerun.this_page`` says so), ``follow`` registers a tick instead: a
fragment the browser asks Streamlit to run every ``POLL_SECONDS``, which reads the item's stamp and
reruns the whole page when it is news. Each tick cost the server about 10 ms (3.6 ms a second per
idle phone, measured on the merged app, issue 21), nearly all of it Streamlit's own fragment run: the
watcher was chosen because no tick at all is cheaper than any tick.

Known versions: the one this session last drew in a whole-page run (``follow``) and the ones it saved
itself (``note_saved``, called by ``ui.try_apply``). A tap inside a fragment (the City page's editor)
saves and redraws that fragment only; its own new version is therefore no news, and the next look
does not rerun the whole page for it.

Where a tick's server time went before (issue 21, py-spy inside the app with 4 idle phones): about
60 of its 70 ms were Streamlit's ``gc.collect(2)`` after every script run, the ticks' included
(option ``runner.postScriptGC``, turned off in ``.streamlit/config.toml``; Python's own collector
still runs), and most of the rest opening a SQLite connection per tick. What is left is Streamlit's
own cost of a fragment run (a thread, a session message, two socket messages), hence the watcher.

What this module does not do: decide what a page shows, or save anything.
"""

from __future__ import annotations

import os
import threading

import streamlit as st
from sqlalchemy import Column, MetaData, Table, Text
from sqlalchemy.engine import Connection

from webapp.database import DatabaseError, database_errors, engine_for, is_url
from webapp.document_table import DocumentTable
from webapp.tables import session_rerun
from webapp.tables.live_listen import Listener
from webapp.tables.live_watch import Watcher
from webapp.tables.store import default_database


def _poll_seconds() -> float:
    """``$SANTA_MONICA_POLL_SECONDS``, else 3: how often the fallback tick asks the store whether another
    phone saved (the watcher keeps its own pace, ``webapp.tables.live_watch``); 0 turns the refresh off, watcher
    and tick (the browser tests do, except those of the refresh itself, so that a tap's own rerun is
    never confused with a refresh)."""
    text = os.environ.get("SANTA_MONICA_POLL_SECONDS", "").strip()
    try:
        return max(0.0, float(text)) if text else 3.0
    except ValueError:
        return 3.0


POLL_SECONDS = _poll_seconds()

GAME, PAD, LIVE = "game", "pad", "live"
# What is followed -> the store's table holding its version: a rebuilt table, a score pad, an Assistant game
# (``webapp.assistant.store``: every write of a live game stamps ``updated``, as the other two stores do).
# Only id and updated are read: named here, so that the tables shelf needs nothing of the other shelves.
_TABLES = {kind: DocumentTable(Table(name, MetaData(), Column("id", Text, primary_key=True), Column("updated", Text)),
                               ("id", "updated"))
           for kind, name in ((GAME, "games"), (PAD, "pad_games"), (LIVE, "live_games"))}
_KNOWN = "_live_known_versions"  # (kind, id) -> versions this session drew or saved itself
_KEEP = 8  # saved versions kept per item between two whole-page runs (a few quick taps in a fragment)


class VersionReader:
    """Version stamps read over ONE database connection shared by every session of this server process.

    Opening a connection costs more than the read itself (the file, its schema, a pragma; on PostgreSQL a
    round trip more); a tick every 3 s per phone makes that the bulk of a tick's own work. Each read is
    a transaction of its own, ended at once, so the connection never holds a snapshot between reads: it
    sees every commit at once, from this process or another, and never stops SQLite's WAL from being
    checkpointed. A lock serialises the reads (each takes microseconds on SQLite, a round trip on
    PostgreSQL)."""

    def __init__(self, where: str | os.PathLike[str]):
        """Reads the database at ``where`` (a SQLite file's path or a database URL); the connection is
        opened at the first read."""
        self.where = where
        self._lock = threading.Lock()
        self._conn: Connection | None = None
        self.connections_opened = 0
        """How many connections this reader opened (one, unless an error made it start again)."""

    def version(self, kind: str, item_id: str) -> str | None:
        """The ``updated`` stamp of the table (``GAME``), pad (``PAD``) or Assistant game (``LIVE``) ``item_id``;
        ``None`` if there is none.

        Raises ``webapp.database.DatabaseError`` when the database cannot be read now; the connection is
        then opened afresh at the next read."""
        return self.versions(kind, [item_id]).get(item_id)

    def versions(self, kind: str, item_ids: list[str]) -> dict[str, str]:
        """The ``updated`` stamps of the tables (``GAME``) or pads (``PAD``) ``item_ids`` (one query per 500
        ids: far below SQLite's limit of bound values); an id not stored is left out. Raises as ``version``."""
        found: dict[str, str] = {}
        with self._lock:
            try:
                with database_errors(self.where):
                    if self._conn is None:
                        conn = engine_for(self.where).connect()
                        # The reader's own connection, out of the pool: closing it closes it for real. Kept in
                        # the pool, it went back there when the reader was dropped, into a pool the engine may
                        # have let go meanwhile (``forget_engine``), and was left open to the garbage collector.
                        conn.detach()
                        self._conn = conn
                        self.connections_opened += 1
                    for start in range(0, len(item_ids), 500):
                        with self._conn.begin():  # ended at once: no snapshot kept between reads
                            found.update(_TABLES[kind].versions(self._conn, item_ids[start:start + 500]))
            except DatabaseError:
                self._close()
                raise
        return found

    def close(self) -> None:
        """Close the connection (a test or a benchmark done with the reader); the next read opens a new one."""
        with self._lock:
            self._close()

    def __del__(self) -> None:
        # A reader dropped with its cache (a test's cleared cache, the app's database changed) closes its
        # connection now, rather than leaving a connection to a server that may be gone to the garbage
        # collector (a ResourceWarning, and a session the server keeps until then).
        if getattr(self, "_conn", None) is not None:
            self._close()

    def _close(self) -> None:
        # Called with the lock held (or from __del__): a broken connection is dropped, the next read opens a new one.
        conn, self._conn = self._conn, None
        if conn is not None:
            try:
                conn.close()
            except Exception:  # noqa: BLE001 - a connection to a server that went away may fail to close
                pass


@st.cache_resource(show_spinner=False)
def _reader_at(path: str) -> VersionReader:
    return VersionReader(path)


def reader() -> VersionReader:
    """The version reader of the app's database (``webapp.tables.store.default_database``), shared by all sessions."""
    return _reader_at(str(default_database()))


def listener_for(where: str | os.PathLike[str]) -> Listener | None:
    """The watcher's listener for the database at ``where``: on PostgreSQL one that hears of every change of a
    table, pad or Assistant game (``webapp.tables.live_listen``); on SQLite none (the watcher reads the stamps)."""
    return Listener(where, {table.name: kind for kind, table in _TABLES.items()}) if is_url(where) else None


@st.cache_resource(show_spinner=False)
def _watcher_at(path: str) -> Watcher:
    return Watcher(_reader_at(path).versions, session_rerun.rerun, session_rerun.connected, listener=listener_for(path))


def watcher() -> Watcher:
    """The one thread of this server process that looks for changes on behalf of every followed page."""
    return _watcher_at(str(default_database()))


def note_saved(kind: str, item_id: str, version: str, *, replaced: str | None = None) -> None:
    """This session saved ``version`` of the item: a look finding it in the store reruns nothing.

    The part of the page that saved it (a fragment) redraws itself from the store; a whole-page
    rerun for the session's own change would only redraw the same thing once more. Unless the change
    was applied over a version this session never drew (``replaced``: another phone saved just
    before): the new version then carries that phone's change too, which the rest of the page does
    not show yet, so it stays news and the next look redraws the whole page."""
    if replaced is not None and is_news(kind, item_id, replaced):
        return
    known = st.session_state.setdefault(_KNOWN, {})
    key = (kind, item_id)
    known[key] = (*known.get(key, ())[-(_KEEP - 1):], version)


def is_news(kind: str, item_id: str, version: str | None) -> bool:
    """True when ``version`` (the store's now) is one this session neither drew nor saved itself.

    ``None`` (deleted on another phone) is news too: the whole page then says that it is gone."""
    return version not in st.session_state.get(_KNOWN, {}).get((kind, item_id), ())


def page_started() -> None:
    """Call at the start of every whole-page run: the page follows nothing until it calls ``follow``
    (a phone gone to a page without a table is not rerun for that table's changes)."""
    page = session_rerun.this_page() if POLL_SECONDS else None
    if page is not None:
        watcher().drop(page.session_id)


def follow(kind: str, item_id: str, drawn: str) -> None:
    """Call once per whole-page run of a page showing the item: ``drawn`` is the version it shows.

    The watcher reruns the page when the item changes on another phone; where it cannot, a tick looks
    (nothing at all when ``POLL_SECONDS`` is 0). The rerun, as the tick, carries no widget values, so a
    box being typed in is left alone until its phone sends it."""
    known = st.session_state.setdefault(_KNOWN, {})
    key = (kind, item_id)
    known[key] = (drawn,)
    if not POLL_SECONDS:
        return
    page = session_rerun.this_page()
    if page is None:
        _tick(kind, item_id)
        return
    _rerun_after_a_reconnect()
    # The session's own dict of known versions (``note_saved`` adds to it in place), read by the watcher.
    watcher().watch(page.session_id, key, lambda version: version not in known.get(key, ()), page,
                    page.page_script_hash)


RECONNECT_MARK_SECONDS = 600.0
"""The interval of ``_rerun_after_a_reconnect``'s timer: long, as only its existence matters."""


@st.fragment(run_every=RECONNECT_MARK_SECONDS)
def _rerun_after_a_reconnect() -> None:
    """Draws nothing; its timer makes the phone redraw the page from the store after a reconnect.

    A phone whose app process died (or restarted) reconnects its websocket by itself, through nginx to
    another process (``scripts/club.py``), but Streamlit's browser code asks the new session for a run
    only when the page has a fragment with a timer or a run was under way (``handleConnectionStateChanged``
    in Streamlit's frontend, 1.5x): without one, the page of an idle phone stayed as it was drawn before,
    on a session that never ran, which the watcher did not know, until the phone's next tap; another
    phone's change made meanwhile did not show. With this timer the reconnect reruns the whole page,
    with what the browser holds (``webapp.ui.held_values`` settles that), and the page follows its table
    again. Its own tick, every 10 minutes, costs about 10 ms of the server: 0.02 ms a second per phone."""


@st.fragment(run_every=POLL_SECONDS or None)
def _tick(kind: str, item_id: str) -> None:
    """The fallback: one look at the store, rerunning the whole page only when another phone changed the item."""
    try:
        now = reader().version(kind, item_id)
    except (OSError, DatabaseError):  # busy or gone for a moment: ask again at the next tick
        return
    if is_news(kind, item_id, now):
        st.rerun(scope="app")
