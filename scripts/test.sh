#!/usr/bin/env bash
# Sets everything up (scripts/setup.sh) and runs the whole test suite, browser tests included.
# Extra arguments go to pytest; TEST_WORKERS=0 runs everything in one process. Exit code 5 (no tests collected) is reported as a failure.
# At the end: pytest's ten slowest modules (tests/suite_timing.py) and the wall time of the whole command.
# --record-durations writes this run's seconds per module to tests/module_durations.json (tests/dealing.py).
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)
bash scripts/setup.sh
set +e
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
exit "$code"
