"""What idle phones cost the app's server, and how fast a tap is with 100 of them (issue 21, live refresh).

Every open game page must show another phone's change within 3 s (``webapp.tables.live_refresh``): one server
thread reads the store's versions of every open table every 0.3 s and reruns the pages of a changed
table (``webapp.tables.live_watch``); an older copy of the app (``--root``), or one whose Streamlit lacks the
internals it uses, has each page ask the server every 3 s instead (a "tick", a fragment's timer). Four
figures, each printed with the load it was measured at:

1. Real phones: ``--real`` Debian Chromium pages at 390 x 844, each idle on the Scorepad of a table of
   its own (4 players, 14 generated cards each, as ``scripts/bench_tap_browser.py``). The app process's
   CPU time (user + system, /proc) over ``--seconds``: per phone per second, and per tick.
2. A tap alone: a real phone on the City page of the first table taps a Locals "+" and "-" in turn,
   ``--taps`` taps, one every ``--pause`` seconds, with no other phone connected; tap to screen as
   ``scripts/bench_tap_browser.py`` times it (median, p90). The machine's own load, for comparison with 4.
3. Replayed phones: ``--phones`` phones on ``--phones / 4`` tables, four on each table's Scorepad,
   replayed over Streamlit's websocket (``/_stcore/stream``) as the browser speaks it: a BackMsg
   ``rerun_script`` that opens the page with ``?game=ID``, then the page's messages as the server
   sends them; where the page has a tick (the server's ``auto_rerun`` message names its interval),
   the tick the browser sends (``rerun_script`` with that fragment id, ``is_auto_rerun``). The same
   CPU figure. A replayed tick carries no widget values, where a real Scorepad's carries the one or
   two it holds: compare 1 and 3 for what that changes.
4. Taps under load: the taps of 2 again while the replayed phones are connected. The four replayed
   phones on the tapped table are rerun by the server after each change (or find it at their next
   tick) and redraw their whole Scorepad, as at a real table.

``--root DIR`` serves another copy of the app (``git archive`` of an older commit into DIR) for a
before/after comparison. The load generator runs in this process and shares the machine's cores.

Usage: .venv/bin/python scripts/bench_idle_phones.py [--real 6] [--phones 100] [--seconds 60] [--taps 20]
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(ROOT / "scripts")]

import browser_support  # noqa: E402  (tests/: the app server, Chromium and Streamlit's rerun cycle)
from bench_support import cpu_model, load_average  # noqa: E402
from bench_tap_browser import city_tap, cpu_ms, make_game, phone, summary, timed_tap  # noqa: E402

TARGET_IDLE_MS_PER_S = 3.0  # per idle phone: 100 phones under a third of a core
TARGET_TAP_P90_MS = 300.0


class ReplayedPhones:
    """Phones replayed over Streamlit's websocket, each on one page of one table, in a thread of their own."""

    def __init__(self, port: int, pages: list[tuple[str, str]], cookies: list[str] | None = None):
        """``pages``: (URL path of the page, game id) per phone; ``cookies``: a Cookie header per phone
        (behind nginx, its route: ``scripts/bench_club.py``), else none."""
        self.url = f"ws://127.0.0.1:{port}/_stcore/stream"
        self.page_url = f"http://127.0.0.1:{port}/"
        self.pages = pages
        self.cookies = cookies
        self.ready = 0  # phones whose first whole-page run finished (their tick is known)
        self.ticks = 0  # ticks sent
        self.page_runs = 0  # whole-page runs finished after the first one (another phone's change)
        self.redrawn_at: dict[int, list[float]] = {n: [] for n in range(len(pages))}  # phone -> when (monotonic)
        self.errors: list[str] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=lambda: asyncio.run(self._all()), daemon=True)

    def start(self) -> None:
        """Connect every phone (a few per second, as people arrive) and keep them ticking."""
        self._thread.start()

    def wait_ready(self, timeout: float) -> None:
        """Wait until every phone has drawn its page once; raises with what went wrong otherwise."""
        deadline = time.monotonic() + timeout
        while self.ready < len(self.pages):
            if self.errors or time.monotonic() > deadline:
                raise RuntimeError(f"{self.ready} of {len(self.pages)} replayed phones ready; errors: "
                                   f"{self.errors[:3]}")
            time.sleep(0.5)

    def stop(self) -> None:
        """Close every phone's socket."""
        self._stop.set()
        self._thread.join(timeout=30)

    async def _all(self) -> None:
        tasks = []
        for number, (page, game_id) in enumerate(self.pages):
            tasks.append(asyncio.create_task(self._phone(number, page, game_id)))
            await asyncio.sleep(0.05 if number % 4 else 0.3)
        await asyncio.gather(*tasks)

    def _rerun(self, page: str, game_id: str, page_hash: str = "", fragment_id: str = "") -> bytes:
        from streamlit.proto.BackMsg_pb2 import BackMsg

        message = BackMsg()
        request = message.rerun_script
        request.query_string = f"game={game_id}"
        if page_hash:
            request.page_script_hash = page_hash
        else:
            request.page_name = page
        if fragment_id:
            request.fragment_id = fragment_id
            request.is_auto_rerun = True
        request.context_info.timezone = "UTC"
        request.context_info.locale = "en-US"
        request.context_info.url = f"{self.page_url}{page}?game={game_id}"
        return message.SerializeToString()

    async def _phone(self, number: int, page: str, game_id: str) -> None:
        import websockets
        from streamlit.proto.ForwardMsg_pb2 import ForwardMsg

        fragment = page_hash = ""
        interval, next_tick, drawn = 0.0, 0.0, False
        try:
            headers = {"Cookie": self.cookies[number]} if self.cookies else None
            async with websockets.connect(self.url, subprotocols=["streamlit"], max_size=None,
                                          open_timeout=120, ping_interval=None, additional_headers=headers) as socket:
                await socket.send(self._rerun(page, game_id))
                while not self._stop.is_set():
                    wait = max(0.05, next_tick - time.monotonic()) if fragment else 0.5
                    try:
                        data = await asyncio.wait_for(socket.recv(), timeout=wait)
                    except TimeoutError:
                        data = None
                    if isinstance(data, bytes):
                        message = ForwardMsg.FromString(data)
                        kind = message.WhichOneof("type")
                        if kind == "navigation" and message.navigation.page_script_hash:
                            # The page the run drew (st.navigation): a tick names it, as the browser's does.
                            # new_session's hash is the main script's, and a tick naming that one made the
                            # old copy's rerun after another phone's change draw the Home page (cheaper than
                            # a Scorepad: the figures before 2026-11-26 11:40 understate part 4's cost).
                            page_hash = message.navigation.page_script_hash
                        elif kind == "auto_rerun":
                            if not fragment:  # the first tick comes one interval after the page, as in a browser
                                next_tick = time.monotonic() + message.auto_rerun.interval
                            fragment, interval = message.auto_rerun.fragment_id, message.auto_rerun.interval
                        elif kind == "script_finished" and message.script_finished in (
                                ForwardMsg.ScriptFinishedStatus.FINISHED_SUCCESSFULLY,
                                ForwardMsg.ScriptFinishedStatus.FINISHED_WITH_COMPILE_ERROR):
                            if drawn:
                                self.page_runs += 1
                                self.redrawn_at[number].append(time.monotonic())
                            else:
                                drawn = True
                                self.ready += 1
                    if fragment and time.monotonic() >= next_tick:
                        await socket.send(self._rerun(page, game_id, page_hash, fragment))
                        self.ticks += 1
                        next_tick += interval
        except Exception as error:  # noqa: BLE001 - reported with the figures, never a silent phone
            self.errors.append(f"{type(error).__name__}: {error}")


