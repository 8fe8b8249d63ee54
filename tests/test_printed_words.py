"""The built-in objective tiles' and sand dollar actions' printed words in four languages
(``card_db.printed_words``): the catalogues say what the data files say in English, every other
language has its own words, and a tile the catalogues do not know keeps its data text."""

from __future__ import annotations

import pytest

from card_db.loader import load_builtin
from card_db.printed_words import objective_words, sand_dollar_words
from lang import LANGUAGES

BUILTIN = load_builtin()
OBJECTIVE_FIELDS = ("name", "wave_line", "misc_line", "people_line")
ACTION_FIELDS = ("name", "text")


def test_the_english_catalogue_says_what_the_data_files_print():
    for tile in BUILTIN.objectives.values():
        for field in OBJECTIVE_FIELDS:
            assert objective_words(tile, field) == getattr(tile, field)
    for action in BUILTIN.sand_dollar_actions.values():
        for field in ACTION_FIELDS:
            assert sand_dollar_words(action, field, "en") == getattr(action, field)


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_every_tile_and_action_has_its_own_words_in_the_language(language):
    for tile in BUILTIN.objectives.values():
        for field in OBJECTIVE_FIELDS:
            theirs = objective_words(tile, field, language)
            assert theirs and (theirs != getattr(tile, field) or tile.id == "orange" and field == "name"), (tile.id, field)
    for action in BUILTIN.sand_dollar_actions.values():
        for field in ACTION_FIELDS:
            assert sand_dollar_words(action, field, language) != getattr(action, field), (action.id, field)


def test_the_words_read_as_the_language_writes_them():
    blue = BUILTIN.objectives["blue"]
    assert objective_words(blue, "name", "de") == "Blau (empfohlen für das erste Spiel)"
    assert objective_words(BUILTIN.objectives["orange"], "name", "it") == "Arancione"
    assert objective_words(BUILTIN.objectives["green"], "people_line", "es") == "-1 por cada carta con personas sin colocar"
    assert sand_dollar_words(BUILTIN.sand_dollar_actions["from-the-back"], "name", "de") == "1 Karte aus der hinteren Reihe nehmen"


def test_a_tile_the_catalogues_do_not_know_keeps_its_own_words():
    renamed = BUILTIN.objectives["blue"].model_copy(update={"id": "purple", "name": "Purple"})
    assert objective_words(renamed, "name", "de") == "Purple"
    reworded = BUILTIN.objectives["green"].model_copy(update={"wave_line": "4 for each Wave group"})
    assert objective_words(reworded, "wave_line", "it") == "4 for each Wave group"
    assert objective_words(reworded, "misc_line", "it") != reworded.misc_line
    action = BUILTIN.sand_dollar_actions["from-the-back"].model_copy(update={"id": "home-made"})
    assert sand_dollar_words(action, "text", "es") == action.text
