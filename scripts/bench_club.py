"""A club's figures: 1 app process, then N processes behind nginx (scripts/club.py), on one database.

For each set-up, with replayed websocket phones (four on each table's Scorepad, as
``scripts/bench_idle_phones.py`` replays them) and one real Chromium phone tapping on the City page:

- phones held: replayed phones whose page was drawn, and still connected without an error at the end;
- server CPU per idle phone per second: the CPU time (user + system, /proc) of every app process and of
  nginx's processes over ``--seconds`` with every phone idle, divided by phones and seconds;
- tap p90: the real phone's tap to screen (``scripts/bench_tap_browser.py``'s timing), ``--taps`` taps
  one every ``--pause`` s, while the replayed phones are connected (target: < 300 ms with 400 phones
  over 4 processes);
- another process's change shown: from each tap until each replayed phone of the tapped table redrew its
  page. Behind nginx those four phones are pinned (nginx's route cookie) to processes OTHER than the
  tapping phone's: the change crosses processes through the database (target: < 3 s). With one process
  it is the same process's figure, for comparison.

The single process is served directly (no nginx), as ``scripts/start.sh`` serves it; the N processes
through the club command itself, with phones spread evenly over the processes by route cookie. The
database: SQLite in a temporary folder, or ``--database-url`` (exported as ``SANTA_MONICA_DATABASE_URL``
to every process and to this one, for a PostgreSQL store). The load generator runs on the same machine
and shares its cores: every figure is printed with the load average it was measured at.

Usage: .venv/bin/python scripts/bench_club.py [--processes 4] [--phones 400] [--single-phones 100]
       [--seconds 30] [--taps 15] [--database-url postgresql://...] [--skip-single]
"""

from __future__ import annotations

import argparse
import logging
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(ROOT / "scripts")]

import browser_support  # noqa: E402  (tests/: the app server, Chromium and Streamlit's rerun cycle)
import club_support  # noqa: E402  (tests/: the club command in a subprocess, its route cookies)
from bench_idle_phones import ReplayedPhones, shown_elsewhere, step_tap  # noqa: E402
from bench_support import load_average, machine_line  # noqa: E402
from bench_tap_browser import cpu_ms, phone, summary  # noqa: E402
from club_nginx import ROUTE_COOKIE  # noqa: E402

TARGET_IDLE_MS_PER_S = 3.0
TARGET_TAP_P90_MS = 300.0
TARGET_SHOWN_S = 3.0


def make_tables(seed: int, count: int) -> tuple[list[str], str]:
    """``count`` copies of a legal 4-player table of 14 generated cards a city in the database the
    environment names: (their ids, the card the real phone taps)."""
    from card_db.generated import generated_cards, generated_starting_tiles
    from card_db.loader import dump_catalogue_bytes
    from card_db.user_catalogue import UserCatalogue, load_catalogue
    from scorer.generated import generated_finished_game
    from webapp.tables.store import open_store

    UserCatalogue().import_bytes(dump_catalogue_bytes(generated_cards(seed), generated_starting_tiles(seed)),
                                 "generated")
    game = generated_finished_game(seed, players=4, cards_per_city=14, catalogue=load_catalogue())
    store = open_store()
    card = min(game.players[0].cells, key=lambda c: c.people.locals).card
    return [store.create_game(game) for _ in range(count)], card


def children_of(pid: int) -> list[int]:
    """The processes whose parent is ``pid`` (nginx's workers)."""
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            if int(stat.read_text().rsplit(")", 1)[1].split()[1]) == pid:
                found.append(int(stat.parent.name))
        except (OSError, ValueError, IndexError):
            continue
    return found


def total_cpu_ms(pids: list[int]) -> float:
    """CPU ms used so far by the processes ``pids`` (those gone count nothing)."""
    total = 0.0
    for pid in pids:
        try:
            total += cpu_ms(pid)
        except (OSError, IndexError, ValueError):
            pass
    return total


