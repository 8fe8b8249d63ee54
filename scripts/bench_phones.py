"""Several phones on one table (issue 21): real Chromium phones at 390 x 844 against an app this script
starts, counting from the store what each scenario's taps became.

The model (``webapp.ui``): a widget sends the value it shows, and a change is saved as that VALUE, field
by field in one transaction against the game stored now. A stepper's "+" is saved only over the count
the tap started from; a tap made on an older count (another phone changed it, or its value was on its
way to this phone) is refused with a message on that phone ("changed on another phone meanwhile"),
and the box shows the stored count. The people on a card are one-tap choices (0 1 2 3 4 5 6+): a tap
sets the count it names, and the last phone to choose wins.

What a change means here, per scenario:

- ``one-phone-fast``: one phone taps the leftover sand dollars' "+" 10 times in a second. Each tap is
  a change; all 10 must be stored and shown.
- ``four-phones-own-player``: four phones, each on its own player, at the same time: one tap on a
  count of locals on its card (a change: the count it names), then 7 "+" on its sand dollars (7
  changes). Nothing may interfere: every change stored.
- ``four-phones-same-count``: four phones tap "+" on the SAME sand dollar count, 5 taps each. Under
  set values taps on one count do not add up: the store ends with the last value a phone set and
  every phone shows it. ``stored`` is how far the count rose (one per value set); ``lost`` the taps
  neither stored nor refused with a message: taps superseded by another phone's same value (the
  phone's "+" made 4 while another phone had just set 4: the phone shows 4, the store holds 4), or
  refused in a run cut short by the phone's next tap before its message was drawn. What must hold:
  ``inverted`` 0 (the stored count never went DOWN: all taps are "+") and the phones agree. The
  refusals shown on the phones are counted on the line after.
- ``two-phones-same-field``: two phones choose the locals on the same card at once, 5 rounds with
  other values each round. A round is a change; it is stored when the store then holds one of the
  two values chosen in that round (the last writer's) and lost otherwise; ``inverted`` counts stored
  values no phone chose.

Every scenario ends with ``phones agree after S s``: from the last tap until every phone shows the
stored value of every count it tapped. The store is read every 20 ms during the taps (for
``inverted``). Each line has exactly this form:
``scenario <name>: changes <N>, stored <N>, lost <L>, inverted <I>, phones agree after <S> s``.

With ``BENCH_PHONES_DEBUG=1`` a scenario of four phones on their own players also prints the values the
store went through and, for a phone that never agrees, what it shows, what it received and sent (runs, the
hidden box of the open square), a screenshot and the app's log (artifacts/).

Usage: python scripts/bench_phones.py [--poll] [--before DIR] [--only SCENARIO]
``--poll`` runs the app with the game pages' live refresh (off by default, as in the browser tests),
``--before`` another copy of the app (``git worktree add``), measured after this one; scenarios
using the one-tap choices are skipped there when its page has none.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(ROOT / "scripts")]

import browser_support  # noqa: E402  (tests/: the app server, Chromium and Streamlit's rerun cycle)
from bench_support import load_average, start_browser_bench  # noqa: E402

TAP_EVERY_MS = 100  # 10 taps a second, as a thumb does
AGREE_TIMEOUT_S = 20.0
REFUSED_TEXT = "changed on another phone meanwhile"
# Chromium throttles pages not in front; four phones are four windows in front at once.
PHONE_ARGS = ["--disable-renderer-backgrounding", "--disable-background-timer-throttling",
              "--disable-backgrounding-occluded-windows"]


class Phone:
    """One page at 390 x 844 in a browser context of its own (its own session), counting refusals shown."""

    def __init__(self, browser, server, table: Table, seat: int):
        game_id, player = table.id, table.names[seat]
        context = browser.new_context(viewport=dict(browser_support.PHONE), is_mobile=True, has_touch=True)
        context.set_default_timeout(browser_support.WAIT_MS)
        self.page = browser_support.watch(context.new_page())
        self.refused = 0
        browser_support.on_messages(self.page, self._message)
        self.events: list[str] = []
        if os.environ.get("BENCH_PHONES_DEBUG"):
            _record(self.page, self.events)
        browser_support.open_page(self.page, server.page_url("City", game_id), "Cities")
        radio = browser_support.keyed(self.page, "city_player")
        if not self.page.get_by_role("heading", name=f"{player}'s city").count():
            with browser_support.rerun(self.page):
                radio.get_by_text(player, exact=True).click()
        self.page.get_by_role("heading", name=f"{player}'s city").wait_for()
        browser_support.open_square(self.page, game_id, table.cards[seat], seat)  # the card whose people it taps

    def _message(self, message) -> None:
        """Count the refusals the server shows this phone ("changed on another phone meanwhile")."""
        if message.WhichOneof("type") == "delta" and message.delta.WhichOneof("type") == "new_element":
            element = message.delta.new_element
            if element.WhichOneof("type") == "alert" and REFUSED_TEXT in element.alert.body:
                self.refused += 1

    def plus(self, key: str) -> None:
        """A tap on "+", not waiting for its rerun (as a thumb does)."""
        browser_support.keyed(self.page, key).get_by_test_id("stNumberInputStepUp").click()

    def choose(self, key: str, count: int) -> None:
        """A tap on a one-tap choice, not waiting for its rerun; on a copy of the app from before the
        choices, the count typed into its number box (the same change: that count, meant as it is)."""
        box = browser_support.keyed(self.page, key)
        if box.locator("input").count():
            box.locator("input").fill(str(count))
            box.locator("input").press("Enter")
            return
        box.get_by_role("radio", name=str(count), exact=True).click()

    def number(self, key: str) -> int | None:
        try:
            return browser_support.number_value(self.page, key)
        except Exception:  # noqa: BLE001 - mid-rerun: not shown this instant
            return None

    def count(self, key: str) -> int | None:
        if browser_support.keyed(self.page, key).locator("input").count():
            return self.number(key)
        shown = browser_support.count_shown(self.page, key)
        return int(shown) if shown.isdigit() else None

    def close(self) -> None:
        self.page.context.close()


def _record(page, events: list[str]) -> None:
    """BENCH_PHONES_DEBUG: what a phone receives and sends about its runs and the City page's hidden box of the
    open square, one line each with the time (issue 31: a run the server started, then a tap's run of the
    city panel, and the box sent "" after the browser drew the panel afresh)."""
    def received(payload) -> None:
        if not isinstance(payload, (bytes, bytearray)):
            return
        from streamlit.proto.ForwardMsg_pb2 import ForwardMsg
        try:
            m = ForwardMsg.FromString(bytes(payload))
        except Exception:  # noqa: BLE001 - not a ForwardMsg: not ours to read
            return
        kind = m.WhichOneof("type")
        t = f"{time.monotonic():.3f}"
        run = m.metadata.run
        if kind == "new_session":
            events.append(f"{t} <- new_session run {run.script_run_id[:6]} frags {list(run.fragment_ids)}")
        elif kind == "script_finished":
            events.append(f"{t} <- finished {m.script_finished} run {run.script_run_id[:6]}")
        elif kind == "delta" and m.delta.WhichOneof("type") == "new_element":
            e = m.delta.new_element
            if e.WhichOneof("type") == "text_input" and "city-sel" in e.text_input.id:
                events.append(f"{t} <- sel value {e.text_input.value!r} set {e.text_input.set_value} "
                              f"frag {m.delta.fragment_id[:6]} run {run.script_run_id[:6]}")
        elif kind not in ("delta", "page_info_changed", "ref_hash"):
            events.append(f"{t} <- {kind}")

    def sent(payload) -> None:
        from streamlit.proto.BackMsg_pb2 import BackMsg
        try:
            m = BackMsg.FromString(payload.encode() if isinstance(payload, str) else bytes(payload))
        except Exception:  # noqa: BLE001 - not a BackMsg: not ours to read
            return
        if m.WhichOneof("type") == "rerun_script":
            r = m.rerun_script
            sel = [w.string_value for w in r.widget_states.widgets if "city-sel" in w.id]
            events.append(f"{time.monotonic():.3f} -> rerun frag {r.fragment_id[:6]!r} sel {sel} "
                          f"n {len(r.widget_states.widgets)}")

    def on_socket(socket) -> None:
        if socket.url.endswith("/_stcore/stream"):
            socket.on("framereceived", received)
            socket.on("framesent", sent)

    page.on("websocket", on_socket)


class Sampler(threading.Thread):
    """Reads one stored value every 20 ms while the taps go on: the values the store went through."""

    def __init__(self, read):
        super().__init__(daemon=True)
        self.read, self.values, self.running = read, [], True

    def run(self) -> None:
        while self.running:
            try:
                value = self.read()
            except Exception:  # noqa: BLE001 - the scenario failed and its app stopped: nothing to read
                return
            if not self.values or self.values[-1] != value:
                self.values.append(value)
            time.sleep(0.02)

    def stop(self) -> list:
        self.running = False
        self.join()
        self.values.append(self.read())
        return self.values


def decreases(values: list) -> int:
    return sum(1 for a, b in zip(values, values[1:], strict=False) if b < a)


def agree_after(shows, within: float = AGREE_TIMEOUT_S) -> str:
    """Seconds until ``shows()`` holds (every phone shows the stored values), as "1.2"; ">20" if not within."""
    start = time.monotonic()
    while not shows():
        if time.monotonic() - start > within:
            return f">{within:.0f}"
        time.sleep(0.1)
    return f"{time.monotonic() - start:.1f}"


def line(name: str, changes: int, stored: int, lost: int, inverted: int, agree: str) -> str:
    return (f"scenario {name}: changes {changes}, stored {stored}, lost {lost}, inverted {inverted}, "
            f"phones agree after {agree} s")


class Table:
    """A generated legal 4-player table of 3 cards per city (``scorer.generated``) in the app's store;
    in each city the card whose locals the phones choose (fewer than 5 on it)."""

    def __init__(self, server, seed: int):
        from card_db.user_catalogue import load_catalogue
        from scorer.generated import generated_finished_game
        from webapp.tables.store import open_store

        self.store = open_store(server.db_path)
        game = generated_finished_game(seed, players=4, cards_per_city=3, catalogue=load_catalogue())
        self.id = self.store.create_game(game)
        self.names = [p.name for p in game.players]
        self.cards = [next(c.card for c in p.cells if c.people.locals < 5) for p in game.players]
        self.start = game

    def game(self):
        return self.store.get(self.id).game

    def locals_of(self, seat: int, game=None) -> int:
        city = (game or self.game()).players[seat]
        return next(c.people.locals for c in city.cells if c.card == self.cards[seat])

    def locals_key(self, seat: int) -> str:
        return f"cell-{self.id}-{seat}-{self.cards[seat]}-locals"


def install_catalogue(server, seed: int) -> None:
    """The generated cards and starting tiles (as ``scripts/bench_tap_browser.py``) in the app's catalogue."""
    os.environ["SANTA_MONICA_DATA_DIR"] = str(server.data_dir)
    os.environ["SANTA_MONICA_DB"] = str(server.db_path)
    from card_db.generated import generated_cards, generated_starting_tiles
    from card_db.loader import dump_catalogue_bytes
    from card_db.user_catalogue import UserCatalogue

    server.data_dir.mkdir(parents=True, exist_ok=True)
    UserCatalogue().import_bytes(dump_catalogue_bytes(generated_cards(seed), generated_starting_tiles(seed)),
                                 "generated")


