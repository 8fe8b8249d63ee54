"""The one database every store shares: a SQLite file (the default) or PostgreSQL (one setting).

Which database: ``$SANTA_MONICA_DATABASE_URL``, else ``url`` under ``[connections.santa_monica]`` in the app's
``.streamlit/secrets.toml`` (Streamlit's convention for connections), else the SQLite file the stores always
used (``webapp.tables.store.default_db_path``). ``configured_url`` reads the setting; ``engine_for`` turns a
file path or a URL into one SQLAlchemy engine per database, shared by every store of the process.

The stores write their SQL with SQLAlchemy 2 Core (``webapp.document_table``): one schema, each dialect's
SQL made by SQLAlchemy, no hand translation. What stays the stores' rule on both databases:

- a read-modify-write runs in ONE transaction that is serialised with every other writer of the same record.
  On SQLite that is ``BEGIN IMMEDIATE`` (the database's write lock, taken before the read; a second writer
  waits up to ``BUSY_TIMEOUT_S``). On PostgreSQL the record is read ``SELECT ... FOR UPDATE`` (the row's
  lock, taken by the read; a second writer of the same row waits, writers of other rows do not). Row locks
  were chosen over SERIALIZABLE with retries: every change is a pure operation that can be applied again,
  but a retry loop would re-run it blind, and a lock wait is what SQLite's phones already see.
- the ``updated`` stamp (``Database._now``) is the version a phone compares.

Errors: any failure of the database itself (gone away, busy, refused) leaves a store as a ``DatabaseError``
whose text is one short line without SQL and without the URL's password; a page says "not saved, try
again" with it. A connection lost while the server was away is replaced at the next checkout
(``pool_pre_ping``), so the page works again once the database is back, without a restart.

What this module does not do: know a store's tables (``webapp.document_table`` and the stores do), or
Streamlit (``webapp.ui.table_url`` shows the messages).
"""

from __future__ import annotations

import logging
import os
import sqlite3
import threading
import tomllib
from collections import OrderedDict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeGuard

from sqlalchemy import MetaData, Table, event, inspect, text
from sqlalchemy.engine import URL, Connection, Engine, create_engine, make_url
from sqlalchemy.exc import ArgumentError, SQLAlchemyError
from sqlalchemy.schema import CreateColumn

from webapp import database_notify

if TYPE_CHECKING:  # imported where used: an app on SQLite never loads the PostgreSQL dialect (0.2-0.3 s per start)
    from sqlalchemy.dialects import postgresql, sqlite

BUSY_TIMEOUT_S = 10.0
"""How long a writer waits for another phone's transaction before giving up (seconds)."""
CONNECT_TIMEOUT_S = 5
"""How long opening a PostgreSQL connection may take before the page says the database is away."""

URL_ENV = "SANTA_MONICA_DATABASE_URL"
SECRETS_FILE = Path(__file__).resolve().parent.parent / ".streamlit" / "secrets.toml"
"""The app's own secrets file: ``[connections.santa_monica] url = "postgresql://..."`` names the database."""
SECRETS_SETTING = "url under [connections.santa_monica] in .streamlit/secrets.toml"

Clock = Callable[[], datetime]
"""What a store asks for the time: the real clock in the app, a fixed one in tests (so that a test reads the
same dates at any hour, in any time zone)."""

_LOG = logging.getLogger(__name__)


def utc_now() -> datetime:
    """The real clock, in UTC (the stores' stamps are UTC; a page writes them in the phone's zone)."""
    return datetime.now(UTC)


class DatabaseError(RuntimeError):
    """The database failed a store's request (away, busy, refused): nothing of that request was saved.
    The text is one line for a page ("not saved: ..., try again"), never SQL or a password."""


class DatabaseSettingError(DatabaseError):
    """The setting that names the database is wrong or names a database that cannot be used: the text says
    which setting, what failed and what to check."""


def configured_url() -> str | None:
    """The database URL the app is told to use, or None for the default SQLite file.

    ``$SANTA_MONICA_DATABASE_URL`` first (empty counts as unset), then the secrets file. A secrets file
    that is not valid TOML raises ``DatabaseSettingError`` (a half-read setting must not silently fall
    back to a local file that a host wipes)."""
    value = os.environ.get(URL_ENV, "").strip()
    if value:
        return value
    try:
        with open(SECRETS_FILE, "rb") as handle:
            secrets = tomllib.load(handle)
    except FileNotFoundError:
        return None
    except (OSError, tomllib.TOMLDecodeError) as error:
        raise DatabaseSettingError(f"{SECRETS_FILE} cannot be read ({error}): fix the file or remove it") from None
    url = secrets.get("connections", {}).get("santa_monica", {}).get("url", "")
    return url.strip() if isinstance(url, str) and url.strip() else None


def setting_name() -> str:
    """Where the database URL came from, for a message: the environment variable or the secrets file."""
    return URL_ENV if os.environ.get(URL_ENV, "").strip() else SECRETS_SETTING


