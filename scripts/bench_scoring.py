"""Benchmark: time to score random legal 4-player finished games, with and without validation.

Generates GAMES random legal finished games (4 players, 14 cards each, with people, rings and
footprints; ``scorer.generated`` over a generated SAMPLE deck), then times each call of
``score_game(check=False)`` and, separately, ``score_game(check=True)`` (validation first) with
``time.perf_counter``, one game per measurement, pinned to one CPU core when the system allows it.
Prints the median, p90 and minimum per game, the Python version and the CPU model.
Target: median under 2 ms per 4-player game (without validation).

Run: .venv/bin/python scripts/bench_scoring.py [--games 1000] [--seed 1]
This is a script, not a test: the figures depend on the machine and what else runs on it.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from anywhere without installing

from card_db.catalogue import Catalogue  # noqa: E402
from card_db.generated import generated_catalogue  # noqa: E402
from card_db.loader import load_builtin  # noqa: E402
from scorer.generated import generated_finished_game  # noqa: E402
from scorer.scoring.table import score_game  # noqa: E402

TARGET_MS = 2.0


def cpu_model() -> str:
    """The CPU model name from /proc/cpuinfo, or what the platform module knows."""
    try:
        for line in Path("/proc/cpuinfo").read_text(encoding="utf-8").splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine() or "unknown"


def pin_to_one_core() -> str:
    """Run on a single core so that the timings are one core's, not a scheduler's average."""
    if not hasattr(os, "sched_setaffinity"):
        return "not pinned (no sched_setaffinity here)"
    core = min(os.sched_getaffinity(0))
    os.sched_setaffinity(0, {core})
    return f"pinned to core {core}"


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def time_each(games, catalogue, *, check: bool) -> list[float]:
    """Milliseconds per ``score_game`` call, one game at a time."""
    timings = []
    for game in games:
        start = time.perf_counter()
        score_game(game, catalogue, check=check)
        timings.append((time.perf_counter() - start) * 1000)
    return timings


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="how many random games (default 1000)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the generated deck and games")
    args = parser.parse_args()

    pinned = pin_to_one_core()
    # Generated deck only: the built-in sample deck would add a second end-of-beach card, and a city
    # with two of them breaks ruling 14. The built-in objective tiles and actions are kept.
    builtin = load_builtin()
    base = Catalogue(objectives=builtin.objectives, sand_dollar_actions=builtin.sand_dollar_actions)
    catalogue = generated_catalogue(args.seed, base=base)
    build = time.perf_counter()
    games = [generated_finished_game(args.seed * 100_000 + i, players=4, cards_per_city=14, catalogue=catalogue)
             for i in range(args.games)]
    build_s = time.perf_counter() - build
    for game in games[:3]:  # warm-up: imports, caches, first-call costs
        score_game(game, catalogue, check=True)

    print(f"Python {platform.python_version()} ({platform.python_implementation()}), CPU: {cpu_model()}, {pinned}")
    print(f"{len(games)} random legal 4-player games, 14 cards each (generated in {build_s:.1f} s)")
    for label, check in (("score_game(check=False)", False), ("score_game(check=True) ", True)):
        timings = time_each(games, catalogue, check=check)
        median = statistics.median(timings)
        print(f"{label}: median {median:.3f} ms, p90 {percentile(timings, 0.9):.3f} ms, "
              f"min {min(timings):.3f} ms per game")
        if not check:
            verdict = "meets" if median < TARGET_MS else "MISSES"
            print(f"  {verdict} the target: median under {TARGET_MS} ms per 4-player game")
    return 0


if __name__ == "__main__":
    sys.exit(main())
