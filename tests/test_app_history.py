"""AppTest tests of the History page: stored games listed, re-scored with the catalogue, deleted after a confirmation."""

from __future__ import annotations

import pytest

from app_helpers import assert_clean, open_page
from card_db.loader import load_builtin, sample_game_bytes
from scorer.gamefile import load_game_bytes
from scorer.scoring import score_game
from webapp.history_view import game_date, score_line, totals_change
from webapp.store import GameStore, GameSummary, default_db_path

HISTORY = "pages/4_History.py"


@pytest.fixture(autouse=True)
def temp_data(tmp_path, monkeypatch):
    monkeypatch.setenv("SANTA_MONICA_DB", str(tmp_path / "games.sqlite3"))
    monkeypatch.setenv("SANTA_MONICA_DATA_DIR", str(tmp_path / "data"))


def store() -> GameStore:
    return GameStore(default_db_path())


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
    assert any("Delete Sample night for good?" in w.value for w in at.warning)
    assert len(store().list_games()) == 1
    at.button(key=f"hist_cancel_{gid}").click().run()
    assert len(store().list_games()) == 1
    at.button(key=f"hist_delete_{gid}").click().run()
    at.button(key=f"hist_confirm_{gid}").click().run()
    assert_clean(at)
    assert store().list_games() == ()
    assert any("Deleted Sample night." in s.value for s in at.success)
    assert any("No tables yet" in i.value for i in at.info)


def test_rescore_updates_the_recorded_totals_of_a_finished_game():
    wrong = {"dummy": 1}
    gid, totals, winner = finished_sample(totals=wrong)
    at = open_page(HISTORY)
    at.button(key=f"hist_rescore_{gid}").click().run()
    assert_clean(at)
    summary = store().get(gid).summary
    assert dict(summary.totals) == totals and summary.winner == winner
    assert any("Re-scored Sample night with the current catalogue" in s.value for s in at.success)


def test_rescore_of_a_draft_shows_the_scores_without_recording_them():
    game = sample_game()
    report = score_game(game, load_builtin())
    gid = store().create_game(game)
    at = open_page(HISTORY)
    at.button(key=f"hist_rescore_{gid}").click().run()
    assert_clean(at)
    shown = " ".join(m.value for m in at.markdown)
    first = report.players[0]
    assert "Scores now (not recorded)" in shown and f"{first.name} {first.total}" in shown
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
    assert game_date(summary) == "21 Nov 2026, 16:40 UTC"
