"""What the benchmark scripts share: the machine line they print (CPU model and load), a timer and
a throwaway app data folder.

The machines are shared, so a figure means little without the load it was measured at."""

from __future__ import annotations

import os
import platform
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path


def cpu_model() -> str:
    """The CPU model name from /proc/cpuinfo, or what the platform module knows."""
    try:
        for line in Path("/proc/cpuinfo").read_text(encoding="utf-8").splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine() or "unknown"


def load_average() -> str:
    """The 1, 5 and 15 minute load averages ("unknown" where the system does not say)."""
    try:
        return ", ".join(f"{x:.2f}" for x in os.getloadavg())
    except (AttributeError, OSError):
        return "unknown"


def machine_line() -> str:
    """One line naming the machine (CPU model, cores, Python) and its load now."""
    return (f"machine: {cpu_model()}, {os.cpu_count()} cores, Python {platform.python_version()}; "
            f"load average {load_average()} (1, 5, 15 min)")


def timed_runs(step: Callable[[], object], runs: int, warmup: int = 0,
               check: Callable[[], object] | None = None) -> list[float]:
    """Wall-clock seconds of ``runs`` calls of ``step`` after ``warmup`` untimed ones; ``check``
    (when given) runs after each timed call, outside the time measured."""
    for _ in range(warmup):
        step()
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        step()
        times.append(time.perf_counter() - start)
        if check is not None:
            check()
    return times


@contextmanager
def temporary_app_data() -> Iterator[Path]:
    """A temporary folder for the app's data and games database: ``$SANTA_MONICA_DATA_DIR`` and
    ``$SANTA_MONICA_DB`` point into it (set before the app's modules are imported), so a benchmark
    never writes to the real store. Yields the folder."""
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["SANTA_MONICA_DATA_DIR"] = str(Path(tmp) / "data")
        os.environ["SANTA_MONICA_DB"] = str(Path(tmp) / "games.sqlite3")
        yield Path(tmp)


def start_browser_bench(browser_support) -> None:
    """Before a benchmark with real Chromium phones: Streamlit's log quiet, Chromium there (else exit
    with the reason), and the machine and its load printed first."""
    import logging
    import sys

    logging.getLogger("streamlit").setLevel(logging.ERROR)
    if not browser_support.CHROMIUM.exists():
        sys.exit(browser_support.chromium_missing_warning())
    print(machine_line())
