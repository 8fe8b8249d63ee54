"""What one store operation costs, on SQLite and on PostgreSQL: medians over many runs, printed.

    .venv/bin/python scripts/bench_store.py [--pg URL] [--compare /work/main] [--runs 300]

Operations (``webapp.tables.store.GameStore``, as the pages call them):
- ``field save``: one City change (a sand dollar count) through ``update``: one write transaction that reads
  the table, applies the pure operation and writes it back;
- ``version read``: ``version(id)``, what a page reads to know whether another phone changed its table;
- ``watcher read``: ``VersionReader.versions`` of 25 tables, the live-refresh thread's one look;
- ``list_games``: History's list of 200 tables (summaries, no game JSON parsed).

PostgreSQL: ``--pg URL`` (else ``$SANTA_MONICA_TEST_PG_URL``, set by scripts/test.sh); the tables go in a
schema made for the run and dropped after it. ``--compare DIR`` runs the SQLite part again on the stores of
another checkout (main's, before this change) in a subprocess and prints after/before ratios: SQLite must not
be slower. Timings on a shared machine are noisy: medians, and ratios measured back to back.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from functools import partial
from pathlib import Path
from urllib.parse import quote

ROOT = Path(__file__).resolve().parent.parent
OPERATIONS = ("field save", "version read", "watcher read", "list_games")


def median_ms(call, runs: int) -> float:
    """The median wall time of ``call()`` in milliseconds, after a few warm-up calls."""
    for _ in range(5):
        call()
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        call()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def measure(where: str, runs: int) -> dict[str, float]:
    """Median milliseconds per operation on the store in ``where`` (a SQLite path or a database URL)."""
    sys.path.insert(0, os.getcwd())
    from webapp.tables import operations as tables
    from webapp.tables.store import GameStore

    store = GameStore(where)
    game = tables.new_table("orange", [("Dana", "sample-surf-club"), ("Eli", "sample-harbor-office"),
                                       ("Fay", "sample-lighthouse")], title="Bench")
    ids = [store.create_game(game) for _ in range(200)]
    counter = iter(range(10**9))

    def field_save() -> None:
        store.update(ids[0], partial(tables.set_sand_dollars, player="Eli", sand_dollars=next(counter) % 20))

    try:  # the watcher's reader: this checkout's, if it has one
        from webapp.tables.live_refresh import GAME, VersionReader
        reader = VersionReader(where)
        watcher = lambda: reader.versions(GAME, ids[:25])  # noqa: E731
    except ImportError:
        watcher = None
    found = {"field save": median_ms(field_save, runs),
             "version read": median_ms(lambda: store.version(ids[0]), runs),
             "list_games": median_ms(lambda: store.list_games(), max(20, runs // 10))}
    if watcher is not None:
        found["watcher read"] = median_ms(watcher, runs)
    return found


def postgresql_schema(url: str):
    """A URL whose tables go in a new schema, and the function that drops it."""
    from sqlalchemy import create_engine, text

    from webapp.database import _postgresql_url

    admin = create_engine(_postgresql_url(url), isolation_level="AUTOCOMMIT")
    schema = "bench_" + uuid.uuid4().hex[:12]
    with admin.connect() as conn:
        conn.execute(text(f"CREATE SCHEMA {schema}"))

    def drop() -> None:
        with admin.connect() as conn:
            conn.execute(text(f"DROP SCHEMA {schema} CASCADE"))
        admin.dispose()

    joiner = "&" if "?" in url else "?"
    return f"{url}{joiner}options={quote(f'-csearch_path={schema}')}", drop


def sqlite_in(checkout: Path, runs: int) -> dict[str, float]:
    """The SQLite figures of another checkout's stores, measured in a subprocess that imports them."""
    env = {**os.environ, "PYTHONPATH": str(checkout)}
    out = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--sqlite-json", "--runs", str(runs)],
                         cwd=checkout, env=env, check=True, capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def table(rows: dict[str, dict[str, float]]) -> str:
    names = list(rows)
    lines = ["operation        " + "".join(f"{name:>22}" for name in names)]
    for operation in OPERATIONS:
        cells = "".join(f"{rows[name][operation]:>19.3f} ms" if operation in rows[name] else f"{'-':>22}"
                        for name in names)
        lines.append(f"{operation:<17}{cells}")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pg", default=os.environ.get("SANTA_MONICA_TEST_PG_URL", ""))
    parser.add_argument("--compare", type=Path, help="another checkout whose SQLite stores to measure too")
    parser.add_argument("--runs", type=int, default=300)
    parser.add_argument("--sqlite-json", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        if args.sqlite_json:  # the subprocess of --compare: this checkout's SQLite figures as JSON
            print(json.dumps(measure(str(Path(folder) / "bench.sqlite3"), args.runs)))
            return
        rows = {"SQLite (this)": measure(str(Path(folder) / "bench.sqlite3"), args.runs)}
    if args.compare:
        rows["SQLite (" + args.compare.name + ")"] = sqlite_in(args.compare, args.runs)
    if args.pg:
        url, drop = postgresql_schema(args.pg)
        try:
            rows["PostgreSQL"] = measure(url, args.runs)
        finally:
            from webapp.database import forget_engine
            forget_engine(url)
            drop()
    else:
        print("No PostgreSQL figures: give --pg URL (or run with $SANTA_MONICA_TEST_PG_URL set).")
    print(f"Median per operation ({args.runs} runs; a shared machine: compare ratios, not absolute times)")
    print(table(rows))
    if args.compare:
        before = rows["SQLite (" + args.compare.name + ")"]
        after = rows["SQLite (this)"]
        print("SQLite this/" + args.compare.name + " (below 1: faster now): " + ", ".join(
            f"{op} {after[op] / before[op]:.2f}" for op in OPERATIONS if op in before and op in after))


if __name__ == "__main__":
    main()
