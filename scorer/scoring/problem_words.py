"""How a validation problem names a card, a starting tile and a cell, in the reader's language.

A problem keeps what it says (``lang.said.Said``: a catalogue key, ``problem.*``, and its values) and is
worded when read (``scorer.model.problems.Problem``). The values here are ``Said`` too, so that they are
worded in the same language: a card is named by its label in that language (``Catalogue.card_label``:
its name, or its contents in the language; labels are unique in a catalogue), an unknown card by its id
alone; a cell by its row and column. Players read labels only; for a file's author (the command line,
``scorer.model.problems.naming_ids``) a known card or tile says its id too, as one: "(card id c12)". This module words nothing itself and checks no rule (``scorer.scoring.validation``).
"""

from __future__ import annotations

from typing import Literal

from card_db.catalogue import Catalogue
from lang.said import Said
from lang.words import DEFAULT_LANGUAGE, text
from scorer.model.problems import CELL_KEYS, NAMING_IDS


class Named(Said):
    """A card or a starting tile (``kind``) as a problem names it: "'Yoga Lawn'" ("'Yoga Lawn' (card id
    c12)" for a file's author); "'c99'" when no catalogue has it. Worded with its label in the reader's language."""

    __slots__ = ("catalogue",)

    def __init__(self, kind: Literal["card", "tile"], record_id: str, catalogue: Catalogue):
        super().__init__("problem.card_named", kind=kind, id=record_id)
        self.catalogue = catalogue

    def word(self, language: str = DEFAULT_LANGUAGE) -> str:
        """The record's label in ``language`` (and its id, while ``NAMING_IDS``)."""
        record_id, catalogue = self.values["id"], self.catalogue
        card = self.values["kind"] == "card"
        if record_id not in (catalogue.cards if card else catalogue.starting_tiles):
            return text("problem.id_named", language, id=record_id)
        label = catalogue.card_label(record_id, language) if card else catalogue.tile_label(record_id, language)
        key = (f"problem.{self.values['kind']}_named_with_id" if NAMING_IDS.get() else self.key)
        return text(key, language, label=label, id=record_id)


def card_named(card_id: str, catalogue: Catalogue) -> Said:
    """A card: "'Yoga Lawn'"."""
    return Named("card", card_id, catalogue)


def tile_named(tile_id: str, catalogue: Catalogue) -> Said:
    """A starting tile: "'Harbor Office'"."""
    return Named("tile", tile_id, catalogue)


def cell_said(row: str, column: int) -> Said:
    """A cell: "beach row, column -2"."""
    return Said(CELL_KEYS[row], column=column)


def card_in_cell(card_id: str, row: str, column: int, catalogue: Catalogue) -> Said:
    """The subject of a sentence about a placed card: "The card 'Yoga Lawn' in the beach row, column 2"."""
    return Said("problem.card_in_cell", card=card_named(card_id, catalogue), cell=cell_said(row, column))
