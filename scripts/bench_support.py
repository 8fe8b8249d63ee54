"""What every benchmark script prints about the machine it ran on: the CPU model and the load.

The machines are shared, so a figure means little without the load it was measured at."""

from __future__ import annotations

import os
import platform
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


def start_browser_bench(browser_support) -> None:
    """Before a benchmark with real Chromium phones: Streamlit's log quiet, Chromium there (else exit
    with the reason), and the machine and its load printed first."""
    import logging
    import sys

    logging.getLogger("streamlit").setLevel(logging.ERROR)
    if not browser_support.CHROMIUM.exists():
        sys.exit(browser_support.chromium_missing_warning())
    print(f"machine: {cpu_model()}, {os.cpu_count()} cores; load average at start {load_average()}")
