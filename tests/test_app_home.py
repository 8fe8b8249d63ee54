"""AppTest tests of the home page (pages/0_Home.py, opened through the streamlit_app.py frame): set-up, remembered names, resume, import, demo."""

from __future__ import annotations

import json
from datetime import date, timedelta

import pytest
from app_helpers import assert_clean, open_page, shown, store
from page_order import element_after, is_error

from card_db.loader import sample_game_bytes
from scorer.model.game import People
from webapp.tables import operations as tables

pytestmark = pytest.mark.usefixtures("temp_data")  # a fresh game store and data folder (conftest)


def fill_players(at, players):
    names = [w for w in at.text_input if w.label == "Name"]
    tiles = [w for w in at.selectbox if w.label == "Starting tile"]
    for (name, tile), name_box, tile_box in zip(players, names, tiles, strict=True):
        name_box.set_value(name)
        tile_box.set_value(tile)


def test_start_a_three_player_table_opens_its_city_page():
    at = open_page()
    assert_clean(at)
    fill_players(at, [("Ann", "sample-surf-club"), ("Bob", "sample-harbor-office"), ("Cy", "sample-lighthouse")])
    at.radio(key="setup_objective").set_value("orange")
    at.text_input(key="setup_title").set_value("Friday")
    at.button(key="start_table").click().run()
    assert_clean(at)
    game_id = at.query_params["game"]
    stored = store().get(game_id)
    assert stored.game.objective == "orange"
    assert stored.game.title == "Friday"
    assert [(p.name, p.starting_tile) for p in stored.game.players] == [
        ("Ann", "sample-surf-club"), ("Bob", "sample-harbor-office"), ("Cy", "sample-lighthouse")]
    # The tiles' VIPs begin on their street halves (ruling 4): 2 for the Surf Club, 1 for the others.
    assert [p.start_street for p in stored.game.players] == [People(vips=2), People(vips=1), People(vips=1)]
    assert any(t.value == "Cities" for t in at.title)  # the City page is showing


def test_objective_choices_show_their_three_lines():
    at = open_page()
    radio = at.radio(key="setup_objective")
    assert radio.options == ["Blue (recommended for a first game)", "Green", "Orange"]
    # Each caption carries the tile's three printed lines (from the built-in objective data).
    blue, green, orange = radio.proto.captions
    assert "2 per Wave tag in your longest Wave group" in blue
    assert "People:" in green and "Misc:" in orange


def test_missing_name_is_an_error_and_keeps_what_was_typed():
    at = open_page()
    fill_players(at, [("Ann", "sample-surf-club"), ("", "sample-harbor-office"), ("Cy", "sample-lighthouse")])
    at.button(key="start_table").click().run()
    assert not at.exception
    assert "every player needs a name" in at.error[0].value
    assert [w.value for w in at.text_input if w.label == "Name"] == ["Ann", "", "Cy"]
    assert store().list_games() == ()


def test_same_starting_tile_twice_is_never_started():
    """Two boxes set to one tile in the same moment: a tile taken is no longer offered to another box
    (issue 33), so one empties and the start asks for a tile; the store refuses a duplicate too (test_store)."""
    at = open_page()
    at.number_input(key="setup_count").set_value(2).run()
    fill_players(at, [("Ann", "sample-surf-club"), ("Bob", "sample-surf-club")])
    at.button(key="start_table").click().run()
    assert "every player needs a starting tile" in at.error[0].value
    assert sorted(str(w.value) for w in at.selectbox if w.label == "Starting tile") == ["None", "sample-surf-club"]
    assert store().list_games() == ()


def test_move_up_changes_turn_order():
    at = open_page()
    fill_players(at, [("Ann", "sample-surf-club"), ("Bob", "sample-harbor-office"), ("Cy", "sample-lighthouse")])
    at.run()
    ups = [b for b in at.button if b.label == "Move up"]
    ups[2].click().run()  # Cy moves above Bob
    assert [w.value for w in at.text_input if w.label == "Name"] == ["Ann", "Cy", "Bob"]
    at.button(key="start_table").click().run()
    game = store().get(at.query_params["game"]).game
    assert [p.name for p in game.players] == ["Ann", "Cy", "Bob"]


def test_earlier_player_names_are_suggested():
    store().create_game(tables.new_table("blue", [("Zoe", "t1"), ("Yann", "t2")]))
    at = open_page()
    pick = [w for w in at.selectbox if w.label == "Or pick an earlier player"][0]
    assert set(pick.options) == {"Zoe", "Yann"}
    pick.set_value("Yann").run()
    assert [w.value for w in at.text_input if w.label == "Name"][0] == "Yann"


