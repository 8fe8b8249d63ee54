"""The solo Robot's turn (solo-rules.txt): a d6 picks a front-row card, nothing else is gained.

1-4: the front-row card in columns 1-4 (left to right); 5: the card in front of the foodie; 6: the
card in front of the food truck. Taking the foodie's card gives the Robot a footprint token from the
supply, the food truck's card a sand dollar (both when both are under it). The card goes to the
Robot's beach or street pile. The foodie and food truck move as for a normal selection and the
display refreshes as usual. A blank slot (the deck ran out) gives the Robot nothing.

This module resolves a die value into a new state; ``rules`` validates the ``RollDie`` action.
"""

from __future__ import annotations

from card_db.catalogue import Catalogue
from scorer.engine import display as disp
from scorer.engine import words
from scorer.engine.flow import draw
from scorer.engine.state import ROBOT, EndTurnStep, Event, GameState, RefreshStep, evolve, said
from scorer.engine.words import sentence as _say

_TAKES = {"beach": "engine.robot_takes_beach", "street": "engine.robot_takes_street"}


def _took(key: str, catalogue: Catalogue, card_id: str) -> words.Said:
    return words.Said(key, card=words.card(catalogue, card_id))


def die_column(state: GameState, value: int) -> int:
    """The display column a die value points at."""
    if value <= 4:
        return value - 1
    column = state.display.foodie if value == 5 else state.display.food_truck
    assert column is not None  # the tokens are placed at setup, before the Robot's first turn
    return column


def robot_turn(state: GameState, value: int | None, events: list[Event], changes: dict | None = None) -> GameState:
    """Resolve the Robot's turn for a die ``value`` (``None``: roll with the seeded generator);
    ``changes`` (the action log, from ``rules.apply``) go into the same copy of the state."""
    changes = changes or {}
    if value is None:
        index, state = draw(state, 6)
        value = index + 1
        events.append(said(ROBOT, "die", (_say, "engine.robot_rolls", ("value", value))))
    else:
        events.append(said(ROBOT, "die", (_say, "engine.robot_die_shows", ("value", value))))
    column = die_column(state, value)
    card_id = state.display.front[column]
    state = evolve(state, **changes, pending=None, queue=(RefreshStep(), EndTurnStep()) + state.queue)
    if card_id is None:
        events.append(said(ROBOT, "pass", (_say, "engine.robot_blank", ("column", column + 1))))
        return evolve(state, passes_in_row=state.passes_in_row + 1)
    robot = state.robot
    assert robot is not None  # the Robot's turn: a solo game, whose Robot is set
    card = state.catalogue.card(card_id)
    if card.row == "beach":
        robot = evolve(robot, beach_pile=robot.beach_pile + (card_id,))
    else:
        robot = evolve(robot, street_pile=robot.street_pile + (card_id,))
    events.append(said(ROBOT, "take", (_took, _TAKES[card.row], state.catalogue, card_id)))
    supply = state.supply
    reward = disp.reward_for(state.display, column)
    if reward in ("foodie", "happy_day"):
        if supply.footprints:
            robot = evolve(robot, footprints=robot.footprints + 1)
            supply = supply.minus("footprint", 1)
            events.append(said(ROBOT, "footprint", (_say, "engine.robot_footprint")))
        else:
            events.append(said(ROBOT, "supply", (_say, "engine.robot_no_footprint")))
    if reward in ("food_truck", "happy_day"):
        robot = evolve(robot, sand_dollars=robot.sand_dollars + 1)
        events.append(said(ROBOT, "sand_dollars", (_say, "engine.robot_sand_dollar")))
    display = disp.take_front(state.display, column)
    return evolve(state, robot=robot, supply=supply, display=display, passes_in_row=0)
