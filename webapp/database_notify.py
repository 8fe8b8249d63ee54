"""PostgreSQL announces every change of a followed record to every app process (LISTEN/NOTIFY).

A table whose records phones follow live (``webapp.document_table``: tables, score pads, Assistant games)
is marked ``ANNOUNCED`` in its SQLAlchemy ``Table.info``. On PostgreSQL each such table gets a row trigger
(``install``, run by ``webapp.database.Database`` when it makes its tables) that calls
``pg_notify(CHANNEL, 'schema.table:id')`` for every row inserted, updated or deleted. The notification is
part of the writing transaction: PostgreSQL delivers it at commit, to every connection that LISTENs on the
database, and never for a transaction rolled back; one transaction's identical notifications are sent
once. A trigger rather than a call in each store's write: every write is announced, whichever code (a
store, the move command, a hand-made fix) makes it, and a store added later cannot forget it.

The payload names the schema (several apps, or the tests, may share one database, each in a schema of its
own), the table and the record's id. PostgreSQL refuses a payload of 8000 bytes or more and would fail the
write with it: an id so long that the payload would pass ``MAX_PAYLOAD`` is announced as ``schema.table:``
(no id), which the listener reads as "anything in this table may have changed".

The listener is ``webapp.tables.live_listen``. On SQLite nothing is announced (the watcher reads the
version stamps); this module is then not used.
"""

from __future__ import annotations

from collections.abc import Iterable

from sqlalchemy import Table, text
from sqlalchemy.engine import Connection

CHANNEL = "santa_monica"
"""The channel every app process LISTENs on."""
ANNOUNCED = "santa_monica_announced"
"""Key in a ``Table.info``: True for a table whose changes are announced."""
MAX_PAYLOAD = 7900
"""Bytes a payload may take (PostgreSQL's limit is 8000); a longer one is announced without its id."""

_FUNCTION = "santa_monica_announce"
_TRIGGER = "santa_monica_announce"

# The function lives in the schema the app's tables are made in (the first of the search path), as they do.
_CREATE_FUNCTION = f"""
CREATE OR REPLACE FUNCTION {_FUNCTION}() RETURNS trigger LANGUAGE plpgsql AS $body$
DECLARE
  payload text := TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME || ':'
                  || CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
BEGIN
  IF octet_length(payload) > {MAX_PAYLOAD} THEN
    payload := TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME || ':';
  END IF;
  PERFORM pg_notify('{CHANNEL}', payload);
  RETURN NULL;
END
$body$
"""


def announced(tables: Iterable[Table]) -> list[Table]:
    """The tables among ``tables`` whose changes are announced."""
    return [table for table in tables if table.info.get(ANNOUNCED)]


def install(conn: Connection, tables: Iterable[Table]) -> list[str]:
    """Give each announced table among ``tables`` its trigger, where it has none yet (a database made by an
    older app gets it at the next start); returns the tables given one. Call inside the write transaction
    that makes the tables, on PostgreSQL only (``Database.__init__`` holds its advisory lock, so two
    processes starting at once do not both make it)."""
    given = []
    for table in announced(tables):
        exists = conn.execute(text("SELECT 1 FROM pg_trigger WHERE tgrelid = to_regclass(:table) AND tgname = :name"),
                              {"table": table.name, "name": _TRIGGER}).first()
        if exists:
            continue
        conn.execute(text(_CREATE_FUNCTION))
        conn.execute(text(f"CREATE TRIGGER {_TRIGGER} AFTER INSERT OR UPDATE OR DELETE ON {table.name} "
                          f"FOR EACH ROW EXECUTE FUNCTION {_FUNCTION}()"))
        given.append(table.name)
    return given


def parse(payload: str, schema: str) -> tuple[str, str] | None:
    """``(table, id)`` of a notification sent from ``schema``, or None for another schema's or a payload that
    is not one of ours. The id is ``""`` when it was too long to send (any record of the table)."""
    head, colon, record_id = payload.rpartition(":")
    sent_from, dot, table = head.rpartition(".")
    if not colon or not dot or sent_from != schema:
        return None
    return table, record_id
