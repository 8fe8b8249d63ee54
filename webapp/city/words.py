"""The City page's words for rows, piles and squares: one catalogue key per row (and per side of a
row), so that each language words "beach -1 (left end)" or "Street pile (3 cards)" its own way.

A slot is named by ``scorer.scoring.placement.describe_slot`` (its keys, in the phone's language); this
module only picks the words.
"""

from __future__ import annotations

from scorer.model.game import PlayerCity
from scorer.scoring.placement import describe_slot
from webapp.language import current_language, say

PILE_LABELS = {"beach": "city.beach_pile", "street": "city.street_pile"}
"""The Robot's pile of each row, with its number of cards (a plural entry)."""
ROW_CARD = {"beach": "city.beach_card", "street": "city.street_card"}
"""A card of each row ("Beach card")."""
MOVE_IN_ROW = {"beach": "city.move_in_beach", "street": "city.move_in_street"}
"""The "Move it" row's lead-in, for each row."""
SQUARE = {"beach": "city.square_beach", "street": "city.square_street"}
"""A square named by its row and column, no side ("beach +2")."""


def column_text(column: int) -> str:
    """A column as the grid counts it from the starting tile: "+2", "-1" (the same in every language)."""
    return f"{column:+d}"


def slot_words(player: PlayerCity, square: tuple[str, int]) -> str:
    """A short, unique name of a free slot of ``player``'s city: "beach -1 (left end)", "street +3 (gap)"."""
    return describe_slot(player, square, current_language())


def square_words(player: PlayerCity, square: tuple[str, int]) -> str:
    """The square of a placed card: named like a slot of the city without it, or by row and column alone
    when it is the only card ("beach +1")."""
    row, column = square
    if not player.cells:
        return say(SQUARE[row], column=column_text(column))
    return slot_words(player, square)