def test_solo_table_gets_the_robot():
    at = open_page()
    at.number_input(key="setup_count").set_value(1).run()
    assert any("solo against the Robot" in c.value for c in at.caption)  # one player is always solo
    fill_players(at, [("Sol", "sample-lighthouse")])
    at.button(key="start_table").click().run()
    assert_clean(at)
    game = store().get(at.query_params["game"]).game
    assert game.robot is not None and len(game.players) == 1


def test_resume_lists_open_tables_and_opens_them():
    game_id = store().create_game(tables.new_table("green", [("Ann", "sample-lighthouse")], title="Old game"))
    at = open_page()
    at.button(key=f"resume-{game_id}").click().run()
    assert_clean(at)
    assert at.query_params["game"] == game_id


def test_import_a_game_file_opens_the_scorepad():
    at = open_page()
    at.file_uploader(key="import_file").upload("sample.json", sample_game_bytes(), "application/json")
    at.run()
    at.button(key="import_go").click().run()
    assert_clean(at)
    assert store().get(at.query_params["game"]).game.players[0].name == "Ana"
    assert any(t.value == "Scorepad" for t in at.title)


def test_a_broken_game_file_shows_its_errors_next_to_the_uploader():
    at = open_page()
    bad = json.dumps({"objective": "purple", "players": []}).encode()
    at.file_uploader(key="import_file").upload("bad.json", bad, "application/json")
    at.run()
    at.button(key="import_go").click().run()
    assert not at.exception
    message = shown(at.error[0].value)
    assert "cannot be imported" in message and "bad.json" in message
    assert store().list_games() == ()


def import_game_file(data: bytes):
    at = open_page()
    at.file_uploader(key="import_file").upload("game.json", data, "application/json")
    at.run()
    at.button(key="import_go").click().run()
    assert not at.exception
    return at


def test_a_game_file_with_a_repeated_key_is_refused_on_the_page_naming_the_key():
    data = sample_game_bytes().replace(b'"sand_dollars": 5,', b'"sand_dollars": 5, "sand_dollars": 99,')
    message = shown(import_game_file(data).error[0].value)
    assert message.startswith("game.json cannot be imported; nothing was changed:")
    assert 'players[1].sand_dollars: the key "sand_dollars" is written more than once in the same object' in message
    assert store().list_games() == ()


def test_numbers_and_booleans_written_as_text_are_refused_on_the_page():
    data = sample_game_bytes().replace(b'"sand_dollars": 5,', b'"sand_dollars": "1_0",').replace(
        b'"footprint": true', b'"footprint": "yes"', 1)
    message = shown(import_game_file(data).error[0].value)
    assert "players[1].sand_dollars (player 'Ben'): expected a whole number, got \"1_0\"" in message
    assert "footprint (player 'Ana'), card 'sample-surf-school' in the beach row, column 1: expected true or false" \
        in message
    assert store().list_games() == ()


def test_a_game_file_over_two_megabytes_is_refused_stating_the_limit():
    game = json.loads(sample_game_bytes())
    data = json.dumps({**game, "notes": "x" * 2_100_000}).encode()
    message = shown(import_game_file(data).error[0].value)
    assert "the file is larger than 2 MB (2,000,000 bytes), the most that is read here" in message
    assert store().list_games() == ()


def test_an_imported_name_with_invisible_characters_is_stored_as_it_looks():
    game = json.loads(sample_game_bytes())
    game["players"][0]["name"] = "Ana\u200b "
    at = import_game_file(json.dumps(game).encode())
    assert_clean(at)
    assert store().get(at.query_params["game"]).game.players[0].name == "Ana"


def test_demo_button_opens_the_sample_game_labelled_as_sample():
    at = open_page()
    assert any("SAMPLE cards" in c.value for c in at.caption)
    at.button(key="demo").click().run()
    assert_clean(at)
    game = store().get(at.query_params["game"]).game
    assert "sample" in game.title.lower()


def test_open_table_set_up_can_be_changed_and_survives_a_reload():
    game_id = store().create_game(
        tables.new_table("blue", [("Ann", "sample-surf-club"), ("Bob", "sample-lighthouse")]))
    at = open_page(game_id=game_id)
    assert_clean(at)
    at.radio(key=f"obj-open-{game_id}").set_value("green").run()
    at.text_input(key=f"rename-{game_id}-1").set_value("Bobby").run()
    at.button(key=f"up-open-{game_id}-1").click().run()
    assert_clean(at)
    game = store().get(game_id).game
    assert game.objective == "green"
    assert [p.name for p in game.players] == ["Bobby", "Ann"]
    again = open_page(game_id=game_id)  # a refresh: a new session reads the same table back
    assert again.radio(key=f"obj-open-{game_id}").value == "green"
    assert again.text_input(key=f"rename-{game_id}-0").value == "Bobby"


def test_unknown_game_in_the_url_is_a_message_not_a_traceback():
    at = open_page(game_id="nope")
    assert not at.exception
    assert "no game with id 'nope'" in shown(at.error[0].value)


