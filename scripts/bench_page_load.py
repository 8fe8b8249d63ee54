"""What opening each page costs a phone's browser: the script it fetches and Chromium's CPU per visit.

Starts the app (``tests/browser_support.AppServer``) with the sample table, opens Debian's Chromium as the
tests' phones do (390 x 844, a profile on disk, so Streamlit's scripts come from its cache after the first
visit), visits each page once to warm the cache, then ``--visits`` more times, and prints per page: the
script fetched on the first visit (kB, and the largest files), and the median CPU of every Chromium
process and of the app per visit, read from ``/proc`` before and after each (a visit ends when its text
is shown and the app is idle, as in the tests). The machine is shared: compare medians taken side by
side (an older commit in a worktree against main), not against another day's.

Usage: .venv/bin/python scripts/bench_page_load.py [--visits 5]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "tests"), str(ROOT)]

import browser_support  # noqa: E402 - after the path
from bench_support import start_browser_bench  # noqa: E402
from browser_support import AppServer, launch_phone_profile, open_page  # noqa: E402

from card_db.loader import sample_game_bytes  # noqa: E402
from lang import text  # noqa: E402
from scorer.formats.gamefile import load_game_bytes  # noqa: E402
from webapp.tables.store import open_store  # noqa: E402

TICKS = os.sysconf("SC_CLK_TCK")
STATIC = Path(__import__("streamlit").__file__).parent / "static"
PAGES = (("Home", "", "home.title", True), ("City", "City", "city.add_card", True),
         ("Scorepad", "Scorepad", "scorepad.movement_help", True), ("Catalogue", "Catalogue", "catalogue.title", False),
         ("History", "History", "menu.history", False), ("Assistant", "Assistant", "assistant.start", False),
         ("Pad", "Pad", "pad.players", False))
"""(name, URL path, a text it shows, whether it is opened on the sample table)."""


def cpu_seconds(marker: bytes) -> float:
    """Summed CPU (user + system) of the running processes whose command line holds ``marker`` and of all
    their descendants (Chromium's renderers do not repeat the browser's command line)."""
    processes: dict[str, tuple[str, int, bool]] = {}  # pid -> (parent pid, CPU ticks, marked)
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as handle:
                marked = marker in handle.read()
            with open(f"/proc/{pid}/stat") as handle:
                fields = handle.read().rpartition(")")[2].split()
        except OSError:  # gone meanwhile
            continue
        processes[pid] = (fields[1], int(fields[11]) + int(fields[12]), marked)

    def counted(pid: str) -> bool:
        for _ in range(64):  # up the tree to a marked process; a cycle is impossible, a bound is cheap
            if pid not in processes:
                return False
            parent, _ticks, marked = processes[pid]
            if marked:
                return True
            pid = parent
        return False

    return sum(ticks for pid, (_parent, ticks, _marked) in processes.items() if counted(pid)) / TICKS


def script_kb(urls: list[str]) -> tuple[int, list[str]]:
    """The size of the Streamlit scripts among ``urls`` in kB, and the three largest as "name: kB"."""
    sizes = []
    for url in urls:
        if url.endswith(".js") and "/static/" in url:
            path = STATIC / "static" / url.split("/static/", 1)[1]
            if path.exists():
                sizes.append((path.stat().st_size // 1024, path.name))
    sizes.sort(reverse=True)
    return sum(size for size, _ in sizes), [f"{name}: {size}" for size, name in sizes[:3]]


def main() -> None:
    """Visit every page and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--visits", type=int, default=5, help="measured visits per page (after one warm-up)")
    args = parser.parse_args()
    start_browser_bench(browser_support)  # the machine line first; a clear exit without Chromium
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory(prefix="bench-page-load-") as folder:
        server = AppServer(Path(folder) / "app")
        server.start()
        try:
            game = open_store(server.db_path).create_game(load_game_bytes(sample_game_bytes(), "sample_game.json"))
            with sync_playwright() as playwright:
                phone = launch_phone_profile(playwright, Path(folder) / "profile")
                page = phone.new_page()
                marker = str(Path(folder) / "profile").encode()  # the phone's Chromium (its browser process)
                print(f"{'page':10} {'script kB':>9}  {'Chromium CPU s':>14} {'app CPU s':>9}  largest scripts (kB)")
                for name, path, key, on_table in PAGES:
                    url = server.page_url(path, game if on_table else None)
                    fetched: list[str] = []

                    def note(request, into=fetched) -> None:
                        into.append(request.url)

                    page.on("request", note)
                    open_page(page, url, text(key, "en"))  # the warm-up visit, whose scripts are counted
                    page.remove_listener("request", note)
                    browser_cpu, app_cpu = [], []
                    for _ in range(args.visits):
                        before = cpu_seconds(marker), cpu_seconds(b"streamlit")
                        open_page(page, url, text(key, "en"))
                        browser_cpu.append(cpu_seconds(marker) - before[0])
                        app_cpu.append(cpu_seconds(b"streamlit") - before[1])
                    kb, largest = script_kb(fetched)
                    print(f"{name:10} {kb:9d}  {statistics.median(browser_cpu):14.2f} "
                          f"{statistics.median(app_cpu):9.2f}  {', '.join(largest)}")
                phone.close()
        finally:
            server.close()
        print(f"median of {args.visits} visits each; load {os.getloadavg()[0]:.1f} (1 min)")


if __name__ == "__main__":
    main()
