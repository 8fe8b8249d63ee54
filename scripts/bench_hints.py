"""Benchmark: time to compute every placement hint (``scorer.advice.hints.placement_hints``) at a 4-player table.

Seeded random virtual games over generated SAMPLE cards are played to a mid-game turn (about 7
cards per city) and to the last turn of the game (about 13); the player about to take a card is
given enough sand dollars to afford both of the game's sand dollar actions, so every front-row card
and every choice of both actions is searched. Each of the four pairs of actions (all 8 actions) and
all three objective tiles appear. Each state is timed over several runs; the median and the worst
median are printed with the number of hints and the machine. Target: well under 1 second.

Worst case: for each state it also counts the cities scored (distinct placements) and the CPU time
per request (``time.process_time``: the machine may be shared); the last lines print the worst
measured request and the ceiling the rules allow (``scorer.advice.hints``' docstring: fewer than 6,300
placements) times the slowest measured cost per scored city.

Usage: .venv/bin/python scripts/bench_hints.py [--runs 5] [--seed 40]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench_support import machine_line

from card_db.generated import generated_catalogue
from card_db.loader import load_builtin
from scorer.advice import hints as hints_module
from scorer.advice.hints import placement_hints
from scorer.engine import apply, legal_actions, new_game, random_setup
from scorer.engine.state import ROBOT, TurnStep, evolve, with_player

PLACEMENT_CEILING = 10 * 2 * 17 * 18 + 8 * 17
"""Placements one request can try at most (scorer.advice.hints' docstring)."""

ACTION_PAIRS = (
    ("two-from-front", "front-and-behind"),
    ("local-or-tourist-from-anywhere", "from-the-back"),
    ("business-nature-or-sports-from-anywhere", "front-and-two-swaps"),
    ("front-swap-and-return", "front-and-move-tourists"),
)
OBJECTIVES = ("blue", "green", "orange")


def take_step(seed: int, objective: str, actions: tuple[str, str], turn: int):
    """The first human take step at or after ``turn`` of a seeded random 4-player game (the last one
    if the game ends sooner), with the player made rich."""
    catalogue = generated_catalogue(seed, base=load_builtin())
    setup = random_setup(catalogue, ("P1", "P2", "P3", "P4"), seed, objective=objective)
    setup = setup.model_copy(update={"sand_dollar_actions": actions})
    state = new_game(setup, catalogue)
    rng = random.Random(seed)
    last = None
    while not state.finished:
        if isinstance(state.pending, TurnStep) and state.pending.seat != ROBOT:
            last = state
            if state.turn_number >= turn:
                break
        state = apply(state, rng.choice(legal_actions(state)))[0]
    state = last
    seat = state.current
    return with_player(state, seat, evolve(state.players[seat], sand_dollars=8))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="timed runs per state (default 5)")
    parser.add_argument("--seed", type=int, default=40, help="first seed (default 40)")
    args = parser.parse_args()
    print(machine_line())
    worst = 0.0
    worst_cpu, worst_cities, cost_per_city = 0.0, 0, 0.0
    scored = [0]
    # Counts the cities a request scores (bench only): totals-only scores of the candidates and the
    # explained reports (the city before the turn, the best placement of each take) alike.
    wrapped = {name: getattr(hints_module._CityScorer, name) for name in ("report_of", "total_of")
               if hasattr(hints_module._CityScorer, name)}

    def counting(method):
        def count(self, state):
            scored[0] += 1
            return method(self, state)
        return count

    for name, method in wrapped.items():
        setattr(hints_module._CityScorer, name, counting(method))
    for phase, turn in (("mid-game", 28), ("late", 99)):
        medians = []
        for n, actions in enumerate(ACTION_PAIRS):
            objective = OBJECTIVES[n % len(OBJECTIVES)]
            state = take_step(args.seed + n, objective, actions, turn)
            cities = [p.card_count for p in state.players]
            placement_hints(state, state.catalogue)  # warm-up
            times, cpu = [], []
            for _ in range(args.runs):
                scored[0] = 0
                start, cpu_start = time.perf_counter(), time.process_time()
                hints = placement_hints(state, state.catalogue)
                times.append(time.perf_counter() - start)
                cpu.append(time.process_time() - cpu_start)
            median = statistics.median(times)
            medians.append(median)
            cpu_median = statistics.median(cpu)
            worst_cpu, worst_cities = max((worst_cpu, worst_cities), (cpu_median, scored[0]))
            cost_per_city = max(cost_per_city, cpu_median / max(1, scored[0]))
            print(f"{phase:8} {objective:6} {' + '.join(actions):58} cards {cities}: {len(hints):2} hints, "
                  f"median {median * 1000:6.1f} ms (min {min(times) * 1000:.1f}, max {max(times) * 1000:.1f}), "
                  f"CPU {cpu_median * 1000:.0f} ms, {scored[0]} cities scored")
        worst = max(worst, max(medians))
    for name, method in wrapped.items():
        setattr(hints_module._CityScorer, name, method)
    print(f"worst median: {worst * 1000:.1f} ms (target: well under 1000 ms)")
    print(f"worst measured request: {worst_cpu * 1000:.0f} ms CPU, {worst_cities} cities scored")
    print(f"ceiling the rules allow: {PLACEMENT_CEILING:,} placements x {cost_per_city * 1000:.1f} ms (slowest "
          f"measured per city) = {PLACEMENT_CEILING * cost_per_city:.1f} s CPU")


if __name__ == "__main__":
    main()
