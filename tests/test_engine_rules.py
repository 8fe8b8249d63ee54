"""Engine rules: placement legality, placement actions in card order, supply limits, the 8 sand
dollar actions (sources, moves, swaps carrying pieces, returns), the end-of-beach card, validate
before apply."""

from dataclasses import replace

import pytest
from test_engine_support import crowd, play, ready, with_city, with_display

from scorer.engine import (
    Done,
    IllegalActionError,
    MovePerson,
    PlaceCard,
    ReturnPerson,
    SwapCards,
    TakeCard,
    UseSandDollarAction,
    apply,
    legal_actions,
    validate,
)
from scorer.engine.state import MoveStep, PlaceStep, ReturnStep, SwapStep, TurnStep

FRONT = ("beach-1", "street-1", "beach-2", "street-2")
BACK = ("beach-3", "street-3", "nature-beach", "tourist-beach")


def turn(front=FRONT, back=BACK, actions=("two-from-front", "front-and-two-swaps"), sand_dollars=None, **city):
    """Ana's first turn with a chosen display (no token under columns 0-2) and city."""
    state = with_display(ready(actions=actions), front, back, truck=3, foodie=3)
    if city or sand_dollars is not None:
        state = with_city(state, 0, sand_dollars=sand_dollars, **city)
    return state


# --- placement ------------------------------------------------------------------------------


def test_placement_reasons_name_the_rule():
    state = apply(turn(), TakeCard(column=0))[0]
    assert isinstance(state.pending, PlaceStep)
    assert validate(state, PlaceCard(card="beach-1", row="street", column=1)) == \
        "Beach 1 (sample) is a beach card: place it in the beach row"
    assert "must touch a side" in validate(state, PlaceCard(card="beach-1", row="beach", column=2))
    assert "must touch a side" in validate(state, PlaceCard(card="beach-1", row="beach", column=0))
    assert "not a card you took" in validate(state, PlaceCard(card="beach-2", row="beach", column=1))
    assert [(a.row, a.column) for a in legal_actions(state)] == [("beach", -1), ("beach", 1)]


def test_no_card_on_top_of_another_and_gaps_may_be_filled():
    state = apply(turn(cards={("beach", 1): "beach-5", ("beach", 2): "beach-6", ("street", 2): "street-6"}),
                  TakeCard(column=1))[0]
    # street 1 touches the starting tile and street 2; street 3 touches street 2; street 2 is taken.
    assert [(a.row, a.column) for a in legal_actions(state)] == [("street", -1), ("street", 1), ("street", 3)]


def test_the_end_of_beach_card_is_leftmost_and_nothing_goes_left_of_it():
    state = apply(turn(front=("end-of-beach",) + FRONT[1:], cards={("beach", -1): "beach-5"}), TakeCard(column=0))[0]
    assert [(a.row, a.column) for a in legal_actions(state)] == [("beach", -2)]
    state = apply(state, PlaceCard(card="end-of-beach", row="beach", column=-2))[0]
    # Ben's turn; then Ana again: a beach card can no longer go left of column -2.
    state = play(state, TakeCard(column=1), PlaceCard(card=state.display.front[1], row="street", column=1))[0]
    state = with_display(state, ("beach-7", "street-7", "beach-8", "street-8"), truck=3, foodie=3)
    state = apply(state, TakeCard(column=0))[0]
    assert [(a.row, a.column) for a in legal_actions(state)] == [("beach", 1)]
    assert "end-of-beach" in validate(state, PlaceCard(card="beach-7", row="beach", column=-3))


# --- placement actions, in card order, and supplies ---------------------------------------------


def test_placement_actions_run_in_card_order():
    state = turn(front=("add-tourist-gain",) + FRONT[1:])
    before = state.players[0].sand_dollars
    state, events = play(state, TakeCard(column=0), PlaceCard(card="add-tourist-gain", row="street", column=1))
    assert state.players[0].crowd(("street", 1)).tourists == 1
    assert state.players[0].sand_dollars == before + 1
    kinds = [e.kind for e in events]
    assert kinds.index("add_people") < kinds.index("sand_dollars")


def test_gain_sand_dollars():
    state = turn(front=("gain-2",) + FRONT[1:])
    before = state.players[0].sand_dollars
    state, _ = play(state, TakeCard(column=0), PlaceCard(card="gain-2", row="street", column=1))
    assert state.players[0].sand_dollars == before + 2


