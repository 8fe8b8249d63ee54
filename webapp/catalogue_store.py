"""Where the app keeps the user's catalogue (the deck entered once, with its photos): a file or the database.

With the default SQLite store the catalogue stays the JSON file it always was (``card_db.user_catalogue``:
``catalogue.json`` in the data folder), so every existing catalogue keeps opening as it is and the command
line reads the same file. With a database URL (``webapp.database``), nothing the app needs may stay on the
local disk (a host wipes it), so the catalogue lives in the database: ``DatabaseCatalogue``, the same
interface as ``UserCatalogue`` (the pages cannot tell them apart), kept as ONE row of ``user_catalogue``
holding the catalogue file itself, in the file format import and export read and write (photos inline, as
``card_db.models.FeatureCard.photo`` carries them). One row, not a row per card: every change is a
read-modify-write of the whole catalogue under the row's lock, exactly as the file is changed under its
lock, and export is the row as it is.

``user_catalogue()`` gives the one for the app's setting. A database that is away makes a read or a
save raise ``CatalogueError`` with a sentence in the phone's language ("not saved, try again"), which the
pages already show wherever a catalogue file's problem is shown.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from sqlalchemy import Column, Table, Text, select
from sqlalchemy.engine import Connection

from card_db.loader import CatalogueError, CatalogueFile, dump_catalogue_bytes, parse_catalogue_bytes
from card_db.models import FeatureCard, StartingTile
from card_db.user_catalogue import UserCatalogue
from webapp.database import METADATA, Clock, Database, DatabaseError, configured_url, upsert_into, utc_now
from webapp.document_table import text_column
from webapp.language import say

CATALOGUE = Table(
    "user_catalogue", METADATA,
    Column("name", Text, primary_key=True),  # "catalogue": the server's one catalogue (room for more later)
    text_column("updated"),  # ISO 8601 UTC: changes with every save (a page's cache of the catalogue keys on it)
    text_column("body"),  # the catalogue file (card_db.loader's format, photos inline), as export writes it
)
ROW = "catalogue"
LABEL = "your catalogue (in the database)"
"""How a message names the catalogue where it would name the file."""

class CatalogueDatabase(Database):
    """The ``user_catalogue`` table, its one row made (empty) when missing, so that a save always has a row
    to lock: two first saves at once then wait for each other instead of both writing."""

    def __init__(self, where: str | os.PathLike[str], *, clock: Clock = utc_now):
        super().__init__(where, (CATALOGUE,), clock=clock)
        with self._write() as conn:
            conn.execute(upsert_into(conn, CATALOGUE)
                         .values(name=ROW, updated=self._now(), body=dump_catalogue_bytes((), ()).decode("utf-8"))
                         .on_conflict_do_nothing(index_elements=[CATALOGUE.c.name]))

    def body(self, conn: Connection) -> tuple[str, str]:
        """The stored catalogue file and its ``updated`` stamp (locked until the end of a write transaction)."""
        query = select(CATALOGUE.c.body, CATALOGUE.c.updated).where(CATALOGUE.c.name == ROW)
        if conn.get_execution_options().get("santa_monica_write"):
            query = query.with_for_update()
        row = conn.execute(query).first()
        if row is None:  # deleted by hand since the store opened: an empty catalogue, as a missing file is
            return dump_catalogue_bytes((), ()).decode("utf-8"), ""
        return row[0], row[1]

    def store(self, conn: Connection, body: str) -> None:
        """Replace the stored catalogue file (inside the write transaction that read it)."""
        values = {"name": ROW, "updated": self._now(), "body": body}
        conn.execute(upsert_into(conn, CATALOGUE).values(values).on_conflict_do_update(
            index_elements=[CATALOGUE.c.name], set_={"updated": values["updated"], "body": body}))

    def version(self) -> str:
        """The catalogue's ``updated`` stamp: one indexed read, for a page's cache of the catalogue."""
        with self._connect() as conn:
            return self.body(conn)[1]


_DATABASES: dict[str, CatalogueDatabase] = {}
_DATABASES_LOCK = threading.Lock()


def _unavailable(error: DatabaseError) -> CatalogueError:
    return CatalogueError(say("catalogue.database_unavailable", error=str(error)))


class DatabaseCatalogue(UserCatalogue):
    """The user's catalogue kept in the app's database: ``UserCatalogue``'s reading, changing, import and
    export over the ``user_catalogue`` row instead of a file (the database's row lock in place of the
    file's). Safe to make per page run: the table is made once per database and process."""

    def __init__(self, where: str | os.PathLike[str], *, clock: Clock = utc_now) -> None:
        self.where = where
        self.path = Path(LABEL)  # what ``UserCatalogue``'s messages name
        self._clock = clock
        self._held = threading.local()  # the write transaction of ``_locked``, for ``_read`` and ``_write``

    def _database(self) -> CatalogueDatabase:
        key = os.fspath(self.where)
        with _DATABASES_LOCK:
            found = _DATABASES.get(key)
        if found is None:
            try:
                found = CatalogueDatabase(self.where, clock=self._clock)
            except DatabaseError as error:
                raise _unavailable(error) from error
            with _DATABASES_LOCK:
                _DATABASES[key] = found
        return found

    def version(self) -> str:
        """The stored catalogue's ``updated`` stamp (changes with every save)."""
        try:
            return self._database().version()
        except DatabaseError as error:
            raise _unavailable(error) from error

    def _read(self) -> CatalogueFile:
        held: Connection | None = getattr(self._held, "conn", None)
        database = self._database()
        try:
            if held is not None:
                body, _updated = database.body(held)
            else:
                with database._connect() as conn:
                    body, _updated = database.body(conn)
        except DatabaseError as error:
            raise _unavailable(error) from error
        try:
            return parse_catalogue_bytes(body.encode("utf-8"), LABEL)
        except CatalogueError as error:
            raise CatalogueError(f"{error}\n{LABEL} is damaged and was left untouched: export what you can read "
                                 "elsewhere, or ask the database's keeper to restore it.") from None

    @contextmanager
    def _locked(self) -> Iterator[None]:
        """One write transaction holding the catalogue row's lock: a read-modify-write of the catalogue."""
        database = self._database()
        try:
            with database._write() as conn:
                self._held.conn = conn
                try:
                    database.body(conn)  # the row's lock, taken before anything is read
                    yield
                finally:
                    self._held.conn = None
        except DatabaseError as error:
            raise _unavailable(error) from error

    def _write(self, *, cards: tuple[FeatureCard, ...], starting_tiles: tuple[StartingTile, ...]) -> None:
        data = dump_catalogue_bytes(cards, starting_tiles)
        parse_catalogue_bytes(data, LABEL)  # what is stored must read back: a bug here must not damage it
        self._database().store(self._held.conn, data.decode("utf-8"))


def user_catalogue() -> UserCatalogue:
    """The user's catalogue as the app keeps it: the database's with a database URL, else the file."""
    url = configured_url()
    return DatabaseCatalogue(url) if url else UserCatalogue()


def catalogue_stamp(user: UserCatalogue) -> tuple:
    """What changes when the catalogue is saved (a page's cache keys on it): the database row's stamp, or
    the names, sizes and change times of the data folder's JSON files."""
    if isinstance(user, DatabaseCatalogue):
        try:
            return ("database", user.version())
        except CatalogueError:
            return ("database", "unavailable")
    folder = user.path.parent
    try:
        return tuple(sorted((p.name, p.stat().st_mtime_ns, p.stat().st_size) for p in folder.glob("*.json")))
    except OSError:
        return ()
