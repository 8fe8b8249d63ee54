"""Run the app for a club: N app processes behind nginx on one address, all stopped by Ctrl+C.

One Streamlit process is one core: about 100 phones (issue 21's figures). A club starts several, each on
a loopback port of its own, and Debian's nginx in front of them on the address the phones open
(``scripts/club_nginx.py`` says what its configuration does and why). Every process is told the
database by its environment only, as this command was: ``SANTA_MONICA_DATABASE_URL`` (PostgreSQL), else
``SANTA_MONICA_DB`` / ``SANTA_MONICA_DATA_DIR`` (SQLite, which processes on ONE machine share in WAL mode),
and the password ``SANTA_MONICA_PASSWORD`` alike.

What it does:
- starts the app processes (``streamlit run``, headless, no file watcher) on free loopback ports with one
  cookie secret for all (Streamlit signs its cookies with it: a phone moved to another process is still
  recognised), and waits until each answers ``/_stcore/health``;
- writes nginx's configuration into the run folder (``--run-dir``, else a new temporary folder, removed
  at the end) and runs nginx as a child process in the foreground (``daemon off``), with its pid file,
  logs and temporary files in that folder;
- watches them: an app process that dies is started again on its port (its phones have meanwhile
  reconnected through nginx to another process; ``--no-restart`` leaves it dead); nginx dying stops all;
- on Ctrl+C (or SIGTERM) stops nginx and every app process, and says so.

The run folder's ``club.json`` names the processes (pid, port) and nginx's pid, for tests and for an
organiser who wants to see which process serves what; each process's output is in ``app-N.log``.

Usage: bash scripts/club.sh --processes 4 --port 8080 [--tls-cert cert.pem --tls-key key.pem]
       [--address 0.0.0.0] [--run-dir DIR] [--no-restart] [-- more streamlit options]
"""

from __future__ import annotations

import argparse
import json
import os
import pwd
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "scripts")]

from club_nginx import Listen, nginx_config  # noqa: E402

START_TIMEOUT_S = 90.0  # N processes starting at once on two shared cores
NGINX_INSTALL_HINT = ("nginx is not installed. Install Debian's package (as root: apt-get install nginx), "
                      "or start the club with bash scripts/club.sh, which offers to install it.")


def say(text: str) -> None:
    """One line for the organiser, at once (the output may be a pipe)."""
    print(f"club: {text}", flush=True)


def processes(count: int) -> str:
    """"1 app process", "4 app processes"."""
    return f"{count} app process" + ("" if count == 1 else "es")


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def healthy(port: int) -> bool:
    """True when the app process on ``port`` answers its health check with ``ok``."""
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/_stcore/health", timeout=2) as answer:
            return answer.read().decode().strip() == "ok"
    except (urllib.error.URLError, ConnectionError, TimeoutError, OSError):
        return False


def nginx_binary() -> str | None:
    """Debian's nginx (on PATH, or in /usr/sbin which a plain user's PATH lacks), or ``None``."""
    return shutil.which("nginx") or next((p for p in ("/usr/sbin/nginx",) if os.access(p, os.X_OK)), None)


class AppProcess:
    """One ``streamlit run`` of the app on a loopback port, its output in the run folder."""

    def __init__(self, number: int, port: int, run_dir: Path, env: dict[str, str], extra: list[str],
                 public_port: int):
        self.number, self.port, self.run_dir, self.env, self.extra = number, port, run_dir, env, extra
        self.public_port = public_port
        self.log_path = run_dir / f"app-{number}.log"
        self.process: subprocess.Popen | None = None
        self.restarts = 0

    def start(self) -> None:
        """Start the process (it answers its health check a few seconds later: ``healthy``)."""
        command = [sys.executable, "-m", "streamlit", "run", "streamlit_app.py",
                   "--server.headless", "true", "--server.address", "127.0.0.1", "--server.port", str(self.port),
                   "--server.fileWatcherType", "none", "--browser.gatherUsageStats", "false",
                   # The port phones see (nginx's), for the "Join from another phone" address.
                   "--browser.serverPort", str(self.public_port), *self.extra]
        with open(self.log_path, "a") as log:
            self.process = subprocess.Popen(command, cwd=ROOT, env=self.env, stdout=log, stderr=subprocess.STDOUT,
                                            start_new_session=True)  # Ctrl+C reaches the club, which stops it

    @property
    def exited(self) -> int | None:
        """The exit code once the process has ended, else ``None``."""
        return None if self.process is None else self.process.poll()

    def stop(self) -> None:
        """Terminate the process, killing it if it has not ended after 10 s."""
        process, self.process = self.process, None
        if process is None or process.poll() is not None:
            return
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=10)

    def last_lines(self, count: int = 15) -> str:
        """The end of the process's output, for a message."""
        try:
            return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-count:])
        except OSError:
            return ""


