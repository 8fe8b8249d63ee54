"""Past one machine, on one machine: app processes on two "hosts", the database on a third, nginx on a fourth.

Each host is a network namespace this script makes (``ip netns``), joined by veth pairs to a bridge in a
namespace of its own; every address is inside those namespaces (10.231.N.0/24), nothing touches the
machine's own network. On the database host a throwaway PostgreSQL (Debian's server, run as the
``postgres`` user in a temporary folder, as /work/shared/notes/postgresql.md says) listens on its host's
address; app hosts A and B each run ``streamlit run`` on their own address, told the database by
``SANTA_MONICA_DATABASE_URL`` only, each with a data folder and SQLite path of its OWN (so anything the
app kept on a local disk would not be seen by the other host); nginx on the front host routes phones by
cookie (``scripts/club_nginx.py``).

The checks, run from the front host (``check``):
1. both app hosts answer through nginx (a route cookie found for each);
2. a table written on host A (the store, in A's namespace and environment) is shown by a phone that nginx
   pins to host B (a websocket phone, as ``tests/test_live_watch_processes.py`` replays it);
3. a change written on host A then shows on that phone within 3 s.

The store reads ``SANTA_MONICA_DATABASE_URL``, so check 2 passes; were anything kept on a host's own disk,
it would fail, as it must. ``--plumbing-only`` gives both hosts one SQLite file (the
namespaces share this machine's disk): it checks the script's own network, nginx and phone, and proves
nothing about machines. Everything is stopped and every namespace deleted at the end,
also after a failure, Ctrl+C or ``--timeout`` (default 300 s).

Usage (root): .venv/bin/python scripts/netns_club.py [--timeout 300] [--keep-logs DIR] [--plumbing-only]
Exit code 0 when every check passed, 1 when one failed (it says which and why).
"""

from __future__ import annotations

import argparse
import glob
import os
import secrets
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(ROOT / "scripts")]

from club_nginx import ROUTE_COOKIE, SERVED_BY_HEADER, Listen, nginx_config  # noqa: E402

APP_PORT, DB_PORT, FRONT_PORT = 8501, 5432, 8080
HOSTS = {"lan": None, "a": 1, "b": 2, "db": 3, "front": 4}  # namespace -> last byte of its address
SHOWN_WITHIN_S = 3.0


def run(*command: str, check: bool = True, **kwargs) -> subprocess.CompletedProcess:
    """A command, its output captured; a failure raises with what it said."""
    done = subprocess.run(list(command), capture_output=True, text=True, **kwargs)
    if check and done.returncode != 0:
        raise RuntimeError(f"{' '.join(command)}: exit {done.returncode}: {done.stderr.strip() or done.stdout.strip()}")
    return done


class Network:
    """The namespaces, their veth pairs and the bridge; ``delete`` removes them all."""

    def __init__(self) -> None:
        tag = f"{os.getpid() % 100000}"
        self.subnet = f"10.231.{20 + os.getpid() % 200}"
        self.names = {host: f"sm{tag}{host}" for host in HOSTS}
        self.tag = tag
        self.made: list[str] = []

    def address(self, host: str) -> str:
        return f"{self.subnet}.{HOSTS[host]}"

    def make(self) -> None:
        lan = self.names["lan"]
        for name in self.names.values():
            run("ip", "netns", "add", name)
            self.made.append(name)
            run("ip", "-n", name, "link", "set", "lo", "up")
        run("ip", "-n", lan, "link", "add", "br0", "type", "bridge")
        run("ip", "-n", lan, "link", "set", "br0", "up")
        for host in ("a", "b", "db", "front"):
            name, inside, outside = self.names[host], f"v{self.tag}{host}"[:15], f"p{self.tag}{host}"[:15]
            # Made inside the host's namespace, its peer moved at once to the bridge's: never an address outside.
            run("ip", "-n", name, "link", "add", inside, "type", "veth", "peer", "name", outside, "netns", lan)
            run("ip", "-n", lan, "link", "set", outside, "master", "br0", "up")
            run("ip", "-n", name, "addr", "add", f"{self.address(host)}/24", "dev", inside)
            run("ip", "-n", name, "link", "set", inside, "up")

    def delete(self) -> None:
        for name in reversed(self.made):
            for pid in run("ip", "netns", "pids", name, check=False).stdout.split():
                try:
                    os.kill(int(pid), signal.SIGKILL)
                except (ProcessLookupError, ValueError):
                    pass
            run("ip", "netns", "del", name, check=False)
        self.made.clear()


def in_ns(network: Network, host: str, *command: str) -> list[str]:
    return ["ip", "netns", "exec", network.names[host], *command]


