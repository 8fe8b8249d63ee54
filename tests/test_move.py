"""Moving to another server (``webapp.move``): everything out of one database into one file and into an empty
database of either kind, nothing lost and the same scores; a damaged, foreign or unexpected file refused whole."""

from __future__ import annotations

import json
from functools import partial

import pytest
from history_helpers import store_history

from card_db.catalogue import Catalogue
from card_db.generated import generated_catalogue
from card_db.loader import load_builtin
from card_db.models import FeatureCard
from scorer.engine import GameSetup, apply, legal_actions, start
from scorer.scoring.table import score_game
from webapp.assistant.store import LiveStore, cards_snapshot
from webapp.move import MoveError, catalogue_of, export_everything, import_everything, main
from webapp.pad import operations as pad_tables
from webapp.pad.store import PadStore
from webapp.tables import operations as tables

PHOTO = "/9j/" + "B" * 300
BASE = load_builtin()
CATALOGUE = generated_catalogue(5, base=BASE)


def a_live_game() -> tuple[GameSetup, tuple]:
    """A two-player Assistant game on generated cards and its first 6 actions (the first legal choice each)."""
    setup = GameSetup(players=("Ana", "Ben"), sand_dollar_actions=("two-from-front", "from-the-back"),
                      starting_tiles=tuple(sorted(t for t in CATALOGUE.starting_tiles if t not in BASE.starting_tiles))[:2],
                      deck=tuple(sorted(c for c in CATALOGUE.cards if c not in BASE.cards)), seed=11)
    state, _ = start(setup, CATALOGUE)
    for _ in range(6):
        state = apply(state, legal_actions(state)[0])[0]
    return setup, state.log


def filled(where) -> None:
    """A database with a bit of everything: finished and draft tables, a pad changed since it was finished,
    an Assistant game part played, remembered names, and a catalogue card with its photo."""
    store = PadStore(where)
    ids = store_history(store)
    pid = store.create_pad(pad_tables.new_pad("blue", ["Ann", "Bob"], title="Pad night"))
    store.finish_pad(pid, {"Ann": 40, "Bob": 38}, ("Ann",))
    store.update_pad(pid, partial(pad_tables.set_value, player="Bob", field="cards", value=5))
    live = LiveStore(where)
    setup, log = a_live_game()
    gid = live.create(setup, cards_snapshot(CATALOGUE, setup), "virtual deck")
    live.set_log(gid, log, 0)
    store.update(ids["draft"], partial(tables.rename_player, player="Dan", new_name="Zoë"))  # a name beyond ASCII
    catalogue_of(where).save_card(FeatureCard(id="pictured", name="Pictured", row="beach", tags=("wave",),
                                              photo=PHOTO))


@pytest.fixture
def source(tmp_path, monkeypatch):
    """A filled SQLite database and its catalogue file (the app's default), in the test's own folders."""
    monkeypatch.setenv("SANTA_MONICA_DATA_DIR", str(tmp_path / "source-data"))
    where = tmp_path / "source.sqlite3"
    filled(where)
    return where


def test_sqlite_to_the_other_database_and_back_loses_nothing_and_scores_the_same(source, database, tmp_path,
                                                                                monkeypatch):
    moved = export_everything(source)
    monkeypatch.setenv("SANTA_MONICA_DATA_DIR", str(tmp_path / "target-data"))
    counts = import_everything(database, moved)
    assert counts == {"games": 6, "pad_games": 1, "live_games": 1, "player_names": 5, "catalogue records": 1}
    store = PadStore(database)
    for summary in store.list_games(status="finished"):  # the recorded results are the scorer's, after the move
        report = score_game(store.get(summary.id).game, Catalogue())
        assert dict(summary.totals) == {p.name: p.total for p in report.players}
    assert catalogue_of(database).cards()[0].photo == PHOTO
    assert LiveStore(database).list_games()[0].actions == 6

    again = export_everything(database)  # (a SQLite database's catalogue is the data folder's file)
    monkeypatch.setenv("SANTA_MONICA_DATA_DIR", str(tmp_path / "back-data"))
    import_everything(tmp_path / "back.sqlite3", again)
    back = export_everything(tmp_path / "back.sqlite3")
    assert back == moved  # every row, stamp and photo as it was


def test_a_database_that_is_not_empty_is_refused_and_left_as_it_was(source, database, tmp_path, monkeypatch):
    moved = export_everything(source)
    monkeypatch.setenv("SANTA_MONICA_DATA_DIR", str(tmp_path / "target-data"))
    gid = PadStore(database).create_game(tables.new_table("blue", [("Ann", "sample-surf-club")]))
    with pytest.raises(MoveError, match=r"is not empty \(1 games, 1 player_names\): import into an empty database"):
        import_everything(database, moved)
    assert [g.id for g in PadStore(database).list_games()] == [gid]


def damaged(moved: bytes, change) -> bytes:
    document = json.loads(moved)
    change(document)
    return json.dumps(document).encode("utf-8")


def unreadable_game(document) -> None:
    document["tables"]["games"][0]["game_json"] = '{"objective": "purple"}'


@pytest.mark.parametrize("file, problem", [
    (lambda moved: moved[: len(moved) // 2], "invalid JSON"),
    (lambda moved: b'{"cards": [], "starting_tiles": []}', "not a Santa Monica moving file"),
    (lambda moved: damaged(moved, lambda d: d.update(version=2)), "version 2; this app reads version 1"),
    (lambda moved: damaged(moved, unreadable_game), "games row 1 ("),
    (lambda moved: damaged(moved, lambda d: d["tables"]["pad_games"][0].update(extra=1)), "pad_games row 1: its columns"),
    (lambda moved: damaged(moved, lambda d: d["tables"]["live_games"][0].update(status="lost")),
     "live_games row 1: status should be one of playing, finished"),
    (lambda moved: damaged(moved, lambda d: d["tables"]["player_names"][0].update(uses="3")),
     "player_names row 1: uses should be a whole number"),
])
def test_a_damaged_or_foreign_file_is_refused_whole(source, database, tmp_path, monkeypatch, file, problem):
    bad = file(export_everything(source))
    monkeypatch.setenv("SANTA_MONICA_DATA_DIR", str(tmp_path / "target-data"))
    with pytest.raises(MoveError) as refused:
        import_everything(database, bad)
    assert problem in str(refused.value)
    assert PadStore(database).list_games() == () and PadStore(database).list_pads() == ()  # nothing half-imported
    assert catalogue_of(database).cards() == ()


def test_the_command_moves_by_the_apps_setting_and_says_what_it_did(source, tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("SANTA_MONICA_DB", str(source))
    assert main(["export", str(tmp_path / "all.json")]) == 0
    monkeypatch.setenv("SANTA_MONICA_DB", str(tmp_path / "new.sqlite3"))
    monkeypatch.setenv("SANTA_MONICA_DATA_DIR", str(tmp_path / "new-data"))
    assert main(["import", str(tmp_path / "all.json")]) == 0
    assert "6 games, 1 pad_games, 1 live_games, 5 player_names, 1 catalogue records" in capsys.readouterr().out
    assert main(["import", str(tmp_path / "all.json")]) == 1  # a second time: not empty any more
    assert "nothing was imported" in capsys.readouterr().err