def test_adding_people_takes_as_many_as_are_left_when_the_supply_runs_short():
    state = turn(front=("add-2-locals",) + FRONT[1:])
    state = replace(state, supply=replace(state.supply, locals=1))
    state, events = play(state, TakeCard(column=0), PlaceCard(card="add-2-locals", row="beach", column=1))
    assert state.players[0].crowd(("beach", 1)).locals == 1 and state.supply.locals == 0
    assert any(e.kind == "supply" and "only 1" in e.text for e in events)


def test_validate_comes_before_anything_changes():
    state = turn()
    bad = TakeCard(column=0)
    placed = apply(state, bad)[0]
    with pytest.raises(IllegalActionError, match="not the choice being asked"):
        apply(placed, bad)
    assert validate(placed, bad) is not None and placed.log[-1] == bad  # the state did not change


# --- the 8 sand dollar actions --------------------------------------------------------------


def _pay(state, action, slots):
    return apply(state, UseSandDollarAction(action=action, slots=slots))[0]


def test_two_from_front_costs_4_takes_two_front_cards_then_one_move():
    state = _pay(turn(sand_dollars=5), "two-from-front", (("front", 0), ("front", 1)))
    assert state.players[0].sand_dollars == 5 - 4 and set(state.hand) == {"beach-1", "street-1"}
    state, _ = play(state, PlaceCard(card="street-1", row="street", column=1),
                    PlaceCard(card="beach-1", row="beach", column=1))
    assert isinstance(state.pending, MoveStep) and (state.pending.count, state.pending.distance) == (1, 1)
    state, _ = apply(state, Done())
    assert state.players[0].card_count == 2 and state.current == 1


def test_sand_dollar_actions_cost_what_they_say():
    state = turn(sand_dollars=3)
    assert "costs 4 sand dollars and you have 3" in validate(
        state, UseSandDollarAction(action="two-from-front", slots=(("front", 0), ("front", 1))))
    assert not any(isinstance(a, UseSandDollarAction) and a.action == "two-from-front" for a in legal_actions(state))
    assert "not one of this game's two" in validate(
        state, UseSandDollarAction(action="from-the-back", slots=(("back", 0),)))


def test_a_cost_of_1_is_said_as_1_sand_dollar():
    # Issue 23: "1 sand dollars" came back wherever a count skipped the pluraliser.
    state = turn(actions=("front-and-move-tourists", "from-the-back"), sand_dollars=0)
    action = UseSandDollarAction(action="front-and-move-tourists", slots=(("front", 0),))
    assert "costs 1 sand dollar and you have 0" in validate(state, action)
    state, events = apply(with_city(state, 0, sand_dollars=1), action)
    assert any(" pays 1 sand dollar for " in e.text for e in events)


def test_front_and_behind_takes_a_column():
    state = turn(actions=("front-and-behind", "from-the-back"), sand_dollars=4)
    assert "the back-row card behind it" in validate(
        state, UseSandDollarAction(action="front-and-behind", slots=(("front", 0), ("back", 1))))
    state = _pay(state, "front-and-behind", (("front", 0), ("back", 0)))
    assert state.hand == ("beach-1", "beach-3")
    # Either order: both beach cards go right or left of the tile.
    state, _ = play(state, PlaceCard(card="beach-3", row="beach", column=-1),
                    PlaceCard(card="beach-1", row="beach", column=-2))
    assert isinstance(state.pending, MoveStep) and state.pending.count == 1


def test_tag_filtered_actions_take_from_anywhere():
    actions = ("local-or-tourist-from-anywhere", "business-nature-or-sports-from-anywhere")
    state = turn(actions=actions, sand_dollars=2)
    tourist = UseSandDollarAction(action=actions[0], slots=(("back", 3),))
    nature = UseSandDollarAction(action=actions[1], slots=(("back", 2),))
    assert validate(state, tourist) is None and validate(state, nature) is None
    assert "none of the tags" in validate(state, UseSandDollarAction(action=actions[0], slots=(("back", 2),)))
    state, _ = play(state, tourist, PlaceCard(card="tourist-beach", row="beach", column=1))
    assert isinstance(state.pending, MoveStep) and (state.pending.count, state.pending.distance) == (2, 1)
    assert state.players[0].sand_dollars == 0