def rss_mb(pid: int) -> float:
    """The resident memory of process ``pid`` in MB (Linux /proc)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def idle_cpu(pid: int, seconds: float) -> float:
    """CPU ms the process used per second over the next ``seconds``."""
    before, start = cpu_ms(pid), time.monotonic()
    time.sleep(seconds)
    return (cpu_ms(pid) - before) / (time.monotonic() - start)


def step_tap(page, game_id: str, card: str, up: bool) -> float:
    """One tap on the Locals of ``card`` in the first player's city: tap to screen, ms. Since issue 21 the
    people are one-tap choices (``bench_tap_browser.city_tap``: the next count); on an older copy of the app
    (``--root``) "+" (``up``) or "-" on its stepper, in turn, which keeps the count inside its bounds."""
    key = f"cell-{game_id}-0-{card}-locals"
    if not browser_support.keyed(page, key).locator("input").count():
        return city_tap(page, game_id, card)[0]
    expected = browser_support.number_value(page, key) + (1 if up else -1)
    button = browser_support.keyed(page, key).get_by_test_id("stNumberInputStepUp" if up else "stNumberInputStepDown")
    screen, _server = timed_tap(page, button.click)
    if browser_support.number_value(page, key) != expected:
        raise AssertionError(f"the stepper shows {browser_support.number_value(page, key)} after the tap, not {expected}")
    return screen


def taps(tapper, game_id: str, card: str, args, pid: int, replayed: ReplayedPhones | None = None):
    """``args.taps`` timed taps, "+" and "-" in turn, one every ``args.pause`` s: (tap to screen ms, app CPU
    ms per tap, whole-page runs of the replayed phones before the first)."""
    screens, cpu = [], []
    runs = replayed.page_runs if replayed else 0
    for number in range(args.taps):
        time.sleep(args.pause)
        before = cpu_ms(pid)
        TAPPED_AT.append(time.monotonic())
        screen = step_tap(tapper, game_id, card, up=number % 2 == 0)
        screens.append(screen)
        cpu.append(cpu_ms(pid) - before)
    return screens, cpu, runs


TAPPED_AT: list[float] = []  # when each timed tap was made (monotonic)


def shown_elsewhere(replayed: ReplayedPhones, phones: range, tapped_at: list[float]) -> list[float]:
    """Seconds from each tap until each of ``phones`` (the tapped table's replayed phones) redrew its page."""
    delays = []
    for moment in tapped_at:
        for number in phones:
            later = [t for t in replayed.redrawn_at[number] if t > moment]
            if later:
                delays.append(later[0] - moment)
    return delays


def verdict(ok: bool) -> str:
    return "OK" if ok else "MISSED"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--real", type=int, default=6, help="real Chromium phones idle in part 1 (default 6)")
    parser.add_argument("--phones", type=int, default=100, help="replayed phones in parts 2-3 (default 100)")
    parser.add_argument("--seconds", type=float, default=60, help="idle measuring window (default 60 s)")
    parser.add_argument("--taps", type=int, default=20, help="timed taps under load (default 20)")
    parser.add_argument("--pause", type=float, default=2.0, help="seconds between two taps (default 2)")
    parser.add_argument("--seed", type=int, default=7, help="seed of the generated game (default 7)")
    parser.add_argument("--root", type=Path, default=ROOT, help="the copy of the app to serve (default: this one)")
    args = parser.parse_args()
    logging.getLogger("streamlit").setLevel(logging.ERROR)
    if not browser_support.CHROMIUM.exists():
        sys.exit(browser_support.chromium_missing_warning())
    from playwright.sync_api import sync_playwright

    from webapp.tables.store import GameStore

    print(f"machine: {cpu_model()}, {os.cpu_count()} cores; app: {args.root}; load average at start {load_average()}")
    tables = max(1, args.phones // 4)
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as playwright:
        server = browser_support.AppServer(Path(tmp), poll=True)
        first, card, _names = make_game(server, args.seed)
        store = GameStore(server.db_path)
        game = store.get(first).game
        games = [first] + [store.create_game(game) for _ in range(tables + args.real)]
        previous, browser_support.ROOT = browser_support.ROOT, args.root.resolve()
        try:
            server.start()
        finally:
            browser_support.ROOT = previous
        pid = server._process.pid
        browser = browser_support.launch_chromium(playwright)
        try:
            # 1. real phones, each idle on a Scorepad of its own
            real = []
            for game_id in games[tables:tables + args.real]:
                page = phone(browser)
                browser_support.open_page(page, server.page_url("Scorepad", game_id), "Points by line")
                real.append(page)
            time.sleep(10)  # pictures and charts loaded, ticks running
            load = load_average()
            per_s = idle_cpu(pid, args.seconds)
            per_phone = per_s / max(1, len(real))
            print(f"1. {len(real)} real phones idle on their Scorepads ({args.seconds:.0f} s, load {load}): "
                  f"server {per_s:.1f} ms CPU/s, {per_phone:.2f} ms/s per phone "
                  f"[target <= {TARGET_IDLE_MS_PER_S} ms/s per phone: {verdict(per_phone <= TARGET_IDLE_MS_PER_S)}]")
            for page in real:
                page.context.close()
            time.sleep(3)
            print(f"   the same server with no phone connected ({min(args.seconds, 15):.0f} s, load {load_average()}): "
                  f"{idle_cpu(pid, min(args.seconds, 15)):.1f} ms CPU/s (counted above in the phones' figure)")

            # 2. the taps with no other phone connected: the machine's own load, for comparison with 4
            tapper = phone(browser)
            browser_support.open_page(tapper, server.page_url("City", first), "Cities")
            if browser_support.keyed(tapper, f"city-cell-{first}-0-{card}").count():
                browser_support.open_square(tapper, first, card)
            step_tap(tapper, first, card, up=True)  # warm-up
            step_tap(tapper, first, card, up=False)
            screens, cpu, _runs = taps(tapper, first, card, args, pid)
            print(f"2. a tap with no other phone connected (load {load_average()}): tap to screen "
                  f"{summary(screens)}; app CPU per tap: mean {statistics.fmean(cpu):.0f} ms")

            # 3. replayed phones, four on each table's Scorepad
            replayed = ReplayedPhones(server.port, [("Scorepad", games[n // 4]) for n in range(tables * 4)])
            started = time.monotonic()
            replayed.start()
            replayed.wait_ready(timeout=900)
            print(f"   {len(replayed.pages)} replayed phones on {tables} tables opened in "
                  f"{time.monotonic() - started:.0f} s")
            time.sleep(10)
            load, ticks, runs = load_average(), replayed.ticks, replayed.page_runs
            per_s = idle_cpu(pid, args.seconds)
            per_phone = per_s / len(replayed.pages)
            print(f"3. {len(replayed.pages)} replayed phones idle ({args.seconds:.0f} s, load {load}): server "
                  f"{per_s:.0f} ms CPU/s ({per_s / 10:.0f} % of a core), {per_phone:.2f} ms/s per phone; "
                  f"{replayed.ticks - ticks} ticks sent (none: the server watches), {replayed.page_runs - runs} "
                  f"whole-page runs "
                  f"[target <= {TARGET_IDLE_MS_PER_S} ms/s per phone: {verdict(per_phone <= TARGET_IDLE_MS_PER_S)}]")

            # 4. the taps of 2 while the replayed phones tick
            screens, cpu, runs = taps(tapper, first, card, args, pid, replayed)
            p90 = sorted(screens)[round(0.9 * (len(screens) - 1))]
            print(f"4. a tap with {len(replayed.pages)} phones connected (load {load_average()}): tap to screen "
                  f"{summary(screens)} [target p90 < {TARGET_TAP_P90_MS:.0f} ms: {verdict(p90 < TARGET_TAP_P90_MS)}]; "
                  f"app CPU per tap: mean {statistics.fmean(cpu):.0f} ms; whole-page runs of the table's "
                  f"replayed phones meanwhile {replayed.page_runs - runs}")
            delays = shown_elsewhere(replayed, range(4), TAPPED_AT[-args.taps:])
            if delays:
                print(f"   a tap shown on the table's other phones after: median {statistics.median(delays):.1f} s, "
                      f"max {max(delays):.1f} s (n={len(delays)}; target: within 3 s)")
            print(f"   server memory {rss_mb(pid):.0f} MB; replayed phones' errors: {len(replayed.errors)}"
                  + (f" (first: {replayed.errors[0]})" if replayed.errors else ""))
            replayed.stop()
        finally:
            browser.close()
            server.stop()
    print(f"load average at end {load_average()}")


if __name__ == "__main__":
    main()
