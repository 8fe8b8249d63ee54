"""What the live-refresh watcher costs an idle app process on PostgreSQL: reading the stamps vs listening.

Usage: .venv/bin/python scripts/bench_listen.py --pg postgresql://USER@HOST:PORT/DB [--tables 25] [--pages 100]
       [--seconds 10] [--rounds 3]

Makes ``--tables`` tables in a schema of its own (dropped at the end), watches each from ``--pages`` / tables
pages (fake pages: the rerun is a recorder), and for each way of watching measures, over ``--seconds`` with
nothing changing: the CPU time of this process (the watcher thread; the main thread sleeps) and of the
PostgreSQL server processes serving its two connections (read from /proc, so the server must run on this
machine), per second and per idle page. Then one change per table, each from another connection: the time
until its page is asked to rerun (median, max). The ways: reading every watched stamp every 0.3 s (what the
watcher did before it listened), and listening with a safety read every 5 s (``live_watch.SAFETY_S``) and
every 1 s. Prints medians over ``--rounds`` rounds; on a loaded machine read the ratios, not the milliseconds.
"""

from __future__ import annotations

import argparse
import itertools
import os
import statistics
import sys
import time
import uuid
from pathlib import Path
from urllib.parse import quote

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sqlalchemy import create_engine, text
from sqlalchemy.pool import NullPool

from webapp.database import _postgresql_url, forget_engine
from webapp.tables import operations as tables
from webapp.tables.live_listen import Listener
from webapp.tables.live_refresh import GAME, VersionReader
from webapp.tables.live_watch import Watcher
from webapp.tables.store import GameStore

KINDS = {"games": GAME, "pad_games": "pad", "live_games": "live"}
_DOLLARS = itertools.count(1)


def backend_cpu(pids: list[int]) -> float:
    """CPU seconds (user + system) the server processes ``pids`` used so far."""
    tick = os.sysconf("SC_CLK_TCK")
    total = 0.0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += (int(fields[11]) + int(fields[12])) / tick
    return total


def backend_pid(engine_url: str, reader: VersionReader) -> int:
    with reader._lock, reader._conn.begin():  # the reader's own connection: which server process serves it
        return reader._conn.exec_driver_sql("SELECT pg_backend_pid()").scalar()


def one_round(url: str, game_ids: list[str], pages: int, seconds: float, way: str, store: GameStore) -> dict:
    reader = VersionReader(url)
    listener = None if way == "read 0.3 s" else Listener(url, KINDS)
    safety = {"read 0.3 s": 5.0, "listen, safety 5 s": 5.0, "listen, safety 1 s": 1.0}[way]
    asked: dict[str, float] = {}
    known: dict[str, set] = {game_id: {store.version(game_id)} for game_id in game_ids}

    def rerun(page, *, when_busy) -> str:
        asked.setdefault(page, time.monotonic())
        return "asked"

    watcher = Watcher(reader.versions, rerun, listener=listener, every=0.3, safety=safety)
    for number in range(pages):
        game_id = game_ids[number % len(game_ids)]
        watcher.watch(f"s{number}", (GAME, game_id), lambda version, game_id=game_id: version not in known[game_id],
                      f"s{number}:{game_id}")
    time.sleep(1.5)  # connected, first looks made
    pids = [backend_pid(url, reader)] + ([listener.backend_pid] if listener else [])
    cpu0, server0, wall0 = time.process_time(), backend_cpu(pids), time.monotonic()
    time.sleep(seconds)
    wall = time.monotonic() - wall0
    cpu, server = time.process_time() - cpu0, backend_cpu(pids) - server0
    delays = []
    for game_id in game_ids:
        dollars = next(_DOLLARS) % 90 + 1  # a new value each time (the same one again would be no change)
        store.update(game_id, lambda game, dollars=dollars: tables.set_sand_dollars(game, player="Eli",
                                                                                    sand_dollars=dollars))
        saved = time.monotonic()
        page = next(f"s{n}:{game_id}" for n in range(pages) if game_ids[n % len(game_ids)] == game_id)
        while page not in asked and time.monotonic() - saved < 5:
            time.sleep(0.005)
        delays.append(asked.get(page, float("inf")) - saved)
        known[game_id].add(store.version(game_id))
    for number in range(pages):
        watcher.drop(f"s{number}")
    time.sleep(0.5)
    if listener:
        listener.close()
    reader.close()
    return {"cpu": cpu / wall, "server": server / wall, "looks": watcher.looks, "delay": statistics.median(delays),
            "delay_max": max(delays)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pg", required=True)
    parser.add_argument("--tables", type=int, default=25)
    parser.add_argument("--pages", type=int, default=100)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    admin = create_engine(_postgresql_url(args.pg), poolclass=NullPool, isolation_level="AUTOCOMMIT")
    schema = "bench_" + uuid.uuid4().hex[:12]
    with admin.connect() as conn:
        conn.execute(text(f"CREATE SCHEMA {schema}"))
    url = f"{args.pg}{'&' if '?' in args.pg else '?'}options={quote(f'-csearch_path={schema}')}"
    try:
        store = GameStore(url)
        game = tables.new_table("orange", [("Dana", "sample-surf-club"), ("Eli", "sample-harbor-office")],
                                start_vips=[2, 1])
        game_ids = [store.create_game(game) for _ in range(args.tables)]
        ways = ("read 0.3 s", "listen, safety 5 s", "listen, safety 1 s")
        results = {way: [] for way in ways}
        for _ in range(args.rounds):
            for way in ways:  # interleaved: the machine's load falls on every way alike
                results[way].append(one_round(url, game_ids, args.pages, args.seconds, way, store))
        print(f"{args.pages} idle pages on {args.tables} tables, {args.seconds:.0f} s idle, medians of {args.rounds}")
        print(f"{'watcher':22} {'app ms/s':>9} {'per page':>9} {'server ms/s':>12} {'shown median':>13} {'max':>7}")
        for way in ways:
            cpu = statistics.median(r["cpu"] for r in results[way]) * 1000
            server = statistics.median(r["server"] for r in results[way]) * 1000
            delay = statistics.median(r["delay"] for r in results[way])
            delay_max = max(r["delay_max"] for r in results[way])
            print(f"{way:22} {cpu:9.3f} {cpu / args.pages:9.4f} {server:12.3f} {delay * 1000:11.0f} ms "
                  f"{delay_max * 1000:5.0f} ms")
    finally:
        forget_engine(url)
        with admin.connect() as conn:
            conn.execute(text(f"DROP SCHEMA {schema} CASCADE"))
        admin.dispose()


if __name__ == "__main__":
    main()
