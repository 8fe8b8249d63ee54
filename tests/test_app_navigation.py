"""The menu, the next-step button at the bottom of each page, and "Join from another phone" (AppTest).

The app runs from its frame (``streamlit_app.py``), as ``streamlit run`` does; pages are reached the
way a player reaches them: through the buttons and links the pages draw.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from app_helpers import CITY, HOME, SCOREPAD, TIMEOUT, assert_clean, open_page, store
from streamlit.testing.v1 import AppTest

from card_db.loader import sample_game_bytes
from scorer.formats.gamefile import load_game_bytes
from webapp import navigation
from webapp.tables import join
from webapp.tables import operations as tables

pytestmark = pytest.mark.usefixtures("temp_data")
ROOT = Path(__file__).resolve().parent.parent


def a_table() -> str:
    game = tables.new_table("orange", [("Ann", "sample-surf-club"), ("Bob", "sample-harbor-office")],
                            start_vips=[2, 1])
    return store().create_game(game)


def titles(at: AppTest) -> list[str]:
    return [t.value for t in at.title]


def next_step(at: AppTest):
    """The page's next-step button: the last widget on the page, primary and full width."""
    buttons = [b for b in at.button if b.key == "next_step"]
    assert len(buttons) == 1, [b.key for b in at.button]
    assert buttons[0].proto.type == "primary"
    return buttons[0]


# --- the menu -----------------------------------------------------------------------------------------


def test_the_menu_starts_with_home_and_every_page_has_a_title_and_an_icon():
    files = navigation.page_files()
    assert [f.name for f in files] == sorted(p.name for p in (ROOT / "pages").glob("*.py"))
    assert files[0].name == navigation.HOME_FILE
    menu = [navigation.title_of(f) for f in files]
    assert menu[:6] == [("Home", "🏠"), ("City", "🏙️"), ("Scorepad", "🧮"), ("Catalogue", "🗂️"),
                        ("History", "📜"), ("Assistant", "🎲")]
    assert all(title.strip() and icon for title, icon in menu)
    assert not any("streamlit" in title.lower() for title, _ in menu)


def test_a_page_file_added_later_is_in_the_menu_titled_by_its_name(tmp_path, monkeypatch):
    for name in ("0_Home.py", "1_City.py", "6_Quick_pad.py", "_helper.py"):
        (tmp_path / name).write_text("")
    monkeypatch.setattr(navigation, "PAGES_DIR", tmp_path)
    files = navigation.page_files()
    assert [f.name for f in files] == ["0_Home.py", "1_City.py", "6_Quick_pad.py"]
    assert navigation.title_of(files[-1]) == ("Quick pad", navigation.DEFAULT_ICON)


def test_page_files_have_the_url_paths_streamlit_gives_them():
    assert [navigation.url_path(f"pages/{f.name}") for f in navigation.page_files()][:6] == [
        "", "City", "Scorepad", "Catalogue", "History", "Assistant"]
    assert navigation.url_path("pages/6_Quick_pad.py") == "Quick_pad"


def test_the_app_opens_on_home_through_its_frame():
    at = AppTest.from_file(str(HOME), default_timeout=TIMEOUT).run()
    assert_clean(at)
    assert titles(at) == ["🌊 Santa Monica score pad"]


def test_the_home_pages_links_reach_the_other_pages():
    at = open_page()
    pages = {link.proto.page for link in at.get("page_link")}
    assert {"Assistant", "Catalogue", "History"} <= pages


# --- next step: Home -> City -> Scorepad -> Finish -> History -------------------------------------------


