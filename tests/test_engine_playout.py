"""Seeded random playouts: whole games with 2, 3, 4 players and solo, invariants at every step.

At every step: pieces are conserved (cities + Robot + supply == the box), every city obeys the
placement rules (``scorer.scoring.validation.validate_city``) and the engine's own invariants, every
listed legal action validates, actions that stopped being legal are refused. At the end: the log
replays to the same state (also through JSON), undo matches the history, the finished game
validates, and the provisional scores equal ``scorer.scoring.score_game`` on ``to_finished_game``.
Cards are generated SAMPLE cards (78 of them); some games use the built-in sample deck (3 tiles: up to 3 players).
"""

import random

import pytest
from test_engine_support import BUILTIN, conserved

from card_db.catalogue import Catalogue
from card_db.generated import generated_catalogue
from scorer.engine import (
    action_log_from_json,
    action_log_to_json,
    apply,
    is_terminal,
    legal_actions,
    new_game,
    provisional_scores,
    random_setup,
    replay,
    to_finished_game,
    undo,
    validate,
)
from scorer.engine import actions as act
from scorer.engine.placement import end_of_beach_column
from scorer.engine.state import MoveStep
from scorer.scoring.table import score_game
from scorer.scoring.validation import validate_city, validate_game


def catalogue_for(seed: int, builtin_deck: bool) -> Catalogue:
    if builtin_deck:
        return BUILTIN
    generated = generated_catalogue(seed)
    return Catalogue(cards=generated.cards, starting_tiles=generated.starting_tiles,
                     objectives=BUILTIN.objectives, sand_dollar_actions=BUILTIN.sand_dollar_actions)


def city_invariants(state) -> list[str]:
    problems = []
    catalogue = state.catalogue
    for player in state.players:
        if player.starting_tile is None:
            continue
        tile = catalogue.starting_tile(player.starting_tile)
        spaces = player.spaces()
        for (row, column), card_id in player.cards.items():
            if column == 0 or catalogue.card(card_id).row != row:
                problems.append(f"{player.name}: {card_id} at {row} {column}")
        if any(s not in spaces or c.total <= 0 for s, c in player.people.items()):
            problems.append(f"{player.name}: people off the city or an empty crowd kept")
        if any(s not in player.cards for s in player.footprints):
            problems.append(f"{player.name}: a footprint off a feature card")
        if player.people_total("vip") > tile.vips:  # fewer when one was returned to the supply (ruling 20)
            problems.append(f"{player.name}: {player.people_total('vip')} VIPs, tile gives {tile.vips}")
        end = end_of_beach_column(player, catalogue)
        if end is not None and any(r == "beach" and c < end for r, c in player.cards):
            problems.append(f"{player.name}: a beach card left of the end of the beach")
    return problems


def play_out(players: int, seed: int, *, physical: bool = False, builtin_deck: bool = False):
    catalogue = catalogue_for(seed, builtin_deck)
    names = ("Solo",) if players == 1 else tuple(f"P{n + 1}" for n in range(players))
    setup = random_setup(catalogue, names, seed, deck_source="physical" if physical else "virtual",
                         hard_mode=players == 1 and seed % 2 == 0)
    rng = random.Random(seed)
    state = new_game(setup, catalogue)
    previous: tuple = ()
    for _ in range(3000):
        assert conserved(state), f"pieces not conserved after {len(state.log)} actions"
        assert city_invariants(state) == []
        if all(p.starting_tile for p in state.players) and len(state.log) % 7 == 0:
            game = to_finished_game(state)
            for city in game.players:
                assert validate_city(city, catalogue) == ()
            if len(state.log) % 21 == 0:
                assert len(provisional_scores(state).players) == len(game.players) + (game.robot is not None)
        if is_terminal(state):
            break
        actions = legal_actions(state)
        assert actions, "a live state must offer at least one action"
        for action in actions:
            assert validate(state, action) is None, (action, validate(state, action))
        for action in previous:
            if action not in actions and not isinstance(action, act.MovePerson):
                assert validate(state, action) is not None, action
        previous = actions
        state, events = apply(state, rng.choice(actions))
        assert all(e.text for e in events)
    assert is_terminal(state), "the game did not end"
    return setup, catalogue, state


