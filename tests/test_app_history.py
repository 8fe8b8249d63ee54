"""AppTest tests of the History page: stored games listed, re-scored with the catalogue, deleted after a confirmation."""

from __future__ import annotations

import json
from dataclasses import replace

import pyarrow.ipc
import pytest
from app_helpers import assert_clean, open_page, shown, store
from history_helpers import store_history

from card_db.loader import load_builtin, sample_game_bytes
from scorer.formats.gamefile import load_game_bytes
from scorer.scoring.table import score_game
from webapp.history.view import game_date, score_line, totals_change
from webapp.tables.store import GameSummary

HISTORY = "pages/4_History.py"


pytestmark = pytest.mark.usefixtures("temp_data")  # a fresh game store and data folder (conftest)


def sample_game():
    return load_game_bytes(sample_game_bytes(), "sample_game.json").model_copy(update={"title": "Sample night"})


def finished_sample(totals=None) -> tuple[str, dict[str, int], str]:
    """Store the sample game as finished; returns (id, the scorer's totals, the scorer's winner)."""
    game = sample_game()
    report = score_game(game, load_builtin())
    real = {p.name: p.total for p in report.players}
    gid = store().create_game(game)
    store().finish_game(gid, totals or real, report.winners)
    return gid, real, " & ".join(report.winners)


def test_lists_a_stored_game_with_players_scores_and_winner():
    gid, totals, winner = finished_sample()
    at = open_page(HISTORY)
    assert_clean(at)
    text = " ".join(m.value for m in at.markdown)
    assert "**Sample night**" in text
    assert f"🏆 **{winner}**" in text
    best = max(totals, key=totals.get)
    assert f"{best} {totals[best]}" in text
    links = [p for p in at.get("page_link") if "Open the scorepad" in p.proto.label]
    assert len(links) == 1 and links[0].proto.query_string == f"game={gid}"


def test_delete_asks_to_confirm_then_deletes():
    gid, _, _ = finished_sample()
    at = open_page(HISTORY)
    at.button(key=f"hist_delete_{gid}").click().run()
    assert any("Delete Sample night for good?" in shown(w.value) for w in at.warning)
    assert len(store().list_games()) == 1
    at.button(key=f"hist_cancel_{gid}").click().run()
    assert len(store().list_games()) == 1
    at.button(key=f"hist_delete_{gid}").click().run()
    at.button(key=f"hist_confirm_{gid}").click().run()
    assert_clean(at)
    assert store().list_games() == ()
    assert any("Deleted Sample night." in shown(s.value) for s in at.success)
    assert any("No tables yet" in i.value for i in at.info)


def test_rescore_updates_the_recorded_totals_of_a_finished_game():
    wrong = {"dummy": 1}
    gid, totals, winner = finished_sample(totals=wrong)
    at = open_page(HISTORY)
    at.button(key=f"hist_rescore_{gid}").click().run()
    assert_clean(at)
    summary = store().get(gid).summary
    assert dict(summary.totals) == totals and summary.winner == winner
    assert any("Re-scored Sample night with the current catalogue" in shown(s.value) for s in at.success)


def test_rescore_of_a_draft_shows_the_scores_without_recording_them():
    game = sample_game()
    report = score_game(game, load_builtin())
    gid = store().create_game(game)
    at = open_page(HISTORY)
    at.button(key=f"hist_rescore_{gid}").click().run()
    assert_clean(at)
    text = shown(" ".join(m.value for m in at.markdown))
    first = report.players[0]
    assert "Scores now (not recorded)" in text and f"{first.name} {first.total}" in text
    assert store().get(gid).status == "draft" and dict(store().get(gid).summary.totals) == {}


def test_rescore_of_a_game_that_breaks_the_rules_says_why():
    game = sample_game()
    first = game.players[0]
    # Two cards in one square: the validator refuses the table and the page names the problem.
    broken = first.model_copy(update={"cells": first.cells + (first.cells[0].model_copy(),)})
    gid = store().create_game(game.model_copy(update={"players": (broken,) + game.players[1:]}))
    at = open_page(HISTORY)
    at.button(key=f"hist_rescore_{gid}").click().run()
    assert not at.exception
    assert "cannot be scored" in at.error[0].value


