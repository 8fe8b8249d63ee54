"""``webapp.document_table``: the one SQL of the stores' versioned-JSON tables, on SQLite and on PostgreSQL."""

from __future__ import annotations

import pytest
from sqlalchemy import MetaData
from sqlalchemy.exc import IntegrityError

from webapp.database import engine_for
from webapp.document_table import DocumentTable, integer_column, text_column

TABLES = MetaData()
NOTES = DocumentTable.define(TABLES, "notes", ("open", "closed"),
                             [text_column("body"), integer_column("revision", 0)], ("id", "status", "body", "revision"))
OTHERS = DocumentTable.define(TABLES, "others", ("open",), [], ("id",))


@pytest.fixture
def conn(database):
    engine = engine_for(database)
    TABLES.create_all(engine)
    with engine.connect() as connection:
        yield connection
        connection.rollback()


def add(conn, note_id, updated, status="open", body="{}"):
    NOTES.insert(conn, {"id": note_id, "created": updated, "updated": updated, "status": status, "body": body})


def test_the_schema_refuses_a_status_the_table_does_not_know_and_fills_defaults(conn):
    add(conn, "a", "2026-01-01")
    assert NOTES.read(conn, "a") == ("a", "open", "{}", 0)
    with pytest.raises(IntegrityError):
        add(conn, "b", "2026-01-02", status="lost")


def test_an_update_with_a_condition_writes_only_while_the_condition_holds(conn):
    add(conn, "a", "2026-01-01")
    assert NOTES.update(conn, "a", {"revision": NOTES.c.revision + 1}, when={"revision": 0}) == 1
    assert NOTES.update(conn, "a", {"body": "[1]"}, when={"revision": 0}) == 0  # another writer got there first
    assert NOTES.read(conn, "a") == ("a", "open", "{}", 1)
    assert NOTES.update(conn, "missing", {"body": "[]"}) == 0


def test_recent_lists_the_last_changed_first_and_filters_by_status(conn):
    add(conn, "old", "2026-01-01")
    add(conn, "new", "2026-01-03", status="closed")
    add(conn, "mid", "2026-01-02")
    assert [row[0] for row in NOTES.recent(conn, ("id",), None, 10)] == ["new", "mid", "old"]
    assert [row[0] for row in NOTES.recent(conn, ("id",), "open", 1)] == ["mid"]
    assert NOTES.version(conn, "mid") == "2026-01-02" and NOTES.version(conn, "gone") is None
    assert NOTES.versions(conn, ["old", "mid", "gone"]) == {"old": "2026-01-01", "mid": "2026-01-02"}


def test_a_new_id_is_unused_in_every_table_named_and_delete_says_whether_it_existed(conn, monkeypatch):
    add(conn, "a", "2026-01-01")
    OTHERS.insert(conn, {"id": "b", "created": "", "updated": "", "status": "open"})
    drawn = iter(["a", "b", "c"])
    monkeypatch.setattr("webapp.document_table.secrets.token_urlsafe", lambda _n: next(drawn))
    assert NOTES.new_id(conn, OTHERS) == "c"  # "a" is a note, "b" is in the other table
    assert NOTES.delete(conn, "a") and not NOTES.delete(conn, "a")
