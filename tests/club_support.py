"""Helpers for the tests of several app processes: the club command (scripts/club.py) as a subprocess, a
self-signed certificate, and the database the processes share.

``Club`` runs ``scripts/club.py`` exactly as an organiser does (its own run folder, nginx as its child) and
reads the run folder's ``club.json`` for the processes' ports and pids. ``route_to(port)`` finds a value
of nginx's route cookie that pins a browser to the process on that port (nginx answers every request
with the header naming the process that served it). ``database_env`` says which database the processes
and the test share: SQLite in the test's folder, or PostgreSQL when ``$SANTA_MONICA_TEST_PG_URL`` names
one (the stores' own test fixture exports it where a PostgreSQL server runs for the tests).
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import signal
import ssl
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

from browser_support import ROOT, free_port, refuse_checkout_secrets

sys.path.insert(0, str(ROOT / "scripts"))

from club_nginx import ROUTE_COOKIE, SERVED_BY_HEADER

PG_URL_ENV = "SANTA_MONICA_TEST_PG_URL"
DATABASE_VARIABLES = ("SANTA_MONICA_DATABASE_URL", "SANTA_MONICA_DB")
"""What names the database; ``database_env`` sets one, and the other must not reach the processes."""
START_TIMEOUT_S = 120.0  # two Streamlit processes and nginx on two shared cores


def nginx_missing() -> bool:
    """True when Debian's nginx is not installed (``bash scripts/setup.sh`` installs it for the tests)."""
    return shutil.which("nginx") is None and not os.access("/usr/sbin/nginx", os.X_OK)


DATABASES = ("sqlite", "postgresql")
"""The databases the tests of several processes run on (``database_env``)."""


def database_env(kind: str, folder: Path) -> dict[str, str]:
    """The environment that names the shared database for the app processes and the test's own store:
    SQLite in ``folder``, or the PostgreSQL of ``$SANTA_MONICA_TEST_PG_URL`` (the test is skipped, saying
    so, where that is not set: read when the test runs, so a fixture that starts a server may set it);
    the catalogue folder in ``folder`` either way."""
    import pytest

    env = {"SANTA_MONICA_DATA_DIR": str(folder / "data")}
    if kind == "postgresql":
        if not os.environ.get(PG_URL_ENV):
            pytest.skip(f"no PostgreSQL for the tests: ${PG_URL_ENV} is not set")
        env["SANTA_MONICA_DATABASE_URL"] = os.environ[PG_URL_ENV]
    else:
        env["SANTA_MONICA_DB"] = str(folder / "games.sqlite3")
    return env


def assert_nothing_stored_locally(kind: str, folder: Path) -> None:
    """On PostgreSQL, no SQLite file was made in ``folder`` (the processes' data folder): the processes did
    use the database named by URL, not a file of their own beside it."""
    if kind == "postgresql":
        local = sorted(str(p.relative_to(folder)) for p in folder.rglob("*.sqlite3*"))
        assert not local, f"on PostgreSQL the app still wrote SQLite files: {local}"


def self_signed_certificate(folder: Path) -> tuple[Path, Path]:
    """A certificate for localhost and 127.0.0.1, valid for a day, and its key, made now with the openssl
    command (Debian's): (certificate, key)."""
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1",
                    "-nodes", "-keyout", str(key), "-out", str(cert), "-days", "1", "-subj", "/CN=localhost",
                    "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"],
                   check=True, capture_output=True)
    return cert, key


def unverified_tls() -> ssl.SSLContext:
    """A TLS context that accepts the test's self-signed certificate."""
    context = ssl.create_default_context()
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    return context


