"""What the app's languages cost (issue 25): one rerun of a page in each language, and one word.

1. Server-side time of one rerun of a page (Home by default, ``--page Scorepad`` or ``City``) with the
   sample table open, in English, German, Spanish and Italian (``?lang=``), measured with Streamlit's
   AppTest in this process: the median of N reruns after warm-up, and its ratio to English (the
   languages run one after the other: compare figures taken at a steady load).
2. The cost of one ``say`` inside a run: a plain word, and a plural with a number (the phone's
   language is worked out once per run).

Usage: .venv/bin/python scripts/bench_language.py [--page Home] [--runs 15]
Everything happens in a temporary folder ($SANTA_MONICA_DB / $SANTA_MONICA_DATA_DIR point there).
"""

from __future__ import annotations

import argparse
import logging
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(ROOT / "scripts")]

PAGES = {"Home": None, "City": "pages/1_City.py", "Scorepad": "pages/2_Scorepad.py"}


def say_costs() -> str:
    """Microseconds per ``say`` inside a script run (AppTest runs a small script that times them)."""
    from streamlit.testing.v1 import AppTest

    def script():
        import time

        import streamlit as st

        from webapp.language import say

        n = 20_000
        start = time.perf_counter()
        for _ in range(n):
            say("home.keep")
        plain = time.perf_counter()
        for _ in range(n):
            say("count.cards", count=7)
        plural = time.perf_counter()
        st.text(f"{(plain - start) / n * 1e6:.1f} {(plural - plain) / n * 1e6:.1f}")

    at = AppTest.from_function(script, default_timeout=120)
    at.query_params["lang"] = "de"
    at.run()
    plain, plural = at.text[0].value.split()
    return f"say() in a run: {plain} us a plain word, {plural} us a plural with a number (German)"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--page", choices=sorted(PAGES), default="Home", help="the page to rerun (default Home)")
    parser.add_argument("--runs", type=int, default=15, help="timed reruns per language after warm-up (default 15)")
    args = parser.parse_args()
    logging.getLogger("streamlit").setLevel(logging.ERROR)

    from bench_support import cpu_model, load_average

    print(f"machine: {cpu_model()}, {os.cpu_count()} cores; load average at start {load_average()}")
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["SANTA_MONICA_DATA_DIR"] = str(Path(tmp) / "data")
        os.environ["SANTA_MONICA_DB"] = str(Path(tmp) / "games.sqlite3")

        from app_helpers import HOME, assert_clean
        from streamlit.testing.v1 import AppTest

        from card_db.loader import sample_game_bytes
        from lang import LANGUAGES
        from scorer.formats.gamefile import load_game_bytes
        from webapp.tables.store import GameStore, default_db_path

        game_id = GameStore(default_db_path()).create_game(load_game_bytes(sample_game_bytes(), "sample"))
        times: dict[str, list[float]] = {}
        for language in LANGUAGES:  # one after the other: see webapp.language on AppTests in two languages
            at = AppTest.from_file(str(HOME), default_timeout=120)
            at.query_params.update(game=game_id, lang=language)
            at.run()
            if PAGES[args.page]:
                at.switch_page(PAGES[args.page]).run()
            for _ in range(3):  # warm-up
                at.run()
            times[language] = []
            for _ in range(args.runs):
                start = time.perf_counter()
                at.run()
                times[language].append(time.perf_counter() - start)
            assert_clean(at)
        english = statistics.median(times["en"])
        for language in LANGUAGES:
            median = statistics.median(times[language])
            print(f"{args.page} rerun, sample table open, {language}: median {median * 1000:.0f} ms over "
                  f"{args.runs} runs (min {min(times[language]) * 1000:.0f}); {median / english:.2f} x English")
        print(say_costs())
    print(f"load average at end {load_average()}")


if __name__ == "__main__":
    main()
