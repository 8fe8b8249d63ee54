"""Speed in each language (issue 25): one rerun of the History page (both tabs, statistics and chart of
the fixed five-game history of ``tests/history_helpers`` plus a finished score pad) and of the Score pad
page (a finished two-player pad), measured with Streamlit's AppTest in this process, in English, German,
Spanish and Italian. The languages rerun in turn, round after round; printed: each language's median of
N reruns after warm-up, and its ratio to English's (the words, numbers and dates come from the
catalogues and Babel in every language).

Usage: .venv/bin/python scripts/bench_history_lang.py [--runs 15]
Everything happens in a temporary folder ($SANTA_MONICA_DB / $SANTA_MONICA_DATA_DIR point there).
"""

from __future__ import annotations

import argparse
import logging
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from bench_support import machine_line, temporary_app_data, timed_runs  # noqa: E402

LANGUAGES = ("en", "de", "es", "it")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15, help="timed reruns after warm-up (default 15)")
    args = parser.parse_args()
    logging.getLogger("streamlit").setLevel(logging.ERROR)
    print(machine_line())

    with temporary_app_data():
        from app_helpers import HOME, store
        from history_helpers import store_history
        from streamlit.testing.v1 import AppTest

        from scorer.scoring.pad import score_pad
        from webapp.pad.operations import new_pad, set_value
        from webapp.pad.store import PadStore
        from webapp.tables.store import default_db_path

        store_history(store())
        pads = PadStore(default_db_path())
        pid = pads.create_pad(new_pad("blue", ["Ann", "Bob"], title="Pad night"))
        pads.update_pad(pid, lambda pad: set_value(set_value(pad, "Ann", "cards", 24), "Bob", "cards", 30))
        report = score_pad(pads.get_pad(pid).pad)
        pads.finish_pad(pid, {p.name: p.total for p in report.players}, report.winners)

        def page(path: str, language: str, **params: str) -> AppTest:
            at = AppTest.from_file(str(HOME), default_timeout=60)
            at.query_params["lang"] = language
            at.run()
            for name, value in params.items():
                at.query_params[name] = value
            at.switch_page(path).run()
            assert not at.exception, at.exception
            return at

        medians: dict[tuple[str, str], float] = {}
        for name, path, params in (("History", "pages/4_History.py", {}), ("Score pad", "pages/6_Pad.py", {"pad": pid})):
            apps = {language: page(path, language, **params) for language in LANGUAGES}
            times: dict[str, list[float]] = {language: [] for language in LANGUAGES}
            # One rerun of each language in turn, round after round: a change of the machine's load
            # (other processes share its cores) then weighs on every language alike.
            for _ in range(args.runs + 2):
                for language, at in apps.items():
                    times[language] += timed_runs(at.run, 1)
            for language in LANGUAGES:
                medians[name, language] = statistics.median(times[language][2:])  # the first two warm up
        for name in ("History", "Score pad"):
            english = medians[name, "en"]
            cells = ", ".join(f"{language} {medians[name, language] * 1000:.1f} ms "
                              f"({medians[name, language] / english:.2f}x)" for language in LANGUAGES)
            print(f"{name} rerun, median of {args.runs}: {cells}")


if __name__ == "__main__":
    main()
