"""Figures for entering a deck and finding its cards (issue 12), in a real browser at phone size.

Debian's Chromium (Playwright) at 390 x 844 against the app started as ``streamlit run`` with its
data in a temporary folder:

1. Entry: a fixture of 20 varied cards (generated SAMPLE cards of seed 5 whose numbers the keypad
   offers, saved as the user's own, beach pile then street pile) entered on the Catalogue page's
   keypad, tap by tap as ``webapp.cards.keypad_draft.tap_plan`` says (Save included). Prints taps and
   seconds per card (a tap waits for the rerun it causes, as a player waits to see it) and the
   medians; targets: median taps <= 8, and 78 cards in under 20 minutes at one second per tap.
2. Finding: a 78-card catalogue (generated cards of seed 5) and a new 2-player table; for each card
   the City page is reloaded and the card is found with the picker (its row, then one of its tags
   when the row lists more than a few cards, then its button). Prints taps per card; target <= 3.

Seconds are wall-clock on whatever else the machine runs (the app's reruns dominate): read them as
an upper bound on a busy machine. Usage:
    .venv/bin/python scripts/bench_card_entry.py [--cards 20] [--find 78]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]


def fixture_cards(count: int):
    """``count`` generated cards the keypad can enter (numbers it offers), as user cards without names."""
    from card_db.generated import generated_cards
    from webapp.cards.keypad_draft import tap_plan

    found = []
    for card in generated_cards(5):
        try:
            tap_plan(card)
        except ValueError:
            continue
        found.append(card.model_copy(update={"sample": False, "id": f"fixture-{len(found) + 1:02d}"}))
        if len(found) == count:
            break
    # A pile is entered one row at a time (saving keeps the row): beach cards first, then street.
    return sorted(found, key=lambda c: c.row != "beach")


def enter_deck(browser, cards) -> list[tuple[int, float, str]]:
    """Enter ``cards`` on the keypad in a fresh app; (taps, seconds, label) per card."""
    from browser_support import PHONE, AppServer, keyed, open_page, settle, watch
    from keypad_helpers import BrowserKeypad

    from card_db.user_catalogue import UserCatalogue
    from webapp.cards.keypad_draft import keypad_order, tap_plan

    with tempfile.TemporaryDirectory() as tmp:
        server = AppServer(Path(tmp))
        server.start()
        try:
            context = browser.new_context(viewport=dict(PHONE), is_mobile=True, has_touch=True)
            context.set_default_timeout(30_000)
            page = watch(context.new_page())
            open_page(page, server.page_url("Catalogue"), "Card catalogue")
            keyed(page, "cat_view").get_by_text("Add a card", exact=True).click()
            settle(page)
            keypad = BrowserKeypad(page)
            rows: list[tuple[int, float, str]] = []
            row = None
            for number, card in enumerate(cards):
                started = time.perf_counter()
                taps = 0
                plan = tap_plan(card, row)
                for step in plan:
                    keypad.tap(step)
                page.get_by_text(f"{number + 1} of 78 feature cards").first.wait_for()
                rows.append((taps + len(plan), time.perf_counter() - started, card.display_name))
                row = card.row
            context.close()
            saved = UserCatalogue(server.data_dir / "catalogue.json").cards()
            wanted = [keypad_order(c) for c in cards]
            same = [(s.row, s.tags, s.placement, s.scoring) for s in saved] == [
                (w.row, w.tags, w.placement, w.scoring) for w in wanted]
            if not same:
                raise SystemExit("the saved catalogue differs from the fixture: the keypad entered something else")
        finally:
            server.stop()
    return rows


def find_cards(browser, limit: int) -> list[tuple[int, str]]:
    """Find ``limit`` cards of a 78-card catalogue with the City page's picker; (taps, label) per card."""
    from browser_support import PHONE, AppServer, keyed, open_page, rerun, watch

    from card_db.generated import generated_cards
    from card_db.loader import load_builtin
    from card_db.user_catalogue import UserCatalogue
    from webapp.tables import operations as tables
    from webapp.tables.store import GameStore

    deck = [c.model_copy(update={"sample": False, "id": f"deck-{n:02d}"}) for n, c in enumerate(generated_cards(5), 1)]
    catalogue = load_builtin().merged_with(deck)  # what the app shows: the built-in samples and the deck
    found: list[tuple[int, str]] = []
    with tempfile.TemporaryDirectory() as tmp:
        server = AppServer(Path(tmp))
        user = UserCatalogue(server.data_dir / "catalogue.json")
        for card in deck:
            user.save_card(card)
        server.start()
        try:
            # A table whose players have no card yet; the picker offers the 78 cards and the samples.
            game_id = GameStore(server.db_path).create_game(
                tables.new_table("blue", [("Ann", "sample-surf-club"), ("Bob", "sample-lighthouse")],
                                 start_vips=[2, 1]))
            context = browser.new_context(viewport=dict(PHONE), is_mobile=True, has_touch=True)
            context.set_default_timeout(30_000)
            page = watch(context.new_page())
            for card in deck[:limit]:
                open_page(page, server.page_url("City", game_id), "Ann's city")
                button = keyed(page, f"pick-{game_id}-card-{card.id}")
                taps = 1
                with rerun(page):
                    keyed(page, "pick_row").get_by_text(card.row.title(), exact=True).click()
                if not button.count():
                    with rerun(page):
                        keyed(page, "pick_tags").get_by_text(tag_choice(card)).first.click()
                    taps += 1
                with rerun(page):
                    button.locator("button").click()
                taps += 1
                # The pick places the card at once (City page): its square, or why it cannot go in. Then
                # it is taken out again, so every card is looked for beside the same empty city.
                keyed(page, f"city-cell-{game_id}-0-{card.id}").or_(page.get_by_text("Not placed:")).first.wait_for()
                store = GameStore(server.db_path)
                if any(c.card == card.id for c in store.get(game_id).game.players[0].cells):
                    store.update(game_id, lambda g, c=card.id: tables.remove_card(g, "Ann", c))
                found.append((taps, catalogue.card_label(card.id)))
            context.close()
        finally:
            server.stop()
    return found


