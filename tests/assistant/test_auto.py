"""What the Assistant plays by itself (``webapp.assistant.auto``): only what leaves no choice."""

from test_engine_support import CATALOGUE, make_setup, ready

from scorer.engine import ChooseStartingTile, RollDie, apply, legal_actions, new_game
from scorer.engine.state import ChooseTileStep, TurnStep
from webapp.assistant.auto import follow_ups, next_by_itself, undo_span


def test_the_last_tile_is_given_and_a_real_choice_is_left_to_the_player():
    state = new_game(make_setup(("Ana", "Ben", "Cy")), CATALOGUE)
    assert isinstance(state.pending, ChooseTileStep) and follow_ups(state, robot_rolls=True) == ()
    first = legal_actions(state)[0]
    state = apply(state, first)[0]
    assert follow_ups(state, robot_rolls=False) == ()  # two tiles left: Ben chooses
    state = apply(state, legal_actions(state)[0])[0]
    [last] = follow_ups(state, robot_rolls=False)
    assert isinstance(last, ChooseStartingTile) and legal_actions(state) == (last,)
    after = apply(state, last)[0]
    assert all(p.starting_tile for p in after.players) and next_by_itself(after, robot_rolls=True) is None


def test_the_robots_roll_only_when_this_phone_asks_for_it():
    state = ready(("Solo",))
    while not (isinstance(state.pending, TurnStep) and state.pending.seat < 0):
        state = apply(state, legal_actions(state)[0])[0]
    assert follow_ups(state, robot_rolls=False) == ()
    assert follow_ups(state, robot_rolls=True) == (RollDie(value=None),)


def test_undo_takes_back_what_was_played_by_itself_with_the_tap():
    start = new_game(make_setup(("Ana", "Ben")), CATALOGUE)
    chosen = apply(start, legal_actions(start)[0])[0]  # Ben's tile; Ana's is the only one left
    before = {1: chosen, 2: start}  # the state before the k-th last action
    assert undo_span(before.__getitem__, 2, robot_rolls=False) == 2
    assert undo_span({1: start}.__getitem__, 1, robot_rolls=False) == 1  # Ben's own choice: alone
