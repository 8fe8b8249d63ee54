"""A finished table keeps its result (issue 21): webapp.tables.store and webapp.pad.store after Finish.

A change to a finished table (or score pad) keeps its status, winner, totals and finishing time and
marks it "changed since it was finished"; finishing again records the new result and clears the mark;
``finished_ok=False`` refuses the change (the page asks first); the statistics read the game as it
was finished; a database made before these columns existed opens and is migrated in place.
"""

from __future__ import annotations

import sqlite3
from functools import partial

import pytest

from webapp.pad import operations as pad_tables
from webapp.pad.store import PadStore
from webapp.tables import operations as tables
from webapp.tables.store import FinishedGameError, GameStore

# The schema of both tables as the app created them before issue 21 (commit f977b97), to migrate.
OLD_SCHEMA = """
CREATE TABLE games (
    id TEXT PRIMARY KEY, created TEXT NOT NULL, updated TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('draft', 'finished')), title TEXT NOT NULL DEFAULT '',
    players TEXT NOT NULL, winner TEXT NOT NULL DEFAULT '', totals TEXT NOT NULL DEFAULT '{}',
    game_json TEXT NOT NULL
);
CREATE TABLE player_names (name TEXT PRIMARY KEY COLLATE NOCASE, last_used TEXT NOT NULL,
                           uses INTEGER NOT NULL DEFAULT 1);
CREATE TABLE pad_games (
    id TEXT PRIMARY KEY, created TEXT NOT NULL, updated TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('draft', 'finished')), title TEXT NOT NULL DEFAULT '',
    players TEXT NOT NULL, winner TEXT NOT NULL DEFAULT '', totals TEXT NOT NULL DEFAULT '{}',
    pad_json TEXT NOT NULL, rebuild_id TEXT
);
"""


def table():
    return tables.new_table("blue", [("Ana", "tile-a"), ("Bo", "tile-b")], title="Friday")


def sand_dollars(player, count):
    return partial(tables.set_sand_dollars, player=player, sand_dollars=count)


@pytest.fixture
def finished(database) -> tuple[GameStore, str]:
    store = GameStore(database)
    gid = store.create_game(table())
    store.finish_game(gid, {"Ana": 52, "Bo": 40}, ("Ana",))
    return store, gid


def test_a_change_after_finish_keeps_the_result_and_marks_it(finished):
    store, gid = finished
    before = store.get(gid).summary
    assert before.finished_at and not before.changed_since_finished
    changed = store.update(gid, sand_dollars("Bo", 3)).summary
    assert (changed.status, changed.winner, dict(changed.totals)) == ("finished", "Ana", {"Ana": 52, "Bo": 40})
    assert changed.finished_at == before.finished_at
    assert changed.changed_since_finished is True
    assert changed.updated > before.updated  # the change itself is saved: the other phones draw it
    assert store.get(gid).game.players[1].sand_dollars == 3
    assert [s.id for s in store.list_games(status="finished")] == [gid]
    assert store.list_games(status="draft") == ()


def test_a_change_that_changes_nothing_leaves_no_mark(finished):
    store, gid = finished
    store.update(gid, sand_dollars("Bo", 0))
    assert store.get(gid).summary.changed_since_finished is False


def test_finishing_again_records_the_new_result_and_clears_the_mark(finished):
    store, gid = finished
    first = store.get(gid).summary.finished_at
    store.update(gid, sand_dollars("Bo", 3))
    again = store.finish_game(gid, {"Ana": 52, "Bo": 55}, ("Bo",), version=store.get(gid).summary.updated).summary
    assert (again.winner, dict(again.totals), again.changed_since_finished) == ("Bo", {"Ana": 52, "Bo": 55}, False)
    assert again.finished_at > first
    assert store.get_as_finished(gid).game == store.get(gid).game  # no older game kept any more


def test_the_statistics_read_the_game_as_it_was_finished(finished):
    store, gid = finished
    as_finished = store.get(gid).game
    store.update(gid, sand_dollars("Bo", 3))
    store.update(gid, sand_dollars("Bo", 5))  # a second change keeps the FIRST copy: the game as finished
    assert store.get_as_finished(gid).game == as_finished
    assert store.get_as_finished(gid).summary == store.get(gid).summary
    assert store.get(gid).game.players[1].sand_dollars == 5


