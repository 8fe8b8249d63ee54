"""Placement legality over the engine's ``PlayerState``: where a card may go, which swaps are legal.

The geometry is the score pad's (``scorer.scoring.placement.legal_squares``), so the app and the engine
always agree: beach cards in the beach row, street cards in the street row, touching a side of the
city, never on another card or the starting tile, and the end-of-beach card leftmost beach card
for the rest of the game (ruling 14; a second end-of-beach card has nowhere to go).

Swaps (sand dollar actions): two feature cards of the same row trade places with their people and
footprints. The set of occupied squares does not change, so every card still touches the city; a
beach card can never land in the street row; the end-of-beach card is never swapped (ruling 14).

This module changes nothing.
"""

from __future__ import annotations


from card_db.catalogue import Catalogue
from card_db.models import FeatureCard
from scorer.engine.state import START_SQUARES, PlayerState, Square, evolve, frozen_map
from scorer.scoring.placement import legal_squares


_END_CARDS: dict[int, tuple[Catalogue, frozenset[str]]] = {}


def end_of_beach_cards(catalogue: Catalogue) -> frozenset[str]:
    """Ids of the catalogue's end-of-beach cards (remembered per catalogue: placement asks often)."""
    found = _END_CARDS.get(id(catalogue))
    if found is None or found[0] is not catalogue:
        if len(_END_CARDS) > 64:
            _END_CARDS.clear()
        # The catalogue itself is kept with its answer so that its id cannot be reused meanwhile.
        found = (catalogue, frozenset(i for i, c in catalogue.cards.items() if c.is_end_of_beach))
        _END_CARDS[id(catalogue)] = found
    return found[1]


def end_of_beach_column(player: PlayerState, catalogue: Catalogue) -> int | None:
    """Column of the player's end-of-beach card, if placed."""
    ends = end_of_beach_cards(catalogue)
    for (row, column), card_id in player.cards.items():
        if card_id in ends and row == "beach":
            return column
    return None


def card_squares(player: PlayerState, catalogue: Catalogue, card: FeatureCard) -> tuple[Square, ...]:
    """Every square where ``card`` may be placed in this city, left to right (``()`` when none)."""
    end_at = end_of_beach_column(player, catalogue)
    is_end = card.id in end_of_beach_cards(catalogue)
    if is_end and end_at is not None:
        return ()
    occupied = set(START_SQUARES)
    occupied.update(player.cards)
    return legal_squares(occupied, card.row, is_end_of_beach=is_end, end_of_beach_at=end_at)


def with_card(player: PlayerState, square: Square, card_id: str) -> PlayerState:
    """The player with a card placed on ``square`` (no legality check: see ``card_squares``)."""
    cards = dict(player.cards)
    cards[square] = card_id
    return evolve(player, cards=frozen_map(cards))


def cards_placeable(player: PlayerState, catalogue: Catalogue, card_ids: tuple[str, ...]) -> bool:
    """True when every card can be placed, in some order (1 or 2 cards)."""
    cards = [catalogue.card(c) for c in card_ids]
    if len(cards) == 1:
        return bool(card_squares(player, catalogue, cards[0]))
    first, second = cards
    for a, b in ((first, second), (second, first)):
        for square in card_squares(player, catalogue, a):
            if card_squares(with_card(player, square, a.id), catalogue, b):
                return True
    return False


def swap_problem(player: PlayerState, catalogue: Catalogue, first: Square, second: Square) -> str | None:
    """Why these two squares cannot swap their cards (``None`` when they can)."""
    if first == second:
        return "choose two different cards to swap"
    for square in (first, second):
        if square not in player.cards:
            return f"there is no feature card at {square[0]} row, column {square[1]} (the starting tile never swaps)"
        if player.cards[square] in end_of_beach_cards(catalogue):
            return "the end-of-beach card can never be swapped (ruling 14)"
    if first[0] != second[0]:
        return "a beach card and a street card cannot swap: each must stay in its own row"
    return None


def legal_swaps(player: PlayerState, catalogue: Catalogue) -> tuple[tuple[Square, Square], ...]:
    """Every legal swap as (first, second), left to right, beach row first."""
    found = []
    ends = end_of_beach_cards(catalogue)
    for row in ("beach", "street"):
        squares = sorted(
            (s for s, c in player.cards.items() if s[0] == row and c not in ends),
            key=lambda s: s[1],
        )
        for i, first in enumerate(squares):
            for second in squares[i + 1:]:
                found.append((first, second))
    return tuple(found)
