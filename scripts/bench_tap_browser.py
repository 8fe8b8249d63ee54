"""Tap to screen in real Chromium at 390 x 844 (issue 14): from a tap to the updated page, median and p90.

Two taps a player makes all evening, on a full 4-player table (14 generated SAMPLE cards per city, as in
``scripts/bench_app.py``):

- City: a tap on the first card's Locals (its one-tap choice; the "+" of its stepper on a copy from before
  the choices: ``city_tap``, adjust it when the City page changes).
- Scorepad: switching the city picture to another player ("City of"), the tap that reruns that page
  (tabs and expanders open in the browser alone).

A tap is timed from just before the click until the rerun it caused has finished (Streamlit's
``script_finished`` message), the page is drawn (idle, no running indicator, no stale element) and
the new value is on screen (the stepper's number, the other player's picture loaded). "server" is the
time the browser saw the rerun's messages arrive: from the first message of the run to its
``script_finished``, i.e. the server's rerun plus a loopback hop. "app CPU" is the CPU time the app's
process used per tap (mean; Linux counts it in 10 ms ticks), the figure a busy machine inflates least.

``--languages en,de`` taps the same pages read in each of those languages (``?lang=``), each language on
an app of its own, rounds alternated as for ``--before`` (issue 25: no language slower than English).
``--before DIR`` runs the same taps against another copy of the app (``git worktree add`` or
``git archive`` of the old commit) as well, alternating tap rounds between the two, so both are
measured under the same load. Every app runs from its own folder with its own data in a temporary one.

Usage: python scripts/bench_tap_browser.py [--taps 15] [--seed 7] [--before /tmp/old-checkout] [--languages en,de,es,it]
"""

from __future__ import annotations

import argparse
import base64
import os
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(ROOT / "scripts")]

import browser_support  # noqa: E402  (tests/: the app server, Chromium and Streamlit's rerun cycle)
from bench_support import load_average, start_browser_bench  # noqa: E402

from lang import LANGUAGES, text  # noqa: E402

# Every message the page receives on Streamlit's socket, with the browser's clock, for the "server" figure.
_RECORD_MESSAGES = """
(() => {
  const Native = window.WebSocket;
  window.__smFrames = [];
  window.WebSocket = function (url, protocols) {
    const socket = protocols === undefined ? new Native(url) : new Native(url, protocols);
    if (String(url).includes('/_stcore/stream')) {
      socket.addEventListener('message', (event) => {
        if (event.data instanceof ArrayBuffer) {
          window.__smFrames.push([performance.now(), new Uint8Array(event.data.slice(0, 1024))]);
        }
      });
    }
    return socket;
  };
  window.WebSocket.prototype = Native.prototype;
  Object.assign(window.WebSocket, {CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3});
})();
"""
_TAKE_FRAMES = """() => { const f = window.__smFrames.map(([t, b]) => [t, btoa(String.fromCharCode(...b))]);
  window.__smFrames = []; return f; }"""
_IMAGES_LOADED = "() => [...document.images].every(i => i.complete && i.naturalWidth > 0)"


@dataclass
class Figures:
    """Milliseconds per tap: tap to screen, and the rerun's messages as the browser saw them."""

    screen: list[float] = field(default_factory=list)
    server: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)
    """The app process's CPU time (user + system) during each tap: what the load does not inflate."""


def cpu_ms(pid: int) -> float:
    """CPU time (user + system) the process ``pid`` used so far, in ms (Linux /proc; 10 ms ticks)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) * 1000 / os.sysconf("SC_CLK_TCK")


def server_ms(frames: list) -> float | None:
    """From the first message after the tap to the ``script_finished`` message, in ms (None if unseen).

    Only each message's first kilobyte is kept: ``script_finished`` is a small message, whole in it."""
    from streamlit.proto.ForwardMsg_pb2 import ForwardMsg

    if not frames:
        return None
    for moment, payload in frames:
        try:
            message = ForwardMsg.FromString(base64.b64decode(payload))
        except Exception:  # noqa: BLE001 - a cut-off large message: not the one we look for
            continue
        if message.WhichOneof("type") == "script_finished":
            return moment - frames[0][0]
    return None