def start_postgres(network: Network, folder: Path) -> tuple[list[str], str]:
    """A PostgreSQL on the database host: (the command that stops it, the URL of its database)."""
    bins = sorted(glob.glob("/usr/lib/postgresql/*/bin"))
    if not bins:
        raise SystemExit("netns: PostgreSQL's server is not installed (as root: apt-get install postgresql)")
    bin_dir, data = bins[-1], folder / "pg"
    folder.chmod(0o755)
    data.mkdir()
    shutil.chown(data, "postgres")
    run("runuser", "-u", "postgres", "--", f"{bin_dir}/initdb", "-D", str(data), "-A", "trust", "-U", "postgres")
    with open(data / "pg_hba.conf", "a") as hba:  # the app hosts' network only, and only inside these namespaces
        hba.write(f"host all all {network.subnet}.0/24 trust\n")
    address = network.address("db")
    run(*in_ns(network, "db", "runuser", "-u", "postgres", "--", f"{bin_dir}/pg_ctl", "-D", str(data),
               "-l", str(data / "log"), "-w", "-o", f"-k {data} -p {DB_PORT} -c listen_addresses={address}", "start"))
    run(*in_ns(network, "db", f"{bin_dir}/createdb", "-h", address, "-p", str(DB_PORT), "-U", "postgres", "santa"))
    stop = in_ns(network, "db", "runuser", "-u", "postgres", "--", f"{bin_dir}/pg_ctl", "-D", str(data), "-m", "fast",
                 "stop")
    return stop, f"postgresql://postgres@{address}:{DB_PORT}/santa"


