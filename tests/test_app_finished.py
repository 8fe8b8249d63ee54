"""AppTest tests of a finished table (issue 21): its result shown on each of its pages, a question before
it is corrected (webapp.tables.finished_guard), and History keeping the finished result until it is finished again."""

from __future__ import annotations

import pytest
from app_helpers import CITY, SCOREPAD, assert_clean, open_page, shown, store

from card_db.loader import load_builtin, sample_game_bytes
from scorer.formats.gamefile import load_game_bytes
from scorer.scoring.table import score_game
from webapp.pad import operations as pad_tables
from webapp.pad.store import PadStore
from webapp.tables import operations as tables
from webapp.tables.finished_guard import HELD, QUESTION
from webapp.tables.store import default_db_path

HISTORY = "pages/4_History.py"
PAD = "pages/6_Pad.py"

pytestmark = pytest.mark.usefixtures("temp_data")  # a fresh game store and data folder (conftest)


def finished_table() -> str:
    """Ann and Bob's table (empty cities), finished with Ann winning on 52 points."""
    gid = store().create_game(tables.new_table("blue", [("Ann", "sample-surf-club"), ("Bob", "sample-lighthouse")],
                                               start_vips=[2, 1]))
    store().finish_game(gid, {"Ann": 52, "Bob": 40}, ("Ann",))
    return gid


def texts(at) -> str:
    """Every success, warning, error, Markdown and caption on the page, as read."""
    parts = [*at.success, *at.warning, *at.error, *at.markdown, *at.caption]
    return " ".join(shown(p.value) for p in parts)


def question_open(at, gid: str) -> bool:
    """True when the page shows "Correct this finished table?" (its Yes button is drawn)."""
    return any(b.key == f"finished-yes-{gid}" for b in at.button)


def saved_at_once(at, gid: str, sand_dollars: int) -> None:
    """Set Ann's leftover sand dollars on the City page and check they were saved with no question asked."""
    at.number_input(key=f"sd-{gid}-0").set_value(sand_dollars).run()
    assert_clean(at)
    assert not question_open(at, gid)
    assert store().get(gid).game.players[0].sand_dollars == sand_dollars


def test_city_page_shows_the_result_and_asks_before_the_first_change_then_saves_it_on_yes():
    gid = finished_table()
    at = open_page(CITY, gid)
    assert_clean(at)
    assert "Finished: Ann won with 52 points." in [shown(s.value) for s in at.success]
    assert not question_open(at, gid)
    at.number_input(key=f"sd-{gid}-0").set_value(3).run()  # Ann's leftover sand dollars: 0 -> 3
    assert not at.exception
    assert store().get(gid).game.players[0].sand_dollars == 0  # nothing saved before the answer
    assert question_open(at, gid)
    assert "It was finished: Ann won with 52 points. Your change is not saved yet." in texts(at)
    assert at.number_input(key=f"sd-{gid}-0").value == 3  # what the player entered stays on screen
    assert f"Not saved: {HELD}" in texts(at)
    at.button(key=f"finished-yes-{gid}").click().run()
    assert_clean(at)
    stored = store().get(gid)
    assert stored.game.players[0].sand_dollars == 3
    assert (stored.status, stored.summary.winner, dict(stored.summary.totals)) == ("finished", "Ann",
                                                                                  {"Ann": 52, "Bob": 40})
    assert stored.summary.changed_since_finished
    assert not question_open(at, gid)
    assert ("Finished: Ann won with 52 points. Changed since it was finished: press Finish again on the "
            "Scorepad to record the new result.") in [shown(w.value) for w in at.warning]
    saved_at_once(at, gid, 4)  # asked once per phone per table


def test_no_drops_the_change_and_the_field_shows_the_stored_value_again():
    gid = finished_table()
    at = open_page(CITY, gid)
    at.number_input(key=f"sd-{gid}-0").set_value(5).run()
    assert question_open(at, gid)
    at.button(key=f"finished-no-{gid}").click().run()
    assert_clean(at)
    assert not question_open(at, gid)
    assert at.number_input(key=f"sd-{gid}-0").value == 0
    assert HELD not in texts(at)
    stored = store().get(gid)
    assert stored.game.players[0].sand_dollars == 0 and not stored.summary.changed_since_finished
    at.number_input(key=f"sd-{gid}-0").set_value(1).run()  # No is not a Yes: the next change asks again
    assert question_open(at, gid)


def test_a_draft_table_has_no_banner_and_no_question():
    gid = finished_table()
    draft = store().create_game(store().get(gid).game)
    at = open_page(CITY, draft)
    assert not any("Finished" in shown(s.value) for s in at.success)
    saved_at_once(at, draft, 2)


