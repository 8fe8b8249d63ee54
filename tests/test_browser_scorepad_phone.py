"""Real browser at 390 x 844: the Scorepad on a phone (issue 33).

- The menu's open button is 44 x 44 px on the Scorepad, as on every other page (it measured 28 x 28).
- A German pad's line names break with a hyphen, never in the middle of a word without one
  ("Merkmal|skarten"): the page says its language (``lang``) and the pad's cells hyphenate.
Screenshots go to artifacts/ (look at them).
"""

from __future__ import annotations

import pytest
from browser_support import open_page, shot

from card_db.loader import sample_game_bytes
from scorer.formats.gamefile import load_game_bytes
from webapp.tables.store import open_store

pytestmark = [pytest.mark.browser, pytest.mark.shared_server(group="own-tables")]  # one app for the modules on tables of their own


def sample_table(server) -> str:
    return open_store(server.db_path).create_game(load_game_bytes(sample_game_bytes(), "sample_game.json"))


def menu_button(page) -> dict:
    button = page.get_by_test_id("stExpandSidebarButton")
    button.wait_for()
    return button.bounding_box()


@pytest.mark.parametrize("page_name", ["Scorepad", "City"])
def test_the_menu_button_is_thumb_sized(app_server, new_phone, page_name):
    gid = sample_table(app_server)
    page = new_phone()
    open_page(page, app_server.page_url(page_name, gid), "Ana")
    box = menu_button(page)
    assert box["width"] >= 44 and box["height"] >= 44, box


_CELLS_JS = r"""
() => [...document.querySelectorAll('[data-testid="stMarkdownContainer"] table td:first-child')].map(td => ({
  text: td.innerText, hyphens: getComputedStyle(td).hyphens,
  lang: td.closest('[lang]') ? td.closest('[lang]').getAttribute('lang') : null,
  room: td.clientWidth - parseFloat(getComputedStyle(td).paddingLeft) - parseFloat(getComputedStyle(td).paddingRight),
  word: Math.max(...td.innerText.split(/\s+/).map(w => {
    const probe = document.createElement('span');
    probe.style.whiteSpace = 'nowrap'; probe.textContent = w; td.appendChild(probe);
    const width = probe.getBoundingClientRect().width; probe.remove(); return width; })),
}))
"""


def test_a_german_pads_line_names_hyphenate(app_server, new_phone):
    gid = sample_table(app_server)
    page = new_phone()
    open_page(page, app_server.page_url("Scorepad", gid) + "&lang=de", "Ana")
    page.get_by_text("Merkmalskarten").first.wait_for()
    cells = page.evaluate(_CELLS_JS)
    shot(page, "scorepad-german-line-table", whole=False)
    named = [c for c in cells if "Merkmalskarten" in c["text"]]
    assert named, cells
    assert all(c["hyphens"] == "auto" and c["lang"] == "de" for c in named), named
    # Room for each whole word of every line name (a longer one would hyphenate, never break bare).
    assert all(c["word"] <= c["room"] + 0.5 for c in cells), cells
