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
import shutil
import subprocess
import sys
import tempfile
import uuid
import warnings
from collections.abc import Iterator
from pathlib import Path
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
    print("\nSKIPPED LOUDLY: " + message, file=sys.stderr)  # noqa: T201 - on the terminal too: a warning alone scrolls by
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


class OwnPostgresql:
    """A PostgreSQL server of one test's own, to stop and start again (the database going away mid-game):
    Debian's server run as the ``postgres`` user in the test's folder, on a spare loopback port."""

    def __init__(self):
        import glob
        import socket

        found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
        if not found or os.geteuid() != 0:
            reason = ("a PostgreSQL server of the test's own needs Debian's postgresql (bash scripts/setup.sh "
                      "installs it) and root, to run it as the postgres user")
            if os.environ.get("CI", "").strip().lower() in {"1", "true", "yes"}:
                pytest.fail(reason + ": in CI the database outage tests must run")
            pytest.skip(reason)
        self.bin = Path(found[-1]).parent
        # A folder the postgres user can reach (pytest's own are root's alone), removed by ``close``.
        self.top = Path(tempfile.mkdtemp(prefix="santa-pg-"))
        os.chmod(self.top, 0o755)
        self.folder = self.top / "pg"
        self.folder.mkdir()
        shutil.chown(self.folder, "postgres")
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        self.url = f"postgresql://postgres@127.0.0.1:{self.port}/santa"
        try:
            self._as_postgres("initdb", "-N", "-D", str(self.folder), "-A", "trust", "-U", "postgres")
            self.start()
            subprocess.run([str(self.bin / "createdb"), "-h", "127.0.0.1", "-p", str(self.port), "-U", "postgres",
                            "santa"], check=True, capture_output=True, timeout=60)
        except BaseException:
            self.close()  # a server half made is stopped and its folder removed
            raise

    def _as_postgres(self, program: str, *args: str) -> None:
        subprocess.run(["runuser", "-u", "postgres", "--", str(self.bin / program), *args], check=True,
                       capture_output=True, timeout=60)

    def start(self) -> None:
        """Start the server (again) and wait until it accepts connections."""
        self._as_postgres("pg_ctl", "-D", str(self.folder), "-l", str(self.folder / "log"), "-w", "-o",
                          f"-k {self.folder} -p {self.port} -c listen_addresses=127.0.0.1 -c fsync=off", "start")

    def stop(self) -> None:
        """Stop the server at once (``immediate``: as a crash or a lost network looks to the app)."""
        self._as_postgres("pg_ctl", "-D", str(self.folder), "-m", "immediate", "-w", "stop")

    def close(self) -> None:
        """Stop the server if it runs, and remove its folder."""
        try:
            if (self.folder / "postmaster.pid").exists():
                self.stop()
        finally:
            shutil.rmtree(self.top, ignore_errors=True)


@pytest.fixture
def own_postgresql() -> Iterator[OwnPostgresql]:
    """A PostgreSQL server of this test's own (``OwnPostgresql``), stopped at the end whatever happened."""
    from webapp.database import forget_engine

    server = OwnPostgresql()
    try:
        yield server
    finally:
        forget_engine(server.url)
        server.close()
