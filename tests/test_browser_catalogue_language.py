"""Real browser, phone sized: the Catalogue page in German, Spanish and Italian (issue 25, lcards).

Debian's headless Chromium at 390 x 844 against the app started as ``streamlit run``. Italian comes from
the browser's own language (no ``?lang=``), with a card of the user's own in the catalogue (its Edit,
Delete, Replace photo and Send show); German and Spanish from the address are read on every view by
``test_browser_language_everywhere.py``, which this module no longer repeats. Each view of the page (the
cards, the starting tiles, the card keypad, the tile keypad, Share; every expander open) shows no
English sentence of the ``catalogue``, ``cards`` or ``photo`` words and nothing runs off the side.
Screenshots: artifacts/phone-catalogue-*.png.
"""

from __future__ import annotations

import pytest
import test_browser_language
from browser_support import PHONE, keyed, open_every_expander, open_page, rerun, settle, shot, sideways_overflow
from language_helpers import english_sentences
from test_app_catalogue_language import AREAS, CAFE, NOT_OURS, VIEWS

from card_db.user_catalogue import CATALOGUE_FILE_NAME, UserCatalogue
from lang import text

phone_in = test_browser_language.phone_in
"""The fixture (a phone whose browser speaks a locale), shared with ``test_browser_language``."""

pytestmark = [pytest.mark.browser, pytest.mark.shared_server(group="language")]  # one app for every language module


@pytest.fixture
def cafe_in_the_catalogue(app_server):
    """The app's catalogue with the user's card CAFE in it (Edit, Delete, Replace photo, Send show), put
    back as it was afterwards: the app is shared with the other language modules, which read the catalogue."""
    path = app_server.data_dir / CATALOGUE_FILE_NAME
    before = path.read_bytes() if path.exists() else None
    UserCatalogue(path).save_card(CAFE, replace=True)
    yield
    if before is None:
        path.unlink(missing_ok=True)
    else:
        path.write_bytes(before)


def english_left(page) -> list[str]:
    shown = page.get_by_test_id("stApp").inner_text()
    return [s for s in english_sentences(*AREAS) if s in shown and s not in NOT_OURS]


@pytest.mark.parametrize("language, locale, address", [("it", "it-IT", "")])
@pytest.mark.usefixtures("cafe_in_the_catalogue")
def test_every_view_of_the_catalogue_in_the_phones_language(app_server, phone_in, language, locale, address):
    phone = phone_in(locale)
    open_page(phone, app_server.page_url("Catalogue") + address, text("catalogue.title", language))
    left = {}
    for view in VIEWS:
        if view != VIEWS[0]:  # the page opens on the first
            with rerun(phone):
                keyed(phone, "cat_view").get_by_text(text(f"catalogue.view_{view}", language), exact=True).click()
            settle(phone)
        opened = open_every_expander(phone, limit=200)  # the filter, each card and tile, the full forms, the link
        assert opened > 1 or view not in ("cards", "tiles")
        left[view] = english_left(phone)
        overflow = sideways_overflow(phone)
        assert overflow["scrollWidth"] <= PHONE["width"] + 1, (view, overflow)
        assert phone.locator('[data-testid="stException"]').count() == 0
        shot(phone, f"phone-catalogue-{language}-{view}")
    assert not any(left.values()), left
