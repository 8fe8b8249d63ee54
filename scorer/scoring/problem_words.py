"""How a validation problem names a card, a starting tile and a cell, in the reader's language.

A problem keeps what it says (``lang.said.Said``: a catalogue key, ``problem.*``, and its values) and is
worded when read (``scorer.model.problems.Problem``). The values here are ``Said`` too, so that they are
worded in the same language: a card is named by its label in that language (``Catalogue.card_label``:
its name, or its contents in the language) and its id, an unknown card by its id alone; a cell by its
row and column. This module words nothing itself and checks no rule (``scorer.scoring.validation``).
"""

from __future__ import annotations

from card_db.catalogue import Catalogue
from lang.said import Said
from lang.words import DEFAULT_LANGUAGE, text
from scorer.model.problems import CELL_KEYS


class CardNamed(Said):
    """A card as a problem names it: "'Yoga Lawn' (c12)"; "'c99'" when no catalogue has it."""

    __slots__ = ("catalogue",)

    def __init__(self, card_id: str, catalogue: Catalogue):
        super().__init__("problem.card_named", id=card_id)
        self.catalogue = catalogue

    def word(self, language: str = DEFAULT_LANGUAGE) -> str:
        """The card's label in ``language`` and its id."""
        card_id = self.values["id"]
        if card_id not in self.catalogue.cards:
            return text("problem.id_named", language, id=card_id)
        return text(self.key, language, label=self.catalogue.card_label(card_id, language), id=card_id)


class TileNamed(Said):
    """A starting tile as a problem names it: "'Harbor Office' (t3)"; "'t99'" when no catalogue has it."""

    __slots__ = ("catalogue",)

    def __init__(self, tile_id: str, catalogue: Catalogue):
        super().__init__("problem.card_named", id=tile_id)
        self.catalogue = catalogue

    def word(self, language: str = DEFAULT_LANGUAGE) -> str:
        """The tile's label in ``language`` and its id."""
        tile_id = self.values["id"]
        if tile_id not in self.catalogue.starting_tiles:
            return text("problem.id_named", language, id=tile_id)
        return text(self.key, language, label=self.catalogue.tile_label(tile_id, language), id=tile_id)


def cell_said(row: str, column: int) -> Said:
    """A cell: "beach row, column -2"."""
    return Said(CELL_KEYS[row], column=column)


def card_in_cell(card_id: str, row: str, column: int, catalogue: Catalogue) -> Said:
    """The subject of a sentence about a placed card: "The card 'Yoga Lawn' (c12) in the beach row, column 2"."""
    return Said("problem.card_in_cell", card=CardNamed(card_id, catalogue), cell=cell_said(row, column))
