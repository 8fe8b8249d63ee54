"""User text is shown as text, never as Markdown, on every page (AppTest: the Markdown each element gets).

Player names, titles, notes, card and tile names and the ids read from the URL are hostile Markdown
here (``hostile_helpers``). Every element Streamlit renders as Markdown (messages, captions,
headers, widget labels and radio / segmented options, tabs, expanders, page links, Markdown tables)
must carry them escaped: never the raw text, and the reader sees exactly the characters typed
(``app_helpers.shown``). Elements that show plain text (the searchable card picker) must carry them
raw, or the reader would see backslashes. ``test_browser_hostile_text.py`` checks the same pages
in a real browser.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from app_helpers import CITY, SCOREPAD, TIMEOUT, open_page, shown
from hostile_helpers import (
    BAD_ID,
    CARD_ID,
    CARD_NAME,
    CARD_NOTES,
    DRAFT_NAMES,
    DRAFT_PLAYED_ON,
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
from streamlit.testing.v1 import AppTest

from webapp.markdown_text import escape_markdown
from webapp.tables.store import GameStore, default_db_path

ROOT = Path(__file__).parent.parent
HISTORY = "pages/4_History.py"
CATALOGUE = "pages/3_Catalogue.py"
ASSISTANT = str(ROOT / "pages" / "5_Assistant.py")
RAW = (*HOSTILE, CARD_NAME, CARD_NOTES, TILE_NAME, FINISHED_TITLE, DRAFT_TITLE, DRAFT_PLAYED_ON, BAD_ID)
"""Texts that must never reach a Markdown element as they are."""
MESSAGES = ("markdown", "caption", "title", "header", "subheader", "info", "warning", "error", "success", "toast")


@pytest.fixture(autouse=True)
def hostile_data(tmp_path, monkeypatch) -> tuple[str, str]:
    monkeypatch.setenv("SANTA_MONICA_DB", str(tmp_path / "games.db"))
    monkeypatch.setenv("SANTA_MONICA_DATA_DIR", str(tmp_path / "data"))
    save_hostile_catalogue()
    return store_hostile_tables(GameStore(default_db_path()))


def markdown_texts(at: AppTest) -> list[str]:
    """The source of every element on the page that Streamlit renders as Markdown."""
    texts = [e.value for kind in MESSAGES for e in getattr(at, kind)]
    texts += [b.label for b in at.button] + [e.label for e in at.expander]
    texts += [t.proto.label for t in at.tabs]
    for radio in at.radio:
        texts += [radio.label, *radio.options]
    for group in at.button_group:
        texts += [group.proto.label, *(option.content for option in group.proto.options)]
    texts += [link.proto.label for link in at.get("page_link")]
    texts += [button.proto.label for button in at.get("download_button")]
    return texts


def assert_inert(at: AppTest, *visible: str) -> str:
    """No Markdown element holds hostile text as it is; each of ``visible`` is read literally. The page's text."""
    assert not at.exception, [e.message for e in at.exception]
    texts = markdown_texts(at)
    for text in texts:
        for raw in RAW:
            assert raw not in text, f"{raw!r} reaches Markdown unescaped in {text!r}"
    page = "\n".join(shown(text) for text in texts)
    for text in visible:
        assert text in page, f"{text!r} is not shown literally"
    return page


def test_home_the_open_table_and_the_resume_list_show_names_and_title_as_typed(hostile_data):
    _finished, draft = hostile_data
    at = open_page(game_id=draft)
    page = assert_inert(at, *DRAFT_NAMES, DRAFT_TITLE, DRAFT_PLAYED_ON)
    assert f"Open table: {DRAFT_TITLE}" in page
    assert at.text_input(key=f"title-open-{draft}").value == DRAFT_TITLE  # a text box shows it raw
    # The table closed: it is offered in the resume list, named by its title and players.
    at.button(key="close_table").click().run()
    assert_inert(at, f"{DRAFT_TITLE}: {', '.join(DRAFT_NAMES)}")
    # Select boxes show plain text: earlier players and the user's tile by their names, no backslash.
    earlier = next(w for w in at.selectbox if w.label == "Or pick an earlier player")
    assert set(DRAFT_NAMES) <= set(earlier.options)
    tiles = next(w for w in at.selectbox if w.label == "Starting tile")
    assert f"{TILE_NAME} (2 VIPs)" in tiles.options  # the Surf Club's two VIPs