class Setup:
    """One way of serving the app: its address, the pids of its server processes, and the route cookie
    that sends a phone to app process ``n`` (``None``: one process, no nginx)."""

    def __init__(self, label: str, port: int, pids: list[int], routes: list[list[str]] | None):
        self.label, self.port, self.pids, self.routes = label, port, pids, routes
        self.url = f"http://127.0.0.1:{port}/"

    @property
    def processes(self) -> int:
        return len(self.routes) if self.routes else 1

    def cookie(self, process: int, number: int) -> str | None:
        """A Cookie header sending a phone to app process ``process`` (its ``number``-th distinct route)."""
        if not self.routes:
            return None
        pool = self.routes[process]
        return f"{ROUTE_COOKIE}={pool[number % len(pool)]}"


def route_pools(club: club_support.Club, per_process: int) -> list[list[str]]:
    """``per_process`` distinct route cookie values for each app process of ``club``."""
    ports = club.app_ports()
    pools: list[list[str]] = [[] for _ in ports]
    number = 0
    while min(len(p) for p in pools) < per_process:
        route = f"bench-{number}"
        pools[ports.index(club.served_by(route))].append(route)
        number += 1
        if number > 100 * per_process * len(ports):
            raise RuntimeError("nginx sends the routes to too few processes")
    return pools


