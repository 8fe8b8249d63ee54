"""Real browser, phone sized: the Scorepad's "By card" shows each card as its own block (issue 23).

In one Markdown block a card's bold heading after the previous card's list was drawn as the end of that
list's last line ("... it scores nothing (ruling 14) **Beach · Sports Waves ...**"). Here every heading is
checked where the browser drew it: never inside a list item, each at the start of its own paragraph.
"""

from __future__ import annotations

import pytest
from browser_support import open_page, shot, unfold

from card_db.loader import sample_game_bytes
from scorer.formats.gamefile import load_game_bytes
from webapp.tables.store import open_store

pytestmark = [pytest.mark.browser, pytest.mark.shared_server(group="own-tables")]  # one app for the modules on tables of their own

_HEADINGS_JS = """
box => [...box.querySelectorAll('strong')].map(b => ({
  text: b.innerText,
  in_list: !!b.closest('li'),
  first: b.parentElement.tagName === 'P' && b.parentElement.firstChild === b,
}))
"""


def test_each_card_of_by_card_starts_its_own_block(app_server, new_phone):
    game_id = open_store(app_server.db_path).create_game(load_game_bytes(sample_game_bytes(), "sample_game.json"))
    page = new_phone()
    open_page(page, app_server.page_url("Scorepad", game_id), "Points by line")
    unfold(page, "By card")
    box = page.get_by_test_id("stExpander").filter(has=page.locator("summary", has_text="By card")).first
    shot(page, "scorepad-by-card")
    headings = box.locator("details").evaluate(_HEADINGS_JS)
    # The sample game's first player has 8 cards (one scores nothing itself: issue 33), each with its name and points.
    names = [h for h in headings if not h["text"].startswith(("+", "-"))]
    assert len(names) == 8, headings
    assert all(not h["in_list"] and h["first"] for h in names), headings
