#!/usr/bin/env bash
# Sets everything up (scripts/setup.sh) and runs the whole test suite, browser tests included.
# Extra arguments go to pytest; TEST_WORKERS=0 runs everything in one process. Exit code 5 (no tests collected) is reported as a failure.
# Lint (ruff) and types (mypy) run first, configured in pyproject.toml (docs/architecture.md, "Checks"): each
# prints its clean result, and a finding fails the run; pytest runs all the same, so one run shows everything.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
set +e
checks=0
echo "ruff check:"
.venv/bin/ruff check || checks=1
echo "mypy:"
.venv/bin/mypy || checks=1
# Two workers (the machine has two cores); each browser test module runs in one of them, the modules
# dealt over both (tests/conftest.py).
.venv/bin/python -m pytest -n "${TEST_WORKERS:-2}" --dist loadgroup "$@"
code=$?
set -e
if [ "$code" = "5" ]; then
  echo "pytest collected no tests: that is a failure for this project" >&2
  exit 1
fi
if [ "$checks" != "0" ] && [ "$code" = "0" ]; then
  echo "ruff or mypy found problems (above, before the tests): the run fails" >&2
  exit 1
fi
exit "$code"
