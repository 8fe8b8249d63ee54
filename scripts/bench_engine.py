"""Benchmark: random legal 4-player games per second through the rules engine, on one core.

Each game: a virtual setup drawn with ``random_setup`` over 78 generated SAMPLE cards and 6 sample
starting tiles (plus the 8 printed sand dollar actions), then random choices among
``legal_actions`` until the game is over (final movement included). Every action goes through
``apply`` (which validates any action that is not one ``legal_actions`` just listed for that very
state). Scoring is not included. Several timed runs; the median games per second of this
process's CPU time (``time.process_time``, fair when other work shares the machine) is printed
with the wall-clock median, the machine (cores, CPU model) and its load average before and after.
Target >= 150 (issue 14).

Side by side (the machine is shared, so a ratio measured in the same minutes says more than a
figure): ``--before DIR`` runs this script ``--pairs`` times on DIR's engine (a checkout of an
earlier commit, e.g. ``git worktree add /tmp/before 66da839``) and on this one, alternating, each
in its own process, and prints both medians and their ratio. ``--profile N`` plays the games once
under cProfile and prints the N functions with the most time of their own.

``--instructions N`` counts instead of timing: the CPU instructions per game of N games (after
10 warm-up games), through valgrind's cachegrind, as the difference of a run with N games and one
with none (so imports and set-up cancel out), with ``PYTHONHASHSEED=0`` and byte-compiled sources:
the same count at every run, whatever else the machine is doing. With ``--before DIR`` it counts
both engines and prints the ratio. It needs ``valgrind`` and takes about a minute.

This is a script, not a test: the figures depend on the machine and what else runs on it.

Usage: .venv/bin/python scripts/bench_engine.py [--games 40] [--runs 7] [--players 4]
       [--before DIR [--pairs 5]] [--profile N] [--instructions N] [--engine DIR]
"""

from __future__ import annotations

import argparse
import cProfile
import os
import platform
import pstats
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from bench_support import cpu_model, load_average  # noqa: E402

TARGET = 150


def use_engine(root: Path) -> None:
    """Import the library (``card_db``, ``scorer``) from ``root``: this checkout or an earlier one."""
    sys.path.insert(0, str(root))
    global Catalogue, generated_catalogue, load_builtin, apply, is_terminal, legal_actions, new_game, random_setup
    from card_db.catalogue import Catalogue
    from card_db.generated import generated_catalogue
    from card_db.loader import load_builtin
    from scorer.engine import apply, is_terminal, legal_actions, new_game, random_setup


def catalogue_for(seed: int):
    """Generated sample cards and tiles with the printed sand dollar actions and objectives."""
    builtin = load_builtin()
    generated = generated_catalogue(seed)
    return Catalogue(cards=generated.cards, starting_tiles=generated.starting_tiles,
                     objectives=builtin.objectives, sand_dollar_actions=builtin.sand_dollar_actions)


def play(catalogue, players: int, seed: int) -> int:
    """One random legal game; returns the number of actions."""
    rng = random.Random(seed)
    names = tuple(f"P{n + 1}" for n in range(players)) if players > 1 else ("Solo",)
    state = new_game(random_setup(catalogue, names, seed), catalogue)
    while not is_terminal(state):
        state, _ = apply(state, rng.choice(legal_actions(state)))
    return len(state.log)


