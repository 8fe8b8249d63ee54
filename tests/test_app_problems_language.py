"""A broken game's problems on the City page and the Scorepad in the phone's language (issue 25): the same
problems (codes and numbers) as the English, worded in German, Spanish or Italian with the cards named in
that language, and no English line; and the city picture's card labels in the language asked for."""

from __future__ import annotations

import re

import pytest
from app_helpers import CITY, SCOREPAD, assert_clean, open_page, shown, store
from language_helpers import english_lines

from card_db.loader import load_builtin
from lang import text
from scorer.model.game import Cell, FinishedGame, People
from scorer.model.problems import InvalidGameError
from scorer.scoring.table import score_game
from scorer.scoring.validation import validate_city
from webapp.city import picture
from webapp.tables import operations as tables

pytestmark = pytest.mark.usefixtures("temp_data")


def broken(game: FinishedGame) -> FinishedGame:
    """Ann's city with a street card in the beach row joined to nothing, and 3 VIPs on a tile that gives 2."""
    ann = game.players[0]
    cells = (*ann.cells, Cell(row="beach", column=3, card="sample-yoga-lawn", people=People(vips=3)))
    return game.model_copy(update={"players": (ann.model_copy(update={"cells": cells}), *game.players[1:])})


def broken_table() -> str:
    gid = store().create_game(tables.new_table("blue", [("Ann", "sample-surf-club"), ("Bob", "sample-lighthouse")]))
    store().update(gid, lambda g: tables.place_card(g, "Ann", "sample-kite-beach", "beach", 1))
    store().update(gid, broken)
    return gid


def numbers(words: str) -> list[str]:
    return re.findall(r"-?\d+", words)


@pytest.mark.parametrize("language", ["de", "es", "it"])
def test_the_city_pages_problems_are_in_the_language(language):
    gid = broken_table()
    at = open_page(CITY, gid, language)
    assert_clean(at)
    problems = validate_city(store().get(gid).game.players[0], load_builtin())
    assert [p.code for p in problems] == ["cell.wrong_row", "cell.disconnected", "vips.count"]
    warnings = [shown(w.value) for w in at.warning]
    assert warnings == [p.message_in(language) for p in problems]
    heading = text("city.problems", language, count=3)
    assert any(heading in shown(m.value) for m in at.markdown)
    for problem, said in zip(problems, warnings, strict=True):
        assert sorted(numbers(said)) == sorted(numbers(problem.message)), said
        assert text("card.sample_mark", language) in said  # a sample card or tile named in the language
        assert "(sample)" not in said and not english_lines(said), said
    assert "Yoga Lawn" in warnings[0]  # the card's own name stays


@pytest.mark.parametrize("language", ["es", "it"])
def test_the_scorepad_lists_the_problems_in_the_language(language):
    gid = broken_table()
    at = open_page(SCOREPAD, gid, language)
    assert not at.exception
    with pytest.raises(InvalidGameError) as caught:
        score_game(store().get(gid).game, load_builtin())
    assert [shown(e.value) for e in at.error] == [text("scorepad.cannot_score", language, count=3)]
    warnings = [shown(w.value) for w in at.warning]
    assert warnings == [p.text_in(language) for p in caught.value.problems]
    row = text("problem.cell_beach", language, column=3)
    assert all(w.startswith(f"Ann / {row}: ") for w in warnings[:2]) and warnings[2].startswith("Ann: ")
    assert not [line for w in warnings for line in english_lines(w)]


def test_the_city_pictures_card_labels_are_in_the_language():
    """An unnamed card is labelled by its contents: in German on a German picture, in English on an English one."""
    catalogue = load_builtin()
    unnamed = catalogue.cards["sample-kite-beach"].model_copy(update={"id": "kite", "name": "", "sample": False})
    catalogue = catalogue.merged_with([unnamed])
    player = tables.new_table("blue", [("Ana", "sample-surf-club"), ("Bo", "sample-lighthouse")]).players[0]
    player = player.model_copy(update={"cells": (Cell(row="beach", column=1, card="kite"),
                                                 Cell(row="beach", column=2, card="sample-pier-arcade"))})
    german = picture.city_layout(player, catalogue, None, "de")
    english = picture.city_layout(player, catalogue, None, "en")
    assert german.tile_at("beach", 1).title == catalogue.card_label("kite", "de")
    assert english.tile_at("beach", 1).title == catalogue.card_label("kite", "en")
    assert german.tile_at("beach", 1).title != english.tile_at("beach", 1).title
    assert german.tile_at("beach", 1).title.startswith("Strand")
    # A named sample card keeps its name; the picture's badge, not the words, says it is a sample.
    assert german.tile_at("beach", 2).title == "Pier Arcade" == english.tile_at("beach", 2).title
    assert german.tile_at("beach", 0).title == "Surf Club"
