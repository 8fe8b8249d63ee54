"""Tests for webapp.tables.store (the game store, each on SQLite and on PostgreSQL: ``database``) and the pure table operations it applies (webapp.tables.operations)."""

from __future__ import annotations

import sqlite3
import threading
from functools import partial

import pytest
from sqlalchemy import text

from scorer.model.game import People
from webapp.database import engine_for
from webapp.tables import operations as tables
from webapp.tables.operations import TableError
from webapp.tables.store import GameNotFoundError, GameStore, StaleGameError, default_db_path, open_store


@pytest.fixture
def store(database) -> GameStore:
    return GameStore(database)


def three_players():
    return tables.new_table("blue", [("Ann", "tile-a"), ("Bob", "tile-b"), ("Cy", "tile-c")], title="Friday")


def test_new_game_round_trips_and_is_a_draft(store):
    game_id = store.create_game(three_players())
    stored = store.get(game_id)
    assert stored.status == "draft"
    assert stored.game == three_players()
    assert stored.summary.players == ("Ann", "Bob", "Cy")
    assert stored.summary.title == "Friday"


def test_database_runs_in_wal_mode(tmp_path):
    store = GameStore(tmp_path / "games.sqlite3")
    conn = sqlite3.connect(store.path)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_unknown_game_id_is_a_clear_error(store):
    with pytest.raises(GameNotFoundError, match="no game with id 'nope'"):
        store.get("nope")
    with pytest.raises(GameNotFoundError):
        store.update("nope", lambda g: g)


def test_update_applies_one_operation_and_keeps_the_rest(store):
    game_id = store.create_game(three_players())
    store.update(game_id, partial(tables.place_card, player="Bob", card_id="c1", row="beach", column=1))
    store.update(game_id, partial(tables.set_person_count, player="Bob", card_id="c1", kind="tourists", count=2))
    store.update(game_id, partial(tables.set_footprint, player="Bob", card_id="c1", footprint=True))
    store.update(game_id, partial(tables.set_sand_dollars, player="Ann", sand_dollars=5))
    game = store.get(game_id).game
    (cell,) = game.players[1].cells
    assert (cell.row, cell.column, cell.card) == ("beach", 1, "c1")
    assert cell.people == People(tourists=2)
    assert cell.footprint is True
    assert game.players[0].sand_dollars == 5


def test_a_failing_operation_writes_nothing(store):
    game_id = store.create_game(three_players())
    store.update(game_id, partial(tables.place_card, player="Ann", card_id="c1", row="beach", column=1))
    before = store.get(game_id)
    with pytest.raises(TableError, match="already in Ann's city"):
        store.update(game_id, partial(tables.place_card, player="Bob", card_id="c1", row="beach", column=1))
    assert store.get(game_id) == before


def test_list_finish_and_delete(store):
    first = store.create_game(three_players())
    second = store.create_game(tables.new_table("green", [("Dee", "tile-a")]))
    assert [s.id for s in store.list_games()] == [second, first]
    finished = store.finish_game(first, {"Ann": 40, "Bob": 38, "Cy": 40}, ("Ann", "Cy"))
    assert finished.status == "finished"
    assert finished.summary.winner == "Ann & Cy"
    assert finished.summary.totals == {"Ann": 40, "Bob": 38, "Cy": 40}
    assert [s.id for s in store.list_games(status="finished")] == [first]
    assert [s.id for s in store.list_games(status="draft")] == [second]
    assert store.delete_game(second) is True
    assert store.delete_game(second) is False
    assert [s.id for s in store.list_games()] == [first]


def test_finishing_an_older_version_than_the_stored_one_is_refused_and_writes_nothing(store):
    game_id = store.create_game(three_players())
    scored = store.get(game_id).summary.updated
    store.update(game_id, partial(tables.set_sand_dollars, player="Cy", sand_dollars=1))  # another phone
    before = store.get(game_id)
    with pytest.raises(StaleGameError, match="changed on another phone after it was scored"):
        store.finish_game(game_id, {"Ann": 1, "Bob": 2, "Cy": 3}, ("Cy",), version=scored)
    assert store.get(game_id) == before
    finished = store.finish_game(game_id, {"Ann": 1, "Bob": 2, "Cy": 4}, ("Cy",), version=before.summary.updated)
    assert (finished.status, finished.summary.totals["Cy"]) == ("finished", 4)