def one_phone_fast(browser, server) -> list[str]:
    table = Table(server, 1)
    phone = Phone(browser, server, table, 0)
    key = f"sd-{table.id}-0"
    before = table.start.players[0].sand_dollars
    sampler = Sampler(lambda: table.game().players[0].sand_dollars)
    sampler.start()
    for _ in range(10):
        phone.plus(key)
        phone.page.wait_for_timeout(TAP_EVERY_MS)
    agree = agree_after(lambda: phone.number(key) == table.game().players[0].sand_dollars)
    values = sampler.stop()
    stored = values[-1] - before
    phone.close()
    return [line("one-phone-fast", 10, stored, 10 - stored - phone.refused, decreases(values), agree)]


def four_phones_own_player(browser, server) -> list[str]:
    table = Table(server, 2)
    phones = [Phone(browser, server, table, seat) for seat in range(4)]
    wanted_locals = [table.locals_of(seat, table.start) + 1 for seat in range(4)]
    before = [p.sand_dollars for p in table.start.players]
    sampler = Sampler(lambda: tuple(p.sand_dollars for p in table.game().players))
    sampler.start()
    for seat, phone in enumerate(phones):
        phone.choose(table.locals_key(seat), wanted_locals[seat])
    for _ in range(7):
        for seat, phone in enumerate(phones):
            phone.plus(f"sd-{table.id}-{seat}")
        phones[0].page.wait_for_timeout(TAP_EVERY_MS)

    def shows() -> bool:
        game = table.game()
        return all(phone.number(f"sd-{table.id}-{seat}") == game.players[seat].sand_dollars and
                   phone.count(table.locals_key(seat)) == table.locals_of(seat, game)
                   for seat, phone in enumerate(phones))

    agree = agree_after(shows)
    values = sampler.stop()
    if os.environ.get("BENCH_PHONES_DEBUG"):
        print(before, values)
        if agree.startswith(">"):
            disagreeing(table, phones, server)
    game = table.game()
    stored = sum(p.sand_dollars - b for p, b in zip(game.players, before, strict=True)) + \
        sum(table.locals_of(seat, game) == wanted for seat, wanted in enumerate(wanted_locals))
    inverted = sum(decreases([v[seat] for v in values]) for seat in range(4))
    refused = sum(phone.refused for phone in phones)
    for phone in phones:
        phone.close()
    return [line("four-phones-own-player", 4 * 8, stored, 4 * 8 - stored - refused, inverted, agree),
            f"  refused with a message on the phone: {refused} (none expected: no two phones share a field)"]


