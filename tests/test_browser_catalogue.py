"""Real-browser tests (Chromium at phone size) of the Catalogue and History pages: no sideways scrolling,
big buttons, and a card entered with taps in the browser shows up in the list."""

from __future__ import annotations

import os
import re

import pytest
from browser_support import (
    open_page,
    settle,
    shot,
    sideways_overflow,
)

pytestmark = pytest.mark.browser


@pytest.fixture
def phone(app_server, new_phone):
    """The app (data in this test's ``tmp_path``) and one phone-sized page, from the shared fixtures in
    conftest.py: one Playwright instance per test process, so these tests run in the same process as the others."""
    return app_server, new_phone()


def keyed(page, key: str):
    """The element container of the widget with ``key``: Streamlit turns characters such as ":" into "-"
    in the class name (st-key-cat_new_card-name)."""
    return page.locator(".st-key-" + re.sub(r"[^A-Za-z0-9_-]", "-", key))


def assert_fits_the_phone(page) -> None:
    overflow = sideways_overflow(page)
    assert overflow["scrollWidth"] <= overflow["innerWidth"], overflow


def button_height(page, key: str) -> float:
    return keyed(page, key).locator("button").first.bounding_box()["height"]


def test_enter_a_card_on_a_phone_with_the_keypad(phone):
    """A typical card by taps alone (no typing), every keypad control at least 44 x 44 px, nothing
    sticking out sideways; the saved card shows up in the list under its contents label."""
    from browser_support import rerun
    from keypad_helpers import BrowserKeypad
    from PIL import Image

    from card_db.models import PHOTO_MAX_CHARS, FeatureCard, Ring
    from card_db.user_catalogue import UserCatalogue
    from webapp.cards.keypad_draft import tap_plan

    server, page = phone
    open_page(page, server.page_url("Catalogue"), "Card catalogue")
    assert_fits_the_phone(page)
    keyed(page, "cat_view").get_by_text("Add a card", exact=True).click()
    settle(page)
    card = FeatureCard(id="x", row="beach", tags=("wave", "sports"), scoring=(Ring(tourists=2, points=4),))
    plan = tap_plan(card)
    keypad = BrowserKeypad(page)
    for step in plan[:-1]:
        keypad.tap(step)
    page.get_by_text("This card: Beach · Sports Waves · ring 2 tourists 4").first.wait_for()
    assert_fits_the_phone(page)
    targets = [t for t in touch_targets_in(page, ".st-key-kp") if t["width"] < 44 or t["height"] < 44]
    assert not targets, targets
    shot(page, "catalogue-keypad-phone")
    # An optional photo, uploaded (the camera works the same way), is kept small with the card.
    with rerun(page):
        keyed(page, "kp:photo_on").get_by_text("Add a photo of the card").click()
    picture = server.folder / "card.jpg"  # a phone-sized photo under the app's 2 MB upload limit
    Image.effect_noise((1600, 1200), 60).convert("RGB").save(picture, quality=90)
    with rerun(page):
        keyed(page, "kp:upload:0").locator('input[type="file"]').set_input_files(str(picture))
    page.get_by_text("Kept with the card").first.wait_for()
    shot(page, "catalogue-keypad-photo-phone", whole=False)
    keypad.tap(plan[-1])
    page.get_by_text("Saved Beach · Sports Waves · ring 2 tourists 4").first.wait_for()
    assert len(plan) <= 8
    shot(page, "catalogue-keypad-saved-phone", whole=False)
    keyed(page, "cat_view").get_by_text("Cards", exact=True).click()
    settle(page)
    page.get_by_text("Beach · Sports Waves · ring 2 tourists 4").first.wait_for()
    assert_fits_the_phone(page)
    # The photo's thumbnail beside the closed entry in the list (photos in every picker).
    entry = page.get_by_test_id("stExpander").filter(has_text="Beach · Sports Waves · ring 2 tourists 4").first
    thumb = page.locator('[data-testid="stImage"] img').first
    thumb.wait_for()
    box, entry_box = thumb.bounding_box(), entry.bounding_box()
    assert box["width"] <= 60 and box["x"] + box["width"] <= entry_box["x"], (box, entry_box)
    shot(page, "catalogue-list-photo-phone", whole=False)
    assert os.path.exists(server.data_dir / "catalogue.json")
    [saved] = UserCatalogue(server.data_dir / "catalogue.json").cards()
    assert 0 < len(saved.photo) <= PHOTO_MAX_CHARS