def test_words_for_scores_and_changes():
    summary = GameSummary(id="g", created="2026-11-21T16:40:00+00:00", updated="", status="finished", title="",
                          players=("Ann", "Bob"), winner="Bob", totals={"Ann": 30, "Bob": 41})
    assert score_line(summary) == "Bob 41 · Ann 30"
    assert totals_change({"Ann": 30, "Bob": 41}, {"Ann": 32, "Bob": 41}) == "Ann 30 -> 32"
    assert totals_change({"Ann": 30}, {"Ann": 30}) == "no total changed"
    assert game_date(summary) == "Nov 21, 2026, 4:40\u202fPM UTC"  # Babel's English (CLDR), a narrow space
    # The same words in German and Italian: the numbers and the date as each language writes them.
    assert score_line(replace(summary, totals={"Ann": 1030, "Bob": 41}), "de") == "Ann 1.030 · Bob 41"
    assert totals_change({"Ann": 30}, {"Ann": 32}, "de") == "Ann 30 -> 32"
    assert totals_change({"Ann": 30}, {"Ann": 30}, "it") == "nessun totale è cambiato"
    assert game_date(summary, language="de") == "21.11.2026, 16:40 UTC"
    assert game_date(summary, language="it") == "21 nov 2026, 16:40 UTC"
    assert game_date(summary, language="es") == "21 nov 2026, 16:40 UTC"


def test_a_tables_time_is_shown_on_the_phones_clock():
    summary = GameSummary(id="g", created="2026-11-22T06:30:00+00:00", updated="", status="finished", title="",
                          players=("Ann", "Bob"), winner="Bob", totals={})
    # 06:30 UTC on the 22nd is 22:30 on the 21st in California and 15:30 on the 22nd in Tokyo.
    assert game_date(summary, "America/Los_Angeles") == "Nov 21, 2026, 10:30\u202fPM"
    assert game_date(summary, "Asia/Tokyo", "de") == "22.11.2026, 15:30"
    assert game_date(summary, None) == "Nov 22, 2026, 6:30\u202fAM UTC"
    assert game_date(summary, "Not/AZone", "de") == "22.11.2026, 06:30 UTC"  # an unknown zone: UTC, said so


# --- Statistics tab ----------------------------------------------------------------------------------


def _stats_text(at) -> str:
    """Everything written in the Statistics tab (markdown and captions)."""
    tab = next(t for t in at.tabs if t.label == "Statistics")
    return "\n".join(m.value for m in tab.markdown) + "\n" + "\n".join(c.value for c in tab.caption)


def _chart_points(at) -> list[tuple[str, str, int]]:
    """(date, player, score) of every point in the page's one chart, read from the data sent to the browser."""
    (chart,) = at.get("vega_lite_chart")
    assert json.loads(chart.proto.spec)["mark"] == {"type": "line", "point": True}
    table = pyarrow.ipc.open_stream(chart.proto.datasets[0].data.data).read_all().to_pylist()
    rows = sorted((row["Played"].date().isoformat(), row["Player"], row["Score"]) for row in table)
    return [(day, name, score) for day, name, score in rows]


def test_statistics_show_the_hand_computed_numbers_of_the_stored_history():
    store_history(store())
    at = open_page(HISTORY)
    assert_clean(at)
    text = _stats_text(at)
    # All five finished games (the draft is ignored); shared win of g3 counts for Ann and Cat; no Robot.
    assert "5 finished games. A shared win counts as a win for every winner." in text
    assert f"| Ann | 5 | 3 | {(32 + 24 + 36 + 26 + 17) / 5:.1f} | 36 |" in text
    assert f"| Bob | 3 | 1 | {(27 + 37 + 19) / 3:.1f} | 37 |" in text
    assert f"| Cat | 3 | 2 | {(21 + 36 + 34) / 3:.1f} | 36 |" in text
    assert "| Robot |" not in text and "**Robot**" not in text
    assert "Dan" not in text
    assert "**Ann** · 5 games · 3 wins" in text
    ann_lines = (f"| {(20 + 18 + 25 + 19 + 10) / 5:.1f} | {(10 + 6 + 9 + 5 + 5) / 5:.1f} | 0.0 | 0.0 | "
                 f"{(2 + 0 + 2 + 1 + 2) / 5:.1f} | {(0 + 0 + 0 + 1 + 0) / 5:.1f} |")
    assert ann_lines in text
    bob_lines = (f"| {(15 + 22 + 14) / 3:.1f} | {(8 + 12 + 3) / 3:.1f} | {(2 + 3 + 0) / 3:.1f} | 0.0 | "
                 f"{(2 + 0 + 2) / 3:.1f} | 0.0 |")
    assert bob_lines in text
    # The chart: one series per player, each game's total at the game's date (oldest first per player).
    points = _chart_points(at)
    assert [(day, score) for day, name, score in points if name == "Ann"] == [
        ("2026-09-20", 26), ("2026-10-01", 32), ("2026-10-08", 24), ("2026-10-15", 36), ("2026-10-20", 17)]
    assert [(day, score) for day, name, score in points if name == "Cat"] == [
        ("2026-09-20", 34), ("2026-10-08", 21), ("2026-10-15", 36)]
    assert {name for _, name, _ in points} == {"Ann", "Bob", "Cat"}