def is_url(where: str | os.PathLike[str]) -> TypeGuard[str]:
    """True when ``where`` is a database URL rather than a SQLite file's path (then a ``str``, which the
    type checker learns from the ``TypeGuard``)."""
    return isinstance(where, str) and "://" in where


def shown_url(where: str | os.PathLike[str]) -> str:
    """``where`` as a page or a log may show it: a path as it is, a URL with its password hidden (***)."""
    if not is_url(where):
        return os.fspath(where)
    try:
        return make_url(where).render_as_string(hide_password=True)
    except (ArgumentError, ValueError):  # ValueError: a port that is not a number
        return "(an address that is not a database URL)"


def _postgresql_url(where: str) -> URL:
    """The URL for SQLAlchemy: ``postgresql://`` and ``postgresql+psycopg://`` both mean psycopg 3 here."""
    try:
        url = make_url(where)
    except (ArgumentError, ValueError):  # ValueError: a port that is not a number
        raise DatabaseSettingError(
            f"{setting_name()} is not a database address: write it as postgresql://USER:PASSWORD@HOST:PORT/DATABASE"
        ) from None
    if url.get_backend_name() != "postgresql":
        raise DatabaseSettingError(
            f"{setting_name()} names a {url.get_backend_name()} database ({shown_url(where)}): this app keeps its "
            "data in PostgreSQL (postgresql://...) or, with the setting unset, in a SQLite file")
    return url.set(drivername="postgresql+psycopg")


_ENGINES: OrderedDict[str, Engine] = OrderedDict()
_ENGINES_LOCK = threading.Lock()
KEPT_ENGINES = 16
"""Engines kept open at once: the app uses one; a test run opens a database per test, and an engine past this
many is disposed (its pooled connections closed; it opens new ones if a store still uses it)."""


def engine_for(where: str | os.PathLike[str]) -> Engine:
    """The one engine (connection pool) of this database in this process, made at the first call.

    ``where``: a SQLite file's path, or a ``postgresql://`` URL. Raises ``DatabaseSettingError`` for a URL
    this app cannot use (the password is never in its text)."""
    key = where if is_url(where) else os.fspath(Path(where).resolve())
    with _ENGINES_LOCK:
        engine = _ENGINES.get(key)
        if engine is None:
            engine = _postgresql_engine(key) if is_url(key) else _sqlite_engine(Path(key))
            _ENGINES[key] = engine
            while len(_ENGINES) > KEPT_ENGINES:
                _ENGINES.popitem(last=False)[1].dispose()
        _ENGINES.move_to_end(key)
        return engine


def forget_engine(where: str | os.PathLike[str]) -> None:
    """Close the engine of ``where`` and its connections (a test's throwaway database, before it is dropped)."""
    key = where if is_url(where) else os.fspath(Path(where).resolve())
    with _ENGINES_LOCK:
        engine = _ENGINES.pop(key, None)
    if engine is not None:
        engine.dispose()


def _sqlite_engine(path: Path) -> Engine:
    """SQLite as the stores always used it: WAL, explicit transactions (``BEGIN IMMEDIATE`` for a write,
    see ``Database._write``), a busy timeout, ``synchronous=NORMAL``; the standard library's driver."""
    path.parent.mkdir(parents=True, exist_ok=True)
    # Connections are pooled (opening one cost more than most reads); any number may be out at once, as
    # before (one per call), and those beyond the pool's size are closed when given back.
    engine = create_engine(URL.create("sqlite+pysqlite", database=os.fspath(path)), pool_size=8, max_overflow=-1,
                           connect_args={"timeout": BUSY_TIMEOUT_S, "check_same_thread": False})

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: object) -> None:  # the driver's own connection
        dbapi_connection.isolation_level = None  # the driver begins nothing itself: ``_on_begin`` does
        dbapi_connection.execute("PRAGMA synchronous=NORMAL")

    @event.listens_for(engine, "begin")
    def _on_begin(connection: Connection) -> None:
        # A write takes SQLite's write lock before its first read, so read-modify-write is atomic.
        writing = connection.get_execution_options().get("santa_monica_write", False)
        connection.exec_driver_sql("BEGIN IMMEDIATE" if writing else "BEGIN")

    raw = engine.raw_connection()  # outside any transaction: SQLite changes the journal mode only there
    try:
        driver_connection = raw.driver_connection
        assert driver_connection is not None  # a connection just checked out of the pool is open
        driver_connection.execute("PRAGMA journal_mode=WAL")
    finally:
        raw.close()
    return engine


def _postgresql_engine(where: str) -> Engine:
    """PostgreSQL through psycopg 3: connections checked before use (a server that went away and came back
    is reconnected at the next request), a short connect timeout, at most 15 connections a process."""
    engine = create_engine(_postgresql_url(where), pool_pre_ping=True, pool_size=5, max_overflow=10,
                           pool_timeout=BUSY_TIMEOUT_S, connect_args={"connect_timeout": CONNECT_TIMEOUT_S})

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: object) -> None:  # psycopg's own connection
        # A writer waits for another phone's row lock as long as a SQLite writer waits for the file's, then
        # gives up ("not saved, try again") rather than hanging a page. Committed: a SET is undone by a rollback.
        dbapi_connection.execute(f"SET lock_timeout = '{int(BUSY_TIMEOUT_S * 1000)}ms'")
        dbapi_connection.commit()

    return engine