def timed_tap(page, tap, shown_js: str | None = None, arg=None) -> tuple[float, float | None]:
    """Tap, wait until its rerun finished and is drawn (and ``shown_js(arg)`` holds); (screen ms, server ms)."""
    page.bring_to_front()  # a background tab gets no animation frames: it would wait for nothing
    browser_support.settle(page)
    page.evaluate(_TAKE_FRAMES)
    before = browser_support.finished_runs(page, fragments=True)
    start = time.perf_counter()
    tap()
    while browser_support.finished_runs(page, fragments=True) <= before:
        page.wait_for_timeout(5)  # Playwright delivers the socket's messages while waiting
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
    browser_support.settle(page)
    if shown_js:
        page.wait_for_function(shown_js, arg=arg, polling="raf", timeout=browser_support.WAIT_MS)
    screen = (time.perf_counter() - start) * 1000
    return screen, server_ms(page.evaluate(_TAKE_FRAMES))


# --- the taps: one small function each, so a page's new layout changes only its function -----------------


def city_tap(page, game_id: str, card: str) -> tuple[float, float | None]:
    """One tap on the Locals of ``card`` in the first player's city: the next count of its one-tap choice
    (0 to 5, round), or on a copy from before the choices the "+" of its stepper; waits for the new count."""
    key = f"cell-{game_id}-0-{card}-locals"
    box = browser_support.keyed(page, key)
    if not box.locator("input").count():
        expected = str((int(browser_support.count_shown(page, key)) + 1) % 6)
        figures = timed_tap(page, lambda: box.get_by_role("radio", name=expected, exact=True).click())
        shown = browser_support.count_shown(page, key)
        if shown != expected:
            raise AssertionError(f"the choice shows {shown} after the tap, not {expected}")
        return figures
    expected = browser_support.number_value(page, key) + 1
    figures = timed_tap(page, lambda: box.get_by_test_id("stNumberInputStepUp").click())
    shown = browser_support.number_value(page, key)
    if shown != expected:
        raise AssertionError(f"the stepper shows {shown} after the tap, not {expected}")
    return figures


def scorepad_tap(page, game_id: str, name: str, language: str = "en") -> tuple[float, float | None]:
    """Show ``name``'s city picture ("City of" radio); waits for the picture to be loaded."""
    radio = browser_support.keyed(page, f"picture-{game_id}")
    option = radio.get_by_test_id("stRadioOption").filter(has_text=name).first if \
        radio.get_by_test_id("stRadioOption").count() else radio.get_by_text(name, exact=True).first
    figures = timed_tap(page, lambda: option.click(), _IMAGES_LOADED)
    download = page.get_by_role("button", name=text("scorepad.download_city", language, name=name))
    if download.count() == 0:
        raise AssertionError(f"{name}'s city picture is not shown after the tap")
    return figures


# --- set-up -------------------------------------------------------------------------------------------------


class App:
    """One copy of the app (``root``) served with its own data folder, and a phone on its two pages."""

    def __init__(self, label: str, root: Path, folder: Path, seed: int, browser, language: str = "en"):
        self.label, self.root, self.language = label, root, language
        self.server = browser_support.AppServer(folder)
        self.game_id, self.card, self.names = make_game(self.server, seed)
        self._start()
        self.city = phone(browser)
        browser_support.open_page(self.city, self._url("City"), text("city.title", language))
        # Since the City page became a grid of squares with one editor, the card's square is tapped once
        # to open its steppers; a copy from before that (--before) shows every card's steppers at once.
        if browser_support.keyed(self.city, f"city-cell-{self.game_id}-0-{self.card}").count():
            browser_support.open_square(self.city, self.game_id, self.card)
        self.scorepad = phone(browser)
        browser_support.open_page(self.scorepad, self._url("Scorepad"), text("scorepad.chart_heading", language))
        self.figures = {"City people tap": Figures(), "Scorepad player switch": Figures()}
        self.turn = 0

    def _url(self, page: str) -> str:
        url = self.server.page_url(page, self.game_id)
        return url if self.language == "en" else f"{url}&lang={self.language}"

    def _start(self) -> None:
        # browser_support.AppServer starts the app found next to the tests; point it at this copy.
        previous, browser_support.ROOT = browser_support.ROOT, self.root
        try:
            self.server.start()
        finally:
            browser_support.ROOT = previous

    def round(self) -> None:
        """One City tap and one Scorepad tap, figures kept."""
        taps = (("City people tap", lambda: city_tap(self.city, self.game_id, self.card)),
                ("Scorepad player switch", lambda: scorepad_tap(self.scorepad, self.game_id,
                                                                self.names[1 + self.turn % 2], self.language)))
        pid = self.server._process.pid
        for name, tap in taps:
            cpu = cpu_ms(pid)
            screen, server = tap()
            figures = self.figures[name]
            figures.cpu.append(cpu_ms(pid) - cpu)
            figures.screen.append(screen)
            if server is not None:
                figures.server.append(server)
        self.turn += 1

    def stop(self) -> None:
        self.server.stop()


