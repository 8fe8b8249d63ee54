"""Benchmark: time to score random legal 4-player finished games, and the worst cities the schema accepts.

Generates GAMES random legal finished games (4 players, 14 cards each, with people, rings and
footprints; ``scorer.generated`` over a generated SAMPLE deck), then times each call of
``score_game(check=False)`` (the explained report), ``score_totals`` (totals only, where the scorer
has it) and ``score_game(check=True)`` (validation first), one game per measurement, pinned to one
CPU core when the system allows it. Each is timed in CPU time (``time.process_time``: what the
scorer itself costs, whatever else the shared machine runs) and in wall time
(``time.perf_counter``), after one warm-up pass over every game (so each scorer finds the ring
memos, the catalogue's city nodes and holders, the city shapes' neighbours, and the items remembered per
card and neighbours or group, as a later score of the same games would: the City page's running total
after each tap, hints trying squares of one city; a first score of a game misses them). Prints the median, p90 and minimum per game, the
Python version, the CPU model and the load average before and after (a busy machine slows the
wall figures, and the CPU figures a little through shared caches). Target (issue 14): a median of
0.6 ms of CPU per 4-player game, explained report included.

Then the worst cases the schema allows (``card_db.limits``: rings of at most 6 people, at most 4
rings per card or tile half, at most the box's 30 locals, 30 tourists and 8 VIPs in a city): the
whole box on one card of 4 wild rings, on 2 wild + 2 mixed rings, on a starting tile with 4 rings
per half, spread over a city of 160 four-ring cards (every column the file format allows), a
4-player Blue table of such cards, and a valid 2-player game (no validation problem) with a user
card of 4 wild rings of 6. Each is scored REPEAT times, the ring memos (and the per-card facts,
``scorer.scoring.card_facts``, each catalogue's city nodes, each shape's neighbours) cleared before each run (the first score of a page is the one a
player waits for); prints the median CPU time (``time.process_time``) per game. Target: every case
under 50 ms.

Before the warm-up, the first score of each of the first COLD games (default 30) is timed in the
fresh process (``--cold 0``: not at all): a player's first look at a scorepad, the memos holding only
what the games before it left. After the warm figures, the first score of each of UNSEEN other games
(default 200, never scored before; ``--unseen 0``: not at all) is timed too: the app server's steady
state, where the catalogue's facts and the memos of city shapes are warm from the games before, and a
new game still meets its own cards, neighbourhoods and people for the first time.

Run: .venv/bin/python scripts/bench_scoring.py [--games 1000] [--seed 1] [--cold 30] [--unseen 200] [--worst-only]

Instructions (callgrind, deterministic whatever the load), per explained game: warm scores, first
scores in a fresh process (``--cold``), or first scores of unseen games after a warm-up over WARM
other games (``--unseen``, ``--warm 300`` by default):
  PYTHONHASHSEED=0 valgrind --tool=callgrind --instr-atstart=no --callgrind-out-file=/tmp/cg.%p \
      .venv/bin/python scripts/bench_scoring.py --callgrind 30 [--cold | --unseen]
then ("Collected" of that run - "Collected" of the same with --callgrind 0) / 30.
This is a script, not a test: the figures depend on the machine and what else runs on it.
"""

from __future__ import annotations

import argparse
import gc
import os
import platform
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from anywhere without installing

from bench_support import cpu_model, load_average

from card_db.catalogue import Catalogue
from card_db.generated import generated_catalogue
from card_db.limits import BOX_LOCALS, BOX_TOURISTS, BOX_VIPS, MAX_RING_SIZE, MAX_RINGS_PER_CARD
from card_db.loader import load_builtin
from card_db.models import FeatureCard, FootprintRule, Ring, StartingTile, TileHalf
from scorer.generated import generated_finished_game
from scorer.model.game import Cell, FinishedGame, People, PlayerCity
from scorer.scoring.rings import plan_fills, space_options
from scorer.scoring.table import score_game
from scorer.scoring.validation import validate_game

TARGET_CPU_MS = 0.6
WORST_TARGET_MS = 50.0
REPEAT = 7


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


