"""Helpers for the real-browser tests: the app as a subprocess, Debian's Chromium, and waiting for Streamlit.

``AppServer`` runs ``streamlit run streamlit_app.py`` on a free loopback port with the game store and
the user's catalogue in a temporary folder, waits for ``/_stcore/health`` to answer ``ok`` and stops
the process at the end (a restart keeps the same port and database). ``launch_chromium`` starts
Debian's headless Chromium (``CHROMIUM``) with the flags these machines need (see the project's browser
notes), ``launch_phone_profile`` the same as a phone with a profile on disk (the tests' phones);
Playwright's own browser download is never used. The wait helpers follow Streamlit's rerun cycle
instead of sleeping: a tap waits for the ``script_finished`` message of the run it caused, then for
the page to be drawn (app root idle, no "Running..." widget, no skeleton or stale element). Layout
helpers measure what a phone shows: sideways overflow, controls too small for a thumb.

No test lives here; ``tests/conftest.py`` turns these into fixtures for tests marked ``browser``.
"""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # playwright is only imported by the browser tests themselves
    from playwright.sync_api import Browser, BrowserContext, Locator, Page, Playwright

ROOT = Path(__file__).resolve().parent.parent
ARTIFACTS = ROOT / "artifacts"
# Debian's package chromium-headless-shell: Chromium built for headless use, from the same source and version as
# Debian's chromium, without the browser's window and tab machinery around the pages. It is what Playwright itself
# runs for headless=True, and pages render as in the full browser (the same Blink, V8 and Skia). Three browser
# modules (pad, city, phone) took 15 % less CPU of every process than with /usr/bin/chromium, the browser process
# half (docs/benchmarks.md, sixth session). $SANTA_MONICA_CHROMIUM runs them on another Chromium binary.
CHROMIUM = Path(os.environ.get("SANTA_MONICA_CHROMIUM", "/usr/bin/chromium-headless-shell"))
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    # V8's optimizing compilers spend more than they save on pages that live a few seconds: without TurboFan the
    # renderers of two browser modules used 10-15 % less CPU here, and without Maglev (its mid tier) Chromium used
    # 5 % less again on page loads and City reruns (docs/benchmarks.md, ninth session). The app's scripts stay
    # compiled by V8's baseline tiers. It changes how fast the app's JavaScript runs, not what it does.
    "--js-flags=--no-opt --no-maglev",
]
PHONE = {"width": 390, "height": 844}
START_TIMEOUT_S = 60.0  # two shared cores: a cold Streamlit start can take a while
WAIT_MS = 30_000  # one rerun on a busy machine; generous, never a fixed sleep


# The checkout's own Streamlit secrets file. An app the tests start reads it whatever folder its data is in: the
# database URL from it (webapp.database.SECRETS_FILE lies next to the app's code) and the password through
# Streamlit's secrets (the app runs from the checkout). A developer's file naming the club's PostgreSQL would have
# the tests write their tables there, so no app is started while it is there (``refuse_checkout_secrets``). The
# same path as SECRETS_FILE, spelled here: this module imports none of the app, and conftest.py's autouse
# ``no_database_setting`` points SECRETS_FILE elsewhere during every test, so it cannot be read from there.
CHECKOUT_SECRETS = ROOT / ".streamlit" / "secrets.toml"


def refuse_checkout_secrets() -> None:
    """Raise ``RuntimeError`` naming the file and the fix when the checkout has a secrets file
    (``CHECKOUT_SECRETS``): before an app process of the tests starts, never after."""
    if CHECKOUT_SECRETS.exists():
        raise RuntimeError(
            f"{CHECKOUT_SECRETS} exists: an app started by the tests would read its database URL and password "
            "instead of the test's own SQLite file. Move it out of the checkout while the tests run (CI has none).")


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


# Ports this test process's closed apps listened on, the last closed at the end. Chromium keeps the scripts it
# fetched, and their compiled code, per address, the port included: the first page of an app on a new port
# cost the phones' Chromium about 2.0 s of CPU here, on a port an earlier app had about 1.1 s (City page,
# three runs each); the apps of a test process, one or two at a time, therefore take turns on a few ports.
_PORTS_TO_REUSE: list[int] = []