class Club:
    """The app processes and nginx of one run (see the module docstring)."""

    def __init__(self, args: argparse.Namespace, nginx: str):
        self.args, self.nginx = args, nginx
        self.own_run_dir = args.run_dir is None
        self.run_dir = Path(args.run_dir or tempfile.mkdtemp(prefix="santa-monica-club-")).resolve()
        self.run_dir.mkdir(parents=True, exist_ok=True)
        (self.run_dir / "club.json").unlink(missing_ok=True)  # a former run's: written again once this one is open
        env = dict(os.environ, PYTHONUNBUFFERED="1",
                   # One secret for every process: Streamlit signs its cookies with it. In the environment,
                   # not on the command line, where any user of the machine could read it (ps).
                   STREAMLIT_SERVER_COOKIE_SECRET=os.environ.get("STREAMLIT_SERVER_COOKIE_SECRET")
                   or secrets.token_hex(32))
        self.apps = [AppProcess(n, free_port(), self.run_dir, env, args.streamlit_args, args.port)
                     for n in range(args.processes)]
        self.nginx_process: subprocess.Popen | None = None
        self.stopping = False

    # --- starting ---------------------------------------------------------------------------

    def start(self) -> None:
        """Start every app process, wait until each is healthy, then nginx in front of them."""
        taken = _port_taken(self.args.address, self.args.port)
        if taken:  # said before anything starts
            raise SystemExit(f"club: cannot listen on {self.args.address}:{self.args.port}: {taken} "
                             "(another program has that port? a port below 1024 needs root); pick another with --port")
        say(f"starting {processes(len(self.apps))} (run folder {self.run_dir}) ...")
        for app in self.apps:
            app.start()
        deadline = time.monotonic() + START_TIMEOUT_S
        waiting = list(self.apps)
        while waiting:
            if self.stopping:  # Ctrl+C while starting
                return
            for app in list(waiting):
                if app.exited is not None:
                    raise SystemExit(f"club: app process {app.number} ended at start (exit code {app.exited}); "
                                     f"its output ({app.log_path}):\n{app.last_lines()}")
                if healthy(app.port):
                    waiting.remove(app)
            if waiting and time.monotonic() > deadline:
                raise SystemExit(f"club: {len(waiting)} app process(es) did not answer within "
                                 f"{START_TIMEOUT_S:.0f} s; see {waiting[0].log_path}")
            time.sleep(0.3)
        self._start_nginx()
        if self.stopping:
            return
        self._write_status()
        scheme = "https" if self.args.tls_cert else "http"
        shown = "localhost" if self.args.address in ("0.0.0.0", "::", "127.0.0.1") else self.args.address
        say(f"open {scheme}://{shown}:{self.args.port}/ ({processes(len(self.apps))} on loopback ports "
            f"{', '.join(str(a.port) for a in self.apps)}; nginx pid {self.nginx_process.pid}). "
            "Ctrl+C stops everything.")
        if self.args.address in ("0.0.0.0", "::"):
            from webapp.tables.join import lan_address  # the address another phone on the Wi-Fi opens

            lan = lan_address()
            if lan:
                say(f"phones on this network open {scheme}://{lan}:{self.args.port}/")

    def _start_nginx(self) -> None:
        listen = Listen(self.args.address, self.args.port,
                        Path(self.args.tls_cert).resolve() if self.args.tls_cert else None,
                        Path(self.args.tls_key).resolve() if self.args.tls_key else None)
        worker_user = None
        temp = self.run_dir / "nginx-temp"
        temp.mkdir(exist_ok=True)
        if os.geteuid() == 0:  # nginx's workers drop root: they must be able to write their temporary files
            worker_user = next((u for u in ("www-data", "nobody") if _user_exists(u)), None)
            if worker_user:
                shutil.chown(temp, worker_user)
        config = self.run_dir / "nginx.conf"
        config.write_text(nginx_config(self.run_dir, [f"127.0.0.1:{a.port}" for a in self.apps], listen,
                                        worker_user=worker_user))
        command = [self.nginx, "-c", str(config), "-p", str(self.run_dir), "-e", str(self.run_dir / "nginx-error.log"),
                   "-g", "daemon off;"]
        test = subprocess.run([*command[:-2], "-t", "-q"], capture_output=True, text=True)
        if test.returncode != 0:
            self.stop()
            raise SystemExit(f"club: nginx refused its configuration ({config}):\n{test.stderr.strip()}")
        self.nginx_process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                              start_new_session=True)
        deadline = time.monotonic() + 15
        while not _accepts(self.args.address, self.args.port):
            if self.nginx_process.poll() is not None or time.monotonic() > deadline:
                error = self.nginx_process.stderr.read().decode(errors="replace") if self.nginx_process.poll() \
                    is not None else "it did not listen within 15 s"
                self.stop()
                raise SystemExit(f"club: nginx did not start on {self.args.address}:{self.args.port}: "
                                 f"{error.strip()} (a port below 1024 needs root; is the port taken?)")
            time.sleep(0.1)

    def _write_status(self) -> None:
        status = {"url": f"{'https' if self.args.tls_cert else 'http'}://127.0.0.1:{self.args.port}/",
                  "nginx_pid": self.nginx_process.pid if self.nginx_process else None,
                  "processes": [{"number": a.number, "port": a.port, "pid": a.process.pid if a.process else None}
                                for a in self.apps]}
        (self.run_dir / "club.json").write_text(json.dumps(status, indent=2))

    # --- running ----------------------------------------------------------------------------

    def watch(self) -> int:
        """Until stopped: restart an app process that died (unless ``--no-restart``); nginx dying ends the club."""
        while not self.stopping:
            if self.nginx_process is not None and self.nginx_process.poll() is not None:
                said = self.nginx_process.stderr.read().decode(errors="replace").strip()
                say(f"nginx ended (exit code {self.nginx_process.returncode}){': ' + said if said else ''}; "
                    f"stopping the app processes. See {self.run_dir / 'nginx-error.log'}")
                self.stop()
                return 1
            for app in self.apps:
                code = app.exited
                if code is not None and not self.stopping:
                    say(f"app process {app.number} (port {app.port}) ended with exit code {code}; its phones "
                        "reconnect to the other processes through nginx.")
                    app.process = None
                    if not self.args.no_restart:
                        app.restarts += 1
                        say(f"starting app process {app.number} again (restart {app.restarts}).")
                        app.start()
                        self._write_status()
            time.sleep(0.5)
        return 0

    def stop(self) -> None:
        """Stop nginx first (no phone reaches a stopping process), then every app process."""
        self.stopping = True
        nginx, self.nginx_process = self.nginx_process, None
        if nginx is not None and nginx.poll() is None:
            nginx.terminate()
            try:
                nginx.wait(timeout=10)
            except subprocess.TimeoutExpired:
                nginx.kill()
                nginx.wait(timeout=10)
        for app in self.apps:
            app.stop()
        if self.own_run_dir:
            shutil.rmtree(self.run_dir, ignore_errors=True)