def phone(browser):
    """A page at 390 x 844 in a context of its own (its own session), its socket's messages recorded."""
    context = browser.new_context(viewport=dict(browser_support.PHONE), is_mobile=True, has_touch=True)
    context.set_default_timeout(browser_support.WAIT_MS)
    context.add_init_script(_RECORD_MESSAGES)
    return browser_support.watch(context.new_page())


def make_game(server, seed: int) -> tuple[str, str, list[str]]:
    """A legal 4-player table of 14 generated cards per city in ``server``'s store and catalogue."""
    os.environ["SANTA_MONICA_DATA_DIR"] = str(server.data_dir)
    os.environ["SANTA_MONICA_DB"] = str(server.db_path)
    from card_db.generated import generated_cards, generated_starting_tiles
    from card_db.loader import dump_catalogue_bytes
    from card_db.user_catalogue import UserCatalogue, load_catalogue
    from scorer.generated import generated_finished_game
    from webapp.tables.store import GameStore

    server.data_dir.mkdir(parents=True, exist_ok=True)
    UserCatalogue().import_bytes(dump_catalogue_bytes(generated_cards(seed), generated_starting_tiles(seed)),
                                 "generated")
    game = generated_finished_game(seed, players=4, cards_per_city=14, catalogue=load_catalogue())
    game_id = GameStore(server.db_path).create_game(game)
    first = game.players[0]
    card = min(first.cells, key=lambda c: c.people.locals).card  # room for every "+" of the run
    return game_id, card, [p.name for p in game.players]


def summary(values: list[float]) -> str:
    """"median 212 ms, p90 260 ms (n=15)"."""
    if not values:
        return "no figures"
    ordered = sorted(values)
    p90 = ordered[min(len(ordered) - 1, round(0.9 * (len(ordered) - 1)))]
    return f"median {statistics.median(ordered):.0f} ms, p90 {p90:.0f} ms (n={len(ordered)})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--taps", type=int, default=15, help="timed taps of each kind per app (default 15)")
    parser.add_argument("--warmup", type=int, default=3, help="untimed rounds first (default 3)")
    parser.add_argument("--seed", type=int, default=7, help="seed of the generated game (default 7)")
    parser.add_argument("--before", type=Path, help="another copy of the app, measured alternately as 'before'")
    parser.add_argument("--languages", default="en",
                        help="comma-separated languages the pages are read in, each on an app of its own (default en)")
    args = parser.parse_args()
    start_browser_bench(browser_support)
    from playwright.sync_api import sync_playwright

    languages = [code.strip() for code in args.languages.split(",") if code.strip()]
    unknown = [code for code in languages if code not in LANGUAGES]
    if unknown or not languages:
        parser.error(f"--languages: {', '.join(unknown) or 'none given'}; choose from {', '.join(LANGUAGES)}")
    copies = [("after" if args.before else "this", ROOT)] + ([("before", args.before.resolve())] if args.before else [])
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as playwright:
        browser = browser_support.launch_chromium(playwright)
        apps = [App(label if len(languages) == 1 else f"{label}/{language}", root, Path(tmp) / f"{label}-{language}",
                    args.seed, browser, language) for label, root in copies for language in languages]
        try:
            for _ in range(args.warmup):
                for app in apps:
                    app.round()
            for app in apps:
                app.figures = {name: Figures() for name in app.figures}
            for turn in range(args.taps):
                for app in apps[turn % len(apps):] + apps[:turn % len(apps)]:  # each first in turn: the same load
                    app.round()
        finally:
            for app in apps:
                app.stop()
            browser.close()
    print(f"4 players x 14 cards, phone 390x844, Debian Chromium headless; {args.taps} taps each after "
          f"{args.warmup} warm-up rounds")
    for name in apps[0].figures:
        for app in apps:
            figures = app.figures[name]
            mark = "OK" if figures.screen and statistics.median(figures.screen) < 250 else "MISSED"
            print(f"  {name:<24} {app.label:<9} tap to screen {summary(figures.screen)} [target < 250 ms: "
                  f"{mark}]; server {summary(figures.server)}; app CPU per tap: mean "
                  f"{statistics.fmean(figures.cpu):.0f} ms")
    print(f"load average at end {load_average()}")


if __name__ == "__main__":
    main()
