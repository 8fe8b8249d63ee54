"""``choice_groups``: the engine's legal actions sorted into the blocks the Assistant page draws.

Every legal action lands in exactly one block (nothing hidden, nothing invented), in the engine's order."""

from __future__ import annotations

from test_engine_support import CATALOGUE, foodie_move_step, make_setup, ready, with_display

from scorer.engine import (
    Done,
    MovePerson,
    PlaceCard,
    RollDie,
    TakeCard,
    UseSandDollarAction,
    apply,
    legal_actions,
    new_game,
)
from webapp.assistant.choices import choice_groups


def every_option(choices) -> list[int]:
    return sorted(i for group in choices.groups for i, _ in group.options)


def test_a_turn_offers_the_cards_then_each_sand_dollar_action_then_the_rest():
    state = with_display(ready(), ("beach-1", "beach-2", "beach-3", "street-1"))
    actions = legal_actions(state)
    choices = choice_groups(state, actions)
    assert choices.step == "turn"
    roles = [g.role for g in choices.groups]
    assert roles == ["take", "sand_dollar", "sand_dollar", "choose"]
    assert all(isinstance(a, TakeCard) for _, a in choices.groups[0].options)
    spec = CATALOGUE.sand_dollar_actions[state.setup.sand_dollar_actions[0]]
    assert choices.groups[1].title.startswith(f"{spec.name} (costs {spec.cost}; you have ")
    assert choices.groups[1].note == spec.text
    assert all(isinstance(a, UseSandDollarAction) and a.action == state.setup.sand_dollar_actions[0]
               for _, a in choices.groups[1].options)
    assert every_option(choices) == list(range(len(actions)))  # each action once


def test_the_robots_turn_offers_a_roll_then_the_die_faces():
    state = with_display(ready(("Solo",)), ("beach-1", "beach-2", "beach-3", "street-1"))
    actions = legal_actions(state)
    choices = choice_groups(state, actions)
    assert choices.step == "robot_turn"
    roll, die = choices.groups
    assert [a.value for _, a in roll.options] == [None]
    assert [a.value for _, a in die.options] == [1, 2, 3, 4, 5, 6]
    assert all(isinstance(a, RollDie) for _, a in roll.options + die.options)
    assert every_option(choices) == list(range(len(actions)))


def test_placing_groups_the_slots_by_card_in_hand():
    state = with_display(ready(), ("beach-1", "beach-2", "beach-3", "street-1"))
    state = apply(state, TakeCard(column=1))[0]
    actions = legal_actions(state)
    choices = choice_groups(state, actions)
    assert choices.step == "place"
    assert [g.card for g in choices.groups] == ["beach-2"]
    assert all(isinstance(a, PlaceCard) and a.card == "beach-2" for _, a in choices.groups[0].options)
    assert every_option(choices) == list(range(len(actions)))


def test_a_move_step_leaves_the_movers_to_the_move_dialog_and_keeps_done():
    state = foodie_move_step()  # then a 1-space move
    actions = legal_actions(state)
    choices = choice_groups(state, actions)
    assert choices.step == "move" and not choices.final_movement
    (done,) = choices.groups
    assert done.role == "done" and all(isinstance(a, Done) for _, a in done.options)
    assert {i for i, a in enumerate(actions) if not isinstance(a, MovePerson)} == {i for i, _ in done.options}


def test_choosing_a_starting_tile_lists_the_tiles_on_offer():
    state = new_game(make_setup(), CATALOGUE)
    while state.pending.__class__.__name__ != "ChooseTileStep":
        state = apply(state, legal_actions(state)[0])[0]
    actions = legal_actions(state)
    choices = choice_groups(state, actions)
    assert choices.step == "other" and choices.groups[0].title == "Choose"
    assert set(choices.tiles) == {a.tile for a in actions}
    assert every_option(choices) == list(range(len(actions)))