def test_the_next_step_buttons_lead_home_city_scorepad_finish_history():
    gid = a_table()
    at = open_page(None, gid)
    assert_clean(at)
    assert next_step(at).label == "Enter the cities"
    next_step(at).click().run()
    assert_clean(at)
    assert "Cities" in titles(at) and at.query_params["game"] == gid

    assert next_step(at).label == "See the scorepad"
    next_step(at).click().run()
    assert_clean(at)
    assert at.query_params["game"] == gid
    assert not [b for b in at.button if b.key == "next_step"]  # the Finish button is the next step here
    at.button(key="finish").click().run()
    assert_clean(at)
    assert store().get(gid).status == "finished"

    assert next_step(at).label == "See it in History"
    next_step(at).click().run()
    assert_clean(at)
    assert any("History" in t for t in titles(at))
    assert next_step(at).label == "Start a new table"
    next_step(at).click().run()
    assert_clean(at)
    assert "🌊 Santa Monica score pad" in titles(at)


def test_home_without_an_open_table_offers_no_next_step_but_start_table():
    at = open_page()
    assert not [b for b in at.button if b.key == "next_step"]
    assert at.button(key="start_table").proto.type == "primary"


def test_the_catalogue_leads_back_to_the_open_table_or_home():
    at = open_page("pages/3_Catalogue.py")
    assert next_step(at).label == "Home: start or resume a table"
    gid = a_table()
    at = open_page(CITY, gid)
    at.switch_page("pages/3_Catalogue.py").run()
    assert next_step(at).label == "Back to the table: the cities"
    next_step(at).click().run()
    assert_clean(at)
    assert "Cities" in titles(at) and at.query_params["game"] == gid


def test_the_solo_robots_piles_lead_to_the_scorepad_too():
    gid = store().create_game(tables.new_table("blue", [("Sol", "sample-surf-club")], solo_robot=True,
                                               start_vips=[2]))
    at = open_page(CITY, gid)
    at.radio(key="city_player").set_value("Robot").run()
    assert_clean(at)
    next_step(at).click().run()
    assert_clean(at)
    assert at.query_params["game"] == gid
    assert any(e.key == "finish" for e in at.button)  # the Scorepad


# --- join from another phone ------------------------------------------------------------------------------


def join_address(at: AppTest) -> str:
    [panel] = [e for e in at.expander if "Join from another phone" in e.label]
    [address] = panel.text
    return address.value


@pytest.mark.parametrize("page", [None, CITY, SCOREPAD])
def test_the_game_pages_offer_this_tables_address_on_the_local_network(monkeypatch, page):
    monkeypatch.setattr(join, "lan_address", lambda: "192.168.1.20")
    gid = a_table()
    at = open_page(page, gid)
    assert_clean(at)
    address = join_address(at)
    path = {None: "", CITY: "City", SCOREPAD: "Scorepad"}[page]
    assert address == f"http://192.168.1.20:8501/{path}?game={gid}"
    [panel] = [e for e in at.expander if "Join from another phone" in e.label]
    assert len(panel.image) == 1  # the QR code


def test_without_an_open_table_home_has_no_join_panel():
    at = open_page()
    assert not [e for e in at.expander if "Join from another phone" in e.label]


def test_the_store_version_changes_with_every_saved_change():
    gid = a_table()
    first = store().version(gid)
    store().update(gid, lambda g: tables.set_title(g, "Friday"))
    second = store().version(gid)
    assert first and second and second != first
    assert store().version("no-such-game") is None
    game = load_game_bytes(sample_game_bytes(), "sample_game.json")
    assert store().version(store().create_game(game))


def test_an_app_listening_on_loopback_only_says_other_phones_cannot_reach_it():
    from streamlit import config

    gid = a_table()
    at = open_page(CITY, gid)
    [panel] = [e for e in at.expander if "Join from another phone" in e.label]
    assert not panel.warning  # Streamlit's default: every interface
    config.set_option("server.address", "127.0.0.1")
    try:
        at.run()
    finally:
        config.set_option("server.address", None)  # Streamlit's default, for the tests after this one
    [panel] = [e for e in at.expander if "Join from another phone" in e.label]
    assert "only answers this computer" in panel.warning[0].value