def time_each(score, games, catalogue) -> tuple[list[float], list[float]]:
    """(CPU, wall) milliseconds per ``score(game, catalogue)`` call, one game at a time."""
    cpu, wall = [], []
    for game in games:
        start_cpu, start_wall = time.process_time(), time.perf_counter()
        score(game, catalogue)
        wall.append((time.perf_counter() - start_wall) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
    return cpu, wall


def scorers() -> list[tuple[str, object]]:
    """(label, score(game, catalogue)) for each entry point timed; totals-only where it exists."""
    found: list[tuple[str, object]] = [
        ("score_game(check=False)", lambda g, c: score_game(g, c, check=False)),
    ]
    try:
        from scorer.scoring.table import score_totals
    except ImportError:  # an older scorer (the benchmark also runs on older checkouts to compare)
        pass
    else:
        found.append(("score_totals          ", score_totals))
    found.append(("score_game(check=True) ", lambda g, c: score_game(g, c, check=True)))
    return found


def report_cold(games, catalogue, other) -> None:
    """Times the first score of each game in this process (``score_game(check=False)``), before any
    warm-up: what the memos hold then comes only from the games scored before it (``other`` first, so
    that imports and first calls are not in the figure). Prints the median and mean CPU time."""
    score_game(other, catalogue, check=False)
    cpu = []
    for game in games:
        start = time.process_time()
        score_game(game, catalogue, check=False)
        cpu.append((time.process_time() - start) * 1000)
    print(f"first scores (each game's first, {len(games)} games, fresh process): CPU median "
          f"{statistics.median(cpu):.3f} ms, mean {statistics.fmean(cpu):.3f} ms per game")


def report_unseen(games, catalogue, warmed: int) -> None:
    """Times the first score of each of ``games`` (``score_game(check=False)``), none of them scored
    before in this process, after ``warmed`` other games were: the steady state of an app server,
    whose catalogue facts and city-shape memos are warm while a new game's items are not. Prints the
    median and mean CPU time, then the same games scored again (warm) for comparison."""
    def explained(game, catalogue):
        return score_game(game, catalogue, check=False)

    first = time_each(explained, games, catalogue)[0]
    again = time_each(explained, games, catalogue)[0]
    print(f"first scores of unseen games ({len(games)} games never scored, after {warmed} others): CPU median "
          f"{statistics.median(first):.3f} ms, mean {statistics.fmean(first):.3f} ms per game; the same games "
          f"again: median {statistics.median(again):.3f} ms")


def report_random(games, catalogue) -> float:
    """Times every scorer over ``games``; prints the figures; returns the explained report's CPU median."""
    explained = 0.0
    for label, score in scorers():
        cpu, wall = time_each(score, games, catalogue)
        median = statistics.median(cpu)
        if label.startswith("score_game(check=False)"):
            explained = median
        print(f"{label}: CPU median {median:.3f} ms, p90 {percentile(cpu, 0.9):.3f} ms, "
              f"min {min(cpu):.3f} ms; wall median {statistics.median(wall):.3f} ms per game")
    return explained


# --- the worst cases the schema accepts ------------------------------------------------------------

BOX = People(locals=BOX_LOCALS, tourists=BOX_TOURISTS, vips=BOX_VIPS)
WILD = [Ring(any=MAX_RING_SIZE, points=p) for p in range(1, MAX_RINGS_PER_CARD + 1)]
MIXED = [Ring(any=MAX_RING_SIZE, points=1), Ring(any=MAX_RING_SIZE, points=2),
         Ring(locals=2, tourists=2, vips=1, any=1, points=5), Ring(locals=1, tourists=1, vips=1, any=3, points=4)]
TILE = StartingTile(id="worst-tile", name="Worst tile", vips=2, footprint=FootprintRule(wants=("local",)), sample=True)


def _card(card_id: str, rings, row: str = "beach") -> FeatureCard:
    return FeatureCard(id=card_id, name=card_id, row=row, tags=("wave",), scoring=tuple(rings), sample=True)


def _game(cities: list[PlayerCity], cards, objective: str = "green", tiles=(TILE,)) -> FinishedGame:
    return FinishedGame(objective=objective, players=tuple(cities), cards=tuple(cards), starting_tiles=tuple(tiles))


def _one_card(rings, objective: str = "green") -> FinishedGame:
    card = _card("worst", rings)
    city = PlayerCity(name="A", starting_tile=TILE.id, cells=(Cell(row="beach", column=1, card=card.id, people=BOX),))
    return _game([city], [card], objective)


def _ringed_tile() -> FinishedGame:
    tile = TILE.model_copy(update={"id": "ringed-tile", "beach": TileHalf(rings=tuple(MIXED)),
                                   "street": TileHalf(rings=tuple(WILD))})
    city = PlayerCity(name="A", starting_tile=tile.id, start_beach=People(locals=15, tourists=15, vips=4),
                      start_street=People(locals=15, tourists=15, vips=4))
    return _game([city], [], "orange", tiles=(tile,))


def _wide_city(per_card: tuple[int, int, int] = (2, 2, 1)) -> tuple[PlayerCity, list[FeatureCard]]:
    """Every column the format allows (-40..40) in both rows, 4 rings per card, the box spread over
    them ``per_card`` at a time (``(0, 0, 0)``: one person per card, locals, then tourists, then VIPs)."""
    cells, cards = [], []
    people = [0, 0, 0]
    box = (BOX_LOCALS, BOX_TOURISTS, BOX_VIPS)
    for column in [c for c in range(-40, 41) if c]:
        for row in ("beach", "street"):
            card = _card(f"{row}-{column}", MIXED if column % 2 else WILD, row)
            if any(per_card):
                take = [min(n, room - had) for n, room, had in zip(per_card, box, people, strict=True)]
            else:
                kind = next((k for k in range(3) if people[k] < box[k]), None)
                take = [int(k == kind) for k in range(3)]
            people = [p + t for p, t in zip(people, take, strict=True)]
            cells.append(Cell(row=row, column=column, card=card.id, people=People(locals=take[0], tourists=take[1],
                                                                                   vips=take[2])))
            cards.append(card)
    return PlayerCity(name="A", starting_tile=TILE.id, cells=tuple(cells)), cards


def _blue_table() -> FinishedGame:
    """4 players, each with the whole box on a 4-ring card (the schema accepts each city; validation
    would report the table's supply, but the City page scores without it)."""
    cities, cards, tiles = [], [], []
    for seat in range(4):
        tile = TILE.model_copy(update={"id": f"tile-{seat}"})
        card = _card(f"worst-{seat}", MIXED if seat % 2 else WILD)
        cities.append(PlayerCity(name=f"P{seat + 1}", starting_tile=tile.id,
                                 cells=(Cell(row="beach", column=1, card=card.id, people=BOX),)))
        cards.append(card)
        tiles.append(tile)
    return _game(cities, cards, "blue", tiles)


def _valid_two_player_game(catalogue: Catalogue) -> FinishedGame:
    """A legal 2-player game (validate_game finds nothing) whose people all stand on one user card of
    4 wild rings of 6: the Scorepad scores it on every rerun."""
    card = _card("user-wild", WILD)
    tiles = sorted(catalogue.starting_tiles.values(), key=lambda t: -t.vips)[:2]
    ann = PlayerCity(name="Ann", starting_tile=tiles[0].id,
                     cells=(Cell(row="beach", column=1, card=card.id,
                                 people=People(locals=BOX_LOCALS, tourists=BOX_TOURISTS, vips=tiles[0].vips)),))
    bob = PlayerCity(name="Bob", starting_tile=tiles[1].id, start_street=People(vips=tiles[1].vips))
    return _game([ann, bob], [card], "orange", tiles=())


def worst_cases(catalogue: Catalogue) -> list[tuple[str, FinishedGame]]:
    """The worst games the schema accepts, as (label, game)."""
    wide, wide_cards = _wide_city()
    spread, spread_cards = _wide_city((0, 0, 0))
    cases = [
        ("whole box on 1 card of 4 wild rings of 6 (Green)", _one_card(WILD, "green")),
        ("whole box on 1 card of 4 wild rings of 6 (Orange)", _one_card(WILD, "orange")),
        ("whole box on 1 card of 2 wild + 2 mixed rings (Blue)", _one_card(MIXED, "blue")),
        ("whole box on a starting tile with 4 rings per half (Orange)", _ringed_tile()),
        ("whole box over 160 four-ring cards, columns -40..40 (Green)", _game([wide], wide_cards, "green")),
        ("whole box, 1 person per card, 160 four-ring cards (Orange)", _game([spread], spread_cards, "orange")),
        ("whole box, 1 person per card, 160 four-ring cards (Blue)", _game([spread], spread_cards, "blue")),
        ("4-player Blue table, whole box on a 4-ring card in each city", _blue_table()),
    ]
    game = _valid_two_player_game(catalogue)
    problems = validate_game(game, catalogue)
    label = f"valid 2-player game, user card of 4 wild rings of 6 ({len(problems)} validation problems)"
    cases.append((label, game))
    return cases


def per_card_memos() -> list:
    """The scorer's per-card memos (facts, ring specs and labels, each catalogue's resolved cards
    and city nodes, ring fills, footprint wants, items per node, per card and neighbours and per card and
    group, wave lines per Wave groups, fills, ring records and choices per holder, column-pairs runs per
    shape), where the scorer has them: a first score derives them too."""
    try:
        from scorer.scoring import rings
        from scorer.scoring.card_facts import card_facts, tile_facts
    except ImportError:  # an older scorer (the benchmark also runs on older checkouts to compare)
        return []
    memos = [card_facts, tile_facts, rings._specs_of, getattr(rings, "_words_of", None) or rings._label_of]
    try:  # memos added by later speed work: per catalogue, per ring option, per footprint rule
        from scorer.scoring import abilities
        from scorer.scoring import card_facts as facts_module
        memos += [facts_module.catalogue_cards, rings._fills_of, abilities._wants_of]
    except (ImportError, AttributeError):
        pass
    try:  # each catalogue's city nodes, each ringed space's options, each city shape's neighbours (issue 14)
        from scorer.scoring import city
        memos += [city._placed, rings._options_of, city._LAYOUTS]
    except (ImportError, AttributeError):
        pass
    try:  # items remembered per node, empty ring fills per shared holder (issue 14, second round)
        memos += [abilities._BY_NODE, rings._EMPTY_FILLS]
        memos.append(rings._EMPTY_CHOICES)  # the second round's name of rings._CHOICES
    except (NameError, AttributeError):
        pass
    try:  # adjacency items per card and neighbours, choices per shared holder (issue 14, third round)
        from scorer.scoring import objectives
        memos += [abilities._BY_AROUND, abilities._BY_GROUP, rings._CHOICES, rings._OCCUPIED, city._PAIRS,
                  objectives._WAVES]
    except (NameError, AttributeError):
        pass
    try:  # footprint items per node and rule, the shapes' scan steps (issue 14, fourth round)
        memos += [abilities._FOOTPRINTS, city._STEPS]
    except (NameError, AttributeError):
        pass
    return memos


def per_rings_caches() -> list:
    """The scorer's caches per printed rings (``rings._ring_table``, issue 14, fourth round), where it has them."""
    from scorer.scoring import rings

    return [cached for cached in (getattr(rings, "_ring_table", None),) if cached is not None]


def time_worst(game: FinishedGame, catalogue: Catalogue, *, check: bool = False) -> float:
    """Median CPU milliseconds to score ``game``, the ring and per-card memos cleared before each run."""
    timings = []
    for _ in range(REPEAT):
        space_options.cache_clear()
        plan_fills.cache_clear()
        for cached in per_rings_caches():
            cached.cache_clear()
        for memo in per_card_memos():
            memo.clear()
        start = time.process_time()
        score_game(game, catalogue, check=check)
        timings.append((time.process_time() - start) * 1000)
    return statistics.median(timings)


def report_worst(catalogue: Catalogue) -> None:
    print(f"Worst cases the schema accepts (median CPU time of {REPEAT} runs, ring and card memos cleared each run):")
    worst = 0.0
    for label, game in worst_cases(catalogue):
        check = label.startswith("valid")
        ms = time_worst(game, catalogue, check=check)
        worst = max(worst, ms)
        print(f"  {label}{' [check=True]' if check else ''}: {ms:.1f} ms")
    verdict = "meets" if worst < WORST_TARGET_MS else "MISSES"
    print(f"  worst: {worst:.1f} ms; {verdict} the target: every city the schema accepts under "
          f"{WORST_TARGET_MS:.0f} ms")


def callgrind_count(games, catalogue, *, cold: bool, others=()) -> None:
    """Scores ``games`` once each (``score_game(check=False)``) with callgrind's instrumentation on
    around them only (``callgrind_control -i on/off``), after a warm-up over the same games (``cold``:
    after the ``others`` only, for the first scores: one other game for a fresh process, or many for
    unseen games in a warm one). For a count of instructions that no load changes: run under
    ``valgrind --tool=callgrind --instr-atstart=no`` and read its "Collected"; the same run with
    ``--callgrind 0`` gives what the two switches cost on their own."""
    import subprocess

    for game in others:  # imports and first calls (and, for unseen games, the warm memos) outside the count
        score_game(game, catalogue, check=False)
    if not cold:
        for _ in range(2):
            for game in games:
                score_game(game, catalogue, check=False)
    # A full collection first: the process's occasional full collection (every object of the process,
    # the generated games included) would otherwise fall inside the count or not by chance, moving it
    # by a million instructions a game; the scorer's own young collections stay in it.
    gc.collect()
    pid = str(os.getpid())
    subprocess.run(["callgrind_control", "-i", "on", pid], check=True, capture_output=True)
    time.sleep(0.5)  # the switch is read by valgrind between blocks; nothing runs meanwhile
    for game in games:
        score_game(game, catalogue, check=False)
    subprocess.run(["callgrind_control", "-i", "off", pid], check=True, capture_output=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="how many random games (default 1000)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the generated deck and games")
    parser.add_argument("--worst-only", action="store_true", help="only the worst cases the schema accepts")
    parser.add_argument("--cold", type=int, default=30, help="games whose first score is timed (default 30)")
    parser.add_argument("--unseen", type=int, nargs="?", const=200, default=200, help="unseen games whose first score is timed after the "
                        "warm figures (default 200)")
    parser.add_argument("--callgrind", type=int, metavar="N", help="only score the first N games between callgrind "
                        "switches, after a warm-up over them (see callgrind_count); with --cold, their first scores "
                        "in a fresh process; with --unseen, their first scores after --warm other games")
    parser.add_argument("--warm", type=int, default=300, help="with --callgrind N --unseen: how many other games are "
                        "scored first (default 300)")
    args = parser.parse_args()

    pinned = pin_to_one_core()
    if args.worst_only:
        print(f"Python {platform.python_version()} ({platform.python_implementation()}), CPU: {cpu_model()}, {pinned}, "
              f"load average {load_average()}")
        report_worst(load_builtin())
        return 0
    # Generated deck only: the built-in sample deck would add a second end-of-beach card, and a city
    # with two of them breaks ruling 14. The built-in objective tiles and actions are kept.
    builtin = load_builtin()
    base = Catalogue(objectives=builtin.objectives, sand_dollar_actions=builtin.sand_dollar_actions)
    catalogue = generated_catalogue(args.seed, base=base)
    if args.callgrind is not None:
        games = [generated_finished_game(args.seed * 100_000 + i, players=4, cards_per_city=14, catalogue=catalogue)
                 for i in range(args.callgrind)]
        unseen = "--unseen" in sys.argv
        cold = unseen or "--cold" in sys.argv
        others = []
        if cold:  # a fresh process: one other game first; unseen games: --warm others first
            others = [generated_finished_game(args.seed * 100_000 - 1 - i, players=4, cards_per_city=14,
                                              catalogue=catalogue) for i in range(args.warm if unseen else 1)]
        callgrind_count(games, catalogue, cold=cold, others=others)
        return 0
    build = time.perf_counter()
    games = [generated_finished_game(args.seed * 100_000 + i, players=4, cards_per_city=14, catalogue=catalogue)
             for i in range(args.games)]
    build_s = time.perf_counter() - build
    print(f"Python {platform.python_version()} ({platform.python_implementation()}), CPU: {cpu_model()}, {pinned}")
    print(f"{len(games)} random legal 4-player games, 14 cards each (generated in {build_s:.1f} s); "
          f"load average {load_average()} before")
    if args.cold:
        other = generated_finished_game(args.seed * 100_000 - 1, players=4, cards_per_city=14, catalogue=catalogue)
        report_cold(games[:args.cold], catalogue, other)
    for game in games:  # warm-up: imports, first-call costs, and the ring memos each scorer below shares
        score_game(game, catalogue, check=True)
    median = report_random(games, catalogue)
    verdict = "meets" if median <= TARGET_CPU_MS else "MISSES"
    print(f"  {verdict} the target: a CPU median of {TARGET_CPU_MS} ms per 4-player game, explained report "
          f"included; load average {load_average()} after")
    if args.unseen:  # never scored: seeds below the benchmark's games (as the cold figure's other game)
        unseen = [generated_finished_game(args.seed * 100_000 - 2 - i, players=4, cards_per_city=14,
                                          catalogue=catalogue) for i in range(args.unseen)]
        report_unseen(unseen, catalogue, len(games))
    report_worst(builtin)
    return 0


if __name__ == "__main__":
    sys.exit(main())