def app_port() -> int:
    """A port for a new app: one that a closed app of this test process listened on and nothing holds now,
    else a free one."""
    while _PORTS_TO_REUSE:
        port = _PORTS_TO_REUSE.pop()
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as Tornado binds it
            try:
                sock.bind(("127.0.0.1", port))
            except OSError:  # something else took it meanwhile
                continue
        return port
    return free_port()


class AppServer:
    """The score-pad app running as ``streamlit run`` in a subprocess, with its data in ``folder``."""

    def __init__(self, folder: Path, port: int | None = None, *, poll: bool = False, database_url: str | None = None):
        # ``poll``: the game pages' 3-second look for other phones' changes (webapp.ui.table_url.POLL_SECONDS). Off
        # unless a test is about it: its runs would otherwise pass for the rerun a tap caused.
        # ``database_url``: the app's database when a test names one (PostgreSQL); else its own SQLite file.
        self.poll = poll
        self.database_url = database_url
        self.folder = Path(folder)
        self.db_path = self.folder / "games.sqlite3"
        self.data_dir = self.folder / "data"
        self.port = port or app_port()
        self._port_given_back = False
        self.log_path = self.folder / "streamlit.log"
        self._process: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        """The app's home page."""
        return f"http://127.0.0.1:{self.port}/"

    def page_url(self, page: str = "", game_id: str | None = None) -> str:
        """The URL of a page by its URL path (``""`` for home, ``"City"``, ``"Scorepad"``), with ``?game=ID``."""
        return self.url + page + (f"?game={game_id}" if game_id else "")

    def start(self) -> None:
        """Start the app and wait until its health check answers ``ok``; the log is kept for failures. An app
        started again after ``close`` listens on another port."""
        refuse_checkout_secrets()
        if self._port_given_back:
            self.port, self._port_given_back = app_port(), False
        env = dict(os.environ)
        env.pop("SANTA_MONICA_DATABASE_URL", None)  # the test's own SQLite file, whatever the shell exported
        if self.database_url:  # unless the test names the database itself
            env["SANTA_MONICA_DATABASE_URL"] = self.database_url
        env.update(SANTA_MONICA_DB=str(self.db_path), SANTA_MONICA_DATA_DIR=str(self.data_dir),
                   PYTHONUNBUFFERED="1", SANTA_MONICA_POLL_SECONDS="3" if self.poll else "0")
        # The app's own modules compiled once for the run's apps, not by each: where the shell says not to write
        # bytecode (PYTHONDONTWRITEBYTECODE, as on these machines), every app compiled them anew at its start.
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        self.data_dir.mkdir(parents=True, exist_ok=True)
        command = [sys.executable, "-m", "streamlit", "run", "streamlit_app.py",
                   "--server.headless", "true", "--server.port", str(self.port),
                   "--server.address", "127.0.0.1", "--browser.gatherUsageStats", "false",
                   "--server.fileWatcherType", "none"]
        log = open(self.log_path, "a")
        self._process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
        log.close()
        deadline = time.monotonic() + START_TIMEOUT_S
        while time.monotonic() < deadline:
            if self._process.poll() is not None:
                raise RuntimeError(f"the app exited with code {self._process.returncode}:\n{self.log()}")
            try:
                with urllib.request.urlopen(self.url + "_stcore/health", timeout=2) as answer:
                    if answer.read().decode().strip() == "ok":
                        return
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                pass
            time.sleep(0.2)
        self.stop()
        raise RuntimeError(f"the app did not answer /_stcore/health within {START_TIMEOUT_S:.0f} s:\n{self.log()}")

    @property
    def running(self) -> bool:
        """True between ``start`` and ``stop`` while the process has not exited."""
        return self._process is not None and self._process.poll() is None

    def stop(self) -> None:
        """Stop the app (terminate, then kill if it does not exit in 10 s)."""
        process, self._process = self._process, None
        if process is None or process.poll() is not None:
            return
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=10)

    def close(self) -> None:
        """Stop the app for good: its port may serve the next app of this test process (``app_port``)."""
        self.stop()
        if not self._port_given_back:
            _PORTS_TO_REUSE.append(self.port)
            self._port_given_back = True

    def restart(self) -> None:
        """Stop and start again on the same port with the same database."""
        self.stop()
        self.start()

    def log(self) -> str:
        """The app's output so far (for failure messages)."""
        try:
            return self.log_path.read_text()[-4000:]
        except OSError:
            return ""


