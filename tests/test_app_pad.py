"""AppTest flows of Score pad only (issue 13): start from Home, type the lines, see totals and checks,
finish into History, export the CSV, rebuild the cities with the pad's lines kept, delete from History."""

from __future__ import annotations

import csv
import io
import re

import pytest
from app_helpers import assert_clean, open_page, run_on_a_restarted_server, shown, store

from scorer.formats.explain import SCOREPAD_COLUMNS
from webapp.pad import operations as pad_tables
from webapp.pad.store import PadStore
from webapp.tables.store import default_db_path

PAD = "pages/6_Pad.py"
HISTORY = "pages/4_History.py"
CITY = "pages/1_City.py"

pytestmark = pytest.mark.usefixtures("temp_data")  # a fresh game store and data folder (conftest)


def pads() -> PadStore:
    return PadStore(default_db_path())


def start_pad(names=("Ann", "Bob"), objective: str | None = None):
    """Open the Pad page from Home, fill in the start form and press Start; returns (AppTest, pad id)."""
    at = open_page(PAD)
    at.number_input(key="pad_new_count").set_value(len(names)).run()
    for seat, name in enumerate(names):
        at.text_input(key=f"pad_new_name_{seat}").input(name)
    if objective:
        at.radio(key="pad_new_objective").set_value(objective)
    at.button(key="pad_new_start").click().run()
    assert_clean(at)
    pid = at.query_params["pad"]
    return at, pid if isinstance(pid, str) else pid[0]


def type_line(at, pid: str, seat: int, field: str, value: int) -> None:
    at.number_input(key=f"pad_{pid}_{seat}_{field}").set_value(value).run()


def choose_column(at, pid: str, seat: int) -> None:
    for group in at.get("button_group"):
        if group.proto.id.endswith(f"pad_who_{pid}"):
            group.set_value(seat).run()
            return
    raise AssertionError("no column picker")


def markdown_text(at) -> str:
    return "\n".join(shown(m.value) for m in at.markdown)


def test_home_offers_score_pad_only_in_the_start_a_table_area():
    at = open_page()
    links = [p.proto for p in at.get("page_link") if "Score pad only" in p.proto.label]
    assert len(links) == 1 and links[0].page == "Pad"  # pages/6_Pad.py


def test_typed_lines_are_saved_and_totalled_and_the_winner_is_ranked_by_the_rules():
    at, pid = start_pad()
    type_line(at, pid, 0, "cards", 21)
    type_line(at, pid, 0, "rings", 6)
    choose_column(at, pid, 1)
    type_line(at, pid, 1, "cards", 27)
    type_line(at, pid, 1, "sand_dollars", 2)
    assert_clean(at)
    pad = pads().get_pad(pid).pad
    assert (pad.players[0].cards, pad.players[0].rings, pad.players[1].cards) == (21, 6, 27)
    text = markdown_text(at)
    assert "| **Total** | **27** | **27** |" in text
    # A tie on points goes to the leftover sand dollars (ruling 12), said in words.
    assert any("Bob wins with 27 points" in shown(s.value) for s in at.success)
    assert "decided by leftover sand dollars (2 left)" in text
    # Reloading shows the same pad: every number was saved as it was typed.
    again = open_page(PAD)
    again.query_params["pad"] = pid
    again.run()
    assert "| **Total** | **27** | **27** |" in markdown_text(again)


def test_a_number_no_game_can_score_is_named_under_its_box_and_blocks_finish():
    at, pid = start_pad()  # Blue is the default tile
    type_line(at, pid, 0, "wave", 3)
    warnings = [shown(w.value) for w in at.warning]
    assert any("Objective: waves is 3" in w and "even number" in w for w in warnings)
    assert at.button(key="pad_finish").disabled
    assert pads().get_pad(pid).pad.players[0].wave == 3  # kept as typed, nothing lost
    type_line(at, pid, 0, "wave", 4)
    assert not at.button(key="pad_finish").disabled


