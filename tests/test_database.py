"""``webapp.database``: which database the setting names, and that its password never reaches a message."""

from __future__ import annotations

import pytest

from webapp import database
from webapp.database import DatabaseSettingError, configured_url, engine_for, failure_text, setting_name, shown_url

URL = "postgresql://santa:s3cret-pw@db.example:5432/club"


def test_unset_means_the_sqlite_file_and_the_variable_wins_over_the_secrets_file(monkeypatch, tmp_path):
    secrets = tmp_path / "secrets.toml"
    monkeypatch.setattr(database, "SECRETS_FILE", secrets)
    assert configured_url() is None  # no variable, no secrets file: the SQLite default
    secrets.write_text('password = "x"\n[connections.santa_monica]\nurl = "postgresql://from@secrets/db"\n')
    assert configured_url() == "postgresql://from@secrets/db"
    assert setting_name() == "url under [connections.santa_monica] in .streamlit/secrets.toml"
    monkeypatch.setenv("SANTA_MONICA_DATABASE_URL", URL)
    assert configured_url() == URL and setting_name() == "SANTA_MONICA_DATABASE_URL"
    monkeypatch.setenv("SANTA_MONICA_DATABASE_URL", "  ")  # empty counts as unset
    assert configured_url() == "postgresql://from@secrets/db"


def test_a_secrets_file_that_is_not_toml_is_said_not_skipped(monkeypatch, tmp_path):
    secrets = tmp_path / "secrets.toml"
    secrets.write_text("[connections.santa_monica\nurl = 1\n")
    monkeypatch.setattr(database, "SECRETS_FILE", secrets)
    with pytest.raises(DatabaseSettingError, match="cannot be read"):
        configured_url()


def test_a_url_is_shown_without_its_password_and_a_path_as_it_is(tmp_path):
    assert shown_url(URL) == "postgresql://santa:***@db.example:5432/club"
    assert shown_url(tmp_path / "games.sqlite3") == str(tmp_path / "games.sqlite3")


def test_a_url_of_another_database_or_no_url_at_all_is_refused_naming_the_setting(monkeypatch):
    monkeypatch.setenv("SANTA_MONICA_DATABASE_URL", "mysql://santa:s3cret-pw@db/club")
    with pytest.raises(DatabaseSettingError) as other:
        engine_for("mysql://santa:s3cret-pw@db/club")
    assert "SANTA_MONICA_DATABASE_URL names a mysql database" in str(other.value)
    assert "s3cret-pw" not in str(other.value)
    with pytest.raises(DatabaseSettingError, match="is not a database address"):
        engine_for("postgresql://santa:s3cret-pw@db:notaport/club")


def test_a_drivers_message_is_one_line_and_never_carries_the_password():
    error = RuntimeError("FATAL: password s3cret-pw refused\nDETAIL: more lines")
    assert failure_text(error, URL) == "FATAL: password *** refused"


def test_every_store_of_a_database_shares_one_engine(tmp_path):
    path = tmp_path / "games.sqlite3"
    assert engine_for(path) is engine_for(str(path))
    assert engine_for(path) is not engine_for(tmp_path / "other.sqlite3")


def test_a_writer_waits_at_most_the_busy_timeout_for_another_writer_on_both_databases(database):
    from sqlalchemy import text

    with engine_for(database).connect() as conn:
        if conn.dialect.name == "sqlite":
            assert conn.exec_driver_sql("PRAGMA busy_timeout").scalar() == 10_000
        else:
            assert conn.execute(text("SHOW lock_timeout")).scalar() == "10s"


def test_an_app_on_sqlite_never_loads_psycopg_or_the_postgresql_dialect(tmp_path):
    """Only a PostgreSQL store needs them (the listener, the upsert): a SQLite app's start skips 0.2-0.4 s of
    imports. A fresh interpreter imports what the pages use, saves into a SQLite store and upserts there."""
    import subprocess
    import sys
    from pathlib import Path

    script = f"""
import sys
import webapp.tables.live_refresh, webapp.tables.live_watch, webapp.tables.store, webapp.move
from card_db.loader import sample_game_bytes
from scorer.formats.gamefile import load_game_bytes
from webapp.tables.store import open_store
store = open_store({str(tmp_path / "games.sqlite3")!r})
gid = store.create_game(load_game_bytes(sample_game_bytes(), "sample_game.json"))
store.update(gid, lambda game: game.model_copy(update={{"title": "Friday"}}))
print(sorted(name for name in sys.modules if name.startswith("psycopg") or name.startswith("sqlalchemy.dialects.postgresql")))
"""
    root = Path(__file__).resolve().parents[1]
    done = subprocess.run([sys.executable, "-c", script], cwd=root, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "[]", done.stdout