def test_from_the_back_costs_3_and_allows_four_moves():
    state = turn(actions=("from-the-back", "front-and-move-tourists"), sand_dollars=3)
    assert "from the back row" in validate(state, UseSandDollarAction(action="from-the-back", slots=(("front", 0),)))
    state, _ = play(state, UseSandDollarAction(action="from-the-back", slots=(("back", 1),)),
                    PlaceCard(card="street-3", row="street", column=1))
    assert isinstance(state.pending, MoveStep) and state.pending.count == 4
    # the back slot is refilled from the deck at the end of the turn
    state, _ = apply(state, Done())
    assert state.display.back[1] is not None and state.players[0].sand_dollars == 0


def test_front_and_move_tourists_costs_1_and_moves_tourists_only():
    state = turn(actions=("from-the-back", "front-and-move-tourists"), sand_dollars=1,
                 people={("street", 0): crowd(tourists=2, locals=1)})
    state, _ = play(state, UseSandDollarAction(action="front-and-move-tourists", slots=(("front", 0),)),
                    PlaceCard(card="beach-1", row="beach", column=1))
    assert isinstance(state.pending, MoveStep) and state.pending.person == "tourist" and state.pending.count == 3
    assert {a.person for a in legal_actions(state) if isinstance(a, MovePerson)} == {"tourist"}


def test_two_swaps_carry_people_and_footprints_and_keep_rows():
    city = {("beach", 1): "beach-5", ("beach", 2): "nature-beach", ("street", 1): "street-5"}
    state = turn(sand_dollars=2, cards=city, people={("beach", 1): crowd(locals=2)}, footprints={("beach", 2)})
    state, _ = play(state, UseSandDollarAction(action="front-and-two-swaps", slots=(("front", 1),)),
                    PlaceCard(card="street-1", row="street", column=2))
    assert isinstance(state.pending, SwapStep) and state.pending.count == 2
    assert "cannot swap" in validate(state, SwapCards(first=("beach", 1), second=("street", 1)))
    assert "starting tile never swaps" in validate(state, SwapCards(first=("beach", 0), second=("beach", 1)))
    state, _ = apply(state, SwapCards(first=("beach", 1), second=("beach", 2)))
    me = state.players[0]
    assert me.cards[("beach", 1)] == "nature-beach" and me.cards[("beach", 2)] == "beach-5"
    assert me.crowd(("beach", 2)).locals == 2 and me.footprints == frozenset({("beach", 1)})
    assert isinstance(state.pending, SwapStep) and state.pending.count == 1
    state, _ = apply(state, SwapCards(first=("street", 1), second=("street", 2)))
    assert state.players[0].cards[("street", 1)] == "street-1" and state.current == 1


def test_the_end_of_beach_card_is_never_swapped():
    city = {("beach", -1): "end-of-beach", ("beach", 1): "beach-5"}
    state = turn(sand_dollars=2, cards=city)
    state, _ = play(state, UseSandDollarAction(action="front-and-two-swaps", slots=(("front", 0),)),
                    PlaceCard(card="beach-1", row="beach", column=2))
    assert "never be swapped" in validate(state, SwapCards(first=("beach", -1), second=("beach", 1)))
    assert {(a.first, a.second) for a in legal_actions(state) if isinstance(a, SwapCards)} == {
        (("beach", 1), ("beach", 2))}


def test_swap_and_return_people_to_the_supply_vips_included():
    city = {("beach", 1): "beach-5", ("beach", 2): "beach-6"}
    people = {("beach", 1): crowd(locals=1, tourists=1), ("street", 0): crowd(vips=1)}
    state = turn(actions=("front-swap-and-return", "two-from-front"), sand_dollars=2, cards=city, people=people)
    state, _ = play(state, UseSandDollarAction(action="front-swap-and-return", slots=(("front", 1),)),
                    PlaceCard(card="street-1", row="street", column=1), Done())
    assert isinstance(state.pending, ReturnStep) and state.pending.count == 2
    # "Return up to 2 people": a VIP is a person (it goes back to the box).
    assert ReturnPerson(square=("street", 0), person="vip") in legal_actions(state)
    supply = state.supply
    state, _ = play(state, ReturnPerson(square=("street", 0), person="vip"),
                    ReturnPerson(square=("beach", 1), person="tourist"))
    assert state.players[0].crowd(("street", 0)).vips == 0
    assert state.players[0].crowd(("beach", 1)) == crowd(locals=1)
    assert (state.supply.tourists, state.supply.vips) == (supply.tourists + 1, supply.vips + 1)
    assert isinstance(state.pending, TurnStep) and state.current == 1