def chromium_missing_warning() -> str:
    """The loud message printed when the browser tests are skipped."""
    bar = "!" * 78
    return (f"\n{bar}\n!!! REAL-BROWSER TESTS SKIPPED: {CHROMIUM} is missing.\n"
            f"!!! Install Debian's chromium-headless-shell (bash scripts/setup.sh does it as root: "
            f"apt-get install chromium-headless-shell).\n{bar}\n")


def launch_chromium(playwright: Playwright) -> Browser:
    """Debian's headless Chromium (``CHROMIUM``) with the flags that keep it off the closed network."""
    return playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, headless=True)


def launch_phone_profile(playwright: Playwright, profile: Path) -> BrowserContext:
    """Debian's Chromium with a profile folder of its own (``profile``), as a phone: 390 x 844, touch.

    A page of it is a phone: it opens its own websocket, so it is a Streamlit session of its own. A
    profile on disk, unlike ``Browser.new_context``'s in-memory one, keeps Chromium's HTTP cache and the
    compiled code of Streamlit's scripts from one page to the next: a later visit of an app costs
    Chromium about 2.0 s of CPU instead of 2.9 s on these machines (median of 12 visits each). Pages of
    one profile share its cookies and storage, in which the app keeps nothing of its own
    (``kept_in_the_browser``; tests/test_browser_phone.py checks every page)."""
    context = playwright.chromium.launch_persistent_context(
        str(profile), executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, headless=True,
        viewport=dict(PHONE), is_mobile=True, has_touch=True, accept_downloads=True,
        locale="en-US")  # the app speaks the browser's language: English whatever the machine's locale
    context.set_default_timeout(30_000)
    return context


# How much faster than real time the tests' phones play the page's animations (DevTools' animation speed):
# an expander opens in 10 ms instead of Streamlit's 500, and a test that waits until the page holds still,
# or a tap that waits until its target stops moving, no longer waits for it. What the page shows once an
# animation has ended is the same; the benchmarks that time a tap keep real time.
ANIMATION_SPEED = 50


def quick_animations(page: Page) -> Page:
    """Play ``page``'s animations ``ANIMATION_SPEED`` times faster, on every document it opens from now on
    (the DevTools protocol's animation domain, enabled on the page's own session, applies the speed again
    after each navigation); the page."""
    session = page.context.new_cdp_session(page)
    session.send("Animation.enable")
    session.send("Animation.setPlaybackRate", {"playbackRate": ANIMATION_SPEED})
    return page


# --- waiting for Streamlit -------------------------------------------------------------------------

# Finished script runs per phone, counted from the app's own messages: Streamlit sends a ForwardMsg
# "script_finished" on its websocket at the end of every run. A test can therefore wait for THE rerun
# its tap caused, not merely for an idle-looking page that may come before the rerun has even started
# (the DOM's script-state attribute can skip "running" altogether when a run is quick).
_FINISHED_RUNS: dict = {}  # Page -> [whole-page runs, all runs]; pages are kept, so an id is never reused


def watch(page: Page) -> Page:
    """Count this page's finished script runs from now on (call before it connects; idempotent)."""
    if page in _FINISHED_RUNS:
        return page
    count = _FINISHED_RUNS[page] = [0, 0]

    def on_message(message) -> None:
        from streamlit.proto.ForwardMsg_pb2 import ForwardMsg

        # Not a run cut short for a rerun. A fragment's run is the rerun of a tap inside it (the City
        # page's editor) and counts as a run; it is not a whole-page run (see ``finished_runs``).
        if message.WhichOneof("type") != "script_finished" or \
                message.script_finished == ForwardMsg.ScriptFinishedStatus.FINISHED_EARLY_FOR_RERUN:
            return
        count[1] += 1
        if message.script_finished != ForwardMsg.ScriptFinishedStatus.FINISHED_FRAGMENT_RUN_SUCCESSFULLY:
            count[0] += 1

    on_messages(page, on_message)
    return page


# Events a test may listen to on a phone's page; a page handed to the next test loses its listeners of these
# (Playwright's own, on "close" and "crash", stay).
_TEST_EVENTS = ("request", "requestfinished", "requestfailed", "response", "dialog", "console", "pageerror",
                "websocket", "download", "popup", "filechooser", "framenavigated", "load", "domcontentloaded")


