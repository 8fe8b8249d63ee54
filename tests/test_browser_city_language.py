"""Real browser, phone sized: the City page in German, Spanish and Italian (issue 25, phase 2).

Debian's headless Chromium at 390 x 844 against the app started as ``streamlit run`` (the module's shared
server). The sample table's City page opened with ``?lang=de``, ``es`` and ``it``, every expander open
("Join from another phone", the running total's rings): no English sentence of the City page's, the
tables' or the shared ui words is left, nothing runs off the side of the phone. Screenshots:
artifacts/phone-city-de.png, -es.png, -it.png.
"""

from __future__ import annotations

import pytest

from browser_support import PHONE, open_every_expander, open_page, shot, sideways_overflow
from card_db.loader import sample_game_bytes
from lang import text
from language_helpers import english_sentences
from scorer.formats.gamefile import load_game_bytes
from webapp.tables.store import open_store

pytestmark = [pytest.mark.browser, pytest.mark.shared_server(group="language")]  # one app for every language module

AREAS = ("city", "table", "ui", "nav", "menu")  # the words of this page, its links and its menu


def test_the_city_page_in_german_spanish_and_italian(app_server, phone):
    gid = open_store(app_server.db_path).create_game(load_game_bytes(sample_game_bytes(), "sample_game.json"))
    for language in ("de", "es", "it"):
        open_page(phone, app_server.page_url("City", gid) + f"&lang={language}", text("city.add_card", language))
        assert open_every_expander(phone) >= 2  # the join panel and the running total's rings
        shown = phone.get_by_test_id("stApp").inner_text()
        left = [sentence for sentence in english_sentences(*AREAS) if sentence in shown]
        assert not left, (language, left)
        assert text("ui.join_help", language) in shown  # the join panel is open and speaks the language
        assert text("city.rings_help", language) in shown
        assert phone.title() == text("app.tab_title", language, page=text("menu.city", language))
        overflow = sideways_overflow(phone)
        assert overflow["scrollWidth"] <= PHONE["width"] + 1 and not overflow["wide"], overflow
        assert phone.locator('[data-testid="stException"]').count() == 0
        shot(phone, f"phone-city-{language}")
