"""Real browser, phone sized: hostile Markdown in names, titles and the URL is shown as the characters typed.

Debian's headless Chromium (Playwright) at 390 x 844 against the app started as ``streamlit run``.
The store holds the tables, the user's card and tile and the live game of ``hostile_helpers``:
player names and titles such as ``![pwn](http://example.invalid/p.png)``, ``[win](...)``,
``$x^2$``, ``:red[red]``, ``:material/home:``, ``**bold**`` and ``<img src=x onerror=alert(1)>``.
Every page (and a malformed ``?game=`` / ``?live=`` id) is opened and the browser's own view is
checked: no request leaves the app's origin, no picture or link points elsewhere, no LaTeX, no
coloured text, icon, bold or HTML made from user text, no dialog, and the names are read literally
with no stray backslash. Before the fix these pages fetched the picture from example.invalid.
"""

from __future__ import annotations

from urllib.parse import quote

import pytest
from browser_support import choose, keyed, open_page, settle, shot, unfold
from hostile_helpers import (
    BAD_ID,
    CARD_NAME,
    CARD_NOTES,
    DRAFT_NAMES,
    DRAFT_TITLE,
    FINISHED_NAMES,
    FINISHED_TITLE,
    HOSTILE,
    LIVE_NAMES,
    TILE_NAME,
    save_hostile_catalogue,
    start_hostile_live_game,
    store_hostile_tables,
)

from webapp.markdown_text import WORD_JOINER
from webapp.tables.store import open_store

pytestmark = pytest.mark.browser

USER_TEXTS = (*HOSTILE, CARD_NAME, CARD_NOTES, TILE_NAME, FINISHED_TITLE, DRAFT_TITLE, BAD_ID)

# What the page made of Markdown, read from the DOM of the app's main area. Streamlit draws
# ":red[x]" as span.stMarkdownColoredText (backgrounds and badges have their own stMarkdown* class),
# ":material/x:" as a span role=img in the Material Symbols font, "$x$" as .katex.
_RENDERED_JS = """
() => {
  const main = document.querySelector('[data-testid="stMain"]');
  const text = el => (el.textContent || '').trim();
  const origin = location.origin;
  const elsewhere = url => { try { return new URL(url, location.href).origin !== origin; } catch (e) { return true; } };
  return {
    images: [...main.querySelectorAll('img')].map(i => i.getAttribute('src') || ''),
    foreignImages: [...main.querySelectorAll('img')].filter(i => elsewhere(i.src)).map(i => i.src),
    foreignLinks: [...main.querySelectorAll('a[href]')]
      .filter(a => elsewhere(a.href) && !a.closest('[data-testid="stLinkButton"]')).map(a => a.href),
    katex: main.querySelectorAll('.katex').length,
    coloured: [...main.querySelectorAll('[class*="stMarkdownColored"], [class*="stMarkdownBadge"]')].map(text),
    icons: [...main.querySelectorAll('span[role="img"][aria-label$=" icon"]')].map(text),
    bold: [...main.querySelectorAll('strong, b')].map(text),
    withHandlers: main.querySelectorAll('[onerror], [onload], [onclick]').length,
    visible: main.innerText,
  };
}
"""


@pytest.fixture
def hostile_app(app_server, monkeypatch):
    """The app with the hostile tables, catalogue records and live game stored: (server, ids)."""
    monkeypatch.setenv("SANTA_MONICA_DB", str(app_server.db_path))
    monkeypatch.setenv("SANTA_MONICA_DATA_DIR", str(app_server.data_dir))
    save_hostile_catalogue()
    finished, draft = store_hostile_tables(open_store(app_server.db_path))
    live = start_hostile_live_game(str(app_server.db_path))
    return app_server, {"finished": finished, "draft": draft, "live": live}


