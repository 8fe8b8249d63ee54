"""Real browser, phone sized: every page a player reads, in German, Spanish and Italian (issue 25).

Debian's headless Chromium at 390 x 844 against the app started as ``streamlit run`` (the module's
shared app). Each page of ``pages/`` is opened with ``?lang=de``, ``es`` and ``it`` on what a
player would have there: Home, City and Scorepad on the sample table (City with its join panel and rings
help, Scorepad with a ruling sentence; each titled in the language), the Catalogue in each of its views,
History with a finished game in it (both tabs), the Assistant's start screen, and the Pad page both
starting a pad and on a pad being typed. On every page every expander is opened, every tab shown and
every select box's list of options read.
What the page shows may hold no English sentence of the catalogues (any area) and no line that reads as
English (``language_helpers.english_lines``: two English marker words), beyond Streamlit's own texts that
the README lists and the players' own words (titles, names) and the cards' names.

A page that still shows English is a strict expected failure whose reason lists the English found
(``STILL_ENGLISH``); the param flips to a pass when the helper working on those words lands, and then
must lose its mark. Screenshots: artifacts/phone-every-<page>[-<view>][-tab<n>]-<language>.png.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from browser_support import (
    PHONE,
    hold_still,
    keyed,
    open_every_expander,
    open_page,
    rerun,
    settle,
    shot,
    sideways_overflow,
)
from history_helpers import finish
from language_helpers import english_lines, english_sentences
from test_app_catalogue_language import VIEWS

from card_db.catalogue import Catalogue
from card_db.loader import sample_game_bytes
from card_db.user_catalogue import CATALOGUE_FILE_NAME, UserCatalogue, load_catalogue
from lang import text
from lang.catalogue import catalogue
from scorer.formats.gamefile import load_game_bytes
from scorer.model.rulings import ruling_text
from webapp.assistant.store import LiveStore
from webapp.pad.operations import new_pad, set_value
from webapp.pad.store import PadStore
from webapp.tables.store import open_store

# An app of its own (the module's), not the other language modules' one: the two groups of about five
# minutes each then run side by side on the two workers, where one group would take both of them in turn.
pytestmark = [pytest.mark.browser, pytest.mark.shared_server]


def app_catalogue(server) -> Catalogue:
    """The catalogue the app reads: the built-in cards and the user's (``server.data_dir``)."""
    return load_catalogue(UserCatalogue(server.data_dir / CATALOGUE_FILE_NAME))


def sample_table(server) -> str:
    """A new table of the sample game in the server's store; its id."""
    return open_store(server.db_path).create_game(load_game_bytes(sample_game_bytes(), "sample_game.json"))


def with_a_finished_table(server) -> str:
    """The sample game stored and finished with the scorer's result, as the Scorepad's Finish does;
    History is opened without a query ("")."""
    finish(open_store(server.db_path), load_game_bytes(sample_game_bytes(), "sample_game.json"), app_catalogue(server))
    return ""


def pad_being_typed(server) -> str:
    """A two-player score pad with a few lines typed, not finished; its id."""
    pads = PadStore(server.db_path)
    pid = pads.create_pad(new_pad("blue", ["Ann", "Bob"], title="Pad night"))
    pads.update_pad(pid, lambda pad: set_value(set_value(pad, "Ann", "cards", 21), "Bob", "rings", 9))
    return pid


# Each page: what it needs stored (a function of the server giving the query, "" for none), its URL
# path, and a catalogue key of a text that shows once it is drawn.
Page = tuple[Callable[[object], str], str, str]
PAGES: dict[str, Page] = {
    "Home": (lambda server: f"?game={sample_table(server)}", "", "home.title"),
    "City": (lambda server: f"?game={sample_table(server)}", "City", "city.add_card"),
    "Scorepad": (lambda server: f"?game={sample_table(server)}", "Scorepad", "scorepad.movement_help"),
    "Catalogue": (lambda server: "", "Catalogue", "catalogue.title"),
    "History": (with_a_finished_table, "History", "menu.history"),
    "Assistant": (lambda server: "", "Assistant", "assistant.start"),
    "Pad-start": (lambda server: "", "Pad", "pad.players"),
    "Pad": (lambda server: f"?pad={pad_being_typed(server)}", "Pad", "pad.close"),
}
LANGUAGES = ("de", "es", "it")
MUST_SHOW: dict[str, tuple[str, ...]] = {
    "City": ("ui.join_help", "city.rings_help"),  # the join panel and the running total's rings, opened
    "Scorepad": ("scorepad.movement_help",),
}
"""Texts (catalogue keys) a page must show in the language once every expander is open."""
TITLED = {"City": "menu.city", "Scorepad": "menu.scorepad", "Catalogue": "menu.catalogue", "History": "menu.history",
          "Assistant": "menu.assistant", "Pad-start": "menu.pad", "Pad": "menu.pad"}
"""Pages whose browser tab title names them (``app.tab_title``), in the language."""

STILL_ENGLISH: dict[tuple[str, str], str] = {}
"""(page, language) -> the English a page still shows, to be worded: its param is a strict xfail. Empty since
2026-11-26: every page reads in every language."""


def params() -> list:
    """Every page in every language; those in ``STILL_ENGLISH`` marked strict expected failures."""
    out = []
    for page in PAGES:
        for language in LANGUAGES:
            reason = STILL_ENGLISH.get((page, language))
            marks = [pytest.mark.xfail(strict=True, reason=f"issue 25 open, English shown: {reason}")] if reason else []
            out.append(pytest.param(page, language, id=f"{page}-{language}", marks=marks))
    return out


