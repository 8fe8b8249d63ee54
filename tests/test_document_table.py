"""``webapp.document_table``: the one SQL of the stores' versioned-JSON tables, on a real SQLite file."""

from __future__ import annotations

import sqlite3

import pytest

from webapp.document_table import DocumentTable, Sql

NOTES = DocumentTable("notes", ("open", "closed"), (("body", "TEXT NOT NULL"), ("revision", "INTEGER NOT NULL DEFAULT 0")),
                      "id, status, body, revision")


@pytest.fixture
def conn(tmp_path):
    connection = sqlite3.connect(tmp_path / "notes.sqlite3", isolation_level=None)
    connection.executescript(NOTES.schema())
    yield connection
    connection.close()


def add(conn, note_id, updated, status="open", body="{}"):
    NOTES.insert(conn, {"id": note_id, "created": updated, "updated": updated, "status": status, "body": body})


def test_the_schema_refuses_a_status_the_table_does_not_know_and_fills_defaults(conn):
    add(conn, "a", "2026-01-01")
    assert NOTES.read(conn, "a") == ("a", "open", "{}", 0)
    with pytest.raises(sqlite3.IntegrityError):
        add(conn, "b", "2026-01-02", status="lost")


def test_an_update_with_a_condition_writes_only_while_the_condition_holds(conn):
    add(conn, "a", "2026-01-01")
    assert NOTES.update(conn, "a", {"revision": Sql("revision + 1")}, when={"revision": 0}) == 1
    assert NOTES.update(conn, "a", {"body": "[1]"}, when={"revision": 0}) == 0  # another writer got there first
    assert NOTES.read(conn, "a") == ("a", "open", "{}", 1)
    assert NOTES.update(conn, "missing", {"body": "[]"}) == 0


def test_recent_lists_the_last_changed_first_and_filters_by_status(conn):
    add(conn, "old", "2026-01-01")
    add(conn, "new", "2026-01-03", status="closed")
    add(conn, "mid", "2026-01-02")
    assert [row[0] for row in NOTES.recent(conn, "id", None, 10)] == ["new", "mid", "old"]
    assert [row[0] for row in NOTES.recent(conn, "id", "open", 1)] == ["mid"]
    assert NOTES.version(conn, "mid") == "2026-01-02" and NOTES.version(conn, "gone") is None


def test_a_new_id_is_unused_in_every_table_named_and_delete_says_whether_it_existed(conn, monkeypatch):
    add(conn, "a", "2026-01-01")
    conn.executescript(DocumentTable("others", ("open",), (), "id").schema())
    conn.execute("INSERT INTO others (id, created, updated, status) VALUES ('b', '', '', 'open')")
    drawn = iter(["a", "b", "c"])
    monkeypatch.setattr("webapp.document_table.secrets.token_urlsafe", lambda _n: next(drawn))
    assert NOTES.new_id(conn, "others") == "c"  # "a" is a note, "b" is in the other table
    assert NOTES.delete(conn, "a") and not NOTES.delete(conn, "a")