def disagreeing(table: Table, phones: list[Phone], server) -> None:
    """BENCH_PHONES_DEBUG: for each phone that does not show what is stored, what it shows against the store,
    a screenshot (artifacts/bench-phones-seat-N.png) and the runs its page finished; the app's log kept
    as artifacts/bench-phones-app.log."""
    game = table.game()
    for seat, phone in enumerate(phones):
        sd_key, locals_key = f"sd-{table.id}-{seat}", table.locals_key(seat)
        shown = (phone.number(sd_key), phone.count(locals_key))
        stored = (game.players[seat].sand_dollars, table.locals_of(seat, game))
        if shown != stored:
            picture = browser_support.shot(phone.page, f"bench-phones-seat-{seat}")
            print("\n".join(phone.events))
            print(f"  seat {seat} shows (sand dollars, locals) {shown}, stored {stored}; runs finished "
                  f"{browser_support.finished_runs(phone.page)} whole, "
                  f"{browser_support.finished_runs(phone.page, fragments=True)} in all; screenshot {picture}")
    kept = browser_support.ARTIFACTS / "bench-phones-app.log"
    kept.write_text(server.log_path.read_text(errors="replace"))
    print(f"  the app's log: {kept}")


def four_phones_same_count(browser, server) -> list[str]:
    table = Table(server, 3)
    phones = [Phone(browser, server, table, 0) for _ in range(4)]
    key = f"sd-{table.id}-0"
    before = table.start.players[0].sand_dollars
    sampler = Sampler(lambda: table.game().players[0].sand_dollars)
    sampler.start()
    for _ in range(5):
        for phone in phones:
            phone.plus(key)
        phones[0].page.wait_for_timeout(TAP_EVERY_MS)
    agree = agree_after(lambda: all(p.number(key) == table.game().players[0].sand_dollars for p in phones))
    values = sampler.stop()
    stored = values[-1] - before
    refused = sum(phone.refused for phone in phones)
    for phone in phones:
        phone.close()
    return [line("four-phones-same-count", 20, stored, max(0, 20 - stored - refused), decreases(values), agree),
            f"  refused with a message on the phone: {refused} (a tap made on a count another phone had changed)"]


