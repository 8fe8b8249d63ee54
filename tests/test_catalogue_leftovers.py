"""A kill during a catalogue save or import leaves ``.catalogue.json.*.tmp`` in the data folder (issue 33):
such leftovers are removed when the app loads the catalogue (at start), a write still under way is not."""

from __future__ import annotations

import os

import pytest
from app_helpers import assert_clean, open_page

from card_db.user_catalogue import LEFTOVER_AGE_S, clean_leftover_temp_files, data_dir


def leftover(folder, name: str, age_s: float, now: float):
    path = folder / name
    path.write_bytes(b"{half a catalogue")
    os.utime(path, (now - age_s, now - age_s))
    return path


def test_old_leftovers_go_and_a_write_under_way_stays(tmp_path):
    now = 1_800_000_000.0
    old = leftover(tmp_path, ".catalogue.json.abc123.tmp", LEFTOVER_AGE_S + 1, now)
    fresh = leftover(tmp_path, ".catalogue.json.def456.tmp", 1, now)
    mine = leftover(tmp_path, "catalogue.json", LEFTOVER_AGE_S + 1, now)
    other = leftover(tmp_path, ".notes.txt.tmp", LEFTOVER_AGE_S + 1, now)
    assert clean_leftover_temp_files(tmp_path, now=now) == (old,)
    assert not old.exists() and fresh.exists() and mine.exists() and other.exists()


def test_a_missing_data_folder_is_nothing_to_clean(tmp_path):
    assert clean_leftover_temp_files(tmp_path / "nope", now=0.0) == ()


@pytest.mark.usefixtures("temp_data")
def test_the_app_cleans_leftovers_when_it_starts():
    folder = data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    stale = leftover(folder, ".catalogue.json.k1ll3d.tmp", 0, 0)  # written in 1970: older than any clock says
    at = open_page()
    assert_clean(at)
    assert not stale.exists()
