"""What a set of browser test modules costs (issue 25's language tests): wall time and app starts.

Runs ``pytest`` on the modules given (by default every ``tests/test_browser_*language*.py``) with
``-n 2 --dist loadgroup`` as ``scripts/test.sh`` does, in a temporary ``--basetemp`` of its own, then
prints the wall time, the load before and after (``os.getloadavg``: the machine is shared, compare runs
taken at a similar load), the tests' outcome line, and how many times the app was started: every start of
``streamlit run`` by ``tests/browser_support.AppServer`` writes "Uvicorn server started" once to its
folder's ``streamlit.log`` under the base temp, so the lines counted there are the starts.

Usage: .venv/bin/python scripts/bench_browser_tests.py [--workers 2] [tests/test_browser_x.py ...]
"""

from __future__ import annotations

import argparse
import glob
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STARTED = "Uvicorn server started"  # Streamlit's log line, once per start of the app


def app_starts(basetemp: Path) -> int:
    """How many times an app was started under ``basetemp`` (the start lines of every app log there)."""
    return sum(log.read_text(errors="replace").count(STARTED) for log in basetemp.rglob("streamlit.log"))


def main() -> None:
    """Run the modules once and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("modules", nargs="*", help="test modules (default: tests/test_browser_*language*.py)")
    parser.add_argument("--workers", type=int, default=2, help="pytest-xdist workers (scripts/test.sh: 2)")
    args = parser.parse_args()
    modules = args.modules or sorted(glob.glob(str(ROOT / "tests" / "test_browser_*language*.py")))
    with tempfile.TemporaryDirectory(prefix="bench-browser-tests-") as folder:
        basetemp = Path(folder) / "pytest"
        command = [sys.executable, "-m", "pytest", *modules, "-n", str(args.workers), "--dist", "loadgroup",
                   "-q", "-p", "no:cacheprovider", f"--basetemp={basetemp}"]
        load_before = os.getloadavg()
        started = time.monotonic()
        done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
        wall = time.monotonic() - started
        load_after = os.getloadavg()
        outcome = (done.stdout.strip().splitlines() or ["(no output)"])[-1]
        print(f"modules: {len(modules)}  workers: {args.workers}")
        print(f"load (1/5/15 min) before {load_before[0]:.1f}/{load_before[1]:.1f}/{load_before[2]:.1f}, "
              f"after {load_after[0]:.1f}/{load_after[1]:.1f}/{load_after[2]:.1f}")
        print(f"wall time: {wall:.1f} s   app starts: {app_starts(basetemp)}")
        print(f"pytest: {outcome}")
        if done.returncode not in (0, 1):
            print(done.stdout[-3000:], done.stderr[-3000:], sep="\n")
        sys.exit(done.returncode)


if __name__ == "__main__":
    main()
