"""A card's words on the City and Catalogue pages in German, Spanish and Italian (issue 25, phase 2: the
card words): the City editor's ring and footprint lines and the picked card's lines, the Catalogue's card
lines, each in the phone's language with its numbers and plurals."""

from __future__ import annotations

import pytest
from app_helpers import CATALOGUE, CITY, assert_clean, open_page, shown, store
from streamlit.testing.v1 import AppTest

from webapp.tables import operations as tables

pytestmark = pytest.mark.usefixtures("temp_data")

RING = {"de": "Ring: 2 Touristen -> 4", "es": "Anillo: 2 turistas -> 4", "it": "Anello: 2 turisti -> 4"}
FOOTPRINTS = {"de": "Fußspuren: 1 pro Sport / Wellen auf der Karte",
              "es": "Pisadas: 1 por cada Deporte / Olas en la carta",
              "it": "Impronte: 1 per ogni Sport / Onde sulla carta"}


def page(path: str, lang: str, game_id: str | None = None) -> AppTest:
    """``path`` opened from Home with ``?lang=lang`` (and ``?game=game_id``) in the address."""
    at = open_page(path, game_id, lang)
    assert_clean(at)
    return at


def everything(at: AppTest) -> str:
    return "\n".join(shown(e.value) for e in [*at.caption, *at.markdown])


@pytest.mark.parametrize("lang", ["de", "es", "it"])
def test_the_city_editor_says_a_cards_ring_and_the_footprint_rule_in_the_language(lang):
    game = tables.new_table("blue", [("Ann", "sample-surf-club"), ("Bob", "sample-harbor-office")], start_vips=[2, 2])
    game = tables.place_card(game, "Ann", "sample-surf-school", "beach", 1)
    at = page(CITY, lang, store().create_game(game))
    words = everything(at)
    assert RING[lang] in words and FOOTPRINTS[lang] in words
    assert "Ring: 2 tourists" not in words and "Footprints:" not in words


@pytest.mark.parametrize("lang", ["de", "es", "it"])
def test_the_catalogue_lists_a_sample_cards_lines_in_the_language(lang):
    at = page(CATALOGUE, lang)
    words = everything(at)
    assert RING[lang] in words
    assert "Ring: 2 tourists -> 4" not in words and "When placed:" not in words