_SELECTS = ('[data-testid="stSelectbox"] [role="combobox"]:visible:not([aria-disabled="true"]), '
            '[data-testid="stMultiSelect"] [role="combobox"]:visible:not([aria-disabled="true"])')


def select_options(page) -> str:
    """The options of every select box shown, as a player sees them when tapping it (the list opens
    outside the page's main element; a long list shows its first options); each closed again unchosen.

    Each box is tapped on a page that holds still and once it is in view: a box the tap scrolls into view,
    or that an animation above it moves, closes its list again at once, and its options went unread."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout  # only when a browser test runs

    shown = []
    boxes = page.locator(_SELECTS)
    if not boxes.count():  # nothing to tap: no need to wait for the page to hold still (150 ms a look)
        return ""
    hold_still(page)
    for index in range(boxes.count()):
        box = boxes.nth(index)
        box.scroll_into_view_if_needed()
        box.click()
        try:
            page.wait_for_function("b => b.getAttribute('aria-expanded') === 'true'", arg=box.element_handle(),
                                   timeout=3_000)
        except PlaywrightTimeout:  # a box with nothing to choose opens no list (Home's earlier players, none yet)
            continue
        shown.append(page.locator(f'[id="{box.get_attribute("aria-controls")}"]').inner_text())
        page.keyboard.press("Escape")
        page.wait_for_function("b => b.getAttribute('aria-expanded') !== 'true'", arg=box.element_handle())
    return "\n".join(shown)


def every_tab_and_expander(page, shot_name: str) -> list[str]:
    """The page's text with every expander open and every select box's options, then the same for each
    tab's panel in turn (a tab's expanders show only with their tab); a screenshot of each (``shot_name``,
    then ``shot_name-tab<n>``)."""
    open_every_expander(page)
    parts = [page.get_by_test_id("stApp").inner_text(), select_options(page)]
    shot(page, shot_name)
    tabs = page.get_by_role("tab")
    for index in range(1, tabs.count()):  # the first tab's panel is the one already read
        tabs.nth(index).click()
        settle(page)
        open_every_expander(page)
        parts += [page.get_by_test_id("stApp").inner_text(), select_options(page)]
        shot(page, f"{shot_name}-tab{index}")
    return parts


def everything_shown(page, name: str, language: str) -> str:
    """What the page shows in all its states (on the Catalogue each view, its pills, in turn), each
    screenshot as artifacts/phone-every-<page>[-<view>][-tab<n>]-<language>.png."""
    shot_name = f"phone-every-{name.lower()}-{language}"
    if name != "Catalogue":
        return "\n".join(every_tab_and_expander(page, shot_name))
    parts = []
    for view in VIEWS:
        if view != VIEWS[0]:  # the page opens on the first
            with rerun(page):
                keyed(page, "cat_view").get_by_text(text(f"catalogue.view_{view}", language), exact=True).click()
            settle(page)
        parts += every_tab_and_expander(page, f"phone-every-catalogue-{view}-{language}")
    return "\n".join(parts)


def players_words(server) -> list[str]:
    """What the players typed into the server's stores (titles, names) and the cards' and tiles' names
    and notes (proper names stay as printed; notes are the free text of a catalogue file, the built-in
    samples' in English): words of any language, taken out before looking for English."""
    words: list[str] = []
    for summary in open_store(server.db_path).list_games():
        words += [summary.title, *summary.players]
    for pad in PadStore(server.db_path).list_pads():
        words += [pad.summary.title, *pad.summary.players]
    for live in LiveStore(server.db_path).list_games():
        words += [*live.players, live.deck_label]
    cards = app_catalogue(server)
    words += [part for record in (*cards.cards.values(), *cards.starting_tiles.values())
              for part in (record.name, *record.notes.splitlines())]
    return sorted({word for word in words if word}, key=len, reverse=True)  # longest first: "Ann B" before "Ann"


@pytest.mark.parametrize(("name", "language"), params())
def test_a_page_read_in_german_spanish_and_italian_holds_no_english(app_server, phone, name, language):
    store_for, path, key = PAGES[name]
    query = store_for(app_server)
    address = app_server.url + path + (f"{query}&lang={language}" if query else f"?lang={language}")
    open_page(phone, address, text(key, language))
    shown = everything_shown(phone, name, language)
    for typed in players_words(app_server):
        shown = shown.replace(typed, " ")
    every_area = sorted({key.split(".")[0] for key in catalogue("en")})
    left = [s for s in english_sentences(*every_area) if s in shown] + english_lines(shown)
    assert not left, f"{language} {name}: " + " | ".join(dict.fromkeys(left))
    for must in MUST_SHOW.get(name, ()):
        assert text(must, language) in shown, (name, language, must)
    if name == "City":  # the picked card's editor shows the tile's footprint rule, in the language
        assert {"de": "Fußspuren: ", "es": "Pisadas: ", "it": "Impronte: "}[language] in shown
    if name == "Scorepad":  # a ruling sentence under the ring line, in the language
        assert ruling_text(5, language) in shown
    if name in TITLED:
        assert phone.title() == text("app.tab_title", language, page=text(TITLED[name], language))
    overflow = sideways_overflow(phone)
    assert overflow["scrollWidth"] <= PHONE["width"] + 1 and not overflow["wide"], overflow
    assert phone.locator('[data-testid="stException"]').count() == 0


def test_every_page_file_is_read_here():
    """A page added to pages/ must be added to ``PAGES`` too (its words read in every language)."""
    from webapp.navigation import page_files, url_path

    assert {url_path(str(path)) for path in page_files()} == {path for _, path, _ in PAGES.values()}