def ready_for_the_next_test(page: Page) -> bool:
    """Make a phone's page that a test has finished with ready to serve the next test as a new one; False
    when it cannot be (it is then closed instead).

    Why: a new tab costs Chromium and Playwright about 0.75 s of CPU more than a page that navigates again
    (median of 12 visits each on these machines: a tab is a browser-side page, a renderer process and
    Playwright's set-up of the phone's emulation), and every browser test opens one or more. Ready means:
    no listener of the test left (``_TEST_EVENTS``, through Playwright's event emitter: its sync API removes
    only a listener it is given), the page's session and local storage cleared, no route, the phone's screen
    size, and a blank document, so the app's session ended and its websocket closed; its finished runs are
    counted afresh (``watch``). Local storage too because a later module's app may answer on the same port
    (``app_port``), so the same origin: Streamlit keeps a phone's opened menu there, which then covered the
    next app's page. What the profile keeps besides (cookies, cache) was shared by the tests' pages before,
    as a phone's tabs share it."""
    emitter = getattr(page, "_impl_obj", None)
    if page.is_closed() or not hasattr(emitter, "remove_all_listeners"):
        return False
    try:
        for event in _TEST_EVENTS:
            emitter.remove_all_listeners(event)
        if page.url.startswith("http"):
            page.evaluate("() => { sessionStorage.clear(); localStorage.clear(); }")
        page.goto("about:blank")
        page.unroute_all()
        if page.viewport_size != PHONE:
            page.set_viewport_size(dict(PHONE))
    except Exception:  # noqa: BLE001 - any trouble: the page is closed and the next test gets a new one
        return False
    _FINISHED_RUNS.pop(page, None)
    return True


def forget_local_storage(page: Page) -> None:
    """Clear the local storage of the app a page is on before the page is closed (not made ready for the next
    test): the profile keeps it, and a later module's app may answer on the same port (``app_port``)."""
    try:
        if not page.is_closed() and page.url.startswith("http"):
            page.evaluate("() => localStorage.clear()")
    except Exception as error:  # noqa: BLE001 - a page in trouble is closed all the same
        print(f"local storage not cleared: {error}", file=sys.stderr)  # noqa: T201 - beside the failure


def finished_runs(page: Page, *, fragments: bool = False) -> int:
    """Whole-page script runs of this page finished so far (see ``watch``); with ``fragments``, fragment
    runs too (what a tap inside a fragment causes; also the game pages' poll, which the app server of
    the tests runs only when asked: ``AppServer(poll=True)``)."""
    if page not in _FINISHED_RUNS:
        raise RuntimeError("this page is not watched: call browser_support.watch(page) before it opens the app "
                           "(the phone fixtures and open_page do it)")
    return _FINISHED_RUNS[page][1 if fragments else 0]


def wait_for_run(page: Page, after: int, timeout: float = WAIT_MS) -> None:
    """Wait until this page has finished more than ``after`` script runs, then until it is drawn."""
    deadline = time.monotonic() + timeout / 1000
    while finished_runs(page, fragments=True) <= after:
        if time.monotonic() > deadline:
            raise TimeoutError(f"no script run finished within {timeout / 1000:.0f} s after the tap")
        page.wait_for_timeout(25)  # lets Playwright deliver the websocket events
    # The page handles the message after Playwright saw it: two frames later it has drawn it.
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
    settle(page, timeout)


@contextmanager
def rerun(page: Page, timeout: float = WAIT_MS) -> Iterator[None]:
    """Around a tap or an edit: afterwards, wait until the rerun it caused has finished and is drawn."""
    before = finished_runs(page, fragments=True)
    yield
    wait_for_run(page, before, timeout)


def reruns_together(*taps: tuple[Page, Callable[[], object]], timeout: float = WAIT_MS) -> None:
    """Several phones tap at the same time: fire every tap first, then wait for each phone's rerun.

    The server therefore handles the changes concurrently, as when players at one table tap at once."""
    counts = [finished_runs(page, fragments=True) for page, _ in taps]
    for _, tap in taps:
        tap()
    for (page, _), before in zip(taps, counts, strict=True):
        wait_for_run(page, before, timeout)


