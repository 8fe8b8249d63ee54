"""Real browser, phone sized: Home, City and Scorepad read in German, Spanish and Italian (issue 25).

The Scorepad is an expected failure (strict) until issue 25's last part lands: the reasons of its Why
lines are still made in English when the game is scored.

Debian's headless Chromium at 390 x 844 against the app started as ``streamlit run`` (the module's shared
server), the sample table opened with ``?lang=de``, ``es`` and ``it``; on every page every expander is
opened and every tab shown. What the page shows may hold no English sentence of the catalogues (any area)
and no line that reads as English (``language_helpers.english_lines``: two English marker words), beyond
Streamlit's own texts that the README lists. Screenshots: artifacts/phone-every-<page>-<language>.png.
"""

from __future__ import annotations

import pytest

from browser_support import PHONE, open_every_expander, open_page, settle, shot, sideways_overflow
from card_db.loader import sample_game_bytes
from lang import text
from language_helpers import english_lines, english_sentences
from lang.catalogue import catalogue
from scorer.formats.gamefile import load_game_bytes
from webapp.tables.store import open_store

pytestmark = [pytest.mark.browser, pytest.mark.shared_server]

PAGES = [
    pytest.param("", "home.title", id="Home"),
    pytest.param("City", "city.add_card", id="City"),
    pytest.param("Scorepad", "menu.scorepad", id="Scorepad", marks=pytest.mark.xfail(
        strict=True, reason="issue 25 open: the Why lines' reasons (abilities, rings, footprints, objectives) are "
                            "still worded in English when the game is scored")),
]


def everything_shown(page) -> str:
    """The page's text with every expander open and every tab's panel shown in turn."""
    open_every_expander(page)
    parts = [page.get_by_test_id("stApp").inner_text()]
    tabs = page.get_by_role("tab")
    for index in range(tabs.count()):
        tabs.nth(index).click()
        settle(page)
        open_every_expander(page)  # a tab's expanders show only with their tab
        parts.append(page.get_by_test_id("stApp").inner_text())
    return "\n".join(parts)


@pytest.mark.parametrize(("path", "key"), PAGES)
def test_a_page_read_in_german_spanish_and_italian_holds_no_english(app_server, phone, path, key):
    game = load_game_bytes(sample_game_bytes(), "sample_game.json")
    gid = open_store(app_server.db_path).create_game(game)
    user_text = tuple(p.name for p in game.players) + ((game.title,) if game.title else ())
    every_area = sorted({name.split(".")[0] for name in catalogue("en")})
    sentences = english_sentences(*every_area)
    for language in ("de", "es", "it"):
        open_page(phone, app_server.page_url(path, gid) + f"&lang={language}", text(key, language))
        shown = everything_shown(phone)
        for typed in user_text:  # the table's own title and names are the players' words, in any language
            shown = shown.replace(typed, " ")
        left = [s for s in sentences if s in shown] + english_lines(shown)
        shot(phone, f"phone-every-{path.lower() or 'home'}-{language}")
        assert not left, f"{language} {path or 'Home'}: " + " | ".join(left)
        overflow = sideways_overflow(phone)
        assert overflow["scrollWidth"] <= PHONE["width"] + 1 and not overflow["wide"], overflow
        assert phone.locator('[data-testid="stException"]').count() == 0