def test_close_this_table_leaves_it_saved():
    game_id = store().create_game(tables.new_table("blue", [("Ann", "sample-surf-club")]))
    at = open_page(game_id=game_id)
    at.button(key="close_table").click().run()
    assert_clean(at)
    assert "game" not in at.query_params
    assert not [s for s in at.subheader if s.value.startswith("Open table")]
    assert at.button(key=f"resume-{game_id}")  # still there to resume


def test_an_unusable_database_path_is_a_message(tmp_path, monkeypatch):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the database folder should be")
    monkeypatch.setenv("SANTA_MONICA_DB", str(blocker / "games.sqlite3"))
    at = open_page()
    assert not at.exception
    assert "cannot be opened" in at.error[0].value


def test_home_links_to_the_assistant_catalogue_and_history():
    at = open_page()
    assert_clean(at)
    pages = {link.proto.page for link in at.get("page_link")}
    assert {"Assistant", "Catalogue", "History"} <= pages  # AppTest reports the page name


# --- text limits, refusals next to their field, title and date played ---------------------------------


def two_player_table(**kwargs) -> str:
    return store().create_game(tables.new_table("blue", [("Ann", "sample-surf-club"), ("Bob", "sample-lighthouse")],
                                                **kwargs))


def test_name_and_title_boxes_hold_what_the_game_format_holds():
    game_id = two_player_table()
    at = open_page(game_id=game_id)
    assert_clean(at)
    # The game format's limits (80 for a name, 120 for a title), on every box that feeds them.
    names = [w for w in at.text_input if w.label == "Name"]
    assert len(names) == 2 + 3 and all(w.proto.max_chars == 80 for w in names)
    assert at.text_input(key="setup_title").proto.max_chars == 120
    assert at.text_input(key=f"title-open-{game_id}").proto.max_chars == 120


def test_a_very_long_name_and_title_start_a_table_without_a_traceback():
    at = open_page()
    at.number_input(key="setup_count").set_value(2).run()
    fill_players(at, [("A" * 100, "sample-surf-club"), ("Bob", "sample-lighthouse")])
    at.text_input(key="setup_title").set_value("T" * 130)
    at.button(key="start_table").click().run()
    assert_clean(at)
    game = store().get(at.query_params["game"]).game
    # The box stops at the format's limit, as a phone's keyboard does: nothing past it is stored.
    assert game.players[0].name == "A" * 80
    assert game.title == "T" * 120


def test_a_refused_rename_is_explained_under_its_field_which_keeps_the_typed_name():
    game_id = two_player_table()
    at = open_page(game_id=game_id)
    key = f"rename-{game_id}-1"
    at.text_input(key=key).set_value("ann").run()
    assert not at.exception
    below = element_after(at, key)
    assert is_error(below) and "two players are called 'ann'" in shown(below.value)
    assert at.text_input(key=key).value == "ann"  # what was typed is still there to correct
    assert [p.name for p in store().get(game_id).game.players] == ["Ann", "Bob"]  # nothing saved
    assert not [e for e in at.error if e is not below]  # and nothing at the top of the page
    # Another change elsewhere on the page keeps both the typed name and the message.
    at.radio(key=f"obj-open-{game_id}").set_value("green").run()
    assert at.text_input(key=key).value == "ann"
    assert is_error(element_after(at, key))
    # Correcting the name saves it and the message goes.
    at.text_input(key=key).set_value("Annie").run()
    assert_clean(at)
    assert [p.name for p in store().get(game_id).game.players] == ["Ann", "Annie"]


def test_a_refused_change_gives_way_to_a_newer_value_from_another_phone():
    game_id = two_player_table()
    at = open_page(game_id=game_id)
    key = f"rename-{game_id}-1"
    at.text_input(key=key).set_value("Ann").run()
    store().update(game_id, lambda g: tables.rename_player(g, "Bob", "Bobby"))  # another phone
    at.run()
    # The newer stored name shows; the refusal is explained once more, then gone.
    assert at.text_input(key=key).value == "Bobby"
    assert "two players are called 'Ann'" in shown(element_after(at, key).value)
    at.run()
    assert_clean(at)
    assert at.text_input(key=key).value == "Bobby"


