"""A game made portable: the cards it uses that another install may not have, copied into the game.

A table started in the app refers to its cards by id only, and some of those cards live in the
user's own catalogue. ``portable_game`` returns the same game with every feature card and starting
tile it uses copied inline (``cards`` / ``starting_tiles``) unless the built-in data has exactly the
same definition, so the exported file scores the same on any install (the idea of
``scorer.engine.export.to_finished_game(..., inline_cards=True)``, minus the built-in cards every
install already has). A user card that shares an id with a built-in card but differs from it is
copied too: inline cards win over catalogue cards with the same id.

It is pure (it reads no file: both catalogues are passed in) and it does not validate or score.
"""

from __future__ import annotations

from card_db.catalogue import Catalogue
from card_db.models import FeatureCard, StartingTile
from scorer.model.game import FinishedGame


def used_card_ids(game: FinishedGame) -> tuple[str, ...]:
    """Every feature card id the game uses (cities and the Robot's piles), in first-use order."""
    ids = [cell.card for city in game.players for cell in city.cells]
    if game.robot is not None:
        ids += [*game.robot.beach_pile, *game.robot.street_pile]
    return tuple(dict.fromkeys(ids))


def portable_game(game: FinishedGame, catalogue: Catalogue, builtin: Catalogue) -> FinishedGame:
    """``game`` with the definitions of its non-built-in cards and starting tiles copied inline.

    ``catalogue`` is what the game is read with on this install (built-in, the user's cards and the
    game's own inline cards); ``builtin`` is what every install has. A card found in neither stays a
    bare reference: validation names it as unknown, exactly as before. Inline definitions the game
    already carries are kept (they may be used by no cell yet), except exact copies of built-in ones."""
    cards: dict[str, FeatureCard] = {c.id: c for c in game.cards}
    for card_id in used_card_ids(game):
        if card_id in catalogue.cards:
            cards[card_id] = catalogue.cards[card_id].without_photo()  # game files carry no photos
    tiles: dict[str, StartingTile] = {t.id: t for t in game.starting_tiles}
    for tile_id in dict.fromkeys(city.starting_tile for city in game.players):
        if tile_id in catalogue.starting_tiles:
            tiles[tile_id] = catalogue.starting_tiles[tile_id]
    return game.model_copy(update={
        "cards": tuple(c for c in cards.values() if builtin.cards.get(c.id) != c),
        "starting_tiles": tuple(t for t in tiles.values() if builtin.starting_tiles.get(t.id) != t),
    })
