"""One SQL table of versioned JSON documents, written once for the app's three stores.

The score pad's tables (``games``, ``webapp.tables.store``), the score pads (``pad_games``,
``webapp.pad.store``) and the Assistant's live games (``live_games``, ``webapp.assistant.store``) are the
same kind of table: a short random ``id`` (it goes in page URLs), ``created`` and ``updated`` (ISO 8601
UTC; ``updated`` is the version a phone compares), a ``status`` and the document itself as JSON, beside
a few columns a list reads without parsing it. ``DocumentTable`` describes one such table and writes its
SQL: the schema, a new id, read, insert, update (optionally only while a condition holds: the version
check of a compare-and-set), list and delete.

Every method runs on a connection the caller holds (``webapp.sqlite_file.SqliteFile``): a store reads,
checks and writes inside one ``BEGIN IMMEDIATE`` transaction, so it decides what a change means; this
module only says it in SQL. Table and column names come from the stores' own constants, never from
user input; every value is a bound parameter.
"""

from __future__ import annotations

import secrets
import sqlite3
from dataclasses import dataclass
from typing import Mapping


class Sql(str):
    """A value written into the SQL as an expression (``revision + 1``), not bound as a parameter."""


@dataclass(frozen=True, slots=True)
class DocumentTable:
    """One table of versioned JSON documents: its name, its statuses and the columns after ``status``."""

    name: str
    statuses: tuple[str, ...]
    columns: tuple[tuple[str, str], ...]
    """The columns after id, created, updated and status, each with its SQL declaration, as first created."""
    record: str
    """The columns ``read`` returns by default, in the order the store's row parser expects."""

    def schema(self) -> str:
        """The table and its index on ``updated``, created if missing (an older table is left as it is)."""
        statuses = ", ".join(f"'{status}'" for status in self.statuses)
        lines = ["id TEXT PRIMARY KEY", "created TEXT NOT NULL", "updated TEXT NOT NULL",
                 f"status TEXT NOT NULL CHECK (status IN ({statuses}))",
                 *(f"{name} {declaration}" for name, declaration in self.columns)]
        body = ",\n".join(f"    {line}" for line in lines)
        return (f"CREATE TABLE IF NOT EXISTS {self.name} (\n{body}\n);\n"
                f"CREATE INDEX IF NOT EXISTS {self.name}_updated ON {self.name} (updated);\n")

    def new_id(self, conn: sqlite3.Connection, *also_unused_in: str) -> str:
        """A short random id not yet used in this table (nor in the tables ``also_unused_in``); call it
        inside the write transaction that inserts the record."""
        while True:
            new_id = secrets.token_urlsafe(6)
            if not any(conn.execute(f"SELECT 1 FROM {table} WHERE id = ?", (new_id,)).fetchone()
                       for table in (self.name, *also_unused_in)):
                return new_id

    def read(self, conn: sqlite3.Connection, record_id: str, columns: str | None = None, *,
             by: str = "id") -> tuple | None:
        """The record whose ``by`` column is ``record_id`` (``record`` columns unless told), or None."""
        query = f"SELECT {columns or self.record} FROM {self.name} WHERE {by} = ?"
        return conn.execute(query, (record_id,)).fetchone()

    def version(self, conn: sqlite3.Connection, record_id: str) -> str | None:
        """The record's ``updated`` stamp (it changes with every saved change), or None when there is none.
        One indexed read of one column: cheap enough for every phone to ask every few seconds."""
        row = self.read(conn, record_id, "updated")
        return None if row is None else row[0]

    def insert(self, conn: sqlite3.Connection, values: Mapping[str, object]) -> None:
        """A new record with these column values (the other columns take their defaults)."""
        names = ", ".join(values)
        conn.execute(f"INSERT INTO {self.name} ({names}) VALUES ({', '.join('?' * len(values))})",
                     tuple(values.values()))

    def update(self, conn: sqlite3.Connection, record_id: str, values: Mapping[str, object],
               when: Mapping[str, object] | None = None) -> int:
        """Set these columns of the record (an ``Sql`` value is an expression); with ``when``, only while
        each of those columns still holds its value (a compare-and-set). Returns the rows changed (0 or 1)."""
        sets = ", ".join(f"{name} = {value}" if isinstance(value, Sql) else f"{name} = ?"
                         for name, value in values.items())
        conditions = "".join(f" AND {name} = ?" for name in (when or {}))
        args = tuple(value for value in values.values() if not isinstance(value, Sql))
        cursor = conn.execute(f"UPDATE {self.name} SET {sets} WHERE id = ?{conditions}",
                              (*args, record_id, *(when or {}).values()))
        return cursor.rowcount

    def delete(self, conn: sqlite3.Connection, record_id: str) -> bool:
        """Delete the record for good; True if it existed."""
        return conn.execute(f"DELETE FROM {self.name} WHERE id = ?", (record_id,)).rowcount > 0

    def recent(self, conn: sqlite3.Connection, columns: str, status: str | None, limit: int) -> list[tuple]:
        """Records (``columns``), most recently changed first; only those of ``status`` if given."""
        query = f"SELECT {columns} FROM {self.name}"
        args: tuple = ()
        if status is not None:
            query += " WHERE status = ?"
            args = (status,)
        query += " ORDER BY updated DESC, created DESC LIMIT ?"
        return conn.execute(query, args + (limit,)).fetchall()
