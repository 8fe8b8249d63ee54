"""Real-browser test (Chromium at 390 x 844) of a catalogue whose stored photos cannot be drawn (issue 22):
text saved as a photo and a 15000 x 15000 PNG bomb. Every page draws without a traceback, the Catalogue
list and the City page's picker row say "photo unreadable", and the cards keep their buttons."""

from __future__ import annotations

import hostile_photos as hp
import pytest
from browser_support import keyed, open_page, rerun, settle, shot, sideways_overflow

from card_db.models import FeatureCard
from card_db.user_catalogue import CATALOGUE_FILE_NAME, UserCatalogue
from webapp.tables import operations as tables
from webapp.tables.store import GameStore

pytestmark = pytest.mark.browser

UNREADABLE = {"shopping-list": hp.NOT_A_PICTURE, "png-bomb": hp.png_bomb(15_000)}
PAGES = (("", "Start a table"), ("Scorepad", "Scorepad"), ("History", "History"), ("Assistant", "Assistant"))


def _no_traceback(page) -> None:
    assert page.locator('[data-testid="stException"]').count() == 0
    assert page.get_by_text("Traceback").count() == 0


def test_a_catalogue_with_unreadable_photos_draws_every_page(app_server, new_phone):
    user = UserCatalogue(app_server.data_dir / CATALOGUE_FILE_NAME)
    for card_id, data in UNREADABLE.items():  # as a catalogue written before photos were checked holds them
        user.save_card(FeatureCard(id=card_id, row="beach", tags=("sports", "wave"), photo=hp.b64(data)))
    game_id = GameStore(app_server.db_path).create_game(tables.new_table("blue", [("Ana", "sample-surf-club")]))
    phone = new_phone()

    open_page(phone, app_server.page_url("Catalogue"), "Card catalogue")
    phone.get_by_text("photo unreadable").first.wait_for()
    settle(phone)
    _no_traceback(phone)
    assert phone.get_by_text("photo unreadable", exact=True).filter(visible=True).count() == len(UNREADABLE)  # beside each entry
    shot(phone, "photos-catalogue-unreadable", whole=False)
    entry = phone.locator('[data-testid="stExpander"]').filter(has_text="png-bomb")
    entry.locator("summary").first.click()
    keyed(phone, "cat_delete_card_png-bomb").wait_for()  # its Edit, Delete and Replace photo are all there
    assert keyed(phone, "cat_edit_card_png-bomb").count() == 1
    assert keyed(phone, "photo_replace_png-bomb").count() == 1
    shot(phone, "photos-catalogue-unreadable-open")
    assert sideways_overflow(phone)["scrollWidth"] <= 390

    open_page(phone, app_server.page_url("City", game_id), "Ana's city")
    with rerun(phone):
        keyed(phone, "pick_row").locator("button").filter(has_text="Beach").first.click()
    with rerun(phone):
        keyed(phone, "pick_tags").locator("button").filter(has_text="Sports").first.click()
    keyed(phone, f"pick-{game_id}-card-png-bomb").wait_for()
    settle(phone)
    _no_traceback(phone)
    assert phone.get_by_text("photo unreadable", exact=True).filter(visible=True).count() == len(UNREADABLE)
    shot(phone, "photos-city-picker-unreadable")

    for path, title in PAGES:
        open_page(phone, app_server.page_url(path, game_id), title)
        settle(phone)
        _no_traceback(phone)