# What "drawn and idle" means, looked at in one turn of the page's script: the app connected and its script not
# running, Streamlit's status widget ("Running...") gone, and every element drawn (widgets' code is loaded lazily:
# until it arrives a widget is a skeleton; a rerun marks old elements stale). One look, not four waits in a row: a
# wait for a selector checks that its element is visible, which lays the page out, and each wait is a round trip
# to Playwright's driver; four of them cost Chromium about 12 ms of CPU on a drawn page, this one 2 ms
# (docs/benchmarks.md, tenth session). All four hold at once, so it is no weaker than the waits one by one.
_SETTLED_JS = """() => {
  const app = document.querySelector('[data-testid="stApp"]');
  return !!app && app.getAttribute('data-test-script-state') === 'notRunning'
    && app.getAttribute('data-test-connection-state') === 'CONNECTED'
    && !document.querySelector('[data-testid="stStatusWidget"], [data-testid="stSkeleton"], [data-stale="true"]');
}"""


def settle(page: Page, timeout: float = WAIT_MS) -> None:
    """Wait until the app is connected, its script is not running, the status widget is gone and every
    element is drawn (no skeleton waiting for a widget's code, no stale element of an earlier run)."""
    page.wait_for_function(_SETTLED_JS, timeout=timeout)


# What makes a page move: an animation of a finite length running (Streamlit animates an expander's height
# for 500 ms as it opens; its spinners run for ever and move nothing), a picture not loaded yet (one the
# browser loads only when scrolled to is left out), a web font still loading.
_STILL_JS = """
call => {
  const moving = document.getAnimations().some(a => a.playState === 'running' && a.effect
                                                    && isFinite(a.effect.getComputedTiming().endTime))
    || [...document.images].some(image => !image.complete && image.loading !== 'lazy')
    || document.fonts.status !== 'loaded';
  const h = (document.querySelector('[data-testid="stMain"]') || document.body).scrollHeight;
  const last = window.__smStill;
  window.__smStill = {call, h, moving};
  return !moving && !!last && last.call === call && !last.moving && last.h === h;
}
"""


def hold_still(page: Page, timeout: float = WAIT_MS) -> None:
    """Wait until the page's content stops growing or shrinking: nothing moves it (``_STILL_JS``) and its
    height is the same at two frames in a row. A select box tapped while the page still moves closes its
    list again at once.

    Looked at every frame, not every 150 ms: a page that holds still is seen two frames after its last
    animation ended, where two equal looks 150 ms apart cost 150-300 ms of waiting each time."""
    page.wait_for_function(_STILL_JS, arg=str(time.monotonic_ns()), timeout=timeout)


# Taps each visible closed expander's header once per call of open_every_expander (``call``: a header the page
# kept from an earlier call, when a rerun draws another view in the same place, is tapped again).
_OPEN_EXPANDERS_JS = """
([limit, call]) => {
  const closed = [...document.querySelectorAll('[data-testid="stExpander"] details:not([open]) > summary')]
    .filter(summary => summary.dataset.smTapped !== call && summary.checkVisibility()).slice(0, limit);
  for (const summary of closed) { summary.dataset.smTapped = call; summary.click(); }
  return closed.length;
}
"""


def open_every_expander(page: Page, limit: int = 40) -> int:
    """Open each closed expander that is visible, then wait until the page is drawn and holds still
    (``hold_still``); their number.

    They are tapped together (the page's own click on each header) and open side by side: tapped one
    at a time, each tap waited for the one before it to end its opening animation (Playwright taps only
    what holds still), a second or more per expander on a busy machine. An expander a tap reveals is
    opened in the next round."""
    opened, this_call = 0, str(time.monotonic_ns())
    while opened < limit:
        tapped = page.evaluate(_OPEN_EXPANDERS_JS, [limit - opened, this_call])
        if not tapped:
            break
        opened += tapped
        settle(page)
    if opened:
        hold_still(page)
    return opened


def open_page(page: Page, url: str, expect_text: str) -> None:
    """Go to ``url`` and wait until ``expect_text`` is shown and the app is idle (the page is watched)."""
    watch(page)
    page.goto(url)
    page.get_by_text(expect_text).first.wait_for(timeout=WAIT_MS)
    settle(page)


def keyed(page: Page, key: str) -> Locator:
    """The element container of the widget created with ``key=`` (Streamlit gives it the class st-key-KEY)."""
    return page.locator(_css(key))


