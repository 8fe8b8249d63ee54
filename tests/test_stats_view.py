"""webapp.history.stats_view against the fixed history of tests/history_helpers.py: summaries, skips, cache, words."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime

import pytest
from app_helpers import shown
from history_helpers import HISTORY, dated, finish, seat, store_history
from scoring_helpers import game

from card_db.catalogue import Catalogue
from scorer.advice.stats import filter_summaries, player_stats, scores_over_time
from webapp.history.stats_view import (
    SummaryCache,
    chart_rows,
    collect,
    filter_words,
    line_table,
    played_at,
    player_heading,
    player_table,
    scores_chart,
    skipped_note,
)
from webapp.tables.store import GameStore

EMPTY = Catalogue()


@pytest.fixture
def store(database) -> GameStore:
    return GameStore(database)


def _collect(store: GameStore, cache: SummaryCache | None = None, base: object = EMPTY, load=None):
    return collect(store.list_games(), load or store.get, lambda g: EMPTY, base=base, cache=cache)


def test_finished_games_become_summaries_oldest_first_and_drafts_are_ignored(store):
    ids = store_history(store)
    history = _collect(store)
    assert [s.game_id for s in history.summaries] == [ids["g4"], ids["g1"], ids["g2"], ids["g3"], ids["g5"]]
    assert [s.played_on for s in history.summaries] == [
        "2026-09-20", "2026-10-01", "2026-10-08", "2026-10-15", "2026-10-20"]
    assert history.skipped == ()
    g3 = history.summaries[3]
    assert [(p.name, p.total, p.won) for p in g3.players] == [
        ("Ann", 25 + 9 + 2, True), ("Cat", 30 + 4 + 2, True), ("Bob", 14 + 3 + 2, False)]
    assert dict(g3.players[0].lines) == {"cards": 25, "rings": 9, "footprints": 0, "wave": 0, "misc": 2, "people": 0}
    solo = history.summaries[4]
    assert solo.player_count == 1 and [(p.name, p.is_robot) for p in solo.players] == [("Ann", False), ("Robot", True)]


def test_player_stats_over_the_stored_history(store):
    store_history(store)
    stats = {s.name: s for s in player_stats(_collect(store).summaries)}
    ann, bob, cat = stats["Ann"], stats["Bob"], stats["Cat"]
    assert (ann.games, ann.wins, ann.best) == (5, 3, 36)  # g1, g3 (shared), g5 (solo)
    assert ann.average == (32 + 24 + 36 + 26 + 17) / 5
    assert ann.line_averages["cards"] == (20 + 18 + 25 + 19 + 10) / 5
    assert ann.line_averages["misc"] == (2 + 0 + 2 + 1 + 2) / 5
    assert ann.line_averages["people"] == (0 + 0 + 0 + 1 + 0) / 5
    assert (bob.games, bob.wins, bob.best, bob.average) == (3, 1, 37, (27 + 37 + 19) / 3)
    assert bob.line_averages["footprints"] == (2 + 3 + 0) / 3
    assert (cat.games, cat.wins, cat.best, cat.average) == (3, 2, 36, (21 + 36 + 34) / 3)
    assert "Robot" not in stats


def test_played_at_prefers_the_games_date_then_the_creation_time(store):
    gid = store.create_game(HISTORY[0])
    stored = store.get(gid)
    created = datetime.fromisoformat(stored.summary.created).replace(tzinfo=None)
    # A date alone takes the time of day the table was set up.
    assert played_at(stored.summary, stored.game) == datetime.combine(datetime(2026, 10, 1).date(), created.time())
    timed = stored.game.model_copy(update={"played_on": "2026-10-01T21:15:00"})
    assert played_at(stored.summary, timed) == datetime(2026, 10, 1, 21, 15)
    undated = stored.game.model_copy(update={"played_on": "last Friday"})
    assert played_at(stored.summary, undated) == created


def test_two_games_of_one_evening_stand_apart_in_the_order_they_were_entered(store):
    first = store.get(store.create_game(HISTORY[0]))
    second = store.get(store.create_game(HISTORY[0]))
    later = replace(second.summary, created="2026-11-21T21:40:00+00:00")
    earlier = replace(first.summary, created="2026-11-21T19:05:00+00:00")
    assert played_at(earlier, first.game) == datetime(2026, 10, 1, 19, 5)
    assert played_at(later, second.game) == datetime(2026, 10, 1, 21, 40)


def test_a_game_that_no_longer_scores_is_skipped_with_its_title_and_reason(store):
    ids = store_history(store)
    broken = dated(game(seat("Eve", "x", 5, 5), seat("Fay", "y", 4, 4), objective="green"), "2026-10-03",
                   "Broken night")
    # Stored without its inline cards: like a game whose cards were deleted from the catalogue.
    broken_id = finish(store, broken)
    store.update(broken_id, lambda g: g.model_copy(update={"cards": ()}))
    store.finish_game(broken_id, {"Eve": 12, "Fay": 10}, ("Eve",))
    history = _collect(store)
    assert len(history.summaries) == 5 and ids["g1"] in history.played
    (skipped,) = history.skipped
    assert skipped.game_id == broken_id and skipped.title == "Broken night"
    assert "eve-x-stand" in skipped.reason and "in no catalogue" in skipped.reason
    note = skipped_note(history.skipped)
    # The id is random and may hold "-" or "_", which reach Markdown escaped: compare what a reader sees.
    assert "**Broken night**" in note and broken_id in shown(note)


def test_an_unreadable_game_is_skipped_too(store):
    ids = store_history(store)
    from webapp.tables.store import StoreError

    def load(gid):
        if gid == ids["g2"]:
            raise StoreError(f"game '{gid}' in the store cannot be read (1 errors)")
        return store.get(gid)

    history = _collect(store, load=load)
    assert [s.game_id for s in history.skipped] == [ids["g2"]]
    assert "cannot be read" in history.skipped[0].reason and len(history.summaries) == 4


def test_the_cache_scores_each_game_once_until_it_changes_or_the_catalogue_does(store):
    ids = store_history(store)
    loads: list[str] = []

    def load(gid):
        loads.append(gid)
        return store.get(gid)

    cache = SummaryCache()
    first = _collect(store, cache, load=load)
    assert len(loads) == 5 and len(cache) == 5
    again = _collect(store, cache, load=load)
    assert len(loads) == 5 and again == first
    # Re-recording a game (a new "updated") scores that game again, only that one.
    store.finish_game(ids["g1"], {"Ann": 32, "Bob": 27}, ("Ann",))
    _collect(store, cache, load=load)
    assert loads[5:] == [ids["g1"]] and len(cache) == 5
    # Another catalogue object: everything is scored again.
    _collect(store, cache, base=Catalogue(), load=load)
    assert len(loads) == 6 + 5
    # A deleted game leaves the cache.
    store.delete_game(ids["g4"])
    _collect(store, cache, base=Catalogue(), load=load)
    assert len(cache) == 4


def test_tables_fit_a_phone_and_show_the_numbers(store):
    store_history(store)
    blue = filter_summaries(_collect(store).summaries, objective="blue")
    rows = player_stats(blue)
    table = player_table(rows)
    assert table.splitlines()[0] == "| Player | Games | Wins | Avg | Best |"
    assert f"| Ann | 3 | 3 | {(32 + 36 + 17) / 3:.1f} | 36 |" in table
    assert f"| Bob | 2 | 0 | {(27 + 19) / 2:.1f} | 27 |" in table
    ann = rows[0]
    assert player_heading(ann) == "**Ann** · 3 games · 3 wins"
    assert line_table(ann).splitlines() == [
        "| Cards | Rings | Foot | Wave | Misc | People |",
        "|--:|--:|--:|--:|--:|--:|",
        f"| {(20 + 25 + 10) / 3:.1f} | {(10 + 9 + 5) / 3:.1f} | 0.0 | 0.0 | 2.0 | 0.0 |",
    ]
    assert player_heading(rows[2]) == "**Cat** · 1 game · 1 win"


def test_names_cannot_break_the_markdown_table():
    from scorer.advice.stats import PlayerStats

    odd = PlayerStats(name="A|*b*", games=1, wins=0, average=1.0, best=1, line_averages={})
    assert "| A\\|\\*b\\* | 1 | 0 | 1.0 | 1 |" in player_table([odd])


def test_chart_rows_put_each_players_total_at_the_games_date(store):
    ids = store_history(store)
    history = _collect(store)
    rows = chart_rows(scores_over_time(filter_summaries(history.summaries, objective="orange")), history.played)
    when = history.played[ids["g4"]]
    assert when.date() == datetime(2026, 9, 20).date()
    assert rows == [
        {"Played": when, "Player": "Cat", "Score": 21 + 7 + 4 + 1 + 1, "Won": "yes"},
        {"Played": when, "Player": "Ann", "Score": 19 + 5 + 1 + 1, "Won": "no"},
    ]


def test_filter_words():
    assert filter_words("blue", 3) == "with the Blue tile and 3 players"
    assert filter_words(None, 1) == "with 1 player (solo)"
    assert filter_words("orange", None) == "with the Orange tile"
    assert filter_words(None, None) == ""


def test_the_scores_chart_of_one_evening_shows_a_day_either_side_with_day_labels():
    rows = [{"Played": datetime(2026, 10, 3, 20, 15), "Player": "Ann", "Score": 41, "Won": "yes"},
            {"Played": datetime(2026, 10, 3, 20, 15), "Player": "Bob", "Score": 38, "Won": "no"}]
    x = scores_chart(rows).to_dict()["encoding"]["x"]
    assert x["scale"]["domain"] == ["2026-10-02T20:15:00", "2026-10-04T20:15:00"]
    assert x["axis"]["format"] == "%d %b"  # days, never hours or fractions of a day
    assert x["axis"]["tickCount"] == {"interval": "day", "step": 1}


def test_the_scores_chart_over_weeks_keeps_about_five_day_labels_and_a_margin_each_side():
    rows = [{"Played": datetime(2026, 10, 1, 20), "Player": "Ann", "Score": 30, "Won": "yes"},
            {"Played": datetime(2026, 10, 21, 20), "Player": "Ann", "Score": 35, "Won": "no"}]
    x = scores_chart(rows).to_dict()["encoding"]["x"]
    assert x["scale"]["domain"] == ["2026-09-30T20:00:00", "2026-10-22T20:00:00"]  # 20 days / 20 each side
    assert x["axis"]["tickCount"] == {"interval": "day", "step": 5}  # 21 days / 5 labels, rounded up