def test_a_change_can_be_refused_on_a_finished_table_only(finished):
    store, gid = finished
    before = store.get(gid)
    with pytest.raises(FinishedGameError, match="is finished"):
        store.update(gid, sand_dollars("Bo", 3), finished_ok=False)
    assert store.get(gid) == before  # nothing written
    draft = store.create_game(table())
    assert store.update(draft, sand_dollars("Bo", 3), finished_ok=False).game.players[1].sand_dollars == 3


def test_a_finished_score_pad_keeps_its_result_too(database):
    store = PadStore(database)
    pid = store.create_pad(pad_tables.new_pad("blue", ["Ana", "Bo"]))
    set_cards = partial(pad_tables.set_value, player="Bo", field="cards")
    as_finished = store.update_pad(pid, partial(set_cards, value=20)).pad
    store.finish_pad(pid, {"Ana": 0, "Bo": 20}, ("Bo",))
    with pytest.raises(FinishedGameError):
        store.update_pad(pid, partial(set_cards, value=30), finished_ok=False)
    changed = store.update_pad(pid, partial(set_cards, value=30)).summary
    assert (changed.status, changed.winner, dict(changed.totals), changed.changed_since_finished) == (
        "finished", "Bo", {"Ana": 0, "Bo": 20}, True)
    assert store.get_pad_as_finished(pid).pad == as_finished
    assert [p.summary.changed_since_finished for p in store.list_pads()] == [True]
    again = store.finish_pad(pid, {"Ana": 0, "Bo": 30}, ("Bo",)).summary
    assert (dict(again.totals), again.changed_since_finished) == ({"Ana": 0, "Bo": 30}, False)


def test_a_database_made_before_the_finished_columns_opens_and_is_migrated(tmp_path):
    path = tmp_path / "old.sqlite3"
    game = table().model_dump_json()
    with sqlite3.connect(path) as conn:
        conn.executescript(OLD_SCHEMA)
        conn.execute("INSERT INTO games VALUES ('old1', '2026-11-20T10:00:00+00:00', '2026-11-20T11:00:00+00:00', "
                     "'finished', '', '[\"Ana\", \"Bo\"]', 'Ana', '{\"Ana\": 52, \"Bo\": 40}', ?)", (game,))
        conn.execute("INSERT INTO games VALUES ('old2', '2026-11-20T12:00:00+00:00', '2026-11-20T12:00:00+00:00', "
                     "'draft', '', '[\"Ana\", \"Bo\"]', '', '{}', ?)", (game,))
        conn.execute("INSERT INTO pad_games VALUES ('pad1', '2026-11-20T10:00:00+00:00', '2026-11-20T10:30:00+00:00', "
                     "'finished', '', '[\"Ana\", \"Bo\"]', 'Bo', '{\"Ana\": 0, \"Bo\": 20}', ?, NULL)",
                     (pad_tables.new_pad("blue", ["Ana", "Bo"]).model_dump_json(),))
    store = PadStore(path)  # the pad store opens the games table too, as the app does
    old = store.get("old1").summary
    assert (old.status, old.winner, old.finished_at, old.changed_since_finished) == (
        "finished", "Ana", "2026-11-20T11:00:00+00:00", False)
    assert store.get("old2").summary.finished_at == ""
    assert store.get_pad("pad1").summary.finished_at == "2026-11-20T10:30:00+00:00"
    changed = store.update("old1", sand_dollars("Bo", 2)).summary
    assert (changed.winner, changed.changed_since_finished) == ("Ana", True)
    assert store.get_as_finished("old1").game == table()
    reopened = PadStore(path)  # opening again adds nothing and keeps what was written
    assert reopened.get("old1").summary.changed_since_finished is True
    with sqlite3.connect(path) as conn:
        columns = [row[1] for row in conn.execute("PRAGMA table_info(games)")]
    assert columns.count("finished_at") == 1 and "finished_json" in columns
