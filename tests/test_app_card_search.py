"""The search boxes of the Catalogue and City pages read in German, Spanish and Italian (AppTest, issue 25):
a card or tile is found by its words in the phone's language, by the English words, and by its own name,
and each box's placeholder example finds what it promises."""

from __future__ import annotations

import pytest
from app_helpers import CATALOGUE, CITY, assert_clean, open_page, shown, store
from test_app_city_picker import new_game

from card_db.user_catalogue import load_catalogue
from lang import text
from webapp.cards.catalogue_view import list_label

pytestmark = pytest.mark.usefixtures("temp_data")  # a fresh game store and data folder (conftest)

RING_NATURE = ("sample-community-garden", "sample-quiet-cove", "sample-yoga-lawn")
RING_TOURISTS = ("sample-backpacker-hostel", "sample-kite-beach", "sample-surf-school")
LANGUAGES = ("de", "es", "it")


def labels(ids, language: str) -> set[str]:
    """The cards of ``ids`` as the Catalogue's list names them in ``language``."""
    catalogue = load_catalogue()
    return {list_label(catalogue, catalogue.cards[i], language) for i in ids}


def card_list(at, language: str) -> set[str]:
    """The cards the Catalogue lists, as their expanders read (the filter's expander left out)."""
    return {shown(e.label) for e in at.expander} & labels(load_catalogue().cards, language)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_catalogue_finds_cards_by_their_words_in_the_language_and_in_english(language):
    at = open_page(CATALOGUE, language=language)
    box = at.text_input(key="cat_name")
    words = text("catalogue.search_cards_example", language)  # "Ring Natur", "anillo naturaleza", ...
    assert box.placeholder == text("catalogue.example", language, words=words)
    box.input(words).run()
    assert_clean(at)
    assert card_list(at, language) == labels(RING_NATURE, language)  # listed in the phone's language
    at.text_input(key="cat_name").input("ring nature").run()
    assert card_list(at, language) == labels(RING_NATURE, language)
    at.text_input(key="cat_name").input("kite").run()  # a sample's own (English) name
    assert card_list(at, language) == labels(("sample-kite-beach",), language)
    at.text_input(key="cat_name").input("kite " + text("tag.short_nature", language)).run()  # every word must match
    assert card_list(at, language) == set()


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_catalogue_finds_starting_tiles_by_their_words(language):
    at = open_page(CATALOGUE, language=language)
    at.pills(key="cat_view").set_value("tiles").run()
    box = at.text_input(key="cat_tile_name")
    words = text("catalogue.search_tiles_example", language)  # "VIP Geschäft", "VIP negocio", ...
    assert box.placeholder == text("catalogue.example", language, words=words)
    box.input(words).run()
    assert_clean(at)
    tiles = [shown(e.label) for e in at.expander if "Harbor Office" in e.label or "Surf Club" in e.label
             or "Lighthouse" in e.label]
    assert len(tiles) == 1 and tiles[0].startswith("Harbor Office")
    at.text_input(key="cat_tile_name").input("lighthouse").run()
    assert [e for e in at.expander if "Lighthouse" in e.label] and not [e for e in at.expander if "Harbor" in e.label]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_city_finds_a_card_by_its_words_and_places_the_one_picked(language):
    game_id = new_game()
    at = open_page(CITY, game_id, language)
    catalogue = load_catalogue()
    find = at.text_input(key=f"city-find-{game_id}")
    words = text("city.card_box_placeholder", language)  # "Ring 2 Touristen", "anillo 2 turistas", ...
    assert find.placeholder == text("catalogue.example", language, words=words)
    find.input(words).run()
    assert_clean(at)
    box = at.selectbox(key=f"pick-{game_id}")
    assert sorted(box.options) == sorted(catalogue.card_label(i, language) for i in RING_TOURISTS)
    assert box.label == text("city.card_box", language, count=len(RING_TOURISTS))
    at.text_input(key=f"city-find-{game_id}").input("ring 2 tourists").run()  # English words find them too
    assert len(at.selectbox(key=f"pick-{game_id}").options) == len(RING_TOURISTS)
    at.selectbox(key=f"pick-{game_id}").set_value("sample-kite-beach").run()
    assert_clean(at)
    assert any(c.card == "sample-kite-beach" for c in store().get(game_id).game.players[0].cells)
    # Placed: the words are cleared for the next card, and the placed card is no longer offered.
    assert at.text_input(key=f"city-find-{game_id}").value == ""
    assert catalogue.card_label("sample-kite-beach", language) not in at.selectbox(key=f"pick-{game_id}").options
