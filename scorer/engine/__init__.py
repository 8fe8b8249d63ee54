"""The Santa Monica rules engine (issue 4): live games at the table and virtual games.

A game is a ``GameSetup`` plus its action log. The API, all pure functions over an immutable
``GameState``::

    state = new_game(setup, catalogue)           # or start(...) for the setup's log events too
    reason = validate(state, action)             # str | None, nothing changes
    refusal(state, action).word("de")           # the same reason as a Said, worded in a language
    state, events = apply(state, action)         # new state + readable log records
    legal_actions(state)                         # every legal action, fixed order
    prompt(state); state.pending; state.actor    # what is asked, and of whom
    prompt(state, "it")                          # asked in a language (scorer.engine.words)
    replay(setup, actions, catalogue); undo(state, n); history(setup, actions, catalogue)
    legal_destinations(state, square, person); paths_to(state, square, person, destination)
    describe_action(state, action)               # a legal action as a button label
    save_game(state) -> JSON; load_game(text, catalogue) -> GameState (replays the log)
    to_finished_game(state); provisional_scores(state)

Modules: ``setup`` (GameSetup), ``state`` (frozen dataclasses), ``actions`` (pydantic actions and
the JSON log), ``rules`` (validate / apply / legal actions), ``flow`` (the turn's step queue),
``movement``, ``placement``, ``display``, ``robot`` (solo), ``export`` (hand-off to the scorer),
``describe`` (action labels), ``saved`` (setup + log as one JSON document), ``layout`` (a city's
geometry remembered per cards mapping) and ``offers`` (the offered action objects, built once).
"""

from scorer.engine.actions import (
    Action,
    ChooseHappyDay,
    ChooseStartingTile,
    Done,
    MovePerson,
    Pass,
    PlaceCard,
    PlaceFoodTruck,
    ReturnPerson,
    RevealCard,
    RollDie,
    SwapCards,
    TakeCard,
    UseSandDollarAction,
    action_log_from_json,
    action_log_to_json,
    parse_action,
)
from scorer.engine.describe import describe_action
from scorer.engine.export import provisional_scores, to_finished_game
from scorer.engine.rules import (
    IllegalActionError,
    apply,
    history,
    is_terminal,
    legal_actions,
    legal_destinations,
    new_game,
    paths_to,
    prompt,
    prompt_said,
    refusal,
    replay,
    start,
    undo,
    validate,
)
from scorer.engine.saved import SavedGame, load_game, save_game
from scorer.engine.setup import GameSetup, SetupError, check_setup, random_setup
from scorer.engine.state import ROBOT, Event, GameState

__all__ = [
    "Action", "ChooseHappyDay", "ChooseStartingTile", "Done", "MovePerson", "Pass", "PlaceCard",
    "PlaceFoodTruck", "ReturnPerson", "RevealCard", "RollDie", "SwapCards", "TakeCard",
    "UseSandDollarAction", "action_log_from_json", "action_log_to_json", "parse_action",
    "provisional_scores", "to_finished_game", "IllegalActionError", "apply", "history", "is_terminal",
    "legal_actions", "legal_destinations", "new_game", "paths_to", "prompt", "prompt_said", "refusal", "replay", "start", "undo",
    "validate", "GameSetup", "SetupError", "check_setup", "random_setup", "ROBOT", "Event", "GameState",
    "describe_action", "SavedGame", "load_game", "save_game",
]
