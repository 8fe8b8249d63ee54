"""Real-browser check of the score-pad pages at phone size (390 x 844): no sideways scrolling, steppers usable.

Runs the app as a subprocess on a free loopback port with its store and catalogue in a temporary folder,
and drives Debian's Chromium through Playwright (see the project's browser notes). A 4-player table of
14 generated SAMPLE cards each makes the widest city the app has to fit.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from card_db.generated import generated_cards, generated_starting_tiles
from card_db.loader import dump_catalogue_bytes
from card_db.user_catalogue import UserCatalogue, load_catalogue
from scorer.generated import generated_finished_game
from webapp.store import GameStore

pytestmark = pytest.mark.browser
ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = "/usr/bin/chromium"
PHONE_WIDTH = 390


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    """(base URL, game id) of a running app holding one generated 4-player table."""
    if not Path(CHROMIUM).exists():
        pytest.skip("BROWSER TEST SKIPPED: /usr/bin/chromium is missing (scripts/setup.sh installs it)")
    folder = tmp_path_factory.mktemp("phone")
    env = {**os.environ, "SANTA_MONICA_DB": str(folder / "games.sqlite3"), "SANTA_MONICA_DATA_DIR": str(folder / "data")}
    user = UserCatalogue(folder / "data" / "catalogue.json")
    user.import_bytes(dump_catalogue_bytes(generated_cards(7), generated_starting_tiles(7)), "generated")
    game = generated_finished_game(7, players=4, cards_per_city=14, catalogue=load_catalogue(user))
    game_id = GameStore(folder / "games.sqlite3").create_game(game)
    port = _free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "streamlit", "run", "streamlit_app.py", "--server.headless", "true",
         "--server.port", str(port), "--server.address", "127.0.0.1", "--browser.gatherUsageStats", "false"],
        cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                if urllib.request.urlopen(f"http://127.0.0.1:{port}/_stcore/health", timeout=2).read() == b"ok":
                    break
            except OSError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.3)
        yield f"http://127.0.0.1:{port}", game_id
    finally:
        process.terminate()
        process.wait(timeout=20)


@pytest.fixture(scope="module")
def page(app):
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=[
            "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
            "--disable-sync", "--no-first-run"])
        yield browser.new_page(viewport={"width": PHONE_WIDTH, "height": 844})
        browser.close()


def widest_right_edge(page) -> float:
    return page.evaluate("Math.max(...[...document.querySelectorAll('*')].map(e => e.getBoundingClientRect().right))")


@pytest.mark.parametrize("path, landmark", [
    ("/", "Start a table"),
    ("/City?game={id}", "Add a card"),
    ("/Scorepad?game={id}", "Points by line"),
])
def test_pages_fit_a_phone_without_sideways_scrolling(app, page, path, landmark):
    base, game_id = app
    page.goto(base + path.format(id=game_id))
    page.get_by_text(landmark).first.wait_for(timeout=60_000)
    page.wait_for_timeout(1500)  # let late elements (charts, images) lay out
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE_WIDTH
    assert widest_right_edge(page) <= PHONE_WIDTH + 0.5


def test_city_steppers_keep_their_plus_and_minus_buttons(app, page):
    base, game_id = app
    page.goto(f"{base}/City?game={game_id}")
    expected = 3 + 1  # locals, tourists, VIPs of the one card being edited (the last placed); sand dollars
    # Streamlit renders in pieces: wait until every stepper of the city is on the page.
    page.wait_for_function(f"document.querySelectorAll('[data-testid=\"stNumberInput\"]').length >= {expected}",
                           timeout=60_000)
    page.wait_for_timeout(1000)
    steppers = page.locator('[data-testid="stNumberInput"]').count()
    assert steppers == expected
    assert page.locator('[data-testid="stNumberInputStepUp"]').count() == steppers
