"""What finding a card by its words costs (issue 25): the search every search box runs on each rerun.

A full box (78 generated cards, seed 1) plus the 24 samples, searched in each language the way a player
types: every prefix of the box's placeholder example ("R", "Ri", ..., "Ring 2 Touristen"), one search
each. Printed per language, in microseconds:
- the first search, which works out each card's words in that language (once per card and language),
- the median search afterwards (the words kept: what every later rerun pays),
- what a search would cost if the words were worked out each time (the cache emptied before each).

Usage: .venv/bin/python scripts/bench_card_search.py [--runs 30]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "scripts")]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=30, help="times each prefix is searched (default 30)")
    args = parser.parse_args()

    from bench_support import machine_line

    from card_db.generated import generated_cards
    from card_db.loader import load_builtin
    from lang import LANGUAGES, text
    from webapp.cards.search import _words, search

    cards = [*generated_cards(1), *load_builtin().cards.values()]
    print(machine_line())
    print(f"{len(cards)} cards; {args.runs} runs of every prefix of each language's example words")
    print(f"{'language':<9}{'example':<20}{'first (us)':>12}{'kept (us)':>11}{'not kept (us)':>15}{'found':>7}")
    for language in LANGUAGES:
        words = text("city.card_box_placeholder", language)
        prefixes = [words[:n] for n in range(1, len(words) + 1)]
        _words.cache_clear()
        start = time.perf_counter()
        search(cards, prefixes[0], language)
        first = time.perf_counter() - start
        kept = []
        for _ in range(args.runs):
            for prefix in prefixes:
                start = time.perf_counter()
                search(cards, prefix, language)
                kept.append(time.perf_counter() - start)
        cold = []
        for prefix in prefixes[:: max(1, len(prefixes) // 4)]:
            _words.cache_clear()
            start = time.perf_counter()
            search(cards, prefix, language)
            cold.append(time.perf_counter() - start)
        found = len(search(cards, words, language))
        print(f"{language:<9}{words:<20}{first * 1e6:>12.0f}{statistics.median(kept) * 1e6:>11.1f}"
              f"{statistics.median(cold) * 1e6:>15.0f}{found:>7}")


if __name__ == "__main__":
    main()
