"""Real browser, phone sized: a card's words on the City page in German, Spanish and Italian (issue 25,
phase 2, the card words).

Debian's headless Chromium at 390 x 844 against the module's shared app server. The sample table's City
page opened with ``?lang=de``, ``es`` and ``it``, every expander open: the picked card's lines, the editor's
ring and footprint lines and the cards' labels show no English piece of the card words (``card.*``,
``placement.*``, ``ability.*``, ``tag.*``). Screenshots: artifacts/phone-card-words-de.png, -es.png, -it.png.
"""

from __future__ import annotations

import pytest

from browser_support import open_page, shot
from card_db.loader import sample_game_bytes
from lang import text
from language_helpers import english_sentences
from scorer.formats.gamefile import load_game_bytes
from test_browser_city_language import open_every_expander
from webapp.tables.store import open_store

pytestmark = [pytest.mark.browser, pytest.mark.shared_server(group="language")]  # one app for every language module

AREAS = ("card", "placement", "ability", "tag")  # the card words
FOOTPRINTS = {"de": "Fußspuren: ", "es": "Huellas: ", "it": "Impronte: "}


def test_a_cards_words_on_the_city_page_in_german_spanish_and_italian(app_server, phone):
    gid = open_store(app_server.db_path).create_game(load_game_bytes(sample_game_bytes(), "sample_game.json"))
    for language in ("de", "es", "it"):
        open_page(phone, app_server.page_url("City", gid) + f"&lang={language}", text("city.add_card", language))
        open_every_expander(phone)
        shown = phone.get_by_test_id("stApp").inner_text()
        left = [sentence for sentence in english_sentences(*AREAS) if sentence in shown]
        assert not left, (language, left)
        assert FOOTPRINTS[language] in shown  # the editor's footprint rule, in the language
        assert phone.locator('[data-testid="stException"]').count() == 0
        shot(phone, f"phone-card-words-{language}")
