"""Real browser, phone sized: the Scorepad in German, Spanish and Italian (issue 25, phase 2).

Debian's headless Chromium at 390 x 844 against the app started as ``streamlit run`` (the module's shared
server). The sample table's Scorepad opened with ``?lang=de``, ``es`` and ``it``, every "Why" tab shown and
every expander open (each line of each player, "By card", the rulings used, the best final movement): no
English sentence of the Scorepad's own words or of the ruling sentences is left (the score items' reasons
are the scorer's and stay English), nothing runs off the side of the phone. Screenshots:
artifacts/phone-scorepad-de.png, -es.png, -it.png.
"""

from __future__ import annotations

import pytest

from browser_support import PHONE, open_every_expander, open_page, settle, shot, sideways_overflow
from card_db.loader import sample_game_bytes
from lang import text
from language_helpers import english_sentences
from scorer.formats.gamefile import load_game_bytes
from scorer.model.rulings import ruling_text
from webapp.tables.store import open_store

pytestmark = [pytest.mark.browser, pytest.mark.shared_server(group="language")]  # one app for every language module

AREAS = ("scorepad", "ruling", "nav", "menu")  # the words of this page, its links and its menu


def test_the_scorepad_in_german_spanish_and_italian(app_server, phone):
    gid = open_store(app_server.db_path).create_game(load_game_bytes(sample_game_bytes(), "sample_game.json"))
    for language in ("de", "es", "it"):
        open_page(phone, app_server.page_url("Scorepad", gid) + f"&lang={language}",
                  text("scorepad.movement_help", language))
        shown = []
        tabs = phone.get_by_role("tab")
        for index in range(tabs.count()):  # each player's "Why" tab, its expanders opened
            tabs.nth(index).click()
            settle(phone)
            assert open_every_expander(phone) >= 6  # at least the six lines of the player
            shown.append(phone.get_by_test_id("stApp").inner_text())
        page = "\n".join(shown)
        left = [sentence for sentence in english_sentences(*AREAS) if sentence in page]
        assert not left, (language, left)
        assert text("scorepad.movement_help", language) in page
        assert ruling_text(5, language) in page  # a ruling sentence under the ring line, in the language
        assert phone.title() == text("app.tab_title", language, page=text("menu.scorepad", language))
        overflow = sideways_overflow(phone)
        assert overflow["scrollWidth"] <= PHONE["width"] + 1 and not overflow["wide"], overflow
        assert phone.locator('[data-testid="stException"]').count() == 0
        shot(phone, f"phone-scorepad-{language}")