def test_player_names_are_remembered_most_recent_first(store):
    store.create_game(tables.new_table("blue", [("Ann", "t1"), ("Bob", "t2")]))
    game_id = store.create_game(tables.new_table("blue", [("Cy", "t1")]))
    store.update(game_id, partial(tables.rename_player, player="Cy", new_name="Cyrus"))
    names = store.known_player_names()
    assert set(names) == {"Ann", "Bob", "Cy", "Cyrus"}
    assert names[0] == "Cyrus"


def test_remembered_names_that_look_the_same_are_suggested_once(store):
    store.create_game(tables.new_table("blue", [("Jos\u00e9", "t1")]))
    store.create_game(tables.new_table("blue", [("JOS\u00c9", "t1")]))
    with engine_for(store.where).begin() as conn:  # names an older version saved before normalising them
        conn.execute(text("INSERT INTO player_names (name, last_used) VALUES (:name, '2020-01-01')"),
                     [{"name": "Ana\u200b"}, {"name": " Ana "}])
    assert sorted(store.known_player_names()) == ["Ana", "JOS\u00c9"]


def test_path_comes_from_the_environment(tmp_path, monkeypatch):
    monkeypatch.setenv("SANTA_MONICA_DB", str(tmp_path / "x" / "db.sqlite3"))
    assert default_db_path() == tmp_path / "x" / "db.sqlite3"
    assert open_store().path == tmp_path / "x" / "db.sqlite3"
    assert (tmp_path / "x" / "db.sqlite3").exists()


def test_two_connections_interleaved_never_lose_a_change(database):
    """Two phones = two store objects on one database: each writes a different cell, both survive."""
    path = database
    phone_a, phone_b = GameStore(path), GameStore(path)
    game_id = phone_a.create_game(three_players())
    phone_a.update(game_id, partial(tables.place_card, player="Ann", card_id="a1", row="beach", column=1))
    phone_b.update(game_id, partial(tables.place_card, player="Bob", card_id="b1", row="street", column=-1))
    phone_a.update(game_id, partial(tables.set_person_count, player="Ann", card_id="a1", kind="locals", count=3))
    phone_b.update(game_id, partial(tables.set_person_count, player="Bob", card_id="b1", kind="vips", count=1))
    game = GameStore(path).get(game_id).game
    assert game.players[0].cells[0].people == People(locals=3)
    assert game.players[1].cells[0].people == People(vips=1)


