"""One SQLite file shared by the app's stores: how a connection and a write transaction are made.

The score pad's games (``webapp.tables.store``) and the Assistant's live games (``webapp.assistant.store``)
live in the same file, so they must agree on these settings: WAL, so that phones read while one
writes; explicit transactions only (``isolation_level=None``); ``BEGIN IMMEDIATE`` before a
read-modify-write, so that two phones saving at once are serialised instead of one losing its
change; and a busy timeout that makes the second writer wait for the first.
"""

from __future__ import annotations

import os
import sqlite3
from contextlib import contextmanager
from datetime import datetime, timezone
from pathlib import Path
from typing import Callable, Iterator

BUSY_TIMEOUT_S = 10.0
"""How long a writer waits for another phone's transaction before giving up (seconds)."""

Clock = Callable[[], datetime]
"""What a store asks for the time: the real clock in the app, a fixed one in tests (so that a test reads the
same dates at any hour, in any time zone)."""


def utc_now() -> datetime:
    """The real clock, in UTC (the stores' stamps are UTC; a page writes them in the phone's zone)."""
    return datetime.now(timezone.utc)


class SqliteFile:
    """A store kept in one SQLite file: one connection per call, so it is safe to share between threads."""

    def __init__(self, path: str | os.PathLike[str], schema: str, *, clock: Clock = utc_now):
        """Open (and create if needed) the file at ``path`` and its tables (``schema``, idempotent SQL);
        ``clock`` dates every record written (``created``, ``updated``, ``finished_at``)."""
        self.path = Path(path)
        self._clock = clock
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with self._connect() as conn:
            conn.execute("PRAGMA journal_mode=WAL")
            conn.executescript(schema)

    def _now(self) -> str:
        """The time a record written now carries: ISO 8601 UTC to the microsecond (``updated`` is also the
        version a phone compares, so it must change with every write)."""
        return self._clock().astimezone(timezone.utc).isoformat(timespec="microseconds")

    @contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        # isolation_level=None: transactions are explicit (BEGIN IMMEDIATE), nothing implicit.
        conn = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_S, isolation_level=None)
        try:
            conn.execute("PRAGMA synchronous=NORMAL")
            yield conn
        finally:
            conn.close()

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One write transaction, taken before reading so that read-modify-write is atomic."""
        with self._connect() as conn:
            conn.execute("BEGIN IMMEDIATE")
            try:
                yield conn
            except BaseException:
                conn.execute("ROLLBACK")
                raise
            conn.execute("COMMIT")

    def _add_missing_columns(self, table: str, columns: dict[str, str]) -> list[str]:
        """Add each of ``columns`` (name -> SQL declaration) that ``table`` lacks; returns those added.

        ``CREATE TABLE IF NOT EXISTS`` leaves a table made by an older version as it was, so a column
        added later must be added here, in place (``ALTER TABLE ... ADD COLUMN``), for an old database
        to keep opening. Guarded by ``PRAGMA table_info``, so opening a store twice adds nothing; the
        write lock is taken only when a column is missing (and the check repeated under it, for two
        processes opening an old file at once)."""
        def missing(conn: sqlite3.Connection) -> list[str]:
            have = {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}
            return [name for name in columns if name not in have]

        with self._connect() as conn:
            if not missing(conn):
                return []
        with self._write() as conn:
            added = missing(conn)
            for name in added:
                conn.execute(f"ALTER TABLE {table} ADD COLUMN {name} {columns[name]}")
        return added