def side_by_side(before: Path, args: argparse.Namespace) -> None:
    """``--pairs`` alternating runs of this script on ``before``'s engine and on this one; both medians."""
    common = ["--games", str(args.games), "--runs", str(args.runs), "--players", str(args.players)]
    medians: dict[str, list[float]] = {"before": [], "this": []}
    print(f"side by side: {args.pairs} pairs, before = {before}; load average {load_average()} (1, 5, 15 min)")
    for pair in range(args.pairs):
        for side, extra in (("before", ["--engine", str(before)]), ("this", [])):
            out = subprocess.run([sys.executable, __file__, *common, *extra], check=True,
                                 capture_output=True, text=True).stdout
            line = next(x for x in out.splitlines() if x.startswith("median: "))
            medians[side].append(float(line.split()[1]))
            print(f"pair {pair + 1} {side:6}: {line}")
        print(f"pair {pair + 1}: x{medians['this'][-1] / medians['before'][-1]:.3f}")
    b, t = statistics.median(medians["before"]), statistics.median(medians["this"])
    print(f"load average after: {load_average()}")
    print(f"median of the {args.pairs} medians: before {b:.1f}, this {t:.1f} games per CPU second: x{t / b:.3f}")


def instructions(root: Path, games: int, players: int) -> int:
    """CPU instructions per game of ``root``'s engine: ``games`` games counted under cachegrind."""
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(root / "scorer"), str(root / "card_db")],
                   check=True, capture_output=True)
    env = {**os.environ, "PYTHONHASHSEED": "0"}

    def count(n: int) -> int:
        run = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
                              sys.executable, __file__, "--engine", str(root), "--players", str(players),
                              "--play-only", str(n)], check=True, capture_output=True, text=True, env=env)
        line = next(x for x in run.stderr.splitlines() if "I   refs:" in x or "I refs:" in x)
        return int(line.split(":")[1].replace(",", ""))

    return (count(games) - count(0)) // games


def profile(catalogue, args: argparse.Namespace, top: int) -> None:
    """The games of one run under cProfile: the ``top`` functions by time of their own."""
    profiler = cProfile.Profile()
    profiler.enable()
    for game in range(args.games * args.runs):
        play(catalogue, args.players, game)
    profiler.disable()
    pstats.Stats(profiler).sort_stats("tottime").print_stats(top)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="games per timed run (default 40)")
    parser.add_argument("--runs", type=int, default=7, help="timed runs (default 7)")
    parser.add_argument("--players", type=int, default=4, help="players per game, 1 = solo (default 4)")
    parser.add_argument("--engine", type=Path, default=HERE.parent, help="the checkout whose engine to time")
    parser.add_argument("--before", type=Path, help="time this checkout's engine side by side with DIR's")
    parser.add_argument("--pairs", type=int, default=5, help="alternating pairs with --before (default 5)")
    parser.add_argument("--profile", type=int, metavar="N", help="profile instead; print the top N functions")
    parser.add_argument("--instructions", type=int, metavar="N",
                        help="count CPU instructions per game over N games instead (needs valgrind)")
    parser.add_argument("--play-only", type=int, metavar="N", help=argparse.SUPPRESS)  # under --instructions
    args = parser.parse_args()
    if args.play_only is not None:
        use_engine(args.engine)
        catalogue = catalogue_for(1)
        for game in range(10):  # warm-up: the engine's remembered answers fill as in a timed run
            play(catalogue, args.players, 10_000 + game)
        for game in range(args.play_only):
            play(catalogue, args.players, game)
        return
    if args.instructions:
        print(f"machine: {cpu_model()}, Python {platform.python_version()}; instructions do not depend on the load")
        this = instructions(args.engine, args.instructions, args.players)
        print(f"this: {this:,} instructions per random legal {args.players}-player game ({args.instructions} games)")
        if args.before:
            before = instructions(args.before, args.instructions, args.players)
            print(f"before ({args.before}): {before:,} instructions per game: this needs x{this / before:.3f}, "
                  f"{before / this:.3f} times fewer")
        return
    if args.before:
        side_by_side(args.before, args)
        return
    use_engine(args.engine)
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    print(f"machine: nproc {cores}, {cpu_model()}, Python {platform.python_version()}; "
          f"load average {load_average()} (1, 5, 15 min)")
    catalogue = catalogue_for(1)
    play(catalogue, args.players, 0)  # warm-up
    if args.profile:
        profile(catalogue, args, args.profile)
        return
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
