"""Action labels for a user interface, and saving / loading a game as setup + log."""

import random

import pytest
from pydantic import ValidationError
from test_engine_support import CATALOGUE, make_setup, ready, with_display

from scorer.engine import (
    IllegalActionError,
    PlaceCard,
    TakeCard,
    apply,
    describe_action,
    is_terminal,
    legal_actions,
    load_game,
    new_game,
    save_game,
)


def test_every_legal_action_of_random_games_has_a_label():
    for players, seed in ((("Ana", "Ben"), 1), (("Solo",), 2)):
        rng = random.Random(seed)
        state = new_game(make_setup(players, seed=seed), CATALOGUE)
        while not is_terminal(state):
            actions = legal_actions(state)
            assert all(describe_action(state, a) for a in actions)
            state = apply(state, rng.choice(actions))[0]


def test_labels_say_what_happens():
    state = with_display(ready(), ("beach-1", "beach-2", "beach-3", "beach-4"), truck=1, foodie=1)
    assert describe_action(state, TakeCard(column=1)) == \
        "Take Beach 2 (sample), front column 2: happy day (foodie and food truck)"
    assert describe_action(state, TakeCard(column=0)) == "Take Beach 1 (sample), front column 1"
    state = apply(state, TakeCard(column=0))[0]
    assert describe_action(state, PlaceCard(card="beach-1", row="beach", column=-1)) == \
        "Place Beach 1 (sample) at beach row, column -1"


def test_save_and_load_round_trip():
    state = ready(("Ana", "Ben", "Cy"))
    state = apply(state, TakeCard(column=2))[0]
    text = save_game(state)
    assert load_game(text, CATALOGUE) == state


def test_load_names_the_problem():
    with pytest.raises(ValidationError):
        load_game('{"format": "santa-monica-engine-game", "setup": {}}', CATALOGUE)
    text = save_game(new_game(make_setup(), CATALOGUE)).replace('"actions":[]', '"actions":[{"kind":"pass"}]')
    with pytest.raises(IllegalActionError, match="action 1"):
        load_game(text, CATALOGUE)
