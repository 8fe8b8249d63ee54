"""Placement legality for one feature card in one city: which cells the rules allow.

The rules (rulebook "Place the Feature card(s)", ruling 14):
1. beach cards in the beach row, street cards in the street row;
2. the card shares a side with a card already in the city (or with the starting tile);
3. no card on top of another (column 0 is the starting tile in both rows);
4. once placed, the end-of-beach card is the leftmost beach card: no beach card goes to its left,
   and an end-of-beach card can only go to the left of every beach card.

This module answers "where may this card go" (and, for the City page, where a picked card goes
without asking and where a placed one may move), and names a slot in the reader's language
(``describe_slot``, catalogue keys ``city.slot_*``); it changes nothing and scores nothing.
"""

from __future__ import annotations

from collections.abc import Iterable

import lang
from card_db.catalogue import Catalogue
from card_db.models import FeatureCard
from scorer.model.game import PlayerCity

Square = tuple[str, int]

SLOT_KEYS: dict[tuple[str, str], str] = {
    ("beach", "left"): "city.slot_beach_left", ("beach", "right"): "city.slot_beach_right",
    ("beach", "gap"): "city.slot_beach_gap", ("street", "left"): "city.slot_street_left",
    ("street", "right"): "city.slot_street_right", ("street", "gap"): "city.slot_street_gap",
}
"""A slot named by its row, its column and its side of the row ("beach -1 (left end)"): one catalogue
key per row and side, so that each language words the pair its own way."""


def occupied_squares(player: PlayerCity) -> set[Square]:
    """Grid squares holding a card, the starting tile's two squares included."""
    return {("beach", 0), ("street", 0)} | {(c.row, c.column) for c in player.cells}


def end_of_beach_column(player: PlayerCity, catalogue: Catalogue) -> int | None:
    """Column of the end-of-beach card in this city, if one is placed (unknown cards are ignored)."""
    for cell in player.cells:
        card = catalogue.cards.get(cell.card)
        if card is not None and card.is_end_of_beach and cell.row == "beach":
            return cell.column
    return None


def legal_squares(
    occupied: Iterable[Square],
    card_row: str,
    *,
    is_end_of_beach: bool = False,
    end_of_beach_at: int | None = None,
) -> tuple[Square, ...]:
    """Every empty square in ``card_row`` that touches an occupied square and keeps ruling 14.

    Pure geometry over squares, shared by the score pad (``legal_slots``) and the rules engine.
    Sorted left to right."""
    taken = set(occupied)
    other = "street" if card_row == "beach" else "beach"
    candidates: set[int] = set()
    for row, column in taken:
        if row == card_row:
            candidates.update((column - 1, column + 1))
        elif row == other:
            candidates.add(column)
    found = []
    beach_columns = [c for r, c in taken if r == "beach" and c != 0]
    for column in sorted(candidates):
        if (card_row, column) in taken or column == 0:
            continue
        if card_row == "beach":
            if end_of_beach_at is not None and column < end_of_beach_at:
                continue  # ruling 14: nothing to the left of the end of the beach
            if is_end_of_beach and beach_columns and column > min(beach_columns):
                continue  # it must be the leftmost beach card
        found.append((card_row, column))
    return tuple(found)


def legal_slots(player: PlayerCity, catalogue: Catalogue, card: FeatureCard) -> tuple[Square, ...]:
    """The cells of this city where the rules allow ``card`` (empty tuple if none, or a second end of beach)."""
    end_at = end_of_beach_column(player, catalogue)
    if card.is_end_of_beach and end_at is not None:
        return ()
    return legal_squares(
        occupied_squares(player),
        card.row,
        is_end_of_beach=card.is_end_of_beach,
        end_of_beach_at=end_at,
    )


def slot_side(player: PlayerCity, square: Square) -> str:
    """Where a slot is in its row: "left" or "right" of the row's cards (an end), else "gap"."""
    row, column = square
    columns = [c for r, c in occupied_squares(player) if r == row]
    if column < min(columns):
        return "left"
    if column > max(columns):
        return "right"
    return "gap"


def describe_slot(player: PlayerCity, square: Square, language: str = lang.DEFAULT_LANGUAGE) -> str:
    """A short, unique label for a slot in ``language``: "beach -1 (left end)", "street +2 (right end)",
    "street +3 (gap)"; "Strand -1 (linkes Ende)".

    The column is always named, signed as the grid counts it ("+2": the same in every language): under
    a wide beach row two street slots can both be right of the street row's last card, and two
    buttons must never read the same."""
    row, column = square
    return lang.text(SLOT_KEYS[(row, slot_side(player, square))], language, column=f"{column:+d}")


def squares_off_the_tile(squares: Iterable[Square]) -> set[Square]:
    """The squares not joined to the starting tile through squares that share a side (rule 2 broken)."""
    taken = set(squares)
    start = {("beach", 0), ("street", 0)}
    reached, todo = set(start), list(start)
    while todo:
        row, column = todo.pop()
        other = "street" if row == "beach" else "beach"
        for near in ((row, column - 1), (row, column + 1), (other, column)):
            if near in taken and near not in reached:
                reached.add(near)
                todo.append(near)
    return taken - reached


def next_square(city: PlayerCity, catalogue: Catalogue, card: FeatureCard) -> Square | None:
    """Where a card picked for ``city`` goes without asking: the next legal square of its row.

    A row is entered outward from the starting tile, as a player reads it off the table: the first
    card of a row goes right of the tile (+1), each next one beside the last card placed in that row,
    on the same side (right of a card right of the tile, left of a card left of it). When that square
    is not legal for this card (an end-of-beach card must be the leftmost beach card; a beach card may
    not go left of the end of the beach), the nearest legal square further that way is taken, else the
    nearest legal square of the row. ``None`` when the rules allow the card nowhere in this city.
    Only squares of ``legal_slots`` are ever returned."""
    slots = legal_slots(city, catalogue, card)
    if not slots:
        return None
    in_row = [c.column for c in city.cells if c.row == card.row]
    last = in_row[-1] if in_row else 0  # cells are kept in the order they were placed (or moved)
    step = -1 if last < 0 else 1
    wanted = last + step
    ahead = [s for s in slots if (s[1] - wanted) * step >= 0]
    # Ahead: the nearest that way. Otherwise the nearest at all; on a tie the right side (read first).
    return min(ahead or slots, key=lambda s: (abs(s[1] - wanted), -s[1]))


def move_targets(city: PlayerCity, catalogue: Catalogue, card_id: str) -> tuple[Square, ...]:
    """The other squares where a placed card may go instead ("Move it"), left to right.

    The squares ``legal_slots`` offers the card in the city without it, and only when the rest of
    the city stays joined to the starting tile without it (a card holding others in place offers none:
    remove those first)."""
    cell = next((c for c in city.cells if c.card == card_id), None)
    card = catalogue.cards.get(card_id)
    if cell is None or card is None:
        return ()
    rest = city.model_copy(update={"cells": tuple(c for c in city.cells if c.card != card_id)})
    if squares_off_the_tile(occupied_squares(rest)):
        return ()
    return tuple(s for s in legal_slots(rest, catalogue, card) if s != (cell.row, cell.column))
