"""Server-side rerun time of the Assistant page during a game, measured with Streamlit's AppTest.

A virtual game with generated SAMPLE cards is started through the page and played by clicking the
first legal choice until mid-game (``--actions`` actions, default 60: about 14 turns of a 4-player
game). Then the page is rerun: ``--warmup`` reruns first, then ``--runs`` timed ones, and the median
and p90 are printed. The time of a rerun that applies an action (a button click: validate, save,
replay the new tail, draw) is measured the same way over the following actions.

Usage: .venv/bin/python scripts/bench_assistant.py [--players 4] [--actions 60] [--runs 20] [--lang de]
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
sys.path[:0] = [str(ROOT)]

from bench_support import machine_line, temporary_app_data, timed_runs  # noqa: E402

PAGE = str(ROOT / "pages" / "5_Assistant.py")


def _check(at) -> None:
    if at.exception or at.error:
        sys.exit(f"the page failed: {[e.message for e in at.exception] or [e.value for e in at.error]}")


def _first_choice(at):
    """The first button answering the engine, or None when the game is over."""
    buttons = [b for b in at.button if b.key and b.key.startswith("act-")]
    return buttons[0] if buttons else None


def _stats(label: str, times: list[float]) -> None:
    ms = sorted(t * 1000 for t in times)
    p90 = ms[max(0, round(0.9 * len(ms)) - 1)]
    print(f"{label}: median {statistics.median(ms):.0f} ms, p90 {p90:.0f} ms, min {ms[0]:.0f} ms (n={len(ms)})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    parser.add_argument("--actions", type=int, default=60, help="actions played before measuring (default 60)")
    parser.add_argument("--warmup", type=int, default=3)
    parser.add_argument("--runs", type=int, default=20, help="timed reruns (default 20)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--lang", default=None, help="the page's ?lang= (en, de, es, it; default: none, English)")
    args = parser.parse_args()
    logging.getLogger("streamlit").setLevel(logging.ERROR)
    print(machine_line())

    with temporary_app_data():
        from streamlit.testing.v1 import AppTest

        from webapp.assistant.store import LiveStore, catalogue_from_snapshot, load_state
        from webapp.tables.store import default_db_path

        at = AppTest.from_file(PAGE, default_timeout=120)
        if args.lang:
            at.query_params["lang"] = args.lang
        at.run()
        at.segmented_control(key="as_count").set_value(str(args.players))
        at.number_input(key="as_seed").set_value(args.seed)
        at.run()
        at.button(key="as_start").click().run()
        _check(at)
        live_id = at.query_params["live"]
        live_id = live_id[0] if isinstance(live_id, list) else live_id
        for _ in range(args.actions):
            button = _first_choice(at)
            if button is None:
                sys.exit("the game ended before mid-game: lower --actions")
            button.click().run()
            _check(at)
        game = LiveStore(default_db_path()).get(live_id)
        state = load_state(game.setup, game.log, catalogue_from_snapshot(game.cards_json)).state
        print(f"{args.players} players, {len(game.log)} actions played, turn {state.turn_number + 1}, "
              f"cards per city {[p.card_count for p in state.players]}; pending: {type(state.pending).__name__}")

        _stats("rerun at mid-game (no action)", timed_runs(at.run, args.runs, args.warmup, lambda: _check(at)))

        clicks = []
        for _ in range(args.runs):
            button = _first_choice(at)
            if button is None:  # the game ended: measure what was played
                break
            start = time.perf_counter()
            button.click().run()
            clicks.append(time.perf_counter() - start)
            _check(at)
        _stats("rerun that applies an action (click)", clicks)


if __name__ == "__main__":
    main()