def _user_exists(name: str) -> bool:
    try:
        pwd.getpwnam(name)
        return True
    except KeyError:
        return False


def _port_taken(address: str, port: int) -> str | None:
    """Why nginx could not listen on ``address``:``port`` now, or ``None`` when it can."""
    family = socket.AF_INET6 if ":" in address else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as nginx does: a closing socket is no owner
        try:
            sock.bind((address, port))
        except OSError as error:
            return error.strerror or str(error)
    return None


def _accepts(address: str, port: int) -> bool:
    host = "127.0.0.1" if address in ("0.0.0.0", "") else ("::1" if address == "::" else address)
    try:
        with socket.create_connection((host, port), timeout=1):
            return True
    except OSError:
        return False


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """The command line (see the module docstring); options after ``--`` go to every ``streamlit run``."""
    argv = list(sys.argv[1:] if argv is None else argv)
    extra: list[str] = []
    if "--" in argv:
        at = argv.index("--")
        argv, extra = argv[:at], argv[at + 1:]
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--processes", type=int, default=2, help="app processes (default 2; about 100 phones each)")
    parser.add_argument("--port", type=int, default=8080, help="the port phones open (default 8080)")
    parser.add_argument("--address", default="0.0.0.0",
                        help="the address nginx listens on (default 0.0.0.0: every network of this machine)")
    parser.add_argument("--tls-cert", help="a certificate (PEM): nginx serves HTTPS, as a phone's camera needs")
    parser.add_argument("--tls-key", help="the certificate's private key (PEM)")
    parser.add_argument("--run-dir", help="where nginx's configuration, pid, logs and the apps' logs go "
                        "(default: a new temporary folder, removed at the end)")
    parser.add_argument("--no-restart", action="store_true", help="leave an app process that died dead")
    args = parser.parse_args(argv)
    args.streamlit_args = extra
    if not 1 <= args.processes <= 64:
        parser.error(f"--processes {args.processes}: give 1 to 64 (about one per core)")
    if bool(args.tls_cert) != bool(args.tls_key):
        parser.error("--tls-cert and --tls-key go together: a certificate and its private key")
    for option in ("tls_cert", "tls_key"):
        path = getattr(args, option)
        if path and not Path(path).is_file():
            parser.error(f"--{option.replace('_', '-')} {path}: no such file")
    return args


def main(argv: list[str] | None = None) -> int:
    """Start the club, keep it running until Ctrl+C or SIGTERM, stop everything."""
    args = parse_args(argv)
    nginx = nginx_binary()
    if nginx is None:
        print(f"club: {NGINX_INSTALL_HINT}", file=sys.stderr)
        return 2
    club = Club(args, nginx)

    def on_signal(signum, _frame) -> None:
        if not club.stopping:
            say(f"{signal.Signals(signum).name}: stopping nginx and the app processes ...")
            club.stop()

    signal.signal(signal.SIGINT, on_signal)
    signal.signal(signal.SIGTERM, on_signal)
    try:
        club.start()
        code = club.watch()
    except BaseException:
        club.stop()
        raise
    say("stopped.")
    return code


if __name__ == "__main__":
    sys.exit(main())
