"""End of the game: the trigger at 14 cards in any seat, the round finished, the final movement,
and the hand-off to the scorer."""

from dataclasses import replace

import pytest
from test_engine_support import CATALOGUE, TILE_IDS, crowd, ready, with_city, with_display

from scorer.engine import (
    Done,
    MovePerson,
    TakeCard,
    apply,
    is_terminal,
    legal_actions,
    provisional_scores,
    to_finished_game,
    validate,
)
from scorer.engine.state import MoveStep, TurnStep
from scorer.scoring.table import score_game
from scorer.scoring.validation import validate_game

PLAYERS = ("Ana", "Ben", "Cy", "Di")
THIRTEEN = {**{("beach", c): f"beach-{c + 10}" for c in range(1, 8)},
            **{("street", c): f"street-{c + 10}" for c in range(1, 7)}}


def finish_turn(state):
    """Play the current player's turn: the leftmost front card, the first legal square, no options."""
    seat = state.current
    state = apply(state, TakeCard(column=0))[0]
    while state.current == seat and isinstance(state.pending, TurnStep) is False and not is_terminal(state):
        if state.pending.__class__ is MoveStep and state.pending.final:
            break
        actions = legal_actions(state)
        done = [a for a in actions if isinstance(a, Done)]
        state = apply(state, done[0] if done else actions[0])[0]
    return state


def four_players(trigger_seat):
    state = ready(PLAYERS, tiles=TILE_IDS)
    state = with_city(state, trigger_seat, cards=THIRTEEN)
    front = tuple(c for c in state.deck if c.startswith("beach-"))[:4]
    return with_display(state, front, truck=3, foodie=3)


@pytest.mark.parametrize("seat", [0, 1, 2, 3])
def test_the_end_triggers_in_any_seat_and_the_round_is_finished(seat):
    state = four_players(seat)
    for _ in range(seat + 1):
        state = finish_turn(state)
    assert state.end_triggered and state.players[seat].card_count == 14
    for _ in range(3 - seat):
        assert not isinstance(state.pending, MoveStep)
        state = finish_turn(state)
    # Every player had the same number of turns; then the final movement, in turn order.
    assert [p.turns for p in state.players] == [1, 1, 1, 1]
    assert isinstance(state.pending, MoveStep) and state.pending.final and state.actor == 0


def test_the_game_goes_on_below_14_cards():
    state = four_players(0)
    state = replace(state, players=(replace(state.players[0], cards={}),) + state.players[1:])
    for _ in range(4):
        state = finish_turn(state)
    assert not state.end_triggered and isinstance(state.pending, TurnStep) and state.current == 0


def _final(people, footprints=()):
    state = four_players(3)
    state = with_city(state, 0, cards={("beach", 1): "nature-beach", ("beach", 2): "beach-5",
                                       ("street", 1): "nature-street", ("street", 2): "street-5",
                                       ("street", 3): "street-6"},
                      people=people, footprints=footprints)
    state = with_display(state, tuple(c for c in state.deck if c.startswith("beach-"))[:4], truck=3, foodie=3)
    for _ in range(4):
        state = finish_turn(state)
    assert isinstance(state.pending, MoveStep) and state.pending.final and state.actor == 0
    return state


def test_final_movement_locals_3_spaces_tourists_and_vips_1():
    state = _final({("street", 0): crowd(locals=1, tourists=1, vips=1)})
    three = MovePerson(person="local", from_square=("street", 0), path=(("street", 1), ("street", 2), ("street", 3)))
    assert validate(state, three) is None
    two = MovePerson(person="tourist", from_square=("street", 0), path=(("street", 1), ("street", 2)))
    assert "only 1 are allowed" in validate(state, two)
    state, _ = apply(state, three)
    # the same local cannot move again in the final movement
    assert "already moved" in validate(state, MovePerson(person="local", from_square=("street", 3),
                                                         path=(("street", 2),)))
    state, _ = apply(state, MovePerson(person="vip", from_square=("street", 0), path=(("street", 1),)))
    assert ("street", 1) in state.players[0].footprints  # VIPs drop footprints in the final movement too
    state, _ = apply(state, Done())
    assert state.actor == 1  # next player's final movement


def test_after_the_final_movement_the_game_is_over_and_scores():
    state = _final({("street", 0): crowd(locals=1, vips=1)})
    while not is_terminal(state):
        state = apply(state, Done())[0] if Done() in legal_actions(state) else apply(state, legal_actions(state)[0])[0]
    assert legal_actions(state) == () and validate(state, Done()).startswith("the game is over")
    game = to_finished_game(state)
    assert validate_game(game, CATALOGUE) == ()
    report = score_game(game, CATALOGUE)
    assert [p.name for p in report.players] == list(PLAYERS)
    assert provisional_scores(state).players[0].total == report.players[0].total


def test_provisional_scores_mid_game_and_not_before_the_tiles():
    from test_engine_support import make_setup

    from scorer.engine import new_game

    assert provisional_scores(new_game(make_setup(), CATALOGUE)) is None
    report = provisional_scores(ready())
    assert len(report.players) == 2


def test_when_no_card_is_left_everyone_passes_and_the_end_is_triggered():
    from scorer.engine import Pass

    state = replace(with_display(ready(("Ana", "Ben", "Cy")), (None,) * 4), deck=())
    assert legal_actions(state) == (Pass(),)
    state, _ = apply(state, Pass())
    state, _ = apply(state, Pass())
    assert not state.end_triggered
    state, events = apply(state, Pass())
    assert state.end_triggered and any("no card can be taken" in e.text for e in events)
    assert isinstance(state.pending, MoveStep) and state.pending.final and state.actor == 0