class Club:
    """``scripts/club.py`` in a subprocess, its run folder in ``folder``."""

    def __init__(self, folder: Path, env: dict[str, str], *, processes: int = 2, tls: tuple[Path, Path] | None = None,
                 poll: bool = True, restart: bool = False):
        self.folder, self.processes, self.tls = Path(folder), processes, tls
        self.run_dir = self.folder / "club-run"
        self.port = free_port()
        self.env = dict(os.environ, **env, PYTHONUNBUFFERED="1",
                        SANTA_MONICA_POLL_SECONDS="3" if poll else "0")
        for name in DATABASE_VARIABLES:  # the database ``env`` names, not one this test process was given
            if name not in env:
                self.env.pop(name, None)
        self.restart = restart
        self.log_path = self.folder / "club.log"
        self._process: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        """The address the phones open (nginx)."""
        return f"{'https' if self.tls else 'http'}://127.0.0.1:{self.port}/"

    def start(self) -> None:
        """Start the club and wait until it says it is open (``club.json`` written)."""
        refuse_checkout_secrets()  # its app processes would read the checkout's secrets as a test's app does
        command = [sys.executable, str(ROOT / "scripts" / "club.py"), "--processes", str(self.processes),
                   "--port", str(self.port), "--address", "127.0.0.1", "--run-dir", str(self.run_dir)]
        if self.tls:
            command += ["--tls-cert", str(self.tls[0]), "--tls-key", str(self.tls[1])]
        if not self.restart:
            command.append("--no-restart")
        with open(self.log_path, "a") as log:
            self._process = subprocess.Popen(command, cwd=ROOT, env=self.env, stdout=log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + START_TIMEOUT_S
        while not (self.run_dir / "club.json").exists():
            if self._process.poll() is not None or time.monotonic() > deadline:
                self.stop()
                raise RuntimeError(f"the club did not open within {START_TIMEOUT_S:.0f} s:\n{self.log()}")
            time.sleep(0.3)

    def status(self) -> dict:
        """The run folder's ``club.json``: nginx's pid and each app process's number, port and pid."""
        return json.loads((self.run_dir / "club.json").read_text())

    def app_ports(self) -> list[int]:
        """The loopback ports of the app processes."""
        return [entry["port"] for entry in self.status()["processes"]]

    def served_by(self, route: str, path: str = "_stcore/health") -> int:
        """The port of the app process nginx sends a browser with route cookie ``route`` to."""
        request = urllib.request.Request(self.url + path, headers={"Cookie": f"{ROUTE_COOKIE}={route}"})
        with urllib.request.urlopen(request, timeout=10, context=unverified_tls() if self.tls else None) as answer:
            return int(answer.headers[SERVED_BY_HEADER].split(",")[-1].strip().rsplit(":", 1)[1])

    def route_to(self, port: int) -> str:
        """A route cookie value that nginx sends to the app process on ``port``."""
        for number in range(200):
            route = f"phone-{number}"
            if self.served_by(route) == port:
                return route
        raise RuntimeError(f"no route among 200 reaches the process on port {port}")

    def kill_app(self, port: int) -> None:
        """Kill the app process on ``port`` at once (SIGKILL: a crash, not a clean stop)."""
        pid = next(entry["pid"] for entry in self.status()["processes"] if entry["port"] == port)
        os.kill(pid, signal.SIGKILL)

    def stop(self) -> int | None:
        """Stop the club as Ctrl+C does; its exit code (``None`` if it had to be killed)."""
        process, self._process = self._process, None
        if process is None:
            return None
        if process.poll() is None:
            process.send_signal(signal.SIGINT)
            try:
                return process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(timeout=10)
                return None
        return process.returncode

    def log(self) -> str:
        """The club's output, then the app processes' and nginx's logs (for failure messages)."""
        parts = []
        for path in [self.log_path, *sorted(self.run_dir.glob("*.log"))]:
            try:
                parts.append(f"--- {path.name}\n{path.read_text(errors='replace')[-3000:]}")
            except OSError:
                pass
        return "\n".join(parts)


def get(url: str, *, tls: bool = False, cookie: str | None = None) -> tuple[int, str, dict]:
    """GET ``url`` without following redirects: (status, body, headers)."""
    class NoRedirect(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *args, **kwargs):
            return None

    handlers = [NoRedirect()] + ([urllib.request.HTTPSHandler(context=unverified_tls())] if tls else [])
    request = urllib.request.Request(url, headers={"Cookie": cookie} if cookie else {})
    try:
        with urllib.request.build_opener(*handlers).open(request, timeout=10) as answer:
            return answer.status, answer.read().decode(errors="replace"), dict(answer.headers)
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode(errors="replace"), dict(error.headers)


def _open_page_message(address: str, page: str, game_id: str) -> bytes:
    """The message a browser sends to open ``page`` of table ``game_id`` at ``address`` (host:port)."""
    from streamlit.proto.BackMsg_pb2 import BackMsg

    message = BackMsg()
    request = message.rerun_script
    request.query_string = f"game={game_id}"
    request.page_name = page
    request.context_info.timezone = "UTC"
    request.context_info.locale = "en-US"
    request.context_info.url = f"http://{address}/{page}?game={game_id}"
    return message.SerializeToString()


def phone_sees_change(address: str, game_id: str, first_text: str, write, new_text: str, *,
                      cookie: str | None = None, wait: float = 60.0) -> tuple[float, int]:
    """A phone replayed over the websocket of the app at ``address`` (host:port; nginx's with ``cookie``,
    a Cookie header that routes it) opens the Scorepad of ``game_id``, whose drawing must carry
    ``first_text``; then ``write()`` is called (a write by another process), and the phone waits,
    unasking, for a redraw carrying ``new_text``: (seconds from the write to that redraw, runs seen).
    Raises AssertionError when the page does not show the table, or the redraw does not come in ``wait`` s."""
    # A thread of its own: Playwright's sync API (a browser test before this one) keeps an event loop running
    # in the main thread, where asyncio.run refuses to start another.
    outcome: list = []

    def phone() -> None:
        try:
            outcome.append(asyncio.run(_phone_sees_change(address, game_id, first_text, write, new_text, cookie, wait)))
        except BaseException as error:  # noqa: BLE001 - raised again in the caller's thread
            outcome.append(error)

    thread = threading.Thread(target=phone, name="replayed-phone")
    thread.start()
    thread.join()
    if isinstance(outcome[0], BaseException):
        raise outcome[0]
    return outcome[0]


async def _phone_sees_change(address, game_id, first_text, write, new_text, cookie, wait) -> tuple[float, int]:
    import websockets
    from streamlit.proto.ForwardMsg_pb2 import ForwardMsg

    finished = (ForwardMsg.ScriptFinishedStatus.FINISHED_SUCCESSFULLY,)
    async with websockets.connect(f"ws://{address}/_stcore/stream", subprotocols=["streamlit"], max_size=None,
                                  open_timeout=wait, ping_interval=None,
                                  additional_headers={"Cookie": cookie} if cookie else None) as socket:
        await socket.send(_open_page_message(address, "Scorepad", game_id))
        runs, written_at, first_seen, new_seen = 0, None, False, False
        deadline = time.monotonic() + wait
        while time.monotonic() < deadline:
            try:
                data = await asyncio.wait_for(socket.recv(), timeout=max(0.1, deadline - time.monotonic()))
            except TimeoutError:
                break
            if not isinstance(data, bytes):
                continue
            message = ForwardMsg.FromString(data)
            if message.WhichOneof("type") == "delta":
                first_seen = first_seen or first_text.encode() in data
                new_seen = new_seen or (written_at is not None and new_text.encode() in data)
            if message.WhichOneof("type") == "script_finished" and message.script_finished in finished:
                runs += 1
                if written_at is None:  # the page is drawn: now the other process writes
                    assert first_seen, f"the page did not show the table {game_id} ({first_text!r} not drawn)"
                    written_at = time.monotonic()
                    await asyncio.get_running_loop().run_in_executor(None, write)
                elif new_seen:
                    return time.monotonic() - written_at, runs
        raise AssertionError(f"the phone's page was not redrawn with {new_text!r} within {wait:.0f} s ({runs} runs)")