def unfold(page: Page, title: str) -> None:
    """Open the expander whose header contains ``title`` and wait until its opening animation ended."""
    expander = page.get_by_test_id("stExpander").filter(has=page.locator("summary", has_text=title)).first
    expander.locator("summary").click()
    expander.locator("details[open]").wait_for(timeout=WAIT_MS)
    settle(page)
    hold_still(page)


def join_address(page: Page) -> str:
    """The table's address that the opened "Join from another phone" panel shows as text."""
    panel = page.get_by_test_id("stExpander").filter(has_text="Join from another phone")
    return panel.get_by_test_id("stText").inner_text().strip()


def choose(page: Page, combobox: Locator, option: str) -> None:
    """Pick ``option`` in a Streamlit select box: tap it, type part of the name, tap the option."""
    settle(page)
    combobox.click()
    # Typed into the box that has the focus, as a person does: the locator is not looked up again by
    # its accessible name while the list is open (under load that lookup could miss a redrawn box).
    page.keyboard.type(option)
    with rerun(page):
        page.get_by_role("option", name=option).first.click()


def step_up(page: Page, key: str, times: int = 1) -> None:
    """Press the "+" of the number box created with ``key=`` ``times`` times, waiting for each rerun."""
    box = keyed(page, key)
    for _ in range(times):
        with rerun(page):
            box.get_by_test_id("stNumberInputStepUp").click()


def choose_count(page: Page, key: str, count: int | str) -> None:
    """Tap the option ``count`` ("0" to "5", "6+") of the one-tap choice created with ``key=`` (the people
    on a card, ``webapp.city.editor.people_steppers``), waiting for its rerun."""
    settle(page)
    with rerun(page):
        keyed(page, key).get_by_role("radio", name=str(count), exact=True).click()


def set_people(page: Page, key: str, count: int) -> None:
    """Set the people count of the one-tap choice created with ``key=`` as a player does: its option,
    or "6+" and then the number typed in the box that opens under it; nothing to tap for 0 when 0 shows."""
    if count >= 6:
        choose_count(page, key, "6+")
        if count > 6:
            type_number(page, f"{key}-many", count)
    elif count_shown(page, key) != str(count):
        choose_count(page, key, count)


def count_shown(page: Page, key: str) -> str:
    """The option shown chosen in the one-tap choice created with ``key=`` ("" when none is)."""
    chosen = keyed(page, key).locator('button[aria-checked="true"]')
    return chosen.first.inner_text().strip() if chosen.count() else ""


def type_number(page: Page, key: str, value: int) -> None:
    """Tap the number box created with ``key=``, type ``value`` and confirm (Enter)."""
    settle(page)
    field = keyed(page, key).locator("input")
    field.fill(str(value))
    with rerun(page):
        field.press("Enter")


def open_square(page: Page, game_id: str, cell_id: str, seat: int = 0) -> None:
    """Tap a square of the City page's grid (a card id, or "start") so that its editor opens."""
    settle(page)
    with rerun(page):
        keyed(page, f"city-cell-{game_id}-{seat}-{cell_id}").get_by_role("button").click()


def number_value(page: Page, key: str) -> int:
    """The number shown in the number box created with ``key=``."""
    return int(keyed(page, key).locator("input").input_value())


def _css(key: str) -> str:
    # Streamlit's rule for the class: the key trimmed, every character other than A-Z a-z 0-9 _ - made "-".
    return ".st-key-" + re.sub(r"[^A-Za-z0-9_-]", "-", key.strip())


SAVE_SCREENSHOTS = os.environ.get("SANTA_MONICA_SCREENSHOTS", "").strip() not in {"", "0"}
"""Whether ``shot`` saves what a test's phone shows (``SANTA_MONICA_SCREENSHOTS=1``): pictures for a person to
look at, which no test reads. Off by default: the two viewport changes and the picture of a whole page cost
about an eighth of the browser tests' time (9 tests of the every-page language module: 55.5 s against 48.0 s).
A failed test's screens are saved either way (``always``)."""