def host_env(folder: Path, host: str, url: str, secret: str, plumbing_only: bool = False) -> dict[str, str]:
    """App host ``host``'s environment: the shared database by URL, a local data folder of its own (with
    ``plumbing_only``, host A's for both)."""
    local = folder / f"host-{'a' if plumbing_only else host}"
    (local / "data").mkdir(parents=True, exist_ok=True)
    return dict(os.environ, SANTA_MONICA_DATABASE_URL=url, SANTA_MONICA_DATA_DIR=str(local / "data"),
                SANTA_MONICA_DB=str(local / "games.sqlite3"), SANTA_MONICA_POLL_SECONDS="3",
                STREAMLIT_SERVER_COOKIE_SECRET=secret, PYTHONUNBUFFERED="1")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--timeout", type=float, default=300, help="everything stopped after this many seconds")
    parser.add_argument("--keep-logs", type=Path, help="copy the hosts' logs here at the end")
    parser.add_argument("--plumbing-only", action="store_true",
                        help="both hosts on ONE SQLite file (namespaces share the disk): checks the script's own "
                             "network, nginx and phone, and proves nothing about machines")
    sub = parser.add_subparsers(dest="step")
    check = sub.add_parser("check", help="(run by the script inside the front host)")
    for option in ("--nginx", "--app-a", "--app-b", "--ns-a", "--folder", "--url"):
        check.add_argument(option, required=True)
    args = parser.parse_args()
    if args.step == "check":
        return check_from_front(args)
    if os.geteuid() != 0 or shutil.which("ip") is None:
        raise SystemExit("netns: run as root on a machine with iproute2 (ip netns)")
    nginx = shutil.which("nginx") or "/usr/sbin/nginx"
    if not os.access(nginx, os.X_OK):
        raise SystemExit("netns: nginx is not installed (as root: apt-get install nginx)")

    def on_timeout(signum, _frame):
        raise TimeoutError(f"netns: stopped after {args.timeout:.0f} s (--timeout)")

    signal.signal(signal.SIGALRM, on_timeout)
    signal.alarm(int(args.timeout))
    network, processes, stop_db = Network(), [], None
    folder = Path(tempfile.mkdtemp(prefix="santa-monica-netns-"))
    try:
        network.make()
        print(f"netns: hosts {', '.join(f'{h}={network.address(h)}' for h in HOSTS if HOSTS[h])}", flush=True)
        stop_db, url = start_postgres(network, folder)
        print(f"netns: PostgreSQL on the database host: {url}", flush=True)
        secret = secrets.token_hex(32)
        for host in ("a", "b"):
            log = open(folder / f"app-{host}.log", "w")
            command = in_ns(network, host, sys.executable, "-m", "streamlit", "run", "streamlit_app.py",
                            "--server.headless", "true", "--server.address", network.address(host),
                            "--server.port", str(APP_PORT), "--server.fileWatcherType", "none",
                            "--browser.gatherUsageStats", "false", "--browser.serverPort", str(FRONT_PORT))
            env = host_env(folder, host, url, secret, args.plumbing_only)
            processes.append(subprocess.Popen(command, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT))
        (folder / "nginx-temp").mkdir()
        config = folder / "nginx.conf"
        config.write_text(nginx_config(folder, [f"{network.address(h)}:{APP_PORT}" for h in ("a", "b")],
                                       Listen(network.address("front"), FRONT_PORT)))
        shutil.chown(folder / "nginx-temp", "nobody")
        processes.append(subprocess.Popen(in_ns(network, "front", nginx, "-c", str(config), "-p", str(folder), "-e",
                                                str(folder / "nginx-error.log"), "-g", "daemon off;"),
                                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        checked = subprocess.run(in_ns(network, "front", sys.executable, str(Path(__file__).resolve()), "check",
                                       "--nginx", f"{network.address('front')}:{FRONT_PORT}",
                                       "--app-a", f"{network.address('a')}:{APP_PORT}",
                                       "--app-b", f"{network.address('b')}:{APP_PORT}",
                                       "--ns-a", network.names["a"], "--folder", str(folder), "--url", url), cwd=ROOT)
        return checked.returncode
    finally:
        signal.alarm(0)
        for process in processes:
            if process.poll() is None:
                process.terminate()
        for process in processes:
            try:
                process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                process.kill()
        if stop_db:
            run(*stop_db, check=False)
        network.delete()
        if args.keep_logs:
            args.keep_logs.mkdir(parents=True, exist_ok=True)
            for log in [*folder.glob("*.log"), folder / "pg" / "log"]:
                if log.exists():
                    shutil.copy(log, args.keep_logs / log.name)
        shutil.rmtree(folder, ignore_errors=True)
        print("netns: stopped; namespaces deleted", flush=True)


def check_from_front(args) -> int:
    """The checks (module docstring), run inside the front host's namespace."""
    from club_support import phone_sees_change

    def served_by(route: str) -> str:
        request = urllib.request.Request(f"http://{args.nginx}/_stcore/health",
                                         headers={"Cookie": f"{ROUTE_COOKIE}={route}"})
        with urllib.request.urlopen(request, timeout=5) as answer:
            return answer.headers[SERVED_BY_HEADER].split(",")[-1].strip()

    deadline = time.monotonic() + 120
    routes: dict[str, str] = {}
    while len(routes) < 2:
        if time.monotonic() > deadline:
            print(f"netns: FAILED: through nginx only {sorted(routes)} answered within 120 s")
            return 1
        for number in range(40):
            try:
                routes.setdefault(served_by(f"probe-{number}"), f"probe-{number}")
            except OSError:
                time.sleep(0.5)
                break
    print(f"netns: 1. both app hosts answer through nginx ({', '.join(sorted(routes))})", flush=True)

    def on_host_a(code: str) -> str:
        env = dict(os.environ, SANTA_MONICA_DATABASE_URL=args.url,
                   SANTA_MONICA_DATA_DIR=str(Path(args.folder) / "host-a" / "data"),
                   SANTA_MONICA_DB=str(Path(args.folder) / "host-a" / "games.sqlite3"))
        done = run("ip", "netns", "exec", args.ns_a, sys.executable, "-c", code, env=env, cwd=ROOT)
        return done.stdout.strip()

    store = "from webapp.tables import operations as t; from webapp.tables.store import open_store; s = open_store(); "
    game_id = on_host_a(store + "g = t.new_table('orange', [('Dana', 'sample-surf-club'), "
                        "('Eli', 'sample-harbor-office')], start_vips=[2, 1]); "
                        "print(s.create_game(t.set_title(g, 'Written on host A')))")
    try:
        seconds, _runs = phone_sees_change(
            args.nginx, game_id, "Written on host A",
            lambda: on_host_a(store + f"s.update({game_id!r}, lambda g: t.set_title(g, 'Changed on host A'))"),
            "Changed on host A", cookie=f"{ROUTE_COOKIE}={routes[args.app_b]}")
    except AssertionError as error:
        print(f"netns: FAILED: a phone on host B: {error}. Is something kept on host A's "
              "own disk, not in the database? (docs/deploying.md, past one machine)")
        return 1
    print("netns: 2. a phone on host B shows the table written on host A", flush=True)
    verdict = "OK" if seconds < SHOWN_WITHIN_S else "MISSED"
    print(f"netns: 3. host A's change shown on host B's phone after {seconds:.1f} s [target < {SHOWN_WITHIN_S:.0f} s: "
          f"{verdict}]")
    return 0 if verdict == "OK" else 1


if __name__ == "__main__":
    sys.exit(main())