def test_a_typo_beyond_any_line_is_refused_and_stays_in_its_box():
    at, pid = start_pad()
    type_line(at, pid, 0, "cards", 4000)
    assert any("Not saved" in shown(e.value) and "at most 999" in shown(e.value) for e in at.error)
    assert at.number_input(key=f"pad_{pid}_0_cards").value == 4000  # what was typed stays to correct
    assert pads().get_pad(pid).pad.players[0].cards == 0
    type_line(at, pid, 0, "cards", 40)
    assert not at.error and pads().get_pad(pid).pad.players[0].cards == 40


def test_finish_records_the_game_in_history_with_the_same_csv_columns():
    at, pid = start_pad(("Ann", "Bob"), objective="orange")
    type_line(at, pid, 0, "cards", 30)
    choose_column(at, pid, 1)
    type_line(at, pid, 1, "cards", 25)
    assert [b.proto.label for b in at.get("download_button")] == ["Scorepad CSV"]
    rows = list(csv.reader(io.StringIO(_csv_of(pid))))  # what the button serves, from the stored pad
    stored = pads().get_pad(pid)
    assert tuple(rows[0]) == (*SCOREPAD_COLUMNS, "result") and rows[1] == [
        stored.summary.created[:10], "Orange", "Ann vs Bob", "Ann", "1", "30", "0", "0", "0", "0", "0", "30", "1",
        "as the table is now, not a finished result"]  # not finished yet
    at.button(key="pad_finish").click().run()
    assert_clean(at)
    assert any("Finished and saved in History (Ann won)" in shown(s.value) for s in at.success)
    history = open_page(HISTORY)
    assert_clean(history)
    text = markdown_text(history)
    assert "Score pad" in text and "🏆 **Ann**" in text and "Ann 30 · Bob 25" in text
    links = [p.proto for p in history.get("page_link") if p.proto.label == "Open the score pad"]
    assert len(links) == 1 and links[0].query_string == f"pad={pid}"


def _csv_of(pid: str) -> str:
    from webapp.history.export import pad_csv

    return pad_csv(pads().get_pad(pid))


def test_a_solo_pad_has_the_robots_column():
    at, pid = start_pad(("Ann",), objective="green")
    assert pads().get_pad(pid).pad.robot is not None
    choose_column(at, pid, 1)
    type_line(at, pid, 1, "people", -2)
    type_line(at, pid, 1, "cards", 12)
    assert_clean(at)
    assert "| Line | Ann | Robot |" in markdown_text(at)
    assert "Green towel's wave line" in at.number_input(key=f"pad_{pid}_1_wave").help  # the solo rules' lines
    assert any("Robot wins with 10 points" in shown(s.value) for s in at.success)


def test_the_rebuild_pickers_are_named_without_a_backslash_and_offer_only_free_tiles():
    """Issue 33: a screen reader read "Zoe backslash 's starting tile"; a tile taken is offered no more."""
    at, pid = start_pad(("Zoe", "O'Neil"))
    zoe, oneil = at.selectbox(key=f"pad_tile_{pid}_0"), at.selectbox(key=f"pad_tile_{pid}_1")
    assert (zoe.label, oneil.label) == ("Zoe's starting tile", "O'Neil's starting tile")
    zoe.select("sample-surf-club").run()
    assert "Surf Club (sample)" not in at.selectbox(key=f"pad_tile_{pid}_1").options
    assert "Surf Club (sample)" in at.selectbox(key=f"pad_tile_{pid}_0").options


