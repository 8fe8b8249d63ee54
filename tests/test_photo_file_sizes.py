"""Card photos and file sizes: a whole deck with the largest photos stays readable, and game files
never carry photos (a game's 60 cards with photos would pass a game file's 2 MB)."""

from __future__ import annotations

import pytest

from card_db.catalogue import PRINTED_FEATURE_CARDS, PRINTED_STARTING_TILES
from card_db.generated import generated_catalogue
from card_db.loader import CatalogueError, dump_catalogue_bytes, load_builtin, parse_catalogue_bytes
from card_db.models import PHOTO_MAX_CHARS
from card_db.strict_json import MAX_CATALOGUE_BYTES, MAX_FILE_BYTES
from card_db.user_catalogue import UserCatalogue
from scorer.formats.gamefile import load_game_bytes
from scorer.formats.portable import portable_game
from scorer.generated import generated_finished_game

BIGGEST_PHOTO = "A" * PHOTO_MAX_CHARS


def _deck_with_photos(count: int):
    """``count`` distinct user cards built from the sample deck, each with the largest photo allowed."""
    sample = list(load_builtin().cards.values())
    return [sample[i % len(sample)].model_copy(update={"id": f"user-{i}", "sample": False, "photo": BIGGEST_PHOTO})
            for i in range(count)]


def test_the_whole_box_with_the_largest_photos_is_saved_and_read_back(tmp_path):
    deck = _deck_with_photos(PRINTED_FEATURE_CARDS + PRINTED_STARTING_TILES)
    data = dump_catalogue_bytes(deck)
    assert MAX_FILE_BYTES < len(data) < MAX_CATALOGUE_BYTES  # over a game file's cap, within a catalogue's
    user = UserCatalogue(tmp_path / "catalogue.json")
    user.import_catalogue(parse_catalogue_bytes(data, "deck.json"), "deck.json")
    assert [c.photo for c in user.cards()] == [BIGGEST_PHOTO] * len(deck)


def test_a_catalogue_file_over_its_limit_is_refused_with_the_limit_named():
    data = b'{"format": "santa-monica-catalogue", "version": 1, "notes": "' + b"x" * MAX_CATALOGUE_BYTES + b'"}'
    with pytest.raises(CatalogueError, match="larger than 8 MB"):
        parse_catalogue_bytes(data, "huge.json")


def test_a_portable_game_carries_its_cards_without_their_photos():
    catalogue = generated_catalogue(7)
    game = generated_finished_game(7, players=4, catalogue=catalogue)
    used = {cell.card for city in game.players for cell in city.cells}
    assert len(used) * PHOTO_MAX_CHARS > MAX_FILE_BYTES  # with photos inline it could not be read back
    with_photos = catalogue.merged_with(
        tuple(catalogue.cards[c].model_copy(update={"photo": BIGGEST_PHOTO}) for c in sorted(used)), ())
    exported = portable_game(game, with_photos, load_builtin())
    assert {c.id for c in exported.cards} == used  # every card travels ...
    assert all(c.photo == "" for c in exported.cards)  # ... without its photo
    text = exported.model_dump_json().encode()
    assert len(text) < MAX_FILE_BYTES
    assert load_game_bytes(text, "exported.json").cards == exported.cards  # and it reads back