def test_home_a_refused_rename_quotes_the_name_as_typed(hostile_data):
    _finished, draft = hostile_data
    at = open_page(game_id=draft)
    at.text_input(key=f"rename-{draft}-1").set_value(DRAFT_NAMES[0]).run()  # already taken by the first
    page = assert_inert(at)
    assert f"two players are called '{DRAFT_NAMES[0]}'" in page


def test_city_names_tile_and_card_are_text_and_the_card_picker_shows_no_backslash(hostile_data):
    finished, draft = hostile_data
    at = open_page(CITY, draft)
    page = assert_inert(at, *DRAFT_NAMES, f"{DRAFT_NAMES[0]}'s city", f"Starting tile: {TILE_NAME}")
    assert f"{DRAFT_NAMES[0]}'s city" in page
    # The searchable card picker is plain text: the name raw, never its escaped form.
    picker = at.selectbox(key=f"pick-{draft}")
    assert CARD_NAME in picker.options and escape_markdown(CARD_NAME) not in picker.options
    picker.set_value(CARD_ID).run()
    assert_inert(at, CARD_NAME)
    # The finished game's first city holds the card: its row names it.
    at = open_page(CITY, finished)
    assert_inert(at, *FINISHED_NAMES, CARD_NAME, f"{FINISHED_NAMES[0]}'s city")


def test_scorepad_winner_ranking_pad_tabs_and_reasons_are_text(hostile_data):
    finished, _draft = hostile_data
    at = open_page(SCOREPAD, finished)
    page = assert_inert(at, *FINISHED_NAMES, FINISHED_TITLE, CARD_NAME, TILE_NAME)
    header = "| Line | " + " | ".join(FINISHED_NAMES) + " |"
    assert header in page  # the pad's header row: one column per player, names read literally
    assert f"Download {FINISHED_NAMES[0]}'s city (PNG)" in page


def test_history_titles_names_and_statistics_are_text(hostile_data):
    at = open_page(HISTORY)
    page = assert_inert(at, *FINISHED_NAMES, *DRAFT_NAMES, FINISHED_TITLE, DRAFT_TITLE)
    assert f"| {FINISHED_NAMES[0]} |" in page  # the statistics table's row for the first player


def test_catalogue_card_name_notes_and_delete_question_are_text(hostile_data):
    at = open_page(CATALOGUE)
    assert_inert(at, CARD_NAME, CARD_NOTES)
    at.button(key=f"cat_delete_card_{CARD_ID}").click().run()
    assert_inert(at, f"Delete {CARD_NAME.split(' ')[0]}")  # the record's name, as typed


def test_assistant_names_in_caption_status_cities_scores_and_log_are_text():
    gid = start_hostile_live_game(str(default_db_path()))
    at = AppTest.from_file(ASSISTANT, default_timeout=TIMEOUT)
    at.query_params["live"] = gid
    at.run()
    page = assert_inert(at, *LIVE_NAMES)
    assert f"{LIVE_NAMES[0]}'s turn" in page
    assert f"| {LIVE_NAMES[1]} |" in page  # the cities and scores table


@pytest.mark.parametrize("page, param", [(None, "game"), (ASSISTANT, "live")])
def test_a_malformed_id_in_the_url_is_quoted_as_text(page, param):
    if page is None:
        at = open_page(game_id=BAD_ID)
    else:
        at = AppTest.from_file(page, default_timeout=TIMEOUT)
        at.query_params[param] = BAD_ID
        at.run()
    assert_inert(at, f"'{BAD_ID}'")
    assert at.error, "the id names no game: an error says so"