def test_rebuilding_opens_the_cities_and_the_pad_shows_its_lines_beside_them():
    at, pid = start_pad()
    type_line(at, pid, 0, "cards", 12)
    type_line(at, pid, 0, "sand_dollars", 3)
    at.selectbox(key=f"pad_tile_{pid}_0").select("sample-harbor-office")
    at.selectbox(key=f"pad_tile_{pid}_1").select("sample-surf-club")
    at.button(key=f"pad_rebuild_{pid}").click().run()
    assert_clean(at)
    game_id = pads().get_pad(pid).rebuild_id
    assert game_id is not None
    game = store().get(game_id).game
    assert [(p.name, p.sand_dollars) for p in game.players] == [("Ann", 3), ("Bob", 0)]
    # Back on the pad: the lines are kept, beside the empty cities' computed lines.
    back = open_page(PAD)
    back.query_params["pad"] = pid
    back.run()
    assert_clean(back)
    text = markdown_text(back)
    assert "| Ann | Feature cards | 12 |" in text and "| Player | Line | Pad | Cities |" in text
    assert not back.get("number_input")  # the typed lines are read-only now
    cities = [p.proto for p in back.get("page_link") if p.proto.label == "Continue the cities"]
    assert cities and cities[0].query_string == f"game={game_id}"
    # History: one entry for the pad and its rebuild; deleting it deletes both.
    history = open_page(HISTORY)
    assert "Rebuilding" in markdown_text(history)
    assert "Continue the cities" in [p.proto.label for p in history.get("page_link")]
    history.button(key=f"hist_delete_{pid}").click().run()
    assert any("and the cities rebuilt from it" in shown(w.value) for w in history.warning)
    history.button(key=f"hist_confirm_{pid}").click().run()
    assert pads().list_pads() == () and store().list_games() == ()


def test_an_unknown_pad_id_says_so_without_a_traceback():
    at = open_page(PAD)
    at.query_params["pad"] = "nope"
    at.run()
    assert not at.exception
    assert any("no score pad with id 'nope'" in shown(e.value) for e in at.error)


def test_a_finished_pad_counts_in_the_statistics_once_even_after_a_rebuild():
    at, pid = start_pad(("Ann", "Bob"), objective="orange")
    type_line(at, pid, 0, "cards", 30)
    type_line(at, pid, 0, "wave", 3)
    at.button(key="pad_finish").click().run()
    history = open_page(HISTORY)
    assert_clean(history)
    text = markdown_text(history)
    # Player, games, wins, average, best; then Ann's average per line (the wave line typed on the pad).
    assert "| Ann | 1 | 1 | 33.0 | 33 |" in text and "| Bob | 1 | 0 | 0.0 | 0 |" in text
    assert "| 30.0 | 0.0 | 0.0 | 3.0 | 0.0 | 0.0 |" in text
    assert any("1 finished game." in shown(c.value) for c in history.caption)
    # Rebuilt and finished: the cities are the result, counted once (not the pad beside them).
    rebuild = pad_tables.rebuild_table(pads().get_pad(pid).pad, {"Ann": "sample-harbor-office",
                                                                 "Bob": "sample-surf-club"})
    game_id = pads().rebuild_pad(pid, rebuild)
    store().finish_game(game_id, {"Ann": 0, "Bob": 0}, ("Ann", "Bob"))
    again = open_page(HISTORY)
    assert_clean(again)
    assert any("1 finished game." in shown(c.value) for c in again.caption)
    assert "| Ann | 1 | 1 |" in markdown_text(again)  # one game (the cities' score, a shared win)
    assert "Rebuilt, finished" in markdown_text(again)


def test_names_reach_the_pad_and_history_as_text_never_as_markdown():
    at, pid = start_pad(("*Ann*|x", "[Bob](http://e.x)"))
    type_line(at, pid, 0, "cards", 5)
    assert_clean(at)
    table = next(m.value for m in at.markdown if m.value.startswith("| Line |"))
    assert shown(table).splitlines()[0] == "| Line | *Ann*|x | [Bob](http://e.x) |"
    header = table.splitlines()[0]
    assert len(re.findall(r"(?<!\\)\|", header)) == 4  # the name's pipe is escaped: still three columns
    assert any(shown(s.value) == "*Ann*|x wins with 5 points" for s in at.success)  # the 🏆 is its icon
    at.button(key="pad_finish").click().run()
    history = open_page(HISTORY)
    assert_clean(history)
    assert any(shown(m.value).startswith("**") and "*Ann*|x vs [Bob](http://e.x)" in shown(m.value)
               for m in history.markdown)


