"""Entering a 4-player table of 14-card cities on the City page, in Chromium at 390 x 844: taps and time.

A real phone-sized browser (Playwright, Debian's headless Chromium) against the app started as
``streamlit run`` with a temporary game store and a user catalogue holding generated SAMPLE cards
(``card_db.generated``, seed 7). Each city of the generated 4-player game is entered as a player
reads it off the table (``tests/app_helpers.reading_order``: row by row, outward from the starting
tile): pick the card in the searchable box (2 taps: open the box, tap the card; typing part of its
label is not counted; 1 tap when the box still has the focus from the previous pick, checked in the
browser with ``document.activeElement``, never assumed), which places it at once at the next square
of its row; "Move it" (1 tap) only when the store shows it on another square than the generated
city's; then its people with the one-tap choices of the editor that opened (0 to 5 and "6+", one tap each;
above 6 the stepper under "6+" too; on a copy from before the choices, their "+": 3 or more of one
kind: tap the box, type, Enter = 2 taps), its footprint box; then the starting tile's square and its steppers, and the
leftover sand dollars. Counting rules changed on 2026-11-25 with the page: no slot tap any more (the
pick places the card), a "Move it" tap where needed, and a pick into a box still focused is 1 tap
(the figure with every pick at 2 taps is printed too: Chromium shows no on-screen keyboard, and on a
phone the keyboard that stays up with the focus may cover the editor until it is closed). Printed
per city: taps (target 45 or fewer) and seconds of the automated run (the app's answer time only:
a person adds their own time per tap); then the taps to correct one person count on a card (target 2: its square, "+");
then the median time from a tap to the page drawn again (every tap above; server run + drawing;
a pick is timed from the moment its card can be tapped in the filtered list).

Usage: .venv/bin/python scripts/bench_city_browser.py [--seed 7] [--cities 4]
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(ROOT / "scripts")]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=7, help="seed of the generated cards and game (default 7)")
    parser.add_argument("--cities", type=int, default=4, help="cities to enter (default all 4)")
    args = parser.parse_args()

    from bench_support import load_average, machine_line, temporary_app_data

    print(machine_line())
    with temporary_app_data() as folder:
        run(folder, args.seed, args.cities)
    print(f"Load average after: {load_average()}")


def run(folder: Path, seed: int, cities: int) -> None:
    from app_helpers import reading_order, stepper_taps
    from browser_support import (
        PHONE,
        AppServer,
        keyed,
        launch_chromium,
        open_page,
        rerun,
        settle,
        watch,
    )
    from playwright.sync_api import sync_playwright

    from card_db.generated import generated_cards, generated_starting_tiles
    from card_db.loader import dump_catalogue_bytes
    from card_db.user_catalogue import UserCatalogue, load_catalogue
    from scorer.generated import generated_finished_game
    from webapp.tables import operations as tables
    from webapp.tables.store import open_store

    server = AppServer(folder)
    os.environ["SANTA_MONICA_DATA_DIR"] = str(server.data_dir)
    server.data_dir.mkdir(parents=True, exist_ok=True)
    UserCatalogue().import_bytes(dump_catalogue_bytes(generated_cards(seed), generated_starting_tiles(seed)),
                                 "generated")
    catalogue = load_catalogue()
    game = generated_finished_game(seed, players=4, cards_per_city=14, catalogue=catalogue)
    blank = tables.new_table(game.objective, [(p.name, p.starting_tile) for p in game.players],
                             start_vips=[catalogue.starting_tile(p.starting_tile).vips for p in game.players])
    store = open_store(server.db_path)
    game_id = store.create_game(blank)
    tap_times: list[float] = []
    pick_times: list[float] = []  # the picks alone (a whole-page run that also saves the card)

    def tap(page, action) -> None:
        """One tap that reruns the app: timed from the tap to the page drawn again."""
        start = time.perf_counter()
        with rerun(page):
            action()
        tap_times.append(time.perf_counter() - start)

    server.start()
    try:
        with sync_playwright() as playwright:
            browser = launch_chromium(playwright)
            context = browser.new_context(viewport=dict(PHONE), is_mobile=True, has_touch=True)
            context.set_default_timeout(60_000)
            page = watch(context.new_page())
            open_page(page, server.page_url("City", game_id), f"{game.players[0].name}'s city")
            results = []
            for seat, city in enumerate(game.players[:cities]):
                taps: Counter = Counter()
                started = time.perf_counter()
                if seat:
                    tap(page, lambda s=seat: keyed(page, "city_player").get_by_text(
                        game.players[s].name, exact=True).click())
                    taps["choose the player"] += 1
                page.get_by_role("heading", name=f"{city.name}'s city").wait_for()
                for cell in reading_order(city, catalogue):
                    settle(page)
                    box = page.get_by_role("combobox", name=re.compile(r"^Card \("))
                    if box.evaluate("el => el === document.activeElement"):
                        taps["pick a card, box still focused (tap the card)"] += 1
                    else:
                        box.click()
                        taps["pick a card (open the box, tap it)"] += 2
                    label = catalogue.card_label(cell.card)
                    box.fill(label)  # typing is not counted (filled at once: the run's seconds are the app's)
                    option = page.get_by_role("option", name=label, exact=True).first
                    # The clock starts when the card can be tapped: the list filters and settles after the
                    # typing first (about 0.9 s here, Playwright's wait for a still element), which is the
                    # typing's time, not the app's answer to the tap.
                    option.hover()
                    tap(page, option.click)
                    pick_times.append(tap_times[-1])
                    prefix = f"cell-{game_id}-{seat}-{cell.card}"
                    where = tables.cell_of(store.get(game_id).game.players[seat], cell.card)
                    if (where.row, where.column) != (cell.row, cell.column):
                        tap(page, keyed(page, f"{prefix}-move-{cell.row}-{cell.column}").get_by_role("button").click)
                        taps["move it"] += 1
                    for kind in ("locals", "tourists", "vips"):
                        taps["people"] += enter_people(page, tap, f"{prefix}-{kind}", getattr(cell.people, kind))
                    if cell.footprint:
                        tap(page, keyed(page, f"{prefix}-fp").get_by_text("Footprint").click)
                        taps["footprints"] += 1
                start_changes = [(f"start-{game_id}-{seat}-{half}-{kind}", getattr(people, kind))
                                 for half, people in (("beach", city.start_beach), ("street", city.start_street))
                                 for kind in ("locals", "tourists", "vips")]
                tap(page, keyed(page, f"city-cell-{game_id}-{seat}-start").get_by_role("button").click)
                taps["open the starting tile"] += 1
                for key, wanted in start_changes:
                    taps["starting tile"] += enter_people(page, tap, key, wanted)
                if city.sand_dollars:
                    enter_count(page, tap, f"sd-{game_id}-{seat}", city.sand_dollars)
                    taps["sand dollars"] += stepper_taps(0, city.sand_dollars)
                seconds = time.perf_counter() - started
                entered = store.get(game_id).game.players[seat]
                assert sorted(entered.cells, key=lambda c: c.card) == sorted(city.cells, key=lambda c: c.card), \
                    f"{city.name}'s city was not entered as generated"
                results.append((city, sum(taps.values()), seconds, taps))
            for city, total, seconds, taps in results:
                people = sum(c.people.total for c in city.cells) + city.start_beach.total + city.start_street.total
                print(f"{city.name}: {len(city.cells)} cards, {people} people, "
                      f"{sum(c.footprint for c in city.cells)} footprints, {city.sand_dollars} sand dollars: "
                      f"{total} taps (target <= 45: {'OK' if total <= 45 else 'MISSED'}), {seconds:.1f} s "
                      f"({', '.join(f'{k} {v}' for k, v in taps.items())})")
            for city, total, _seconds, taps in results:
                focused = taps["pick a card, box still focused (tap the card)"]
                if focused:  # the same city if the box had lost the focus every time (a phone's keyboard closed)
                    print(f"  {city.name} if every pick cost 2 taps: {total + focused}")
            totals = [r[1] for r in results]
            print(f"Median taps per 14-card city: {statistics.median(totals):.0f}; "
                  f"table of {len(results)}: {sum(totals)} taps in {sum(r[2] for r in results):.0f} s")

            # Correct one person count: tap the card's square (its editor opens), then "+".
            city = game.players[0]
            if len(game.players) > 1 and cities > 1:
                tap(page, lambda: keyed(page, "city_player").get_by_text(city.name, exact=True).click())
            target = city.cells[0]
            correction = 0
            tap(page, keyed(page, f"city-cell-{game_id}-0-{target.card}").get_by_role("button").click)
            correction += 1
            key = f"cell-{game_id}-0-{target.card}-locals"
            correction += enter_people(page, tap, key, target.people.locals + 1)
            after = next(c for c in store.get(game_id).game.players[0].cells if c.card == target.card)
            assert after.people.locals == target.people.locals + 1
            print(f"Taps to correct one person count: {correction} (target 2: "
                  f"{'OK' if correction <= 2 else 'MISSED'})")
            print(f"Tap to page drawn again: median {statistics.median(tap_times) * 1000:.0f} ms over "
                  f"{len(tap_times)} taps (p90 {sorted(tap_times)[int(len(tap_times) * 0.9)] * 1000:.0f} ms; "
                  "server run + drawing, measured from the browser)")
            print(f"  of which the picks (each places its card): median {statistics.median(pick_times) * 1000:.0f} ms "
                  f"over {len(pick_times)}")
            browser.close()
    finally:
        server.stop()


def enter_people(page, tap, key: str, wanted: int) -> int:
    """Set a count of people; the taps it took. The page's one-tap choice (0 to 5, "6+", and the stepper
    under "6+" above 6: ``webapp.city.editor.people_steppers``), or on a copy of the app from before
    them its stepper (``enter_count``)."""
    from app_helpers import MANY, MANY_FROM, choice_of, choice_taps, stepper_taps
    from browser_support import count_shown, keyed, number_value

    box = keyed(page, key)
    if box.locator("input").count():  # a stepper: an older copy of the page
        shown = number_value(page, key)
        enter_count(page, tap, key, wanted, shown)
        return stepper_taps(shown, wanted)
    chosen = count_shown(page, key)
    shown = number_value(page, f"{key}-many") if chosen == MANY else int(chosen)
    if choice_of(wanted) != chosen:
        tap(page, box.get_by_role("radio", name=choice_of(wanted), exact=True).click)
    if wanted > MANY_FROM:
        enter_count(page, tap, f"{key}-many", wanted, max(shown, MANY_FROM))
    return choice_taps(shown, wanted)


def enter_count(page, tap, key: str, wanted: int, shown: int = 0) -> None:
    """Set a number box: "+"/"-" presses for a change of 1 or 2, else tap the box, type, Enter."""
    from browser_support import keyed, settle

    if wanted == shown:
        return
    box = keyed(page, key)
    if abs(wanted - shown) <= 2:
        button = "stNumberInputStepUp" if wanted > shown else "stNumberInputStepDown"
        for _ in range(abs(wanted - shown)):
            tap(page, box.get_by_test_id(button).click)
        return
    settle(page)
    field = box.locator("input")
    field.fill(str(wanted))
    tap(page, lambda: field.press("Enter"))


if __name__ == "__main__":
    main()
