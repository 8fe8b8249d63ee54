"""The marks of saved keypad drafts (``webapp.cards.saved_drafts``) on SQLite and PostgreSQL: what one app
process wrote another reads, the newest ``KEPT`` stay, a draft saved again is one mark, and they are not moved."""

from __future__ import annotations

import json
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

import pytest
from app_helpers import ticking_clock

from webapp.cards import saved_drafts
from webapp.cards.saved_drafts import SavedDrafts
from webapp.database import DatabaseError

START = datetime(2026, 11, 29, 8, 0, tzinfo=UTC)
ROOT = Path(__file__).resolve().parent.parent


def test_a_mark_written_by_another_process_is_read_here(database):
    """The point of keeping the marks in the database: a phone sent to another app process (or machine)."""
    here = SavedDrafts(database, clock=ticking_clock(START))  # the table made here first, as an app would
    script = ("import sys; from webapp.cards.saved_drafts import SavedDrafts; "
              "SavedDrafts(sys.argv[1]).remember('Dr4ft-1d', 'beach-sports-waves-ring-2-tourists-4')")
    subprocess.run([sys.executable, "-c", script, str(database)], cwd=ROOT, check=True, timeout=120)
    assert here.saved_as("Dr4ft-1d") == "beach-sports-waves-ring-2-tourists-4"
    assert here.saved_as("never-saved") is None


def test_the_newest_kept_marks_stay_and_older_ones_go(database, monkeypatch):
    monkeypatch.setattr(saved_drafts, "KEPT", 5)
    marks = SavedDrafts(database, clock=ticking_clock(START))
    for n in range(8):
        marks.remember(f"draft-{n}", f"card-{n}")
    assert marks.count() == 5
    assert [marks.saved_as(f"draft-{n}") for n in range(8)] == [None, None, None, "card-3", "card-4", "card-5",
                                                               "card-6", "card-7"]


def test_marks_of_the_same_moment_are_bounded_and_the_one_just_saved_stays(database, monkeypatch):
    """A clock that stands still (stamps that tie) must not let the table grow, nor drop the mark just written
    because its draft id sorts first."""
    monkeypatch.setattr(saved_drafts, "KEPT", 3)
    marks = SavedDrafts(database, clock=lambda: START)
    for n in reversed(range(8)):  # each new draft id sorts before every kept one
        marks.remember(f"draft-{n}", f"card-{n}")
        assert marks.saved_as(f"draft-{n}") == f"card-{n}"
        assert marks.count() <= 3 + 1
    assert marks.count() == 4


def test_a_draft_saved_again_is_one_mark_with_its_latest_card(database):
    marks = SavedDrafts(database, clock=ticking_clock(START))
    marks.remember("draft", "beach-a")
    marks.remember("draft", "beach-a-2")
    assert marks.count() == 1 and marks.saved_as("draft") == "beach-a-2"


def test_a_database_that_is_away_raises_a_database_error_without_the_password():
    # Nothing listens on port 1 of this machine: the connection is refused at once.
    with pytest.raises(DatabaseError) as away:
        SavedDrafts("postgresql://santa:s3cret-pw@127.0.0.1:1/santa")
    assert "s3cret-pw" not in str(away.value)


def test_the_marks_are_not_moved_to_another_server(database, tmp_path, monkeypatch):
    """Short-lived marks about this server's phones' URLs: a move leaves them out, and a database holding
    only marks still counts as empty for an import."""
    from webapp.move import export_everything, import_everything

    monkeypatch.setenv("SANTA_MONICA_DATA_DIR", str(tmp_path / "data"))
    source = tmp_path / "source.sqlite3"
    SavedDrafts(source).remember("draft", "card")
    moved = export_everything(source)
    assert "saved_drafts" not in json.loads(moved)["tables"]
    SavedDrafts(database).remember("other-draft", "other-card")
    monkeypatch.setenv("SANTA_MONICA_DATA_DIR", str(tmp_path / "target-data"))
    assert import_everything(database, moved)["games"] == 0
    assert SavedDrafts(database).saved_as("other-draft") == "other-card"  # left as it was