def test_find_any_card_of_78_in_three_taps_on_the_city_page(phone):
    """Row, a tag, the card's button: three taps for a card of a 78-card catalogue, at 390 px."""
    from browser_support import rerun

    from card_db.generated import generated_cards
    from card_db.models import TAG_LABELS
    from card_db.user_catalogue import UserCatalogue
    from webapp.tables import operations as tables
    from webapp.tables.store import GameStore

    server, page = phone
    deck = [c.model_copy(update={"sample": False, "id": f"deck-{n:02d}"}) for n, c in enumerate(generated_cards(5), 1)]
    user = UserCatalogue(server.data_dir / "catalogue.json")
    for card in deck:
        user.save_card(card)
    game_id = GameStore(server.db_path).create_game(
        tables.new_table("blue", [("Ann", "sample-surf-club"), ("Bob", "sample-lighthouse")], start_vips=[2, 1]))
    for card in (deck[0], deck[41], deck[77]):  # a beach card, a street card, the last card
        open_page(page, server.page_url("City", game_id), "Ann's city")
        with rerun(page):
            keyed(page, "pick_row").get_by_text(card.row.title(), exact=True).click()
        assert not keyed(page, f"pick-{game_id}-card-{card.id}").count()  # a long row: a tag first
        choice = f"{TAG_LABELS[card.tags[0]]} ·" if card.tags else "No tags ·"
        with rerun(page):
            keyed(page, "pick_tags").get_by_text(choice).first.click()
        assert_fits_the_phone(page)
        if card is deck[41]:
            shot(page, "city-picker-phone", whole=False)
        with rerun(page):
            keyed(page, f"pick-{game_id}-card-{card.id}").locator("button").first.click()
        keyed(page, f"city-cell-{game_id}-0-{card.id}").wait_for()  # the pick placed it: its square is drawn
        assert keyed(page, f"pick-{game_id}").locator("input").count()  # the typed search is still there


def touch_targets_in(page, selector: str) -> list[dict]:
    """Buttons and pills inside ``selector``: ``{label, width, height}`` in CSS pixels."""
    return page.evaluate(
        """sel => [...document.querySelectorAll(sel + ' button')].filter(b => b.checkVisibility())
        .map(b => { const r = b.getBoundingClientRect();
          return {label: b.innerText.trim().slice(0, 30), width: Math.round(r.width), height: Math.round(r.height)}; })
        .filter(t => t.width > 0 && t.height > 0)""", selector)


def test_history_fits_the_phone(phone):
    server, page = phone
    from card_db.loader import sample_game_bytes
    from scorer.formats.gamefile import load_game_bytes
    from webapp.tables.store import GameStore

    game = load_game_bytes(sample_game_bytes(), "sample_game.json").model_copy(update={"title": "Sample night"})
    gid = GameStore(server.db_path).create_game(game)
    open_page(page, server.page_url("History"), "Sample night")
    assert_fits_the_phone(page)
    assert button_height(page, f"hist_delete_{gid}") >= 40
    keyed(page, f"hist_delete_{gid}").locator("button").click()
    settle(page)
    page.get_by_text("Delete Sample night for good?").first.wait_for()
    shot(page, "history-confirm-delete-phone")
    keyed(page, f"hist_confirm_{gid}").locator("button").click()
    settle(page)
    page.get_by_text("No tables yet").first.wait_for()