def shot(page: Page, name: str, whole: bool = True, *, always: bool = False) -> Path:
    """Save a screenshot as artifacts/NAME.png (git-ignored) and return its path, when screenshots are asked
    for (``SAVE_SCREENSHOTS``) or ``always``; else only wait, as the picture would, for the page's images.

    Streamlit scrolls inside its main element, not the document, so Playwright's ``full_page`` only
    shows one screen: with ``whole`` the viewport is made as tall as the content for the picture
    (same width, so the same phone layout) and put back afterwards."""
    path = ARTIFACTS / f"{name}.png"
    size = page.viewport_size
    if whole and size:
        page.wait_for_function("() => [...document.images].every(i => i.complete)", timeout=WAIT_MS)
    if not (SAVE_SCREENSHOTS or always):
        return path
    ARTIFACTS.mkdir(exist_ok=True)
    if whole and size:
        height = page.evaluate(
            "() => { const m = document.querySelector('[data-testid=\"stMain\"]');"
            " return m ? m.scrollHeight : document.documentElement.scrollHeight; }")
        page.set_viewport_size({"width": size["width"], "height": max(size["height"], min(int(height), 12_000))})
        try:
            page.screenshot(path=str(path))
        finally:
            page.set_viewport_size(size)
    else:
        page.screenshot(path=str(path))
    return path


# What Streamlit itself keeps in a browser: its XSRF cookie, and the menu's folded sections per app.
STREAMLITS_OWN_STORAGE = ("_streamlit_xsrf", "stSidebarSectionsState-")


def kept_in_the_browser(page: Page) -> list[str]:
    """The names of every cookie of the page's browser profile and every key of the page's local and
    session storage: what two pages of one profile would share."""
    cookies = [cookie["name"] for cookie in page.context.cookies()]
    return cookies + page.evaluate("() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]")


# --- phone layout checks -----------------------------------------------------------------------------

_OVERFLOW_JS = """
() => {
  const doc = document.documentElement;
  const main = document.querySelector('[data-testid="stMain"]') || document.body;
  const wide = [];
  for (const el of main.querySelectorAll('*')) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    // Contents of a scroll box of their own (a wide table scrolled inside its frame) do not widen the page.
    let clipped = false;
    for (let p = el.parentElement; p && p !== main; p = p.parentElement) {
      const s = getComputedStyle(p);
      if (s.overflowX === 'auto' || s.overflowX === 'scroll' || s.overflowX === 'hidden' || s.overflowX === 'clip') {
        const pr = p.getBoundingClientRect();
        if (pr.right <= window.innerWidth + 1) { clipped = true; break; }
      }
    }
    if (!clipped && (r.right > window.innerWidth + 1 || r.left < -1)) {
      wide.push(`${el.tagName.toLowerCase()}[${el.getAttribute('data-testid') || el.className}] `
                + `${Math.round(r.left)}..${Math.round(r.right)}`);
    }
  }
  return {scrollWidth: doc.scrollWidth, bodyScrollWidth: document.body.scrollWidth,
          innerWidth: window.innerWidth, wide: wide.slice(0, 10)};
}
"""


def in_view(page: Page, locator: Locator) -> bool:
    """The element's whole box lies inside the phone's screen as it is now (not scrolled away above or below)."""
    box = locator.bounding_box()
    size = page.viewport_size
    return box is not None and size is not None and box["y"] >= 0 and box["y"] + box["height"] <= size["height"]


_IN_VIEW_JS = "e => { const r = e.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; }"


def wait_in_view(page: Page, locator: Locator, timeout: float = 2_000) -> bool:
    """Whether the element's whole box comes inside the phone's screen within ``timeout`` ms: the app scrolls a
    placed card's editor or the Assistant's prompt into view a moment after the page is drawn, so a test waits
    for that instead of sleeping. False when it never gets there (the test's assertion then says where it is)."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout  # only when a browser test runs

    try:
        page.wait_for_function(_IN_VIEW_JS, arg=locator.element_handle(), timeout=timeout)
    except PlaywrightTimeout:
        return False
    return in_view(page, locator)


def sideways_overflow(page: Page) -> dict:
    """The page's scroll width against the viewport, and elements sticking out of the screen."""
    return page.evaluate(_OVERFLOW_JS)