def test_the_title_and_the_date_played_are_changed_in_the_set_up():
    game_id = two_player_table(title="Friday")
    created = date.fromisoformat(store().get(game_id).summary.created[:10])
    # Never the default: a date that equals "the day the table was started" would change nothing.
    played = created - timedelta(days=1)
    at = open_page(game_id=game_id)
    assert at.text_input(key=f"title-open-{game_id}").value == "Friday"
    # Until it is set, the date played is the day the table was started.
    assert at.date_input(key=f"played-open-{game_id}").value == created
    assert store().get(game_id).game.played_on == ""
    at.text_input(key=f"title-open-{game_id}").set_value("Friday at Sam's").run()
    at.date_input(key=f"played-open-{game_id}").set_value(played).run()
    assert_clean(at)
    game = store().get(game_id).game
    assert (game.title, game.played_on) == ("Friday at Sam's", played.isoformat())
    again = open_page(game_id=game_id)  # a refresh reads both back
    assert again.text_input(key=f"title-open-{game_id}").value == "Friday at Sam's"
    assert again.date_input(key=f"played-open-{game_id}").value == played
    assert shown(again.subheader[0].value) == "Open table: Friday at Sam's"


def test_a_game_file_date_that_is_no_date_is_shown_and_can_be_replaced():
    game_id = two_player_table(played_on="Friday night")
    created = date.fromisoformat(store().get(game_id).summary.created[:10])
    played = created - timedelta(days=3)  # not the default shown (the day the table was started)
    at = open_page(game_id=game_id)
    assert_clean(at)
    assert any("'Friday night'" in shown(c.value) for c in at.caption)
    at.date_input(key=f"played-open-{game_id}").set_value(played).run()
    assert store().get(game_id).game.played_on == played.isoformat()


def test_a_player_is_added_to_the_open_table_and_a_refusal_stays_under_the_button():
    game_id = two_player_table()
    at = open_page(game_id=game_id)
    assert "sample-lighthouse" not in at.selectbox(key=f"add-tile-{game_id}").options  # Bob's tile is taken
    at.text_input(key=f"add-name-{game_id}").set_value("Bob")
    at.selectbox(key=f"add-tile-{game_id}").set_value("sample-harbor-office")
    at.button(key=f"add-open-{game_id}").click().run()
    below = element_after(at, f"add-open-{game_id}")
    assert is_error(below) and "two players are called 'Bob'" in shown(below.value)
    assert at.text_input(key=f"add-name-{game_id}").value == "Bob"  # the form keeps what was entered
    assert at.selectbox(key=f"add-tile-{game_id}").value == "sample-harbor-office"
    at.text_input(key=f"add-name-{game_id}").set_value("Cy")
    at.button(key=f"add-open-{game_id}").click().run()
    assert_clean(at)
    game = store().get(game_id).game
    assert [(p.name, p.starting_tile) for p in game.players][-1] == ("Cy", "sample-harbor-office")
    assert game.players[-1].start_street == People(vips=1)  # the tile's VIP starts on its street half
    assert at.text_input(key=f"add-name-{game_id}").value == ""  # ready for the next one
    assert at.text_input(key=f"rename-{game_id}-2").value == "Cy"


def test_a_solo_or_full_table_offers_no_add_form():
    solo = store().create_game(tables.new_table("blue", [("Sol", "sample-lighthouse")], solo_robot=True))
    at = open_page(game_id=solo)
    assert_clean(at)
    assert not [b for b in at.button if b.key == f"add-open-{solo}"]
    full = store().create_game(tables.new_table("blue", [("A", "sample-lighthouse"), ("B", "sample-surf-club"),
                                                         ("C", "sample-harbor-office"), ("D", "t4")]))
    at = open_page(game_id=full)
    assert not at.exception
    assert not [b for b in at.button if b.key == f"add-open-{full}"]


def test_removing_a_player_with_cards_asks_first_an_empty_city_goes_at_once():
    game_id = two_player_table()
    store().update(game_id, lambda g: tables.add_player(g, "Cy", "sample-harbor-office"))
    store().update(game_id, lambda g: tables.place_card(g, "Bob", "sample-kite-beach", "beach", 1))
    at = open_page(game_id=game_id)
    at.button(key=f"remove-open-{game_id}-1").click().run()  # Bob has a card: only asks
    assert_clean(at)
    assert len(store().get(game_id).game.players) == 3
    assert "Remove Bob and their city (1 card)?" in shown(at.warning[0].value)
    at.button(key=f"remove-no-{game_id}-1").click().run()  # Keep
    assert not at.warning and len(store().get(game_id).game.players) == 3
    at.button(key=f"remove-open-{game_id}-1").click().run()
    at.button(key=f"remove-yes-{game_id}-1").click().run()
    assert_clean(at)
    assert [p.name for p in store().get(game_id).game.players] == ["Ann", "Cy"]
    # Two players are the fewest without the Robot: nobody else can leave.
    assert at.button(key=f"remove-open-{game_id}-0").disabled and at.button(key=f"remove-open-{game_id}-1").disabled
    store().update(game_id, lambda g: tables.add_player(g, "Dee", "sample-lighthouse"))
    at.run()
    at.button(key=f"remove-open-{game_id}-2").click().run()  # Dee's city is empty: no question
    assert_clean(at)
    assert [p.name for p in store().get(game_id).game.players] == ["Ann", "Cy"]
