"""History's CSV export (issue 23): every finished table in one file, oldest first, with date, objective,
title, every scorepad line, total and rank; score pads counted once; a table that no longer scores is
named, not a traceback; the History page offers both downloads."""

from __future__ import annotations

import csv
import io

import pytest
from app_helpers import assert_clean, open_page, store
from history_helpers import HISTORY as FIXED
from history_helpers import finish, store_history

from card_db.catalogue import Catalogue
from scorer.formats.explain import SCOREPAD_COLUMNS
from webapp.history import export as history_export
from webapp.pad import operations as pad_tables
from webapp.pad.store import PadStore
from webapp.tables.store import default_database

HISTORY_PAGE = "pages/4_History.py"

pytestmark = pytest.mark.usefixtures("app_database")  # the app's store on SQLite, then on PostgreSQL


def pads() -> PadStore:
    return PadStore(default_database())


def export() -> history_export.Exported:
    return history_export.history_csv(store().list_games(), pads().list_pads(), store().get_as_finished, pads().get_pad_as_finished,
                                      lambda game: Catalogue())  # every card of the fixed history is inline


def rows_of(text: str) -> list[list[str]]:
    """The Scorepad's columns of every row of a file whose tables are all as finished (the last column)."""
    rows = list(csv.reader(io.StringIO(text)))
    assert tuple(rows[0]) == (*SCOREPAD_COLUMNS, "result")
    assert {row[-1] for row in rows[1:]} <= {"as finished"}
    return [row[:-1] for row in rows[1:]]


def test_every_finished_table_oldest_first_with_its_lines_total_and_rank():
    store_history(store())
    exported = export()
    assert exported.left_out == ()
    rows = rows_of(exported.csv)
    # The five finished games by their date (g4 was played first), the draft left out.
    assert [r[2] for r in rows] == ["g4", "g4", "g1", "g1", "g2", "g2", "g2", "g3", "g3", "g3", "g5", "g5"]
    by = {(r[2], r[3]): r for r in rows}
    # g1 (Blue): Ann 20 + 10 + 0 + wave 0 + misc 2 + people 0 = 32, first; Bob 15 + 8 + 2 + 0 + 2 + 0 = 27.
    assert by["g1", "Ann"] == ["2026-10-01", "Blue", "g1", "Ann", "1", "20", "10", "0", "0", "2", "0", "32", "1"]
    assert by["g1", "Bob"] == ["2026-10-01", "Blue", "g1", "Bob", "2", "15", "8", "2", "0", "2", "0", "27", "2"]
    # g3: Ann and Cat share the win on 36.
    assert (by["g3", "Ann"][-2:], by["g3", "Cat"][-2:], by["g3", "Bob"][-1]) == (["36", "1"], ["36", "1"], "3")
    # g5: solo against the Robot (no cards, Blue people -4 for its 2 unplaced).
    assert by["g5", "Robot"][-3:] == ["-4", "-4", "2"]


def test_a_formula_like_title_is_quoted_for_spreadsheets():
    finish(store(), FIXED[0].model_copy(update={"title": "=HYPERLINK(\"http://x\")"}))
    rows = rows_of(export().csv)
    assert {r[2] for r in rows} == {"'=HYPERLINK(\"http://x\")"}


def test_a_table_without_its_own_date_carries_the_day_it_was_set_up():
    gid = finish(store(), FIXED[0].model_copy(update={"played_on": ""}))
    rows = rows_of(export().csv)
    assert {r[0] for r in rows} == {store().get(gid).summary.created[:10]}


def test_a_finished_score_pad_is_exported_with_its_typed_lines():
    pad = pad_tables.set_value(pad_tables.new_pad("green", ["Ann", "Bob"], title="Pad night",
                                                  played_on="2026-11-02"), "Ann", "cards", 30)
    pid = pads().create_pad(pad)
    pads().finish_pad(pid, {"Ann": 30, "Bob": 0}, ("Ann",))
    rows = rows_of(export().csv)
    assert rows == [["2026-11-02", "Green", "Pad night", "Ann", "1", "30", "0", "0", "0", "0", "0", "30", "1"],
                    ["2026-11-02", "Green", "Pad night", "Bob", "2", "0", "0", "0", "0", "0", "0", "0", "2"]]
    assert history_export.pad_csv(pads().get_pad(pid)) == export().csv  # one finished pad alone: the same rows


