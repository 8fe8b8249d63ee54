"""Two figures for the score-pad app (issue 3), measured with Streamlit's AppTest in this process.

1. Server-side time of one rerun of the Scorepad page for a full 4-player table (14 cards each,
   generated SAMPLE cards catalogued in a temporary user catalogue): the median of N reruns after
   warm-up. Target < 150 ms. The first (cold) rerun, which draws the city picture, is shown too.
2. Taps to enter a typical 14-card city whose cards are catalogued (the lower median of the four
   cities of the same generated game), counted while entering it through the City page's widgets
   (``tests/app_helpers.enter_city``). Target <= 45. Since the City page places a picked card at once
   at the next square of its row, a card costs its pick, plus one "Move it" tap only when the store
   shows it placed elsewhere than in the generated city; there is no separate slot tap any more.

For information, a rerun of the City page with that 14-card city, in each of the app's languages.

Usage: .venv/bin/python scripts/bench_app.py [--runs 15] [--seed 7]
Everything happens in a temporary folder ($SANTA_MONICA_DB / $SANTA_MONICA_DATA_DIR point there).
"""

from __future__ import annotations

import argparse
import logging
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from bench_support import machine_line, temporary_app_data, timed_runs  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15, help="timed reruns after warm-up (default 15)")
    parser.add_argument("--seed", type=int, default=7, help="seed of the generated game (default 7)")
    args = parser.parse_args()
    logging.getLogger("streamlit").setLevel(logging.ERROR)
    print(machine_line())

    with temporary_app_data():
        from app_helpers import CITY, SCOREPAD, assert_clean, enter_city, open_page

        from card_db.generated import generated_cards, generated_starting_tiles
        from card_db.loader import dump_catalogue_bytes
        from card_db.user_catalogue import UserCatalogue, load_catalogue
        from lang import LANGUAGES
        from scorer.generated import generated_finished_game
        from scorer.scoring.validation import validate_game
        from webapp.tables import operations as tables
        from webapp.tables.store import GameStore, default_db_path

        UserCatalogue().import_bytes(
            dump_catalogue_bytes(generated_cards(args.seed), generated_starting_tiles(args.seed)), "generated")
        catalogue = load_catalogue()
        game = generated_finished_game(args.seed, players=4, cards_per_city=14, catalogue=catalogue)
        problems = validate_game(game, catalogue)
        if problems:
            sys.exit(f"the generated game is not legal: {problems[0]}")
        store = GameStore(default_db_path())
        game_id = store.create_game(game)

        # --- 1. Scorepad rerun time -------------------------------------------------------------
        at = open_page(None, game_id)
        at.switch_page(SCOREPAD)
        start = time.perf_counter()
        at.run()
        cold = time.perf_counter() - start
        assert_clean(at)
        times = timed_runs(at.run, args.runs, warmup=3)
        assert_clean(at)
        median = statistics.median(times) * 1000
        print(f"Scorepad page, 4 players x 14 cards: median rerun {median:.0f} ms over {args.runs} runs "
              f"(min {min(times) * 1000:.0f}, max {max(times) * 1000:.0f}; first rerun {cold * 1000:.0f} ms) "
              f"target < 150 ms: {'OK' if median < 150 else 'MISSED'}")
        # AppTest builds a new ScriptCache for every run, so each run above also re-parses and compiles
        # the page; a live server keeps one cache (streamlit.runtime.Runtime) and skips this step.
        from streamlit.runtime.scriptrunner.script_cache import ScriptCache

        compile_times = timed_runs(lambda: ScriptCache().get_bytecode(str(ROOT / SCOREPAD)), 5)
        print(f"  of which re-compiling the page, which only AppTest repeats per run: "
              f"{statistics.median(compile_times) * 1000:.0f} ms")

        # For information: one rerun of the City page showing a 14-card city (what every tap costs), in
        # each language (issue 25: no slower than in English).
        for language in LANGUAGES:
            at = open_page(None, game_id)
            at.query_params["lang"] = language
            at.run()
            at.switch_page(CITY).run()
            city_times = timed_runs(at.run, args.runs, warmup=3)
            assert_clean(at)
            print(f"City page, 14-card city of a 4-player table, in {language}: median rerun "
                  f"{statistics.median(city_times) * 1000:.0f} ms (for information)")

        # --- 2. Taps to enter a 14-card city ------------------------------------------------------
        results = []
        for city in game.players:  # all four 14-card cities of the generated table
            blank = tables.new_table(game.objective, [(city.name, city.starting_tile)],
                                     start_vips=[catalogue.starting_tile(city.starting_tile).vips])
            city_game = store.create_game(blank)
            at = open_page(CITY, city_game)
            taps = enter_city(at, city_game, 0, city, catalogue)
            entered = store.get(city_game).game.players[0]
            assert sorted(entered.cells, key=lambda c: c.card) == sorted(city.cells, key=lambda c: c.card)
            results.append((sum(taps.values()), city, taps))
        results.sort(key=lambda r: r[0])
        typical = results[len(results) // 2 - 1]  # the lower median of four
        for total, city, _taps in results:
            people = sum(c.people.total for c in city.cells) + city.start_beach.total + city.start_street.total
            mark = "  <- typical (median)" if total == typical[0] and city is typical[1] else ""
            print(f"Taps to enter {city.name}'s {len(city.cells)}-card city ({people} people, "
                  f"{sum(c.footprint for c in city.cells)} footprints, {city.sand_dollars} sand dollars): "
                  f"{total}{mark}")
        total, city, taps = typical
        print(f"Typical 14-card city: {total} taps (target <= 45: {'OK' if total <= 45 else 'MISSED'}); "
              f"the busiest of the four: {results[-1][0]}")
        for kind, count in taps.items():
            print(f"  {count:3d}  {kind}")
        print("  (a pick is one interaction with the searchable card list: open it, type part of the name, "
              "tap the card; typing is not counted. The page places the card at once; \"move it\" is one tap "
              "where it went to another square than the city's. A number box costs one tap per +/- press, "
              "at most 2: tap the box, type the number, tap Done.)")


if __name__ == "__main__":
    main()
