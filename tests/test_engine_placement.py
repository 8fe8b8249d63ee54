"""The engine's placement agrees with the score pad's (scorer.scoring.placement.legal_slots) on random cities."""

import random

from test_engine_support import BUILTIN

from card_db.catalogue import Catalogue
from card_db.generated import generated_catalogue
from scorer.engine import apply, is_terminal, legal_actions, new_game, random_setup, to_finished_game
from scorer.engine.placement import card_squares, legal_swaps, swap_refusal
from scorer.engine.state import PlayerState, frozen_map
from scorer.generated import generated_finished_game
from scorer.scoring.placement import legal_slots


def test_engine_and_score_pad_agree_on_random_engine_cities():
    checked = 0
    for seed in range(6):
        generated = generated_catalogue(seed)
        catalogue = Catalogue(cards=generated.cards, starting_tiles=generated.starting_tiles,
                              objectives=BUILTIN.objectives, sand_dollar_actions=BUILTIN.sand_dollar_actions)
        rng = random.Random(seed)
        state = new_game(random_setup(catalogue, ("A", "B", "C"), seed), catalogue)
        cards = sorted(catalogue.cards.values(), key=lambda c: c.id)
        while not is_terminal(state):
            if state.turn_number % 3 == 0 and all(p.starting_tile for p in state.players):
                game = to_finished_game(state)
                for player, city in zip(state.players, game.players, strict=True):
                    for card in rng.sample(cards, 6) + [c for c in cards if c.is_end_of_beach]:
                        assert card_squares(player, catalogue, card) == legal_slots(city, catalogue, card)
                        checked += 1
            state = apply(state, rng.choice(legal_actions(state)))[0]
    assert checked > 500


def test_engine_and_score_pad_agree_on_generated_finished_cities():
    for seed in range(20):
        catalogue = generated_catalogue(seed)
        game = generated_finished_game(seed, players=4, cards_per_city=rng_count(seed), catalogue=catalogue)
        for city in game.players:
            player = PlayerState(name=city.name, starting_tile=city.starting_tile,
                                 cards=frozen_map({(c.row, c.column): c.card for c in city.cells}))
            for card in list(catalogue.cards.values())[:20]:
                assert card_squares(player, catalogue, card) == legal_slots(city, catalogue, card)


def rng_count(seed: int) -> int:
    """3 to 14 cards per city."""
    return 3 + seed % 12


def test_every_legal_swap_keeps_the_city_legal_for_the_score_pad():
    from scorer.scoring.validation import validate_city

    catalogue = generated_catalogue(3)
    game = generated_finished_game(3, players=2, cards_per_city=12, catalogue=catalogue)
    city = game.players[0]
    player = PlayerState(name=city.name, starting_tile=city.starting_tile,
                         cards=frozen_map({(c.row, c.column): c.card for c in city.cells}))
    swaps = legal_swaps(player, catalogue)
    assert swaps
    for first, second in swaps:
        assert swap_refusal(player, catalogue, first, second) is None
        cells = []
        for cell in city.cells:
            square = (cell.row, cell.column)
            other = second if square == first else first if square == second else None
            cells.append(cell if other is None else cell.model_copy(update={"card": player.cards[other]}))
        swapped = city.model_copy(update={"cells": tuple(cells)})
        assert validate_city(swapped, catalogue) == ()
