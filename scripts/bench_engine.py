"""Benchmark: random legal 4-player games per second through the rules engine, on one core.

Each game: a virtual setup drawn with ``random_setup`` over 78 generated SAMPLE cards and 6 sample
starting tiles (plus the 8 printed sand dollar actions), then random choices among
``legal_actions`` until the game is over (final movement included). Every action goes through
``apply`` (which validates any action that is not one ``legal_actions`` just listed for that very
state). Scoring is not included. Several timed runs; the median games per second of this
process's CPU time (``time.process_time``, fair when other work shares the machine) is printed
with the wall-clock median, the machine (cores, CPU model) and its load average before and after.
Target >= 150 (issue 14).

This is a script, not a test: the figures depend on the machine and what else runs on it.

Usage: .venv/bin/python scripts/bench_engine.py [--games 40] [--runs 7] [--players 4]
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench_support import cpu_model, load_average  # noqa: E402
from card_db.catalogue import Catalogue  # noqa: E402
from card_db.generated import generated_catalogue  # noqa: E402
from card_db.loader import load_builtin  # noqa: E402
from scorer.engine import apply, is_terminal, legal_actions, new_game, random_setup  # noqa: E402


TARGET = 150


def catalogue_for(seed: int) -> Catalogue:
    """Generated sample cards and tiles with the printed sand dollar actions and objectives."""
    builtin = load_builtin()
    generated = generated_catalogue(seed)
    return Catalogue(cards=generated.cards, starting_tiles=generated.starting_tiles,
                     objectives=builtin.objectives, sand_dollar_actions=builtin.sand_dollar_actions)


def play(catalogue: Catalogue, players: int, seed: int) -> int:
    """One random legal game; returns the number of actions."""
    rng = random.Random(seed)
    names = tuple(f"P{n + 1}" for n in range(players)) if players > 1 else ("Solo",)
    state = new_game(random_setup(catalogue, names, seed), catalogue)
    while not is_terminal(state):
        state, _ = apply(state, rng.choice(legal_actions(state)))
    return len(state.log)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="games per timed run (default 40)")
    parser.add_argument("--runs", type=int, default=7, help="timed runs (default 7)")
    parser.add_argument("--players", type=int, default=4, help="players per game, 1 = solo (default 4)")
    args = parser.parse_args()
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    print(f"machine: nproc {cores}, {cpu_model()}, Python {platform.python_version()}; "
          f"load average {load_average()} (1, 5, 15 min)")
    catalogue = catalogue_for(1)
    play(catalogue, args.players, 0)  # warm-up
    rates, wall_rates, actions = [], [], 0
    for run in range(args.runs):
        start, cpu = time.perf_counter(), time.process_time()
        for game in range(args.games):
            actions += play(catalogue, args.players, run * 1000 + game)
        elapsed, used = time.perf_counter() - start, time.process_time() - cpu
        rates.append(args.games / used)
        wall_rates.append(args.games / elapsed)
        print(f"run {run + 1}: {args.games} games in {used:.2f} s of CPU ({elapsed:.2f} s wall) "
              f"= {rates[-1]:.1f} games per CPU second")
    per_game = actions / (args.games * args.runs)
    print(f"load average after: {load_average()}")
    # CPU time of this one process: a fair "one core" figure even when other work shares the machine.
    print(f"median: {statistics.median(rates):.1f} random legal {args.players}-player games per CPU second "
          f"(wall clock {statistics.median(wall_rates):.1f}/s; {per_game:.0f} actions per game; "
          f"target >= {TARGET})")


if __name__ == "__main__":
    main()