def test_concurrent_writer_threads_on_different_cells_all_survive(database):
    """Two threads hammer the same game at once, each on its own player and cards: nothing is lost."""
    path = database
    game_id = GameStore(path).create_game(three_players())
    errors: list[BaseException] = []
    start = threading.Barrier(2)

    def writer(player: str, row: str, sign: int) -> None:
        store = GameStore(path)  # its own connections, like a second phone's session
        start.wait()
        try:
            for n in range(1, 11):
                card = f"{player.lower()}{n}"
                store.update(game_id, partial(tables.place_card, player=player, card_id=card, row=row, column=sign * n))
                # 1 to 3 locals per card: a city holds at most the box's 30 (card_db.limits).
                store.update(game_id, partial(tables.set_person_count, player=player, card_id=card, kind="locals",
                                              count=n % 3 + 1))
        except BaseException as error:  # noqa: BLE001  # pragma: no cover - a thread's failure, reported below
            errors.append(error)

    threads = [threading.Thread(target=writer, args=("Ann", "beach", 1)), threading.Thread(target=writer, args=("Bob", "street", -1))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    game = GameStore(path).get(game_id).game
    for seat, player in ((0, "ann"), (1, "bob")):
        cells = {c.card: c for c in game.players[seat].cells}
        assert len(cells) == 10
        assert all(cells[f"{player}{n}"].people.locals == n % 3 + 1 for n in range(1, 11))


# --- pure table operations ----------------------------------------------------------------------


def test_new_table_rejects_bad_set_ups_with_clear_messages():
    with pytest.raises(TableError, match="at least one player"):
        tables.new_table("blue", [])
    with pytest.raises(TableError, match="two players are called 'ann'"):
        tables.new_table("blue", [("Ann", "t1"), ("ann", "t2")])
    with pytest.raises(TableError, match="same starting tile"):
        tables.new_table("blue", [("Ann", "t1"), ("Bob", "t1")])
    with pytest.raises(TableError, match="solo games only"):
        tables.new_table("blue", [("Ann", "t1"), ("Bob", "t2")], solo_robot=True)
    with pytest.raises(TableError, match="solo opponent's name"):
        tables.new_table("blue", [("robot", "t1")], solo_robot=True)
    with pytest.raises(TableError, match="at most 4"):
        tables.new_table("blue", [(f"P{i}", f"t{i}") for i in range(5)])


def test_place_card_refuses_occupied_square_and_starting_tile():
    game = tables.place_card(three_players(), "Ann", "c1", "beach", 1)
    with pytest.raises(TableError, match="already holds 'c1'"):
        tables.place_card(game, "Ann", "c2", "beach", 1)
    with pytest.raises(TableError, match="starting tile"):
        tables.place_card(game, "Ann", "c2", "beach", 0)


def test_remove_card_takes_its_people_and_footprint_too():
    game = tables.place_card(three_players(), "Ann", "c1", "beach", 1)
    game = tables.set_people(game, "Ann", "c1", People(locals=1, vips=1))
    game = tables.remove_card(game, "Ann", "c1")
    assert game.players[0].cells == ()
    with pytest.raises(TableError, match="not in Ann's city"):
        tables.remove_card(game, "Ann", "c1")


def test_start_tile_halves_hold_people_separately():
    game = tables.set_start_person_count(three_players(), "Cy", "beach", "tourists", 2)
    game = tables.set_start_person_count(game, "Cy", "street", "locals", 1)
    assert game.players[2].start_beach == People(tourists=2)
    assert game.players[2].start_street == People(locals=1)


def test_move_player():
    game = tables.move_player(three_players(), "Cy", -1)
    assert [p.name for p in game.players] == ["Ann", "Cy", "Bob"]
    with pytest.raises(TableError, match="already first"):
        tables.move_player(game, "Ann", -1)


def test_rename_keeps_names_distinct():
    with pytest.raises(TableError, match="two players are called 'Bob'"):
        tables.rename_player(three_players(), "Ann", "Bob")
    assert tables.rename_player(three_players(), "Ann", " Anna ").players[0].name == "Anna"


def test_starting_tiles_stay_distinct_and_objective_changes():
    with pytest.raises(TableError, match="Bob already has"):
        tables.set_starting_tile(three_players(), "Ann", "tile-b")
    assert tables.set_starting_tile(three_players(), "Ann", "tile-z").players[0].starting_tile == "tile-z"
    assert tables.set_objective(three_players(), "orange").objective == "orange"


def test_robot_piles_keep_cards_unique():
    game = tables.new_table("blue", [("Solo", "t1")], solo_robot=True)
    game = tables.set_robot(game, beach_pile=["b1", "b2"], street_pile=["s1"], sand_dollars=3, footprints=2, hard_mode=True)
    assert game.robot.beach_pile == ("b1", "b2")
    assert (game.robot.sand_dollars, game.robot.footprints, game.robot.hard_mode) == (3, 2, True)
    assert tables.cards_in_use(game)["s1"] == "Robot"
    with pytest.raises(TableError, match="twice"):
        tables.set_robot(game, street_pile=["b1"])
    with pytest.raises(TableError, match="already in Robot's city|already in Robot"):
        tables.place_card(game, "Solo", "b1", "beach", 1)
    with pytest.raises(TableError, match="no Robot"):
        tables.set_robot(three_players(), sand_dollars=1)
