"""webapp.cards.search: a card or tile found by its name, by its words in the reader's language or in
English, every typed word, accents and case ignored; and every search box's placeholder example finds
something in the sample catalogue in every language (issue 25)."""

from __future__ import annotations

import pytest

from card_db.loader import load_builtin
from card_db.models import AdjacentTag, FeatureCard, FootprintRule, GainSandDollars, Ring, StartingTile
from lang import LANGUAGES, text
from webapp.cards.search import _words, folded, search

SAMPLES = load_builtin()
CARDS = list(SAMPLES.cards.values())
TILES = list(SAMPLES.starting_tiles.values())
# The example words of each box (the placeholder is "e.g. {words}" around them), and what they search.
BOXES = {"catalogue.search_cards_example": CARDS, "catalogue.search_tiles_example": TILES,
         "city.card_box_placeholder": CARDS}

SURF = FeatureCard(id="surf", row="beach", tags=("wave", "sports"), scoring=(Ring(tourists=2, points=4),))
CAFE = FeatureCard(id="cafe", name="Plátano Café", row="street", tags=("local", "business"),
                   scoring=(AdjacentTag(tag="nature", points=2),), placement=(GainSandDollars(amount=2),))


def ids(records) -> list[str]:
    return [r.id for r in records]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("key", BOXES)
def test_each_boxs_placeholder_example_finds_a_sample_in_every_language(key, language):
    words = text(key, language)
    assert text("catalogue.example", language, words=words).count(words) == 1  # the placeholder shows them
    assert search(BOXES[key], words, language)


@pytest.mark.parametrize("language, words", [("de", "Ring 2 Touristen"), ("es", "anillo 2 turistas"),
                                             ("it", "anello 2 turisti"), ("en", "ring 2 tourists")])
def test_a_card_is_found_by_its_words_in_the_readers_language_and_in_english(language, words):
    assert ids(search([SURF, CAFE], words, language)) == ["surf"]
    assert ids(search([SURF, CAFE], "ring tourists", language)) == ["surf"]  # English words too


def test_another_languages_words_are_not_searched():
    # German words find nothing for an Italian reader: a card matches what this reader sees, or English.
    assert search([SURF], "Touristen", "it") == []
    assert ids(search([SURF], "Touristen", "de")) == ["surf"]


@pytest.mark.parametrize("typed", ["platano", "PLÁTANO", "cafe", "plátano café"])
def test_the_cards_own_name_is_found_without_accents_or_case(typed):
    assert ids(search([SURF, CAFE], typed, "en")) == ["cafe"]


def test_accents_and_sharp_s_are_ignored():
    assert ids(search([CAFE], "dolares simbolos", "es")) == ["cafe"]  # "dólares de arena", "símbolos"
    assert ids(search([CAFE], "adyacente a naturaleza", "es")) == ["cafe"]
    street = FeatureCard(id="st", name="Große Straße", row="street")
    assert ids(search([street, CAFE], "grosse strasse", "de")) == ["st"]
    assert folded("Straße Ñandú") == "strasse nandu"


def test_every_typed_word_must_match_and_an_empty_query_keeps_all():
    assert search([SURF, CAFE], "ring nature", "en") == []  # "ring" is Surf's, "Nature" is the café's
    assert ids(search([SURF, CAFE], "  ", "de")) == ["surf", "cafe"]


def test_a_starting_tile_is_found_by_its_name_and_its_words():
    tile = StartingTile(id="po", name="Postamt", vips=1, footprint=FootprintRule(wants=("business",), points_per_match=2))
    assert ids(search([tile], "postamt", "de")) == ["po"]
    assert ids(search([tile], "sucht Geschäft", "de")) == ["po"]
    assert ids(search([tile], "wants business", "de")) == ["po"]  # English
    assert search([tile], "Sport", "de") == []


def test_a_sample_is_found_by_its_mark_but_not_by_the_demo_lines_words():
    assert len(search(CARDS, "Beispiel", "de")) == len(CARDS)
    assert search(CARDS, "erfunden", "de") == []  # "für Vorführungen erfunden": on every sample, says nothing


def test_a_records_words_are_worked_out_once_per_language():
    _words.cache_clear()
    for _ in range(3):
        for language in LANGUAGES:
            search(CARDS, "ring", language)
    info = _words.cache_info()
    assert info.misses == len(CARDS) * len(LANGUAGES) and info.hits == 2 * info.misses
