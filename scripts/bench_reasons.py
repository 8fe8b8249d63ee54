"""Benchmark: what reading a score report's reasons costs, per language, and what scoring keeps in memory.

Scoring keeps each item's reason as what it says and words it only when the report is read
(``scorer.scoring.reasons``), so the wording's cost moved from ``score_game`` to ``report_to_text`` and the
Scorepad. This prints, for the sample game (3 players):

- ``report_to_text(report, language)``: the first read of a freshly scored report (every memo cleared, so
  no reason was worded before) and a read again (English is kept once worded; the other languages are
  worded at each read), CPU medians;
- with ``--memory N``: the memory scoring leaves behind in its bounded memos after N generated 4-player
  games never scored before, then after N more games each with an inline card (a catalogue of their own,
  as a game file with inline cards makes), measured with ``tracemalloc`` after a garbage collection.

Run from the project root: ``.venv/bin/python scripts/bench_reasons.py [--runs 30] [--memory 2000]``. Print
the load (``uptime``) with the figures; compare branches by ratios.
"""

from __future__ import annotations

import argparse
import gc
import os
import statistics
import sys
import time
import tracemalloc
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from card_db.catalogue import Catalogue  # noqa: E402
from card_db.generated import generated_catalogue  # noqa: E402
from card_db.loader import load_builtin  # noqa: E402
from scorer.formats.explain import report_to_text  # noqa: E402
from scorer.formats.gamefile import load_game  # noqa: E402
from scorer.generated import generated_finished_game  # noqa: E402
from scorer.scoring import abilities, rings  # noqa: E402
from scorer.scoring.table import score_game  # noqa: E402

LANGUAGES = ("en", "de", "es", "it")


def _clear_memos() -> None:
    """Every item memo of the scorer emptied, so the next score makes (and the next read words) anew."""
    for memo in (abilities._BY_AROUND, abilities._BY_GROUP, abilities._BY_NODE, abilities._FOOTPRINTS,
                 rings._OCCUPIED, rings._EMPTY_FILLS):
        memo.clear()


def _cpu_ms(work) -> float:
    start = time.process_time()
    work()
    return (time.process_time() - start) * 1000


def reading(runs: int) -> None:
    """The text scorepad's cost per language: first read of a fresh report, and a read again."""
    catalogue = load_builtin()
    game = load_game(ROOT / "card_db" / "samples" / "sample_game.json")
    for language in LANGUAGES:  # every template compiled once, as a running app has them
        report_to_text(score_game(game, catalogue), language)
    print(f"report_to_text of the sample game (3 players), CPU medians of {runs} runs:")
    for language in LANGUAGES:
        first, again, scoring = [], [], []
        for _ in range(runs):
            _clear_memos()
            scoring.append(_cpu_ms(lambda: score_game(game, catalogue)))
            report = score_game(game, catalogue)
            _clear_memos()
            report = score_game(game, catalogue)
            first.append(_cpu_ms(partial(report_to_text, report, language)))
            again.append(_cpu_ms(partial(report_to_text, report, language)))
        print(f"  {language}: first read {statistics.median(first):.3f} ms, again {statistics.median(again):.3f} ms"
              f" (scoring it, memos cleared: {statistics.median(scoring):.3f} ms)")


def _inline_game(seed: int, catalogue: Catalogue):
    """A generated game whose first card is also given inline: scoring it merges a catalogue of its own."""
    game = generated_finished_game(seed, players=4, cards_per_city=14, catalogue=catalogue)
    first = game.players[0].cells[0].card
    return game.model_copy(update={"cards": (catalogue.card(first),)})


def memory(games: int) -> None:
    """What scoring keeps after ``games`` unseen games, then after as many with inline cards."""
    catalogue = generated_catalogue(1)
    plain = [generated_finished_game(500_000 + i, players=4, cards_per_city=14, catalogue=catalogue)
             for i in range(games)]
    inline = [_inline_game(600_000 + i, catalogue) for i in range(games)]
    _clear_memos()
    gc.collect()
    tracemalloc.start()
    base = tracemalloc.get_traced_memory()[0]
    for game in plain:
        score_game(game, catalogue, check=False)
    gc.collect()
    after_plain = tracemalloc.get_traced_memory()[0]
    for game in inline:
        score_game(game, catalogue, check=False)
    gc.collect()
    after_inline = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    print(f"memory kept by scoring (tracemalloc, after gc): {(after_plain - base) / 2**20:.1f} MiB after {games} "
          f"unseen games, {(after_inline - base) / 2**20:.1f} MiB after {games} more with an inline card each")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=30, help="runs per language (default 30)")
    parser.add_argument("--memory", type=int, default=0, metavar="N", help="also the memory after N games")
    args = parser.parse_args()
    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())} before")
    reading(args.runs)
    if args.memory:
        memory(args.memory)
    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())} after")


if __name__ == "__main__":
    main()