def test_home_asks_before_the_open_table_s_set_up_is_changed_and_shows_the_result():
    gid = finished_table()
    at = open_page(None, gid)
    assert_clean(at)
    assert "Finished: Ann won with 52 points." in [shown(s.value) for s in at.success]
    at.text_input(key=f"title-open-{gid}").input("Friday").run()
    assert store().get(gid).game.title == ""
    assert question_open(at, gid)
    at.button(key=f"finished-yes-{gid}").click().run()
    assert_clean(at)
    assert store().get(gid).game.title == "Friday"
    assert any("Changed since it was finished" in shown(w.value) for w in at.warning)


def test_scorepad_shows_the_result_and_finish_again_records_the_new_one():
    game = load_game_bytes(sample_game_bytes(), "sample_game.json")
    report = score_game(game, load_builtin())
    gid = store().create_game(game)
    store().finish_game(gid, {p.name: p.total for p in report.players}, report.winners)
    winner = report.winners[0]
    at = open_page(SCOREPAD, gid)
    assert_clean(at)
    assert f"Finished: {winner} won with {report.standings[0].total} points." in [shown(s.value) for s in at.success]
    assert not [b for b in at.button if b.key == "finish"]  # finished as stored: nothing to finish
    store().update(gid, lambda g: tables.set_sand_dollars(g, winner, 9))  # another phone, after Yes there
    at = open_page(SCOREPAD, gid)
    assert any("Changed since it was finished: press Finish again" in shown(w.value) for w in at.warning)
    at.button(key="finish").click().run()
    assert_clean(at)
    summary = store().get(gid).summary
    assert summary.status == "finished" and not summary.changed_since_finished
    assert not any("Changed since" in shown(w.value) for w in at.warning)


def test_history_keeps_the_finished_result_marked_and_the_statistics_count_it():
    game = load_game_bytes(sample_game_bytes(), "sample_game.json").model_copy(update={"title": "Sample night"})
    report = score_game(game, load_builtin())
    totals = {p.name: p.total for p in report.players}
    gid = store().create_game(game)
    store().finish_game(gid, totals, report.winners)
    best = max(totals, key=totals.get)
    first_card = store().get(gid).game.players[0].cells[0].card
    store().update(gid, lambda g: tables.remove_card(g, g.players[0].name, first_card))  # changed since
    changed = score_game(store().get(gid).game, load_builtin())
    assert changed.players[0].total != report.players[0].total  # the change changes a total
    at = open_page(HISTORY)
    assert_clean(at)
    text = texts(at)
    assert f"🏆 **{' & '.join(report.winners)}**" in " ".join(m.value for m in at.markdown)
    assert f"{best} {totals[best]}" in text
    assert "Finished, changed since" in text and "Changed since it was finished" in text
    statistics = " ".join(m.value for m in at.markdown if "| Player | Games |" in m.value)
    first = report.players[0]
    assert f"| {first.name} | 1 |" in shown(statistics)
    assert f"| {first.total} |" in statistics and f"| {changed.players[0].total} |" not in statistics
    store().finish_game(gid, {p.name: p.total for p in changed.players}, changed.winners)
    at = open_page(HISTORY)
    assert "changed since" not in texts(at).casefold()


def test_a_finished_score_pad_shows_its_result_and_asks_before_a_number_changes():
    pads = PadStore(default_db_path())
    pid = pads.create_pad(pad_tables.new_pad("blue", ["Ann", "Bob"]))
    pads.update_pad(pid, lambda p: pad_tables.set_value(p, "Ann", "cards", 30))
    pads.finish_pad(pid, {"Ann": 30, "Bob": 0}, ("Ann",))
    at = open_page(None)
    at.query_params["pad"] = pid
    at.switch_page(PAD).run()
    assert_clean(at)
    assert "Finished: Ann won with 30 points." in [shown(s.value) for s in at.success]
    at.number_input(key=f"pad_{pid}_0_cards").set_value(12).run()  # Ann's column shows first
    assert pads.get_pad(pid).pad.players[0].cards == 30
    assert question_open(at, pid)
    at.button(key=f"finished-yes-{pid}").click().run()
    assert_clean(at)
    stored = pads.get_pad(pid)
    assert stored.pad.players[0].cards == 12 and stored.summary.changed_since_finished
    assert (stored.summary.winner, dict(stored.summary.totals)) == ("Ann", {"Ann": 30, "Bob": 0})
    assert any("press Finish again on this page" in shown(w.value) for w in at.warning)
    assert [b.label for b in at.button if b.key == "pad_finish"] == ["Finish again"]


def test_the_question_names_itself():
    assert QUESTION == "Correct this finished table?"
