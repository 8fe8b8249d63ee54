"""Benchmark: time to the proven best final movement for the hardest realistic city we can build.

The city: 14 generated SAMPLE feature cards chosen to carry as many activity rings as possible
(typed, "any" and "any number" rings), a starting tile with 2 VIPs, and 20+ locals and tourists
spread over it, at a 4-player table (the other cities are generated games' cities, so the Blue
people ranking has real rivals). Several seeds and all three objective tiles are tried once; the
one that needs the most search nodes is then timed over several runs and the median is printed
with the machine it ran on. Target: under 1 second.

With ``--worst``, the worst case the input bounds allow instead: 15 feature cards (the most a game
ends with) of 4 rings each (the most a card shows, ``card_db.limits``), 4 rings on each starting
tile half, the box's 30 locals and 30 tourists spread over them and the tile's 2 VIPs, rings of
equal value so that bounds prune little. The search runs until its node budget
(``DEFAULT_NODE_LIMIT``) is spent; prints the nodes, whether the answer is proven, and the median
CPU time (``time.process_time``) per call.

Usage: .venv/bin/python scripts/bench_final_movement.py [--seeds 12] [--runs 7] [--worst]
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from card_db.catalogue import Catalogue
from card_db.generated import generated_catalogue
from card_db.limits import BOX_LOCALS, BOX_TOURISTS, MAX_CITY_VIPS, MAX_RINGS_PER_CARD
from card_db.models import FeatureCard, FootprintRule, Ring, StartingTile, TileHalf
from scorer.advice.final_movement import DEFAULT_NODE_LIMIT, best_final_movement
from scorer.generated import generated_finished_game
from scorer.model.game import Cell, FinishedGame, People, PlayerCity


def ring_city(seed: int, catalogue, locals_: int = 12, tourists: int = 11) -> PlayerCity:
    """14 ring-rich cards (7 beach, 7 street) around a 2-VIP tile, crowded with people."""
    rng = random.Random(seed)
    cards = sorted(catalogue.cards.values(), key=lambda c: c.id)
    rng.shuffle(cards)

    def pick(row: str) -> list:
        # Ring cards first, at least one "any number" ring among them when the deck has one.
        pool = sorted((c for c in cards if c.row == row and not c.is_end_of_beach), key=lambda c: -len(c.rings))
        chosen = pool[:7]
        any_number = [c for c in pool[7:] if any(r.kind == "any_number_ring" for r in c.rings)]
        if any_number and not any(r.kind == "any_number_ring" for c in chosen for r in c.rings):
            chosen[-1] = any_number[0]
        return chosen

    beach, street = pick("beach"), pick("street")
    tile = next(t for t in sorted(catalogue.starting_tiles.values(), key=lambda t: t.id) if t.vips == 2)
    squares = []
    for row, cards in (("beach", beach), ("street", street)):
        # Alternate sides so the city is 7 columns wide each way at most, like a real city.
        for i, card in enumerate(cards):
            column = (i // 2 + 1) * (1 if i % 2 == 0 else -1)
            squares.append((row, column, card.id))
    spaces = len(squares) + 2
    people = [[0, 0, 0] for _ in range(spaces)]
    for kind, count in ((0, locals_), (1, tourists)):
        for _ in range(count):
            people[rng.randrange(spaces)][kind] += 1
    for _ in range(tile.vips):
        people[rng.randrange(spaces)][2] += 1
    cells = tuple(Cell(row=r, column=c, card=i, people=People(locals=p[0], tourists=p[1], vips=p[2]),
                       footprint=rng.random() < 0.15)
                  for (r, c, i), p in zip(squares, people, strict=False))
    beach_half, street_half = people[-2], people[-1]
    return PlayerCity(name="Benchmark", starting_tile=tile.id, sand_dollars=3, cells=cells,
                      start_beach=People(locals=beach_half[0], tourists=beach_half[1], vips=beach_half[2]),
                      start_street=People(locals=street_half[0], tourists=street_half[1], vips=street_half[2]))


def table(seed: int, objective: str):
    catalogue = generated_catalogue(seed)
    city = ring_city(seed, catalogue)
    rivals = generated_finished_game(seed + 1000, players=4, cards_per_city=14, catalogue=catalogue).players[1:]
    # Rivals use other starting tiles; the benchmark city takes the 2-VIP tile.
    return FinishedGame(objective=objective, players=(city, *rivals)), catalogue


def describe_city(city: PlayerCity, catalogue) -> str:
    people = [city.start_beach, city.start_street] + [c.people for c in city.cells]
    rings = [r for c in city.cells for r in catalogue.card(c.card).rings]
    any_number = sum(1 for r in rings if r.kind == "any_number_ring")
    wild = sum(1 for r in rings if r.kind == "ring" and r.any)
    vip = sum(1 for r in rings if r.kind == "ring" and r.vips)
    kinds = (f"{len(rings) - any_number - wild} typed, {wild} with wild slots, {vip} with VIP slots, "
             f"{any_number} any-number")
    return (f"{len(city.cells)} cards, {len(rings)} rings ({kinds}), "
            f"{sum(p.locals for p in people)} locals, {sum(p.tourists for p in people)} tourists, "
            f"{sum(p.vips for p in people)} VIPs")


RINGS = (Ring(any=2, points=3), Ring(locals=1, tourists=1, points=3), Ring(any=3, points=4), Ring(tourists=2, points=3))


def worst_table(objective: str) -> tuple[FinishedGame, Catalogue]:
    """The biggest city the input bounds allow, every card and half with 4 rings of near-equal value."""
    rings = RINGS[:MAX_RINGS_PER_CARD]
    tile = StartingTile(id="worst-tile", name="Worst tile", vips=MAX_CITY_VIPS,
                        footprint=FootprintRule(wants=("wave",)),
                        beach=TileHalf(rings=rings), street=TileHalf(rings=rings), sample=True)
    columns = sorted((c for c in range(-4, 5) if c), key=lambda c: (abs(c), c))
    cards, cells = [], []
    left = [BOX_LOCALS, BOX_TOURISTS]
    for n in range(15):
        row, column = ("beach", "street")[n % 2], columns[n // 2]
        card = FeatureCard(id=f"worst-{n}", name=f"Worst {n}", row=row, tags=("wave",), scoring=rings, sample=True)
        take = [min(2, left[0]), min(2, left[1])]
        left = [a - b for a, b in zip(left, take, strict=True)]
        cards.append(card)
        cells.append(Cell(row=row, column=column, card=card.id, people=People(locals=take[0], tourists=take[1])))
    city = PlayerCity(name="Worst", starting_tile=tile.id, cells=tuple(cells),
                      start_beach=People(locals=left[0]), start_street=People(tourists=left[1], vips=MAX_CITY_VIPS))
    return FinishedGame(objective=objective, players=(city,), cards=tuple(cards), starting_tiles=(tile,)), Catalogue()


def report_worst(runs: int) -> None:
    print(f"Worst case the input bounds allow (node budget {DEFAULT_NODE_LIMIT:,}):")
    for objective in ("green", "orange", "blue"):
        game, catalogue = worst_table(objective)
        cpu_times, plan = [], None
        for _ in range(runs):
            start = time.process_time()
            plan = best_final_movement(game, 0, catalogue)
            cpu_times.append(time.process_time() - start)
        merged = catalogue.merged_with(game.cards, game.starting_tiles)
        print(f"  {objective}: {describe_city(game.players[0], merged)} (+ 8 on the tile); "
              f"nodes explored {plan.nodes_explored:,}, "
              f"proven optimal: {plan.proven_optimal}; median CPU {statistics.median(cpu_times):.2f} s "
              f"over {runs} runs")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=12, help="seeds to try when looking for the hardest city")
    parser.add_argument("--runs", type=int, default=7, help="timed runs of the hardest city")
    parser.add_argument("--worst", action="store_true", help="the worst case the input bounds allow")
    args = parser.parse_args()
    if args.worst:
        report_worst(args.runs)
        return

    hardest = None
    for seed in range(args.seeds):
        for objective in ("blue", "green", "orange"):
            game, catalogue = table(seed, objective)
            start = time.perf_counter()
            plan = best_final_movement(game, 0, catalogue)
            elapsed = time.perf_counter() - start
            if hardest is None or (plan.nodes_explored, elapsed) > (hardest[0], hardest[1]):
                hardest = (plan.nodes_explored, elapsed, seed, objective)
    _, _, seed, objective = hardest
    game, catalogue = table(seed, objective)
    times, cpu_times, plan = [], [], None
    for _ in range(args.runs):
        start, cpu_start = time.perf_counter(), time.process_time()
        plan = best_final_movement(game, 0, catalogue)
        times.append(time.perf_counter() - start)
        cpu_times.append(time.process_time() - cpu_start)
    median = statistics.median(times)
    print(f"city: seed {seed}, {objective} objective tile, 4 players; {describe_city(game.players[0], catalogue)}")
    print(f"proven optimal: {plan.proven_optimal}; nodes explored: {plan.nodes_explored}; "
          f"gain: {plan.gain} ({plan.points_before} -> {plan.points_after})")
    print(f"median time to the proven optimum over {args.runs} runs: {median * 1000:.0f} ms "
          f"(min {min(times) * 1000:.0f} ms, max {max(times) * 1000:.0f} ms); target < 1000 ms: "
          f"{'met' if median < 1 else 'NOT met'}")
    print(f"median CPU time of this process: {statistics.median(cpu_times) * 1000:.0f} ms "
          f"(wall time includes waiting for a shared CPU)")
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    print(f"machine: Python {platform.python_version()} ({platform.python_implementation()}), {cpu}, "
          f"{platform.system()} {platform.release()}")
    print(plan.describe())


if __name__ == "__main__":
    main()
