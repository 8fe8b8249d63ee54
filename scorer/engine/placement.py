"""Placement legality over the engine's ``PlayerState``: where a card may go, which swaps are legal.

The geometry is the score pad's (``scorer.scoring.placement.legal_squares``), so the app and the engine
always agree: beach cards in the beach row, street cards in the street row, touching a side of the
city, never on another card or the starting tile, and the end-of-beach card leftmost beach card
for the rest of the game (ruling 14; a second end-of-beach card has nowhere to go).

Swaps (sand dollar actions): two feature cards of the same row trade places with their people and
footprints. The set of occupied squares does not change, so every card still touches the city; a
beach card can never land in the street row; the end-of-beach card is never swapped (ruling 14).

The answers are remembered per city layout (``scorer.engine.layout``). This module changes nothing.
"""

from __future__ import annotations

from card_db.catalogue import Catalogue
from card_db.models import FeatureCard
from scorer.engine import words
from scorer.engine.layout import end_of_beach_cards, layout
from scorer.engine.state import PlayerState, Square, copy_with, frozen_map
from scorer.engine.words import Said


def end_of_beach_column(player: PlayerState, catalogue: Catalogue) -> int | None:
    """Column of the player's end-of-beach card, if placed."""
    return layout(player.cards, catalogue).end_at


def card_squares(player: PlayerState, catalogue: Catalogue, card: FeatureCard) -> tuple[Square, ...]:
    """Every square where ``card`` may be placed in this city, left to right (``()`` when none)."""
    return layout(player.cards, catalogue).card_squares(card)


def with_card(player: PlayerState, square: Square, card_id: str) -> PlayerState:
    """The player with a card placed on ``square`` (no legality check: see ``card_squares``)."""
    cards = player.cards.copy()  # a dict: ``dict(proxy)`` goes through the mapping protocol, ten times slower
    cards[square] = card_id
    return copy_with(player, {"cards": frozen_map(cards)})


def cards_placeable(player: PlayerState, catalogue: Catalogue, card_ids: tuple[str, ...]) -> bool:
    """True when every card can be placed, in some order (1 or 2 cards)."""
    cards = [catalogue.card(c) for c in card_ids]
    city = layout(player.cards, catalogue)
    if len(cards) == 1:
        return bool(city.card_squares(cards[0]))
    first, second = cards
    for a, b in ((first, second), (second, first)):
        for square in city.card_squares(a):
            if city.fits_after(square, a, b):
                return True
    return False


def fits_after(player: PlayerState, catalogue: Catalogue, square: Square, card: FeatureCard, other: FeatureCard) -> bool:
    """True when ``other`` can still be placed once ``card`` is on ``square`` (one of its ``card_squares``)."""
    return layout(player.cards, catalogue).fits_after(square, card, other)


def swap_refusal(player: PlayerState, catalogue: Catalogue, first: Square, second: Square) -> Said | None:
    """Why these two squares cannot swap their cards (``None`` when they can), worded by ``scorer.engine.words``."""
    if first == second:
        return Said("engine.swap_same")
    for square in (first, second):
        if square not in player.cards:
            return Said("engine.swap_no_card", row=words.row(square[0]), column=square[1])
        if player.cards[square] in end_of_beach_cards(catalogue):
            return Said("engine.swap_end_of_beach")
    if first[0] != second[0]:
        return Said("engine.swap_rows")
    return None


def legal_swaps(player: PlayerState, catalogue: Catalogue) -> tuple[tuple[Square, Square], ...]:
    """Every legal swap as (first, second), left to right, beach row first."""
    return layout(player.cards, catalogue).swaps()
