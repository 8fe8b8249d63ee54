"""Every store test on both databases: the ``database`` fixture gives a fresh, empty one of each kind.

``database`` is parametrised ``[sqlite]`` / ``[postgresql]``: a SQLite file in the test's own folder, or a
``postgresql://`` URL whose ``search_path`` is a schema made for this test alone (``CREATE SCHEMA``: a few
milliseconds, where a database per test costs a hundred) and dropped after it. A store opened on either
(``GameStore(database)``, ``PadStore(database)``, ``LiveStore(database)``) makes its tables there.

The PostgreSQL server is the one ``scripts/test.sh`` starts for the run (``$SANTA_MONICA_TEST_PG_URL``).
Without it the ``[postgresql]`` cases are skipped with a loud reason, and FAIL when ``$CI`` is set: in CI a
store test that did not run on PostgreSQL has not passed there.
"""

from __future__ import annotations

import os
import sys
import uuid
import warnings
from pathlib import Path
from typing import Iterator
from urllib.parse import quote

import pytest

PG_URL_ENV = "SANTA_MONICA_TEST_PG_URL"
BACKENDS = ("sqlite", "postgresql")


def postgresql_url_or_skip() -> str:
    """The test server's URL; skips (fails under CI) when there is none."""
    url = os.environ.get(PG_URL_ENV, "").strip()
    if url:
        return url
    message = (f"${PG_URL_ENV} is not set: the PostgreSQL store tests cannot run. Run them with "
               "bash scripts/test.sh (it starts a throwaway PostgreSQL server; scripts/setup.sh installs it).")
    if os.environ.get("CI", "").strip().lower() in {"1", "true", "yes"}:
        pytest.fail(message + " In CI every store test must run on PostgreSQL too.")
    print("\nSKIPPED LOUDLY: " + message, file=sys.stderr)
    warnings.warn(message, stacklevel=1)
    pytest.skip(message)


@pytest.fixture(scope="session")
def postgresql_admin():
    """One engine to the test server for making and dropping the tests' schemas (made at first use)."""
    from sqlalchemy import create_engine
    from sqlalchemy.pool import NullPool

    from webapp.database import _postgresql_url

    engine = create_engine(_postgresql_url(postgresql_url_or_skip()), poolclass=NullPool,
                           isolation_level="AUTOCOMMIT")
    yield engine
    engine.dispose()


def fresh_postgresql(admin, base_url: str) -> Iterator[str]:
    """A URL whose tables live in a new, empty schema; the schema and its engine are dropped afterwards."""
    from sqlalchemy import text

    from webapp.database import forget_engine

    schema = "t_" + uuid.uuid4().hex[:16]
    with admin.connect() as conn:
        conn.execute(text(f"CREATE SCHEMA {schema}"))
    joiner = "&" if "?" in base_url else "?"
    url = f"{base_url}{joiner}options={quote(f'-csearch_path={schema}')}"
    try:
        yield url
    finally:
        forget_engine(url)
        with admin.connect() as conn:
            conn.execute(text(f"DROP SCHEMA {schema} CASCADE"))


@pytest.fixture(params=BACKENDS)
def database(request, tmp_path) -> Iterator[str | Path]:
    """A fresh, empty database of each kind: a SQLite file's path, or a PostgreSQL URL (its own schema)."""
    if request.param == "sqlite":
        yield tmp_path / "games.sqlite3"
        return
    yield from fresh_postgresql(request.getfixturevalue("postgresql_admin"), postgresql_url_or_skip())


@pytest.fixture(params=BACKENDS)
def app_database(request, tmp_path, monkeypatch) -> Iterator[str | Path]:
    """``database`` given to the app as its setting: ``$SANTA_MONICA_DATABASE_URL`` for PostgreSQL (unset for
    SQLite, whose file is ``$SANTA_MONICA_DB``), with a fresh data folder; for AppTests of a page flow."""
    monkeypatch.setenv("SANTA_MONICA_DATA_DIR", str(tmp_path / "data"))
    if request.param == "sqlite":
        monkeypatch.setenv("SANTA_MONICA_DB", str(tmp_path / "games.sqlite3"))
        yield tmp_path / "games.sqlite3"
        return
    monkeypatch.setenv("SANTA_MONICA_DB", str(tmp_path / "unused-on-postgresql.sqlite3"))
    for url in fresh_postgresql(request.getfixturevalue("postgresql_admin"), postgresql_url_or_skip()):
        monkeypatch.setenv("SANTA_MONICA_DATABASE_URL", url)
        yield url