def assert_text_only(phone, requests: list[str], dialogs: list[str], origin: str, *literal: str) -> dict:
    """The page drew user text as text: see the module docstring. Returns what was found."""
    settle(phone)
    found = phone.evaluate(_RENDERED_JS)
    elsewhere = [url for url in requests if not url.startswith((origin, "data:", "blob:"))]
    assert elsewhere == [], f"requests to another origin: {elsewhere}"
    assert found["foreignImages"] == [] and "x" not in found["images"], found["images"]
    assert found["foreignLinks"] == [], found["foreignLinks"]
    assert found["katex"] == 0, "LaTeX drawn from user text"
    made = [t for t in found["coloured"] if t and any(t in user for user in USER_TEXTS)]
    assert made == [], f"coloured text made from user input: {made}"
    assert "home" not in found["icons"], found["icons"]  # ":material/home:" in a name
    assert "bold" not in found["bold"], "**bold** in a name drawn bold"
    assert found["withHandlers"] == 0 and dialogs == [], "HTML from user text"
    visible = found["visible"].replace(WORD_JOINER, "")  # invisible: see webapp.markdown_text
    assert "\\" not in visible, "a backslash is shown: escaped text reached a plain-text element"
    for text in literal:
        assert text in visible, f"{text!r} is not shown as typed"
    return found


def test_every_page_shows_hostile_names_titles_and_ids_as_typed(hostile_app, phone):
    server, ids = hostile_app
    origin = server.url.rstrip("/")
    requests: list[str] = []
    dialogs: list[str] = []
    phone.on("request", lambda request: requests.append(request.url))
    phone.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))

    def check(*literal: str) -> dict:
        return assert_text_only(phone, requests, dialogs, origin, *literal)

    # Home: the open table (its set-up unfolded), then the resume list.
    open_page(phone, server.page_url("", ids["draft"]), "Open table")
    unfold(phone, "Change this table")
    check(f"Open table: {DRAFT_TITLE}", *DRAFT_NAMES)
    open_page(phone, server.page_url(""), "Resume a table")
    check(DRAFT_TITLE, *DRAFT_NAMES)

    # City: the names as choices, the hostile tile; the hostile card picked in the (plain-text) picker.
    open_page(phone, server.page_url("City", ids["draft"]), "Add a card")
    check(f"{DRAFT_NAMES[0]}'s city", f"Starting tile: {TILE_NAME}", *DRAFT_NAMES)
    choose(phone, keyed(phone, f"pick-{ids['draft']}").get_by_role("combobox"), CARD_NAME)
    check(CARD_NAME)
    open_page(phone, server.page_url("City", ids["finished"]), "Add a card")
    check(CARD_NAME, *FINISHED_NAMES)

    # Scorepad: winner, ranking, the pad, the tabs, the reasons naming the card.
    open_page(phone, server.page_url("Scorepad", ids["finished"]), "Points by line")
    unfold(phone, "By card")
    found = check(FINISHED_TITLE, CARD_NAME, *FINISHED_NAMES)
    assert "Total" in found["bold"]  # our own Markdown still works next to the escaped names
    shot(phone, "phone-hostile-names-Scorepad")

    # History: both tables, then the statistics.
    open_page(phone, server.page_url("History"), "Statistics")
    found = check(FINISHED_TITLE, DRAFT_TITLE, *FINISHED_NAMES, *DRAFT_NAMES)
    assert {"Finished", "Draft"} <= set(found["coloured"]), found["coloured"]  # our badges still are badges
    phone.get_by_role("tab", name="Statistics").click()
    phone.get_by_text("Scores over time").wait_for()
    check(*FINISHED_NAMES)

    # Catalogue: the user's card with its notes.
    open_page(phone, server.page_url("Catalogue"), "Card catalogue")
    unfold(phone, CARD_NAME.split(":")[0])  # up to the word joiner after "http:"
    check(CARD_NAME, CARD_NOTES)

    # Assistant: the live game of three hostile names.
    open_page(phone, server.url + f"Assistant?live={ids['live']}", "Game log")
    check(f"{LIVE_NAMES[0]}'s turn", *LIVE_NAMES)

    # A malformed id in the URL is quoted in the error, as typed.
    open_page(phone, server.url + f"?game={quote(BAD_ID, safe='')}", "Start a table")
    check(f"no game with id '{BAD_ID}'")
    open_page(phone, server.url + f"Assistant?live={quote(BAD_ID, safe='')}", "This game cannot be opened")
    check(f"no live game with id '{BAD_ID}'")
