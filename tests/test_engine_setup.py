"""Engine setup: GameSetup checks, the deal, tiles in reverse turn order, bonuses, food truck, solo."""

import pytest
from pydantic import ValidationError
from test_engine_support import CATALOGUE, TILE_IDS, make_setup, play, ready

from scorer.engine import (
    ROBOT,
    ChooseStartingTile,
    PlaceFoodTruck,
    RollDie,
    SetupError,
    apply,
    legal_actions,
    new_game,
    validate,
)
from scorer.engine.state import ChooseTileStep, FoodTruckStep, TurnStep


def test_setup_rejects_repeated_names_and_wrong_tile_count():
    with pytest.raises(ValidationError, match="same name"):
        make_setup(("Ana", "Ana"))
    with pytest.raises(ValidationError, match="same name"):
        make_setup(("Jos\u00e9", "JOSE\u0301\u200b"))
    with pytest.raises(ValidationError, match="as many starting tiles as players"):
        make_setup(("Ana", "Ben"), starting_tiles=TILE_IDS[:3])
    with pytest.raises(ValidationError, match="two different sand dollar actions"):
        make_setup(actions=("two-from-front", "two-from-front"))


def test_unknown_ids_are_listed_before_the_game_starts():
    setup = make_setup(actions=("two-from-front", "no-such-action"), deck=("beach-1", "missing-card"))
    with pytest.raises(SetupError) as error:
        new_game(setup, CATALOGUE)
    text = str(error.value)
    assert "no-such-action" in text and "missing-card" in text


def test_the_display_is_dealt_from_the_seeded_deck():
    a = new_game(make_setup(seed=7), CATALOGUE)
    b = new_game(make_setup(seed=7), CATALOGUE)
    c = new_game(make_setup(seed=8), CATALOGUE)
    assert len(a.display.cards()) == 4 + 4
    assert a.display == b.display and a.deck == b.deck
    assert a.display != c.display
    assert len(a.deck) == len(make_setup().deck) - 8


def test_tiles_are_chosen_in_reverse_turn_order_with_their_bonuses():
    state = new_game(make_setup(("Ana", "Ben", "Cy")), CATALOGUE)
    assert isinstance(state.pending, ChooseTileStep) and state.actor == 2
    state, _ = apply(state, ChooseStartingTile(tile="tile-nature"))
    assert state.actor == 1
    assert validate(state, ChooseStartingTile(tile="tile-nature")) == "'tile-nature' is already taken: choose another starting tile"
    assert [a.tile for a in legal_actions(state)] == ["tile-sports", "tile-ring"]
    state, _ = play(state, ChooseStartingTile(tile="tile-sports"), ChooseStartingTile(tile="tile-ring"))
    cy, ben, ana = state.players[2], state.players[1], state.players[0]
    # Nature tile: 1 sand dollar, 1 local, 1 VIP; people start on the STREET half (ruling 4).
    assert cy.sand_dollars == 1
    assert cy.crowd(("street", 0)).locals == 1 and cy.crowd(("street", 0)).vips == 1
    assert cy.crowd(("beach", 0)).total == 0
    assert ben.crowd(("street", 0)).tourists == 2 and ben.crowd(("street", 0)).vips == 2
    assert ana.sand_dollars == 2
    assert state.supply.vips == 8 - (1 + 2 + 1)
    assert state.supply.locals == 30 - 1 and state.supply.tourists == 30 - 2


def test_the_last_player_places_the_food_truck_and_the_foodie_goes_two_columns_right():
    for truck, foodie in ((0, 2), (1, 3), (2, 0), (3, 1)):
        state = new_game(make_setup(("Ana", "Ben", "Cy")), CATALOGUE)
        state, _ = play(state, *(ChooseStartingTile(tile=t) for t in ("tile-nature", "tile-sports", "tile-ring")))
        assert isinstance(state.pending, FoodTruckStep) and state.actor == 2
        state, _ = apply(state, PlaceFoodTruck(column=truck))
        assert (state.display.food_truck, state.display.foodie) == (truck, foodie)
        assert isinstance(state.pending, TurnStep) and state.current == 0


def test_solo_random_tile_player_places_truck_and_the_robot_starts():
    setup = make_setup(("Solo",), seed=3)
    state = new_game(setup, CATALOGUE)
    assert state.players[0].starting_tile in TILE_IDS  # drawn at random, no choice offered
    assert isinstance(state.pending, FoodTruckStep) and state.actor == 0
    again = new_game(setup, CATALOGUE)
    assert again.players[0].starting_tile == state.players[0].starting_tile
    state, _ = apply(state, PlaceFoodTruck(column=3))
    assert state.current == ROBOT and state.robot is not None
    assert legal_actions(state)[0] == RollDie(value=None)


def test_ready_helper_reaches_the_first_turn():
    state = ready(("Ana", "Ben"), truck=1)
    assert state.current == 0 and isinstance(state.pending, TurnStep)
    assert state.players[0].starting_tile == "tile-nature" and state.players[1].starting_tile == "tile-sports"


def test_any_two_of_the_eight_sand_dollar_actions_make_a_game():
    # Ruling 13: which actions share a physical tile is unknown, so every pair of the 8 is allowed.
    from itertools import combinations

    action_ids = sorted(CATALOGUE.sand_dollar_actions)
    assert len(action_ids) == 8
    for pair in combinations(action_ids, 2):
        state = ready(actions=pair)
        assert state.setup.sand_dollar_actions == pair