def measure(setup: Setup, games: list[str], card: str, phones: int, args, browser) -> None:
    """Every figure of one set-up (see the module docstring), printed."""
    tables = max(1, phones // 4)
    pages, cookies = [], []
    for number in range(tables * 4):
        table = number // 4
        # The tapped table's phones on processes other than the tapping phone's (process 0), when there are.
        process = (1 + number % (setup.processes - 1)) if table == 0 and setup.processes > 1 \
            else number % setup.processes
        pages.append(("Scorepad", games[table]))
        cookies.append(setup.cookie(process, number))
    replayed = ReplayedPhones(setup.port, pages, cookies if setup.routes else None)
    started = time.monotonic()
    replayed.start()
    try:
        replayed.wait_ready(timeout=1200)
    except RuntimeError as error:
        print(f"   {setup.label}: {error}")
        replayed.stop()
        return
    print(f"   {setup.label}: {len(pages)} replayed phones on {tables} tables opened in "
          f"{time.monotonic() - started:.0f} s")
    time.sleep(10)
    pids = setup.pids + [child for pid in setup.pids for child in children_of(pid)]
    load = load_average()
    before, start = total_cpu_ms(pids), time.monotonic()
    time.sleep(args.seconds)
    per_s = (total_cpu_ms(pids) - before) / (time.monotonic() - start)
    per_phone = per_s / len(pages)
    print(f"   idle ({args.seconds:.0f} s, load {load}): servers {per_s:.0f} ms CPU/s, {per_phone:.2f} ms/s per "
          f"phone [target <= {TARGET_IDLE_MS_PER_S} ms/s: {'OK' if per_phone <= TARGET_IDLE_MS_PER_S else 'MISSED'}]")

    tapper = phone(browser)
    if setup.routes:
        tapper.context.add_cookies([{"name": ROUTE_COOKIE, "value": setup.routes[0][0], "url": setup.url}])
    browser_support.open_page(tapper, setup.url + f"City?game={games[0]}", "Cities")
    if browser_support.keyed(tapper, f"city-cell-{games[0]}-0-{card}").count():
        browser_support.open_square(tapper, games[0], card)
    step_tap(tapper, games[0], card, up=True)  # warm-up
    tapped_at, screens = [], []
    for number in range(args.taps):
        time.sleep(args.pause)
        tapped_at.append(time.monotonic())
        screens.append(step_tap(tapper, games[0], card, up=number % 2 == 0))
    time.sleep(TARGET_SHOWN_S + 2)  # the last tap's redraws
    p90 = sorted(screens)[round(0.9 * (len(screens) - 1))]
    print(f"   tap to screen with {len(pages)} phones connected (load {load_average()}): {summary(screens)} "
          f"[target p90 < {TARGET_TAP_P90_MS:.0f} ms: {'OK' if p90 < TARGET_TAP_P90_MS else 'MISSED'}]")
    delays = shown_elsewhere(replayed, range(4), tapped_at)
    where = "on other processes" if setup.processes > 1 else "on the same process"
    if delays:
        worst = max(delays)
        print(f"   the change shown on the table's 4 phones {where}: median {statistics.median(delays):.1f} s, "
              f"max {worst:.1f} s (n={len(delays)} of {4 * len(tapped_at)}) "
              f"[target < {TARGET_SHOWN_S:.0f} s: {'OK' if worst < TARGET_SHOWN_S else 'MISSED'}]")
    else:
        print(f"   the change was never shown on the table's phones {where}: MISSED")
    held = replayed.ready - len(replayed.errors)
    print(f"   phones held: {held} of {len(pages)} (errors: {len(replayed.errors)}"
          + (f", first: {replayed.errors[0]}" if replayed.errors else "") + ")")
    tapper.context.close()
    replayed.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--processes", type=int, default=4, help="app processes behind nginx (default 4)")
    parser.add_argument("--phones", type=int, default=400, help="replayed phones behind nginx (default 400)")
    parser.add_argument("--single-phones", type=int, default=100, help="replayed phones on one process (default 100)")
    parser.add_argument("--seconds", type=float, default=30, help="idle measuring window (default 30 s)")
    parser.add_argument("--taps", type=int, default=15, help="timed taps per set-up (default 15)")
    parser.add_argument("--pause", type=float, default=2.0, help="seconds between two taps (default 2)")
    parser.add_argument("--seed", type=int, default=7, help="seed of the generated table (default 7)")
    parser.add_argument("--database-url", help="a database URL for every process (SANTA_MONICA_DATABASE_URL); "
                        "default: SQLite in a temporary folder")
    parser.add_argument("--skip-single", action="store_true", help="only the N processes behind nginx")
    args = parser.parse_args()
    logging.getLogger("streamlit").setLevel(logging.ERROR)
    if not browser_support.CHROMIUM.exists():
        sys.exit(browser_support.chromium_missing_warning())
    if club_support.nginx_missing():
        sys.exit("nginx is missing: install Debian's nginx (bash scripts/club.sh installs it)")
    from playwright.sync_api import sync_playwright

    print(machine_line())
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as playwright:
        folder = Path(tmp)
        env = {"SANTA_MONICA_DATA_DIR": str(folder / "data")}
        if args.database_url:
            env["SANTA_MONICA_DATABASE_URL"] = args.database_url
        else:
            env["SANTA_MONICA_DB"] = str(folder / "games.sqlite3")
        os.environ.update(env)
        (folder / "data").mkdir()
        database = "the given database URL" if args.database_url else "SQLite"
        games, card = make_tables(args.seed, max(args.phones, args.single_phones) // 4 + 1)
        browser = browser_support.launch_chromium(playwright)
        try:
            if not args.skip_single:
                print(f"1 app process on {database}, no nginx, {args.single_phones} replayed phones:")
                (folder / "single").mkdir()
                server = browser_support.AppServer(folder / "single", poll=True)
                server.db_path, server.data_dir = Path(env.get("SANTA_MONICA_DB", server.db_path)), folder / "data"
                server.start()
                try:
                    measure(Setup("1 process", server.port, [server._process.pid], None),
                            games, card, args.single_phones, args, browser)
                finally:
                    server.stop()
            print(f"{args.processes} app processes behind nginx on {database}, {args.phones} replayed phones:")
            (folder / "club").mkdir()
            club = club_support.Club(folder / "club", env, processes=args.processes)
            club.start()
            try:
                status = club.status()
                pids = [entry["pid"] for entry in status["processes"]] + [status["nginx_pid"]]
                routes = route_pools(club, max(1, args.phones // args.processes + 1))
                measure(Setup(f"{args.processes} processes", club.port, pids, routes), games, card, args.phones,
                        args, browser)
            finally:
                club.stop()
        finally:
            browser.close()
    print(f"load average at end {load_average()}")


if __name__ == "__main__":
    main()
