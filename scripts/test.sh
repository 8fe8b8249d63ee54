#!/usr/bin/env bash
# Sets everything up (scripts/setup.sh) and runs the whole test suite, browser tests included.
# Extra arguments go to pytest; TEST_WORKERS=0 runs everything in one process. Exit code 5 (no tests collected) is reported as a failure.
# Lint (ruff) and types (mypy) run first, configured in pyproject.toml (docs/architecture.md, "Checks"): each
# prints its clean result, and a finding fails the run; pytest runs all the same, so one run shows everything.
# At the end: pytest's ten slowest modules (tests/suite_timing.py) and the wall time of the whole command.
# --record-durations writes this run's seconds per module to tests/module_durations.json (tests/dealing.py).
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)
bash scripts/setup.sh

# A throwaway PostgreSQL server for the store tests' [postgresql] cases (tests/database_fixtures.py): run
# as the postgres user (initdb refuses root) in a temporary folder, on a spare loopback port, its socket in
# that folder; stopped and removed by the trap at the end, even when the tests fail. Without the server
# package (scripts/setup.sh installs it as root) those cases skip, or fail under CI=true.
pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | tail -1 || true)
if [ -z "${SANTA_MONICA_TEST_PG_URL:-}" ] && [ -n "$pg_bin" ] && [ -x "$pg_bin/initdb" ]; then
  pg_dir=$(mktemp -d)
  stop_postgresql() {
    if [ -f "$pg_dir/pg/postmaster.pid" ]; then
      as_postgres "$pg_bin/pg_ctl" -D "$pg_dir/pg" -m immediate -w stop >/dev/null 2>&1 || true
    fi
    rm -rf "$pg_dir"
  }
  trap stop_postgresql EXIT
  if [ "$(id -u)" = "0" ]; then
    chmod 755 "$pg_dir"; mkdir "$pg_dir/pg"; chown postgres "$pg_dir/pg"
    as_postgres() { (cd / && runuser -u postgres -- "$@"); }  # from /: the postgres user may not enter the checkout
  else
    mkdir "$pg_dir/pg"
    as_postgres() { "$@"; }
  fi
  pg_port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  as_postgres "$pg_bin/initdb" -N -D "$pg_dir/pg" -A trust -U postgres >"$pg_dir/initdb.log" 2>&1 ||
    { cat "$pg_dir/initdb.log" >&2; echo "initdb failed: the PostgreSQL store tests cannot run" >&2; exit 1; }
  # fsync off: a throwaway server whose data is dropped at the end needs no crash safety, and saves the disk.
  as_postgres "$pg_bin/pg_ctl" -D "$pg_dir/pg" -l "$pg_dir/pg/log" -w \
    -o "-k $pg_dir/pg -p $pg_port -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off" start >/dev/null ||
    { cat "$pg_dir/pg/log" >&2; echo "the test PostgreSQL server did not start" >&2; exit 1; }
  "$pg_bin/createdb" -h 127.0.0.1 -p "$pg_port" -U postgres santa_test
  export SANTA_MONICA_TEST_PG_URL="postgresql://postgres@127.0.0.1:$pg_port/santa_test"
  echo "PostgreSQL for the store tests: $SANTA_MONICA_TEST_PG_URL"
fi

# Bytecode is written, whatever the shell says (PYTHONDONTWRITEBYTECODE, as on these machines): else every run's
# two pytest workers compiled the project's modules and rewrote the asserts of every test module again, collection
# 7-9 s of CPU a worker instead of 5 (docs/benchmarks.md, tenth session). A clean clone's first run still pays
# it, in both workers at once. Into Python's own __pycache__ folders, which git ignores; the app servers the
# browser tests start already write theirs (tests/browser_support.py).
unset PYTHONDONTWRITEBYTECODE

set +e
checks=0
# mypy's cache lives outside the checkout, as uv's and pip's do: a clean clone on a machine that ran the suite
# before checks in about a second instead of 15 s (mypy takes a cached module only when its source's hash and
# the options match, whatever the checkout's folder). MYPY_CACHE_DIR set by the caller wins.
export MYPY_CACHE_DIR="${MYPY_CACHE_DIR:-${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/santa-monica/mypy}"
echo "ruff check:"
.venv/bin/ruff check || checks=1
echo "mypy:"
.venv/bin/mypy || checks=1
# Two workers (the machine has two cores); each browser test module (or chunk of a long one) runs in one
# of them, the longest work first by the recorded durations (tests/conftest.py, tests/dealing.py).
.venv/bin/python -m pytest -n "${TEST_WORKERS:-2}" --dist loadgroup "$@"
code=$?
set -e
elapsed=$(( $(date +%s) - started ))
echo "suite wall time: $((elapsed / 60)) min $((elapsed % 60)) s (set-up and tests; load $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown))"
if [ "$code" = "5" ]; then
  echo "pytest collected no tests: that is a failure for this project" >&2
  exit 1
fi
if [ "$checks" != "0" ] && [ "$code" = "0" ]; then
  echo "ruff or mypy found problems (above, before the tests): the run fails" >&2
  exit 1
fi
exit "$code"