# Everything a thumb taps in the page body, by kind. Streamlit's own hover toolbars on charts and
# tables (fullscreen, download) are left out: they are extras, not the app's controls.
_TARGETS_JS = """
() => {
  const main = document.querySelector('[data-testid="stMain"]') || document.body;
  const kinds = [
    ['button', '[data-testid^="stBaseButton-"]'],
    ['stepper', '[data-testid="stNumberInputStepUp"], [data-testid="stNumberInputStepDown"]'],
    ['link', '[data-testid="stPageLink-NavLink"]'],
    ['pill', '[data-testid="stButtonGroup"] button'],
    ['radio', '[data-testid="stRadioOption"]'],
    ['checkbox', '[data-testid="stCheckbox"] label'],
    ['tab', '[role="tab"]'],
    ['expander', '[data-testid="stExpander"] summary'],
    ['select', '[role="combobox"]'],
    ['link', '[data-testid^="stBaseLinkButton-"]'],
    // The menu's open and close buttons sit in the header and the sidebar, outside the main column.
    ['menu', '[data-testid="stExpandSidebarButton"], [data-testid="stSidebarCollapseButton"] button', document],
  ];
  const seen = new Set();
  const out = [];
  for (const [kind, selector, root] of kinds) {
    for (const el of (root || main).querySelectorAll(selector)) {
      if (seen.has(el) || el.closest('[data-testid="stElementToolbar"]')) continue;
      seen.add(el);
      if (!el.checkVisibility({visibilityProperty: true, opacityProperty: true})) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const label = (el.innerText || el.getAttribute('aria-label') || '').replace(/\\s+/g, ' ').trim();
      out.push({kind, label: label.slice(0, 40), width: Math.round(r.width), height: Math.round(r.height)});
    }
  }
  return out;
}
"""


def touch_targets(page: Page) -> list[dict]:
    """Every visible control in the page body: ``{kind, label, width, height}`` in CSS pixels."""
    return page.evaluate(_TARGETS_JS)


def small_targets(page: Page, kinds: tuple[str, ...], min_height: float = 40) -> list[str]:
    """The controls of these kinds less than ``min_height`` CSS pixels tall, as "kind 'label' WxH"."""
    return [f"{t['kind']} '{t['label']}' {t['width']}x{t['height']}" for t in touch_targets(page)
            if t["kind"] in kinds and t["height"] < min_height]


# --- what a phone asks the server ------------------------------------------------------------------


def on_messages(page: Page, handle: Callable[[object], None]) -> None:
    """From now on, call ``handle`` with every message the server sends this page (a Streamlit
    ``ForwardMsg``), on every connection it opens; what is not one is skipped."""
    def on_frame(payload) -> None:
        if not isinstance(payload, (bytes, bytearray)):
            return
        from streamlit.proto.ForwardMsg_pb2 import ForwardMsg

        try:
            message = ForwardMsg.FromString(bytes(payload))
        except Exception:  # noqa: BLE001 - not a ForwardMsg: not ours to read
            return
        handle(message)

    page.on("websocket", lambda socket: socket.on("framereceived", on_frame)
            if socket.url.endswith("/_stcore/stream") else None)


def record_fragment_reruns(page: Page) -> list[str]:
    """From now on, the fragment id of every fragment rerun this page asks for (a tap inside a fragment,
    a fragment's timer), in order; the list returned fills up as the page sends them.

    Attach it before the connection it should see opens (a reconnect after ``AppServer.restart`` opens
    a new one). With the server's log, a test can tell that the server dropped a tap's request:
    Streamlit logs "The fragment with id ... does not exist anymore" (``dropped_fragment``)."""
    sent: list[str] = []

    def on_frame(payload) -> None:
        from streamlit.proto.BackMsg_pb2 import BackMsg

        try:
            message = BackMsg.FromString(payload.encode() if isinstance(payload, str) else bytes(payload))
        except Exception:  # noqa: BLE001 - not a BackMsg: not ours to read
            return
        if message.WhichOneof("type") == "rerun_script" and message.rerun_script.fragment_id:
            sent.append(message.rerun_script.fragment_id)

    def on_websocket(socket) -> None:
        if socket.url.endswith("/_stcore/stream"):
            socket.on("framesent", on_frame)

    page.on("websocket", on_websocket)
    return sent


def dropped_fragment(server: AppServer, fragment_id: str) -> bool:
    """True when the app's log says it dropped a rerun of this fragment because its session did not
    hold it (Streamlit's ``AppSession.request_rerun``, logged at INFO, the app's default level)."""
    try:
        text = server.log_path.read_text()
    except OSError:
        return False
    return f"fragment with id {fragment_id} does not exist anymore" in text
