"""A game is its setup plus its action log: JSON round trip, replay, undo, history."""

import random

import pytest
from pydantic import ValidationError
from test_engine_support import CATALOGUE, make_setup

from scorer.engine import (
    GameSetup,
    IllegalActionError,
    MovePerson,
    TakeCard,
    action_log_from_json,
    action_log_to_json,
    apply,
    history,
    is_terminal,
    legal_actions,
    new_game,
    parse_action,
    replay,
    undo,
)


def random_game(setup, seed, limit=10_000):
    rng = random.Random(seed)
    state = new_game(setup, CATALOGUE)
    while not is_terminal(state) and len(state.log) < limit:
        state = apply(state, rng.choice(legal_actions(state)))[0]
    return state


def test_the_log_is_json_and_round_trips():
    state = random_game(make_setup(("Ana", "Ben", "Cy"), seed=4), seed=4)
    text = action_log_to_json(state.log)
    assert text.startswith('[{"kind":')
    assert action_log_from_json(text) == state.log
    assert parse_action({"kind": "move_person", "person": "vip", "from_square": ["street", 0],
                         "path": [["street", 1]]}) == MovePerson(person="vip", from_square=("street", 0),
                                                                 path=(("street", 1),))
    with pytest.raises(ValidationError):
        action_log_from_json('[{"kind": "take_card", "column": 7}]')


def test_the_setup_is_json_too():
    setup = make_setup(seed=9, deck_source="physical")
    assert GameSetup.model_validate_json(setup.model_dump_json()) == setup


def test_replaying_the_log_gives_the_same_game():
    for players, seed in ((("Ana", "Ben"), 1), (("Solo",), 2), (("A", "B", "C", "D"), 3)):
        setup = make_setup(players, seed=seed)
        state = random_game(setup, seed)
        assert is_terminal(state)
        again = replay(setup, action_log_from_json(action_log_to_json(state.log)), CATALOGUE)
        assert again == state


def test_undo_is_replay_minus_the_last_actions_and_history_shows_every_state():
    setup = make_setup(seed=5)
    state = random_game(setup, seed=5, limit=40)
    states = history(setup, state.log, CATALOGUE)
    assert len(states) == len(state.log) + 1 and states[-1] == state
    assert undo(state) == states[-2]
    assert undo(state, 10) == states[-11]
    assert undo(state, 0) == state
    with pytest.raises(ValueError, match="cannot undo"):
        undo(state, len(state.log) + 1)


def test_replay_names_the_first_illegal_action():
    setup = make_setup()
    with pytest.raises(IllegalActionError, match=r"action 1 \(take_card\)"):
        replay(setup, [TakeCard(column=0)], CATALOGUE)


def test_a_state_log_is_the_tuple_of_actions_applied_whenever_it_is_read():
    # ``apply`` links each action to the previous log instead of copying it (``state._ActionLog``):
    # read at every step, at some steps or only at the end, ``log`` is the same tuple.
    import copy
    import dataclasses

    setup = make_setup(("Ana", "Ben"), seed=4)
    rng = random.Random(4)
    state = new_game(setup, CATALOGUE)
    applied, states = [], [state]
    while not is_terminal(state) and len(applied) < 120:
        action = rng.choice(legal_actions(state))
        state, _ = apply(state, action)
        applied.append(action)
        states.append(state)
        if rng.random() < 0.2:  # some logs read now (joined), the rest only later
            assert state.log == tuple(applied)
    for n, past in enumerate(states):
        assert type(past.log) is tuple and past.log == tuple(applied[:n])
    # Read like any field: equality with a replay, replace, copies.
    again = replay(setup, applied, CATALOGUE)
    assert again == state
    assert dataclasses.replace(state, log=()).log == () and state.log == tuple(applied)
    assert copy.copy(state).log == state.log
