"""Solo play against the Robot (solo-rules.txt) on fixed dice, seeded dice, piles and the end."""

from dataclasses import replace

from test_engine_support import CATALOGUE, make_setup, play, ready, with_city, with_display

from scorer.engine import ROBOT, PlaceCard, RollDie, TakeCard, apply, new_game, to_finished_game
from scorer.engine.robot import die_column
from scorer.engine.state import MoveStep, TurnStep
from scorer.scoring.table import score_game
from scorer.scoring.validation import validate_game

FRONT = ("beach-1", "street-1", "beach-2", "street-2")
BACK = ("beach-3", "street-3", "beach-4", "street-4")


def robot_turn(value, truck=1, foodie=3, **setup):
    state = with_display(ready(("Solo",), **setup), FRONT, BACK, truck=truck, foodie=foodie)
    assert state.current == ROBOT and isinstance(state.pending, TurnStep)
    return state, apply(state, RollDie(value=value))


def test_die_1_to_4_take_the_front_row_left_to_right():
    for value, card in zip((1, 2, 3, 4), FRONT, strict=True):
        state, (after, _) = robot_turn(value, truck=3, foodie=3)
        assert after.robot.beach_pile + after.robot.street_pile == (card,)
        rewarded = value == 4  # both tokens are under the rightmost column
        assert (after.robot.sand_dollars, after.robot.footprints) == ((1, 1) if rewarded else (0, 0))


def test_the_card_goes_to_the_pile_of_its_row_and_the_robot_gains_nothing_else():
    _, (after, _) = robot_turn(1)
    assert after.robot.beach_pile == ("beach-1",) and after.robot.street_pile == ()
    _, (after, _) = robot_turn(2)
    assert after.robot.street_pile == ("street-1",)
    assert after.players[0].card_count == 0 and after.current == 0  # the player's turn next


def test_die_5_takes_the_foodie_card_and_a_footprint():
    state, (after, events) = robot_turn(5, truck=1, foodie=3)
    assert die_column(state, 5) == 3
    assert after.robot.street_pile == ("street-2",)
    assert after.robot.footprints == 1 and after.supply.footprints == 28 - 1
    assert after.display.foodie == 0  # moved right, wrapping
    assert after.display.front[3] == "street-4"  # refreshed from the back row


def test_die_6_takes_the_food_truck_card_and_a_sand_dollar():
    state, (after, _) = robot_turn(6, truck=1, foodie=3)
    assert after.robot.street_pile == ("street-1",) and after.robot.sand_dollars == 1
    assert after.display.food_truck == 2 and after.robot.footprints == 0


def test_both_tokens_under_the_card_give_both_and_only_the_truck_moves():
    _, (after, _) = robot_turn(6, truck=2, foodie=2)
    assert after.robot.sand_dollars == 1 and after.robot.footprints == 1
    assert (after.display.food_truck, after.display.foodie) == (0, 2)


def test_no_footprint_left_in_the_supply_gives_the_robot_none():
    state = with_display(ready(("Solo",)), FRONT, BACK, truck=1, foodie=3)
    state = replace(state, supply=replace(state.supply, footprints=0))
    after, events = apply(state, RollDie(value=5))
    assert after.robot.footprints == 0 and any(e.kind == "supply" for e in events)


def test_a_rolled_die_is_seeded_and_replays():
    state = ready(("Solo",), seed=11)
    a, events = apply(state, RollDie())
    b, _ = apply(state, RollDie())
    assert a == b and a.rng_draws == state.rng_draws + 1
    assert any(e.kind == "die" and "rolls" in e.text for e in events)


def test_turns_alternate_and_the_game_ends_when_the_player_has_14_cards():
    cards = {**{("beach", c): f"beach-{c + 4}" for c in range(1, 8)},
             **{("street", c): f"street-{c + 4}" for c in range(1, 7)}}
    state = with_city(ready(("Solo",)), 0, cards=cards)
    state = with_display(state, FRONT, BACK, truck=3, foodie=3)
    state, _ = apply(state, RollDie(value=1))
    assert state.current == 0
    state, _ = play(state, TakeCard(column=1), PlaceCard(card="street-1", row="street", column=7))
    assert state.players[0].card_count == 14
    assert isinstance(state.pending, MoveStep) and state.pending.final  # no further Robot turn


def test_hard_mode_is_handed_to_the_scorer():
    state = new_game(make_setup(("Solo",), hard_mode=True, seed=2), CATALOGUE)
    game = to_finished_game(state)
    assert game.robot is not None and game.robot.hard_mode
    assert validate_game(game, CATALOGUE) == ()
    assert score_game(game, CATALOGUE).players[-1].is_robot
