"""Score pad only (issue 13), the store and the pad operations: webapp.pad.store and webapp.pad.operations."""

from __future__ import annotations

import threading
from functools import partial

import pytest

from webapp.pad import operations as pad_tables
from webapp.pad.store import PadStore
from webapp.tables.operations import TableError
from webapp.tables.store import GameNotFoundError, GameStore, StaleGameError


@pytest.fixture
def store(database) -> PadStore:
    return PadStore(database)  # on SQLite and on PostgreSQL (tests/database_fixtures.py)


def two_players(**kwargs):
    return pad_tables.new_pad("blue", ["Ann", "Bob"], title="Friday", **kwargs)


def set_value(player, field, value):
    return partial(pad_tables.set_value, player=player, field=field, value=value)


def test_a_new_pad_round_trips_as_a_draft_in_the_app_s_file(store, database):
    pid = store.create_pad(two_players())
    stored = store.get_pad(pid)
    assert stored.status == "draft" and stored.rebuild_id is None
    assert stored.pad == two_players()
    assert stored.summary.players == ("Ann", "Bob") and stored.summary.title == "Friday"
    # The same file as the tables: a plain GameStore on it still works, and opening it again keeps the pad.
    assert GameStore(database).list_games() == ()
    assert PadStore(database).get_pad(pid).pad == two_players()


def test_each_number_is_saved_into_the_current_pad(store):
    pid = store.create_pad(two_players())
    store.update_pad(pid, set_value("Ann", "cards", 21))
    store.update_pad(pid, set_value("Bob", "wave", 4))
    pad = store.get_pad(pid).pad
    assert (pad.players[0].cards, pad.players[1].wave) == (21, 4)


def test_two_phones_typing_different_columns_keep_both(store):
    pid = store.create_pad(pad_tables.new_pad("orange", ["Ann", "Bob", "Cy", "Di"]))
    names = ("Ann", "Bob", "Cy", "Di")
    threads = [threading.Thread(target=store.update_pad, args=(pid, set_value(name, line, seat + 1)))
               for seat, name in enumerate(names) for line in ("cards", "rings", "misc")]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    pad = store.get_pad(pid).pad
    assert [(c.cards, c.rings, c.misc) for c in pad.players] == [(1, 1, 1), (2, 2, 2), (3, 3, 3), (4, 4, 4)]


def test_a_refused_number_changes_nothing(store):
    pid = store.create_pad(two_players())
    before = store.get_pad(pid)
    with pytest.raises(TableError, match="at most 999"):
        store.update_pad(pid, set_value("Ann", "cards", 4000))
    with pytest.raises(TableError, match="0 to 99"):
        store.update_pad(pid, set_value("Ann", "sand_dollars", -1))
    with pytest.raises(TableError, match="no column called 'Zed'"):
        store.update_pad(pid, set_value("Zed", "cards", 1))
    assert store.get_pad(pid) == before


def test_finishing_records_totals(store):
    pid = store.create_pad(two_players())
    version = store.update_pad(pid, set_value("Ann", "cards", 21)).summary.updated
    finished = store.finish_pad(pid, {"Ann": 21, "Bob": 0}, ("Ann",), version=version)
    assert (finished.status, finished.summary.winner, dict(finished.summary.totals)) == ("finished", "Ann",
                                                                                          {"Ann": 21, "Bob": 0})
    assert [p.summary.status for p in store.list_pads(status="finished")] == ["finished"]


def test_finishing_totals_of_an_older_version_is_refused(store):
    pid = store.create_pad(two_players())
    version = store.get_pad(pid).summary.updated
    store.update_pad(pid, set_value("Bob", "cards", 30))  # another phone, after the totals were added up
    with pytest.raises(StaleGameError):
        store.finish_pad(pid, {"Ann": 0, "Bob": 0}, ("Ann", "Bob"), version=version)
    assert store.get_pad(pid).status == "draft"


def test_rebuilding_makes_one_draft_table_with_the_pads_players_and_keeps_the_lines(store):
    pid = store.create_pad(two_players())
    store.update_pad(pid, set_value("Ann", "sand_dollars", 4))
    pad = store.get_pad(pid).pad
    game_id = store.rebuild_pad(pid, pad_tables.rebuild_table(pad, {"Ann": "tile-a", "Bob": "tile-b"}))
    game = store.get(game_id).game
    assert [(p.name, p.starting_tile, p.sand_dollars) for p in game.players] == [("Ann", "tile-a", 4),
                                                                                 ("Bob", "tile-b", 0)]
    assert (game.objective, game.title, store.get(game_id).status) == ("blue", "Friday", "draft")
    assert store.get_pad(pid).rebuild_id == game_id
    assert store.pad_rebuilt_as(game_id).id == pid
    # A second press (another phone) opens the same table; the typed lines stay as they were.
    assert store.rebuild_pad(pid, pad_tables.rebuild_table(pad, {"Ann": "tile-a", "Bob": "tile-b"})) == game_id
    with pytest.raises(TableError, match="stay as typed"):
        store.update_pad(pid, set_value("Ann", "cards", 3))


def test_a_rebuild_needs_a_starting_tile_for_everyone():
    with pytest.raises(TableError, match="starting tile"):
        pad_tables.rebuild_table(two_players(), {"Ann": "tile-a"})


def test_a_solo_rebuild_carries_the_robots_sand_dollars_and_footprints(store):
    pad = pad_tables.new_pad("green", ["Ann"], solo_robot=True)
    pad = pad_tables.set_value(pad, "Robot", "sand_dollars", 3)
    pad = pad_tables.set_value(pad, "Robot", "footprints", 2)
    game = pad_tables.rebuild_table(pad, {"Ann": "tile-a"}, {"Ann": 1})
    assert (game.robot.sand_dollars, game.robot.footprints) == (3, 2)
    assert game.players[0].start_street.vips == 1


def test_deleting_a_pad_deletes_the_table_rebuilt_from_it(store):
    pid = store.create_pad(two_players())
    game_id = store.rebuild_pad(pid, pad_tables.rebuild_table(store.get_pad(pid).pad, {"Ann": "a", "Bob": "b"}))
    assert store.delete_pad(pid)
    with pytest.raises(GameNotFoundError):
        store.get_pad(pid)
    with pytest.raises(GameNotFoundError):
        store.get(game_id)
    assert not store.delete_pad(pid)


@pytest.mark.parametrize(("names", "solo", "message"), [
    (["Ann", "ANN"], False, "different name"),
    (["Ann", " "], False, "needs a name"),
    (["Robot"], True, "solo opponent"),
    (["Ann", "Bob"], True, "solo games only"),
    (["A", "B", "C", "D", "E"], False, "at most 4"),
])
def test_a_new_pad_is_refused_with_the_reason(names, solo, message):
    with pytest.raises(TableError, match=message):
        pad_tables.new_pad("blue", names, solo_robot=solo)


def test_a_pad_whose_rebuilt_table_was_deleted_on_its_own_is_a_plain_pad_again(store):
    pid = store.create_pad(two_players())
    tiles = {"Ann": "tile-a", "Bob": "tile-b"}
    first = store.rebuild_pad(pid, pad_tables.rebuild_table(store.get_pad(pid).pad, tiles))
    store.delete_game(first)  # e.g. from the home page's list of tables
    store.update_pad(pid, set_value("Ann", "cards", 5))  # its lines can be corrected again
    second = store.rebuild_pad(pid, pad_tables.rebuild_table(store.get_pad(pid).pad, tiles))
    assert second != first and store.get(second).status == "draft"
    assert store.get_pad(pid).rebuild_id == second