def tag_choice(card) -> str:
    """The start of the picker's choice for the card's first tag ("Nature · 5"), or "No tags"."""
    from card_db.models import TAG_LABELS

    return f"{TAG_LABELS[card.tags[0]]} ·" if card.tags else "No tags ·"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=int, default=20, help="cards of the entry fixture (default 20)")
    parser.add_argument("--find", type=int, default=78, help="cards to find in the picker (default all 78)")
    args = parser.parse_args()
    from browser_support import CHROMIUM, launch_chromium
    from playwright.sync_api import sync_playwright

    if not CHROMIUM.exists():
        raise SystemExit(f"{CHROMIUM} is missing: install Debian's chromium-headless-shell "
                         "(bash scripts/setup.sh as root)")
    cards = fixture_cards(args.cards)
    with sync_playwright() as playwright:
        browser = launch_chromium(playwright)
        try:
            entered = enter_deck(browser, cards)
            found = find_cards(browser, args.find) if args.find else []
        finally:
            browser.close()

    print(f"Card entry on the keypad: {len(entered)} cards, Chromium 390x844 (a tap waits for its rerun)")
    print(" card  taps  seconds  label")
    for number, (taps, seconds, label) in enumerate(entered, 1):
        print(f"{number:>5}  {taps:>4}  {seconds:>7.1f}  {label}")
    taps = [t for t, _, _ in entered]
    seconds = [s for _, s, _ in entered]
    median_taps = statistics.median(taps)
    print(f"median taps per card: {median_taps:g} (min {min(taps)}, max {max(taps)}; target <= 8)")
    print(f"median seconds per card: {statistics.median(seconds):.1f} (wall clock on this machine)")
    print(f"78 cards at one second per tap: {78 * median_taps / 60:.1f} minutes (target < 20)")
    if found:
        counts = [t for t, _ in found]
        over = [label for t, label in found if t > 3]
        print(f"\nFinding a card in the City picker, 78-card catalogue: {len(found)} cards looked for")
        print(f"taps: min {min(counts)}, median {statistics.median(counts):g}, max {max(counts)}; "
              f"cards needing more than 3: {len(over)} (target 0)")
        for label in over:
            print(f"  over 3 taps: {label}")


if __name__ == "__main__":
    main()
