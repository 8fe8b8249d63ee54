"""A PostgreSQL database that goes away mid-game, on a real server of the test's own stopped and started
again: the change made meanwhile is "not saved, try again", nothing saved before is lost, and once the
server is back the same store (and the same page) works again without a restart (``pool_pre_ping``)."""

from __future__ import annotations

from functools import partial

import pytest
from app_helpers import assert_clean, open_page, shown

from webapp.database import DatabaseError
from webapp.tables import operations as tables
from webapp.tables.live_refresh import GAME, VersionReader
from webapp.tables.store import GameStore


def a_table():
    return tables.new_table("orange", [("Dana", "sample-surf-club"), ("Eli", "sample-harbor-office")],
                            title="Outage")


def sand_dollars(store: GameStore, game_id: str) -> tuple[int, ...]:
    return tuple(p.sand_dollars for p in store.get(game_id).game.players)


def cards(store: GameStore, game_id: str) -> list[str]:
    return sorted(c.card for c in store.get(game_id).game.players[0].cells)


def test_a_store_says_not_saved_while_the_server_is_down_and_works_again_when_it_is_back(own_postgresql):
    store = GameStore(own_postgresql.url)
    game_id = store.create_game(a_table())
    store.update(game_id, partial(tables.set_sand_dollars, player="Eli", sand_dollars=3))
    reader = VersionReader(own_postgresql.url)
    assert reader.version(GAME, game_id) == store.version(game_id)

    own_postgresql.stop()
    with pytest.raises(DatabaseError) as refused:
        store.update(game_id, partial(tables.set_sand_dollars, player="Eli", sand_dollars=5))
    assert "SELECT" not in str(refused.value) and "\n" not in str(refused.value)  # one line, no SQL
    with pytest.raises(DatabaseError):
        reader.version(GAME, game_id)

    own_postgresql.start()
    assert sand_dollars(store, game_id) == (0, 3)  # what was saved before is there; the refused change is not
    store.update(game_id, partial(tables.set_sand_dollars, player="Eli", sand_dollars=5))
    assert sand_dollars(store, game_id) == (0, 5)
    assert reader.version(GAME, game_id) == store.version(game_id)  # the watcher's reader reconnects too


def test_the_city_page_says_not_saved_while_the_server_is_down_and_saves_once_it_is_back(own_postgresql, temp_data,
                                                                                           monkeypatch):
    monkeypatch.setenv("SANTA_MONICA_DATABASE_URL", own_postgresql.url)
    store = GameStore(own_postgresql.url)
    game_id = store.create_game(a_table())
    at = open_page("pages/1_City.py", game_id)
    assert_clean(at)
    at.selectbox(key=f"pick-{game_id}").set_value("sample-kite-beach").run()  # placed at once, as a phone's tap
    assert_clean(at)
    assert cards(store, game_id) == ["sample-kite-beach"]

    own_postgresql.stop()
    at.selectbox(key=f"pick-{game_id}").set_value("sample-tide-pools").run()
    assert not at.exception
    said = " ".join(shown(e.value) for kind in (at.error, at.warning) for e in kind)
    assert "not saved" in said or "cannot be read right now" in said, said

    own_postgresql.start()
    assert cards(store, game_id) == ["sample-kite-beach"]  # nothing saved before is lost, nothing half-saved
    at.run()  # the phone reloads, as the message asks: the page works again, no restart of the app
    assert not at.exception
    said = " ".join(shown(e.value) for kind in (at.error, at.warning) for e in kind)
    assert "That change was not saved" in said and "Try again" in said  # the tap made meanwhile is said unsaved
    at.selectbox(key=f"pick-{game_id}").set_value("sample-surf-school").run()  # the next tap, no restart
    assert not at.exception
    assert cards(store, game_id) == ["sample-kite-beach", "sample-surf-school"]
