"""One SQL table of versioned JSON documents, written once for the app's three stores.

The score pad's tables (``games``, ``webapp.tables.store``), the score pads (``pad_games``,
``webapp.pad.store``) and the Assistant's live games (``live_games``, ``webapp.assistant.store``) are the
same kind of table: a short random ``id`` (it goes in page URLs), ``created`` and ``updated`` (ISO 8601
UTC; ``updated`` is the version a phone compares), a ``status`` and the document itself as JSON, beside
a few columns a list reads without parsing it. ``DocumentTable`` describes one such table as a SQLAlchemy
``Table`` (in ``webapp.database.METADATA``) and says its statements in SQLAlchemy Core, so each database
(SQLite, PostgreSQL) gets its own SQL from SQLAlchemy: a new id, read, insert, update (optionally only
while a condition holds: the version check of a compare-and-set), list and delete.

Every method runs on a connection the caller holds (``webapp.database.Database``): a store reads, checks
and writes inside one serialised write transaction, so it decides what a change means; this module only
says it. A read inside a write transaction locks the record (``FOR UPDATE`` on PostgreSQL; nothing to add
on SQLite, whose ``BEGIN IMMEDIATE`` already holds the write lock). Every value is a bound parameter.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from sqlalchemy import (
    CheckConstraint,
    Column,
    Index,
    Integer,
    MetaData,
    Table,
    Text,
    bindparam,
    delete,
    insert,
    select,
    text,
    update,
)
from sqlalchemy.engine import Connection
from sqlalchemy.sql import Select
from sqlalchemy.sql.elements import ColumnElement

from webapp import database_notify

_VERSIONS: dict[Table, Select[str, str]] = {}  # table -> its prepared version query (``DocumentTable.versions``)


def text_column(name: str, *, default: str | None = None, nullable: bool = False) -> Column:
    """A text column, NOT NULL unless ``nullable``, with a server-side ``default`` (as the first schema had)."""
    return Column(name, Text, nullable=nullable, server_default=None if default is None else default)


def integer_column(name: str, default: int) -> Column:
    """An integer column, NOT NULL with a server-side ``default``."""
    return Column(name, Integer, nullable=False, server_default=text(str(default)))


@dataclass(frozen=True, slots=True, eq=False)
class DocumentTable:
    """One table of versioned JSON documents: its SQLAlchemy table and the columns ``read`` returns."""

    table: Table
    record: tuple[str, ...]
    """The columns ``read`` returns by default, in the order the store's row parser expects."""

    @classmethod
    def define(cls, metadata: MetaData, name: str, statuses: tuple[str, ...], columns: Sequence[Column],
               record: Sequence[str]) -> DocumentTable:
        """The table ``name`` (id, created, updated, status, then ``columns``) with its index on ``updated``."""
        allowed = ", ".join(f"'{status}'" for status in statuses)  # the stores' own constants, not user input
        table = Table(name, metadata,
                      Column("id", Text, primary_key=True), text_column("created"), text_column("updated"),
                      Column("status", Text, CheckConstraint(f"status IN ({allowed})"), nullable=False),
                      *columns)
        Index(f"{name}_updated", table.c.updated)
        # Phones follow these records live: on PostgreSQL every change is announced (``webapp.database_notify``).
        table.info[database_notify.ANNOUNCED] = True
        return cls(table, tuple(record))

    @property
    def name(self) -> str:
        """The table's name in the database."""
        return self.table.name

    @property
    def c(self):
        """The table's columns (``LIVE.c.revision + 1`` is an expression an update may set)."""
        return self.table.c

    def _columns(self, names: Sequence[str] | None) -> list:
        return [self.table.c[name] for name in (names or self.record)]

    def new_id(self, conn: Connection, *also_unused_in: DocumentTable) -> str:
        """A short random id not yet used in this table (nor in the tables ``also_unused_in``); call it
        inside the write transaction that inserts the record."""
        while True:
            new_id = secrets.token_urlsafe(6)
            if not any(conn.execute(select(1).where(other.table.c.id == new_id)).first()
                       for other in (self, *also_unused_in)):
                return new_id

    def read(self, conn: Connection, record_id: str, columns: Sequence[str] | None = None, *,
             by: str = "id") -> tuple | None:
        """The record whose ``by`` column is ``record_id`` (``record`` columns unless told), or None.
        Inside a write transaction the record is locked until it ends (``FOR UPDATE``)."""
        query = select(*self._columns(columns)).where(self.table.c[by] == record_id)
        if conn.get_execution_options().get("santa_monica_write"):
            query = query.with_for_update()
        row = conn.execute(query).first()
        return None if row is None else tuple(row)

    def version(self, conn: Connection, record_id: str) -> str | None:
        """The record's ``updated`` stamp (it changes with every saved change), or None when there is none.
        One indexed read of one column: cheap enough for every phone to ask every few seconds."""
        row = self.read(conn, record_id, ("updated",))
        return None if row is None else row[0]

    def versions(self, conn: Connection, record_ids: Sequence[str]) -> dict[str, str]:
        """The ``updated`` stamps of these records (id -> stamp); an id not stored is left out. The statement
        is made once per table (the live-refresh watcher asks several times a second)."""
        query = _VERSIONS.get(self.table)
        if query is None:
            query = select(self.table.c.id, self.table.c.updated).where(
                self.table.c.id.in_(bindparam("ids", expanding=True)))
            _VERSIONS[self.table] = query
        return {row[0]: row[1] for row in conn.execute(query, {"ids": list(record_ids)})}

    def insert(self, conn: Connection, values: Mapping[str, object]) -> None:
        """A new record with these column values (the other columns take their defaults)."""
        conn.execute(insert(self.table).values(dict(values)))

    def update(self, conn: Connection, record_id: str, values: Mapping[str, object],
               when: Mapping[str, object] | None = None) -> int:
        """Set these columns of the record (a value may be an expression: ``LIVE.c.revision + 1``); with
        ``when``, only while each of those columns still holds its value (a compare-and-set). Returns the
        rows changed (0 or 1)."""
        condition: ColumnElement = self.table.c.id == record_id
        for name, value in (when or {}).items():
            condition = condition & (self.table.c[name] == value)
        return conn.execute(update(self.table).where(condition).values(dict(values))).rowcount

    def delete(self, conn: Connection, record_id: str) -> bool:
        """Delete the record for good; True if it existed."""
        return conn.execute(delete(self.table).where(self.table.c.id == record_id)).rowcount > 0

    def recent(self, conn: Connection, columns: Sequence[str], status: str | None, limit: int) -> list[tuple]:
        """Records (``columns``), most recently changed first; only those of ``status`` if given."""
        query = select(*self._columns(columns))
        if status is not None:
            query = query.where(self.table.c.status == status)
        query = query.order_by(self.table.c.updated.desc(), self.table.c.created.desc()).limit(limit)
        return [tuple(row) for row in conn.execute(query)]