def test_statistics_filters_change_the_numbers():
    store_history(store())
    at = open_page(HISTORY)
    at.button_group(key="stats_tile").set_value("Blue").run()
    assert_clean(at)
    text = _stats_text(at)
    assert "3 finished games." in text  # g1, g3, g5
    assert f"| Ann | 3 | 3 | {(32 + 36 + 17) / 3:.1f} | 36 |" in text
    assert f"| Bob | 2 | 0 | {(27 + 19) / 2:.1f} | 27 |" in text
    assert "| Cat | 1 | 1 | 36.0 | 36 |" in text
    at.button_group(key="stats_players").set_value("3").run()
    text = _stats_text(at)
    assert "1 finished game." in text  # g3 only: Blue with 3 players
    assert "| Ann | 1 | 1 | 36.0 | 36 |" in text and "| Bob | 1 | 0 | 19.0 | 19 |" in text
    at.button_group(key="stats_tile").set_value("Any").run()
    text = _stats_text(at)
    assert "2 finished games." in text  # g2 and g3
    assert f"| Ann | 2 | 1 | {(24 + 36) / 2:.1f} | 36 |" in text
    assert f"| Cat | 2 | 1 | {(21 + 36) / 2:.1f} | 36 |" in text
    at.button_group(key="stats_players").set_value("1 (solo)").run()
    text = _stats_text(at)
    assert "1 finished game." in text and "| Ann | 1 | 1 | 17.0 | 17 |" in text
    assert "| Bob |" not in text
    at.button_group(key="stats_tile").set_value("Orange").run()
    assert_clean(at)
    assert any("No finished games with the Orange tile and 1 player (solo) yet" in i.value for i in at.info)
    assert not at.get("vega_lite_chart")


def test_statistics_without_finished_games_say_so():
    store().create_game(sample_game())
    at = open_page(HISTORY)
    assert_clean(at)
    assert any("No finished games yet" in i.value for i in at.info)


def test_a_finished_game_that_no_longer_scores_is_left_out_with_a_note():
    from history_helpers import HISTORY as FIXED
    from history_helpers import finish, seat
    from scoring_helpers import game

    from card_db.user_catalogue import UserCatalogue

    for played in FIXED[:2]:
        finish(store(), played)
    # A user's card in the catalogue, a finished game with it, then the card deleted from the catalogue.
    night = game(seat("Eve", "x", 5, 5), seat("Fay", "x", 6, 6), objective="green")
    user = UserCatalogue()
    for card in night.cards:
        user.save_card(card)
    for start in night.starting_tiles:
        user.save_starting_tile(start)
    gid = finish(store(), night.model_copy(update={"cards": (), "starting_tiles": (), "title": "Eve's night"}),
                 load_builtin().merged_with(night.cards, night.starting_tiles))
    user.delete_card(night.cards[0].id)
    at = open_page(HISTORY)
    assert not at.exception and not at.error
    (note,) = at.warning
    note_text = shown(note.value)
    assert "Left out of the statistics" in note_text and "**Eve's night**" in note_text and gid in note_text
    assert night.cards[0].id in note_text
    text = _stats_text(at)
    assert "2 finished games." in text and "| Eve |" not in text
    assert f"| Ann | 2 | 1 | {(32 + 24) / 2:.1f} | 32 |" in text