def upsert_into(conn: Connection, table: Table) -> postgresql.Insert | sqlite.Insert:
    """An INSERT into ``table`` in ``conn``'s dialect, with its ``ON CONFLICT`` clauses (SQLAlchemy writes the
    SQL): the generic ``insert`` has none, each dialect's has its own."""
    if conn.dialect.name == "postgresql":
        from sqlalchemy.dialects import postgresql

        return postgresql.insert(table)
    from sqlalchemy.dialects import sqlite

    return sqlite.insert(table)


def failure_text(error: BaseException, where: str | os.PathLike[str] | None = None) -> str:
    """One short line saying what the database said, without SQL or parameters; the password of ``where``
    (a URL) is hidden even if a driver's message ever quoted it."""
    original = getattr(error, "orig", None) or error
    first = str(original).strip().splitlines()
    line = (first[0] if first else type(original).__name__)[:300]
    password = _password(where)
    return line.replace(password, "***") if password else line


def _password(where: str | os.PathLike[str] | None) -> str | None:
    if where is None or not is_url(where):
        return None
    try:
        return make_url(where).password or None
    except (ArgumentError, ValueError):  # ValueError: a port that is not a number
        return None


@contextmanager
def database_errors(where: str | os.PathLike[str] | None = None) -> Iterator[None]:
    """Turn a failure of the database (SQLAlchemy's or the SQLite driver's) into a ``DatabaseError``."""
    try:
        yield
    except DatabaseError:
        raise
    except (SQLAlchemyError, sqlite3.Error) as error:
        raise DatabaseError(failure_text(error, where)) from error


class Database:
    """A store kept in the app's database: a pooled engine shared by every store of the process, so it is
    safe to share between threads. ``_connect`` reads, ``_write`` is one serialised write transaction."""

    def __init__(self, where: str | os.PathLike[str], tables: tuple[Table, ...], *, clock: Clock = utc_now):
        """The store in ``where`` (a SQLite file's path, created if missing, or a ``postgresql://`` URL), with
        ``tables`` created if missing (an older table is left as it is); ``clock`` dates every record written
        (``created``, ``updated``, ``finished_at``). Raises ``DatabaseSettingError`` for a URL this app cannot
        use and ``DatabaseError`` when the database cannot be reached."""
        self.where = where
        self.path: Path | None = None if is_url(where) else Path(where)
        self._clock = clock
        with database_errors(where):
            self.engine = engine_for(where)
            self.dialect = self.engine.dialect.name
            with self._write() as conn:
                if self.dialect == "postgresql":
                    # Two processes starting on an empty database must not both create a table.
                    conn.execute(text("SELECT pg_advisory_xact_lock(20261129)"))
                tables[0].metadata.create_all(conn, tables=list(tables), checkfirst=True)
                if self.dialect == "postgresql":  # every change of a followed record is announced at commit
                    database_notify.install(conn, tables)

    def _now(self) -> str:
        """The time a record written now carries: ISO 8601 UTC to the microsecond (``updated`` is also the
        version a phone compares, so it must change with every write)."""
        return self._clock().astimezone(UTC).isoformat(timespec="microseconds")

    @contextmanager
    def _connect(self) -> Iterator[Connection]:
        """A connection for reads (a snapshot transaction, ended when the block ends)."""
        with database_errors(self.where), self.engine.connect() as conn:
            yield conn

    @contextmanager
    def _write(self) -> Iterator[Connection]:
        """One write transaction, serialised before its first read so that read-modify-write is atomic:
        ``BEGIN IMMEDIATE`` on SQLite; on PostgreSQL the stores read the record ``FOR UPDATE``."""
        with database_errors(self.where), self.engine.connect() as conn:
            conn.execution_options(santa_monica_write=True)
            with conn.begin():
                yield conn

    def _add_missing_columns(self, table: Table, names: tuple[str, ...]) -> list[str]:
        """Add each column of ``table`` named in ``names`` that the stored table lacks; returns those added.

        Creating a table leaves one made by an older version as it was, so a column added later is added
        here, in place (``ALTER TABLE ... ADD COLUMN``, the column as SQLAlchemy writes it for this
        database), for an old database to keep opening. The check is repeated inside the write
        transaction, for two processes opening an old file at once."""
        def missing(conn: Connection) -> list[str]:
            have = {column["name"] for column in inspect(conn).get_columns(table.name)}
            return [name for name in names if name not in have]

        with self._connect() as conn:
            if not missing(conn):
                return []
        with self._write() as conn:
            added = missing(conn)
            for name in added:
                column = CreateColumn(table.c[name]).compile(dialect=conn.dialect)
                conn.execute(text(f"ALTER TABLE {table.name} ADD COLUMN {column}"))
        return added


METADATA = MetaData()
"""Every table of the app's database (the stores add theirs), so that export and import can list them."""