def test_the_open_pad_survives_a_trip_through_the_sidebar_and_closes_on_request():
    at, pid = start_pad()
    at.query_params.pop("pad")  # a sidebar link drops the query string
    at.run()
    assert at.query_params["pad"] in (pid, [pid]) and f"pad_{pid}_0_cards" in [n.key for n in at.number_input]
    at.button(key="pad_close").click().run()
    assert "pad" not in at.query_params
    # The start form offers the draft to resume.
    at.button(key=f"pad_resume_{pid}").click().run()
    assert_clean(at)
    assert at.query_params["pad"] in (pid, [pid])


def test_the_rebuilt_tables_scorepad_links_back_to_the_typed_lines():
    pid = pads().create_pad(pad_tables.new_pad("orange", ["Ann", "Bob"]))
    rebuild = pad_tables.rebuild_table(pads().get_pad(pid).pad, {"Ann": "sample-harbor-office",
                                                                 "Bob": "sample-surf-club"})
    game_id = pads().rebuild_pad(pid, rebuild)
    at = open_page("pages/2_Scorepad.py", game_id)
    assert_clean(at)
    links = [p.proto for p in at.get("page_link") if "score pad" in p.proto.label]
    assert len(links) == 1 and links[0].query_string == f"pad={pid}"
    other = open_page("pages/2_Scorepad.py", store().create_game(rebuild))  # a table started as a rebuild
    assert not [p for p in other.get("page_link") if "score pad" in p.proto.label]


def test_a_number_typed_while_the_server_restarted_is_saved_when_the_phone_drew_the_pad_as_stored():
    at, pid = start_pad()
    key = f"pad_{pid}_0_cards"
    at.number_input(key=key).set_value(24)  # typed; its request reaches only the new server
    run_on_a_restarted_server(at)
    assert_clean(at)
    assert pads().get_pad(pid).pad.players[0].cards == 24
    # Saved at the end of that run, then drawn again at once: the box and the totals show the store.
    assert at.number_input(key=key).value == 24 and not at.warning
    assert any("Ann wins with 24 points" in shown(s.value) for s in at.success)


def test_a_number_held_across_a_restart_by_a_phone_that_drew_an_older_pad_is_refused_visibly():
    """Another phone saved a line after this phone last drew the pad: a number this phone sends to the
    new server may be old, so nothing is written; it says so, and the boxes show the pad as stored."""
    at, pid = start_pad()
    key = f"pad_{pid}_0_cards"
    pads().update_pad(pid, lambda pad: pad_tables.set_value(pad, "Bob", "cards", 30))  # on another phone
    at.number_input(key=key).set_value(24)
    run_on_a_restarted_server(at)
    pad = pads().get_pad(pid).pad
    assert (pad.players[0].cards, pad.players[1].cards) == (0, 30)
    assert at.number_input(key=key).value == 0  # the screen shows what is stored
    assert any("anything you changed just now was not saved" in shown(w.value) for w in at.warning)
    assert any("Bob wins with 30 points" in shown(s.value) for s in at.success)


def test_a_typo_held_across_a_restart_is_refused_and_stays_in_its_box_with_the_reason():
    at, pid = start_pad()
    key = f"pad_{pid}_0_cards"
    at.number_input(key=key).set_value(4000)
    run_on_a_restarted_server(at)
    assert at.number_input(key=key).value == 4000
    assert any("Not saved" in shown(e.value) and "at most 999" in shown(e.value) for e in at.error)
    assert pads().get_pad(pid).pad.players[0].cards == 0


def test_an_objective_tile_tapped_while_the_server_restarted_is_saved():
    at, pid = start_pad()  # Blue
    tiles = next(g for g in at.get("button_group") if g.proto.id.endswith(f"pad_objective_{pid}"))
    tiles.set_value("green")
    run_on_a_restarted_server(at)
    assert_clean(at)
    assert pads().get_pad(pid).pad.objective == "green"