def two_phones_same_field(browser, server) -> list[str]:
    table = Table(server, 4)
    phones = [Phone(browser, server, table, 0) for _ in range(2)]
    key = table.locals_key(0)
    first = table.locals_of(0, table.start)
    # A round whose values hold the count already would be stored without a tap: left out.
    rounds = [(a, b) for a, b in ((1, 2), (3, 4), (5, 0), (2, 1), (4, 3), (0, 5)) if first not in (a, b)][:4]
    stored = inverted = 0
    agree = "never"
    for pair in rounds:
        for phone, count in zip(phones, pair, strict=True):
            phone.choose(key, count)
        # The round is stored once the store holds one of its two values (a phone already showing its
        # value makes no request: the store holds it already).
        agree_after(lambda pair=pair: table.locals_of(0) in pair, within=10)  # this round's pair
        now = table.locals_of(0)
        stored += now in pair
        inverted += now not in pair
        agree = agree_after(lambda: all(p.count(key) == table.locals_of(0) for p in phones))
    for phone in phones:
        phone.close()
    return [line("two-phones-same-field", len(rounds), stored, len(rounds) - stored, inverted, agree)]


SCENARIOS = (one_phone_fast, four_phones_own_player, four_phones_same_count, two_phones_same_field)


def run_app(label: str, root: Path, folder: Path, poll: bool, browser, only: str | None = None) -> None:
    """Every scenario against one copy of the app (``root``), each on a fresh table."""
    server = browser_support.AppServer(folder, poll=poll)
    install_catalogue(server, 7)
    previous, browser_support.ROOT = browser_support.ROOT, root
    try:
        server.start()
    finally:
        browser_support.ROOT = previous
    print(f"{label} ({root}), the pages' refresh {'on' if poll else 'off'}:")
    try:
        for scenario in [s for s in SCENARIOS if only in (None, s.__name__.replace("_", "-"))]:
            try:
                for text in scenario(browser, server):
                    print(text, flush=True)
            except Exception as error:  # noqa: BLE001 - an older copy may lack a widget: say so, go on
                print(f"scenario {scenario.__name__.replace('_', '-')}: not measured ({type(error).__name__}: "
                      f"{str(error).splitlines()[0][:120]})", flush=True)
    finally:
        server.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--poll", action="store_true", help="the game pages' live refresh on (off by default)")
    parser.add_argument("--before", type=Path, help="another copy of the app, measured after this one")
    parser.add_argument("--only", help="run only the scenario of this name (e.g. four-phones-same-count)")
    args = parser.parse_args()
    start_browser_bench(browser_support)
    from playwright.sync_api import sync_playwright

    copies = [("this", ROOT)] + ([("before", args.before.resolve())] if args.before else [])
    # A stopped app may still be writing its log when the folder goes: not worth a traceback.
    with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as tmp, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(browser_support.CHROMIUM),
                                             args=browser_support.CHROMIUM_ARGS + PHONE_ARGS, headless=True)
        try:
            for label, root in copies:
                run_app(label, root, Path(tmp) / label, args.poll, browser, args.only)
        finally:
            browser.close()
    print(f"load average at end {load_average()}")


if __name__ == "__main__":
    main()
