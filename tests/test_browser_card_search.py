"""Real browser, phone sized: finding a card by its words on the City page in German (issue 25).

Debian's headless Chromium at 390 x 844 against the app started as ``streamlit run``. The City page of a
new table opened with ``?lang=de``: the words box shows its example, the words typed (and Enter) narrow the
card box to the cards that carry them, a card picked there is placed, and nothing runs off the side of
the phone. Screenshot: artifacts/phone-city-card-search-de.png.
"""

from __future__ import annotations

import pytest
from browser_support import PHONE, choose, keyed, open_page, rerun, shot, sideways_overflow

from card_db.user_catalogue import load_catalogue
from lang import text
from webapp.tables import operations as tables
from webapp.tables.store import open_store

pytestmark = [pytest.mark.browser, pytest.mark.shared_server(group="own-tables")]  # one app for the modules on tables of their own


def test_a_card_found_by_its_german_words_is_picked_and_placed(app_server, phone):
    store = open_store(app_server.db_path)
    gid = store.create_game(tables.new_table("blue", [("Ann", "sample-surf-club")], start_vips=[2]))
    open_page(phone, app_server.page_url("City", gid) + "&lang=de", text("city.add_card", "de"))
    words = keyed(phone, f"city-find-{gid}").locator("input")
    assert words.get_attribute("placeholder") == "z. B. Ring 2 Touristen"
    words.fill("ring 2 touristen")
    with rerun(phone):
        words.press("Enter")
    box = keyed(phone, f"pick-{gid}")
    assert text("city.card_box", "de", count=3) in box.inner_text()
    overflow = sideways_overflow(phone)
    assert overflow["scrollWidth"] <= PHONE["width"] + 1 and not overflow["wide"], overflow
    shot(phone, "phone-city-card-search-de", whole=False)
    choose(phone, box.get_by_role("combobox"), load_catalogue().card_label("sample-kite-beach", "de"))
    keyed(phone, f"city-cell-{gid}-0-sample-kite-beach").wait_for()  # placed: its square is drawn
    assert words.input_value() == ""  # ready for the next card's words
    assert any(c.card == "sample-kite-beach" for c in store.get(gid).game.players[0].cells)