def test_a_table_that_no_longer_scores_is_named_and_the_others_still_export():
    finish(store(), FIXED[0])
    # A table whose cards were the user's: stored without them, they later left the catalogue.
    lost = FIXED[1].model_copy(update={"cards": (), "starting_tiles": (), "title": "Lost cards"})
    finish(store(), lost, Catalogue().merged_with(FIXED[1].cards, FIXED[1].starting_tiles))
    exported = export()
    assert [r[2] for r in rows_of(exported.csv)] == ["g1", "g1"]
    assert len(exported.left_out) == 1 and exported.left_out[0].startswith("Lost cards (")


def test_history_offers_all_tables_and_each_finished_table_as_csv():
    ids = store_history(store())
    at = open_page(HISTORY_PAGE)
    assert_clean(at)
    labels = [b.proto.label for b in at.get("download_button")]
    assert labels.count("All finished tables (CSV)") == 1
    assert labels.count("This table (CSV)") == 5  # the five finished games, not the draft
    assert ids["draft"]


def _sample_report():
    from card_db.loader import load_builtin, sample_game_bytes
    from scorer.formats.gamefile import load_game_bytes
    from scorer.scoring.table import score_game

    return score_game(load_game_bytes(sample_game_bytes(), "sample_game.json"), load_builtin())


def test_the_breakdown_csv_in_english_is_the_command_lines_file():
    from scorer.formats.explain import breakdown_csv

    report = _sample_report()
    assert history_export.breakdown_csv(report, "en") == breakdown_csv(report)


@pytest.mark.parametrize("language", ["de", "es", "it"])
def test_the_breakdown_csv_speaks_the_phones_language_with_the_same_points(language):
    from language_helpers import english_lines

    from lang import text
    from scorer.formats.explain import BREAKDOWN_COLUMNS

    report = _sample_report()
    english = list(csv.reader(io.StringIO(history_export.breakdown_csv(report, "en"))))
    rows = list(csv.reader(io.StringIO(history_export.breakdown_csv(report, language))))
    assert rows[0] == [text(f"history.csv_{column}", language) for column in BREAKDOWN_COLUMNS]
    assert rows[0] != english[0]
    assert [(r[0], r[4], r[5]) for r in rows[1:]] == [(r[0], r[4], r[5]) for r in english[1:]]  # who, ability, points
    assert [r[1] for r in rows[1:]] == [text(f"explain.line.{r[1]}", language) for r in english[1:]]
    reasons = "\n".join(r[6] for r in rows[1:])
    assert not english_lines(reasons), english_lines(reasons)
    assert all(r[6] != e[6] for r, e in zip(rows[1:], english[1:], strict=True))  # every reason worded anew


def _changed_after_finish() -> str:
    """g1 finished (Ann 32, Bob 27), then corrected: Ann's cards line 20 -> 25 (Ann 37 now)."""
    from history_helpers import dated, seat
    from scoring_helpers import game

    gid = finish(store(), FIXED[0])
    corrected = dated(game(seat("Ann", "g1", 25, 10), seat("Bob", "g1", 15, 8, foot=2), objective="blue"),
                      "2026-10-01", "g1")
    store().update(gid, lambda _: corrected)
    return gid


def test_a_table_changed_after_finish_exports_the_recorded_result_and_says_it_changed():
    gid = _changed_after_finish()
    rows = list(csv.reader(io.StringIO(export().csv)))
    assert rows[0] == [*SCOREPAD_COLUMNS, "result"]
    by = {r[3]: r for r in rows[1:]}
    assert (by["Ann"][11], by["Bob"][11]) == ("32", "27")  # as History shows: the result recorded at Finish
    assert {r[-1] for r in rows[1:]} == {"as finished; the table was changed since"}
    alone = history_export.table_csv(store().get_as_finished(gid), Catalogue())
    assert alone == export().csv


def test_the_current_state_of_a_changed_table_is_a_separate_named_file():
    gid = _changed_after_finish()
    rows = list(csv.reader(io.StringIO(history_export.current_table_csv(store().get(gid), Catalogue()))))
    by = {r[3]: r for r in rows[1:]}
    assert (by["Ann"][11], by["Bob"][11]) == ("37", "27")
    assert {r[-1] for r in rows[1:]} == {"as the table is now, not a finished result"}
    at = open_page(HISTORY_PAGE)
    assert_clean(at)
    labels = [b.proto.label for b in at.get("download_button")]
    assert labels.count("This table as it is now (CSV)") == 1
    assert labels.count("This table (CSV)") == 1


def test_an_unchanged_table_offers_no_current_state_file():
    finish(store(), FIXED[0])
    rows = list(csv.reader(io.StringIO(export().csv)))
    assert {r[-1] for r in rows[1:]} == {"as finished"}
    labels = [b.proto.label for b in open_page(HISTORY_PAGE).get("download_button")]
    assert "This table as it is now (CSV)" not in labels
