"""The live-refresh watcher's ear on PostgreSQL: which followed items another process (or this one) changed.

Every change of a table, score pad or Assistant game is announced by the database at commit
(``webapp.database_notify``). A ``Listener`` holds ONE dedicated autocommit psycopg connection per app
process that LISTENs on that channel, and ``wait(timeout)`` sleeps in ``poll`` on its socket until the
server sends something or the time is up, then takes what came (psycopg's ``notifies`` without waiting).
Not ``notifies(timeout=...)`` itself: psycopg wakes every 0.1 s inside it (to let Ctrl-C through). The watcher
(``webapp.tables.live_watch``) then reads the version stamps of what changed, instead of every 0.3 s.

The listener is down when its connection is lost (the server restarted, the connection was killed, the
network broke): ``wait`` then tries to connect again every ``retry`` seconds while it waits, and says
``None`` ("I hear nothing now"), and the watcher reads the version stamps at its old pace meanwhile.
Notifications sent while nobody listened are lost for good, so a (re)connected listener answers
``RESYNC`` once, after its LISTEN is in place: the watcher then reads every watched version, and a change
made while it was away is shown; one made after is announced.

A connection that dies without a word (a cable pulled: no reset ever arrives) is found by TCP keepalives
within about ``KEEPALIVE_S`` seconds; the watcher's safety read of every version (``live_watch``) covers
that time.

What this module does not do: decide what to read or rerun (``live_watch``), or know Streamlit.
"""

from __future__ import annotations

import logging
import os
import select
import threading
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from webapp import database_notify, server_log
from webapp.database import CONNECT_TIMEOUT_S, engine_for, failure_text, shown_url

if TYPE_CHECKING:  # imported by the methods: only a PostgreSQL store has a listener, and an app on SQLite
    import psycopg  # then never loads psycopg (about 0.15 s of every start)

Item = tuple[str, str]  # (kind, id) as ``webapp.tables.live_refresh`` names it; id "" = any item of that kind
RESYNC: Item = ("", "")
"""In ``wait``'s answer: the listener has just (re)connected; notifications sent before may be lost."""
KEEPALIVE_S = 30
"""About how long a connection that died silently goes unnoticed (TCP keepalives: idle 15 s, 3 probes 5 s apart)."""

_LOG = logging.getLogger(f"{server_log.LOGGER}.live_listen")


class Listener:
    """One LISTENing connection to the PostgreSQL database at ``where`` (see the module docstring).

    ``kinds`` maps a table's name to the kind of item the watcher calls it (``games`` -> ``game``).
    Used by one thread at a time (the watcher's); ``close`` may be called from any."""

    def __init__(self, where: str | os.PathLike[str], kinds: dict[str, str], *, retry: float = 1.0,
                 clock: Callable[[], float] = time.monotonic):
        """Nothing is opened before the first ``wait``. ``retry``: seconds between two attempts to connect."""
        self.where, self.kinds, self.retry, self.clock = where, dict(kinds), retry, clock
        self._conn: psycopg.Connection | None = None
        self._schema = ""
        self._next_try = float("-inf")
        self._lock = threading.Lock()
        self.connections_opened = 0
        """How many times this listener connected (one, unless its connection was lost)."""
        self.notifications = 0
        """Notifications of this schema received so far (tests and benchmarks read it)."""

    @property
    def listening(self) -> bool:
        """True while the connection is up and LISTENing."""
        return self._conn is not None

    @property
    def backend_pid(self) -> int | None:
        """The server process of the listening connection (a test kills it), or None when down."""
        conn = self._conn
        return None if conn is None else conn.info.backend_pid

    def wait(self, timeout: float) -> set[Item] | None:
        """Block up to ``timeout`` seconds for notifications; the items changed (as soon as one came, with those
        already queued behind it), an empty set when none came, ``{RESYNC}`` right after a (re)connection, or
        None when the listener is down and could not connect again within ``timeout``."""
        import psycopg

        end = self.clock() + max(0.0, timeout)
        while self._conn is None:
            now = self.clock()
            if now >= self._next_try:
                self._next_try = now + self.retry
                if self._connect():
                    return {RESYNC}
                continue
            if now >= end:
                return None
            time.sleep(min(self._next_try, end) - now)
        conn = self._conn
        try:
            return self._receive(conn, end)
        except (psycopg.Error, OSError) as error:
            if self._conn is not conn:  # closed on purpose by another thread (``close``): nothing to report
                return None
            _LOG.warning("live refresh: the listener's connection to %s was lost (%s); reading the version "
                         "stamps until it is back", self._shown(), failure_text(error, self.where))
            self.close()
            self._next_try = self.clock() + self.retry
            return None

    def _receive(self, conn: psycopg.Connection, end: float) -> set[Item]:
        found: set[Item] = set()
        self._take(conn, found)  # already received (behind a query's answer, or read with the last ones)
        socket = select.poll()  # not select(): a process holding many phones' sockets has descriptors past 1024
        socket.register(conn.fileno(), select.POLLIN)
        while not found and (left := end - self.clock()) > 0:
            # Asleep on the socket until the server sends something (or closes it): no timer wakes it meanwhile.
            if not socket.poll(max(1, int(left * 1000))):
                break
            self._take(conn, found)  # another schema's (tests, a second app) is not ours: wait on
        return found

    def _take(self, conn: psycopg.Connection, found: set[Item]) -> None:
        """Every notification the connection has received so far, without waiting (a lost connection raises)."""
        for notify in conn.notifies(timeout=0.0):
            self._note(notify, found)

    def _note(self, notify: psycopg.Notify, found: set[Item]) -> None:
        parsed = database_notify.parse(notify.payload, self._schema)
        if parsed is None or parsed[0] not in self.kinds:
            return
        self.notifications += 1
        found.add((self.kinds[parsed[0]], parsed[1]))

    def _connect(self) -> bool:
        """Open the connection and LISTEN; True when listening. A failure is logged and left for the next try."""
        import psycopg

        try:
            engine = engine_for(self.where)
            args, kwargs = engine.dialect.create_connect_args(engine.url)
            kwargs.setdefault("connect_timeout", CONNECT_TIMEOUT_S)
            kwargs.update(keepalives=1, keepalives_idle=15, keepalives_interval=5, keepalives_count=3)
            conn = psycopg.connect(*args, **kwargs, autocommit=True)
            try:
                row = conn.execute("SELECT current_schema()").fetchone()
                self._schema = row[0] if row and row[0] else "public"
                conn.execute(f"LISTEN {database_notify.CHANNEL}")
            except BaseException:
                conn.close()
                raise
        except (psycopg.Error, OSError) as error:
            _LOG.warning("live refresh: cannot listen to %s (%s); reading the version stamps meanwhile",
                         self._shown(), failure_text(error, self.where))
            return False
        with self._lock:
            self._conn = conn
        self.connections_opened += 1
        if self.connections_opened > 1:
            _LOG.info("live refresh: listening to %s again", self._shown())
        return True

    def close(self) -> None:
        """Stop listening (the watcher has no page to watch); the next ``wait`` connects again."""
        with self._lock:
            conn, self._conn = self._conn, None
        self._next_try = float("-inf")
        if conn is not None:
            try:
                conn.close()
            except Exception:  # noqa: BLE001 - a connection to a server that went away may fail to close
                pass

    def _shown(self) -> str:
        return shown_url(self.where)