def check_end(setup, catalogue, state):
    assert replay(setup, action_log_from_json(action_log_to_json(state.log)), catalogue) == state
    game = to_finished_game(state)
    assert validate_game(game, catalogue) == ()
    report = score_game(game, catalogue)
    assert [p.total for p in provisional_scores(state).players] == [p.total for p in report.players]
    turns = [p.turns for p in state.players]
    if state.robot is None:
        assert len(set(turns)) == 1, f"every player has the same number of turns: {turns}"
    else:
        assert state.robot.turns == turns[0]  # the Robot starts; the game ends after the player's turn
    return report


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_virtual_games(players):
    for seed in range(25):
        setup, catalogue, state = play_out(players, seed * 10 + players)
        check_end(setup, catalogue, state)
        if len(state.log) > 5:
            assert undo(state, 5) == replay(setup, state.log[:-5], catalogue)


@pytest.mark.parametrize("players", [1, 2, 3])
def test_random_games_with_the_small_builtin_deck_and_a_physical_deck(players):
    for seed in range(3):
        check_end(*play_out(players, 500 + seed, builtin_deck=True))
        check_end(*play_out(players, 600 + seed, physical=True))


def test_final_movement_happens_in_random_games():
    setup, catalogue, state = play_out(3, 77)
    finals = [a for a in state.log if isinstance(a, act.MovePerson)]
    assert finals
    # the last pending before the end was a final movement step
    assert isinstance(undo(state).pending, MoveStep) and undo(state).pending.final


def random_action(rng: random.Random, state):
    """A plausible but usually illegal action: random kinds, cards, squares and slots."""
    squares = [(rng.choice(("beach", "street")), rng.randint(-4, 4)) for _ in range(3)]
    cards = sorted(state.catalogue.cards)
    slot = (rng.choice(("front", "back")), rng.randrange(4))
    other = (rng.choice(("front", "back")), rng.randrange(4))
    person = rng.choice(("local", "tourist", "vip"))
    return rng.choice([
        act.TakeCard(column=rng.randrange(4)),
        act.PlaceCard(card=rng.choice(cards), row=squares[0][0], column=squares[0][1]),
        act.MovePerson(person=person, from_square=squares[0], path=tuple(squares[1:rng.randint(2, 3)])),
        act.SwapCards(first=squares[0], second=squares[1]),
        act.ReturnPerson(square=squares[0], person=person),
        act.RevealCard(card=rng.choice(cards)),
        act.RollDie(value=rng.randint(1, 6)),
        act.UseSandDollarAction(action=rng.choice(sorted(state.catalogue.sand_dollar_actions)),
                            slots=rng.choice(((slot,), (slot, other)))),
        act.ChooseStartingTile(tile=rng.choice(sorted(state.catalogue.starting_tiles))),
        act.PlaceFoodTruck(column=rng.randrange(4)),
        act.ChooseHappyDay(option=rng.choice(("dollar_and_move", "two_dollars", "two_moves"))),
        act.Done(),
        act.Pass(),
    ])


@pytest.mark.parametrize("players", [1, 3])
def test_random_actions_are_refused_with_a_reason_or_applied_never_a_crash(players):
    for seed in range(4):
        for physical in (False, True):
            catalogue = catalogue_for(seed, False)
            names = ("Solo",) if players == 1 else ("A", "B", "C")
            setup = random_setup(catalogue, names, seed, deck_source="physical" if physical else "virtual")
            rng = random.Random(seed)
            state = new_game(setup, catalogue)
            while not is_terminal(state):
                for _ in range(6):
                    action = random_action(rng, state)
                    reason = validate(state, action)
                    if reason is None:
                        after, _ = apply(state, action)  # a legal surprise must apply cleanly
                        assert conserved(after) and city_invariants(after) == []
                    else:
                        assert isinstance(reason, str) and reason
                state = apply(state, rng.choice(legal_actions(state)))[0]
